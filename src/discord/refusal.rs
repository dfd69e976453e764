//! The one place a refusal becomes an answer, as realworld-axum-sqlx's
//! `IntoResponse` renders an error for HTTP. Handlers return the service's
//! [`ServiceError`] with `?`: a slash command's reaches [`on_error`], a
//! click's the router, and both become [`refusal`]: the member's language,
//! privately, players named as mentions. poise's own refusals (a command
//! used where it can't run) are answered here too, and our failures are
//! logged and answered with one generic message.

use super::answered::after_command;
use super::context::{Context, Data, Error, languages_of, member_lang, since_created};
use super::reply::{Reply, mention};
use super::send::send;
use crate::game::ServiceError;
use crate::i18n::Lang;

/// A refusal everyone sees: after a public "thinking…", Discord makes the
/// answer public, so it is said in the channel's language.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub(crate) struct PublicRefusal(#[from] pub ServiceError);

/// `e` as a private reply in `lang`, players shown as mentions; failures
/// on our side are logged, and say no more than their kind.
pub(crate) fn refusal(e: &ServiceError, lang: Lang) -> Reply {
    if !e.is_user_error() {
        tracing::error!(error = %format!("{e:#}"), source = ?std::error::Error::source(e), "service failure");
    }
    Reply::private(e.message(lang, mention))
}

/// Answers what poise hands back: a command refused or failed, or one
/// used where it can't run.
pub(crate) async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            if let Some(refused) = error.downcast_ref::<ServiceError>() {
                answer(ctx, refusal(refused, member_lang(ctx))).await;
            } else if let Some(PublicRefusal(refused)) = error.downcast_ref::<PublicRefusal>() {
                let lang = languages_of(ctx).await.public;
                answer(ctx, Reply::public(refusal(refused, lang).content)).await;
            } else {
                failed(ctx, &error).await;
            }
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => refuse(ctx, "servers-only").await,
        poise::FrameworkError::CommandCheckFailed {
            ctx, error: None, ..
        } => refuse(ctx, "bot-not-in-server").await,
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "handling an error failed");
            }
        }
    }
}

/// Sends a refusal as the command's answer, then what follows every
/// answer (or, if Discord refuses it, what follows a failure).
async fn answer(ctx: Context<'_>, reply: Reply) {
    match send(ctx, reply).await {
        Ok(()) => after_command(ctx).await,
        Err(e) => failed(ctx, &e).await,
    }
}

/// A command that failed on our side: logged, counted, and the member told
/// so in one generic message.
async fn failed(ctx: Context<'_>, error: &Error) {
    tracing::error!(command = %ctx.command().qualified_name, shard = ctx.serenity_context().shard_id.0, error = %format!("{error:#}"), "command failed");
    crate::metrics::interaction(
        &ctx.command().qualified_name,
        crate::metrics::Outcome::Failed,
        since_created(ctx.id()),
    );
    let refusal = member_lang(ctx).text("error-internal");
    if let Err(e) = send(ctx, Reply::private(refusal)).await {
        tracing::warn!(error = %e, "telling the user about a failure failed");
    }
}

/// Tells the member privately why their command can't run here.
async fn refuse(ctx: Context<'_>, why: &str) {
    if let Err(e) = send(ctx, Reply::private(member_lang(ctx).text(why))).await {
        tracing::warn!(error = %e, "telling the user about a refusal failed");
    }
}
