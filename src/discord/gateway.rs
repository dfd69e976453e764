//! This process's gateway as the health check sees it: connecting from the
//! start, until the client is built (which asks Discord first) and a shard
//! connects; and the log's word when Discord stays silent.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// How long the gateway may stay unconnected before the log names it, and
/// then how often it says so again.
const SILENCE_NAMED_AFTER: Duration = Duration::from_secs(10);
const SILENCE_NAMED_EVERY: Duration = Duration::from_secs(60);

/// The gateway's shards, once the client holds them.
#[derive(Clone, Default)]
pub struct Gateway(Arc<Mutex<Option<Arc<serenity::ShardManager>>>>);

impl std::fmt::Debug for Gateway {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gateway").finish_non_exhaustive()
    }
}

impl Gateway {
    pub(crate) fn started(&self, shards: Arc<serenity::ShardManager>) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(shards);
    }

    fn shards(&self) -> Option<Arc<serenity::ShardManager>> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// The shards of this process connected now; `None` while the client
    /// is still being built (Discord not yet answering).
    pub async fn shards_connected(&self) -> Option<usize> {
        let shards = self.shards()?;
        let runners = shards.runners.lock().await;
        Some(
            runners
                .values()
                .filter(|runner| runner.stage == serenity::ConnectionStage::Connected)
                .count(),
        )
    }

    /// Stops the shards (the client's run then returns); a gateway not yet
    /// started stops when its client would have.
    pub async fn shut_down(&self) {
        if let Some(shards) = self.shards() {
            shards.shutdown_all().await;
        }
    }

    /// Says in the log, within [`SILENCE_NAMED_AFTER`] and every
    /// [`SILENCE_NAMED_EVERY`] after, that no shard has connected yet.
    pub(crate) async fn name_silence(self) {
        tokio::time::sleep(SILENCE_NAMED_AFTER).await;
        let mut waited = SILENCE_NAMED_AFTER;
        while self.shards_connected().await.unwrap_or(0) == 0 {
            let stage = if self.shards().is_some() {
                "its gateway has not connected"
            } else {
                "it has not answered the first request"
            };
            tracing::warn!(
                ?waited,
                "Discord is not answering: {stage}; check the network and DISCORD_PROXY_URL"
            );
            tokio::time::sleep(SILENCE_NAMED_EVERY).await;
            waited += SILENCE_NAMED_EVERY;
        }
    }
}
