// The reads behind the Activity's page, on this module's database: included
// by tests/service.rs after cases.rs, whose helpers it uses.

mod live {
    use konane_bot::game::TakebackStep;
    use konane_bot::values::{ColourChoice, GameId};

    use super::{ALICE, BOB, CAROL, env, place, small, start_game, without_limits};

    /// A page offers the user's running games and the challenges to or from
    /// them (their move first), and the channel's games to watch.
    #[tokio::test]
    async fn a_page_offers_the_users_games_their_move_first_and_the_channels() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        without_limits(s).await;
        // Alice (black) is to move in 51; Bob challenges her in 52.
        let running = start_game(s, 51, small(ColourChoice::Black)).await;
        let challenge = s
            .challenge(place(52), BOB, Some(ALICE), small(ColourChoice::White))
            .await
            .expect("challenge")
            .id;
        let ids = |views: &[konane_bot::game::GameView]| views.iter().map(|v| v.id).collect::<Vec<_>>();
        let alice = s.games_offered(place(51), ALICE).await.expect("offered");
        assert_eq!(alice.here.map(|v| v.id), Some(running));
        assert_eq!(ids(&alice.mine), [running, challenge], "her move first");
        assert_eq!(ids(&alice.watch), [running]);
        // Bob moves in neither: the newest first.
        let bob = s.games_offered(place(52), BOB).await.expect("offered");
        assert_eq!(bob.here.map(|v| v.id), Some(challenge));
        assert_eq!(ids(&bob.mine), [challenge, running]);
        assert!(bob.watch.is_empty(), "a challenge is not running");
        let carol = s.games_offered(place(51), CAROL).await.expect("offered");
        assert!(carol.mine.is_empty());
        assert_eq!(ids(&carol.watch), [running]);
    }

    /// The games to watch come the one moved in last first, from the
    /// channel's threads too; an open challenge there is offered to whoever
    /// may take it, not to its challenger.
    #[tokio::test]
    async fn a_lobby_lists_the_latest_move_first_and_the_challenges_open_to_the_viewer() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        without_limits(s).await;
        let thread = |id| konane_bot::values::Place {
            parent: Some(place(53).channel),
            ..place(id)
        };
        let mut games = Vec::new();
        for id in [5301, 5302] {
            let game = s.challenge(thread(id), ALICE, Some(BOB), small(ColourChoice::Black));
            games.push(game.await.expect("challenge").id);
            s.accept(thread(id), BOB).await.expect("accept");
            e.clock.advance(std::time::Duration::from_secs(1));
        }
        let ids = |views: &[konane_bot::game::GameView]| views.iter().map(|v| v.id).collect::<Vec<_>>();
        let watched = s.games_offered(place(53), CAROL).await.expect("offered");
        assert_eq!(ids(&watched.watch), [games[1], games[0]], "the newest first");
        let first = s.game(games[0]).await.expect("game").game.legal_moves()[0];
        s.play(thread(5301), ALICE, &first.to_string()).await.expect("a move");
        let watched = s.games_offered(place(53), CAROL).await.expect("offered");
        assert_eq!(ids(&watched.watch), [games[0], games[1]], "the one moved in last first");

        let open = s.challenge(thread(5303), ALICE, None, small(ColourChoice::Black));
        let open = open.await.expect("an open challenge").id;
        let carol = s.games_offered(place(53), CAROL).await.expect("offered");
        assert_eq!(ids(&carol.open), [open]);
        let alice = s.games_offered(place(53), ALICE).await.expect("offered");
        assert!(alice.open.is_empty(), "not her own");
    }

    /// A game's stamp changes with each move, takeback step and status, and
    /// only then; a game that doesn't exist has none; many games are read
    /// in more than one query.
    #[tokio::test]
    async fn a_games_stamp_changes_whenever_the_page_must_show_it_again() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        without_limits(s).await;
        let game = start_game(s, 53, small(ColourChoice::Black)).await;
        let other = start_game(s, 54, small(ColourChoice::Black)).await;
        let stamps = || async {
            let mut asked: Vec<GameId> = (1_000..1_150).map(GameId).collect();
            asked.extend([game, other]);
            let read = s.game_stamps(&asked).await.expect("stamps");
            assert_eq!(read.len(), 2, "only the games that exist");
            (read[&game].clone(), read[&other].clone())
        };
        let (first, other_first) = stamps().await;
        assert_eq!(stamps().await.0, first, "nothing changed, nothing read as changed");
        let view = s.current_game(place(53)).await.expect("game");
        let m = view.game.legal_moves()[0].to_string();
        s.play(place(53), ALICE, &m).await.expect("a move");
        let (moved, other_now) = stamps().await;
        assert_ne!(moved, first);
        assert_eq!(other_now, other_first, "another game's stamp stays");
        let (_, step) = s.takeback(place(53), ALICE, None).await.expect("asked");
        assert_eq!(step, TakebackStep::Asked);
        let asked = stamps().await.0;
        assert_ne!(asked, moved, "the request shows");
        let (view, step) = s.takeback(place(53), BOB, Some(false)).await.expect("declined");
        assert_eq!((step, view.ply()), (TakebackStep::Declined, 1));
        assert_ne!(stamps().await.0, asked, "the answer shows");
        s.resign(place(53), BOB).await.expect("resigned");
        let (ended, _) = stamps().await;
        assert_ne!(ended, moved);
    }
}
