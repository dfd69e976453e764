//! `arena`: AI players matched against each other, with the winning rate's interval.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::CliError;
use crate::ai::{Brain, Player, Stop, Thinking};
use crate::engine::{Color, Move, Position, Rules, Size};

/// What one arena needs.
pub struct ArenaArgs {
    pub a: Player,
    pub b: Player,
    pub games: usize,
    pub size: Size,
    pub rules: Rules,
    pub think_time: Duration,
    pub threads: usize,
    pub seed: u64,
}

/// One finished game.
#[derive(Clone, Copy, Debug)]
struct Played {
    a_black: bool,
    winner: Color,
}

/// Every opening: each removal Black may make, with each reply White may make.
pub fn openings(size: Size, rules: Rules) -> Vec<[Move; 2]> {
    let start = Position::new(size);
    let mut pairs = Vec::new();
    for first in start.legal_moves(rules) {
        let mut after = start;
        after.play_unchecked(first);
        for second in after.legal_moves(rules) {
            pairs.push([first, second]);
        }
    }
    pairs
}

/// Plays one game from an opening; returns the winner.
fn play_game(
    size: Size,
    rules: Rules,
    opening: [Move; 2],
    players: [(Player, &mut Brain); 2],
    thinking: &Thinking,
) -> Color {
    let mut pos = Position::new(size);
    for m in opening {
        pos.play_unchecked(m);
    }
    let [black, white] = players;
    loop {
        let (player, brain) = match pos.turn() {
            Color::Black => (black.0, &mut *black.1),
            Color::White => (white.0, &mut *white.1),
        };
        let Some(choice) = brain.choose(&pos, rules, player, thinking) else {
            return pos.turn().other();
        };
        pos.play_unchecked(choice.best);
    }
}

/// Plays the match on `threads` threads and prints the result.
pub fn arena(args: &ArenaArgs) -> Result<(), CliError> {
    let openings = openings(args.size, args.rules);
    if openings.is_empty() {
        return Err(CliError::input(anyhow::anyhow!(
            "no opening is possible on {} with these rules",
            args.size
        )));
    }
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(args.games));
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| {
                let mut brain_a = Brain::with_bytes(32 << 20);
                let mut brain_b = Brain::with_bytes(32 << 20);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games {
                        break;
                    }
                    // Both colours for every opening, in turn.
                    let a_black = i.is_multiple_of(2);
                    let opening = openings[(i / 2) % openings.len()];
                    let thinking = Thinking {
                        time: args.think_time,
                        seed: args.seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                        stop: Stop::new(),
                    };
                    let a = (args.a, &mut brain_a);
                    let b = (args.b, &mut brain_b);
                    let players = if a_black { [a, b] } else { [b, a] };
                    let winner = play_game(args.size, args.rules, opening, players, &thinking);
                    if let Ok(mut r) = results.lock() {
                        r.push(Played { a_black, winner });
                    }
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let won_by_a = |g: &Played| (g.winner == Color::Black) == g.a_black;
    let a_wins = results.iter().filter(|g| won_by_a(g)).count();
    let a_black_games = results.iter().filter(|g| g.a_black).count();
    let a_black_wins = results.iter().filter(|g| g.a_black && won_by_a(g)).count();
    let b_black_wins = results
        .iter()
        .filter(|g| !g.a_black && !won_by_a(g))
        .count();
    let n = results.len();
    println!(
        "{} on {}, {} jumps, {} opening ({}, each with both colours), {:.1} s",
        super::counted(n, "game", "games"),
        args.size,
        args.rules.jumps,
        args.rules.opening,
        super::counted(openings.len(), "opening", "openings"),
        start.elapsed().as_secs_f64()
    );
    for (name, wins, as_black, black_games) in [
        (args.a, a_wins, a_black_wins, a_black_games),
        (args.b, n - a_wins, b_black_wins, n - a_black_games),
    ] {
        let (low, high) = wilson(wins, n);
        println!(
            "{name:<8} wins {wins:>4} ({:.1}%, 95% CI {:.1}–{:.1}%), {as_black}/{black_games} as Black",
            100.0 * wins as f64 / n.max(1) as f64,
            100.0 * low,
            100.0 * high
        );
    }
    Ok(())
}

/// The Wilson score interval (95%) for `wins` out of `n`.
pub fn wilson(wins: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let n = n as f64;
    let p = wins as f64 / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (lo, hi) = wilson(190, 200);
        assert!(lo < 0.95 && hi > 0.95 && lo > 0.9 && hi < 0.98, "{lo} {hi}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        let (lo, hi) = wilson(200, 200);
        assert!(lo > 0.98 && (hi - 1.0).abs() < 1e-9);
    }
}
