//! Live games' flags: how long after a clock runs out the game is lost on
//! time, with two processes' flag watchers on one SQLite file (budget:
//! 200 ms). A hundred 1+0 games, each with Black's first move played, then
//! the service's clock moved on so their flags fall over the next second.
//!
//! `cargo bench --bench clocks`

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

use konane_bot::engine::{Opening, Size};
use konane_bot::game::{ChallengeOptions, Clock, Service, ServiceConfig, SystemClock};
use konane_bot::store::Store;
use konane_bot::values::{ChannelId, ColourChoice, GameId, GuildId, Place, Timestamp, UserId};

const GAMES: u64 = 100;

/// The real time plus an offset the bench moves forward.
#[derive(Debug, Default)]
struct OffsetClock(AtomicI64);

impl Clock for OffsetClock {
    fn now(&self) -> Timestamp {
        Timestamp(SystemClock.now().0 + self.0.load(Ordering::SeqCst))
    }
}

#[path = "support/percentile.rs"]
mod support;
use support::percentile;

#[tokio::main]
async fn main() {
    let dir = tempfile::tempdir().expect("a directory");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("clocks.db").display()
    );
    let clock = Arc::new(OffsetClock::default());
    let open = || async {
        let store = Store::open(&url).await.expect("the database");
        Service::new(store, clock.clone(), ServiceConfig::default())
    };
    let (first, second) = (open().await, open().await);
    let options = ChallengeOptions {
        size: Size::new(6, 6).ok(),
        opening: Some(Opening::Any),
        colour: ColourChoice::Black,
        time_control: "1+0".parse().ok(),
        ..ChallengeOptions::default()
    };
    let mut games: Vec<GameId> = Vec::new();
    for channel in 0..GAMES {
        let place = Place::channel(GuildId(1), ChannelId(1000 + channel));
        let user = UserId(10 + 2 * channel);
        let opponent = UserId(11 + 2 * channel);
        let view = first
            .challenge(place, user, Some(opponent), options)
            .await
            .expect("a challenge");
        first.accept(place, opponent).await.expect("accepted");
        let view = first.game(view.id).await.expect("game");
        let m = view.game.legal_moves()[0];
        first.play_at(view.id, 0, user, m).await.expect("a move");
        games.push(view.id);
    }
    let mut deadlines = Vec::new();
    for &id in &games {
        let view = first.game(id).await.expect("game");
        deadlines.push((id, view.turn_deadline.expect("a running clock")));
    }
    let soonest = deadlines.iter().map(|(_, d)| d.0).min().expect("games");
    // The first flag falls half a second from now, the rest as they were made.
    let skip = soonest - clock.now().0 - 500;
    clock.0.store(skip, Ordering::SeqCst);
    let watchers = [first.watch_flags(), second.watch_flags()];
    let waiting = Instant::now();
    let mut late = Vec::new();
    for (id, deadline) in deadlines {
        let ended = loop {
            let view = first.game(id).await.expect("game");
            if let Some(at) = view.finished_at {
                break at;
            }
            assert!(
                waiting.elapsed() < Duration::from_secs(60),
                "game {id} never flagged"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        late.push(ended.0 - deadline.0);
    }
    watchers.iter().for_each(|w| w.abort());
    late.sort_unstable();
    println!(
        "flags of {GAMES} 1+0 games, two watchers on SQLite: lost on time after the flag by median {} ms, p99 {} ms, most {} ms (budget 200 ms)",
        percentile(&late, 0.5),
        percentile(&late, 0.99),
        late.last().copied().unwrap_or_default()
    );
}
