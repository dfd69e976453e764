//! The Activity's settings: where its server listens, the secret its
//! sign-in needs, and the signal that stops it.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// Where the Activity's server listens, and the secret its sign-in needs.
#[derive(Clone)]
pub struct ActivityConfig {
    pub addr: SocketAddr,
    /// The application's OAuth2 client secret (`DISCORD_CLIENT_SECRET`).
    pub client_secret: String,
    /// How long Discord's word that a user is in an instance holds: a user
    /// who left is refused, and their live views closed, within this.
    pub recheck: Duration,
    /// Stops the server and closes its live views, as the process ending would.
    pub stop: StopSignal,
}

impl ActivityConfig {
    /// How long Discord's word on an instance's users holds by default.
    pub const RECHECK: Duration = Duration::from_secs(30);

    pub fn new(addr: SocketAddr, client_secret: String) -> ActivityConfig {
        ActivityConfig {
            addr,
            client_secret,
            recheck: ActivityConfig::RECHECK,
            stop: StopSignal::default(),
        }
    }
}

impl std::fmt::Debug for ActivityConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ActivityConfig")
            .field("addr", &self.addr)
            .field("client_secret", &"<redacted>")
            .field("recheck", &self.recheck)
            .finish_non_exhaustive()
    }
}

/// Tells a running Activity server to stop (the process ending, a test
/// restarting it).
#[derive(Clone, Debug)]
pub struct StopSignal(Arc<tokio::sync::watch::Sender<bool>>);

impl Default for StopSignal {
    fn default() -> StopSignal {
        StopSignal(Arc::new(tokio::sync::watch::Sender::new(false)))
    }
}

impl StopSignal {
    pub fn stop(&self) {
        self.0.send_replace(true);
    }

    /// Ends once [`StopSignal::stop`] is called.
    pub(crate) fn stopped(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut told = self.0.subscribe();
        async move {
            let _ = told.wait_for(|&stop| stop).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_never_reaches_debug_output() {
        let config =
            ActivityConfig::new(([127, 0, 0, 1], 8787).into(), "client-secret-value".into());
        let shown = format!("{config:?} {config:#?}");
        assert!(!shown.contains("client-secret-value"), "{shown}");
        assert!(shown.contains("<redacted>") && shown.contains("8787"));
    }
}
