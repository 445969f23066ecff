//! Click to move (issue 24), end to end: the real bot (`shogiban run`, its own process) against the
//! fake Discord, which checks every message against Discord's component limits. A two-player game
//! played to mate with picker clicks only (a promotion choice among them), a drop, a four-player
//! move, stale, foreign and forged clicks refused, a restart between step 1 and step 2, and every
//! step answered late enough to be deferred.

mod support;

use serde_json::{json, Value};
use serenity::all::MessageId;
use std::path::{Path, PathBuf};
use std::time::Duration;
use support::bot::BotProcess;
use support::fake_discord::{
    FakeDiscord, GatewayEntry, Mark, RecordedRequest, TestUser, DEFAULT_TIMEOUT,
};
use support::scratch::Scratch;

const STARTUP: Duration = Duration::from_secs(60);

fn user(n: u64, name: &str) -> TestUser {
    TestUser::new(1_200_000_000_000_000_000 + n, name)
}

/// The bot process, killed when dropped.
struct Bot {
    _process: BotProcess,
}

impl Bot {
    async fn start(fake: &FakeDiscord, dir: &Path, extra: &str) -> Bot {
        let config = dir.join("config.toml");
        // Immediate answers unless the test asks for deferral; a busy machine keeps 2.5 s.
        let defer = if extra.contains("defer_after_ms") {
            ""
        } else {
            "defer_after_ms = 2500\n"
        };
        std::fs::write(
            &config,
            format!(
                "data_dir = {:?}\napi_base_url = {:?}\nmessage_content = false\nlog_level = \"info,serenity=warn\"\n{defer}{extra}\n",
                dir.join("data"),
                fake.base_url(),
            ),
        )
        .expect("config");
        let mark = fake.mark();
        let n = std::fs::read_dir(dir).map_or(0, |d| d.count());
        let log: PathBuf = dir.join(format!("bot-{n}.log"));
        let bot = Bot {
            _process: BotProcess::spawn(&config, Some(&fake.token()), log),
        };
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
}

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

/// `from` challenges `to` (taking sente) and `to` accepts with the button.
async fn start_two(fake: &FakeDiscord, from: &TestUser, to: &TestUser) {
    let options = vec![
        json!({"name": "opponent", "type": 6, "value": to.id.to_string()}),
        json!({"name": "side", "type": 4, "value": 0}),
    ];
    let challenge = fake.with_resolved_users(
        fake.slash_command(
            Some(fake.guild_id()),
            fake.channel_id(),
            from,
            "shogi",
            json!([{"name": "challenge", "type": 1, "options": options}]),
        ),
        std::slice::from_ref(to),
    );
    fake.dispatch("INTERACTION_CREATE", challenge.clone());
    fake.wait_for_callback(&challenge).await;
    let mark = fake.mark();
    let r = click(fake, to, "sb:accept").await;
    assert_eq!(r.callback_type(), Some(7), "{:#}", r.body);
    fake.wait_for_request_since(&mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await;
}

/// Every component of a message: (type, custom_id, the component).
fn components(m: &Value) -> Vec<(u64, String, Value)> {
    m["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .map(|c| {
            (
                c["type"].as_u64().unwrap_or(0),
                c["custom_id"].as_str().unwrap_or("").to_owned(),
                c.clone(),
            )
        })
        .collect()
}

/// The newest message in the channel with a component whose id starts with `prefix`.
fn newest_with(fake: &FakeDiscord, prefix: &str) -> Option<(MessageId, Value)> {
    fake.channel_messages(fake.channel_id())
        .into_iter()
        .rev()
        .find(|m| {
            components(m)
                .iter()
                .any(|(_, id, _)| id.starts_with(prefix))
        })
        .map(|m| {
            let id = m["id"].as_str().expect("id").parse().expect("snowflake");
            (MessageId::new(id), m)
        })
}

async fn click(fake: &FakeDiscord, user: &TestUser, prefix: &str) -> RecordedRequest {
    let (message, m) =
        newest_with(fake, prefix).unwrap_or_else(|| panic!("no message with a `{prefix}` button"));
    let id = components(&m)
        .into_iter()
        .find(|(_, id, _)| id.starts_with(prefix))
        .map(|(_, id, _)| id)
        .expect("the button");
    let i = fake.button_click(message, &id, user);
    fake.dispatch("INTERACTION_CREATE", i.clone());
    fake.wait_for_callback(&i).await
}

/// The values each select of the picker message offers, by select.
fn lists(m: &Value) -> Vec<Vec<String>> {
    components(m)
        .into_iter()
        .filter(|(t, _, _)| *t == 3)
        .map(|(_, _, c)| {
            c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| o["value"].as_str().expect("value").to_owned())
                .collect()
        })
        .collect()
}

fn all_values(m: &Value) -> Vec<String> {
    lists(m).into_iter().flatten().collect()
}

/// The picker message (the newest message with a picker list or Back).
fn picker(fake: &FakeDiscord) -> (MessageId, Value) {
    newest_with(fake, "sb:pk").expect("a picker message")
}

/// `user` chooses `value` in the picker message `message` (the select that offers it).
async fn choose_in(
    fake: &FakeDiscord,
    message: MessageId,
    user: &TestUser,
    value: &str,
) -> RecordedRequest {
    let m = fake.message(message).expect("the picker");
    let select = components(&m)
        .into_iter()
        .find(|(t, _, c)| {
            *t == 3
                && c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .any(|o| o["value"] == json!(value))
        })
        .unwrap_or_else(|| panic!("no list offers `{value}`: {:?}", lists(&m)))
        .1;
    let i = fake.select_menu(message, &select, user, &[value]);
    fake.dispatch("INTERACTION_CREATE", i.clone());
    fake.wait_for_callback(&i).await
}

fn embed_title(m: &Value) -> String {
    m["embeds"][0]["title"].as_str().unwrap_or("").to_owned()
}

fn is_ephemeral(m: &Value) -> bool {
    m["flags"].as_u64().unwrap_or(0) & 64 != 0
}

fn board_png(r: &RecordedRequest) -> Vec<u8> {
    r.files
        .iter()
        .find(|f| f.filename == "board.png")
        .expect("board.png attached")
        .bytes
        .clone()
}

/// `user` plays `piece` then `mv` with clicks: Move under the newest board, then the two lists.
/// Returns the public board that followed.
async fn play_by_clicks(
    fake: &FakeDiscord,
    user: &TestUser,
    piece: &str,
    mv: &str,
) -> RecordedRequest {
    let opened = click(fake, user, "sb:pm").await;
    assert_eq!(opened.callback_type(), Some(4), "{:#}", opened.body);
    assert!(is_ephemeral(&opened.body["data"]), "{:#}", opened.body);
    let (message, _) = picker(fake);
    let step2 = choose_in(fake, message, user, piece).await;
    assert_eq!(step2.callback_type(), Some(7), "{:#}", step2.body);
    let mark = fake.mark();
    let step3 = choose_in(fake, message, user, mv).await;
    assert_eq!(step3.callback_type(), Some(7), "{:#}", step3.body);
    let said = step3.body["data"]["content"].as_str().unwrap_or("");
    assert!(
        said.starts_with(&user.name) && said.contains(" played "),
        "{said}"
    );
    assert!(
        components(&fake.message(message).expect("picker")).is_empty(),
        "the picker's lists are gone"
    );
    fake.wait_for_request_since(&mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_player_game_to_mate_with_clicks_only_and_every_wrong_click_refused() {
    let scratch = Scratch::new("picker", "two");
    let fake = FakeDiscord::start().await;
    let _bot = Bot::start(&fake, &scratch.0, "").await;
    let (alice, bob, carol) = (user(1, "alice"), user(2, "bob"), user(3, "carol"));
    start_two(&fake, &alice, &bob).await;

    // The board carries a Move button, labelled in the channel's language.
    let (_, board) = newest_with(&fake, "sb:pm").expect("a Move button under the board");
    let (_, _, button) = components(&board)
        .into_iter()
        .find(|(_, id, _)| id.starts_with("sb:pm"))
        .unwrap();
    assert_eq!(button["label"], json!("Move"));

    // Anyone else is told whose turn it is, privately; nothing opens.
    for other in [&bob, &carol] {
        let r = click(&fake, other, "sb:pm").await;
        assert_eq!(r.callback_type(), Some(4));
        assert!(is_ephemeral(&r.body["data"]));
        let text = r.body["data"]["content"].as_str().unwrap_or("");
        assert!(text.contains("alice's turn"), "{text}");
        assert!(r.files.is_empty() && components(&r.body["data"]).is_empty());
    }

    // Step 1: the board from alice's side and her pieces that can move, by square.
    let opened = click(&fake, &alice, "sb:pm").await;
    assert_eq!(opened.callback_type(), Some(4));
    let data = &opened.body["data"];
    assert!(is_ephemeral(data));
    assert_eq!(embed_title(data), "alice, your move: choose a piece");
    assert_eq!(
        data["embeds"][0]["image"]["url"],
        json!("attachment://board.png")
    );
    let step1_png = board_png(&opened);
    let values = all_values(data);
    for v in ["7g", "2g", "5i", "2h", "9i"] {
        assert!(values.contains(&v.to_owned()), "{v} in {values:?}");
    }
    assert!(!values.contains(&"5c".to_owned()), "not bob's pieces");
    let (message, _) = picker(&fake);

    // Step 2 edits the same message: the destinations marked, the moves listed, Back.
    let step2 = choose_in(&fake, message, &alice, "2g").await;
    assert_eq!(step2.callback_type(), Some(7));
    assert_eq!(
        embed_title(&step2.body["data"]),
        "alice, your move: where does the pawn on ２七 (2g) go?"
    );
    assert_ne!(board_png(&step2), step1_png, "the image marks 2g's square");
    assert_eq!(lists(&step2.body["data"]), [["2g2f"]]);
    let labels: Vec<String> = components(&step2.body["data"])
        .into_iter()
        .filter(|(_, id, _)| id.starts_with("sb:pkb"))
        .map(|(_, _, c)| c["label"].as_str().unwrap_or("").to_owned())
        .collect();
    assert_eq!(labels, ["Back"]);
    // Back: step 1 again, in place.
    let back = click(&fake, &alice, "sb:pkb").await;
    assert_eq!(back.callback_type(), Some(7));
    assert_eq!(
        embed_title(&back.body["data"]),
        "alice, your move: choose a piece"
    );
    choose_in(&fake, message, &alice, "2g").await;

    // A click forged by bob on alice's picker (Discord would not show him the message): refused
    // privately, nothing played, alice's picker left as it was.
    let (_, m) = picker(&fake);
    let select = components(&m)
        .into_iter()
        .find(|(t, _, _)| *t == 3)
        .unwrap()
        .1;
    let mark = fake.mark();
    let forged = fake.forged_select(message, &select, &bob, &["2g2f"]);
    fake.dispatch("INTERACTION_CREATE", forged.clone());
    let r = fake.wait_for_callback(&forged).await;
    assert_eq!(r.callback_type(), Some(4));
    assert!(is_ephemeral(&r.body["data"]));
    let text = r.body["data"]["content"].as_str().unwrap_or("");
    assert!(text.contains("alice's turn"), "{text}");
    assert_eq!(lists(&fake.message(message).unwrap()), [["2g2f"]]);

    // A picker opened before the position changed: alice opens a second picker and plays from
    // it; the first one is then refused.
    click(&fake, &alice, "sb:pm").await;
    let (fresh, _) = picker(&fake);
    assert_ne!(fresh, message);
    choose_in(&fake, fresh, &alice, "2g").await;
    let mark2 = fake.mark();
    choose_in(&fake, fresh, &alice, "2g2f").await;
    let board = fake
        .wait_for_request_since(&mark2, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await;
    assert!(!is_ephemeral(&board.body), "the board is public");
    assert_eq!(board.body["content"], json!(bob.mention()), "bob is pinged");
    let text = board.body["embeds"][0]["title"].as_str().unwrap_or("");
    assert!(text.contains("alice played ▲２六歩"), "{text}");
    let mark3 = fake.mark();
    let stale = choose_in(&fake, message, &alice, "2g2f").await;
    assert_eq!(stale.callback_type(), Some(7));
    assert_eq!(
        stale.body["data"]["content"],
        json!("the position has changed: press Move again")
    );
    assert_eq!(stale.body["data"]["components"], json!([]));
    assert_eq!(
        stale.body["data"]["attachments"],
        json!([]),
        "the old image goes"
    );
    // So is an id made for another table.
    let elsewhere = select.replacen(
        &format!("{}/", fake.guild_id()),
        &format!("{}/", fake.guild_id().get() + 1),
        1,
    );
    assert_ne!(elsewhere, select);
    let forged = fake.forged_select(fresh, &elsewhere, &bob, &["3c3d"]);
    fake.dispatch("INTERACTION_CREATE", forged.clone());
    let r = fake.wait_for_callback(&forged).await;
    let text = r.body["data"]["content"].as_str().unwrap_or("");
    assert!(text.contains("the position has changed"), "{text}");
    // The same forged pick sent from the public board (a hostile client): the refusal is a new
    // private message, never an update that would replace the board for everyone.
    let (board_id, board_before) = newest_with(&fake, "sb:pm").expect("the board");
    let forged = fake.forged_select(board_id, &elsewhere, &alice, &["3c3d"]);
    fake.dispatch("INTERACTION_CREATE", forged.clone());
    let r = fake.wait_for_callback(&forged).await;
    assert_eq!(r.callback_type(), Some(4), "{:#}", r.body);
    assert!(is_ephemeral(&r.body["data"]));
    let text = r.body["data"]["content"].as_str().unwrap_or("");
    assert!(text.contains("the position has changed"), "{text}");
    assert_eq!(fake.message(board_id).unwrap(), board_before);
    let played: Vec<RecordedRequest> = fake
        .requests_since(&mark)
        .into_iter()
        .filter(|r| r.is("POST", "/webhooks/*/*"))
        .collect();
    assert_eq!(played.len(), 1, "only the fresh picker's move was played");
    assert!(
        !fake
            .requests_since(&mark3)
            .iter()
            .any(|r| r.is("POST", "/webhooks/*/*")),
        "the stale and forged picks played nothing"
    );

    // The rest of the game, clicks only; the last move is a promotion chosen among two.
    play_by_clicks(&fake, &bob, "5a", "5a4b").await;
    play_by_clicks(&fake, &alice, "2f", "2f2e").await;
    play_by_clicks(&fake, &bob, "4b", "4b3b").await;
    play_by_clicks(&fake, &alice, "2e", "2e2d").await;
    play_by_clicks(&fake, &bob, "8b", "8b4b").await;
    click(&fake, &alice, "sb:pm").await;
    let (message, _) = picker(&fake);
    let step2 = choose_in(&fake, message, &alice, "2d").await;
    let options: Vec<(String, String, String)> = components(&step2.body["data"])
        .into_iter()
        .filter(|(t, _, _)| *t == 3)
        .flat_map(|(_, _, c)| c["options"].as_array().cloned().unwrap_or_default())
        .map(|o| {
            (
                o["value"].as_str().unwrap_or("").to_owned(),
                o["label"].as_str().unwrap_or("").to_owned(),
                o["description"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect();
    assert_eq!(
        options,
        [
            (
                "2d2c+".to_owned(),
                "２三歩成 (Px2c+)".to_owned(),
                "takes the pawn and promotes".to_owned()
            ),
            (
                "2d2c".to_owned(),
                "２三歩不成 (Px2c=)".to_owned(),
                "takes the pawn, stays unpromoted".to_owned()
            ),
        ]
    );
    let mark = fake.mark();
    let played = choose_in(&fake, message, &alice, "2d2c+").await;
    let said = played.body["data"]["content"].as_str().unwrap_or("");
    assert!(said.contains("alice played ▲２三歩成"), "{said}");
    let board = fake
        .wait_for_request_since(&mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await;
    let text = format!(
        "{}\n{}",
        board.body["embeds"][0]["title"].as_str().unwrap_or(""),
        board.body["embeds"][0]["description"]
            .as_str()
            .unwrap_or("")
    );
    assert!(text.to_lowercase().contains("checkmate"), "{text}");
    assert!(
        components(&board.body).is_empty(),
        "no Move button once the game is over"
    );
    // A Move button of the finished game now says there is no game.
    let r = click(&fake, &bob, "sb:pm").await;
    assert!(is_ephemeral(&r.body["data"]));
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drop_picked_across_a_restart_and_answered_late_enough_to_be_deferred() {
    let scratch = Scratch::new("picker", "drop");
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &scratch.0, "").await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    start_two(&fake, &alice, &bob).await;
    for (who, mv) in [
        (&alice, "7g7f"),
        (&bob, "3c3d"),
        (&alice, "8h2b+"),
        (&bob, "3a2b"),
    ] {
        let r = slash(
            &fake,
            who,
            "move",
            json!([{"name": "move", "type": 3, "value": mv}]),
        )
        .await;
        assert_eq!(r.callback_type(), Some(4), "{mv}: {:#}", r.body);
    }
    // Step 1: the bishop in hand is offered with the board pieces.
    let opened = click(&fake, &alice, "sb:pm").await;
    let lists1 = lists(&opened.body["data"]);
    assert_eq!(
        lists1.last().map(Vec::as_slice),
        Some(&["B*".to_owned()][..])
    );
    let (message, _) = picker(&fake);

    // The bot dies between step 1 and step 2 and comes back (deferring every answer now): the
    // picker still works, since nothing about it was in memory.
    drop(bot);
    let _bot = Bot::start(&fake, &scratch.0, "defer_after_ms = 0").await;
    let mark = fake.mark();
    let step2 = choose_in(&fake, message, &alice, "B*").await;
    assert_eq!(step2.callback_type(), Some(6), "a deferred update");
    let edit = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("PATCH", "/webhooks/*/*/messages/@original"),
            DEFAULT_TIMEOUT,
        )
        .await;
    assert!(board_png(&edit).starts_with(b"\x89PNG"));
    // Drops onto many squares, split by files, each list within Discord's 25.
    let m = fake.message(message).expect("the picker");
    let drops = lists(&m);
    assert!(drops.len() >= 2, "{drops:?}");
    assert!(drops.iter().all(|l| (1..=25).contains(&l.len())));
    let placeholders: Vec<String> = components(&m)
        .into_iter()
        .filter(|(t, _, _)| *t == 3)
        .map(|(_, _, c)| c["placeholder"].as_str().unwrap_or("").to_owned())
        .collect();
    assert!(
        placeholders
            .iter()
            .all(|p| p.starts_with("Squares on file")),
        "{placeholders:?}"
    );
    assert!(all_values(&m).contains(&"B*4b".to_owned()));

    let mark = fake.mark();
    let step3 = choose_in(&fake, message, &alice, "B*4b").await;
    assert_eq!(step3.callback_type(), Some(6));
    let said = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("PATCH", "/webhooks/*/*/messages/@original"),
            DEFAULT_TIMEOUT,
        )
        .await;
    let text = said.body["content"].as_str().unwrap_or("");
    assert!(text.contains("alice played ▲４二角"), "{text}");
    let board = fake
        .wait_for_request_since(&mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await;
    assert!(!is_ephemeral(&board.body));
    assert_eq!(board.body["content"], json!(bob.mention()));
    // Deferred, the Move button opens its picker as an ephemeral deferral, then the edit.
    let mark = fake.mark();
    let opened = click(&fake, &bob, "sb:pm").await;
    assert_eq!(opened.callback_type(), Some(5));
    assert!(is_ephemeral(&opened.body["data"]));
    let edit = fake
        .wait_for_request_since(
            &mark,
            |r| r.is("PATCH", "/webhooks/*/*/messages/@original"),
            DEFAULT_TIMEOUT,
        )
        .await;
    assert_eq!(embed_title(&edit.body), "bob, your move: choose a piece");
    fake.assert_no_violations();
}

async fn wait_post(fake: &FakeDiscord, mark: &Mark) -> RecordedRequest {
    fake.wait_for_request_since(mark, |r| r.is("POST", "/webhooks/*/*"), DEFAULT_TIMEOUT)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_move_with_clicks_in_the_movers_notation() {
    let scratch = Scratch::new("picker", "four");
    let fake = FakeDiscord::start().await;
    let _bot = Bot::start(&fake, &scratch.0, "").await;
    let users = [
        user(1, "alice"),
        user(2, "bob"),
        user(3, "carol"),
        user(4, "dave"),
    ];
    slash(
        &fake,
        &users[0],
        "yonin",
        json!([{"name": "new", "type": 1, "options": []}]),
    )
    .await;
    for u in &users[1..] {
        let r = click(&fake, u, "sb:join").await;
        assert_eq!(r.callback_type(), Some(7));
    }
    let mark = fake.mark();
    click(&fake, &users[0], "sb:start").await;
    let board = wait_post(&fake, &mark).await;
    assert!(
        components(&board.body)
            .iter()
            .any(|(_, id, _)| id.starts_with("sb:pm 4.")),
        "a four-player Move button: {:#}",
        board.body
    );
    // South (alice) moves first; West (bob) is refused.
    let r = click(&fake, &users[1], "sb:pm").await;
    let text = r.body["data"]["content"].as_str().unwrap_or("");
    assert!(text.contains("alice's turn"), "{text}");
    let board = play_by_clicks(&fake, &users[0], "5g", "5g5f").await;
    let title = board.body["embeds"][0]["title"].as_str().unwrap_or("");
    assert!(title.contains("alice (south) played 南５六歩"), "{title}");
    assert_eq!(board.body["content"], json!(users[1].mention()));
    // West's picker lists West's pieces (its front pawn on 7e moves toward file 1).
    let opened = click(&fake, &users[1], "sb:pm").await;
    let values = all_values(&opened.body["data"]);
    assert!(values.contains(&"7e".to_owned()), "{values:?}");
    assert!(!values.contains(&"5f".to_owned()), "{values:?}");
    let (message, _) = picker(&fake);
    let step2 = choose_in(&fake, message, &users[1], "7e").await;
    assert_eq!(lists(&step2.body["data"]), [["7e6e"]]);
    let mark = fake.mark();
    choose_in(&fake, message, &users[1], "7e6e").await;
    let board = wait_post(&fake, &mark).await;
    let title = board.body["embeds"][0]["title"].as_str().unwrap_or("");
    assert!(title.contains("bob (west) played 西６五歩"), "{title}");
    fake.assert_no_violations();
}
