//! A match of the built-in player against GNU Shogi (Debian package `gnushogi`, GPL: used only as an
//! opponent through its text protocol, no code taken). Ignored by default; run it with
//!
//! ```text
//! cargo test --release --test gnushogi -- --ignored --nocapture
//! ```
//!
//! Settings through the environment: `GNUSHOGI` (path, default `/usr/games/gnushogi`), `GAMES` (20),
//! `GNU_DEPTH` (GNU Shogi's fixed depth, 4), `OUR_MS` (our thinking time per move, 1000), `OUR_NODES`
//! (a node budget instead of time, plus 7919 per game so that games differ), `LEVEL` (5), `MOVE_LIMIT` (plies, 256; a draw there), `GNU_MAX_S`
//! (10: after this many seconds GNU Shogi is made to move, as its fixed depth can take minutes),
//! `GNU_RANDOM` (1: GNU Shogi's `random` varies its choices slightly, so that the games differ),
//! `FIRST_GAME` (0: the index of the first game, to resume an interrupted match).
//!
//! Protocol (GNU Shogi's xshogi mode, the default): `depth` then the number sets a fixed depth; a move
//! like `7g7f`, `2d2c+` or `P*5e` is the opponent's move, and GNU Shogi answers with a line
//! `N. ... <move> <clock>`; `go` makes it move first. It announces the end with `mates!`, `Resigns` or
//! `Drawn game!`.

use shogiban::engine::{Budget, Computer, Player};
use shogiban::rules::{Color, Game, GameRules, Move, Position};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

enum Reply {
    Move(Move),
    Resigns,
    Over(String),
}

fn parse_reply(line: &str) -> Option<Reply> {
    if line.contains("Resigns") {
        return Some(Reply::Resigns);
    }
    if line.contains("mates!") || line.contains("Drawn game") {
        return Some(Reply::Over(line.to_string()));
    }
    // "12. ... 7g7f 299890"
    let (_, rest) = line.split_once("... ")?;
    let word = rest.split_whitespace().next()?;
    Move::parse_usi(word).ok().map(Reply::Move)
}

/// Plays one game; returns our result: 1 win, 0 draw, -1 loss, and the number of plies.
fn play(game_no: usize, we_are_sente: bool) -> (i32, usize) {
    let program: String = env("GNUSHOGI", "/usr/games/gnushogi".to_string());
    let depth: u32 = env("GNU_DEPTH", 4);
    let level: u8 = env("LEVEL", 5);
    let budget = match std::env::var("OUR_NODES")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    {
        // A slightly different budget each game: otherwise both sides repeat the same game.
        Some(n) => Budget::nodes(n + game_no as u64 * 7_919),
        None => Budget::time(Duration::from_millis(env("OUR_MS", 1000))),
    };
    let move_limit: u32 = env("MOVE_LIMIT", 256);
    let max_think: u64 = env("GNU_MAX_S", 10);
    let mut hurried_moves = 0;
    let mut child = Command::new(&program)
        .arg("-h") // no learning hash file: every game is independent
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("gnushogi starts");
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut send = |s: &str| {
        writeln!(stdin, "{s}").unwrap();
        stdin.flush().unwrap();
    };
    send("depth");
    send(&depth.to_string());
    if env("GNU_RANDOM", 1) == 1 {
        // Both players are otherwise deterministic: without this, every game of a colour repeats.
        send("random");
    }
    let mut game = Game::new(
        Position::startpos(),
        GameRules {
            move_limit: Some(move_limit),
            impasse: None,
        },
    );
    let mut us = Computer::seeded(level, 1000 + game_no as u64);
    let our_color = if we_are_sente {
        Color::Sente
    } else {
        send("go");
        Color::Gote
    };
    let result = loop {
        if let Some(o) = game.outcome() {
            break match o.winner {
                None => 0,
                Some(c) if c == our_color => 1,
                Some(_) => -1,
            };
        }
        if game.position().turn() == our_color {
            let m = us.choose(&game, budget).expect("a legal move");
            game.play(m).unwrap();
            send(&m.to_usi());
            continue;
        }
        let mut hurried = false;
        let reply = loop {
            let wait = if hurried { 120 } else { max_think };
            match rx.recv_timeout(Duration::from_secs(wait)) {
                Ok(line) => {
                    if let Some(r) = parse_reply(&line) {
                        break r;
                    }
                }
                // Its fixed depth can take minutes in sharp positions (checks and captures extend
                // the search): any input makes it play its best move so far.
                Err(_) if !hurried => {
                    hurried = true;
                    hurried_moves += 1;
                    send("");
                }
                Err(_) => panic!(
                    "gnushogi fell silent in game {game_no}: {}",
                    game.position()
                ),
            }
        };
        match reply {
            Reply::Move(m) => {
                if let Err(e) = game.play(m) {
                    panic!("gnushogi played {m}: {e} in {}", game.position());
                }
            }
            Reply::Resigns => break 1,
            Reply::Over(text) => {
                eprintln!("game {game_no}: gnushogi says {text}");
                break 0;
            }
        }
    };
    send("quit");
    let _ = child.kill();
    let _ = child.wait();
    let opening: Vec<String> = game.moves().iter().take(8).map(|m| m.to_usi()).collect();
    eprintln!("game {game_no}: opening {}", opening.join(" "));
    if hurried_moves > 0 {
        eprintln!(
            "game {game_no}: gnushogi was hurried after {max_think} s on {hurried_moves} moves"
        );
    }
    (result, game.ply())
}

#[test]
#[ignore = "needs gnushogi installed and takes minutes"]
fn match_against_gnushogi() {
    let program: String = env("GNUSHOGI", "/usr/games/gnushogi".to_string());
    if !std::path::Path::new(&program).exists() {
        eprintln!("{program} not found: skipped");
        return;
    }
    let games: usize = env("GAMES", 20);
    // To resume an interrupted match: the index of the first game to play.
    let first: usize = env("FIRST_GAME", 0);
    let (mut w, mut d, mut l) = (0, 0, 0);
    for g in first..games {
        let sente = g % 2 == 0;
        let (r, plies) = play(g, sente);
        match r {
            1 => w += 1,
            0 => d += 1,
            _ => l += 1,
        }
        eprintln!(
            "game {:2}: we are {}, {} after {plies} plies (total +{w} ={d} -{l})",
            g + 1,
            if sente { "sente" } else { "gote " },
            ["lost", "drew", "won"][(r + 1) as usize]
        );
    }
    eprintln!("score against gnushogi: +{w} ={d} -{l} of {games}");
}
