//! Sharded bot processes over one PostgreSQL database, against the fake Discord: two
//! `shogiban run` processes with shard ranges [0,0] and [1,1] of 2 each get only the events of
//! their own guilds (slash commands, buttons, a message mentioning the bot) and answer them
//! alone, and every move is stored once; after a restart with 3 shards ([0,1] and [2,2]) guilds
//! have moved between processes and the same games go on.
//! Needs `SHOGIBAN_TEST_POSTGRES` (it says it was skipped without it, and fails without it when
//! `CI` is set; CI always sets it).

mod support;

use serde_json::{json, Value};
use serenity::all::{ChannelId, GuildId, MessageId};
use shogiban::service::Service;
use shogiban::store::PgStore;
use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;
use support::bot::BotProcess;
use support::fake_discord::{
    shard_of, FakeConfig, FakeDiscord, FakeGuild, Mark, RecordedRequest, TestUser,
};
use support::pg;
use support::scratch::Scratch;

/// A process's start (a build may still be linking on a busy machine) and one answer, at most.
const STARTUP: Duration = Duration::from_secs(90);
const ANSWER: Duration = Duration::from_secs(30);

fn alice() -> TestUser {
    TestUser::new(1_200_000_000_000_000_001, "alice")
}
fn bob() -> TestUser {
    TestUser::new(1_200_000_000_000_000_002, "bob")
}

/// Snowflakes of one millisecond divisible by 2 and by 3: `(BASE + k) % 2 == k % 2`, likewise 3.
const BASE_MS: u64 = 300_000_000_000;

/// A guild whose id gives `(id >> 22) = BASE_MS + k`, with one text channel.
fn guild(k: u64, name: &str) -> FakeGuild {
    FakeGuild {
        id: GuildId::new(((BASE_MS + k) << 22) | 7),
        name: name.to_owned(),
        channels: vec![(
            ChannelId::new(((BASE_MS + 1_000 + k) << 22) | 9),
            "shogi".to_owned(),
        )],
    }
}

/// One `shogiban run` process, named for the fake (its REST base is `base_url_for(name)`);
/// killed when dropped.
struct Bot {
    name: String,
    process: BotProcess,
}

impl Bot {
    /// Starts the process for shards `first..=last` of `total` on the database `url`.
    fn spawn(fake: &FakeDiscord, dir: &Path, name: &str, url: &str, shards: [u64; 3]) -> Bot {
        let [first, last, total] = shards;
        let data = dir.join(name);
        std::fs::create_dir_all(&data).expect("data dir");
        let config = data.join("config.toml");
        std::fs::write(
            &config,
            format!(
                "data_dir = {:?}\napi_base_url = {:?}\nlog_level = \"info,serenity=warn\"\n\
                 defer_after_ms = 2500\n\n[shards]\ntotal = {total}\nrange = [{first}, {last}]\n\n\
                 [store]\nurl = {url:?}\npool = 4\n",
                data.join("data"),
                fake.base_url_for(name),
            ),
        )
        .expect("config");
        Bot {
            name: name.to_owned(),
            process: BotProcess::spawn(&config, Some(&fake.token()), data.join("bot.log")),
        }
    }

    /// Waits until the process identified each of its shards and registered its commands.
    async fn ready(&self, fake: &FakeDiscord, mark: &Mark, shards: [u64; 3]) {
        let [first, last, total] = shards;
        fake.wait_shards_ready_since(mark, &self.name, first..=last, total, STARTUP)
            .await;
        let name = self.name.clone();
        fake.wait_for_request_since(
            mark,
            move |r| {
                r.client.as_deref() == Some(name.as_str())
                    && r.is("PUT", "/applications/*/commands")
            },
            STARTUP,
        )
        .await;
    }

    /// SIGTERM, then waits (bounded) for a clean exit.
    async fn stop(mut self) {
        let pid = self.process.child.id().to_string();
        let term = Command::new("sh")
            .args(["-c", &format!("kill -TERM {pid}")])
            .status()
            .expect("sh");
        assert!(term.success());
        for _ in 0..600 {
            if let Some(status) = self.process.child.try_wait().expect("wait") {
                assert!(
                    status.success(),
                    "{} exited with {status}:\n{}",
                    self.name,
                    self.log()
                );
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("{} did not stop; log:\n{}", self.name, self.log());
    }

    fn log(&self) -> String {
        self.process.log()
    }
}

/// An interaction the test sent, and the process that must answer it alone.
struct Sent {
    id: String,
    token: String,
    owner: String,
}

/// The game of one guild: its channel, and which process owns it in the current phase.
struct Game {
    guild: FakeGuild,
    owner: String,
    shard: [u64; 2],
}

impl Game {
    fn channel(&self) -> ChannelId {
        self.guild.channels[0].0
    }

    fn table(&self) -> String {
        format!("{}/{}", self.guild.id, self.channel())
    }
}

/// Dispatches `interaction`, checks that it went to the game's shard on its owner's connection,
/// and returns the owner's first answer to it (the callback).
async fn send(fake: &FakeDiscord, game: &Game, sent: &mut Vec<Sent>, i: Value) -> RecordedRequest {
    let route = fake.dispatch_routed("INTERACTION_CREATE", i.clone());
    assert_eq!(route.shard, game.shard, "{route:?}");
    assert_eq!(
        route.client.as_deref(),
        Some(game.owner.as_str()),
        "{route:?}"
    );
    let id = i["id"].as_str().expect("id").to_owned();
    sent.push(Sent {
        id: id.clone(),
        token: i["token"].as_str().expect("token").to_owned(),
        owner: game.owner.clone(),
    });
    let prefix = format!("/interactions/{id}/");
    fake.wait_for_request(
        move |r| r.method == "POST" && r.status != 429 && r.api_path().starts_with(&prefix),
        ANSWER,
    )
    .await
}

/// The board the bot answered a move with: the callback's message, or (when the answer was
/// deferred on a busy machine) the original response's edit.
async fn board_answer(fake: &FakeDiscord, callback: RecordedRequest, token: &str) -> Value {
    match callback.callback_type() {
        Some(4) => callback.body["data"].clone(),
        Some(5) => {
            let pattern = format!("/webhooks/*/{token}/messages/@original");
            fake.wait_for_request(|r| r.is("PATCH", &pattern), ANSWER)
                .await
                .body
        }
        other => panic!(
            "a move answered with callback type {other:?}: {:#}",
            callback.body
        ),
    }
}

fn embed_text(data: &Value) -> String {
    let e = &data["embeds"][0];
    format!(
        "{}\n{}",
        e["title"].as_str().unwrap_or(""),
        e["description"].as_str().unwrap_or("")
    )
}

/// alice challenges bob as sente in the game's channel, and bob accepts with the button.
async fn start_game(fake: &FakeDiscord, game: &Game, sent: &mut Vec<Sent>) {
    let (alice, bob) = (alice(), bob());
    let options = json!([{"name": "challenge", "type": 1, "options": [
        {"name": "opponent", "type": 6, "value": bob.id.to_string()},
        {"name": "side", "type": 4, "value": 0},
    ]}]);
    let i = fake.with_resolved_users(
        fake.slash_command(
            Some(game.guild.id),
            game.channel(),
            &alice,
            "shogi",
            options,
        ),
        std::slice::from_ref(&bob),
    );
    let r = send(fake, game, sent, i).await;
    assert!(
        matches!(r.callback_type(), Some(4 | 5)),
        "challenge answered with {:#}",
        r.body
    );
    // The challenge with its buttons: the callback's message, or the deferred one's edit.
    let (message, custom_id) = accept_button(fake, game).await;
    let click = fake.button_click(message, &custom_id, &bob);
    let token = click["token"].as_str().expect("token").to_owned();
    let r = send(fake, game, sent, click).await;
    assert!(matches!(r.callback_type(), Some(6 | 7)), "{:#}", r.body);
    let pattern = format!("/webhooks/*/{token}");
    let board = fake
        .wait_for_request(|r| r.is("POST", &pattern), ANSWER)
        .await;
    assert_eq!(board.client.as_deref(), Some(game.owner.as_str()));
    assert!(board.files.iter().any(|f| f.filename == "board.png"));
}

/// The Accept button under the challenge in the game's channel, once the fake knows it.
async fn accept_button(fake: &FakeDiscord, game: &Game) -> (MessageId, String) {
    let channel = game.channel();
    let find = || {
        fake.channel_messages(channel).iter().rev().find_map(|m| {
            m["components"]
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|row| row["components"].as_array().into_iter().flatten())
                .filter_map(|b| b["custom_id"].as_str())
                .find(|id| id.starts_with("sb:accept"))
                .map(|id| {
                    let mid: u64 = m["id"].as_str().expect("id").parse().expect("snowflake");
                    (MessageId::new(mid), id.to_owned())
                })
        })
    };
    if let Some(found) = find() {
        return found;
    }
    // A deferred challenge is posted by the edit of its original response: wait for that edit.
    fake.wait_for_request(
        |r| r.is("PATCH", "/webhooks/*/*/messages/@original"),
        ANSWER,
    )
    .await;
    find().expect("the challenge with its Accept button")
}

/// `user` plays `mv` with `/move` in the game's guild; the owner answers with the board, which
/// names the move (`japanese`).
async fn play(
    fake: &FakeDiscord,
    game: &Game,
    sent: &mut Vec<Sent>,
    user: &TestUser,
    (mv, japanese): (&str, &str),
) {
    let i = fake.slash_command(
        Some(game.guild.id),
        game.channel(),
        user,
        "move",
        json!([{"name": "move", "type": 3, "value": mv}]),
    );
    let token = i["token"].as_str().expect("token").to_owned();
    let r = send(fake, game, sent, i).await;
    let data = board_answer(fake, r, &token).await;
    assert_eq!(
        data["embeds"][0]["image"]["url"],
        json!("attachment://board.png"),
        "{} in {}: {data:#}",
        mv,
        game.guild.name
    );
    assert_eq!(
        data["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "not a refusal: {data:#}"
    );
    let text = embed_text(&data);
    assert!(
        text.contains(japanese),
        "{mv} in {}: {text}",
        game.guild.name
    );
}

/// `user` plays `mv` in a message mentioning the bot; the owner posts the board in the channel.
async fn play_by_mention(
    fake: &FakeDiscord,
    game: &Game,
    user: &TestUser,
    (mv, japanese): (&str, &str),
) {
    let bot = fake.bot_user();
    let text = format!("{} {mv}", bot.mention());
    let mark = fake.mark();
    let route = fake.dispatch_routed(
        "MESSAGE_CREATE",
        fake.message_create(game.channel(), user, &text, &[bot]),
    );
    assert_eq!(route.shard, game.shard, "{route:?}");
    assert_eq!(
        route.client.as_deref(),
        Some(game.owner.as_str()),
        "{route:?}"
    );
    let path = format!("/channels/{}/messages", game.channel());
    let post = fake
        .wait_for_request_since(&mark, |r| r.is("POST", &path), ANSWER)
        .await;
    assert_eq!(post.client.as_deref(), Some(game.owner.as_str()));
    let text = embed_text(&post.body);
    assert!(
        text.contains(japanese),
        "{mv} in {}: {text}",
        game.guild.name
    );
}

/// The moves stored for each game, as USI, read from the database by a store of the test's own.
async fn stored_moves(url: &str, games: &[Game]) -> Vec<Vec<String>> {
    let url = url.to_owned();
    let tables: Vec<String> = games.iter().map(Game::table).collect();
    tokio::task::spawn_blocking(move || {
        let service = Service::new(Arc::new(PgStore::open(&url).expect("open PostgreSQL")));
        tables
            .iter()
            .map(|t| {
                let table = service
                    .table(&t.parse().expect("a table id"))
                    .expect("read the table");
                let game = table
                    .game_as::<shogiban::rules::Game>()
                    .cloned()
                    .expect("a game in play");
                game.moves().iter().map(|m| m.to_usi()).collect()
            })
            .collect()
    })
    .await
    .expect("read the games")
}

/// Every REST call about an interaction the test sent (its callback, followups, edits) came
/// from the process that owns its guild, and each was answered by exactly one callback.
fn assert_answered_by_owners(fake: &FakeDiscord, mark: &Mark, sent: &[Sent]) {
    let requests = fake.requests_since(mark);
    for s in sent {
        let about: Vec<&RecordedRequest> = requests
            .iter()
            .filter(|r| r.path.contains(&s.id) || r.path.contains(&s.token))
            .collect();
        let callbacks = about
            .iter()
            .filter(|r| r.is("POST", "/interactions/*/*/callback") && r.status != 429)
            .count();
        assert_eq!(callbacks, 1, "interaction {} answered once", s.id);
        for r in about {
            assert_eq!(
                r.client.as_deref(),
                Some(s.owner.as_str()),
                "{} {} came from the wrong process",
                r.method,
                r.path
            );
        }
    }
}

/// Each game's channel was written to by its owner only.
fn assert_channels_owned(fake: &FakeDiscord, mark: &Mark, games: &[Game]) {
    for r in fake.requests_since(mark) {
        for g in games {
            if r.path.contains(&g.channel().to_string()) {
                assert_eq!(
                    r.client.as_deref(),
                    Some(g.owner.as_str()),
                    "{} {}",
                    r.method,
                    r.path
                );
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_shard_processes_each_answer_their_own_guilds_and_games_survive_a_reshard() {
    // The database is made and dropped off the runtime (its helper blocks on a runtime of its own).
    let fresh = std::thread::spawn(|| pg::fresh("shards"));
    let Some(db) = fresh.join().expect("a database") else {
        return;
    };
    let scratch = Scratch::new("shards", "reshard");
    // (id >> 22) % 2 and % 3: A 0→0, B 1→1, C 1→2, D 0→2. With [0,0]+[1,1] of 2, then [0,1]+[2,2]
    // of 3, B moves from the second process to the first and D from the first to the second.
    let guilds = vec![guild(0, "A"), guild(1, "B"), guild(5, "C"), guild(2, "D")];
    let fake = FakeDiscord::start_with(FakeConfig {
        guilds: guilds.clone(),
        ..FakeConfig::default()
    })
    .await;
    let (alice, bob) = (alice(), bob());
    let owner = |g: &FakeGuild, total: u64, names: &[(&str, [u64; 3])]| -> (String, [u64; 2]) {
        let shard = shard_of(Some(g.id.get()), total);
        let (name, _) = names
            .iter()
            .find(|(_, [first, last, _])| (*first..=*last).contains(&shard))
            .expect("a process runs every shard");
        ((*name).to_owned(), [shard, total])
    };

    // Phase 1: two processes, one shard each of 2.
    let phase1 = [("shard-a", [0, 0, 2]), ("shard-b", [1, 1, 2])];
    let mark = fake.mark();
    let bots: Vec<Bot> = phase1
        .iter()
        .map(|(name, shards)| Bot::spawn(&fake, &scratch.0, name, &db.url, *shards))
        .collect();
    for (bot, (_, shards)) in bots.iter().zip(&phase1) {
        bot.ready(&fake, &mark, *shards).await;
    }
    let sessions = fake.shard_clients();
    assert_eq!(
        sessions,
        [
            ([0, 2], Some("shard-a".to_owned())),
            ([1, 2], Some("shard-b".to_owned()))
        ]
    );
    let mut games: Vec<Game> = guilds
        .iter()
        .map(|g| {
            let (owner, shard) = owner(g, 2, &phase1);
            Game {
                guild: g.clone(),
                owner,
                shard,
            }
        })
        .collect();
    let owners: Vec<&str> = games.iter().map(|g| g.owner.as_str()).collect();
    assert_eq!(owners, ["shard-a", "shard-b", "shard-b", "shard-a"]);
    let mut sent = Vec::new();
    for g in &games {
        start_game(&fake, g, &mut sent).await;
    }
    // Each round plays one move in every guild, so the two processes answer in turn.
    for (who, mv) in [(&alice, ("7g7f", "７六歩")), (&bob, ("3c3d", "３四歩"))] {
        for g in &games {
            play(&fake, g, &mut sent, who, mv).await;
        }
    }
    assert_answered_by_owners(&fake, &mark, &sent);
    assert_channels_owned(&fake, &mark, &games);
    for moves in stored_moves(&db.url, &games).await {
        assert_eq!(moves, ["7g7f", "3c3d"], "each move stored once");
    }
    fake.assert_no_violations();

    // Both stop; phase 2: three shards, [0,1] in one process and [2,2] in the other.
    for bot in bots {
        bot.stop().await;
    }
    fake.wait_disconnected().await;
    let phase2 = [("shard-c", [0, 1, 3]), ("shard-d", [2, 2, 3])];
    let mark = fake.mark();
    let bots: Vec<Bot> = phase2
        .iter()
        .map(|(name, shards)| Bot::spawn(&fake, &scratch.0, name, &db.url, *shards))
        .collect();
    for (bot, (_, shards)) in bots.iter().zip(&phase2) {
        bot.ready(&fake, &mark, *shards).await;
    }
    let shards: Vec<[u64; 2]> = fake.sessions().into_iter().map(|s| s.shard).collect();
    assert_eq!(
        shards,
        [[0, 3], [1, 3], [2, 3]],
        "the sessions of 2 shards ended"
    );
    for g in &mut games {
        let (owner, shard) = owner(&g.guild, 3, &phase2);
        (g.owner, g.shard) = (owner, shard);
    }
    let owners: Vec<&str> = games.iter().map(|g| g.owner.as_str()).collect();
    assert_eq!(owners, ["shard-c", "shard-c", "shard-d", "shard-d"]);
    let mut sent = Vec::new();
    for (who, mv) in [(&alice, ("2g2f", "２六歩")), (&bob, ("8c8d", "８四歩"))] {
        for (k, g) in games.iter().enumerate() {
            // In B, which changed process, alice's move comes as a message mentioning the bot.
            if k == 1 && mv.0 == "2g2f" {
                play_by_mention(&fake, g, who, mv).await;
            } else {
                play(&fake, g, &mut sent, who, mv).await;
            }
        }
    }
    assert_answered_by_owners(&fake, &mark, &sent);
    assert_channels_owned(&fake, &mark, &games);
    for moves in stored_moves(&db.url, &games).await {
        assert_eq!(
            moves,
            ["7g7f", "3c3d", "2g2f", "8c8d"],
            "the same games went on"
        );
    }
    fake.assert_no_violations();
    for bot in bots {
        bot.stop().await;
    }
    std::thread::spawn(move || drop(db))
        .join()
        .expect("drop the database");
}
