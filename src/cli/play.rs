/*!
`konane-bot play`: the game service from a terminal, without Discord.

Commands come line by line from standard input, so a session can be typed
(hot-seat: `as <name>` switches the player) or piped in as a script. Players
are local names; each gets a stable id derived from the name and remembered
in the database. After every move the board is printed as text and written
as a PNG.
*/

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context as _;

use crate::engine::{Color, JumpRule, Opening, Size, Variant};
use crate::game::{
    ChallengeOptions, ChannelId, ColourChoice, DueEvent, GameId, GameView, GuildId, MoveOutcome,
    Place, Service, ServiceConfig, SystemClock, UserId, format_duration, parse_duration,
};
use crate::render::{BoardView, Caption, Renderer, hint_squares};
use crate::store::{GameStatus, Store};

/// The AI's name in the terminal.
const BOT_NAME: &str = "bot";

/// The terminal's one "server"; its channel is chosen with `--channel`.
const LOCAL_GUILD: GuildId = GuildId(0);

const HELP: &str = "\
commands (a line that is not a command is played as a move):
  as NAME                      act as player NAME from now on
  challenge NAME [size RxC] [opening centre-or-corner|centre|any]
            [jumps straight|turning] [colour black|white|random]
  challenge bot [level 1-5] [...]  play the AI (it answers each move)
  accept | decline | cancel    answer or withdraw the open challenge
  move MOVE                    play a move, e.g. move d5 or move b5-d5-f5
  moves                        the legal moves of the player to move
  board                        show the board (and write the PNG)
  resign | abort               resign, or abort before the first jump
  leaderboard [PAGE]           the ratings table
  stats [NAME] | history [NAME]
  record [GAME]                print a game record (the current game by default)
  settings                     show the settings; settings turn-limit 24h,
                               settings variant 6x6 [opening] [jumps],
                               settings allow CHANNEL, settings disallow CHANNEL
  help | quit";

pub struct PlayArgs {
    pub database: String,
    pub player: Option<String>,
    pub channel: u64,
    pub png: PathBuf,
}

struct Session {
    service: Service,
    ai: crate::ai::AiPool,
    renderer: Renderer,
    place: Place,
    player: Option<(UserId, String)>,
    png: PathBuf,
}

/// Runs the session until `quit` or the end of input.
///
/// # Errors
/// Failing to open the database or the renderer, or to read input.
pub async fn run(args: PlayArgs) -> anyhow::Result<()> {
    let store = Store::open(&args.database)
        .await
        .with_context(|| format!("opening the database {}", args.database))?;
    let config = ServiceConfig {
        bot_user: Some(local_id(BOT_NAME)),
        ..ServiceConfig::default()
    };
    let service = Service::new(store, Arc::new(SystemClock), config);
    service.remember_name(local_id(BOT_NAME), BOT_NAME).await?;
    let mut session = Session {
        service,
        ai: crate::ai::AiPool::new(crate::ai::AiPoolConfig::default()),
        renderer: Renderer::new().context("loading the renderer")?,
        place: Place {
            guild: LOCAL_GUILD,
            channel: ChannelId(args.channel),
        },
        player: None,
        png: args.png,
    };
    if let Some(name) = args.player {
        session.act_as(&name).await?;
    }
    let interactive = std::io::stdin().is_terminal();
    if interactive {
        println!("Kōnane in the terminal. Type help for the commands.");
    }
    let mut lines = std::io::stdin().lock().lines();
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
            println!("error: {e:#}");
        }
    }
    session.service.store().close().await;
    Ok(())
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

impl Session {
    async fn act_as(&mut self, name: &str) -> anyhow::Result<()> {
        let name = name.trim();
        anyhow::ensure!(!name.is_empty(), "give a player name, e.g. as kai");
        let id = local_id(name);
        self.service.remember_name(id, name).await?;
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
        match self.service.names(&[user]).await {
            Ok(names) => names
                .get(&user)
                .cloned()
                .unwrap_or_else(|| format!("#{user}")),
            Err(_) => format!("#{user}"),
        }
    }

    async fn user(&self, name: &str) -> anyhow::Result<UserId> {
        Ok(self
            .service
            .user_named(name)
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
                let moves: Vec<String> = view
                    .game
                    .legal_moves()
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                println!(
                    "{}",
                    if moves.is_empty() {
                        "(none)".to_string()
                    } else {
                        moves.join(" ")
                    }
                );
            }
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
                self.service.abort(self.place, self.me()?).await?;
                println!("game aborted; nothing is rated");
            }
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
        let (opponent_name, options) = args
            .split_first()
            .context("challenge whom? e.g. challenge lani")?;
        let opponent = self.user(opponent_name).await?;
        self.service.remember_name(opponent, opponent_name).await?;
        let mut options_parsed = ChallengeOptions::default();
        let mut i = 0;
        while i < options.len() {
            let value = options
                .get(i + 1)
                .with_context(|| format!("{} needs a value", options[i]))?;
            match options[i] {
                "size" => options_parsed.size = Some(value.parse::<Size>()?),
                "opening" => options_parsed.opening = Some(value.parse::<Opening>()?),
                "jumps" => options_parsed.jumps = Some(value.parse::<JumpRule>()?),
                "colour" | "color" => {
                    options_parsed.colour =
                        value.parse::<ColourChoice>().map_err(anyhow::Error::msg)?;
                }
                "level" => {
                    options_parsed.ai_level = Some(
                        value
                            .parse::<u8>()
                            .ok()
                            .filter(|l| (1..=5).contains(l))
                            .context("level must be 1 to 5")?,
                    );
                }
                other => {
                    anyhow::bail!(
                        "unknown option '{other}': use size, opening, jumps, colour or level"
                    )
                }
            }
            i += 2;
        }
        let view = self
            .service
            .challenge(self.place, me, opponent, options_parsed)
            .await?;
        if view.is_ai_game() {
            println!(
                "{} plays the bot at level {} on {}",
                self.name_of(me).await,
                view.ai_level.unwrap_or_default(),
                view.game.variant()
            );
            self.show(&view, None).await?;
            return self.bot_turn(view.id).await;
        }
        println!(
            "{} challenges {} to {} (colour: {}); {} may accept or decline",
            self.name_of(me).await,
            opponent_name,
            view.game.variant(),
            view.colour_choice.name(),
            opponent_name
        );
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

    async fn print_end(&self, end: &crate::game::GameEnd) {
        println!(
            "game over: {} wins ({})",
            self.name_of(end.winner).await,
            end.outcome.reason.name()
        );
        for c in &end.rating_changes {
            println!(
                "  {}: {:.0} -> {:.0}",
                self.name_of(c.user).await,
                c.before,
                c.after
            );
        }
    }

    /// Prints the board as text and writes it as a PNG.
    async fn show(&self, view: &GameView, last: Option<crate::engine::Move>) -> anyhow::Result<()> {
        let black = self.player_name(view.black).await;
        let white = self.player_name(view.white).await;
        let pos = view.game.position();
        let size = pos.size();
        let files: String = (0..size.cols())
            .map(|f| format!(" {}", (b'a' + f as u8) as char))
            .collect();
        println!("   {files}");
        for rank in (0..size.rows()).rev() {
            let row: String = (0..size.cols())
                .map(
                    |f| match pos.stone_at(crate::engine::Square::new(f as u8, rank as u8)) {
                        Some(Color::Black) => " x",
                        Some(Color::White) => " o",
                        None => " .",
                    },
                )
                .collect();
            println!("{:>3}{row}", rank + 1);
        }
        let caption = Caption::for_game(&view.game, &black, &white);
        println!(
            "{} (x, {} stones) vs {} (o, {} stones): {}",
            black,
            pos.count(Color::Black),
            white,
            pos.count(Color::White),
            caption.status
        );
        if let Some(deadline) = view
            .turn_deadline
            .filter(|_| view.status == GameStatus::Active)
        {
            println!(
                "time left to move: {}",
                format_duration(deadline.since(self.service.now()))
            );
        }
        let board = BoardView {
            last_move: last.or_else(|| view.last_move()),
            hints: if view.status == GameStatus::Active {
                hint_squares(pos, view.game.variant().rules(), None)
            } else {
                Vec::new()
            },
            caption: Some(caption),
            ..BoardView::new(pos)
        };
        let png = self.renderer.render_png(&board)?;
        std::fs::write(&self.png, png)
            .with_context(|| format!("writing {}", self.png.display()))?;
        println!("board written to {}", self.png.display());
        Ok(())
    }

    async fn player_name(&self, user: Option<UserId>) -> String {
        match user {
            Some(u) => self.name_of(u).await,
            None => "?".into(),
        }
    }

    async fn leaderboard(&self, page: Option<&&str>) -> anyhow::Result<()> {
        let page: usize = page
            .map_or(Ok(1), |p| p.parse())
            .context("the page is a number")?;
        let board = self.service.leaderboard(self.place.guild, page).await?;
        if board.entries.is_empty() {
            println!("no rated games yet");
            return Ok(());
        }
        println!("leaderboard, page {} of {}", board.page, board.pages);
        for e in board.entries {
            println!(
                "{:>3}. {:<20} {:>5.0} ±{:<4.0} {} games, {} won, {} lost",
                e.rank,
                self.name_of(e.user).await,
                e.rating,
                e.deviation * 2.0,
                e.games,
                e.wins,
                e.losses
            );
        }
        Ok(())
    }

    async fn target(&self, name: Option<&&str>) -> anyhow::Result<UserId> {
        match name {
            Some(n) => self.user(n).await,
            None => self.me(),
        }
    }

    async fn stats(&self, name: Option<&&str>) -> anyhow::Result<()> {
        let user = self.target(name).await?;
        let s = self.service.stats(self.place.guild, user).await?;
        let rating = s
            .rating
            .map_or("unrated".to_string(), |r| format!("{r:.0}"));
        println!(
            "{}: rating {rating}, {} games, {} won, {} lost, streak {}",
            self.name_of(user).await,
            s.games,
            s.wins,
            s.losses,
            s.streak
        );
        Ok(())
    }

    async fn history(&self, name: Option<&&str>) -> anyhow::Result<()> {
        let user = self.target(name).await?;
        let games = self.service.history(self.place.guild, user, 10).await?;
        if games.is_empty() {
            println!("no finished games");
        }
        for g in games {
            let change = g
                .rating_change
                .map(|c| format!(" ({:+.0})", c.after - c.before))
                .unwrap_or_default();
            println!(
                "game {}: {} as {} against {} in {} moves, {}{change}",
                g.id,
                if g.won { "won" } else { "lost" },
                g.colour,
                self.name_of(g.opponent).await,
                g.moves,
                g.outcome.reason.name()
            );
        }
        Ok(())
    }

    async fn record(&self, game: Option<&&str>) -> anyhow::Result<()> {
        let view = match game {
            Some(id) => {
                self.service
                    .game(GameId(id.parse().context("the game is its number")?))
                    .await?
            }
            None => self.service.current_game(self.place).await?,
        };
        let record = view.record(
            &self.player_name(view.black).await,
            &self.player_name(view.white).await,
        );
        print!("{record}");
        Ok(())
    }

    async fn settings(&self, args: &[&str]) -> anyhow::Result<()> {
        let guild = self.place.guild;
        let s = match args {
            [] => self.service.settings(guild).await?,
            ["turn-limit", d] => {
                self.service
                    .set_turn_limit(guild, parse_duration(d).map_err(anyhow::Error::msg)?)
                    .await?
            }
            ["variant", size, rest @ ..] => {
                let mut variant = Variant {
                    size: size.parse()?,
                    ..Variant::default()
                };
                for word in rest {
                    if let Ok(o) = word.parse::<Opening>() {
                        variant.opening = o;
                    } else {
                        variant.jumps = word.parse::<JumpRule>()?;
                    }
                }
                let variant = Variant::new(variant.size, variant.opening, variant.jumps)?;
                self.service.set_default_variant(guild, variant).await?
            }
            ["allow", channel] => {
                self.service
                    .allow_channel(guild, ChannelId(channel.parse()?))
                    .await?
            }
            ["disallow", channel] => {
                self.service
                    .disallow_channel(guild, ChannelId(channel.parse()?))
                    .await?
            }
            _ => anyhow::bail!("unknown settings command; see help"),
        };
        let channels = if s.allowed_channels.is_empty() {
            "every channel".to_string()
        } else {
            s.allowed_channels
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        println!(
            "turn limit {}, default game {}, games allowed in {channels}",
            format_duration(s.turn_limit),
            s.default_variant
        );
        Ok(())
    }

    /// Reminders, forfeits and expired challenges that fell due meanwhile.
    async fn announce_due(&self) {
        match self.service.process_due().await {
            Ok(events) => {
                for event in events {
                    match event {
                        DueEvent::Reminder { player, .. } => {
                            println!(
                                "reminder: {} has half of their time left to move",
                                self.name_of(player).await
                            );
                        }
                        DueEvent::Forfeit { end, .. } => {
                            println!("time ran out for {}", self.name_of(end.loser).await);
                            self.print_end(&end).await;
                        }
                        DueEvent::ChallengeExpired { view } => {
                            println!(
                                "the challenge to {} expired",
                                self.name_of(view.opponent).await
                            );
                        }
                    }
                }
            }
            Err(e) => println!("error: {e}"),
        }
    }
}
