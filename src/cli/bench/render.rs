//! The renderer: a board's PNG (time and size) and a replay's GIF.

use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::measure::ms;
use crate::cli::CliError;
use crate::engine::{Game, JumpRule, Position, Record, Rules, Size, Variant};
use crate::i18n::Lang;
use crate::render::{BoardView, Caption, Renderer, hint_squares};

/// Per-reply cost: render and PNG-encode an 8×8 board with the overlays the bot uses.
pub(super) fn render(budget: Duration) -> Result<(), CliError> {
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
            caption: Some(Caption::for_position(&start, "Kai", "Lani", Lang::SOURCE)),
            ..BoardView::new(&start)
        },
        BoardView {
            last_move: game.moves().last().copied(),
            hints: hint_squares(game.position(), rules, None),
            caption: Some(Caption::for_game(
                &game,
                "Kai Makoa",
                "Lani Kealoha",
                Lang::SOURCE,
            )),
            ..BoardView::new(game.position())
        },
        // Names that need shaping (joined Arabic, Devanagari conjuncts, an
        // emoji) in a caption of another script.
        BoardView {
            last_move: game.moves().last().copied(),
            caption: Some(Caption::for_game(
                &game,
                "محمد علي",
                "अर्जुन 🎲",
                Lang::shipped("ja").unwrap_or(Lang::SOURCE),
            )),
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
    let gif = renderer
        .replay_gif(&record, Lang::SOURCE, |pos| {
            crate::ai::proven_winner(pos, record.game.variant().rules())
        })
        .context("replay")?;
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
pub(super) fn long_game() -> Result<Game, CliError> {
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
