//! Opening a database that must already be the bot's: the tools that read
//! (`backup`, `privacy`) never create a file, a table or a migration, and
//! every URL must name its database.

use std::path::Path;

use sqlx::migrate::Migrator;
use sqlx::{Any, Pool};

use super::{Backend, StoreError};

/// Whether opening a database may set it up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Setup {
    /// The bot and `play`: an SQLite file is created if missing, and
    /// migrations are applied.
    CreateAndMigrate,
    /// Tools that read: the database must exist with the bot's tables, as
    /// new as this build's.
    ExistingOnly,
}

fn no_database(database: &str, why: impl Into<String>) -> StoreError {
    StoreError::NoDatabase {
        database: database.to_string(),
        why: why.into(),
    }
}

/// The URL without a password, for messages.
fn shown(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    match rest.split_once('@') {
        Some((credentials, host)) if credentials.contains(':') => {
            let user = credentials.split(':').next().unwrap_or_default();
            format!("{scheme}://{user}:***@{host}")
        }
        _ => url.to_string(),
    }
}

/// The file an SQLite URL names (`sqlite://FILE?…`, `sqlite:FILE`).
fn sqlite_file(url: &str) -> &str {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    rest.split('?').next().unwrap_or_default()
}

/// Refuses a URL that names no database: `postgres://HOST/` would
/// otherwise land on the server's default database, `sqlite://` on nothing.
pub(super) fn names_a_database(url: &str, backend: Backend) -> Result<(), StoreError> {
    let named = match backend {
        Backend::Sqlite => !sqlite_file(url).is_empty(),
        Backend::Postgres => url
            .split_once("://")
            .and_then(|(_, rest)| rest.split_once('/'))
            .is_some_and(|(_, path)| !path.split('?').next().unwrap_or_default().is_empty()),
    };
    if named {
        Ok(())
    } else {
        Err(no_database(
            &shown(url),
            "the URL names no database: use sqlite://FILE?mode=rwc or postgres://USER@HOST/DATABASE",
        ))
    }
}

/// The URL to connect with: for a database that must exist, its file is
/// checked for and opened without `mode=rwc`, so SQLite creates nothing.
pub(super) fn sqlite_url(url: &str, setup: Setup) -> Result<String, StoreError> {
    if setup == Setup::CreateAndMigrate {
        return Ok(url.to_string());
    }
    let file = sqlite_file(url);
    if file == ":memory:" {
        return Err(no_database(
            url,
            "a database in memory holds nothing to read",
        ));
    }
    if !Path::new(file).is_file() {
        return Err(no_database(
            file,
            "no such file (this tool reads the bot's database and creates none; check DATABASE_URL or --database)",
        ));
    }
    Ok(format!("sqlite://{file}?mode=rw"))
}

/// Applies the migrations, or, for a database that must exist, checks that
/// every one of them was applied, changing nothing.
pub(super) async fn set_up(
    migrator: &Migrator,
    pool: &Pool<Any>,
    setup: Setup,
    url: &str,
) -> Result<(), StoreError> {
    if setup == Setup::CreateAndMigrate {
        return Ok(migrator.run(pool).await?);
    }
    let database = if url.starts_with("sqlite") {
        sqlite_file(url).to_string()
    } else {
        shown(url)
    };
    let applied: Vec<i64> = sqlx::query_scalar(
        "SELECT version FROM _sqlx_migrations WHERE success",
    )
    .fetch_all(pool)
    .await
    .map_err(|_| {
        no_database(
            &database,
            "holds no konane-bot tables (this tool reads the bot's database and creates none)",
        )
    })?;
    let wanted: Vec<i64> = migrator
        .iter()
        .filter(|m| !m.migration_type.is_down_migration())
        .map(|m| m.version)
        .collect();
    let missing = wanted.iter().filter(|v| !applied.contains(v)).count();
    if missing > 0 {
        return Err(no_database(
            &database,
            format!(
                "its tables are older than this konane-bot's ({missing} of {} migrations not applied): start the bot once to upgrade them",
                wanted.len()
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_must_name_its_database() {
        let named = |url| names_a_database(url, Backend::of_url(url).expect("a scheme")).is_ok();
        assert!(named("postgres://postgres@127.0.0.1:5432/test"));
        assert!(named("postgres://u@h/db?sslmode=disable"));
        assert!(!named("postgres://postgres@127.0.0.1:5432/"));
        assert!(!named("postgres://postgres@127.0.0.1:5432"));
        assert!(!named("postgres://h/?sslmode=disable"));
        assert!(named("sqlite://konane.db?mode=rwc"));
        assert!(named("sqlite::memory:"));
        assert!(!named("sqlite://?mode=rwc"));
    }

    #[test]
    fn passwords_stay_out_of_messages() {
        assert_eq!(
            shown("postgres://kai:secret@db/konane"),
            "postgres://kai:***@db/konane"
        );
        assert_eq!(
            shown("postgres://kai@db/konane"),
            "postgres://kai@db/konane"
        );
    }
}
