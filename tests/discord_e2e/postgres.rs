//! Every end-to-end test again, with the bot on PostgreSQL: each test on a
//! schema of its own, skipped with a note where no server answers.

use super::*;

async fn start() -> Option<Bot> {
    start_on(Backend::Postgres).await
}

async fn start_with_threads() -> Option<Bot> {
    start_with_threads_on(Backend::Postgres).await
}

#[path = "ai.rs"]
mod ai;
#[path = "anywhere.rs"]
mod anywhere;
#[path = "comforts.rs"]
mod comforts;
#[path = "faults.rs"]
mod faults;
#[path = "flows.rs"]
mod flows;
#[path = "games.rs"]
mod games;
#[path = "hardening.rs"]
mod hardening;
#[path = "keepsakes.rs"]
mod keepsakes;
#[path = "messages.rs"]
mod messages;
#[path = "parity.rs"]
mod parity;
#[path = "puzzles.rs"]
mod puzzles;
#[path = "seasons.rs"]
mod seasons;
#[path = "seeks.rs"]
mod seeks;
#[path = "strict.rs"]
mod strict;
#[path = "threads.rs"]
mod threads;
#[path = "tournament_formats.rs"]
mod tournament_formats;
#[path = "tournament_places.rs"]
mod tournament_places;
#[path = "tournaments.rs"]
mod tournaments;
