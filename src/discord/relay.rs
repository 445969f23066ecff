//! The rate-limit relay used with `api_base_url`.
//!
//! serenity honours the proxy only with its ratelimiter off, and then a `429 Too Many Requests`
//! comes back to us as a plain error: serenity keeps neither the `Retry-After` header nor the
//! body's `retry_after`, so the adapter cannot even tell how long to wait, and the reply would be
//! lost. So in proxy mode serenity talks to this relay on 127.0.0.1, which forwards every REST
//! call unchanged to `api_base_url` and, on a 429, waits as long as the answer says and sends the
//! call again — a bounded number of times. Every write (posts, edits, interaction responses,
//! followups, deletes, command registration, poise's own calls) goes through it. A call that is
//! still refused after that is logged as an error naming the route, and its 429 reaches the
//! caller, which logs what was lost: never silence.

use http_body_util::{BodyExt as _, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tracing::{error, warn};

/// How many times one call is sent at most (the first time and the retries).
pub const MAX_ATTEMPTS: usize = 5;
/// The longest single wait the relay accepts; a longer `retry_after` (a global or a day-long
/// limit) is not waited out: the call fails at once, loudly.
pub const MAX_WAIT: Duration = Duration::from_secs(30);
/// The wait when a 429 says nothing about how long (Discord always does).
const DEFAULT_WAIT: Duration = Duration::from_secs(1);

/// Starts the relay in front of `upstream` (e.g. `http://proxy:8080`) on an ephemeral port of
/// 127.0.0.1 and returns its base URL, to give serenity as its proxy. The relay runs as long
/// as the runtime does.
pub async fn start(upstream: &str) -> std::io::Result<String> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    let relay = Arc::new(Relay {
        upstream: upstream.trim_end_matches('/').to_owned(),
        client: reqwest::Client::new(),
    });
    tokio::spawn(async move {
        loop {
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(e) => {
                    warn!(error = %e, "the rate-limit relay could not accept a connection");
                    continue;
                }
            };
            let relay = Arc::clone(&relay);
            tokio::spawn(async move {
                let service = hyper::service::service_fn(move |req| {
                    let relay = Arc::clone(&relay);
                    async move { Ok::<_, Infallible>(relay.forward(req).await) }
                });
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                    .await;
            });
        }
    });
    Ok(format!("http://{addr}"))
}

struct Relay {
    upstream: String,
    client: reqwest::Client,
}

impl Relay {
    async fn forward(&self, req: Request<Incoming>) -> Response<Full<Bytes>> {
        let method = req.method().clone();
        let path = req
            .uri()
            .path_and_query()
            .map_or("/", |p| p.as_str())
            .to_owned();
        let mut headers = req.headers().clone();
        for hop in ["host", "connection", "content-length", "transfer-encoding"] {
            headers.remove(hop);
        }
        let body = match req.into_body().collect().await {
            Ok(b) => b.to_bytes(),
            Err(e) => return failure(StatusCode::BAD_REQUEST, &format!("unreadable body: {e}")),
        };
        let route = redact(&path);
        let url = format!("{}{path}", self.upstream);
        let mut attempt = 1;
        loop {
            let sent = self
                .client
                .request(method.clone(), &url)
                .headers(headers.clone())
                .body(body.clone())
                .send()
                .await;
            let answer = match sent {
                Ok(r) => r,
                Err(e) => {
                    error!(%method, %route, error = %e, "the Discord API (api_base_url) cannot be reached");
                    return failure(StatusCode::BAD_GATEWAY, "api_base_url cannot be reached");
                }
            };
            let status = answer.status();
            let answer_headers = answer.headers().clone();
            let answer_body = answer.bytes().await.unwrap_or_default();
            if status == StatusCode::TOO_MANY_REQUESTS {
                let wait = retry_after(&answer_headers, &answer_body);
                if attempt < MAX_ATTEMPTS && wait <= MAX_WAIT {
                    warn!(%method, %route, attempt, wait_ms = wait.as_millis() as u64, "Discord answered 429 (rate limited); sending again after the wait it asked for");
                    tokio::time::sleep(wait).await;
                    attempt += 1;
                    continue;
                }
                error!(%method, %route, attempts = attempt, wait_ms = wait.as_millis() as u64, "Discord kept answering 429 (rate limited): giving up on this call, what it carried is lost");
            }
            let mut response = Response::builder().status(status);
            for (name, value) in &answer_headers {
                if !matches!(
                    name.as_str(),
                    "connection" | "transfer-encoding" | "content-length"
                ) {
                    response = response.header(name, value);
                }
            }
            return response
                .body(Full::new(answer_body))
                .unwrap_or_else(|_| failure(StatusCode::BAD_GATEWAY, "unreadable answer"));
        }
    }
}

/// How long a 429 asks to wait: the body's exact `retry_after` (seconds, fractional), else the
/// `Retry-After` header (whole seconds), else `X-RateLimit-Reset-After`.
pub fn retry_after(headers: &reqwest::header::HeaderMap, body: &[u8]) -> Duration {
    let seconds = |s: f64| (s.is_finite() && s >= 0.0).then(|| Duration::from_secs_f64(s));
    let from_body = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.get("retry_after").and_then(serde_json::Value::as_f64))
        .and_then(seconds);
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok())
            .and_then(seconds)
    };
    from_body
        .or_else(|| header("retry-after"))
        .or_else(|| header("x-ratelimit-reset-after"))
        .unwrap_or(DEFAULT_WAIT)
}

/// The path with interaction and webhook tokens left out, for the log.
fn redact(path: &str) -> String {
    let path = path.split('?').next().unwrap_or(path);
    path.split('/')
        .map(|segment| {
            if segment.len() > 32 {
                "{token}"
            } else {
                segment
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// An answer serenity reads as a failed request, with Discord's error shape.
fn failure(status: StatusCode, message: &str) -> Response<Full<Bytes>> {
    let body = serde_json::json!({"message": message, "code": 0}).to_string();
    let mut r = Response::new(Full::new(Bytes::from(body)));
    *r.status_mut() = status;
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::{HeaderMap, HeaderValue};

    #[test]
    fn the_wait_is_the_bodys_exact_retry_after_then_the_headers() {
        let mut h = HeaderMap::new();
        h.insert("retry-after", HeaderValue::from_static("2"));
        h.insert("x-ratelimit-reset-after", HeaderValue::from_static("3.5"));
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 1.25, "global": false}"#;
        assert_eq!(retry_after(&h, body), Duration::from_millis(1250));
        assert_eq!(retry_after(&h, b"not json"), Duration::from_secs(2));
        h.remove("retry-after");
        assert_eq!(retry_after(&h, b""), Duration::from_millis(3500));
        assert_eq!(retry_after(&HeaderMap::new(), b""), DEFAULT_WAIT);
        let negative = br#"{"retry_after": -4}"#;
        assert_eq!(retry_after(&HeaderMap::new(), negative), DEFAULT_WAIT);
    }

    #[test]
    fn tokens_stay_out_of_the_log() {
        let token = "a".repeat(150);
        assert_eq!(
            redact(&format!(
                "/api/v10/interactions/123/{token}/callback?with_response=false"
            )),
            "/api/v10/interactions/123/{token}/callback"
        );
        assert_eq!(
            redact("/api/v10/channels/1100000000000000200/messages"),
            "/api/v10/channels/1100000000000000200/messages"
        );
    }
}
