//! Acknowledging an interaction early, when its answer needs thinking time
//! or the database is slow: Discord fails an interaction left unanswered
//! for three seconds.

use std::future::Future;
use std::sync::OnceLock;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};

use crate::discord::context::{Context, Languages};

/// How long an interaction's work may take before it is deferred. Discord
/// fails an interaction left unanswered for three seconds, and a write can
/// wait longer than that behind another process's lock on the database.
pub(super) const ANSWER_WITHIN: Duration = Duration::from_millis(1500);

/// Acknowledges an interaction early, when the answer needs thinking time
/// or the database is slow; the reply then arrives as a follow-up.
pub(crate) struct Deferral<'a> {
    to: Interaction<'a>,
    started: Instant,
    /// For a click: how it was deferred, once it is.
    deferred: OnceLock<Deferred>,
}

/// An interaction being answered: its deferral's clock, and the languages
/// of its answers.
#[derive(Clone, Copy)]
pub(crate) struct Answering<'a> {
    pub deferral: &'a Deferral<'a>,
    pub langs: Languages,
}

/// How a click was deferred.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Deferred {
    /// With a public "thinking…": the answer will be public.
    Thinking,
    /// Acknowledged without a message: the answer may be public or private.
    Acknowledged,
}

pub(super) enum Interaction<'a> {
    Slash(Context<'a>),
    Component {
        ctx: &'a serenity::Context,
        component: &'a ComponentInteraction,
    },
}

/// Marks a slash command deferred publicly, until its first reply (which
/// the deferral made public) is sent.
pub(super) struct DeferredPublicly;

impl<'a> Deferral<'a> {
    pub(crate) fn slash(ctx: Context<'a>) -> Deferral<'a> {
        Deferral {
            to: Interaction::Slash(ctx),
            started: Instant::now(),
            deferred: OnceLock::new(),
        }
    }

    pub(crate) fn component(
        ctx: &'a serenity::Context,
        component: &'a ComponentInteraction,
    ) -> Deferral<'a> {
        Deferral {
            to: Interaction::Component { ctx, component },
            started: Instant::now(),
            deferred: OnceLock::new(),
        }
    }

    /// Shows "thinking…" while the bot works out a public answer.
    pub(crate) async fn defer(&self) {
        self.defer_as(Deferred::Thinking).await;
    }

    /// Runs `work` and returns its answer, deferring the interaction if the
    /// work outlasts [`ANSWER_WITHIN`] from the interaction's arrival, so
    /// the answer still reaches the player.
    pub(crate) async fn in_time<T>(&self, work: impl Future<Output = T>) -> T {
        let mut work = std::pin::pin!(work);
        let deadline = tokio::time::Instant::from_std(self.started + ANSWER_WITHIN);
        match tokio::time::timeout_at(deadline, &mut work).await {
            Ok(answer) => answer,
            Err(_) => {
                tracing::info!("an interaction is slow to answer; deferring it");
                // A click's answer keeps its own visibility; a command's can't.
                self.defer_as(Deferred::Acknowledged).await;
                work.await
            }
        }
    }

    async fn defer_as(&self, how: Deferred) {
        let sent = match &self.to {
            Interaction::Slash(ctx) => {
                let first = match ctx {
                    poise::Context::Application(a) => {
                        !a.has_sent_initial_response.load(Ordering::SeqCst)
                    }
                    poise::Context::Prefix(_) => false,
                };
                if !first {
                    return;
                }
                ctx.set_invocation_data(DeferredPublicly).await;
                ctx.defer().await
            }
            Interaction::Component { ctx, component } => {
                // Once only: the first deferral stands.
                if self.deferred.set(how).is_err() {
                    return;
                }
                let response = if how == Deferred::Thinking {
                    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
                } else {
                    CreateInteractionResponse::Acknowledge
                };
                component.create_response(ctx, response).await
            }
        };
        if let Err(e) = sent {
            tracing::warn!(error = %e, "deferring an interaction failed");
        }
    }

    pub(super) fn deferred(&self) -> Option<Deferred> {
        self.deferred.get().copied()
    }
}
