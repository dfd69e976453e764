//! `konane-bot bench`: speed figures, each measured for about the given time.

use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::CliError;
use crate::engine::{EXAMPLE_POSITION, JumpRule, Position, Rules};

pub fn run(budget: Duration) -> Result<(), CliError> {
    println!("engine");
    let example: Position = EXAMPLE_POSITION.parse().context("example position")?;
    perft_rate(
        "8x8 straight, rules example, depth 8",
        &example,
        8,
        Rules::default(),
        budget,
    );
    let turning = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    perft_rate(
        "8x8 turning, rules example, depth 7",
        &example,
        7,
        turning,
        budget,
    );
    let big: Position = Position::new("16x16".parse().context("size")?);
    perft_rate(
        "16x16 straight, full board, depth 9",
        &big,
        9,
        Rules::default(),
        budget,
    );
    Ok(())
}

/// Runs perft repeatedly for about `budget` and reports the best rate.
fn perft_rate(label: &str, pos: &Position, depth: u32, rules: Rules, budget: Duration) {
    let started = Instant::now();
    let mut best = Duration::MAX;
    let mut leaves = 0;
    let mut runs = 0;
    while runs < 3 || started.elapsed() < budget {
        let t = Instant::now();
        leaves = std::hint::black_box(pos.perft(depth, rules));
        best = best.min(t.elapsed());
        runs += 1;
    }
    let rate = leaves as f64 / best.as_secs_f64() / 1e6;
    println!(
        "  perft {label}: {leaves} leaves in {:.1} ms = {rate:.1} M leaves/s (best of {runs})",
        best.as_secs_f64() * 1e3
    );
}
