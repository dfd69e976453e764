//! Playing: challenges and their answers, moves, the board, resigning.

use poise::serenity_prelude as serenity;

use super::describe;
use crate::discord::choice::Choice;
use crate::discord::present::{
    accept_reply, ai_game_start_reply, decline_reply, move_and_answer, names_for, resign_reply,
    service_error,
};
use crate::discord::reply::{
    Names, board_alt, board_reply, challenge_board, challenge_components, escape, mention,
};
use crate::discord::send::{post, send_message};
use crate::discord::thread::{
    NO_THREAD_HERE, THREAD_PERMISSIONS, start_thread, thread_name, thread_refusal_note,
};
use crate::discord::{
    Context, Deferral, Error, Reply, answer, author_of, place_of, remember_author, remember_name,
    send,
};
use crate::engine::{JumpRule, Opening, Size, Square};
use crate::game::{
    ChallengeOptions, ChallengePlan, ColourChoice, GameId, GameStatus, Level, MAX_MENU_OPTIONS,
    Place, UserId,
};
use crate::render::text_board;

/// Challenge someone, anyone, or the bot; the game gets a thread of its own.
#[poise::command(slash_command, guild_only)]
// Each argument is one of the command's options, as poise declares them.
#[allow(clippy::too_many_arguments)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: Option<serenity::User>,
    size: Option<String>,
    opening: Option<Choice<Opening>>,
    jumps: Option<Choice<JumpRule>>,
    colour: Option<Choice<ColourChoice>>,
    // Discord checks the range; `Level` refuses anything else that gets through.
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
    rated: Option<bool>,
) -> Result<(), Error> {
    // One clock for the whole command: its writes may wait on a busy database.
    let deferral = Deferral::slash(ctx);
    if let Some(unreachable) = deferral.in_time(remember_author(ctx)).await {
        return send(ctx, service_error(unreachable)).await;
    }
    let size = match size.as_deref().map(str::parse::<Size>).transpose() {
        Ok(s) => s,
        Err(e) => return send(ctx, Reply::private(e.to_string())).await,
    };
    let ai_level = match level.map(Level::try_from).transpose() {
        Ok(l) => l,
        Err(e) => return send(ctx, Reply::private(e.to_string())).await,
    };
    let data = ctx.data();
    let place = place_of(ctx)?;
    let opponent_id = opponent.as_ref().map(|o| UserId(o.id.get()));
    if let Some(o) = &opponent {
        let against_me = opponent_id == data.service.config().bot_user;
        if o.bot && !against_me {
            return send(
                ctx,
                Reply::private("that's a bot; challenge a person instead"),
            )
            .await;
        }
        let naming = remember_name(data, place.guild, UserId(o.id.get()), o.display_name());
        deferral.in_time(naming).await;
    }
    let options = ChallengeOptions {
        size,
        opening: opening.map(|c| c.0),
        jumps: jumps.map(|c| c.0),
        colour: colour.map(|c| c.0).unwrap_or_default(),
        ai_level,
        rated,
    };
    let me = author_of(ctx);
    let checking = data
        .service
        .check_challenge(place, me, opponent_id, &options);
    let plan = match deferral.in_time(checking).await {
        Ok(plan) => plan,
        Err(e) => return send(ctx, service_error(e)).await,
    };
    let challenge = Challenge {
        place,
        challenger: me,
        opponent: opponent.as_ref(),
        options,
    };
    if !plan.own_thread {
        return send(ctx, deferral.in_time(challenge.make(ctx)).await).await;
    }
    if !may_start_threads(ctx) {
        send(ctx, challenge.make(ctx).await).await?;
        return send(ctx, Reply::private(NO_THREAD_HERE)).await;
    }
    challenge.make_in_thread(ctx, &plan).await
}

/// A challenge the service has checked, to make where it belongs.
struct Challenge<'a> {
    place: Place,
    challenger: UserId,
    opponent: Option<&'a serenity::User>,
    options: ChallengeOptions,
}

impl Challenge<'_> {
    /// Makes the challenge in `place`; the reply announces it (or starts the
    /// game against the bot), or says why not.
    async fn make_at(&self, ctx: Context<'_>, place: Place) -> Reply {
        let data = ctx.data();
        let me = self.challenger;
        let opponent = self.opponent.map(|o| UserId(o.id.get()));
        let view = match data
            .service
            .challenge(place, me, opponent, self.options)
            .await
        {
            Ok(view) => view,
            Err(e) => return service_error(e),
        };
        if let Some(level) = view.ai_level {
            let headline = format!(
                "{} is playing me at level {} (casual): the game begins.",
                mention(me),
                level.get()
            );
            return ai_game_start_reply(data, &view, headline, &Deferral::slash(ctx)).await;
        }
        let expires = view
            .expires_at
            .map(|t| format!(" The challenge expires <t:{}:R>.", t.unix_seconds()))
            .unwrap_or_default();
        let kind = if view.rated { "rated" } else { "casual" };
        let colour = match view.colour_choice.colour() {
            Some(colour) => format!("{} plays {colour}", mention(me)),
            None => "colour picked at random".to_string(),
        };
        let content = match view.opponent {
            Some(opponent) => format!(
                "{}, {} challenges you to a {kind} game of Kōnane: {} ({colour}).{expires}",
                mention(opponent),
                mention(me),
                describe(view.game.variant()),
            ),
            None => format!(
                "{} offers a {kind} game of Kōnane to anyone: {} ({colour}). \
                 The first to press Accept plays.{expires}",
                mention(me),
                describe(view.game.variant()),
            ),
        };
        Reply {
            content,
            components: challenge_components(&view),
            pings: view.opponent.into_iter().collect(),
            live: Some(challenge_board(&view)),
            ..Reply::default()
        }
    }

    async fn make(&self, ctx: Context<'_>) -> Reply {
        self.make_at(ctx, self.place).await
    }

    /// Announces the challenge in the channel, starts a thread from that
    /// message, and makes the challenge in the thread. Where Discord refuses
    /// the thread, the game plays in the channel and the challenger is told.
    async fn make_in_thread(&self, ctx: Context<'_>, plan: &ChallengePlan) -> Result<(), Error> {
        let me = self.challenger;
        let against = match self.opponent {
            Some(o) => mention(UserId(o.id.get())),
            None => "anyone".to_string(),
        };
        let kind = if plan.rated { "rated" } else { "casual" };
        let headline = format!(
            "{} challenges {against} to a {kind} game of Kōnane: {}.",
            mention(me),
            describe(plan.variant)
        );
        let (handle, message) = send_message(ctx, &Reply::public(headline.clone())).await?;
        let my_name = match ctx.author_member().await {
            Some(member) => member.display_name().to_string(),
            None => ctx.author().display_name().to_string(),
        };
        let their_name = self.opponent.map_or("anyone", |o| o.display_name());
        let name = thread_name(&my_name, their_name, &plan.variant.size.to_string());
        match start_thread(ctx.http(), ctx.channel_id(), message.id, &name).await {
            Ok(thread) => {
                let here = Place::thread(self.place.guild, thread, self.place.channel);
                let reply = self.make_at(ctx, here).await;
                if reply.ephemeral {
                    // Refused after all (a race): say so where it was asked.
                    return send(ctx, reply).await;
                }
                post(ctx.http(), ctx.data(), thread, reply).await;
                let linked = format!("{headline} The game is in <#{}>.", thread.0);
                if let Err(e) = handle
                    .edit(ctx, poise::CreateReply::default().content(linked))
                    .await
                {
                    tracing::warn!(error = %e, "linking a challenge to its thread failed");
                }
                Ok(())
            }
            Err(e) => {
                tracing::warn!(error = %e, "starting a game's thread failed; the game plays in the channel");
                if let Err(e) = handle.delete(ctx).await {
                    tracing::warn!(error = %e, "withdrawing the thread's announcement failed");
                }
                send(ctx, self.make(ctx).await).await?;
                send(ctx, Reply::private(thread_refusal_note(&e))).await
            }
        }
    }
}

/// Whether the bot may start threads here and write in them, as Discord
/// says with the interaction (assumed if it doesn't say).
fn may_start_threads(ctx: Context<'_>) -> bool {
    let granted = match ctx {
        poise::Context::Application(a) => a.interaction.app_permissions,
        poise::Context::Prefix(_) => None,
    };
    granted.is_none_or(|p| p.contains(THREAD_PERMISSIONS))
}

/// Accept the challenge waiting for you in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    let place = place_of(ctx)?;
    answer(ctx, async {
        if let Some(unreachable) = remember_author(ctx).await {
            return service_error(unreachable);
        }
        accept_reply(ctx.data(), place, author_of(ctx)).await
    })
    .await
}

/// Decline the challenge waiting for you in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    let place = place_of(ctx)?;
    answer(ctx, decline_reply(ctx.data(), place, author_of(ctx))).await
}

/// Withdraw your challenge in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let me = author_of(ctx);
    let place = place_of(ctx)?;
    answer(ctx, async {
        match ctx.data().service.cancel(place, me).await {
            Ok(_) => Reply::public(format!("{} withdrew the challenge.", mention(me))),
            Err(e) => service_error(e),
        }
    })
    .await
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

/// The caller's legal moves starting with what they typed (dashes
/// optional), at most 25. Only so many moves are looked through, from the
/// stone typed first if there is one: with turning jumps a position can have
/// millions, and a suggestion must come within a keystroke.
async fn legal_moves_matching(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let Ok(place) = place_of(ctx) else {
        return Vec::new();
    };
    let me = author_of(ctx);
    let wanted = partial.trim().to_ascii_lowercase();
    let from = typed_origin(&wanted);
    match ctx
        .data()
        .service
        .legal_moves_for(place, me, from, SUGGESTIONS_EXAMINED)
        .await
    {
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

/// Moves looked through for one autocomplete answer.
const SUGGESTIONS_EXAMINED: usize = 2000;

/// The square a partly typed move starts from, once its name is complete
/// (a letter, digits, then a separator or the end of a two-digit rank).
fn typed_origin(typed: &str) -> Option<Square> {
    let end = typed.find(|c: char| !c.is_ascii_alphanumeric())?;
    typed[..end].parse().ok()
}

/// Make your move, e.g. d5 (a removal) or b5-d5-f5 (a jump).
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_move"]
    #[rename = "move"]
    text: String,
) -> Result<(), Error> {
    let place = place_of(ctx)?;
    answer(ctx, async {
        if let Some(unreachable) = remember_author(ctx).await {
            return service_error(unreachable);
        }
        let data = ctx.data();
        let result = data.service.play(place, author_of(ctx), &text).await;
        move_and_answer(data, result, &Deferral::slash(ctx)).await
    })
    .await
}

/// Show the board of this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>, text: Option<bool>) -> Result<(), Error> {
    let data = ctx.data();
    let place = place_of(ctx)?;
    answer(ctx, async {
        match data.service.current_game(place).await {
            Ok(view) if view.status == GameStatus::Active && text == Some(true) => {
                let names = names_for(&data.service, &view).await;
                let names = Names {
                    black: escape(&names.black),
                    white: escape(&names.white),
                    ..names
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
        }
    })
    .await
}

/// Resign this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let place = place_of(ctx)?;
    answer(ctx, resign_reply(ctx.data(), place, author_of(ctx))).await
}

/// Whether a member may end any game of the server: Manage Messages or
/// Manage Server, as Discord computed them for this interaction.
async fn is_moderator(ctx: Context<'_>) -> bool {
    let moderators = serenity::Permissions::MANAGE_MESSAGES
        | serenity::Permissions::MANAGE_GUILD
        | serenity::Permissions::ADMINISTRATOR;
    ctx.author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.intersects(moderators))
}

/// Abort a game: a player before both have moved, or a moderator any game or challenge.
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    let data = ctx.data();
    let me = author_of(ctx);
    let place = place_of(ctx)?;
    let moderator = is_moderator(ctx).await;
    let aborting = data.service.abort(place, me, game.map(GameId), moderator);
    let view = match Deferral::slash(ctx).in_time(aborting).await {
        Ok(view) => view,
        Err(e) => return send(ctx, service_error(e)).await,
    };
    // Once accepted, the opponent is the other player.
    let players: Vec<UserId> = std::iter::once(view.challenger)
        .chain(view.opponent)
        .collect();
    let what = if view.black.is_some() {
        "game"
    } else {
        "challenge"
    };
    let content = if players.contains(&me) {
        format!(
            "{} aborted {what} #{}. Nothing is rated.",
            mention(me),
            view.id
        )
    } else {
        format!(
            "Aborted by moderator {}: {what} #{} ({}). Nothing is rated.",
            mention(me),
            view.id,
            players
                .iter()
                .map(|&u| mention(u))
                .collect::<Vec<_>>()
                .join(" vs ")
        )
    };
    let notice = |content: String| Reply {
        pings: players.clone(),
        ..Reply::public(content)
    };
    let mut reply = notice(content.clone());
    if view.place.channel != place.channel {
        // Aborted from elsewhere: the game's own channel hears it too.
        reply.also.push((view.place.channel, notice(content)));
    }
    send(ctx, reply).await
}
