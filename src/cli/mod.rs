//! The command line: raw clap arguments, checked and handed to the library.
//!
//! Exit codes: 0 success, 2 bad input (clap's usage errors too), 1 anything else.

mod ai;
mod bench;
mod bounded;
mod environment;

pub use environment::bot_config_from_env;
use environment::{register, run_bot};
mod play;

use std::io::Write as _;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use anyhow::Context as _;
use clap::{Args, Parser, Subcommand};

use crate::engine::{JumpRule, Move, MoveText, Opening, Position, Record, Rules};
use crate::render::{BoardView, Caption, Renderer, hint_squares};

#[derive(Debug, Parser)]
#[command(name = "konane-bot", version, about = "Kōnane, the Hawaiian jumping game, on Discord", long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print every legal move of a position, one per line: sorted, or, past
    /// 100,000 moves (turning jumps on a big board), as they are found.
    Moves {
        /// Position text, e.g. "xoxo/oxox/xo../oxox b".
        position: String,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Count the leaf positions DEPTH moves ahead.
    Perft {
        position: String,
        depth: u32,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Draw a position as a PNG.
    Render {
        position: String,
        /// The move that led here, drawn as a path (every landing square: b5-d5-f5).
        #[arg(long)]
        last: Option<String>,
        /// Mark the squares the side to move can use.
        #[arg(long)]
        hints: bool,
        #[command(flatten)]
        rules: RuleArgs,
        /// Name shown for Black in the caption.
        #[arg(long, default_value = "Black")]
        black: String,
        /// Name shown for White in the caption.
        #[arg(long, default_value = "White")]
        white: String,
        /// Where to write the PNG.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Turn a game record into an animated GIF.
    Replay {
        /// A game record file (see README: Notation).
        record: PathBuf,
        /// Where to write the GIF.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Play from the terminal: the bot's commands, read line by line from standard input.
    Play {
        /// The database: an SQLite or PostgreSQL URL.
        #[arg(long, env = "DATABASE_URL", default_value = crate::store::DEFAULT_DATABASE_URL)]
        database: String,
        /// Start as this player (hot-seat: `as NAME` switches).
        #[arg(long = "as")]
        player: Option<String>,
        /// The channel number games are played in, to keep several apart.
        #[arg(long, default_value_t = 1)]
        channel: u64,
        /// Where to write the board picture after every move.
        #[arg(long, default_value = "konane-board.png")]
        png: PathBuf,
    },
    /// Prove who wins a position with perfect play; a size such as 6x6 means the full board.
    Solve {
        /// Position text, or a board size (e.g. 6x6) for the whole game from the start.
        #[arg(required_unless_present = "resume")]
        position: Option<String>,
        #[command(flatten)]
        rules: RuleArgs,
        /// Transposition table size in MiB.
        #[arg(long, default_value_t = 256)]
        table_mb: usize,
        /// Also write the winner's strategy here, for `verify-proof`.
        #[arg(long, value_name = "FILE")]
        proof: Option<std::path::PathBuf>,
        /// Solver threads sharing the table (default: one per core). The
        /// winner and the winning move are the same on any number.
        #[arg(long)]
        threads: Option<usize>,
        /// Also prove every move of the side to move, and list which win.
        #[arg(long)]
        every_move: bool,
        /// Stop after this many minutes (a chunk of a long solve).
        #[arg(long)]
        minutes: Option<f64>,
        /// If stopped unfinished, write a checkpoint here for `--resume`.
        #[arg(long, value_name = "FILE")]
        save: Option<PathBuf>,
        /// Go on with the solve a checkpoint holds (its position, rules and
        /// table), and update the checkpoint if stopped again.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "save", "table_mb"])]
        resume: Option<PathBuf>,
    },
    /// Check a proof written by `solve --proof` with the move generator alone (no search).
    VerifyProof {
        /// The proof file.
        file: std::path::PathBuf,
    },
    /// Play AI players against each other and print who wins.
    Arena {
        /// The first player: random, greedy, or a level from 1 to 5.
        #[arg(long)]
        a: crate::ai::Player,
        /// The second player.
        #[arg(long)]
        b: crate::ai::Player,
        /// Games to play (alternating colours over every opening).
        #[arg(long, default_value_t = 200)]
        games: usize,
        /// Board size, ROWSxCOLS.
        #[arg(long, default_value = "8x8")]
        size: crate::engine::Size,
        #[command(flatten)]
        rules: RuleArgs,
        /// Level 5's time per move, in milliseconds.
        #[arg(long, default_value_t = 2000)]
        think_ms: u64,
        /// Games played at once (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Varies the games' tie-breaks and noise.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Make daily puzzles with the solver.
    Puzzles {
        #[command(subcommand)]
        action: PuzzlesCommand,
    },
    /// Register the slash commands with Discord (in DISCORD_GUILD_ID only, if
    /// set) and exit. Bot processes register them too, but only the one
    /// holding shard 0; run this when none of yours does, or after an update.
    Register,
    /// Print speed figures: engine, renderer and game service.
    Bench {
        /// Roughly how long each measurement runs, in seconds.
        #[arg(long, default_value_t = 1.0)]
        seconds: f64,
        /// Measure only this part.
        #[arg(long, value_enum)]
        only: Option<bench::Section>,
        /// The database the service part plays on (default: a new SQLite
        /// file). Its games are left there, in channels of their own.
        #[arg(long, value_name = "URL")]
        database: Option<String>,
        /// The moves per second the service part offers in its paced phase
        /// (split the usual 1,000 over several processes: 333 each for three).
        #[arg(long, default_value_t = bench::PACED_RATE)]
        rate: f64,
        /// With the AI part: also solve 6x7, the largest board solved (several
        /// minutes on two cores, and a 4 GiB table).
        #[arg(long)]
        big: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum PuzzlesCommand {
    /// Play self-play games at mixed levels and keep endgames that the side to
    /// move wins with exactly one first move, each proven by the solver; store
    /// them in the database (or write them to a file with --out).
    Generate {
        /// Puzzles to make.
        #[arg(long, default_value_t = 10)]
        count: usize,
        /// Board size, ROWSxCOLS.
        #[arg(long, default_value = "8x8")]
        size: crate::engine::Size,
        #[command(flatten)]
        rules: RuleArgs,
        /// The same seed makes the same puzzles.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Write the puzzles to this file instead of the database.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The database to store them in.
        #[arg(long, env = "DATABASE_URL", default_value = crate::store::DEFAULT_DATABASE_URL)]
        database: String,
    },
}

#[derive(Debug, Args, Clone, Copy)]
pub struct RuleArgs {
    /// Multi-jump rule: straight or turning.
    #[arg(long, default_value = "straight")]
    pub jumps: JumpRule,
    /// Opening convention: centre-or-corner, centre or any.
    #[arg(long, default_value = "centre-or-corner")]
    pub opening: Opening,
}

impl From<RuleArgs> for Rules {
    fn from(a: RuleArgs) -> Rules {
        Rules {
            opening: a.opening,
            jumps: a.jumps,
        }
    }
}

/// A failure with the exit code it maps to.
#[derive(Debug)]
pub struct CliError {
    pub code: u8,
    pub error: anyhow::Error,
}

impl CliError {
    /// Bad input from the user: exit code 2.
    pub fn input(error: impl Into<anyhow::Error>) -> CliError {
        CliError {
            code: 2,
            error: error.into(),
        }
    }
}

impl From<anyhow::Error> for CliError {
    /// A failure, unless it comes of a database URL that names no database
    /// we open: that is bad input, as a bad position is.
    fn from(error: anyhow::Error) -> CliError {
        let bad_url = error.chain().any(|cause| {
            matches!(
                cause.downcast_ref::<crate::store::StoreError>(),
                Some(crate::store::StoreError::UnknownDatabase { .. })
            )
        });
        CliError {
            code: if bad_url { 2 } else { 1 },
            error,
        }
    }
}

pub(crate) fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

fn parse_position(text: &str) -> Result<Position, CliError> {
    text.parse::<Position>()
        .with_context(|| format!("invalid position '{text}'"))
        .map_err(CliError::input)
}

/// A move already played, written with every landing square; it is drawn,
/// not checked, so only its squares are validated.
fn parse_past_move(text: &str, pos: &Position) -> Result<Move, CliError> {
    let bad = |why: String| CliError::input(anyhow::anyhow!("invalid --last move '{text}': {why}"));
    let parsed: MoveText = text
        .parse()
        .map_err(|e: crate::engine::ParseMoveError| bad(e.reason))?;
    let squares = parsed.squares();
    if let Some(off) = squares.iter().find(|&&sq| !pos.size().contains(sq)) {
        return Err(bad(format!("{off} is off the {} board", pos.size())));
    }
    match squares {
        [single] => Ok(Move::removal(*single)),
        path => Move::from_path(path).ok_or_else(|| {
            bad(
                "write the origin and every landing square, each two squares apart (b5-d5-f5)"
                    .into(),
            )
        }),
    }
}

/// `moves` sorts its output up to this many moves.
const SORTED_MOVES: usize = 100_000;

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).with_context(|| format!("writing {}", path.display()))?;
    Ok(())
}

/// Runs one invocation of the binary.
///
/// # Errors
/// A [`CliError`] carrying the message and the exit code.
pub fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        None => run_bot(),
        Some(Command::Register) => register(),
        Some(Command::Moves { position, rules }) => {
            let pos = parse_position(&position)?;
            let rules = Rules::from(rules);
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            if let Some(moves) = pos.legal_moves_up_to(rules, SORTED_MOVES) {
                for m in moves {
                    writeln!(out, "{m}").context("writing to stdout")?;
                }
            } else {
                // Too many to hold: streamed, so memory stays flat however many there are.
                let mut failed = None;
                let _ = pos.try_for_each_legal_move(rules, None, |m| match writeln!(out, "{m}") {
                    Ok(()) => ControlFlow::Continue(()),
                    Err(e) => {
                        failed = Some(e);
                        ControlFlow::Break(())
                    }
                });
                if let Some(e) = failed {
                    return Err(anyhow::Error::from(e).context("writing to stdout").into());
                }
            }
            out.flush().context("writing to stdout")?;
            Ok(())
        }
        Some(Command::Perft {
            position,
            depth,
            rules,
        }) => {
            let pos = parse_position(&position)?;
            println!("{}", pos.perft(depth, rules.into()));
            Ok(())
        }
        Some(Command::Render {
            position,
            last,
            hints,
            rules,
            black,
            white,
            output,
        }) => {
            let pos = parse_position(&position)?;
            let last_move = last.map(|text| parse_past_move(&text, &pos)).transpose()?;
            let rules = Rules::from(rules);
            let view = BoardView {
                position: Some(&pos),
                last_move,
                hints: if hints {
                    hint_squares(&pos, rules, None)
                } else {
                    Vec::new()
                },
                caption: Some(Caption::for_position(&pos, &black, &white)),
                ..BoardView::default()
            };
            let png = Renderer::new()
                .context("loading the renderer")?
                .render_png(&view)
                .context("rendering")?;
            write_file(&output, &png)
        }
        Some(Command::Replay { record, output }) => {
            let text = std::fs::read_to_string(&record)
                .with_context(|| format!("reading {}", record.display()))
                .map_err(CliError::input)?;
            let record = Record::parse(&text)
                .with_context(|| format!("invalid game record {}", record.display()))
                .map_err(CliError::input)?;
            let gif = Renderer::new()
                .context("loading the renderer")?
                .replay_gif(&record)
                .context("rendering")?;
            write_file(&output, &gif)
        }
        Some(Command::Play {
            database,
            player,
            channel,
            png,
        }) => {
            let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
            let ended = runtime.block_on(play::run(play::PlayArgs {
                database,
                player,
                channel,
                png,
            }))?;
            // A script's failed command fails the script, as a shell's does.
            match ended.failed {
                0 => Ok(()),
                n if !ended.interactive => Err(anyhow::anyhow!(
                    "{n} of the commands read failed (each said why above)"
                )
                .into()),
                _ => Ok(()),
            }
        }
        Some(Command::Solve {
            position,
            rules,
            table_mb,
            proof,
            threads,
            every_move,
            minutes,
            save,
            resume,
        }) => {
            let start = match (&resume, position) {
                (Some(file), _) => ai::SolveStart::Resume(file.clone()),
                (None, Some(position)) => ai::SolveStart::New {
                    position: ai::position_or_size(&position)?,
                    rules: rules.into(),
                    table_mb: table_mb.clamp(1, 1 << 16),
                },
                (None, None) => {
                    return Err(CliError::input(anyhow::anyhow!("no position to solve")));
                }
            };
            let minutes = match minutes {
                Some(m) if !(m.is_finite() && m >= 0.0) => {
                    return Err(CliError::input(anyhow::anyhow!(
                        "--minutes must be a number of minutes, not {m}"
                    )));
                }
                m => m.map(|m| std::time::Duration::from_secs_f64(m * 60.0)),
            };
            ai::solve(ai::SolveArgs {
                start,
                proof_file: proof,
                threads: threads.unwrap_or_else(cores).max(1),
                chunk: minutes,
                checkpoint: save.or(resume),
                every_move,
            })
        }
        Some(Command::VerifyProof { file }) => ai::verify_proof(&file),
        Some(Command::Puzzles {
            action:
                PuzzlesCommand::Generate {
                    count,
                    size,
                    rules,
                    seed,
                    threads,
                    out,
                    database,
                },
        }) => ai::generate_puzzles(&ai::GenerateArgs {
            count,
            size,
            rules: rules.into(),
            seed,
            threads: threads.unwrap_or_else(cores),
            out,
            database,
        }),
        Some(Command::Arena {
            a,
            b,
            games,
            size,
            rules,
            think_ms,
            threads,
            seed,
        }) => ai::arena(&ai::ArenaArgs {
            a,
            b,
            games,
            size,
            rules: rules.into(),
            think_time: std::time::Duration::from_millis(think_ms),
            threads: threads.unwrap_or_else(cores),
            seed,
        }),
        Some(Command::Bench {
            seconds,
            only,
            database,
            rate,
            big,
        }) => {
            if !(rate.is_finite() && (1.0..=100_000.0).contains(&rate)) {
                return Err(CliError::input(anyhow::anyhow!(
                    "--rate must be from 1 to 100000 moves per second, not {rate}"
                )));
            }
            if !(seconds.is_finite() && seconds > 0.0) {
                return Err(CliError::input(anyhow::anyhow!(
                    "--seconds must be a positive number, not {seconds}"
                )));
            }
            bench::run(
                std::time::Duration::from_secs_f64(seconds),
                only,
                database.as_deref(),
                rate,
                big,
            )
        }
    }
}
