//! Tournaments in Discord: the announcement with its Join and Leave
//! buttons, a thread of its own for the tournament, a thread per game, and
//! the pairings, standings and podium posted as the scheduler moves it on.

use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateButton, EditMessage};

use crate::discord::choice::Choice;
use crate::discord::context::{
    Context, Data, Error, Languages, author_of, languages_of, place_of, remember_author,
    server_language,
};
use crate::discord::ids::ComponentId;
use crate::discord::present::names_for;
use crate::discord::refusal::service_error;
use crate::discord::reply::Reply;
use crate::discord::reply::{board_reply, mention};
use crate::discord::send::{Deferral, answer, send};
use crate::discord::send::{post, send_message};
use crate::discord::thread::{start_thread, thread_name};
use crate::discord::tournament_home;
use crate::engine::{JumpRule, Opening, Size};
use crate::game::{
    BoardToStart, ServiceError, TournamentEvent, TournamentOptions, TournamentView, parse_duration,
    report,
};
use crate::i18n::{self, Lang};
use crate::values::{
    ChannelId, GameId, MessageId, Place, TournamentFormat, TournamentId, TournamentStatus, UserId,
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

/// Whether a member may set up and run tournaments: Manage Server, as
/// Discord computed it for this interaction, or the role the server's
/// settings name.
async fn may_run(ctx: Context<'_>) -> bool {
    let runners = serenity::Permissions::MANAGE_GUILD | serenity::Permissions::ADMINISTRATOR;
    let Some(member) = ctx.author_member().await else {
        return false;
    };
    if member.permissions.is_some_and(|p| p.intersects(runners)) {
        return true;
    }
    let Some(guild) = ctx.guild_id() else {
        return false;
    };
    match ctx
        .data()
        .service
        .settings(crate::values::GuildId(guild.get()))
        .await
    {
        Ok(settings) => settings
            .tournament_role
            .is_some_and(|role| member.roles.iter().any(|r| r.get() == role.0)),
        Err(e) => {
            tracing::warn!(error = %e, "reading who may run tournaments failed");
            false
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
    if !deferral.in_time(may_run(ctx)).await {
        return send(ctx, Reply::private(lang.text("tournament-not-allowed"))).await;
    }
    let size = match size.as_deref().map(str::parse::<Size>).transpose() {
        Ok(s) => s,
        Err(e) => return send(ctx, Reply::private(lang.say(&i18n::size_error(&e)))).await,
    };
    let duration = |text: Option<String>| match text {
        None => Ok(None),
        Some(text) => parse_duration(&text)
            .map(Some)
            .map_err(|_| lang.format("tournament-bad-duration", &[("text", text.into())])),
    };
    let (starts_in, game_time) = match (duration(starts_in), duration(game_time)) {
        (Ok(s), Ok(g)) => (s, g),
        (Err(refusal), _) | (_, Err(refusal)) => return send(ctx, Reply::private(refusal)).await,
    };
    if let Some(unreachable) = deferral.in_time(remember_author(ctx)).await {
        return send(ctx, service_error(unreachable, lang)).await;
    }
    let data = ctx.data();
    let place = place_of(ctx);
    let me = author_of(ctx);
    let options = TournamentOptions {
        name,
        format: format.map(|f| f.0),
        rounds,
        size,
        opening: opening.map(|c| c.0),
        jumps: jumps.map(|c| c.0),
        rated,
        max_players,
        starts_at: starts_in.map(|d| data.service.now().plus(d)),
        game_time,
    };
    let view = match deferral
        .in_time(data.service.create_tournament(place, me, options))
        .await
    {
        Ok(view) => view,
        Err(e) => return send(ctx, service_error(e, lang)).await,
    };
    let announcement = announcement(&view, langs.public);
    let forum = match deferral.in_time(data.service.settings(place.guild)).await {
        Ok(settings) => settings.tournament_forum,
        Err(e) => {
            tracing::warn!(error = %e, "reading the server's tournament forum failed");
            None
        }
    };
    let posted = match forum {
        Some(forum) => {
            let name = thread_name_of(&view);
            let made = tournament_home::create_post(ctx.http(), forum, &name, &announcement);
            match deferral.in_time(made).await {
                Ok(post) => Some((forum, post)),
                Err(e) => {
                    tracing::warn!(error = %e, "posting a tournament in the forum failed; it gets a thread");
                    None
                }
            }
        }
        None => None,
    };
    let (home, message, forum) = match posted {
        // A forum post's first message is the announcement, and shares its id.
        Some((forum, post)) => {
            let pointer = langs.public.format(
                "tournament-posted",
                &[
                    ("name", i18n_name(&view).into()),
                    ("post", format!("<#{}>", post.0).into()),
                ],
            );
            send(ctx, Reply::public(pointer)).await?;
            (Some(post), MessageId(post.0), Some(forum))
        }
        None => {
            let (_, message) = send_message(ctx, &announcement).await?;
            // A tournament set up in a thread lives there; otherwise it gets its own.
            let home = if place.parent.is_some() {
                Some(place.channel)
            } else {
                let name = thread_name_of(&view);
                match start_thread(ctx.http(), ctx.channel_id(), message.id, &name).await {
                    Ok(thread) => Some(thread),
                    Err(e) => {
                        tracing::warn!(error = %e, "starting a tournament's thread failed; it lives in the channel");
                        None
                    }
                }
            };
            (home, MessageId(message.id.get()), None)
        }
    };
    let saved = data
        .service
        .set_tournament_home(view.id(), home, Some(message), forum)
        .await;
    if let Err(e) = saved {
        tracing::error!(error = %e, tournament = %view.id(), "recording a tournament's thread failed");
    }
    let mut view = view;
    view.tournament.home = home;
    add_event(ctx, &view, lang).await
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

/// "🏆 Winter Cup", cut to a thread name's length.
fn thread_name_of(view: &TournamentView) -> String {
    format!("🏆 {}", view.tournament.name)
        .chars()
        .take(100)
        .collect()
}

/// The announcement: every rule, the entrants, and (while sign-up is open)
/// the Join and Leave buttons.
fn announcement(view: &TournamentView, lang: Lang) -> Reply {
    let mut content = report::tournament_text(view, lang, &mention);
    let open = view.status() == TournamentStatus::SignUp;
    if open {
        content.push('\n');
        content.push_str(&lang.text("tournament-created"));
    }
    let components = if open {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(ComponentId::TournamentJoin(view.id()).encode())
                .label(lang.text("button-join"))
                .style(serenity::ButtonStyle::Success),
            CreateButton::new(ComponentId::TournamentLeave(view.id()).encode())
                .label(lang.text("button-leave"))
                .style(serenity::ButtonStyle::Secondary),
        ])]
    } else {
        Vec::new()
    };
    Reply {
        content,
        components,
        ..Reply::default()
    }
}

/// Edits the announcement to show the tournament as it is now (its
/// entrants; no buttons once sign-up closes).
async fn refresh_announcement(http: &serenity::Http, data: &Data, view: &TournamentView) {
    let Some(message) = view.tournament.announcement else {
        return;
    };
    let lang = server_language(data, view.tournament.guild, None).await;
    let reply = announcement(view, lang);
    let edit = EditMessage::new()
        .content(reply.content)
        .components(reply.components)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    let channel = serenity::ChannelId::new(announcement_channel(view).0);
    if let Err(e) = channel
        .edit_message(http, serenity::MessageId::new(message.0), edit)
        .await
    {
        tracing::warn!(error = %e, tournament = %view.id(), "updating a tournament's announcement failed");
    }
}

/// The tournament changed state (began, ended, was called off): its
/// announcement, its forum post's tag and its scheduled event follow.
async fn state_changed(http: &serenity::Http, data: &Data, view: &TournamentView) {
    refresh_announcement(http, data, view).await;
    tournament_home::retag(http, view).await;
    if tournament_home::follow_event(http, view).await
        && let Err(e) = data.service.set_tournament_event(view.id(), None).await
    {
        tracing::warn!(error = %e, tournament = %view.id(), "forgetting a tournament's event failed");
    }
}

/// Where the announcement is: the channel the tournament was set up in,
/// unless it was set up in a thread (its home then), not the thread started
/// from the announcement (which shares the announcement's id); in a forum
/// post, the post.
fn announcement_channel(view: &TournamentView) -> ChannelId {
    let t = &view.tournament;
    if let (Some(_), Some(post)) = (t.forum, t.home) {
        // A forum post's announcement is its first message, inside it.
        return post;
    }
    match (t.home, t.announcement) {
        (Some(home), Some(message)) if home.0 != message.0 => home,
        _ => t.channel,
    }
}

/// The tournament a command means: the number given, or the one whose
/// thread it is used in, or the server's newest (see [`crate::game::Service::tournament_meant`]).
async fn chosen(
    data: &Data,
    place: Place,
    given: Option<i64>,
) -> Result<TournamentView, ServiceError> {
    match given {
        Some(id) => {
            data.service
                .tournament_in(place.guild, TournamentId(id))
                .await
        }
        None => {
            data.service
                .tournament_meant(place.guild, place.channel)
                .await
        }
    }
}

/// Where a tournament's news goes: its thread, or the channel it was set up in.
fn home_of(view: &TournamentView) -> ChannelId {
    view.tournament.home.unwrap_or(view.tournament.channel)
}

/// Enter a tournament while sign-up is open.
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    let place = place_of(ctx);
    let me = author_of(ctx);
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        if let Some(unreachable) = remember_author(ctx).await {
            return service_error(unreachable, langs.member);
        }
        join_reply(
            ctx.http(),
            ctx.data(),
            place,
            tournament.map(TournamentId),
            me,
            langs,
        )
        .await
    })
    .await
}

/// Joining, from the command or the button: a private answer, and the
/// announcement updated in place.
pub(crate) async fn join_reply(
    http: &serenity::Http,
    data: &Data,
    place: Place,
    id: Option<TournamentId>,
    user: UserId,
    langs: Languages,
) -> Reply {
    let lang = langs.member;
    let view = match chosen(data, place, id.map(|t| t.0)).await {
        Ok(view) => view,
        Err(e) => return service_error(e, lang),
    };
    match data
        .service
        .join_tournament(place.guild, view.id(), user)
        .await
    {
        Ok(view) => {
            refresh_announcement(http, data, &view).await;
            let name = i18n_name(&view);
            Reply::private(lang.format("tournament-you-joined", &[("name", name.into())]))
        }
        Err(e) => service_error(e, lang),
    }
}

/// A tournament's name as messages show it.
fn i18n_name(view: &TournamentView) -> String {
    crate::discord::reply::escape(&view.tournament.name)
}

/// Leave a tournament; once it runs, you withdraw and your game in progress is forfeited.
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    let place = place_of(ctx);
    let me = author_of(ctx);
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        let id = tournament.map(TournamentId);
        leave_reply(ctx.http(), ctx.data(), place, id, (me, me), (langs, false)).await
    })
    .await
}

/// Leaving or being taken out, from a command or the button: before the
/// start a private answer; once it runs, the withdrawal is told in the
/// tournament's thread.
pub(crate) async fn leave_reply(
    http: &serenity::Http,
    data: &Data,
    place: Place,
    id: Option<TournamentId>,
    (user, by): (UserId, UserId),
    (langs, may_run): (Languages, bool),
) -> Reply {
    let lang = langs.member;
    let view = match chosen(data, place, id.map(|t| t.0)).await {
        Ok(view) => view,
        Err(e) => return service_error(e, lang),
    };
    let running = view.status() == TournamentStatus::Running;
    let withdrawal = match data
        .service
        .withdraw(place.guild, view.id(), user, by, may_run)
        .await
    {
        Ok(w) => w,
        Err(e) => return service_error(e, lang),
    };
    let view = withdrawal.view;
    refresh_announcement(http, data, &view).await;
    let name = i18n_name(&view);
    if !running && by == user {
        return Reply::private(lang.format("tournament-you-left", &[("name", name.into())]));
    }
    let public = langs.public;
    let forfeits = withdrawal.forfeited.len();
    let text = if by == user {
        public.format(
            "tournament-withdrawal",
            &[
                ("player", mention(user).into()),
                ("name", name.into()),
                ("forfeits", forfeits.into()),
            ],
        )
    } else {
        public.format(
            "tournament-removed",
            &[
                ("by", mention(by).into()),
                ("player", mention(user).into()),
                ("name", name.into()),
                ("forfeits", forfeits.into()),
            ],
        )
    };
    if home_of(&view) != place.channel {
        post(http, data, home_of(&view), Reply::public(text.clone())).await;
    }
    Reply::public(text)
}

/// Leave with a button (the same as `/konane-tournament leave`).
pub(crate) async fn leave_button_reply(
    http: &serenity::Http,
    data: &Data,
    place: Place,
    id: TournamentId,
    user: UserId,
    langs: Languages,
) -> Reply {
    leave_reply(http, data, place, Some(id), (user, user), (langs, false)).await
}

/// Start a tournament now and pair its first round (its organiser, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    let place = place_of(ctx);
    let me = author_of(ctx);
    let data = ctx.data();
    answer(ctx, async {
        let runner = may_run(ctx).await;
        let langs = languages_of(ctx).await;
        let view = match chosen(data, place, tournament).await {
            Ok(view) => view,
            Err(e) => return service_error(e, langs.member),
        };
        match data
            .service
            .start_tournament(place.guild, view.id(), me, runner)
            .await
        {
            Ok(event) => {
                state_changed(ctx.http(), data, event.view()).await;
                // The games begin at once, so the pairings can link them.
                run_tournaments(ctx.http(), data, Some(place.guild), Vec::new()).await;
                let reply = announcement_of(data, event, langs.public).await;
                if home_of(&view) != place.channel {
                    post(ctx.http(), data, home_of(&view), same_text(&reply)).await;
                }
                reply
            }
            Err(e) => service_error(e, langs.member),
        }
    })
    .await
}

/// Cancel a tournament; its running games are aborted (its organiser, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    let place = place_of(ctx);
    let me = author_of(ctx);
    let data = ctx.data();
    answer(ctx, async {
        let runner = may_run(ctx).await;
        let langs = languages_of(ctx).await;
        let view = match chosen(data, place, tournament).await {
            Ok(view) => view,
            Err(e) => return service_error(e, langs.member),
        };
        match data
            .service
            .cancel_tournament(place.guild, view.id(), me, runner)
            .await
        {
            Ok((view, aborted)) => {
                state_changed(ctx.http(), data, &view).await;
                let text = langs.public.format(
                    "tournament-cancelled",
                    &[
                        ("player", mention(me).into()),
                        ("name", i18n_name(&view).into()),
                        ("games", aborted.len().into()),
                    ],
                );
                for game in &aborted {
                    post(
                        ctx.http(),
                        data,
                        game.place.channel,
                        Reply::public(text.clone()),
                    )
                    .await;
                }
                Reply::public(text)
            }
            Err(e) => service_error(e, langs.member),
        }
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
    let place = place_of(ctx);
    let me = author_of(ctx);
    answer(ctx, async {
        let runner = may_run(ctx).await;
        let langs = languages_of(ctx).await;
        let who = (UserId(player.id.get()), me);
        let id = tournament.map(TournamentId);
        leave_reply(ctx.http(), ctx.data(), place, id, who, (langs, runner)).await
    })
    .await
}

/// A tournament's standings, with their tie-breaks.
#[poise::command(slash_command, guild_only)]
pub async fn standings(ctx: Context<'_>, #[min = 1] tournament: Option<i64>) -> Result<(), Error> {
    let place = place_of(ctx);
    let data = ctx.data();
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        match chosen(data, place, tournament).await {
            Ok(view) => {
                let text = report::standings_text(&view, langs.public, &mention);
                with_standings_picture(data, &view, langs.public, Reply::public(text)).await
            }
            Err(e) => service_error(e, langs.member),
        }
    })
    .await
}

/// `reply` with the standings table as a picture (`standings.png`), its
/// alt text the table in words. Without a picture if drawing it fails.
async fn with_standings_picture(
    data: &Data,
    view: &TournamentView,
    lang: Lang,
    mut reply: Reply,
) -> Reply {
    let users: Vec<UserId> = view.entrants.iter().map(|e| e.user_id).collect();
    let names = data
        .service
        .names(view.tournament.guild, &users)
        .await
        .unwrap_or_default();
    let name_of = |u: UserId| names.get(&u).cloned().unwrap_or_else(|| u.to_string());
    let table = report::standings_table(view, lang, &name_of);
    let alt = report::standings_alt(view, lang, &name_of);
    let renderer = std::sync::Arc::clone(&data.renderer);
    let drawn = tokio::task::spawn_blocking(move || renderer.render_table_png(&table)).await;
    match drawn {
        Ok(Ok(png)) => reply
            .files
            .push(serenity::CreateAttachment::bytes(png, "standings.png").description(alt)),
        Ok(Err(e)) => tracing::warn!(error = %e, "drawing the standings failed"),
        Err(e) => tracing::warn!(error = %e, "drawing the standings failed"),
    }
    reply
}

/// A round's games and results.
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[min = 1] tournament: Option<i64>,
    #[min = 1] round: Option<u32>,
) -> Result<(), Error> {
    let place = place_of(ctx);
    let data = ctx.data();
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        let view = match chosen(data, place, tournament).await {
            Ok(view) => view,
            Err(e) => return service_error(e, langs.member),
        };
        let paired = view.tournament.current_round;
        let round = round.map_or(paired.saturating_sub(1), |r| r - 1);
        if round >= paired {
            return Reply::private(langs.member.text("no-such-page"));
        }
        let links = game_links(data, &view).await;
        let link = |game: GameId| {
            links
                .iter()
                .find(|(g, _)| *g == game)
                .map(|(_, l)| l.clone())
        };
        Reply::public(report::pairings_text(
            &view,
            round,
            langs.public,
            &mention,
            &link,
        ))
    })
    .await
}

/// This server's tournaments open for sign-up or running.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let guild = place_of(ctx).guild;
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        match ctx.data().service.current_tournaments(guild).await {
            Ok(rows) => Reply::public(report::tournament_list_text(&rows, langs.public)),
            Err(e) => service_error(e, langs.member),
        }
    })
    .await
}

/// This server's hall of fame: finished tournaments and their winners.
#[poise::command(slash_command, guild_only)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    let guild = place_of(ctx).guild;
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        match ctx.data().service.tournament_history(guild).await {
            Ok(views) => Reply::public(report::tournament_history_text(
                &views,
                langs.public,
                &mention,
            )),
            Err(e) => service_error(e, langs.member),
        }
    })
    .await
}

/// Each started game of a tournament and a link to its thread.
async fn game_links(data: &Data, view: &TournamentView) -> Vec<(GameId, String)> {
    let mut links = Vec::new();
    for game in view.boards.iter().filter_map(|b| b.game) {
        if let Ok(g) = data.service.game(game).await {
            links.push((game, format!("<#{}>", g.place.channel.0)));
        }
    }
    links
}

/// The scheduler's work for tournaments (of every server, or `guild`'s for
/// the start command): gives each board waiting for its game a thread and
/// starts it, then posts `events` (pairings with links to the games, the
/// standings, the podium).
pub(crate) async fn run_tournaments(
    http: &serenity::Http,
    data: &Data,
    guild: Option<crate::values::GuildId>,
    events: Vec<TournamentEvent>,
) {
    match data.service.claim_boards_to_start(guild).await {
        Ok(boards) => {
            for board in boards {
                start_board(http, data, board).await;
            }
        }
        Err(e) => tracing::error!(error = %e, "finding tournament games to start failed"),
    }
    for event in events {
        announce(http, data, event).await;
    }
}

/// Posts the game's notice in the tournament's channel, starts the game's
/// thread from it, starts the game there and posts its board. A board
/// Discord refuses a thread for is tried again when its claim lapses.
async fn start_board(http: &serenity::Http, data: &Data, board: BoardToStart) {
    let t = &board.tournament;
    let lang = server_language(data, t.guild, None).await;
    let headline = lang.format(
        "tournament-game-start",
        &[
            ("name", crate::discord::reply::escape(&t.name).into()),
            ("round", (board.key.round + 1).into()),
            ("black", mention(board.black).into()),
            ("white", mention(board.white).into()),
        ],
    );
    let notice = Reply {
        pings: vec![board.black, board.white],
        ..Reply::public(headline.clone())
    };
    let Some(message) = post(http, data, t.channel, notice).await else {
        return;
    };
    let names = data
        .service
        .names(t.guild, &[board.black, board.white])
        .await
        .unwrap_or_default();
    let name_of = |u: UserId| names.get(&u).cloned().unwrap_or_else(|| u.to_string());
    let name = thread_name(
        &name_of(board.black),
        &name_of(board.white),
        &t.variant.size.to_string(),
    );
    let channel = serenity::ChannelId::new(t.channel.0);
    let thread = match start_thread(http, channel, message.id, &name).await {
        Ok(thread) => thread,
        Err(e) => {
            tracing::warn!(error = %e, tournament = %t.id, "starting a tournament game's thread failed");
            return;
        }
    };
    let place = Place::thread(t.guild, thread, t.channel);
    match data.service.start_board_game(board.key, place).await {
        Ok(view) => {
            let names = names_for(&data.service, &view, lang).await;
            let reply = board_reply(&data.renderer, &view, &names, headline, None, lang);
            post(http, data, thread, reply).await;
        }
        Err(e) => {
            tracing::warn!(error = %e, tournament = %t.id, "starting a tournament game failed")
        }
    }
}

/// Posts a paired round or the end where the tournament lives, and the
/// podium in the channel it was set up in too.
async fn announce(http: &serenity::Http, data: &Data, event: TournamentEvent) {
    let guild = event.view().tournament.guild;
    let lang = server_language(data, guild, None).await;
    let finished = matches!(event, TournamentEvent::Finished { .. });
    let new_state = matches!(
        event,
        TournamentEvent::RoundPaired { round: 0, .. }
            | TournamentEvent::Finished { .. }
            | TournamentEvent::Cancelled { .. }
    );
    let id = event.view().id();
    let reply = announcement_of(data, event, lang).await;
    let view = match data.service.tournament(id).await {
        Ok(view) => view,
        Err(e) => {
            tracing::error!(error = %e, tournament = %id, "reading a tournament to announce failed");
            return;
        }
    };
    if new_state {
        state_changed(http, data, &view).await;
    }
    post(http, data, home_of(&view), same_text(&reply)).await;
    if finished && view.tournament.home.is_some() {
        let podium = Reply {
            pings: reply.pings,
            ..Reply::public(report::podium_text(&view, lang, &mention))
        };
        post(http, data, view.tournament.channel, podium).await;
    }
}

/// A second copy of a reply's words, pings and files, for another channel.
fn same_text(reply: &Reply) -> Reply {
    Reply {
        pings: reply.pings.clone(),
        files: reply.files.clone(),
        ..Reply::public(reply.content.clone())
    }
}

/// A paired round (with the standings so far, and links to its games), or
/// the end (final standings and the podium, which pings the top three).
async fn announcement_of(data: &Data, event: TournamentEvent, lang: Lang) -> Reply {
    // Read again: the games started since have their threads.
    let view = match data.service.tournament(event.view().id()).await {
        Ok(view) => view,
        Err(e) => {
            tracing::error!(error = %e, "reading a tournament to announce failed");
            event.view().clone()
        }
    };
    match event {
        TournamentEvent::RoundPaired { round, .. } => {
            let links = game_links(data, &view).await;
            let link = |game: GameId| {
                links
                    .iter()
                    .find(|(g, _)| *g == game)
                    .map(|(_, l)| l.clone())
            };
            let mut text = String::new();
            if round > 0 {
                text.push_str(&report::standings_text(&view, lang, &mention));
                text.push_str("\n\n");
            }
            text.push_str(&report::pairings_text(&view, round, lang, &mention, &link));
            if round == 0 {
                return Reply::public(text);
            }
            with_standings_picture(data, &view, lang, Reply::public(text)).await
        }
        TournamentEvent::Cancelled { .. } => Reply::public(report::called_off_text(&view, lang)),
        TournamentEvent::Finished { .. } => {
            let top: Vec<UserId> = view
                .standings()
                .iter()
                .filter(|s| s.rank <= 3)
                .map(|s| UserId(s.id))
                .collect();
            let text = format!(
                "{}\n\n{}",
                report::standings_text(&view, lang, &mention),
                report::podium_text(&view, lang, &mention)
            );
            let reply = Reply {
                pings: top,
                ..Reply::public(text)
            };
            with_standings_picture(data, &view, lang, reply).await
        }
    }
}

/// The server's tournaments are moved on by the scheduler of any process:
/// this is its tick (see `scheduler`).
pub(crate) async fn tournament_tick(http: &serenity::Http, data: &Data) {
    match data.service.process_tournaments(None).await {
        Ok(events) => run_tournaments(http, data, None, events).await,
        Err(e) => tracing::error!(error = %format!("{e:#}"), "moving tournaments on failed"),
    }
}
