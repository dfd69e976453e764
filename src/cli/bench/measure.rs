//! What the benchmarks share: timing, percentiles, the tables they print,
//! and games set up for them.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::game::{ChallengeOptions, MoveOutcome, Service};
use crate::values::{ChannelId, ColourChoice, GuildId, Place, UserId};

/// The median, 99th percentile and slowest of `times`, in words.
pub(super) fn latencies(times: &mut [Duration]) -> String {
    times.sort();
    let n = times.len();
    if n == 0 {
        return "nothing measured".to_string();
    }
    format!(
        "median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(times[n / 2]),
        ms(times[n * 99 / 100]),
        ms(times[n - 1])
    )
}

pub(super) fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Where and between whom a benchmark's games play.
#[derive(Clone, Copy, Debug)]
pub(super) struct Table {
    pub place: Place,
    pub black: UserId,
    pub white: UserId,
    pub options: ChallengeOptions,
    /// Picks the moves: the same games for the same seed.
    pub seed: u64,
}

impl Table {
    /// The service benchmark's table `slot`: a channel and two players of
    /// its own, in one server.
    pub(super) fn slot(slot: u64) -> Table {
        Table {
            place: Place::channel(GuildId(1), ChannelId(1000 + slot)),
            black: UserId(2 * slot + 1),
            white: UserId(2 * slot + 2),
            options: ChallengeOptions {
                colour: ColourChoice::Black,
                ..ChallengeOptions::default()
            },
            // The same games in every run: the seed is the slot within the run.
            seed: slot % 1000,
        }
    }
}

/// Games one after another at one table, with pseudo-random moves: one game
/// unpaced, or new games for `run_for` once everyone is `ready`, moves spaced
/// by the pace. Returns the service time of each move.
pub(super) async fn games_at(
    service: Service,
    table: Table,
    pace: Option<Paced>,
    ready: Option<Arc<tokio::sync::Barrier>>,
    run_for: Option<Duration>,
) -> anyhow::Result<Vec<Duration>> {
    let Table {
        place,
        black,
        white,
        options,
        seed,
    } = table;
    let mut seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut times = Vec::new();
    service
        .challenge(place, black, Some(white), options)
        .await?;
    let mut view = service.accept(place, white).await?;
    // Paced games start together, once every game is set up.
    if let Some(ready) = ready {
        ready.wait().await;
    }
    let until = run_for.map(|d| Instant::now() + d);
    let mut due = tokio::time::Instant::now() + pace.map_or(Duration::ZERO, |p| p.offset);
    loop {
        while let Some(player) = view.player_to_move() {
            if let Some(p) = pace {
                tokio::time::sleep_until(due).await;
                due += p.every;
            }
            if until.is_some_and(|u| Instant::now() >= u) {
                return Ok(times);
            }
            let moves = view.game.legal_moves();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves[(seed % moves.len() as u64) as usize].to_string();
            let t = Instant::now();
            let MoveOutcome { view: after, .. } = service.play(place, player, &m).await?;
            times.push(t.elapsed());
            view = after;
        }
        if until.is_none() {
            return Ok(times);
        }
        service
            .challenge(place, black, Some(white), options)
            .await?;
        view = service.accept(place, white).await?;
    }
}

/// The first slot of this run: distinct for runs started at different
/// moments or by different processes, and far apart from each other's slots.
pub(super) fn run_id() -> u64 {
    let millis = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or_default();
    (millis ^ u64::from(std::process::id()) << 20) % (1 << 40) * 1000
}

/// How a paced game spaces its moves.
#[derive(Clone, Copy, Debug)]
pub(super) struct Paced {
    pub(super) every: Duration,
    pub(super) offset: Duration,
}
