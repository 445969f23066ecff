//! Four-player moves (四人将棋の指し手): reading what players type and writing moves with a seat
//! marker.
//!
//! The mover is always the player to move, so a move names a piece and where it goes, and the
//! piece is looked for among the pieces that player controls (inherited pieces included).
//!
//! # Notations
//!
//! | notation | examples | written by |
//! |---|---|---|
//! | USI-like (the engine's own) | `5g5f`, `8e7e+`, `P*5e` | [`write()`] with [`FourNotation::Usi`] |
//! | Western | `G-5h`, `Gx5h`, `G*5h`, `+R-2b`, `G6i-5h`, `S-4c+`, `S-4c=` | [`FourNotation::Western`] |
//! | Japanese | `５八金`, `58金`, `金58`, `５八金打`, `４三銀成`, `４三銀不成`, `５八金右`, `５八金(69)` | [`FourNotation::Japanese`] |
//!
//! Squares are the standard names of the board as South sees it (file 9 on South's left, rank a/一
//! at North's edge), whoever moves: `5e` is the same square for everyone.
//!
//! Reading ([`parse`]) is case- and width-insensitive, like the two-player reader
//! ([`crate::notation::parse_move`]) whose syntax step it shares. A Western or Japanese text
//! without the origin is resolved against the player to move: the one legal action of a piece of
//! that kind to that square. Where promotion is optional and the text does not say, USI means no
//! promotion and the human notations are ambiguous (the error offers both spellings). A text
//! naming a piece that no board piece can bring there, while the hand holds one, is a drop.
//! CSA text, ▲/△ marks and 同 are two-player only and refused with a reason.
//!
//! Relative words (右 左 直, 上 引 寄) are read from **the mover's own view**: its forward is its
//! seat's forward (South toward rank 1, West toward file 1, North toward rank 9, East toward
//! file 9) and its right is a quarter turn clockwise from that (South's right is file 1, West's is
//! rank 9, North's is file 9, East's is rank 1). 直 is a move straight forward; 上/引/寄 compare
//! the move with that forward.
//!
//! # Seat markers
//!
//! Written moves carry the mover's seat in front:
//!
//! | seat | USI-like and Western | Japanese |
//! |---|---|---|
//! | South | `S:` (`S:5g5f`, `S:G-5h`) | `南` (`南５八金`) |
//! | West | `W:` | `西` |
//! | North | `N:` | `北` |
//! | East | `E:` | `東` |
//!
//! The reader accepts every marker on every notation (letters in either case, `:` or `：`, spaces
//! after it) and refuses a marker that is not the player to move. [`write_unmarked`] leaves the
//! marker out (for places where the mover is obvious, such as suggestions).
//!
//! # Disambiguation in the writers
//!
//! - Western writes the origin (`G6i-5h`) only when another piece of the same kind of the mover
//!   could legally go to the same square; `+`/`=` only when the promotion was optional (`+` also
//!   for a forced one).
//! - Japanese writes the first of 上/引/寄, 直, 右/左, then 右/左 with 上/引/寄, that leaves exactly
//!   the piece that moved; when none does (pieces on both sides in the mover's own frame that
//!   the two-player words do not separate), the KIF origin `(69)`. 成/不成 as in Western;
//!   打 only when a board piece of that kind could also go there.

use super::names::{digit_value, fold_char, jsa_name, role_from_kanji, square_ja};
use super::parse::{
    filter_origins, movement_of, or_list, why_blocked, Blocked, Destination, MoveText, Notation,
    Relative, SyntaxError, Viewpoint,
};
use crate::rules::yonin::{Game, IllegalMove};
use crate::rules::{Move, Role, Seat, Square};

/// The notations a four-player move is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FourNotation {
    /// `5g5f`, `8e7e+`, `P*5e` (an unmarked promotion means none).
    Usi,
    /// `G-5h`, `Gx5h`, `G*5h`, `+R-2b`, `G6i-5h`, `S-4c=`.
    Western,
    /// `５八金`, `４三銀成`, `５八金打`, `５八金右` (JSA words from the mover's own view).
    Japanese,
}

impl FourNotation {
    pub const ALL: [FourNotation; 3] = [
        FourNotation::Usi,
        FourNotation::Western,
        FourNotation::Japanese,
    ];
}

/// The seat marker written before a move: `S:`/`W:`/`N:`/`E:`, or 南/西/北/東 in Japanese.
pub const fn seat_marker(seat: Seat, notation: FourNotation) -> &'static str {
    match (notation, seat) {
        (FourNotation::Japanese, Seat::South) => "南",
        (FourNotation::Japanese, Seat::West) => "西",
        (FourNotation::Japanese, Seat::North) => "北",
        (FourNotation::Japanese, Seat::East) => "東",
        (_, Seat::South) => "S:",
        (_, Seat::West) => "W:",
        (_, Seat::North) => "N:",
        (_, Seat::East) => "E:",
    }
}

/// Why a text does not name exactly one legal action of the player to move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FourMoveError {
    #[error("{0}")]
    Syntax(SyntaxError),
    /// The rule's own words ("two pawns: …", "pawn would face an overturned king").
    #[error("{0}")]
    Illegal(IllegalMove),
    #[error("ambiguous: {}", or_list(.0))]
    Ambiguous(Vec<String>),
    #[error("the move is marked for {}, but it is {}'s turn", .written.name(), .to_move.name())]
    WrongSeat { written: Seat, to_move: Seat },
    #[error("{0}")]
    TwoPlayerOnly(&'static str),
    #[error("the piece on {square} is a {found}, not a {written}")]
    WrongPiece {
        square: Square,
        found: &'static str,
        written: &'static str,
    },
    #[error("{} has no {role}", .seat.name())]
    NoSuchPiece { seat: Seat, role: &'static str },
    #[error("no {role} of {} can move to {to}", .seat.name())]
    Unreachable {
        seat: Seat,
        role: &'static str,
        to: Square,
    },
    #[error("no {role} of {} that matches {words} can move to {to}", .seat.name())]
    NoMatch {
        seat: Seat,
        role: &'static str,
        words: String,
        to: Square,
    },
    #[error("a {0} cannot be dropped")]
    NotDroppable(&'static str),
}

/// A move of the player to move, written in `notation` with its seat marker (`S:G-5h`, `南５八金`).
/// The move must be legal in `game`.
pub fn write(game: &Game, mv: Move, notation: FourNotation) -> String {
    let seat = game.to_move().unwrap_or(Seat::South);
    format!(
        "{}{}",
        seat_marker(seat, notation),
        write_unmarked(game, mv, notation)
    )
}

/// A move of the player to move, written in `notation` without the seat marker (`G-5h`, `５八金`).
pub fn write_unmarked(game: &Game, mv: Move, notation: FourNotation) -> String {
    match notation {
        FourNotation::Usi => mv.to_usi(),
        FourNotation::Western => western(game, mv),
        FourNotation::Japanese => japanese(game, mv),
    }
}

/// The displayed role of the piece on `sq` (promotion included).
fn role_at(game: &Game, sq: Square) -> Option<Role> {
    game.position()
        .piece_at(sq)
        .filter(|p| !p.overturned)
        .map(|p| p.role)
}

/// The distinct origins of the legal board moves to `to` by a piece of `role`.
fn origins(legal: &[Move], game: &Game, role: Role, to: Square) -> Vec<Square> {
    let mut v: Vec<Square> = Vec::new();
    for m in legal {
        if let Move::Normal { from, to: t, .. } = *m {
            if t == to && role_at(game, from) == Some(role) && !v.contains(&from) {
                v.push(from);
            }
        }
    }
    v
}

/// Whether promoting and not promoting are both legal for this board move.
fn promotion_optional(legal: &[Move], from: Square, to: Square) -> bool {
    [false, true]
        .iter()
        .all(|&promote| legal.contains(&Move::Normal { from, to, promote }))
}

fn western(game: &Game, mv: Move) -> String {
    match mv {
        Move::Drop { role, to } => format!("{}*{}", role.letter(), to.to_usi()),
        Move::Normal { from, to, promote } => {
            let legal = game.legal_moves();
            let role = role_at(game, from).unwrap_or(Role::Pawn);
            let mut s = String::new();
            if role.is_promoted() {
                s.push('+');
            }
            s.push(role.letter());
            if origins(&legal, game, role, to).len() > 1 {
                s.push_str(&from.to_usi());
            }
            s.push(if game.position().piece_at(to).is_some() {
                'x'
            } else {
                '-'
            });
            s.push_str(&to.to_usi());
            if promotion_optional(&legal, from, to) {
                s.push(if promote { '+' } else { '=' });
            } else if promote {
                s.push('+');
            }
            s
        }
    }
}

fn japanese(game: &Game, mv: Move) -> String {
    let legal = game.legal_moves();
    let us = game.to_move().unwrap_or(Seat::South);
    match mv {
        Move::Drop { role, to } => {
            let mut s = square_ja(to);
            s.push_str(jsa_name(role));
            if !origins(&legal, game, role, to).is_empty() {
                s.push('打');
            }
            s
        }
        Move::Normal { from, to, promote } => {
            let role = role_at(game, from).unwrap_or(Role::Pawn);
            let mut s = square_ja(to);
            s.push_str(jsa_name(role));
            let all = origins(&legal, game, role, to);
            let mut origin = None;
            if all.len() > 1 {
                let m = movement_of(us, from, to);
                let tries = [
                    (None, Some(m)),
                    (Some(Relative::Straight), None),
                    (Some(Relative::Right), None),
                    (Some(Relative::Left), None),
                    (Some(Relative::Right), Some(m)),
                    (Some(Relative::Left), Some(m)),
                ];
                match tries
                    .into_iter()
                    .find(|&(r, mo)| filter_origins(&all, us, to, r, mo) == [from])
                {
                    Some((r, mo)) => {
                        if let Some(r) = r {
                            s.push(r.kanji());
                        }
                        if let Some(mo) = mo {
                            s.push(mo.kanji());
                        }
                    }
                    None => origin = Some(from),
                }
            }
            if promotion_optional(&legal, from, to) {
                s.push_str(if promote { "成" } else { "不成" });
            } else if promote {
                s.push('成');
            }
            if let Some(o) = origin {
                s.push_str(&format!("({}{})", o.file(), o.rank()));
            }
            s
        }
    }
}

impl Viewpoint for Seat {
    fn frame(self, from: Square, to: Square) -> (i32, i32) {
        let d = (
            to.file() as i32 - from.file() as i32,
            to.rank() as i32 - from.rank() as i32,
        );
        let f = self.forward();
        let r = self.rotate(-1, 0);
        (
            d.0 * f.0 as i32 + d.1 * f.1 as i32,
            d.0 * r.0 as i32 + d.1 * r.1 as i32,
        )
    }

    fn rightness(self, sq: Square) -> i32 {
        let r = self.rotate(-1, 0);
        sq.file() as i32 * r.0 as i32 + sq.rank() as i32 * r.1 as i32
    }
}

/// A four-player move as written: the optional seat marker and the move text.
struct Written {
    seat: Option<Seat>,
    text: MoveText,
}

/// Reads the seat marker, if any: returns the seat and how many characters it took.
fn marker(chars: &[char]) -> Option<(Seat, usize)> {
    let seat_of_kanji = |c: char| match c {
        '南' => Some(Seat::South),
        '西' => Some(Seat::West),
        '北' => Some(Seat::North),
        '東' => Some(Seat::East),
        _ => None,
    };
    let seat_of_letter = |c: char| match c.to_ascii_lowercase() {
        's' => Some(Seat::South),
        'w' => Some(Seat::West),
        'n' => Some(Seat::North),
        'e' => Some(Seat::East),
        _ => None,
    };
    let first = *chars.first()?;
    let (seat, mut n) = if let Some(s) = seat_of_kanji(first) {
        (s, 1)
    } else if chars.get(1) == Some(&':') {
        (seat_of_letter(first)?, 1)
    } else {
        return None;
    };
    if chars.get(n) == Some(&':') {
        n += 1;
    }
    while chars.get(n) == Some(&' ') {
        n += 1;
    }
    Some((seat, n))
}

/// The seat marker at the start of a text, if any: whether it is a kanji (南) rather than a
/// letter (`S:`), and how many characters it takes with the spaces after it.
pub fn seat_marker_len(text: &str) -> Option<(bool, usize)> {
    let chars: Vec<char> = text.chars().map(fold_char).collect();
    let (_, n) = marker(&chars)?;
    Some((!chars[0].is_ascii(), n))
}

/// The length of a Japanese piece name at the start of `chars` (成銀 is two).
fn piece_name_len(chars: &[char]) -> Option<usize> {
    match chars {
        ['成', '銀' | '香' | '桂', ..] => Some(2),
        [c, ..] if role_from_kanji(*c).is_some() => Some(1),
        _ => None,
    }
}

fn syntax(text: &str) -> Result<Written, FourMoveError> {
    let chars: Vec<char> = text
        .chars()
        .take(super::parse::MAX_MOVE_TEXT + 1)
        .map(fold_char)
        .collect();
    let lead = chars.iter().take_while(|&&c| c == ' ').count();
    let (seat, used) = match marker(&chars[lead..]) {
        Some((s, n)) => (Some(s), lead + n),
        None => (None, lead),
    };
    let mut rest: Vec<char> = chars[used..].to_vec();
    // `金58`: the piece before the square, as players often type it; read it as `58金`.
    if let Some(n) = piece_name_len(&rest) {
        if rest.len() >= n + 2 && rest[n..n + 2].iter().all(|&c| digit_value(c).is_some()) {
            let square: Vec<char> = rest.drain(n..n + 2).collect();
            rest.splice(0..0, square);
        }
    }
    let rest: String = rest.into_iter().collect();
    let text = MoveText::parse(&rest).map_err(|mut e| {
        e.position += used;
        FourMoveError::Syntax(e)
    })?;
    if text.notation == Notation::Csa {
        return Err(FourMoveError::TwoPlayerOnly(
            "CSA moves are two-player only: write 5g5f, G-5h or ５八金",
        ));
    }
    if text.color.is_some() {
        return Err(FourMoveError::TwoPlayerOnly(
            "▲ and △ mark two-player moves: mark a four-player move with 南 西 北 東 or S: W: N: E:",
        ));
    }
    if text.to == Destination::Same {
        return Err(FourMoveError::TwoPlayerOnly(
            "同 is two-player only: write the square",
        ));
    }
    Ok(Written { seat, text })
}

/// Reads a move typed by the player to move of `game`, in any notation of this module.
pub fn parse(text: &str, game: &Game) -> Result<Move, FourMoveError> {
    let w = syntax(text)?;
    let us = game
        .to_move()
        .filter(|_| !game.is_over())
        .ok_or(FourMoveError::Illegal(IllegalMove::GameOver))?;
    if let Some(s) = w.seat {
        if s != us {
            return Err(FourMoveError::WrongSeat {
                written: s,
                to_move: us,
            });
        }
    }
    resolve(&w, game, us)
}

fn checked(game: &Game, mv: Move) -> Result<Move, FourMoveError> {
    game.check(mv).map_err(FourMoveError::Illegal)?;
    Ok(mv)
}

fn resolve(w: &Written, game: &Game, us: Seat) -> Result<Move, FourMoveError> {
    let t = &w.text;
    let Destination::Square(to) = t.to else {
        return Err(FourMoveError::TwoPlayerOnly("同 is two-player only"));
    };
    if t.drop {
        let role = t.role.unwrap_or(Role::Pawn);
        if role.hand_index().is_none() {
            return Err(FourMoveError::NotDroppable(role.name()));
        }
        return checked(game, Move::Drop { role, to });
    }
    let legal = game.legal_moves();
    if let Some(from) = t.from {
        return resolve_from(w, game, us, &legal, from, to);
    }
    let role = t.role.unwrap_or(Role::Pawn);
    let all = origins(&legal, game, role, to);
    if all.is_empty() {
        let in_hand = role.hand_index().is_some() && game.position().hand(us).count(role) > 0;
        if in_hand && t.relative.is_none() && t.movement.is_none() && t.promotion.is_none() {
            // No board piece can go there: the text means a drop (打 is then left out).
            return checked(game, Move::Drop { role, to });
        }
        return Err(explain_unreachable(game, us, role, to));
    }
    let matching = filter_origins(&all, us, to, t.relative, t.movement);
    if matching.is_empty() {
        return Err(FourMoveError::NoMatch {
            seat: us,
            role: role.name(),
            words: words(t),
            to,
        });
    }
    let mut candidates = Vec::new();
    for &from in &matching {
        for promote in [false, true] {
            let m = Move::Normal { from, to, promote };
            if t.promotion.is_none_or(|p| p == promote) && legal.contains(&m) {
                candidates.push(m);
            }
        }
    }
    match candidates.as_slice() {
        [m] => Ok(*m),
        [] => checked(
            game,
            Move::Normal {
                from: matching[0],
                to,
                promote: t.promotion.unwrap_or(false),
            },
        ),
        many => Err(FourMoveError::Ambiguous(
            many.iter().map(|&m| write_like(w, game, m)).collect(),
        )),
    }
}

fn resolve_from(
    w: &Written,
    game: &Game,
    us: Seat,
    legal: &[Move],
    from: Square,
    to: Square,
) -> Result<Move, FourMoveError> {
    let t = &w.text;
    let piece = game
        .position()
        .piece_at(from)
        .ok_or(FourMoveError::Illegal(IllegalMove::NoPiece(from)))?;
    if piece.overturned {
        return Err(FourMoveError::Illegal(IllegalMove::OverturnedKingMoves(
            from,
        )));
    }
    if piece.controller != us {
        return Err(FourMoveError::Illegal(IllegalMove::NotYourPiece {
            square: from,
            controller: piece.controller,
        }));
    }
    if let Some(role) = t.role {
        if role != piece.role {
            return Err(FourMoveError::WrongPiece {
                square: from,
                found: piece.role.name(),
                written: role.name(),
            });
        }
    }
    if (t.relative.is_some() || t.movement.is_some())
        && filter_origins(&[from], us, to, t.relative, t.movement).is_empty()
    {
        return Err(FourMoveError::NoMatch {
            seat: us,
            role: piece.role.name(),
            words: words(t),
            to,
        });
    }
    let mut promotion = t.promotion;
    if promotion.is_none() && matches!(t.notation, Notation::Usi | Notation::Kif) {
        promotion = Some(false);
    }
    let options: Vec<bool> = [false, true]
        .into_iter()
        .filter(|&p| promotion.is_none_or(|w| w == p))
        .filter(|&promote| legal.contains(&Move::Normal { from, to, promote }))
        .collect();
    match options.as_slice() {
        [promote] => Ok(Move::Normal {
            from,
            to,
            promote: *promote,
        }),
        [] => checked(
            game,
            Move::Normal {
                from,
                to,
                promote: promotion.unwrap_or(false),
            },
        ),
        _ => Err(FourMoveError::Ambiguous(
            options
                .iter()
                .map(|&promote| write_like(w, game, Move::Normal { from, to, promote }))
                .collect(),
        )),
    }
}

fn words(t: &MoveText) -> String {
    let mut s = String::new();
    if let Some(r) = t.relative {
        s.push(r.kanji());
    }
    if let Some(m) = t.movement {
        s.push(m.kanji());
    }
    s
}

/// A candidate written the way the user wrote: the same notation, with a marker if they used one.
fn write_like(w: &Written, game: &Game, m: Move) -> String {
    let notation = match w.text.notation {
        Notation::Japanese | Notation::Kif => FourNotation::Japanese,
        Notation::Western => FourNotation::Western,
        _ => FourNotation::Usi,
    };
    if w.seat.is_some() {
        write(game, m, notation)
    } else {
        write_unmarked(game, m, notation)
    }
}

/// Why no piece of `role` can move to `to`: the rule that stops every candidate, if they all
/// break the same one, or a plain statement.
fn explain_unreachable(game: &Game, us: Seat, role: Role, to: Square) -> FourMoveError {
    let pos = game.position();
    let origins = Square::ALL.into_iter().filter(|&sq| {
        pos.piece_at(sq)
            .is_some_and(|p| p.controller == us && !p.overturned && p.role == role)
    });
    let in_hand = role.hand_index().is_some() && pos.hand(us).count(role) > 0;
    let must_promote = |e: &IllegalMove| *e == IllegalMove::MustPromote;
    match why_blocked(origins, to, in_hand, |m| game.check(m), must_promote) {
        Blocked::Illegal(e) => FourMoveError::Illegal(e),
        Blocked::NoSuchPiece => FourMoveError::NoSuchPiece {
            seat: us,
            role: role.name(),
        },
        Blocked::Unreachable => FourMoveError::Unreachable {
            seat: us,
            role: role.name(),
            to,
        },
    }
}
