//! The four-player record (四人将棋の棋譜): a plain UTF-8 text format, written by
//! [`YoninRecord::to_text`] and read by [`YoninRecord::read`] (`shogiban convert --to yonin`,
//! the table's `export yonin`).
//!
//! # Format
//!
//! ```text
//! # yonin record 1
//! South: Alice
//! West: Bob
//! North: Carol
//! East:
//! Settings: first-mover=south credit=checker continue-from=eliminated end=second-elimination teams=off partner-capture=allowed
//! Start: startpos
//! 1. S:5g5f
//! 2. W:7e6e
//! …
//! 57. S:G*2e
//! Eliminated: east by south at 57
//! …
//! Result: two-eliminations
//! Places: south 1, west 2, north 3, east 4
//! ```
//!
//! One item a line, in this order:
//!
//! 1. `# yonin record 1`: what the file is and the format's version (how it is detected).
//! 2. `South:`, `West:`, `North:`, `East:`: the players' names (may be empty; one line each, spaces
//!    around a name are not kept).
//! 3. `Settings:` the six switches of yonin.md §10 as on the command line: `first-mover`
//!    (`south|west|north|east`), `credit` (`checker|last-mover`), `continue-from`
//!    (`eliminated|mover`), `end` (`second-elimination|last-survivor`), `teams` (`on|off`),
//!    `partner-capture` (`allowed|forbidden`). A switch left out takes its default.
//! 4. `Start:` `startpos`, or a position in the four-player position text
//!    ([`crate::rules::yonin`]).
//! 5. The actions, one a line: the number (from 1), a dot, the action with its seat marker. The
//!    writer uses the USI-like form (`12. N:5c5d`); the reader takes any notation of
//!    [`crate::notation::four`] (`12. 北５四歩`), and the marker, if given, must be the player to
//!    move.
//! 6. After the action that caused it, each elimination: `Eliminated: SEAT by CREDITED at PLY`
//!    (the ply counts the actions since the start of the game, as in the position text).
//! 7. `Result:` `*` while the game goes on, `aborted` for a game stopped by the table, or the
//!    engine's reason (`two-eliminations`, `last-survivor`, `repetition`, `team`); when the game
//!    is over, `Places:` each seat and its place (shared places have the same number).
//!
//! Blank lines are ignored. The reader replays the actions and checks every elimination, the
//! result and the places against the rules: a record that says otherwise, an illegal action or
//! a line that is not in the format is an error naming its line number. Writing what was read
//! gives the same text back.

use super::four::{self, FourNotation};
use super::record::RecordError;
use crate::rules::yonin::{Game, IllegalMove, Position, PositionError, Settings, Switch};
use crate::rules::{Move, Seat};

/// The first line of a four-player record.
pub const HEADER: &str = "# yonin record 1";

/// A four-player game as a record: players, settings, start, and the actions (all legal).
#[derive(Clone)]
pub struct YoninRecord {
    /// Names by seat (S, W, N, E), one line each; may be empty.
    players: [String; 4],
    settings: Settings,
    /// `None` for the start position of the settings' first mover.
    start: Option<Position>,
    moves: Vec<Move>,
    game: Game,
    /// The game was stopped by the table before the rules ended it.
    aborted: bool,
}

impl std::fmt::Debug for YoninRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_text())
    }
}

impl YoninRecord {
    /// A record of a game from the start position.
    pub fn new(settings: Settings) -> YoninRecord {
        YoninRecord {
            players: Default::default(),
            settings,
            start: None,
            moves: Vec::new(),
            game: Game::new(settings),
            aborted: false,
        }
    }

    /// A record of a game from a set-up position.
    pub fn from_position(
        start: Position,
        settings: Settings,
    ) -> Result<YoninRecord, PositionError> {
        let game = Game::from_position(start.clone(), settings)?;
        Ok(YoninRecord {
            players: Default::default(),
            settings,
            start: Some(start),
            moves: Vec::new(),
            game,
            aborted: false,
        })
    }

    /// Sets a seat's player name (kept on one line, without surrounding spaces).
    pub fn set_player(&mut self, seat: Seat, name: &str) {
        let one_line: String = name
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        self.players[seat.index()] = one_line.trim().to_owned();
    }

    pub fn player(&self, seat: Seat) -> &str {
        &self.players[seat.index()]
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// The set-up start position, `None` for the start position.
    pub fn start(&self) -> Option<&Position> {
        self.start.as_ref()
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The game after every action.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn is_aborted(&self) -> bool {
        self.aborted
    }

    /// Marks a game stopped by the table (only while the rules have not ended it).
    pub fn set_aborted(&mut self, aborted: bool) {
        self.aborted = aborted && !self.game.is_over();
    }

    /// Plays the next action; an illegal one is refused and the record is unchanged.
    pub fn push(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.aborted {
            return Err(IllegalMove::GameOver);
        }
        self.game.play(mv)?;
        self.moves.push(mv);
        Ok(())
    }

    fn fresh_game(&self) -> Game {
        match &self.start {
            None => Game::new(self.settings),
            Some(p) => Game::from_position(p.clone(), self.settings)
                .expect("the start position was accepted"),
        }
    }

    /// The record in the documented text format.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        out.push_str(HEADER);
        out.push('\n');
        for seat in Seat::ALL {
            let name = &self.players[seat.index()];
            out.push_str(seat_title(seat));
            out.push(':');
            if !name.is_empty() {
                out.push(' ');
                out.push_str(name);
            }
            out.push('\n');
        }
        out.push_str(&format!("Settings: {}\n", settings_text(&self.settings)));
        match &self.start {
            None => out.push_str("Start: startpos\n"),
            Some(p) => out.push_str(&format!("Start: {}\n", p.to_text())),
        }
        let mut game = self.fresh_game();
        for (i, &mv) in self.moves.iter().enumerate() {
            let before = game.eliminations().len();
            let text = four::write(&game, mv, FourNotation::Usi);
            out.push_str(&format!("{}. {text}\n", i + 1));
            game.play(mv).expect("the record's actions are legal");
            for e in &game.eliminations()[before..] {
                out.push_str(&format!(
                    "Eliminated: {} by {} at {}\n",
                    e.seat.name(),
                    e.by.name(),
                    e.ply
                ));
            }
        }
        out.push_str(&format!("Result: {}\n", self.result_text()));
        if let Some(o) = self.game.outcome() {
            out.push_str(&format!("Places: {}\n", places_text(&o.places)));
        }
        out
    }

    fn result_text(&self) -> &'static str {
        match self.game.outcome() {
            Some(o) => o.reason.name(),
            None if self.aborted => "aborted",
            None => "*",
        }
    }

    /// Whether a text is a four-player record (its first non-blank line is the header).
    pub fn detect(text: &str) -> bool {
        text.trim_start_matches('\u{FEFF}')
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty())
            .is_some_and(|l| l.starts_with("# yonin record"))
    }

    /// Reads a record in the documented format, checking it against the rules.
    pub fn read(text: &str) -> Result<YoninRecord, RecordError> {
        let text = text.trim_start_matches('\u{FEFF}');
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty())
            .peekable();
        let mut next = |what: &str| {
            lines
                .next()
                .ok_or_else(|| RecordError::whole(format!("the record ends before {what}")))
        };
        let (n, header) = next("its header")?;
        if header != HEADER {
            return Err(RecordError::at(
                n,
                format!("expected the header `{HEADER}`"),
            ));
        }
        let mut players: [String; 4] = Default::default();
        for seat in Seat::ALL {
            let (n, line) = next(seat_title(seat))?;
            let name = field(line, seat_title(seat)).ok_or_else(|| {
                RecordError::at(n, format!("expected `{}: NAME`", seat_title(seat)))
            })?;
            players[seat.index()] = name.to_owned();
        }
        let (n, line) = next("the settings")?;
        let settings = field(line, "Settings")
            .ok_or_else(|| RecordError::at(n, "expected `Settings: key=value ...`"))
            .and_then(|s| parse_settings(s).map_err(|e| RecordError::at(n, e)))?;
        let (n, line) = next("the start")?;
        let start = field(line, "Start")
            .ok_or_else(|| RecordError::at(n, "expected `Start: startpos` or a position text"))?;
        let mut record = if start == "startpos" {
            YoninRecord::new(settings)
        } else {
            let pos = Position::from_text(start).map_err(|e| RecordError::at(n, e.to_string()))?;
            YoninRecord::from_position(pos, settings)
                .map_err(|e| RecordError::at(n, e.to_string()))?
        };
        for (i, s) in Seat::ALL.into_iter().zip(players) {
            record.players[i.index()] = s;
        }
        // Eliminations the rules made that the record has not listed yet.
        let mut pending: Vec<crate::rules::yonin::Elimination> = Vec::new();
        let mut pending_line = 0;
        loop {
            let (n, line) = lines
                .next()
                .ok_or_else(|| RecordError::whole("the record ends before its `Result:` line"))?;
            if let Some(rest) = field(line, "Eliminated") {
                let Some(e) = pending.first().copied() else {
                    return Err(RecordError::at(n, "no elimination happened here"));
                };
                let written = format!("{} by {} at {}", e.seat.name(), e.by.name(), e.ply);
                if rest != written {
                    return Err(RecordError::at(
                        n,
                        format!("the rules give `Eliminated: {written}`"),
                    ));
                }
                pending.remove(0);
                continue;
            }
            if let Some(e) = pending.first() {
                return Err(RecordError::at(
                    pending_line,
                    format!(
                        "this action eliminates {} (credited to {}): the next line must say so",
                        e.seat.name(),
                        e.by.name()
                    ),
                ));
            }
            if let Some(rest) = field(line, "Result") {
                record.check_end(n, rest, &mut lines)?;
                break;
            }
            let expected = record.moves.len() + 1;
            let Some((num, text)) = line.split_once('.') else {
                return Err(RecordError::at(
                    n,
                    format!("expected action {expected} (`{expected}. S:5g5f`), `Eliminated:` or `Result:`"),
                ));
            };
            if num.trim().parse::<usize>() != Ok(expected) {
                return Err(RecordError::at(
                    n,
                    format!("expected action number {expected}, found `{}`", num.trim()),
                ));
            }
            let text = text.trim();
            let mv = four::parse(text, &record.game)
                .map_err(|e| RecordError::at(n, format!("action {expected} ({text}): {e}")))?;
            let before = record.game.eliminations().len();
            record
                .push(mv)
                .map_err(|e| RecordError::at(n, format!("action {expected} ({text}): {e}")))?;
            pending = record.game.eliminations()[before..].to_vec();
            pending_line = n;
        }
        if let Some((n, _)) = lines.next() {
            return Err(RecordError::at(n, "nothing may follow the result"));
        }
        Ok(record)
    }

    /// Checks the `Result:` line (and `Places:`) against the replayed game.
    fn check_end<'a>(
        &mut self,
        n: usize,
        result: &str,
        lines: &mut impl Iterator<Item = (usize, &'a str)>,
    ) -> Result<(), RecordError> {
        if result == "aborted" && !self.game.is_over() {
            self.aborted = true;
        }
        let expected = self.result_text();
        if result != expected {
            return Err(RecordError::at(
                n,
                match self.game.outcome() {
                    Some(_) => format!("the game is over: the result is `{expected}`"),
                    None => format!(
                        "the game is not over: the result is `*` or `aborted`, not `{result}`"
                    ),
                },
            ));
        }
        if let Some(o) = self.game.outcome() {
            let (m, line) = lines
                .next()
                .ok_or_else(|| RecordError::whole("the record ends before its `Places:` line"))?;
            let written = places_text(&o.places);
            if field(line, "Places") != Some(written.as_str()) {
                return Err(RecordError::at(
                    m,
                    format!("the rules give `Places: {written}`"),
                ));
            }
        }
        Ok(())
    }
}

fn seat_title(seat: Seat) -> &'static str {
    match seat {
        Seat::South => "South",
        Seat::West => "West",
        Seat::North => "North",
        Seat::East => "East",
    }
}

/// The value after `Key:` (trimmed), if the line starts with that key.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    line.strip_prefix(key)?.strip_prefix(':').map(str::trim)
}

fn places_text(places: &[u8; 4]) -> String {
    Seat::ALL
        .iter()
        .map(|s| format!("{} {}", s.name(), places[s.index()]))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The settings as `key=value` words (the command line's names).
pub fn settings_text(s: &Settings) -> String {
    format!(
        "first-mover={} credit={} continue-from={} end={} teams={} partner-capture={}",
        s.first_mover.name(),
        s.credit.name(),
        s.continue_from.name(),
        s.end.name(),
        if s.teams { "on" } else { "off" },
        if s.partner_capture {
            "allowed"
        } else {
            "forbidden"
        },
    )
}

/// Reads `key=value` words; a switch left out keeps its default.
pub fn parse_settings(text: &str) -> Result<Settings, String> {
    let mut s = Settings::default();
    for word in text.split_whitespace() {
        let (key, value) = word
            .split_once('=')
            .ok_or_else(|| format!("`{word}` is not key=value"))?;
        match key {
            "first-mover" => s.first_mover = Seat::parse_or_why(value)?,
            "credit" => s.credit = value.parse()?,
            "continue-from" => s.continue_from = value.parse()?,
            "end" => s.end = value.parse()?,
            "teams" => {
                s.teams = match value {
                    "on" => true,
                    "off" => false,
                    _ => return Err(format!("teams is on or off, not `{value}`")),
                }
            }
            "partner-capture" => {
                s.partner_capture = match value {
                    "allowed" => true,
                    "forbidden" => false,
                    _ => {
                        return Err(format!(
                            "partner-capture is allowed or forbidden, not `{value}`"
                        ))
                    }
                }
            }
            _ => return Err(format!("`{key}` is not a four-player setting")),
        }
    }
    Ok(s)
}
