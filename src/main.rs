//! The `konane-bot` binary: the Discord bot by default, plus tool subcommands.

#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

use std::process::ExitCode;

use clap::Parser as _;
use konane_bot::cli::{Cli, run};

fn main() -> ExitCode {
    // Before the arguments: `.env` gives every subcommand its variables (the
    // bot's token, DATABASE_URL for `play` and `puzzles generate`…). A
    // missing .env is fine: they may come from the environment.
    let _ = dotenvy::dotenv();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage(&e),
    };
    if cli.command.is_some() {
        end_quietly_when_output_closes();
    }
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("konane-bot: {}", err.message());
            ExitCode::from(err.code)
        }
    }
}

/// Help and the version as clap prints them; a usage error on one line,
/// as every other error is, exit status 2.
fn usage(error: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match error.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = error.print();
            ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2))
        }
        _ => {
            let err = konane_bot::cli::CliError::from_usage(error);
            eprintln!("konane-bot: {}", err.message());
            ExitCode::from(err.code)
        }
    }
}

/// A tool's output cut short (piped into `head`, say) should end the tool
/// quietly, as with other command-line tools, instead of panicking in
/// `println!`. Only the tools: the bot keeps Rust's default, the signal
/// ignored, so that a closed connection is an error it handles.
fn end_quietly_when_output_closes() {
    #[cfg(target_os = "linux")]
    // SAFETY: restores the signal's default action at start-up, before any
    // other thread exists; nothing else in the process handles SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
