//! The one place a refusal becomes an answer: a [`ServiceError`] from any
//! handler, in the member's language, privately (as realworld-axum-sqlx's
//! `IntoResponse` renders an error for HTTP); poise's own refusals (a
//! command used where it can't run); and our failures, logged and answered
//! with one generic message.

use super::context::{Context, Data, Error, member_lang, since_created};
use super::reply::{Reply, mention};
use super::send::send;
use crate::game::ServiceError;
use crate::i18n::Lang;

/// A refusal as a private reply in `lang`, players shown as mentions;
/// internal failures are logged, and say no more than their kind.
pub(crate) fn service_error(e: ServiceError, lang: Lang) -> Reply {
    if !e.is_user_error() {
        tracing::error!(error = %format!("{e:#}"), source = ?std::error::Error::source(&e), "service failure");
    }
    Reply::private(e.message(lang, mention))
}

/// A refusal after a public deferral, which fixed the answer as public.
pub(crate) fn public_error(e: ServiceError, lang: Lang) -> Reply {
    let private = service_error(e, lang);
    Reply::public(private.content)
}

/// Answers what poise hands back: a command that failed, or one used where
/// it can't run.
pub(crate) async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
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

/// Tells the member privately why their command can't run here.
async fn refuse(ctx: Context<'_>, why: &str) {
    if let Err(e) = send(ctx, Reply::private(member_lang(ctx).text(why))).await {
        tracing::warn!(error = %e, "telling the user about a refusal failed");
    }
}
