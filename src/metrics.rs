//! Prometheus metrics and the health check, served over HTTP when
//! `KONANE_METRICS_ADDR` is set: `GET /metrics` and `GET /healthz`.
//!
//! Every metric is named here, once, behind a function: the service, the AI and
//! the bot record through these, and with no recorder installed (metrics off)
//! each call does nothing.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// How an interaction ended: answered, or failed with an internal error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Answered,
    Failed,
}

impl Outcome {
    fn label(self) -> &'static str {
        match self {
            Outcome::Answered => "answered",
            Outcome::Failed => "failed",
        }
    }
}

/// An interaction handled: which command (or "button", "menu"), how it
/// ended, and how long after Discord created it the answer was done.
pub fn interaction(command: &str, outcome: Outcome, latency: Duration) {
    metrics::counter!("konane_interactions_total", "command" => command.to_string(), "outcome" => outcome.label())
        .increment(1);
    metrics::histogram!("konane_reply_seconds").record(latency.as_secs_f64());
}

/// A move committed to the database.
pub fn move_committed() {
    metrics::counter!("konane_moves_committed_total").increment(1);
}

/// A search waiting for an AI thread, counted in the queue depth until dropped
/// (also when its caller gives up waiting).
pub struct AiQueued(());

impl AiQueued {
    pub fn enter() -> AiQueued {
        metrics::gauge!("konane_ai_queue_depth").increment(1.0);
        AiQueued(())
    }
}

impl Drop for AiQueued {
    fn drop(&mut self) {
        metrics::gauge!("konane_ai_queue_depth").decrement(1.0);
    }
}

/// A search on an AI thread: counted in `konane_ai_searches_running` until
/// dropped, when its time goes into `konane_ai_search_seconds`.
pub struct AiSearch(std::time::Instant);

impl AiSearch {
    pub fn start() -> AiSearch {
        metrics::gauge!("konane_ai_searches_running").increment(1.0);
        AiSearch(std::time::Instant::now())
    }
}

impl Drop for AiSearch {
    fn drop(&mut self) {
        metrics::gauge!("konane_ai_searches_running").decrement(1.0);
        metrics::histogram!("konane_ai_search_seconds").record(self.0.elapsed().as_secs_f64());
    }
}

/// How late the scheduler's latest look at due work started.
pub fn scheduler_lag(lag: Duration) {
    metrics::gauge!("konane_scheduler_lag_seconds").set(lag.as_secs_f64());
}

/// The gateway shards of this process that are connected.
pub fn shards_connected(count: usize) {
    metrics::gauge!("konane_shards_connected").set(count as f64);
}

/// A request to Discord tried again after a 429 or a failure on its side.
pub fn discord_retry(what: &'static str) {
    metrics::counter!("konane_discord_retries_total", "request" => what).increment(1);
}

/// A request to Discord given up after its last try.
pub fn discord_gave_up(what: &'static str) {
    metrics::counter!("konane_discord_gave_up_total", "request" => what).increment(1);
}

/// A database call that failed (not a guarded update that found the game moved on).
pub fn database_error() {
    metrics::counter!("konane_database_errors_total").increment(1);
}

/// A live view of the Activity's page, open: counted in
/// `konane_activity_live_views` until dropped.
pub struct LiveView(());

impl LiveView {
    pub fn open() -> LiveView {
        metrics::gauge!("konane_activity_live_views").increment(1.0);
        LiveView(())
    }
}

impl Drop for LiveView {
    fn drop(&mut self) {
        metrics::gauge!("konane_activity_live_views").decrement(1.0);
    }
}

/// A request to the Activity's server answered, by its status code.
pub fn activity_request(status: u16) {
    metrics::counter!("konane_activity_requests_total", "status" => status.to_string())
        .increment(1);
}

/// Seconds: replies, searches.
const BUCKETS: &[f64] = &[
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// The process's recorder, installed on first use.
///
/// # Errors
/// Another metrics recorder is installed already.
pub fn recorder() -> anyhow::Result<PrometheusHandle> {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    if let Some(handle) = HANDLE.get() {
        return Ok(handle.clone());
    }
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), BUCKETS)?
        .install_recorder()?;
    Ok(HANDLE.get_or_init(|| handle).clone())
}

/// What `/healthz` checks, looked at on each request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Health {
    /// `None` while the database is still being opened.
    pub database_answers: Option<bool>,
    pub gateway: GatewayHealth,
    pub activity: ActivityHealth,
}

/// This process's Activity server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActivityHealth {
    /// Not served here (no `DISCORD_CLIENT_SECRET`).
    Absent,
    /// The page is served; its API waits for Discord to say who the bot is.
    Waiting,
    /// The page and its API answer.
    Answers,
}

/// This process's gateway to Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GatewayHealth {
    /// The process runs none: it serves the Activity alone.
    Absent,
    /// Discord has not answered yet: the client is being built.
    Connecting,
    /// The shards of this process that are connected.
    Shards(usize),
}

impl Health {
    /// Healthy while the database answers, where the process runs a
    /// gateway at least one shard is connected, and where it serves the
    /// Activity its API answers.
    pub fn is_healthy(self) -> bool {
        let gateway = match self.gateway {
            GatewayHealth::Absent => true,
            GatewayHealth::Connecting => false,
            GatewayHealth::Shards(connected) => connected > 0,
        };
        self.database_answers == Some(true) && gateway && self.activity != ActivityHealth::Waiting
    }

    /// The health in words: "database answers, gateway: connecting".
    pub fn describe(self) -> String {
        let database = match self.database_answers {
            None => "opening",
            Some(true) => "answers",
            Some(false) => "does not answer",
        };
        let gateway = match self.gateway {
            GatewayHealth::Absent => "none (the Activity alone)".to_owned(),
            GatewayHealth::Connecting => "connecting".to_owned(),
            GatewayHealth::Shards(1) => "1 shard connected".to_owned(),
            GatewayHealth::Shards(n) => format!("{n} shards connected"),
        };
        let activity = match self.activity {
            ActivityHealth::Absent => "",
            ActivityHealth::Waiting => ", activity: waiting for Discord",
            ActivityHealth::Answers => ", activity: answers",
        };
        format!("database {database}, gateway: {gateway}{activity}")
    }
}

/// Looks at the process's health.
pub type HealthCheck = Arc<dyn Fn() -> Pin<Box<dyn Future<Output = Health> + Send>> + Send + Sync>;

/// Serves `/metrics` and `/healthz` on `listener` until the process ends.
pub async fn serve(listener: TcpListener, handle: PrometheusHandle, check: HealthCheck) {
    loop {
        let (stream, _) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                tracing::warn!(error = %e, "the metrics listener failed to accept");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let (handle, check) = (handle.clone(), Arc::clone(&check));
        tokio::spawn(async move {
            if let Err(e) = answer(stream, &handle, &check).await {
                tracing::debug!(error = %e, "a metrics request failed");
            }
        });
    }
}

/// The most of a request this server reads: a request line and a few headers.
const MAX_REQUEST: usize = 8 * 1024;

async fn answer(
    mut stream: TcpStream,
    handle: &PrometheusHandle,
    check: &HealthCheck,
) -> std::io::Result<()> {
    let mut request = Vec::with_capacity(512);
    let mut buf = [0u8; 1024];
    let read = tokio::time::timeout(Duration::from_secs(5), async {
        while !request.windows(4).any(|w| w == b"\r\n\r\n") && request.len() < MAX_REQUEST {
            let n = stream.read(&mut buf).await?;
            if n == 0 {
                break;
            }
            request.extend_from_slice(&buf[..n]);
        }
        std::io::Result::Ok(())
    })
    .await;
    if !matches!(read, Ok(Ok(()))) {
        return Ok(());
    }
    let line = request.split(|&b| b == b'\r').next().unwrap_or_default();
    let line = String::from_utf8_lossy(line);
    let mut words = line.split(' ');
    let (method, path) = (
        words.next().unwrap_or_default(),
        words.next().unwrap_or_default(),
    );
    let (status, content_type, body) = match (method, path) {
        ("GET", "/metrics") => {
            if let GatewayHealth::Shards(connected) = check().await.gateway {
                shards_connected(connected);
            }
            ("200 OK", "text/plain; version=0.0.4", handle.render())
        }
        ("GET", "/healthz") => {
            let health = check().await;
            if health.is_healthy() {
                (
                    "200 OK",
                    "text/plain",
                    format!("ok: {}\n", health.describe()),
                )
            } else {
                (
                    "503 Service Unavailable",
                    "text/plain",
                    format!("unhealthy: {}\n", health.describe()),
                )
            }
        }
        ("GET", _) => (
            "404 Not Found",
            "text/plain",
            "try /metrics or /healthz\n".to_string(),
        ),
        _ => (
            "405 Method Not Allowed",
            "text/plain",
            "only GET\n".to_string(),
        ),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\ncontent-type: {content_type}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await?;
    stream.write_all(body.as_bytes()).await?;
    stream.shutdown().await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn live_views_count_while_open_and_answers_by_status() {
        let recorder = PrometheusBuilder::new().build_recorder();
        let handle = recorder.handle();
        let (while_open, after) = metrics::with_local_recorder(&recorder, || {
            let first = LiveView::open();
            let second = LiveView::open();
            drop(first);
            activity_request(429);
            activity_request(429);
            let while_open = handle.render();
            drop(second);
            (while_open, handle.render())
        });
        assert!(after.contains("konane_activity_live_views 0"), "{after}");
        let scraped = while_open;
        assert!(
            scraped.contains("konane_activity_live_views 1"),
            "{scraped}"
        );
        assert!(
            scraped.contains(r#"konane_activity_requests_total{status="429"} 2"#),
            "{scraped}"
        );
    }

    #[test]
    fn an_activity_waiting_for_discord_is_unhealthy_and_said() {
        let health = Health {
            database_answers: Some(true),
            gateway: GatewayHealth::Absent,
            activity: ActivityHealth::Waiting,
        };
        assert!(!health.is_healthy());
        assert!(health.describe().ends_with("activity: waiting for Discord"));
        let answering = Health {
            activity: ActivityHealth::Answers,
            ..health
        };
        assert!(answering.is_healthy());
    }
}
