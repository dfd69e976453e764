//! `konane-bot bench`: speed figures, each measured for about the given time.

use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::CliError;
use crate::engine::{EXAMPLE_POSITION, Game, JumpRule, Position, Record, Rules, Size, Variant};
use crate::render::{BoardView, Caption, Renderer, hint_squares};

pub fn run(budget: Duration) -> Result<(), CliError> {
    engine(budget)?;
    render(budget)?;
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn engine(budget: Duration) -> Result<(), CliError> {
    println!("engine");
    let example: Position = EXAMPLE_POSITION.parse().context("example position")?;
    let straight = Rules::default();
    let turning = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    let big = Position::new(Size::new(16, 16).context("size")?);
    perft_rate(
        "8x8 straight, rules example, depth 8",
        &example,
        8,
        straight,
        budget,
    );
    perft_rate(
        "8x8 turning, rules example, depth 7",
        &example,
        7,
        turning,
        budget,
    );
    perft_rate(
        "16x16 straight, full board, depth 9",
        &big,
        9,
        straight,
        budget,
    );
    Ok(())
}

/// Runs perft repeatedly for about `budget` and reports the best rate.
fn perft_rate(label: &str, pos: &Position, depth: u32, rules: Rules, budget: Duration) {
    let started = Instant::now();
    let mut best = Duration::MAX;
    let mut leaves = 0;
    let mut runs = 0;
    while runs < 3 || started.elapsed() < budget {
        let t = Instant::now();
        leaves = std::hint::black_box(pos.perft(depth, rules));
        best = best.min(t.elapsed());
        runs += 1;
    }
    let rate = leaves as f64 / best.as_secs_f64() / 1e6;
    println!(
        "  perft {label}: {leaves} leaves in {:.1} ms = {rate:.1} M leaves/s (best of {runs})",
        ms(best)
    );
}

/// Per-reply cost: render and PNG-encode an 8×8 board with the overlays the bot uses.
fn render(budget: Duration) -> Result<(), CliError> {
    println!("render");
    let renderer = Renderer::new().context("loading the renderer")?;
    let start = Position::new(Size::STANDARD);
    let mut game = Game::new(Variant::default());
    for _ in 0..8 {
        if let Some(&m) = game.legal_moves().first() {
            game.play(m).context("benchmark game")?;
        }
    }
    let rules = Rules::default();
    let views = [
        BoardView {
            hints: hint_squares(&start, rules, None),
            caption: Some(Caption::for_position(&start, "Kai", "Lani")),
            ..BoardView::new(&start)
        },
        BoardView {
            last_move: game.moves().last().copied(),
            hints: hint_squares(game.position(), rules, None),
            caption: Some(Caption::for_game(&game, "Kai Makoa", "Lani Kealoha")),
            ..BoardView::new(game.position())
        },
    ];
    let mut times = Vec::new();
    let mut largest = 0;
    let started = Instant::now();
    while times.len() < 100 || started.elapsed() < budget {
        for view in &views {
            let t = Instant::now();
            let png = renderer.render_png(view).context("rendering")?;
            times.push(t.elapsed());
            largest = largest.max(png.len());
        }
    }
    times.sort();
    println!(
        "  8x8 PNG (render + encode): median {:.2} ms, p99 {:.2} ms over {} renders; largest {:.1} KB",
        ms(times[times.len() / 2]),
        ms(times[times.len() * 99 / 100]),
        times.len(),
        largest as f64 / 1024.0
    );
    let record = Record::new(long_game()?, "Kai", "Lani");
    let t = Instant::now();
    let gif = renderer.replay_gif(&record).context("replay")?;
    println!(
        "  16x16 replay GIF of {} moves: {:.1} KB in {:.0} ms",
        record.game.moves().len(),
        gif.len() as f64 / 1024.0,
        ms(t.elapsed())
    );
    Ok(())
}

/// A long 16×16 game, the same every run: each side plays its first legal
/// move in canonical order.
fn long_game() -> Result<Game, CliError> {
    let variant = Variant {
        size: Size::new(16, 16).context("size")?,
        jumps: JumpRule::Turning,
        ..Variant::default()
    };
    let mut game = Game::new(variant);
    while let Some(&m) = game.legal_moves().first() {
        game.play(m).context("benchmark game")?;
    }
    Ok(game)
}
