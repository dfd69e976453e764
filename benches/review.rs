//! The page's review of a finished game: how long from asking until the
//! solver's verdicts on every position are ready (budget: 2 s for a 60-ply
//! 8×8 game), and how far back from the end the solver decided within it.
//! Asked again, the kept verdicts are read, not solved again.
//!
//! `cargo bench --bench review`

use std::time::Instant;

use konane_bot::engine::{Game, Move, Size, Variant};
use konane_bot::game::{ChallengeOptions, Service, ServiceConfig, SystemClock};
use konane_bot::store::Store;
use konane_bot::values::{ChannelId, ColourChoice, GuildId, Place, UserId};

const GAMES: u64 = 8;
const PLIES: usize = 60;

/// A seeded 60-ply 8×8 game, single jumps preferred so that it lasts (a
/// real game of 60 plies is one where few stones go at a time).
fn long_game(mut seed: u64) -> Vec<Move> {
    loop {
        let mut game = Game::new(Variant::default());
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        while game.moves().len() < PLIES {
            let moves = game.legal_moves();
            let single: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.path().count() <= 2)
                .collect();
            let from = if single.is_empty() { &moves } else { &single };
            if from.is_empty() {
                break;
            }
            let pick = from[(next() % from.len() as u64) as usize];
            game.play(pick).expect("a legal move");
        }
        if game.moves().len() == PLIES {
            return game.moves().to_vec();
        }
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
        dir.path().join("review.db").display()
    );
    let store = Store::open(&url).await.expect("the database");
    let service = Service::new(
        store,
        std::sync::Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let budget = service.config().analysis;
    let options = ChallengeOptions {
        size: Size::new(8, 8).ok(),
        colour: ColourChoice::Black,
        rated: Some(false),
        ..ChallengeOptions::default()
    };
    let (mut ready, mut again, mut decided) = (Vec::new(), Vec::new(), Vec::new());
    for n in 0..GAMES {
        let place = Place::channel(GuildId(1), ChannelId(100 + n));
        let (black, white) = (UserId(10 + 2 * n), UserId(11 + 2 * n));
        let view = service
            .challenge(place, black, Some(white), options)
            .await
            .expect("a challenge");
        service.accept(place, white).await.expect("accepted");
        for (ply, &m) in long_game(0x9E37_79B9 + n).iter().enumerate() {
            let mover = if ply % 2 == 0 { black } else { white };
            service
                .play_at(view.id, ply, mover, m)
                .await
                .expect("a move");
        }
        // A game whose last move left the other side without one is over already.
        if !service
            .game(view.id)
            .await
            .expect("the game")
            .game
            .is_over()
        {
            service.resign(view.id, black).await.expect("resigned");
        }
        let asked = Instant::now();
        let request = service
            .analysis_target(place, black, Some(view.id))
            .await
            .expect("allowed");
        let analysis = service.analyze(request).await.expect("analysed");
        ready.push(asked.elapsed());
        decided.push(
            analysis
                .plies
                .iter()
                .filter(|p| p.mover_wins.is_some())
                .count(),
        );
        let asked = Instant::now();
        let request = service
            .analysis_target(place, white, Some(view.id))
            .await
            .expect("allowed");
        let kept = service.analyze(request).await.expect("analysed");
        again.push(asked.elapsed());
        assert_eq!(
            kept.plies, analysis.plies,
            "the kept verdicts are the ones read"
        );
    }
    ready.sort_unstable();
    again.sort_unstable();
    decided.sort_unstable();
    println!(
        "review of {GAMES} 60-ply 8x8 games (budget {:?} a game, {} nodes a position): \
         ready median {:?}, most {:?} (budget 2 s); asked again (kept) median {:?}; \
         positions decided of 61: median {}, fewest {}, most {}",
        budget.total_time,
        budget.nodes_per_position,
        percentile(&ready, 0.5),
        ready.last().copied().unwrap_or_default(),
        percentile(&again, 0.5),
        decided[decided.len() / 2],
        decided.first().copied().unwrap_or_default(),
        decided.last().copied().unwrap_or_default(),
    );
}
