//! Proves the fake Discord in `tests/support/fake_discord.rs` works with serenity's real client
//! and poise: identify, command registration, a slash command, a prefix command, a gateway
//! reconnect, and Discord's limits; plus the raw gateway protocol (zlib-stream) it speaks, and
//! two sharded clients each getting only their own shard's events.

mod support;

use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt as _, StreamExt as _};
use serde_json::{json, Value};
use serenity::all::{
    ApplicationId, ChannelType, ClientBuilder, CreateAttachment, CreateCommand,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateThread, EditInteractionResponse, EditMessage, EditThread, GatewayIntents,
    Interaction, ShardManager,
};
use serenity::all::{ChannelId, GuildId};
use support::fake_discord::{
    FakeConfig, FakeDiscord, FakeGuild, GatewayEntry, Mark, Permission, SessionStart, TestUser,
    DEFAULT_TIMEOUT,
};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message as WsMessage;

struct Data;
type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

/// Answers "pong".
#[poise::command(slash_command, prefix_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("pong").await?;
    Ok(())
}

/// Builds the bot the way production does (the only injection point is the HTTP proxy) and
/// runs it in the background.
async fn start_bot(fake: &FakeDiscord) -> (Arc<ShardManager>, JoinHandle<serenity::Result<()>>) {
    start_bot_as(fake, fake.base_url(), None).await
}

/// Like [`start_bot`], with `base` as the proxy (see `FakeDiscord::base_url_for`) and, given
/// `[first, last, total]`, running only those shards.
async fn start_bot_as(
    fake: &FakeDiscord,
    base: String,
    shards: Option<[u32; 3]>,
) -> (Arc<ShardManager>, JoinHandle<serenity::Result<()>>) {
    let intents = GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![ping()],
            prefix_options: poise::PrefixFrameworkOptions {
                prefix: Some("!".into()),
                ..Default::default()
            },
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(Data)
            })
        })
        .build();
    let http = serenity::http::HttpBuilder::new(fake.token())
        .proxy(base)
        .ratelimiter_disabled(true)
        .build();
    let mut client = ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .expect("client");
    let manager = Arc::clone(&client.shard_manager);
    let task = tokio::spawn(async move {
        match shards {
            Some([first, last, total]) => client.start_shard_range(first..last, total).await,
            None => client.start().await,
        }
    });
    (manager, task)
}

fn alice() -> TestUser {
    TestUser::new(1_200_000_000_000_000_001, "alice")
}

/// Sends "!ping" in `channel` and waits for the bot's "pong" there.
async fn prefix_ping(fake: &FakeDiscord, channel: serenity::all::ChannelId) {
    let mark = fake.mark();
    let msg = fake.message_create(channel, &alice(), "!ping", &[]);
    assert!(fake.dispatch("MESSAGE_CREATE", msg) > 0);
    let path = format!("/channels/{channel}/messages");
    let post = fake
        .wait_for_request_since(&mark, |r| r.is("POST", &path), DEFAULT_TIMEOUT)
        .await;
    assert_eq!(post.status, 200);
    assert_eq!(post.content(), Some("pong"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_and_poise_run_against_the_fake() {
    let fake = FakeDiscord::start_with(FakeConfig {
        heartbeat_interval_ms: 1000,
        ..Default::default()
    })
    .await;
    let (shards, client_task) = start_bot(&fake).await;

    // Identify, with the intents the bot asked for and serenity's payload compression.
    let identify = fake.wait_identified().await;
    assert_eq!(
        identify["intents"],
        json!((1 << 0) | (1 << 9) | (1 << 12) | (1 << 15))
    );
    assert_eq!(identify["compress"], json!(true));
    assert!(matches!(
        &fake.gateway_log()[0],
        GatewayEntry::Connected { query, .. } if query == "v=10"
    ));

    // poise registers /ping globally once READY arrived.
    let put = fake
        .wait_for_request(|r| r.is("PUT", "/applications/*/commands"), DEFAULT_TIMEOUT)
        .await;
    assert_eq!(put.status, 200);
    assert_eq!(put.body[0]["name"], json!("ping"));
    assert_eq!(fake.registered_commands(None).len(), 1);

    // The slash command is answered with a message response (callback type 4).
    let interaction = fake.slash_command(
        Some(fake.guild_id()),
        fake.channel_id(),
        &alice(),
        "ping",
        json!([]),
    );
    fake.dispatch("INTERACTION_CREATE", interaction.clone());
    let callback = fake.wait_for_callback(&interaction).await;
    assert_eq!(callback.status, 204);
    assert_eq!(callback.callback_type(), Some(4));
    assert_eq!(callback.content(), Some("pong"));

    // The prefix command answers in the channel. The events went out zlib-compressed, as
    // serenity asked, so serenity's decompression path is exercised.
    prefix_ping(&fake, fake.channel_id()).await;
    let compressed = fake.gateway_log().iter().any(|e| {
        matches!(e, GatewayEntry::Sent { t: Some(t), compressed: true, .. } if t == "MESSAGE_CREATE")
    });
    assert!(
        compressed,
        "dispatches should be zlib-compressed after compress: true"
    );

    // Heartbeats are acknowledged (interval 1 s here), so the shard does not reconnect.
    let mark = fake.mark();
    fake.wait_for_gateway_since(
        &mark,
        |e| matches!(e, GatewayEntry::Received { op: 1, .. }),
        DEFAULT_TIMEOUT,
    )
    .await;

    // op 7: serenity resumes, and the bot keeps working, in a DM too.
    let mark = fake.mark();
    fake.send_reconnect();
    assert_eq!(
        fake.wait_session_start_since(&mark).await,
        SessionStart::Resumed
    );
    assert_eq!(fake.resume_count(), 1);
    prefix_ping(&fake, fake.dm_channel(&alice())).await;

    // A dispatch while the bot is between connections is replayed on Resume.
    let mark = fake.mark();
    fake.close_connection(4000);
    let msg = fake.message_create(fake.channel_id(), &alice(), "!ping", &[]);
    fake.dispatch("MESSAGE_CREATE", msg);
    assert_eq!(
        fake.wait_session_start_since(&mark).await,
        SessionStart::Resumed
    );
    let path = format!("/channels/{}/messages", fake.channel_id());
    let pong = fake
        .wait_for_request_since(&mark, |r| r.is("POST", &path), DEFAULT_TIMEOUT)
        .await;
    assert_eq!(pong.content(), Some("pong"));
    assert_eq!(fake.identify_count(), 1);

    fake.assert_no_violations();
    assert!(
        fake.unknown_routes().is_empty(),
        "unknown routes: {:?}",
        fake.unknown_routes()
    );

    shards.shutdown_all().await;
    fake.wait_disconnected().await;
    let ended = tokio::time::timeout(DEFAULT_TIMEOUT, client_task).await;
    assert!(
        matches!(ended, Ok(Ok(Ok(())))),
        "client did not stop cleanly: {ended:?}"
    );
}

#[tokio::test]
async fn builders_make_events_serenity_parses() {
    let fake = FakeDiscord::start().await;
    let (guild, channel, user) = (Some(fake.guild_id()), fake.channel_id(), alice());

    let slash = fake.slash_command(
        guild,
        channel,
        &user,
        "move",
        json!([{"name": "to", "type": 3, "value": "7g7f"}]),
    );
    let Ok(Interaction::Command(cmd)) = serde_json::from_value::<Interaction>(slash) else {
        panic!("not a command interaction");
    };
    assert_eq!(cmd.data.name, "move");
    assert_eq!(cmd.member.expect("member").user.id, user.id);

    let dm = fake.dm_channel(&user);
    let slash_dm = fake.slash_command(None, dm, &user, "ping", json!([]));
    let Ok(Interaction::Command(cmd)) = serde_json::from_value::<Interaction>(slash_dm) else {
        panic!("not a command interaction");
    };
    assert!(cmd.guild_id.is_none());
    assert_eq!(cmd.user.id, user.id);

    let auto = fake.autocomplete(
        guild,
        channel,
        &user,
        "move",
        json!([{"name": "to", "type": 3, "value": "7g", "focused": true}]),
    );
    assert!(matches!(
        serde_json::from_value(auto),
        Ok(Interaction::Autocomplete(_))
    ));

    // A button on a message the bot posted (through serenity's HTTP client, with a file).
    let http = fake.http();
    let row =
        serenity::all::CreateActionRow::Buttons(vec![
            serenity::all::CreateButton::new("resign").label("Resign")
        ]);
    let posted = channel
        .send_message(
            &http,
            CreateMessage::new()
                .content("board")
                .components(vec![row])
                .add_file(CreateAttachment::bytes(b"PNG".to_vec(), "board.png")),
        )
        .await
        .expect("post");
    assert_eq!(posted.attachments[0].filename, "board.png");
    let request = fake
        .wait_for_request(|r| r.is("POST", "/channels/*/messages"), DEFAULT_TIMEOUT)
        .await;
    assert_eq!(request.files[0].field, "files[0]");
    assert_eq!(request.files[0].bytes, b"PNG");
    assert_eq!(request.content(), Some("board"));

    let click = fake.button_click(posted.id, "resign", &user);
    let Ok(Interaction::Component(c)) = serde_json::from_value::<Interaction>(click) else {
        panic!("not a component interaction");
    };
    assert_eq!(c.data.custom_id, "resign");
    assert_eq!(c.message.id, posted.id);

    let modal = fake.modal_submit(guild, channel, &user, "resign-confirm", &[("why", "lost")]);
    assert!(matches!(
        serde_json::from_value(modal),
        Ok(Interaction::Modal(_))
    ));

    let msg = fake.message_create(
        channel,
        &user,
        &format!("hi {}", fake.bot_user().mention()),
        &[fake.bot_user()],
    );
    let parsed: serenity::all::Message = serde_json::from_value(msg).expect("message");
    assert_eq!(parsed.mentions[0].id, fake.bot_user().id);
    assert!(fake.message(posted.id).is_some());
    fake.assert_no_violations();
}

#[tokio::test]
#[should_panic(expected = "serenity cannot parse this INTERACTION_CREATE")]
async fn dispatching_what_serenity_cannot_parse_panics() {
    let fake = FakeDiscord::start().await;
    let mut bad = fake.slash_command(None, fake.dm_channel(&alice()), &alice(), "ping", json!([]));
    bad.as_object_mut()
        .expect("object")
        .remove("attachment_size_limit");
    fake.dispatch("INTERACTION_CREATE", bad);
}

/// A bare websocket client: reads frames, inflating a zlib-stream transport.
struct RawGateway {
    ws: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    inflate: flate2::Decompress,
}

impl RawGateway {
    async fn connect(url: &str) -> RawGateway {
        let (ws, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("connect");
        RawGateway {
            ws,
            inflate: flate2::Decompress::new(true),
        }
    }

    async fn recv(&mut self) -> Value {
        let frame = tokio::time::timeout(DEFAULT_TIMEOUT, self.ws.next())
            .await
            .expect("a frame in time")
            .expect("open")
            .expect("frame");
        let bytes = match frame {
            WsMessage::Text(text) => return serde_json::from_str(&text).expect("json"),
            WsMessage::Binary(bytes) => bytes,
            other => panic!("unexpected frame {other:?}"),
        };
        assert!(
            bytes.ends_with(&[0, 0, 0xff, 0xff]),
            "zlib-stream frames end with a sync flush"
        );
        let mut out = Vec::with_capacity(bytes.len() * 8 + 1024);
        self.inflate
            .decompress_vec(&bytes, &mut out, flate2::FlushDecompress::Sync)
            .expect("inflate");
        serde_json::from_slice(&out).expect("json")
    }

    async fn recv_op(&mut self, op: u64) -> Value {
        loop {
            let v = self.recv().await;
            if v["op"] == json!(op) {
                return v;
            }
        }
    }

    async fn send(&mut self, v: Value) {
        self.ws
            .send(WsMessage::Text(v.to_string()))
            .await
            .expect("send");
    }

    /// Identifies (GUILDS, GUILD_MESSAGES) and waits for READY, so the fake has a session.
    async fn identify(fake: &FakeDiscord) -> RawGateway {
        let mut gw = RawGateway::connect(&format!("{}/?v=10", fake.gateway_url())).await;
        gw.recv_op(10).await;
        let d = json!({"token": fake.token(), "intents": 1 | 1 << 9, "properties": {}});
        gw.send(json!({"op": 2, "d": d})).await;
        assert_eq!(gw.recv_op(0).await["t"], json!("READY"));
        gw
    }
}

#[tokio::test]
async fn gateway_speaks_zlib_stream_and_enforces_limits() {
    let fake = FakeDiscord::start().await;
    let mut gw = RawGateway::connect(&format!(
        "{}/?v=10&compress=zlib-stream",
        fake.gateway_url()
    ))
    .await;
    let hello = gw.recv_op(10).await;
    assert_eq!(hello["d"]["heartbeat_interval"], json!(41_250));
    gw.send(json!({"op": 2, "d": {"token": fake.token(), "intents": 1, "properties": {}}}))
        .await;
    let ready = gw.recv_op(0).await;
    assert_eq!(ready["t"], json!("READY"));
    assert_eq!(
        ready["d"]["application"]["id"],
        json!(fake.application_id().to_string())
    );
    gw.send(json!({"op": 1, "d": 1})).await;
    gw.recv_op(11).await;

    // An autocomplete answered with 26 choices is refused, and recorded.
    let auto = fake.autocomplete(
        Some(fake.guild_id()),
        fake.channel_id(),
        &alice(),
        "move",
        json!([{"name": "to", "type": 3, "value": "", "focused": true}]),
    );
    fake.dispatch("INTERACTION_CREATE", auto.clone());
    let id = serenity::all::InteractionId::new(auto["id"].as_str().unwrap().parse().unwrap());
    let token = auto["token"].as_str().unwrap();
    let choices: Vec<Value> = (0..26)
        .map(|i| json!({"name": format!("m{i}"), "value": format!("m{i}")}))
        .collect();
    let http = fake.http();
    let too_many = json!({"type": 8, "data": {"choices": choices}});
    assert!(http
        .create_interaction_response(id, token, &too_many, vec![])
        .await
        .is_err());
    let ok = json!({"type": 8, "data": {"choices": &choices[..25]}});
    http.create_interaction_response(id, token, &ok, vec![])
        .await
        .expect("25 choices are fine");
    assert!(http
        .create_interaction_response(id, token, &ok, vec![])
        .await
        .is_err());

    // Over-long content, six action rows and a 101-character custom_id, sent raw.
    let button = |id: String| json!({"type": 2, "style": 1, "label": "x", "custom_id": id});
    let rows: Vec<Value> = (0..6)
        .map(|i| json!({"type": 1, "components": [button(format!("b{i}"))]}))
        .collect();
    let mut long_row = rows[..1].to_vec();
    long_row[0]["components"][0]["custom_id"] = json!("x".repeat(101));
    let channel = fake.channel_id();
    for body in [
        json!({"content": "x".repeat(2001)}),
        json!({"content": "rows", "components": rows}),
        json!({"content": "id", "components": long_row}),
        json!({"embeds": [{"title": "t".repeat(257), "fields": (0..26).map(|i| json!({"name": i.to_string(), "value": "v"})).collect::<Vec<_>>()}]}),
    ] {
        assert!(
            http.send_message(channel, vec![], &body).await.is_err(),
            "{body}"
        );
    }

    let rules: Vec<String> = fake.violations().into_iter().map(|v| v.rule).collect();
    let expect = [
        "26 autocomplete choices (max 25)",
        "interaction already acknowledged",
        "content is 2001 characters (max 2000)",
        "6 action rows (max 5)",
        "is 101 characters (allowed 1-100)",
        "embeds[0].title is 257 characters (max 256)",
        "embeds[0]: 26 fields (max 25)",
    ];
    for e in expect {
        assert!(
            rules.iter().any(|r| r.contains(e)),
            "no violation {e:?} in {rules:#?}"
        );
    }
    assert_eq!(rules.len(), expect.len(), "{rules:#?}");

    // Unknown routes are recorded and answered 404.
    assert!(http.get_guild(fake.guild_id()).await.is_err());
    assert_eq!(fake.unknown_routes().len(), 1);
}

#[tokio::test]
async fn rest_answers_parse_as_serenity_types() {
    let fake = FakeDiscord::start().await;
    let _gw = RawGateway::identify(&fake).await;
    let http = fake.http();
    http.set_application_id(ApplicationId::new(fake.application_id()));
    let (guild, channel, user) = (Some(fake.guild_id()), fake.channel_id(), alice());

    // Defer, edit the original, fetch it, then a followup.
    let cmd = fake.slash_command(guild, channel, &user, "think", json!([]));
    fake.dispatch("INTERACTION_CREATE", cmd.clone());
    let Ok(Interaction::Command(cmd)) = serde_json::from_value::<Interaction>(cmd) else {
        panic!("not a command");
    };
    cmd.defer(&http).await.expect("defer");
    let edit = EditInteractionResponse::new().content("7g7f");
    let edited = cmd.edit_response(&http, edit).await.expect("edit original");
    assert_eq!(edited.content, "7g7f");
    assert_eq!(
        cmd.get_response(&http).await.expect("original").id,
        edited.id
    );
    let followup = CreateInteractionResponseFollowup::new().content("your move");
    let followup = cmd
        .create_followup(&http, followup)
        .await
        .expect("followup");
    assert_ne!(followup.id, edited.id);

    // Messages, threads, channels, DMs.
    let msg = channel.say(&http, "game").await.expect("say");
    let edited = channel
        .edit_message(&http, msg.id, EditMessage::new().content("game over"))
        .await
        .expect("edit");
    assert_eq!(edited.content, "game over");
    let thread = channel
        .create_thread_from_message(&http, msg.id, CreateThread::new("game 1"))
        .await
        .expect("thread from message");
    assert_eq!(thread.id.get(), msg.id.get());
    assert_eq!(thread.parent_id, Some(channel));
    let private = CreateThread::new("analysis").kind(ChannelType::PrivateThread);
    let private = channel.create_thread(&http, private).await.expect("thread");
    assert_eq!(private.kind, ChannelType::PrivateThread);
    let archived = thread
        .id
        .edit_thread(&http, EditThread::new().archived(true))
        .await
        .expect("archive");
    assert!(archived.thread_metadata.expect("metadata").archived);
    let Ok(serenity::all::Channel::Guild(fetched)) = channel.to_channel(&http).await else {
        panic!("not a guild channel");
    };
    assert_eq!(fetched.guild_id, fake.guild_id());
    let dm = user.id.create_dm_channel(&http).await.expect("DM");
    assert_eq!(dm.id, fake.dm_channel(&user));
    dm.id.say(&http, "your turn").await.expect("DM message");
    let app = http
        .get_current_application_info()
        .await
        .expect("application");
    assert_eq!(app.id.get(), fake.application_id());
    assert_eq!(
        http.get_current_user().await.expect("me").id,
        fake.bot_user().id
    );
    assert_eq!(http.get_bot_gateway().await.expect("bot gateway").shards, 1);
    assert_eq!(
        http.get_gateway().await.expect("gateway").url,
        fake.gateway_url()
    );
    fake.assert_no_violations();

    // Guild command registration echoes valid commands and keeps ids across overwrites.
    let ping = || vec![CreateCommand::new("ping").description("Answers pong")];
    let first = fake
        .guild_id()
        .set_commands(&http, ping())
        .await
        .expect("guild commands");
    let again = fake
        .guild_id()
        .set_commands(&http, ping())
        .await
        .expect("overwrite");
    assert_eq!(first[0].id, again[0].id);
    assert_eq!(first[0].guild_id, Some(fake.guild_id()));
    assert_eq!(fake.registered_commands(Some(fake.guild_id())).len(), 1);
    let bad = vec![CreateCommand::new("Bad Name").description("x")];
    assert!(fake.guild_id().set_commands(&http, bad).await.is_err());
    assert_eq!(fake.violations().len(), 1, "{:?}", fake.violations());
    assert!(fake.violations()[0].rule.contains("invalid name"));
    assert!(
        fake.unknown_routes().is_empty(),
        "{:?}",
        fake.unknown_routes()
    );
}

#[tokio::test]
async fn late_or_wrong_interaction_answers_are_violations() {
    let cfg = FakeConfig {
        interaction_ack_deadline: Some(Duration::ZERO),
        ..Default::default()
    };
    let fake = FakeDiscord::start_with(cfg).await;
    let _gw = RawGateway::identify(&fake).await;
    let http = fake.http();
    http.set_application_id(ApplicationId::new(fake.application_id()));
    let cmd = fake.slash_command(None, fake.dm_channel(&alice()), &alice(), "ping", json!([]));
    fake.dispatch("INTERACTION_CREATE", cmd.clone());
    let Ok(Interaction::Command(cmd)) = serde_json::from_value::<Interaction>(cmd) else {
        panic!("not a command");
    };
    let reply =
        CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content("pong"));
    assert!(cmd.create_response(&http, reply).await.is_err());
    // Editing the original of an interaction never acknowledged fails too.
    let edit = EditInteractionResponse::new().content("late");
    assert!(cmd.edit_response(&http, edit).await.is_err());

    let rules: Vec<String> = fake.violations().into_iter().map(|v| v.rule).collect();
    assert_eq!(rules.len(), 2, "{rules:#?}");
    assert!(rules[0].contains("defer slow work"), "{rules:#?}");
    assert!(
        rules[1].contains("before the interaction was acknowledged"),
        "{rules:#?}"
    );
}

/// A slash command dispatched by the fake, as serenity parses it.
fn dispatched_command(fake: &FakeDiscord, name: &str) -> serenity::all::CommandInteraction {
    let (guild, channel, user) = (Some(fake.guild_id()), fake.channel_id(), alice());
    let cmd = fake.slash_command(guild, channel, &user, name, json!([]));
    fake.dispatch("INTERACTION_CREATE", cmd.clone());
    let Ok(Interaction::Command(cmd)) = serde_json::from_value::<Interaction>(cmd) else {
        panic!("not a command");
    };
    cmd
}

#[tokio::test]
async fn after_a_deferral_a_followup_or_an_ephemeral_edit_is_a_violation() {
    let fake = FakeDiscord::start().await;
    let _gw = RawGateway::identify(&fake).await;
    let http = fake.http();
    http.set_application_id(ApplicationId::new(fake.application_id()));
    let flags =
        |m: &serenity::all::Message| fake.message(m.id).expect("the message")["flags"].clone();

    // The first followup after a public deferral edits the loading message (Discord's
    // deprecated compatibility), and its ephemeral flag is ignored: everyone sees it.
    let cmd = dispatched_command(&fake, "think");
    cmd.defer(&http).await.expect("defer");
    let loading = cmd.get_response(&http).await.expect("original");
    let private = CreateInteractionResponseFollowup::new()
        .content("wait 20 seconds")
        .ephemeral(true);
    let sent = cmd.create_followup(&http, private).await.expect("followup");
    assert_eq!(
        sent.id, loading.id,
        "no new message: the loading one edited"
    );
    assert_eq!(flags(&sent), json!(0), "public after all");
    let rules: Vec<String> = fake.violations().into_iter().map(|v| v.rule).collect();
    assert_eq!(rules.len(), 1, "{rules:#?}");
    assert!(rules[0].contains("PATCH"), "{rules:#?}");
    assert!(rules[0].contains("ephemeral flag is ignored"), "{rules:#?}");

    // An edit of a public deferral cannot make it ephemeral.
    let mark = fake.mark();
    let cmd = dispatched_command(&fake, "think");
    cmd.defer(&http).await.expect("defer");
    let edit = EditInteractionResponse::new()
        .content("wait")
        .flags(serenity::all::MessageFlags::EPHEMERAL);
    assert!(cmd.edit_response(&http, edit).await.is_err());
    let rules: Vec<String> = fake
        .violations_since(&mark)
        .into_iter()
        .map(|v| v.rule)
        .collect();
    assert_eq!(rules.len(), 1, "{rules:#?}");
    assert!(rules[0].contains("ephemeral flag on an edit"), "{rules:#?}");

    // The documented ways: edit @original, then followups; or delete @original, then an
    // ephemeral followup, which stays private; or defer ephemerally and edit.
    let mark = fake.mark();
    let cmd = dispatched_command(&fake, "think");
    cmd.defer(&http).await.expect("defer");
    let edit = EditInteractionResponse::new().content("7g7f");
    let first = cmd.edit_response(&http, edit).await.expect("edit");
    let more = CreateInteractionResponseFollowup::new().content("and more");
    let second = cmd.create_followup(&http, more).await.expect("followup");
    assert_ne!(first.id, second.id);
    let cmd = dispatched_command(&fake, "think");
    cmd.defer(&http).await.expect("defer");
    cmd.delete_response(&http).await.expect("delete original");
    let private = CreateInteractionResponseFollowup::new()
        .content("wait 20 seconds")
        .ephemeral(true);
    let sent = cmd.create_followup(&http, private).await.expect("followup");
    assert_eq!(flags(&sent), json!(64), "private");
    let cmd = dispatched_command(&fake, "think");
    let defer =
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
    cmd.create_response(&http, defer).await.expect("defer");
    let edit = EditInteractionResponse::new().content("only you");
    let sent = cmd.edit_response(&http, edit).await.expect("edit");
    assert_eq!(flags(&sent), json!(64), "private");
    assert!(
        fake.violations_since(&mark).is_empty(),
        "{:#?}",
        fake.violations_since(&mark)
    );
}

/// A message with one string select of `options` (label, value), `max_values` choices.
fn select_message(options: &[(&str, &str)], max_values: u8) -> CreateMessage {
    use serenity::all::{
        CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    };
    let options = options
        .iter()
        .map(|(label, value)| CreateSelectMenuOption::new(*label, *value))
        .collect();
    let menu = CreateSelectMenu::new("pick", CreateSelectMenuKind::String { options })
        .max_values(max_values);
    CreateMessage::new().components(vec![CreateActionRow::SelectMenu(menu)])
}

#[tokio::test]
async fn select_menus_and_updates_outside_discords_rules_are_violations() {
    let fake = FakeDiscord::start().await;
    let _gw = RawGateway::identify(&fake).await;
    let http = fake.http();
    http.set_application_id(ApplicationId::new(fake.application_id()));
    let channel = fake.channel_id();

    // Within the rules: 25 options with distinct values.
    let values: Vec<String> = (0..25).map(|i| format!("v{i}")).collect();
    let options: Vec<(&str, &str)> = values.iter().map(|v| ("a label", v.as_str())).collect();
    let ok = channel
        .send_message(&http, select_message(&options, 1))
        .await
        .expect("a valid select");
    fake.assert_no_violations();

    // (options, max_values, what the fake says)
    type Case<'a> = (&'a [(&'a str, &'a str)], u8, &'a str);
    let bad: [Case; 4] = [
        (&[("7g", "7g"), ("7g again", "7g")], 1, "is already used"),
        (&[("", "7g")], 1, "label is 0 characters"),
        (&[("7g", "")], 1, "value is 0 characters"),
        (
            &[("7g", "7g"), ("8h", "8h")],
            3,
            "max_values 3 with 2 options",
        ),
    ];
    for (options, max, rule) in bad {
        let mark = fake.mark();
        assert!(channel
            .send_message(&http, select_message(options, max))
            .await
            .is_err());
        let rules: Vec<String> = fake
            .violations_since(&mark)
            .into_iter()
            .map(|v| v.rule)
            .collect();
        assert!(
            rules.len() == 1 && rules[0].contains(rule),
            "{rule}: {rules:#?}"
        );
    }
    let mark = fake.mark();
    let too_many: Vec<String> = (0..26).map(|i| format!("v{i}")).collect();
    let options: Vec<(&str, &str)> = too_many.iter().map(|v| ("l", v.as_str())).collect();
    assert!(channel
        .send_message(&http, select_message(&options, 1))
        .await
        .is_err());
    assert!(fake.violations_since(&mark)[0]
        .rule
        .contains("26 select options"));

    // A choice the message does not offer cannot be clicked (the fake's client refuses), only
    // forged.
    let offered = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        fake.select_menu(ok.id, "pick", &alice(), &["v99"])
    }));
    assert!(offered.is_err(), "a value the select does not offer");
    fake.forged_select(ok.id, "pick", &alice(), &["v99"]);

    // An update answers a component only, and never makes a public message private.
    let mark = fake.mark();
    let click = fake.select_menu(ok.id, "pick", &alice(), &["v3"]);
    fake.dispatch("INTERACTION_CREATE", click.clone());
    let Ok(Interaction::Component(click)) = serde_json::from_value::<Interaction>(click) else {
        panic!("not a component");
    };
    let update = CreateInteractionResponseMessage::new()
        .content("only you?")
        .ephemeral(true);
    assert!(click
        .create_response(&http, CreateInteractionResponse::UpdateMessage(update))
        .await
        .is_err());
    let cmd = dispatched_command(&fake, "think");
    let update = CreateInteractionResponseMessage::new().content("x");
    assert!(cmd
        .create_response(&http, CreateInteractionResponse::UpdateMessage(update))
        .await
        .is_err());
    let rules: Vec<String> = fake
        .violations_since(&mark)
        .into_iter()
        .map(|v| v.rule)
        .collect();
    assert_eq!(rules.len(), 2, "{rules:#?}");
    assert!(
        rules[0].contains("ephemeral flag on a public message"),
        "{rules:#?}"
    );
    assert!(
        rules[1].contains("callback type 7 is not valid for interaction type 2"),
        "{rules:#?}"
    );
}

#[tokio::test]
async fn deleting_a_thread_needs_manage_threads() {
    let fake = FakeDiscord::start().await;
    let _gw = RawGateway::identify(&fake).await;
    let http = fake.http();
    let channel = fake.channel_id();
    let new_thread = |name: &str| CreateThread::new(name).kind(ChannelType::PublicThread);
    let kept = channel
        .create_thread(&http, new_thread("game 1"))
        .await
        .expect("thread");
    let gone = channel
        .create_thread(&http, new_thread("game 2"))
        .await
        .expect("thread");
    // With the permission, the thread goes.
    gone.id.delete(&http).await.expect("deleted");
    assert!(fake.channel(gone.id).is_none());
    // Without it (taken away in the channel, so in its threads), Discord refuses.
    fake.deny(channel, Permission::ManageThreads);
    let Err(e) = kept.id.delete(&http).await else {
        panic!("deleted without Manage Threads");
    };
    let serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) = e else {
        panic!("not Discord's refusal: {e}");
    };
    assert_eq!((r.status_code.as_u16(), r.error.code), (403, 50013));
    assert!(fake.channel(kept.id).is_some(), "the thread stays");
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_route_answers_429_and_an_early_retry_is_a_violation() {
    let fake = FakeDiscord::start().await;
    let http = fake.http();
    let retry_after = Duration::from_millis(1500);
    fake.rate_limit("POST", "/channels/*/messages", 1, retry_after);
    let post = || CreateMessage::new().content("hello");

    // The first post is refused as Discord refuses it, and posts nothing.
    let err = fake
        .channel_id()
        .send_message(&http, post())
        .await
        .unwrap_err();
    let status = match &err {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => r.status_code,
        other => panic!("{other:?}"),
    };
    assert_eq!(status.as_u16(), 429);
    let limited = fake.requests().pop().unwrap();
    assert_eq!(limited.status, 429);
    let body = limited.response.unwrap();
    assert_eq!(body["retry_after"], json!(1.5));
    assert_eq!(body["global"], json!(false));
    assert!(fake.channel_messages(fake.channel_id()).is_empty());
    fake.assert_no_violations();

    // Sending again at once breaks the rule, and is refused again.
    assert!(fake.channel_id().send_message(&http, post()).await.is_err());
    assert_eq!(fake.violations().len(), 1, "{:?}", fake.violations());
    assert!(fake.violations()[0].rule.contains("retry_after"));

    // After the wait the route answers again; other routes never stopped.
    tokio::time::sleep(retry_after + Duration::from_millis(100)).await;
    let sent = fake.channel_id().send_message(&http, post()).await.unwrap();
    assert_eq!(sent.content, "hello");
    assert_eq!(fake.violations().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_sharded_clients_each_get_only_their_shards_events() {
    // (id >> 22) % 2: the first guild is on shard 0, the second on shard 1.
    let guild = |k: u64, name: &str| FakeGuild {
        id: GuildId::new(((300_000_000_000 + k) << 22) | 5),
        name: name.to_owned(),
        channels: vec![(
            ChannelId::new(((300_000_001_000 + k) << 22) | 5),
            "general".to_owned(),
        )],
    };
    let guilds = vec![guild(0, "even"), guild(1, "odd")];
    let fake = FakeDiscord::start_with(FakeConfig {
        guilds: guilds.clone(),
        ..Default::default()
    })
    .await;
    let one = start_bot_as(&fake, fake.base_url_for("one"), Some([0, 0, 2])).await;
    let two = start_bot_as(&fake, fake.base_url_for("two"), Some([1, 1, 2])).await;
    let start = Mark::default();
    let wait = Duration::from_secs(30);
    fake.wait_shards_ready_since(&start, "one", 0..=0, 2, wait)
        .await;
    fake.wait_shards_ready_since(&start, "two", 1..=1, 2, wait)
        .await;
    let sessions = fake.shard_clients();
    assert_eq!(
        sessions,
        [
            ([0, 2], Some("one".to_owned())),
            ([1, 2], Some("two".to_owned()))
        ]
    );
    // Each session got one GUILD_CREATE: its own guild's.
    let creates: Vec<[u64; 2]> = fake
        .gateway_log()
        .iter()
        .filter_map(|e| match e {
            GatewayEntry::Dispatched { shard, t, .. } if t == "GUILD_CREATE" => Some(*shard),
            _ => None,
        })
        .collect();
    assert_eq!(creates, [[0, 2], [1, 2]]);

    // A message in each guild goes to that guild's shard, and only that client answers it; a
    // direct message goes to shard 0.
    let dm = fake.dm_channel(&alice());
    for (channel, shard, client) in [
        (guilds[0].channels[0].0, [0, 2], "one"),
        (guilds[1].channels[0].0, [1, 2], "two"),
        (dm, [0, 2], "one"),
    ] {
        let mark = fake.mark();
        let route = fake.dispatch_routed(
            "MESSAGE_CREATE",
            fake.message_create(channel, &alice(), "!ping", &[]),
        );
        assert_eq!(route.shard, shard);
        assert_eq!(route.client.as_deref(), Some(client));
        let path = format!("/channels/{channel}/messages");
        let post = fake
            .wait_for_request_since(&mark, |r| r.is("POST", &path), wait)
            .await;
        assert_eq!(post.content(), Some("pong"));
        assert_eq!(post.client.as_deref(), Some(client));
        let posts = fake
            .requests_since(&mark)
            .iter()
            .filter(|r| r.is("POST", &path))
            .count();
        assert_eq!(posts, 1, "answered once");
    }
    // Any REST call names its client: none came without one.
    assert!(fake.requests().iter().all(|r| r.client.is_some()));
    fake.assert_no_violations();
    for (manager, task) in [one, two] {
        manager.shutdown_all().await;
        let _ = tokio::time::timeout(wait, task).await;
    }
}
