//! A fake Discord (REST API + gateway) for end-to-end tests, listening on 127.0.0.1 only.
//!
//! The bot under test talks to it through serenity's own injection point and nothing else:
//!
//! ```ignore
//! mod support;
//! use support::fake_discord::*;
//!
//! let fake = FakeDiscord::start().await; // or start_with(FakeConfig { .. })
//! let http = HttpBuilder::new(fake.token()).proxy(fake.base_url()).ratelimiter_disabled(true).build();
//! let mut client = ClientBuilder::new_with_http(http, intents).framework(framework).await?;
//! tokio::spawn(async move { client.start().await });
//! fake.wait_identified().await;                       // READY + GUILD_CREATE were sent
//! fake.wait_for_request(|r| r.is("PUT", "/applications/*/commands"), DEFAULT_TIMEOUT).await;
//!
//! let alice = TestUser::new(1_200_000_000_000_000_001, "alice");
//! let ping = fake.slash_command(Some(fake.guild_id()), fake.channel_id(), &alice, "ping", json!([]));
//! fake.dispatch("INTERACTION_CREATE", ping.clone()); // panics if serenity can't parse it
//! let callback = fake.wait_for_callback(&ping).await;  // POST /interactions/{id}/{token}/callback
//! assert_eq!(callback.content(), Some("pong"));
//!
//! let mark = fake.mark();
//! fake.send_reconnect();                               // op 7
//! assert_eq!(fake.wait_session_start_since(&mark).await, SessionStart::Resumed);
//! fake.assert_no_violations();
//! ```
//!
//! Builders: [`FakeDiscord::slash_command`], [`FakeDiscord::autocomplete`],
//! [`FakeDiscord::button_click`], [`FakeDiscord::select_menu`], [`FakeDiscord::modal_submit`],
//! [`FakeDiscord::message_create`], [`FakeDiscord::guild_create`]. Gateway control:
//! [`FakeDiscord::dispatch`], [`FakeDiscord::send_reconnect`],
//! [`FakeDiscord::send_invalid_session`], [`FakeDiscord::close_connection`],
//! [`FakeDiscord::drop_connection`]. Records: [`FakeDiscord::requests`],
//! [`FakeDiscord::violations`], [`FakeDiscord::unknown_routes`], [`FakeDiscord::gateway_log`],
//! [`FakeDiscord::registered_commands`], [`FakeDiscord::message`].
//!
//! serenity 0.12 rewrites every REST URL by replacing `https://discord.com` with the proxy base,
//! so the fake serves `/api/v10/...`. The client asks `GET /api/v10/gateway` for the websocket
//! URL (and silently falls back to the real gateway if that fails, so the fake must answer it)
//! and connects to `{url}?v=10`. serenity 0.12 does not ask for `compress=zlib-stream`; it sends
//! `compress: true` in Identify, which means per-payload zlib: binary frames, each one a complete
//! zlib stream. The fake does exactly that for dispatches on connections that identified with
//! `compress: true` (and still speaks zlib-stream, sync-flushed, to a client that asks for it).
//!
//! Everything the fake dispatches is first parsed with serenity's own model types, and building
//! or dispatching an event serenity cannot parse panics: serenity itself would drop it with only
//! a log line, which makes a broken fixture look like a bot that ignores events.
//!
//! Every REST call is recorded (method, path, JSON body, multipart `payload_json` and
//! `files[n]`), answered the way Discord answers it, and checked against Discord's limits;
//! violations are recorded (see [`FakeDiscord::assert_no_violations`]) and answered with
//! Discord's 400 error, as Discord would. Unknown routes are recorded and answered 404.
//!
//! Waiting is event driven ([`FakeDiscord::wait_for_request`] and friends): no fixed sleeps,
//! every wait is bounded, and all tasks stop when the [`FakeDiscord`] is dropped.
//!
//! Shards (`fake_discord/shards.rs`): several clients may be connected at once, one session per
//! `shard: [id, total]` they identify with; each event goes to the session of its guild's shard
//! ([`FakeDiscord::dispatch_routed`] says where), and a client given
//! [`FakeDiscord::base_url_for`] as its API base is named in every request it makes.
#![allow(dead_code)] // each test binary uses a different part of this module

use std::collections::HashMap;
use std::convert::Infallible;
use std::fmt;
use std::io::Write as _;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use futures_util::{SinkExt as _, StreamExt as _};
use http_body_util::{BodyExt as _, Full};
use hyper::body::{Bytes, Incoming};
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use serenity::all::{ChannelId, GuildId, MessageId, UserId};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tokio::task::{JoinHandle, JoinSet};
use tokio_tungstenite::tungstenite::handshake::server::{
    ErrorResponse as WsErrorResponse, Request as WsRequest, Response as WsResponse,
};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

mod shards;
use shards::{
    dispatch_locked, end_sessions_replaced_by, guild_of_event, shard_of_conn, shard_of_identify,
    split_client,
};
#[allow(unused_imports)] // each test binary uses a different part of this module
pub use shards::{shard_of, Route, SessionInfo};

/// How long the `wait_*` helpers wait when no timeout is given.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(5);
/// The REST prefix serenity 0.12 uses (API v10).
pub const API_PREFIX: &str = "/api/v10";

/// The bot's user id; on current Discord applications it equals the application id.
pub const BOT_USER_ID: u64 = 1_100_000_000_000_000_001;
/// The application id, reported in READY and by `/oauth2/applications/@me`.
pub const APPLICATION_ID: u64 = BOT_USER_ID;
/// The application's owner (a human).
pub const OWNER_ID: u64 = 1_100_000_000_000_000_002;
/// The guild the default configuration puts the bot in.
pub const GUILD_ID: u64 = 1_100_000_000_000_000_100;
/// The text channel of the default guild.
pub const CHANNEL_ID: u64 = 1_100_000_000_000_000_200;

/// Discord's limits the fake enforces.
pub mod limits {
    pub const CONTENT: usize = 2000;
    pub const CUSTOM_ID: usize = 100;
    pub const ACTION_ROWS: usize = 5;
    pub const COMPONENTS_PER_ROW: usize = 5;
    pub const BUTTON_LABEL: usize = 80;
    pub const SELECT_OPTIONS: usize = 25;
    pub const SELECT_PLACEHOLDER: usize = 150;
    pub const SELECT_OPTION_TEXT: usize = 100;
    pub const EMBEDS: usize = 10;
    pub const EMBED_TITLE: usize = 256;
    pub const EMBED_DESCRIPTION: usize = 4096;
    pub const EMBED_FIELDS: usize = 25;
    pub const EMBED_FIELD_NAME: usize = 256;
    pub const EMBED_FIELD_VALUE: usize = 1024;
    pub const EMBED_FOOTER: usize = 2048;
    pub const EMBED_AUTHOR: usize = 256;
    pub const EMBED_TOTAL: usize = 6000;
    pub const AUTOCOMPLETE_CHOICES: usize = 25;
    pub const CHOICE_NAME: usize = 100;
    pub const CHOICE_STRING_VALUE: usize = 100;
    pub const COMMAND_NAME: usize = 32;
    pub const COMMAND_DESCRIPTION: usize = 100;
    pub const COMMAND_OPTIONS: usize = 25;
    pub const CHAT_INPUT_COMMANDS: usize = 100;
    pub const MODAL_TITLE: usize = 45;
    pub const TEXT_INPUT_LABEL: usize = 45;
    pub const THREAD_NAME: usize = 100;
    /// Default upload limit per file (also what interactions report as `attachment_size_limit`).
    pub const ATTACHMENT_BYTES: usize = 25 * 1024 * 1024;
}

// Gateway intent bits the fake looks at.
const INTENT_GUILDS: u64 = 1 << 0;
const INTENT_GUILD_MESSAGES: u64 = 1 << 9;
const INTENT_DIRECT_MESSAGES: u64 = 1 << 12;
const INTENT_MESSAGE_CONTENT: u64 = 1 << 15;

const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
const ALL_PERMISSIONS: &str = "2251799813685247";

// ---------------------------------------------------------------------------------------------
// Configuration and fixtures
// ---------------------------------------------------------------------------------------------

/// How the fake compresses gateway frames.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GatewayCompression {
    /// Do what the client asked for: zlib-stream if the URL says `compress=zlib-stream`,
    /// otherwise per-payload zlib for dispatches if Identify said `compress: true`.
    AsRequested,
    /// Always send plain text frames.
    Never,
}

/// A guild the bot is in from the start: listed (unavailable) in READY, then sent as
/// GUILD_CREATE right after it, as Discord does.
#[derive(Clone, Debug)]
pub struct FakeGuild {
    pub id: GuildId,
    pub name: String,
    /// Text channels: (id, name).
    pub channels: Vec<(ChannelId, String)>,
}

/// Configuration of a [`FakeDiscord`].
#[derive(Clone, Debug)]
pub struct FakeConfig {
    /// `heartbeat_interval` sent in Hello, in milliseconds.
    pub heartbeat_interval_ms: u64,
    pub compression: GatewayCompression,
    pub guilds: Vec<FakeGuild>,
    /// Emulate Discord's intent filtering: no MESSAGE_CREATE without GUILD_MESSAGES /
    /// DIRECT_MESSAGES, blank content without MESSAGE_CONTENT, no GUILD_CREATE without GUILDS.
    pub enforce_intents: bool,
    pub bot_name: String,
    /// Discord drops an interaction not answered within 3 seconds (the callback then fails
    /// with 10062 Unknown interaction): a bot that needs longer must defer. Measured from
    /// [`FakeDiscord::dispatch`]; `None` disables the check.
    pub interaction_ack_deadline: Option<Duration>,
    /// Whether the application may use the privileged Message Content intent (switched on in
    /// the developer portal). If not, an Identify asking for it is closed with 4014, as Discord
    /// does.
    pub message_content_allowed: bool,
}

impl Default for FakeConfig {
    fn default() -> Self {
        FakeConfig {
            heartbeat_interval_ms: 41_250,
            compression: GatewayCompression::AsRequested,
            guilds: vec![FakeGuild {
                id: GuildId::new(GUILD_ID),
                name: "Fake Shogi Club".to_owned(),
                channels: vec![(ChannelId::new(CHANNEL_ID), "general".to_owned())],
            }],
            enforce_intents: true,
            bot_name: "shogiban".to_owned(),
            interaction_ack_deadline: Some(Duration::from_secs(3)),
            message_content_allowed: true,
        }
    }
}

/// A (human, unless `bot`) user for building events.
#[derive(Clone, Debug)]
pub struct TestUser {
    pub id: UserId,
    pub name: String,
    pub bot: bool,
}

impl TestUser {
    pub fn new(id: u64, name: &str) -> Self {
        TestUser {
            id: UserId::new(id),
            name: name.to_owned(),
            bot: false,
        }
    }

    /// `<@id>`, as Discord writes a user mention in content.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }

    pub fn json(&self) -> Value {
        user_json(self.id.get(), &self.name, self.bot)
    }
}

// ---------------------------------------------------------------------------------------------
// What the fake records
// ---------------------------------------------------------------------------------------------

/// A file part of a multipart request.
#[derive(Clone)]
pub struct RecordedFile {
    /// The form field, e.g. `files[0]`.
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

impl fmt::Debug for RecordedFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RecordedFile")
            .field("field", &self.field)
            .field("filename", &self.filename)
            .field("content_type", &self.content_type)
            .field("len", &self.bytes.len())
            .finish()
    }
}

/// One REST call the bot made, with the fake's answer.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    /// Position in the request log (0-based).
    pub index: usize,
    pub method: String,
    /// The full path, e.g. `/api/v10/channels/1/messages`, without the query (and without the
    /// client's name, see [`Self::client`]).
    pub path: String,
    /// The client's name when it came through [`FakeDiscord::base_url_for`] (`/NAME/api/v10/…`):
    /// which bot process made the request.
    pub client: Option<String>,
    pub query: Option<String>,
    /// The JSON body, or `payload_json` of a multipart body; `Value::Null` if none.
    pub body: Value,
    /// Files of a multipart body.
    pub files: Vec<RecordedFile>,
    /// The status the fake answered with.
    pub status: u16,
    /// The JSON the fake answered with, if any.
    pub response: Option<Value>,
    /// True if no route of the fake matched (answered 404).
    pub unknown_route: bool,
}

impl RecordedRequest {
    /// The path without the `/api/v10` prefix.
    pub fn api_path(&self) -> &str {
        self.path.strip_prefix(API_PREFIX).unwrap_or(&self.path)
    }

    /// True if the method matches and the path matches `pattern`, which is relative to
    /// `/api/v10` and may use `*` for one path segment, e.g. `"/channels/*/messages"`.
    pub fn is(&self, method: &str, pattern: &str) -> bool {
        route_matches(&self.method, self.api_path(), method, pattern)
    }

    /// The message content the request sends: `content` of a message body, or of the
    /// `data` of an interaction callback.
    pub fn content(&self) -> Option<&str> {
        self.body
            .get("content")
            .or_else(|| self.body.get("data").and_then(|d| d.get("content")))
            .and_then(Value::as_str)
    }

    /// The callback type of an interaction callback (4 = message, 5 = deferred, 8 = autocomplete...).
    pub fn callback_type(&self) -> Option<u64> {
        self.body.get("type").and_then(Value::as_u64)
    }
}

/// Whether a request `have_method have_path` (relative to `/api/v10`) matches `method pattern`,
/// where `*` in the pattern stands for one path segment.
fn route_matches(have_method: &str, have_path: &str, method: &str, pattern: &str) -> bool {
    if !have_method.eq_ignore_ascii_case(method) {
        return false;
    }
    let want: Vec<&str> = pattern.trim_matches('/').split('/').collect();
    let have: Vec<&str> = have_path.trim_matches('/').split('/').collect();
    want.len() == have.len() && want.iter().zip(&have).all(|(w, h)| *w == "*" || w == h)
}

/// A broken Discord rule (or a fake bug), recorded for [`FakeDiscord::assert_no_violations`].
#[derive(Clone, Debug)]
pub struct Violation {
    /// The request that broke it (`"POST /api/v10/..."`), or the gateway connection.
    pub context: String,
    pub rule: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.context, self.rule)
    }
}

/// What happened on the gateway, in order.
#[derive(Clone, Debug)]
pub enum GatewayEntry {
    /// A websocket connection was opened; `query` is the URL query (serenity: `v=10`), `path`
    /// the URL path (`/`, or `/NAME` for a client whose REST base ends in `/NAME`, see
    /// [`FakeDiscord::base_url_for`]).
    Connected {
        conn: u64,
        query: String,
        path: String,
    },
    /// The client sent a payload with opcode `op`.
    Received { conn: u64, op: u64, d: Value },
    /// The fake sent a payload (`t`/`s` for dispatches); `compressed` if zlib was used; `shard`
    /// is the `[id, total]` of the session the connection identified or resumed, if any.
    Sent {
        conn: u64,
        shard: Option<[u64; 2]>,
        op: u64,
        t: Option<String>,
        s: Option<u64>,
        compressed: bool,
    },
    /// A dispatch was given its sequence number in the session of shard `[id, total]`, and
    /// queued on connection `conn` (`None`: kept for a Resume, the session being disconnected).
    Dispatched {
        shard: [u64; 2],
        conn: Option<u64>,
        t: String,
        s: u64,
    },
    /// A dispatch was not sent because the identified intents do not allow it.
    Suppressed { t: String, reason: String },
    /// The fake closed the connection with this close code (or dropped it, `code: None`).
    ClosedByServer { conn: u64, code: Option<u16> },
    /// The client closed the connection (close frame code, if any) or it went away.
    Disconnected { conn: u64, code: Option<u16> },
}

/// How a gateway session (re)started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SessionStart {
    /// Identify, answered with READY.
    Identified,
    /// Resume, answered with RESUMED.
    Resumed,
}

/// Channel permissions the fake can take away from the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permission {
    /// Without it, posting a message fails with 50013.
    SendMessages,
    /// Without it, a message with files fails with 50013.
    AttachFiles,
    /// Without it, creating a thread fails with 50013.
    CreatePublicThreads,
    /// Without it, deleting a thread (denied on the thread or on its parent) fails with 50013.
    ManageThreads,
}

/// A position in the fake's logs; `*_since` waits only look at what came after it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Mark {
    requests: usize,
    gateway: usize,
    violations: usize,
}

// ---------------------------------------------------------------------------------------------
// Internal state
// ---------------------------------------------------------------------------------------------

struct Shared {
    cfg: FakeConfig,
    token: String,
    http_addr: SocketAddr,
    gw_addr: SocketAddr,
    state: Mutex<State>,
    changed: watch::Sender<u64>,
}

enum Outgoing {
    Frame {
        text: String,
        op: u64,
        t: Option<String>,
        s: Option<u64>,
    },
    Close {
        code: u16,
        reason: String,
    },
    Drop,
}

struct SessionEvent {
    seq: u64,
    text: String,
    t: String,
    delivered: bool,
}

struct Session {
    id: String,
    /// `[id, total]` from Identify (`[0, 1]` when the client sent none).
    shard: [u64; 2],
    /// The connection the session is on, if it is connected.
    conn: Option<u64>,
    seq: u64,
    intents: u64,
    events: Vec<SessionEvent>,
}

#[derive(Clone)]
struct InteractionRecord {
    token: String,
    kind: u64,
    channel_id: u64,
    guild_id: Option<u64>,
    /// The message a component interaction was on.
    message_id: Option<u64>,
    /// The callback type it was answered with.
    acked: Option<u64>,
    /// The message `@original` refers to.
    original: Option<u64>,
    dispatched_at: std::time::Instant,
}

#[derive(Default)]
struct State {
    last_id: u64,
    requests: Vec<RecordedRequest>,
    violations: Vec<Violation>,
    gateway: Vec<GatewayEntry>,
    conns: HashMap<u64, mpsc::UnboundedSender<Outgoing>>,
    next_conn: u64,
    /// The gateway sessions, by shard id; all of one shard count (see `shards.rs`).
    sessions: std::collections::BTreeMap<u64, Session>,
    /// Events of sessions that ended before delivering them, waiting for the session that now
    /// owns their guild to identify: (name, data).
    held: Vec<(String, Value)>,
    /// The URL path each connection used (`/` or `/NAME`), kept after it closes.
    conn_paths: HashMap<u64, String>,
    identify: Option<Value>,
    global_commands: Vec<Value>,
    guild_commands: HashMap<u64, Vec<Value>>,
    messages: HashMap<u64, Value>,
    channels: HashMap<u64, Value>,
    interactions: HashMap<u64, InteractionRecord>,
    interaction_by_token: HashMap<String, u64>,
    /// Permissions the bot lacks, per channel (see [`FakeDiscord::deny`]).
    denied: HashMap<u64, Vec<Permission>>,
    /// Routes answered 429 (see [`FakeDiscord::rate_limit`]).
    rate_limits: Vec<RateLimitRule>,
}

/// `method pattern` is answered 429 `remaining` more times; a request before `until` (the end
/// of the last `retry_after`) breaks Discord's rules.
struct RateLimitRule {
    method: String,
    pattern: String,
    remaining: usize,
    retry_after: Duration,
    until: Option<std::time::Instant>,
}

impl State {
    fn next_id(&mut self) -> u64 {
        let from_clock = now_ms().saturating_sub(DISCORD_EPOCH_MS) << 22;
        self.last_id = from_clock.max(self.last_id + 1);
        self.last_id
    }

    fn violation(&mut self, context: &str, rule: impl Into<String>) {
        self.violations.push(Violation {
            context: context.to_owned(),
            rule: rule.into(),
        });
    }
}

// ---------------------------------------------------------------------------------------------
// The fake
// ---------------------------------------------------------------------------------------------

/// A running fake Discord. Dropping it stops its servers and closes every connection.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        // Aborting the accept loops drops their JoinSets, which aborts every connection task.
        for task in &self.tasks {
            task.abort();
        }
    }
}

impl FakeDiscord {
    /// Starts the fake with [`FakeConfig::default`].
    pub async fn start() -> FakeDiscord {
        Self::start_with(FakeConfig::default()).await
    }

    /// Starts the REST server and the gateway on ephemeral 127.0.0.1 ports.
    pub async fn start_with(cfg: FakeConfig) -> FakeDiscord {
        let http_listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake REST on 127.0.0.1");
        let gw_listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake gateway on 127.0.0.1");
        let http_addr = http_listener.local_addr().expect("REST address");
        let gw_addr = gw_listener.local_addr().expect("gateway address");

        let mut state = State::default();
        for guild in &cfg.guilds {
            for (i, (id, name)) in guild.channels.iter().enumerate() {
                let channel = text_channel_json(id.get(), guild.id.get(), name, i);
                state.channels.insert(id.get(), channel);
            }
        }

        let (changed, _) = watch::channel(0u64);
        let shared = Arc::new(Shared {
            token: fake_token(BOT_USER_ID),
            cfg,
            http_addr,
            gw_addr,
            state: Mutex::new(state),
            changed,
        });

        let http_task = tokio::spawn(serve_http(Arc::clone(&shared), http_listener));
        let gw_task = tokio::spawn(serve_gateway(Arc::clone(&shared), gw_listener));
        FakeDiscord {
            shared,
            tasks: vec![http_task, gw_task],
        }
    }

    // ----- addresses, identities ------------------------------------------------------------

    /// The proxy base for `HttpBuilder::proxy`, e.g. `http://127.0.0.1:41234`.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.shared.http_addr)
    }

    /// The websocket URL `GET /gateway` returns, e.g. `ws://127.0.0.1:41235`.
    pub fn gateway_url(&self) -> String {
        format!("ws://{}", self.shared.gw_addr)
    }

    /// A token of the real shape (base64 user id, timestamp, HMAC) that the fake accepts.
    pub fn token(&self) -> String {
        self.shared.token.clone()
    }

    /// serenity's HTTP client pointed at the fake, built exactly as the bot builds it.
    pub fn http(&self) -> serenity::http::Http {
        serenity::http::HttpBuilder::new(self.token())
            .proxy(self.base_url())
            .ratelimiter_disabled(true)
            .build()
    }

    pub fn bot_user(&self) -> TestUser {
        TestUser {
            id: UserId::new(BOT_USER_ID),
            name: self.shared.cfg.bot_name.clone(),
            bot: true,
        }
    }

    pub fn application_id(&self) -> u64 {
        APPLICATION_ID
    }

    /// The first configured guild (the default configuration has one).
    pub fn guild_id(&self) -> GuildId {
        self.shared
            .cfg
            .guilds
            .first()
            .expect("no guild configured")
            .id
    }

    /// The first channel of the first configured guild.
    pub fn channel_id(&self) -> ChannelId {
        self.shared
            .cfg
            .guilds
            .first()
            .and_then(|g| g.channels.first())
            .expect("no channel")
            .0
    }

    /// A fresh, non-zero snowflake (time-based, strictly increasing).
    pub fn next_id(&self) -> u64 {
        self.shared.lock().next_id()
    }

    /// The current position in the logs, for the `*_since` waits.
    pub fn mark(&self) -> Mark {
        let st = self.shared.lock();
        Mark {
            requests: st.requests.len(),
            gateway: st.gateway.len(),
            violations: st.violations.len(),
        }
    }

    // ----- recorded data ----------------------------------------------------------------------

    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.lock().requests.clone()
    }

    pub fn requests_since(&self, mark: &Mark) -> Vec<RecordedRequest> {
        self.shared.lock().requests[mark.requests..].to_vec()
    }

    /// Requests no route matched (answered 404).
    pub fn unknown_routes(&self) -> Vec<RecordedRequest> {
        self.requests()
            .into_iter()
            .filter(|r| r.unknown_route)
            .collect()
    }

    pub fn violations(&self) -> Vec<Violation> {
        self.shared.lock().violations.clone()
    }

    pub fn violations_since(&self, mark: &Mark) -> Vec<Violation> {
        self.shared.lock().violations[mark.violations..].to_vec()
    }

    /// Panics listing every recorded violation of Discord's rules, if any.
    pub fn assert_no_violations(&self) {
        let violations = self.violations();
        assert!(
            violations.is_empty(),
            "the bot broke Discord's rules:\n{}",
            violations
                .iter()
                .map(|v| format!("  - {v}"))
                .collect::<Vec<_>>()
                .join("\n")
        );
    }

    pub fn gateway_log(&self) -> Vec<GatewayEntry> {
        self.shared.lock().gateway.clone()
    }

    /// The data of the last Identify the client sent.
    pub fn identify_payload(&self) -> Option<Value> {
        self.shared.lock().identify.clone()
    }

    /// How many Identify / Resume payloads the client sent.
    pub fn identify_count(&self) -> usize {
        self.count_received(2)
    }

    pub fn resume_count(&self) -> usize {
        self.count_received(6)
    }

    fn count_received(&self, opcode: u64) -> usize {
        let st = self.shared.lock();
        st.gateway
            .iter()
            .filter(|e| matches!(e, GatewayEntry::Received { op, .. } if *op == opcode))
            .count()
    }

    /// Registered application commands: global ones for `None`, else those of the guild.
    pub fn registered_commands(&self, guild: Option<GuildId>) -> Vec<Value> {
        let st = self.shared.lock();
        match guild {
            None => st.global_commands.clone(),
            Some(g) => st.guild_commands.get(&g.get()).cloned().unwrap_or_default(),
        }
    }

    /// A message the fake knows (posted by the bot, or dispatched as MESSAGE_CREATE).
    pub fn message(&self, id: MessageId) -> Option<Value> {
        self.shared.lock().messages.get(&id.get()).cloned()
    }

    /// Messages the fake knows in a channel, oldest first.
    pub fn channel_messages(&self, channel: ChannelId) -> Vec<Value> {
        let st = self.shared.lock();
        let mut msgs: Vec<Value> = st
            .messages
            .values()
            .filter(|m| m["channel_id"] == json!(channel.to_string()))
            .cloned()
            .collect();
        msgs.sort_by_key(|m| id_of(m).unwrap_or(0));
        msgs
    }

    /// A channel the fake knows (configured, created as a thread or a DM, or seen).
    pub fn channel(&self, id: ChannelId) -> Option<Value> {
        self.shared.lock().channels.get(&id.get()).cloned()
    }

    // ----- waiting ----------------------------------------------------------------------------

    /// Waits (bounded) for the first request, ever, matching `pred`; panics on timeout with the
    /// list of requests seen.
    pub async fn wait_for_request(
        &self,
        pred: impl Fn(&RecordedRequest) -> bool,
        timeout: Duration,
    ) -> RecordedRequest {
        self.wait_for_request_since(&Mark::default(), pred, timeout)
            .await
    }

    /// Like [`Self::wait_for_request`], looking only at requests after `mark`.
    pub async fn wait_for_request_since(
        &self,
        mark: &Mark,
        pred: impl Fn(&RecordedRequest) -> bool,
        timeout: Duration,
    ) -> RecordedRequest {
        let from = mark.requests;
        let found = self
            .wait_until(timeout, |st| {
                st.requests.iter().skip(from).find(|r| pred(r)).cloned()
            })
            .await;
        match found {
            Some(r) => r,
            None => panic!(
                "timed out after {timeout:?} waiting for a matching request; requests since mark:\n{}",
                self.describe_requests(from)
            ),
        }
    }

    /// Waits for the callback (`POST /interactions/{id}/{token}/callback`) of an interaction
    /// built by one of the builders and dispatched; a callback answered 429 (see
    /// [`Self::rate_limit`]) did not happen, so the wait goes on for its retry.
    pub async fn wait_for_callback(&self, interaction: &Value) -> RecordedRequest {
        let id = interaction["id"]
            .as_str()
            .expect("interaction id")
            .to_owned();
        self.wait_for_request(
            move |r| {
                r.method == "POST"
                    && r.status != 429
                    && r.api_path().starts_with(&format!("/interactions/{id}/"))
            },
            DEFAULT_TIMEOUT,
        )
        .await
    }

    /// Waits until the client identified and READY was sent; returns the Identify data.
    pub async fn wait_identified(&self) -> Value {
        let found = self
            .wait_until(DEFAULT_TIMEOUT, |st| {
                let ready = st
                    .gateway
                    .iter()
                    .any(|e| matches!(e, GatewayEntry::Sent { t: Some(t), .. } if t == "READY"));
                if ready {
                    st.identify.clone()
                } else {
                    None
                }
            })
            .await;
        match found {
            Some(identify) => identify,
            None => panic!(
                "timed out waiting for the bot to identify; gateway log:\n{}\nrequests:\n{}",
                self.describe_gateway(0),
                self.describe_requests(0)
            ),
        }
    }

    /// Waits for a gateway entry after `mark` matching `pred`.
    pub async fn wait_for_gateway_since(
        &self,
        mark: &Mark,
        pred: impl Fn(&GatewayEntry) -> bool,
        timeout: Duration,
    ) -> GatewayEntry {
        let from = mark.gateway;
        let found = self
            .wait_until(timeout, |st| {
                st.gateway.iter().skip(from).find(|e| pred(e)).cloned()
            })
            .await;
        match found {
            Some(e) => e,
            None => panic!(
                "timed out after {timeout:?} waiting for a gateway entry; since mark:\n{}",
                self.describe_gateway(from)
            ),
        }
    }

    /// Waits until a session (re)started after `mark`: READY or RESUMED was sent.
    pub async fn wait_session_start_since(&self, mark: &Mark) -> SessionStart {
        let entry = self
            .wait_for_gateway_since(
                mark,
                |e| {
                    matches!(e, GatewayEntry::Sent { t: Some(t), .. } if t == "READY" || t == "RESUMED")
                },
                DEFAULT_TIMEOUT,
            )
            .await;
        match entry {
            GatewayEntry::Sent { t: Some(t), .. } if t == "READY" => SessionStart::Identified,
            _ => SessionStart::Resumed,
        }
    }

    /// Waits until the client has no gateway connection left (e.g. after a shutdown).
    pub async fn wait_disconnected(&self) {
        let gone = self
            .wait_until(DEFAULT_TIMEOUT, |st| {
                if st.conns.is_empty() {
                    Some(())
                } else {
                    None
                }
            })
            .await;
        assert!(
            gone.is_some(),
            "gateway connections still open:\n{}",
            self.describe_gateway(0)
        );
    }

    async fn wait_until<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> Option<T> {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut rx = self.shared.changed.subscribe();
        loop {
            if let Some(found) = check(&self.shared.lock()) {
                return Some(found);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => return check(&self.shared.lock()),
            }
        }
    }

    fn describe_requests(&self, from: usize) -> String {
        let st = self.shared.lock();
        let lines: Vec<String> = st
            .requests
            .iter()
            .skip(from)
            .map(|r| format!("  {} {} -> {} body={}", r.method, r.path, r.status, r.body))
            .collect();
        if lines.is_empty() {
            "  (none)".to_owned()
        } else {
            lines.join("\n")
        }
    }

    fn describe_gateway(&self, from: usize) -> String {
        let st = self.shared.lock();
        let lines: Vec<String> = st
            .gateway
            .iter()
            .skip(from)
            .map(|e| format!("  {e:?}"))
            .collect();
        if lines.is_empty() {
            "  (none)".to_owned()
        } else {
            lines.join("\n")
        }
    }

    /// Takes `permission` away from the bot in `channel`: the REST calls that need it fail
    /// with Discord's 403 "Missing Permissions" (50013). Interaction responses and their
    /// webhooks are unaffected, as on Discord.
    pub fn deny(&self, channel: ChannelId, permission: Permission) {
        let mut st = self.shared.lock();
        st.denied.entry(channel.get()).or_default().push(permission);
    }

    /// Gives back a permission [`FakeDiscord::deny`] took away.
    pub fn allow(&self, channel: ChannelId, permission: Permission) {
        let mut st = self.shared.lock();
        if let Some(denied) = st.denied.get_mut(&channel.get()) {
            denied.retain(|p| *p != permission);
        }
    }

    /// Answers the next `times` requests matching `method` and `pattern` (as in
    /// [`RecordedRequest::is`]) with Discord's 429: a `Retry-After` header in whole seconds
    /// (rounded up, as Discord sends it), the `X-RateLimit-*` headers of an exhausted bucket,
    /// and the body `{"message", "retry_after", "global"}` with the exact seconds. Such a
    /// request changes nothing. A request on the route before `retry_after` has passed is a
    /// violation (a client must wait), and is answered 429 again.
    pub fn rate_limit(&self, method: &str, pattern: &str, times: usize, retry_after: Duration) {
        let mut st = self.shared.lock();
        st.rate_limits.push(RateLimitRule {
            method: method.to_owned(),
            pattern: pattern.to_owned(),
            remaining: times,
            retry_after,
            until: None,
        });
    }

    // ----- gateway control --------------------------------------------------------------------

    /// Parses `d` as the event `name` with serenity's model (panics if serenity cannot parse
    /// it), then sends it on the session of its guild's shard (the only session, unless the
    /// client shards). Returns its sequence number, or 0 if the identified intents suppress it
    /// (as Discord would).
    ///
    /// If the client is between connections the event is kept and replayed on Resume, as
    /// Discord does. Panics if the client never identified (see [`Self::wait_identified`]).
    pub fn dispatch(&self, name: &str, d: Value) -> u64 {
        if let Err(e) = validate_dispatch(name, &d) {
            panic!("serenity cannot parse this {name} (it would drop it): {e}\npayload: {d:#}");
        }
        self.dispatch_unchecked(name, d)
    }

    /// Sends an event without checking that serenity can parse it (to test malformed input).
    pub fn dispatch_unchecked(&self, name: &str, d: Value) -> u64 {
        let mut st = self.shared.lock();
        let seq = dispatch_locked(&self.shared.cfg, &mut st, name, d);
        drop(st);
        self.shared.bump();
        seq
    }

    /// Sends op 7 (Reconnect) on the current connection: the client should resume.
    pub fn send_reconnect(&self) {
        self.send_to_active(Outgoing::Frame {
            text: json!({"op": 7, "d": null}).to_string(),
            op: 7,
            t: None,
            s: None,
        });
    }

    /// Sends op 9 (Invalid Session) on the current connection.
    pub fn send_invalid_session(&self, resumable: bool) {
        self.send_to_active(Outgoing::Frame {
            text: json!({"op": 9, "d": resumable}).to_string(),
            op: 9,
            t: None,
            s: None,
        });
    }

    /// Closes the current connection with a close frame (e.g. 4000 = unknown error, the client
    /// resumes; 4009 = session timed out, the client re-identifies).
    pub fn close_connection(&self, code: u16) {
        self.send_to_active(Outgoing::Close {
            code,
            reason: "closed by the fake".to_owned(),
        });
    }

    /// Drops the current connection without a close frame.
    pub fn drop_connection(&self) {
        self.send_to_active(Outgoing::Drop);
    }

    /// Sends to the connection of the only connected session.
    fn send_to_active(&self, out: Outgoing) {
        let st = self.shared.lock();
        let connected: Vec<u64> = st.sessions.values().filter_map(|s| s.conn).collect();
        let conn = match connected.as_slice() {
            [conn] => *conn,
            [] => panic!("no active gateway connection (the bot has not identified or resumed)"),
            _ => panic!(
                "{} sessions (shards) are connected: this control needs exactly one",
                connected.len()
            ),
        };
        let tx = st
            .conns
            .get(&conn)
            .expect("a connected session's connection");
        let _ = tx.send(out);
    }

    // ----- event builders ---------------------------------------------------------------------
    /// The DM channel between the bot and `user` (created on first use, as
    /// `POST /users/@me/channels` would).
    pub fn dm_channel(&self, user: &TestUser) -> ChannelId {
        let mut st = self.shared.lock();
        let c = dm_channel(&mut st, user.id.get(), Some(&user.name));
        ChannelId::new(id_of(&c).expect("channel id"))
    }

    /// A GUILD_CREATE payload for a guild with text channels (also registers the channels).
    pub fn guild_create(&self, guild: &FakeGuild) -> Value {
        let mut st = self.shared.lock();
        let d = guild_create_json(&mut st, guild, &self.shared.cfg.bot_name);
        drop(st);
        expect_parses("GUILD_CREATE", &d);
        d
    }

    /// A MESSAGE_CREATE payload: `author` writes `content` in `channel` (a configured or known
    /// channel; its guild is filled in, none for a DM channel). `mentions` should be the users
    /// mentioned in `content` (use [`TestUser::mention`]).
    pub fn message_create(
        &self,
        channel: ChannelId,
        author: &TestUser,
        content: &str,
        mentions: &[TestUser],
    ) -> Value {
        let mut st = self.shared.lock();
        let id = st.next_id();
        let guild = guild_of_channel(&st, channel.get());
        let mut msg = message_json(id, channel.get(), guild, &author.json(), content);
        msg["mentions"] = Value::Array(mentions.iter().map(TestUser::json).collect());
        if let Some(g) = guild {
            let mut member = member_json(None, g);
            member.as_object_mut().expect("member").remove("user");
            msg["member"] = member;
        }
        drop(st);
        expect_parses("MESSAGE_CREATE", &msg);
        msg
    }

    /// An INTERACTION_CREATE payload for the slash command `name` with Discord-shaped
    /// `options` (e.g. `json!([{"name": "move", "type": 3, "value": "7g7f"}])`), in a guild
    /// (`Some`) or a DM with the bot (`None`).
    pub fn slash_command(
        &self,
        guild: Option<GuildId>,
        channel: ChannelId,
        user: &TestUser,
        name: &str,
        options: Value,
    ) -> Value {
        self.command_like(2, guild, channel, user, name, options)
    }

    /// Adds `users` to `data.resolved` of a command interaction, as Discord does for USER
    /// (type 6) and MENTIONABLE options: serenity and poise look users up there.
    pub fn with_resolved_users(&self, mut interaction: Value, users: &[TestUser]) -> Value {
        let guild = interaction.get("guild_id").and_then(id_str);
        let data = &mut interaction["data"];
        for user in users {
            let id = user.id.to_string();
            data["resolved"]["users"][&id] = user.json();
            if let Some(g) = guild {
                let mut member = member_json(Some(user), g);
                let obj = member.as_object_mut().expect("member");
                obj.remove("user");
                obj.remove("guild_id");
                obj.insert("permissions".to_owned(), json!(ALL_PERMISSIONS));
                data["resolved"]["members"][&id] = member;
            }
        }
        expect_parses("INTERACTION_CREATE", &interaction);
        interaction
    }

    /// An autocomplete INTERACTION_CREATE: `options` must mark the option being typed with
    /// `"focused": true` (its `value` is the partial text).
    pub fn autocomplete(
        &self,
        guild: Option<GuildId>,
        channel: ChannelId,
        user: &TestUser,
        name: &str,
        options: Value,
    ) -> Value {
        self.command_like(4, guild, channel, user, name, options)
    }

    fn command_like(
        &self,
        kind: u64,
        guild: Option<GuildId>,
        channel: ChannelId,
        user: &TestUser,
        name: &str,
        options: Value,
    ) -> Value {
        let mut st = self.shared.lock();
        let command_id = find_command_id(&st, guild.map(GuildId::get), name)
            .unwrap_or_else(|| st.next_id().to_string());
        let mut data = json!({
            "id": command_id,
            "name": name,
            "type": 1,
            "options": options,
        });
        if let Some(g) = guild {
            data["guild_id"] = json!(g.to_string());
        }
        let v = interaction_json(
            &mut st,
            kind,
            guild.map(GuildId::get),
            channel.get(),
            user,
            data,
        );
        drop(st);
        expect_parses("INTERACTION_CREATE", &v);
        v
    }

    /// A button click on a message the fake knows (one the bot posted, for instance).
    pub fn button_click(&self, message_id: MessageId, custom_id: &str, user: &TestUser) -> Value {
        self.component(
            message_id,
            user,
            json!({"custom_id": custom_id, "component_type": 2}),
        )
    }

    /// A string select menu choice on a message the fake knows. As in Discord's client, only a
    /// select the message shows, and only among its options: anything else panics (use
    /// [`FakeDiscord::forged_select`] to send what a client could not).
    pub fn select_menu(
        &self,
        message_id: MessageId,
        custom_id: &str,
        user: &TestUser,
        values: &[&str],
    ) -> Value {
        let message = self
            .message(message_id)
            .unwrap_or_else(|| panic!("the fake does not know message {message_id}"));
        let select = message["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .find(|c| c["type"] == json!(3) && c["custom_id"] == json!(custom_id))
            .unwrap_or_else(|| panic!("message {message_id} has no select `{custom_id}`"));
        for v in values {
            let offered = select["options"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|o| o["value"] == json!(v));
            assert!(offered, "select `{custom_id}` does not offer `{v}`");
        }
        self.forged_select(message_id, custom_id, user, values)
    }

    /// A select menu choice as a hostile client could send it: any id, any values.
    pub fn forged_select(
        &self,
        message_id: MessageId,
        custom_id: &str,
        user: &TestUser,
        values: &[&str],
    ) -> Value {
        self.component(
            message_id,
            user,
            json!({"custom_id": custom_id, "component_type": 3, "values": values}),
        )
    }

    fn component(&self, message_id: MessageId, user: &TestUser, data: Value) -> Value {
        let mut st = self.shared.lock();
        let message = st
            .messages
            .get(&message_id.get())
            .cloned()
            .unwrap_or_else(|| panic!("the fake does not know message {message_id}"));
        let channel = id_str(&message["channel_id"]).expect("message channel");
        let guild = message.get("guild_id").and_then(id_str);
        let mut v = interaction_json(&mut st, 3, guild, channel, user, data);
        v["message"] = message;
        drop(st);
        expect_parses("INTERACTION_CREATE", &v);
        v
    }

    /// A modal submit for a modal with `custom_id`; `fields` are (text input custom_id, value).
    pub fn modal_submit(
        &self,
        guild: Option<GuildId>,
        channel: ChannelId,
        user: &TestUser,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> Value {
        let rows: Vec<Value> = fields
            .iter()
            .map(|(id, value)| {
                json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": value}]})
            })
            .collect();
        let data = json!({"custom_id": custom_id, "components": rows});
        let mut st = self.shared.lock();
        let v = interaction_json(
            &mut st,
            5,
            guild.map(GuildId::get),
            channel.get(),
            user,
            data,
        );
        drop(st);
        expect_parses("INTERACTION_CREATE", &v);
        v
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panicking test thread must not hide the fake's state from the other waits.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn bump(&self) {
        self.changed.send_modify(|v| *v += 1);
    }
}

fn find_command_id(st: &State, guild: Option<u64>, name: &str) -> Option<String> {
    let guild_cmds = guild
        .and_then(|g| st.guild_commands.get(&g))
        .into_iter()
        .flatten();
    guild_cmds
        .chain(st.global_commands.iter())
        .find(|c| c["name"] == json!(name))
        .and_then(|c| c["id"].as_str().map(str::to_owned))
}

fn guild_of_channel(st: &State, channel: u64) -> Option<u64> {
    match st.channels.get(&channel) {
        Some(c) => c.get("guild_id").and_then(id_str),
        None => panic!("the fake does not know channel {channel}; configure it or create it"),
    }
}

// ---------------------------------------------------------------------------------------------
// Gateway
// ---------------------------------------------------------------------------------------------

async fn serve_gateway(shared: Arc<Shared>, listener: TcpListener) {
    let mut conns = JoinSet::new();
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        conns.spawn(run_gateway_conn(Arc::clone(&shared), stream));
        while conns.try_join_next().is_some() {}
    }
}

/// Per-connection compression state.
enum Encoder {
    Text,
    /// Per-payload zlib for dispatches (Identify `compress: true`).
    Payload,
    /// Transport zlib-stream: one deflate context for the connection, sync-flushed per message.
    Stream(Box<flate2::Compress>),
}

impl Encoder {
    fn encode(&mut self, text: String, op: u64) -> (WsMessage, bool) {
        match self {
            Encoder::Text => (WsMessage::Text(text), false),
            Encoder::Payload if op == 0 => {
                let mut enc =
                    flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::fast());
                enc.write_all(text.as_bytes()).expect("zlib into a Vec");
                (
                    WsMessage::Binary(enc.finish().expect("zlib into a Vec")),
                    true,
                )
            }
            Encoder::Payload => (WsMessage::Text(text), false),
            Encoder::Stream(z) => (
                WsMessage::Binary(zlib_stream_chunk(z, text.as_bytes())),
                true,
            ),
        }
    }
}

/// Compresses one message into a zlib stream, ending with a sync flush (`00 00 ff ff`), as
/// Discord's `compress=zlib-stream` transport does.
fn zlib_stream_chunk(z: &mut flate2::Compress, mut input: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(input.len() / 2 + 64);
    for _ in 0..10_000 {
        if out.capacity() - out.len() < 64 {
            out.reserve(out.capacity().max(1024));
        }
        let before = z.total_in();
        z.compress_vec(input, &mut out, flate2::FlushCompress::Sync)
            .expect("deflate");
        let consumed = usize::try_from(z.total_in() - before).expect("size");
        input = &input[consumed..];
        if input.is_empty() && out.ends_with(&[0, 0, 0xff, 0xff]) {
            return out;
        }
    }
    panic!("zlib-stream compression did not finish");
}

async fn run_gateway_conn(shared: Arc<Shared>, stream: TcpStream) {
    let mut query = String::new();
    let mut path = String::new();
    #[allow(clippy::result_large_err)] // the signature tungstenite's `Callback` requires
    let callback = |req: &WsRequest, resp: WsResponse| -> Result<WsResponse, WsErrorResponse> {
        query = req.uri().query().unwrap_or("").to_owned();
        path = req.uri().path().to_owned();
        Ok(resp)
    };
    let mut ws = match tokio_tungstenite::accept_hdr_async(stream, callback).await {
        Ok(ws) => ws,
        Err(e) => {
            shared
                .lock()
                .violation("gateway", format!("websocket handshake failed: {e}"));
            shared.bump();
            return;
        }
    };

    let mut encoder = if shared.cfg.compression == GatewayCompression::AsRequested
        && query.split('&').any(|kv| kv == "compress=zlib-stream")
    {
        Encoder::Stream(Box::new(flate2::Compress::new(
            flate2::Compression::fast(),
            true,
        )))
    } else {
        Encoder::Text
    };

    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn = {
        let mut st = shared.lock();
        st.next_conn += 1;
        let conn = st.next_conn;
        st.conns.insert(conn, tx.clone());
        st.conn_paths.insert(conn, path.clone());
        st.gateway.push(GatewayEntry::Connected {
            conn,
            query: query.clone(),
            path: path.clone(),
        });
        let hello =
            json!({"op": 10, "d": {"heartbeat_interval": shared.cfg.heartbeat_interval_ms}});
        let _ = tx.send(Outgoing::Frame {
            text: hello.to_string(),
            op: 10,
            t: None,
            s: None,
        });
        conn
    };
    shared.bump();

    let mut identified = false;
    let mut client_close: Option<u16> = None;
    let mut server_close: Option<Option<u16>> = None;
    loop {
        tokio::select! {
            incoming = ws.next() => match incoming {
                Some(Ok(WsMessage::Text(text))) => {
                    let wants_payload_zlib =
                        handle_client_payload(&shared, conn, &tx, &text, &mut identified);
                    if wants_payload_zlib && matches!(encoder, Encoder::Text) {
                        encoder = Encoder::Payload;
                    }
                }
                Some(Ok(WsMessage::Binary(_))) => {
                    let mut st = shared.lock();
                    st.violation(&format!("gateway conn {conn}"), "client sent a binary frame");
                }
                Some(Ok(WsMessage::Close(frame))) => {
                    client_close = frame.map(|f| u16::from(f.code));
                    let _ = ws.close(None).await;
                    break;
                }
                Some(Ok(_)) => {}
                Some(Err(_)) | None => break,
            },
            out = rx.recv() => match out {
                Some(Outgoing::Frame { text, op, t, s }) => {
                    let (msg, compressed) = encoder.encode(text, op);
                    // Logged before the write: the client may act on it before we log after.
                    {
                        let mut st = shared.lock();
                        let shard = shard_of_conn(&st, conn);
                        st.gateway.push(GatewayEntry::Sent { conn, shard, op, t, s, compressed });
                    }
                    shared.bump();
                    if ws.send(msg).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close { code, reason }) => {
                    let frame = CloseFrame { code: CloseCode::from(code), reason: reason.into() };
                    let _ = ws.close(Some(frame)).await;
                    server_close = Some(Some(code));
                    break;
                }
                Some(Outgoing::Drop) => {
                    server_close = Some(None);
                    break;
                }
                None => break,
            },
        }
    }

    let mut st = shared.lock();
    st.conns.remove(&conn);
    for session in st.sessions.values_mut() {
        if session.conn == Some(conn) {
            session.conn = None;
        }
    }
    st.gateway.push(match server_close {
        Some(code) => GatewayEntry::ClosedByServer { conn, code },
        None => GatewayEntry::Disconnected {
            conn,
            code: client_close,
        },
    });
    drop(st);
    shared.bump();
}

/// Handles one payload from the client. Returns true if it was an Identify asking for
/// per-payload compression (and the configuration allows it).
fn handle_client_payload(
    shared: &Shared,
    conn: u64,
    tx: &mpsc::UnboundedSender<Outgoing>,
    text: &str,
    identified: &mut bool,
) -> bool {
    let ctx = format!("gateway conn {conn}");
    let mut st = shared.lock();
    let payload: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            st.violation(&ctx, format!("client sent invalid JSON ({e}): {text}"));
            let _ = tx.send(Outgoing::Close {
                code: 4002,
                reason: "Error while decoding payload.".into(),
            });
            return false;
        }
    };
    let op = payload["op"].as_u64().unwrap_or(u64::MAX);
    let d = payload.get("d").cloned().unwrap_or(Value::Null);
    st.gateway.push(GatewayEntry::Received {
        conn,
        op,
        d: redact_token(&d),
    });
    let mut wants_zlib = false;

    let send = |op: u64, v: Value| {
        let _ = tx.send(Outgoing::Frame {
            text: v.to_string(),
            op,
            t: None,
            s: None,
        });
    };

    match op {
        1 => send(11, json!({"op": 11, "d": null})),
        2 => {
            if *identified {
                st.violation(&ctx, "Identify sent twice on one connection");
                let _ = tx.send(Outgoing::Close {
                    code: 4005,
                    reason: "Already authenticated.".into(),
                });
            } else if !token_ok(shared, d["token"].as_str()) {
                st.violation(&ctx, "Identify with a wrong token");
                let _ = tx.send(Outgoing::Close {
                    code: 4004,
                    reason: "Authentication failed.".into(),
                });
            } else if shard_of_identify(&d).is_none() {
                st.violation(
                    &ctx,
                    format!("Identify with an invalid shard {}", d["shard"]),
                );
                let _ = tx.send(Outgoing::Close {
                    code: 4010,
                    reason: "Invalid shard.".into(),
                });
            } else if !shared.cfg.message_content_allowed
                && d["intents"].as_u64().unwrap_or(0) & INTENT_MESSAGE_CONTENT != 0
            {
                let _ = tx.send(Outgoing::Close {
                    code: 4014,
                    reason: "Disallowed intent(s).".into(),
                });
            } else {
                *identified = true;
                wants_zlib = d["compress"] == json!(true)
                    && shared.cfg.compression == GatewayCompression::AsRequested;
                start_session(shared, &mut st, conn, &d);
            }
        }
        6 => {
            let session = st
                .sessions
                .values()
                .find(|s| d["session_id"] == json!(s.id))
                .map(|s| s.shard[0]);
            if !token_ok(shared, d["token"].as_str()) {
                st.violation(&ctx, "Resume with a wrong token");
                let _ = tx.send(Outgoing::Close {
                    code: 4004,
                    reason: "Authentication failed.".into(),
                });
            } else if let Some(shard) = session {
                *identified = true;
                let from = d["seq"].as_u64().unwrap_or(0);
                let session = st.sessions.get_mut(&shard).expect("session");
                session.conn = Some(conn);
                for ev in session.events.iter_mut().filter(|e| e.seq > from) {
                    ev.delivered = true;
                    let _ = tx.send(Outgoing::Frame {
                        text: ev.text.clone(),
                        op: 0,
                        t: Some(ev.t.clone()),
                        s: Some(ev.seq),
                    });
                }
                dispatch_to(&shared.cfg, &mut st, shard, "RESUMED", json!({}));
            } else {
                send(9, json!({"op": 9, "d": false}));
            }
        }
        3 | 4 | 8 | 31 => {
            if !*identified {
                st.violation(&ctx, format!("op {op} before Identify"));
                let _ = tx.send(Outgoing::Close {
                    code: 4003,
                    reason: "Not authenticated.".into(),
                });
            }
        }
        _ => {
            st.violation(&ctx, format!("unknown opcode {op}"));
            let _ = tx.send(Outgoing::Close {
                code: 4001,
                reason: "Unknown opcode.".into(),
            });
        }
    }
    drop(st);
    shared.bump();
    wants_zlib
}

fn token_ok(shared: &Shared, token: Option<&str>) -> bool {
    token.is_some_and(|t| t.strip_prefix("Bot ").unwrap_or(t) == shared.token)
}

fn redact_token(d: &Value) -> Value {
    let mut d = d.clone();
    if let Some(t) = d.get_mut("token") {
        *t = json!("<redacted>");
    }
    d
}

/// Answers an Identify: a new session for the shard `[id, total]` it names, READY, then
/// GUILD_CREATE for each configured guild of that shard, then the events held for it (dispatched
/// while no session of their shard was connected, or left undelivered by the session it
/// replaces).
fn start_session(shared: &Shared, st: &mut State, conn: u64, d: &Value) {
    let intents = d["intents"].as_u64().unwrap_or(0);
    let shard = shard_of_identify(d).expect("checked before");
    let session_id = format!("{:032x}", u128::from(st.next_id()) * 0x9e37_79b9_7f4a_7c15);
    end_sessions_replaced_by(st, shard);
    st.sessions.insert(
        shard[0],
        Session {
            id: session_id.clone(),
            shard,
            conn: Some(conn),
            seq: 0,
            intents,
            events: Vec::new(),
        },
    );
    st.identify = Some(redact_token(d));
    let guilds: Vec<&FakeGuild> = shared
        .cfg
        .guilds
        .iter()
        .filter(|g| shard_of(Some(g.id.get()), shard[1]) == shard[0])
        .collect();
    let path = st.conn_paths.get(&conn).cloned().unwrap_or_default();

    let ready = json!({
        "v": 10,
        "user": current_user_json(&shared.cfg.bot_name),
        "guilds": guilds.iter()
            .map(|g| json!({"id": g.id.to_string(), "unavailable": true}))
            .collect::<Vec<_>>(),
        "session_id": session_id,
        "resume_gateway_url": format!("ws://{}{}", shared.gw_addr, path.trim_end_matches('/')),
        "shard": shard,
        "application": {"id": APPLICATION_ID.to_string(), "flags": 0},
    });
    self_check(st, "READY", &ready);
    dispatch_to(&shared.cfg, st, shard[0], "READY", ready);
    for guild in guilds {
        let g = guild_create_json(st, guild, &shared.cfg.bot_name);
        self_check(st, "GUILD_CREATE", &g);
        dispatch_to(&shared.cfg, st, shard[0], "GUILD_CREATE", g);
    }
    for (t, d) in std::mem::take(&mut st.held) {
        if shard_of(guild_of_event(&t, &d), shard[1]) == shard[0] {
            dispatch_to(&shared.cfg, st, shard[0], &t, d);
        } else {
            st.held.push((t, d));
        }
    }
}

/// Records a violation if serenity cannot parse an event the fake itself built.
fn self_check(st: &mut State, name: &str, d: &Value) {
    if let Err(e) = validate_dispatch(name, d) {
        st.violation(
            "fake Discord bug",
            format!("serenity cannot parse the fake's {name}: {e}"),
        );
    }
}

/// Assigns the next sequence number of the session of `shard` and sends the dispatch on its
/// connection (or keeps it for a Resume). Returns 0 if intents suppress the event.
fn dispatch_to(cfg: &FakeConfig, st: &mut State, shard: u64, name: &str, mut d: Value) -> u64 {
    let session = st.sessions.get(&shard).expect("a session of the shard");
    if cfg.enforce_intents {
        if let Some(reason) = apply_intents(session.intents, name, &mut d) {
            st.gateway.push(GatewayEntry::Suppressed {
                t: name.to_owned(),
                reason,
            });
            return 0;
        }
    }
    remember_dispatched(st, name, &d);

    let session = st.sessions.get_mut(&shard).expect("session");
    session.seq += 1;
    let (seq, conn, full_shard) = (session.seq, session.conn, session.shard);
    let text = json!({"op": 0, "s": seq, "t": name, "d": d}).to_string();
    let tx = conn.and_then(|c| st.conns.get(&c));
    let delivered = tx.is_some_and(|tx| {
        tx.send(Outgoing::Frame {
            text: text.clone(),
            op: 0,
            t: Some(name.to_owned()),
            s: Some(seq),
        })
        .is_ok()
    });
    st.gateway.push(GatewayEntry::Dispatched {
        shard: full_shard,
        conn: conn.filter(|_| delivered),
        t: name.to_owned(),
        s: seq,
    });
    let session = st.sessions.get_mut(&shard).expect("session");
    session.events.push(SessionEvent {
        seq,
        text,
        t: name.to_owned(),
        delivered,
    });
    seq
}

/// Emulates Discord's intent rules. Returns why the event is suppressed, if it is.
fn apply_intents(intents: u64, name: &str, d: &mut Value) -> Option<String> {
    match name {
        "GUILD_CREATE" if intents & INTENT_GUILDS == 0 => Some("no GUILDS intent".to_owned()),
        "MESSAGE_CREATE" | "MESSAGE_UPDATE" | "MESSAGE_DELETE" => {
            let in_guild = d.get("guild_id").is_some_and(|g| !g.is_null());
            let needed = if in_guild {
                INTENT_GUILD_MESSAGES
            } else {
                INTENT_DIRECT_MESSAGES
            };
            if intents & needed == 0 {
                let which = if in_guild {
                    "GUILD_MESSAGES"
                } else {
                    "DIRECT_MESSAGES"
                };
                return Some(format!("no {which} intent"));
            }
            let from_bot = d["author"]["id"] == json!(BOT_USER_ID.to_string());
            let mentions_bot = d["mentions"]
                .as_array()
                .is_some_and(|m| m.iter().any(|u| u["id"] == json!(BOT_USER_ID.to_string())));
            if intents & INTENT_MESSAGE_CONTENT == 0 && in_guild && !from_bot && !mentions_bot {
                if let Some(obj) = d.as_object_mut() {
                    for (key, empty) in [
                        ("content", json!("")),
                        ("embeds", json!([])),
                        ("attachments", json!([])),
                        ("components", json!([])),
                    ] {
                        if obj.contains_key(key) {
                            obj.insert(key.to_owned(), empty);
                        }
                    }
                }
            }
            None
        }
        _ => None,
    }
}

/// Keeps what later REST calls and builders need to know about dispatched events.
fn remember_dispatched(st: &mut State, name: &str, d: &Value) {
    match name {
        "INTERACTION_CREATE" => {
            let (Some(id), Some(token)) = (id_str(&d["id"]), d["token"].as_str()) else {
                return;
            };
            let record = InteractionRecord {
                token: token.to_owned(),
                kind: d["type"].as_u64().unwrap_or(0),
                channel_id: id_str(&d["channel_id"]).unwrap_or(0),
                guild_id: d.get("guild_id").and_then(id_str),
                message_id: d.get("message").and_then(|m| id_str(&m["id"])),
                acked: None,
                original: None,
                dispatched_at: std::time::Instant::now(),
            };
            st.interaction_by_token.insert(token.to_owned(), id);
            st.interactions.insert(id, record);
        }
        "MESSAGE_CREATE" => {
            if let Some(id) = id_str(&d["id"]) {
                st.messages.insert(id, d.clone());
            }
        }
        "GUILD_CREATE" => {
            for c in d["channels"].as_array().into_iter().flatten() {
                if let Some(id) = id_str(&c["id"]) {
                    let mut c = c.clone();
                    c["guild_id"] = d["id"].clone();
                    st.channels.insert(id, c);
                }
            }
        }
        _ => {}
    }
}

// ---------------------------------------------------------------------------------------------
// Parsing with serenity's own model
// ---------------------------------------------------------------------------------------------

/// Parses a dispatch exactly as serenity's shard does (text → `GatewayEvent`), and fails if
/// serenity would not see it as the named event (serenity turns unparseable known events into
/// `Event::Unknown` or drops them).
pub fn validate_dispatch(name: &str, d: &Value) -> Result<(), String> {
    use serenity::model::event::{Event, GatewayEvent};
    let text = json!({"op": 0, "s": 1, "t": name, "d": d}).to_string();
    match serde_json::from_str::<GatewayEvent>(&text) {
        Ok(GatewayEvent::Dispatch(_, Event::Unknown(_))) => {
            Err(format!("parsed as an unknown event: {}", explain(name, d)))
        }
        Ok(GatewayEvent::Dispatch(..)) => Ok(()),
        Ok(other) => Err(format!("parsed as {other:?}, not a dispatch")),
        Err(e) => Err(format!("{e}; {}", explain(name, d))),
    }
}

/// Tries the event's own type to get serenity's precise complaint.
fn explain(name: &str, d: &Value) -> String {
    use serenity::all::{GuildChannel, Interaction, Message, Ready};
    use serenity::model::event::GuildCreateEvent;
    fn err<T: serde::de::DeserializeOwned>(d: &Value) -> String {
        match serde_json::from_str::<T>(&d.to_string()) {
            Ok(_) => "the data parses on its own".to_owned(),
            Err(e) => e.to_string(),
        }
    }
    match name {
        "READY" => err::<Ready>(d),
        "MESSAGE_CREATE" => err::<Message>(d),
        "INTERACTION_CREATE" => err::<Interaction>(d),
        "GUILD_CREATE" => err::<GuildCreateEvent>(d),
        "CHANNEL_CREATE" | "CHANNEL_UPDATE" | "THREAD_CREATE" | "THREAD_UPDATE" => {
            err::<GuildChannel>(d)
        }
        _ => "unknown event name, or data serenity cannot parse".to_owned(),
    }
}

fn expect_parses(name: &str, d: &Value) {
    if let Err(e) = validate_dispatch(name, d) {
        panic!("fake Discord built a {name} serenity cannot parse: {e}\n{d:#}");
    }
}

/// Checks that serenity can parse a REST response the fake built.
fn check_response<T: serde::de::DeserializeOwned>(st: &mut State, what: &str, v: &Value) {
    if let Err(e) = serde_json::from_str::<T>(&v.to_string()) {
        st.violation(
            "fake Discord bug",
            format!("serenity cannot parse the fake's {what}: {e}"),
        );
    }
}

// ---------------------------------------------------------------------------------------------
// REST
// ---------------------------------------------------------------------------------------------

async fn serve_http(shared: Arc<Shared>, listener: TcpListener) {
    let mut conns = JoinSet::new();
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let shared = Arc::clone(&shared);
        conns.spawn(async move {
            let service = service_fn(move |req| handle_http(Arc::clone(&shared), req));
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
        while conns.try_join_next().is_some() {}
    }
}

/// A parsed request, as the router sees it.
struct Req {
    method: String,
    path: String,
    client: Option<String>,
    query: Option<String>,
    auth: Option<String>,
    body: Value,
    files: Vec<RecordedFile>,
}

/// The fake's answer.
struct Reply {
    status: u16,
    body: Option<Value>,
    unknown_route: bool,
    headers: Vec<(&'static str, String)>,
}

impl Reply {
    fn ok(body: Value) -> Reply {
        Reply {
            status: 200,
            body: Some(body),
            unknown_route: false,
            headers: Vec::new(),
        }
    }

    fn created(body: Value) -> Reply {
        Reply {
            status: 201,
            body: Some(body),
            unknown_route: false,
            headers: Vec::new(),
        }
    }

    fn no_content() -> Reply {
        Reply {
            status: 204,
            body: None,
            unknown_route: false,
            headers: Vec::new(),
        }
    }

    /// Discord's JSON error shape, which serenity parses into `DiscordJsonError`.
    fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply {
            status,
            body: Some(json!({"message": message, "code": code})),
            unknown_route: false,
            headers: Vec::new(),
        }
    }

    fn invalid_form_body() -> Reply {
        Reply::error(400, 50035, "Invalid Form Body")
    }

    fn unknown_route() -> Reply {
        Reply {
            status: 404,
            body: Some(json!({"message": "404: Not Found", "code": 0})),
            unknown_route: true,
            headers: Vec::new(),
        }
    }

    /// Discord's 429, as documented: whole seconds in `Retry-After`, exact ones in the body.
    fn rate_limited(retry_after: Duration) -> Reply {
        let secs = retry_after.as_secs_f64();
        Reply {
            status: 429,
            body: Some(json!({
                "message": "You are being rate limited.",
                "retry_after": secs,
                "global": false,
            })),
            unknown_route: false,
            headers: vec![
                ("retry-after", format!("{}", secs.ceil() as u64)),
                ("x-ratelimit-limit", "5".to_owned()),
                ("x-ratelimit-remaining", "0".to_owned()),
                ("x-ratelimit-reset-after", format!("{secs:.3}")),
                ("x-ratelimit-bucket", "fake-bucket".to_owned()),
                ("x-ratelimit-scope", "user".to_owned()),
            ],
        }
    }
}

/// The 429 a rate-limited route answers with, if `r` is on one.
fn rate_limited(st: &mut State, r: &Req, ctx: &str) -> Option<Reply> {
    let api = r.path.strip_prefix(API_PREFIX)?;
    let now = std::time::Instant::now();
    let on_route: Vec<usize> = (0..st.rate_limits.len())
        .filter(|&i| {
            let l = &st.rate_limits[i];
            route_matches(&r.method, api, &l.method, &l.pattern)
        })
        .collect();
    // A limit still running is broken by this request; otherwise the first with 429s left.
    let running = on_route
        .iter()
        .copied()
        .find(|&i| st.rate_limits[i].until.is_some_and(|u| now < u));
    let i = match running {
        Some(i) => i,
        None => {
            let i = on_route
                .iter()
                .copied()
                .find(|&i| st.rate_limits[i].remaining > 0)?;
            st.rate_limits[i].remaining -= 1;
            i
        }
    };
    let rule = &mut st.rate_limits[i];
    let early = running.and(rule.until).map(|u| u - now);
    rule.until = Some(now + rule.retry_after);
    let retry_after = rule.retry_after;
    if let Some(early) = early {
        st.violation(
            ctx,
            format!("retried {early:?} before the retry_after of a 429 had passed"),
        );
    }
    Some(Reply::rate_limited(retry_after))
}

async fn handle_http(
    shared: Arc<Shared>,
    req: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let method = req.method().as_str().to_owned();
    let (client, path) = split_client(req.uri().path());
    let query = req.uri().query().map(str::to_owned);
    let header = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let content_type = header("content-type").unwrap_or_default();
    let auth = header("authorization");
    let bytes = match req.into_body().collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(_) => Bytes::new(),
    };

    let mut problems = Vec::new();
    let (body, files) = parse_body(&content_type, &bytes, &mut problems);
    let request = Req {
        method,
        path,
        client,
        query,
        auth,
        body,
        files,
    };
    let context = format!("{} {}", request.method, request.path);

    let mut st = shared.lock();
    for p in problems {
        st.violation(&context, p);
    }
    let reply = match rate_limited(&mut st, &request, &context) {
        Some(limited) => limited,
        None => route(&shared, &mut st, &request, &context),
    };
    let index = st.requests.len();
    st.requests.push(RecordedRequest {
        index,
        method: request.method,
        path: request.path,
        client: request.client,
        query: request.query,
        body: request.body,
        files: request.files,
        status: reply.status,
        response: reply.body.clone(),
        unknown_route: reply.unknown_route,
    });
    drop(st);
    shared.bump();

    let mut response = Response::builder()
        .status(StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR));
    for (name, value) in &reply.headers {
        response = response.header(*name, value);
    }
    let payload = match reply.body {
        Some(v) => {
            response = response.header("content-type", "application/json");
            Bytes::from(v.to_string())
        }
        None => Bytes::new(),
    };
    Ok(response.body(Full::new(payload)).expect("valid response"))
}

fn parse_body(
    content_type: &str,
    bytes: &[u8],
    problems: &mut Vec<String>,
) -> (Value, Vec<RecordedFile>) {
    if bytes.is_empty() {
        return (Value::Null, Vec::new());
    }
    if content_type.starts_with("multipart/form-data") {
        return match parse_multipart(content_type, bytes) {
            Ok(parts) => {
                let mut body = Value::Null;
                let mut files = Vec::new();
                for part in parts {
                    if part.field == "payload_json" {
                        body = serde_json::from_slice(&part.bytes).unwrap_or_else(|e| {
                            problems.push(format!("payload_json is not JSON: {e}"));
                            Value::Null
                        });
                    } else if part.filename.is_empty() {
                        problems.push(format!("multipart field {} is not a file", part.field));
                    } else {
                        files.push(part);
                    }
                }
                (body, files)
            }
            Err(e) => {
                problems.push(format!("malformed multipart body: {e}"));
                (Value::Null, Vec::new())
            }
        };
    }
    match serde_json::from_slice(bytes) {
        Ok(v) => (v, Vec::new()),
        Err(e) => {
            problems.push(format!("body is not JSON ({e})"));
            (
                Value::String(String::from_utf8_lossy(bytes).into_owned()),
                Vec::new(),
            )
        }
    }
}

/// A minimal multipart/form-data parser (what reqwest sends for serenity's uploads).
fn parse_multipart(content_type: &str, body: &[u8]) -> Result<Vec<RecordedFile>, String> {
    let boundary = content_type
        .split(';')
        .find_map(|p| p.trim().strip_prefix("boundary="))
        .ok_or("no boundary")?
        .trim_matches('"');
    let delimiter = format!("--{boundary}").into_bytes();
    let next_delimiter = [b"\r\n".as_slice(), &delimiter].concat();
    let mut pos = find(body, &delimiter, 0).ok_or("no opening boundary")? + delimiter.len();
    let mut parts = Vec::new();
    loop {
        if body[pos..].starts_with(b"--") {
            return Ok(parts);
        }
        pos += if body[pos..].starts_with(b"\r\n") {
            2
        } else {
            0
        };
        let end = find(body, &next_delimiter, pos).ok_or("unterminated part")?;
        let part = &body[pos..end];
        let header_end = find(part, b"\r\n\r\n", 0).ok_or("part without headers")?;
        let headers = String::from_utf8_lossy(&part[..header_end]);
        let mut field = String::new();
        let mut filename = String::new();
        let mut part_type = None;
        for line in headers.split("\r\n") {
            let (name, value) = line.split_once(':').unwrap_or((line, ""));
            if name.eq_ignore_ascii_case("content-disposition") {
                for attr in value.split(';').map(str::trim) {
                    if let Some(v) = attr.strip_prefix("name=") {
                        field = v.trim_matches('"').to_owned();
                    } else if let Some(v) = attr.strip_prefix("filename=") {
                        filename = v.trim_matches('"').to_owned();
                    }
                }
            } else if name.eq_ignore_ascii_case("content-type") {
                part_type = Some(value.trim().to_owned());
            }
        }
        parts.push(RecordedFile {
            field,
            filename,
            content_type: part_type,
            bytes: part[header_end + 4..].to_vec(),
        });
        pos = end + next_delimiter.len();
    }
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// Parses a path segment as a snowflake (non-zero u64).
fn snowflake(s: &str) -> Option<u64> {
    s.parse::<u64>().ok().filter(|&v| v != 0)
}

fn route(shared: &Shared, st: &mut State, r: &Req, ctx: &str) -> Reply {
    let Some(api) = r.path.strip_prefix(API_PREFIX) else {
        return Reply::unknown_route();
    };
    let segs: Vec<&str> = api.trim_matches('/').split('/').collect();

    // Interaction callbacks and webhooks are authenticated by their token in the path.
    let by_token = matches!(segs.first(), Some(&"interactions") | Some(&"webhooks"));
    if !by_token && r.auth.as_deref() != Some(format!("Bot {}", shared.token).as_str()) {
        st.violation(ctx, "missing or wrong Authorization header");
        return Reply::error(401, 0, "401: Unauthorized");
    }

    let base_url = format!("http://{}", shared.http_addr);
    let bot_name = shared.cfg.bot_name.as_str();
    // A named client is given a gateway URL with its name, so its connections are known too.
    let gateway = match &r.client {
        Some(name) => format!("ws://{}/{name}", shared.gw_addr),
        None => format!("ws://{}", shared.gw_addr),
    };
    match (r.method.as_str(), segs.as_slice()) {
        ("GET", ["gateway"]) => {
            let v = json!({"url": gateway});
            check_response::<serenity::model::gateway::Gateway>(st, "gateway", &v);
            Reply::ok(v)
        }
        ("GET", ["gateway", "bot"]) => {
            let v = json!({
                "url": gateway,
                "shards": 1,
                "session_start_limit": {
                    "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1
                },
            });
            check_response::<serenity::model::gateway::BotGateway>(st, "bot gateway", &v);
            Reply::ok(v)
        }
        ("GET", ["users", "@me"]) => {
            let v = current_user_json(bot_name);
            check_response::<serenity::all::CurrentUser>(st, "current user", &v);
            Reply::ok(v)
        }
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            let v = application_json(bot_name);
            check_response::<serenity::all::CurrentApplicationInfo>(st, "application", &v);
            Reply::ok(v)
        }
        ("POST", ["users", "@me", "channels"]) => match r.body.get("recipient_id").and_then(id_str)
        {
            Some(user) => {
                let v = dm_channel(st, user, None);
                check_response::<serenity::all::PrivateChannel>(st, "DM channel", &v);
                Reply::ok(v)
            }
            None => {
                st.violation(ctx, "create DM without recipient_id");
                Reply::invalid_form_body()
            }
        },

        // Application commands, global and per guild.
        (method, ["applications", app, rest @ ..]) => {
            if snowflake(app) != Some(APPLICATION_ID) {
                st.violation(
                    ctx,
                    format!("application id {app} is not the bot's ({APPLICATION_ID})"),
                );
                return Reply::error(404, 10002, "Unknown Application");
            }
            let (guild, rest) = match rest {
                ["guilds", g, rest @ ..] => match snowflake(g) {
                    Some(g) => (Some(g), rest),
                    None => return Reply::error(404, 10004, "Unknown Guild"),
                },
                _ => (None, rest),
            };
            match (method, rest) {
                ("PUT", ["commands"]) => commands_overwrite(st, ctx, guild, &r.body),
                ("GET", ["commands"]) => Reply::ok(Value::Array(commands_of(st, guild).clone())),
                ("POST", ["commands"]) => command_upsert(st, ctx, guild, &r.body),
                ("GET", ["commands", id]) => {
                    match commands_of(st, guild).iter().find(|c| c["id"] == json!(id)) {
                        Some(c) => Reply::ok(c.clone()),
                        None => Reply::error(404, 10063, "Unknown application command"),
                    }
                }
                ("PATCH", ["commands", id]) => command_edit(st, ctx, guild, id, &r.body),
                ("DELETE", ["commands", id]) => {
                    let cmds = commands_of(st, guild);
                    let before = cmds.len();
                    cmds.retain(|c| c["id"] != json!(id));
                    if cmds.len() == before {
                        Reply::error(404, 10063, "Unknown application command")
                    } else {
                        Reply::no_content()
                    }
                }
                _ => Reply::unknown_route(),
            }
        }

        ("POST", ["interactions", id, token, "callback"]) => {
            interaction_callback(shared, st, ctx, id, token, r)
        }
        (method, ["webhooks", app, token, rest @ ..]) => {
            webhook(st, ctx, &base_url, bot_name, method, app, token, rest, r)
        }

        (method, ["channels", channel, rest @ ..]) => {
            let Some(channel) = snowflake(channel).filter(|c| st.channels.contains_key(c)) else {
                st.violation(ctx, format!("unknown channel {channel}"));
                return Reply::error(404, 10003, "Unknown Channel");
            };
            channel_route(st, ctx, &base_url, bot_name, method, channel, rest, r)
        }

        _ => Reply::unknown_route(),
    }
}

// ----- application commands ----------------------------------------------------------------------

fn commands_of(st: &mut State, guild: Option<u64>) -> &mut Vec<Value> {
    match guild {
        Some(g) => st.guild_commands.entry(g).or_default(),
        None => &mut st.global_commands,
    }
}

fn commands_overwrite(st: &mut State, ctx: &str, guild: Option<u64>, body: &Value) -> Reply {
    let Some(list) = body.as_array() else {
        st.violation(ctx, "bulk overwrite body is not an array");
        return Reply::invalid_form_body();
    };
    let mut problems = Vec::new();
    for (i, cmd) in list.iter().enumerate() {
        check_command(&format!("commands[{i}]"), cmd, &mut problems);
    }
    let mut seen = std::collections::HashSet::new();
    for cmd in list {
        if !seen.insert((
            cmd["name"].to_string(),
            cmd.get("type").and_then(Value::as_u64).unwrap_or(1),
        )) {
            problems.push(format!("command {} registered twice", cmd["name"]));
        }
    }
    let chat_input = list
        .iter()
        .filter(|c| c.get("type").and_then(Value::as_u64).unwrap_or(1) == 1);
    if chat_input.count() > limits::CHAT_INPUT_COMMANDS {
        problems.push(format!(
            "more than {} chat input commands",
            limits::CHAT_INPUT_COMMANDS
        ));
    }
    if !problems.is_empty() {
        for p in problems {
            st.violation(ctx, p);
        }
        return Reply::invalid_form_body();
    }
    let old = commands_of(st, guild).clone();
    let new: Vec<Value> = list
        .iter()
        .map(|c| command_json(st, &old, c, guild))
        .collect();
    check_response::<Vec<serenity::all::Command>>(st, "commands", &Value::Array(new.clone()));
    *commands_of(st, guild) = new.clone();
    Reply::ok(Value::Array(new))
}

fn command_upsert(st: &mut State, ctx: &str, guild: Option<u64>, body: &Value) -> Reply {
    let mut problems = Vec::new();
    check_command("command", body, &mut problems);
    if !problems.is_empty() {
        for p in problems {
            st.violation(ctx, p);
        }
        return Reply::invalid_form_body();
    }
    let old = commands_of(st, guild).clone();
    let cmd = command_json(st, &old, body, guild);
    check_response::<serenity::all::Command>(st, "command", &cmd);
    let cmds = commands_of(st, guild);
    let existed = cmds.iter().any(|c| c["id"] == cmd["id"]);
    cmds.retain(|c| c["id"] != cmd["id"]);
    cmds.push(cmd.clone());
    if existed {
        Reply::ok(cmd)
    } else {
        Reply::created(cmd)
    }
}

fn command_edit(st: &mut State, ctx: &str, guild: Option<u64>, id: &str, body: &Value) -> Reply {
    let Some(mut cmd) = commands_of(st, guild)
        .iter()
        .find(|c| c["id"] == json!(id))
        .cloned()
    else {
        return Reply::error(404, 10063, "Unknown application command");
    };
    merge_object(&mut cmd, body);
    let mut problems = Vec::new();
    check_command("command", &cmd, &mut problems);
    if !problems.is_empty() {
        for p in problems {
            st.violation(ctx, p);
        }
        return Reply::invalid_form_body();
    }
    cmd["version"] = json!(st.next_id().to_string());
    for c in commands_of(st, guild).iter_mut() {
        if c["id"] == json!(id) {
            *c = cmd.clone();
        }
    }
    Reply::ok(cmd)
}

/// The command object Discord answers with: the request plus ids and defaults. A command that
/// keeps its name and type keeps its id, as on Discord.
fn command_json(st: &mut State, old: &[Value], req: &Value, guild: Option<u64>) -> Value {
    let kind = req.get("type").and_then(Value::as_u64).unwrap_or(1);
    let id = old
        .iter()
        .find(|c| c["name"] == req["name"] && c["type"] == json!(kind))
        .and_then(|c| c["id"].as_str().map(str::to_owned))
        .unwrap_or_else(|| st.next_id().to_string());
    let mut cmd = json!({
        "id": id,
        "application_id": APPLICATION_ID.to_string(),
        "version": st.next_id().to_string(),
        "type": kind,
        "description": "",
        "default_member_permissions": null,
        "nsfw": false,
    });
    merge_object(&mut cmd, req);
    cmd["type"] = json!(kind);
    cmd["id"] = json!(id);
    if let Some(g) = guild {
        cmd["guild_id"] = json!(g.to_string());
    }
    cmd
}

fn check_command(what: &str, cmd: &Value, out: &mut Vec<String>) {
    let kind = cmd.get("type").and_then(Value::as_u64).unwrap_or(1);
    let name = cmd["name"].as_str().unwrap_or("");
    let description = cmd["description"].as_str().unwrap_or("");
    if kind == 1 {
        check_name(&format!("{what} `{name}`"), name, out);
        check_len_range(
            &format!("{what} `{name}` description"),
            description,
            1,
            limits::COMMAND_DESCRIPTION,
            out,
        );
    } else {
        check_len_range(&format!("{what} name"), name, 1, limits::COMMAND_NAME, out);
        if !description.is_empty() {
            out.push(format!(
                "{what} `{name}`: user/message commands must have an empty description"
            ));
        }
    }
    check_options(&format!("{what} `{name}`"), &cmd["options"], 0, out);
}

fn check_options(what: &str, options: &Value, depth: usize, out: &mut Vec<String>) {
    let Some(options) = options.as_array() else {
        return;
    };
    if options.len() > limits::COMMAND_OPTIONS {
        out.push(format!(
            "{what}: {} options (max {})",
            options.len(),
            limits::COMMAND_OPTIONS
        ));
    }
    let mut seen_optional = false;
    let mut names = std::collections::HashSet::new();
    for opt in options {
        let name = opt["name"].as_str().unwrap_or("");
        let here = format!("{what} option `{name}`");
        check_name(&here, name, out);
        if !names.insert(name) {
            out.push(format!("{here}: duplicate option name"));
        }
        check_len_range(
            &format!("{here} description"),
            opt["description"].as_str().unwrap_or(""),
            1,
            limits::COMMAND_DESCRIPTION,
            out,
        );
        let kind = opt["type"].as_u64().unwrap_or(0);
        if kind == 1 || kind == 2 {
            if depth >= 2 || (kind == 2 && depth >= 1) {
                out.push(format!("{here}: subcommands nested too deep"));
            }
            check_options(&here, &opt["options"], depth + 1, out);
            continue;
        }
        let required = opt["required"].as_bool().unwrap_or(false);
        if required && seen_optional {
            out.push(format!(
                "{here}: required options must come before optional ones"
            ));
        }
        seen_optional |= !required;
        let choices = opt["choices"].as_array().map_or(0, Vec::len);
        if choices > limits::AUTOCOMPLETE_CHOICES {
            out.push(format!(
                "{here}: {choices} choices (max {})",
                limits::AUTOCOMPLETE_CHOICES
            ));
        }
        if choices > 0 && opt["autocomplete"].as_bool() == Some(true) {
            out.push(format!("{here}: autocomplete and choices are exclusive"));
        }
        check_choices(&here, &opt["choices"], out);
    }
}

/// Chat-input command and option names: 1-32 lowercase letters, digits, `-` or `_`.
fn check_name(what: &str, name: &str, out: &mut Vec<String>) {
    let len = name.chars().count();
    let chars_ok = name
        .chars()
        .all(|c| c == '-' || c == '_' || c.is_alphanumeric());
    let lower = name.chars().all(|c| !c.is_uppercase());
    if len == 0 || len > limits::COMMAND_NAME || !chars_ok || !lower {
        out.push(format!(
            "{what}: invalid name (1-{} lowercase letters, digits, - or _)",
            limits::COMMAND_NAME
        ));
    }
}

fn check_choices(what: &str, choices: &Value, out: &mut Vec<String>) {
    for choice in choices.as_array().into_iter().flatten() {
        let name = choice["name"].as_str().unwrap_or("");
        check_len_range(
            &format!("{what} choice name"),
            name,
            1,
            limits::CHOICE_NAME,
            out,
        );
        if let Some(v) = choice["value"].as_str() {
            check_len_range(
                &format!("{what} choice `{name}` value"),
                v,
                0,
                limits::CHOICE_STRING_VALUE,
                out,
            );
        }
    }
}

fn check_len_range(what: &str, s: &str, min: usize, max: usize, out: &mut Vec<String>) {
    let n = s.chars().count();
    if n < min || n > max {
        out.push(format!("{what} is {n} characters (allowed {min}-{max})"));
    }
}

// ----- interactions and their webhooks -----------------------------------------------------------

fn interaction_callback(
    shared: &Shared,
    st: &mut State,
    ctx: &str,
    id: &str,
    token: &str,
    r: &Req,
) -> Reply {
    let base_url = &format!("http://{}", shared.http_addr);
    let bot_name = shared.cfg.bot_name.as_str();
    let known = snowflake(id).and_then(|id| st.interactions.get(&id).map(|rec| (id, rec.clone())));
    let Some((id, rec)) = known else {
        st.violation(ctx, "callback for an interaction the fake never dispatched");
        return Reply::error(404, 10062, "Unknown interaction");
    };
    if rec.token != token {
        st.violation(ctx, "callback with the wrong interaction token");
        return Reply::error(404, 10062, "Unknown interaction");
    }
    if let Some(previous) = rec.acked {
        st.violation(
            ctx,
            format!("interaction already acknowledged (with callback type {previous})"),
        );
        return Reply::error(400, 40060, "Interaction has already been acknowledged.");
    }
    let waited = rec.dispatched_at.elapsed();
    if shared
        .cfg
        .interaction_ack_deadline
        .is_some_and(|deadline| waited > deadline)
    {
        st.violation(
            ctx,
            format!("interaction answered after {waited:?}: defer slow work"),
        );
        return Reply::error(404, 10062, "Unknown interaction");
    }
    let (kind, channel, guild, message_id) =
        (rec.kind, rec.channel_id, rec.guild_id, rec.message_id);

    let callback = r.body["type"].as_u64().unwrap_or(0);
    let allowed: &[u64] = match kind {
        1 => &[1],
        2 => &[4, 5, 9, 12],
        3 => &[4, 5, 6, 7, 9, 12],
        4 => &[8],
        5 => &[4, 5, 6, 7],
        _ => &[],
    };
    if !allowed.contains(&callback) {
        st.violation(
            ctx,
            format!("callback type {callback} is not valid for interaction type {kind}"),
        );
        return Reply::invalid_form_body();
    }
    let data = r.body.get("data").cloned().unwrap_or(Value::Null);
    let mut problems = Vec::new();
    match callback {
        4 => check_message(&data, &r.files, true, &mut problems),
        7 => check_message(&data, &r.files, false, &mut problems),
        8 => check_autocomplete(&data, &mut problems),
        9 => check_modal(&data, &mut problems),
        _ => {}
    }
    if !problems.is_empty() {
        for p in problems {
            st.violation(ctx, p);
        }
        return Reply::invalid_form_body();
    }

    let original = match callback {
        4 | 5 => {
            let mut payload = if callback == 4 {
                data.clone()
            } else {
                json!({})
            };
            let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64;
            payload["flags"] = json!(ephemeral | if callback == 5 { 128 } else { 0 });
            let mut msg = new_message(st, base_url, bot_name, channel, guild, &payload, &r.files);
            msg["webhook_id"] = json!(APPLICATION_ID.to_string());
            msg["application_id"] = json!(APPLICATION_ID.to_string());
            if kind == 2 {
                msg["type"] = json!(20);
            }
            let msg_id = id_of(&msg).expect("id");
            st.messages.insert(msg_id, msg);
            Some(msg_id)
        }
        6 => message_id,
        7 => {
            // An update never makes a public message private: the flag would be ignored and
            // everyone would go on seeing it.
            let public = message_id
                .and_then(|m| st.messages.get(&m))
                .is_some_and(|m| !is_ephemeral(m));
            if public && is_ephemeral(&data) {
                st.violation(
                    ctx,
                    "UPDATE_MESSAGE with the ephemeral flag on a public message: the flag is \
                     ignored and everyone sees the update",
                );
                return Reply::invalid_form_body();
            }
            if let Some(m) = message_id {
                if let Some(mut msg) = st.messages.get(&m).cloned() {
                    edit_message(st, base_url, &mut msg, &data, &r.files);
                    st.messages.insert(m, msg);
                }
            }
            message_id
        }
        _ => None,
    };
    let rec = st.interactions.get_mut(&id).expect("interaction");
    rec.acked = Some(callback);
    rec.original = original;
    Reply::no_content()
}

#[allow(clippy::too_many_arguments)]
fn webhook(
    st: &mut State,
    ctx: &str,
    base_url: &str,
    bot_name: &str,
    method: &str,
    app: &str,
    token: &str,
    rest: &[&str],
    r: &Req,
) -> Reply {
    let interaction = st.interaction_by_token.get(token).copied();
    let Some(id) = interaction.filter(|_| snowflake(app) == Some(APPLICATION_ID)) else {
        st.violation(
            ctx,
            "webhook for an unknown application or interaction token",
        );
        return Reply::error(404, 10015, "Unknown Webhook");
    };
    let rec = st.interactions[&id].clone();
    if rec.acked.is_none() {
        st.violation(
            ctx,
            "interaction webhook used before the interaction was acknowledged",
        );
        return Reply::error(404, 10015, "Unknown Webhook");
    }
    let (channel, guild, original) = (rec.channel_id, rec.guild_id, rec.original);

    match (method, rest) {
        ("POST", []) => {
            let mut problems = Vec::new();
            check_message(&r.body, &r.files, true, &mut problems);
            if !problems.is_empty() {
                for p in problems {
                    st.violation(ctx, p);
                }
                return Reply::invalid_form_body();
            }
            // After a deferred response, the first followup replaces the "thinking" message,
            // keeping the deferral's visibility: Discord ignores the ephemeral flag and calls
            // this behaviour deprecated (the answer is a PATCH of @original).
            let loading = original
                .and_then(|m| st.messages.get(&m))
                .filter(|m| m["flags"].as_u64().unwrap_or(0) & 128 != 0)
                .cloned();
            let msg = match loading {
                Some(mut msg) => {
                    let mut rule = "the first followup after a deferred response edits the \
                        loading message (deprecated): send the first answer as PATCH \
                        /webhooks/{app}/{token}/messages/@original"
                        .to_owned();
                    if is_ephemeral(&r.body) && !is_ephemeral(&msg) {
                        rule.push_str(
                            "; its ephemeral flag is ignored, so everyone in the channel sees it",
                        );
                    }
                    st.violation(ctx, rule);
                    edit_message(st, base_url, &mut msg, &r.body, &r.files);
                    msg
                }
                None => {
                    let mut msg =
                        new_message(st, base_url, bot_name, channel, guild, &r.body, &r.files);
                    msg["webhook_id"] = json!(APPLICATION_ID.to_string());
                    msg["application_id"] = json!(APPLICATION_ID.to_string());
                    msg
                }
            };
            st.messages.insert(id_of(&msg).expect("id"), msg.clone());
            check_response::<serenity::all::Message>(st, "followup message", &msg);
            Reply::ok(msg)
        }
        (method, ["messages", which]) => {
            let target = if *which == "@original" {
                original
            } else {
                snowflake(which)
            };
            let Some(target) = target.filter(|m| st.messages.contains_key(m)) else {
                st.violation(ctx, format!("unknown interaction message {which}"));
                return Reply::error(404, 10008, "Unknown Message");
            };
            match method {
                "GET" => Reply::ok(st.messages[&target].clone()),
                "DELETE" => {
                    st.messages.remove(&target);
                    Reply::no_content()
                }
                "PATCH" => {
                    let mut problems = Vec::new();
                    check_message(&r.body, &r.files, false, &mut problems);
                    if is_ephemeral(&r.body) && !is_ephemeral(&st.messages[&target]) {
                        // An existing message's visibility cannot change: a public deferral
                        // stays public whatever the edit says.
                        problems.push(
                            "the ephemeral flag on an edit of a public message is ignored: \
                             everyone in the channel sees it (delete @original, then send an \
                             ephemeral followup)"
                                .to_owned(),
                        );
                    }
                    if !problems.is_empty() {
                        for p in problems {
                            st.violation(ctx, p);
                        }
                        return Reply::invalid_form_body();
                    }
                    let mut msg = st.messages[&target].clone();
                    edit_message(st, base_url, &mut msg, &r.body, &r.files);
                    st.messages.insert(target, msg.clone());
                    check_response::<serenity::all::Message>(st, "edited message", &msg);
                    Reply::ok(msg)
                }
                _ => Reply::unknown_route(),
            }
        }
        _ => Reply::unknown_route(),
    }
}

// ----- channels, messages, threads ---------------------------------------------------------------

#[allow(clippy::too_many_arguments)]
fn channel_route(
    st: &mut State,
    ctx: &str,
    base_url: &str,
    bot_name: &str,
    method: &str,
    channel: u64,
    rest: &[&str],
    r: &Req,
) -> Reply {
    let guild = st.channels[&channel].get("guild_id").and_then(id_str);
    match (method, rest) {
        ("GET", []) => Reply::ok(st.channels[&channel].clone()),
        ("PATCH", []) => {
            let mut c = st.channels[&channel].clone();
            if let Some(name) = r.body.get("name").and_then(Value::as_str) {
                let mut problems = Vec::new();
                check_len_range("channel name", name, 1, limits::THREAD_NAME, &mut problems);
                if !problems.is_empty() {
                    for p in problems {
                        st.violation(ctx, p);
                    }
                    return Reply::invalid_form_body();
                }
            }
            for (key, value) in r.body.as_object().into_iter().flatten() {
                let thread_key = ["archived", "locked", "auto_archive_duration", "invitable"];
                if thread_key.contains(&key.as_str()) && c.get("thread_metadata").is_some() {
                    c["thread_metadata"][key] = value.clone();
                } else {
                    c[key] = value.clone();
                }
            }
            st.channels.insert(channel, c.clone());
            check_response::<serenity::all::Channel>(st, "channel", &c);
            Reply::ok(c)
        }
        ("DELETE", []) => {
            let parent = st.channels[&channel].get("parent_id").and_then(id_str);
            let is_thread = matches!(st.channels[&channel]["type"].as_u64(), Some(10..=12));
            let denied = |c: Option<u64>| {
                c.and_then(|c| st.denied.get(&c))
                    .is_some_and(|d| d.contains(&Permission::ManageThreads))
            };
            // A thread is deleted with Manage Threads, in the thread or inherited from its
            // channel; the bot's owning the thread does not help.
            if is_thread && (denied(Some(channel)) || denied(parent)) {
                return Reply::error(403, 50013, "Missing Permissions");
            }
            let c = st.channels.remove(&channel).expect("known channel");
            Reply::ok(c)
        }
        ("POST", ["messages"]) => {
            let denied = st.denied.get(&channel).cloned().unwrap_or_default();
            if denied.contains(&Permission::SendMessages)
                || (!r.files.is_empty() && denied.contains(&Permission::AttachFiles))
            {
                return Reply::error(403, 50013, "Missing Permissions");
            }
            let mut problems = Vec::new();
            check_message(&r.body, &r.files, true, &mut problems);
            if !problems.is_empty() {
                for p in problems {
                    st.violation(ctx, p);
                }
                return Reply::invalid_form_body();
            }
            let msg = new_message(st, base_url, bot_name, channel, guild, &r.body, &r.files);
            st.messages.insert(id_of(&msg).expect("id"), msg.clone());
            check_response::<serenity::all::Message>(st, "message", &msg);
            Reply::ok(msg)
        }
        ("GET", ["messages"]) => {
            let limit = query_param(r.query.as_deref(), "limit")
                .and_then(|l| l.parse().ok())
                .unwrap_or(50);
            let mut msgs: Vec<Value> = st
                .messages
                .values()
                .filter(|m| id_str(&m["channel_id"]) == Some(channel))
                .cloned()
                .collect();
            msgs.sort_by_key(|m| std::cmp::Reverse(id_of(m).unwrap_or(0)));
            msgs.truncate(limit);
            Reply::ok(Value::Array(msgs))
        }
        (method, ["messages", m]) => {
            let known = snowflake(m).filter(|m| {
                st.messages
                    .get(m)
                    .is_some_and(|msg| id_str(&msg["channel_id"]) == Some(channel))
            });
            let Some(m) = known else {
                st.violation(ctx, format!("unknown message {m} in channel {channel}"));
                return Reply::error(404, 10008, "Unknown Message");
            };
            match method {
                "GET" => Reply::ok(st.messages[&m].clone()),
                "DELETE" => {
                    st.messages.remove(&m);
                    Reply::no_content()
                }
                "PATCH" => {
                    let mut msg = st.messages[&m].clone();
                    if msg["author"]["id"] != json!(BOT_USER_ID.to_string()) {
                        st.violation(ctx, "editing a message the bot did not write");
                        return Reply::error(
                            403,
                            50005,
                            "Cannot edit a message authored by another user",
                        );
                    }
                    let mut problems = Vec::new();
                    check_message(&r.body, &r.files, false, &mut problems);
                    if !problems.is_empty() {
                        for p in problems {
                            st.violation(ctx, p);
                        }
                        return Reply::invalid_form_body();
                    }
                    edit_message(st, base_url, &mut msg, &r.body, &r.files);
                    st.messages.insert(m, msg.clone());
                    check_response::<serenity::all::Message>(st, "edited message", &msg);
                    Reply::ok(msg)
                }
                _ => Reply::unknown_route(),
            }
        }
        ("POST", ["messages", m, "threads"]) => {
            let Some(m) = snowflake(m).filter(|m| st.messages.contains_key(m)) else {
                st.violation(ctx, format!("thread from unknown message {m}"));
                return Reply::error(404, 10008, "Unknown Message");
            };
            if st.channels.contains_key(&m) {
                st.violation(ctx, "a thread already exists for this message");
                return Reply::error(
                    400,
                    160004,
                    "A thread has already been created for this message",
                );
            }
            // A thread started from a message has the message's id.
            create_thread(st, ctx, channel, guild, Some(m), &r.body, 11)
        }
        ("POST", ["threads"]) => {
            if st
                .denied
                .get(&channel)
                .is_some_and(|d| d.contains(&Permission::CreatePublicThreads))
            {
                return Reply::error(403, 50013, "Missing Permissions");
            }
            let kind = r.body.get("type").and_then(Value::as_u64).unwrap_or(12);
            create_thread(st, ctx, channel, guild, None, &r.body, kind)
        }
        ("PUT" | "DELETE", ["thread-members", _]) => Reply::no_content(),
        ("PUT" | "DELETE", ["messages", _, "reactions", ..]) => Reply::no_content(),
        ("POST", ["typing"]) => Reply::no_content(),
        _ => Reply::unknown_route(),
    }
}

fn create_thread(
    st: &mut State,
    ctx: &str,
    parent: u64,
    guild: Option<u64>,
    id: Option<u64>,
    body: &Value,
    kind: u64,
) -> Reply {
    let parent_kind = st.channels[&parent]["type"].as_u64().unwrap_or(0);
    let mut problems = Vec::new();
    check_len_range(
        "thread name",
        body["name"].as_str().unwrap_or(""),
        1,
        limits::THREAD_NAME,
        &mut problems,
    );
    if matches!(parent_kind, 10..=12) {
        problems.push("cannot create a thread inside a thread".to_owned());
    }
    if guild.is_none() {
        problems.push("cannot create a thread in a DM".to_owned());
    }
    if !problems.is_empty() {
        for p in problems {
            st.violation(ctx, p);
        }
        return Reply::invalid_form_body();
    }
    let id = id.unwrap_or_else(|| st.next_id());
    let now = rfc3339(now_ms());
    let thread = json!({
        "id": id.to_string(),
        "type": kind,
        "guild_id": guild.map(|g| g.to_string()),
        "parent_id": parent.to_string(),
        "owner_id": BOT_USER_ID.to_string(),
        "name": body["name"],
        "last_message_id": null,
        "rate_limit_per_user": body.get("rate_limit_per_user").cloned().unwrap_or(json!(0)),
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": body.get("auto_archive_duration").cloned().unwrap_or(json!(1440)),
            "archive_timestamp": now,
            "locked": false,
            "create_timestamp": now,
        },
    });
    check_response::<serenity::all::GuildChannel>(st, "thread", &thread);
    st.channels.insert(id, thread.clone());
    Reply::created(thread)
}

/// A message the bot sends, from a create-message payload.
fn new_message(
    st: &mut State,
    base_url: &str,
    bot_name: &str,
    channel: u64,
    guild: Option<u64>,
    payload: &Value,
    files: &[RecordedFile],
) -> Value {
    let id = st.next_id();
    let mut msg = message_json(
        id,
        channel,
        guild,
        &user_json(BOT_USER_ID, bot_name, true),
        "",
    );
    if let Some(reference) = payload.get("message_reference").filter(|r| !r.is_null()) {
        let mut reference = reference.clone();
        if reference.get("channel_id").is_none() {
            reference["channel_id"] = json!(channel.to_string());
        }
        if let Some(g) = guild {
            reference["guild_id"] = json!(g.to_string());
        }
        msg["message_reference"] = reference;
        msg["type"] = json!(19);
    }
    if let Some(tts) = payload.get("tts").filter(|t| t.is_boolean()) {
        msg["tts"] = tts.clone();
    }
    apply_payload(st, base_url, &mut msg, payload, files);
    msg
}

fn edit_message(
    st: &mut State,
    base_url: &str,
    msg: &mut Value,
    payload: &Value,
    files: &[RecordedFile],
) {
    let before = msg["flags"].as_u64().unwrap_or(0);
    let loading = before & 128 != 0;
    apply_payload(st, base_url, msg, payload, files);
    // An edit never changes whether a message is ephemeral, and editing a deferred response
    // replaces its "thinking" state.
    let flags = (msg["flags"].as_u64().unwrap_or(0) & !(64 | 128)) | (before & 64);
    msg["flags"] = json!(flags);
    if !loading {
        msg["edited_timestamp"] = json!(rfc3339(now_ms()));
    }
}

/// Whether a message (or a payload) has the EPHEMERAL flag (64).
fn is_ephemeral(v: &Value) -> bool {
    v["flags"].as_u64().unwrap_or(0) & 64 != 0
}

/// Applies content, embeds, components, flags and attachments of a payload to a message.
fn apply_payload(
    st: &mut State,
    base_url: &str,
    msg: &mut Value,
    payload: &Value,
    files: &[RecordedFile],
) {
    if let Some(content) = payload.get("content").filter(|c| !c.is_null()) {
        msg["content"] = content.clone();
    }
    if let Some(embeds) = payload.get("embeds").and_then(Value::as_array) {
        let embeds: Vec<Value> = embeds
            .iter()
            .map(|e| {
                let mut e = e.clone();
                if e.get("type").is_none() {
                    e["type"] = json!("rich");
                }
                e
            })
            .collect();
        msg["embeds"] = Value::Array(embeds);
    }
    if let Some(components) = payload.get("components").filter(|c| c.is_array()) {
        msg["components"] = components.clone();
    }
    if let Some(flags) = payload.get("flags").and_then(Value::as_u64) {
        msg["flags"] = json!(flags);
    }

    let channel = msg["channel_id"].as_str().unwrap_or("0").to_owned();
    let existing: Vec<Value> = msg["attachments"].as_array().cloned().unwrap_or_default();
    let mut attachments = Vec::new();
    let mut used = vec![false; files.len()];
    match payload.get("attachments").and_then(Value::as_array) {
        Some(list) => {
            for a in list {
                if let Some(kept) = existing
                    .iter()
                    .find(|e| id_str(&e["id"]) == id_str(&a["id"]))
                {
                    attachments.push(kept.clone());
                } else if let Some(i) = files.iter().position(|f| {
                    Some(f.field.as_str())
                        == id_str(&a["id"]).map(|n| format!("files[{n}]")).as_deref()
                }) {
                    used[i] = true;
                    attachments.push(attachment_json(
                        st,
                        base_url,
                        &channel,
                        &files[i],
                        &a["description"],
                    ));
                }
            }
        }
        None => attachments = existing,
    }
    for (i, file) in files.iter().enumerate() {
        if !used[i] {
            attachments.push(attachment_json(st, base_url, &channel, file, &Value::Null));
        }
    }
    msg["attachments"] = Value::Array(attachments);
}

fn attachment_json(
    st: &mut State,
    base_url: &str,
    channel: &str,
    file: &RecordedFile,
    description: &Value,
) -> Value {
    let id = st.next_id();
    let url = format!("{base_url}/attachments/{channel}/{id}/{}", file.filename);
    json!({
        "id": id.to_string(),
        "filename": file.filename,
        "description": description,
        "content_type": file.content_type,
        "size": file.bytes.len(),
        "url": url,
        "proxy_url": url,
    })
}

fn query_param<'a>(query: Option<&'a str>, name: &str) -> Option<&'a str> {
    query?
        .split('&')
        .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
}

// ----- Discord's limits -------------------------------------------------------------------------

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

fn check_max(what: &str, v: &Value, max: usize, out: &mut Vec<String>) {
    let n = chars(v);
    if n > max {
        out.push(format!("{what} is {n} characters (max {max})"));
    }
}

/// Checks a message payload (create or edit) against Discord's limits.
fn check_message(
    p: &Value,
    files: &[RecordedFile],
    must_not_be_empty: bool,
    out: &mut Vec<String>,
) {
    check_max("content", &p["content"], limits::CONTENT, out);
    let embeds = p["embeds"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    if embeds.len() > limits::EMBEDS {
        out.push(format!("{} embeds (max {})", embeds.len(), limits::EMBEDS));
    }
    let mut total = 0;
    for (i, e) in embeds.iter().enumerate() {
        check_embed(&format!("embeds[{i}]"), e, &mut total, out);
    }
    if total > limits::EMBED_TOTAL {
        out.push(format!(
            "embeds total {total} characters (max {})",
            limits::EMBED_TOTAL
        ));
    }
    check_components(&p["components"], out);
    for f in files {
        if f.bytes.len() > limits::ATTACHMENT_BYTES {
            out.push(format!(
                "file {} is {} bytes (max {})",
                f.filename,
                f.bytes.len(),
                limits::ATTACHMENT_BYTES
            ));
        }
    }
    if must_not_be_empty {
        let non_empty = |k: &str| p[k].as_array().is_some_and(|a| !a.is_empty());
        let has_something = chars(&p["content"]) > 0
            || non_empty("embeds")
            || non_empty("components")
            || non_empty("sticker_ids")
            || p.get("poll").is_some_and(|v| !v.is_null())
            || !files.is_empty();
        if !has_something {
            out.push("Cannot send an empty message".to_owned());
        }
    }
}

fn check_embed(what: &str, e: &Value, total: &mut usize, out: &mut Vec<String>) {
    let mut text = |field: &str, v: &Value, max: usize| {
        check_max(&format!("{what}.{field}"), v, max, out);
        *total += chars(v);
    };
    text("title", &e["title"], limits::EMBED_TITLE);
    text("description", &e["description"], limits::EMBED_DESCRIPTION);
    text("footer.text", &e["footer"]["text"], limits::EMBED_FOOTER);
    text("author.name", &e["author"]["name"], limits::EMBED_AUTHOR);
    let fields = e["fields"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    for (i, f) in fields.iter().enumerate() {
        text(
            &format!("fields[{i}].name"),
            &f["name"],
            limits::EMBED_FIELD_NAME,
        );
        text(
            &format!("fields[{i}].value"),
            &f["value"],
            limits::EMBED_FIELD_VALUE,
        );
    }
    if fields.len() > limits::EMBED_FIELDS {
        out.push(format!(
            "{what}: {} fields (max {})",
            fields.len(),
            limits::EMBED_FIELDS
        ));
    }
    for (i, f) in fields.iter().enumerate() {
        if chars(&f["name"]) == 0 || chars(&f["value"]) == 0 {
            out.push(format!(
                "{what}.fields[{i}]: name and value must not be empty"
            ));
        }
    }
}

fn check_custom_id(what: &str, v: &Value, seen: &mut Vec<String>, out: &mut Vec<String>) {
    let Some(id) = v.as_str() else {
        out.push(format!("{what}: missing custom_id"));
        return;
    };
    let n = id.chars().count();
    if n == 0 || n > limits::CUSTOM_ID {
        out.push(format!(
            "{what}: custom_id `{id}` is {n} characters (allowed 1-{})",
            limits::CUSTOM_ID
        ));
    }
    if seen.iter().any(|s| s == id) {
        out.push(format!(
            "{what}: custom_id `{id}` is used twice in one message"
        ));
    }
    seen.push(id.to_owned());
}

fn check_components(components: &Value, out: &mut Vec<String>) {
    let Some(rows) = components.as_array() else {
        return;
    };
    if rows.len() > limits::ACTION_ROWS {
        out.push(format!(
            "{} action rows (max {})",
            rows.len(),
            limits::ACTION_ROWS
        ));
    }
    let mut seen = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let what = format!("components[{i}]");
        if row["type"].as_u64() != Some(1) {
            out.push(format!(
                "{what}: top-level components must be action rows (type 1)"
            ));
            continue;
        }
        let items = row["components"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default();
        if items.is_empty() || items.len() > limits::COMPONENTS_PER_ROW {
            out.push(format!(
                "{what}: {} components in an action row (allowed 1-{})",
                items.len(),
                limits::COMPONENTS_PER_ROW
            ));
        }
        let selects = items
            .iter()
            .filter(|c| matches!(c["type"].as_u64(), Some(3 | 5..=8)))
            .count();
        if selects > 0 && items.len() > 1 {
            out.push(format!(
                "{what}: a select menu must be alone in its action row"
            ));
        }
        for (j, c) in items.iter().enumerate() {
            let what = format!("{what}.components[{j}]");
            match c["type"].as_u64() {
                Some(2) => {
                    let style = c["style"].as_u64().unwrap_or(0);
                    if style == 5 {
                        if c["url"].as_str().is_none()
                            || c.get("custom_id").is_some_and(|v| !v.is_null())
                        {
                            out.push(format!(
                                "{what}: a link button needs a url and no custom_id"
                            ));
                        }
                    } else if style != 6 {
                        if !(1..=4).contains(&style) {
                            out.push(format!("{what}: invalid button style {style}"));
                        }
                        check_custom_id(&what, &c["custom_id"], &mut seen, out);
                    }
                    check_max(
                        &format!("{what} label"),
                        &c["label"],
                        limits::BUTTON_LABEL,
                        out,
                    );
                    if chars(&c["label"]) == 0
                        && c.get("emoji").is_none_or(Value::is_null)
                        && style != 6
                    {
                        out.push(format!("{what}: a button needs a label or an emoji"));
                    }
                }
                Some(t @ (3 | 5..=8)) => {
                    check_custom_id(&what, &c["custom_id"], &mut seen, out);
                    check_max(
                        &format!("{what} placeholder"),
                        &c["placeholder"],
                        limits::SELECT_PLACEHOLDER,
                        out,
                    );
                    if t == 3 {
                        let options = c["options"]
                            .as_array()
                            .map(Vec::as_slice)
                            .unwrap_or_default();
                        if options.is_empty() || options.len() > limits::SELECT_OPTIONS {
                            out.push(format!(
                                "{what}: {} select options (allowed 1-{})",
                                options.len(),
                                limits::SELECT_OPTIONS
                            ));
                        }
                        let mut values: Vec<&str> = Vec::new();
                        for (k, o) in options.iter().enumerate() {
                            // Label and value are required, 1-100 characters each.
                            for key in ["label", "value"] {
                                let n = chars(&o[key]);
                                if !o[key].is_string() || n == 0 || n > limits::SELECT_OPTION_TEXT {
                                    out.push(format!(
                                        "{what}.options[{k}].{key} is {n} characters (allowed 1-{})",
                                        limits::SELECT_OPTION_TEXT
                                    ));
                                }
                            }
                            // Discord: SELECT_COMPONENT_OPTION_VALUE_DUPLICATED.
                            if let Some(v) = o["value"].as_str() {
                                if values.contains(&v) {
                                    out.push(format!(
                                        "{what}.options[{k}]: the option value `{v}` is already used"
                                    ));
                                }
                                values.push(v);
                            }
                            check_max(
                                &format!("{what}.options[{k}].description"),
                                &o["description"],
                                limits::SELECT_OPTION_TEXT,
                                out,
                            );
                        }
                    }
                    for key in ["min_values", "max_values"] {
                        if c[key].as_u64().is_some_and(|v| v > 25) {
                            out.push(format!("{what}: {key} above 25"));
                        }
                    }
                    if t == 3 {
                        // A string select cannot ask for more choices than it offers.
                        let offered = c["options"].as_array().map_or(0, Vec::len) as u64;
                        let min = c["min_values"].as_u64().unwrap_or(1);
                        let max = c["max_values"].as_u64().unwrap_or(1);
                        if min > max || max > offered.max(1) || c["max_values"] == json!(0) {
                            out.push(format!(
                                "{what}: min_values {min} / max_values {max} with {offered} options"
                            ));
                        }
                    }
                }
                Some(4) => out.push(format!("{what}: text inputs are only allowed in modals")),
                other => out.push(format!("{what}: unknown component type {other:?}")),
            }
        }
    }
}

fn check_autocomplete(data: &Value, out: &mut Vec<String>) {
    let Some(choices) = data["choices"].as_array() else {
        out.push("autocomplete result without choices".to_owned());
        return;
    };
    if choices.len() > limits::AUTOCOMPLETE_CHOICES {
        out.push(format!(
            "{} autocomplete choices (max {})",
            choices.len(),
            limits::AUTOCOMPLETE_CHOICES
        ));
    }
    check_choices("autocomplete", &data["choices"], out);
}

fn check_modal(data: &Value, out: &mut Vec<String>) {
    let mut seen = Vec::new();
    check_custom_id("modal", &data["custom_id"], &mut seen, out);
    check_len_range(
        "modal title",
        data["title"].as_str().unwrap_or(""),
        1,
        limits::MODAL_TITLE,
        out,
    );
    let rows = data["components"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    if rows.is_empty() || rows.len() > limits::ACTION_ROWS {
        out.push(format!(
            "modal has {} action rows (allowed 1-{})",
            rows.len(),
            limits::ACTION_ROWS
        ));
    }
    for (i, row) in rows.iter().enumerate() {
        let items = row["components"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default();
        if row["type"].as_u64() != Some(1)
            || items.len() != 1
            || items[0]["type"].as_u64() != Some(4)
        {
            out.push(format!(
                "modal components[{i}]: each action row holds exactly one text input"
            ));
            continue;
        }
        let what = format!("modal components[{i}]");
        check_custom_id(&what, &items[0]["custom_id"], &mut seen, out);
        check_len_range(
            &format!("{what} label"),
            items[0]["label"].as_str().unwrap_or(""),
            1,
            limits::TEXT_INPUT_LABEL,
            out,
        );
    }
}

// ---------------------------------------------------------------------------------------------
// JSON shapes serenity 0.12 parses
// ---------------------------------------------------------------------------------------------

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": null,
        "bot": bot,
        "public_flags": 0,
    })
}

fn current_user_json(bot_name: &str) -> Value {
    let mut user = user_json(BOT_USER_ID, bot_name, true);
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["flags"] = json!(0);
    user
}

fn application_json(bot_name: &str) -> Value {
    json!({
        "id": APPLICATION_ID.to_string(),
        "name": bot_name,
        "icon": null,
        "description": "shogi bot (fake Discord)",
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user_json(OWNER_ID, "owner", false),
        "verify_key": "0".repeat(64),
        "team": null,
        "flags": 0,
        "bot": current_user_json(bot_name),
    })
}

/// A guild member; `user` is `None` for the bot itself.
fn member_json(user: Option<&TestUser>, guild: u64) -> Value {
    let user = user.map_or_else(|| user_json(BOT_USER_ID, "bot", true), TestUser::json);
    json!({
        "user": user,
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": rfc3339(now_ms()),
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "guild_id": guild.to_string(),
    })
}

fn text_channel_json(id: u64, guild: u64, name: &str, position: usize) -> Value {
    json!({
        "id": id.to_string(),
        "type": 0,
        "guild_id": guild.to_string(),
        "position": position,
        "permission_overwrites": [],
        "name": name,
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "parent_id": null,
        "flags": 0,
    })
}

fn dm_channel(st: &mut State, user: u64, name: Option<&str>) -> Value {
    let existing = st
        .channels
        .values()
        .find(|c| c["type"] == json!(1) && c["recipients"][0]["id"] == json!(user.to_string()));
    if let Some(c) = existing {
        return c.clone();
    }
    let id = st.next_id();
    let c = json!({
        "id": id.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [user_json(user, name.unwrap_or("user"), false)],
    });
    st.channels.insert(id, c.clone());
    c
}

fn guild_create_json(st: &mut State, guild: &FakeGuild, bot_name: &str) -> Value {
    let now = rfc3339(now_ms());
    let gid = guild.id.get();
    let channels: Vec<Value> = guild
        .channels
        .iter()
        .enumerate()
        .map(|(i, (id, name))| {
            let c = text_channel_json(id.get(), gid, name, i);
            st.channels.insert(id.get(), c.clone());
            c
        })
        .collect();
    let bot = TestUser {
        id: UserId::new(BOT_USER_ID),
        name: bot_name.to_owned(),
        bot: true,
    };
    let mut guild_json = json!({
        "id": gid.to_string(),
        "name": guild.name,
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": OWNER_ID.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [{
            "id": gid.to_string(),
            "name": "@everyone",
            "color": 0,
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 0,
            "permissions": "1071698660929",
            "managed": false,
            "mentionable": false,
            "flags": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
    });
    // Split in two: one json! this long exceeds the default macro recursion limit.
    let rest = json!({
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "safety_alerts_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "joined_at": now,
        "large": false,
        "unavailable": false,
        "member_count": 2,
        "max_members": 500_000,
        "voice_states": [],
        "members": [member_json(Some(&bot), gid)],
        "channels": channels,
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    });
    merge_object(&mut guild_json, &rest);
    guild_json
}

fn message_json(id: u64, channel: u64, guild: Option<u64>, author: &Value, content: &str) -> Value {
    let mut m = json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": author,
        "content": content,
        "timestamp": rfc3339(snowflake_ms(id)),
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
    });
    if let Some(g) = guild {
        m["guild_id"] = json!(g.to_string());
    }
    m
}

/// An interaction of type `kind` (2 command, 3 component, 4 autocomplete, 5 modal submit).
fn interaction_json(
    st: &mut State,
    kind: u64,
    guild: Option<u64>,
    channel: u64,
    user: &TestUser,
    data: Value,
) -> Value {
    let id = st.next_id();
    let token = format!("aW50ZXJhY3Rpb246{id:x}{:x}", st.next_id());
    let channel_kind = st
        .channels
        .get(&channel)
        .and_then(|c| c["type"].as_u64())
        .unwrap_or(0);
    let mut v = json!({
        "id": id.to_string(),
        "application_id": APPLICATION_ID.to_string(),
        "type": kind,
        "data": data,
        "channel_id": channel.to_string(),
        "channel": {"id": channel.to_string(), "type": channel_kind},
        "token": token,
        "version": 1,
        "app_permissions": ALL_PERMISSIONS,
        "locale": "en-US",
        "entitlements": [],
        "attachment_size_limit": limits::ATTACHMENT_BYTES,
    });
    match guild {
        Some(g) => {
            let mut member = member_json(Some(user), g);
            member["permissions"] = json!(ALL_PERMISSIONS);
            v["guild_id"] = json!(g.to_string());
            v["guild_locale"] = json!("en-US");
            v["member"] = member;
            v["authorizing_integration_owners"] = json!({"0": g.to_string()});
            v["context"] = json!(0);
        }
        None => {
            v["user"] = user.json();
            v["authorizing_integration_owners"] = json!({"0": "0"});
            v["context"] = json!(1);
        }
    }
    v
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/// A snowflake from a JSON string (or number).
fn id_str(v: &Value) -> Option<u64> {
    match v {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

fn id_of(v: &Value) -> Option<u64> {
    id_str(&v["id"])
}

fn merge_object(target: &mut Value, patch: &Value) {
    if let (Some(t), Some(p)) = (target.as_object_mut(), patch.as_object()) {
        for (k, v) in p {
            t.insert(k.clone(), v.clone());
        }
    }
}

fn now_ms() -> u64 {
    let since_epoch = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    u64::try_from(since_epoch.as_millis()).unwrap_or(u64::MAX)
}

fn snowflake_ms(id: u64) -> u64 {
    (id >> 22) + DISCORD_EPOCH_MS
}

/// RFC 3339 UTC time, as Discord writes timestamps.
fn rfc3339(unix_ms: u64) -> String {
    let secs = unix_ms / 1000;
    let day_secs = secs % 86_400;
    let (y, m, d) = civil_from_days(i64::try_from(secs / 86_400).expect("date in range"));
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{:03}000+00:00",
        day_secs / 3600,
        day_secs % 3600 / 60,
        day_secs % 60,
        unix_ms % 1000
    )
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian calendar.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (
        y,
        u32::try_from(m).expect("month"),
        u32::try_from(d).expect("day"),
    )
}

/// A token shaped like Discord's: base64(user id) . base64(timestamp) . base64(HMAC).
fn fake_token(user_id: u64) -> String {
    format!(
        "{}.{}.{}",
        base64_no_pad(user_id.to_string().as_bytes()),
        base64_no_pad(b"fake"),
        base64_no_pad(b"fake-discord-test-token-hmac-xx"),
    )
}

fn base64_no_pad(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63]));
        }
    }
    out
}
