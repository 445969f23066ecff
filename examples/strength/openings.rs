//! The opening positions of the matches (`openings.txt`, written for this project): each a name and
//! the moves from the even-game start, checked when loaded.

use shogiban::rules::{Game, GameRules, Move, Position};

const TEXT: &str = include_str!("openings.txt");

#[derive(Debug)]
pub struct Opening {
    pub name: String,
    pub moves: Vec<Move>,
}

impl Opening {
    /// The position the opening leads to.
    pub fn position(&self) -> Position {
        let mut pos = Position::startpos();
        for &m in &self.moves {
            pos = pos.after_unchecked(m);
        }
        pos
    }
}

/// The openings of `openings.txt`, every move checked; an error names the line and the move.
pub fn load() -> Result<Vec<Opening>, String> {
    parse(TEXT)
}

/// The openings of `text`; an error lists every bad line.
pub fn parse(text: &str) -> Result<Vec<Opening>, String> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (i, line) in text.lines().enumerate() {
        match parse_line(i, line) {
            Ok(Some(o)) => out.push(o),
            Ok(None) => {}
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors.join("; "));
    }
    if out.is_empty() {
        return Err("no openings".into());
    }
    Ok(out)
}

fn parse_line(i: usize, line: &str) -> Result<Option<Opening>, String> {
    {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return Ok(None);
        }
        let (name, moves) = line
            .split_once(':')
            .ok_or_else(|| format!("openings line {}: no `name:`", i + 1))?;
        let mut game = Game::new(Position::startpos(), GameRules::default());
        let mut list = Vec::new();
        for word in moves.split_whitespace() {
            let m = Move::parse_usi(word)
                .map_err(|e| format!("openings line {} ({name}): {word}: {e}", i + 1))?;
            game.play(m)
                .map_err(|e| format!("openings line {} ({name}): {word}: {e}", i + 1))?;
            list.push(m);
        }
        if game.is_over() {
            return Err(format!(
                "openings line {} ({name}): the game is over",
                i + 1
            ));
        }
        Ok(Some(Opening {
            name: name.trim().to_string(),
            moves: list,
        }))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_opening_is_legal_and_named_once() {
        let list = super::load().unwrap();
        assert!(list.len() >= 24, "{} openings", list.len());
        let mut names: Vec<&str> = list.iter().map(|o| o.name.as_str()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), list.len());
        assert!(super::parse("bad: 7g7f 7g7f")
            .unwrap_err()
            .contains("line 1"));
    }
}
