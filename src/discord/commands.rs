//! The `/konane` slash command group. Each subcommand turns its options into
//! one service call and the result into a reply; refusals are private.

use poise::serenity_prelude as serenity;

use crate::ai::{self, Level, Limits, Player};
use crate::engine::{JumpRule, Opening, Size, Variant};
use crate::game::{
    ChallengeOptions, ColourChoice, GameId, GameView, ServiceError, UserId, format_duration,
    parse_duration,
};
use crate::render::{BoardView, Caption};
use crate::store::GameStatus;

use super::reply::{Reply, board_reply, challenge_components, mention};
use super::{Context, Deferral, Error, names_for, place_of, remember_author, send, service_error};

/// Every command of the bot, in one place.
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    vec![konane()]
}

/// Play Kōnane, the Hawaiian jumping game.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "challenge",
        "accept",
        "decline",
        "cancel",
        "play_move",
        "board",
        "resign",
        "leaderboard",
        "stats",
        "history",
        "replay",
        "hint",
        "analyze",
        "rules",
        "settings"
    ),
    subcommand_required
)]
pub async fn konane(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum OpeningChoice {
    #[name = "centre-or-corner"]
    CentreOrCorner,
    #[name = "centre"]
    Centre,
    #[name = "any"]
    Any,
}

impl From<OpeningChoice> for Opening {
    fn from(o: OpeningChoice) -> Opening {
        match o {
            OpeningChoice::CentreOrCorner => Opening::CentreOrCorner,
            OpeningChoice::Centre => Opening::Centre,
            OpeningChoice::Any => Opening::Any,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum JumpsChoice {
    #[name = "straight"]
    Straight,
    #[name = "turning"]
    Turning,
}

impl From<JumpsChoice> for JumpRule {
    fn from(j: JumpsChoice) -> JumpRule {
        match j {
            JumpsChoice::Straight => JumpRule::Straight,
            JumpsChoice::Turning => JumpRule::Turning,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColourParam {
    #[name = "black"]
    Black,
    #[name = "white"]
    White,
    #[name = "random"]
    Random,
}

impl From<ColourParam> for ColourChoice {
    fn from(c: ColourParam) -> ColourChoice {
        match c {
            ColourParam::Black => ColourChoice::Black,
            ColourParam::White => ColourChoice::White,
            ColourParam::Random => ColourChoice::Random,
        }
    }
}

/// Challenge someone (or the bot) to a game in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play"] opponent: serenity::User,
    #[description = "Board size, e.g. 8x8 (standard) or 6x6"] size: Option<String>,
    #[description = "Which stones Black may remove to open"] opening: Option<OpeningChoice>,
    #[description = "Whether a multi-jump may turn"] jumps: Option<JumpsChoice>,
    #[description = "Your colour"] colour: Option<ColourParam>,
    #[description = "The bot's strength, 1 to 5, when you challenge the bot"]
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
) -> Result<(), Error> {
    remember_author(ctx).await;
    let size = match size.as_deref().map(str::parse::<Size>).transpose() {
        Ok(s) => s,
        Err(e) => return send(ctx, Reply::private(e.to_string())).await,
    };
    let against_me = Some(UserId(opponent.id.get())) == ctx.data().service.config().bot_user;
    if opponent.bot && !against_me {
        return send(
            ctx,
            Reply::private("that's a bot; challenge a person instead"),
        )
        .await;
    }
    let data = ctx.data();
    let _ = data
        .service
        .remember_name(UserId(opponent.id.get()), opponent.display_name())
        .await;
    let options = ChallengeOptions {
        size,
        opening: opening.map(Opening::from),
        jumps: jumps.map(JumpRule::from),
        colour: colour.map_or(ColourChoice::Random, ColourChoice::from),
        ai_level: level,
    };
    let place = place_of(ctx)?;
    let me = UserId(ctx.author().id.get());
    let view = match data
        .service
        .challenge(place, me, UserId(opponent.id.get()), options)
        .await
    {
        Ok(v) => v,
        Err(e) => return send(ctx, service_error(e)).await,
    };
    if view.is_ai_game() {
        let headline = format!(
            "{} is playing me at level {} (unrated): the game begins.",
            mention(me),
            view.ai_level.unwrap_or_default()
        );
        let reply = super::ai_game_start_reply(data, &view, headline, &Deferral::Slash(ctx)).await;
        return send(ctx, reply).await;
    }
    let expires = view
        .expires_at
        .map(|t| format!(" The challenge expires <t:{}:R>.", t.unix_seconds()))
        .unwrap_or_default();
    let reply = Reply {
        content: format!(
            "{}, {} challenges you to Kōnane: {} ({} plays {}).{expires}",
            mention(UserId(opponent.id.get())),
            mention(me),
            describe(view.game.variant()),
            mention(me),
            view.colour_choice.name()
        ),
        components: challenge_components(&view),
        ..Reply::default()
    };
    send(ctx, reply).await
}

fn describe(v: Variant) -> String {
    format!("{} board, {} opening, {} jumps", v.size, v.opening, v.jumps)
}

/// Accept the challenge waiting for you in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    remember_author(ctx).await;
    let reply =
        super::accept_reply(ctx.data(), place_of(ctx)?, UserId(ctx.author().id.get())).await;
    send(ctx, reply).await
}

/// Decline the challenge waiting for you in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    let reply =
        super::decline_reply(ctx.data(), place_of(ctx)?, UserId(ctx.author().id.get())).await;
    send(ctx, reply).await
}

/// Withdraw your challenge in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let reply = match data
        .service
        .cancel(place_of(ctx)?, UserId(ctx.author().id.get()))
        .await
    {
        Ok(_) => Reply::public(format!(
            "{} withdrew the challenge.",
            mention(UserId(ctx.author().id.get()))
        )),
        Err(e) => service_error(e),
    };
    send(ctx, reply).await
}

async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = legal_moves_matching(ctx, partial)
        .await
        .into_iter()
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The caller's legal moves starting with what they typed (dashes optional), at most 25.
async fn legal_moves_matching(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let Ok(place) = place_of(ctx) else {
        return Vec::new();
    };
    let me = UserId(ctx.author().id.get());
    let wanted = partial.trim().to_ascii_lowercase();
    match ctx.data().service.legal_moves_for(place, me).await {
        Ok(moves) => moves
            .into_iter()
            .map(|m| m.to_string())
            .filter(|m| {
                m.starts_with(&wanted)
                    || m.replace('-', "")
                        .starts_with(&wanted.replace(['-', ' '], ""))
            })
            .take(super::reply::MAX_MENU_OPTIONS)
            .collect(),
        Err(_) => Vec::new(),
    }
}

/// Make your move, e.g. d5 (a removal) or b5-d5-f5 (a jump).
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[description = "Your move: a square to remove, or a jump such as d5-f5"]
    #[autocomplete = "autocomplete_move"]
    #[rename = "move"]
    text: String,
) -> Result<(), Error> {
    remember_author(ctx).await;
    let data = ctx.data();
    let result = data
        .service
        .play(place_of(ctx)?, UserId(ctx.author().id.get()), &text)
        .await;
    let reply = super::move_and_answer(data, result, &Deferral::Slash(ctx)).await;
    send(ctx, reply).await
}

/// Show the board of this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let reply = match data.service.current_game(place_of(ctx)?).await {
        Ok(view) if view.status == crate::store::GameStatus::Active => {
            let names = names_for(&data.service, &view).await;
            let headline = match view.last_move() {
                Some(m) => format!("Last move: `{m}`."),
                None => "The game has just begun.".to_string(),
            };
            board_reply(&data.renderer, &view, &names, headline, None)
        }
        Ok(_) => Reply::private(
            "a challenge is waiting for an answer here; the board appears once it is accepted",
        ),
        Err(e) => service_error(e),
    };
    send(ctx, reply).await
}

/// Resign this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let reply =
        super::resign_reply(ctx.data(), place_of(ctx)?, UserId(ctx.author().id.get())).await;
    send(ctx, reply).await
}

/// This server's ratings.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Page"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    let data = ctx.data();
    let place = place_of(ctx)?;
    let reply = match data
        .service
        .leaderboard(place.guild, page.unwrap_or(1) as usize)
        .await
    {
        Ok(board) if board.entries.is_empty() => {
            Reply::public("No rated games yet in this server. Challenge someone!")
        }
        Ok(board) => {
            let mut text = format!(
                "**Kōnane leaderboard** (page {} of {})\n",
                board.page, board.pages
            );
            for e in &board.entries {
                text.push_str(&format!(
                    "{}. {} **{:.0}** ±{:.0} · {} games, {} won, {} lost\n",
                    e.rank,
                    mention(e.user),
                    e.rating,
                    e.deviation * 2.0,
                    e.games,
                    e.wins,
                    e.losses
                ));
            }
            Reply::public(text)
        }
        Err(e) => service_error(e),
    };
    send(ctx, reply).await
}

/// A player's rating and record in this server.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (yours if empty)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let data = ctx.data();
    let place = place_of(ctx)?;
    let who = UserId(user.as_ref().unwrap_or(ctx.author()).id.get());
    let reply = match data.service.stats(place.guild, who).await {
        Ok(s) => {
            let rating = s
                .rating
                .map_or("unrated".to_string(), |r| format!("**{r:.0}**"));
            let streak = match s.streak {
                0 => String::new(),
                n if n > 0 => format!(", {n} won in a row"),
                n => format!(", {} lost in a row", -n),
            };
            let mut text = format!(
                "{}: rating {rating} · {} rated games, {} won, {} lost{streak}",
                mention(who),
                s.games,
                s.wins,
                s.losses
            );
            for g in &s.recent {
                text.push_str(&format!(
                    "\n• #{} {} as {} against {} ({})",
                    g.id,
                    if g.won { "won" } else { "lost" },
                    g.colour,
                    mention(g.opponent),
                    g.outcome.reason.name()
                ));
            }
            Reply::public(text)
        }
        Err(e) => service_error(e),
    };
    send(ctx, reply).await
}

/// A player's finished games in this server.
#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose (yours if empty)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let data = ctx.data();
    let place = place_of(ctx)?;
    let who = UserId(user.as_ref().unwrap_or(ctx.author()).id.get());
    let reply = match data.service.history(place.guild, who, 15).await {
        Ok(games) if games.is_empty() => {
            Reply::public(format!("{} has no finished games here yet.", mention(who)))
        }
        Ok(games) => {
            let mut text = format!("Games of {}:", mention(who));
            for g in games {
                let change = g
                    .rating_change
                    .map(|c| format!(" ({:+.0})", c.after - c.before))
                    .unwrap_or_default();
                text.push_str(&format!(
                    "\n• #{} <t:{}:d> {} as {} against {} in {} moves, {}{change}",
                    g.id,
                    g.finished_at.unix_seconds(),
                    if g.won { "won" } else { "lost" },
                    g.colour,
                    mention(g.opponent),
                    g.moves,
                    g.outcome.reason.name()
                ));
            }
            text.push_str("\nSee one again with `/konane replay game:<number>`.");
            Reply::public(text)
        }
        Err(e) => service_error(e),
    };
    send(ctx, reply).await
}

/// An animated replay of a game, with its record.
#[poise::command(slash_command, guild_only)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number (this channel's game if empty)"] game: Option<i64>,
) -> Result<(), Error> {
    // Long games on big boards take a moment to draw.
    ctx.defer().await?;
    let data = ctx.data();
    let place = place_of(ctx)?;
    let view = match game {
        Some(id) => data.service.game(GameId(id)).await,
        None => data.service.current_game(place).await,
    };
    let view = match view {
        Ok(v) if v.place.guild == place.guild => v,
        Ok(v) => {
            return send(
                ctx,
                service_error(crate::game::ServiceError::UnknownGame(v.id.0)),
            )
            .await;
        }
        Err(e) => return send(ctx, service_error(e)).await,
    };
    let names = names_for(&data.service, &view).await;
    let record = view.record(&names.black, &names.white);
    let renderer = data.renderer.clone();
    let gif = tokio::task::spawn_blocking({
        let record = record.clone();
        move || renderer.replay_gif(&record)
    })
    .await??;
    let text = record.to_string();
    let reply = poise::CreateReply::default()
        .content(format!(
            "Game #{}: {} (x) against {} (o).",
            view.id, names.black, names.white
        ))
        .attachment(serenity::CreateAttachment::bytes(
            gif,
            format!("konane-{}.gif", view.id),
        ))
        .attachment(serenity::CreateAttachment::bytes(
            text.into_bytes(),
            format!("konane-{}.txt", view.id),
        ));
    ctx.send(reply).await?;
    Ok(())
}

/// How to play Kōnane.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    send(ctx, Reply::private(RULES)).await
}

const RULES: &str = "**Kōnane** is a Hawaiian game of pure strategy.\n\
• The board starts full, black and white stones alternating.\n\
• Black opens by removing one black stone (by default from the centre or a corner); White then removes a white stone next to the hole.\n\
• After that every move is a jump: one of your stones jumps over an adjacent enemy stone into the empty square beyond, capturing it. It may keep jumping (in a straight line, unless the game uses turning jumps) and may stop after any hop.\n\
• If you cannot jump on your turn, you lose. There are no draws.\n\
Moves: `d5` removes a stone; `b5-d5` is a jump; `b5-d5-f5` a double jump. Use `/konane move` (it suggests your legal moves) or the menu under the board.";

/// Server settings for Kōnane games (Manage Server only).
#[poise::command(
    slash_command,
    guild_only,
    required_permissions = "MANAGE_GUILD",
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Time each player has per move, e.g. 72h or 1d"] turn_limit: Option<String>,
    #[description = "Default board size, e.g. 8x8"] size: Option<String>,
    #[description = "Default opening"] opening: Option<OpeningChoice>,
    #[description = "Default multi-jump rule"] jumps: Option<JumpsChoice>,
    #[description = "Allow games in this channel (limits games to allowed channels)"] allow_channel: Option<serenity::Channel>,
    #[description = "Stop allowing games in this channel"] disallow_channel: Option<
        serenity::Channel,
    >,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = place_of(ctx)?.guild;
    let result: Result<_, String> = async {
        let s = &data.service;
        if let Some(limit) = turn_limit {
            s.set_turn_limit(guild, parse_duration(&limit)?)
                .await
                .map_err(|e| e.to_string())?;
        }
        if size.is_some() || opening.is_some() || jumps.is_some() {
            let current = s
                .settings(guild)
                .await
                .map_err(|e| e.to_string())?
                .default_variant;
            let size = match size {
                Some(text) => text.parse::<Size>().map_err(|e| e.to_string())?,
                None => current.size,
            };
            let variant = Variant::new(
                size,
                opening.map_or(current.opening, Opening::from),
                jumps.map_or(current.jumps, JumpRule::from),
            )
            .map_err(|e| e.to_string())?;
            s.set_default_variant(guild, variant)
                .await
                .map_err(|e| e.to_string())?;
        }
        if let Some(c) = allow_channel {
            s.allow_channel(guild, crate::game::ChannelId(c.id().get()))
                .await
                .map_err(|e| e.to_string())?;
        }
        if let Some(c) = disallow_channel {
            s.disallow_channel(guild, crate::game::ChannelId(c.id().get()))
                .await
                .map_err(|e| e.to_string())?;
        }
        s.settings(guild).await.map_err(|e| e.to_string())
    }
    .await;
    let reply = match result {
        Ok(s) => {
            let channels = if s.allowed_channels.is_empty() {
                "every channel".to_string()
            } else {
                s.allowed_channels
                    .iter()
                    .map(|c| format!("<#{}>", c.0))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            Reply::private(format!(
                "Turn limit: **{}** · default game: **{}** · games allowed in {channels}.",
                format_duration(s.turn_limit),
                describe(s.default_variant)
            ))
        }
        Err(e) => Reply::private(e),
    };
    send(ctx, reply).await
}

/// The game a hint or analysis is about: the one named, else this channel's
/// running game, else the caller's latest finished game in this server.
async fn game_for_review(ctx: Context<'_>, game: Option<i64>) -> Result<GameView, Reply> {
    let data = ctx.data();
    let place = place_of(ctx).map_err(|e| Reply::private(e.to_string()))?;
    let view = match game {
        Some(id) => data.service.game(GameId(id)).await,
        None => match data.service.current_game(place).await {
            Ok(v) if v.status == GameStatus::Active => Ok(v),
            Ok(_) | Err(ServiceError::NoGameHere) => {
                let me = UserId(ctx.author().id.get());
                match data.service.history(place.guild, me, 1).await {
                    Ok(games) => match games.first() {
                        Some(g) => data.service.game(g.id).await,
                        None => {
                            return Err(Reply::private(
                                "you have no game here to look at; name one with `game:<number>`",
                            ));
                        }
                    },
                    Err(e) => Err(e),
                }
            }
            Err(e) => Err(e),
        },
    };
    match view {
        Ok(v) if v.place.guild == place.guild => Ok(v),
        Ok(v) => Err(service_error(ServiceError::UnknownGame(v.id.0))),
        Err(e) => Err(service_error(e)),
    }
}

/// A suggested move, privately: in games against me, and in finished games.
#[poise::command(slash_command, guild_only)]
pub async fn hint(
    ctx: Context<'_>,
    #[description = "A game's number (this channel's game, or your last one, if empty)"]
    game: Option<i64>,
    #[description = "In a finished game: the move number to suggest for (the last one if empty)"]
    #[min = 1]
    before_move: Option<u32>,
) -> Result<(), Error> {
    let view = match game_for_review(ctx, game).await {
        Ok(v) => v,
        Err(reply) => return send(ctx, reply).await,
    };
    let me = UserId(ctx.author().id.get());
    let ply = match view.status {
        GameStatus::Active if view.rated => {
            return send(
                ctx,
                Reply::private(
                    "no hints in a rated game in progress; ask again once it's over, or play me for practice",
                ),
            )
            .await;
        }
        GameStatus::Active if view.player_to_move() != Some(me) => {
            return send(
                ctx,
                Reply::private("hints are for the player to move; wait for your turn"),
            )
            .await;
        }
        GameStatus::Active => view.ply(),
        GameStatus::Finished | GameStatus::Aborted => {
            let moves = view.ply();
            match before_move {
                Some(n) if n as usize > moves => {
                    return send(
                        ctx,
                        Reply::private(format!("game #{} had only {moves} moves", view.id)),
                    )
                    .await;
                }
                Some(n) => n as usize - 1,
                // The final position, if the game ended with moves left; else the last move's.
                None if view
                    .game
                    .position()
                    .has_legal_move(view.game.variant().rules()) =>
                {
                    moves
                }
                None => moves.saturating_sub(1),
            }
        }
        _ => {
            return send(
                ctx,
                Reply::private("that game hasn't started; hints come once there's a board"),
            )
            .await;
        }
    };
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let position = view.game.position_at(ply);
    let rules = view.game.variant().rules();
    let choice = data
        .ai
        .choose(position, rules, Player::Level(Level::MAX), view.id.0 as u64)
        .await;
    let choice = match choice {
        Ok(Some(c)) => c,
        Ok(None) => {
            return send(
                ctx,
                Reply::private("there is no move to suggest: the side to move has none"),
            )
            .await;
        }
        Err(_) => return send(ctx, service_error(ServiceError::AiUnavailable)).await,
    };
    let verdict = match choice.proven {
        Some(true) => "it wins by force".to_string(),
        Some(false) => "every move loses against perfect play; this one holds out best".to_string(),
        None => format!("my best after looking {} moves ahead", choice.depth),
    };
    let mover = position.turn();
    let when = if view.status == GameStatus::Active {
        String::new()
    } else {
        format!(" at move {} of game #{}", ply + 1, view.id)
    };
    let names = names_for(&data.service, &view).await;
    let picture = BoardView {
        last_move: Some(choice.best),
        caption: Some(Caption::for_position(&position, &names.black, &names.white)),
        ..BoardView::new(&position)
    };
    let reply = Reply {
        content: format!("Hint for {mover}{when}: `{}` ({verdict}).", choice.best),
        board: data.renderer.render_png(&picture).ok(),
        ephemeral: true,
        ..Reply::default()
    };
    send(ctx, reply).await
}

/// For a finished game: the moves that turned a won position into a lost one.
#[poise::command(slash_command, guild_only)]
pub async fn analyze(
    ctx: Context<'_>,
    #[description = "A finished game's number (your last one if empty)"] game: Option<i64>,
) -> Result<(), Error> {
    let view = match game_for_review(ctx, game).await {
        Ok(v) => v,
        Err(reply) => return send(ctx, reply).await,
    };
    if view.status != GameStatus::Finished {
        return send(
            ctx,
            Reply::private("analysis is for finished games; this one is still going"),
        )
        .await;
    }
    // Proving positions takes a while on big boards.
    ctx.defer().await?;
    let data = ctx.data();
    let game_record = view.game.clone();
    let analysis = data
        .ai
        .run(move |brain, stop| {
            let budget = Limits {
                deadline: Some(std::time::Instant::now() + ANALYSIS_TIME),
                max_nodes: ANALYSIS_NODES_PER_POSITION,
            };
            ai::analyze(&game_record, brain, budget, stop)
        })
        .await;
    let Ok(analysis) = analysis else {
        return send(ctx, service_error(ServiceError::AiUnavailable)).await;
    };
    let player = |c| view.player(c).map_or_else(|| c.to_string(), mention);
    let moves = view.ply();
    let from = analysis.decided_from();
    let mut text = format!("**Analysis of game #{}** ({moves} moves)\n", view.id);
    if from > moves {
        text.push_str("The game is too big for me to prove any position of it.");
    } else {
        if from == 0 {
            text.push_str("I could prove every position of this game.");
        } else {
            text.push_str(&format!(
                "I could prove every position from move {} on (earlier ones are too big to solve).",
                from + 1
            ));
        }
        if analysis.blunders.is_empty() {
            text.push_str("\nNo move in that stretch threw away a win.");
        }
        for b in analysis.blunders.iter().filter(|b| b.ply >= from) {
            let line = format!(
                "\n• Move {}: {} played `{}` and let the win slip; `{}` would have won.",
                b.ply + 1,
                player(b.mover),
                b.played,
                b.winning
            );
            if text.len() + line.len() > 1900 {
                text.push_str("\n…");
                break;
            }
            text.push_str(&line);
        }
        if let Some(Some(first)) = analysis.verdicts.get(from) {
            let side = view.game.position_at(from).turn();
            let winner = if *first { side } else { side.other() };
            text.push_str(&format!(
                "\nAt move {}, {} ({winner}) had a forced win.",
                from + 1,
                player(winner)
            ));
        }
    }
    send(ctx, Reply::public(text)).await
}

/// How long an analysis may take in all, and the solver's budget per position.
const ANALYSIS_TIME: std::time::Duration = std::time::Duration::from_secs(20);
const ANALYSIS_NODES_PER_POSITION: u64 = 2_000_000;
