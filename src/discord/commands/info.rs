//! Tables and settings: the leaderboard, a player's stats and history, the
//! rules, and the server's settings.

use poise::serenity_prelude as serenity;

use super::describe;
use crate::discord::choice::{Choice, LanguageChoice};
use crate::discord::present::service_error;
use crate::discord::reply::mention;
use crate::discord::{Context, Deferral, Error, Reply, author_of, member_lang, place_of, send};
use crate::engine::{JumpRule, Opening, Position, Size, Variant};
use crate::game::{
    ChannelId, GuildSettings, LeaderboardEntry, LimitsUpdate, SettingsChange, UserId,
    VariantUpdate, counted, format_duration, is_provisional, parse_duration, rating_text,
};
use crate::i18n::{self, Lang};
use crate::render::{BoardView, hint_squares};

/// This server's ratings.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>, #[min = 1] page: Option<u32>) -> Result<(), Error> {
    let data = ctx.data();
    let place = place_of(ctx)?;
    let page = page.map_or(1, |p| usize::try_from(p).unwrap_or(usize::MAX));
    let reply = match data.service.leaderboard(place.guild, page).await {
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
                    "{}. {} **{}** ±{:.0} · {}, {} won, {} lost\n",
                    e.rank,
                    mention(e.user),
                    rating_text(e.rating, e.deviation),
                    e.margin(),
                    counted(e.games, "game", "games"),
                    e.wins,
                    e.losses
                ));
            }
            if board.entries.iter().any(LeaderboardEntry::provisional) {
                text.push_str(
                    "-# A rating marked ? is provisional: too few games yet. Established ratings are listed first.\n",
                );
            }
            Reply::public(text)
        }
        Err(e) => service_error(e, member_lang(ctx)),
    };
    send(ctx, reply).await
}

/// The user a command asks about: the one named, else the caller.
fn whose(ctx: Context<'_>, user: Option<&serenity::User>) -> UserId {
    UserId(user.unwrap_or(ctx.author()).id.get())
}

/// A player's rating and record in this server.
#[poise::command(slash_command, guild_only)]
pub async fn stats(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let (place, who) = (place_of(ctx)?, whose(ctx, user.as_ref()));
    let reply = match ctx.data().service.stats(place.guild, who).await {
        Ok(s) => {
            let rated = match (s.rating, s.deviation) {
                (Some(r), Some(d)) if is_provisional(d) => {
                    format!("rating **{}** (provisional)", rating_text(r, d))
                }
                (Some(r), Some(d)) => format!("rating **{}**", rating_text(r, d)),
                _ => "no rating yet".to_string(),
            };
            let streak = match s.streak {
                0 => String::new(),
                n if n > 0 => format!(", {n} won in a row"),
                n => format!(", {} lost in a row", -n),
            };
            let mut text = format!(
                "{}: {rated} · rated games: {} won, {} lost{streak} · casual games: {} won, {} lost",
                mention(who),
                s.wins,
                s.losses,
                s.casual_wins,
                s.casual_losses
            );
            for g in &s.recent {
                text.push_str(&format!(
                    "\n• #{}: {}",
                    g.id,
                    g.describe(&mention(g.opponent))
                ));
            }
            Reply::public(text)
        }
        Err(e) => service_error(e, member_lang(ctx)),
    };
    send(ctx, reply).await
}

/// Your turn notices by direct message too: your move, the half-time reminder, a forfeit.
#[poise::command(slash_command, guild_only)]
pub async fn notify(
    ctx: Context<'_>,
    #[choices("on", "off")] dm: &'static str,
) -> Result<(), Error> {
    let dm = dm == "on";
    let (place, me) = (place_of(ctx)?, author_of(ctx));
    let setting = ctx.data().service.set_dm_notices(place.guild, me, dm);
    let reply = match Deferral::slash(ctx).in_time(setting).await {
        Ok(()) if dm => Reply::private(
            "Direct messages on: in this server I'll also tell you by DM when it's your move, \
             at half your time, and if a game is forfeited. If your privacy settings refuse DMs \
             from server members, the channel notices still come.",
        ),
        Ok(()) => {
            Reply::private("Direct messages off: your notices come in the game's channel only.")
        }
        Err(e) => service_error(e, member_lang(ctx)),
    };
    send(ctx, reply).await
}

/// A player's finished games in this server.
#[poise::command(slash_command, guild_only)]
pub async fn history(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let (place, who) = (place_of(ctx)?, whose(ctx, user.as_ref()));
    let reply = match ctx.data().service.history(place.guild, who).await {
        Ok(games) if games.is_empty() => {
            Reply::public(format!("{} has no finished games here yet.", mention(who)))
        }
        Ok(games) => {
            let mut text = format!("Games of {}:", mention(who));
            for g in games {
                text.push_str(&format!(
                    "\n• #{}, <t:{}:d>: {}",
                    g.id,
                    g.finished_at.unix_seconds(),
                    g.describe(&mention(g.opponent))
                ));
            }
            text.push_str("\nSee one again with `/konane replay game:<number>`.");
            Reply::public(text)
        }
        Err(e) => service_error(e, member_lang(ctx)),
    };
    send(ctx, reply).await
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
    let reply = Reply {
        board,
        board_alt: Some(OPENING_ALT.to_string()),
        ..Reply::private(RULES)
    };
    send(ctx, reply).await
}

const RULES: &str = "**Kōnane** is a Hawaiian game of pure strategy.\n\
• The board starts full, black and white stones alternating (the picture).\n\
• **Opening.** Black removes one black stone: by default one in the centre or a corner (marked). \
White then removes a white stone right next to the hole, above, below or beside it.\n\
• **Jumps.** After that every move is a jump: one of your stones jumps over an enemy stone \
next to it, straight up, down, left or right (never diagonally), into the empty square just \
beyond, and captures it.\n\
• **Multi-jumps.** The same stone may jump again, and again, in one move (in a straight line, \
unless the game uses turning jumps). It may stop after any jump.\n\
• **No move, you lose.** If you can't jump on your turn, you lose. There are no draws.\n\
Moves: `d5` removes a stone; `b5-d5` is a jump; `b5-d5-f5` a double jump. Use the menu under \
the board, or `/konane move` (it suggests your legal moves).\n\
The whole rules, settings and notation included: `docs/rules.md` in konane-bot's source.";

const OPENING_ALT: &str = "An 8x8 Kōnane board at the start: every square holds a stone, \
black and white alternating, black in the top-left corner. The black stones Black may remove \
to open (the two black stones in the centre and the two black corners) are marked.";

/// Server settings for Kōnane games (Manage Server only).
#[poise::command(
    slash_command,
    guild_only,
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
    language: Option<Choice<LanguageChoice>>,
) -> Result<(), Error> {
    let guild = place_of(ctx)?.guild;
    let deferral = Deferral::slash(ctx);
    // Answered in the member's language, which the new setting doesn't change.
    let lang = member_lang(ctx);
    // Parsed whole first, so a typo changes nothing.
    let parsed = || -> Result<SettingsChange, String> {
        let duration = |text: Option<String>| text.as_deref().map(parse_duration).transpose();
        let size = size.as_deref().map(str::parse::<Size>).transpose();
        Ok(SettingsChange {
            turn_limit: duration(turn_limit)?,
            variant: VariantUpdate {
                size: size.map_err(|e| lang.say(&i18n::size_error(&e)))?,
                opening: opening.map(|c| c.0),
                jumps: jumps.map(|c| c.0),
            },
            limits: LimitsUpdate {
                open_challenges: max_challenges,
                running_games: max_games,
                rechallenge_cooldown: duration(rechallenge_wait)?,
            },
            threads,
            rated,
            allow_channel: allow_channel.map(|c| ChannelId(c.get())),
            disallow_channel: disallow_channel.map(|c| ChannelId(c.get())),
            language: language.map(|c| c.0.fixed()),
        })
    };
    let change = match parsed() {
        Ok(change) => change,
        Err(e) => return send(ctx, Reply::private(e)).await,
    };
    let changed = ctx.data().service.change_settings(guild, change);
    let reply = match deferral.in_time(changed).await {
        Ok(settings) => Reply::private(settings_text(&settings, lang)),
        Err(e) => service_error(e, lang),
    };
    send(ctx, reply).await
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
            ("variant", describe(s.default_variant, lang).into()),
            ("channels", channels.into()),
            ("threads", i18n::yes_no(s.threads).into()),
            ("rated", i18n::yes_no(s.rated).into()),
            ("limits", s.limits.describe(lang).into()),
            ("language", language.into()),
        ],
    )
}
