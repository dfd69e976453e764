// Live games on the clock through the service, on this module's database:
// included by tests/service.rs after cases.rs, whose helpers it uses.

mod clocks {
    use std::time::Duration;

    use konane_bot::engine::{Color, EndReason};
    use konane_bot::game::{ChallengeOptions, DueEvent, GameView, Service, ServiceError};
    use konane_bot::values::{ColourChoice, GameId, GameStatus, TimeControl, UserId};

    use super::{ALICE, BOB, START, env, small, start_game};

    const SECOND: Duration = Duration::from_secs(1);

    fn live(control: &str) -> ChallengeOptions {
        ChallengeOptions {
            time_control: Some(control.parse().expect("a time control")),
            ..small(ColourChoice::Black)
        }
    }

    /// `user` plays the first legal move of `game`.
    async fn first_move(s: &Service, game: GameId, user: UserId) -> GameView {
        let view = s.game(game).await.expect("game");
        let m = view.game.legal_moves()[0];
        s.play_at(game, view.ply(), user, m).await.expect("a move").view
    }

    /// A move is charged from when the last one was stored, and its mover
    /// gets the increment after it; the waiting clock stands still, and a
    /// second process reads the same clocks from the database.
    #[tokio::test]
    async fn each_move_is_charged_to_its_mover_who_gets_the_increment() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let game = start_game(s, 61, live("3+2")).await;
        let started = s.game(game).await.expect("game");
        let clock = started.clock.expect("a live game");
        assert_eq!(clock.control, TimeControl::new(3, 2).expect("3+2"));
        assert_eq!(started.turn_deadline, Some(START.plus(180 * SECOND)));
        e.clock.advance(10 * SECOND);
        let after = first_move(s, game, ALICE).await;
        let now = START.plus(10 * SECOND);
        assert_eq!(after.time_left(Color::Black, now), Some(172 * SECOND));
        assert_eq!(after.time_left(Color::White, now), Some(180 * SECOND));
        assert_eq!(after.turn_deadline, Some(now.plus(180 * SECOND)));
        e.clock.advance(30 * SECOND);
        let after = first_move(s, game, BOB).await;
        let now = now.plus(30 * SECOND);
        let other = e.second_process(e.clock.clone()).await;
        let read = other.game(game).await.expect("game");
        for view in [&after, &read] {
            assert_eq!(view.time_left(Color::White, now), Some(152 * SECOND));
            assert_eq!(view.time_left(Color::Black, now), Some(172 * SECOND));
            assert_eq!(view.turn_deadline, Some(now.plus(172 * SECOND)));
        }
        // Black's clock runs down while it is her move.
        let later = now.plus(7 * SECOND);
        assert_eq!(read.time_left(Color::Black, later), Some(165 * SECOND));
        assert_eq!(read.time_left(Color::White, later), Some(152 * SECOND));
    }

    /// The flag is found by exactly one of two processes looking at once,
    /// the loser's clock shows zero, the end is announced once, and a move
    /// after the flag is refused.
    #[tokio::test]
    async fn a_flag_is_found_once_and_announced_once() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let game = start_game(s, 62, live("1+0")).await;
        first_move(s, game, ALICE).await;
        let deadline = START.plus(60 * SECOND);
        // Not yet: the watcher is told when the flag falls.
        let early = s.forfeit_flagged(deadline).await.expect("look");
        assert_eq!((early.forfeited, early.next), (0, Some(deadline)));
        e.clock.advance(60 * SECOND);
        let other = e.second_process(e.clock.clone()).await;
        let horizon = deadline.plus(SECOND);
        let (a, b) = tokio::join!(s.forfeit_flagged(horizon), other.forfeit_flagged(horizon));
        let (a, b) = (a.expect("look"), b.expect("look"));
        assert_eq!(a.forfeited + b.forfeited, 1, "{a:?} {b:?}");
        assert!(a.to_announce || b.to_announce);
        let ended = s.game(game).await.expect("game");
        assert_eq!(ended.status, GameStatus::Finished);
        let outcome = ended.game.outcome().expect("an outcome");
        assert_eq!((outcome.winner, outcome.reason), (Color::Black, EndReason::Timeout));
        assert_eq!(ended.time_left(Color::White, deadline), Some(Duration::ZERO));
        assert_eq!(ended.time_left(Color::Black, deadline), Some(60 * SECOND));
        let (x, y) = tokio::join!(s.process_due(), other.process_due());
        let announced = [x.expect("due"), y.expect("due")]
            .iter()
            .flatten()
            .filter(|e| matches!(e, DueEvent::Forfeit { view, .. } if view.id == game))
            .count();
        assert_eq!(announced, 1);
        let m = ended.game.position().legal_moves(ended.game.variant().rules())[0];
        let late = s.play_at(game, ended.ply(), BOB, m).await;
        assert!(matches!(late, Err(ServiceError::GameOver)), "{late:?}");
        let after = s.forfeit_flagged(horizon).await.expect("look");
        assert!(!after.to_announce, "announced already");
    }

    /// Two processes watch for flags and one stops (as if killed): the
    /// other's watcher still ends the game on time. No process holds a
    /// flag: each reads the deadlines from the database.
    #[tokio::test]
    async fn a_flag_falls_though_the_process_that_started_the_game_stopped() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let game = start_game(s, 66, live("1+0")).await;
        first_move(s, game, ALICE).await;
        let other = e.second_process(e.clock.clone()).await;
        let (stopped, watching) = (s.watch_flags(), other.watch_flags());
        stopped.abort();
        e.clock.advance(60 * SECOND);
        crate::support::poll::eventually("the flag never fell", || async {
            let status = s.game(game).await.expect("game").status;
            (status == GameStatus::Finished).then_some(())
        })
        .await;
        watching.abort();
        let outcome = s.game(game).await.expect("game").game.outcome().expect("an outcome");
        assert_eq!((outcome.winner, outcome.reason), (Color::Black, EndReason::Timeout));
    }

    /// A move a millisecond past the flag loses on time, found by the move
    /// itself before any watcher looks.
    #[tokio::test]
    async fn a_move_past_the_flag_loses_on_time() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let game = start_game(s, 63, live("1+0")).await;
        e.clock.advance(60 * SECOND + Duration::from_millis(1));
        let view = s.game(game).await.expect("game");
        let m = view.game.legal_moves()[0];
        let late = s.play_at(game, 0, ALICE, m).await;
        assert!(matches!(late, Err(ServiceError::TimeRanOut)), "{late:?}");
        let ended = s.game(game).await.expect("game");
        let outcome = ended.game.outcome().expect("an outcome");
        assert_eq!((outcome.winner, outcome.reason), (Color::White, EndReason::Timeout));
    }

    /// A live game's clocks run on: no takebacks, and no vacation stops them.
    #[tokio::test]
    async fn live_clocks_run_through_takebacks_and_vacations() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let game = start_game(s, 64, live("1+0")).await;
        first_move(s, game, ALICE).await;
        let asked = s.ask_takeback(game, ALICE).await;
        assert!(matches!(asked, Err(ServiceError::TakebackOnTheClock)), "{asked:?}");
        s.start_vacation(super::GUILD, BOB, 3).await.expect("vacation");
        e.clock.advance(61 * SECOND);
        let check = s.forfeit_flagged(START.plus(62 * SECOND)).await.expect("look");
        assert_eq!(check.forfeited, 1);
        assert_eq!(s.game(game).await.expect("game").status, GameStatus::Finished);
    }

    /// A game made without a time control is played by correspondence:
    /// the server's turn limit, and no clocks.
    #[tokio::test]
    async fn a_correspondence_game_has_no_clocks() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let game = start_game(s, 65, small(ColourChoice::Black)).await;
        let view = s.game(game).await.expect("game");
        assert!(!view.is_live());
        assert_eq!(view.time_left(Color::Black, START), None);
        assert_eq!(view.turn_deadline, Some(START.plus(72 * 3600 * SECOND)));
    }
}
