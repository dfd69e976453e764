//! The game service on a real database, SQLite and PostgreSQL in turn: whole games, every refusal,
//! restarts, races between concurrent callers (and between two pools, as two
//! bot processes would be), deadlines with a controllable clock, and ratings
//! against Glicko-2 computed by hand.

mod support;

mod sqlite {
    const BACKEND: konane_bot::store::Backend = konane_bot::store::Backend::Sqlite;
    include!("service/cases.rs");
}

mod postgres {
    const BACKEND: konane_bot::store::Backend = konane_bot::store::Backend::Postgres;
    include!("service/cases.rs");
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
    let guild = konane_bot::game::GuildId(1);
    for channel in [1, 2] {
        konane_bot::store::allow_channel(
            store.writer(),
            guild,
            konane_bot::game::ChannelId(channel),
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
