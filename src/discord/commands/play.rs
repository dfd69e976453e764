//! Playing: challenges and their answers, moves, the board, resigning.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::discord::board::{Names, board_alt, board_reply};
use crate::discord::choice::{Choice, TakebackAnswer};
use crate::discord::context::{
    Caller, Context, Error, Languages, author_of, languages_of, place_of, remember_author,
    remember_name,
};
use crate::discord::notices::{
    aborted_reply, challenge_made_reply, playing_the_bot_headline, withdrawn_notice,
};
use crate::discord::present::{
    accept_reply, ai_game_start_reply, decline_reply, move_and_answer, names_for, offered_on_board,
    resign_reply, takeback_reply,
};
use crate::discord::reply::{Reply, escape, mention};
use crate::discord::send::{Answering, Deferral, answer, post, send, send_message};
use crate::discord::thread::{
    NO_THREAD_HERE, THREAD_PERMISSIONS, start_thread, thread_name, thread_refusal_note,
};
use crate::engine::{JumpRule, Opening, Position, Size, Square};
use crate::game::{
    ChallengeOptions, ChallengePlan, MAX_MENU_OPTIONS, MAX_SET_UP_BYTES, PositionProblem,
    ServiceError, set_up_position,
};
use crate::i18n;
use crate::i18n::Lang;
use crate::render::text_board;
use crate::values::{
    Authority, ColourChoice, GameId, GameStatus, GuildId, Level, Place, TimeControl, UserId,
};

/// Challenge someone, anyone, or the bot; the game gets a thread of its own.
#[poise::command(slash_command)]
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
    // The longest position text, 16x16, is 273 characters.
    #[max_length = 300] position: Option<String>,
    record: Option<serenity::Attachment>,
    #[autocomplete = "autocomplete_time"]
    #[max_length = 10]
    time: Option<String>,
) -> Result<(), Error> {
    // One clock for the whole command: its writes may wait on a busy database.
    let deferral = Deferral::slash(ctx);
    let langs = deferral.in_time(languages_of(ctx)).await;
    let lang = langs.member;
    deferral.in_time(remember_author(ctx)).await?;
    let read = match read_options(size, level, time, lang) {
        Ok(read) => read,
        Err(refusal) => return send(ctx, Reply::private(refusal)).await,
    };
    let start = deferral
        .in_time(set_up_from(position.as_deref(), record.as_ref()))
        .await?;
    let data = ctx.data();
    let place = place_of(ctx);
    let opponent_id = opponent.as_ref().map(|o| UserId(o.id.get()));
    if let Some(refusal) = not_here(ctx, place, opponent.as_ref()) {
        return send(ctx, Reply::private(lang.text(refusal))).await;
    }
    if let Some(o) = &opponent {
        let naming = remember_name(
            data,
            place.guild,
            UserId(o.id.get()),
            o.display_name(),
            None,
        );
        // A database gone now refuses the challenge itself, just after.
        let _ = deferral.in_time(naming).await;
    }
    let options = ChallengeOptions {
        opening: opening.map(|c| c.0),
        jumps: jumps.map(|c| c.0),
        colour: colour.map(|c| c.0).unwrap_or_default(),
        rated,
        start,
        ..read
    };
    let me = author_of(ctx);
    let checking = data
        .service
        .check_challenge(place, me, opponent_id, &options);
    let plan = deferral.in_time(checking).await?;
    let challenge = Challenge {
        place,
        challenger: me,
        opponent: opponent.as_ref(),
        options,
        langs,
    };
    if !plan.own_thread {
        let reply = deferral.in_time(challenge.make(ctx)).await?;
        return send(ctx, reply).await;
    }
    if !may_start_threads(ctx) {
        send(ctx, challenge.make(ctx).await?).await?;
        return send(ctx, Reply::private(lang.text(NO_THREAD_HERE))).await;
    }
    challenge.make_in_thread(ctx, &plan).await
}

/// A challenge's size, level and time options, read; or why not, in `lang`.
fn read_options(
    size: Option<String>,
    level: Option<u8>,
    time: Option<String>,
    lang: Lang,
) -> Result<ChallengeOptions, String> {
    let time = time.as_deref().map(str::parse::<TimeControl>).transpose();
    let time = time.map_err(|e| lang.say(&i18n::time_control_error(&e)))?;
    let size = size.as_deref().map(str::parse::<Size>).transpose();
    let size = size.map_err(|e| lang.say(&i18n::size_error(&e)))?;
    let level = level.map(Level::try_from).transpose().map_err(|_| {
        let given = level.map(|l| l.to_string()).unwrap_or_default();
        lang.format("error-level", &[("given", given.into())])
    })?;
    Ok(ChallengeOptions {
        size,
        ai_level: level,
        time_control: time,
        ..ChallengeOptions::default()
    })
}

/// Why a challenge of `opponent` can't be made here, if it can't (a
/// message id): the front end's own checks, before the service's.
fn not_here(
    ctx: Context<'_>,
    place: Place,
    opponent: Option<&serenity::User>,
) -> Option<&'static str> {
    let bot = ctx.data().service.config().bot_user;
    let against_me = opponent.is_some_and(|o| Some(UserId(o.id.get())) == bot);
    if place.guild == GuildId::DIRECT && !place.answers_only && !against_me {
        // Nobody else can see the bot's DM with this member.
        return Some("bot-dm-plays-me");
    }
    if place.answers_only && place.guild != GuildId::DIRECT && !answers_public(ctx) {
        // The server keeps user-installed apps' answers private: the
        // opponent would never see the board.
        return Some("answers-kept-private");
    }
    opponent
        .is_some_and(|o| o.bot && !against_me)
        .then_some("not-a-person")
}

/// How long fetching an attached record may take before the challenge gives up.
const RECORD_FETCH_WITHIN: Duration = Duration::from_secs(10);

/// The position a challenge starts from: its position text or its attached
/// record, read by the service's one reader (the terminal's twin).
async fn set_up_from(
    text: Option<&str>,
    record: Option<&serenity::Attachment>,
) -> Result<Option<Position>, ServiceError> {
    let problem = ServiceError::BadPosition;
    let text = match (text, record) {
        (None, None) => return Ok(None),
        (Some(_), Some(_)) => return Err(problem(PositionProblem::Both)),
        (Some(text), None) => text.to_string(),
        (None, Some(file)) => {
            // Discord states the size; nothing bigger is fetched.
            if usize::try_from(file.size).map_or(true, |size| size > MAX_SET_UP_BYTES) {
                return Err(problem(PositionProblem::TooBig(MAX_SET_UP_BYTES / 1024)));
            }
            let bytes = tokio::time::timeout(RECORD_FETCH_WITHIN, file.download())
                .await
                .map_err(|_| problem(PositionProblem::Unfetched))?
                .map_err(|e| {
                    tracing::warn!(error = %e, "could not fetch an attached record");
                    problem(PositionProblem::Unfetched)
                })?;
            String::from_utf8_lossy(&bytes).into_owned()
        }
    };
    set_up_position(&text).map(Some)
}

/// A challenge the service has checked, to make where it belongs.
struct Challenge<'a> {
    place: Place,
    challenger: UserId,
    opponent: Option<&'a serenity::User>,
    options: ChallengeOptions,
    langs: Languages,
}

impl Challenge<'_> {
    /// Makes the challenge in `place`; the reply announces it (or starts the
    /// game against the bot).
    async fn make_at(&self, ctx: Context<'_>, place: Place) -> Result<Reply, ServiceError> {
        let data = ctx.data();
        let me = self.challenger;
        let lang = self.langs.public;
        let opponent = self.opponent.map(|o| UserId(o.id.get()));
        let view = data
            .service
            .challenge(place, me, opponent, self.options)
            .await?;
        if view.is_ai_game() {
            let headline = playing_the_bot_headline(&view, lang);
            let deferral = Deferral::slash(ctx);
            let answering = Answering {
                deferral: &deferral,
                langs: self.langs,
            };
            return Ok(ai_game_start_reply(data, &view, headline, answering).await);
        }
        let offered = offered_on_board(&data.service, &view).await;
        Ok(challenge_made_reply(&view, offered, lang))
    }

    async fn make(&self, ctx: Context<'_>) -> Result<Reply, ServiceError> {
        self.make_at(ctx, self.place).await
    }

    /// Announces the challenge in the channel, starts a thread from that
    /// message, and makes the challenge in the thread. Where Discord refuses
    /// the thread, the game plays in the channel and the challenger is told.
    async fn make_in_thread(&self, ctx: Context<'_>, plan: &ChallengePlan) -> Result<(), Error> {
        let me = self.challenger;
        let lang = self.langs.public;
        let against = match self.opponent {
            Some(o) => mention(UserId(o.id.get())),
            None => lang.text("challenge-anyone"),
        };
        let headline = lang.format(
            "challenge-headline",
            &[
                ("player", mention(me).into()),
                ("opponent", against.into()),
                ("rated", i18n::yes_no(plan.rated).into()),
                ("variant", i18n::variant_text(plan.variant, lang).into()),
            ],
        );
        let (handle, message) = send_message(ctx, &Reply::public(headline.clone())).await?;
        let my_name = match ctx.author_member().await {
            Some(member) => member.display_name().to_string(),
            None => ctx.author().display_name().to_string(),
        };
        let anyone = lang.text("challenge-anyone");
        let their_name = self.opponent.map_or(anyone.as_str(), |o| o.display_name());
        let name = thread_name(&my_name, their_name, &plan.variant.size.to_string());
        match start_thread(ctx.http(), ctx.channel_id(), message.id, &name).await {
            Ok(thread) => {
                let here = Place::thread(self.place.guild, thread, self.place.channel);
                // Refused after all (a race): said where it was asked.
                let reply = self.make_at(ctx, here).await?;
                post(ctx.http(), ctx.data(), thread, reply).await;
                let where_ = lang.format(
                    "challenge-in-thread",
                    &[("thread", format!("<#{}>", thread.0).into())],
                );
                let linked = format!("{headline} {where_}");
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
                send(ctx, self.make(ctx).await?).await?;
                let note = self.langs.member.text(thread_refusal_note(&e));
                send(ctx, Reply::private(note)).await
            }
        }
    }
}

/// Whether the bot may start threads here and write in them, as Discord
/// says with the interaction (assumed if it doesn't say).
/// Whether the app's answers are public for this member: a server that
/// didn't install the app makes them private unless the member may Use
/// External Apps (`1 << 50`) there.
fn answers_public(ctx: Context<'_>) -> bool {
    let granted = match ctx {
        poise::Context::Application(a) => a.interaction.member.as_ref().and_then(|m| m.permissions),
        poise::Context::Prefix(_) => None,
    };
    granted.is_none_or(|p| p.contains(serenity::Permissions::USE_EXTERNAL_APPS))
}

fn may_start_threads(ctx: Context<'_>) -> bool {
    let granted = match ctx {
        poise::Context::Application(a) => a.interaction.app_permissions,
        poise::Context::Prefix(_) => None,
    };
    granted.is_none_or(|p| p.contains(THREAD_PERMISSIONS))
}

/// Accept the challenge waiting for you in this channel.
#[poise::command(slash_command)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, async {
        let caller = Caller::of(ctx).await;
        remember_author(ctx).await?;
        accept_reply(ctx.data(), caller, caller.place.into()).await
    })
    .await
}

/// Decline the challenge waiting for you in this channel.
#[poise::command(slash_command)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, async {
        let caller = Caller::of(ctx).await;
        decline_reply(ctx.data(), caller, caller.place.into()).await
    })
    .await
}

/// Withdraw your challenge in this channel.
#[poise::command(slash_command)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    let me = author_of(ctx);
    let place = place_of(ctx);
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        ctx.data().service.cancel(place, me).await?;
        Ok(withdrawn_notice(me, langs.public))
    })
    .await
}

/// The time controls offered by name, and what was typed if it reads.
async fn autocomplete_time(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().parse::<TimeControl>().ok();
    let choices = typed
        .into_iter()
        .chain(TimeControl::OFFERED)
        .map(|c| c.to_string())
        .filter(|c| c.starts_with(partial.trim()))
        .fold(Vec::new(), |mut unique, c| {
            if !unique.contains(&c) {
                unique.push(c);
            }
            unique
        })
        .into_iter()
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
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
    let place = place_of(ctx);
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
#[poise::command(slash_command, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_move"]
    #[rename = "move"]
    text: String,
) -> Result<(), Error> {
    let place = place_of(ctx);
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        remember_author(ctx).await?;
        let data = ctx.data();
        let outcome = data.service.play(place, author_of(ctx), &text).await?;
        let deferral = Deferral::slash(ctx);
        let answering = Answering {
            deferral: &deferral,
            langs,
        };
        Ok(move_and_answer(data, outcome, answering).await)
    })
    .await
}

/// Show the board of this channel's game.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>, text: Option<bool>) -> Result<(), Error> {
    let data = ctx.data();
    let place = place_of(ctx);
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        let view = data.service.current_game(place).await?;
        Ok(match view {
            view if view.status == GameStatus::Active && text == Some(true) => {
                let lang = langs.member;
                let names = names_for(&data.service, &view, lang).await;
                let names = Names {
                    black: escape(&names.black),
                    white: escape(&names.white),
                    ..names
                };
                Reply::private(format!(
                    "```\n{}\n```\n{}",
                    text_board(view.game.position()),
                    board_alt(&view, &names, view.verdict(), lang)
                ))
            }
            view if view.status == GameStatus::Active => {
                let lang = langs.public;
                let names = names_for(&data.service, &view, lang).await;
                let headline = match view.last_move() {
                    Some(m) => lang.format("board-last-move", &[("move", m.to_string().into())]),
                    None => lang.text("board-just-begun"),
                };
                // Showing the board again is no news: it pings nobody.
                Reply {
                    pings: Vec::new(),
                    ..board_reply(&data.renderer, &view, &names, headline, None, lang)
                }
            }
            _ => Reply::private(langs.member.text("challenge-waiting")),
        })
    })
    .await
}

/// Resign this channel's game.
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, async {
        let caller = Caller::of(ctx).await;
        resign_reply(ctx.data(), caller, caller.place.into()).await
    })
    .await
}

/// Take back your last move, or answer your opponent's request (casual games).
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[rename = "answer"] answered: Option<Choice<TakebackAnswer>>,
) -> Result<(), Error> {
    let accept = answered.map(|Choice(a)| a == TakebackAnswer::Accept);
    answer(ctx, async {
        let caller = Caller::of(ctx).await;
        takeback_reply(ctx.data(), caller, caller.place.into(), accept).await
    })
    .await
}

/// Whether a member may end any game of the server: Manage Messages or
/// Manage Server, as Discord computed them for this interaction.
async fn moderation(ctx: Context<'_>) -> Authority {
    let moderators = serenity::Permissions::MANAGE_MESSAGES
        | serenity::Permissions::MANAGE_GUILD
        | serenity::Permissions::ADMINISTRATOR;
    let moderator = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.intersects(moderators));
    if moderator {
        Authority::Server
    } else {
        Authority::Own
    }
}

/// Abort a game: a player before both have moved, or a moderator any game or challenge.
#[poise::command(slash_command)]
pub async fn abort(ctx: Context<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    let data = ctx.data();
    let me = author_of(ctx);
    let place = place_of(ctx);
    let authority = moderation(ctx).await;
    let deferral = Deferral::slash(ctx);
    let langs = deferral.in_time(languages_of(ctx)).await;
    let aborting = data.service.abort(place, me, game.map(GameId), authority);
    let view = deferral.in_time(aborting).await?;
    let offered = offered_on_board(&data.service, &view).await;
    let mut reply = aborted_reply(&view, me, offered, langs.public);
    if view.place.channel != place.channel {
        // Aborted from elsewhere: the game's own channel hears it too.
        reply.also.push((view.place.channel, reply.clone()));
    }
    send(ctx, reply).await
}
