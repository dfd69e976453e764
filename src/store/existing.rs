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

/// The URL to connect with: a file SQLite may not write is refused; for a
/// database that must exist, the file is checked for and opened without
/// `mode=rwc`, so SQLite creates nothing.
pub(super) fn sqlite_url(url: &str, setup: Setup) -> Result<String, StoreError> {
    let file = sqlite_file(url);
    if setup == Setup::CreateAndMigrate {
        super::writable::refuse_read_only(file)?;
        return Ok(super::writable::open_or_create(url));
    }
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
    super::writable::refuse_read_only(file)?;
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
    .map_err(|e| {
        // Only a missing table says the file is not the bot's: any other
        // failure (a lock, a disk error) is said as it is.
        if is_missing_table(&e) {
            no_database(
                &database,
                "holds no konane-bot tables (this tool reads the bot's database and creates none)",
            )
        } else {
            StoreError::Sqlx(e)
        }
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

/// One connection to PostgreSQL, opened and closed, before the pool: a
/// pool retries until its own timeout and then says only that it timed
/// out, where this says why (a refused connection, a database the server
/// does not have) at once.
pub(super) async fn first_postgres_connection(url: &str) -> Result<(), StoreError> {
    use sqlx::Connection as _;
    let unreachable = |why: String| StoreError::Unreachable {
        database: shown(url),
        why,
    };
    let connecting = sqlx::AnyConnection::connect(url);
    match tokio::time::timeout(super::POSTGRES_ACQUIRE_TIMEOUT, connecting).await {
        Ok(Ok(connection)) => {
            // Only a probe: a failure to say goodbye changes nothing.
            let _ = connection.close().await;
            Ok(())
        }
        Ok(Err(sqlx::Error::Database(e))) if e.code().as_deref() == Some("3D000") => {
            Err(no_database(
                &shown(url),
                format!(
                    "{}: create it (createdb NAME) or name another in the URL",
                    e.message()
                ),
            ))
        }
        Ok(Err(sqlx::Error::Io(e))) => Err(unreachable(format!(
            "the connection failed: {e} (is PostgreSQL running there, on that port?)"
        ))),
        Ok(Err(e)) => Err(StoreError::Sqlx(e)),
        Err(_) => Err(unreachable(format!(
            "the server took the connection but did not answer within {} s",
            super::POSTGRES_ACQUIRE_TIMEOUT.as_secs()
        ))),
    }
}

/// SQLite's "no such table", PostgreSQL's undefined_table (42P01).
fn is_missing_table(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Database(e) => {
            e.code().as_deref() == Some("42P01") || e.message().contains("no such table")
        }
        _ => false,
    }
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
