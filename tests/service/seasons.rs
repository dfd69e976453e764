// Seasons through the service, on this module's database: included by
// tests/service.rs after cases.rs, whose helpers it uses.

mod seasons {
    use std::time::Duration;

    use konane_bot::game::{Service, ServiceError};
    use konane_bot::values::{ColourChoice, UserId};

    use super::{ALICE, BOB, GUILD, env, place, rated_small, start_game};

    /// A rated 6×6 game between Alice (black) and Bob in `channel`, both
    /// moving once, then `loser` resigning.
    async fn rated_game(s: &Service, channel: u64, loser: UserId) {
        start_game(s, channel, rated_small(ColourChoice::Black)).await;
        for _ in 0..2 {
            let view = s.current_game(place(channel)).await.expect("game");
            let player = view.player_to_move().expect("to move");
            let m = view.game.legal_moves()[0];
            s.play(place(channel), player, &m.to_string()).await.expect("move");
        }
        let (_, end) = s.resign(place(channel), loser).await.expect("resigned");
        assert_eq!(end.rating_changes.len(), 2, "a rated game");
    }

    fn line(table: &konane_bot::game::SeasonTable) -> Vec<(UserId, usize, u32, u32)> {
        table
            .standings
            .iter()
            .map(|s| (s.user, s.rank, s.wins, s.losses))
            .collect()
    }

    /// Two seasons: each ranks only its own rated games, the first's table
    /// and champion are archived when the second starts, and the all-time
    /// ratings count every game.
    #[tokio::test]
    async fn each_season_ranks_its_own_games_and_ratings_stay_all_time() {
        let Some(e) = env().await else { return };
        let s = &e.service;
        assert_eq!(s.season_table(GUILD, None).await.expect("none"), None);
        rated_game(s, 1, BOB).await;
        e.clock.advance(Duration::from_secs(1));
        let (ended, winter) = s.start_season(GUILD, ALICE, " Winter ").await.expect("season 1");
        assert_eq!(ended, None);
        assert_eq!((winter.number, winter.name.as_str()), (1, "Winter"));
        e.clock.advance(Duration::from_secs(1));
        rated_game(s, 2, BOB).await;
        rated_game(s, 3, BOB).await;
        let table = s.season_table(GUILD, None).await.expect("read").expect("running");
        assert!(table.running());
        // The game before the season doesn't count.
        assert_eq!(line(&table), [(ALICE, 1, 2, 0), (BOB, 2, 0, 2)]);

        e.clock.advance(Duration::from_secs(1));
        let (ended, spring) = s.start_season(GUILD, BOB, "Spring").await.expect("season 2");
        let ended = ended.expect("winter ended");
        assert_eq!(ended.champions(), [ALICE]);
        assert_eq!(line(&ended), [(ALICE, 1, 2, 0), (BOB, 2, 0, 2)]);
        assert_eq!(spring.number, 2);
        e.clock.advance(Duration::from_secs(1));
        rated_game(s, 4, ALICE).await;
        let now = s.season_table(GUILD, None).await.expect("read").expect("running");
        assert_eq!(line(&now), [(BOB, 1, 1, 0), (ALICE, 2, 0, 1)]);
        let winter = s.season_table(GUILD, Some(1)).await.expect("read").expect("archived");
        assert!(!winter.running());
        assert_eq!(line(&winter), [(ALICE, 1, 2, 0), (BOB, 2, 0, 2)]);
        // Ratings never reset: every rated game counts.
        let board = s.leaderboard(GUILD, 1).await.expect("ratings");
        assert!(board.entries.iter().all(|entry| entry.games == 4), "{board:?}");
        assert_eq!(s.seasons(GUILD).await.expect("seasons").len(), 2);
        // The rating chart's points: the start, then after each rated game.
        let history = s.rating_history(GUILD, ALICE).await.expect("history");
        assert_eq!(history.len(), 5);
        assert_eq!((history[0].rating, history[0].deviation), (1500.0, 350.0));
        assert!(history.windows(2).all(|w| w[0].at <= w[1].at));
        assert!(history[4].deviation < history[0].deviation, "games narrow the band");
        assert!(history[3].rating > 1500.0 && history[4].rating < history[3].rating);
        let trend = konane_bot::game::report::rating_trend_text(&history, konane_bot::i18n::Lang::SOURCE);
        assert!(trend.starts_with("1500 → ") && trend.ends_with("over 4 games"), "{trend}");
        assert!(s.rating_history(GUILD, UserId(77)).await.expect("none").is_empty());

        assert!(matches!(
            s.season_table(GUILD, Some(9)).await,
            Err(ServiceError::UnknownSeason(9))
        ));
        assert!(matches!(
            s.start_season(GUILD, ALICE, "  ").await,
            Err(ServiceError::SeasonName(_))
        ));
        // Another server's seasons are its own.
        let other = konane_bot::values::GuildId(5);
        assert_eq!(s.season_table(other, None).await.expect("none"), None);
    }
}
