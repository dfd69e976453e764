//! `konane-bot bench`: speed figures, each measured for about the given
//! time, one module per part (behind the `bench` feature, on by default).

mod ai;
mod bounded;
mod data;
mod engine;
mod measure;
mod render;
mod seeks;
mod service;
mod takeover;
mod tournament;

use std::time::Duration;

use clap::Args;
use service::PACED_RATE;

use super::CliError;

/// The parts `konane-bot bench --only` can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Section {
    Engine,
    Render,
    Service,
    Ai,
    /// Only the AI part's last figure: the stones left when level 5's
    /// proof takes over in self-play (a few minutes).
    Takeover,
    /// Each request path on the crowded position (see `engine::CROWDED_POSITION`).
    Bounded,
    /// Pairing the rounds of a 256-player Swiss.
    Tournament,
    /// Pairing seeks from a pool of 10,000.
    Seeks,
    /// Leaderboards, stats, history and settlement on a big bot's database
    /// (a million finished games). Only when asked for: filling it takes minutes.
    Data,
}

/// What `konane-bot bench` was asked to measure, checked.
pub struct BenchArgs {
    /// Roughly how long each measurement runs.
    pub budget: Duration,
    pub only: Option<Section>,
    /// The database the service part plays on, and the server the seeks and
    /// data parts make their own schema on; new SQLite files if none.
    pub database: Option<String>,
    /// Moves per second offered in the service part's paced phase.
    pub rate: f64,
    /// Also solve 6x7 and 7x7 in the AI part.
    pub big: bool,
}

#[derive(Debug, Args)]
pub struct BenchOptions {
    /// Roughly how long each measurement runs, in seconds.
    #[arg(long, default_value_t = 1.0)]
    pub seconds: f64,
    /// Measure only this part.
    #[arg(long, value_enum)]
    pub only: Option<Section>,
    /// The database the service part plays on (default: a new SQLite
    /// file). Its games are left there, in channels of their own. The seeks
    /// and data parts make a schema of their own on this PostgreSQL server
    /// and drop it when done.
    #[arg(long, value_name = "URL")]
    pub database: Option<String>,
    /// The moves per second the service part offers in its paced phase
    /// (split the usual 1,000 over several processes: 333 each for three).
    #[arg(long, default_value_t = PACED_RATE)]
    pub rate: f64,
    /// With the AI part: also solve 6x7 (about 15 s on two cores, with a
    /// 1 GiB table) and 7x7, the largest board solved (an 8 GiB table).
    #[arg(long)]
    pub big: bool,
}

impl BenchOptions {
    pub fn checked(self) -> Result<BenchArgs, CliError> {
        let rate = self.rate;
        if !(rate.is_finite() && (1.0..=100_000.0).contains(&rate)) {
            return Err(CliError::input(anyhow::anyhow!(
                "--rate must be from 1 to 100000 moves per second, not {rate}"
            )));
        }
        let seconds = self.seconds;
        if !(seconds.is_finite() && seconds > 0.0) {
            return Err(CliError::input(anyhow::anyhow!(
                "--seconds must be a positive number, not {seconds}"
            )));
        }
        Ok(BenchArgs {
            budget: Duration::from_secs_f64(seconds),
            only: self.only,
            database: self.database,
            rate,
            big: self.big,
        })
    }
}

pub fn run(args: &BenchArgs) -> Result<(), CliError> {
    let wanted = |s: Section| args.only.is_none_or(|o| o == s);
    if wanted(Section::Engine) {
        engine::engine(args.budget)?;
    }
    if wanted(Section::Render) {
        render::render(args.budget)?;
    }
    if wanted(Section::Service) {
        service::service(args.database.as_deref(), args.rate)?;
    }
    if wanted(Section::Ai) {
        ai::ai(args.budget, args.big)?;
    }
    if args.only == Some(Section::Takeover) {
        takeover::takeover()?;
    }
    if wanted(Section::Bounded) {
        bounded::bounded()?;
    }
    if wanted(Section::Tournament) {
        tournament::tournament(args.budget);
        tournament::standings_picture(args.budget)?;
    }
    if wanted(Section::Seeks) {
        seeks::seeks(args.database.as_deref())?;
    }
    if args.only == Some(Section::Data) {
        data::data(args.database.as_deref())?;
    }
    Ok(())
}
