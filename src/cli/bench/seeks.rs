//! Pairing a seek against a pool of 10,000.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::measure::{latencies, run_id};
use crate::cli::CliError;
use crate::game::{Service, ServiceConfig, SystemClock};
use crate::store::Store;
use crate::values::{ChannelId, UserId};

/// Seeks waiting in the pool while the seeks are measured.
pub(super) const SEEK_POOL: usize = 10_000;

/// Seeks measured, each against the full pool, after some not measured.
pub(super) const SEEKS_MEASURED: usize = 300;

pub(super) const SEEKS_WARMING: usize = 30;

/// Fills the global pool with [`SEEK_POOL`] seeks (boards, ratings and
/// ranges spread the same way every run), then times seeks from new players
/// against it: each either pairs (starting a game in two DMs) or joins the
/// pool, so the pool stays full.
pub(super) fn seeks(database: Option<&str>) -> Result<(), CliError> {
    use crate::engine::Size;
    use crate::game::{SeekOptions, SeekOutcome};
    use crate::store::NewSeek;
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    let run = run_id();
    Ok(runtime.block_on(async {
        // A database of its own: no other run's games or seeks in the way.
        let scratch = crate::store::bench::Scratch::create(database, "seeks").await?;
        let url = scratch.url();
        println!("seeks on {}", url.split(':').next().unwrap_or_default());
        let store = Store::open(url)
            .await
            .context("opening the benchmark database")?;
        let service = Service::new(store, Arc::new(SystemClock), ServiceConfig::default());
        let sizes = ["6x6", "7x7", "8x8", "9x9", "10x10"];
        let mut spread = crate::ai::SplitMix(run);
        let now = service.now();
        let mut tx = service.store().begin().await?;
        for i in 0..SEEK_POOL {
            let user = UserId(run + i as u64);
            let seek = NewSeek {
                user,
                size: sizes[i % sizes.len()],
                rated: i % 3 != 0,
                rating: 1000.0 + (spread.next_u64() % 1000) as f64,
                rating_range: (i % 4 != 0).then(|| 50.0 + (spread.next_u64() % 250) as f64),
                dm_channel: ChannelId(run + i as u64),
                now: now.plus(Duration::from_millis(i as u64)),
                expires_at: now.plus(crate::game::SEEK_TIME),
            };
            crate::store::place_seek(&mut tx, &seek).await?;
        }
        tx.commit().await?;
        // A pool this full has been a while in the making: PostgreSQL's
        // autovacuum would have its statistics by now.
        let backend = crate::store::Backend::of_url(url)?;
        crate::store::bench::fill::settle(service.store().writer(), backend).await?;
        let mut times = Vec::with_capacity(SEEKS_MEASURED);
        let mut paired = 0;
        // The first seeks prepare each statement on each pooled connection,
        // which a running bot has done long ago: they are not counted.
        for i in 0..SEEKS_WARMING + SEEKS_MEASURED {
            let user = UserId(run + (SEEK_POOL + i) as u64);
            let options = SeekOptions {
                size: sizes[i % sizes.len()].parse::<Size>().ok(),
                rated: Some(i % 3 != 0),
                range: (i % 2 == 0).then_some(200),
            };
            let started = Instant::now();
            let outcome = service.seek(user, ChannelId(user.0), options).await?;
            if i >= SEEKS_WARMING {
                times.push(started.elapsed());
                paired += usize::from(matches!(outcome, SeekOutcome::Paired(_)));
            }
        }
        println!(
            "  {} seeks against a pool of {SEEK_POOL}: {paired} paired at once; per seek {}",
            times.len(),
            latencies(&mut times)
        );
        service.store().close().await;
        scratch.remove().await?;
        anyhow::Ok(())
    })?)
}
