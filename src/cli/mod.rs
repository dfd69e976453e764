//! The command line: raw clap arguments, checked and handed to the library.
//!
//! Exit codes: 0 success, 2 bad input (clap's usage errors too), 1 anything else.

mod ai;
mod arena;
mod args;
#[cfg(feature = "bench")]
mod bench;
mod environment;
mod operator;
mod play;
mod puzzles;

use std::io::Write as _;
use std::ops::ControlFlow;
use std::path::Path;

use anyhow::Context as _;
pub use args::{Cli, Command, PrivacyCommand, PuzzlesCommand, RuleArgs};
use args::{MovesArgs, RenderArgs, ReplayArgs};
pub use environment::process_config_from_env;
use environment::{register, run_activity, run_bot};
pub use play::terminal_command;

use crate::engine::{Move, MoveText, Position, Record, Rules};
use crate::i18n::Lang;
use crate::render::{BoardView, Caption, Renderer, hint_squares};

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

    /// The message on one line, each cause once: an error that quotes its
    /// source (sqlx's "error returned from database: X" over X) would
    /// otherwise repeat it down the chain.
    pub fn message(&self) -> String {
        let mut line = String::new();
        for cause in self.error.chain() {
            let text = cause.to_string();
            if text.is_empty() || line.contains(&text) {
                continue;
            }
            if !line.is_empty() {
                line.push_str(": ");
            }
            line.push_str(&text);
        }
        line
    }

    /// A usage error from clap on one line, as every other error is: its
    /// message, its tips, and where to read more.
    pub fn from_usage(error: &clap::Error) -> CliError {
        let rendered = error.render().to_string();
        let mut parts: Vec<String> = Vec::new();
        let mut usage = None;
        for raw in rendered.lines() {
            let line = raw.trim();
            if let Some(message) = line.strip_prefix("error: ") {
                parts.push(message.to_owned());
            } else if let Some(tip) = line.strip_prefix("tip: ") {
                parts.push(tip.to_owned());
            } else if let Some(shown) = line.strip_prefix("Usage: ") {
                usage = Some(shown.to_owned());
            } else if raw.starts_with(' ')
                && usage.is_none()
                && let Some(last) = parts.last_mut()
            {
                // The message's own list (the arguments missing, say).
                let joiner = if last.ends_with(':') { " " } else { ", " };
                last.push_str(joiner);
                last.push_str(line);
            }
        }
        let mut message = parts.join("; ");
        if let Some(usage) = usage {
            // The command's words, without its options, name its help.
            let command: Vec<&str> = usage
                .split_whitespace()
                .take_while(|w| !w.starts_with(['[', '<', '-']))
                .collect();
            message.push_str(&format!(
                " (usage: {usage}; more: {} --help)",
                command.join(" ")
            ));
        }
        CliError::input(anyhow::anyhow!(message))
    }
}

/// A solve that `--minutes` stopped before it finished: exit status 3,
/// whether or not a checkpoint was saved, so a script can run chunks until
/// the solve exits 0.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Unfinished(pub &'static str);

impl From<anyhow::Error> for CliError {
    /// A failure, unless it comes of a database URL that names no database
    /// we open: that is bad input, as a bad position is; or of a solve cut
    /// short by its time, which is neither.
    fn from(error: anyhow::Error) -> CliError {
        if error.downcast_ref::<Unfinished>().is_some() {
            return CliError { code: 3, error };
        }
        let bad_url = error.chain().any(|cause| {
            matches!(
                cause.downcast_ref::<crate::store::StoreError>(),
                Some(
                    crate::store::StoreError::UnknownDatabase { .. }
                        | crate::store::StoreError::NoDatabase { .. }
                )
            )
        });
        CliError {
            code: if bad_url { 2 } else { 1 },
            error,
        }
    }
}

/// A count with its noun in English, the tools' language: "1 trap", "2 traps".
pub(crate) fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

pub(crate) fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// A position from the user: one a game can reach, as far as its empty
/// squares tell.
fn parse_position(text: &str) -> Result<Position, CliError> {
    text.parse::<Position>()
        .and_then(|pos| pos.check_opening().map(|()| pos))
        .with_context(|| format!("invalid position '{text}'"))
        .map_err(CliError::input)
}

/// A move already played, written with every landing square; it is drawn,
/// not checked, so only its squares are validated.
fn parse_past_move(text: &str, pos: &Position, rules: Rules) -> Result<Move, CliError> {
    let bad = |why: String| CliError::input(anyhow::anyhow!("invalid --last move '{text}': {why}"));
    let parsed: MoveText = text
        .parse()
        .map_err(|e: crate::engine::ParseMoveError| bad(e.reason.to_string()))?;
    let squares = parsed.squares();
    if let Some(off) = squares.iter().find(|&&sq| !pos.size().contains(sq)) {
        return Err(bad(format!("{off} is off the {} board", pos.size())));
    }
    let played = match squares {
        [single] => Move::removal(*single),
        path => Move::from_path(path).ok_or_else(|| {
            bad(
                "write the origin and every landing square, each two squares apart (b5-d5-f5)"
                    .into(),
            )
        })?,
    };
    // Drawn only if the rules allow it: in the position before it, rebuilt
    // by taking it back, it must be legal and lead to this one.
    let legal = position_before(pos, played).is_some_and(|before| {
        let mut after = before;
        before.legal_moves(rules).contains(&played) && {
            after.play_unchecked(played);
            after == *pos
        }
    });
    if !legal {
        return Err(bad(format!(
            "it is no legal move of {} that leads to this position",
            pos.turn().other().name()
        )));
    }
    Ok(played)
}

/// `pos` with `played` taken back: the mover's stone at its origin, the
/// stones it jumped returned, the other side to move.
fn position_before(pos: &Position, played: Move) -> Option<Position> {
    let text = pos.to_string();
    let (rows, _) = text.split_once(' ')?;
    let mut grid: Vec<Vec<char>> = rows.split('/').map(|r| r.chars().collect()).collect();
    let height = grid.len();
    let mover = pos.turn().other();
    let (mine, theirs) = match mover {
        crate::engine::Color::Black => ('x', 'o'),
        crate::engine::Color::White => ('o', 'x'),
    };
    let mut set = |sq: crate::engine::Square, c: char| -> Option<()> {
        let row = height.checked_sub(1 + usize::from(sq.rank()))?;
        *grid.get_mut(row)?.get_mut(usize::from(sq.file()))? = c;
        Some(())
    };
    set(played.destination(), '.')?;
    for (over, _) in played.steps() {
        set(over, theirs)?;
    }
    set(played.origin(), mine)?;
    let rows: Vec<String> = grid.into_iter().map(|r| r.into_iter().collect()).collect();
    let side = if mover == crate::engine::Color::Black {
        'b'
    } else {
        'w'
    };
    format!("{} {side}", rows.join("/")).parse().ok()
}

/// `moves` sorts its output up to this many moves.
const SORTED_MOVES: usize = 100_000;

/// A file a tool is about to write, checked before the work: one that
/// exists is someone's, never written over without `--force`.
fn may_write(path: &Path, force: bool) -> Result<(), CliError> {
    if !force && path.exists() {
        return Err(CliError::input(anyhow::anyhow!(
            "{} exists already: pass --force to write over it",
            path.display()
        )));
    }
    Ok(())
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).with_context(|| format!("writing {}", path.display()))?;
    Ok(())
}

/// Runs one invocation of the binary.
///
/// # Errors
/// A [`CliError`] carrying the message and the exit code.
pub fn run(cli: Cli) -> Result<(), CliError> {
    let Some(command) = cli.command else {
        return run_bot();
    };
    match command {
        Command::Register => register(),
        Command::Activity => run_activity(),
        Command::Moves(args) => print_moves(&args),
        Command::Perft(args) => {
            let pos = parse_position(&args.position)?;
            println!("{}", pos.perft(args.depth, args.rules.into()));
            Ok(())
        }
        Command::Render(args) => render(&args),
        Command::Replay(args) => replay(&args),
        Command::Play(options) => play_in_terminal(options.into()),
        Command::Solve(options) => ai::solve(options.checked()?),
        Command::VerifyProof { file, memory_mb } => ai::verify_proof(&file, memory_mb),
        Command::Puzzles {
            action: PuzzlesCommand::Generate(options),
        } => puzzles::generate_puzzles(&options.into()),
        Command::Arena(options) => arena::arena(&options.into()),
        #[cfg(feature = "bench")]
        Command::Bench(options) => bench::run(&options.checked()?),
        Command::Backup { file, database } => operator::backup(&file, &database),
        Command::Privacy { action, database } => operator::privacy(&action, &database),
    }
}

/// Sorted up to [`SORTED_MOVES`]; past that, streamed, so memory stays flat
/// however many there are.
fn print_moves(args: &MovesArgs) -> Result<(), CliError> {
    let pos = parse_position(&args.position)?;
    let rules = Rules::from(args.rules);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if let Some(moves) = pos.legal_moves_up_to(rules, SORTED_MOVES) {
        for m in moves {
            writeln!(out, "{m}").context("writing to stdout")?;
        }
    } else {
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

fn render(args: &RenderArgs) -> Result<(), CliError> {
    let pos = parse_position(&args.position)?;
    let last_move = args
        .last
        .as_deref()
        .map(|text| parse_past_move(text, &pos, Rules::from(args.rules)))
        .transpose()?;
    may_write(&args.output, args.force)?;
    let rules = Rules::from(args.rules);
    let view = BoardView {
        position: Some(&pos),
        last_move,
        hints: if args.hints {
            hint_squares(&pos, rules, None)
        } else {
            Vec::new()
        },
        caption: Some(Caption::for_position(
            &pos,
            &args.black,
            &args.white,
            Lang::SOURCE,
        )),
        ..BoardView::default()
    };
    let png = Renderer::new()
        .context("loading the renderer")?
        .render_png(&view)
        .context("rendering")?;
    write_file(&args.output, &png)
}

fn replay(args: &ReplayArgs) -> Result<(), CliError> {
    let path = &args.record;
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("reading {}", path.display()))
        .map_err(CliError::input)?;
    let records = Record::parse_all(&text)
        .with_context(|| format!("invalid game record {}", path.display()))
        .map_err(CliError::input)?;
    let record = args
        .game
        .checked_sub(1)
        .and_then(|i| records.get(i))
        .with_context(|| {
            let count = records.len();
            format!(
                "{} holds {}: --game takes 1 to {count}",
                path.display(),
                counted(count, "game", "games")
            )
        })
        .map_err(CliError::input)?;
    may_write(&args.output, args.force)?;
    // A finished game's frames say who wins, as the bot's replays do; a
    // record of a game still running is drawn without.
    let rules = record.game.variant().rules();
    let finished = record.game.is_over();
    let gif = Renderer::new()
        .context("loading the renderer")?
        .replay_gif(record, Lang::SOURCE, |pos| {
            finished
                .then(|| crate::ai::proven_winner(pos, rules))
                .flatten()
        })
        .context("rendering")?;
    write_file(&args.output, &gif)
}

fn play_in_terminal(args: play::PlayArgs) -> Result<(), CliError> {
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    let ended = runtime.block_on(play::run(args))?;
    // A script's failed command fails the script, as a shell's does.
    match ended.failed {
        n if n > 0 && !ended.interactive => {
            let failed = ended
                .lang
                .format("term-commands-failed", &[("count", n.into())]);
            Err(anyhow::anyhow!(failed).into())
        }
        _ => Ok(()),
    }
}
