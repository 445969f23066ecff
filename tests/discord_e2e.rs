//! The real bot (`shogiban run`, as a separate process, configured with `api_base_url`) against
//! the fake Discord on 127.0.0.1: command registration, a challenge accepted with a button,
//! moves by slash command, autocomplete, plain text and mention, a gateway reconnect and a
//! restart mid-game, checkmate; a four-player lobby filled with buttons and a check-priority turn.

mod support;

use serde_json::{json, Value};
use serenity::all::{ChannelId, MessageId};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;
use support::bot::BotProcess;
use support::fake_discord::{
    FakeDiscord, GatewayEntry, Mark, Permission, RecordedRequest, SessionStart, TestUser,
    DEFAULT_TIMEOUT,
};
use support::scratch::Scratch;

const STARTUP: Duration = Duration::from_secs(60);

fn alice() -> TestUser {
    TestUser::new(1_200_000_000_000_000_001, "alice")
}
fn bob() -> TestUser {
    TestUser::new(1_200_000_000_000_000_002, "bob")
}
fn carol() -> TestUser {
    TestUser::new(1_200_000_000_000_000_003, "carol")
}
fn dave() -> TestUser {
    TestUser::new(1_200_000_000_000_000_004, "dave")
}

/// The bot process; killed when dropped.
struct Bot {
    process: BotProcess,
}

impl Bot {
    /// Starts `shogiban run` against the fake and waits until it identified and registered its
    /// commands.
    async fn start(fake: &FakeDiscord, dir: &Path, message_content: bool) -> Bot {
        Bot::start_with(fake, dir, message_content, "").await
    }

    async fn start_with(fake: &FakeDiscord, dir: &Path, message_content: bool, extra: &str) -> Bot {
        let config = write_config_with(fake, dir, message_content, extra);
        let mark = fake.mark();
        let bot = Bot::spawn(&config, Some(fake.token()), dir);
        fake.wait_for_gateway_since(
            &mark,
            |e| matches!(e, GatewayEntry::Sent { t: Some(t), .. } if t == "READY"),
            STARTUP,
        )
        .await;
        fake.wait_for_request_since(&mark, |r| r.is("PUT", "/applications/*/commands"), STARTUP)
            .await;
        bot
    }

    fn spawn(config: &Path, token: Option<String>, dir: &Path) -> Bot {
        let n = std::fs::read_dir(dir).map_or(0, |d| d.count());
        let log = dir.join(format!("bot-{n}.log"));
        Bot {
            process: BotProcess::spawn(config, token.as_deref(), log),
        }
    }

    /// Waits (bounded) for the process to exit by itself.
    async fn exit_status(&mut self) -> std::process::ExitStatus {
        for _ in 0..300 {
            if let Some(status) = self.process.child.try_wait().expect("wait") {
                return status;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the bot did not exit; log:\n{}", self.log());
    }

    /// Kills the process at once (as a crash would).
    fn kill(self) {}

    fn log(&self) -> String {
        self.process.log()
    }
}

fn write_config(fake: &FakeDiscord, dir: &Path, message_content: bool) -> PathBuf {
    write_config_with(fake, dir, message_content, "")
}

fn write_config_with(
    fake: &FakeDiscord,
    dir: &Path,
    message_content: bool,
    extra: &str,
) -> PathBuf {
    let config = dir.join("config.toml");
    // Deferral is tested on its own (defer_after_ms = 0); elsewhere the tests expect immediate
    // answers, so they leave more of Discord's 3 seconds to a machine busy with other builds.
    let defer = if extra.contains("defer_after_ms") {
        ""
    } else {
        "defer_after_ms = 2500\n"
    };
    std::fs::write(
        &config,
        format!(
            "data_dir = {:?}\napi_base_url = {:?}\nmessage_content = {message_content}\nlog_level = \"info,serenity=warn\"\n{defer}{extra}\n",
            dir.join("data"),
            fake.base_url(),
        ),
    )
    .expect("config");
    config
}

/// `/shogi challenge opponent:@to side:sente …` from `from`, with `to` resolved as Discord does.
fn challenge_as_sente(fake: &FakeDiscord, from: &TestUser, to: &TestUser, more: &[Value]) -> Value {
    let mut options = vec![
        json!({"name": "opponent", "type": 6, "value": to.id.to_string()}),
        json!({"name": "side", "type": 4, "value": 0}),
    ];
    options.extend_from_slice(more);
    fake.with_resolved_users(
        fake.slash_command(
            Some(fake.guild_id()),
            fake.channel_id(),
            from,
            "shogi",
            json!([{"name": "challenge", "type": 1, "options": options}]),
        ),
        std::slice::from_ref(to),
    )
}

/// What `/move` autocomplete offers `user` who typed `typed`.
async fn move_choices(fake: &FakeDiscord, user: &TestUser, typed: &str) -> Vec<String> {
    let ac = fake.autocomplete(
        Some(fake.guild_id()),
        fake.channel_id(),
        user,
        "move",
        json!([{"name": "move", "type": 3, "value": typed, "focused": true}]),
    );
    fake.dispatch("INTERACTION_CREATE", ac.clone());
    let r = fake.wait_for_callback(&ac).await;
    assert_eq!(r.callback_type(), Some(8));
    r.body["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["value"].as_str().expect("a string choice").to_owned())
        .collect()
}

fn option(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value})
}

/// Sends a slash command and returns the bot's answer (the callback).
async fn slash(fake: &FakeDiscord, user: &TestUser, name: &str, options: Value) -> RecordedRequest {
    let i = fake.slash_command(
        Some(fake.guild_id()),
        fake.channel_id(),
        user,
        name,
        options,
    );
    fake.dispatch("INTERACTION_CREATE", i.clone());
    fake.wait_for_callback(&i).await
}

async fn play(fake: &FakeDiscord, user: &TestUser, mv: &str) -> RecordedRequest {
    slash(fake, user, "move", json!([option("move", mv)])).await
}

fn embed_text(body: &Value) -> String {
    let data = body.get("data").unwrap_or(body);
    let e = &data["embeds"][0];
    format!(
        "{}\n{}",
        e["title"].as_str().unwrap_or(""),
        e["description"].as_str().unwrap_or("")
    )
}

/// The message a request sends: the `data` of an interaction callback, else the body itself
/// (a followup, a channel message).
fn message_of(r: &RecordedRequest) -> &Value {
    if r.is("POST", "/interactions/*/*/callback") {
        &r.body["data"]
    } else {
        &r.body
    }
}

fn is_ephemeral(r: &RecordedRequest) -> bool {
    message_of(r)["flags"].as_u64().unwrap_or(0) & 64 != 0
}

/// A public answer with the board (an interaction's message answer, or a followup): an embed
/// showing `board.png`, the player to move pinged and nobody else.
fn assert_board(r: &RecordedRequest, to_ping: Option<&TestUser>) {
    if r.is("POST", "/interactions/*/*/callback") {
        assert_eq!(r.callback_type(), Some(4), "{:#}", r.body);
    }
    assert!(!is_ephemeral(r), "{:#}", r.body);
    let data = message_of(r);
    assert_eq!(
        data["embeds"][0]["image"]["url"],
        json!("attachment://board.png")
    );
    let png = r
        .files
        .iter()
        .find(|f| f.filename == "board.png")
        .expect("board attached");
    assert!(png.bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
    if let Some(user) = to_ping {
        assert_eq!(data["content"], json!(user.mention()));
        assert_eq!(
            data["allowed_mentions"]["users"],
            json!([user.id.to_string()])
        );
    }
}

/// The newest message in the channel with a button whose custom id starts with `prefix`.
fn message_with_button(
    fake: &FakeDiscord,
    channel: ChannelId,
    prefix: &str,
) -> (MessageId, String) {
    find_button(fake, channel, prefix)
        .unwrap_or_else(|| panic!("no message with a `{prefix}` button"))
}

fn find_button(
    fake: &FakeDiscord,
    channel: ChannelId,
    prefix: &str,
) -> Option<(MessageId, String)> {
    for m in fake.channel_messages(channel).iter().rev() {
        for row in m["components"].as_array().into_iter().flatten() {
            for b in row["components"].as_array().into_iter().flatten() {
                let id = b["custom_id"].as_str().unwrap_or("");
                if id.starts_with(prefix) {
                    let mid = m["id"].as_str().unwrap().parse().unwrap();
                    return Some((MessageId::new(mid), id.to_owned()));
                }
            }
        }
    }
    None
}

async fn click(fake: &FakeDiscord, user: &TestUser, prefix: &str) -> RecordedRequest {
    let (message, custom_id) = message_with_button(fake, fake.channel_id(), prefix);
    let i = fake.button_click(message, &custom_id, user);
    fake.dispatch("INTERACTION_CREATE", i.clone());
    fake.wait_for_callback(&i).await
}

/// `user` clicks Accept under the newest challenge in `channel`. The click is answered with one
/// interaction response, an UPDATE_MESSAGE (type 7) that strips the challenge's buttons — no
/// PATCH of the challenge message, no second callback — and the board follows as a new message
/// (a followup), which pings the player to move (when given). Returns that followup.
async fn accept_in(
    fake: &FakeDiscord,
    channel: ChannelId,
    user: &TestUser,
    to_move: Option<&TestUser>,
) -> RecordedRequest {
    let mark = fake.mark();
    let (message, custom_id) = message_with_button(fake, channel, "sb:accept");
    let i = fake.button_click(message, &custom_id, user);
    fake.dispatch("INTERACTION_CREATE", i.clone());
    let update = fake.wait_for_callback(&i).await;
    assert_eq!(update.callback_type(), Some(7), "{:#}", update.body);
    assert_eq!(
        update.body["data"]["components"],
        json!([]),
        "{:#}",
        update.body
    );
    let board = fake
        .wait_for_request_since(&mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await;
    assert_board(&board, to_move);
    let since = fake.requests_since(&mark);
    let callbacks = since
        .iter()
        .filter(|r| r.is("POST", "/interactions/*/*/callback"))
        .count();
    assert_eq!(callbacks, 1, "one interaction response for the click");
    let patches: Vec<&str> = since
        .iter()
        .filter(|r| r.method == "PATCH")
        .map(|r| r.path.as_str())
        .collect();
    assert!(
        patches.is_empty(),
        "the challenge is not edited apart: {patches:?}"
    );
    let challenge = fake.message(message).expect("the challenge message");
    assert_eq!(challenge["components"], json!([]), "{challenge:#}");
    board
}

/// Waits for the bot to post a message in the channel after `mark`.
async fn channel_post(fake: &FakeDiscord, mark: &Mark) -> RecordedRequest {
    let path = format!("/channels/{}/messages", fake.channel_id());
    fake.wait_for_request_since(mark, |r| r.is("POST", &path), DEFAULT_TIMEOUT)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_player_game_from_challenge_to_checkmate_across_a_reconnect_and_a_restart() {
    let scratch = Scratch::new("e2e", "two");
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &scratch.0, true).await;
    let (alice, bob) = (alice(), bob());

    // Registration: every command, /move with autocomplete, /shogi with its subcommands.
    let commands = fake.registered_commands(None);
    let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    for want in [
        "shogi",
        "yonin",
        "move",
        "board",
        "hint",
        "resign",
        "takeback",
        "abort",
        "rematch",
        "export",
        "settings",
        "stats",
        "leaderboard",
        "games",
        "help",
    ] {
        assert!(names.contains(&want), "/{want} not registered: {names:?}");
    }
    let mv = commands.iter().find(|c| c["name"] == "move").unwrap();
    assert_eq!(mv["options"][0]["autocomplete"], json!(true));
    let shogi = commands.iter().find(|c| c["name"] == "shogi").unwrap();
    let subs: Vec<&str> = shogi["options"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|o| o["name"].as_str())
        .collect();
    assert_eq!(subs, ["challenge", "open"]);

    // No game yet: the refusal says how to start one, ephemerally.
    let r = play(&fake, &alice, "7g7f").await;
    assert!(is_ephemeral(&r));
    assert!(
        r.content().unwrap().contains("challenge"),
        "{:?}",
        r.content()
    );

    // alice challenges bob, who is pinged and accepts with the button.
    let challenge = challenge_as_sente(&fake, &alice, &bob, &[]);
    fake.dispatch("INTERACTION_CREATE", challenge.clone());
    let r = fake.wait_for_callback(&challenge).await;
    assert_eq!(r.callback_type(), Some(4));
    assert_eq!(r.body["data"]["content"], json!(bob.mention()));
    assert!(
        embed_text(&r.body).contains("challenges bob"),
        "{}",
        embed_text(&r.body)
    );
    accept_in(&fake, fake.channel_id(), &bob, Some(&alice)).await;
    // The answered challenge lost its buttons.
    assert!(find_button(&fake, fake.channel_id(), "sb:accept").is_none());

    // Out of turn, and an illegal move: specific, ephemeral, nothing played.
    let r = play(&fake, &bob, "3c3d").await;
    assert!(
        is_ephemeral(&r) && r.content().unwrap().contains("alice's turn"),
        "{:?}",
        r.content()
    );
    let r = play(&fake, &alice, "5i5g").await;
    assert!(is_ephemeral(&r), "{:#}", r.body);

    // 1. By slash command.
    let r = play(&fake, &alice, "2g2f").await;
    assert_board(&r, Some(&bob));
    assert!(
        embed_text(&r.body).contains("２六歩"),
        "{}",
        embed_text(&r.body)
    );

    // 2. By autocomplete: bob types "5a" and picks a suggestion; typing Japanese suggests Japanese.
    let choices = move_choices(&fake, &bob, "5a").await;
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    let pick = choices
        .iter()
        .find(|v| v.contains("4b"))
        .unwrap_or_else(|| panic!("5a4b among {choices:?}"))
        .clone();
    let japanese = move_choices(&fake, &bob, "４二").await;
    assert!(
        !japanese.is_empty() && japanese.iter().all(|c| c.contains("４二")),
        "{japanese:?}"
    );
    // Autocomplete is only for the player to move.
    assert!(move_choices(&fake, &alice, "").await.is_empty());
    let r = play(&fake, &bob, &pick).await;
    assert_board(&r, Some(&alice));

    // 3. By plain text (Message Content intent on); chatter is ignored.
    let mark = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fake.message_create(fake.channel_id(), &carol(), "nice game!", &[]),
    );
    // alice is to move, but this is chat, not a move: no answer.
    fake.dispatch(
        "MESSAGE_CREATE",
        fake.message_create(fake.channel_id(), &alice, "2手で詰み", &[]),
    );
    fake.dispatch(
        "MESSAGE_CREATE",
        fake.message_create(fake.channel_id(), &alice, "2f2e", &[]),
    );
    let post = channel_post(&fake, &mark).await;
    assert!(
        embed_text(&post.body).contains("２五歩"),
        "{}",
        embed_text(&post.body)
    );
    assert_eq!(post.files[0].filename, "board.png");
    assert_eq!(
        post.body["allowed_mentions"]["users"],
        json!([bob.id.to_string()])
    );
    let path = format!("/channels/{}/messages", fake.channel_id());
    assert_eq!(
        fake.requests_since(&mark)
            .iter()
            .filter(|r| r.is("POST", &path))
            .count(),
        1,
        "only the move was answered"
    );

    // A gateway reconnect (op 7) mid-game: the session resumes and play goes on.
    let mark = fake.mark();
    fake.send_reconnect();
    assert_eq!(
        fake.wait_session_start_since(&mark).await,
        SessionStart::Resumed
    );

    // 4. By mention.
    let mark = fake.mark();
    let bot_user = fake.bot_user();
    let text = format!("{} 4b3b", bot_user.mention());
    fake.dispatch(
        "MESSAGE_CREATE",
        fake.message_create(fake.channel_id(), &bob, &text, &[bot_user]),
    );
    let post = channel_post(&fake, &mark).await;
    assert!(
        embed_text(&post.body).contains("３二玉"),
        "{}",
        embed_text(&post.body)
    );

    let r = play(&fake, &alice, "2e2d").await;
    assert_board(&r, Some(&bob));

    // The bot process dies (kill -9) and comes back with the same data: the game is intact.
    bot.kill();
    let bot = Bot::start(&fake, &scratch.0, true).await;
    let r = slash(&fake, &bob, "board", json!([])).await;
    assert_board(&r, None);
    assert!(
        embed_text(&r.body).contains("bob"),
        "{}",
        embed_text(&r.body)
    );
    let r = play(&fake, &bob, "8b4b").await;
    assert_board(&r, Some(&alice));

    // Checkmate, announced with the result.
    let r = play(&fake, &alice, "2d2c+").await;
    assert_eq!(r.callback_type(), Some(4));
    let text = embed_text(&r.body);
    assert!(text.to_lowercase().contains("checkmate"), "{text}");
    assert!(text.contains("alice"), "{text}");
    let r = play(&fake, &bob, "3b2c").await;
    assert!(is_ephemeral(&r), "no move after the end");

    // After the game: results on the server, a rematch with sides swapped, the other commands.
    let r = slash(&fake, &alice, "stats", json!([])).await;
    assert!(
        embed_text(&r.body).contains("shogi 1 played, 1 won"),
        "{}",
        embed_text(&r.body)
    );
    let r = slash(&fake, &bob, "leaderboard", json!([])).await;
    assert!(
        embed_text(&r.body).contains("alice"),
        "{}",
        embed_text(&r.body)
    );
    // A rematch is a challenge with sides swapped, answered with its button.
    let r = slash(&fake, &bob, "rematch", json!([])).await;
    assert_eq!(r.body["data"]["content"], json!(alice.mention()));
    accept_in(&fake, fake.channel_id(), &alice, Some(&bob)).await;
    let r = slash(&fake, &carol(), "games", json!([])).await;
    let text = embed_text(&r.body);
    assert!(text.contains("alice") && text.contains("bob"), "{text}");
    let r = slash(&fake, &bob, "hint", json!([option("square", "7g")])).await;
    assert_board(&r, None);
    let r = play(&fake, &bob, "7g7f").await;
    assert_board(&r, Some(&alice));
    let r = slash(&fake, &bob, "takeback", json!([])).await;
    assert!(!is_ephemeral(&r), "{:#}", r.body);
    let r = slash(&fake, &alice, "takeback", json!([])).await;
    assert_board(&r, Some(&bob));
    let r = slash(&fake, &alice, "abort", json!([])).await;
    assert!(
        embed_text(&r.body).to_lowercase().contains("abort"),
        "{}",
        embed_text(&r.body)
    );
    let r = slash(&fake, &carol(), "help", json!([])).await;
    assert!(!is_ephemeral(&r) && embed_text(&r.body).contains("challenge"));

    fake.assert_no_violations();
    assert!(
        fake.unknown_routes().is_empty(),
        "{:?}",
        fake.unknown_routes()
    );
    let log = bot.log();
    assert!(
        !log.contains(&fake.token()),
        "the token leaked into the log"
    );
}

/// The seat to move after `moves` from the four-player start, asked of the engine's command line.
fn yonin_to_move(moves: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(["play", "--variant", "yonin", "--json"])
        .args(moves)
        .output()
        .expect("shogiban play");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    v["to_move"].as_str().expect("a seat to move").to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_lobby_fills_with_buttons_and_check_priority_decides_the_turn() {
    let scratch = Scratch::new("e2e", "four");
    let fake = FakeDiscord::start().await;
    let _bot = Bot::start(&fake, &scratch.0, false).await;
    let users = [alice(), bob(), carol(), dave()];

    let r = slash(
        &fake,
        &users[0],
        "yonin",
        json!([{"name": "new", "type": 1, "options": []}]),
    )
    .await;
    assert_eq!(r.callback_type(), Some(4));
    assert!(
        embed_text(&r.body).contains("lobby"),
        "{}",
        embed_text(&r.body)
    );
    // Joining updates the lobby message in place (callback 7), seat by seat.
    for u in &users[1..] {
        let r = click(&fake, u, "sb:join").await;
        assert_eq!(r.callback_type(), Some(7), "{:#}", r.body);
        assert!(
            embed_text(&r.body).contains(&u.name),
            "{}",
            embed_text(&r.body)
        );
    }
    let r = click(&fake, &users[1], "sb:join").await;
    assert!(is_ephemeral(&r), "a second join is refused privately");
    let mark = fake.mark();
    let r = click(&fake, &users[0], "sb:start").await;
    assert_eq!(r.callback_type(), Some(7));
    // The board follows as a new message that pings South, who moves first.
    let board = fake
        .wait_for_request_since(&mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await;
    assert!(board.files.iter().any(|f| f.filename == "board.png"));
    assert_eq!(board.body["content"], json!(users[0].mention()));
    for lobby in ["sb:join", "sb:leave", "sb:add-computer", "sb:start"] {
        assert!(
            find_button(&fake, fake.channel_id(), lobby).is_none(),
            "the lobby's buttons are gone: {lobby}"
        );
    }
    // The board carries only the Move button (click to move, tests/discord_picker.rs).
    let (_, move_button) = message_with_button(&fake, fake.channel_id(), "sb:pm");
    assert_eq!(move_button, "sb:pm 4.1");

    // South, West, North, East sit in joining order. After these 19 actions West is in check
    // and must answer although East would be next in turn order.
    let moves = "4i3h 9c8b 7a7b 1f2g 3h2g 8b7b 6a7b 1c2c G*9c S*4d S*6e 2c3c 4h4g 4d3e 6e7f 3c4d 9c9d 9e9d 7f8e";
    let moves: Vec<&str> = moves.split(' ').collect();
    let seat = |name: &str| match name {
        "south" => &users[0],
        "west" => &users[1],
        "north" => &users[2],
        "east" => &users[3],
        other => panic!("seat {other}"),
    };
    for i in 0..moves.len() {
        let mover = seat(&yonin_to_move(&moves[..i]));
        let r = play(&fake, mover, moves[i]).await;
        assert_eq!(
            r.callback_type(),
            Some(4),
            "move {} by {}: {:#}",
            moves[i],
            mover.name,
            r.body
        );
    }
    assert_eq!(yonin_to_move(&moves), "west");
    let last = fake
        .requests()
        .into_iter()
        .rev()
        .find(|r| r.callback_type() == Some(4))
        .unwrap();
    assert_board(&last, Some(&users[1]));
    // East may not move now.
    let r = play(&fake, &users[3], "1a1b").await;
    assert!(
        is_ephemeral(&r) && r.content().unwrap().contains("bob"),
        "{:?}",
        r.content()
    );
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_command_line_checks_the_configuration_and_stops_cleanly() {
    let scratch = Scratch::new("e2e", "config");
    let fake = FakeDiscord::start().await;
    let config = write_config(&fake, &scratch.0, false);
    let shogiban = env!("CARGO_BIN_EXE_shogiban");

    // check-config: the token is tried against the configured API.
    let out = Command::new(shogiban)
        .args(["check-config", "--config"])
        .arg(&config)
        .env("DISCORD_TOKEN", fake.token())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.starts_with("configuration ok: bot shogiban"),
        "{stdout}"
    );

    // check-config opens a shared database: one that does not answer is said before any run.
    let elsewhere = scratch.0.join("unreachable");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let unreachable = write_config_with(
        &fake,
        &elsewhere,
        false,
        "[store]\nurl = \"postgres://shogiban@127.0.0.1:9/nowhere\"\n",
    );
    let out = Command::new(shogiban)
        .args(["check-config", "--config"])
        .arg(&unreachable)
        .env("DISCORD_TOKEN", fake.token())
        .env("SHOGIBAN_PG_PASSWORD", "unused")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("the database does not answer"), "{stderr}");

    // No token anywhere.
    let out = Command::new(shogiban)
        .args(["run", "--config"])
        .arg(&config)
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no token"));

    // A token Discord rejects: a clear message, a non-zero exit, the token not printed.
    let wrong = "MTIzNDU2Nzg5.Gabcde.wrong-token-for-this-test";
    let mut bot = Bot::spawn(&config, Some(wrong.to_owned()), &scratch.0);
    let status = bot.exit_status().await;
    assert!(!status.success());
    let log = bot.log();
    assert!(log.contains("Discord rejected the token"), "{log}");
    assert!(
        !log.contains(wrong) && !log.contains(&fake.token()),
        "{log}"
    );

    // SIGTERM: the bot stops by itself, successfully.
    let mut bot = Bot::start(&fake, &scratch.0, false).await;
    let pid = bot.process.child.id().to_string();
    // The shell's own `kill`, so no procps is needed.
    let term = Command::new("sh")
        .args(["-c", &format!("kill -TERM {pid}")])
        .status()
        .unwrap();
    assert!(term.success());
    let status = bot.exit_status().await;
    assert!(status.success(), "{status:?}\n{}", bot.log());
    assert!(bot.log().contains("stopped"));
    assert!(!bot.log().contains(&fake.token()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_disallowed_message_content_intent_is_explained() {
    let scratch = Scratch::new("e2e", "intents");
    let fake = FakeDiscord::start_with(support::fake_discord::FakeConfig {
        message_content_allowed: false,
        ..Default::default()
    })
    .await;
    let config = write_config(&fake, &scratch.0, true);
    let mut bot = Bot::spawn(&config, Some(fake.token()), &scratch.0);
    let status = bot.exit_status().await;
    assert!(!status.success());
    let log = bot.log();
    assert!(
        log.contains("Message Content intent") && log.contains("4014"),
        "{log}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_its_own_thread_resigned_after_confirmation_and_exported() {
    let scratch = Scratch::new("e2e", "thread");
    let fake = FakeDiscord::start().await;
    let _bot = Bot::start(&fake, &scratch.0, false).await;
    let (alice, bob) = (alice(), bob());

    let mark = fake.mark();
    let r = slash(
        &fake,
        &alice,
        "shogi",
        json!([{"name": "open", "type": 1, "options": [
            {"name": "thread", "type": 5, "value": true},
        ]}]),
    )
    .await;
    assert_eq!(
        r.callback_type(),
        Some(5),
        "deferred while the thread is made"
    );
    let created = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("POST", "/channels/*/threads"),
            DEFAULT_TIMEOUT,
        )
        .await;
    let thread: u64 = created.response.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let thread = ChannelId::new(thread);
    // The first answer after the deferral edits the "thinking" message (a followup there is
    // deprecated, and the fake records it as a violation).
    let pointer = fake
        .wait_for_request_since(&mark, is_original_edit, DEFAULT_TIMEOUT)
        .await;
    assert!(pointer.content().unwrap().contains(&format!("<#{thread}>")));

    // The challenge waits in the thread; bob accepts there.
    let board = accept_in(&fake, thread, &bob, None).await;
    assert_eq!(
        board.response.as_ref().unwrap()["channel_id"],
        json!(thread.to_string())
    );

    let in_thread = |user: &TestUser, name: &str, options: Value| {
        let i = fake.slash_command(Some(fake.guild_id()), thread, user, name, options);
        fake.dispatch("INTERACTION_CREATE", i.clone());
        i
    };
    // The game lives in the thread, not in the channel.
    let i = in_thread(&alice, "board", json!([]));
    assert_eq!(fake.wait_for_callback(&i).await.callback_type(), Some(4));
    let r = play(&fake, &alice, "7g7f").await;
    assert!(is_ephemeral(&r), "no game in the channel itself");

    // /resign asks first (ephemeral button); the click resigns and everyone sees the result.
    let i = in_thread(&bob, "resign", json!([]));
    let confirm = fake.wait_for_callback(&i).await;
    assert!(is_ephemeral(&confirm));
    let button = &confirm.body["data"]["components"][0]["components"][0];
    assert_eq!(button["custom_id"], json!("sb:resign"));
    let original = fake
        .channel_messages(thread)
        .into_iter()
        .rev()
        .find(|m| m["flags"].as_u64().unwrap_or(0) & 64 != 0)
        .expect("the confirmation message");
    let confirm_id = MessageId::new(original["id"].as_str().unwrap().parse().unwrap());
    let mark = fake.mark();
    let click = fake.button_click(confirm_id, "sb:resign", &bob);
    fake.dispatch("INTERACTION_CREATE", click.clone());
    let r = fake.wait_for_callback(&click).await;
    assert_eq!(r.callback_type(), Some(7));
    let result = fake
        .wait_for_request_since(&mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await;
    assert!(!is_ephemeral(&result));
    let text = embed_text(&result.body).to_lowercase();
    assert!(text.contains("resign"), "{text}");

    // The record as a file.
    let i = in_thread(
        &alice,
        "export",
        json!([{"name": "format", "type": 4, "value": 1}]),
    );
    let r = fake.wait_for_callback(&i).await;
    let file = r
        .files
        .iter()
        .find(|f| f.filename.ends_with(".kifu"))
        .expect("a .kifu file");
    let kifu = String::from_utf8(file.bytes.clone()).unwrap();
    assert!(kifu.contains("投了"), "{kifu}");

    // A moderator turns game threads on for the channel: the next challenge opens its own
    // thread without being asked.
    let r = slash(
        &fake,
        &alice,
        "settings",
        json!([option("key", "threads"), option("value", "on")]),
    )
    .await;
    assert!(!is_ephemeral(&r), "{:#}", r.body);
    // Challenging the bot itself: the game starts at once, in a new thread.
    let bot_user = fake.bot_user();
    let mark = fake.mark();
    let level = json!({"name": "level", "type": 4, "value": 1});
    let i = challenge_as_sente(&fake, &bob, &bot_user, &[level]);
    fake.dispatch("INTERACTION_CREATE", i.clone());
    let r = fake.wait_for_callback(&i).await;
    assert_eq!(r.callback_type(), Some(5), "{:#}", r.body);
    let created = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("POST", "/channels/*/threads"),
            DEFAULT_TIMEOUT,
        )
        .await;
    let game_thread = ChannelId::new(
        created.response.as_ref().unwrap()["id"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap(),
    );
    // Once the bot points to the thread, the game is waiting there.
    fake.wait_for_request_since(&mark, is_original_edit, DEFAULT_TIMEOUT)
        .await;
    // The reply to bob's move shows the computer's answer too.
    let i = fake.slash_command(
        Some(fake.guild_id()),
        game_thread,
        &bob,
        "move",
        json!([option("move", "7g7f")]),
    );
    fake.dispatch("INTERACTION_CREATE", i.clone());
    let r = fake.wait_for_callback(&i).await;
    assert_board(&r, Some(&bob));
    let text = embed_text(&r.body);
    assert!(
        text.contains("７六歩") && text.contains("shogiban played"),
        "{text}"
    );
    fake.assert_no_violations();
}

/// The first answer after a deferral: the edit of the "thinking" message.
fn is_original_edit(r: &RecordedRequest) -> bool {
    r.is("PATCH", "/webhooks/*/*/messages/@original")
}

/// The thread a `POST /channels/*/threads` made.
fn thread_made(created: &RecordedRequest) -> ChannelId {
    let id = created.response.as_ref().expect("the thread")["id"]
        .as_str()
        .expect("an id")
        .parse()
        .expect("a snowflake");
    ChannelId::new(id)
}

/// What everyone in a channel can read there: the text of its messages that are not ephemeral.
fn public_text(fake: &FakeDiscord, channel: ChannelId) -> String {
    fake.channel_messages(channel)
        .iter()
        .filter(|m| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
        .map(|m| format!("{}\n{}", m["content"].as_str().unwrap_or(""), embed_text(m)))
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_after_a_public_deferral_for_a_new_thread_stays_private() {
    let scratch = Scratch::new("e2e", "thread-refusal");
    let fake = FakeDiscord::start().await;
    let _bot = Bot::start(&fake, &scratch.0, false).await;
    let alice = alice();
    let yonin = json!([{"name": "new", "type": 1, "options": [
        {"name": "thread", "type": 5, "value": true},
    ]}]);
    // Three lobbies at once are allowed, each in its own thread, pointed to publicly.
    for _ in 0..3 {
        let mark = fake.mark();
        let r = slash(&fake, &alice, "yonin", yonin.clone()).await;
        assert_eq!(
            r.callback_type(),
            Some(5),
            "deferred while the thread is made"
        );
        let pointer = fake
            .wait_for_request_since(
                &mark,
                |r| is_original_edit(r) || r.is("POST", "/webhooks/*/*"),
                DEFAULT_TIMEOUT,
            )
            .await;
        assert!(
            pointer.content().unwrap_or("").contains("<#"),
            "{:#}",
            pointer.body
        );
    }
    // The fourth is refused by the cooldown only once its thread exists and the interaction
    // was deferred in public.
    let mark = fake.mark();
    let r = slash(&fake, &alice, "yonin", yonin.clone()).await;
    assert_eq!(r.callback_type(), Some(5));
    let created = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("POST", "/channels/*/threads"),
            DEFAULT_TIMEOUT,
        )
        .await;
    let thread = thread_made(&created);
    let refusal = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("POST", "/webhooks/*/*") || is_original_edit(r),
            DEFAULT_TIMEOUT,
        )
        .await;
    assert!(
        refusal.content().unwrap_or("").contains("Slow down"),
        "{:#}",
        refusal.body
    );
    // What Discord shows: the refusal is a message only alice sees, and nothing public in the
    // channel says it.
    let sent = refusal.response.as_ref().expect("the refusal message");
    let sent = MessageId::new(sent["id"].as_str().unwrap().parse().unwrap());
    let shown = fake
        .message(sent)
        .expect("the refusal, as Discord keeps it");
    assert_eq!(
        shown["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "the refusal is shown to the whole channel: {shown:#}"
    );
    let public = public_text(&fake, fake.channel_id());
    assert!(!public.contains("Slow down"), "{public}");
    let deleted = fake
        .requests_since(&mark)
        .iter()
        .position(|r| r.is("DELETE", "/webhooks/*/*/messages/@original"));
    let followup = fake
        .requests_since(&mark)
        .iter()
        .position(|r| r.is("POST", "/webhooks/*/*"));
    assert!(
        deleted.is_some() && deleted < followup,
        "the public \"thinking\" message is removed before the private refusal"
    );
    assert!(
        fake.channel(thread).is_none(),
        "the unused thread is removed"
    );
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_left_behind_without_manage_threads_is_said_and_logged() {
    let scratch = Scratch::new("e2e", "thread-left");
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &scratch.0, false).await;
    let alice = alice();
    fake.deny(fake.channel_id(), Permission::ManageThreads);
    // Challenging yourself is refused, but only by the table, once the thread exists.
    let mark = fake.mark();
    let thread_on = json!({"name": "thread", "type": 5, "value": true});
    let i = challenge_as_sente(&fake, &alice, &alice, &[thread_on]);
    fake.dispatch("INTERACTION_CREATE", i.clone());
    assert_eq!(fake.wait_for_callback(&i).await.callback_type(), Some(5));
    let created = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("POST", "/channels/*/threads"),
            DEFAULT_TIMEOUT,
        )
        .await;
    let thread = thread_made(&created);
    let refusal = fake
        .wait_for_request_since(&mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await;
    let delete = format!("/channels/{thread}");
    let tried = fake
        .requests_since(&mark)
        .into_iter()
        .find(|r| r.is("DELETE", &delete))
        .expect("the bot tried to remove the thread");
    assert_eq!(tried.status, 403);
    assert!(fake.channel(thread).is_some(), "the thread stays");
    assert!(is_ephemeral(&refusal), "{:#}", refusal.body);
    let words = refusal.content().unwrap_or("");
    assert!(words.contains("cannot challenge yourself"), "{words}");
    assert!(
        words.contains("Manage Threads") && words.contains(&format!("<#{thread}>")),
        "the reply says which thread stays and why: {words}"
    );
    let mut logged = false;
    for _ in 0..50 {
        if bot.log().contains("Manage Threads") {
            logged = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(logged, "{}", bot.log());
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn busy_channels_edit_the_board_in_place_and_missing_permissions_are_explained() {
    let scratch = Scratch::new("e2e", "busy");
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &scratch.0, false).await;
    let (alice, bob) = (alice(), bob());
    let set = |value: &'static str| json!([option("key", "edit-in-place"), option("value", value)]);
    let r = slash(&fake, &alice, "settings", set("on")).await;
    assert!(!is_ephemeral(&r), "{:#}", r.body);

    let challenge = challenge_as_sente(&fake, &alice, &bob, &[]);
    fake.dispatch("INTERACTION_CREATE", challenge.clone());
    fake.wait_for_callback(&challenge).await;
    // The board comes as a followup: that message is the one edited from now on.
    let board = accept_in(&fake, fake.channel_id(), &bob, Some(&alice)).await;
    let board_id = board.response.as_ref().expect("the board message")["id"]
        .as_str()
        .unwrap()
        .to_owned();

    // The move edits that board message; the mover gets a private confirmation.
    let mark = fake.mark();
    let r = play(&fake, &alice, "7g7f").await;
    assert!(is_ephemeral(&r), "{:#}", r.body);
    assert!(
        r.content().unwrap().contains("board above is updated"),
        "{:?}",
        r.content()
    );
    let edit = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("PATCH", "/channels/*/messages/*"),
            DEFAULT_TIMEOUT,
        )
        .await;
    assert!(edit.path.ends_with(&board_id), "{}", edit.path);
    assert!(
        embed_text(&edit.body).contains("７六歩"),
        "{}",
        embed_text(&edit.body)
    );
    assert_eq!(edit.files[0].filename, "board.png");
    let path = format!("/channels/{}/messages", fake.channel_id());
    assert!(
        !fake
            .requests_since(&mark)
            .iter()
            .any(|r| r.is("POST", &path)),
        "no new message in the busy channel"
    );

    // Back to one message per move.
    let r = slash(&fake, &alice, "settings", set("default")).await;
    assert!(!is_ephemeral(&r), "{:#}", r.body);

    // Without Attach Files the move is still answered, in words, naming the permission.
    fake.deny(fake.channel_id(), Permission::AttachFiles);
    let mark = fake.mark();
    let bot_user = fake.bot_user();
    let text = format!("{} 3c3d", bot_user.mention());
    fake.dispatch(
        "MESSAGE_CREATE",
        fake.message_create(
            fake.channel_id(),
            &bob,
            &text,
            std::slice::from_ref(&bot_user),
        ),
    );
    let sent = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("POST", &path) && r.status == 200,
            DEFAULT_TIMEOUT,
        )
        .await;
    let words = sent.content().unwrap();
    assert!(
        words.contains("３四歩") && words.contains("Attach Files"),
        "{words}"
    );

    // Without Create Public Threads, a game in a thread is refused with the reason.
    fake.deny(fake.channel_id(), Permission::CreatePublicThreads);
    let r = slash(
        &fake,
        &carol(),
        "shogi",
        json!([{"name": "open", "type": 1, "options": [
            {"name": "thread", "type": 5, "value": true},
        ]}]),
    )
    .await;
    assert!(is_ephemeral(&r), "{:#}", r.body);
    assert!(
        r.content().unwrap().contains("Create Public Threads"),
        "{:?}",
        r.content()
    );

    // Without Send Messages the bot cannot speak: it says so in its log.
    fake.deny(fake.channel_id(), Permission::SendMessages);
    let mark = fake.mark();
    let text = format!("{} board", bot_user.mention());
    fake.dispatch(
        "MESSAGE_CREATE",
        fake.message_create(fake.channel_id(), &alice, &text, &[bot_user]),
    );
    fake.wait_for_request_since(
        &mark,
        |r| r.is("POST", &path) && r.status == 403,
        DEFAULT_TIMEOUT,
    )
    .await;
    let mut logged = false;
    for _ in 0..50 {
        if bot.log().contains("missing the Send Messages permission") {
            logged = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(logged, "{}", bot.log());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_answers_are_deferred_and_late_refusals_stay_private() {
    let scratch = Scratch::new("e2e", "defer");
    let fake = FakeDiscord::start().await;
    // Defer at once: every command takes the path a slow computer move or disk would.
    let _bot = Bot::start_with(&fake, &scratch.0, false, "defer_after_ms = 0").await;
    let alice = alice();

    let mark = fake.mark();
    let r = play(&fake, &alice, "7g7f").await;
    assert_eq!(r.callback_type(), Some(5));
    // The public "thinking" message is removed and the refusal comes privately.
    fake.wait_for_request_since(
        &mark,
        |r| r.is("DELETE", "/webhooks/*/*/messages/@original"),
        DEFAULT_TIMEOUT,
    )
    .await;
    let refusal = fake
        .wait_for_request_since(&mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await;
    assert_eq!(
        refusal.body["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "{:#}",
        refusal.body
    );
    assert!(
        refusal.content().unwrap().contains("no game"),
        "{:?}",
        refusal.content()
    );

    let mark = fake.mark();
    let r = slash(
        &fake,
        &alice,
        "shogi",
        json!([{"name": "open", "type": 1, "options": []}]),
    )
    .await;
    assert_eq!(r.callback_type(), Some(5));
    // The deferred answer is the edit of the "thinking" message, not a followup.
    let answer = fake
        .wait_for_request_since(&mark, is_original_edit, DEFAULT_TIMEOUT)
        .await;
    assert!(
        embed_text(&answer.body).contains("looking for an opponent"),
        "{}",
        embed_text(&answer.body)
    );
    assert_eq!(
        answer.body["components"][0]["components"][0]["custom_id"],
        json!(format!("sb:accept {}", alice.mention()))
    );
    assert!(
        !fake
            .requests_since(&mark)
            .iter()
            .any(|r| r.is("POST", "/webhooks/*/*")),
        "no followup: the answer is the deferred message itself"
    );
    let shown = answer.response.as_ref().expect("the challenge message");
    assert_eq!(
        shown["flags"],
        json!(0),
        "public, no longer loading: {shown:#}"
    );
    fake.assert_no_violations();
}

/// 48 plies of a quiet game (pawns forward, rooks across, kings and generals aside): longer
/// than the 46 or so plies a USI record could show in an embed title of 256 characters.
const LONG_GAME: &str = "7g7f 3c3d 2g2f 8c8d 1g1f 1c1d 9g9f 9c9d 6g6f 4c4d 5g5f 5c5d 4g4f 6c6d \
    3g3f 7c7d 8g8f 2c2d 2h3h 8b7b 3h4h 7b6b 4h5h 6b5b 5h6h 5b4b 6h7h 4b3b 7f7e 5a6b 2f2e 6b7b \
    1f1e 7b8b 9f9e 4a4b 6f6e 6a6b 5f5e 7a7b 4f4e 2a3c 3f3e 8a7c 8f8e 1a1b 5i4h 9a9b";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_game_exports_its_whole_usi_record_as_a_file_and_mention_moves_warn_nobody() {
    let scratch = Scratch::new("e2e", "export");
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &scratch.0, false).await;
    let (alice, bob) = (alice(), bob());
    let challenge = challenge_as_sente(&fake, &alice, &bob, &[]);
    fake.dispatch("INTERACTION_CREATE", challenge.clone());
    fake.wait_for_callback(&challenge).await;
    accept_in(&fake, fake.channel_id(), &bob, Some(&alice)).await;

    let moves: Vec<&str> = LONG_GAME.split_whitespace().collect();
    assert_eq!(moves.len(), 48);
    let bot_user = fake.bot_user();
    for (i, mv) in moves.iter().enumerate() {
        let (mover, next) = if i % 2 == 0 {
            (&alice, &bob)
        } else {
            (&bob, &alice)
        };
        if i % 8 == 7 {
            // Every eighth move by mention: answered in the channel.
            let mark = fake.mark();
            let text = format!("{} {mv}", bot_user.mention());
            fake.dispatch(
                "MESSAGE_CREATE",
                fake.message_create(
                    fake.channel_id(),
                    mover,
                    &text,
                    std::slice::from_ref(&bot_user),
                ),
            );
            let post = channel_post(&fake, &mark).await;
            assert_eq!(post.status, 200, "{mv}: {:#}", post.body);
            assert_eq!(post.body["content"], json!(next.mention()), "{mv}");
        } else {
            let r = play(&fake, mover, mv).await;
            assert_board(&r, Some(next));
        }
    }
    // Normal play, mentions included, logs no warning (poise used to warn that it did not
    // know the command of every message starting with the bot's mention).
    let log = bot.log();
    assert!(
        !log.lines().any(|l| l.contains("WARN")),
        "warnings in normal play:\n{log}"
    );

    // /export format:usi — the record as a file, with every move.
    let r = slash(
        &fake,
        &carol(),
        "export",
        json!([{"name": "format", "type": 4, "value": 4}]),
    )
    .await;
    assert_eq!(r.callback_type(), Some(4), "{:#}", r.body);
    let file = r
        .files
        .iter()
        .find(|f| f.filename != "board.png")
        .unwrap_or_else(|| panic!("no record attached: {:#}", r.body));
    let record = String::from_utf8(file.bytes.clone()).expect("a text record");
    assert!(
        record.contains(&format!("startpos moves {}", moves.join(" "))),
        "{}: {record}",
        file.filename
    );
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_reply_is_sent_after_the_wait_and_one_still_refused_is_logged() {
    let scratch = Scratch::new("e2e", "ratelimit");
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &scratch.0, false).await;
    let (alice, bob) = (alice(), bob());
    let challenge = challenge_as_sente(&fake, &alice, &bob, &[]);
    fake.dispatch("INTERACTION_CREATE", challenge.clone());
    fake.wait_for_callback(&challenge).await;
    // The followup carrying the board is refused once: the board still arrives.
    fake.rate_limit("POST", "/webhooks/*/*", 1, Duration::from_millis(300));
    accept_in(&fake, fake.channel_id(), &bob, Some(&alice)).await;

    // A slash move whose answer is refused twice: it arrives after the waits asked for.
    let callback = "/interactions/*/*/callback";
    fake.rate_limit("POST", callback, 2, Duration::from_millis(300));
    let mark = fake.mark();
    let r = play(&fake, &alice, "7g7f").await;
    assert_board(&r, Some(&bob));
    assert!(
        embed_text(&r.body).contains("７六歩"),
        "{}",
        embed_text(&r.body)
    );
    let refused = fake
        .requests_since(&mark)
        .iter()
        .filter(|r| r.is("POST", callback) && r.status == 429)
        .count();
    assert_eq!(refused, 2);

    // A mention move whose channel post is refused once.
    let path = format!("/channels/{}/messages", fake.channel_id());
    fake.rate_limit("POST", &path, 1, Duration::from_millis(300));
    let mark = fake.mark();
    let bot_user = fake.bot_user();
    let mention = |user: &TestUser, mv: &str| {
        let text = format!("{} {mv}", bot_user.mention());
        fake.message_create(
            fake.channel_id(),
            user,
            &text,
            std::slice::from_ref(&bot_user),
        )
    };
    fake.dispatch("MESSAGE_CREATE", mention(&bob, "3c3d"));
    let post = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("POST", &path) && r.status == 200,
            DEFAULT_TIMEOUT,
        )
        .await;
    assert!(
        embed_text(&post.body).contains("３四歩"),
        "{}",
        embed_text(&post.body)
    );
    fake.assert_no_violations();

    // A route that keeps refusing: the bot gives up after a bounded number of tries and says
    // so loudly, naming the route, and that the reply was not posted.
    fake.rate_limit("POST", &path, 1000, Duration::from_millis(100));
    let mark = fake.mark();
    fake.dispatch("MESSAGE_CREATE", mention(&alice, "2g2f"));
    let mut log = String::new();
    for _ in 0..100 {
        log = bot.log();
        if log.contains("a reply could not be posted") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        log.contains("ERROR") && log.contains("kept answering 429") && log.contains("/messages"),
        "{log}"
    );
    assert!(log.contains("a reply could not be posted"), "{log}");
    let tries = fake
        .requests_since(&mark)
        .iter()
        .filter(|r| r.is("POST", &path))
        .count();
    assert!((2..=10).contains(&tries), "{tries} tries");
    // Every retry waited as long as it was told.
    fake.assert_no_violations();
    assert!(
        !log.contains(&fake.token()),
        "the token leaked into the log"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn going_back_from_dev_guild_to_global_commands_removes_the_guilds_commands() {
    let scratch = Scratch::new("e2e", "commands");
    let fake = FakeDiscord::start().await;
    let guild = fake.guild_id();
    let guild_put = "/applications/*/guilds/*/commands";

    // First with dev_guild: the commands are registered in that guild only.
    let config = write_config_with(
        &fake,
        &scratch.0,
        false,
        &format!("dev_guild = {}", guild.get()),
    );
    let mark = fake.mark();
    let bot = Bot::spawn(&config, Some(fake.token()), &scratch.0);
    fake.wait_for_request_since(&mark, |r| r.is("PUT", guild_put), STARTUP)
        .await;
    assert!(fake.registered_commands(Some(guild)).len() >= 15);
    assert!(fake.registered_commands(None).is_empty());
    bot.kill();

    // Then globally: the guild's own copies go, or every command would show twice there.
    let mark = fake.mark();
    let bot = Bot::start(&fake, &scratch.0, false).await;
    let cleared = fake
        .wait_for_request_since(&mark, |r| r.is("PUT", guild_put), DEFAULT_TIMEOUT)
        .await;
    assert_eq!(cleared.body, json!([]));
    assert!(
        cleared.path.contains(&guild.to_string()),
        "{}",
        cleared.path
    );
    assert!(fake.registered_commands(Some(guild)).is_empty());
    assert!(fake.registered_commands(None).len() >= 15);
    let mut log = String::new();
    for _ in 0..50 {
        log = bot.log();
        if log.contains("removed the guild commands") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(log.contains("removed the guild commands"), "{log}");
    fake.assert_no_violations();
}

fn has_script(text: &str, script: std::ops::RangeInclusive<char>) -> bool {
    text.chars().any(|c| script.contains(&c))
}

const KANA: std::ops::RangeInclusive<char> = '\u{3040}'..='\u{30ff}';
const BENGALI: std::ops::RangeInclusive<char> = '\u{0980}'..='\u{09ff}';
const DEVANAGARI: std::ops::RangeInclusive<char> = '\u{0900}'..='\u{097f}';

/// The descriptions of a registered command or option: English, with `ja` and `hi` versions in
/// their scripts, all within Discord's 100 characters.
fn assert_localized(what: &str, v: &Value) {
    let en = v["description"].as_str().unwrap_or("");
    assert!(
        !en.is_empty() && en.chars().count() <= 100,
        "{what}: {en:?}"
    );
    let local = &v["description_localizations"];
    let ja = local["ja"].as_str().unwrap_or("");
    let hi = local["hi"].as_str().unwrap_or("");
    assert!(
        ja.chars().count() <= 100 && hi.chars().count() <= 100,
        "{what}: {local}"
    );
    assert!(
        ja != en && (has_script(ja, KANA) || has_script(ja, '\u{4e00}'..='\u{9fff}')),
        "{what} ja: {ja:?}"
    );
    assert!(has_script(hi, DEVANAGARI), "{what} hi: {hi:?}");
    for o in v["options"].as_array().into_iter().flatten() {
        assert_localized(&format!("{what} {}", o["name"]), o);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_described_in_japanese_and_hindi_and_each_reader_gets_their_language() {
    let scratch = Scratch::new("e2e", "lang");
    let fake = FakeDiscord::start().await;
    let _bot = Bot::start(&fake, &scratch.0, false).await;
    let (alice, bob) = (alice(), bob());

    // Every command and option is described in Japanese and Hindi; names stay English.
    let commands = fake.registered_commands(None);
    assert!(commands.len() >= 15, "{commands:?}");
    for c in &commands {
        assert_localized(c["name"].as_str().unwrap(), c);
    }
    let shogi = commands.iter().find(|c| c["name"] == "shogi").unwrap();
    let side = &shogi["options"][0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "side")
        .unwrap()["choices"][0];
    assert_eq!(
        side["name_localizations"]["ja"],
        json!("先手（先に指す）"),
        "{side}"
    );

    // A Bengali channel: its buttons and its public replies are in Bengali.
    let r = slash(
        &fake,
        &alice,
        "settings",
        json!([option("key", "language"), option("value", "bn")]),
    )
    .await;
    assert!(!is_ephemeral(&r), "{:#}", r.body);
    let challenge = challenge_as_sente(&fake, &alice, &bob, &[]);
    fake.dispatch("INTERACTION_CREATE", challenge.clone());
    let r = fake.wait_for_callback(&challenge).await;
    let labels: Vec<&str> = r.body["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|b| b["label"].as_str())
        .collect();
    assert_eq!(
        labels,
        ["গ্রহণ করুন", "ফিরিয়ে দিন", "বাতিল করুন"],
        "{:#}",
        r.body
    );
    accept_in(&fake, fake.channel_id(), &bob, Some(&alice)).await;

    // alice's Discord speaks Japanese: her refusal comes in Japanese, privately.
    let mut mv = fake.slash_command(
        Some(fake.guild_id()),
        fake.channel_id(),
        &alice,
        "move",
        json!([option("move", "5e5d")]),
    );
    mv["locale"] = json!("ja");
    fake.dispatch("INTERACTION_CREATE", mv.clone());
    let r = fake.wait_for_callback(&mv).await;
    let refusal = r.content().unwrap_or("");
    assert!(is_ephemeral(&r), "{:#}", r.body);
    assert!(
        refusal.starts_with("5e5d") && has_script(refusal, KANA),
        "{refusal:?}"
    );
    // Her legal move is posted for the channel, not in Japanese.
    let mut mv = fake.slash_command(
        Some(fake.guild_id()),
        fake.channel_id(),
        &alice,
        "move",
        json!([option("move", "7g7f")]),
    );
    mv["locale"] = json!("ja");
    fake.dispatch("INTERACTION_CREATE", mv.clone());
    let r = fake.wait_for_callback(&mv).await;
    assert!(!is_ephemeral(&r), "{:#}", r.body);
    let post = embed_text(&r.body);
    assert!(
        post.contains("７六歩") && !has_script(&post, KANA),
        "{post}"
    );

    // The channel's stats are Bengali, whoever asks.
    let mut stats = fake.slash_command(
        Some(fake.guild_id()),
        fake.channel_id(),
        &bob,
        "stats",
        json!([]),
    );
    stats["locale"] = json!("ja");
    fake.dispatch("INTERACTION_CREATE", stats.clone());
    let r = fake.wait_for_callback(&stats).await;
    let text = format!("{}{}", r.content().unwrap_or(""), embed_text(&r.body));
    assert!(
        has_script(&text, BENGALI) && !has_script(&text, KANA),
        "{text}"
    );
    fake.assert_no_violations();
}

/// The bot's answer to an interaction: its message callback, or after a deferral the edit of
/// the "thinking" message.
async fn answer_after(fake: &FakeDiscord, mark: &Mark, r: RecordedRequest) -> RecordedRequest {
    if r.callback_type() == Some(5) {
        return fake
            .wait_for_request_since(mark, is_original_edit, DEFAULT_TIMEOUT)
            .await;
    }
    r
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_comes_with_its_board_and_each_move_is_answered_right_or_wrong_at_once() {
    use shogiban::rules::Position;
    use shogiban::service::puzzles::{random_puzzle_for, PuzzleBudget};
    let scratch = Scratch::new("e2e", "puzzle");
    let fake = FakeDiscord::start().await;
    let _bot = Bot::start(&fake, &scratch.0, false).await;
    let carol = carol();
    let names: Vec<String> = fake
        .registered_commands(None)
        .iter()
        .filter_map(|c| c["name"].as_str().map(str::to_owned))
        .collect();
    assert!(names.iter().any(|n| n == "puzzle") && names.iter().any(|n| n == "review"));

    // The server has no finished games yet, so carol gets her first random-play puzzle, which
    // depends on her id alone: the test knows its solution.
    let expected = random_puzzle_for(
        shogiban::table::UserId(carol.id.get()),
        0,
        &PuzzleBudget::default(),
    )
    .expect("a puzzle");
    let mark = fake.mark();
    let r = slash(&fake, &carol, "puzzle", json!([])).await;
    let answer = answer_after(&fake, &mark, r).await;
    assert_board(&answer, None);
    assert!(
        embed_text(&answer.body).contains("Puzzle for carol"),
        "{}",
        embed_text(&answer.body)
    );

    // The first move of the solution: right, with the defender's reply on the board.
    let mark = fake.mark();
    let r = play(&fake, &carol, &expected.solution[0].to_usi()).await;
    let answer = answer_after(&fake, &mark, r).await;
    assert_board(&answer, None);
    assert!(
        embed_text(&answer.body).contains("is right"),
        "{}",
        embed_text(&answer.body)
    );

    // Then a legal move that does not mate: wrong, and the solution is shown.
    let pos = Position::from_sfen(&expected.sfen)
        .or_else(|_| Position::from_sfen_tsume(&expected.sfen))
        .expect("the puzzle's position");
    let now = pos
        .after_unchecked(expected.solution[0])
        .after_unchecked(expected.solution[1]);
    let wrong = now
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let after = now.after_unchecked(m);
            m != expected.solution[2] && (!after.is_check() || after.has_legal_move())
        })
        .expect("a move that does not mate");
    let mark = fake.mark();
    let r = play(&fake, &carol, &wrong.to_usi()).await;
    let answer = answer_after(&fake, &mark, r).await;
    let text = format!(
        "{}{}",
        embed_text(&answer.body),
        answer.content().unwrap_or("")
    );
    assert!(text.contains("not it"), "{text}");

    // No game was played here: a review is refused, privately.
    let mark = fake.mark();
    let r = slash(&fake, &carol, "review", json!([])).await;
    let answer = answer_after(&fake, &mark, r).await;
    assert!(is_ephemeral(&answer), "{:#}", answer.body);
    assert!(
        answer.content().unwrap_or("").contains("no finished game"),
        "{:?}",
        answer.content()
    );
    fake.assert_no_violations();
}

/// The thread made by the newest `POST /channels/{channel}/threads` since `mark`, and the
/// opening post there (which calls its players): the thread, the users called.
async fn tournament_thread(
    fake: &FakeDiscord,
    mark: &Mark,
    players: &[TestUser],
) -> (ChannelId, Vec<TestUser>) {
    let path = format!("/channels/{}/threads", fake.channel_id());
    let created = fake
        .wait_for_request_since(mark, |r| r.is("POST", &path), DEFAULT_TIMEOUT)
        .await;
    let thread = thread_made(&created);
    let name = created.body["name"].as_str().unwrap_or("");
    assert!(
        name.starts_with("Round "),
        "the thread says its game: {name}"
    );
    let in_thread = format!("/channels/{thread}/messages");
    let opening = fake
        .wait_for_request_since(mark, |r| r.is("POST", &in_thread), DEFAULT_TIMEOUT)
        .await;
    assert!(
        opening.files.iter().any(|f| f.filename == "board.png"),
        "the game's board opens its thread"
    );
    let called: Vec<TestUser> = players
        .iter()
        .filter(|u| {
            opening.body["allowed_mentions"]["users"]
                .as_array()
                .is_some_and(|ids| ids.contains(&json!(u.id.to_string())))
        })
        .cloned()
        .collect();
    let content = opening.body["content"].as_str().unwrap_or("");
    for u in &called {
        assert!(content.contains(&u.mention()), "{content}");
    }
    (thread, called)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_tournament_runs_in_threads_from_its_lobby_to_its_final_standings() {
    let scratch = Scratch::new("e2e", "tournament");
    let fake = FakeDiscord::start().await;
    let _bot = Bot::start(&fake, &scratch.0, false).await;
    let players = [alice(), bob(), carol()];
    let [alice, bob, carol] = &players;

    // The lobby post, with its buttons.
    let r = slash(
        &fake,
        alice,
        "tournament",
        json!([{"name": "new", "type": 1, "options": [
            {"name": "kind", "type": 4, "value": 0},
            option("name", "Club Cup"),
        ]}]),
    )
    .await;
    assert_eq!(r.callback_type(), Some(4), "{:#}", r.body);
    assert!(!is_ephemeral(&r));
    let lobby_text = embed_text(&r.body);
    assert!(lobby_text.contains("“Club Cup”"), "{lobby_text}");
    assert!(lobby_text.contains("Players (1): alice"), "{lobby_text}");
    let (lobby, _) = message_with_button(&fake, fake.channel_id(), "sb:tournament join");
    for b in ["sb:tournament leave", "sb:tournament start"] {
        assert_eq!(message_with_button(&fake, fake.channel_id(), b).0, lobby);
    }

    // Joining with the button updates the lobby post in place.
    let r = click(&fake, bob, "sb:tournament join").await;
    assert_eq!(r.callback_type(), Some(7), "{:#}", r.body);
    assert!(
        embed_text(&r.body).contains("Players (2): alice, bob"),
        "{}",
        embed_text(&r.body)
    );
    // So does joining with the command: the post is edited, the joiner told privately.
    let mark = fake.mark();
    let r = slash(
        &fake,
        carol,
        "tournament",
        json!([{"name": "join", "type": 1, "options": []}]),
    )
    .await;
    assert!(is_ephemeral(&r), "{:#}", r.body);
    assert!(
        r.content().unwrap_or("").contains("post above is updated"),
        "{:#}",
        r.body
    );
    let edit = format!("/channels/{}/messages/{lobby}", fake.channel_id());
    assert!(fake
        .requests_since(&mark)
        .iter()
        .any(|r| r.is("PATCH", &edit)));
    let post = fake.message(lobby).expect("the lobby post");
    assert!(
        embed_text(&post).contains("Players (3): alice, bob, carol"),
        "{post:#}"
    );
    // Refusals are private and specific.
    let r = click(&fake, bob, "sb:tournament join").await;
    assert!(is_ephemeral(&r) && r.content().unwrap().contains("already in"));
    // (The fake's members manage the server unless told otherwise: bob only reads and writes.)
    let (message, custom_id) = message_with_button(&fake, fake.channel_id(), "sb:tournament start");
    let mut i = fake.button_click(message, &custom_id, bob);
    i["member"]["permissions"] = json!("3072");
    fake.dispatch("INTERACTION_CREATE", i.clone());
    let r = fake.wait_for_callback(&i).await;
    assert!(
        is_ephemeral(&r) && r.content().unwrap().contains("only alice"),
        "{:#}",
        r.body
    );

    // The organiser starts it: the lobby loses its buttons, round 1's game gets a thread,
    // and both its players are called there. Without the permission to make threads, the
    // channel is told why the game waits, and it is seated once the permission is back.
    fake.deny(fake.channel_id(), Permission::CreatePublicThreads);
    let mark = fake.mark();
    let r = slash(
        &fake,
        alice,
        "tournament",
        json!([{"name": "start", "type": 1, "options": []}]),
    )
    .await;
    assert!(!is_ephemeral(&r), "{:#}", r.body);
    assert!(
        embed_text(&r.body).contains("Play begins"),
        "{}",
        embed_text(&r.body)
    );
    let channel_posts = format!("/channels/{}/messages", fake.channel_id());
    let waiting = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("POST", &channel_posts) && embed_text(&r.body).contains("no place"),
            DEFAULT_TIMEOUT,
        )
        .await;
    assert!(
        embed_text(&waiting.body).contains("Create Public Threads"),
        "{}",
        embed_text(&waiting.body)
    );
    assert!(
        find_button(&fake, fake.channel_id(), "sb:tournament").is_none(),
        "the lobby's buttons are gone"
    );
    fake.allow(fake.channel_id(), Permission::CreatePublicThreads);
    let mark = fake.mark();
    let r = slash(
        &fake,
        carol,
        "tournament",
        json!([{"name": "standings", "type": 1, "options": []}]),
    )
    .await;
    assert!(
        r.files.iter().any(|f| f.filename == "board.png"),
        "the standings' picture"
    );
    let mut thread = tournament_thread(&fake, &mark, &players).await;

    // Three rounds, one game each (the third player has a bye): each ends by resignation in
    // its thread, and the next round's thread follows.
    let bot = fake.bot_user();
    let mut threads = Vec::new();
    for round in 1..=3 {
        let (at, called) = thread.clone();
        assert_eq!(called.len(), 2, "round {round}: {called:?}");
        threads.push(at);
        let mark = fake.mark();
        let resign = fake.message_create(
            at,
            &called[0],
            &format!("{} resign", bot.mention()),
            std::slice::from_ref(&bot),
        );
        fake.dispatch("MESSAGE_CREATE", resign);
        let announced = fake
            .wait_for_request_since(
                &mark,
                |r| r.is("POST", &channel_posts) && embed_text(&r.body).contains("beat"),
                DEFAULT_TIMEOUT,
            )
            .await;
        let words = embed_text(&announced.body);
        assert!(
            words.contains(&format!("{} beat {}", called[1].name, called[0].name)),
            "{words}"
        );
        if round < 3 {
            assert!(
                words.contains(&format!("Round {} of", round + 1)),
                "{words}"
            );
            thread = tournament_thread(&fake, &mark, &players).await;
        } else {
            // The final standings, with their picture.
            assert!(words.contains("Final standings"), "{words}");
            assert!(announced.files.iter().any(|f| f.filename == "board.png"));
        }
    }
    threads.dedup();
    assert_eq!(threads.len(), 3, "a thread of its own for each game");

    // A thread cannot hold a tournament (its games need threads beside it): said in reply.
    let mark = fake.mark();
    let new_there = fake.message_create(
        threads[0],
        carol,
        &format!("{} tournament new swiss", bot.mention()),
        std::slice::from_ref(&bot),
    );
    fake.dispatch("MESSAGE_CREATE", new_there);
    let in_thread = format!("/channels/{}/messages", threads[0]);
    let refused = fake
        .wait_for_request_since(&mark, |r| r.is("POST", &in_thread), DEFAULT_TIMEOUT)
        .await;
    assert!(
        refused.content().unwrap_or("").contains("not in a thread"),
        "{:#}",
        refused.body
    );

    // So is `/tournament new` there, privately.
    let i = fake.slash_command(
        Some(fake.guild_id()),
        threads[0],
        carol,
        "tournament",
        json!([{"name": "new", "type": 1, "options": [{"name": "kind", "type": 4, "value": 1}]}]),
    );
    fake.dispatch("INTERACTION_CREATE", i.clone());
    let r = fake.wait_for_callback(&i).await;
    assert!(
        is_ephemeral(&r) && r.content().unwrap_or("").contains("not in a thread"),
        "{:#}",
        r.body
    );

    // Kept: the list says who won.
    let r = slash(
        &fake,
        carol,
        "tournament",
        json!([{"name": "list", "type": 1, "options": []}]),
    )
    .await;
    assert!(
        embed_text(&r.body).contains("over, won by"),
        "{}",
        embed_text(&r.body)
    );
    fake.assert_no_violations();
}

/// `/tournament new`'s name is only a name: `rated=no` in it neither cuts it short nor makes
/// the tournament unrated, even with `rated:True` given.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_name_holding_an_option_stays_a_name() {
    let scratch = Scratch::new("e2e", "tournament-name");
    let fake = FakeDiscord::start().await;
    let _bot = Bot::start(&fake, &scratch.0, false).await;
    let r = slash(
        &fake,
        &alice(),
        "tournament",
        json!([{"name": "new", "type": 1, "options": [
            {"name": "kind", "type": 4, "value": 1},
            {"name": "rated", "type": 5, "value": true},
            option("name", "Spring rated=no"),
        ]}]),
    )
    .await;
    assert_eq!(r.callback_type(), Some(4), "{:#}", r.body);
    let lobby = embed_text(&r.body);
    assert!(lobby.contains("“Spring rated=no”"), "{lobby}");
    assert!(lobby.contains("; rated."), "{lobby}");
    assert!(!lobby.contains("unrated"), "{lobby}");
    fake.assert_no_violations();
}
