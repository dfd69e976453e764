//! `konane-bot play`: the game service from a terminal, without Discord.
//!
//! Commands come line by line from standard input, so a session can be typed
//! (hot-seat: `as <name>` switches the player) or piped in as a script. Players
//! are local names; each gets a stable id derived from the name and remembered
//! in the database. After every move the board is printed as text and written
//! as a PNG.

use std::io::{BufRead, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{Context as _, anyhow};

mod account;
mod help;
mod refusal;
mod seeks;
mod session;
mod show;
mod tournament;

use refusal::refuse;
use session::{BOT_NAME, LOCAL_GUILD, Session, local_id, parse_game, parse_move_number, yes_or_no};
pub use show::terminal_command;

use crate::engine::{JumpRule, Move, Opening, Size};
use crate::game::{
    BotAnswer, BotReply, ChallengeOptions, GameView, MAX_SET_UP_BYTES, MoveOutcome, Service,
    ServiceConfig, ServiceError, SystemClock, report, set_up_position,
};
use crate::i18n::{self, Lang};
use crate::render::Renderer;
use crate::values::Authority;
use crate::values::{ChannelId, ColourChoice, Level, Place, TimeControl};

/// The words `challenge` takes as options, so never as a player's name.
/// The options `challenge` takes, each with an example value.
const CHALLENGE_OPTIONS: [(&str, &str); 10] = [
    ("size", "8x8"),
    ("opening", "centre"),
    ("jumps", "turning"),
    ("colour", "white"),
    ("color", "white"),
    ("level", "3"),
    ("rated", "no"),
    // Position text is two words: the rows, and the side to move.
    ("position", crate::engine::EXAMPLE_POSITION),
    ("record", "game.txt"),
    ("time", "3+2"),
];

/// A record file to set a game up from, read no further than a challenge would.
fn read_record(path: &str) -> anyhow::Result<String> {
    let mut text = String::new();
    std::fs::File::open(path)
        .with_context(|| format!("{path}: can't open the record"))?
        .take(u64::try_from(MAX_SET_UP_BYTES + 1).unwrap_or(u64::MAX))
        .read_to_string(&mut text)
        .with_context(|| format!("{path}: can't read the record as text"))?;
    Ok(text)
}

/// An example value of challenge option `name`, if it is one.
fn challenge_option(name: &str) -> Option<&'static str> {
    CHALLENGE_OPTIONS
        .iter()
        .find(|(option, _)| *option == name)
        .map(|&(_, example)| example)
}

pub struct PlayArgs {
    pub database: String,
    pub player: Option<String>,
    pub channel: u64,
    pub png: PathBuf,
    pub lang: Lang,
}

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ended {
    /// Commands refused or failed (each said why on standard error).
    pub failed: usize,
    /// Whether a person typed them, rather than a script piped them in.
    pub interactive: bool,
    /// The language the session spoke.
    pub lang: Lang,
}

/// Runs the session until `quit` or the end of input.
///
/// # Errors
/// Failing to open the database or the renderer, or to read input.
pub async fn run(args: PlayArgs) -> anyhow::Result<Ended> {
    let config = ServiceConfig {
        bot_user: Some(local_id(BOT_NAME)),
        ..ServiceConfig::default()
    };
    let service = Service::open(&args.database, Arc::new(SystemClock), config)
        .await
        .with_context(|| format!("opening the database {}", args.database))?;
    service
        .remember_name(LOCAL_GUILD, local_id(BOT_NAME), BOT_NAME, None)
        .await?;
    service
        .import_puzzles(crate::game::SHIPPED_PUZZLES)
        .await
        .context("storing the shipped puzzles")?;
    let mut session = Session {
        service,
        renderer: Renderer::new().context("loading the renderer")?,
        place: Place::channel(LOCAL_GUILD, ChannelId(args.channel)),
        player: None,
        png: args.png,
        lang: args.lang.in_terminal(),
    };
    if let Some(name) = args.player {
        session.act_as(&name).await?;
    }
    let interactive = std::io::stdin().is_terminal();
    if interactive {
        println!("{}", session.lang.text("term-welcome"));
    }
    let mut lines = std::io::stdin().lock().split(b'\n');
    let mut failed = 0;
    loop {
        if interactive {
            let who = session
                .player
                .as_ref()
                .map_or_else(|| session.lang.text("term-nobody"), |(_, n)| n.clone());
            print!("{who}> ");
            std::io::stdout().flush().ok();
        }
        let Some(line) = lines.next() else {
            break;
        };
        let line = line.context("reading standard input")?;
        // One line that is not text is refused; the session goes on.
        let Ok(line) = String::from_utf8(line) else {
            failed += 1;
            refuse(&session.lang.text("term-not-text"));
            continue;
        };
        let line = line.trim_end_matches('\r').trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if matches!(line, "quit" | "exit") {
            break;
        }
        session.announce_due().await;
        if let Err(e) = session.command(line).await {
            failed += 1;
            refuse(&session.describe_error(&e).await);
        }
    }
    session.service.store().close().await;
    Ok(Ended {
        failed,
        interactive,
        lang: session.lang,
    })
}

/// The most moves `moves` prints: with turning jumps a big board can have millions.
const MOVES_SHOWN: usize = 200;

impl Session {
    async fn command(&mut self, line: &str) -> anyhow::Result<()> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let rest = &words[1..];
        match words[0].to_ascii_lowercase().as_str() {
            "help" | "?" => self.print_help(),
            "as" => self.act_as(&rest.join(" ")).await?,
            "challenge" => self.challenge(rest).await?,
            "accept" => {
                let view = self.service.accept(self.place, self.me()?).await?;
                println!("{}", self.lang.text("term-accepted"));
                self.show(&view, None).await?;
            }
            "decline" => {
                self.service.decline(self.place, self.me()?).await?;
                println!("{}", self.lang.text("term-declined"));
            }
            "cancel" => {
                self.service.cancel(self.place, self.me()?).await?;
                println!("{}", self.lang.text("term-cancelled"));
            }
            "move" | "m" | "play" => self.play(&rest.join(" ")).await?,
            "moves" => self.print_moves().await?,
            "puzzle" => self.puzzle(rest).await?,
            "board" => {
                let view = self.service.current_game(self.place).await?;
                self.show(&view, None).await?;
            }
            "resign" => {
                let (view, end) = self.service.resign(self.place, self.me()?).await?;
                self.show(&view, None).await?;
                self.print_end(&end).await;
            }
            "abort" => {
                self.service
                    .abort(self.place, self.me()?, None, Authority::Own)
                    .await?;
                println!("{}", self.lang.text("term-aborted"));
            }
            "rematch" => self.rematch(rest.first()).await?,
            "hint" => self.hint(rest).await?,
            "analyze" | "analyse" => self.analyze(rest.first()).await?,
            "leaderboard" | "top" => self.leaderboard(rest).await?,
            "season" => self.season(rest).await?,
            "profile" => self.profile(rest).await?,
            "block" => self.block(rest).await?,
            "vacation" => self.vacation(rest).await?,
            "takeback" => self.takeback(rest).await?,
            "seek" => self.seek(rest).await?,
            "dm" => self.go_to_dm()?,
            "stats" => self.stats(rest.first()).await?,
            "history" => self.history(rest.first()).await?,
            "record" => self.record(rest.first()).await?,
            "export" => self.export(rest.first()).await?,
            "settings" => self.settings(rest).await?,
            "tournament" => self.tournament(rest).await?,
            "channel" => self.switch_channel(rest.first())?,
            _ => self.play(line).await?,
        }
        Ok(())
    }

    fn print_help(&self) {
        for key in help::MESSAGES {
            println!("{}", help::layout(&self.lang.text(key), help::WIDTH));
        }
    }

    /// The legal moves of the game here, cut at [`MOVES_SHOWN`].
    async fn print_moves(&self) -> anyhow::Result<()> {
        let view = self.service.current_game(self.place).await?;
        let (pos, rules) = (view.game.position(), view.game.variant().rules());
        let shown = pos.moves_from(rules, None, MOVES_SHOWN);
        let mut line: Vec<String> = shown.iter().map(ToString::to_string).collect();
        if line.is_empty() {
            line.push(self.lang.text("term-no-moves"));
        } else if pos.count_legal_moves_up_to(rules, MOVES_SHOWN as u64 + 1) > MOVES_SHOWN as u64 {
            line.push(
                self.lang
                    .format("term-moves-cut", &[("count", MOVES_SHOWN.into())]),
            );
        }
        println!("{}", line.join(" "));
        Ok(())
    }

    /// `puzzle`: today's puzzle, its leaderboard, or an answer to it.
    async fn puzzle(&self, rest: &[&str]) -> anyhow::Result<()> {
        match rest.first().map(|w| w.to_ascii_lowercase()) {
            None => {
                let view = self
                    .service
                    .todays_puzzle(self.place.guild, self.me()?)
                    .await?;
                self.show_puzzle(&view)?;
            }
            Some(w) if w == "leaderboard" => self.puzzle_leaderboard(rest.get(1)).await?,
            Some(_) => self.answer_puzzle(&rest.join(" ")).await?,
        }
        Ok(())
    }

    async fn challenge(&mut self, args: &[&str]) -> anyhow::Result<()> {
        let me = self.me()?;
        // A first word that is an option (or none) makes an open challenge.
        let (opponent, options) = match args.split_first() {
            Some((name, rest)) if challenge_option(name).is_none() => {
                let opponent = self.user(name).await?;
                self.service
                    .remember_name(self.place.guild, opponent, name, None)
                    .await?;
                (Some(opponent), rest)
            }
            _ => (None, args),
        };
        let mut options_parsed = ChallengeOptions::default();
        let mut given: Vec<&str> = Vec::new();
        let mut i = 0;
        while i < options.len() {
            let name = options[i];
            let lang = self.lang;
            let example = challenge_option(name)
                .with_context(|| lang.format("term-unknown-option", &[("option", name.into())]))?;
            // `size 6x6 size 8x8` is a slip, not a wish for the last one.
            let canonical = if name == "color" { "colour" } else { name };
            anyhow::ensure!(
                !given.contains(&canonical),
                lang.format("term-option-twice", &[("option", name.into())])
            );
            given.push(canonical);
            let value = options.get(i + 1).with_context(|| {
                lang.format(
                    "term-needs-value",
                    &[("option", name.into()), ("example", example.into())],
                )
            })?;
            match name {
                "size" => options_parsed.size = Some(value.parse::<Size>()?),
                "opening" => options_parsed.opening = Some(value.parse::<Opening>()?),
                "jumps" => options_parsed.jumps = Some(value.parse::<JumpRule>()?),
                "colour" | "color" => {
                    options_parsed.colour = value.parse::<ColourChoice>()?;
                }
                "level" => options_parsed.ai_level = Some(value.parse::<Level>()?),
                "rated" => options_parsed.rated = Some(yes_or_no(name, value, lang)?),
                "position" => {
                    let side = options.get(i + 2).with_context(|| {
                        lang.format(
                            "term-needs-value",
                            &[("option", name.into()), ("example", example.into())],
                        )
                    })?;
                    options_parsed.start = Some(set_up_position(&format!("{value} {side}"))?);
                    i += 1;
                }
                "record" => options_parsed.start = Some(set_up_position(&read_record(value)?)?),
                "time" => {
                    let control = value.parse::<TimeControl>();
                    let control =
                        control.map_err(|e| anyhow!(lang.say(&i18n::time_control_error(&e))))?;
                    options_parsed.time_control = Some(control);
                }
                other => {
                    anyhow::bail!(lang.format("term-unknown-option", &[("option", other.into())]))
                }
            }
            i += 2;
        }
        let view = self
            .service
            .challenge(self.place, me, opponent, options_parsed)
            .await?;
        self.announce_challenge(&view).await
    }

    /// Prints a new challenge, or starts the game if it is against the bot.
    async fn announce_challenge(&self, view: &GameView) -> anyhow::Result<()> {
        let lang = self.lang;
        let challenger = self.name_of(view.challenger).await;
        let variant = i18n::variant_text(view.game.variant(), lang);
        let set_up = view
            .game
            .is_set_up()
            .then(|| report::set_up_text(&view.game, lang));
        if let Some(level) = view.ai_level {
            println!(
                "{}",
                lang.format(
                    "term-playing-bot",
                    &[
                        ("player", challenger.into()),
                        ("level", level.get().into()),
                        ("variant", variant.into()),
                    ],
                )
            );
            set_up.iter().for_each(|line| println!("{line}"));
            let answer = self.service.bot_answer(view);
            match answer {
                Some(_) => self.show_board(view, None).await?,
                None => self.show(view, None).await?,
            }
            return self.bot_turn(answer).await;
        }
        let colour = lang.text(&format!("choice-{}", view.colour_choice.name()));
        let mut args = vec![
            ("player", challenger.into()),
            ("rated", i18n::yes_no(view.rated).into()),
            ("variant", variant.into()),
            ("colour", colour.into()),
        ];
        let id = match view.opponent {
            Some(opponent) => {
                args.push(("opponent", self.name_of(opponent).await.into()));
                "term-challenge-to"
            }
            None => "term-challenge-open",
        };
        println!("{}", lang.format(id, &args));
        set_up.iter().for_each(|line| println!("{line}"));
        self.print_actions(view).await;
        Ok(())
    }

    /// `rematch [GAME]`: the same opponent and rules, colours swapped.
    async fn rematch(&self, game: Option<&&str>) -> anyhow::Result<()> {
        let game = game.map(|g| parse_game(g, self.lang)).transpose()?;
        let view = self.service.rematch(self.place, self.me()?, game).await?;
        self.announce_challenge(&view).await
    }

    /// `hint [GAME] [before N]`.
    async fn hint(&self, args: &[&str]) -> anyhow::Result<()> {
        let lang = self.lang;
        let (game, before_move) = match args {
            [] => (None, None),
            ["before", n] => (None, Some(parse_move_number(n, lang)?)),
            [g] => (Some(parse_game(g, lang)?), None),
            [g, "before", n] => (
                Some(parse_game(g, lang)?),
                Some(parse_move_number(n, lang)?),
            ),
            _ => anyhow::bail!(lang.text("term-hint-usage")),
        };
        let request = self
            .service
            .hint_request(self.place, self.me()?, game, before_move)
            .await?;
        let hint = self.service.hint(request).await?;
        self.print_hint(&hint).await
    }

    /// `analyze [GAME]`.
    async fn analyze(&self, game: Option<&&str>) -> anyhow::Result<()> {
        let game = game.map(|g| parse_game(g, self.lang)).transpose()?;
        let view = self
            .service
            .analysis_target(self.place, self.me()?, game)
            .await?;
        let analysis = self.service.analyze(view).await?;
        self.print_analysis(&analysis).await;
        Ok(())
    }

    async fn play(&mut self, text: &str) -> anyhow::Result<()> {
        anyhow::ensure!(!text.trim().is_empty(), self.lang.text("term-which-move"));
        let MoveOutcome {
            view,
            played,
            mover,
            end,
            bot_answer,
            ..
        } = self.service.play(self.place, self.me()?, text).await?;
        self.print_played(&self.name_of(mover).await, played);
        // Against the bot, what the player may do is said after its answer.
        match bot_answer {
            Some(_) => self.show_board(&view, Some(played)).await?,
            None => self.show(&view, Some(played)).await?,
        }
        if let Some(end) = end {
            self.print_end(&end).await;
        }
        self.bot_turn(bot_answer).await
    }

    fn print_played(&self, player: &str, played: Move) {
        let args = [
            ("player", player.into()),
            ("move", played.to_string().into()),
        ];
        println!("{}", self.lang.format("term-played", &args));
    }

    /// Shows the bot's answer, if it has one to give.
    async fn bot_turn(&self, answer: Option<BotAnswer>) -> anyhow::Result<()> {
        let Some(answer) = answer else {
            return Ok(());
        };
        match answer.reply().await {
            BotReply::Played(outcome) => {
                self.print_played(BOT_NAME, outcome.played);
                self.show(&outcome.view, Some(outcome.played)).await?;
                if let Some(end) = outcome.end {
                    self.print_end(&end).await;
                }
                Ok(())
            }
            BotReply::Nothing => Ok(()),
            BotReply::Failed => Err(ServiceError::AiUnavailable.into()),
        }
    }
}
