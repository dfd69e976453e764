//! Tables and settings: the leaderboard, a player's stats and history, the
//! rules, and the server's settings.

use poise::serenity_prelude as serenity;

use crate::discord::choice::{Choice, LadderScope, LanguageChoice};
use crate::discord::context::{
    Context, Error, author_of, languages_of, member_lang, place_of, server_language,
};
use crate::discord::reply::{Reply, escape, mention, player_mention};
use crate::discord::send::{Deferral, answer, send};
use crate::discord::tournament_home;
use crate::engine::{JumpRule, Opening, Position, Size, Variant};
use crate::game::{
    GuildSettings, LimitsUpdate, ServiceError, SettingsChange, VariantUpdate, format_duration,
    parse_duration, report,
};
use crate::i18n::{self, Lang};
use crate::render::{BoardView, hint_squares};
use crate::values::{ChannelId, GuildId, UserId};

/// The current season's table (if one runs), or this server's ratings.
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[min = 1] page: Option<u32>,
    #[max_length = 10] season: Option<String>,
    scope: Option<Choice<LadderScope>>,
) -> Result<(), Error> {
    let data = ctx.data();
    let place = place_of(ctx);
    let page = page.map_or(1, |p| usize::try_from(p).unwrap_or(usize::MAX));
    let lang = languages_of(ctx).await.public;
    // Direct messages have no table of their own: theirs is the global one.
    if place.guild == GuildId::DIRECT || scope.is_some_and(|s| s.0 == LadderScope::Global) {
        let (board, names) = data.service.global_leaderboard(page).await?;
        // Names the players chose to be listed under: no mentions of
        // members of other servers.
        let name_of = |u: UserId| names.get(&u).map_or_else(|| "?".to_string(), |n| escape(n));
        let text = report::global_leaderboard_text(&board, lang, &name_of);
        return send(ctx, Reply::public(text)).await;
    }
    let asked = match season.as_deref().map(str::trim) {
        None => Some(None),
        Some("all-time") => None,
        Some(number) => match number.trim_start_matches('#').parse::<u32>() {
            Ok(n) => Some(Some(n)),
            Err(_) => return Err(ServiceError::UnknownSeason(0).into()),
        },
    };
    // A season's table unless the all-time ratings are asked for (or no season runs).
    if let Some(number) = asked
        && let Some(table) = data.service.season_table(place.guild, number).await?
    {
        let mut text = report::season_text(&table, lang, &mention);
        text.push('\n');
        text.push_str(&lang.text("season-all-time"));
        return send(ctx, Reply::public(text)).await;
    }
    let board = data.service.leaderboard(place.guild, page).await?;
    send(
        ctx,
        Reply::public(report::leaderboard_text(&board, lang, &mention)),
    )
    .await
}

/// Seasons: a fresh race from zero, while ratings stay all-time.
#[poise::command(
    slash_command,
    rename = "konane-season",
    guild_only,
    // Only where the server installed the bot: these run its events and settings.
    install_context = "Guild",
    check = "crate::discord::context::bot_in_server",
    subcommands("season_start"),
    subcommand_required
)]
pub async fn season(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Close the running season (its table and champion are kept) and begin a new one (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    rename = "start",
    required_permissions = "MANAGE_GUILD",
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn season_start(ctx: Context<'_>, #[max_length = 60] name: String) -> Result<(), Error> {
    let data = ctx.data();
    let place = place_of(ctx);
    let me = author_of(ctx);
    answer(ctx, async {
        let langs = languages_of(ctx).await;
        let (ended, started) = data.service.start_season(place.guild, me, &name).await?;
        let text = report::season_started_text(ended.as_ref(), &started, langs.public, &mention);
        Ok(Reply {
            pings: ended.map(|t| t.champions()).unwrap_or_default(),
            ..Reply::public(text)
        })
    })
    .await
}

/// The user a command asks about: the one named, else the caller.
fn whose(ctx: Context<'_>, user: Option<&serenity::User>) -> UserId {
    UserId(user.unwrap_or(ctx.author()).id.get())
}

/// A player's rating and record in this server.
#[poise::command(slash_command)]
pub async fn stats(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let (place, who) = (place_of(ctx), whose(ctx, user.as_ref()));
    let lang = languages_of(ctx).await.public;
    let data = ctx.data();
    let s = data.service.stats(place.guild, who).await?;
    let viewer = author_of(ctx);
    let reply = Reply::public(report::stats_text(&s, viewer, lang, &mention));
    // Rated games in DMs are the global ladder's: their chart is its owner's to see.
    if place.guild == GuildId::DIRECT && viewer != who {
        return send(ctx, reply).await;
    }
    send(
        ctx,
        with_rating_chart(data, place.guild, who, lang, reply).await,
    )
    .await
}

/// `reply` with the player's rating over time as a picture (`rating.png`),
/// if they have rated games; without it if reading or drawing fails.
async fn with_rating_chart(
    data: &crate::discord::context::Data,
    guild: crate::values::GuildId,
    who: UserId,
    lang: Lang,
    mut reply: Reply,
) -> Reply {
    let points = match data.service.rating_history(guild, who).await {
        Ok(points) => points,
        Err(e) => {
            tracing::warn!(error = %e, "reading a rating history failed");
            return reply;
        }
    };
    let name = data
        .service
        .names(guild, &[who])
        .await
        .ok()
        .and_then(|names| names.get(&who).cloned())
        .unwrap_or_else(|| who.to_string());
    let Some((chart, alt)) = report::rating_chart(&points, &name, lang) else {
        return reply;
    };
    let renderer = std::sync::Arc::clone(&data.renderer);
    match tokio::task::spawn_blocking(move || renderer.render_rating_chart_png(&chart)).await {
        Ok(Ok(png)) => reply
            .files
            .push(serenity::CreateAttachment::bytes(png, "rating.png").description(alt)),
        Ok(Err(e)) => tracing::warn!(error = %e, "drawing a rating chart failed"),
        Err(e) => tracing::warn!(error = %e, "drawing a rating chart failed"),
    }
    reply
}

/// Your turn notices by direct message too: your move, the half-time reminder, a forfeit.
#[poise::command(slash_command)]
pub async fn notify(
    ctx: Context<'_>,
    #[choices("on", "off")] dm: &'static str,
) -> Result<(), Error> {
    let dm = dm == "on";
    let (place, me) = (place_of(ctx), author_of(ctx));
    let setting = ctx.data().service.set_dm_notices(place.guild, me, dm);
    let lang = member_lang(ctx);
    Deferral::slash(ctx).in_time(setting).await?;
    let id = if dm { "notify-on" } else { "notify-off" };
    send(ctx, Reply::private(lang.text(id))).await
}

/// Your profile across servers: whether the global ladder lists you.
#[poise::command(slash_command)]
pub async fn profile(ctx: Context<'_>, listed: bool) -> Result<(), Error> {
    let me = author_of(ctx);
    // The name Discord shows everywhere, not a server's nickname.
    let name = ctx.author().display_name().to_string();
    let change = ctx
        .data()
        .service
        .set_listed(me, listed.then_some(name.as_str()));
    let lang = member_lang(ctx);
    Deferral::slash(ctx).in_time(change).await?;
    let text = if listed {
        lang.format("profile-listed", &[("name", escape(&name).into())])
    } else {
        lang.text("profile-unlisted")
    };
    send(ctx, Reply::private(text)).await
}

/// A player's finished games in this server.
#[poise::command(slash_command)]
pub async fn history(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let (place, who) = (place_of(ctx), whose(ctx, user.as_ref()));
    let lang = languages_of(ctx).await.public;
    let player = || mention(who).into();
    let games = ctx.data().service.history(place.guild, who).await?;
    if games.is_empty() {
        let empty = lang.format("history-empty", &[("player", player())]);
        return send(ctx, Reply::public(empty)).await;
    }
    let mut text = lang.format("history-title", &[("player", player())]);
    for g in games {
        text.push_str(&format!(
            "\n• #{}, <t:{}:d>: {}",
            g.id,
            g.finished_at.unix_seconds(),
            g.describe(&player_mention(g.opponent, lang), lang)
        ));
    }
    text.push('\n');
    text.push_str(&lang.text("history-replay"));
    send(ctx, Reply::public(text)).await
}

/// How to play Kōnane, with the opening board.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let variant = Variant::default();
    let start = Position::new(variant.size);
    let picture = BoardView {
        hints: hint_squares(&start, variant.rules(), None),
        ..BoardView::new(&start)
    };
    let board = match ctx.data().renderer.render_png(&picture) {
        Ok(png) => Some(png),
        Err(e) => {
            tracing::error!(error = %e, "rendering the rules' board failed");
            None
        }
    };
    let lang = member_lang(ctx);
    let reply = Reply {
        board,
        board_alt: Some(lang.text("rules-alt")),
        ..Reply::private(lang.text("rules-text"))
    };
    send(ctx, reply).await
}

/// Server settings for Kōnane games (Manage Server only).
#[poise::command(
    slash_command,
    rename = "konane-settings",
    guild_only,
    // Only where the server installed the bot: these run its events and settings.
    install_context = "Guild",
    check = "crate::discord::context::bot_in_server",
    // Hidden from members without Manage Server, and checked on use too:
    // a server may grant the command to others in its integration settings.
    required_permissions = "MANAGE_GUILD",
    default_member_permissions = "MANAGE_GUILD"
)]
// Each argument is one of the command's options, as poise declares them.
#[allow(clippy::too_many_arguments)]
pub async fn settings(
    ctx: Context<'_>,
    turn_limit: Option<String>,
    size: Option<String>,
    opening: Option<Choice<Opening>>,
    jumps: Option<Choice<JumpRule>>,
    // Channel ids, not channels: the id is all it needs, and a `Channel`
    // would cost a request to Discord per option.
    allow_channel: Option<serenity::ChannelId>,
    disallow_channel: Option<serenity::ChannelId>,
    threads: Option<bool>,
    rated: Option<bool>,
    #[min = 1]
    #[max = 100]
    max_challenges: Option<u32>,
    #[min = 1]
    #[max = 100]
    max_games: Option<u32>,
    rechallenge_wait: Option<String>,
    #[max = 365] vacation_days: Option<u32>,
    language: Option<Choice<LanguageChoice>>,
    tournament_role: Option<serenity::RoleId>,
    // The channel as Discord resolved it (no request): its type says
    // whether tournaments go to a forum or back to threads.
    #[channel_types("Forum", "Text")] tournament_forum: Option<serenity::PartialChannel>,
) -> Result<(), Error> {
    let guild = place_of(ctx).guild;
    let options = SettingsOptions {
        turn_limit,
        size,
        opening,
        jumps,
        allow_channel,
        disallow_channel,
        threads,
        rated,
        max_challenges,
        max_games,
        rechallenge_wait,
        vacation_days,
        language,
        tournament_role,
        tournament_forum,
    };
    // Answered in the member's language, which the new setting doesn't change.
    let lang = member_lang(ctx);
    // Parsed whole first, so a typo changes nothing.
    let change = match options.parse(guild, lang) {
        Ok(change) => change,
        Err(e) => return send(ctx, Reply::private(e)).await,
    };
    let forum = change.tournament_forum.flatten();
    let deferral = Deferral::slash(ctx);
    let changed = ctx.data().service.change_settings(guild, change);
    let mut text = settings_text(&deferral.in_time(changed).await?, lang);
    if let Some(forum) = forum {
        let public = server_language(ctx.data(), guild, None).await;
        let tags_added = tournament_home::add_state_tags(ctx.http(), forum, public);
        if let Err(missing) = deferral.in_time(tags_added).await {
            text.push('\n');
            text.push_str(&lang.format(
                "settings-forum-untagged",
                &[
                    ("forum", format!("<#{}>", forum.0).into()),
                    ("tags", missing.join(", ").into()),
                ],
            ));
        }
    }
    send(ctx, Reply::private(text)).await
}

/// The settings command's options, as Discord sent them.
struct SettingsOptions {
    turn_limit: Option<String>,
    size: Option<String>,
    opening: Option<Choice<Opening>>,
    jumps: Option<Choice<JumpRule>>,
    allow_channel: Option<serenity::ChannelId>,
    disallow_channel: Option<serenity::ChannelId>,
    threads: Option<bool>,
    rated: Option<bool>,
    max_challenges: Option<u32>,
    max_games: Option<u32>,
    rechallenge_wait: Option<String>,
    vacation_days: Option<u32>,
    language: Option<Choice<LanguageChoice>>,
    tournament_role: Option<serenity::RoleId>,
    tournament_forum: Option<serenity::PartialChannel>,
}

impl SettingsOptions {
    /// The change they ask of `guild`'s settings, or why they don't read
    /// (in `lang`).
    fn parse(self, guild: GuildId, lang: Lang) -> Result<SettingsChange, String> {
        let duration = |text: Option<String>| {
            let read = |t: &str| {
                parse_duration(t)
                    .map_err(|_| lang.format("error-duration", &[("text", t.to_owned().into())]))
            };
            text.as_deref().map(read).transpose()
        };
        let size = self.size.as_deref().map(str::parse::<Size>).transpose();
        Ok(SettingsChange {
            turn_limit: duration(self.turn_limit)?,
            variant: VariantUpdate {
                size: size.map_err(|e| lang.say(&i18n::size_error(&e)))?,
                opening: self.opening.map(|c| c.0),
                jumps: self.jumps.map(|c| c.0),
            },
            limits: LimitsUpdate {
                open_challenges: self.max_challenges,
                running_games: self.max_games,
                rechallenge_cooldown: duration(self.rechallenge_wait)?,
                vacation_days: self.vacation_days,
            },
            threads: self.threads,
            rated: self.rated,
            allow_channel: self.allow_channel.map(|c| ChannelId(c.get())),
            disallow_channel: self.disallow_channel.map(|c| ChannelId(c.get())),
            language: self.language.map(|c| c.0.fixed()),
            // @everyone (whose id is the server's) leaves tournaments to Manage Server alone.
            tournament_role: self
                .tournament_role
                .map(|r| (r.get() != guild.0).then_some(crate::values::RoleId(r.get()))),
            // A forum posts each tournament there; a text channel gives them threads again.
            tournament_forum: self
                .tournament_forum
                .map(|c| (c.kind == serenity::ChannelType::Forum).then_some(ChannelId(c.id.get()))),
        })
    }
}

/// A server's settings in one line, in `lang`.
fn settings_text(s: &GuildSettings, lang: Lang) -> String {
    let channels = if s.allowed_channels.is_empty() {
        lang.text("settings-every-channel")
    } else {
        s.allowed_channels
            .iter()
            .map(|c| format!("<#{}>", c.0))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let language = match s.language {
        // Each language by its own name, as the settings menu lists it.
        Some(chosen) => Lang::SOURCE.text(&format!("choice-{}", chosen.code())),
        None => lang.text("choice-server"),
    };
    lang.format(
        "settings-summary",
        &[
            ("turn-limit", format_duration(s.turn_limit, lang).into()),
            (
                "variant",
                i18n::variant_text(s.default_variant, lang).into(),
            ),
            ("channels", channels.into()),
            ("threads", i18n::yes_no(s.threads).into()),
            ("rated", i18n::yes_no(s.rated).into()),
            ("limits", s.limits.describe(lang).into()),
            ("language", language.into()),
            (
                "tournament-home",
                s.tournament_forum
                    .map_or_else(
                        || lang.text("settings-tournament-threads"),
                        |f| format!("<#{}>", f.0),
                    )
                    .into(),
            ),
            (
                "runners",
                s.tournament_role
                    .map_or_else(
                        || lang.text("settings-runners-default"),
                        |r| format!("<@&{}>", r.0),
                    )
                    .into(),
            ),
        ],
    )
}
