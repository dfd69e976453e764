//! The command line as clap reads it: one struct per subcommand, and the
//! checks that turn each into the library's arguments.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};

use super::{CliError, ai, arena, cores, play, puzzles};
use crate::ai::Player;
use crate::engine::{Color, JumpRule, Opening, Rules, Size};

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
    Moves(MovesArgs),
    /// Count the leaf positions DEPTH moves ahead.
    Perft(PerftArgs),
    /// Draw a position as a PNG.
    Render(RenderArgs),
    /// Turn a game record into an animated GIF.
    Replay(ReplayArgs),
    /// Play from the terminal: the bot's commands, read line by line from standard input.
    Play(PlayOptions),
    /// Prove who wins a position with perfect play; a size such as 6x6 means the full board.
    Solve(SolveOptions),
    /// Check a proof written by `solve --proof` with the move generator alone
    /// (and, in a binary proof, a plain search of the positions under its
    /// stated stone count).
    VerifyProof {
        /// The proof file (text or binary: told apart by its first line).
        file: PathBuf,
        /// The most memory a binary proof's remembered positions may take.
        #[arg(long, default_value_t = 8192)]
        memory_mb: usize,
    },
    /// Play AI players against each other and print who wins.
    Arena(ArenaOptions),
    /// Make daily puzzles with the solver.
    Puzzles {
        #[command(subcommand)]
        action: PuzzlesCommand,
    },
    /// Register the slash commands with Discord (in DISCORD_GUILD_ID only, if
    /// set) and exit. Bot processes register them too, but only the one
    /// holding shard 0; run this when none of yours does, or after an update.
    Register,
    /// Serve the Activity alone: its page, API and live views, no gateway.
    /// Run several behind one HTTPS origin, beside the bot's processes on
    /// one PostgreSQL database (docs/operating.md). Configured as the bot is,
    /// with DISCORD_CLIENT_SECRET required.
    Activity,
    /// Print speed figures: engine, renderer and game service.
    #[cfg(feature = "bench")]
    Bench(super::bench::BenchOptions),
    /// Copy the database to FILE while bots use it (PostgreSQL's through
    /// pg_dump).
    Backup {
        /// Where to write the copy: a new file.
        file: PathBuf,
        /// The database to copy.
        #[arg(long, env = "DATABASE_URL", default_value = crate::store::DEFAULT_DATABASE_URL)]
        database: String,
    },
    /// A member's own data: show it, or erase it at their request.
    Privacy {
        #[command(subcommand)]
        action: PrivacyCommand,
        /// The database.
        #[arg(long, global = true, env = "DATABASE_URL", default_value = crate::store::DEFAULT_DATABASE_URL)]
        database: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum PrivacyCommand {
    /// Print what the bot stores about the member with this Discord id.
    Show { user_id: u64 },
    /// Erase it, as `/konane privacy delete:True` does: running games
    /// aborted, their name "deleted player" in others' records, the rest
    /// deleted. Then checks that no table still holds the id.
    Delete { user_id: u64 },
}

#[derive(Debug, Subcommand)]
pub enum PuzzlesCommand {
    /// Play self-play games at mixed levels and keep endgames that the side to
    /// move wins with exactly one first move, each proven by the solver; store
    /// them in the database (or write them to a file with --out).
    Generate(GenerateOptions),
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

#[derive(Debug, Args)]
pub struct MovesArgs {
    /// Position text, e.g. "xoxo/oxox/xo../oxox b".
    pub position: String,
    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    pub position: String,
    pub depth: u32,
    #[command(flatten)]
    pub rules: RuleArgs,
}

#[derive(Debug, Args)]
pub struct RenderArgs {
    pub position: String,
    /// The move that led here, drawn as a path (every landing square: b5-d5-f5).
    #[arg(long)]
    pub last: Option<String>,
    /// Mark the squares the side to move can use.
    #[arg(long)]
    pub hints: bool,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Name shown for Black in the caption.
    #[arg(long, default_value = "Black")]
    pub black: String,
    /// Name shown for White in the caption.
    #[arg(long, default_value = "White")]
    pub white: String,
    /// Where to write the PNG.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Write over the file if it exists (by default a tool never does).
    #[arg(long)]
    pub force: bool,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// A game record file (see docs/playing.md, Notation); it may hold several games,
    /// as `/konane export` writes them.
    pub record: PathBuf,
    /// Which game of the file to draw, from 1.
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// Where to write the GIF.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Write over the file if it exists (by default a tool never does).
    #[arg(long)]
    pub force: bool,
}

#[derive(Debug, Args)]
pub struct PlayOptions {
    /// The database: an SQLite or PostgreSQL URL.
    #[arg(long, env = "DATABASE_URL", default_value = crate::store::DEFAULT_DATABASE_URL)]
    pub database: String,
    /// Start as this player (hot-seat: `as NAME` switches).
    #[arg(long = "as")]
    pub player: Option<String>,
    /// The channel number games are played in, to keep several apart.
    #[arg(long, default_value_t = 1)]
    pub channel: u64,
    /// Where to write the board picture after every move.
    #[arg(long, default_value = "konane-board.png")]
    pub png: PathBuf,
    /// The language to play in (de, ja, pt-BR…); by default the terminal's
    /// (LANG), else English.
    #[arg(long, env = "LANG", default_value = "en-US")]
    pub lang: String,
}

impl From<PlayOptions> for play::PlayArgs {
    fn from(o: PlayOptions) -> play::PlayArgs {
        play::PlayArgs {
            database: o.database,
            player: o.player,
            channel: o.channel,
            png: o.png,
            lang: play_language(&o.lang),
        }
    }
}

/// The language `code` asks for, or English with a word on standard error
/// where none is shipped (a C or POSIX locale asks for none).
fn play_language(code: &str) -> crate::i18n::Lang {
    use crate::i18n::Lang;
    let lang = Lang::closest(code);
    let asked = code
        .split(['.', '@', '_', '-'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let served = lang.code().to_ascii_lowercase().starts_with(&asked);
    if !served && !matches!(asked.as_str(), "" | "c" | "posix") {
        let shipped: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        eprintln!(
            "konane-bot: no translation for '{code}'; playing in English (shipped: {})",
            shipped.join(", ")
        );
    }
    lang
}

#[derive(Debug, Args)]
pub struct SolveOptions {
    /// Position text, or a board size (e.g. 6x6) for the whole game from the start.
    #[arg(required_unless_present = "resume")]
    pub position: Option<String>,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 256, value_parser = at_least_one())]
    pub table_mb: usize,
    /// Also write the winner's strategy here, for `verify-proof`: a
    /// compressed binary file, streamed as it is found.
    #[arg(long, value_name = "FILE")]
    pub proof: Option<PathBuf>,
    /// Write the proof as text instead (one line per position of the
    /// winner's, built in memory: for small boards).
    #[arg(long, requires = "proof")]
    pub text_proof: bool,
    /// In a binary proof, leave positions of fewer stones to the checker's
    /// plain search: a smaller file, a longer check.
    #[arg(
        long,
        default_value_t = 14,
        requires = "proof",
        value_parser = clap::value_parser!(u32).range(0..=i64::from(crate::ai::MAX_SMALL))
    )]
    pub proof_small: u32,
    /// Memory for the positions a binary proof's writer and checker
    /// remember (the checker needs as much).
    #[arg(long, default_value_t = 1024, requires = "proof")]
    pub proof_memory_mb: usize,
    /// Solver threads sharing the table (default: one per core). The
    /// winner and the winning move are the same on any number.
    #[arg(long, value_parser = at_least_one())]
    pub threads: Option<usize>,
    /// The side you expect to win (black or white), if you know or can
    /// guess it: the threads then split the work where it pays. A hint
    /// only: a wrong guess costs time, never the result.
    #[arg(long, value_name = "SIDE", value_parser = side())]
    pub expect: Option<Color>,
    /// Also prove every move of the side to move, and list which win.
    #[arg(long)]
    pub every_move: bool,
    /// Stop after this many minutes (a chunk of a long solve).
    #[arg(long)]
    pub minutes: Option<f64>,
    /// If stopped unfinished, write a checkpoint here for `--resume`.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Go on with the solve a checkpoint holds (its position, rules and
    /// table), and update the checkpoint if stopped again.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "save", "table_mb"])]
    pub resume: Option<PathBuf>,
    /// Write over the file if it exists (by default a tool never does).
    #[arg(long)]
    pub force: bool,
}

impl SolveOptions {
    pub fn checked(self) -> Result<ai::SolveArgs, CliError> {
        let start = match (&self.resume, self.position) {
            (Some(file), _) => ai::SolveStart::Resume(file.clone()),
            (None, Some(position)) => ai::SolveStart::New {
                position: ai::position_or_size(&position)?,
                rules: self.rules.into(),
                table_mb: self.table_mb,
            },
            (None, None) => return Err(CliError::input(anyhow::anyhow!("no position to solve"))),
        };
        let chunk = match self.minutes {
            Some(m) if !(m.is_finite() && m >= 0.0) => {
                return Err(CliError::input(anyhow::anyhow!(
                    "--minutes must be a number of minutes, not {m}"
                )));
            }
            m => m.map(|m| Duration::from_secs_f64(m * 60.0)),
        };
        for file in [&self.proof, &self.save].into_iter().flatten() {
            super::may_write(file, self.force)?;
        }
        Ok(ai::SolveArgs {
            start,
            proof: self.proof.map(|path| ai::ProofOutput {
                path,
                shape: (!self.text_proof).then(|| crate::ai::ProofShape {
                    small: self.proof_small,
                    cache_bits: crate::ai::ProofShape::cache_bits_within(
                        self.proof_memory_mb.clamp(1, 1 << 20) << 20,
                    ),
                }),
            }),
            threads: self.threads.unwrap_or_else(cores),
            expect: self.expect,
            chunk,
            checkpoint: self.save.or(self.resume),
            every_move: self.every_move,
        })
    }
}

#[derive(Debug, Args)]
pub struct ArenaOptions {
    /// The first player: random, greedy, or a level from 1 to 5.
    #[arg(long)]
    pub a: Player,
    /// The second player.
    #[arg(long)]
    pub b: Player,
    /// Games to play (alternating colours over every opening).
    #[arg(long, default_value_t = 200, value_parser = at_least_one())]
    pub games: usize,
    /// Board size, ROWSxCOLS.
    #[arg(long, default_value = "8x8")]
    pub size: Size,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Level 5's time per move, in milliseconds.
    #[arg(long, default_value_t = 2000)]
    pub think_ms: u64,
    /// Games played at once (default: one per core).
    #[arg(long, value_parser = at_least_one())]
    pub threads: Option<usize>,
    /// Varies the games' tie-breaks and noise.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

impl From<ArenaOptions> for arena::ArenaArgs {
    fn from(o: ArenaOptions) -> arena::ArenaArgs {
        arena::ArenaArgs {
            a: o.a,
            b: o.b,
            games: o.games,
            size: o.size,
            rules: o.rules.into(),
            think_time: Duration::from_millis(o.think_ms),
            threads: o.threads.unwrap_or_else(cores),
            seed: o.seed,
        }
    }
}

#[derive(Debug, Args)]
pub struct GenerateOptions {
    /// Puzzles to make.
    #[arg(long, default_value_t = 10, value_parser = at_least_one())]
    pub count: usize,
    /// Board size, ROWSxCOLS.
    #[arg(long, default_value = "8x8")]
    pub size: Size,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// The same seed makes the same puzzles.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games played at once (default: one per core).
    #[arg(long, value_parser = at_least_one())]
    pub threads: Option<usize>,
    /// Write the puzzles to this file instead of the database.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Write over the file if it exists (by default a tool never does).
    #[arg(long)]
    pub force: bool,
    /// The database to store them in.
    #[arg(long, env = "DATABASE_URL", default_value = crate::store::DEFAULT_DATABASE_URL)]
    pub database: String,
}

impl From<GenerateOptions> for puzzles::GenerateArgs {
    fn from(o: GenerateOptions) -> puzzles::GenerateArgs {
        puzzles::GenerateArgs {
            count: o.count,
            size: o.size,
            rules: o.rules.into(),
            seed: o.seed,
            threads: o.threads.unwrap_or_else(cores),
            out: o.out,
            force: o.force,
            database: o.database,
        }
    }
}

/// A count that must be at least one: games, threads, puzzles, megabytes.
/// `black` or `white`.
fn side() -> impl clap::builder::TypedValueParser<Value = Color> {
    use clap::builder::TypedValueParser as _;
    // The parser lets only these two names through.
    clap::builder::PossibleValuesParser::new([Color::Black.name(), Color::White.name()])
        .map(|name| Color::from_name(&name).unwrap_or(Color::White))
}

fn at_least_one() -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::<usize>::new().range(1..)
}
