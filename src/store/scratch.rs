//! Databases of their own for benchmarks: a new SQLite file, or a new schema
//! on a PostgreSQL server, removed when the benchmark is done. Runs never
//! meet another run's rows, so what a benchmark measures is its own data.

use std::path::PathBuf;

use sqlx::{AnyConnection, Connection};

use super::{Backend, StoreError};

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
    /// [`StoreError::Scratch`] if the directory can't be made,
    /// [`StoreError::UnknownDatabase`] for a URL that isn't PostgreSQL's,
    /// [`StoreError::Sqlx`] if the server refuses.
    pub async fn create(server: Option<&str>, label: &str) -> Result<Scratch, StoreError> {
        let tag = format!("{label}_{}", std::process::id());
        let Some(server) = server else {
            let dir = std::env::temp_dir().join(format!("konane-bench-{tag}"));
            std::fs::create_dir_all(&dir).map_err(StoreError::Scratch)?;
            return Ok(Scratch {
                url: format!("sqlite://{}?mode=rwc", dir.join("bench.db").display()),
                made: Made::Directory(dir),
            });
        };
        if Backend::of_url(server)? != Backend::Postgres {
            return Err(StoreError::UnknownDatabase {
                scheme: server.split(':').next().unwrap_or_default().to_string(),
            });
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
    /// [`StoreError::Scratch`] or [`StoreError::Sqlx`] if it can't be removed.
    pub async fn remove(self) -> Result<(), StoreError> {
        match self.made {
            Made::Directory(dir) => std::fs::remove_dir_all(dir).map_err(StoreError::Scratch),
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
