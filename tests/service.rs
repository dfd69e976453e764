//! The game service on a real database, SQLite and PostgreSQL in turn: whole games, every refusal,
//! restarts, races between concurrent callers (and between two pools, as two
//! bot processes would be), deadlines with a controllable clock, and ratings
//! against Glicko-2 computed by hand.

mod support;

mod sqlite {
    const BACKEND: konane_bot::store::Backend = konane_bot::store::Backend::Sqlite;
    include!("service/cases.rs");
    include!("service/races.rs");
    include!("service/ratings.rs");
    include!("service/members.rs");
    include!("service/challenges.rs");
    include!("service/running.rs");
    include!("service/puzzles.rs");
    include!("service/tournaments.rs");
    include!("service/seasons.rs");
    include!("service/seeks.rs");
    include!("service/vacations.rs");
    include!("service/takebacks.rs");
    include!("service/follows.rs");
    include!("service/positions.rs");
    include!("service/verdicts.rs");
    include!("service/binds.rs");
    include!("service/live.rs");
    include!("service/clocks.rs");
    include!("service/reviews.rs");
}

mod postgres {
    const BACKEND: konane_bot::store::Backend = konane_bot::store::Backend::Postgres;
    include!("service/cases.rs");
    include!("service/races.rs");
    include!("service/ratings.rs");
    include!("service/members.rs");
    include!("service/challenges.rs");
    include!("service/running.rs");
    include!("service/puzzles.rs");
    include!("service/tournaments.rs");
    include!("service/seasons.rs");
    include!("service/seeks.rs");
    include!("service/vacations.rs");
    include!("service/takebacks.rs");
    include!("service/follows.rs");
    include!("service/positions.rs");
    include!("service/verdicts.rs");
    include!("service/binds.rs");
    include!("service/live.rs");
    include!("service/clocks.rs");
    include!("service/reviews.rs");
}

/// A deadlock between two transactions on PostgreSQL aborts one of them with
/// an error the service runs again (a game's last move with its ratings),
/// while an error such as a unique violation stands.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_deadlock_is_an_error_to_run_again() {
    use konane_bot::store::{Store, StoreError};
    let Some(db) = support::databases::TestDb::postgres().await else {
        return;
    };
    let store = Store::open(&db.url).await.expect("store");
    let guild = konane_bot::values::GuildId(1);
    for channel in [1, 2] {
        konane_bot::store::allow_channel(
            store.writer(),
            guild,
            konane_bot::values::ChannelId(channel),
        )
        .await
        .expect("a row");
    }
    let touch = "UPDATE allowed_channels SET guild_id = guild_id WHERE channel_id = $1";
    let (mut first, mut second) = (store.begin().await.unwrap(), store.begin().await.unwrap());
    sqlx::query(touch)
        .bind(1_i64)
        .execute(&mut *first)
        .await
        .unwrap();
    sqlx::query(touch)
        .bind(2_i64)
        .execute(&mut *second)
        .await
        .unwrap();
    let (a, b) = tokio::join!(
        sqlx::query(touch).bind(2_i64).execute(&mut *first),
        sqlx::query(touch).bind(1_i64).execute(&mut *second),
    );
    let failed: Vec<StoreError> = [a.err(), b.err()]
        .into_iter()
        .flatten()
        .map(StoreError::from)
        .collect();
    assert_eq!(
        failed.len(),
        1,
        "PostgreSQL ends one of the two: {failed:?}"
    );
    assert!(failed[0].is_retryable(), "{}", failed[0]);
    drop((first, second));
    let duplicate =
        sqlx::query("INSERT INTO allowed_channels (guild_id, channel_id) VALUES (1, 1)")
            .execute(store.writer())
            .await
            .expect_err("a duplicate");
    assert!(!StoreError::from(duplicate).is_retryable());
    store.close().await;
}

/// A game's last move deadlocks with another transaction on PostgreSQL: the
/// server aborts the move's transaction, and the service runs it again, so
/// the move is played once, with its ratings settled once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_last_move_aborted_by_a_deadlock_runs_again() {
    use std::sync::Arc;

    use konane_bot::engine::{Opening, Size};
    use konane_bot::game::{ChallengeOptions, Service, ServiceConfig, SystemClock};
    use konane_bot::store::Store;
    use konane_bot::values::{ChannelId, ColourChoice, GuildId, Place, UserId};
    use sqlx::Connection as _;
    let Some(db) = support::databases::TestDb::postgres().await else {
        return;
    };
    let name = format!("konane_deadlock_{}", std::process::id());
    // PostgreSQL looks for a deadlock once, deadlock_timeout after a wait
    // begins, and ends the transaction that finds it. The move's connections
    // look after 3 s, by when the other transaction has closed the cycle;
    // the other looks only after a minute, so the move is the one ended.
    let url = format!(
        "{}&application_name={name}",
        db.url.replacen(
            "options=-c%20search_path",
            "options=-c%20deadlock_timeout%3D3s%20-c%20search_path",
            1
        )
    );
    let service = Service::new(
        Store::open(&url).await.expect("store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let (guild, alice, bob) = (GuildId(5), UserId(51), UserId(52));
    let place = Place::channel(guild, ChannelId(6));
    let options = ChallengeOptions {
        size: Some(Size::new(6, 6).expect("size")),
        opening: Some(Opening::Any),
        colour: ColourChoice::Black,
        rated: Some(true),
        ..ChallengeOptions::default()
    };
    service
        .challenge(place, alice, Some(bob), options)
        .await
        .expect("challenge");
    service.accept(place, bob).await.expect("accept");
    // Play on to a position where the mover has a move that ends the game.
    let (mover, last) = loop {
        let view = service.current_game(place).await.expect("game");
        let player = view.player_to_move().expect("a game in play");
        let moves = view.game.legal_moves();
        let ending = moves.iter().copied().find(|&m| {
            let mut after = view.game.clone();
            after.play(m).is_ok() && after.is_over()
        });
        if let Some(m) = ending.filter(|_| view.ply() >= 2) {
            break (player, m);
        }
        service
            .play(place, player, &moves[0].to_string())
            .await
            .expect("a move");
    };
    let game = service.current_game(place).await.expect("game").id;

    // Another transaction holds both players' rating locks...
    let other = Store::open(&db.url).await.expect("another store");
    let mut tx = other.begin().await.expect("a transaction");
    sqlx::query("SET LOCAL deadlock_timeout = '60s'")
        .execute(&mut *tx)
        .await
        .expect("a patient transaction");
    konane_bot::store::lock_ratings(&mut tx, guild, &[alice, bob])
        .await
        .expect("the rating locks");
    // ...so the move's transaction, having updated the game's row, waits.
    let playing = {
        let service = service.clone();
        tokio::spawn(async move { service.play(place, mover, &last.to_string()).await })
    };
    let admin = sqlx::PgConnection::connect(&db.url).await.expect("admin");
    let admin = &tokio::sync::Mutex::new(admin);
    let name = &name;
    support::poll::eventually(
        "the move never waited for the rating locks",
        || async move {
            let blocked: i64 = sqlx::query_scalar(
                "SELECT count(*) FROM pg_stat_activity \
             WHERE application_name = $1 AND wait_event = 'advisory'",
            )
            .bind(name)
            .fetch_one(&mut *admin.lock().await)
            .await
            .expect("pg_stat_activity");
            (blocked == 1).then_some(())
        },
    )
    .await;
    // Now wait for the game's row: a deadlock, which the move's transaction
    // finds first and is ended for; this update then goes through.
    sqlx::query("UPDATE games SET updated_at = updated_at WHERE id = $1")
        .bind(game)
        .execute(&mut *tx)
        .await
        .expect("the move's transaction was the one aborted");
    tx.rollback().await.expect("rolled back");
    let played = playing
        .await
        .expect("the task")
        .expect("the move, run again, is played");
    let end = played.end.expect("the game ended");
    assert_eq!(end.rating_changes.len(), 2);
    assert_eq!(
        service.rating_changes(game).await.expect("changes").len(),
        2
    );
    let view = service.game(game).await.expect("game");
    assert_eq!(view.status, konane_bot::values::GameStatus::Finished);
    assert_eq!(service.moves(game).await.expect("moves").len(), view.ply());
}
