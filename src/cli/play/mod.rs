//! `konane-bot play`: the game service from a terminal, without Discord.
//!
//! Commands come line by line from standard input, so a session can be typed
//! (hot-seat: `as <name>` switches the player) or piped in as a script. Players
//! are local names; each gets a stable id derived from the name and remembered
//! in the database. After every move the board is printed as text and written
//! as a PNG.

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context as _;

mod show;

use crate::engine::{JumpRule, MoveNumber, Opening, Size};
use crate::game::{
    ChallengeOptions, ChannelId, ColourChoice, GameId, GameView, GuildId, Level, MoveOutcome,
    Place, Service, ServiceConfig, ServiceError, SystemClock, UserId,
};
use crate::i18n::Lang;
use crate::render::Renderer;
use crate::store::Store;

/// The AI's name in the terminal.
const BOT_NAME: &str = "bot";

/// The terminal's one "server"; its channel is chosen with `--channel`.
const LOCAL_GUILD: GuildId = GuildId(0);

/// The words `challenge` takes as options, so never as a player's name.
/// The options `challenge` takes, each with an example value.
const CHALLENGE_OPTIONS: [(&str, &str); 7] = [
    ("size", "8x8"),
    ("opening", "centre"),
    ("jumps", "turning"),
    ("colour", "white"),
    ("color", "white"),
    ("level", "3"),
    ("rated", "no"),
];

/// An example value of challenge option `name`, if it is one.
fn challenge_option(name: &str) -> Option<&'static str> {
    CHALLENGE_OPTIONS
        .iter()
        .find(|(option, _)| *option == name)
        .map(|&(_, example)| example)
}

const HELP: &str = "\
commands (a line that is not a command is played as a move):
  as NAME                      act as player NAME from now on
  challenge [NAME] [size RxC] [opening centre-or-corner|centre|any]
            [jumps straight|turning] [colour black|white|random] [rated yes|no]
                               without NAME the challenge is open to anyone
  challenge bot [level 1-5] [...]  play the AI (it answers each move)
  accept | decline | cancel    answer or withdraw the open challenge
  move MOVE                    play a move, e.g. move d5 or move b5-d5-f5
  moves                        the legal moves of the player to move
  board                        show the board (and write the PNG)
  resign | abort               resign, or abort before both players have moved
  rematch [GAME]               challenge the same opponent again, colours swapped
                               (your last finished game by default)
  hint [GAME] [before N]       a suggested move: your turn against the bot, or
                               move N of a finished game (12 for Black's
                               twelfth move, 12... for White's)
  analyze [GAME]               the moves that threw a win away in a finished game
  puzzle                       today's puzzle: one winning move, then keep winning
  puzzle MOVE                  answer it (the solver defends, or refutes a wrong move)
  puzzle leaderboard [PAGE]    puzzles solved and streaks
  leaderboard [PAGE]           the ratings table
  stats [NAME] | history [NAME]
  record [GAME]                print a game record (the current game by default)
  settings                     show the settings; settings turn-limit 24h,
                               settings variant [RxC] [opening] [jumps] (the rest kept),
                               settings allow CHANNEL, settings disallow CHANNEL,
                               settings limits [challenges N] [games N] [pause 10m],
                               settings rated yes|no (the default of challenges)
  help | quit";

pub struct PlayArgs {
    pub database: String,
    pub player: Option<String>,
    pub channel: u64,
    pub png: PathBuf,
    pub lang: Lang,
}

struct Session {
    service: Service,
    ai: crate::ai::AiPool,
    renderer: Renderer,
    place: Place,
    player: Option<(UserId, String)>,
    png: PathBuf,
    /// The language the session speaks.
    lang: Lang,
}

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ended {
    /// Commands refused or failed (each said why on standard error).
    pub failed: usize,
    /// Whether a person typed them, rather than a script piped them in.
    pub interactive: bool,
}

/// Runs the session until `quit` or the end of input.
///
/// # Errors
/// Failing to open the database or the renderer, or to read input.
pub async fn run(args: PlayArgs) -> anyhow::Result<Ended> {
    let store = Store::open(&args.database)
        .await
        .with_context(|| format!("opening the database {}", args.database))?;
    let config = ServiceConfig {
        bot_user: Some(local_id(BOT_NAME)),
        ..ServiceConfig::default()
    };
    let service = Service::new(store, Arc::new(SystemClock), config);
    service
        .remember_name(LOCAL_GUILD, local_id(BOT_NAME), BOT_NAME, None)
        .await?;
    service
        .import_puzzles(crate::game::SHIPPED_PUZZLES)
        .await
        .context("storing the shipped puzzles")?;
    let mut session = Session {
        service,
        ai: crate::ai::AiPool::new(crate::ai::AiPoolConfig::default()),
        renderer: Renderer::new().context("loading the renderer")?,
        place: Place::channel(LOCAL_GUILD, ChannelId(args.channel)),
        player: None,
        png: args.png,
        lang: args.lang,
    };
    if let Some(name) = args.player {
        session.act_as(&name).await?;
    }
    let interactive = std::io::stdin().is_terminal();
    if interactive {
        println!("Kōnane in the terminal. Type help for the commands.");
    }
    let mut lines = std::io::stdin().lock().lines();
    let mut failed = 0;
    loop {
        if interactive {
            let who = session
                .player
                .as_ref()
                .map_or("(nobody)", |(_, n)| n.as_str());
            print!("{who}> ");
            std::io::stdout().flush().ok();
        }
        let Some(line) = lines.next() else {
            break;
        };
        let line = line.context("reading standard input")?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if matches!(line, "quit" | "exit") {
            break;
        }
        session.announce_due().await;
        if let Err(e) = session.command(line).await {
            failed += 1;
            // The prompt and answers go to standard output; a refusal, like
            // any tool's error, to standard error.
            std::io::stdout().flush().ok();
            eprintln!("error: {}", session.describe_error(&e).await);
        }
    }
    session.service.store().close().await;
    Ok(Ended {
        failed,
        interactive,
    })
}

fn parse_game(text: &str) -> anyhow::Result<GameId> {
    Ok(GameId(text.trim_start_matches('#').parse().with_context(
        || format!("'{text}' is not a game number"),
    )?))
}

fn parse_move_number(text: &str) -> anyhow::Result<MoveNumber> {
    Ok(text.parse()?)
}

/// A stable id for a local name (FNV-1a of its lowercase form).
fn local_id(name: &str) -> UserId {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.trim().to_lowercase().bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    UserId(hash)
}

/// The most moves `moves` prints: with turning jumps a big board can have millions.
const MOVES_SHOWN: usize = 200;

impl Session {
    async fn act_as(&mut self, name: &str) -> anyhow::Result<()> {
        let name = name.trim();
        anyhow::ensure!(!name.is_empty(), "give a player name, e.g. as kai");
        let id = local_id(name);
        self.service
            .remember_name(self.place.guild, id, name, Some(self.lang.code()))
            .await?;
        self.player = Some((id, name.to_string()));
        println!("now playing as {name}");
        Ok(())
    }

    fn me(&self) -> anyhow::Result<UserId> {
        self.player
            .as_ref()
            .map(|(id, _)| *id)
            .context("nobody is playing yet; start with: as NAME")
    }

    async fn name_of(&self, user: UserId) -> String {
        match self.service.names(self.place.guild, &[user]).await {
            Ok(names) => names
                .get(&user)
                .cloned()
                .unwrap_or_else(|| format!("#{user}")),
            Err(_) => format!("#{user}"),
        }
    }

    /// An error as the player should read it: players by name, our own
    /// failures logged and told in one generic line.
    async fn describe_error(&self, e: &anyhow::Error) -> String {
        let Some(service_error) = e.downcast_ref::<ServiceError>() else {
            return format!("{e:#}");
        };
        if !service_error.is_user_error() {
            tracing::error!(error = ?service_error, "service failure");
        }
        let named = match service_error.player() {
            Some(user) => self.name_of(user).await,
            None => String::new(),
        };
        service_error.message(self.lang, |_| named.clone())
    }

    async fn user(&self, name: &str) -> anyhow::Result<UserId> {
        Ok(self
            .service
            .user_named(self.place.guild, name)
            .await?
            .unwrap_or_else(|| local_id(name)))
    }

    async fn command(&mut self, line: &str) -> anyhow::Result<()> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let rest = &words[1..];
        match words[0].to_ascii_lowercase().as_str() {
            "help" | "?" => println!("{HELP}"),
            "as" => self.act_as(&rest.join(" ")).await?,
            "challenge" => self.challenge(rest).await?,
            "accept" => {
                let view = self.service.accept(self.place, self.me()?).await?;
                println!("challenge accepted: the game begins");
                self.show(&view, None).await?;
            }
            "decline" => {
                self.service.decline(self.place, self.me()?).await?;
                println!("challenge declined");
            }
            "cancel" => {
                self.service.cancel(self.place, self.me()?).await?;
                println!("challenge cancelled");
            }
            "move" | "m" | "play" => self.play(&rest.join(" ")).await?,
            "moves" => {
                let view = self.service.current_game(self.place).await?;
                let (pos, rules) = (view.game.position(), view.game.variant().rules());
                let shown = pos.moves_from(rules, None, MOVES_SHOWN);
                let mut line: Vec<String> = shown.iter().map(ToString::to_string).collect();
                if line.is_empty() {
                    line.push("(none)".into());
                } else if pos.count_legal_moves_up_to(rules, MOVES_SHOWN as u64 + 1)
                    > MOVES_SHOWN as u64
                {
                    line.push(format!(
                        "… (the first {MOVES_SHOWN}; any legal move may be played)"
                    ));
                }
                println!("{}", line.join(" "));
            }
            "puzzle" => match rest.first().map(|w| w.to_ascii_lowercase()) {
                None => {
                    let view = self
                        .service
                        .todays_puzzle(self.place.guild, self.me()?)
                        .await?;
                    self.show_puzzle(&view)?;
                }
                Some(w) if w == "leaderboard" => self.puzzle_leaderboard(rest.get(1)).await?,
                Some(_) => self.answer_puzzle(&rest.join(" ")).await?,
            },
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
                    .abort(self.place, self.me()?, None, false)
                    .await?;
                println!("game aborted; nothing is rated");
            }
            "rematch" => self.rematch(rest.first()).await?,
            "hint" => self.hint(rest).await?,
            "analyze" | "analyse" => self.analyze(rest.first()).await?,
            "leaderboard" | "top" => self.leaderboard(rest.first()).await?,
            "stats" => self.stats(rest.first()).await?,
            "history" => self.history(rest.first()).await?,
            "record" => self.record(rest.first()).await?,
            "settings" => self.settings(rest).await?,
            _ => self.play(line).await?,
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
        let mut i = 0;
        while i < options.len() {
            let name = options[i];
            let example = challenge_option(name).with_context(|| {
                format!(
                    "unknown option '{name}': use size, opening, jumps, colour, rated or level, each with its value (e.g. level 3)"
                )
            })?;
            let value = options
                .get(i + 1)
                .with_context(|| format!("{name} needs a value, e.g. {name} {example}"))?;
            match name {
                "size" => options_parsed.size = Some(value.parse::<Size>()?),
                "opening" => options_parsed.opening = Some(value.parse::<Opening>()?),
                "jumps" => options_parsed.jumps = Some(value.parse::<JumpRule>()?),
                "colour" | "color" => {
                    options_parsed.colour = value.parse::<ColourChoice>()?;
                }
                "level" => options_parsed.ai_level = Some(value.parse::<Level>()?),
                "rated" => {
                    options_parsed.rated = Some(match *value {
                        "yes" | "on" | "true" => true,
                        "no" | "off" | "false" => false,
                        other => anyhow::bail!("rated takes yes or no, not '{other}'"),
                    });
                }
                other => {
                    anyhow::bail!(
                        "unknown option '{other}': use size, opening, jumps, colour, rated or level"
                    )
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
        let challenger = self.name_of(view.challenger).await;
        if let Some(level) = view.ai_level {
            println!(
                "{challenger} plays the bot at level {} on {}",
                level.get(),
                view.game.variant()
            );
            self.show(view, None).await?;
            return self.bot_turn(view.id).await;
        }
        let kind = if view.rated { "rated" } else { "casual" };
        match view.opponent {
            Some(opponent) => {
                let opponent = self.name_of(opponent).await;
                println!(
                    "{challenger} challenges {opponent} to a {kind} game of {} (colour: {}); \
                     {opponent} may accept or decline",
                    view.game.variant(),
                    view.colour_choice.name(),
                );
            }
            None => println!(
                "{challenger} offers a {kind} game of {} to anyone (colour: {}); \
                 the first to accept plays",
                view.game.variant(),
                view.colour_choice.name(),
            ),
        }
        Ok(())
    }

    /// `rematch [GAME]`: the same opponent and rules, colours swapped.
    async fn rematch(&self, game: Option<&&str>) -> anyhow::Result<()> {
        let game = game.map(|g| parse_game(g)).transpose()?;
        let view = self.service.rematch(self.place, self.me()?, game).await?;
        self.announce_challenge(&view).await
    }

    /// `hint [GAME] [before N]`.
    async fn hint(&self, args: &[&str]) -> anyhow::Result<()> {
        let (game, before_move) = match args {
            [] => (None, None),
            ["before", n] => (None, Some(parse_move_number(n)?)),
            [g] => (Some(parse_game(g)?), None),
            [g, "before", n] => (Some(parse_game(g)?), Some(parse_move_number(n)?)),
            _ => anyhow::bail!("write hint, hint GAME, hint before N or hint GAME before N"),
        };
        let request = self
            .service
            .hint_request(&self.ai, self.place, self.me()?, game, before_move)
            .await?;
        let hint = self.service.hint(&self.ai, request).await?;
        self.print_hint(&hint).await
    }

    /// `analyze [GAME]`.
    async fn analyze(&self, game: Option<&&str>) -> anyhow::Result<()> {
        let game = game.map(|g| parse_game(g)).transpose()?;
        let view = self
            .service
            .analysis_target(&self.ai, self.place, self.me()?, game)
            .await?;
        let analysis = self.service.analyze(&self.ai, view).await?;
        self.print_analysis(&analysis).await;
        Ok(())
    }

    async fn play(&mut self, text: &str) -> anyhow::Result<()> {
        anyhow::ensure!(!text.trim().is_empty(), "which move? e.g. move d5");
        let MoveOutcome {
            view,
            played,
            mover,
            end,
            ..
        } = self.service.play(self.place, self.me()?, text).await?;
        println!("{} played {played}", self.name_of(mover).await);
        self.show(&view, Some(played)).await?;
        if let Some(end) = end {
            self.print_end(&end).await;
        }
        self.bot_turn(view.id).await
    }

    /// Lets the bot move if it is its turn.
    async fn bot_turn(&self, game: GameId) -> anyhow::Result<()> {
        if let Some(outcome) = self.service.play_ai_turn(&self.ai, game).await? {
            println!("{BOT_NAME} played {}", outcome.played);
            self.show(&outcome.view, Some(outcome.played)).await?;
            if let Some(end) = outcome.end {
                self.print_end(&end).await;
            }
        }
        Ok(())
    }
}
