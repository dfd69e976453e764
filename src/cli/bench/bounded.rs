//! `konane-bot bench --only bounded`: every path a request can take on a
//! position with more than ten million moves, each timed with the growth of
//! the process's peak memory.

use std::time::Instant;

use anyhow::Context as _;

use super::measure::ms;
use crate::ai::{AiPool, AiPoolConfig, Player};
use crate::cli::CliError;
use crate::engine::{CROWDED_POSITION, Color, JumpRule, Move, Position, Rules, Square, parse_move};
use crate::game::{COUNT_UP_TO, MAX_MENU_OPTIONS, Picker};
use crate::i18n::Lang;
use crate::render::{BoardView, Caption, Renderer, hint_squares};
use crate::values::{GameId, Level};

/// The process's peak resident memory so far, in MB (Linux; 0 elsewhere).
fn peak_rss_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
            line.split_whitespace().nth(1)?.parse::<f64>().ok()
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

/// Times one request path on the crowded position and reports how much the
/// process's peak memory grew during it.
fn timed<T>(label: &str, work: impl FnOnce() -> Result<T, CliError>) -> Result<T, CliError> {
    let peak = peak_rss_mb();
    let t = Instant::now();
    let out = work()?;
    println!(
        "  {label}: {:.1} ms, peak memory +{:.1} MB",
        ms(t.elapsed()),
        (peak_rss_mb() - peak).max(0.0)
    );
    Ok(out)
}

/// Every path a request can take on a position with more than ten million
/// moves: each must answer within 1 s and 100 MB.
pub(super) fn bounded() -> Result<(), CliError> {
    println!("bounded work on the crowded 16x16 position (turning jumps)");
    let pos: Position = CROWDED_POSITION.parse().context("crowded position")?;
    let rules = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    let (busiest, longest) = menus(&pos, rules)?;
    timed("alt text: the move count", || {
        Ok(pos.count_legal_moves_up_to(rules, COUNT_UP_TO))
    })?;
    timed(
        "autocomplete: suggestions with nothing typed, then from a stone",
        || {
            pos.moves_from(rules, None, 2000);
            Ok(pos.moves_from(rules, Some(busiest), 2000))
        },
    )?;
    let renderer = Renderer::new().context("loading the renderer")?;
    timed(
        "board PNG with the squares the side to move can reach",
        || {
            let view = BoardView {
                hints: hint_squares(&pos, rules, None),
                caption: Some(Caption::for_position(&pos, "Kai", "Lani", Lang::SOURCE)),
                ..BoardView::new(&pos)
            };
            Ok(renderer.render_png(&view).context("rendering")?)
        },
    )?;
    notation(&pos, rules, busiest, longest)?;
    searches(&pos, rules)
}

/// The board's stone picker, then a page of the busiest stone's moves;
/// returns that stone and its longest move.
fn menus(pos: &Position, rules: Rules) -> Result<(Square, Move), CliError> {
    let pos = *pos;
    let picker = Picker {
        game: GameId(1),
        ply: 100,
        turn: Color::Black,
    };
    let stones = timed("board menu: the stone picker, counts included", || {
        if pos.legal_moves_up_to(rules, MAX_MENU_OPTIONS).is_some() {
            return Err(anyhow::anyhow!("the crowded position should need a stone picker").into());
        }
        let stones = picker.stones(&pos, rules);
        let _menu = picker
            .stone_menu(&stones, 0, Lang::SOURCE)
            .context("a stone menu")?;
        Ok(stones)
    })?;
    let (busiest, _) = *stones
        .iter()
        .max_by_key(|(_, n)| *n)
        .context("stones that can move")?;
    timed(&format!("the moves of {busiest}, a menu page"), || {
        let moves = Picker::stone_moves(&pos, rules, busiest);
        let _menu = picker
            .move_menu(&moves, Some((busiest, 1)), Lang::SOURCE)
            .context("a second page")?;
        moves
            .into_iter()
            .max_by_key(|m| m.hops())
            .context("the stone has moves")
            .map_err(CliError::from)
    })
    .map(|longest| (busiest, longest))
}

/// Reading moves as players write them: the longest move in full, and a
/// short origin-destination form that many paths share.
fn notation(pos: &Position, rules: Rules, busiest: Square, longest: Move) -> Result<(), CliError> {
    let pos = *pos;
    let written = longest.to_string();
    timed(
        &format!("checking a written {}-hop move", longest.hops()),
        || Ok(parse_move(&written, &pos, rules).context("the move is legal")?),
    )?;
    // Two squares in line that the busiest stone joins by many paths.
    let to = Picker::stone_moves(&pos, rules, busiest)
        .into_iter()
        .map(|m| m.destination())
        .find(|&d| matches!(busiest.line_to(d), Some((_, far)) if far >= 4 && far % 2 == 0))
        .context("a landing square in line")?;
    let short = format!("{busiest}-{to}");
    timed(&format!("short notation {short}"), || {
        Ok(parse_move(&short, &pos, rules).err())
    })?;
    Ok(())
}

/// The AI's answers and the move stream on `pos`: each within its bound.
fn searches(pos: &Position, rules: Rules) -> Result<(), CliError> {
    let pos = *pos;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("a runtime")?;
    let pool = AiPool::new(AiPoolConfig::default());
    for level in 1..=5 {
        let player = Player::Level(Level::new(level).context("a level")?);
        timed(
            &format!("AI level {level} move (on the blocking pool)"),
            || {
                runtime
                    .block_on(pool.choose(pos, rules, player, 1))
                    .map_err(|e| anyhow::anyhow!(e).into())
            },
        )?;
    }
    timed("hint (level 5, as a review)", || {
        let reservation = pool.reserve(1).map_err(anyhow::Error::from)?;
        runtime
            .block_on(pool.suggest(reservation, pos, rules, Player::Level(Level::MAX), 1))
            .map_err(|e| anyhow::anyhow!(e).into())
    })?;
    pool.shut_down();
    // The moves themselves, streamed as `konane-bot moves` does: far more
    // than a reply could list, yet memory stays flat.
    timed(
        "streaming the first 10,000,001 moves (konane-bot moves)",
        || {
            let n = pos.count_legal_moves_up_to(rules, 10_000_001);
            if n <= 10_000_000 {
                return Err(
                    anyhow::anyhow!("only {n} moves: not the crowded position meant").into(),
                );
            }
            Ok(n)
        },
    )?;
    Ok(())
}
