//! The `konane-bot` binary: the Discord bot by default, plus tool subcommands.

use std::process::ExitCode;

use clap::Parser;
use konane_bot::cli::{Cli, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("konane-bot: {:#}", err.error);
            ExitCode::from(err.code)
        }
    }
}
