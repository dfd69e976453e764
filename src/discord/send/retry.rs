//! Discord's bad answers, handled in one place: a request failed on
//! Discord's side (5xx, a dropped connection) is tried again, a bounded
//! number of times, where trying again can't double it; an interaction
//! Discord has forgotten is recognised, for the answer to go to the channel
//! instead. A 429 is waited out where requests leave the process (serenity's
//! rate limiter, or behind a proxy our gate), so one reaching here is final.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::discord::codes;

/// Tries in all, the first included.
const ATTEMPTS: u32 = 3;
/// The first pause after a failure on Discord's side; it doubles each time.
const BACKOFF: Duration = Duration::from_millis(150);

/// What a request does, which decides whether a failed one may be tried again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// An interaction's first response: Discord takes one only, and refuses
    /// a second ("already acknowledged") if the first got through.
    Response,
    /// Reads, edits, deletes, and channel messages with an enforced nonce:
    /// done twice is the same as done once.
    Idempotent,
    /// A new message Discord can't recognise when sent again (a follow-up):
    /// after a 5xx it may exist already, so it is not tried again.
    Create,
}

/// Whether a failed request may be tried again: `answer` is Discord's
/// status and JSON code, `None` where no answer came (a dropped connection,
/// a timeout).
fn worth_retrying(answer: Option<(u16, isize)>, kind: Kind) -> bool {
    match answer {
        // Waited out and tried again already, by serenity's rate limiter or,
        // behind a proxy, by our gate (src/discord/gate.rs): this is the give-up.
        Some((429, _)) => false,
        Some((status, _)) => status >= 500 && kind != Kind::Create,
        None => kind != Kind::Create,
    }
}

/// Discord's answer to a request that failed on the way there or back;
/// `None` for a mistake of ours (a body that didn't build), never retried.
fn answer_of(e: &serenity::Error) -> Option<Option<(u16, isize)>> {
    match (codes::of(e), e) {
        (Some(answer), _) => Some(Some(answer)),
        (None, serenity::Error::Http(_)) => Some(None),
        (None, _) => None,
    }
}

/// Runs `request`, and again after a pause while Discord answers 5xx
/// where `kind` allows, up to [`ATTEMPTS`] tries; giving up is logged and
/// counted.
pub(super) async fn retrying<T, F: Future<Output = Result<T, serenity::Error>>>(
    what: &'static str,
    kind: Kind,
    mut request: impl FnMut() -> F,
) -> Result<T, serenity::Error> {
    let mut attempt = 1;
    loop {
        let e = match request().await {
            Ok(done) => return Ok(done),
            Err(e) => e,
        };
        if !answer_of(&e).is_some_and(|answer| worth_retrying(answer, kind)) {
            return Err(e);
        }
        if attempt == ATTEMPTS {
            tracing::warn!(what, error = %e, attempts = ATTEMPTS, "Discord kept failing; giving up");
            crate::metrics::discord_gave_up(what);
            return Err(e);
        }
        let backoff = BACKOFF * 2u32.pow(attempt - 1) + jitter();
        tracing::warn!(what, error = %e, attempt, "Discord failed; trying again");
        crate::metrics::discord_retry(what);
        tokio::time::sleep(backoff).await;
        attempt += 1;
    }
}

/// Up to 100 ms, so that requests failed together aren't tried again together.
fn jitter() -> Duration {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |t| t.subsec_nanos());
    Duration::from_millis(u64::from(nanos % 100))
}

/// Whether Discord no longer knows the interaction or message being answered
/// (unknown interaction, webhook or message): the answer can still go to the
/// channel as a plain message.
pub(crate) fn answer_lost(e: &serenity::Error) -> bool {
    codes::of(e).is_some_and(|(status, error)| {
        status == 404
            && matches!(
                error,
                codes::UNKNOWN_MESSAGE | codes::UNKNOWN_WEBHOOK | codes::UNKNOWN_INTERACTION
            )
    })
}

/// Whether Discord rate-limited the request to the end (429 after every wait).
pub(crate) fn is_rate_limited(e: &serenity::Error) -> bool {
    codes::of(e).is_some_and(|(status, _)| status == 429)
}

/// Whether a response tried again was refused because an earlier try got
/// through after all (its answer was lost on the way back).
pub(super) fn answered_already(e: &serenity::Error) -> bool {
    codes::of(e)
        .is_some_and(|(status, error)| status == 400 && error == codes::ALREADY_ACKNOWLEDGED)
}

/// After Discord failed an answer whose work is stored: the message that
/// shows it, if one does. `read` reads the original response back: an
/// answer there was shown after all; a deferral's "thinking…" there is
/// filled with the answer by `fill`, an edit that can be tried again
/// safely. `None` where there is neither (the answer goes to the channel).
pub(super) async fn shown_after_failure<R, F>(
    read: impl FnOnce() -> R,
    fill: impl FnMut() -> F,
) -> Option<serenity::MessageId>
where
    R: Future<Output = Result<serenity::Message, serenity::Error>>,
    F: Future<Output = Result<serenity::Message, serenity::Error>>,
{
    let original = read().await.ok()?;
    let thinking = original
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::LOADING));
    if !thinking {
        return Some(original.id);
    }
    let filled = retrying("a thinking… filled", Kind::Idempotent, fill).await;
    filled
        .inspect_err(|e| tracing::warn!(error = %e, "filling a thinking… failed"))
        .ok()
        .map(|m| m.id)
}

/// Whether Discord failed on its side: the request may or may not have done
/// its work.
pub(crate) fn failed_on_discords_side(e: &serenity::Error) -> bool {
    codes::of(e).map_or(matches!(e, serenity::Error::Http(_)), |(status, _)| {
        status >= 500
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_cant_be_doubled_is_tried_again_after_a_server_error() {
        assert!(worth_retrying(Some((500, 0)), Kind::Idempotent));
        assert!(worth_retrying(Some((502, -1)), Kind::Response));
        assert!(worth_retrying(None, Kind::Response));
        assert!(!worth_retrying(Some((500, 0)), Kind::Create));
        assert!(!worth_retrying(None, Kind::Create));
        assert!(!worth_retrying(Some((429, 0)), Kind::Create));
        assert!(!worth_retrying(Some((403, 50013)), Kind::Idempotent));
    }

    #[tokio::test]
    async fn a_request_is_tried_a_bounded_number_of_times() {
        use std::sync::atomic::{AtomicU32, Ordering::SeqCst};
        // No answer at all: tried again, three times in all.
        let no_answer = || serenity::Error::Http(serenity::HttpError::InvalidWebhook);
        let tries = AtomicU32::new(0);
        let result: Result<(), _> = retrying("a test", Kind::Idempotent, || {
            tries.fetch_add(1, SeqCst);
            async { Err(no_answer()) }
        })
        .await;
        assert!(result.is_err());
        assert_eq!(tries.load(SeqCst), ATTEMPTS);
        let tries = AtomicU32::new(0);
        let second_time_lucky = retrying("a test", Kind::Response, || {
            let n = tries.fetch_add(1, SeqCst);
            async move { if n == 0 { Err(no_answer()) } else { Ok(n) } }
        })
        .await;
        assert_eq!(second_time_lucky.ok(), Some(1));
        // A new message is never sent twice after a failure.
        let tries = AtomicU32::new(0);
        let _: Result<(), _> = retrying("a test", Kind::Create, || {
            tries.fetch_add(1, SeqCst);
            async { Err(no_answer()) }
        })
        .await;
        assert_eq!(tries.load(SeqCst), 1);
    }
}
