//! How early level 5 plays perfectly: self-play games on 8×8, each stopped
//! at the first position where the bot's move rests on a proof (the solver's
//! or the search's), which from then on it plays perfectly.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use anyhow::Context as _;

use crate::ai::{Brain, Player, SplitMix, Stop, Thinking};
use crate::cli::CliError;
use crate::engine::{Position, Rules, Size};
use crate::values::Level;

/// Self-play games measured.
pub(super) const TAKEOVER_GAMES: usize = 200;
/// Level 5's time per move in these games: the bot's own is 2 s, which
/// would make 200 games take hours; the handover moves earlier with more
/// time, so the bot's own figure is at least this good.
pub(super) const TAKEOVER_MOVE_TIME: Duration = Duration::from_millis(200);
/// Each game opens with this many random moves, so that the games differ
/// (level 5 itself plays the same moves in the same position).
const RANDOM_OPENING_PLIES: usize = 4;
/// Each side's table, as the bot's default pool gives each of its two
/// searches (64 MiB in all).
const SIDE_TABLE_BYTES: usize = 32 << 20;

/// Plays [`TAKEOVER_GAMES`] games on every core and prints the stones left
/// when the proof took over: the mean, the median, and the games where it
/// never did.
pub(super) fn takeover() -> Result<(), CliError> {
    let next = AtomicUsize::new(0);
    // Each thread takes the next game until all are played.
    let play_games = || -> Result<Vec<Option<usize>>, CliError> {
        let mut found = Vec::new();
        loop {
            let game = next.fetch_add(1, Ordering::Relaxed);
            if game >= TAKEOVER_GAMES {
                return Ok(found);
            }
            found.push(stones_at_takeover(game as u64)?);
        }
    };
    let per_thread: Vec<Result<Vec<Option<usize>>, CliError>> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..crate::cli::cores())
            .map(|_| scope.spawn(play_games))
            .collect();
        threads
            .into_iter()
            .map(|t| {
                t.join()
                    .unwrap_or_else(|_| Err(anyhow::anyhow!("a self-play thread panicked").into()))
            })
            .collect()
    });
    let mut found = Vec::new();
    for games in per_thread {
        found.extend(games?);
    }
    let mut taken: Vec<usize> = found.iter().flatten().copied().collect();
    taken.sort_unstable();
    let mean = taken.iter().sum::<usize>() as f64 / taken.len().max(1) as f64;
    println!(
        "  level 5 takeover 8x8, {} self-play games at {} ms a move: proven from {mean:.1} stones left on average (median {}), never in {}",
        found.len(),
        TAKEOVER_MOVE_TIME.as_millis(),
        taken.get(taken.len() / 2).copied().unwrap_or(0),
        found.len() - taken.len()
    );
    Ok(())
}

/// The stones on the board at the first position of game `seed` where level
/// 5's move was proven, or `None` if the game ended first.
fn stones_at_takeover(seed: u64) -> Result<Option<usize>, CliError> {
    let rules = Rules::default();
    let size: Size = "8x8".parse().context("size")?;
    let mut rng = SplitMix(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x7A3E);
    let mut pos = Position::new(size);
    for _ in 0..RANDOM_OPENING_PLIES {
        let moves = pos.legal_moves(rules);
        let Some(&m) = moves.get(rng.below(moves.len().max(1) as u64) as usize) else {
            return Ok(None);
        };
        pos = pos.play(m, rules).context("a legal move")?;
    }
    let mut brains = [
        Brain::with_bytes(SIDE_TABLE_BYTES),
        Brain::with_bytes(SIDE_TABLE_BYTES),
    ];
    let thinking = Thinking {
        time: TAKEOVER_MOVE_TIME,
        seed,
        stop: Stop::new(),
    };
    let level_5 = Player::Level(Level::MAX);
    for side in (0..2).cycle() {
        let Some(choice) = brains[side].choose(&pos, rules, level_5, &thinking) else {
            return Ok(None);
        };
        if choice.proven.is_some() {
            return Ok(Some(pos.stones()));
        }
        pos = pos.play(choice.best, rules).context("level 5's move")?;
    }
    Ok(None)
}
