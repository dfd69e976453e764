// Tournaments through the service, on this module's database: included by
// tests/service.rs after cases.rs, whose helpers (env, place, GUILD, …) it uses.

mod tournaments {
    use std::collections::HashSet;
    use std::time::Duration;

    use konane_bot::ai::{Brain, Limits as SearchLimits, Stop};
    use konane_bot::engine::{Color, EndReason, Opening, Size};
    use konane_bot::game::{
        DueEvent, GameView, Service, ServiceError, TournamentEvent, TournamentOptions,
        TournamentView,
    };
    use konane_bot::values::{
        Authority, BoardKind, GameStatus, TournamentFormat, TournamentId, TournamentStatus, UserId,
    };
    use konane_bot::tournament::decider_black;

    use super::{BOT, GUILD, env, place};

    const ORGANISER: UserId = UserId(900);

    fn players(n: u64) -> Vec<UserId> {
        (1..=n).map(|i| UserId(100 + i)).collect()
    }

    fn options(format: TournamentFormat) -> TournamentOptions {
        TournamentOptions {
            name: "Winter Cup".to_string(),
            format: Some(format),
            size: Some(Size::new(4, 4).expect("size")),
            opening: Some(Opening::Any),
            rated: Some(false),
            ..TournamentOptions::default()
        }
    }

    async fn open_with(s: &Service, options: TournamentOptions, field: &[UserId]) -> TournamentId {
        let view = s
            .create_tournament(place(1), ORGANISER, options)
            .await
            .expect("created");
        assert_eq!(view.status(), TournamentStatus::SignUp);
        for &p in field {
            s.join_tournament(GUILD, view.id(), p).await.expect("joined");
        }
        view.id()
    }

    /// Starts every board waiting for its game, each in a channel of its own.
    async fn start_games(s: &Service) -> Vec<GameView> {
        let mut games = Vec::new();
        for board in s.claim_boards_to_start(Some(GUILD)).await.expect("boards") {
            let k = board.key;
            let channel = 10_000 + u64::from(k.round) * 1000 + u64::from(k.board) * 10 + u64::from(k.leg);
            let game = s
                .start_board_game(k, place(channel))
                .await
                .expect("game started");
            assert_eq!((game.black, game.white), (Some(board.black), Some(board.white)));
            games.push(game);
        }
        games
    }

    /// `loser` resigns game `game`.
    async fn lose(s: &Service, game: &GameView, loser: Color) {
        let user = game.player(loser).expect("player");
        s.resign(game.place, user).await.expect("resigned");
    }

    /// Runs the scheduler's tournament pass, expecting one event.
    async fn next_event(s: &Service) -> TournamentEvent {
        let mut events = s.process_tournaments(Some(GUILD)).await.expect("processed");
        assert_eq!(events.len(), 1, "{events:?}");
        events.remove(0)
    }

    fn paired_round(event: &TournamentEvent) -> (u32, &TournamentView) {
        match event {
            TournamentEvent::RoundPaired { view, round } => (*round, view),
            other => panic!("expected a paired round, got {other:?}"),
        }
    }

    fn pairs(view: &TournamentView) -> Vec<(UserId, UserId)> {
        view.boards
            .iter()
            .filter_map(|b| b.white.map(|w| (b.black, w)))
            .collect()
    }

    /// Five players, three Swiss rounds: a bye each round, a withdrawal
    /// that forfeits a running game, a time forfeit, and a second process
    /// (a restart) that pairs the last round and closes the tournament.
    #[tokio::test]
    async fn a_five_player_swiss_runs_to_its_final_standings() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let field = players(5);
        let id = open_with(
            s,
            TournamentOptions {
                rounds: Some(3),
                ..options(TournamentFormat::Swiss)
            },
            &field,
        )
        .await;
        // Round 1: two games and a bye.
        let first = s
            .start_tournament(GUILD, id, ORGANISER, Authority::Own)
            .await
            .expect("started");
        let (round, view) = paired_round(&first);
        assert_eq!(round, 0);
        assert_eq!(view.status(), TournamentStatus::Running);
        assert_eq!(view.total_rounds(), 3);
        let kinds: Vec<BoardKind> = view.round(0).map(|b| b.kind).collect();
        assert_eq!(kinds, [BoardKind::Game, BoardKind::Game, BoardKind::Bye]);
        let games = start_games(s).await;
        assert_eq!(games.len(), 2);
        assert!(start_games(s).await.is_empty(), "each board starts once");
        for g in &games {
            lose(s, g, Color::White).await;
        }
        // Round 2: nobody meets again, and the bye goes to someone else.
        let second = next_event(s).await;
        let (round, view) = paired_round(&second);
        assert_eq!(round, 1);
        let byes: Vec<UserId> = view
            .boards
            .iter()
            .filter(|b| b.kind == BoardKind::Bye)
            .map(|b| b.black)
            .collect();
        assert_eq!(byes.len(), 2);
        assert_ne!(byes[0], byes[1]);
        let met: Vec<(UserId, UserId)> = pairs(view);
        let unique: HashSet<(UserId, UserId)> =
            met.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        assert_eq!(unique.len(), met.len(), "no rematch: {met:?}");
        let games = start_games(s).await;
        assert_eq!(games.len(), 2);
        // A player of the first game withdraws: that game is forfeited to
        // their opponent, and announced in its place by the scheduler.
        let leaver = games[0].black.expect("black");
        let withdrawal = s.leave_tournament(GUILD, id, leaver).await.expect("withdrew");
        assert_eq!(withdrawal.forfeited.len(), 1);
        let forfeited = s.game(games[0].id).await.expect("game");
        assert_eq!(forfeited.status, GameStatus::Finished);
        assert_eq!(forfeited.game.outcome().map(|o| o.winner), Some(Color::White));
        assert!(matches!(
            s.leave_tournament(GUILD, id, leaver).await,
            Err(ServiceError::NotEntered)
        ));
        // Nobody moves in the other game: its player to move loses on time.
        e.clock.advance(Duration::from_secs(73 * 3600));
        let due = s.process_due().await.expect("due");
        let ends: Vec<(konane_bot::values::GameId, EndReason)> = due
            .iter()
            .filter_map(|d| match d {
                DueEvent::Forfeit { view, end } => Some((view.id, end.outcome.reason)),
                _ => None,
            })
            .collect();
        assert!(ends.contains(&(games[0].id, EndReason::Resignation)), "{ends:?}");
        assert!(ends.contains(&(games[1].id, EndReason::Timeout)), "{ends:?}");
        // A restart: another process takes over the tournament.
        let other = e.second_process(e.clock.clone()).await;
        let third = next_event(&other).await;
        let (round, view) = paired_round(&third);
        assert_eq!(round, 2);
        let paired: Vec<UserId> = view.round(2).flat_map(|b| [Some(b.black), b.white]).flatten().collect();
        assert!(!paired.contains(&leaver), "a withdrawn player is not paired");
        assert_eq!(paired.len(), 4);
        assert!(view.round(2).all(|b| b.kind == BoardKind::Game), "four players, no bye");
        for g in start_games(&other).await {
            lose(&other, &g, Color::Black).await;
        }
        let TournamentEvent::Finished { view } = next_event(&other).await else {
            panic!("expected the end")
        };
        assert_eq!(view.status(), TournamentStatus::Finished);
        assert!(other.process_tournaments(Some(GUILD)).await.expect("idle").is_empty());
        let standings = view.standings();
        assert_eq!(standings.len(), 5);
        // Six games and two byes: eight points in all.
        assert_eq!(standings.iter().map(|s| s.points).sum::<u32>(), 8);
        for pair in standings.windows(2) {
            assert!(pair[0].rank <= pair[1].rank);
            assert!(pair[0].points >= pair[1].points);
        }
        let history = s.tournament_history(GUILD).await.expect("history");
        assert_eq!(history.len(), 1);
        assert_eq!(history[0].standings()[0].id, standings[0].id);
    }

    /// Four players, a round robin: three rounds, each pair meets once.
    #[tokio::test]
    async fn a_four_player_round_robin_meets_everyone_once() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let field = players(4);
        let id = open_with(s, options(TournamentFormat::RoundRobin), &field).await;
        let mut event = s.start_tournament(GUILD, id, ORGANISER, Authority::Own).await.expect("started");
        for round in 0..3 {
            let (paired, view) = paired_round(&event);
            assert_eq!((paired, view.total_rounds()), (round, 3));
            for g in start_games(s).await {
                lose(s, &g, Color::White).await;
            }
            event = next_event(s).await;
        }
        let TournamentEvent::Finished { view } = event else {
            panic!("expected the end, got {event:?}")
        };
        let met: HashSet<(UserId, UserId)> = pairs(&view)
            .into_iter()
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect();
        assert_eq!(met.len(), 6, "every pair once");
        let standings = view.standings();
        assert!(standings.iter().all(|s| s.games == 3));
        assert_eq!(standings.iter().map(|s| s.points).sum::<u32>(), 6);
    }

    /// Three players, a round robin: one rests each round. The games are
    /// numbered from Board 1 whoever rests, and the standings are titled
    /// by the rounds played, not the round just paired.
    #[tokio::test]
    async fn a_round_with_a_rest_numbers_its_boards_and_standings_by_rounds_played() {
        use konane_bot::game::report::{pairings_text, standings_text};
        use konane_bot::i18n::Lang;

        let Some(e) = env().await else { return };
        let s = &e.service;
        let field = players(3);
        let id = open_with(s, options(TournamentFormat::RoundRobin), &field).await;
        let mut event = s.start_tournament(GUILD, id, ORGANISER, Authority::Own).await.expect("started");
        let name = |u: UserId| format!("p{}", u.0);
        let no_link = |_| None;
        for round in 0..3 {
            let (paired, view) = paired_round(&event);
            assert_eq!(paired, round);
            assert_eq!(view.rounds_completed(), round, "round {round} was just paired");
            let pairings = pairings_text(view, round, Lang::SOURCE, &name, &no_link);
            assert!(pairings.contains("Board 1"), "{pairings}");
            assert!(!pairings.contains("Board 2"), "{pairings}");
            if round > 0 {
                let standings = standings_text(view, Lang::SOURCE, &name);
                assert!(
                    standings.contains(&format!("standings after round {round}")),
                    "{standings}"
                );
            }
            for g in start_games(s).await {
                lose(s, &g, Color::White).await;
            }
            event = next_event(s).await;
        }
        let TournamentEvent::Finished { view } = event else {
            panic!("expected the end, got {event:?}")
        };
        assert_eq!(view.rounds_completed(), 3);
        // The announcement says it is over, not when it started.
        let announcement = konane_bot::game::report::tournament_text(&view, Lang::SOURCE, &name);
        assert!(announcement.contains("Finished "), "{announcement}");
        assert!(!announcement.contains("Started "), "{announcement}");
    }

    /// Eight players, a knockout: a match at 1–1 gets a deciding game with
    /// colours drawn from the tournament's seed; the champion ranks first,
    /// the finalist second, the losing semi-finalists third.
    #[tokio::test]
    async fn an_eight_player_knockout_settles_a_tied_match_with_a_decider() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let field = players(8);
        let id = open_with(s, options(TournamentFormat::Knockout), &field).await;
        let event = s.start_tournament(GUILD, id, ORGANISER, Authority::Own).await.expect("started");
        let (_, view) = paired_round(&event);
        assert_eq!(view.round(0).count(), 4);
        let seed = view.tournament.seed;
        let mut decided = false;
        for round in 0..3 {
            // Game one: Black wins each.
            for g in start_games(s).await {
                lose(s, &g, Color::White).await;
            }
            assert!(s.process_tournaments(Some(GUILD)).await.expect("legs").is_empty());
            // Game two, colours swapped: Black wins on board 0 (1–1), White elsewhere.
            for g in start_games(s).await {
                let key = s.board_of_game(g.id).await.expect("read").expect("a board");
                assert_eq!(key.leg, 1);
                let tied = key.board == 0 && round == 0;
                lose(s, &g, if tied { Color::White } else { Color::Black }).await;
            }
            if round == 0 {
                assert!(s.process_tournaments(Some(GUILD)).await.expect("decider").is_empty());
                let view = s.tournament(id).await.expect("view");
                let decider = view
                    .round(0)
                    .find(|b| b.key.board == 0 && b.key.leg == 2)
                    .expect("a deciding game");
                let first = view.round(0).find(|b| b.key.board == 0).expect("leg 0");
                let (a, b) = (first.black.0, first.white.expect("white").0);
                assert_eq!(decider.black.0, decider_black(seed, a, b));
                let games = start_games(s).await;
                assert_eq!(games.len(), 1);
                lose(s, &games[0], Color::White).await;
                decided = true;
            }
            let event = next_event(s).await;
            if round < 2 {
                let (paired, view) = paired_round(&event);
                assert_eq!(paired, round + 1);
                assert_eq!(view.round(paired).count(), 2 >> round);
            } else {
                let TournamentEvent::Finished { view } = event else {
                    panic!("expected the end, got {event:?}")
                };
                let ranks: Vec<usize> = view.standings().iter().map(|s| s.rank).collect();
                assert_eq!(ranks[..4], [1, 2, 3, 3]);
                assert!(ranks[4..].iter().all(|&r| r == 5));
            }
        }
        assert!(decided);
    }

    /// A game still running at its deadline is adjudicated: by the solver
    /// where it proves the position, otherwise against the player who used
    /// more time. The scheduler announces it like a forfeit.
    #[tokio::test]
    async fn a_game_at_its_deadline_is_adjudicated() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        // 8×8: too big to prove in the budget after two moves.
        let big = TournamentOptions {
            size: Some(Size::new(8, 8).expect("size")),
            game_time: Some(Duration::from_secs(3600)),
            rounds: Some(1),
            ..options(TournamentFormat::Swiss)
        };
        let id = open_with(s, big, &players(2)).await;
        s.start_tournament(GUILD, id, ORGANISER, Authority::Own).await.expect("started");
        let game = start_games(s).await.remove(0);
        // Black takes a minute a move, White forty minutes.
        for wait in [1, 40, 1] {
            e.clock.advance(Duration::from_secs(wait * 60));
            let view = s.game(game.id).await.expect("game");
            let m = view.game.legal_moves()[0];
            let player = view.player_to_move().expect("to move");
            s.play(game.place, player, &m.to_string()).await.expect("move");
        }
        e.clock.advance(Duration::from_secs(17 * 60));
        assert!(s.process_tournaments(Some(GUILD)).await.expect("early").is_empty());
        assert_eq!(s.game(game.id).await.expect("game").status, GameStatus::Active);
        e.clock.advance(Duration::from_secs(2 * 60));
        let TournamentEvent::Finished { view } = next_event(s).await else {
            panic!("a one-round tournament ends with its game")
        };
        let ended = s.game(game.id).await.expect("game");
        let outcome = ended.game.outcome().expect("over");
        assert_eq!(outcome.reason, EndReason::Adjudication);
        assert_eq!(outcome.winner, Color::Black, "White used 59 minutes, Black 2");
        assert_eq!(view.standings()[0].id, game.black.expect("black").0);
        let announced = s.process_due().await.expect("due");
        assert!(announced.iter().any(|d| matches!(d,
            DueEvent::Forfeit { view, end } if view.id == game.id && end.outcome.reason == EndReason::Adjudication)));

        // 4×4: the solver proves it, whoever used more time.
        let id = open_with(
            s,
            TournamentOptions {
                game_time: Some(Duration::from_secs(3600)),
                ..options(TournamentFormat::Swiss)
            },
            &players(2),
        )
        .await;
        s.start_tournament(GUILD, id, ORGANISER, Authority::Own).await.expect("started");
        let game = start_games(s).await.remove(0);
        for _ in 0..2 {
            let view = s.game(game.id).await.expect("game");
            let m = view.game.legal_moves()[0];
            let player = view.player_to_move().expect("to move");
            s.play(game.place, player, &m.to_string()).await.expect("move");
        }
        // A casual 4×4 board would say who wins (the solver proves it at
        // once); a tournament's never does, running or finished.
        let running = s.game(game.id).await.expect("game");
        assert!(running.in_tournament && !running.rated);
        assert!(!running.may_show_verdict());
        assert_eq!(running.verdict(), None);
        e.clock.advance(Duration::from_secs(3601));
        s.process_tournaments(Some(GUILD)).await.expect("adjudicated");
        let ended = s.game(game.id).await.expect("game");
        let position = ended.game.position_at(2);
        assert_eq!(ended.verdict_on(&position), None, "nor in its replay");
        let rules = ended.game.variant().rules();
        let (proof, _) =
            Brain::with_bytes(1 << 20).prove(&position, rules, SearchLimits::NONE, &Stop::new());
        let proof = proof.expect("proved");
        let winner = if proof.mover_wins { position.turn() } else { position.turn().other() };
        let outcome = ended.game.outcome().expect("over");
        assert_eq!((outcome.reason, outcome.winner), (EndReason::Adjudication, winner));
    }

    /// Each refusal says why, and changes nothing.
    #[tokio::test]
    async fn tournaments_refuse_what_their_rules_forbid() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let blank = s
            .create_tournament(place(1), ORGANISER, TournamentOptions { name: "  ".into(), ..options(TournamentFormat::Swiss) })
            .await;
        assert!(matches!(blank, Err(ServiceError::TournamentName(_))));
        let rounds = s
            .create_tournament(place(1), ORGANISER, TournamentOptions { rounds: Some(3), ..options(TournamentFormat::Knockout) })
            .await;
        assert!(matches!(rounds, Err(ServiceError::RoundsOnlyForSwiss)));
        let big = s
            .create_tournament(place(1), ORGANISER, TournamentOptions { max_players: Some(17), ..options(TournamentFormat::RoundRobin) })
            .await;
        assert!(matches!(big, Err(ServiceError::TournamentPlayers(16))));
        let rated_small = s
            .create_tournament(place(1), ORGANISER, TournamentOptions { rated: Some(true), ..options(TournamentFormat::Swiss) })
            .await;
        assert!(matches!(rated_small, Err(ServiceError::CannotBeRated(_))));

        let id = open_with(
            s,
            TournamentOptions { max_players: Some(2), ..options(TournamentFormat::Swiss) },
            &players(1),
        )
        .await;
        let [one, two, three] = [UserId(101), UserId(102), UserId(103)];
        assert!(matches!(s.join_tournament(GUILD, id, one).await, Err(ServiceError::AlreadyEntered)));
        assert!(matches!(s.join_tournament(GUILD, id, BOT).await, Err(ServiceError::BotCannotEnter)));
        assert!(matches!(
            s.start_tournament(GUILD, id, ORGANISER, Authority::Own).await,
            Err(ServiceError::TooFewEntrants(2))
        ));
        s.join_tournament(GUILD, id, two).await.expect("joined");
        assert!(matches!(s.join_tournament(GUILD, id, three).await, Err(ServiceError::TournamentFull(2))));
        // Another server doesn't see it; a player may not start it or remove another.
        assert!(matches!(
            s.join_tournament(konane_bot::values::GuildId(5), id, three).await,
            Err(ServiceError::UnknownTournament(_))
        ));
        assert!(matches!(
            s.start_tournament(GUILD, id, one, Authority::Own).await,
            Err(ServiceError::NotOrganiser)
        ));
        assert!(matches!(
            s.withdraw(GUILD, id, two, one, Authority::Own).await,
            Err(ServiceError::NotOrganiser)
        ));
        // Leaving before the start frees the place.
        s.leave_tournament(GUILD, id, two).await.expect("left");
        s.join_tournament(GUILD, id, three).await.expect("joined");
        s.start_tournament(GUILD, id, one, Authority::Server).await.expect("someone who may run tournaments");
        assert!(matches!(s.join_tournament(GUILD, id, two).await, Err(ServiceError::SignUpClosed)));
        let games = start_games(s).await;
        // Its players can't abort a tournament game; a moderator can cancel the tournament.
        let black = games[0].black.expect("black");
        assert!(matches!(
            s.abort(games[0].place, black, None, Authority::Own).await,
            Err(ServiceError::TournamentGameNoAbort)
        ));
        let (view, aborted) = s.cancel_tournament(GUILD, id, ORGANISER, Authority::Own).await.expect("cancelled");
        assert_eq!(view.status(), TournamentStatus::Cancelled);
        assert_eq!(aborted.iter().map(|g| g.id).collect::<Vec<_>>(), [games[0].id]);
        assert!(matches!(
            s.cancel_tournament(GUILD, id, ORGANISER, Authority::Own).await,
            Err(ServiceError::TournamentOver)
        ));
        assert!(s.process_tournaments(Some(GUILD)).await.expect("nothing").is_empty());
    }

    /// The role that may run tournaments is kept with the server's settings,
    /// and cleared again.
    #[tokio::test]
    async fn the_settings_keep_who_may_run_tournaments() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        assert_eq!(s.settings(GUILD).await.expect("settings").tournament_role, None);
        let role = konane_bot::values::RoleId(777);
        let set = konane_bot::game::SettingsChange {
            tournament_role: Some(Some(role)),
            ..Default::default()
        };
        assert_eq!(s.change_settings(GUILD, set).await.expect("set").tournament_role, Some(role));
        let other = konane_bot::values::GuildId(5);
        assert_eq!(s.settings(other).await.expect("settings").tournament_role, None);
        let clear = konane_bot::game::SettingsChange {
            tournament_role: Some(None),
            ..Default::default()
        };
        assert_eq!(s.change_settings(GUILD, clear).await.expect("cleared").tournament_role, None);
    }

    /// The tournament forum is kept with the server's settings (and cleared
    /// again), and a tournament remembers its post, its forum and its
    /// scheduled event, which it can forget.
    #[tokio::test]
    async fn the_settings_keep_the_tournament_forum_and_a_tournament_its_post() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let forum = konane_bot::values::ChannelId(4242);
        let set = konane_bot::game::SettingsChange {
            tournament_forum: Some(Some(forum)),
            ..Default::default()
        };
        assert_eq!(s.change_settings(GUILD, set).await.expect("set").tournament_forum, Some(forum));
        let other = konane_bot::values::GuildId(5);
        assert_eq!(s.settings(other).await.expect("settings").tournament_forum, None);

        let id = open_with(s, options(TournamentFormat::Swiss), &players(2)).await;
        let post = konane_bot::values::ChannelId(9001);
        let announcement = konane_bot::values::MessageId(9001);
        s.set_tournament_home(id, Some(post), Some(announcement), Some(forum)).await.expect("home");
        s.set_tournament_event(id, Some(77)).await.expect("event");
        let t = s.tournament(id).await.expect("view").tournament;
        assert_eq!((t.home, t.announcement, t.forum, t.scheduled_event), (Some(post), Some(announcement), Some(forum), Some(77)));
        s.set_tournament_event(id, None).await.expect("forgotten");
        assert_eq!(s.tournament(id).await.expect("view").tournament.scheduled_event, None);

        let clear = konane_bot::game::SettingsChange {
            tournament_forum: Some(None),
            ..Default::default()
        };
        assert_eq!(s.change_settings(GUILD, clear).await.expect("cleared").tournament_forum, None);
    }

    /// A tournament set to start at a time starts by itself; two processes
    /// running the scheduler at once pair the round and start each board once.
    #[tokio::test]
    async fn a_timed_start_pairs_once_across_processes() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let starts_at = s.now().plus(Duration::from_secs(3600));
        let id = open_with(
            s,
            TournamentOptions { starts_at: Some(starts_at), ..options(TournamentFormat::Swiss) },
            &players(6),
        )
        .await;
        assert!(s.process_tournaments(Some(GUILD)).await.expect("early").is_empty());
        e.clock.advance(Duration::from_secs(3600));
        let other = e.second_process(e.clock.clone()).await;
        let (a, b) = tokio::join!(
            s.process_tournaments(Some(GUILD)),
            other.process_tournaments(Some(GUILD))
        );
        let events = a.expect("first").len() + b.expect("second").len();
        assert_eq!(events, 1, "one process pairs the round");
        let (a, b) = tokio::join!(s.claim_boards_to_start(Some(GUILD)), other.claim_boards_to_start(Some(GUILD)));
        assert_eq!(a.expect("first").len() + b.expect("second").len(), 3, "each board claimed once");
        let view = s.tournament(id).await.expect("view");
        assert_eq!(view.round(0).count(), 3);
        assert_eq!(view.tournament.current_round, 1);
    }

    /// A tournament due to start by itself with too few entrants is called
    /// off at its time, and exactly one of two processes says so.
    #[tokio::test]
    async fn a_timed_start_with_one_entrant_is_called_off_once() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        let starts_at = s.now().plus(Duration::from_secs(60));
        let id = open_with(
            s,
            TournamentOptions { starts_at: Some(starts_at), ..options(TournamentFormat::Swiss) },
            &players(1),
        )
        .await;
        assert!(s.process_tournaments(Some(GUILD)).await.expect("early").is_empty());
        e.clock.advance(Duration::from_secs(60));
        let other = e.second_process(e.clock.clone()).await;
        let (a, b) = tokio::join!(
            s.process_tournaments(Some(GUILD)),
            other.process_tournaments(Some(GUILD))
        );
        let events: Vec<TournamentEvent> =
            a.expect("first").into_iter().chain(b.expect("second")).collect();
        assert_eq!(events.len(), 1, "one process calls it off");
        assert!(matches!(&events[0], TournamentEvent::Cancelled { view } if view.id() == id));
        let view = s.tournament(id).await.expect("view");
        assert_eq!(view.status(), TournamentStatus::Cancelled);
        assert!(s.process_tournaments(Some(GUILD)).await.expect("later").is_empty());
    }
}
