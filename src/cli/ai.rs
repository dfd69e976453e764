//! `solve`, `verify-proof`: the exact solver and its proofs from the command line.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::{CliError, parse_position};
use crate::ai::{
    Brain, Checkpoint, Limits, Proof, ProofProgress, ProofShape, SolveProgress, Stop, Threads,
};
use crate::engine::{Color, Position, Rules, Size, SizeError};

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
    /// The side expected to win, if known: where the threads split work.
    pub expect: Option<Color>,
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
    if let Some(ProofOutput {
        shape: Some(shape), ..
    }) = &args.proof
    {
        shape.check(&pos).map_err(CliError::input)?;
    }
    let limits = args.chunk.map_or(Limits::NONE, Limits::time);
    let start = Instant::now();
    let progress = SolveProgress::new();
    let (proof, nodes) = std::thread::scope(|scope| {
        let (finished, reports_end) = std::sync::mpsc::channel::<()>();
        let progress = &progress;
        scope.spawn(move || report_solve_progress(progress, &reports_end));
        let threads = Threads {
            progress: Some(progress),
            expect: args.expect,
            ..Threads::new(args.threads)
        };
        let result = brain.prove_on_threads(&pos, rules, limits, &Stop::new(), threads);
        drop(finished);
        result
    });
    done.nodes += nodes;
    done.seconds += start.elapsed().as_secs_f64();
    done.runs += 1;
    let Some(proof) = proof else {
        let path = args.checkpoint.ok_or_else(|| {
            anyhow::Error::from(super::Unfinished(
                "the solver stopped before finishing (--save FILE keeps its work)",
            ))
        })?;
        write_checkpoint(&brain, &done, &path)?;
        println!(
            "unfinished after {}: {} nodes, {:.0} s; checkpoint in {}",
            super::counted(done.runs as usize, "run", "runs"),
            done.nodes,
            done.seconds,
            path.display()
        );
        println!("go on with: konane-bot solve --resume {}", path.display());
        return Err(anyhow::Error::from(super::Unfinished(
            "unfinished: the checkpoint holds its work",
        ))
        .into());
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

/// The solver's table of `table_mb` MiB, refused (exit status 2) where it
/// is more than the machine's memory or the system won't give it: the
/// kernel might grant more than there is and end the solve hours later.
fn table_of(table_mb: usize) -> Result<Brain, CliError> {
    let too_big = |why: String| {
        CliError::input(anyhow::anyhow!(
            "--table-mb {table_mb}: {why}; ask for less"
        ))
    };
    let bytes = table_mb
        .checked_mul(1 << 20)
        .ok_or_else(|| too_big("no machine has that much memory".into()))?;
    if let Some(memory) = physical_memory()
        && bytes as u64 > memory
    {
        return Err(too_big(format!(
            "this machine has {} MiB of memory",
            memory >> 20
        )));
    }
    Brain::try_with_bytes(bytes)
        .ok_or_else(|| too_big("the system refused that much memory".into()))
}

/// The machine's memory in bytes, where the system says (`/proc/meminfo`).
fn physical_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
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
            Ok((done, table_of(table_mb)?))
        }
        SolveStart::Resume(path) => {
            let file = std::fs::File::open(&path)
                .with_context(|| format!("opening {}", path.display()))
                .map_err(CliError::input)?;
            let (checkpoint, brain) = Brain::read_checkpoint(std::io::BufReader::new(file))
                .with_context(|| format!("reading {}", path.display()))
                .map_err(CliError::input)?;
            println!(
                "resuming {} after {}: {} nodes, {:.0} s",
                checkpoint.position,
                super::counted(checkpoint.runs as usize, "run", "runs"),
                checkpoint.nodes,
                checkpoint.seconds
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
        let (proof, _) = brain.prove_on_threads(
            &after,
            rules,
            Limits::NONE,
            &Stop::new(),
            Threads::new(threads),
        );
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
