//! A consistent copy of the database while bots use it.

use std::path::Path;

use super::{Backend, Store, StoreError, inventory::table_names};

/// What [`backup`] did.
#[derive(Debug, PartialEq, Eq)]
pub enum Backup {
    /// The copy is written.
    Written,
    /// PostgreSQL is copied by its own tool; these are the tables to keep.
    UsePgDump { tables: Vec<String> },
}

/// Writes a copy of an SQLite database to `to`, a file that must not exist
/// yet. `VACUUM INTO` reads one snapshot, so the copy is consistent while
/// other processes go on writing, and it never blocks them: in WAL mode a
/// reader and the writer don't wait for each other.
///
/// # Errors
/// [`StoreError::Sqlx`] if the copy fails (the target exists, the disk is full).
pub async fn backup(store: &Store, to: &Path) -> Result<Backup, StoreError> {
    match store.backend() {
        Backend::Sqlite => {
            // The writer connection: the readers are query-only, which refuses VACUUM.
            sqlx::query("VACUUM INTO $1")
                .bind(to.to_string_lossy().into_owned())
                .execute(store.writer())
                .await?;
            Ok(Backup::Written)
        }
        Backend::Postgres => Ok(Backup::UsePgDump {
            tables: table_names(store).await?,
        }),
    }
}
