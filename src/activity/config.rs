//! The Activity's settings: where its server listens, the secret its
//! sign-in needs, and the signal that stops it.

use std::future::Future;
use std::net::{IpAddr, SocketAddr};
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
    /// Reverse proxies whose `X-Forwarded-For` names the client
    /// (`KONANE_ACTIVITY_TRUSTED_PROXIES`, by default the loopback
    /// addresses); nobody else's is believed.
    pub trusted_proxies: Vec<IpAddr>,
    /// Stops the server and closes its live views, as the process ending would.
    pub stop: StopSignal,
    /// Set once the API answers (for `/healthz`).
    pub api_ready: ApiReady,
}

impl ActivityConfig {
    /// How long Discord's word on an instance's users holds by default.
    pub const RECHECK: Duration = Duration::from_secs(30);
    /// The proxies trusted by default: a reverse proxy on the same machine.
    pub const LOOPBACK: [IpAddr; 2] = [
        IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
        IpAddr::V6(std::net::Ipv6Addr::LOCALHOST),
    ];

    pub fn new(addr: SocketAddr, client_secret: String) -> ActivityConfig {
        ActivityConfig {
            addr,
            client_secret,
            recheck: ActivityConfig::RECHECK,
            trusted_proxies: ActivityConfig::LOOPBACK.to_vec(),
            stop: StopSignal::default(),
            api_ready: ApiReady::default(),
        }
    }
}

impl std::fmt::Debug for ActivityConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ActivityConfig")
            .field("addr", &self.addr)
            .field("client_secret", &"<redacted>")
            .field("recheck", &self.recheck)
            .field("trusted_proxies", &self.trusted_proxies)
            .finish_non_exhaustive()
    }
}

/// Whether the Activity's API answers yet: the page is served from the
/// start, its API once Discord has said who the bot is.
#[derive(Clone, Debug, Default)]
pub struct ApiReady(Arc<std::sync::atomic::AtomicBool>);

impl ApiReady {
    pub fn answers(&self) -> bool {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }

    pub(crate) fn set(&self) {
        self.0.store(true, std::sync::atomic::Ordering::Relaxed);
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
