// A finished game's review: the solver's verdicts are computed once, kept,
// and read back by every later ask, in any process. Included by
// tests/service.rs after cases.rs, whose helpers it uses.

mod reviews {
    use konane_bot::ai::{Brain, Limits, Stop};
    use konane_bot::engine::Position;
    use konane_bot::game::{GameAnalysis, Service, ServiceError};
    use konane_bot::store::{self, VerdictsRow};
    use konane_bot::values::{ColourChoice, GameId};

    use super::{ALICE, BOB, CAROL, START, env, place, play_out, rated_small, start_game};

    /// Whether the player to move in `position` wins, proved without limits.
    fn mover_wins(position: &Position) -> bool {
        let rules = konane_bot::engine::Rules {
            opening: konane_bot::engine::Opening::Any,
            ..konane_bot::engine::Rules::default()
        };
        let mut brain = Brain::with_bytes(16 << 20);
        let (proof, _) = brain.prove(position, rules, Limits::NONE, &Stop::new());
        proof.expect("an unlimited proof finishes").mover_wins
    }

    async fn analysis(s: &Service, channel: u64, who: konane_bot::values::UserId, game: GameId) -> GameAnalysis {
        let request = s.analysis_target(place(channel), who, Some(game)).await.expect("allowed");
        s.analyze(request).await.expect("analysed")
    }

    /// Two processes asking at once get one answer, the one kept; every
    /// verdict is the unlimited solver's, and a third ask reads the same.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_games_verdicts_are_solved_once_and_kept_for_every_process() {
        let Some(e) = env().await else { return };
        let other = e.second_process(e.clock.clone()).await;
        let game = start_game(&e.service, 71, rated_small(ColourChoice::Black)).await;
        play_out(&e.service, 71).await;
        let (first, second) = tokio::join!(
            analysis(&e.service, 71, ALICE, game),
            analysis(&other, 71, BOB, game)
        );
        assert_eq!(first.plies, second.plies, "one answer for both");
        let kept = store::game_verdicts(e.service.store().pool(), game)
            .await
            .expect("read")
            .expect("kept");
        assert!(kept.nodes > 0, "{kept:?}");
        let view = &first.view;
        assert_eq!(first.plies.len(), view.ply() + 1);
        let decided: Vec<usize> = (0..=view.ply())
            .filter(|&ply| first.plies[ply].mover_wins.is_some())
            .collect();
        // The end, at least, is always within the budget, however busy the machine.
        let end_decided = decided.len() >= 6 && decided.contains(&view.ply());
        assert!(end_decided, "{:?}", first.plies);
        for ply in decided {
            let position = view.game.position_at(ply);
            let said = first.plies[ply].mover_wins;
            assert_eq!(said, Some(mover_wins(&position)), "ply {ply}");
            if let Some(best) = first.plies[ply].winning {
                let after = position.play(best, view.game.variant().rules()).expect("legal");
                assert!(!mover_wins(&after), "ply {ply}: {best} wins");
            }
        }
        for b in &first.blunders {
            assert_eq!(first.plies[b.ply].mover_wins, Some(true));
            assert_eq!(first.plies[b.ply + 1].mover_wins, Some(true));
        }
        let third = analysis(&e.service, 71, CAROL, game).await;
        assert_eq!(third.plies, first.plies);
    }

    /// What is kept is what is read: verdicts kept as undecided stay
    /// undecided (the game is not solved again), and a kept row that does
    /// not fit the game is an error naming it, not a panic or a guess.
    #[tokio::test]
    async fn kept_verdicts_are_read_not_solved_again() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let game = start_game(s, 72, rated_small(ColourChoice::Black)).await;
        play_out(s, 72).await;
        let plies = s.game(game).await.expect("game").ply();
        let undecided = VerdictsRow {
            plies: vec!["?"; plies + 1].join(" "),
            nodes: 0,
        };
        store::keep_game_verdicts(s.store().writer(), game, &undecided, START)
            .await
            .expect("kept");
        let read = analysis(s, 72, ALICE, game).await;
        assert!(read.plies.iter().all(|p| p.mover_wins.is_none()));
        assert_eq!(read.proven_from, None);
        assert!(read.blunders.is_empty());

        let other = start_game(s, 73, rated_small(ColourChoice::Black)).await;
        play_out(s, 73).await;
        let wrong = VerdictsRow {
            plies: "? L".to_owned(),
            nodes: 0,
        };
        store::keep_game_verdicts(s.store().writer(), other, &wrong, START)
            .await
            .expect("kept");
        let request = s.analysis_target(place(73), ALICE, Some(other)).await.expect("allowed");
        let refused = s.analyze(request).await;
        assert!(matches!(refused, Err(ServiceError::Internal(_))), "{refused:?}");
    }
}
