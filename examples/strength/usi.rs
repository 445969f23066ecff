//! The built-in player served over USI on standard input and output, so that two builds of the
//! engine can meet (`ladder --b-usi OLD_BINARY`): `strength usi --level 5`.
//! Understood: `usi`, `isready`, `setoption name Level value N`, `usinewgame`,
//! `position startpos|sfen … [moves …]`, `go [byoyomi|movetime MS] [nodes N] [depth D]`, `quit`.

use shogiban::engine::{Budget, Computer, Player};
use shogiban::rules::{Game, GameRules, Move, Position};
use std::io::{BufRead, Write};
use std::time::Duration;

/// The game a `position` command describes, or why it cannot be read.
pub fn parse_position(line: &str) -> Result<Game, String> {
    let rest = line
        .trim()
        .strip_prefix("position")
        .ok_or("not a position")?;
    let (start, moves) = match rest.split_once(" moves") {
        Some((s, m)) => (s.trim(), m),
        None => (rest.trim(), ""),
    };
    let pos = if start == "startpos" {
        Position::startpos()
    } else {
        let sfen = start
            .strip_prefix("sfen")
            .ok_or("startpos or sfen expected")?;
        Position::from_sfen(sfen.trim()).map_err(|e| e.to_string())?
    };
    let mut game = Game::new(pos, GameRules::default());
    for w in moves.split_whitespace() {
        let m = Move::parse_usi(w).map_err(|e| format!("{w}: {e}"))?;
        game.play(m).map_err(|e| format!("{w}: {e}"))?;
    }
    Ok(game)
}

/// The budget of a `go` command.
pub fn parse_go(line: &str) -> Budget {
    let words: Vec<&str> = line.split_whitespace().collect();
    let value = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
            .and_then(|v| v.parse::<u64>().ok())
    };
    let mut b = Budget::default();
    if let Some(ms) = value("movetime").or(value("byoyomi")).filter(|&ms| ms > 0) {
        b.time = Some(Duration::from_millis(ms));
    }
    b.nodes = value("nodes");
    b.depth = value("depth").map(|d| d as u32);
    b
}

pub fn serve(level: u8) -> Result<(), String> {
    let mut level = level;
    let mut player = Computer::new(level);
    let mut game = Game::new(Position::startpos(), GameRules::default());
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let cmd = line.split_whitespace().next().unwrap_or("");
        let reply = match cmd {
            "usi" => format!("id name shogiban level {level}\nid author shogiban\noption name Level type spin default {level} min 1 max 5\nusiok"),
            "isready" => "readyok".into(),
            "setoption" => {
                if let Some(v) = line.split_whitespace().last().and_then(|v| v.parse().ok()) {
                    if line.contains("name Level") {
                        level = v;
                        player = Computer::new(level);
                    }
                }
                continue;
            }
            "usinewgame" => {
                player.new_game();
                continue;
            }
            "position" => {
                match parse_position(&line) {
                    Ok(g) => game = g,
                    Err(e) => eprintln!("info string bad position: {e}"),
                }
                continue;
            }
            "go" => match player.choose(&game, parse_go(&line)) {
                Some(m) => format!("bestmove {}", m.to_usi()),
                None => "bestmove resign".into(),
            },
            "quit" => break,
            _ => continue,
        };
        writeln!(out, "{reply}")
            .and_then(|_| out.flush())
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_and_budgets_are_read() {
        let g = parse_position("position startpos moves 7g7f 3c3d").unwrap();
        assert_eq!(g.ply(), 2);
        let g = parse_position(
            "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 2g2f",
        )
        .unwrap();
        assert_eq!(g.ply(), 1);
        assert!(parse_position("position startpos moves 7g7e").is_err());
        let b = parse_go("go btime 0 wtime 0 byoyomi 300");
        assert_eq!(b.time, Some(Duration::from_millis(300)));
        assert_eq!(parse_go("go nodes 5000").nodes, Some(5000));
        assert_eq!(parse_go("go depth 3").depth, Some(3));
    }
}
