//! The USI `position` command as a record: `position startpos moves 7g7f 3c3d` or
//! `position sfen <SFEN> moves …`.

use super::parse::{MoveText, Notation};
use super::record::{Record, RecordError, MAX_RECORD_MOVES};
use crate::rules::handicap::STARTPOS;
use crate::rules::{Game, GameRules, Position};

pub(crate) fn write_usi(r: &Record) -> String {
    let sfen = r.start.to_sfen();
    let mut out = if sfen == STARTPOS {
        "position startpos".to_owned()
    } else {
        format!("position sfen {sfen}")
    };
    if !r.moves.is_empty() {
        out.push_str(" moves");
        for m in &r.moves {
            out.push(' ');
            out.push_str(&m.to_usi());
        }
    }
    out.push('\n');
    out
}

pub(crate) fn parse_usi(text: &str) -> Result<Record, RecordError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let Some((i, line)) = lines.next() else {
        return Err(RecordError::whole("an empty USI record"));
    };
    let n = i + 1;
    if let Some((j, _)) = lines.next() {
        return Err(RecordError::at(j + 1, "a USI record is one position line"));
    }
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let mut t = tokens.as_slice();
    if t.first() == Some(&"position") {
        t = &t[1..];
    }
    let start = match t.first() {
        Some(&"startpos") => {
            t = &t[1..];
            Position::startpos()
        }
        Some(&"sfen") => {
            let end = t.iter().position(|&w| w == "moves").unwrap_or(t.len());
            let sfen = t[1..end].join(" ");
            t = &t[end..];
            Position::from_sfen(&sfen).map_err(|e| RecordError::at(n, e.to_string()))?
        }
        // A bare list of moves from the even start.
        _ => Position::startpos(),
    };
    if t.first() == Some(&"moves") {
        t = &t[1..];
    }
    if t.len() > MAX_RECORD_MOVES {
        return Err(RecordError::at(n, "too many moves"));
    }
    let mut game = Game::new(start, GameRules::default());
    for (k, text) in t.iter().enumerate() {
        let fail = |e: String| RecordError::at(n, format!("move {} ({text}): {e}", k + 1));
        // Our own reader rather than Move::parse_usi, whose rank arithmetic overflows on some bytes.
        let text_move = MoveText::parse(text).map_err(|e| fail(e.to_string()))?;
        if text_move.notation != Notation::Usi {
            return Err(fail("not a USI move (7g7f, 8h2b+, P*5e)".to_owned()));
        }
        let m = text_move
            .resolve(game.position(), None)
            .map_err(|e| fail(e.to_string()))?;
        game.play(m).map_err(|e| fail(e.to_string()))?;
    }
    let mut r = Record::from_game(&game);
    r.start = game.start().clone();
    Ok(r)
}
