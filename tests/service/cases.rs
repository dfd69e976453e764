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

/// The games the scheduler's events forfeit.
fn forfeited(events: Vec<DueEvent>) -> Vec<GameId> {
    events
        .into_iter()
        .filter_map(|ev| match ev {
            DueEvent::Forfeit { view, .. } => Some(view.id),
            _ => None,
        })
        .collect()
}

/// Outcomes of a race: exactly one success, the rest told the position changed.
fn exactly_one_won(results: Vec<Result<(), ServiceError>>) {
    let wins = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(wins, 1, "{results:?}");
    for r in results.into_iter().filter_map(Result::err) {
        assert!(
            matches!(
                r,
                ServiceError::PositionChanged | ServiceError::NotYourTurn(_)
            ),
            "loser got {r:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_simultaneous_moves_apply_exactly_one() {
    let Some(e) = env().await else { return };
    let id = start_game(
        &e.service,
        7,
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await;
    let other = e.second_process(e.clock.clone()).await;
    let moves = ["d5", "e4", "a8", "h1"];
    let mut tasks = Vec::new();
    for i in 0..20 {
        // Half through a second pool, as a second bot process would.
        let s = if i % 2 == 0 {
            e.service.clone()
        } else {
            other.clone()
        };
        let m = moves[i % moves.len()];
        tasks.push(tokio::spawn(async move {
            s.play(place(7), ALICE, m).await.map(|_| ())
        }));
    }
    let mut results = Vec::new();
    for t in tasks {
        results.push(t.await.unwrap());
    }
    exactly_one_won(results);
    assert_eq!(e.service.game(id).await.unwrap().ply(), 1);
    // The same through play_at, as twenty clicks on one menu would.
    let m = e.service.game(id).await.unwrap().game.legal_moves()[0];
    let mut tasks = Vec::new();
    for i in 0..20 {
        let s = if i % 2 == 0 {
            e.service.clone()
        } else {
            other.clone()
        };
        tasks.push(tokio::spawn(async move {
            s.play_at(id, 1, BOB, m).await.map(|_| ())
        }));
    }
    let mut results = Vec::new();
    for t in tasks {
        results.push(t.await.unwrap());
    }
    exactly_one_won(results);
    assert_eq!(e.service.game(id).await.unwrap().ply(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn accept_racing_decline_settles_once() {
    let Some(e) = env().await else { return };
    without_limits(&e.service).await;
    let other = e.second_process(e.clock.clone()).await;
    for channel in 0..10 {
        e.service
            .challenge(
                place(channel),
                ALICE,
                Some(BOB),
                ChallengeOptions::default(),
            )
            .await
            .unwrap();
        let (a, b) = (e.service.clone(), other.clone());
        let accept =
            tokio::spawn(async move { a.accept(place(channel), BOB).await.map(|v| v.status) });
        let decline =
            tokio::spawn(async move { b.decline(place(channel), BOB).await.map(|v| v.status) });
        let (accept, decline) = (accept.await.unwrap(), decline.await.unwrap());
        assert!(accept.is_ok() != decline.is_ok(), "{accept:?} {decline:?}");
        let open = e.service.current_game(place(channel)).await;
        match accept {
            Ok(_) => assert_eq!(open.unwrap().status, GameStatus::Active),
            Err(_) => assert!(open.is_err(), "declined challenges close the channel"),
        }
    }
}

/// A resignation stands whatever move lands while it is made: it never
/// answers "the position changed", and the game is settled once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_resignation_racing_a_move_always_stands() {
    let Some(e) = env().await else { return };
    let other = e.second_process(e.clock.clone()).await;
    for channel in 300..310 {
        let id = start_game(&e.service, channel, rated_small(ColourChoice::Black)).await;
        // Both players move first, so that the game counts for ratings.
        for player in [ALICE, BOB] {
            let view = e.service.current_game(place(channel)).await.unwrap();
            let m = view.game.legal_moves()[0].to_string();
            e.service.play(place(channel), player, &m).await.unwrap();
        }
        let (a, b) = (e.service.clone(), other.clone());
        let moving = tokio::spawn(async move {
            // The resignation may already have ended the game: then there is none here.
            let view = a.current_game(place(channel)).await?;
            let m = view.game.legal_moves()[0].to_string();
            a.play(place(channel), ALICE, &m).await.map(drop)
        });
        let resigning = tokio::spawn(async move { b.resign(place(channel), BOB).await });
        let (moved, resigned) = (moving.await.unwrap(), resigning.await.unwrap());
        let (_, end) = resigned.expect("the resignation stands");
        assert_eq!(end.winner, ALICE);
        if let Err(e) = moved {
            assert!(
                matches!(e, ServiceError::GameOver | ServiceError::NoGameHere),
                "{e:?}"
            );
        }
        assert_eq!(e.service.rating_changes(id).await.unwrap().len(), 2);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_forfeit_racing_a_last_second_move_settles_once() {
    let Some(e) = env().await else { return };
    let limit = Duration::from_secs(72 * 3600);
    // A process whose clock says the deadline has just passed.
    let late = ManualClock::starting_at(START.plus(limit).plus(Duration::from_secs(1)));
    let scheduler = e.second_process(late.clone()).await;
    for channel in 0..8 {
        let id = start_game(
            &e.service,
            200 + channel,
            ChallengeOptions {
                colour: ColourChoice::Black,
                ..Default::default()
            },
        )
        .await;
        // The mover's clock: one second before the deadline.
        e.clock.advance(limit - Duration::from_secs(1));
        let mover = e.service.clone();
        let move_task = tokio::spawn(async move {
            mover
                .play(place(200 + channel), ALICE, "d5")
                .await
                .map(|_| ())
        });
        let sched = scheduler.clone();
        let due_task = tokio::spawn(async move { sched.process_due().await });
        let moved = move_task.await.unwrap();
        let events = due_task.await.unwrap().unwrap();
        let forfeited = events
            .iter()
            .any(|ev| matches!(ev, DueEvent::Forfeit { view, .. } if view.id == id));
        let view = e.service.game(id).await.unwrap();
        if moved.is_ok() {
            assert!(!forfeited, "a game cannot both take the move and forfeit");
            assert_eq!((view.status, view.ply()), (GameStatus::Active, 1));
        } else {
            assert!(forfeited, "{moved:?}");
            assert_eq!((view.status, view.ply()), (GameStatus::Finished, 0));
            assert_eq!(
                view.game.outcome().map(|o| o.reason),
                Some(EndReason::Timeout)
            );
        }
        // Next round: both clocks move on past this game's window.
        e.clock.advance(Duration::from_secs(1));
        late.advance(limit);
        let _ = e
            .service
            .abort(place(200 + channel), ALICE, None, Authority::Own)
            .await;
    }
}

#[tokio::test]
async fn reminders_at_half_time_then_a_forfeit_before_both_moved_is_casual() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let id = start_game(
        s,
        8,
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await;
    s.play(place(8), ALICE, "d5").await.unwrap();
    let deadline = s.game(id).await.unwrap().turn_deadline.unwrap();
    assert_eq!(deadline, START.plus(Duration::from_secs(72 * 3600)));
    e.clock.advance(Duration::from_secs(35 * 3600));
    assert!(s.process_due().await.unwrap().is_empty());
    e.clock.advance(Duration::from_secs(3600));
    let events = s.process_due().await.unwrap();
    assert!(
        matches!(events.as_slice(), [DueEvent::Reminder { player, .. }] if *player == BOB),
        "{events:?}"
    );
    assert!(
        s.process_due().await.unwrap().is_empty(),
        "one reminder per turn"
    );
    e.clock.advance(Duration::from_secs(36 * 3600));
    // A move after the deadline loses on time instead.
    assert!(matches!(
        s.play(place(8), BOB, "e5").await,
        Err(ServiceError::TimeRanOut)
    ));
    // The scheduler announces the forfeit that move found, once.
    let events = s.process_due().await.unwrap();
    assert!(
        matches!(events.as_slice(), [DueEvent::Forfeit { view, .. }] if view.id == id),
        "{events:?}"
    );
    assert!(s.process_due().await.unwrap().is_empty(), "announced once");
    let view = s.game(id).await.unwrap();
    assert_eq!(
        view.game.outcome().map(|o| (o.winner, o.reason)),
        Some((Color::Black, EndReason::Timeout))
    );
    // White never moved, so the game counts as casual.
    assert!(s.rating_changes(id).await.unwrap().is_empty());
    assert!(!view.rated);
    let bob = s.stats(GUILD, BOB).await.unwrap();
    assert_eq!((bob.games, bob.casual_losses), (0, 1));
}

#[tokio::test]
async fn the_scheduler_forfeits_and_expires_what_is_due() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.set_turn_limit(GUILD, Duration::from_secs(3600))
        .await
        .unwrap();
    start_game(
        s,
        9,
        ChallengeOptions {
            colour: ColourChoice::Black,
            ..Default::default()
        },
    )
    .await;
    s.challenge(place(19), CAROL, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    e.clock.advance(Duration::from_secs(3600));
    let events = s.process_due().await.unwrap();
    let forfeit = events.iter().find_map(|ev| match ev {
        DueEvent::Forfeit { end, .. } => Some(end.clone()),
        _ => None,
    });
    let end = forfeit.expect("the game forfeits after an hour");
    assert_eq!((end.winner, end.loser), (BOB, ALICE));
    e.clock.advance(Duration::from_secs(23 * 3600));
    let events = s.process_due().await.unwrap();
    assert!(
        matches!(events.as_slice(), [DueEvent::ChallengeExpired { .. }]),
        "{events:?}"
    );
    assert!(matches!(
        s.accept(place(19), BOB).await,
        Err(ServiceError::NoChallengeHere)
    ));
}

#[tokio::test]
async fn an_expired_challenge_cannot_be_accepted() {
    let Some(e) = env().await else { return };
    e.service
        .challenge(place(3), ALICE, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    e.clock.advance(Duration::from_secs(24 * 3600));
    assert!(matches!(
        e.service.accept(place(3), BOB).await,
        Err(ServiceError::ChallengeExpired)
    ));
}

/// Glicko-2 for one game, written from Glickman's paper (tau 0.5).
fn glicko2(r: f64, rd: f64, sigma: f64, r_opp: f64, rd_opp: f64, score: f64) -> (f64, f64) {
    let scale = 173.7178;
    let (mu, phi) = ((r - 1500.0) / scale, rd / scale);
    let (mu_j, phi_j) = ((r_opp - 1500.0) / scale, rd_opp / scale);
    let g = 1.0 / (1.0 + 3.0 * phi_j * phi_j / std::f64::consts::PI.powi(2)).sqrt();
    let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
    let v = 1.0 / (g * g * e * (1.0 - e));
    let delta = v * g * (score - e);
    let tau = 0.5;
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > 1e-6 {
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            big_a = big_b;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        big_b = c;
        fb = fc;
    }
    let sigma2 = (big_a / 2.0).exp();
    let phi_star = (phi * phi + sigma2 * sigma2).sqrt();
    let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu2 = mu + phi2 * phi2 * g * (score - e);
    (scale * mu2 + 1500.0, scale * phi2)
}

#[tokio::test]
async fn ratings_follow_glicko2_computed_by_hand() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    start_game(s, 20, rated_small(ColourChoice::Black)).await;
    let first = play_out(s, 20).await.end.unwrap();
    let (w, l) = (first.winner, first.loser);
    let (w1, w1d) = glicko2(1500.0, 350.0, 0.06, 1500.0, 350.0, 1.0);
    let (l1, l1d) = glicko2(1500.0, 350.0, 0.06, 1500.0, 350.0, 0.0);
    // The textbook first game of two new players.
    assert!((w1 - 1662.3109).abs() < 1e-3 && (l1 - 1337.6891).abs() < 1e-3);
    let change = |user| {
        first
            .rating_changes
            .iter()
            .find(|c| c.user == user)
            .copied()
            .unwrap()
    };
    assert!((change(w).after - w1).abs() < 1e-6 && (change(l).after - l1).abs() < 1e-6);
    // A second game, same winner: each player's update uses both current ratings.
    let options = ChallengeOptions {
        colour: if w == ALICE {
            ColourChoice::Black
        } else {
            ColourChoice::White
        },
        ..rated_small(ColourChoice::Black)
    };
    start_game(s, 21, options).await;
    let second = play_out(s, 21).await.end.unwrap();
    let board = s.leaderboard(GUILD, 1).await.unwrap();
    let rating = |user| {
        board
            .entries
            .iter()
            .find(|x| x.user == user)
            .unwrap()
            .rating
    };
    let (winner2, loser2) = (second.winner, second.loser);
    let (pre_w, pre_wd, pre_l, pre_ld) = if winner2 == w {
        (w1, w1d, l1, l1d)
    } else {
        (l1, l1d, w1, w1d)
    };
    let (w2, _) = glicko2(pre_w, pre_wd, 0.06, pre_l, pre_ld, 1.0);
    assert!(
        (rating(winner2) - w2).abs() < 1e-3,
        "{} vs {w2}",
        rating(winner2)
    );
    assert!(rating(loser2) < pre_l);
    assert_eq!(s.history(GUILD, winner2).await.unwrap().len(), 2);
}

#[tokio::test]
async fn leaderboard_pages_hold_ten_players() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    for i in 0..6u64 {
        let (a, b) = (UserId(500 + 2 * i), UserId(501 + 2 * i));
        s.challenge(place(300 + i), a, Some(b), rated_small(ColourChoice::Black))
            .await
            .unwrap();
        s.accept(place(300 + i), b).await.unwrap();
        play_out(s, 300 + i).await;
    }
    let first = s.leaderboard(GUILD, 1).await.unwrap();
    assert_eq!((first.page, first.pages, first.entries.len()), (1, 2, 10));
    let second = s.leaderboard(GUILD, 2).await.unwrap();
    assert_eq!(second.entries.len(), 2);
    assert_eq!(second.entries[0].rank, 11);
    assert!(first.entries.windows(2).all(|w| w[0].rating >= w[1].rating));
    // Past the end: the last page.
    assert_eq!(s.leaderboard(GUILD, 9).await.unwrap().page, 2);
    // Another server's board is its own.
    assert!(
        s.leaderboard(GuildId(5), 1)
            .await
            .unwrap()
            .entries
            .is_empty()
    );
}

/// Page `n` of a server's leaderboard, or of the global one (`None`).
async fn ladder_page(
    s: &Service,
    server: Option<GuildId>,
    n: usize,
) -> konane_bot::game::LeaderboardPage {
    match server {
        Some(guild) => s.leaderboard(guild, n).await.unwrap(),
        None => s.global_leaderboard(n).await.unwrap().0,
    }
}

/// Every page of a ladder read in turn: ranks from 1 in a row, each player
/// once, established ratings before provisional ones, each by rating.
async fn whole_ladder(
    s: &Service,
    server: Option<GuildId>,
) -> Vec<konane_bot::game::LeaderboardEntry> {
    use konane_bot::store::PROVISIONAL_DEVIATION;
    let pages = ladder_page(s, server, 1).await.pages;
    let mut all = Vec::new();
    for n in 1..=pages {
        let board = ladder_page(s, server, n).await;
        assert_eq!(board.page, n);
        all.extend(board.entries);
    }
    let key = |e: &konane_bot::game::LeaderboardEntry| {
        (e.deviation > PROVISIONAL_DEVIATION, -e.rating, -i64::from(e.games), e.user.0)
    };
    for (i, pair) in all.windows(2).enumerate() {
        assert!(key(&pair[0]) < key(&pair[1]), "out of order at rank {}: {pair:?}", i + 1);
    }
    for (i, e) in all.iter().enumerate() {
        assert_eq!(e.rank, i + 1);
    }
    all
}

/// A big bot's tables in small, filled as `konane-bot bench --only data`
/// fills its million games: every page of each server's leaderboard and of
/// the global one, read in turn, ranks each rated player once and in
/// order (the global one only the listed), and a history holds the
/// player's newest games of that server.
#[cfg(feature = "bench")]
#[tokio::test]
async fn a_big_bots_leaderboards_and_histories_hold_every_player_in_order() {
    use konane_bot::store::bench::fill::{self, GameSpread};
    let Some(e) = env().await else { return };
    let s = &e.service;
    let at = place(800);
    for _ in 0..2 {
        s.challenge(at, ALICE, Some(BOB), rated_small(ColourChoice::Black))
            .await
            .unwrap();
        s.accept(at, BOB).await.unwrap();
        play_out_at(s, at).await;
    }
    let templates = fill::finished_games(s.store().pool()).await.unwrap();
    let spread = GameSpread {
        servers: 3,
        players_per_server: 15,
        first_guild: 9_000,
        first_user: 5_000_000,
        first_channel: 7_000_000,
        start: s.now(),
    };
    let mut tx = s.store().begin().await.unwrap();
    let added = fill::clone_finished_games(
        &mut tx,
        &spread,
        templates.first.expect("templates"),
        templates.count,
        0,
        900,
    )
    .await
    .unwrap();
    fill::rate_finished_games(&mut tx).await.unwrap();
    fill::list_every(&mut tx, 4, s.now()).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(added, 900);
    assert_eq!(fill::finished_games(s.store().pool()).await.unwrap().count, 902);

    let players: Vec<UserId> = (0..45).map(|p| UserId(spread.user(p) as u64)).collect();
    for g in 0..3 {
        let guild = GuildId(9_000 + g);
        let ladder = whole_ladder(s, Some(guild)).await;
        let mut rated = Vec::new();
        for &p in &players {
            let stats = s.stats(guild, p).await.unwrap();
            if stats.games > 0 {
                rated.push((p, stats.games));
            }
        }
        let mut ranked: Vec<(UserId, u32)> = ladder.iter().map(|e| (e.user, e.games)).collect();
        ranked.sort_by_key(|&(u, _)| u);
        assert_eq!(ranked, rated, "server {g}'s table: each rated member once, with their games");
        assert!(ladder.len() > 10, "more than one page");
    }

    let global = whole_ladder(s, None).await;
    let mut listed = Vec::new();
    for &p in &players {
        if p.0 % 4 == 0 && s.stats(GUILD, p).await.unwrap().global.is_some() {
            listed.push(p);
        }
    }
    let mut on_table: Vec<UserId> = global.iter().map(|e| e.user).collect();
    on_table.sort();
    assert_eq!(on_table, listed, "the global table: the listed, each once");

    let who = players[0];
    let home = spread.home(0);
    let stats = s.stats(home, who).await.unwrap();
    let finished = stats.games + stats.casual_wins + stats.casual_losses;
    let history = s.history(home, who).await.unwrap();
    assert_eq!(history.len(), (finished as usize).min(konane_bot::game::HISTORY_GAMES));
    assert!(history.windows(2).all(|w| w[0].finished_at >= w[1].finished_at), "newest first");
    for game in &history {
        let view = s.game(game.id).await.unwrap();
        assert!(view.black == Some(who) || view.white == Some(who));
        assert_eq!(view.place.guild, home);
        assert_eq!(game.rating_change.is_some(), game.rated);
    }
}

/// A player who chose to be listed before their first rated game is on the
/// global table as soon as that game gives them a rating; unlisting takes
/// them off at once.
#[tokio::test]
async fn listing_before_a_first_rated_game_lists_the_rating_it_brings() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.set_listed(ALICE, Some("Alice")).await.unwrap();
    assert!(s.global_leaderboard(1).await.unwrap().0.entries.is_empty());
    let at = place(810);
    s.challenge(at, ALICE, Some(BOB), rated_small(ColourChoice::Black))
        .await
        .unwrap();
    s.accept(at, BOB).await.unwrap();
    play_out_at(s, at).await;
    let (board, names) = s.global_leaderboard(1).await.unwrap();
    let users: Vec<UserId> = board.entries.iter().map(|e| e.user).collect();
    assert_eq!(users, [ALICE]);
    assert_eq!(names.get(&ALICE).map(String::as_str), Some("Alice"));
    s.set_listed(ALICE, None).await.unwrap();
    assert!(s.global_leaderboard(1).await.unwrap().0.entries.is_empty());
    s.set_listed(BOB, Some("Bob")).await.unwrap();
    let users: Vec<UserId> = s.global_leaderboard(1).await.unwrap().0.entries.iter().map(|e| e.user).collect();
    assert_eq!(users, [BOB], "listing a rated player lists their rating at once");
}

/// Every rated game, in any server, also rates both players on the global
/// ladder, whose leaderboard lists only the players who chose to be listed,
/// under the name they chose; an unlisted player's global standing is
/// theirs alone to see, and no server's table shows another's members.
#[tokio::test]
async fn the_global_ladder_counts_every_server_and_lists_only_the_willing() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let here = place(700);
    let elsewhere = Place::channel(GuildId(78), ChannelId(701));
    for at in [here, elsewhere] {
        s.challenge(at, ALICE, Some(BOB), rated_small(ColourChoice::Black))
            .await
            .unwrap();
        s.accept(at, BOB).await.unwrap();
        play_out_at(s, at).await;
    }
    let stats = s.stats(GUILD, ALICE).await.unwrap();
    let global = stats.global.clone().expect("a global rating");
    assert_eq!(global.games, 2, "both servers' games count");
    assert_eq!(stats.games, 1, "the server's rating counts its own");
    assert!(!global.listed);
    // Unlisted: seen by themselves only, and on no global table.
    assert!(stats.global_seen_by(ALICE).is_some());
    assert!(stats.global_seen_by(BOB).is_none());
    let (board, _) = s.global_leaderboard(1).await.unwrap();
    assert!(board.entries.is_empty());

    s.set_listed(ALICE, Some("  Alice the Great  ")).await.unwrap();
    let (board, names) = s.global_leaderboard(1).await.unwrap();
    assert_eq!(board.entries.len(), 1);
    assert_eq!(board.entries[0].user, ALICE);
    assert_eq!(board.entries[0].games, 2);
    assert_eq!(names.get(&ALICE).map(String::as_str), Some("Alice the Great"));
    assert!(!names.contains_key(&BOB));
    let stats = s.stats(GuildId(78), ALICE).await.unwrap();
    assert!(stats.global_seen_by(BOB).is_some(), "listed: anyone may see it");

    // Each server's table keeps to its own games.
    assert_eq!(s.leaderboard(GuildId(78), 1).await.unwrap().entries.len(), 2);
    assert!(
        s.leaderboard(GuildId(79), 1)
            .await
            .unwrap()
            .entries
            .is_empty()
    );
    s.set_listed(ALICE, None).await.unwrap();
    assert!(s.global_leaderboard(1).await.unwrap().0.entries.is_empty());
    let kept = s.stats(GUILD, ALICE).await.unwrap().global.expect("kept");
    assert_eq!(kept.games, 2, "unlisting keeps the rating");
}

#[tokio::test]
async fn server_settings_shape_new_games() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    assert_eq!(
        s.settings(GUILD).await.unwrap().turn_limit,
        Duration::from_secs(72 * 3600)
    );
    assert!(matches!(
        s.set_turn_limit(GUILD, Duration::from_secs(60)).await,
        Err(ServiceError::InvalidSetting(_))
    ));
    let six = Variant::new(
        Size::new(6, 6).unwrap(),
        Opening::Centre,
        konane_bot::engine::JumpRule::Turning,
    )
    .unwrap();
    s.update_default_variant(
        GUILD,
        VariantUpdate {
            size: Some(six.size),
            opening: Some(six.opening),
            jumps: Some(six.jumps),
        },
    )
    .await
    .unwrap();
    let view = s
        .challenge(place(1), ALICE, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    assert_eq!(view.game.variant(), six);
    s.allow_channel(GUILD, ChannelId(2)).await.unwrap();
    assert!(matches!(
        s.challenge(place(3), ALICE, Some(CAROL), ChallengeOptions::default())
            .await,
        Err(ServiceError::ChannelNotAllowed)
    ));
    s.challenge(place(2), ALICE, Some(CAROL), ChallengeOptions::default())
        .await
        .unwrap();
    s.disallow_channel(GUILD, ChannelId(2)).await.unwrap();
    s.challenge(place(3), CAROL, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    let bad = ChallengeOptions {
        size: Some(Size::new(5, 7).unwrap()),
        opening: Some(Opening::Centre),
        ..Default::default()
    };
    assert!(matches!(
        s.challenge(place(4), ALICE, Some(BOB), bad).await,
        Err(ServiceError::InvalidVariant(_))
    ));
}

/// `/konane-settings` with several options is one change: all of it, or,
/// when any value is out of range, none of it.
#[tokio::test]
async fn a_settings_change_is_all_or_nothing() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let before = s.settings(GUILD).await.unwrap();
    let mixed = SettingsChange {
        turn_limit: Some(Duration::from_secs(3600)),
        variant: VariantUpdate {
            size: Some(Size::new(6, 6).unwrap()),
            ..VariantUpdate::default()
        },
        threads: Some(false),
        rated: Some(false),
        allow_channel: Some(ChannelId(5)),
        limits: LimitsUpdate {
            running_games: Some(0),
            ..LimitsUpdate::default()
        },
        ..SettingsChange::default()
    };
    let refused = s.change_settings(GUILD, mixed).await;
    assert!(
        matches!(
            &refused,
            Err(ServiceError::InvalidSetting(SettingProblem::Count {
                what: CountSetting::RunningGames,
                given: 0
            }))
        ),
        "{refused:?}"
    );
    assert_eq!(s.settings(GUILD).await.unwrap(), before);

    let fine = SettingsChange {
        limits: LimitsUpdate {
            running_games: Some(4),
            ..LimitsUpdate::default()
        },
        ..mixed
    };
    let after = s.change_settings(GUILD, fine).await.unwrap();
    assert_eq!(after.turn_limit, Duration::from_secs(3600));
    assert_eq!(after.default_variant.size, Size::new(6, 6).unwrap());
    assert_eq!((after.threads, after.rated), (false, false));
    assert_eq!(after.allowed_channels, vec![ChannelId(5)]);
    assert_eq!(after.limits.running_games, 4);
    assert_eq!(s.settings(GUILD).await.unwrap(), after, "as stored");
}

#[tokio::test]
async fn challenging_the_bot_starts_an_unrated_ai_game() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let options = ChallengeOptions {
        ai_level: Level::new(2),
        ..small(ColourChoice::White)
    };
    let view = s
        .challenge(place(30), ALICE, Some(BOT), options)
        .await
        .unwrap();
    assert_eq!(view.status, GameStatus::Active);
    assert_eq!(
        (view.black, view.white, view.ai_level, view.rated),
        (Some(BOT), Some(ALICE), Level::new(2), false)
    );
    assert_eq!(view.player_to_move(), Some(BOT));
    assert_eq!(view.turn_deadline, None, "the bot has no clock");
    // The service answers for the bot at once, with no front end asking.
    let after = bot_played(s.bot_answer(&view)).await;
    assert_eq!((after.mover, after.view.ply()), (BOT, 1));
    assert!(after.bot_answer.is_none());
    assert!(after.view.turn_deadline.is_some(), "the human's clock runs");
    let mut last = after;
    while last.end.is_none() {
        last = match last.bot_answer.take() {
            Some(answer) => bot_played(Some(answer)).await,
            None => {
                let human = last.view.game.legal_moves()[0];
                let reply = s.play(place(30), ALICE, &human.to_string()).await.unwrap();
                assert!(reply.end.is_some() || reply.bot_answer.is_some());
                reply
            }
        };
    }
    assert!(last.end.unwrap().rating_changes.is_empty());
    assert!(s.leaderboard(GUILD, 1).await.unwrap().entries.is_empty());
}

#[tokio::test]
async fn names_are_remembered_per_server_for_front_ends() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let other = GuildId(78);
    s.remember_name(GUILD, ALICE, "Alice", None).await.unwrap();
    s.remember_name(GUILD, BOT, "Kōnane Bot", None).await.unwrap();
    s.remember_name(other, ALICE, "Ali the Jumper", None)
        .await
        .unwrap();
    let names = s.names(GUILD, &[ALICE, BOB, BOT]).await.unwrap();
    assert_eq!(names.get(&ALICE).map(String::as_str), Some("Alice"));
    assert_eq!(names.get(&BOT).map(String::as_str), Some("Kōnane Bot"));
    assert!(!names.contains_key(&BOB));
    // Nicknames differ between servers; each server sees its own.
    let there = s.names(other, &[ALICE]).await.unwrap();
    assert_eq!(
        there.get(&ALICE).map(String::as_str),
        Some("Ali the Jumper")
    );
    assert_eq!(s.user_named(GUILD, "alice").await.unwrap(), Some(ALICE));
    assert_eq!(s.user_named(other, "alice").await.unwrap(), None);
    assert_eq!(
        s.user_named(other, "ALI THE JUMPER").await.unwrap(),
        Some(ALICE)
    );
}

/// Every interaction remembers its caller's name; an unchanged one must not
/// queue behind another process's write lock (item 9 of the hardening issue).
#[tokio::test]
async fn an_unchanged_name_is_not_written_again() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.remember_name(GUILD, ALICE, "Alice", None).await.unwrap();
    let mut other = hold_write_lock(&e.db.url).await;
    // The service's busy timeout is 10 s: a write would wait that long.
    tokio::time::timeout(
        Duration::from_secs(5),
        s.remember_name(GUILD, ALICE, "Alice", None),
    )
    .await
    .expect("an unchanged name returns at once, lock or not")
    .unwrap();
    sqlx::Executor::execute(&mut other, "ROLLBACK").await.unwrap();
    s.remember_name(GUILD, ALICE, "Alicia", None).await.unwrap();
    let names = s.names(GUILD, &[ALICE]).await.unwrap();
    assert_eq!(names.get(&ALICE).map(String::as_str), Some("Alicia"));
}

/// A member's locale, seen with an interaction, is kept for the direct
/// messages no interaction prompts; a server's chosen language wins over its
/// locale, and going back to the locale forgets the choice.
#[tokio::test]
async fn members_and_servers_keep_their_languages() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let lang = |code| Lang::shipped(code).expect("a shipped locale");
    s.remember_name(GUILD, ALICE, "Alice", Some("de")).await.unwrap();
    s.remember_name(GUILD, BOB, "Bob", Some("es-419")).await.unwrap();
    // Named by someone else (an opponent picked in a command): the locale stays.
    s.remember_name(GUILD, ALICE, "Alice", None).await.unwrap();
    s.remember_name(GUILD, CAROL, "Carol", None).await.unwrap();
    let seen = s.member_languages(GUILD, &[ALICE, BOB, CAROL]).await.unwrap();
    assert_eq!(seen[&ALICE], lang("de"));
    assert_eq!(seen[&BOB], lang("es-ES"));
    assert_eq!(seen[&CAROL], Lang::SOURCE);
    // The locale follows the member's client.
    s.remember_name(GUILD, ALICE, "Alice", Some("ja")).await.unwrap();
    assert_eq!(s.member_languages(GUILD, &[ALICE]).await.unwrap()[&ALICE], lang("ja"));

    assert_eq!(s.public_language(GUILD, None).await.unwrap(), Lang::SOURCE);
    assert_eq!(s.public_language(GUILD, Some("fr")).await.unwrap(), lang("fr"));
    // Remembered for messages no interaction prompts.
    assert_eq!(s.public_language(GUILD, None).await.unwrap(), lang("fr"));
    let chosen = SettingsChange {
        language: Some(Some(lang("pt-BR"))),
        ..SettingsChange::default()
    };
    assert_eq!(s.change_settings(GUILD, chosen).await.unwrap().language, Some(lang("pt-BR")));
    assert_eq!(s.public_language(GUILD, Some("fr")).await.unwrap(), lang("pt-BR"));
    let back = SettingsChange {
        language: Some(None),
        ..SettingsChange::default()
    };
    assert_eq!(s.change_settings(GUILD, back).await.unwrap().language, None);
    assert_eq!(s.public_language(GUILD, None).await.unwrap(), lang("fr"));
}

#[tokio::test]
async fn open_challenges_per_member_are_limited() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    // Three is the default: open challenges and named ones count alike.
    s.challenge(place(1), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
    s.challenge(place(2), ALICE, None, small(ColourChoice::Black))
        .await
        .unwrap();
    s.challenge(place(3), ALICE, Some(CAROL), small(ColourChoice::Black))
        .await
        .unwrap();
    let refused = s
        .challenge(place(4), ALICE, None, small(ColourChoice::Black))
        .await;
    assert!(
        matches!(refused, Err(ServiceError::TooManyChallenges(3))),
        "{refused:?}"
    );
    // Others are not held back by Alice's challenges.
    s.challenge(place(4), BOB, None, small(ColourChoice::Black))
        .await
        .unwrap();
    // The bot's games start at once, so they are never an open challenge.
    s.challenge(place(5), ALICE, Some(BOT), small(ColourChoice::Black))
        .await
        .unwrap();

    // An admin raises the limit; out-of-range values change nothing.
    let bad = s
        .update_limits(
            GUILD,
            LimitsUpdate {
                open_challenges: Some(0),
                running_games: Some(50),
                ..LimitsUpdate::default()
            },
        )
        .await;
    assert!(
        matches!(bad, Err(ServiceError::InvalidSetting(_))),
        "{bad:?}"
    );
    assert_eq!(s.settings(GUILD).await.unwrap().limits, Limits::DEFAULT);
    let raised = s
        .update_limits(
            GUILD,
            LimitsUpdate {
                open_challenges: Some(4),
                ..LimitsUpdate::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(raised.limits.open_challenges, 4);
    assert_eq!(raised.limits.running_games, Limits::DEFAULT.running_games);
    s.challenge(place(6), ALICE, None, small(ColourChoice::Black))
        .await
        .unwrap();
    assert!(matches!(
        s.challenge(place(7), ALICE, None, small(ColourChoice::Black))
            .await,
        Err(ServiceError::TooManyChallenges(4))
    ));
    // Expired challenges stop counting at once, before the scheduler closes them.
    e.clock.advance(Duration::from_secs(25 * 3600));
    s.challenge(place(7), ALICE, None, small(ColourChoice::Black))
        .await
        .unwrap();
}

#[tokio::test]
async fn running_games_per_member_are_limited() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.update_limits(
        GUILD,
        LimitsUpdate {
            running_games: Some(2),
            ..LimitsUpdate::default()
        },
    )
    .await
    .unwrap();
    start_game(s, 1, small(ColourChoice::Black)).await;
    s.challenge(place(2), ALICE, Some(BOT), small(ColourChoice::Black))
        .await
        .unwrap();
    // The bot's game counts: Alice plays two now.
    let refused = s
        .challenge(place(3), ALICE, Some(CAROL), small(ColourChoice::Black))
        .await;
    assert!(
        matches!(refused, Err(ServiceError::TooManyGames(2))),
        "{refused:?}"
    );
    // Nobody can start a third game with her, by challenge or by accepting hers.
    let refused = s
        .challenge(place(3), CAROL, Some(ALICE), small(ColourChoice::Black))
        .await;
    assert!(
        matches!(refused, Err(ServiceError::OpponentTooBusy(ALICE, 2))),
        "{refused:?}"
    );
    assert!(
        refused
            .unwrap_err()
            .message(Lang::SOURCE, |_| "Alice".into())
            .contains("Alice is already playing 2 games")
    );
    s.challenge(place(3), CAROL, None, small(ColourChoice::Black))
        .await
        .unwrap();
    let refused = s.accept(place(3), ALICE).await;
    assert!(
        matches!(refused, Err(ServiceError::TooManyGames(2))),
        "{refused:?}"
    );
    // Once a game ends, there is room again.
    s.resign(place(1), BOB).await.unwrap();
    s.accept(place(3), ALICE).await.unwrap();
}

#[tokio::test]
async fn an_unanswered_challenge_pauses_challenging_that_member_again() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let pause = Limits::DEFAULT.rechallenge_cooldown;
    s.challenge(place(1), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
    s.decline(place(1), BOB).await.unwrap();
    e.clock.advance(Duration::from_secs(60));
    let refused = s
        .challenge(place(1), ALICE, Some(BOB), small(ColourChoice::Black))
        .await;
    match refused {
        Err(ServiceError::RechallengeTooSoon {
            opponent,
            withdrawn,
            wait,
        }) => {
            assert_eq!(opponent, BOB);
            assert!(!withdrawn, "Bob declined it");
            assert_eq!(wait, pause - Duration::from_secs(60));
        }
        other => panic!("expected a pause, got {other:?}"),
    }
    // Only that pair, and only that way round, waits.
    s.challenge(place(1), ALICE, Some(CAROL), small(ColourChoice::Black))
        .await
        .unwrap();
    s.challenge(place(2), BOB, Some(ALICE), small(ColourChoice::Black))
        .await
        .unwrap();
    s.cancel(place(2), BOB).await.unwrap();
    e.clock.advance(pause);
    s.challenge(place(3), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
    // A cancelled challenge pauses too (against challenge-then-cancel
    // pings), and the refusal says it was withdrawn, not left unanswered.
    s.cancel(place(3), ALICE).await.unwrap();
    let paused = s
        .challenge(place(3), ALICE, Some(BOB), small(ColourChoice::Black))
        .await;
    assert!(
        matches!(
            paused,
            Err(ServiceError::RechallengeTooSoon {
                withdrawn: true,
                ..
            })
        ),
        "{paused:?}"
    );
    let said = paused
        .expect_err("paused")
        .message(konane_bot::i18n::Lang::SOURCE, |_| "bob".into());
    assert!(said.starts_with("You withdrew your last challenge to bob"), "{said}");
    e.clock.advance(pause);
    // An expired challenge counts as declined, from its expiry, even before
    // the scheduler has closed it.
    s.challenge(place(3), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
    e.clock
        .advance(s.config().challenge_ttl + Duration::from_secs(120));
    match s
        .challenge(place(4), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
    {
        Err(ServiceError::RechallengeTooSoon { wait, .. }) => {
            assert_eq!(wait, pause - Duration::from_secs(120));
        }
        other => panic!("expected a pause, got {other:?}"),
    }
    // A server may turn the pause off.
    s.update_limits(
        GUILD,
        LimitsUpdate {
            rechallenge_cooldown: Some(Duration::ZERO),
            vacation_days: None,
            ..LimitsUpdate::default()
        },
    )
    .await
    .unwrap();
    s.challenge(place(4), ALICE, Some(BOB), small(ColourChoice::Black))
        .await
        .unwrap();
}

#[tokio::test]
async fn every_move_is_stored_with_who_and_when() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let id = start_game(
        s,
        40,
        ChallengeOptions {
            colour: ColourChoice::White,
            ..Default::default()
        },
    )
    .await;
    s.play(place(40), BOB, "d5").await.unwrap();
    e.clock.advance(Duration::from_secs(90));
    s.play(place(40), ALICE, "e5").await.unwrap();
    let moves = s.moves(id).await.unwrap();
    let summary: Vec<(usize, UserId, &str, Timestamp)> = moves
        .iter()
        .map(|m| (m.ply, m.player, m.notation.as_str(), m.played_at))
        .collect();
    assert_eq!(
        summary,
        [
            (1, BOB, "d5", START),
            (2, ALICE, "e5", START.plus(Duration::from_secs(90)))
        ]
    );
}

/// A move against the bot is answered by the service with no front end
/// present; a turn left unanswered by a process that stopped is owed, and
/// another process answers it once the stopped one's claim lapses.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_answers_by_itself_and_a_stopped_process_turn_is_answered_after() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let view = e.bot_game_left_unanswered(31, 3).await;
    // Nothing is owed while the stopped process's claim holds.
    let idle = Duration::from_secs(60);
    assert!(s.games_awaiting_ai(idle).await.unwrap().is_empty());
    assert!(s.start_owed_bot_turns(idle).await.unwrap().is_empty());
    e.clock.advance(idle + Duration::from_secs(1));
    assert!(s.bot_turn_claim() < idle, "the claim has lapsed by now");
    assert_eq!(s.games_awaiting_ai(idle).await.unwrap(), vec![view.id]);
    let mut answers = s.start_owed_bot_turns(idle).await.unwrap();
    assert_eq!(answers.len(), 1);
    let bot_move = bot_played(answers.pop()).await;
    assert_eq!((bot_move.mover, bot_move.view.ply()), (BOT, 1));
    assert!(bot_move.bot_answer.is_none());
    e.clock.advance(idle + Duration::from_secs(1));
    assert!(
        s.games_awaiting_ai(idle).await.unwrap().is_empty(),
        "the human owes the move now"
    );
    // Every human move is answered by the service, the bot always legal.
    let mut last = bot_move;
    while last.end.is_none() {
        let human = last.view.game.legal_moves()[0];
        last = s.play(place(31), ALICE, &human.to_string()).await.unwrap();
        if last.end.is_none() {
            last = bot_played(last.bot_answer).await;
            assert_eq!(last.mover, BOT);
        }
    }
    assert!(
        s.games_awaiting_ai(Duration::ZERO)
            .await
            .unwrap()
            .is_empty()
    );
    // A game between people is never the AI's business.
    let people = start_game(s, 32, small(ColourChoice::Black)).await;
    let people = s.game(people).await.unwrap();
    assert!(s.bot_answer(&people).is_none());
}

#[tokio::test]
async fn an_open_challenge_is_taken_by_the_first_other_member() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let open = s
        .challenge(place(40), ALICE, None, rated_small(ColourChoice::Black))
        .await
        .unwrap();
    assert_eq!((open.opponent, open.status), (None, GameStatus::Challenge));
    assert!(matches!(
        s.accept(place(40), ALICE).await,
        Err(ServiceError::OwnChallenge)
    ));
    assert!(matches!(
        s.decline(place(40), BOB).await,
        Err(ServiceError::OpenChallenge)
    ));
    let started = s.accept(place(40), CAROL).await.unwrap();
    assert_eq!(started.opponent, Some(CAROL));
    assert_eq!((started.black, started.white), (Some(ALICE), Some(CAROL)));
    // Taken: nobody else can accept it now.
    assert!(matches!(
        s.accept(place(40), BOB).await,
        Err(ServiceError::NoChallengeHere)
    ));
    // An open challenge nobody takes expires like any other.
    s.challenge(place(41), BOB, None, ChallengeOptions::default())
        .await
        .unwrap();
    e.clock.advance(Duration::from_secs(25 * 3600));
    let events = s.process_due().await.unwrap();
    assert!(
        events.iter().any(|ev| matches!(ev,
            DueEvent::ChallengeExpired { view } if view.opponent.is_none() && view.challenger == BOB)),
        "{events:?}"
    );
}

#[tokio::test]
async fn casual_games_leave_ratings_alone() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    // Asked for: casual on a board that could be rated.
    let casual = ChallengeOptions {
        rated: Some(false),
        ..rated_small(ColourChoice::Black)
    };
    start_game(s, 50, casual).await;
    let end = play_out(s, 50).await.end.unwrap();
    assert!(end.rating_changes.is_empty());
    // Boards under 6x6 are casual by default, and can't be made rated.
    let tiny = start_game(s, 51, small(ColourChoice::Black)).await;
    assert!(!s.game(tiny).await.unwrap().rated);
    play_out(s, 51).await;
    let asked = ChallengeOptions {
        rated: Some(true),
        ..small(ColourChoice::Black)
    };
    assert!(matches!(
        s.challenge(place(52), ALICE, Some(BOB), asked).await,
        Err(ServiceError::CannotBeRated(_))
    ));
    // The server's default can be casual too.
    s.set_rated_default(GUILD, false).await.unwrap();
    let default = start_game(s, 53, rated_small(ColourChoice::Black)).await;
    assert!(!s.game(default).await.unwrap().rated);
    assert!(s.leaderboard(GUILD, 1).await.unwrap().entries.is_empty());
    // Stats count the casual games apart, and never claim a rating.
    let alice = s.stats(GUILD, ALICE).await.unwrap();
    assert_eq!((alice.rating, alice.games), (None, 0));
    assert_eq!(alice.casual_wins + alice.casual_losses, 2);
    let bob = s.stats(GUILD, BOB).await.unwrap();
    assert_eq!(bob.casual_wins, alice.casual_losses);
}

#[tokio::test]
async fn a_moderator_aborts_any_game_and_others_cannot() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let id = start_game(s, 60, rated_small(ColourChoice::Black)).await;
    for _ in 0..4 {
        let view = s.current_game(place(60)).await.unwrap();
        let player = view.player_to_move().unwrap();
        let m = view.game.legal_moves()[0].to_string();
        s.play(place(60), player, &m).await.unwrap();
    }
    // Carol is no player: neither from the channel nor by number.
    assert!(matches!(
        s.abort(place(60), CAROL, None, Authority::Own).await,
        Err(ServiceError::NotAPlayer)
    ));
    assert!(matches!(
        s.abort(place(99), CAROL, Some(id), Authority::Own).await,
        Err(ServiceError::NotAllowedToAbort)
    ));
    // The players are too late after four moves; a moderator is not.
    assert!(matches!(
        s.abort(place(60), ALICE, Some(id), Authority::Own).await,
        Err(ServiceError::TooLateToAbort)
    ));
    let aborted = s.abort(place(99), CAROL, Some(id), Authority::Server).await.unwrap();
    assert_eq!(aborted.status, GameStatus::Aborted);
    assert!(s.rating_changes(id).await.unwrap().is_empty());
    assert!(matches!(
        s.abort(place(99), CAROL, Some(id), Authority::Server).await,
        Err(ServiceError::GameOver)
    ));
    // A challenge too, but a game number of another server is unknown.
    let challenge = s
        .challenge(place(61), ALICE, Some(BOB), ChallengeOptions::default())
        .await
        .unwrap();
    let elsewhere = Place::channel(GuildId(5), ChannelId(1));
    assert!(matches!(
        s.abort(elsewhere, CAROL, Some(challenge.id), Authority::Server).await,
        Err(ServiceError::UnknownGame(_))
    ));
    assert!(matches!(
        s.abort(place(61), ALICE, None, Authority::Own).await,
        Err(ServiceError::AbortChallenge)
    ));
    let closed = s
        .abort(place(99), CAROL, Some(challenge.id), Authority::Server)
        .await
        .unwrap();
    assert_eq!(closed.status, GameStatus::Aborted);
}

#[tokio::test]
async fn games_in_threads_share_a_channel_and_their_threads_are_archived_once() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let parent = ChannelId(70);
    // Games are limited to the parent channel: its threads count as it.
    s.allow_channel(GUILD, parent).await.unwrap();
    let thread = |n: u64| Place::thread(GUILD, ChannelId(7000 + n), parent);
    for n in 0..2 {
        s.challenge(
            thread(n),
            ALICE,
            Some(BOB),
            rated_small(ColourChoice::Black),
        )
        .await
        .unwrap();
        let view = s.accept(thread(n), BOB).await.unwrap();
        assert_eq!(
            view.place.parent,
            Some(parent),
            "the game knows its channel"
        );
    }
    assert!(matches!(
        s.challenge(
            Place::thread(GUILD, ChannelId(7100), ChannelId(71)),
            ALICE,
            Some(BOB),
            ChallengeOptions::default()
        )
        .await,
        Err(ServiceError::ChannelNotAllowed)
    ));
    let plan_at = |place| async move {
        s.check_challenge(place, ALICE, None, &small(ColourChoice::Black))
            .await
            .unwrap()
    };
    let plan = plan_at(Place::channel(GUILD, parent)).await;
    assert!(plan.own_thread, "threads are on by default");
    let in_thread = plan_at(thread(9)).await;
    assert!(!in_thread.own_thread, "a challenge in a thread plays there");
    s.set_threads(GUILD, false).await.unwrap();
    let off = plan_at(Place::channel(GUILD, parent)).await;
    assert!(!off.own_thread);

    // The first game ends; its thread is archived an hour later, once,
    // however many processes look.
    let id = s.current_game(thread(0)).await.unwrap().id;
    s.resign(thread(0), BOB).await.unwrap();
    let archived = |events: &[DueEvent]| {
        events
            .iter()
            .filter_map(|ev| match ev {
                DueEvent::ArchiveThread { game, thread } => Some((*game, *thread)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert!(archived(&s.process_due().await.unwrap()).is_empty());
    e.clock.advance(Duration::from_secs(3601));
    let other = e.second_process(e.clock.clone()).await;
    let (mine, theirs) = tokio::join!(s.process_due(), other.process_due());
    let mut all = archived(&mine.unwrap());
    all.extend(archived(&theirs.unwrap()));
    assert_eq!(all, vec![(id, ChannelId(7000))]);
    assert!(archived(&s.process_due().await.unwrap()).is_empty());

    // A rematch in the second thread keeps it open past the hour.
    s.resign(thread(1), BOB).await.unwrap();
    let rematch = s.rematch(thread(1), BOB, None).await.unwrap();
    assert_eq!(rematch.place, thread(1));
    e.clock.advance(Duration::from_secs(3601));
    assert!(archived(&s.process_due().await.unwrap()).is_empty());
}

#[tokio::test]
async fn provisional_ratings_follow_established_ones() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let mut tx = s.store().begin().await.unwrap();
    for (user, rating, deviation) in [
        (ALICE, 1700.0, 200.0),
        (BOB, 1600.0, 60.0),
        (CAROL, 1500.0, 90.0),
    ] {
        let row = konane_bot::store::RatingRow {
            user_id: user,
            rating,
            deviation,
            volatility: 0.06,
            games: 10,
            wins: 5,
            losses: 5,
            streak: 0,
        };
        konane_bot::store::upsert_rating(&mut tx, GUILD, &row, START)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    let board = s.leaderboard(GUILD, 1).await.unwrap();
    let order: Vec<(UserId, bool)> = board
        .entries
        .iter()
        .map(|e| (e.user, e.provisional()))
        .collect();
    assert_eq!(order, vec![(BOB, false), (CAROL, false), (ALICE, true)]);
    assert_eq!(konane_bot::game::rating_text(1662.4, 200.0), "1662?");
    assert_eq!(konane_bot::game::rating_text(1662.4, 80.0), "1662");
}

#[tokio::test]
async fn newcomers_are_players_without_a_finished_game() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    start_game(s, 80, small(ColourChoice::Black)).await;
    assert_eq!(
        s.newcomers(GUILD, &[ALICE, BOB]).await.unwrap(),
        vec![ALICE, BOB]
    );
    play_out(s, 80).await;
    assert!(s.newcomers(GUILD, &[ALICE, BOB]).await.unwrap().is_empty());
    assert_eq!(
        s.newcomers(GuildId(5), &[ALICE]).await.unwrap(),
        vec![ALICE],
        "each server counts its own games"
    );
}

/// The live board moves only forward: a newer message replaces the one
/// recorded (which loses its controls), an older one arriving late is
/// itself the one to strip, and recording the same board twice changes nothing.
#[tokio::test]
async fn a_games_live_board_only_moves_forward() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let game = start_game(s, 60, small(ColourChoice::Black)).await;
    assert_eq!(s.game(game).await.unwrap().board_message, None);
    assert_eq!(s.replace_board(game, MessageId(100)).await.unwrap(), None);
    assert_eq!(
        s.replace_board(game, MessageId(200)).await.unwrap(),
        Some(MessageId(100))
    );
    assert_eq!(
        s.replace_board(game, MessageId(150)).await.unwrap(),
        Some(MessageId(150))
    );
    assert_eq!(s.replace_board(game, MessageId(200)).await.unwrap(), None);
    // Another process reads the same live board.
    let other = e.second_process(e.clock.clone()).await;
    assert_eq!(
        other.game(game).await.unwrap().board_message,
        Some(MessageId(200))
    );
}

/// Direct-message notices are each member's choice in each server.
#[tokio::test]
async fn direct_message_notices_are_per_member_and_server() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let everyone = [ALICE, BOB, CAROL];
    assert!(
        s.wanting_dm_notices(GUILD, &everyone)
            .await
            .unwrap()
            .is_empty()
    );
    s.set_dm_notices(GUILD, BOB, true).await.unwrap();
    s.set_dm_notices(GUILD, BOB, true).await.unwrap();
    s.set_dm_notices(GUILD, CAROL, true).await.unwrap();
    assert_eq!(
        s.wanting_dm_notices(GUILD, &everyone).await.unwrap(),
        vec![BOB, CAROL]
    );
    assert!(
        s.wanting_dm_notices(GuildId(78), &everyone)
            .await
            .unwrap()
            .is_empty()
    );
    s.set_dm_notices(GUILD, CAROL, false).await.unwrap();
    assert_eq!(
        s.wanting_dm_notices(GUILD, &everyone).await.unwrap(),
        vec![BOB]
    );
}

/// A hint in a finished game is asked for by the record's move number:
/// "2" is the position before Black's second move, "2..." before White's.
#[tokio::test]
async fn hints_count_moves_as_the_record_does() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let game = start_game(s, 61, small(ColourChoice::Black)).await;
    play_out(s, 61).await;
    let moves = s.game(game).await.unwrap().ply();
    assert!(moves >= 4, "a 4×4 game lasts at least four moves");
    for (asked, ply) in [("1", 0), ("1...", 1), ("2", 2), ("2…", 3)] {
        let number = asked.parse().unwrap();
        let request = s
            .hint_request(place(61), ALICE, Some(game), Some(number))
            .await
            .unwrap();
        assert_eq!(request.ply, ply, "{asked}");
    }
    let past = konane_bot::engine::MoveNumber::of_ply(moves);
    let refused = s
        .hint_request(place(61), ALICE, Some(game), Some(past))
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ServiceError::NoSuchMove { asked, .. } if asked == past),
        "{refused:?}"
    );
    assert!(refused.to_string().contains(&past.to_string()), "{refused}");
}

/// One game whose stored moves no longer load stops nothing else: the
/// other forfeits go out, and the broken game is aborted, so its channel
/// takes a new challenge and later ticks don't meet it again.
#[tokio::test]
async fn a_game_that_no_longer_loads_stops_nothing_else_past_its_deadline() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.set_turn_limit(GUILD, Duration::from_secs(3600))
        .await
        .unwrap();
    let options = ChallengeOptions {
        colour: ColourChoice::Black,
        ..Default::default()
    };
    let broken = start_game(s, 62, options).await;
    let sound = start_game(s, 63, options).await;
    sqlx::query("UPDATE games SET move_list = 'd5 q0', ply = 2 WHERE id = $1")
        .bind(broken)
        .execute(s.store().writer())
        .await
        .unwrap();
    e.clock.advance(Duration::from_secs(3600));
    assert_eq!(forfeited(s.process_due().await.unwrap()), vec![sound]);
    assert!(s.process_due().await.unwrap().is_empty());
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(broken)
        .fetch_one(s.store().pool())
        .await
        .unwrap();
    assert_eq!(status, "aborted");
    s.challenge(place(62), CAROL, Some(BOB), options)
        .await
        .expect("the broken game's channel is free again");
}

/// A game's number shows it only to its players, or in the channel (or
/// thread) where it was played: a member can't read a private channel's
/// game from elsewhere, in replays, hints or analyses.
#[tokio::test]
async fn games_by_number_are_seen_by_players_or_where_they_were_played() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let game = start_game(s, 64, small(ColourChoice::Black)).await;
    play_out(s, 64).await;
    let elsewhere = place(65);
    for (who, at) in [(BOB, elsewhere), (ALICE, elsewhere), (CAROL, place(64))] {
        assert_eq!(s.game_visible(at, who, game).await.unwrap().id, game);
        assert!(s.analysis_target(at, who, Some(game)).await.is_ok());
    }
    let hidden =
        |r: Result<_, ServiceError>| matches!(r, Err(ServiceError::UnknownGame(g)) if g == game);
    assert!(hidden(
        s.game_visible(elsewhere, CAROL, game).await.map(drop)
    ));
    assert!(hidden(
        s.game_named_or_current(elsewhere, CAROL, Some(game))
            .await
            .map(drop)
    ));
    assert!(hidden(
        s.analysis_target(elsewhere, CAROL, Some(game))
            .await
            .map(drop)
    ));
    assert!(hidden(
        s.hint_request(elsewhere, CAROL, Some(game), None)
            .await
            .map(drop)
    ));
}

/// A front end serving one server (the terminal) applies only that
/// server's deadlines; the others stay for the bot, which posts them.
#[tokio::test]
async fn deadlines_can_be_applied_for_one_server_only() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let other = GuildId(78);
    for guild in [GUILD, other] {
        s.set_turn_limit(guild, Duration::from_secs(3600))
            .await
            .unwrap();
    }
    let options = ChallengeOptions {
        colour: ColourChoice::Black,
        ..Default::default()
    };
    let here = start_game(s, 66, options).await;
    let there_place = Place::channel(other, ChannelId(67));
    let there = s
        .challenge(there_place, ALICE, Some(BOB), options)
        .await
        .unwrap()
        .id;
    s.accept(there_place, BOB).await.unwrap();
    e.clock.advance(Duration::from_secs(3600));
    assert_eq!(
        forfeited(s.process_due_in(GUILD).await.unwrap()),
        vec![here]
    );
    assert_eq!(s.game(there).await.unwrap().status, GameStatus::Active);
    assert_eq!(forfeited(s.process_due().await.unwrap()), vec![there]);
}

/// A move that comes after the deadline forfeits the game (the mover is
/// told their time ran out), and the scheduler still announces the forfeit,
/// with its rating changes, once.
#[tokio::test]
async fn a_forfeit_found_by_a_late_move_is_announced_once() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    s.set_turn_limit(GUILD, Duration::from_secs(3600))
        .await
        .unwrap();
    let game = start_game(s, 68, rated_small(ColourChoice::Black)).await;
    let first_legal = || async { s.game(game).await.unwrap().game.legal_moves()[0].to_string() };
    s.play(place(68), ALICE, &first_legal().await)
        .await
        .unwrap();
    s.play(place(68), BOB, &first_legal().await).await.unwrap();
    e.clock.advance(Duration::from_secs(3601));
    let late = s.play(place(68), ALICE, &first_legal().await).await;
    assert!(matches!(late, Err(ServiceError::TimeRanOut)), "{late:?}");
    assert_eq!(s.game(game).await.unwrap().status, GameStatus::Finished);
    // Another process's scheduler announces it; later passes don't again.
    let scheduler = e.second_process(e.clock.clone()).await;
    let events = scheduler.process_due().await.unwrap();
    let announced: Vec<_> = events
        .iter()
        .filter_map(|ev| match ev {
            DueEvent::Forfeit { view, end } => Some((view.id, end.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(announced.len(), 1, "{events:?}");
    let (id, end) = &announced[0];
    assert_eq!((*id, end.winner, end.loser), (game, BOB, ALICE));
    assert_eq!(end.outcome.reason, EndReason::Timeout);
    assert_eq!(end.rating_changes.len(), 2);
    assert!(scheduler.process_due().await.unwrap().is_empty());
    assert!(s.process_due().await.unwrap().is_empty());
}

/// A member has one hint or analysis at a time: asking again while one is
/// on its way is refused at once, others are not held up,
/// and once it is answered the member may ask again.
#[tokio::test]
async fn one_hint_or_analysis_per_member_at_a_time() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let game = start_game(s, 66, small(ColourChoice::Black)).await;
    play_out(s, 66).await;
    let pending = s
        .hint_request(place(66), ALICE, Some(game), None)
        .await
        .unwrap();
    let again = s.analysis_target(place(66), ALICE, Some(game)).await;
    assert!(matches!(again, Err(ServiceError::AiBusy)), "{again:?}");
    let other = s
        .analysis_target(place(66), BOB, Some(game))
        .await
        .unwrap();
    s.analyze(other).await.unwrap();
    s.hint(pending).await.unwrap();
    s.hint_request(place(66), ALICE, Some(game), None)
        .await
        .unwrap();
}

/// Two bot processes that find the same owed turn may both start it, but
/// only one plays it; the other learns it has nothing to post.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_owed_turn_found_twice_is_played_once() {
    let Some(e) = env().await else { return };
    let other = e.second_process(e.clock.clone()).await;
    let view = e.bot_game_left_unanswered(67, 2).await;
    let idle = Duration::from_secs(60);
    e.clock.advance(idle + Duration::from_secs(1));
    let (mine, theirs) = tokio::join!(
        e.service.start_owed_bot_turns(idle),
        other.start_owed_bot_turns(idle)
    );
    let mut played = 0;
    for answer in mine.unwrap().into_iter().chain(theirs.unwrap()) {
        match answer.reply().await {
            BotReply::Played(_) => played += 1,
            BotReply::Nothing => {}
            BotReply::Failed => panic!("the bot could not move"),
        }
    }
    assert_eq!(played, 1, "exactly one process plays the turn");
    assert_eq!(e.service.game(view.id).await.unwrap().ply(), 1);
}

/// An owed turn is thought about by one process only: the first claim in the
/// database takes it, and the others leave it (and no longer list it) until
/// the claim lapses, as it does when its process stopped.
#[tokio::test]
async fn an_owed_turn_is_claimed_by_one_process_until_the_claim_lapses() {
    let Some(e) = env().await else { return };
    let view = e.bot_game_left_unanswered(68, 2).await;
    let processes = [
        e.second_process(e.clock.clone()).await,
        e.second_process(e.clock.clone()).await,
        e.second_process(e.clock.clone()).await,
    ];
    e.clock.advance(Duration::from_secs(60));
    let idle = Duration::from_secs(30);
    assert_eq!(
        processes[0].games_awaiting_ai(idle).await.unwrap(),
        vec![view.id]
    );
    // A process that claimed and then stopped: its claim holds for a minute.
    let ply = e.service.game(view.id).await.unwrap().ply();
    let now = konane_bot::game::Clock::now(&e.clock);
    let until = now.plus(Duration::from_secs(60));
    assert!(
        konane_bot::store::claim_ai_turn(e.service.store().writer(), view.id, ply, now, until)
            .await
            .unwrap()
    );
    for p in &processes {
        assert!(p.games_awaiting_ai(idle).await.unwrap().is_empty());
        assert!(
            p.start_owed_bot_turns(idle).await.unwrap().is_empty(),
            "a claimed turn is left alone"
        );
    }
    e.clock.advance(Duration::from_secs(61));
    let (a, b, c) = tokio::join!(
        processes[0].start_owed_bot_turns(idle),
        processes[1].start_owed_bot_turns(idle),
        processes[2].start_owed_bot_turns(idle),
    );
    let mut played = 0;
    for answer in [a.unwrap(), b.unwrap(), c.unwrap()].into_iter().flatten() {
        if let BotReply::Played(_) = answer.reply().await {
            played += 1;
        }
    }
    assert_eq!(played, 1, "exactly one process plays the lapsed turn");
    assert_eq!(e.service.game(view.id).await.unwrap().ply(), 1);
}

/// A winning move (`wins`) or a losing one in `view`'s position, by the solver.
fn puzzle_move(view: &konane_bot::game::PuzzleView, wins: bool) -> String {
    let mut brain = konane_bot::ai::Brain::with_bytes(16 << 20);
    let (verdicts, _) = brain
        .verdicts(
            &view.position(),
            view.rules,
            konane_bot::ai::Limits::NONE,
            &konane_bot::ai::Stop::new(),
        )
        .expect("no limits");
    let (m, _) = verdicts
        .into_iter()
        .find(|&(_, w)| w == wins)
        .expect("such a move");
    m.to_string()
}

/// Plays today's puzzle to the end with winning moves; the last answer.
async fn solve_puzzle(
    s: &Service,
    user: UserId,
) -> konane_bot::game::PuzzleAnswer {
    loop {
        let view = s.todays_puzzle(GUILD, user).await.expect("puzzle");
        let request = s
            .puzzle_answer_request(GUILD, user, &puzzle_move(&view, true), None)
            .await
            .expect("a legal answer");
        let answer = s.answer_puzzle(GUILD, user, request).await.expect("answered");
        if answer.view.status.is_over() {
            return answer;
        }
    }
}

#[tokio::test]
async fn puzzles_are_stocked_once_and_a_server_has_one_a_day() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    assert!(matches!(
        s.todays_puzzle(GUILD, ALICE).await,
        Err(ServiceError::NoPuzzles)
    ));
    let shipped = konane_bot::game::SHIPPED_PUZZLES;
    assert_eq!(s.import_puzzles(shipped).await.unwrap(), 365);
    assert_eq!(s.import_puzzles(shipped).await.unwrap(), 0, "stored once");
    let bad = shipped.replacen("konane-puzzles 1", "konane-puzzles 1\nnot a puzzle", 1);
    let refused = s.import_puzzles(&bad).await.unwrap_err();
    assert!(refused.to_string().contains("line 2"), "{refused}");

    let alice = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    let bob = s.todays_puzzle(GUILD, BOB).await.unwrap();
    assert_eq!(alice.number, bob.number, "the same puzzle for every member");
    assert_eq!(alice.status, konane_bot::values::AttemptStatus::NotStarted);
    let mut others = std::collections::HashSet::new();
    for guild in 1..6 {
        others.insert(s.todays_puzzle(GuildId(guild), ALICE).await.unwrap().number);
    }
    assert!(others.len() > 1, "servers start at different puzzles");
    env.clock.advance(Duration::from_secs(86_400));
    let tomorrow = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    assert_eq!(tomorrow.day, alice.day + 1);
    assert_ne!(tomorrow.number, alice.number, "a new day, a new puzzle");
}

#[tokio::test]
async fn streaks_count_days_in_a_row_and_a_missed_day_ends_one() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    let day = Duration::from_secs(86_400);
    let solved = solve_puzzle(s, ALICE).await;
    assert_eq!(solved.view.status, konane_bot::values::AttemptStatus::Solved);
    assert_eq!((solved.view.score.solved, solved.view.score.streak), (1, 1));
    env.clock.advance(day);
    let solved = solve_puzzle(s, ALICE).await;
    assert_eq!((solved.view.score.solved, solved.view.score.streak), (2, 2));
    // Bob fails today's.
    let view = s.todays_puzzle(GUILD, BOB).await.unwrap();
    let request = s
        .puzzle_answer_request(GUILD, BOB, &puzzle_move(&view, false), None)
        .await
        .unwrap();
    let failed = s.answer_puzzle(GUILD, BOB, request).await.unwrap();
    assert!(matches!(failed.step, konane_bot::ai::Step::Refuted(_)));
    assert_eq!(failed.view.status, konane_bot::values::AttemptStatus::Failed);
    // A day missed: the streak shows 0, and the next solve starts again at 1.
    env.clock.advance(day * 2);
    let board = s.puzzle_leaderboard(GUILD, 1).await.unwrap();
    assert_eq!(board.len(), 1, "only solvers are listed");
    assert_eq!((board[0].user, board[0].streak, board[0].best_streak), (Some(ALICE), 0, 2));
    let solved = solve_puzzle(s, ALICE).await;
    let score = solved.view.score;
    assert_eq!((score.solved, score.streak, score.best_streak), (3, 1, 2));
}

#[tokio::test]
async fn a_stale_menu_an_illegal_move_or_an_ended_attempt_is_refused() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    let view = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    let stale = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, true), Some((view.day, 2)))
        .await;
    assert!(matches!(stale, Err(ServiceError::PuzzleMovedOn)));
    let yesterday = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, true), Some((view.day - 1, 0)))
        .await;
    assert!(matches!(yesterday, Err(ServiceError::PuzzleMovedOn)));
    let illegal = s.puzzle_answer_request(GUILD, ALICE, "a1-a9", None).await;
    assert!(matches!(illegal, Err(ServiceError::IllegalMove(_))));
    // One answer at a time per member.
    let first = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, false), None)
        .await
        .unwrap();
    let second = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, false), None)
        .await;
    assert!(matches!(second, Err(ServiceError::AiBusy)));
    s.answer_puzzle(GUILD, ALICE, first).await.unwrap();
    let over = s
        .puzzle_answer_request(GUILD, ALICE, &puzzle_move(&view, true), None)
        .await;
    assert!(matches!(over, Err(ServiceError::PuzzleOver(false))));
    let stored = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    assert_eq!(stored.moves.len(), 2, "the wrong move and its refutation, once");
}

/// The puzzle of the day changes at midnight UTC, not 24 hours after a
/// server's first look.
#[tokio::test]
async fn the_puzzle_day_turns_at_midnight_utc() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    const DAY_MS: i64 = 86_400_000;
    let before_midnight = DAY_MS - START.0.rem_euclid(DAY_MS) - 1;
    env.clock
        .advance(Duration::from_millis(before_midnight as u64));
    let late = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    assert_eq!(late.day, START.0.div_euclid(DAY_MS), "23:59:59.999 is still today");
    env.clock.advance(Duration::from_millis(1));
    let next = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    assert_eq!(next.day, late.day + 1, "midnight starts the next day");
    assert_ne!(next.number, late.number);
}

/// Only the first move of a puzzle must be the one winning move; after it,
/// any move that still wins is right, not only the stored line's.
#[tokio::test]
async fn after_the_first_move_any_winning_move_is_right() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    let mut brain = konane_bot::ai::Brain::with_bytes(16 << 20);
    for _ in 0..60 {
        // Alice and Bob answer the first move alike, and meet the same defence.
        let mut after_first = Vec::new();
        for user in [ALICE, BOB] {
            let view = s.todays_puzzle(GUILD, user).await.unwrap();
            let request = s
                .puzzle_answer_request(GUILD, user, &puzzle_move(&view, true), None)
                .await
                .unwrap();
            after_first.push(s.answer_puzzle(GUILD, user, request).await.unwrap().view);
        }
        let (alice, bob) = (&after_first[0], &after_first[1]);
        let winners: Vec<String> = if alice.status.is_over() || alice.moves != bob.moves {
            Vec::new()
        } else {
            let (verdicts, _) = brain
                .verdicts(
                    &alice.position(),
                    alice.rules,
                    konane_bot::ai::Limits::NONE,
                    &konane_bot::ai::Stop::new(),
                )
                .expect("no limits");
            verdicts
                .into_iter()
                .filter(|&(_, wins)| wins)
                .map(|(m, _)| m.to_string())
                .collect()
        };
        if winners.len() < 2 {
            env.clock.advance(Duration::from_secs(86_400));
            continue;
        }
        // Two different winning moves, one each: both are right.
        for (user, answer) in [(ALICE, &winners[0]), (BOB, &winners[winners.len() - 1])] {
            let request = s
                .puzzle_answer_request(GUILD, user, answer, None)
                .await
                .unwrap();
            let answered = s.answer_puzzle(GUILD, user, request).await.unwrap();
            assert!(
                !matches!(answered.step, konane_bot::ai::Step::Refuted(_)),
                "{answer} wins, yet was refuted"
            );
            assert_ne!(answered.view.status, konane_bot::values::AttemptStatus::Failed);
        }
        return;
    }
    panic!("no puzzle in 60 days had two winning second moves");
}

/// A stored attempt that can't be (failed, yet without its wrong move and
/// refutation) is an error naming the row, not a panic further on.
#[tokio::test]
async fn a_corrupt_puzzle_attempt_is_an_error_naming_the_row() {
    let Some(env) = env().await else { return };
    let s = &env.service;
    s.import_puzzles(konane_bot::game::SHIPPED_PUZZLES).await.unwrap();
    let view = s.todays_puzzle(GUILD, ALICE).await.unwrap();
    sqlx::query(
        "INSERT INTO puzzle_attempts (guild_id, user_id, day, puzzle_id, moves, status, updated_at) \
         VALUES ($1, $2, $3, $4, '', 'failed', 0)",
    )
    .bind(GUILD)
    .bind(ALICE)
    .bind(view.day)
    .bind(view.number)
    .execute(s.store().writer())
    .await
    .unwrap();
    let ServiceError::Internal(error) = s.todays_puzzle(GUILD, ALICE).await.unwrap_err() else {
        panic!("a corrupt row is an internal error");
    };
    let said = error.to_string();
    assert!(
        said.contains(&format!("member {ALICE} in server {GUILD} on day {}", view.day))
            && said.contains("a failed attempt can't have 0 moves"),
        "{said}"
    );
    // Other members' attempts still work.
    assert!(s.todays_puzzle(GUILD, BOB).await.is_ok());
}

/// Hints help against the bot, or after a game: never while two members
/// play, rated or casual (a hint would play for one of them).
#[tokio::test]
async fn no_hints_while_two_members_play_rated_or_casual() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    let casual = ChallengeOptions {
        rated: Some(false),
        ..small(ColourChoice::Black)
    };
    let game = start_game(s, 67, casual).await;
    assert!(!s.game(game).await.unwrap().rated);
    let refused = s.hint_request(place(67), ALICE, None, None).await;
    assert!(
        matches!(refused, Err(ServiceError::NoHintsMidGame)),
        "{refused:?}"
    );
    // Once it is over, the same member may ask.
    play_out(s, 67).await;
    s.hint_request(place(67), ALICE, Some(game), None)
        .await
        .expect("a hint after the game");
    // Against the bot, during the game.
    let against_bot = ChallengeOptions {
        ai_level: Level::new(1),
        ..small(ColourChoice::Black)
    };
    s.challenge(place(68), ALICE, Some(BOT), against_bot)
        .await
        .expect("a game against the bot");
    s.hint_request(place(68), ALICE, None, None)
        .await
        .expect("a hint against the bot");
}

/// A rematch keeps the rated-or-casual choice of the game it repeats, not
/// the server's default (rated), with colours swapped.
#[tokio::test]
async fn a_rematch_keeps_the_games_rated_choice() {
    let Some(e) = env().await else { return };
    let s = &e.service;
    for rated in [false, true] {
        let channel = if rated { 71 } else { 72 };
        let options = ChallengeOptions {
            rated: Some(rated),
            ..rated_small(ColourChoice::Black)
        };
        let game = start_game(s, channel, options).await;
        play_out(s, channel).await;
        assert_eq!(s.game(game).await.unwrap().rated, rated);
        let again = s.rematch(place(channel), BOB, Some(game)).await.unwrap();
        assert_eq!(again.rated, rated, "a rematch of a rated={rated} game");
        assert_eq!(again.challenger, BOB);
        s.accept(place(channel), ALICE).await.unwrap();
        let started = s.game(again.id).await.unwrap();
        assert_eq!((started.black, started.white), (Some(BOB), Some(ALICE)));
    }
}
