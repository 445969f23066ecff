//! Writing one move in each notation. Every writer is a pure function of the position before the
//! move, the move (which the caller knows to be legal) and, for 同, the previous move.

use super::names::{color_mark, csa_code, jsa_name, kif_name, square_ja};
use super::parse::{filter_origins, movement_of, Movement, Notation, Relative};
use crate::rules::{Color, Move, Position, Role, Square};

/// The role of the piece a move takes (the piece before any promotion), or the dropped role.
pub(crate) fn moving_role(pos: &Position, m: Move) -> Role {
    match m {
        Move::Drop { role, .. } => role,
        // A move from an empty square is not legal; writers still answer without panicking.
        Move::Normal { from, .. } => pos.piece_at(from).map_or(Role::Pawn, |p| p.role),
    }
}

/// The squares from which a piece of `role` has a legal move to `to`, in square order.
pub(crate) fn origins(pos: &Position, role: Role, to: Square) -> Vec<Square> {
    let mut out: Vec<Square> = Vec::new();
    for m in pos.legal_moves().iter() {
        if let Move::Normal { from, to: t, .. } = *m {
            if t == to && pos.piece_at(from).map(|p| p.role) == Some(role) && !out.contains(&from) {
                out.push(from);
            }
        }
    }
    out.sort();
    out
}

/// Whether the piece moving `from` → `to` may also do so promoting (the move is then a choice).
fn could_promote(pos: &Position, from: Square, to: Square) -> bool {
    pos.is_legal(Move::Normal {
        from,
        to,
        promote: true,
    })
}

fn same_square(m: Move, prev: Option<Move>) -> bool {
    prev.is_some_and(|p| p.to() == m.to())
}

/// JSA (KI2) notation with the turn mark: `▲７六歩`, `▲５八金右`, `▲同　金`, `▲２二角成`, `▲２二角不成`,
/// and `打` only when a piece on the board could also reach the square.
pub fn jsa(pos: &Position, m: Move, prev: Option<Move>) -> String {
    let mut s = String::new();
    s.push(color_mark(pos.turn()));
    s.push_str(&jsa_unmarked(pos, m, prev));
    s
}

/// [`jsa`] without the turn mark: `７六歩`, `同　金`.
pub fn jsa_unmarked(pos: &Position, m: Move, prev: Option<Move>) -> String {
    let role = moving_role(pos, m);
    let name = jsa_name(role);
    let mut s = String::new();
    if same_square(m, prev) {
        s.push('同');
        if name.chars().count() == 1 {
            s.push('　');
        }
    } else {
        s.push_str(&square_ja(m.to()));
    }
    s.push_str(name);
    match m {
        Move::Drop { role, to } => {
            if !origins(pos, role, to).is_empty() {
                s.push('打');
            }
        }
        Move::Normal { from, to, promote } => {
            s.push_str(&jsa_modifiers(pos, role, from, to));
            if promote {
                s.push('成');
            } else if could_promote(pos, from, to) {
                s.push_str("不成");
            }
        }
    }
    s
}

/// The JSA words that single out the piece on `from` among those of its role that can reach `to`:
/// first the movement (上 引 寄), then the position (直 for a straight advance, else 右 or 左, never
/// 直 for dragons and horses), then both.
fn jsa_modifiers(pos: &Position, role: Role, from: Square, to: Square) -> String {
    let all = origins(pos, role, to);
    if all.len() <= 1 {
        return String::new();
    }
    let us = pos.turn();
    let mv = movement_of(us, from, to);
    let straight = from.file() == to.file()
        && mv == Movement::Up
        && !matches!(role, Role::Horse | Role::Dragon);
    let mut tries: Vec<(Option<Relative>, Option<Movement>)> = vec![(None, Some(mv))];
    if straight {
        tries.push((Some(Relative::Straight), None));
    } else {
        tries.push((Some(Relative::Right), None));
        tries.push((Some(Relative::Left), None));
    }
    for rel in [Relative::Right, Relative::Left] {
        tries.push((Some(rel), Some(mv)));
    }
    for (rel, movement) in tries {
        if filter_origins(&all, us, to, rel, movement) == [from] {
            let mut s = String::new();
            if let Some(r) = rel {
                s.push(r.kanji());
            }
            if let Some(m) = movement {
                s.push(m.kanji());
            }
            return s;
        }
    }
    // Unreachable for legal shogi positions (at most three pieces share a movement word and they
    // stand on different files), kept total for safety.
    mv.kanji().to_string()
}

/// KIF move text: `７六歩(77)`, `同　銀(31)`, `２二角成(88)`, `４五角打`; promoted silver, knight and
/// lance are written 全, 圭, 杏; a declined promotion is not marked.
pub fn kif(pos: &Position, m: Move, prev: Option<Move>) -> String {
    let role = moving_role(pos, m);
    let mut s = if same_square(m, prev) {
        "同　".to_owned()
    } else {
        square_ja(m.to())
    };
    s.push_str(kif_name(role));
    match m {
        Move::Drop { .. } => s.push('打'),
        Move::Normal { from, promote, .. } => {
            if promote {
                s.push('成');
            }
            s.push_str(&format!("({}{})", from.file(), from.rank()));
        }
    }
    s
}

/// A square in Western notation: file digit, rank letter (`7f`).
fn western_square(sq: Square) -> String {
    sq.to_usi()
}

/// Western (Hodges) notation: `P-7f`, `Bx2b+`, `B*5e`, `G6i-5h` (origin only when another piece of
/// the same kind could go there), `+R-2b`, `=` for a declined promotion.
pub fn western(pos: &Position, m: Move) -> String {
    match m {
        Move::Drop { role, to } => format!("{}*{}", role.letter(), western_square(to)),
        Move::Normal { from, to, promote } => {
            let role = moving_role(pos, m);
            let mut s = String::new();
            if role.is_promoted() {
                s.push('+');
            }
            s.push(role.letter());
            if origins(pos, role, to).len() > 1 {
                s.push_str(&western_square(from));
            }
            let capture = pos.piece_at(to).is_some_and(|p| p.color != pos.turn());
            s.push(if capture { 'x' } else { '-' });
            s.push_str(&western_square(to));
            if promote {
                s.push('+');
            } else if could_promote(pos, from, to) {
                s.push('=');
            }
            s
        }
    }
}

/// The CSA move body: origin (`00` for a drop), destination, piece after the move (`7776FU`, `8833UM`).
pub fn csa(pos: &Position, m: Move) -> String {
    let after = match m {
        Move::Drop { role, .. } => role,
        Move::Normal { promote, .. } => {
            let role = moving_role(pos, m);
            if promote {
                role.promote().unwrap_or(role)
            } else {
                role
            }
        }
    };
    let from = m
        .from()
        .map_or("00".to_owned(), |f| format!("{}{}", f.file(), f.rank()));
    let to = m.to();
    format!("{from}{}{}{}", to.file(), to.rank(), csa_code(after))
}

/// The CSA move with the mover's sign, as records carry it: `+7776FU`, `-3334FU`.
pub fn csa_signed(pos: &Position, m: Move) -> String {
    let sign = match pos.turn() {
        Color::Sente => '+',
        Color::Gote => '-',
    };
    format!("{sign}{}", csa(pos, m))
}

/// A move in the given notation (JSA with its turn mark for [`Notation::Japanese`], the CSA body for
/// [`Notation::Csa`]).
pub fn in_notation(notation: Notation, pos: &Position, m: Move, prev: Option<Move>) -> String {
    match notation {
        Notation::Japanese => jsa(pos, m, prev),
        Notation::Kif => kif(pos, m, prev),
        Notation::Western => western(pos, m),
        Notation::Csa => csa(pos, m),
        Notation::Usi => m.to_usi(),
    }
}
