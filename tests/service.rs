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
