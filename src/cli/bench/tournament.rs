//! Tournaments: pairing a 256-player Swiss, and the standings' picture.

use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::measure::ms;
use crate::cli::CliError;

/// Pairs every round of a 256-player Swiss, the results made up the same
/// way every run (about a third of the games won by the lower seed), again
/// and again for `budget`; each round's slowest pairing is reported.
pub(super) fn tournament(budget: Duration) {
    use crate::engine::Color;
    use crate::tournament::{Board, Entrant, swiss_round, swiss_rounds};
    println!("tournament");
    const PLAYERS: u64 = 256;
    let entrants: Vec<Entrant> = (0..PLAYERS)
        .map(|i| Entrant::new(i * 7 + 1, 2400.0 - (i * 37 % 1000) as f64))
        .collect();
    let rounds = swiss_rounds(PLAYERS as usize);
    let mut slowest = vec![Duration::ZERO; rounds as usize];
    let started = Instant::now();
    let mut runs = 0;
    while runs < 3 || started.elapsed() < budget {
        let mut history = Vec::new();
        for (r, slowest) in slowest.iter_mut().enumerate() {
            let t = Instant::now();
            let round = std::hint::black_box(swiss_round(&entrants, &history));
            *slowest = (*slowest).max(t.elapsed());
            let played: Vec<Board> = round
                .into_iter()
                .enumerate()
                .map(|(table, board)| match board {
                    Board::Game { black, white, .. } => Board::Game {
                        black,
                        white,
                        winner: Some(if (table + r) % 3 == 0 {
                            Color::White
                        } else {
                            Color::Black
                        }),
                    },
                    other => other,
                })
                .collect();
            history.push(played);
        }
        runs += 1;
    }
    let each: Vec<String> = slowest.iter().map(|d| format!("{:.2}", ms(*d))).collect();
    println!(
        "  Swiss of {PLAYERS} players, {rounds} rounds: slowest pairing of each round (ms, over {runs} runs): {}",
        each.join(", ")
    );
}

/// Draws a 64-player standings table (names in several scripts) as a PNG,
/// again and again for `budget`: median and slowest time, and its size.
pub(super) fn standings_picture(budget: Duration) -> Result<(), CliError> {
    use crate::render::{Renderer, Table};
    const PLAYERS: usize = 64;
    let renderer = Renderer::new().context("renderer")?;
    let names = [
        "Kai",
        "Lani",
        "محمد",
        "李明",
        "Ōkalani",
        "Мария",
        "😀 Ana",
        "Noa",
    ];
    let table = Table {
        title: "Winter Cup: standings after round 7".into(),
        headers: ["#", "Player", "Points", "Buchholz", "SB", "Games"]
            .map(String::from)
            .to_vec(),
        rows: (0..PLAYERS)
            .map(|i| {
                vec![
                    (i + 1).to_string(),
                    format!("{} {i}", names[i % names.len()]),
                    ((PLAYERS - i) / 9).to_string(),
                    (30 - i % 13).to_string(),
                    (20 - i % 7).to_string(),
                    "7".into(),
                ]
            })
            .collect(),
        right: vec![0, 2, 3, 4, 5],
    };
    let mut times = Vec::new();
    let mut bytes = 0;
    let started = Instant::now();
    while times.len() < 5 || started.elapsed() < budget {
        let t = Instant::now();
        let png = renderer.render_table_png(&table).context("standings PNG")?;
        times.push(t.elapsed());
        bytes = png.len();
    }
    times.sort();
    println!(
        "  standings of {PLAYERS} players as a PNG: median {:.2} ms, slowest {:.2} ms, {:.1} KB ({} runs)",
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        bytes as f64 / 1024.0,
        times.len()
    );
    Ok(())
}
