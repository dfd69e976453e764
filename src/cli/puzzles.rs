//! `generate-puzzles`: puzzles found by the AI, written to a file or stored.

use std::path::Path;
use std::time::Instant;

use anyhow::Context as _;

use super::CliError;
use crate::ai::{Brain, Puzzle, PuzzleMaker, SplitMix, Stop};
use crate::engine::{Rules, Size};

pub struct GenerateArgs {
    pub count: usize,
    pub size: Size,
    pub rules: Rules,
    pub seed: u64,
    pub threads: usize,
    pub out: Option<std::path::PathBuf>,
    /// Write over `out` if it exists.
    pub force: bool,
    pub database: String,
}

/// Each puzzle job's table: plenty for proofs of at most [`crate::ai::PUZZLE_NODES`].
const PUZZLE_TABLE_BYTES: usize = 32 << 20;

/// Makes `count` puzzles, `threads` at a time. Puzzle job `k` plays games
/// from its own seed, and jobs are taken in rounds and kept in job order,
/// so the same seed makes the same puzzles on any number of cores.
pub fn generate_puzzles(args: &GenerateArgs) -> Result<(), CliError> {
    if let Some(path) = &args.out {
        super::may_write(path, args.force)?;
    }
    let started = Instant::now();
    let threads = args.threads.max(1);
    let mut made: Vec<Puzzle> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut games = 0;
    let mut job = 0u64;
    while made.len() < args.count {
        let round: Vec<(u64, Option<Puzzle>)> = std::thread::scope(|scope| {
            let running: Vec<_> = (0..threads)
                .map(|_| {
                    job += 1;
                    let job = job;
                    let mut maker = PuzzleMaker::new(
                        args.size,
                        args.rules,
                        SplitMix(args.seed).next_u64() ^ job.wrapping_mul(0x9E37_79B9_7F4A_7C15),
                    );
                    scope.spawn(move || {
                        // A table of its own: what another job left in one
                        // would change this job's games.
                        let mut brain = Brain::with_bytes(PUZZLE_TABLE_BYTES);
                        let puzzle = maker.next_puzzle(&mut brain, &Stop::new());
                        (maker.games, puzzle)
                    })
                })
                .collect();
            running
                .into_iter()
                .map(|t| t.join().unwrap_or((0, None)))
                .collect()
        });
        for (played, puzzle) in round {
            games += played;
            let Some(puzzle) = puzzle else { continue };
            if made.len() < args.count && seen.insert(puzzle.position) {
                eprintln!(
                    "puzzle {}/{}: difficulty {}, {} to find, {} ({}, {:.0} s)",
                    made.len() + 1,
                    args.count,
                    puzzle.difficulty(),
                    super::counted(puzzle.depth(), "move", "moves"),
                    super::counted(puzzle.plausible_tries as usize, "trap", "traps"),
                    super::counted(games as usize, "game", "games"),
                    started.elapsed().as_secs_f64()
                );
                made.push(puzzle);
            }
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    match &args.out {
        Some(path) => write_puzzle_file(path, args.rules, &made)?,
        None => store_puzzles(&args.database, &made)?,
    }
    println!(
        "{} from {} in {elapsed:.1} s ({:.1} puzzles/min)",
        super::counted(made.len(), "puzzle", "puzzles"),
        super::counted(games as usize, "game", "games"),
        made.len() as f64 * 60.0 / elapsed.max(1e-9)
    );
    Ok(())
}

fn write_puzzle_file(path: &Path, rules: Rules, made: &[Puzzle]) -> Result<(), CliError> {
    let file =
        std::fs::File::create(path).with_context(|| format!("creating {}", path.display()))?;
    let mut out = std::io::BufWriter::new(file);
    crate::ai::write_puzzles(&mut out, rules, made)
        .and_then(|()| std::io::Write::flush(&mut out))
        .with_context(|| format!("writing {}", path.display()))?;
    println!(
        "wrote {} to {}",
        super::counted(made.len(), "puzzle", "puzzles"),
        path.display()
    );
    Ok(())
}

/// Adds the puzzles to the database's stock, through the service as the
/// bot would; those it holds already are left as they are.
fn store_puzzles(database: &str, made: &[Puzzle]) -> Result<(), CliError> {
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    let added = runtime.block_on(async {
        let store = crate::store::Store::open(database)
            .await
            .with_context(|| format!("opening the database {database}"))?;
        let service = crate::game::Service::new(
            store,
            std::sync::Arc::new(crate::game::SystemClock),
            crate::game::ServiceConfig::default(),
        );
        anyhow::Ok(service.store_puzzles(made).await?)
    })?;
    println!(
        "stored {} ({} already there)",
        super::counted(added, "new puzzle", "new puzzles"),
        made.len() - added
    );
    Ok(())
}
