//! The AI: search speed, the board's verdict, regions, whole-board solves
//! and puzzles made.

use std::time::{Duration, Instant};

use anyhow::Context as _;

use super::measure::{latencies, ms};
use crate::cli::CliError;
use crate::engine::{EXAMPLE_POSITION, JumpRule, Position, Rules, Size, Variant};

/// Two 8×8 endgames from a level-4 self-play game, for the solver benchmark.
pub(super) const ENDGAMES: [(&str, &str); 2] = [
    (
        "8x8 endgame, 35 stones",
        "x..o.o.o/.x....../x.xo..../o.o....x/xo.oxoxo/...x..../xoxoxoxo/oxoxoxox b",
    ),
    (
        "8x8 endgame, 27 stones",
        "...o.o.o/o......./......../......../xo.oxox./...x.x.x/xoxox.xo/oxoxo.ox b",
    ),
];

pub(super) fn ai(budget: Duration, big: bool) -> Result<(), CliError> {
    println!("ai");
    search_speed(budget)?;
    verdicts()?;
    regions()?;
    for (label, pos, rules, threads) in solve_cases(big)? {
        solve_case(&label, &pos, rules, threads)?;
    }
    puzzles(budget)?;
    super::takeover::takeover()
}

/// Search speed on the rules example under both jump rules, then the time
/// level 5 takes for a move there.
pub(super) fn search_speed(budget: Duration) -> Result<(), CliError> {
    use crate::ai::{Brain, Limits, Player, Stop, Thinking};
    use crate::values::Level;
    let example: Position = EXAMPLE_POSITION.parse().context("example position")?;
    let mut brain = Brain::with_bytes(64 << 20);
    let turning = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    for rules in [Rules::default(), turning] {
        let time = budget.max(Duration::from_secs(1));
        let started = Instant::now();
        let choice = brain
            .search(&example, rules, 64, Limits::time(time), &Stop::new())
            .context("the example has moves")?;
        let elapsed = started.elapsed();
        println!(
            "  search 8x8 {}, rules example, {:.1} s: depth {}, {} nodes, {:.2} M nodes/s",
            rules.jumps,
            elapsed.as_secs_f64(),
            choice.depth,
            choice.nodes,
            choice.nodes as f64 / elapsed.as_secs_f64() / 1e6
        );
    }
    let started = Instant::now();
    let choice = brain
        .choose(
            &example,
            Rules::default(),
            Player::Level(Level::MAX),
            &Thinking::default(),
        )
        .context("the example has moves")?;
    println!(
        "  level 5 move on the rules example: {} in {:.0} ms (depth {})",
        choice.best,
        ms(started.elapsed()),
        choice.depth
    );
    Ok(())
}

/// The boards and rules random games are played on to time what every
/// position of a game may ask: 6x6, 8x8 under both jump rules, 10x10.
pub(super) fn random_game_boards() -> Result<[(Size, Rules); 4], CliError> {
    let turning = Rules {
        jumps: JumpRule::Turning,
        ..Rules::default()
    };
    let size = |text: &str| text.parse::<Size>().context("size");
    Ok([
        (size("6x6")?, Rules::default()),
        (size("8x8")?, Rules::default()),
        (size("8x8")?, turning),
        (size("10x10")?, Rules::default()),
    ])
}

/// The board's verdict (a bounded proof, tried on every casual board of at
/// most [`crate::ai::VERDICT_STONES`] stones) on the positions of random
/// games: how long it takes, and how often it proves who wins.
pub(super) fn verdicts() -> Result<(), CliError> {
    use crate::ai::{SplitMix, VERDICT_STONES, proven_winner};
    for (size, rules) in random_game_boards()? {
        let mut rng = SplitMix(7);
        let (mut times, mut proven) = (Vec::new(), 0);
        for _ in 0..100 {
            let mut pos = Position::new(size);
            loop {
                let moves = pos.legal_moves(rules);
                if moves.is_empty() {
                    break;
                }
                let stones = pos.stones();
                if stones <= VERDICT_STONES {
                    let started = Instant::now();
                    proven += usize::from(proven_winner(&pos, rules).is_some());
                    times.push(started.elapsed());
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                pos = pos.play(m, rules).context("a legal move")?;
            }
        }
        let tried = times.len();
        println!(
            "  board verdict {size} {}, {tried} positions of at most {VERDICT_STONES} stones from 100 random games, {:.0}% proven: {}",
            rules.jumps,
            100.0 * proven as f64 / tried.max(1) as f64,
            latencies(&mut times)
        );
    }
    Ok(())
}

/// The regions an analysis names (every position of a finished game asked
/// in turn, within one describer's budget) on random games: the time per
/// game, and how many games fell apart into regions it could value.
pub(super) fn regions() -> Result<(), CliError> {
    use crate::ai::{DESCRIBE_POSITIONS, RegionDescriber, SplitMix};
    for (size, rules) in random_game_boards()? {
        let mut rng = SplitMix(11);
        let (mut times, mut described) = (Vec::new(), 0);
        for _ in 0..100 {
            let mut positions = vec![Position::new(size)];
            while let Some(pos) = positions.last().copied() {
                let moves = pos.legal_moves(rules);
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                positions.push(pos.play(m, rules).context("a legal move")?);
            }
            let started = Instant::now();
            let mut describer = RegionDescriber::new(rules);
            described += usize::from(positions.iter().any(|p| describer.describe(p).is_some()));
            times.push(started.elapsed());
        }
        println!(
            "  regions {size} {}, 100 random games (at most {DESCRIBE_POSITIONS} positions valued per game), {described} fell apart: {}",
            rules.jumps,
            latencies(&mut times)
        );
    }
    Ok(())
}

/// What the solver is timed on: each label, position, rules and thread count.
type SolveCase = (String, Position, Rules, usize);

/// Every small board whole under every variant, the endgames, and 6x6
/// (6x7 and 7x7 too with `--big`) on every core.
pub(super) fn solve_cases(big: bool) -> Result<Vec<SolveCase>, CliError> {
    let mut cases = Vec::new();
    for size in ["4x4", "4x5", "5x5", "6x6"] {
        let size: Size = size.parse().context("size")?;
        for opening in crate::engine::Opening::ALL {
            for jumps in [JumpRule::Straight, JumpRule::Turning] {
                if Variant::new(size, opening, jumps).is_ok() {
                    let label = format!("{size} whole game, {opening} opening, {jumps} jumps");
                    cases.push((label, Position::new(size), Rules { opening, jumps }, 1));
                }
            }
        }
    }
    for (label, text) in ENDGAMES {
        let position = text.parse().context("endgame")?;
        cases.push((label.to_string(), position, Rules::default(), 1));
    }
    let cores = crate::cli::cores();
    let mut boards = vec!["6x6"];
    if big {
        boards.extend(["6x7", "7x7"]);
    }
    for size in boards {
        let size: Size = size.parse().context("size")?;
        let label = format!("{size} whole game on {cores} threads");
        cases.push((label, Position::new(size), Rules::default(), cores));
    }
    Ok(cases)
}

/// Solves one case on an empty table, as `solve` starts with, and prints
/// the result with its speed.
pub(super) fn solve_case(
    label: &str,
    pos: &Position,
    rules: Rules,
    threads: usize,
) -> Result<(), CliError> {
    use crate::ai::{Brain, Limits, Stop, Threads};
    let mut brain = Brain::with_bytes(solve_table_bytes(pos.size().squares()));
    let started = Instant::now();
    let (proof, nodes) = brain.prove_on_threads(
        pos,
        rules,
        Limits::NONE,
        &Stop::new(),
        Threads::new(threads),
    );
    let elapsed = started.elapsed();
    let proof = proof.context("an unlimited proof finishes")?;
    let (winner, how) = if proof.mover_wins {
        (pos.turn(), "winning move")
    } else {
        (pos.turn().other(), "best try")
    };
    let first = proof.best.map_or("none".to_string(), |m| m.to_string());
    println!(
        "  solve {label}: {winner} wins ({how} {first}), {nodes} nodes in {:.2} s ({:.2} M nodes/s)",
        elapsed.as_secs_f64(),
        nodes as f64 / elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    Ok(())
}

/// The table a solve gets, as the README's 6x7 and 7x7 rows had: 1 GiB for
/// the 42-square boards (4 GiB, which 7x6's row still had, proves 6x7 in as
/// many nodes, but clearing its pages made the solve a fifth slower), 8 GiB
/// for 7x7.
pub(super) fn solve_table_bytes(squares: usize) -> usize {
    match squares {
        0..=36 => 256 << 20,
        37..=42 => 1 << 30,
        _ => 8 << 30,
    }
}

/// Puzzles made per minute on one thread, as `puzzles generate` makes them.
pub(super) fn puzzles(budget: Duration) -> Result<(), CliError> {
    use crate::ai::{Brain, PuzzleMaker, Stop};
    let size: Size = "8x8".parse().context("size")?;
    let mut maker = PuzzleMaker::new(size, Rules::default(), 1);
    let mut brain = Brain::with_bytes(32 << 20);
    let time = budget.max(Duration::from_secs(10));
    let started = Instant::now();
    let mut made = 0u32;
    while started.elapsed() < time {
        maker
            .next_puzzle(&mut brain, &Stop::new())
            .context("an unstopped maker makes a puzzle")?;
        made += 1;
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "  puzzles 8x8, one thread: {made} from {} games in {elapsed:.1} s ({:.0} puzzles/min)",
        maker.games,
        f64::from(made) * 60.0 / elapsed
    );
    Ok(())
}
