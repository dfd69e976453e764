// Challenges and the games they start: pauses, the bot, open challenges,
// casual games, moderators.

#[tokio::test]
async fn an_unanswered_challenge_pauses_challenging_that_member_again() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let pause = Limits::DEFAULT.rechallenge_cooldown;
    s.challenge(place(1), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
    s.decline(place(1), BOB).await.unwrap();
    e.clock.advance(Duration::from_secs(60));
    let refused = s
        .challenge(place(1), ALICE, Some(BOB), small(ColourChoice::Black))
        .await;
    match refused {
        Err(ServiceError::RechallengeTooSoon {
            opponent,
            withdrawn,
            wait,
        }) => {
            assert_eq!(opponent, BOB);
            assert!(!withdrawn, "Bob declined it");
            assert_eq!(wait, pause - Duration::from_secs(60));
        }
        other => panic!("expected a pause, got {other:?}"),
    }
    // Only that pair, and only that way round, waits.
    s.challenge(place(1), ALICE, Some(CAROL), small(ColourChoice::Black))
        .await
        .unwrap();
    s.challenge(place(2), BOB, Some(ALICE), small(ColourChoice::Black))
        .await
        .unwrap();
    s.cancel(place(2), BOB).await.unwrap();
    e.clock.advance(pause);
    s.challenge(place(3), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
    // A cancelled challenge pauses too (against challenge-then-cancel
    // pings), and the refusal says it was withdrawn, not left unanswered.
    s.cancel(place(3), ALICE).await.unwrap();
    let paused = s
        .challenge(place(3), ALICE, Some(BOB), small(ColourChoice::Black))
        .await;
    assert!(
        matches!(
            paused,
            Err(ServiceError::RechallengeTooSoon {
                withdrawn: true,
                ..
            })
        ),
        "{paused:?}"
    );
    let said = paused
        .expect_err("paused")
        .message(konane_bot::i18n::Lang::SOURCE, |_| "bob".into());
    assert!(said.starts_with("You withdrew your last challenge to bob"), "{said}");
    e.clock.advance(pause);
    // An expired challenge counts as declined, from its expiry, even before
    // the scheduler has closed it.
    s.challenge(place(3), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
    e.clock
        .advance(s.config().challenge_ttl + Duration::from_secs(120));
    match s
        .challenge(place(4), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
    {
        Err(ServiceError::RechallengeTooSoon { wait, .. }) => {
            assert_eq!(wait, pause - Duration::from_secs(120));
        }
        other => panic!("expected a pause, got {other:?}"),
    }
    // A server may turn the pause off.
    s.update_limits(
        GUILD,
        LimitsUpdate {
            rechallenge_cooldown: Some(Duration::ZERO),
            vacation_days: None,
            ..LimitsUpdate::default()
        },
    )
    .await
    .unwrap();
    s.challenge(place(4), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
}

#[tokio::test]
async fn every_move_is_stored_with_who_and_when() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let id = start_game(
        s,
        40,
        ChallengeOptions {
            colour: ColourChoice::White,
            ..Default::default()
        },
    )
    .await;
    s.play(place(40), BOB, "d5").await.unwrap();
    e.clock.advance(Duration::from_secs(90));
    s.play(place(40), ALICE, "e5").await.unwrap();
    let moves = s.moves(id).await.unwrap();
    let summary: Vec<(usize, UserId, &str, Timestamp)> = moves
        .iter()
        .map(|m| (m.ply, m.player, m.notation.as_str(), m.played_at))
        .collect();
    assert_eq!(
        summary,
        [
            (1, BOB, "d5", START),
            (2, ALICE, "e5", START.plus(Duration::from_secs(90)))
        ]
    );
}

/// A move against the bot is answered by the service with no front end
/// present; a turn left unanswered by a process that stopped is owed, and
/// another process answers it once the stopped one's claim lapses.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_answers_by_itself_and_a_stopped_process_turn_is_answered_after() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let view = e.bot_game_left_unanswered(31, 3).await;
    // Nothing is owed while the stopped process's claim holds.
    let idle = Duration::from_secs(60);
    assert!(s.games_awaiting_ai(idle).await.unwrap().is_empty());
    assert!(s.start_owed_bot_turns(idle).await.unwrap().is_empty());
    e.clock.advance(idle + Duration::from_secs(1));
    assert!(s.bot_turn_claim() < idle, "the claim has lapsed by now");
    assert_eq!(s.games_awaiting_ai(idle).await.unwrap(), vec![view.id]);
    let mut answers = s.start_owed_bot_turns(idle).await.unwrap();
    assert_eq!(answers.len(), 1);
    let bot_move = bot_played(answers.pop()).await;
    assert_eq!((bot_move.mover, bot_move.view.ply()), (BOT, 1));
    assert!(bot_move.bot_answer.is_none());
    e.clock.advance(idle + Duration::from_secs(1));
    assert!(
        s.games_awaiting_ai(idle).await.unwrap().is_empty(),
        "the human owes the move now"
    );
    // Every human move is answered by the service, the bot always legal.
    let mut last = bot_move;
    while last.end.is_none() {
        let human = last.view.game.legal_moves()[0];
        last = s.play(place(31), ALICE, &human.to_string()).await.unwrap();
        if last.end.is_none() {
            last = bot_played(last.bot_answer).await;
            assert_eq!(last.mover, BOT);
        }
    }
    assert!(
        s.games_awaiting_ai(Duration::ZERO)
            .await
            .unwrap()
            .is_empty()
    );
    // A game between people is never the AI's business.
    let people = start_game(s, 32, small(ColourChoice::Black)).await;
    let people = s.game(people).await.unwrap();
    assert!(s.bot_answer(&people).is_none());
}

#[tokio::test]
async fn an_open_challenge_is_taken_by_the_first_other_member() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let open = s
        .challenge(place(40), ALICE, None, rated_small(ColourChoice::Black))
        .await
        .unwrap();
    assert_eq!((open.opponent, open.status), (None, GameStatus::Challenge));
    assert!(matches!(
        s.accept(place(40), ALICE).await,
        Err(ServiceError::OwnChallenge)
    ));
    assert!(matches!(
        s.decline(place(40), BOB).await,
        Err(ServiceError::OpenChallenge)
    ));
    let started = s.accept(place(40), CAROL).await.unwrap();
    assert_eq!(started.opponent, Some(CAROL));
    assert_eq!((started.black, started.white), (Some(ALICE), Some(CAROL)));
    // Taken: nobody else can accept it now.
    assert!(matches!(
        s.accept(place(40), BOB).await,
        Err(ServiceError::NoChallengeHere)
    ));
    // An open challenge nobody takes expires like any other.
    s.challenge(place(41), BOB, None, ChallengeOptions::default())
        .await
        .unwrap();
    e.clock.advance(Duration::from_secs(25 * 3600));
    let events = s.process_due().await.unwrap();
    assert!(
        events.iter().any(|ev| matches!(ev,
            DueEvent::ChallengeExpired { view } if view.opponent.is_none() && view.challenger == BOB)),
        "{events:?}"
    );
}

#[tokio::test]
async fn casual_games_leave_ratings_alone() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    // Asked for: casual on a board that could be rated.
    let casual = ChallengeOptions {
        rated: Some(false),
        ..rated_small(ColourChoice::Black)
    };
    start_game(s, 50, casual).await;
    let end = play_out(s, 50).await.end.unwrap();
    assert!(end.rating_changes.is_empty());
    // Boards under 6x6 are casual by default, and can't be made rated.
    let tiny = start_game(s, 51, small(ColourChoice::Black)).await;
    assert!(!s.game(tiny).await.unwrap().rated);
    play_out(s, 51).await;
    let asked = ChallengeOptions {
        rated: Some(true),
        ..small(ColourChoice::Black)
    };
    assert!(matches!(
        s.challenge(place(52), ALICE, Some(BOB), asked).await,
        Err(ServiceError::CannotBeRated(_))
    ));
    // The server's default can be casual too.
    s.set_rated_default(GUILD, false).await.unwrap();
    let default = start_game(s, 53, rated_small(ColourChoice::Black)).await;
    assert!(!s.game(default).await.unwrap().rated);
    assert!(s.leaderboard(GUILD, 1).await.unwrap().entries.is_empty());
    // Stats count the casual games apart, and never claim a rating.
    let alice = s.stats(GUILD, ALICE).await.unwrap();
    assert_eq!((alice.rating, alice.games), (None, 0));
    assert_eq!(alice.casual_wins + alice.casual_losses, 2);
    let bob = s.stats(GUILD, BOB).await.unwrap();
    assert_eq!(bob.casual_wins, alice.casual_losses);
}

#[tokio::test]
async fn a_moderator_aborts_any_game_and_others_cannot() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let id = start_game(s, 60, rated_small(ColourChoice::Black)).await;
    for _ in 0..4 {
        let view = s.current_game(place(60)).await.unwrap();
        let player = view.player_to_move().unwrap();
        let m = view.game.legal_moves()[0].to_string();
        s.play(place(60), player, &m).await.unwrap();
    }
    // Carol is no player: neither from the channel nor by number.
    assert!(matches!(
        s.abort(place(60), CAROL, None, Authority::Own).await,
        Err(ServiceError::NotAPlayer)
    ));
    assert!(matches!(
        s.abort(place(99), CAROL, Some(id), Authority::Own).await,
        Err(ServiceError::NotAllowedToAbort)
    ));
    // The players are too late after four moves; a moderator is not.
    assert!(matches!(
        s.abort(place(60), ALICE, Some(id), Authority::Own).await,
        Err(ServiceError::TooLateToAbort)
    ));
    let aborted = s.abort(place(99), CAROL, Some(id), Authority::Server).await.unwrap();
    assert_eq!(aborted.status, GameStatus::Aborted);
    assert!(s.rating_changes(id).await.unwrap().is_empty());
    assert!(matches!(
        s.abort(place(99), CAROL, Some(id), Authority::Server).await,
        Err(ServiceError::GameOver)
    ));
    // A challenge too, but a game number of another server is unknown.
    let challenge = s
        .challenge(place(61), ALICE, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    let elsewhere = Place::channel(GuildId(5), ChannelId(1));
    assert!(matches!(
        s.abort(elsewhere, CAROL, Some(challenge.id), Authority::Server).await,
        Err(ServiceError::UnknownGame(_))
    ));
    assert!(matches!(
        s.abort(place(61), ALICE, None, Authority::Own).await,
        Err(ServiceError::AbortChallenge)
    ));
    let closed = s
        .abort(place(99), CAROL, Some(challenge.id), Authority::Server)
        .await
        .unwrap();
    assert_eq!(closed.status, GameStatus::Aborted);
}
