//! Playing: challenges and their answers, moves, the board, resigning.

use poise::serenity_prelude as serenity;

use super::describe;
use crate::discord::choice::Choice;
use crate::discord::present::{
    accept_reply, ai_game_start_reply, decline_reply, move_and_answer, names_for, resign_reply,
    service_error,
};
use crate::discord::reply::{
    MAX_MENU_OPTIONS, Names, board_alt, board_reply, challenge_components, escape, mention,
};
use crate::discord::{
    Context, Deferral, Error, Reply, place_of, remember_author, remember_name, send,
};
use crate::engine::{JumpRule, Opening, Size};
use crate::game::{ChallengeOptions, ColourChoice, GameStatus, Level, UserId};
use crate::render::text_board;

/// Challenge someone (or the bot) to a game in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play"] opponent: serenity::User,
    #[description = "Board size, e.g. 8x8 (standard) or 6x6"] size: Option<String>,
    #[description = "Which stones Black may remove to open"] opening: Option<Choice<Opening>>,
    #[description = "Whether a multi-jump may turn"] jumps: Option<Choice<JumpRule>>,
    #[description = "Your colour"] colour: Option<Choice<ColourChoice>>,
    // Discord checks the range; `Level` refuses anything else that gets through.
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
    let ai_level = match level.map(Level::try_from).transpose() {
        Ok(l) => l,
        Err(e) => return send(ctx, Reply::private(e.to_string())).await,
    };
    let data = ctx.data();
    let opponent_id = UserId(opponent.id.get());
    let against_me = Some(opponent_id) == data.service.config().bot_user;
    if opponent.bot && !against_me {
        return send(
            ctx,
            Reply::private("that's a bot; challenge a person instead"),
        )
        .await;
    }
    remember_name(data, opponent_id, opponent.display_name()).await;
    let options = ChallengeOptions {
        size,
        opening: opening.map(|c| c.0),
        jumps: jumps.map(|c| c.0),
        colour: colour.map(|c| c.0).unwrap_or_default(),
        ai_level,
    };
    let me = UserId(ctx.author().id.get());
    let view = match data
        .service
        .challenge(place_of(ctx)?, me, opponent_id, options)
        .await
    {
        Ok(v) => v,
        Err(e) => return send(ctx, service_error(e)).await,
    };
    if let Some(level) = view.ai_level {
        let headline = format!(
            "{} is playing me at level {} (unrated): the game begins.",
            mention(me),
            level.get()
        );
        let reply = ai_game_start_reply(data, &view, headline, &Deferral::Slash(ctx)).await;
        return send(ctx, reply).await;
    }
    let expires = view
        .expires_at
        .map(|t| format!(" The challenge expires <t:{}:R>.", t.unix_seconds()))
        .unwrap_or_default();
    let reply = Reply {
        content: format!(
            "{}, {} challenges you to Kōnane: {} ({} plays {}).{expires}",
            mention(opponent_id),
            mention(me),
            describe(view.game.variant()),
            mention(me),
            view.colour_choice.name()
        ),
        components: challenge_components(&view),
        pings: vec![opponent_id],
        ..Reply::default()
    };
    send(ctx, reply).await
}

/// Accept the challenge waiting for you in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    remember_author(ctx).await;
    let reply = accept_reply(ctx.data(), place_of(ctx)?, UserId(ctx.author().id.get())).await;
    send(ctx, reply).await
}

/// Decline the challenge waiting for you in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    let reply = decline_reply(ctx.data(), place_of(ctx)?, UserId(ctx.author().id.get())).await;
    send(ctx, reply).await
}

/// Withdraw your challenge in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let me = UserId(ctx.author().id.get());
    let reply = match ctx.data().service.cancel(place_of(ctx)?, me).await {
        Ok(_) => Reply::public(format!("{} withdrew the challenge.", mention(me))),
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
            .take(MAX_MENU_OPTIONS)
            .collect(),
        Err(e) => {
            // Suggestions are a convenience: none is the answer, and the failure is logged.
            tracing::warn!(error = %e, "listing moves for autocomplete failed");
            Vec::new()
        }
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
    let reply = move_and_answer(data, result, &Deferral::Slash(ctx)).await;
    send(ctx, reply).await
}

/// Show the board of this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "As a text grid, for screen readers (only you see it)"] text: Option<bool>,
) -> Result<(), Error> {
    let data = ctx.data();
    let reply = match data.service.current_game(place_of(ctx)?).await {
        Ok(view) if view.status == GameStatus::Active && text == Some(true) => {
            let names = names_for(&data.service, &view).await;
            let names = Names {
                black: escape(&names.black),
                white: escape(&names.white),
            };
            Reply::private(format!(
                "```\n{}\n```\n{}",
                text_board(view.game.position()),
                board_alt(&view, &names)
            ))
        }
        Ok(view) if view.status == GameStatus::Active => {
            let names = names_for(&data.service, &view).await;
            let headline = match view.last_move() {
                Some(m) => format!("Last move: `{m}`."),
                None => "The game has just begun.".to_string(),
            };
            // Showing the board again is no news: it pings nobody.
            Reply {
                pings: Vec::new(),
                ..board_reply(&data.renderer, &view, &names, headline, None)
            }
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
    let reply = resign_reply(ctx.data(), place_of(ctx)?, UserId(ctx.author().id.get())).await;
    send(ctx, reply).await
}
