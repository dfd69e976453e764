//! Databases of their own for benchmarks: a new SQLite file, or a new schema
//! on a PostgreSQL server, removed when the benchmark is done. Runs never
//! meet another run's rows, so what a benchmark measures is its own data.

use std::path::PathBuf;

use sqlx::{AnyConnection, Connection};

use crate::store::{Backend, StoreError};

/// Why a benchmark's own database could not be made or removed.
#[derive(Debug, thiserror::Error)]
pub enum ScratchError {
    #[error("a benchmark's own directory: {0}")]
    Directory(#[from] std::io::Error),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for ScratchError {
    fn from(e: sqlx::Error) -> ScratchError {
        ScratchError::Store(StoreError::Sqlx(e))
    }
}

/// A database made for one benchmark run; [`Scratch::remove`] drops it.
#[derive(Debug)]
pub struct Scratch {
    url: String,
    made: Made,
}

#[derive(Debug)]
enum Made {
    /// The temporary directory holding the SQLite file.
    Directory(PathBuf),
    /// The PostgreSQL server's URL and the schema made on it.
    Schema { server: String, schema: String },
}

impl Scratch {
    /// A new SQLite file in a temporary directory when `server` is `None`;
    /// otherwise a new schema (named after `label` and this process) on the
    /// PostgreSQL server `server` names.
    ///
    /// # Errors
    /// [`ScratchError::Directory`] if the directory can't be made,
    /// [`StoreError::UnknownDatabase`] for a URL that isn't PostgreSQL's,
    /// [`StoreError::Sqlx`] if the server refuses.
    pub async fn create(server: Option<&str>, label: &str) -> Result<Scratch, ScratchError> {
        let tag = format!("{label}_{}", std::process::id());
        let Some(server) = server else {
            let dir = std::env::temp_dir().join(format!("konane-bench-{tag}"));
            std::fs::create_dir_all(&dir)?;
            return Ok(Scratch {
                url: format!("sqlite://{}?mode=rwc", dir.join("bench.db").display()),
                made: Made::Directory(dir),
            });
        };
        if Backend::of_url(server)? != Backend::Postgres {
            let scheme = server.split(':').next().unwrap_or_default().to_string();
            return Err(StoreError::UnknownDatabase { scheme }.into());
        }
        sqlx::any::install_default_drivers();
        let schema = format!("konane_bench_{tag}");
        let mut admin = AnyConnection::connect(server).await?;
        sqlx::query(&format!("CREATE SCHEMA {schema}"))
            .execute(&mut admin)
            .await?;
        admin.close().await?;
        let separator = if server.contains('?') { '&' } else { '?' };
        Ok(Scratch {
            url: format!("{server}{separator}options=-c%20search_path%3D{schema}"),
            made: Made::Schema {
                server: server.to_string(),
                schema,
            },
        })
    }

    /// The URL to open the database with.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Drops the database and everything in it.
    ///
    /// # Errors
    /// [`ScratchError`] if it can't be removed.
    pub async fn remove(self) -> Result<(), ScratchError> {
        match self.made {
            Made::Directory(dir) => Ok(std::fs::remove_dir_all(dir)?),
            Made::Schema { server, schema } => {
                let mut admin = AnyConnection::connect(&server).await?;
                sqlx::query(&format!("DROP SCHEMA {schema} CASCADE"))
                    .execute(&mut admin)
                    .await?;
                admin.close().await?;
                Ok(())
            }
        }
    }
}
