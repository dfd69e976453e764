//! `solve` and `arena`: the exact solver and AI matches from the command line.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::{CliError, parse_position};
use crate::ai::{
    Brain, Checkpoint, Limits, Player, Proof, ProofProgress, ProofShape, Puzzle, PuzzleMaker,
    SolveProgress, SplitMix, Stop, Thinking,
};
use crate::engine::{Color, Move, Position, Rules, Size, SizeError};

/// A position from its text, or a size such as `6x6` for the full board.
pub fn position_or_size(text: &str) -> Result<Position, CliError> {
    if text.contains('/') {
        return parse_position(text);
    }
    match text.trim().parse::<Size>() {
        Ok(size) => Ok(Position::new(size)),
        // Digits and an x: a size, out of range; say so, not "expected the rows".
        Err(e @ SizeError::OutOfRange { .. }) => Err(CliError::input(e)),
        Err(SizeError::Syntax(_)) => parse_position(text),
    }
}

/// Where a solve starts: a new position, or a checkpoint of an unfinished one.
pub enum SolveStart {
    New {
        position: Position,
        rules: Rules,
        table_mb: usize,
    },
    Resume(PathBuf),
}

pub struct SolveArgs {
    pub start: SolveStart,
    pub proof: Option<ProofOutput>,
    pub threads: usize,
    /// Stop after this long, unfinished.
    pub chunk: Option<Duration>,
    /// Where an unfinished solve's checkpoint goes.
    pub checkpoint: Option<PathBuf>,
    /// Once solved, prove every move of the side to move, not just one.
    pub every_move: bool,
}

/// Where a proof goes, and its shape: `None` for a text proof.
pub struct ProofOutput {
    pub path: PathBuf,
    pub shape: Option<ProofShape>,
}

/// Prints who wins, a winning move or best try, nodes and time; or, if the
/// chunk ends first, writes the checkpoint and says how to go on.
pub fn solve(args: SolveArgs) -> Result<(), CliError> {
    let (mut done, mut brain) = solve_start(args.start)?;
    let (pos, rules) = (done.position, done.rules);
    let limits = args.chunk.map_or(Limits::NONE, Limits::time);
    let start = Instant::now();
    let progress = SolveProgress::new();
    let (proof, nodes) = std::thread::scope(|scope| {
        let (finished, reports_end) = std::sync::mpsc::channel::<()>();
        let progress = &progress;
        scope.spawn(move || report_solve_progress(progress, &reports_end));
        let result = brain.prove_on_threads(
            &pos,
            rules,
            limits,
            &Stop::new(),
            args.threads,
            Some(progress),
        );
        drop(finished);
        result
    });
    done.nodes += nodes;
    done.seconds += start.elapsed().as_secs_f64();
    done.runs += 1;
    let Some(proof) = proof else {
        let path = args
            .checkpoint
            .context("the solver stopped before finishing (--save FILE keeps its work)")?;
        write_checkpoint(&brain, &done, &path)?;
        println!(
            "unfinished after {} run(s): {} nodes, {:.0} s; checkpoint in {}",
            done.runs,
            done.nodes,
            done.seconds,
            path.display()
        );
        println!("go on with: konane-bot solve --resume {}", path.display());
        return Ok(());
    };
    print_solved(&done, &proof);
    if args.every_move {
        every_move(&mut brain, &pos, rules, args.threads)?;
    }
    match args.proof {
        Some(ProofOutput {
            path,
            shape: Some(shape),
        }) => write_binary_proof(&mut brain, &pos, rules, shape, &path)?,
        Some(ProofOutput { path, shape: None }) => write_proof(&mut brain, &pos, rules, &path)?,
        None => {}
    }
    Ok(())
}

/// How often a long solve reports how far it has got.
const SOLVE_PROGRESS_EVERY: Duration = Duration::from_secs(60);

/// Reports on standard error every [`SOLVE_PROGRESS_EVERY`] how far the
/// solve has got, until `finished` hangs up: a solve of hours should say it
/// is moving, and give some idea of how far.
fn report_solve_progress(progress: &SolveProgress, finished: &std::sync::mpsc::Receiver<()>) {
    let started = Instant::now();
    while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
        finished.recv_timeout(SOLVE_PROGRESS_EVERY)
    {
        eprintln!(
            "solve: about {:.3}% of the first thread's tree, {:.0} s",
            100.0 * progress.share(),
            started.elapsed().as_secs_f64()
        );
    }
}

/// The checkpoint so far, and the table, a solve starts from: empty for a
/// new position, as saved for a resumed one.
fn solve_start(start: SolveStart) -> Result<(Checkpoint, Brain), CliError> {
    match start {
        SolveStart::New {
            position,
            rules,
            table_mb,
        } => {
            let done = Checkpoint {
                position,
                rules,
                nodes: 0,
                seconds: 0.0,
                runs: 0,
            };
            Ok((done, Brain::with_bytes(table_mb << 20)))
        }
        SolveStart::Resume(path) => {
            let file = std::fs::File::open(&path)
                .with_context(|| format!("opening {}", path.display()))
                .map_err(CliError::input)?;
            let (checkpoint, brain) = Brain::read_checkpoint(std::io::BufReader::new(file))
                .with_context(|| format!("reading {}", path.display()))
                .map_err(CliError::input)?;
            println!(
                "resuming {} after {} run(s): {} nodes, {:.0} s",
                checkpoint.position, checkpoint.runs, checkpoint.nodes, checkpoint.seconds
            );
            Ok((checkpoint, brain))
        }
    }
}

/// Who wins, the winning move or best try, and the work it took over every run.
fn print_solved(done: &Checkpoint, proof: &Proof) {
    let mover = done.position.turn();
    let winner = proof.winner(mover);
    println!("{winner} wins");
    match (proof.best, proof.mover_wins) {
        (Some(m), true) => println!("winning move for {mover}: {m}"),
        (Some(m), false) => println!("best try for {mover}: {m}"),
        (None, _) => println!("{mover} has no move"),
    }
    println!("nodes: {}", done.nodes);
    let runs = if done.runs > 1 {
        format!(" over {} runs", done.runs)
    } else {
        String::new()
    };
    println!(
        "time: {:.3} s{runs} ({:.1} M nodes/s)",
        done.seconds,
        done.nodes as f64 / done.seconds.max(1e-9) / 1e6
    );
}

/// Writes the winner's strategy for `verify-proof`, from the solved table.
fn write_proof(
    brain: &mut Brain,
    pos: &Position,
    rules: Rules,
    path: &Path,
) -> Result<(), CliError> {
    let started = Instant::now();
    let strategy = brain
        .strategy(pos, rules, &Stop::new())
        .context("writing down the winner's strategy")?;
    let file =
        std::fs::File::create(path).with_context(|| format!("creating {}", path.display()))?;
    let mut out = std::io::BufWriter::new(file);
    strategy
        .write(&mut out)
        .and_then(|()| std::io::Write::flush(&mut out))
        .with_context(|| format!("writing {}", path.display()))?;
    println!(
        "proof: {} ({} positions of {}'s, {:.3} s)",
        path.display(),
        strategy.moves.len(),
        strategy.winner,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// How often a long proof's progress is reported.
const PROGRESS_EVERY: Duration = Duration::from_secs(10);

/// A progress report on standard error at most every [`PROGRESS_EVERY`].
fn progress_reporter(what: &'static str, total_bytes: Option<u64>) -> impl FnMut(ProofProgress) {
    let started = Instant::now();
    let mut last = started;
    move |p: ProofProgress| {
        if last.elapsed() < PROGRESS_EVERY {
            return;
        }
        last = Instant::now();
        let share = total_bytes
            .filter(|&t| t > 0)
            .map(|t| format!(" ({:.1}% of the file)", 100.0 * p.bytes as f64 / t as f64))
            .or_else(|| {
                p.walked
                    .map(|w| format!(" (about {:.2}% of the strategy)", 100.0 * w))
            })
            .unwrap_or_default();
        eprintln!(
            "{what}: {} records, {:.1} MB{share}, {:.0} s",
            p.records,
            p.bytes as f64 / 1e6,
            started.elapsed().as_secs_f64()
        );
    }
}

/// Streams the winner's strategy to `path` as a binary proof.
fn write_binary_proof(
    brain: &mut Brain,
    pos: &Position,
    rules: Rules,
    shape: ProofShape,
    path: &Path,
) -> Result<(), CliError> {
    let started = Instant::now();
    let file =
        std::fs::File::create(path).with_context(|| format!("creating {}", path.display()))?;
    let mut progress = progress_reporter("proof", None);
    let (header, count) = brain
        .write_binary_proof(
            pos,
            rules,
            shape,
            std::io::BufWriter::new(file),
            &Stop::new(),
            &mut progress,
        )
        .with_context(|| format!("writing the proof to {}", path.display()))?;
    println!(
        "proof: {} (binary, {:.1} MB: {} records, {} moves of {}'s, {} back-references; \
         positions under {} stones left to the checker; {} MB remembered; {:.1} s)",
        path.display(),
        count.bytes as f64 / 1e6,
        count.records,
        count.winner_moves,
        header.winner,
        count.references,
        header.small,
        header.cache_bytes() >> 20,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Proves each of the mover's moves and prints which win, winners first.
fn every_move(
    brain: &mut Brain,
    pos: &Position,
    rules: Rules,
    threads: usize,
) -> Result<(), CliError> {
    let (mut winning, mut losing) = (Vec::new(), Vec::new());
    for m in pos.legal_moves(rules) {
        let mut after = *pos;
        after.play_unchecked(m);
        let (proof, _) =
            brain.prove_on_threads(&after, rules, Limits::NONE, &Stop::new(), threads, None);
        let proof = proof.context("the solver stopped before finishing")?;
        if proof.mover_wins {
            losing.push(m.to_string());
        } else {
            winning.push(m.to_string());
        }
    }
    let list = |moves: &[String]| {
        if moves.is_empty() {
            "none".to_owned()
        } else {
            moves.join(" ")
        }
    };
    println!("winning moves: {}", list(&winning));
    println!("losing moves: {}", list(&losing));
    Ok(())
}

/// Writes the checkpoint beside `path` and then moves it there, so that a
/// crash while writing leaves the previous checkpoint whole.
fn write_checkpoint(brain: &Brain, done: &Checkpoint, path: &Path) -> Result<(), CliError> {
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    let file = std::fs::File::create(&partial)
        .with_context(|| format!("creating {}", partial.display()))?;
    let mut out = std::io::BufWriter::new(file);
    brain
        .write_checkpoint(done, &mut out)
        .and_then(|()| out.into_inner().map_err(|e| e.into_error()))
        .and_then(|file| file.sync_all())
        .with_context(|| format!("writing {}", partial.display()))?;
    std::fs::rename(&partial, path)
        .with_context(|| format!("moving {} to {}", partial.display(), path.display()))?;
    Ok(())
}

/// `verify-proof`: reads a proof and checks it without the solver: a text
/// proof in memory, a binary one as it reads it, in at most `memory_mb`.
pub fn verify_proof(path: &Path, memory_mb: usize) -> Result<(), CliError> {
    let file = std::fs::File::open(path)
        .with_context(|| format!("opening {}", path.display()))
        .map_err(CliError::input)?;
    let size = file.metadata().map(|m| m.len()).ok();
    let mut input = std::io::BufReader::new(file);
    let start = std::io::BufRead::fill_buf(&mut input)
        .with_context(|| format!("reading {}", path.display()))
        .map_err(CliError::input)?;
    if crate::ai::is_binary_proof(start) {
        return verify_binary_proof(path, input, memory_mb, size);
    }
    let started = Instant::now();
    let strategy = crate::ai::Strategy::read(input)
        .with_context(|| format!("reading {}", path.display()))
        .map_err(CliError::input)?;
    let verified = strategy
        .verify()
        .with_context(|| {
            format!(
                "{} does not prove that {} wins",
                path.display(),
                strategy.winner
            )
        })
        .map_err(CliError::input)?;
    println!(
        "{} wins {}: proof holds ({} positions walked, {} moves of {}'s checked, {:.3} s)",
        strategy.winner,
        strategy.root,
        verified.positions,
        verified.winner_moves,
        strategy.winner,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn verify_binary_proof(
    path: &Path,
    input: impl std::io::BufRead,
    memory_mb: usize,
    size: Option<u64>,
) -> Result<(), CliError> {
    let started = Instant::now();
    let mut progress = progress_reporter("checked", size);
    let (header, count) =
        crate::ai::check_binary_proof(input, memory_mb.saturating_mul(1 << 20), &mut progress)
            .with_context(|| format!("checking {}", path.display()))
            .map_err(CliError::input)?;
    println!(
        "{} wins {}: proof holds ({} records read, {} moves of {}'s checked, {} back-references; \
         {} positions under {} stones searched in {} nodes; {} MB remembered; {:.1} s)",
        header.winner,
        header.root,
        count.records,
        count.winner_moves,
        header.winner,
        count.references,
        count.searched,
        header.small,
        count.search_nodes,
        header.cache_bytes() >> 20,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

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
        "{} games on {}, {} jumps, {} opening ({} openings, each with both colours), {:.1} s",
        n,
        args.size,
        args.rules.jumps,
        args.rules.opening,
        openings.len(),
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

pub struct GenerateArgs {
    pub count: usize,
    pub size: Size,
    pub rules: Rules,
    pub seed: u64,
    pub threads: usize,
    pub out: Option<std::path::PathBuf>,
    pub database: String,
}

/// Each puzzle job's table: plenty for proofs of at most [`crate::ai::PUZZLE_NODES`].
const PUZZLE_TABLE_BYTES: usize = 32 << 20;

/// Makes `count` puzzles, `threads` at a time. Puzzle job `k` plays games
/// from its own seed, and jobs are taken in rounds and kept in job order,
/// so the same seed makes the same puzzles on any number of cores.
pub fn generate_puzzles(args: &GenerateArgs) -> Result<(), CliError> {
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
                    "puzzle {}/{}: difficulty {}, {} moves to find, {} traps ({} games, {:.0} s)",
                    made.len() + 1,
                    args.count,
                    puzzle.difficulty(),
                    puzzle.depth(),
                    puzzle.plausible_tries,
                    games,
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
        "{} puzzles from {games} games in {elapsed:.1} s ({:.1} puzzles/min)",
        made.len(),
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
    println!("wrote {} puzzles to {}", made.len(), path.display());
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
        "stored {added} new puzzles ({} already there)",
        made.len() - added
    );
    Ok(())
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
