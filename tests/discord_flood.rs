//! One user floods one channel with 1,000 commands while two others play at another table: the
//! real bot (`shogiban run`) against the fake Discord. The players' moves are still answered
//! within Discord's three seconds (the fake records a violation otherwise), and the flood costs
//! the bot a bounded number of Discord requests: the first refusals, one plain "wait N seconds",
//! then silence (issue 18).

mod support;

use serde_json::{json, Value};
use serenity::all::ChannelId;
use std::path::Path;
use std::time::Duration;
use support::bot::BotProcess;
use support::fake_discord::{FakeConfig, FakeDiscord, GatewayEntry, TestUser};
use support::scratch::Scratch;

const STARTUP: Duration = Duration::from_secs(60);
const QUIET: u64 = 1_300_000_000_000_000_777;

fn alice() -> TestUser {
    TestUser::new(1_200_000_000_000_000_001, "alice")
}
fn carol() -> TestUser {
    TestUser::new(1_200_000_000_000_000_003, "carol")
}
fn dave() -> TestUser {
    TestUser::new(1_200_000_000_000_000_004, "dave")
}

async fn start_bot(fake: &FakeDiscord, dir: &Path) -> BotProcess {
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "data_dir = {:?}\napi_base_url = {:?}\nmessage_content = true\nlog_level = \"warn\"\n",
            dir.join("data"),
            fake.base_url(),
        ),
    )
    .expect("config");
    let mark = fake.mark();
    let bot = BotProcess::spawn(&config, Some(&fake.token()), dir.join("bot.log"));
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

/// A slash command in the quiet channel, and the bot's answer to it.
async fn slash_in(
    fake: &FakeDiscord,
    channel: ChannelId,
    user: &TestUser,
    name: &str,
    options: Value,
    resolved: &[TestUser],
) -> Value {
    let mut i = fake.slash_command(Some(fake.guild_id()), channel, user, name, options);
    if !resolved.is_empty() {
        i = fake.with_resolved_users(i, resolved);
    }
    fake.dispatch("INTERACTION_CREATE", i.clone());
    let r = fake.wait_for_callback(&i).await;
    assert!(
        matches!(r.callback_type(), Some(4 | 5)),
        "answered at once or deferred: {:#}",
        r.body
    );
    r.body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_from_one_user_does_not_slow_other_tables_or_the_bot_s_requests() {
    let scratch = Scratch::new("flood", "flood");
    let dir = scratch.0.clone();
    let mut config = FakeConfig::default();
    config.guilds[0]
        .channels
        .push((ChannelId::new(QUIET), "quiet".to_owned()));
    let fake = FakeDiscord::start_with(config).await;
    let _bot = start_bot(&fake, &dir).await;
    let bot = fake.bot_user();
    let (flooded, quiet) = (fake.channel_id(), ChannelId::new(QUIET));

    // Carol and Dave start a game at the quiet table.
    slash_in(
        &fake,
        quiet,
        &carol(),
        "shogi",
        json!([{"name": "challenge", "type": 1, "options": [
            {"name": "opponent", "type": 6, "value": dave().id.to_string()},
            {"name": "side", "type": 4, "value": 0}
        ]}]),
        &[dave()],
    )
    .await;
    let mark = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fake.message_create(
            quiet,
            &dave(),
            &format!("{} accept", bot.mention()),
            std::slice::from_ref(&bot),
        ),
    );
    fake.wait_for_request_since(
        &mark,
        |r| r.is("POST", &format!("/channels/{QUIET}/messages")),
        Duration::from_secs(30),
    )
    .await;

    // Alice sends 1,000 commands the table must refuse (there is no game in her channel),
    // while the game goes on next door: a move every hundred of hers.
    let flood_mark = fake.mark();
    let moves = [
        "7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b", "2e2d", "2c2d",
    ];
    let mut played = 0;
    for n in 0..1000 {
        fake.dispatch(
            "MESSAGE_CREATE",
            fake.message_create(
                flooded,
                &alice(),
                &format!("{} 7g7f", bot.mention()),
                std::slice::from_ref(&bot),
            ),
        );
        if n % 100 == 99 {
            let player = if played % 2 == 0 { carol() } else { dave() };
            let body = slash_in(
                &fake,
                quiet,
                &player,
                "move",
                json!([{"name": "move", "type": 3, "value": moves[played]}]),
                &[],
            )
            .await;
            assert!(
                !body.to_string().contains("Slow down"),
                "the players are not limited by alice's flood: {body:#}"
            );
            played += 1;
        }
    }
    // The flood is answered by a "wait" once the refusals run out: wait for it (a fixed pause
    // alone could end while the bot still works through the flood on a busy machine), then for
    // the bot to have read the whole flood: a last command of alice's after a pause.
    let flooded_path = format!("/channels/{flooded}/messages");
    fake.wait_for_request_since(
        &flood_mark,
        |r| {
            r.is("POST", &flooded_path)
                && r.content()
                    .is_some_and(|c| c.contains("I will answer you again in"))
        },
        Duration::from_secs(60),
    )
    .await;
    tokio::time::sleep(Duration::from_secs(5)).await;
    let last = fake.mark();
    fake.dispatch(
        "MESSAGE_CREATE",
        fake.message_create(
            flooded,
            &alice(),
            &format!("{} 7g7f", bot.mention()),
            std::slice::from_ref(&bot),
        ),
    );
    fake.wait_for_request_since(
        &last,
        |r| r.is("POST", &format!("/channels/{flooded}/messages")),
        Duration::from_secs(30),
    )
    .await;

    let answers: Vec<String> = fake
        .requests_since(&flood_mark)
        .into_iter()
        .filter(|r| r.is("POST", &format!("/channels/{flooded}/messages")))
        .map(|r| r.content().unwrap_or_default().to_owned())
        .collect();
    // Ten refusals, the one "wait", maybe one more per three seconds the flood lasted, and the
    // answer after the pause: a handful of messages, not a thousand.
    assert!(
        (11..=40).contains(&answers.len()),
        "{} messages for 1,001 commands: {answers:#?}",
        answers.len()
    );
    let waits: Vec<&String> = answers
        .iter()
        .filter(|a| a.contains("I will answer you again in"))
        .collect();
    assert!(!waits.is_empty(), "{answers:#?}");
    assert!(
        waits[0]
            .starts_with("Too many commands I could not do in a row: I will answer you again in "),
        "{}",
        waits[0]
    );
    assert!(
        waits.len() * 5 <= answers.len(),
        "told once per cooldown, not every time"
    );
    // The last command, after the pause, is answered as usual again.
    assert!(answers.last().unwrap().contains("no game"), "{answers:#?}");
    // Every move of the other table was answered within Discord's deadline and no request broke
    // one of Discord's rules.
    assert_eq!(played, 10);
    fake.assert_no_violations();
}
