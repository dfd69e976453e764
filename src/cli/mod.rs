/*!
The command line: raw clap arguments, checked and handed to the library.

Exit codes: 0 success, 2 bad input (clap's usage errors too), 1 anything else.
*/

mod bench;

use std::io::Write as _;

use anyhow::Context as _;
use clap::{Args, Parser, Subcommand};

use crate::engine::{JumpRule, Opening, Position, Rules};

#[derive(Debug, Parser)]
#[command(name = "konane-bot", version, about = "Kōnane, the Hawaiian jumping game, on Discord", long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print every legal move of a position, one per line, sorted.
    Moves {
        /// Position text, e.g. "xoxo/oxox/xo../oxox b".
        position: String,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Count the leaf positions DEPTH moves ahead.
    Perft {
        position: String,
        depth: u32,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Print speed figures for the engine.
    Bench {
        /// Roughly how long each measurement runs, in seconds.
        #[arg(long, default_value_t = 1.0)]
        seconds: f64,
    },
}

#[derive(Debug, Args, Clone, Copy)]
pub struct RuleArgs {
    /// Multi-jump rule: straight or turning.
    #[arg(long, default_value = "straight")]
    pub jumps: JumpRule,
    /// Opening convention: centre-or-corner, centre or any.
    #[arg(long, default_value = "centre-or-corner")]
    pub opening: Opening,
}

impl From<RuleArgs> for Rules {
    fn from(a: RuleArgs) -> Rules {
        Rules {
            opening: a.opening,
            jumps: a.jumps,
        }
    }
}

/// A failure with the exit code it maps to.
#[derive(Debug)]
pub struct CliError {
    pub code: u8,
    pub error: anyhow::Error,
}

impl CliError {
    /// Bad input from the user: exit code 2.
    pub fn input(error: impl Into<anyhow::Error>) -> CliError {
        CliError {
            code: 2,
            error: error.into(),
        }
    }
}

impl From<anyhow::Error> for CliError {
    fn from(error: anyhow::Error) -> CliError {
        CliError { code: 1, error }
    }
}

fn parse_position(text: &str) -> Result<Position, CliError> {
    text.parse::<Position>()
        .with_context(|| format!("invalid position '{text}'"))
        .map_err(CliError::input)
}

/// Runs one invocation of the binary.
///
/// # Errors
/// A [`CliError`] carrying the message and the exit code.
pub fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        None => Err(anyhow::anyhow!(
            "the Discord bot is not built yet; run `konane-bot --help` for the tools that are"
        )
        .into()),
        Some(Command::Moves { position, rules }) => {
            let pos = parse_position(&position)?;
            let mut out = std::io::stdout().lock();
            for m in pos.legal_moves(rules.into()) {
                writeln!(out, "{m}").context("writing to stdout")?;
            }
            Ok(())
        }
        Some(Command::Perft {
            position,
            depth,
            rules,
        }) => {
            let pos = parse_position(&position)?;
            println!("{}", pos.perft(depth, rules.into()));
            Ok(())
        }
        Some(Command::Bench { seconds }) => {
            if !(seconds.is_finite() && seconds > 0.0) {
                return Err(CliError::input(anyhow::anyhow!(
                    "--seconds must be a positive number, not {seconds}"
                )));
            }
            bench::run(std::time::Duration::from_secs_f64(seconds))
        }
    }
}
