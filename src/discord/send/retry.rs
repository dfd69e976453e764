//! Discord's 429: a request rate-limited is tried once more after a pause;
//! an interaction Discord has forgotten is recognised, for the answer to go
//! to the channel instead.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::discord::codes;

/// How long to wait before the one retry of a rate-limited request. Behind a
/// proxy (`DISCORD_PROXY_URL`) the proxy owns the limits and a 429 is rare;
/// its `retry_after` doesn't reach us through serenity, so the pause is fixed,
/// and short enough to stay inside an interaction's three seconds.
pub(super) const RATE_LIMIT_PAUSE: Duration = Duration::from_millis(750);

/// Runs `request`, and once more after a pause if Discord answered 429.
pub(super) async fn retrying_rate_limit<T, F: Future<Output = Result<T, serenity::Error>>>(
    what: &str,
    mut request: impl FnMut() -> F,
) -> Result<T, serenity::Error> {
    match request().await {
        Err(e) if codes::of(&e).is_some_and(|(status, _)| status == 429) => {
            tracing::warn!(what, "rate limited by Discord; retrying once");
            tokio::time::sleep(RATE_LIMIT_PAUSE).await;
            request().await
        }
        other => other,
    }
}

/// Whether Discord no longer knows the interaction or message being answered
/// (unknown interaction, webhook or message): the answer can still go to the
/// channel as a plain message.
pub(super) fn answer_lost(e: &serenity::Error) -> bool {
    codes::of(e).is_some_and(|(status, error)| {
        status == 404
            && matches!(
                error,
                codes::UNKNOWN_MESSAGE | codes::UNKNOWN_WEBHOOK | codes::UNKNOWN_INTERACTION
            )
    })
}
