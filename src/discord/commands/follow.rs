//! `/konane follow`: follow a game you don't play (or stop), or list the
//! games you follow here. The Follow button on a game's first board does
//! the same as `game:` alone.

use poise::serenity_prelude as serenity;

use crate::discord::choice::{Choice, FollowChoice};
use crate::discord::context::{Caller, Context, Data, Error, author_of, member_lang, place_of};
use crate::discord::reply::{Reply, mention};
use crate::discord::send::{Deferral, send};
use crate::game::{FollowNotices, ServiceError};
use crate::i18n::Lang;
use crate::values::{GameId, UserId};

/// Follow a game by direct message (or in its thread), or list those you follow.
#[poise::command(slash_command)]
pub async fn follow(
    ctx: Context<'_>,
    #[min = 1] game: Option<i64>,
    notices: Option<Choice<FollowChoice>>,
) -> Result<(), Error> {
    let lang = member_lang(ctx);
    let (place, me) = (place_of(ctx), author_of(ctx));
    let data = ctx.data();
    let deferral = Deferral::slash(ctx);
    let reply = match (game.map(GameId), notices.map(|Choice(c)| c)) {
        (None, _) => {
            let listing = data.service.followed_games(place.guild, me);
            let followed = deferral.in_time(listing).await?;
            Reply::private(followed_text(&followed, lang))
        }
        (Some(game), Some(FollowChoice::Stop)) => {
            deferral.in_time(data.service.unfollow(me, game)).await?;
            Reply::private(lang.format("follow-stopped", &[("game", game.to_string().into())]))
        }
        (Some(game), choice) => {
            let notices = match choice {
                Some(FollowChoice::Notices(notices)) => notices,
                _ => FollowNotices::EveryMove,
            };
            let following = async {
                let caller = Caller::of(ctx).await;
                follow_reply(ctx.http(), data, caller, game, notices).await
            };
            deferral.in_time(following).await?
        }
    };
    send(ctx, reply).await
}

/// The caller follows `game`: where the game has a thread of its own and
/// they follow every move, they are added to it, if the bot can.
pub(crate) async fn follow_reply(
    http: &serenity::Http,
    data: &Data,
    caller: Caller,
    game: GameId,
    notices: FollowNotices,
) -> Result<Reply, ServiceError> {
    let (user, lang) = (caller.user, caller.langs.member);
    let view = data
        .service
        .follow(caller.place, user, game, notices)
        .await?;
    let in_thread = notices == FollowNotices::EveryMove
        && view.place.parent.is_some()
        && add_to_thread(http, view.place.channel.0, user).await;
    if in_thread && let Err(e) = data.service.followed_in_thread(game, user).await {
        tracing::warn!(%game, error = %e, "recording a follower added to a thread failed");
    }
    let key = match (in_thread, notices) {
        (true, _) => "follow-added-thread",
        (false, FollowNotices::EveryMove) => "follow-added-moves",
        (false, FollowNotices::Result) => "follow-added-result",
    };
    Ok(Reply::private(
        lang.format(key, &[("game", game.to_string().into())]),
    ))
}

/// Adds `user` to thread `thread`; whether it worked (the server may have
/// taken the bot's thread permissions, and then direct messages do).
async fn add_to_thread(http: &serenity::Http, thread: u64, user: UserId) -> bool {
    let added = serenity::ChannelId::new(thread)
        .add_thread_member(http, serenity::UserId::new(user.0))
        .await;
    match added {
        Ok(()) => true,
        Err(e) => {
            tracing::info!(thread, error = %e, "adding a follower to a game's thread failed");
            false
        }
    }
}

/// The games a member follows here, one line each.
fn followed_text(followed: &[crate::game::Followed], lang: Lang) -> String {
    if followed.is_empty() {
        return lang.text("follow-list-empty");
    }
    let mut text = lang.text("follow-list-title");
    for f in followed {
        let how = match (f.in_thread, f.notices) {
            (true, _) => "thread",
            (false, FollowNotices::EveryMove) => "every-move",
            (false, FollowNotices::Result) => "result",
        };
        let player = |p: Option<UserId>| p.map(mention).unwrap_or_default();
        text.push('\n');
        text.push_str(&lang.format(
            "follow-list-line",
            &[
                ("game", f.game.id.to_string().into()),
                ("black", player(f.game.black).into()),
                ("white", player(f.game.white).into()),
                ("how", how.into()),
            ],
        ));
    }
    text
}
