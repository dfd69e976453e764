// Which boards say who wins with perfect play, through the service, on this
// module's database: included by tests/service.rs after cases.rs, whose
// helpers it uses.

mod verdicts {
    use konane_bot::ai::{Brain, Limits, Stop};
    use konane_bot::engine::{Color, Game, Position, Size};
    use konane_bot::game::{ChallengeOptions, GameView, Service};
    use konane_bot::values::{ColourChoice, GameStatus, Level};

    use super::{ALICE, BOB, BOT, env, place, start_game};

    /// Small enough that the verdict's budget always suffices, even in a
    /// debug build on a busy machine.
    const FEW_STONES: usize = 12;

    /// Who wins `position`, proved without limits.
    fn winner(position: &Position) -> Color {
        let rules = konane_bot::engine::Rules::default();
        let mut brain = Brain::with_bytes(4 << 20);
        let (proof, _) = brain.prove(position, rules, Limits::NONE, &Stop::new());
        let proof = proof.expect("an unlimited proof finishes");
        if proof.mover_wins {
            position.turn()
        } else {
            position.turn().other()
        }
    }

    /// Plays the first legal move for whoever is to move in channel
    /// `channel` until at most [`FEW_STONES`] stones remain.
    async fn play_down(s: &Service, channel: u64) -> GameView {
        loop {
            let view = s.current_game(place(channel)).await.expect("game");
            if view.game.position().stones() <= FEW_STONES {
                assert_eq!(view.status, GameStatus::Active, "the game goes on");
                return view;
            }
            let player = view.player_to_move().expect("someone to move");
            let m = view.game.legal_moves()[0];
            s.play(place(channel), player, &m.to_string())
                .await
                .expect("legal move");
        }
    }

    fn six_by_six(rated: bool) -> ChallengeOptions {
        ChallengeOptions {
            size: Some(Size::new(6, 6).expect("size")),
            rated: Some(rated),
            colour: ColourChoice::Black,
            ..ChallengeOptions::default()
        }
    }

    /// The same endgame in a casual and a rated game: the casual board says
    /// who wins, the rated one says nothing until the game is over; its
    /// replay frames (the verdict on an earlier position) then may.
    #[tokio::test]
    async fn a_casual_board_shows_its_verdict_and_a_rated_one_waits_for_the_end() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        start_game(s, 71, six_by_six(false)).await;
        let casual = play_down(s, 71).await;
        let endgame = *casual.game.position();
        assert!(casual.may_show_verdict());
        assert_eq!(casual.verdict(), Some(winner(&endgame)), "{endgame}");

        start_game(s, 72, six_by_six(true)).await;
        let rated = play_down(s, 72).await;
        assert_eq!(rated.game.position(), &endgame, "the same moves");
        assert!(rated.rated && !rated.may_show_verdict());
        assert_eq!(rated.verdict(), None, "never while a rated game runs");
        assert_eq!(rated.verdict_on(&endgame), None);

        s.resign(place(72), ALICE).await.expect("resigned");
        let over = s.game(rated.id).await.expect("game");
        assert_eq!(over.status, GameStatus::Finished);
        assert!(over.may_show_verdict(), "a finished game's replay may");
        assert_eq!(over.verdict(), None, "the last board shows the result");
        assert_eq!(over.verdict_on(&endgame), Some(winner(&endgame)));
    }

    /// Against the bot, levels 1 to 3 show the verdict; above, it would
    /// spoil the bot's challenge.
    #[tokio::test]
    async fn against_the_bot_only_the_lower_levels_show_it() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let mut game: Game = crate::support::white_to_move();
        while game.position().stones() > FEW_STONES {
            let m = game.legal_moves()[0];
            game.play(m).expect("legal");
        }
        assert!(!game.is_over(), "moves are left");
        let endgame = *game.position();
        for (channel, level, shown) in [(73, 3, true), (74, 4, false)] {
            let view = s
                .challenge(place(channel), BOB, Some(BOT), ChallengeOptions {
                    ai_level: Level::new(level),
                    start: Some(endgame),
                    size: Some(endgame.size()),
                    colour: ColourChoice::Black,
                    ..ChallengeOptions::default()
                })
                .await
                .expect("started");
            assert_eq!(view.status, GameStatus::Active);
            assert_eq!(view.may_show_verdict(), shown, "level {level}");
            let expected = shown.then(|| winner(&endgame));
            assert_eq!(view.verdict(), expected, "level {level}");
        }
    }
}
