//! `konane-bot bench --only data`: what players ask of a big bot's database.
//! A database of its own gets 100,000 players across 1,000 servers and
//! 1,000,000 finished games, with their ratings on every server's ladder and
//! the global one; then leaderboards (any page), stats, history and the
//! settlement of a game's last move are timed on it.

use std::sync::Arc;
use std::time::Instant;

use anyhow::Context as _;

use super::measure::{Table, games_at, latencies};
use crate::ai::SplitMix;
use crate::cli::CliError;
use crate::game::{ChallengeOptions, Service, ServiceConfig, SystemClock};
use crate::store::bench::Scratch;
use crate::store::bench::fill::{self, GameSpread};
use crate::store::{Backend, Store};
use crate::values::{ChannelId, ColourChoice, GuildId, Place, UserId};

const SERVERS: i64 = 1_000;
const PLAYERS_PER_SERVER: i64 = 100;
const GAMES: i64 = 1_000_000;
/// Real games played first, whose moves and results the rest copy.
const TEMPLATES: u64 = 64;
/// Games added per transaction.
const CHUNK: i64 = 100_000;
/// One in this many players with a global rating is listed on its leaderboard.
const LISTED_EVERY: i64 = 4;
/// Requests timed of each kind.
const SAMPLES: usize = 300;
/// Settlements timed: each is a whole game played to its last move.
const SETTLEMENTS: usize = 100;

pub(super) fn data(database: Option<&str>) -> Result<(), CliError> {
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    Ok(runtime.block_on(async {
        let scratch = Scratch::create(database, "data").await?;
        let measured = fill_and_measure(scratch.url()).await;
        scratch.remove().await?;
        measured
    })?)
}

async fn fill_and_measure(url: &str) -> anyhow::Result<()> {
    let backend = Backend::of_url(url)?;
    println!("data on {backend:?}");
    let store = Store::open(url)
        .await
        .context("opening the benchmark database")?;
    let service = Service::new(store, Arc::new(SystemClock), ServiceConfig::default());
    let spread = GameSpread {
        servers: SERVERS,
        players_per_server: PLAYERS_PER_SERVER,
        first_guild: 10_000,
        first_user: 1_000_000,
        first_channel: 10_000_000,
        start: service.now(),
    };
    let started = Instant::now();
    fill(&service, &spread, backend).await?;
    println!(
        "  filled in {:.0} s: {} finished games, {} players, {SERVERS} servers",
        started.elapsed().as_secs_f64(),
        fill::finished_games(service.store().pool()).await?.count,
        SERVERS * PLAYERS_PER_SERVER,
    );
    measure(&service, &spread).await?;
    service.store().close().await;
    Ok(())
}

/// Plays the template games through the service, then has the database
/// copy them into [`GAMES`] games and rate them all.
async fn fill(service: &Service, spread: &GameSpread, backend: Backend) -> anyhow::Result<()> {
    for slot in 0..TEMPLATES {
        games_at(service.clone(), template_table(slot), None, None, None).await?;
    }
    // The database is new: the templates are its only games, numbered in a row.
    let templates = fill::finished_games(service.store().pool()).await?;
    let (Some(first_template), Some(last)) = (templates.first, templates.last) else {
        anyhow::bail!("the template games did not finish");
    };
    anyhow::ensure!(
        last - first_template + 1 == templates.count,
        "the template games are not numbered in a row"
    );
    let mut from = 0;
    while from < GAMES {
        let to = (from + CHUNK).min(GAMES);
        let mut tx = service.store().begin().await?;
        fill::clone_finished_games(&mut tx, spread, first_template, templates.count, from, to)
            .await?;
        tx.commit().await?;
        from = to;
    }
    let mut tx = service.store().begin().await?;
    fill::rate_finished_games(&mut tx).await?;
    fill::list_every(&mut tx, LISTED_EVERY, service.now()).await?;
    tx.commit().await?;
    fill::settle(service.store().writer(), backend).await?;
    Ok(())
}

/// Template game `slot`: the service benchmark's table, rated.
fn template_table(slot: u64) -> Table {
    let table = Table::slot(slot);
    Table {
        options: ChallengeOptions {
            rated: Some(true),
            ..table.options
        },
        ..table
    }
}

async fn measure(service: &Service, spread: &GameSpread) -> anyhow::Result<()> {
    let mut pick = SplitMix(0x5EED);
    let players = SERVERS * PLAYERS_PER_SERVER;
    let user = |p: i64| UserId(spread.user(p).try_into().unwrap_or_default());
    let mut player = move || {
        let p = i64::try_from(pick.next_u64() % players.unsigned_abs()).unwrap_or_default();
        (spread.home(p), p)
    };
    let global_pages = service.global_leaderboard(1).await?.0.pages;
    let mut times = [const { Vec::new() }; 5];
    let kinds = [
        "server leaderboard, any page",
        "global leaderboard, any page",
        "stats with the rating chart",
        "history",
        "the global ladder's stats in a DM",
    ];
    let mut settlements = Vec::with_capacity(SETTLEMENTS);
    for i in 0..SAMPLES {
        // Games end between the reads, as on a running bot: each changes
        // ratings on two ladders, and so the pages the reads pass over.
        if i % (SAMPLES / SETTLEMENTS) == 0 {
            let (guild, p) = player();
            // Another member of the same server.
            let (black, white) = (user(p), user((p + SERVERS) % players));
            let table = Table {
                place: Place::channel(guild, ChannelId(20_000_000 + i as u64)),
                black,
                white,
                options: ChallengeOptions {
                    colour: ColourChoice::Black,
                    rated: Some(true),
                    ..ChallengeOptions::default()
                },
                seed: i as u64,
            };
            let moves = games_at(service.clone(), table, None, None, None).await?;
            settlements.extend(moves.last());
        }
        let (guild, p) = player();
        let who = user(p);
        let page = 1 + i % 12;
        let global_page = 1 + (i * 7919) % global_pages;
        let started = Instant::now();
        service.leaderboard(guild, page).await?;
        times[0].push(started.elapsed());
        let started = Instant::now();
        service.global_leaderboard(global_page).await?;
        times[1].push(started.elapsed());
        let started = Instant::now();
        service.stats(guild, who).await?;
        service.rating_history(guild, who).await?;
        times[2].push(started.elapsed());
        let started = Instant::now();
        service.history(guild, who).await?;
        times[3].push(started.elapsed());
        let started = Instant::now();
        service.stats(GuildId::DIRECT, who).await?;
        times[4].push(started.elapsed());
    }
    for (kind, times) in kinds.iter().zip(times.iter_mut()) {
        println!("  {kind}: {}", latencies(times));
    }
    println!(
        "  a rated game's last move, settled on its server's ladder and the global one: {}",
        latencies(&mut settlements)
    );
    Ok(())
}
