//! Several gateway sessions at once, one per shard, as Discord runs a sharded bot: each
//! connection identifies with its own `shard: [id, total]`, READY and GUILD_CREATE carry only the
//! guilds of that shard, and every dispatch goes to the session of the shard its guild belongs
//! to, `(guild_id >> 22) % total` (direct messages and events without a guild: shard 0). The
//! gateway log says where each dispatch went ([`GatewayEntry::Dispatched`]).
//!
//! Which bot process made a REST call or opened a connection: a process configured with
//! [`FakeDiscord::base_url_for`]`("NAME")` as its API base sends `/NAME/api/v10/…`; the fake
//! strips the name and records it ([`RecordedRequest::client`]), and answers `GET /gateway` with a
//! websocket URL ending in `/NAME`, so that process's gateway connections carry the name too
//! ([`GatewayEntry::Connected`]'s `path`, [`Route::client`], [`SessionInfo::client`]).
//!
//! A client that sends no shard is shard `[0, 1]`: a single session, as before. An Identify with
//! another shard count ends the sessions of the old count (Discord routes by the new one); their
//! undelivered events are held for the session that now owns their guild.

use super::*;

/// The shard Discord sends a guild's events to (`None`, a direct message: shard 0).
pub fn shard_of(guild: Option<u64>, total: u64) -> u64 {
    guild.map_or(0, |g| (g >> 22) % total.max(1))
}

/// Where a dispatch went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The session's shard, `[id, total]`.
    pub shard: [u64; 2],
    /// Its sequence number in that session.
    pub seq: u64,
    /// The connection it was queued on (`None`: kept for a Resume).
    pub conn: Option<u64>,
    /// The name of the client on that connection (see [`FakeDiscord::base_url_for`]).
    pub client: Option<String>,
}

/// A gateway session the fake holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionInfo {
    pub shard: [u64; 2],
    pub session_id: String,
    /// Its connection, if connected.
    pub conn: Option<u64>,
    /// The name of the client on that connection.
    pub client: Option<String>,
}

impl FakeDiscord {
    /// The API base for a bot process named `name` (letters, digits, `-`): its REST calls are
    /// recorded with [`RecordedRequest::client`] = `name`, and its gateway connections with the
    /// path `/name`.
    pub fn base_url_for(&self, name: &str) -> String {
        assert!(
            !name.is_empty()
                && name != "api"
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'),
            "a client name is letters, digits and `-`, not `api`: {name:?}"
        );
        format!("{}/{name}", self.base_url())
    }

    /// The sessions, by shard id.
    pub fn sessions(&self) -> Vec<SessionInfo> {
        let st = self.shared.lock();
        st.sessions
            .values()
            .map(|s| SessionInfo {
                shard: s.shard,
                session_id: s.id.clone(),
                conn: s.conn,
                client: s.conn.and_then(|c| client_of_conn(&st, c)),
            })
            .collect()
    }

    /// Each session's shard and the process its connection came from.
    pub fn shard_clients(&self) -> Vec<([u64; 2], Option<String>)> {
        self.sessions()
            .into_iter()
            .map(|s| (s.shard, s.client))
            .collect()
    }

    /// Like [`Self::dispatch`], and says where the event went. Panics if intents suppress it.
    pub fn dispatch_routed(&self, name: &str, d: Value) -> Route {
        if let Err(e) = validate_dispatch(name, &d) {
            panic!("serenity cannot parse this {name} (it would drop it): {e}\npayload: {d:#}");
        }
        let mut st = self.shared.lock();
        let seq = dispatch_locked(&self.shared.cfg, &mut st, name, d);
        let route = match st.gateway.last() {
            Some(GatewayEntry::Dispatched { shard, conn, s, .. }) if seq != 0 => Route {
                shard: *shard,
                seq: *s,
                conn: *conn,
                client: conn.and_then(|c| client_of_conn(&st, c)),
            },
            other => panic!("{name} was not dispatched: {other:?}"),
        };
        drop(st);
        self.shared.bump();
        route
    }

    /// Waits until READY was sent, after `mark`, to the sessions of shards `ids` of `total`, each
    /// on a connection of the client `name`.
    pub async fn wait_shards_ready_since(
        &self,
        mark: &Mark,
        name: &str,
        ids: std::ops::RangeInclusive<u64>,
        total: u64,
        timeout: Duration,
    ) {
        let from = mark.gateway;
        let want: Vec<[u64; 2]> = ids.map(|id| [id, total]).collect();
        let done = self
            .wait_until(timeout, |st| {
                let ready: Vec<[u64; 2]> = st
                    .gateway
                    .iter()
                    .skip(from)
                    .filter_map(|e| match e {
                        GatewayEntry::Sent {
                            conn,
                            shard: Some(shard),
                            t: Some(t),
                            ..
                        } if t == "READY" && client_of_conn(st, *conn).as_deref() == Some(name) => {
                            Some(*shard)
                        }
                        _ => None,
                    })
                    .collect();
                want.iter().all(|w| ready.contains(w)).then_some(())
            })
            .await;
        if done.is_none() {
            panic!(
                "timed out after {timeout:?} waiting for {name} to identify shards {want:?}; gateway since mark:\n{}",
                self.describe_gateway(from)
            );
        }
    }
}

/// Sends the dispatch to the session of the shard its guild belongs to (direct messages and
/// events without a guild: shard 0), as Discord routes events. Returns 0 if intents suppress it.
pub(super) fn dispatch_locked(cfg: &FakeConfig, st: &mut State, name: &str, d: Value) -> u64 {
    let Some(total) = st.sessions.values().next().map(|s| s.shard[1]) else {
        panic!("cannot dispatch {name}: the bot has not identified yet (await wait_identified)");
    };
    let guild = guild_of_event(name, &d);
    let shard = shard_of(guild, total);
    if !st.sessions.contains_key(&shard) {
        panic!(
            "cannot dispatch {name} (guild {guild:?}): shard {shard} of {total} has not identified; \
             identified shards: {:?}",
            st.sessions.keys().collect::<Vec<_>>()
        );
    }
    dispatch_to(cfg, st, shard, name, d)
}

/// The `shard: [id, total]` of an Identify (`[0, 1]` without one), if it is valid.
pub(super) fn shard_of_identify(d: &Value) -> Option<[u64; 2]> {
    let Some(shard) = d.get("shard").filter(|s| !s.is_null()) else {
        return Some([0, 1]);
    };
    match shard.as_array().map(Vec::as_slice) {
        Some([id, total]) => {
            let (id, total) = (id.as_u64()?, total.as_u64()?);
            (id < total).then_some([id, total])
        }
        _ => None,
    }
}

/// The shard of the session on `conn`, if it identified or resumed.
pub(super) fn shard_of_conn(st: &State, conn: u64) -> Option<[u64; 2]> {
    st.sessions
        .values()
        .find(|s| s.conn == Some(conn))
        .map(|s| s.shard)
}

/// The client name in a connection's URL path (`/NAME`).
fn client_of_conn(st: &State, conn: u64) -> Option<String> {
    let path = st.conn_paths.get(&conn)?.trim_matches('/');
    (!path.is_empty()).then(|| path.to_owned())
}

/// The guild an event belongs to, for routing: `guild_id`, or the `id` of a guild event.
pub(super) fn guild_of_event(name: &str, d: &Value) -> Option<u64> {
    let field = if name.starts_with("GUILD_") && d.get("guild_id").is_none() {
        "id"
    } else {
        "guild_id"
    };
    d.get(field).and_then(id_str)
}

/// Ends the session an Identify for `shard` replaces (the same shard id) and every session of
/// another shard count, holding their undelivered events for the sessions that now own them.
pub(super) fn end_sessions_replaced_by(st: &mut State, shard: [u64; 2]) {
    let ended: Vec<u64> = st
        .sessions
        .values()
        .filter(|s| s.shard[0] == shard[0] || s.shard[1] != shard[1])
        .map(|s| s.shard[0])
        .collect();
    for id in ended {
        let session = st.sessions.remove(&id).expect("listed");
        for e in session.events.into_iter().filter(|e| !e.delivered) {
            let v: Value = serde_json::from_str(&e.text).expect("own frame");
            st.held.push((e.t, v["d"].clone()));
        }
    }
}

/// Splits `/NAME/api/v10/…` (a client named by [`FakeDiscord::base_url_for`]) into the name and
/// `/api/v10/…`; other paths are returned as they are.
pub(super) fn split_client(path: &str) -> (Option<String>, String) {
    if path.starts_with(API_PREFIX) {
        return (None, path.to_owned());
    }
    let rest = path.strip_prefix('/').unwrap_or(path);
    match rest.split_once('/') {
        Some((name, tail)) if !name.is_empty() && format!("/{tail}").starts_with(API_PREFIX) => {
            (Some(name.to_owned()), format!("/{tail}"))
        }
        _ => (None, path.to_owned()),
    }
}
