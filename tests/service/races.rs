// Races between concurrent callers and between processes, and deadlines
// with a controllable clock.

/// The games the scheduler's events forfeit.
fn forfeited(events: Vec<DueEvent>) -> Vec<GameId> {
    events
        .into_iter()
        .filter_map(|ev| match ev {
            DueEvent::Forfeit { view, .. } => Some(view.id),
            _ => None,
        })
        .collect()
}

/// Outcomes of a race: exactly one success, the rest told the position changed.
fn exactly_one_won(results: Vec<Result<(), ServiceError>>) {
    let wins = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(wins, 1, "{results:?}");
    for r in results.into_iter().filter_map(Result::err) {
        assert!(
            matches!(
                r,
                ServiceError::PositionChanged | ServiceError::NotYourTurn(_)
            ),
            "loser got {r:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_simultaneous_moves_apply_exactly_one() {
    let Some(e) = env().await else { return };
    let id = start_game(
        &e.service,
        7,
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await;
    let other = e.second_process(e.clock.clone()).await;
    let moves = ["d5", "e4", "a8", "h1"];
    let mut tasks = Vec::new();
    for i in 0..20 {
        // Half through a second pool, as a second bot process would.
        let s = if i % 2 == 0 {
            e.service.clone()
        } else {
            other.clone()
        };
        let m = moves[i % moves.len()];
        tasks.push(tokio::spawn(async move {
            s.play(place(7), ALICE, m).await.map(|_| ())
        }));
    }
    let mut results = Vec::new();
    for t in tasks {
        results.push(t.await.unwrap());
    }
    exactly_one_won(results);
    assert_eq!(e.service.game(id).await.unwrap().ply(), 1);
    // The same through play_at, as twenty clicks on one menu would.
    let m = e.service.game(id).await.unwrap().game.legal_moves()[0];
    let mut tasks = Vec::new();
    for i in 0..20 {
        let s = if i % 2 == 0 {
            e.service.clone()
        } else {
            other.clone()
        };
        tasks.push(tokio::spawn(async move {
            s.play_at(id, 1, BOB, m).await.map(|_| ())
        }));
    }
    let mut results = Vec::new();
    for t in tasks {
        results.push(t.await.unwrap());
    }
    exactly_one_won(results);
    assert_eq!(e.service.game(id).await.unwrap().ply(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn accept_racing_decline_settles_once() {
    let Some(e) = env().await else { return };
    without_limits(&e.service).await;
    let other = e.second_process(e.clock.clone()).await;
    for channel in 0..10 {
        e.service
            .challenge(
                place(channel),
                ALICE,
                Some(BOB),
                ChallengeOptions::default(),
            )
            .await
            .unwrap();
        let (a, b) = (e.service.clone(), other.clone());
        let accept =
            tokio::spawn(async move { a.accept(place(channel), BOB).await.map(|v| v.status) });
        let decline =
            tokio::spawn(async move { b.decline(place(channel), BOB).await.map(|v| v.status) });
        let (accept, decline) = (accept.await.unwrap(), decline.await.unwrap());
        assert!(accept.is_ok() != decline.is_ok(), "{accept:?} {decline:?}");
        let open = e.service.current_game(place(channel)).await;
        match accept {
            Ok(_) => assert_eq!(open.unwrap().status, GameStatus::Active),
            Err(_) => assert!(open.is_err(), "declined challenges close the channel"),
        }
    }
}

/// A resignation stands whatever move lands while it is made: it never
/// answers "the position changed", and the game is settled once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_resignation_racing_a_move_always_stands() {
    let Some(e) = env().await else { return };
    let other = e.second_process(e.clock.clone()).await;
    for channel in 300..310 {
        let id = start_game(&e.service, channel, rated_small(ColourChoice::Black)).await;
        // Both players move first, so that the game counts for ratings.
        for player in [ALICE, BOB] {
            let view = e.service.current_game(place(channel)).await.unwrap();
            let m = view.game.legal_moves()[0].to_string();
            e.service.play(place(channel), player, &m).await.unwrap();
        }
        let (a, b) = (e.service.clone(), other.clone());
        let moving = tokio::spawn(async move {
            // The resignation may already have ended the game: then there is none here.
            let view = a.current_game(place(channel)).await?;
            let m = view.game.legal_moves()[0].to_string();
            a.play(place(channel), ALICE, &m).await.map(drop)
        });
        let resigning = tokio::spawn(async move { b.resign(place(channel), BOB).await });
        let (moved, resigned) = (moving.await.unwrap(), resigning.await.unwrap());
        let (_, end) = resigned.expect("the resignation stands");
        assert_eq!(end.winner, ALICE);
        if let Err(e) = moved {
            assert!(
                matches!(e, ServiceError::GameOver | ServiceError::NoGameHere),
                "{e:?}"
            );
        }
        assert_eq!(e.service.rating_changes(id).await.unwrap().len(), 2);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_forfeit_racing_a_last_second_move_settles_once() {
    let Some(e) = env().await else { return };
    let limit = Duration::from_secs(72 * 3600);
    // A process whose clock says the deadline has just passed.
    let late = ManualClock::starting_at(START.plus(limit).plus(Duration::from_secs(1)));
    let scheduler = e.second_process(late.clone()).await;
    for channel in 0..8 {
        let id = start_game(
            &e.service,
            200 + channel,
            ChallengeOptions {
                colour: ColourChoice::Black,
                ..Default::default()
            },
        )
        .await;
        // The mover's clock: one second before the deadline.
        e.clock.advance(limit - Duration::from_secs(1));
        let mover = e.service.clone();
        let move_task = tokio::spawn(async move {
            mover
                .play(place(200 + channel), ALICE, "d5")
                .await
                .map(|_| ())
        });
        let sched = scheduler.clone();
        let due_task = tokio::spawn(async move { sched.process_due().await });
        let moved = move_task.await.unwrap();
        let events = due_task.await.unwrap().unwrap();
        let forfeited = events
            .iter()
            .any(|ev| matches!(ev, DueEvent::Forfeit { view, .. } if view.id == id));
        let view = e.service.game(id).await.unwrap();
        if moved.is_ok() {
            assert!(!forfeited, "a game cannot both take the move and forfeit");
            assert_eq!((view.status, view.ply()), (GameStatus::Active, 1));
        } else {
            assert!(forfeited, "{moved:?}");
            assert_eq!((view.status, view.ply()), (GameStatus::Finished, 0));
            assert_eq!(
                view.game.outcome().map(|o| o.reason),
                Some(EndReason::Timeout)
            );
        }
        // Next round: both clocks move on past this game's window.
        e.clock.advance(Duration::from_secs(1));
        late.advance(limit);
        let _ = e
            .service
            .abort(place(200 + channel), ALICE, None, Authority::Own)
            .await;
    }
}

#[tokio::test]
async fn reminders_at_half_time_then_a_forfeit_before_both_moved_is_casual() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let id = start_game(
        s,
        8,
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await;
    s.play(place(8), ALICE, "d5").await.unwrap();
    let deadline = s.game(id).await.unwrap().turn_deadline.unwrap();
    assert_eq!(deadline, START.plus(Duration::from_secs(72 * 3600)));
    e.clock.advance(Duration::from_secs(35 * 3600));
    assert!(s.process_due().await.unwrap().is_empty());
    e.clock.advance(Duration::from_secs(3600));
    let events = s.process_due().await.unwrap();
    assert!(
        matches!(events.as_slice(), [DueEvent::Reminder { player, .. }] if *player == BOB),
        "{events:?}"
    );
    assert!(
        s.process_due().await.unwrap().is_empty(),
        "one reminder per turn"
    );
    e.clock.advance(Duration::from_secs(36 * 3600));
    // A move after the deadline loses on time instead.
    assert!(matches!(
        s.play(place(8), BOB, "e5").await,
        Err(ServiceError::TimeRanOut)
    ));
    // The scheduler announces the forfeit that move found, once.
    let events = s.process_due().await.unwrap();
    assert!(
        matches!(events.as_slice(), [DueEvent::Forfeit { view, .. }] if view.id == id),
        "{events:?}"
    );
    assert!(s.process_due().await.unwrap().is_empty(), "announced once");
    let view = s.game(id).await.unwrap();
    assert_eq!(
        view.game.outcome().map(|o| (o.winner, o.reason)),
        Some((Color::Black, EndReason::Timeout))
    );
    // White never moved, so the game counts as casual.
    assert!(s.rating_changes(id).await.unwrap().is_empty());
    assert!(!view.rated);
    let bob = s.stats(GUILD, BOB).await.unwrap();
    assert_eq!((bob.games, bob.casual_losses), (0, 1));
}

#[tokio::test]
async fn the_scheduler_forfeits_and_expires_what_is_due() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.set_turn_limit(GUILD, Duration::from_secs(3600))
        .await
        .unwrap();
    start_game(
        s,
        9,
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await;
    s.challenge(place(19), CAROL, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    e.clock.advance(Duration::from_secs(3600));
    let events = s.process_due().await.unwrap();
    let forfeit = events.iter().find_map(|ev| match ev {
        DueEvent::Forfeit { end, .. } => Some(end.clone()),
        _ => None,
    });
    let end = forfeit.expect("the game forfeits after an hour");
    assert_eq!((end.winner, end.loser), (BOB, ALICE));
    e.clock.advance(Duration::from_secs(23 * 3600));
    let events = s.process_due().await.unwrap();
    assert!(
        matches!(events.as_slice(), [DueEvent::ChallengeExpired { .. }]),
        "{events:?}"
    );
    assert!(matches!(
        s.accept(place(19), BOB).await,
        Err(ServiceError::NoChallengeHere)
    ));
}

#[tokio::test]
async fn an_expired_challenge_cannot_be_accepted() {
    let Some(e) = env().await else { return };
    e.service
        .challenge(place(3), ALICE, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    e.clock.advance(Duration::from_secs(24 * 3600));
    assert!(matches!(
        e.service.accept(place(3), BOB).await,
        Err(ServiceError::ChallengeExpired)
    ));
}
