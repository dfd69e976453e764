//! The operator's tools: a backup of the database while the bot runs, and a
//! member's data shown or erased on their behalf.

use std::path::Path;
use std::sync::Arc;

use anyhow::Context as _;

use super::{CliError, PrivacyCommand};
use crate::game::{Service, ServiceConfig, SystemClock};
use crate::i18n::{Lang, plain};
use crate::store::{self, Backup, Store};
use crate::values::{GuildId, UserId};

fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    Ok(tokio::runtime::Runtime::new().context("starting tokio")?)
}

/// The tools here read the bot's database: they never create one.
async fn open(database: &str) -> anyhow::Result<Store> {
    Store::open_existing(database)
        .await
        .context("opening the database")
}

/// `konane-bot backup FILE`.
pub(super) fn backup(file: &Path, database: &str) -> Result<(), CliError> {
    if file.exists() {
        return Err(CliError::input(anyhow::anyhow!(
            "{} exists already: a backup is written to a new file",
            file.display()
        )));
    }
    let made = runtime()?.block_on(async {
        let store = open(database).await?;
        let made = store::backup(&store, file).await;
        store.close().await;
        made.with_context(|| format!("copying the database to {}", file.display()))
    })?;
    match made {
        Backup::Written => {
            println!("wrote a copy of the database to {}", file.display());
            Ok(())
        }
        Backup::UsePgDump { tables } => pg_dump(file, database, &tables),
    }
}

/// A PostgreSQL backup by the server's own tool, which takes a consistent
/// copy while the bot runs: the bot's tables, in pg_dump's custom format
/// (for `pg_restore`). Without pg_dump, the command to run, exit status 1.
fn pg_dump(file: &Path, database: &str, tables: &[String]) -> Result<(), CliError> {
    let mut args = vec![
        "--format=custom".to_owned(),
        format!("--file={}", file.display()),
    ];
    args.extend(tables.iter().map(|t| format!("--table={t}")));
    // Said without the URL, which may hold a password.
    let command = format!("pg_dump {} \"$DATABASE_URL\"", args.join(" "));
    args.push(database.to_owned());
    let ran = std::process::Command::new("pg_dump")
        .args(&args)
        .stdin(std::process::Stdio::null())
        .status();
    match ran {
        Ok(status) if status.success() => {
            println!(
                "wrote a pg_dump of the bot's tables to {} (restore with pg_restore)",
                file.display()
            );
            Ok(())
        }
        Ok(status) => Err(anyhow::anyhow!(
            "pg_dump failed ({status}); it said why above. The command: {command}"
        )
        .into()),
        Err(e) => Err(anyhow::anyhow!(
            "could not run pg_dump ({e}): install PostgreSQL's client tools, or run where they are: {command}"
        )
        .into()),
    }
}

/// `konane-bot privacy show|delete USER_ID`.
pub(super) fn privacy(action: &PrivacyCommand, database: &str) -> Result<(), CliError> {
    runtime()?.block_on(async {
        let service = Service::new(
            open(database).await?,
            Arc::new(SystemClock),
            ServiceConfig::default(),
        );
        let outcome = match *action {
            PrivacyCommand::Show { user_id } => show(&service, UserId(user_id)).await,
            PrivacyCommand::Delete { user_id } => delete(&service, UserId(user_id)).await,
        };
        service.store().close().await;
        outcome
    })
}

async fn show(service: &Service, user: UserId) -> Result<(), CliError> {
    let about = service
        .stored_about(user)
        .await
        .context("reading the member's data")?;
    // The operator reads it, not the member: the terminal's words.
    let lang = Lang::SOURCE.in_terminal();
    // No server is "this one" from the command line.
    let text = crate::game::report::stored_about_text(&about, GuildId(0), lang, &|n| n.into());
    println!("{}", plain(&text));
    Ok(())
}

async fn delete(service: &Service, user: UserId) -> Result<(), CliError> {
    let erased = service
        .erase_member(user)
        .await
        .context("erasing the member's data")?;
    let left = store::columns_holding(service.store(), user.0.cast_signed())
        .await
        .context("checking every table for the id")?;
    if !left.is_empty() {
        return Err(anyhow::anyhow!(
            "erased, but these columns still hold {user}: {}",
            left.join(", ")
        )
        .into());
    }
    println!(
        "erased member {user}: {} running games aborted; no table holds the id any more",
        erased.aborted.len()
    );
    Ok(())
}
