//! Games between servers: seeking an opponent in the global pool, and
//! blocking a player. A paired game plays in both players' DMs with the
//! bot, two views of one game (see `Place::mirror`).

use poise::serenity_prelude as serenity;

use crate::discord::board::board_reply;
use crate::discord::context::{Context, Data, Error, author_of, member_lang, remember_name};
use crate::discord::present::names_for;
use crate::discord::reply::{Reply, escape, mention, relative_time};
use crate::discord::send::{Deferral, DmFailure, post, send, send_dm};
use crate::engine::Size;
use crate::game::{GameView, SeekOptions, SeekOutcome, ServiceError};
use crate::i18n::{self, Lang};
use crate::values::Blocking;
use crate::values::{ChannelId, GuildId, UserId};

/// Seeks shown by `seek list`.
const LISTED_SEEKS: usize = 15;

/// Find an opponent from any server: the game plays in your DMs with me.
#[poise::command(
    slash_command,
    subcommands("seek_find", "seek_cancel", "seek_list"),
    subcommand_required
)]
pub async fn seek(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Join the pool of players seeking a game, for an hour; the first who fits plays you.
#[poise::command(slash_command, rename = "find")]
pub async fn seek_find(
    ctx: Context<'_>,
    size: Option<String>,
    rated: Option<bool>,
    #[min = 50]
    #[max = 1000]
    range: Option<u32>,
) -> Result<(), Error> {
    let lang = member_lang(ctx);
    let size = match size.as_deref().map(str::parse::<Size>).transpose() {
        Ok(s) => s,
        Err(e) => return send(ctx, Reply::private(lang.say(&i18n::size_error(&e)))).await,
    };
    let deferral = Deferral::slash(ctx);
    // A game between servers plays in the bot's DM: the seek's first
    // message there shows it is open, before anyone is paired.
    let data = ctx.data();
    let me = author_of(ctx);
    let label = size.unwrap_or(Size::STANDARD).to_string();
    let waiting = lang.format(
        "seek-dm-waiting",
        &[
            ("size", label.into()),
            ("rated", i18n::yes_no(rated.unwrap_or(true)).into()),
        ],
    );
    let dm = deferral.in_time(open_dm(ctx.http(), me, waiting)).await?;
    // The name the other player sees: Discord's own, not a server nickname.
    let name = ctx.author().display_name().to_string();
    let naming = remember_name(data, GuildId::DIRECT, me, &name, ctx.locale());
    // A database gone now refuses the seek itself, just after.
    let _ = deferral.in_time(naming).await;
    let options = SeekOptions { size, rated, range };
    let reply = match deferral.in_time(data.service.seek(me, dm, options)).await? {
        SeekOutcome::Waiting { expires_at } => Reply::private(lang.format(
            "seek-waiting",
            &[("when", relative_time(expires_at).into())],
        )),
        SeekOutcome::Paired(view) => {
            start_in_dms(ctx.http(), data, &view, lang).await;
            Reply::private(lang.text("seek-paired"))
        }
    };
    send(ctx, reply).await
}

/// Opens `user`'s DM with the bot and sends `text` there; the DM's channel.
///
/// # Errors
/// [`ServiceError::DmClosed`] if it can't be sent: the member's settings
/// refuse it, or Discord failed (logged), and a seek must not wait on a DM
/// nobody can post to.
async fn open_dm(
    http: &serenity::Http,
    user: UserId,
    text: String,
) -> Result<ChannelId, ServiceError> {
    match send_dm(http, user, text).await {
        Ok(channel) => Ok(ChannelId(channel.get())),
        Err(DmFailure::Refused) => Err(ServiceError::DmClosed),
        Err(DmFailure::Failed(e)) => {
            tracing::warn!(error = %e, user = user.0, "opening a direct message failed");
            Err(ServiceError::DmClosed)
        }
    }
}

/// Posts a paired game's first board in both players' DMs: in the seek
/// holder's, and (as its mirror) in the other's.
async fn start_in_dms(http: &serenity::Http, data: &Data, view: &GameView, lang: Lang) {
    let names = names_for(&data.service, view, lang).await;
    let headline = lang.format(
        "seek-game-start",
        &[
            ("black", escape(&names.black).into()),
            ("white", escape(&names.white).into()),
        ],
    );
    let mut reply = board_reply(&data.renderer, view, &names, headline, None, lang);
    // Names, not mentions: the players share no server.
    reply.pings.clear();
    post(http, data, view.place.channel, reply).await;
}

/// Leave the pool of players seeking a game.
#[poise::command(slash_command, rename = "cancel")]
pub async fn seek_cancel(ctx: Context<'_>) -> Result<(), Error> {
    let lang = member_lang(ctx);
    let cancelling = ctx.data().service.cancel_seek(author_of(ctx));
    let id = if Deferral::slash(ctx).in_time(cancelling).await? {
        "seek-cancelled"
    } else {
        "seek-none"
    };
    send(ctx, Reply::private(lang.text(id))).await
}

/// The players seeking a game now.
#[poise::command(slash_command, rename = "list")]
pub async fn seek_list(ctx: Context<'_>) -> Result<(), Error> {
    let lang = member_lang(ctx);
    let listing = ctx.data().service.open_seeks(LISTED_SEEKS);
    let (seeks, count, names) = Deferral::slash(ctx).in_time(listing).await?;
    if seeks.is_empty() {
        return send(ctx, Reply::private(lang.text("seek-list-empty"))).await;
    }
    let mut text = lang.format("seek-list-title", &[("count", count.into())]);
    for s in &seeks {
        // Only players listed on the global ladder are named.
        let name = names
            .get(&s.user)
            .map_or_else(|| lang.text("seek-unlisted"), |n| escape(n));
        text.push('\n');
        text.push_str(&s.line(lang, name, relative_time(s.since)));
    }
    send(ctx, Reply::private(text)).await
}

/// Block a player everywhere: no games, challenges or pairings with them.
#[poise::command(slash_command)]
pub async fn block(
    ctx: Context<'_>,
    user: serenity::User,
    lift: Option<bool>,
) -> Result<(), Error> {
    let lang = member_lang(ctx);
    let (me, them) = (author_of(ctx), UserId(user.id.get()));
    let change = if lift.unwrap_or(false) {
        Blocking::Lift
    } else {
        Blocking::Block
    };
    let blocking = ctx.data().service.block(me, them, change);
    Deferral::slash(ctx).in_time(blocking).await?;
    let id = if change == Blocking::Block {
        "block-done"
    } else {
        "block-lifted"
    };
    let reply = Reply::private(lang.format(id, &[("player", mention(them).into())]));
    send(ctx, reply).await
}
