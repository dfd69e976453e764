//! Tournaments in Discord: the announcement with its Join and Leave
//! buttons, a thread of its own for the tournament, a thread per game, and
//! the pairings, standings and podium posted as the scheduler moves it on.

use poise::serenity_prelude as serenity;

use crate::discord::choice::Choice;
use crate::discord::context::{
    Caller, Context, Data, Error, author_of, languages_of, place_of, remember_author,
    server_language,
};
use crate::discord::reply::{Reply, mention};
use crate::discord::scheduler::tournaments::{announcement_of, run_tournaments};
use crate::discord::send::{Deferral, answer, post, send, send_message};
use crate::discord::thread::start_thread;
use crate::discord::tournament_home;
use crate::discord::tournament_news::{
    announcement, game_links, home_of, i18n_name, refresh_announcement, same_text, state_changed,
    thread_name_of, with_standings_picture,
};
use crate::engine::{JumpRule, Opening, Size};
use crate::game::{ServiceError, TournamentOptions, TournamentView, parse_duration, report};
use crate::i18n::{self, Lang};
use crate::values::{
    Authority, ChannelId, GameId, GuildId, MessageId, Place, Timestamp, TournamentFormat,
    TournamentId, TournamentStatus, UserId,
};

/// Tournaments: sign up, play your games, follow the standings.
#[poise::command(
    slash_command,
    rename = "konane-tournament",
    guild_only,
    // Only where the server installed the bot: these run its events and settings.
    install_context = "Guild",
    check = "crate::discord::context::bot_in_server",
    subcommands(
        "create",
        "join",
        "leave",
        "start",
        "cancel",
        "remove",
        "standings",
        "pairings",
        "list",
        "history"
    ),
    subcommand_required
)]
pub async fn tournament(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// What a member may do with the server's tournaments: Manage Server, as
/// Discord computed it for this interaction, or the role the server's
/// settings name, runs them all.
async fn authority(ctx: Context<'_>) -> Authority {
    let runners = serenity::Permissions::MANAGE_GUILD | serenity::Permissions::ADMINISTRATOR;
    let Some(member) = ctx.author_member().await else {
        return Authority::Own;
    };
    if member.permissions.is_some_and(|p| p.intersects(runners)) {
        return Authority::Server;
    }
    let Some(guild) = ctx.guild_id() else {
        return Authority::Own;
    };
    match ctx.data().service.settings(GuildId(guild.get())).await {
        Ok(settings)
            if settings
                .tournament_role
                .is_some_and(|role| member.roles.iter().any(|r| r.get() == role.0)) =>
        {
            Authority::Server
        }
        Ok(_) => Authority::Own,
        Err(e) => {
            tracing::warn!(error = %e, "reading who may run tournaments failed");
            Authority::Own
        }
    }
}

/// Set up a tournament here (Manage Server).
#[poise::command(slash_command, guild_only)]
// Each argument is one of the command's options, as poise declares them.
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    #[max_length = 80] name: String,
    format: Option<Choice<TournamentFormat>>,
    #[min = 1]
    #[max = 20]
    rounds: Option<u32>,
    size: Option<String>,
    opening: Option<Choice<Opening>>,
    jumps: Option<Choice<JumpRule>>,
    rated: Option<bool>,
    #[min = 2]
    #[max = 256]
    max_players: Option<u32>,
    #[max_length = 20] starts_in: Option<String>,
    #[max_length = 20] game_time: Option<String>,
) -> Result<(), Error> {
    // One clock for the whole command: its reads and writes may wait on a busy database.
    let deferral = Deferral::slash(ctx);
    let langs = deferral.in_time(languages_of(ctx)).await;
    let lang = langs.member;
    if deferral.in_time(authority(ctx)).await == Authority::Own {
        return send(ctx, Reply::private(lang.text("tournament-not-allowed"))).await;
    }
    let asked = CreateOptions {
        name,
        format,
        rounds,
        size,
        opening,
        jumps,
        rated,
        max_players,
        starts_in,
        game_time,
    };
    let data = ctx.data();
    let options = match asked.parse(data.service.now(), lang) {
        Ok(options) => options,
        Err(refusal) => return send(ctx, Reply::private(refusal)).await,
    };
    deferral.in_time(remember_author(ctx)).await?;
    let (place, me) = (place_of(ctx), author_of(ctx));
    let creating = data.service.create_tournament(place, me, options);
    let mut view = deferral.in_time(creating).await?;
    let home = announce_new(ctx, &deferral, &view, langs.public).await?;
    let saved = data
        .service
        .set_tournament_home(view.id(), home.thread, Some(home.message), home.forum)
        .await;
    if let Err(e) = saved {
        tracing::error!(error = %e, tournament = %view.id(), "recording a tournament's thread failed");
    }
    view.tournament.home = home.thread;
    add_event(ctx, &view, lang).await
}

/// The create command's options, as Discord sent them.
struct CreateOptions {
    name: String,
    format: Option<Choice<TournamentFormat>>,
    rounds: Option<u32>,
    size: Option<String>,
    opening: Option<Choice<Opening>>,
    jumps: Option<Choice<JumpRule>>,
    rated: Option<bool>,
    max_players: Option<u32>,
    starts_in: Option<String>,
    game_time: Option<String>,
}

impl CreateOptions {
    /// The tournament they ask for, starting in `starts_in` from `now`, or
    /// why they don't read (in `lang`).
    fn parse(self, now: Timestamp, lang: Lang) -> Result<TournamentOptions, String> {
        let size = self.size.as_deref().map(str::parse::<Size>).transpose();
        let size = size.map_err(|e| lang.say(&i18n::size_error(&e)))?;
        let duration = |text: Option<String>| match text {
            None => Ok(None),
            Some(text) => parse_duration(&text)
                .map(Some)
                .map_err(|_| lang.format("tournament-bad-duration", &[("text", text.into())])),
        };
        let starts_in = duration(self.starts_in)?;
        Ok(TournamentOptions {
            name: self.name,
            format: self.format.map(|f| f.0),
            rounds: self.rounds,
            size,
            opening: self.opening.map(|c| c.0),
            jumps: self.jumps.map(|c| c.0),
            rated: self.rated,
            max_players: self.max_players,
            starts_at: starts_in.map(|d| now.plus(d)),
            game_time: duration(self.game_time)?,
        })
    }
}

/// Where a new tournament lives: its announcement, and the thread (or
/// forum post) its news go to.
struct NewHome {
    thread: Option<ChannelId>,
    message: MessageId,
    forum: Option<ChannelId>,
}

/// Posts a new tournament's announcement: in the server's tournament forum
/// if it has one (the command answered with a pointer there), else as the
/// command's answer, with a thread started from it (unless the command was
/// used in a thread, which is then its home).
async fn announce_new(
    ctx: Context<'_>,
    deferral: &Deferral<'_>,
    view: &TournamentView,
    lang: Lang,
) -> Result<NewHome, Error> {
    let announcement = announcement(view, lang);
    if let Some((forum, post)) = post_in_forum(ctx, deferral, view, &announcement).await {
        let pointer = lang.format(
            "tournament-posted",
            &[
                ("name", i18n_name(view).into()),
                ("post", format!("<#{}>", post.0).into()),
            ],
        );
        send(ctx, Reply::public(pointer)).await?;
        // A forum post's first message is the announcement, and shares its id.
        return Ok(NewHome {
            thread: Some(post),
            message: MessageId(post.0),
            forum: Some(forum),
        });
    }
    let (_, message) = send_message(ctx, &announcement).await?;
    // A tournament set up in a thread lives there; otherwise it gets its own.
    let place = place_of(ctx);
    let thread = if place.parent.is_some() {
        Some(place.channel)
    } else {
        let name = thread_name_of(view);
        match start_thread(ctx.http(), ctx.channel_id(), message.id, &name).await {
            Ok(thread) => Some(thread),
            Err(e) => {
                tracing::warn!(error = %e, "starting a tournament's thread failed; it lives in the channel");
                None
            }
        }
    };
    Ok(NewHome {
        thread,
        message: MessageId(message.id.get()),
        forum: None,
    })
}

/// Posts the announcement in the server's tournament forum, if it has one
/// and Discord takes the post: the forum and the post.
async fn post_in_forum(
    ctx: Context<'_>,
    deferral: &Deferral<'_>,
    view: &TournamentView,
    announcement: &Reply,
) -> Option<(ChannelId, ChannelId)> {
    let reading = ctx.data().service.settings(view.tournament.guild);
    let forum = match deferral.in_time(reading).await {
        Ok(settings) => settings.tournament_forum?,
        Err(e) => {
            tracing::warn!(error = %e, "reading the server's tournament forum failed");
            return None;
        }
    };
    let name = thread_name_of(view);
    let made = tournament_home::create_post(ctx.http(), forum, &name, announcement);
    match deferral.in_time(made).await {
        Ok(post) => Some((forum, post)),
        Err(e) => {
            tracing::warn!(error = %e, "posting a tournament in the forum failed; it gets a thread");
            None
        }
    }
}

/// Marks a timed start with a Discord scheduled event; where Discord
/// refuses, the organiser is told privately, and the tournament runs anyway.
async fn add_event(ctx: Context<'_>, view: &TournamentView, lang: Lang) -> Result<(), Error> {
    let lang_public = server_language(ctx.data(), view.tournament.guild, None).await;
    match tournament_home::create_event(ctx.http(), view, lang_public).await {
        Ok(None) => Ok(()),
        Ok(Some(event)) => {
            let saved = ctx
                .data()
                .service
                .set_tournament_event(view.id(), Some(event))
                .await;
            if let Err(e) = saved {
                tracing::error!(error = %e, tournament = %view.id(), "recording a tournament's event failed");
            }
            Ok(())
        }
        Err(e) => {
            tracing::info!(error = %e, tournament = %view.id(), "Discord refused a tournament's scheduled event");
            let note = lang.format("tournament-no-event", &[("name", i18n_name(view).into())]);
            send(ctx, Reply::private(note)).await
        }
    }
}

/// The tournament a command means: the number given, or the one whose
/// thread it is used in, or the server's newest (see [`crate::game::Service::tournament_meant`]).
async fn chosen(
    data: &Data,
    place: Place,
    given: Option<TournamentId>,
) -> Result<TournamentView, ServiceError> {
    match given {
        Some(id) => data.service.tournament_in(place.guild, id).await,
        None => {
            data.service
                .tournament_meant(place.guild, place.channel)
                .await
        }
    }
}

/// Enter a tournament while sign-up is open.
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    answer(ctx, async {
        let caller = Caller::of(ctx).await;
        remember_author(ctx).await?;
        let id = tournament.map(TournamentId);
        join_reply(ctx.http(), ctx.data(), caller, id).await
    })
    .await
}

/// Joining, from the command or the button: a private answer, and the
/// announcement updated in place.
pub(crate) async fn join_reply(
    http: &serenity::Http,
    data: &Data,
    caller: Caller,
    id: Option<TournamentId>,
) -> Result<Reply, ServiceError> {
    let view = chosen(data, caller.place, id).await?;
    let view = data
        .service
        .join_tournament(caller.place.guild, view.id(), caller.user)
        .await?;
    refresh_announcement(http, data, &view).await;
    let name = i18n_name(&view);
    let joined = caller
        .langs
        .member
        .format("tournament-you-joined", &[("name", name.into())]);
    Ok(Reply::private(joined))
}

/// Leave a tournament; once it runs, you withdraw and your game in progress is forfeited.
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    answer(ctx, async {
        let caller = Caller::of(ctx).await;
        let id = tournament.map(TournamentId);
        leave_reply(ctx.http(), ctx.data(), caller, id, Leaver::Caller).await
    })
    .await
}

/// Who leaves a tournament: the caller, or a player they take out (which
/// their authority, or being its organiser, must allow).
#[derive(Clone, Copy)]
pub(crate) enum Leaver {
    Caller,
    TakenOut(UserId, Authority),
}

/// Leaving or being taken out, from a command or the button: before the
/// start a private answer; once it runs, the withdrawal is told in the
/// tournament's thread.
pub(crate) async fn leave_reply(
    http: &serenity::Http,
    data: &Data,
    caller: Caller,
    id: Option<TournamentId>,
    leaver: Leaver,
) -> Result<Reply, ServiceError> {
    let (place, by) = (caller.place, caller.user);
    let (user, authority) = match leaver {
        Leaver::Caller => (by, Authority::Own),
        Leaver::TakenOut(player, authority) => (player, authority),
    };
    let view = chosen(data, place, id).await?;
    let running = view.status() == TournamentStatus::Running;
    let withdrawal = data
        .service
        .withdraw(place.guild, view.id(), user, by, authority)
        .await?;
    let view = withdrawal.view;
    refresh_announcement(http, data, &view).await;
    let name = i18n_name(&view);
    if !running && by == user {
        let left = caller
            .langs
            .member
            .format("tournament-you-left", &[("name", name.into())]);
        return Ok(Reply::private(left));
    }
    let mut args = vec![
        ("player", mention(user).into()),
        ("name", name.into()),
        ("forfeits", withdrawal.forfeited.len().into()),
    ];
    let id = if by == user {
        "tournament-withdrawal"
    } else {
        args.push(("by", mention(by).into()));
        "tournament-removed"
    };
    let text = caller.langs.public.format(id, &args);
    if home_of(&view) != place.channel {
        post(http, data, home_of(&view), Reply::public(text.clone())).await;
    }
    Ok(Reply::public(text))
}

/// Leave with a button (the same as `/konane-tournament leave`).
pub(crate) async fn leave_button_reply(
    http: &serenity::Http,
    data: &Data,
    caller: Caller,
    id: TournamentId,
) -> Result<Reply, ServiceError> {
    leave_reply(http, data, caller, Some(id), Leaver::Caller).await
}

/// Start a tournament now and pair its first round (its organiser, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    let data = ctx.data();
    answer(ctx, async {
        let authority = authority(ctx).await;
        let Caller { user, place, langs } = Caller::of(ctx).await;
        let view = chosen(data, place, tournament.map(TournamentId)).await?;
        let starting = data
            .service
            .start_tournament(place.guild, view.id(), user, authority);
        let event = starting.await?;
        state_changed(ctx.http(), data, event.view()).await;
        // The games begin at once, so the pairings can link them.
        run_tournaments(ctx.http(), data, Some(place.guild), Vec::new()).await;
        let reply = announcement_of(data, event, langs.public).await;
        if home_of(&view) != place.channel {
            post(ctx.http(), data, home_of(&view), same_text(&reply)).await;
        }
        Ok(reply)
    })
    .await
}

/// Cancel a tournament; its running games are aborted (its organiser, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    let data = ctx.data();
    answer(ctx, async {
        let authority = authority(ctx).await;
        let Caller { user, place, langs } = Caller::of(ctx).await;
        let view = chosen(data, place, tournament.map(TournamentId)).await?;
        let cancelling = data
            .service
            .cancel_tournament(place.guild, view.id(), user, authority);
        let (view, aborted) = cancelling.await?;
        state_changed(ctx.http(), data, &view).await;
        let text = langs.public.format(
            "tournament-cancelled",
            &[
                ("player", mention(user).into()),
                ("name", i18n_name(&view).into()),
                ("games", aborted.len().into()),
            ],
        );
        for game in &aborted {
            let notice = Reply::public(text.clone());
            post(ctx.http(), data, game.place.channel, notice).await;
        }
        Ok(Reply::public(text))
    })
    .await
}

/// Take a player out of a tournament (its organiser, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn remove(
    ctx: Context<'_>,
    player: serenity::User,
    #[min = 1] tournament: Option<i64>,
) -> Result<(), Error> {
    answer(ctx, async {
        let leaver = Leaver::TakenOut(UserId(player.id.get()), authority(ctx).await);
        let caller = Caller::of(ctx).await;
        let id = tournament.map(TournamentId);
        leave_reply(ctx.http(), ctx.data(), caller, id, leaver).await
    })
    .await
}

/// A tournament's standings, with their tie-breaks.
#[poise::command(slash_command, guild_only)]
pub async fn standings(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    let data = ctx.data();
    answer(ctx, async {
        let Caller { place, langs, .. } = Caller::of(ctx).await;
        let view = chosen(data, place, tournament.map(TournamentId)).await?;
        let text = report::standings_text(&view, langs.public, &mention);
        Ok(with_standings_picture(data, &view, langs.public, Reply::public(text)).await)
    })
    .await
}

/// A round's games and results.
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[min = 1] tournament: Option<i64>,
    #[min = 1] round: Option<u32>,
) -> Result<(), Error> {
    let data = ctx.data();
    answer(ctx, async {
        let Caller { place, langs, .. } = Caller::of(ctx).await;
        let view = chosen(data, place, tournament.map(TournamentId)).await?;
        let paired = view.tournament.current_round;
        let round = round.map_or(paired.saturating_sub(1), |r| r - 1);
        if round >= paired {
            return Ok(Reply::private(langs.member.text("no-such-page")));
        }
        let links = game_links(data, &view).await;
        let link = |game: GameId| {
            links
                .iter()
                .find(|(g, _)| *g == game)
                .map(|(_, l)| l.clone())
        };
        let text = report::pairings_text(&view, round, langs.public, &mention, &link);
        Ok(Reply::public(text))
    })
    .await
}

/// This server's tournaments open for sign-up or running.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let guild = place_of(ctx).guild;
    answer(ctx, async {
        let lang = languages_of(ctx).await.public;
        let rows = ctx.data().service.current_tournaments(guild).await?;
        Ok(Reply::public(report::tournament_list_text(&rows, lang)))
    })
    .await
}

/// This server's hall of fame: finished tournaments and their winners.
#[poise::command(slash_command, guild_only)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    let guild = place_of(ctx).guild;
    answer(ctx, async {
        let lang = languages_of(ctx).await.public;
        let views = ctx.data().service.tournament_history(guild).await?;
        Ok(Reply::public(report::tournament_history_text(
            &views, lang, &mention,
        )))
    })
    .await
}
