//! The engine's speed: perft leaves per second.

use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::measure::ms;
use crate::cli::CliError;
use crate::engine::{EXAMPLE_POSITION, JumpRule, Position, Rules, Size};

pub(super) fn engine(budget: Duration) -> Result<(), CliError> {
    println!("engine");
    let example: Position = EXAMPLE_POSITION.parse().context("example position")?;
    let straight = Rules::default();
    let turning = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    let big = Position::new(Size::new(16, 16).context("size")?);
    perft_rate(
        "8x8 straight, rules example, depth 8",
        &example,
        8,
        straight,
        budget,
    );
    perft_rate(
        "8x8 turning, rules example, depth 7",
        &example,
        7,
        turning,
        budget,
    );
    perft_rate(
        "16x16 straight, full board, depth 9",
        &big,
        9,
        straight,
        budget,
    );
    Ok(())
}

/// Runs perft repeatedly for about `budget` and reports the best rate.
pub(super) fn perft_rate(label: &str, pos: &Position, depth: u32, rules: Rules, budget: Duration) {
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
        ms(best)
    );
}
