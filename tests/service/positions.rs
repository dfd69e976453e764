// Games from a set-up position through the service, on this module's
// database: included by tests/service.rs after cases.rs, whose helpers it uses.

mod positions {
    use std::time::Duration;

    use konane_bot::engine::{Color, Game, Position, Record, Size, StartError, Variant};
    use konane_bot::game::{
        ChallengeOptions, DueEvent, PositionProblem, ServiceError, set_up_position,
    };
    use konane_bot::values::{ColourChoice, GameStatus, Level};

    use super::{ALICE, BOB, BOT, GUILD, env, place, start_game};

    const DAY: Duration = Duration::from_secs(86_400);

    /// 6x6 after both removals and Black's first jump: White to move.
    fn white_to_move() -> Position {
        *crate::support::white_to_move().position()
    }

    fn from(start: Position, colour: ColourChoice) -> ChallengeOptions {
        ChallengeOptions {
            start: Some(start),
            colour,
            ..ChallengeOptions::default()
        }
    }

    /// A game set up with White to move: never rated, White (Bob) moves
    /// first, and everything that asks whose turn it is (the history, a
    /// takeback, a vacation that holds the deadline, the forfeit) asks
    /// the start, not the ply's parity. A rematch starts there again.
    #[tokio::test]
    async fn a_set_up_game_turns_by_its_start() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let start = white_to_move();
        let rated = s
            .challenge(place(61), ALICE, Some(BOB), ChallengeOptions {
                rated: Some(true),
                ..from(start, ColourChoice::Black)
            })
            .await;
        assert!(
            matches!(rated, Err(ServiceError::CannotBeRated(konane_bot::game::UNRATED_SET_UP))),
            "{rated:?}"
        );
        let full = Position::new(Size::STANDARD);
        let opening = s
            .challenge(place(61), ALICE, Some(BOB), from(full, ColourChoice::Black))
            .await;
        assert!(
            matches!(
                opening,
                Err(ServiceError::BadPosition(PositionProblem::Start(StartError::OpeningNotPlayed)))
            ),
            "{opening:?}"
        );
        let other_size = s
            .challenge(place(61), ALICE, Some(BOB), ChallengeOptions {
                size: Some(Size::STANDARD),
                ..from(start, ColourChoice::Black)
            })
            .await;
        assert!(
            matches!(
                other_size,
                Err(ServiceError::BadPosition(PositionProblem::Start(StartError::WrongSize { .. })))
            ),
            "{other_size:?}"
        );

        let id = start_game(s, 61, from(start, ColourChoice::Black)).await;
        let view = s.game(id).await.expect("game");
        assert!(!view.rated && view.game.is_set_up());
        assert_eq!(view.game.position(), &start);
        assert_eq!(view.player_to_move(), Some(BOB), "White moves first");
        let first = view.game.legal_moves()[0].to_string();
        let early = s.play(place(61), ALICE, &first).await;
        assert!(matches!(early, Err(ServiceError::NotYourTurn(_))), "{early:?}");
        s.play(place(61), BOB, &first).await.expect("Bob's move");
        // Bob takes it back, as the mover of the game's first move.
        s.ask_takeback(place(61), BOB).await.expect("asked");
        let back = s.answer_takeback(place(61), ALICE, true).await.expect("accepted");
        assert_eq!((back.ply(), back.game.position()), (0, &start));
        assert_eq!(back.player_to_move(), Some(BOB));
        s.play(place(61), BOB, &first).await.expect("Bob's move again");
        let moves = s.moves(id).await.expect("moves");
        assert_eq!(moves[0].player, BOB, "the history's first mover is White");

        // Alice's turn; she goes away past her deadline: nothing falls due.
        s.start_vacation(GUILD, ALICE, 5).await.expect("vacation");
        e.clock.advance(4 * DAY);
        let due = s.process_due().await.expect("due");
        assert!(
            !due.iter().any(|d| matches!(d, DueEvent::Forfeit { .. })),
            "the vacation holds her turn: {due:?}"
        );
        assert_eq!(s.game(id).await.expect("game").status, GameStatus::Active);
        // Back, and her restored time runs out: she forfeits as the mover.
        e.clock.advance(DAY + Duration::from_secs(1));
        let back = s.process_due().await.expect("due");
        assert!(back.iter().any(|d| matches!(d, DueEvent::VacationOver { .. })), "{back:?}");
        e.clock.advance(3 * DAY);
        let due = s.process_due().await.expect("due");
        let lost = due.iter().find_map(|d| match d {
            DueEvent::Forfeit { view, .. } if view.id == id => Some(view.clone()),
            _ => None,
        });
        let lost = lost.unwrap_or_else(|| panic!("Alice forfeits: {due:?}"));
        assert_eq!(lost.game.outcome().map(|o| o.winner), Some(Color::White));

        // The record names the start; it reads back as the stored game.
        let records = s.export_records(GUILD, BOB).await.expect("records");
        let text = Record::write_all(&records);
        assert!(text.contains(&format!("[Position \"{start}\"]")), "{text}");
        let read = Record::parse_all(&text).expect("reads back");
        assert_eq!(read[0].game, s.game(id).await.expect("game").game);

        // A rematch starts from the same position, colours swapped.
        let again = s.rematch(place(61), ALICE, Some(id)).await.expect("rematch");
        assert_eq!(again.game.start(), &start);
        assert_eq!(again.colour_choice, ColourChoice::White);
    }

    /// Against the bot, a set-up game where the bot moves first has the
    /// bot's turn answered at once, with no deadline on it meanwhile.
    #[tokio::test]
    async fn the_bot_moves_first_when_the_start_says_so() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let view = s
            .challenge(place(62), ALICE, Some(BOT), ChallengeOptions {
                ai_level: Level::new(1),
                ..from(white_to_move(), ColourChoice::Black)
            })
            .await
            .expect("started");
        assert_eq!(view.status, GameStatus::Active);
        assert_eq!(view.player_to_move(), Some(BOT));
        assert_eq!(view.turn_deadline, None, "the bot's turn has no deadline");
        let answered = super::bot_played(s.bot_answer(&view)).await;
        assert_eq!((answered.mover, answered.view.ply()), (BOT, 1));
        assert_eq!(answered.view.player_to_move(), Some(ALICE));
    }

    /// Position text and records both set a game up; each refusal says why.
    #[test]
    fn text_and_records_set_up_a_position() {
        let start = white_to_move();
        assert_eq!(set_up_position(&start.to_string()).expect("text"), start);
        let game = Game::from_position(Variant { size: start.size(), ..Variant::default() }, start)
            .expect("a game");
        let mut played = game.clone();
        let m = played.legal_moves()[0];
        played.play(m).expect("legal");
        let record = Record::new(played.clone(), "Kai", "Lani").to_string();
        assert_eq!(set_up_position(&record).expect("a record"), *played.position());
        let two = format!("{record}\n{record}");
        assert!(matches!(
            set_up_position(&two),
            Err(ServiceError::BadPosition(PositionProblem::SeveralGames(2)))
        ));
        assert!(matches!(
            set_up_position("xoxo/ox b"),
            Err(ServiceError::BadPosition(PositionProblem::Text(_)))
        ));
        assert!(matches!(
            set_up_position("1. d5 e5 2. a1-a3"),
            Err(ServiceError::BadPosition(PositionProblem::Record(_)))
        ));
        let huge = "x".repeat(konane_bot::game::MAX_SET_UP_BYTES + 1);
        assert!(matches!(
            set_up_position(&huge),
            Err(ServiceError::BadPosition(PositionProblem::TooBig(64)))
        ));
    }
}
