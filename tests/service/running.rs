// Games as they run: threads, ratings' certainty, live boards, notices,
// hints, deadlines and the turns owed to the bot.

#[tokio::test]
async fn games_in_threads_share_a_channel_and_their_threads_are_archived_once() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let parent = ChannelId(70);
    // Games are limited to the parent channel: its threads count as it.
    s.allow_channel(GUILD, parent).await.unwrap();
    let thread = |n: u64| Place::thread(GUILD, ChannelId(7000 + n), parent);
    for n in 0..2 {
        s.challenge(
            thread(n),
            ALICE,
            Some(BOB),
            rated_small(ColourChoice::Black),
        )
        .await
        .unwrap();
        let view = s.accept(thread(n), BOB).await.unwrap();
        assert_eq!(
            view.place.parent,
            Some(parent),
            "the game knows its channel"
        );
    }
    assert!(matches!(
        s.challenge(
            Place::thread(GUILD, ChannelId(7100), ChannelId(71)),
            ALICE,
            Some(BOB),
            ChallengeOptions::default()
        )
        .await,
        Err(ServiceError::ChannelNotAllowed)
    ));
    let plan_at = |place| async move {
        s.check_challenge(place, ALICE, None, &small(ColourChoice::Black))
            .await
            .unwrap()
    };
    let plan = plan_at(Place::channel(GUILD, parent)).await;
    assert!(plan.own_thread, "threads are on by default");
    let in_thread = plan_at(thread(9)).await;
    assert!(!in_thread.own_thread, "a challenge in a thread plays there");
    s.set_threads(GUILD, false).await.unwrap();
    let off = plan_at(Place::channel(GUILD, parent)).await;
    assert!(!off.own_thread);

    // The first game ends; its thread is archived an hour later, once,
    // however many processes look.
    let id = s.current_game(thread(0)).await.unwrap().id;
    s.resign(thread(0), BOB).await.unwrap();
    let archived = |events: &[DueEvent]| {
        events
            .iter()
            .filter_map(|ev| match ev {
                DueEvent::ArchiveThread { game, thread } => Some((*game, *thread)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert!(archived(&s.process_due().await.unwrap()).is_empty());
    e.clock.advance(Duration::from_secs(3601));
    let other = e.second_process(e.clock.clone()).await;
    let (mine, theirs) = tokio::join!(s.process_due(), other.process_due());
    let mut all = archived(&mine.unwrap());
    all.extend(archived(&theirs.unwrap()));
    assert_eq!(all, vec![(id, ChannelId(7000))]);
    assert!(archived(&s.process_due().await.unwrap()).is_empty());

    // A rematch in the second thread keeps it open past the hour.
    s.resign(thread(1), BOB).await.unwrap();
    let rematch = s.rematch(thread(1), BOB, None).await.unwrap();
    assert_eq!(rematch.place, thread(1));
    e.clock.advance(Duration::from_secs(3601));
    assert!(archived(&s.process_due().await.unwrap()).is_empty());
}

#[tokio::test]
async fn provisional_ratings_follow_established_ones() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let mut tx = s.store().begin().await.unwrap();
    for (user, rating, deviation) in [
        (ALICE, 1700.0, 200.0),
        (BOB, 1600.0, 60.0),
        (CAROL, 1500.0, 90.0),
    ] {
        let row = konane_bot::store::RatingRow {
            user_id: user,
            rating,
            deviation,
            volatility: 0.06,
            games: 10,
            wins: 5,
            losses: 5,
            streak: 0,
        };
        konane_bot::store::upsert_rating(&mut tx, GUILD, &row, START)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    let board = s.leaderboard(GUILD, 1).await.unwrap();
    let order: Vec<(UserId, bool)> = board
        .entries
        .iter()
        .map(|e| (e.user, e.provisional()))
        .collect();
    assert_eq!(order, vec![(BOB, false), (CAROL, false), (ALICE, true)]);
    assert_eq!(konane_bot::game::rating_text(1662.4, 200.0), "1662?");
    assert_eq!(konane_bot::game::rating_text(1662.4, 80.0), "1662");
}

#[tokio::test]
async fn newcomers_are_players_without_a_finished_game() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    start_game(s, 80, small(ColourChoice::Black)).await;
    assert_eq!(
        s.newcomers(GUILD, &[ALICE, BOB]).await.unwrap(),
        vec![ALICE, BOB]
    );
    play_out(s, 80).await;
    assert!(s.newcomers(GUILD, &[ALICE, BOB]).await.unwrap().is_empty());
    assert_eq!(
        s.newcomers(GuildId(5), &[ALICE]).await.unwrap(),
        vec![ALICE],
        "each server counts its own games"
    );
}

/// The live board moves only forward: a newer message replaces the one
/// recorded (which loses its controls), an older one arriving late is
/// itself the one to strip, and recording the same board twice changes nothing.
#[tokio::test]
async fn a_games_live_board_only_moves_forward() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let game = start_game(s, 60, small(ColourChoice::Black)).await;
    assert_eq!(s.game(game).await.unwrap().board_message, None);
    assert_eq!(s.replace_board(game, MessageId(100)).await.unwrap(), None);
    assert_eq!(
        s.replace_board(game, MessageId(200)).await.unwrap(),
        Some(MessageId(100))
    );
    assert_eq!(
        s.replace_board(game, MessageId(150)).await.unwrap(),
        Some(MessageId(150))
    );
    assert_eq!(s.replace_board(game, MessageId(200)).await.unwrap(), None);
    // Another process reads the same live board.
    let other = e.second_process(e.clock.clone()).await;
    assert_eq!(
        other.game(game).await.unwrap().board_message,
        Some(MessageId(200))
    );
}

/// Direct-message notices are each member's choice in each server.
#[tokio::test]
async fn direct_message_notices_are_per_member_and_server() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let everyone = [ALICE, BOB, CAROL];
    assert!(
        s.wanting_dm_notices(GUILD, &everyone)
            .await
            .unwrap()
            .is_empty()
    );
    s.set_dm_notices(GUILD, BOB, true).await.unwrap();
    s.set_dm_notices(GUILD, BOB, true).await.unwrap();
    s.set_dm_notices(GUILD, CAROL, true).await.unwrap();
    assert_eq!(
        s.wanting_dm_notices(GUILD, &everyone).await.unwrap(),
        vec![BOB, CAROL]
    );
    assert!(
        s.wanting_dm_notices(GuildId(78), &everyone)
            .await
            .unwrap()
            .is_empty()
    );
    s.set_dm_notices(GUILD, CAROL, false).await.unwrap();
    assert_eq!(
        s.wanting_dm_notices(GUILD, &everyone).await.unwrap(),
        vec![BOB]
    );
}

/// A hint in a finished game is asked for by the record's move number:
/// "2" is the position before Black's second move, "2..." before White's.
#[tokio::test]
async fn hints_count_moves_as_the_record_does() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let game = start_game(s, 61, small(ColourChoice::Black)).await;
    play_out(s, 61).await;
    let moves = s.game(game).await.unwrap().ply();
    assert!(moves >= 4, "a 4×4 game lasts at least four moves");
    for (asked, ply) in [("1", 0), ("1...", 1), ("2", 2), ("2…", 3)] {
        let number = asked.parse().unwrap();
        let request = s
            .hint_request(place(61), ALICE, Some(game), Some(number))
            .await
            .unwrap();
        assert_eq!(request.ply, ply, "{asked}");
    }
    let past = konane_bot::engine::MoveNumber::of_ply(moves);
    let refused = s
        .hint_request(place(61), ALICE, Some(game), Some(past))
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ServiceError::NoSuchMove { asked, .. } if asked == past),
        "{refused:?}"
    );
    assert!(refused.to_string().contains(&past.to_string()), "{refused}");
}

/// One game whose stored moves no longer load stops nothing else: the
/// other forfeits go out, and the broken game is aborted, so its channel
/// takes a new challenge and later ticks don't meet it again.
#[tokio::test]
async fn a_game_that_no_longer_loads_stops_nothing_else_past_its_deadline() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.set_turn_limit(GUILD, Duration::from_secs(3600))
        .await
        .unwrap();
    let options = ChallengeOptions {
        colour: ColourChoice::Black,
        ..Default::default()
    };
    let broken = start_game(s, 62, options).await;
    let sound = start_game(s, 63, options).await;
    sqlx::query("UPDATE games SET move_list = 'd5 q0', ply = 2 WHERE id = $1")
        .bind(broken)
        .execute(s.store().writer())
        .await
        .unwrap();
    e.clock.advance(Duration::from_secs(3600));
    assert_eq!(forfeited(s.process_due().await.unwrap()), vec![sound]);
    assert!(s.process_due().await.unwrap().is_empty());
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(broken)
        .fetch_one(s.store().pool())
        .await
        .unwrap();
    assert_eq!(status, "aborted");
    s.challenge(place(62), CAROL, Some(BOB), options)
        .await
        .expect("the broken game's channel is free again");
}

/// A game's number shows it only to its players, or in the channel (or
/// thread) where it was played: a member can't read a private channel's
/// game from elsewhere, in replays, hints or analyses.
#[tokio::test]
async fn games_by_number_are_seen_by_players_or_where_they_were_played() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let game = start_game(s, 64, small(ColourChoice::Black)).await;
    play_out(s, 64).await;
    let elsewhere = place(65);
    for (who, at) in [(BOB, elsewhere), (ALICE, elsewhere), (CAROL, place(64))] {
        assert_eq!(s.game_visible(at, who, game).await.unwrap().id, game);
        assert!(s.analysis_target(at, who, Some(game)).await.is_ok());
    }
    let hidden =
        |r: Result<_, ServiceError>| matches!(r, Err(ServiceError::UnknownGame(g)) if g == game);
    assert!(hidden(
        s.game_visible(elsewhere, CAROL, game).await.map(drop)
    ));
    assert!(hidden(
        s.game_named_or_current(elsewhere, CAROL, Some(game))
            .await
            .map(drop)
    ));
    assert!(hidden(
        s.analysis_target(elsewhere, CAROL, Some(game))
            .await
            .map(drop)
    ));
    assert!(hidden(
        s.hint_request(elsewhere, CAROL, Some(game), None)
            .await
            .map(drop)
    ));
}

/// A front end serving one server (the terminal) applies only that
/// server's deadlines; the others stay for the bot, which posts them.
#[tokio::test]
async fn deadlines_can_be_applied_for_one_server_only() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let other = GuildId(78);
    for guild in [GUILD, other] {
        s.set_turn_limit(guild, Duration::from_secs(3600))
            .await
            .unwrap();
    }
    let options = ChallengeOptions {
        colour: ColourChoice::Black,
        ..Default::default()
    };
    let here = start_game(s, 66, options).await;
    let there_place = Place::channel(other, ChannelId(67));
    let there = s
        .challenge(there_place, ALICE, Some(BOB), options)
        .await
        .unwrap()
        .id;
    s.accept(there_place, BOB).await.unwrap();
    e.clock.advance(Duration::from_secs(3600));
    assert_eq!(
        forfeited(s.process_due_in(GUILD).await.unwrap()),
        vec![here]
    );
    assert_eq!(s.game(there).await.unwrap().status, GameStatus::Active);
    assert_eq!(forfeited(s.process_due().await.unwrap()), vec![there]);
}

/// A move that comes after the deadline forfeits the game (the mover is
/// told their time ran out), and the scheduler still announces the forfeit,
/// with its rating changes, once.
#[tokio::test]
async fn a_forfeit_found_by_a_late_move_is_announced_once() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.set_turn_limit(GUILD, Duration::from_secs(3600))
        .await
        .unwrap();
    let game = start_game(s, 68, rated_small(ColourChoice::Black)).await;
    let first_legal = || async { s.game(game).await.unwrap().game.legal_moves()[0].to_string() };
    s.play(place(68), ALICE, &first_legal().await)
        .await
        .unwrap();
    s.play(place(68), BOB, &first_legal().await).await.unwrap();
    e.clock.advance(Duration::from_secs(3601));
    let late = s.play(place(68), ALICE, &first_legal().await).await;
    assert!(matches!(late, Err(ServiceError::TimeRanOut)), "{late:?}");
    assert_eq!(s.game(game).await.unwrap().status, GameStatus::Finished);
    // Another process's scheduler announces it; later passes don't again.
    let scheduler = e.second_process(e.clock.clone()).await;
    let events = scheduler.process_due().await.unwrap();
    let announced: Vec<_> = events
        .iter()
        .filter_map(|ev| match ev {
            DueEvent::Forfeit { view, end } => Some((view.id, end.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(announced.len(), 1, "{events:?}");
    let (id, end) = &announced[0];
    assert_eq!((*id, end.winner, end.loser), (game, BOB, ALICE));
    assert_eq!(end.outcome.reason, EndReason::Timeout);
    assert_eq!(end.rating_changes.len(), 2);
    assert!(scheduler.process_due().await.unwrap().is_empty());
    assert!(s.process_due().await.unwrap().is_empty());
}

/// A member has one hint or analysis at a time: asking again while one is
/// on its way is refused at once, others are not held up,
/// and once it is answered the member may ask again.
#[tokio::test]
async fn one_hint_or_analysis_per_member_at_a_time() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let game = start_game(s, 66, small(ColourChoice::Black)).await;
    play_out(s, 66).await;
    let pending = s
        .hint_request(place(66), ALICE, Some(game), None)
        .await
        .unwrap();
    let again = s.analysis_target(place(66), ALICE, Some(game)).await;
    assert!(matches!(again, Err(ServiceError::AiBusy)), "{again:?}");
    let other = s
        .analysis_target(place(66), BOB, Some(game))
        .await
        .unwrap();
    s.analyze(other).await.unwrap();
    s.hint(pending).await.unwrap();
    s.hint_request(place(66), ALICE, Some(game), None)
        .await
        .unwrap();
}

/// Two bot processes that find the same owed turn may both start it, but
/// only one plays it; the other learns it has nothing to post.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_owed_turn_found_twice_is_played_once() {
    let Some(e) = env().await else { return };
    let other = e.second_process(e.clock.clone()).await;
    let view = e.bot_game_left_unanswered(67, 2).await;
    let idle = Duration::from_secs(60);
    e.clock.advance(idle + Duration::from_secs(1));
    let (mine, theirs) = tokio::join!(
        e.service.start_owed_bot_turns(idle),
        other.start_owed_bot_turns(idle)
    );
    let mut played = 0;
    for answer in mine.unwrap().into_iter().chain(theirs.unwrap()) {
        match answer.reply().await {
            BotReply::Played(_) => played += 1,
            BotReply::Nothing => {}
            BotReply::Failed => panic!("the bot could not move"),
        }
    }
    assert_eq!(played, 1, "exactly one process plays the turn");
    assert_eq!(e.service.game(view.id).await.unwrap().ply(), 1);
}

/// An owed turn is thought about by one process only: the first claim in the
/// database takes it, and the others leave it (and no longer list it) until
/// the claim lapses, as it does when its process stopped.
#[tokio::test]
async fn an_owed_turn_is_claimed_by_one_process_until_the_claim_lapses() {
    let Some(e) = env().await else { return };
    let view = e.bot_game_left_unanswered(68, 2).await;
    let processes = [
        e.second_process(e.clock.clone()).await,
        e.second_process(e.clock.clone()).await,
        e.second_process(e.clock.clone()).await,
    ];
    e.clock.advance(Duration::from_secs(60));
    let idle = Duration::from_secs(30);
    assert_eq!(
        processes[0].games_awaiting_ai(idle).await.unwrap(),
        vec![view.id]
    );
    // A process that claimed and then stopped: its claim holds for a minute.
    let ply = e.service.game(view.id).await.unwrap().ply();
    let now = konane_bot::game::Clock::now(&e.clock);
    let until = now.plus(Duration::from_secs(60));
    assert!(
        konane_bot::store::claim_ai_turn(e.service.store().writer(), view.id, ply, now, until)
            .await
            .unwrap()
    );
    for p in &processes {
        assert!(p.games_awaiting_ai(idle).await.unwrap().is_empty());
        assert!(
            p.start_owed_bot_turns(idle).await.unwrap().is_empty(),
            "a claimed turn is left alone"
        );
    }
    e.clock.advance(Duration::from_secs(61));
    let (a, b, c) = tokio::join!(
        processes[0].start_owed_bot_turns(idle),
        processes[1].start_owed_bot_turns(idle),
        processes[2].start_owed_bot_turns(idle),
    );
    let mut played = 0;
    for answer in [a.unwrap(), b.unwrap(), c.unwrap()].into_iter().flatten() {
        if let BotReply::Played(_) = answer.reply().await {
            played += 1;
        }
    }
    assert_eq!(played, 1, "exactly one process plays the lapsed turn");
    assert_eq!(e.service.game(view.id).await.unwrap().ply(), 1);
}
