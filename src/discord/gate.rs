//! The one door every REST request leaves by when the bot runs behind a
//! REST proxy (`DISCORD_PROXY_URL`). Serenity's own rate limiter is off
//! there and drops a 429's `retry_after` before our code sees it, so
//! serenity is pointed at this gate on 127.0.0.1, which forwards each
//! request to the proxy and, on a 429, waits the `retry_after` Discord
//! gave (holding every request while a global limit lasts) and sends it
//! again, a bounded number of times. A rate-limited request did nothing,
//! so sending it again can't double it, whatever it is.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::Context as _;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderName, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tokio::time::Instant;

/// Tries in all for a rate-limited request, the first included.
const ATTEMPTS: u32 = 3;
/// The longest `retry_after` waited; a longer one is handed back as the 429
/// it is, so no request hangs on a limit that outlasts any answer's use.
const MAX_WAIT: Duration = Duration::from_secs(5);
/// The largest body forwarded: Discord's own upload limit, with room.
const MAX_BODY: usize = 32 * 1024 * 1024;
/// The label the gate's retries and give-ups are counted under.
const COUNTED_AS: &str = "a rate-limited request";

struct Gate {
    upstream: String,
    client: reqwest::Client,
    /// While a global rate limit lasts, no request is sent before this.
    global_until: Mutex<Option<Instant>>,
}

/// Starts the gate in front of `upstream` (the proxy's URL) and returns the
/// URL to give serenity as its proxy.
///
/// # Errors
/// No local port to listen on, or the HTTP client failing to build.
pub(crate) async fn open(upstream: &str) -> anyhow::Result<String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .context("opening the local door to the REST proxy")?;
    let address = listener.local_addr()?;
    let gate = Arc::new(Gate {
        upstream: upstream.trim_end_matches('/').to_string(),
        client: reqwest::Client::builder()
            .build()
            .context("building the REST proxy's HTTP client")?,
        global_until: Mutex::new(None),
    });
    let app = axum::Router::new().fallback(forward).with_state(gate);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the door to the REST proxy closed");
        }
    });
    Ok(format!("http://{address}"))
}

async fn forward(State(gate): State<Arc<Gate>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(body, MAX_BODY).await else {
        return refusal(StatusCode::PAYLOAD_TOO_LARGE, "a request body too large");
    };
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{path}", gate.upstream);
    let headers = without_hop_headers(&parts.headers, &[header::HOST]);
    let mut attempt = 1;
    loop {
        gate.wait_for_global_limit().await;
        let sent = gate
            .client
            .request(parts.method.clone(), &url)
            .headers(headers.clone())
            .body(body.clone())
            .send()
            .await;
        let answer = match sent {
            Ok(answer) => answer,
            // No answer: serenity sees a 502, which the bot treats as a
            // failure on Discord's side (tried again only where safe).
            Err(e) => return refusal(StatusCode::BAD_GATEWAY, &format!("no answer: {e}")),
        };
        let status = answer.status();
        let headers = answer.headers().clone();
        let Ok(bytes) = answer.bytes().await else {
            return refusal(StatusCode::BAD_GATEWAY, "the answer was cut off");
        };
        if status != StatusCode::TOO_MANY_REQUESTS {
            return passed_back(status, &headers, bytes);
        }
        let limit = RateLimit::of(&headers, &bytes);
        if attempt == ATTEMPTS || limit.retry_after > MAX_WAIT {
            tracing::warn!(%url, ?limit, attempts = attempt, "rate limited; giving up");
            crate::metrics::discord_gave_up(COUNTED_AS);
            return passed_back(status, &headers, bytes);
        }
        tracing::info!(%url, ?limit, attempt, "rate limited; waiting to try again");
        crate::metrics::discord_retry(COUNTED_AS);
        if limit.global {
            gate.hold_all_until(Instant::now() + limit.retry_after);
        }
        tokio::time::sleep(limit.retry_after).await;
        attempt += 1;
    }
}

impl Gate {
    async fn wait_for_global_limit(&self) {
        let until = *self.global_until.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(until) = until {
            tokio::time::sleep_until(until).await;
        }
    }

    fn hold_all_until(&self, until: Instant) {
        let mut held = self.global_until.lock().unwrap_or_else(|e| e.into_inner());
        *held = Some(held.map_or(until, |h| h.max(until)));
    }
}

/// What a 429 says: how long to wait, and whether the limit is the bot's
/// global one rather than a route's.
#[derive(Debug, PartialEq)]
struct RateLimit {
    retry_after: Duration,
    global: bool,
}

impl RateLimit {
    /// Read from the JSON body Discord sends (`retry_after` in seconds,
    /// `global`), else from its headers (`Retry-After`,
    /// `X-RateLimit-Reset-After`, `X-RateLimit-Global`); a 429 that says
    /// nothing waits a second.
    fn of(headers: &HeaderMap, body: &[u8]) -> RateLimit {
        let json: Option<serde_json::Value> = serde_json::from_slice(body).ok();
        let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let retry_after = json
            .as_ref()
            .and_then(|j| j["retry_after"].as_f64())
            .or_else(|| header("retry-after").and_then(|v| v.parse().ok()))
            .or_else(|| header("x-ratelimit-reset-after").and_then(|v| v.parse().ok()))
            .filter(|s: &f64| s.is_finite() && *s >= 0.0)
            .map_or(Duration::from_secs(1), Duration::from_secs_f64);
        let global = json.as_ref().is_some_and(|j| j["global"] == true)
            || header("x-ratelimit-global").is_some_and(|v| v.eq_ignore_ascii_case("true"));
        RateLimit {
            retry_after,
            global,
        }
    }
}

/// Headers that describe one hop of a connection, not the request or
/// answer, and are set again by whoever sends the next hop.
fn without_hop_headers(headers: &HeaderMap, also: &[HeaderName]) -> HeaderMap {
    let mut kept = headers.clone();
    for name in [
        header::CONNECTION,
        header::CONTENT_LENGTH,
        header::TRANSFER_ENCODING,
    ]
    .iter()
    .chain(also)
    {
        kept.remove(name);
    }
    kept
}

fn passed_back(status: StatusCode, headers: &HeaderMap, body: Bytes) -> Response {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    *response.headers_mut() = without_hop_headers(headers, &[]);
    response
}

/// An answer of the gate's own, shaped as Discord's errors are.
fn refusal(status: StatusCode, message: &str) -> Response {
    let body = serde_json::json!({"code": 0, "message": message});
    (status, axum::Json(body)).into_response()
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU32, Ordering::SeqCst};

    use super::*;

    #[test]
    fn a_429_says_how_long_to_wait_in_its_body_or_headers() {
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 1.5, "global": false}"#;
        let limit = RateLimit::of(&HeaderMap::new(), body);
        assert_eq!(limit.retry_after, Duration::from_millis(1500));
        assert!(!limit.global);
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", "2".parse().expect("a header"));
        headers.insert("x-ratelimit-global", "true".parse().expect("a header"));
        let limit = RateLimit::of(&headers, b"<html>rate limited</html>");
        assert_eq!(limit.retry_after, Duration::from_secs(2));
        assert!(limit.global);
        let nonsense = RateLimit::of(&HeaderMap::new(), br#"{"retry_after": -3}"#);
        assert_eq!(nonsense.retry_after, Duration::from_secs(1));
    }

    /// An upstream that answers `/limited` 429 (`retry_after` seconds,
    /// `global` or not) its first `limits` times, and anything else 200
    /// with the body it was sent; it counts the requests to each.
    struct Upstream {
        url: String,
        limited: Arc<AtomicU32>,
        other: Arc<AtomicU32>,
    }

    async fn upstream(retry_after: f64, global: bool, limits: u32) -> Upstream {
        let (limited, other) = (Arc::new(AtomicU32::new(0)), Arc::new(AtomicU32::new(0)));
        let counts = (Arc::clone(&limited), Arc::clone(&other));
        let app = axum::Router::new().fallback(move |request: Request| {
            let (limited, other) = (Arc::clone(&counts.0), Arc::clone(&counts.1));
            async move {
                if request.uri().path() != "/limited" {
                    other.fetch_add(1, SeqCst);
                    return (StatusCode::OK, request.into_body()).into_response();
                }
                if limited.fetch_add(1, SeqCst) < limits {
                    let body = serde_json::json!({
                        "message": "You are being rate limited.",
                        "retry_after": retry_after,
                        "global": global,
                    });
                    return (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response();
                }
                (StatusCode::OK, request.into_body()).into_response()
            }
        });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port");
        let url = format!("http://{}", listener.local_addr().expect("an address"));
        tokio::spawn(async move { axum::serve(listener, app).await });
        Upstream {
            url,
            limited,
            other,
        }
    }

    async fn post(gate: &str, path: &str) -> (u16, String) {
        let answer = reqwest::Client::new()
            .post(format!("{gate}{path}"))
            .body("a message")
            .send()
            .await
            .expect("the gate answers");
        let status = answer.status().as_u16();
        (status, answer.text().await.expect("a body"))
    }

    #[tokio::test]
    async fn a_rate_limited_request_waits_its_retry_after_and_goes_through_once() {
        let upstream = upstream(0.4, false, 2).await;
        let gate = open(&upstream.url).await.expect("the gate opens");
        let started = Instant::now();
        let answer = post(&gate, "/limited").await;
        assert_eq!(answer, (200, "a message".to_string()));
        assert!(
            started.elapsed() >= Duration::from_millis(800),
            "waited twice"
        );
        assert_eq!(upstream.limited.load(SeqCst), 3, "two 429s, then served");
    }

    #[tokio::test]
    async fn a_global_limit_holds_every_request_until_it_ends() {
        let upstream = upstream(0.6, true, 1).await;
        let gate = open(&upstream.url).await.expect("the gate opens");
        let started = Instant::now();
        let limited = tokio::spawn({
            let gate = gate.clone();
            async move { post(&gate, "/limited").await }
        });
        while upstream.limited.load(SeqCst) == 0 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        // Sent while the global limit lasts: held until it ends.
        let other = post(&gate, "/channels/1/messages").await;
        assert_eq!(other.0, 200);
        assert!(started.elapsed() >= Duration::from_millis(600), "not held");
        assert_eq!(limited.await.expect("a task").0, 200);
    }

    #[tokio::test]
    async fn a_limit_too_long_or_too_often_is_handed_back() {
        let upstream = upstream(30.0, false, 1).await;
        let gate = open(&upstream.url).await.expect("the gate opens");
        let started = Instant::now();
        assert_eq!(post(&gate, "/limited").await.0, 429);
        assert!(
            started.elapsed() < MAX_WAIT,
            "waited for a limit past the bound"
        );
        let upstream = self::upstream(0.05, false, u32::MAX).await;
        let gate = open(&upstream.url).await.expect("the gate opens");
        assert_eq!(post(&gate, "/limited").await.0, 429);
        assert_eq!(upstream.limited.load(SeqCst), ATTEMPTS);
        assert_eq!(upstream.other.load(SeqCst), 0);
    }
}
