// Statements with many parameters, each written with a different value in
// every column and read back: a value bound to another's name, or a name in
// another's column, shows as a mismatch. Included by tests/service.rs on
// each backend.

mod binds {
    use konane_bot::engine::{JumpRule, Opening, Position, Size, Variant};
    use konane_bot::store::{
        self, GameStart, NewBoard, NewGame, NewTournament, RatingChangeRow, RatingRow, SettingsRow,
    };
    use konane_bot::values::{
        BoardKey, BoardKind, ChannelId, ColourChoice, GameStatus, GuildId, Level, Place,
        Timestamp, TournamentFormat, UserId,
    };

    use super::{START, env};

    fn at(offset: i64) -> Timestamp {
        Timestamp(START.0 + offset)
    }

    fn six_by_six() -> Variant {
        let size = Size::new(6, 6).expect("6x6");
        Variant::new(size, Opening::Centre, JumpRule::Turning).expect("a variant")
    }

    /// A challenge's eighteen values, then a start's nine, as they come back.
    #[tokio::test]
    async fn a_challenge_and_its_start_keep_every_value_in_its_column() {
        let Some(e) = env().await else { return };
        let db = e.service.store().writer();
        let variant = six_by_six();
        let position = Position::new(variant.size).to_string();
        let place = Place {
            guild: GuildId(11),
            channel: ChannelId(12),
            parent: Some(ChannelId(13)),
            answers_only: true,
            mirror: Some(ChannelId(14)),
        };
        let new = NewGame {
            place,
            challenger: UserId(15),
            opponent: Some(UserId(16)),
            colour_choice: ColourChoice::White,
            variant,
            rated: false,
            ai_level: Level::new(4),
            position: &position,
            start: None,
            now: at(17),
            expires_at: at(18_000),
            time_control: konane_bot::values::TimeControl::new(5, 3),
        };
        let id = store::insert_challenge(db, &new).await.expect("inserted");
        let row = store::game_by_id(db, id).await.expect("read").expect("a row");
        assert_eq!(row.place, place);
        assert_eq!(row.time_control, konane_bot::values::TimeControl::new(5, 3));
        assert_eq!((row.black_left_ms, row.white_left_ms), (Some(300_000), Some(300_000)));
        assert_eq!(
            (row.challenger, row.opponent, row.colour_choice),
            (UserId(15), Some(UserId(16)), ColourChoice::White)
        );
        assert_eq!(row.status, GameStatus::Challenge);
        assert_eq!(row.variant, variant);
        assert_eq!((row.rated, row.ai_level), (false, Level::new(4)));
        assert_eq!(row.position, position);
        assert_eq!(row.start, None);
        assert_eq!(
            (row.created_at, row.updated_at, row.expires_at),
            (at(17).0, at(17).0, Some(at(18_000).0))
        );

        let start = GameStart {
            opponent: UserId(16),
            black: UserId(16),
            white: UserId(15),
            now: at(19),
            turn_deadline: Some(at(20)),
            reminder_at: Some(at(21)),
        };
        assert!(store::start_game(db, id, &start).await.expect("started"));
        let row = store::game_by_id(db, id).await.expect("read").expect("a row");
        assert_eq!(row.status, GameStatus::Active);
        assert_eq!((row.black, row.white), (Some(UserId(16)), Some(UserId(15))));
        assert_eq!(
            (row.updated_at, row.turn_deadline, row.reminder_at),
            (at(19).0, Some(at(20).0), Some(at(21).0))
        );
    }

    /// A server's twelve settings, each different from its neighbours.
    #[tokio::test]
    async fn settings_keep_every_value_in_its_column() {
        let Some(e) = env().await else { return };
        let db = e.service.store().writer();
        let settings = SettingsRow {
            turn_limit_secs: 31,
            default_variant: six_by_six(),
            threads: false,
            rated: true,
            max_open_challenges: 32,
            max_running_games: 33,
            rechallenge_cooldown_secs: 34,
            vacation_days: 35,
        };
        store::upsert_guild_settings(db, GuildId(30), &settings, at(36))
            .await
            .expect("stored");
        let back = store::guild_settings(db, GuildId(30))
            .await
            .expect("read")
            .expect("a row");
        assert_eq!(back, settings);
    }

    /// A rating's eleven values and a rating change's seven.
    #[tokio::test]
    async fn ratings_keep_every_value_in_its_column() {
        let Some(e) = env().await else { return };
        let store = e.service.store();
        let rating = RatingRow {
            user_id: UserId(41),
            rating: 1642.5,
            deviation: 73.25,
            volatility: 0.0625,
            games: 44,
            wins: 45,
            losses: 46,
            streak: -3,
        };
        let position = Position::new(six_by_six().size).to_string();
        let game = NewGame {
            place: Place::channel(GuildId(40), ChannelId(47)),
            challenger: UserId(41),
            opponent: None,
            colour_choice: ColourChoice::Random,
            variant: six_by_six(),
            rated: true,
            ai_level: None,
            position: &position,
            start: None,
            now: at(47),
            expires_at: at(48),
            time_control: None,
        };
        let game_id = store::insert_challenge(store.writer(), &game)
            .await
            .expect("a game");
        let change = RatingChangeRow {
            game_id,
            user_id: UserId(41),
            rating_before: 1600.5,
            rating_after: 1642.5,
            deviation: 73.25,
            changed_at: at(48),
        };
        let mut tx = store.begin().await.expect("tx");
        store::upsert_rating(&mut tx, GuildId(40), &rating, at(49))
            .await
            .expect("rating");
        store::insert_rating_change(&mut tx, GuildId(40), &change)
            .await
            .expect("change");
        tx.commit().await.expect("commit");
        let back = store::rating_of(store.writer(), GuildId(40), UserId(41))
            .await
            .expect("read");
        assert_eq!(back, Some(rating));
        let changes = store::rating_changes_of_game(store.writer(), change.game_id)
            .await
            .expect("read");
        assert_eq!(changes, [change]);
    }

    /// A tournament's sixteen values, and a board's eight.
    #[tokio::test]
    async fn a_tournament_and_its_boards_keep_every_value_in_its_column() {
        let Some(e) = env().await else { return };
        let store = e.service.store();
        let new = NewTournament {
            guild: GuildId(51),
            channel: ChannelId(52),
            organiser: UserId(53),
            name: "Binds Cup",
            format: TournamentFormat::DoubleRoundRobin,
            rounds: Some(54),
            variant: six_by_six(),
            rated: false,
            max_players: 55,
            starts_at: Some(at(56)),
            game_secs: 57,
            seed: u64::MAX - 58,
            now: at(59),
        };
        let id = store::insert_tournament(store.writer(), &new)
            .await
            .expect("inserted");
        let t = store::tournament_by_id(store.writer(), id)
            .await
            .expect("read")
            .expect("a row");
        assert_eq!(
            (t.guild, t.channel, t.organiser, t.name.as_str()),
            (GuildId(51), ChannelId(52), UserId(53), "Binds Cup")
        );
        assert_eq!(
            (t.format, t.rounds, t.variant, t.rated),
            (TournamentFormat::DoubleRoundRobin, Some(54), six_by_six(), false)
        );
        assert_eq!(
            (t.max_players, t.starts_at, t.game_secs, t.seed, t.created_at),
            (55, Some(at(56)), 57, u64::MAX - 58, at(59))
        );

        let board = NewBoard {
            key: BoardKey {
                tournament: id,
                round: 2,
                board: 3,
                leg: 1,
            },
            kind: BoardKind::Game,
            black: UserId(61),
            white: Some(UserId(62)),
            deadline: Some(at(63)),
        };
        let mut tx = store.begin().await.expect("tx");
        assert!(store::insert_board(&mut tx, &board).await.expect("board"));
        tx.commit().await.expect("commit");
        let boards = store::boards_of(store.writer(), id).await.expect("read");
        let [back] = boards.as_slice() else {
            panic!("one board: {boards:?}");
        };
        assert_eq!((back.key, back.kind), (board.key, BoardKind::Game));
        assert_eq!(
            (back.black, back.white, back.deadline),
            (UserId(61), Some(UserId(62)), Some(at(63)))
        );
    }
}
