use std::sync::Arc;
use std::time::Duration;

use konane_bot::engine::{Color, EndReason, Opening, PlayError, Size, Variant};
use konane_bot::i18n::Lang;
use konane_bot::game::{
    BotAnswer, BotReply, ChallengeOptions, CountSetting, DueEvent, Limits, LimitsUpdate,
    ManualClock, MoveOutcome, Service, ServiceConfig, ServiceError, SettingProblem,
    SettingsChange, VariantUpdate,
};
use konane_bot::values::{
    Authority, ChannelId, ColourChoice, GameId, GameStatus, GuildId, Level, MessageId, Place,
    Timestamp, UserId,
};
use konane_bot::store::{Backend, Store, StoreError};
use sqlx::Connection as _;

use crate::support::databases::TestDb;

const ALICE: UserId = UserId(1_000_000_000_000_000_001);
const BOB: UserId = UserId(1_000_000_000_000_000_002);
const CAROL: UserId = UserId(3);
// Above i64::MAX: ids are stored bit for bit.
const BOT: UserId = UserId(u64::MAX - 7);
const GUILD: GuildId = GuildId(77);
const START: Timestamp = Timestamp(1_795_953_600_000);

fn place(channel: u64) -> Place {
    Place::channel(GUILD, ChannelId(channel))
}

struct Env {
    clock: ManualClock,
    service: Service,
    // Last: the database goes after the service's connections.
    db: TestDb,
}

impl Env {
    /// Another service on the same database: what a second bot process sees.
    async fn second_process(&self, clock: ManualClock) -> Service {
        let store = Store::open(&self.db.url).await.expect("reopen");
        Service::new(store, Arc::new(clock), config())
    }
}

impl Env {
    /// A game against the bot, made by a process that stopped while the
    /// bot thought about its first move: the turn is left claimed by it
    /// until the claim lapses, then owed.
    async fn bot_game_left_unanswered(&self, channel: u64, level: u8) -> konane_bot::game::GameView {
        let stopped = self.second_process(self.clock.clone()).await;
        stopped.shut_down();
        let options = ChallengeOptions {
            ai_level: Level::new(level),
            ..small(ColourChoice::White)
        };
        let view = stopped
            .challenge(place(channel), ALICE, Some(BOT), options)
            .await
            .unwrap();
        let failed = stopped.bot_answer(&view).expect("started").reply().await;
        assert!(matches!(failed, BotReply::Failed), "{failed:?}");
        view
    }
}

/// The bot's move, once `answer` is in.
async fn bot_played(answer: Option<BotAnswer>) -> MoveOutcome {
    match answer.expect("the bot is to answer").reply().await {
        BotReply::Played(outcome) => *outcome,
        other => panic!("the bot did not move: {other:?}"),
    }
}

/// The bot's user, and a small AI for the bot's moves, hints and analyses.
fn config() -> ServiceConfig {
    ServiceConfig {
        bot_user: Some(BOT),
        ai: konane_bot::ai::AiPoolConfig {
            table_bytes: 4 << 20,
            think_time: Duration::from_millis(100),
            ..konane_bot::ai::AiPoolConfig::default()
        },
        ..ServiceConfig::default()
    }
}

/// A service on a new database of this module's backend; `None` where
/// that backend is missing (PostgreSQL on a bare machine).
async fn env() -> Option<Env> {
    let db = TestDb::new(BACKEND).await?;
    let clock = ManualClock::starting_at(START);
    let store = Store::open(&db.url).await.expect("open store");
    let service = Service::new(store, Arc::new(clock.clone()), config());
    Some(Env { clock, service, db })
}

/// A connection holding the write lock another process could hold: SQLite's
/// one writer, or PostgreSQL's tables locked against writes (reads still pass).
async fn hold_write_lock(url: &str) -> sqlx::AnyConnection {
    let mut conn = sqlx::AnyConnection::connect(url).await.expect("connect");
    let lock = match BACKEND {
        Backend::Sqlite => "BEGIN IMMEDIATE",
        Backend::Postgres => "BEGIN; LOCK TABLE games, member_names IN EXCLUSIVE MODE",
    };
    sqlx::Executor::execute(&mut conn, lock).await.expect("lock");
    conn
}

fn small(colour: ColourChoice) -> ChallengeOptions {
    ChallengeOptions {
        size: Some(Size::new(4, 4).unwrap()),
        opening: Some(Opening::Any),
        colour,
        ..ChallengeOptions::default()
    }
}

/// The smallest board whose games are rated (quick to play out).
fn rated_small(colour: ColourChoice) -> ChallengeOptions {
    ChallengeOptions {
        size: Some(Size::new(6, 6).unwrap()),
        ..small(colour)
    }
}

/// Alice (black) against Bob, accepted, in `channel`.
async fn start_game(s: &Service, channel: u64, options: ChallengeOptions) -> GameId {
    let view = s
        .challenge(place(channel), ALICE, Some(BOB), options)
        .await
        .expect("challenge");
    assert_eq!(view.status, GameStatus::Challenge);
    let started = s.accept(place(channel), BOB).await.expect("accept");
    assert_eq!(started.status, GameStatus::Active);
    view.id
}

/// Lifts the server's limits, for tests of other things that challenge the
/// same player many times.
async fn without_limits(s: &Service) {
    s.update_limits(
        GUILD,
        LimitsUpdate {
            open_challenges: Some(Limits::MAX_COUNT),
            running_games: Some(Limits::MAX_COUNT),
            rechallenge_cooldown: Some(Duration::ZERO),
            vacation_days: None,
        },
    )
    .await
    .expect("limits lifted");
}

/// Plays the first legal move for whoever is to move until the game ends.
async fn play_out(s: &Service, channel: u64) -> konane_bot::game::MoveOutcome {
    play_out_at(s, place(channel)).await
}

/// Plays the game at `at` to its end, each side taking its first legal move.
async fn play_out_at(s: &Service, at: Place) -> konane_bot::game::MoveOutcome {
    loop {
        let view = s.current_game(at).await.expect("game");
        let player = view.player_to_move().expect("someone to move");
        let m = view.game.legal_moves()[0];
        let outcome = s
            .play(at, player, &m.to_string())
            .await
            .expect("legal move");
        if outcome.end.is_some() {
            return outcome;
        }
    }
}

#[tokio::test]
async fn a_whole_game_from_challenge_to_leaderboard() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let id = start_game(s, 10, rated_small(ColourChoice::Black)).await;
    let view = s.game(id).await.unwrap();
    assert_eq!((view.black, view.white), (Some(ALICE), Some(BOB)));
    assert!(view.rated);
    let last = play_out(s, 10).await;
    let end = last.end.expect("ended");
    assert_eq!(end.outcome.reason, EndReason::NoMoves);
    assert_eq!(last.view.status, GameStatus::Finished);
    assert_eq!(end.rating_changes.len(), 2);
    // The channel is free again, and the finished game keeps every move.
    assert!(matches!(
        s.current_game(place(10)).await,
        Err(ServiceError::NoGameHere)
    ));
    let stored = s.game(id).await.unwrap();
    assert_eq!(stored.game.moves(), last.view.game.moves());
    assert_eq!(stored.game.outcome(), Some(end.outcome));
    let board = s.leaderboard(GUILD, 1).await.unwrap();
    assert_eq!(board.entries.len(), 2);
    assert_eq!(board.entries[0].user, end.winner);
    assert!(board.entries[0].rating > 1500.0 && board.entries[1].rating < 1500.0);
    let stats = s.stats(GUILD, end.winner).await.unwrap();
    assert_eq!(
        (stats.games, stats.wins, stats.losses, stats.streak),
        (1, 1, 0, 1)
    );
    assert_eq!(stats.recent.len(), 1);
    assert!(stats.recent[0].won);
    assert_eq!(stats.recent[0].opponent, end.loser);
}

#[tokio::test]
async fn every_refusal_says_why_and_changes_nothing() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let here = place(10);
    assert!(matches!(
        s.play(here, ALICE, "d5").await,
        Err(ServiceError::NoGameHere)
    ));
    assert!(matches!(
        s.accept(here, BOB).await,
        Err(ServiceError::NoChallengeHere)
    ));
    assert!(matches!(
        s.challenge(here, ALICE, Some(ALICE), ChallengeOptions::default())
            .await,
        Err(ServiceError::SelfChallenge)
    ));
    s.challenge(
        here,
        ALICE,
        Some(BOB),
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await
    .unwrap();
    assert!(matches!(
        s.challenge(here, CAROL, Some(BOB), ChallengeOptions::default())
            .await,
        Err(ServiceError::ChannelBusy)
    ));
    assert!(
        matches!(s.accept(here, CAROL).await, Err(ServiceError::NotYourChallenge(u)) if u == BOB)
    );
    assert!(matches!(
        s.cancel(here, BOB).await,
        Err(ServiceError::NotChallenger)
    ));
    assert!(matches!(
        s.play(here, ALICE, "d5").await,
        Err(ServiceError::NoGameHere)
    ));
    s.accept(here, BOB).await.unwrap();
    assert!(
        matches!(s.play(here, BOB, "e5").await, Err(ServiceError::NotYourTurn(u)) if u == ALICE)
    );
    assert!(matches!(
        s.play(here, CAROL, "d5").await,
        Err(ServiceError::NotAPlayer)
    ));
    let illegal = s.play(here, ALICE, "c6").await.unwrap_err();
    assert!(matches!(
        &illegal,
        ServiceError::IllegalMove(konane_bot::engine::MoveError::Illegal(
            PlayError::OpeningNotAllowed { .. }
        ))
    ));
    assert!(
        illegal.to_string().contains("centre or a corner"),
        "{illegal}"
    );
    assert!(matches!(
        s.play(here, ALICE, "nonsense").await,
        Err(ServiceError::IllegalMove(_))
    ));
    assert_eq!(
        s.current_game(here).await.unwrap().ply(),
        0,
        "refusals store nothing"
    );
    s.play(here, ALICE, "d5").await.unwrap();
    let (view, end) = s.resign(here, BOB).await.unwrap();
    assert_eq!(view.status, GameStatus::Finished);
    assert_eq!(
        (end.winner, end.outcome.reason),
        (ALICE, EndReason::Resignation)
    );
    // The game is over: moves by id are refused, and the channel has no game.
    let m = konane_bot::engine::Move::removal("e5".parse().unwrap());
    assert!(matches!(
        s.play_at(view.id, 1, BOB, m).await,
        Err(ServiceError::GameOver)
    ));
    assert!(matches!(
        s.resign(here, BOB).await,
        Err(ServiceError::NoGameHere)
    ));
    assert!(matches!(
        s.game(GameId(9999)).await,
        Err(ServiceError::UnknownGame(GameId(9999)))
    ));
}

#[tokio::test]
async fn decline_cancel_and_abort() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    without_limits(s).await;
    s.challenge(place(1), ALICE, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    assert_eq!(
        s.decline(place(1), BOB).await.unwrap().status,
        GameStatus::Declined
    );
    s.challenge(place(1), ALICE, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    assert_eq!(
        s.cancel(place(1), ALICE).await.unwrap().status,
        GameStatus::Cancelled
    );
    start_game(
        s,
        1,
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await;
    s.play(place(1), ALICE, "d5").await.unwrap();
    // Only Black has moved: either player may still abort, unrated.
    let aborted = s.abort(place(1), BOB, None, Authority::Own).await.unwrap();
    assert_eq!(aborted.status, GameStatus::Aborted);
    assert!(s.leaderboard(GUILD, 1).await.unwrap().entries.is_empty());
    start_game(
        s,
        1,
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await;
    for (who, m) in [(ALICE, "d5"), (BOB, "e5")] {
        s.play(place(1), who, m).await.unwrap();
    }
    // Both have moved: too late for the players.
    assert!(matches!(
        s.abort(place(1), BOB, None, Authority::Own).await,
        Err(ServiceError::TooLateToAbort)
    ));
}

#[tokio::test]
async fn random_colour_gives_each_player_one_colour() {
    let Some(e) = env().await else { return };
    // A fixed coin, so that the count below is the same on every run.
    let s = &Service::new(
        e.service.store().clone(),
        Arc::new(e.clock.clone()),
        ServiceConfig {
            colour_seed: Some(7),
            ..config()
        },
    );
    without_limits(s).await;
    let mut challenger_black = 0;
    for channel in 0..16 {
        let id = start_game(s, 100 + channel, ChallengeOptions::default()).await;
        let view = s.game(id).await.unwrap();
        assert!(matches!(
            (view.black, view.white),
            (Some(ALICE), Some(BOB)) | (Some(BOB), Some(ALICE))
        ));
        challenger_black += usize::from(view.black == Some(ALICE));
    }
    assert!(
        (1..16).contains(&challenger_black),
        "both colours come up: {challenger_black}/16"
    );
}

#[tokio::test]
async fn a_restart_in_the_middle_of_a_game_loses_nothing() {
    let Some(e) = env().await else { return };
    let id = start_game(&e.service, 5, small(ColourChoice::White)).await;
    let view = e.service.current_game(place(5)).await.unwrap();
    assert_eq!(view.black, Some(BOB));
    for _ in 0..3 {
        let view = e.service.current_game(place(5)).await.unwrap();
        let player = view.player_to_move().unwrap();
        e.service
            .play(place(5), player, &view.game.legal_moves()[0].to_string())
            .await
            .unwrap();
    }
    let before = e.service.game(id).await.unwrap();
    e.service.store().close().await;
    drop(e.service);
    let store = Store::open(&e.db.url).await.unwrap();
    let again = Service::new(store, Arc::new(e.clock.clone()), config());
    let after = again.current_game(place(5)).await.unwrap();
    assert_eq!(after.game, before.game);
    assert_eq!(after.turn_deadline, before.turn_deadline);
    // The game goes on from where it stood: the moves before the restart
    // stay first, and the finished game is stored whole.
    let last = play_out(&again, 5).await;
    let end = last.end.expect("play_out returns the ending move");
    assert_eq!(end.outcome.reason, EndReason::NoMoves);
    let finished = again.game(id).await.unwrap();
    assert_eq!(finished.status, GameStatus::Finished);
    let moves = finished.game.moves();
    assert!(moves.len() > before.game.moves().len());
    assert_eq!(&moves[..before.game.moves().len()], before.game.moves());
    assert_eq!(finished.game, last.view.game);
}

#[tokio::test]
async fn the_cached_position_is_checked_against_the_moves() {
    let Some(e) = env().await else { return };
    let id = start_game(
        &e.service,
        6,
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await;
    e.service.play(place(6), ALICE, "d5").await.unwrap();
    sqlx::query("UPDATE games SET position = 'garbage' WHERE id = $1")
        .bind(id)
        .execute(e.service.store().writer())
        .await
        .unwrap();
    let view = e.service.game(id).await.unwrap();
    assert_eq!(view.game.position().stone_at("d5".parse().unwrap()), None);
    e.service.play(place(6), BOB, "e5").await.unwrap();
}

/// Every stored word is checked on the way out: a value the schema's words
/// don't include is an error naming the game and the column, never a panic
/// or a default (a missing player was once read as user 0).
#[tokio::test]
async fn corrupt_stored_values_are_errors_that_name_the_game() {
    let Some(e) = env().await else { return };
    let options = ChallengeOptions {
        colour: ColourChoice::Black,
        ..Default::default()
    };
    // Another writer (an old version, a hand edit) that the schema's checks didn't stop.
    let mut raw = sqlx::AnyConnection::connect(&e.db.url).await.unwrap();
    let unchecked = match BACKEND {
        Backend::Sqlite => "PRAGMA ignore_check_constraints = ON",
        Backend::Postgres => {
            "DO $$ DECLARE c record; BEGIN \
             FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = 'games'::regclass \
             AND contype = 'c' LOOP \
             EXECUTE format('ALTER TABLE games DROP CONSTRAINT %I', c.conname); END LOOP; END $$"
        }
    };
    sqlx::Executor::execute(&mut raw, unchecked).await.unwrap();
    for (channel, column, value, sql_type) in [
        (21, "status", "paused", "TEXT"),
        (22, "colour_choice", "purple", "TEXT"),
        (23, "opening", "sideways", "TEXT"),
        (24, "size", "99x2", "TEXT"),
        (25, "winner", "grey", "TEXT"),
        (26, "ai_level", "9", "BIGINT"),
        (27, "move_list", "d5 q0", "TEXT"),
    ] {
        let id = start_game(&e.service, channel, options).await;
        let sql = format!("UPDATE games SET {column} = CAST($2 AS {sql_type}) WHERE id = $1");
        sqlx::query(&sql)
            .bind(id)
            .bind(value)
            .execute(&mut raw)
            .await
            .unwrap();
        match e.service.game(id).await {
            Err(ServiceError::Internal(StoreError::CorruptGame { game, .. })) => {
                assert_eq!(game, id, "{column}")
            }
            other => panic!("{column} = {value}: {other:?}"),
        }
        assert!(!matches!(
            e.service.game(id).await,
            Err(ref err) if err.is_user_error()
        ));
    }
    // Moves recorded without both players can't be attributed to anyone.
    let id = start_game(&e.service, 28, options).await;
    e.service.play(place(28), ALICE, "d5").await.unwrap();
    sqlx::query("UPDATE games SET white_id = NULL WHERE id = $1")
        .bind(id)
        .execute(e.service.store().writer())
        .await
        .unwrap();
    assert!(matches!(
        e.service.moves(id).await,
        Err(ServiceError::Internal(StoreError::CorruptGame { game, .. })) if game == id
    ));
}
