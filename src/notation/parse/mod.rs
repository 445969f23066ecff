//! Reading one move in any notation, in two steps: the syntax ([`MoveText::parse`]), then the
//! resolution against a position ([`MoveText::resolve`]). Each failure says what went wrong: the
//! syntax (what was expected where), an illegal move (the rules' [`IllegalMove`]), or an ambiguous
//! text (the candidates, written in the user's own notation).

use super::names::{color_from_mark, digit_value, fold_char, role_from_csa, role_from_kanji};
use super::write;
use crate::rules::{Color, IllegalMove, Move, Position, Role, Square};
use std::fmt;
use syntax::{parse_csa, parse_japanese, parse_usi, parse_western};

mod syntax;

/// The longest move text read; anything longer is refused without being scanned.
pub const MAX_MOVE_TEXT: usize = 64;

/// The notation a move is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// `7g7f`, `8h2b+`, `P*5e`: an unmarked promotion means no promotion.
    Usi,
    /// JSA / KI2: `▲７六歩`, `同　歩`, `５八金右`, `２二角成`.
    Japanese,
    /// KIF move text with its origin: `７六歩(77)`; an unmarked promotion means no promotion.
    Kif,
    /// Western (Hodges): `P-7f`, `Bx2b+`, `S72x83=`.
    Western,
    /// CSA: `+7776FU`, `7776FU`, `-0045KA` (the piece after the move).
    Csa,
}

/// Where a move goes: a square, or 同 (the square of the previous move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Destination {
    Square(Square),
    Same,
}

/// 右, 左, 直: which of several pieces moves, by where it stands (from the mover's own view).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relative {
    /// 右: the piece furthest to the mover's right.
    Right,
    /// 左: the piece furthest to the mover's left.
    Left,
    /// 直: the piece that advances straight ahead.
    Straight,
}

impl Relative {
    pub const fn kanji(self) -> char {
        match self {
            Relative::Right => '右',
            Relative::Left => '左',
            Relative::Straight => '直',
        }
    }
}

/// 上, 引, 寄: which of several pieces moves, by the direction it moves (from the mover's own view).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Movement {
    /// 上: towards the opponent.
    Up,
    /// 引: back towards the mover.
    Back,
    /// 寄: sideways along its rank.
    Sideways,
}

impl Movement {
    pub const fn kanji(self) -> char {
        match self {
            Movement::Up => '上',
            Movement::Back => '引',
            Movement::Sideways => '寄',
        }
    }
}

/// A mover's own view of the board (a colour, or a four-player seat), which the words 上/引/寄 and
/// 右/左/直 are relative to.
pub trait Viewpoint: Copy {
    /// The step from `from` to `to` as (forward, right) in this view.
    fn frame(self, from: Square, to: Square) -> (i32, i32);
    /// How far to this view's right a square is.
    fn rightness(self, sq: Square) -> i32;
}

impl Viewpoint for Color {
    fn frame(self, from: Square, to: Square) -> (i32, i32) {
        let forward = from.rank() as i32 - to.rank() as i32;
        // Sente's right is file 1.
        let right = from.file() as i32 - to.file() as i32;
        match self {
            Color::Sente => (forward, right),
            Color::Gote => (-forward, -right),
        }
    }

    fn rightness(self, sq: Square) -> i32 {
        match self {
            Color::Sente => -(sq.file() as i32),
            Color::Gote => sq.file() as i32,
        }
    }
}

/// The direction (上/引/寄) of a move from `from` to `to` as the mover sees it.
pub fn movement_of(view: impl Viewpoint, from: Square, to: Square) -> Movement {
    match view.frame(from, to).0 {
        f if f > 0 => Movement::Up,
        f if f < 0 => Movement::Back,
        _ => Movement::Sideways,
    }
}

/// Keeps the origins that match the movement word, then the position word among those left, both
/// from the mover's own view.
pub(crate) fn filter_origins(
    origins: &[Square],
    view: impl Viewpoint,
    to: Square,
    relative: Option<Relative>,
    movement: Option<Movement>,
) -> Vec<Square> {
    let mut left: Vec<Square> = origins
        .iter()
        .copied()
        .filter(|&from| movement.is_none_or(|m| movement_of(view, from, to) == m))
        .collect();
    match relative {
        None => {}
        Some(Relative::Straight) => left.retain(|&from| {
            let (forward, right) = view.frame(from, to);
            forward > 0 && right == 0
        }),
        Some(side) => {
            let key = |sq: Square| match side {
                Relative::Right => view.rightness(sq),
                _ => -view.rightness(sq),
            };
            if let Some(best) = left.iter().map(|&sq| key(sq)).max() {
                left.retain(|&sq| key(sq) == best);
            }
        }
    }
    left
}

/// A move as written, before it is matched against a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub notation: Notation,
    /// The mover, when the text marks it (▲/△, or the sign of a CSA move).
    pub color: Option<Color>,
    pub to: Destination,
    /// The piece as written: before the move, except in CSA where it is the piece after the move.
    /// `None` for a USI board move.
    pub role: Option<Role>,
    /// The origin, when written (USI, KIF, CSA, Western with origin).
    pub from: Option<Square>,
    pub drop: bool,
    /// `Some(true)` for 成 / `+`, `Some(false)` for 不成 / `=`, `None` when the text does not say.
    pub promotion: Option<bool>,
    pub relative: Option<Relative>,
    pub movement: Option<Movement>,
}

/// Why a text is not a move of any notation: what was expected at which character (counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub position: usize,
    pub expected: &'static str,
    pub found: Option<char>,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot read the move: expected {} at character {}, ",
            self.expected, self.position
        )?;
        match self.found {
            Some(c) => write!(f, "found '{c}'"),
            None => write!(f, "found the end of the text"),
        }
    }
}

impl std::error::Error for SyntaxError {}

/// Why a move text does not name exactly one legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("{0}")]
    Syntax(#[from] SyntaxError),
    /// The rule's own words say it is illegal ("nifu: …"), as the command line shows them.
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
    #[error("ambiguous: {}", or_list(.0))]
    Ambiguous(Vec<String>),
    #[error("the move is marked for {written}, but it is {to_move}'s turn")]
    WrongSide { written: Color, to_move: Color },
    #[error("同 (same square) needs a previous move")]
    NoPreviousMove,
    #[error("the piece on {square} is a {found}, not a {written}")]
    WrongPiece {
        square: Square,
        found: &'static str,
        written: &'static str,
    },
    #[error("{color} has no {role}")]
    NoSuchPiece { color: Color, role: &'static str },
    #[error("no {role} of {color} can move to {to}")]
    Unreachable {
        color: Color,
        role: &'static str,
        to: Square,
    },
    #[error("no {role} of {color} that {words} can move to {to}")]
    NoMatch {
        color: Color,
        role: &'static str,
        words: String,
        to: Square,
    },
    #[error("a {0} cannot be dropped")]
    NotDroppable(&'static str),
}

/// The candidates of an ambiguous move, for its error message.
pub(crate) fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => format!("did you mean {one}?"),
        [init @ .., last] => format!("could be {} or {last}", init.join(", ")),
    }
}

/// Reads a move written in any notation and finds it in `pos`; `prev` is the move before, for 同.
pub fn parse_move(text: &str, pos: &Position, prev: Option<Move>) -> Result<Move, MoveError> {
    MoveText::parse(text)?.resolve(pos, prev)
}

struct Scanner {
    chars: Vec<char>,
    pos: usize,
}

impl Scanner {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.pos + k).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += 1;
        Some(c)
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.pos += 1;
        }
    }

    fn err(&self, expected: &'static str) -> SyntaxError {
        SyntaxError {
            position: self.pos + 1,
            expected,
            found: self.peek(),
        }
    }

    fn end(&mut self) -> Result<(), SyntaxError> {
        self.skip_spaces();
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(self.err("the end of the move")),
        }
    }

    /// A file digit 1–9 (ASCII after folding).
    fn ascii_digit(&mut self, expected: &'static str) -> Result<u8, SyntaxError> {
        match self.peek().and_then(|c| c.to_digit(10)) {
            Some(d @ 1..=9) => {
                self.pos += 1;
                Ok(d as u8)
            }
            _ => Err(self.err(expected)),
        }
    }

    /// A rank written as a letter a–i or a digit 1–9.
    fn rank_letter_or_digit(&mut self, expected: &'static str) -> Result<u8, SyntaxError> {
        let rank = match self.peek() {
            Some(c @ ('a'..='i' | 'A'..='I')) => c.to_ascii_lowercase() as u8 - b'a' + 1,
            Some(c @ '1'..='9') => c as u8 - b'0',
            _ => return Err(self.err(expected)),
        };
        self.pos += 1;
        Ok(rank)
    }

    fn western_square(&mut self) -> Result<Square, SyntaxError> {
        let file = self.ascii_digit("a file 1-9")?;
        let rank = self.rank_letter_or_digit("a rank a-i (or 1-9)")?;
        Ok(square(file, rank))
    }
}

fn square(file: u8, rank: u8) -> Square {
    // Callers pass 1–9 for both.
    Square::new(file, rank).unwrap_or(Square::from_index_unchecked(0))
}

impl MoveText {
    /// Reads the syntax of a move in any notation; case and width (full-width letters and digits)
    /// do not matter.
    pub fn parse(text: &str) -> Result<MoveText, SyntaxError> {
        let chars: Vec<char> = text
            .chars()
            .take(MAX_MOVE_TEXT + 1)
            .map(fold_char)
            .collect();
        let mut s = Scanner { chars, pos: 0 };
        if s.chars.len() > MAX_MOVE_TEXT {
            s.pos = MAX_MOVE_TEXT;
            return Err(s.err("the end of the move (a move is short)"));
        }
        s.skip_spaces();
        let Some(first) = s.peek() else {
            return Err(s.err("a move"));
        };
        let rest_ascii = s.chars[s.pos..].iter().all(|c| c.is_ascii());
        let text = if color_from_mark(first).is_some() || !rest_ascii {
            parse_japanese(&mut s)?
        } else if (matches!(first, '+' | '-') && s.peek_at(1).is_some_and(|c| c.is_ascii_digit()))
            || (first.is_ascii_digit() && s.peek_at(1).is_some_and(|c| c.is_ascii_digit()))
        {
            parse_csa(&mut s)?
        } else if first.is_ascii_digit() {
            parse_usi(&mut s)?
        } else {
            parse_western(&mut s)?
        };
        s.end()?;
        Ok(text)
    }

    /// Finds the one legal move of `pos` this text names; `prev` is the move before (for 同).
    pub fn resolve(&self, pos: &Position, prev: Option<Move>) -> Result<Move, MoveError> {
        let us = pos.turn();
        if let Some(c) = self.color {
            if c != us {
                return Err(MoveError::WrongSide {
                    written: c,
                    to_move: us,
                });
            }
        }
        let to = match self.to {
            Destination::Square(sq) => sq,
            Destination::Same => prev.map(Move::to).ok_or(MoveError::NoPreviousMove)?,
        };
        if self.drop {
            let role = self.role.unwrap_or(Role::Pawn);
            if role.hand_index().is_none() {
                return Err(MoveError::NotDroppable(role.name()));
            }
            let m = Move::Drop { role, to };
            pos.check_move(m)?;
            return Ok(m);
        }
        if let Some(from) = self.from {
            return self.resolve_from(pos, from, to, prev);
        }
        let role = self.role.unwrap_or(Role::Pawn);
        let all = write::origins(pos, role, to);
        if all.is_empty() {
            let in_hand = role.hand_index().is_some() && pos.hand(us).count(role) > 0;
            if in_hand && self.relative.is_none() && self.movement.is_none() {
                // No piece on the board can go there: the text means a drop (打 is then omitted).
                let m = Move::Drop { role, to };
                pos.check_move(m)?;
                return Ok(m);
            }
            return Err(explain_unreachable(pos, role, to));
        }
        let matching = filter_origins(&all, us, to, self.relative, self.movement);
        if matching.is_empty() {
            return Err(MoveError::NoMatch {
                color: us,
                role: role.name(),
                words: self.words(),
                to,
            });
        }
        let mut candidates = Vec::new();
        for &from in &matching {
            for promote in promotion_options(pos, from, to, self.promotion) {
                candidates.push(Move::Normal { from, to, promote });
            }
        }
        match candidates.as_slice() {
            [m] => Ok(*m),
            [] => {
                // One origin, but the promotion written is not allowed: say which rule forbids it.
                let from = matching[0];
                let promote = self.promotion.unwrap_or(false);
                let m = Move::Normal { from, to, promote };
                pos.check_move(m)?;
                Ok(m)
            }
            many => Err(MoveError::Ambiguous(
                many.iter()
                    .map(|&m| self.write_like(pos, m, prev))
                    .collect(),
            )),
        }
    }

    /// A move with its origin written (USI, KIF, CSA, Western with origin).
    fn resolve_from(
        &self,
        pos: &Position,
        from: Square,
        to: Square,
        prev: Option<Move>,
    ) -> Result<Move, MoveError> {
        let us = pos.turn();
        let piece = pos.piece_at(from).ok_or(IllegalMove::NoPiece(from))?;
        if piece.color != us {
            return Err(IllegalMove::NotYourPiece(from, piece.color).into());
        }
        let mut promotion = self.promotion;
        if let Some(role) = self.role {
            if self.notation == Notation::Csa {
                if role == piece.role {
                    promotion = Some(false);
                } else if piece.role.promote() == Some(role) {
                    promotion = Some(true);
                } else {
                    return Err(MoveError::WrongPiece {
                        square: from,
                        found: piece.role.name(),
                        written: role.name(),
                    });
                }
            } else if role != piece.role {
                return Err(MoveError::WrongPiece {
                    square: from,
                    found: piece.role.name(),
                    written: role.name(),
                });
            }
        }
        if (self.relative.is_some() || self.movement.is_some())
            && filter_origins(&[from], us, to, self.relative, self.movement).is_empty()
        {
            return Err(MoveError::NoMatch {
                color: us,
                role: piece.role.name(),
                words: self.words(),
                to,
            });
        }
        if promotion.is_none() && matches!(self.notation, Notation::Usi | Notation::Kif) {
            promotion = Some(false);
        }
        let options = promotion_options(pos, from, to, promotion);
        match options.as_slice() {
            [promote] => Ok(Move::Normal {
                from,
                to,
                promote: *promote,
            }),
            [] => {
                let m = Move::Normal {
                    from,
                    to,
                    promote: promotion.unwrap_or(false),
                };
                pos.check_move(m)?;
                let m = Move::Normal {
                    from,
                    to,
                    promote: true,
                };
                pos.check_move(m)?;
                Ok(m)
            }
            _ => Err(MoveError::Ambiguous(
                options
                    .iter()
                    .map(|&promote| self.write_like(pos, Move::Normal { from, to, promote }, prev))
                    .collect(),
            )),
        }
    }

    /// The modifier words of a Japanese text, for error messages.
    fn words(&self) -> String {
        let mut s = String::new();
        if let Some(r) = self.relative {
            s.push(r.kanji());
        }
        if let Some(m) = self.movement {
            s.push(m.kanji());
        }
        match s.as_str() {
            "" => "matches".to_owned(),
            _ => format!("matches {s}"),
        }
    }

    /// A candidate move written in this text's notation (and with its turn mark, if it had one).
    fn write_like(&self, pos: &Position, m: Move, prev: Option<Move>) -> String {
        match self.notation {
            Notation::Japanese if self.color.is_none() => write::jsa_unmarked(pos, m, prev),
            n => write::in_notation(n, pos, m, prev),
        }
    }
}

/// The promotion choices (false, true) that are legal for this piece move, limited to `wanted`.
fn promotion_options(pos: &Position, from: Square, to: Square, wanted: Option<bool>) -> Vec<bool> {
    [false, true]
        .into_iter()
        .filter(|&p| wanted.is_none_or(|w| w == p))
        .filter(|&promote| pos.is_legal(Move::Normal { from, to, promote }))
        .collect()
}

/// Why none of our pieces on `origins` can move to `to`, for the two- and four-player readers alike.
pub(crate) enum Blocked<E> {
    /// Every candidate breaks this same rule.
    Illegal(E),
    /// No piece of the role on the board, nor in hand.
    NoSuchPiece,
    /// The candidates break different rules, or only the hand has the piece (and the text's
    /// 右/左/上… cannot describe a drop).
    Unreachable,
}

/// Tries each origin's move to `to` (promoting when `check` says the piece must) and says what stops
/// them: the rule they all break, if they break the same one.
pub(crate) fn why_blocked<E: PartialEq>(
    origins: impl Iterator<Item = Square>,
    to: Square,
    in_hand: bool,
    check: impl Fn(Move) -> Result<(), E>,
    must_promote: impl Fn(&E) -> bool,
) -> Blocked<E> {
    let mut reasons: Vec<E> = Vec::new();
    for from in origins {
        let plain = Move::Normal {
            from,
            to,
            promote: false,
        };
        let reason = match check(plain) {
            Err(e) if must_promote(&e) => check(Move::Normal {
                from,
                to,
                promote: true,
            })
            .err(),
            other => other.err(),
        };
        reasons.extend(reason);
    }
    if reasons.is_empty() {
        return if in_hand {
            Blocked::Unreachable
        } else {
            Blocked::NoSuchPiece
        };
    }
    if reasons.iter().all(|r| *r == reasons[0]) {
        return Blocked::Illegal(reasons.swap_remove(0));
    }
    Blocked::Unreachable
}

/// Why no piece of `role` can move to `to`: the rule that stops the only candidates, if they all
/// break the same one, or a plain statement.
fn explain_unreachable(pos: &Position, role: Role, to: Square) -> MoveError {
    let us = pos.turn();
    let origins = Square::ALL.into_iter().filter(|&sq| {
        pos.piece_at(sq)
            .is_some_and(|p| p.color == us && p.role == role)
    });
    let in_hand = role.hand_index().is_some() && pos.hand(us).count(role) > 0;
    let must_promote = |e: &IllegalMove| matches!(e, IllegalMove::MustPromote { .. });
    match why_blocked(origins, to, in_hand, |m| pos.check_move(m), must_promote) {
        Blocked::Illegal(e) => MoveError::Illegal(e),
        Blocked::NoSuchPiece => MoveError::NoSuchPiece {
            color: us,
            role: role.name(),
        },
        Blocked::Unreachable => MoveError::Unreachable {
            color: us,
            role: role.name(),
            to,
        },
    }
}
