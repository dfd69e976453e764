// Takebacks through the service, on this module's database: included by
// tests/service.rs after cases.rs, whose helpers it uses.

mod takebacks {
    use konane_bot::game::{ChallengeOptions, ServiceError, Takeback};
    use konane_bot::values::{Authority, ColourChoice, GameStatus, Level};

    use super::{
        ALICE, BOB, BOT, GUILD, bot_played, env, place, play_out, rated_small, small, start_game,
    };

    /// The first legal move of the game at `channel`, by whoever is to move.
    async fn first_move(s: &konane_bot::game::Service, channel: u64) -> konane_bot::game::MoveOutcome {
        let view = s.current_game(place(channel)).await.expect("game");
        let player = view.player_to_move().expect("a turn");
        let m = view.game.legal_moves()[0].to_string();
        s.play(place(channel), player, &m).await.expect("a move")
    }

    /// Only the player who just moved asks, once per move; a declined
    /// request changes nothing, an accepted one takes the move out of the
    /// record as if never played, and the history counts it. Rated games
    /// have none.
    #[tokio::test]
    async fn a_takeback_is_asked_once_and_accepted_or_declined() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let id = start_game(s, 41, small(ColourChoice::Black)).await;
        first_move(s, 41).await;
        let nothing = s.ask_takeback(place(41), BOB).await;
        assert!(matches!(nothing, Err(ServiceError::NothingToTakeBack)), "{nothing:?}");
        let asked = s.ask_takeback(place(41), ALICE).await.expect("asked");
        assert!(matches!(&asked, Takeback::Asked(v) if v.takeback_open && v.ply() == 1));
        let twice = s.ask_takeback(place(41), ALICE).await;
        assert!(matches!(twice, Err(ServiceError::TakebackAsked)), "{twice:?}");
        let not_hers = s.answer_takeback(place(41), ALICE, true).await;
        assert!(matches!(not_hers, Err(ServiceError::NotYourTakeback)), "{not_hers:?}");
        let declined = s.answer_takeback(place(41), BOB, false).await.expect("declined");
        assert_eq!((declined.ply(), declined.takeback_open), (1, false));
        let again = s.ask_takeback(place(41), ALICE).await;
        assert!(matches!(again, Err(ServiceError::TakebackAsked)), "one per move: {again:?}");
        // Bob moves; he asks, and Alice accepts.
        first_move(s, 41).await;
        let before = s.game(id).await.expect("game");
        s.ask_takeback(place(41), BOB).await.expect("asked");
        let taken = s.answer_takeback(place(41), ALICE, true).await.expect("accepted");
        assert_eq!(taken.ply(), 1);
        assert_eq!(taken.game.moves(), &before.game.moves()[..1]);
        assert_eq!(taken.player_to_move(), Some(BOB));
        assert_eq!(taken.takebacks, 1);
        let row = konane_bot::store::game_by_id(s.store().pool(), id)
            .await
            .expect("read")
            .expect("the game");
        assert_eq!(row.move_list.split_whitespace().count(), 1, "no trace of the move taken back");
        assert_eq!(row.move_times.split_whitespace().count(), 1);
        assert_eq!(row.position, taken.game.position().to_string());
        let late = s.answer_takeback(place(41), ALICE, true).await;
        assert!(matches!(late, Err(ServiceError::NoTakebackAsked)), "{late:?}");
        // Bob may ask again after his new move.
        first_move(s, 41).await;
        s.ask_takeback(place(41), BOB).await.expect("asked for the new move");
        play_out(s, 41).await;
        let history = s.history(GUILD, ALICE).await.expect("history");
        assert_eq!(history[0].takebacks, 1);
        assert!(history[0].describe("Bob", konane_bot::i18n::Lang::SOURCE).contains("(1 takeback)"));
        // A rated game has none.
        start_game(s, 42, rated_small(ColourChoice::Black)).await;
        first_move(s, 42).await;
        let rated = s.ask_takeback(place(42), ALICE).await;
        assert!(matches!(rated, Err(ServiceError::TakebackRated)), "{rated:?}");
    }

    /// An accepted takeback racing the opponent's move, from two processes:
    /// exactly one of them wins.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_takeback_racing_a_move_settles_once() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let other = e.second_process(e.clock.clone()).await;
        for round in 0..6 {
            let channel = 50 + round;
            start_game(s, channel, small(ColourChoice::Black)).await;
            first_move(s, channel).await;
            s.ask_takeback(place(channel), ALICE).await.expect("asked");
            let view = s.current_game(place(channel)).await.expect("game");
            let reply = view.game.legal_moves()[0].to_string();
            let (taken, moved) = tokio::join!(
                s.answer_takeback(place(channel), BOB, true),
                other.play(place(channel), BOB, &reply),
            );
            assert!(taken.is_ok() != moved.is_ok(), "round {round}: {taken:?} {moved:?}");
            let now = s.current_game(place(channel)).await.expect("game");
            let expected = if taken.is_ok() { 0 } else { 2 };
            assert_eq!(now.ply(), expected, "round {round}");
            s.abort(place(channel), ALICE, None, Authority::Server).await.ok();
        }
    }

    /// Against the bot at levels 1 to 3 a takeback needs no answer: the
    /// player's move and the bot's reply go. Stronger levels give none.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_bot_gives_takebacks_at_its_easy_levels() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        for (channel, level) in [(61, 2), (62, 4)] {
            // 6x6: room for two moves each.
            let options = ChallengeOptions {
                ai_level: Level::new(level),
                size: Some(konane_bot::engine::Size::new(6, 6).expect("size")),
                ..small(ColourChoice::Black)
            };
            s.challenge(place(channel), ALICE, Some(BOT), options)
                .await
                .expect("a game with the bot");
            bot_played(first_move(s, channel).await.bot_answer).await;
            bot_played(first_move(s, channel).await.bot_answer).await;
            let asked = s.ask_takeback(place(channel), ALICE).await;
            if level <= 3 {
                let Ok(Takeback::TakenBack(now)) = asked else {
                    panic!("level {level}: {asked:?}");
                };
                assert_eq!((now.ply(), now.player_to_move()), (2, Some(ALICE)));
                assert_eq!(now.status, GameStatus::Active);
                // The same move again: the bot answers it again, not with
                // its answer from before the takeback.
                let again = first_move(s, channel).await;
                let answered = bot_played(again.bot_answer).await;
                assert_eq!((answered.mover, answered.view.ply()), (BOT, 4));
                let stored = s.game(answered.view.id).await.expect("game");
                assert_eq!(stored.ply(), 4, "level {level}: the bot's answer is stored");
            } else {
                assert!(matches!(asked, Err(ServiceError::TakebackLevel(3))), "{asked:?}");
            }
        }
    }
}
