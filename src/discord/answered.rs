//! What follows every answered interaction: its count in the metrics and,
//! where the bot only answers, the game ends the channel missed meanwhile
//! (as follow-ups). A command answered with a refusal counts as answered too.

use std::future::Future;

use super::context::{Context, Data, Error, languages_of, place_of, since_created};
use super::present::end_without_move_reply;
use super::reply::Reply;
use super::send;
use crate::i18n::Lang;
use crate::values::ChannelId;

/// After a slash command's answer: poise's `post_command`, and the end of
/// every refusal.
pub(crate) async fn after_command(ctx: Context<'_>) {
    crate::metrics::interaction(
        &ctx.command().qualified_name,
        crate::metrics::Outcome::Answered,
        since_created(ctx.id()),
    );
    let place = place_of(ctx);
    if place.answers_only {
        let lang = languages_of(ctx).await.public;
        let follow_up = |reply: Reply| async move { send::follow_up(ctx, &reply).await };
        tell_channel_notices(ctx.data(), place.channel, lang, follow_up).await;
    }
}

/// Tells, after an interaction's answer in a place where the bot only
/// answers, the game ends that happened there meanwhile (time forfeits the
/// players heard of by direct message): each a follow-up, taken once. At
/// most two per interaction, inside Discord's five follow-ups; the rest wait.
pub(crate) async fn tell_channel_notices<F, Fut>(
    data: &Data,
    channel: ChannelId,
    lang: Lang,
    follow_up: F,
) where
    F: Fn(Reply) -> Fut,
    Fut: Future<Output = Result<(), Error>>,
{
    const NOTICES_PER_INTERACTION: usize = 2;
    let ends = match data
        .service
        .take_channel_notices(channel, NOTICES_PER_INTERACTION)
        .await
    {
        Ok(ends) => ends,
        Err(e) => {
            tracing::warn!(error = %e, "finding game ends to tell failed");
            return;
        }
    };
    for (view, end) in ends {
        let reply = end_without_move_reply(data, &view, &end, lang).await;
        if let Err(e) = follow_up(reply).await {
            tracing::warn!(game = %view.id, error = %e, "telling a game's end failed");
        }
    }
}
