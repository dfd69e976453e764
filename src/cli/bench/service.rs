//! The service on a database: committed moves per second, and the time
//! per move at a paced rate.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::measure::{Paced, Table, games_at, latencies, run_id};
use crate::cli::CliError;
use crate::game::{Service, ServiceConfig, SystemClock};
use crate::store::Store;

/// The full-speed phase: games at once, and games in all.
pub(super) const CONCURRENT_GAMES: usize = 32;

pub(super) const TOTAL_GAMES: usize = 96;

/// The paced phase: games kept running, the move rate offered in all, and for how long.
pub(super) const PACED_GAMES: usize = 64;

pub const PACED_RATE: f64 = 1000.0;

pub(super) const PACED_FOR: Duration = Duration::from_secs(5);

/// 8×8 games through the service on a database (a new SQLite file unless one
/// is given). First as fast as they go (committed moves per second), then
/// with moves arriving at `rate` (1,000) a second in all, timing the service's work per
/// move (no rendering): at full speed each move mostly waits for the others
/// ahead of it at the writer.
///
/// Each run plays in channels and between players of its own, so several
/// runs (processes) can share one database at once.
pub(super) fn service(database: Option<&str>, rate: f64) -> Result<(), CliError> {
    let run = run_id();
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    Ok(runtime.block_on(async {
        // A database given is shared, as several bot processes share one.
        let scratch = match database {
            Some(_) => None,
            None => Some(crate::store::bench::Scratch::create(None, "service").await?),
        };
        let url = database.or(scratch.as_ref().map(|s| s.url())).unwrap_or_default();
        println!("service on {}", url.split(':').next().unwrap_or_default());
        let store = Store::open(url).await.context("opening the benchmark database")?;
        let service = Service::new(store, Arc::new(SystemClock), ServiceConfig::default());
        let started = Instant::now();
        let mut moves = 0;
        for batch in 0..TOTAL_GAMES / CONCURRENT_GAMES {
            let tasks: Vec<_> = (0..CONCURRENT_GAMES)
                .map(|g| {
                    let slot = (batch * CONCURRENT_GAMES + g) as u64;
                    tokio::spawn(games_at(service.clone(), Table::slot(run + slot), None, None, None))
                })
                .collect();
            for t in tasks {
                moves += t.await.context("benchmark task")??.len();
            }
        }
        let elapsed = started.elapsed();
        println!(
            "  full speed: {TOTAL_GAMES} games, {CONCURRENT_GAMES} at a time: {moves} moves in {:.2} s = {:.0} committed moves/s",
            elapsed.as_secs_f64(),
            moves as f64 / elapsed.as_secs_f64()
        );
        let pace = Duration::from_secs_f64(PACED_GAMES as f64 / rate);
        let ready = Arc::new(tokio::sync::Barrier::new(PACED_GAMES + 1));
        let tasks: Vec<_> = (0..PACED_GAMES)
            .map(|g| {
                let slot = (TOTAL_GAMES + g) as u64;
                let offset = pace.mul_f64(g as f64 / PACED_GAMES as f64);
                let paced = Paced { every: pace, offset };
                tokio::spawn(games_at(service.clone(), Table::slot(run + slot), Some(paced), Some(ready.clone()), Some(PACED_FOR)))
            })
            .collect();
        ready.wait().await;
        let started = Instant::now();
        let mut times = Vec::new();
        for t in tasks {
            times.extend(t.await.context("benchmark task")??);
        }
        let elapsed = started.elapsed();
        println!(
            "  paced: {rate:.0} moves/s offered over {PACED_GAMES} running games for {:.0} s: {:.0} committed moves/s; \
             service time per move {}",
            PACED_FOR.as_secs_f64(),
            times.len() as f64 / elapsed.as_secs_f64(),
            latencies(&mut times)
        );
        service.store().close().await;
        if let Some(scratch) = scratch {
            scratch.remove().await?;
        }
        anyhow::Ok(())
    })?)
}
