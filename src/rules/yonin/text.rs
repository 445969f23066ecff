//! The four-player position text (see the module documentation for the format).

use super::board::*;
use super::PositionError as E;
use super::{Elimination, Position};
use crate::rules::{Role, Seat, Square};

fn seat_letter(s: Seat) -> char {
    match s {
        Seat::South => 's',
        Seat::West => 'w',
        Seat::North => 'n',
        Seat::East => 'e',
    }
}

fn letter_seat(c: char) -> Option<Seat> {
    Some(match c {
        's' => Seat::South,
        'w' => Seat::West,
        'n' => Seat::North,
        'e' => Seat::East,
        _ => return None,
    })
}

fn kind_letter(kind: u8) -> &'static str {
    match kind {
        PAWN => "P",
        SILVER => "S",
        GOLD => "G",
        ROOK => "R",
        KING => "K",
        TOKIN => "+P",
        PSILVER => "+S",
        DRAGON => "+R",
        _ => "X",
    }
}

impl Position {
    /// Writes the position text.
    pub fn to_text(&self) -> String {
        let b = &self.board;
        let mut out = String::with_capacity(160);
        for rank in 1..=9u8 {
            if rank > 1 {
                out.push('/');
            }
            let mut empty = 0;
            for file in (1..=9u8).rev() {
                let sq = Square::new(file, rank).expect("on the board");
                let c = b.sq[sq.index()];
                if c == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push((b'0' + empty) as char);
                    empty = 0;
                }
                out.push_str(kind_letter(kind_of(c)));
                out.push(seat_letter(ctrl_of(c)));
                if dir_of(c) != ctrl_of(c) {
                    out.push(seat_letter(dir_of(c)));
                }
            }
            if empty > 0 {
                out.push((b'0' + empty) as char);
            }
        }
        out.push(' ');
        out.push(self.to_move.map_or('-', seat_letter));
        out.push(' ');
        for seat in Seat::ALL {
            if seat != Seat::South {
                out.push('/');
            }
            let h = b.hands[seat.index()];
            if h.is_empty() {
                out.push('-');
            }
            for role in HAND_ROLES {
                let n = h.count(role);
                if n > 1 {
                    out.push_str(&n.to_string());
                }
                if n > 0 {
                    out.push(role.letter());
                }
            }
        }
        out.push(' ');
        out.push_str(&self.actions.to_string());
        out.push(' ');
        let elims = self.eliminations();
        if elims.is_empty() {
            out.push('-');
        }
        for (i, e) in elims.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push(seat_letter(e.seat));
            out.push(':');
            out.push(seat_letter(e.by));
            out.push(':');
            out.push_str(&e.ply.to_string());
        }
        out.push(' ');
        for s in Seat::ALL {
            out.push(self.checker[s.index()].map_or('-', seat_letter));
        }
        out.push(' ');
        if self.recent[0].is_none() {
            out.push('-');
        }
        for s in self.recent.iter().flatten() {
            out.push(seat_letter(*s));
        }
        out
    }

    /// Reads and validates a position text. `startpos` is the start position with South to move.
    pub fn from_text(text: &str) -> Result<Position, E> {
        let text = text.trim();
        if text == "startpos" {
            return Ok(Position::start(Seat::South));
        }
        let fields: Vec<&str> = text.split_ascii_whitespace().collect();
        if fields.len() != 7 {
            return Err(E::Fields(fields.len()));
        }
        let mut b = Board::empty();
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 9 {
            return Err(E::Ranks);
        }
        let mut kings = [0u8; 4];
        let mut dead = [false; 4];
        for (ri, rank) in ranks.iter().enumerate() {
            let mut file: i32 = 9;
            let cs: Vec<char> = rank.chars().collect();
            let mut i = 0;
            while i < cs.len() {
                let c = cs[i];
                if let Some(d) = c.to_digit(10) {
                    if d == 0 {
                        return Err(E::BadPiece(rank.to_string()));
                    }
                    file -= d as i32;
                    i += 1;
                    if file < 0 {
                        return Err(E::RankLength(ri as u8 + 1));
                    }
                    continue;
                }
                let promoted = c == '+';
                if promoted {
                    i += 1;
                }
                let letter = *cs.get(i).ok_or_else(|| E::BadPiece(rank.to_string()))?;
                i += 1;
                let kind = match (letter, promoted) {
                    ('P', false) => PAWN,
                    ('S', false) => SILVER,
                    ('G', false) => GOLD,
                    ('R', false) => ROOK,
                    ('K', false) => KING,
                    ('X', false) => DEAD,
                    ('P', true) => TOKIN,
                    ('S', true) => PSILVER,
                    ('R', true) => DRAGON,
                    _ => {
                        return Err(E::BadPiece(format!(
                            "{}{letter}",
                            if promoted { "+" } else { "" }
                        )))
                    }
                };
                let ctrl = cs
                    .get(i)
                    .and_then(|&c| letter_seat(c))
                    .ok_or_else(|| E::BadPiece(rank.to_string()))?;
                i += 1;
                let mut dir = ctrl;
                if let Some(d) = cs.get(i).and_then(|&c| letter_seat(c)) {
                    dir = d;
                    i += 1;
                    if d == ctrl || kind == KING || kind == DEAD {
                        return Err(E::BadPiece(rank.to_string()));
                    }
                }
                if file < 1 {
                    return Err(E::RankLength(ri as u8 + 1));
                }
                let sq = Square::new(file as u8, ri as u8 + 1).expect("checked range");
                file -= 1;
                if kind == KING || kind == DEAD {
                    kings[ctrl.index()] += 1;
                    dead[ctrl.index()] = kind == DEAD;
                }
                if kind == PAWN && dir.distance_to_last_line(sq) == 1 {
                    return Err(E::DeadPawn(sq));
                }
                b.put(sq, code(kind, ctrl, dir));
            }
            if file != 0 {
                return Err(E::RankLength(ri as u8 + 1));
            }
        }
        for s in Seat::ALL {
            if kings[s.index()] != 1 {
                return Err(E::Kings(s));
            }
        }
        let to_move = match fields[1] {
            "-" => None,
            t => Some(
                t.chars()
                    .next()
                    .filter(|_| t.len() == 1)
                    .and_then(letter_seat)
                    .ok_or(E::ToMove)?,
            ),
        };
        let hands: Vec<&str> = fields[2].split('/').collect();
        if hands.len() != 4 {
            return Err(E::Hands);
        }
        for (si, h) in hands.iter().enumerate() {
            let seat = Seat::ALL[si];
            if *h == "-" {
                continue;
            }
            let mut n: u32 = 0;
            let mut last_order = None;
            for c in h.chars() {
                if let Some(d) = c.to_digit(10) {
                    n = n * 10 + d;
                    if n > 12 {
                        return Err(E::Hands);
                    }
                    continue;
                }
                let role = Role::from_letter(c)
                    .filter(|r| HAND_ROLES.contains(r) && c.is_ascii_uppercase())
                    .ok_or(E::Hands)?;
                let order = HAND_ROLES.iter().position(|&r| r == role);
                if last_order >= order || n == 1 {
                    return Err(E::Hands);
                }
                last_order = order;
                let count = if n == 0 { 1 } else { n };
                for _ in 0..count {
                    b.hand_add(seat, role);
                }
                n = 0;
            }
            if n != 0 || h.is_empty() {
                return Err(E::Hands);
            }
        }
        // Piece counts of the set: 12 pawns, 8 silvers, 8 golds, 4 rooks.
        let mut counts = [0u32; 4];
        for s in b.occ {
            let k = kind_of(b.sq[s.index()]);
            match kind_role(k).unpromote() {
                Role::Pawn => counts[0] += 1,
                Role::Silver => counts[1] += 1,
                Role::Gold => counts[2] += 1,
                Role::Rook => counts[3] += 1,
                _ => {}
            }
        }
        for h in &b.hands {
            counts[0] += h.count(Role::Pawn) as u32;
            counts[1] += h.count(Role::Silver) as u32;
            counts[2] += h.count(Role::Gold) as u32;
            counts[3] += h.count(Role::Rook) as u32;
        }
        if counts[0] > 12 || counts[1] > 8 || counts[2] > 8 || counts[3] > 4 {
            return Err(E::TooManyPieces);
        }
        let actions: u32 = fields[3].parse().map_err(|_| E::Actions)?;
        let mut elims = [None; 3];
        if fields[4] != "-" {
            let mut prev_ply = 0;
            for (i, part) in fields[4].split(',').enumerate() {
                let p: Vec<&str> = part.split(':').collect();
                let one = |t: &str| {
                    let mut c = t.chars();
                    match (c.next(), c.next()) {
                        (Some(x), None) => letter_seat(x),
                        _ => None,
                    }
                };
                if p.len() != 3 || i >= 3 {
                    return Err(E::Eliminations);
                }
                let seat = one(p[0]).ok_or(E::Eliminations)?;
                let by = one(p[1]).ok_or(E::Eliminations)?;
                let ply: u32 = p[2].parse().map_err(|_| E::Eliminations)?;
                if seat == by
                    || ply < prev_ply
                    || ply > actions
                    || !dead[seat.index()]
                    || elims.iter().flatten().any(|e: &Elimination| e.seat == seat)
                {
                    return Err(E::Eliminations);
                }
                prev_ply = ply;
                elims[i] = Some(Elimination { seat, by, ply });
            }
        }
        for s in Seat::ALL {
            let listed = elims.iter().flatten().any(|e| e.seat == s);
            if dead[s.index()] != listed {
                return Err(E::Eliminations);
            }
            if dead[s.index()] && (b.ctrl[s.index()].any() || !b.hands[s.index()].is_empty()) {
                return Err(E::EliminatedOwns(s));
            }
        }
        let live = |s: Seat| !dead[s.index()];
        if dead.iter().all(|&d| d) || dead.iter().filter(|&&d| !d).count() < 1 {
            return Err(E::Eliminations);
        }
        if let Some(t) = to_move {
            if !live(t) {
                return Err(E::ToMove);
            }
        }
        let cs: Vec<char> = fields[5].chars().collect();
        if cs.len() != 4 {
            return Err(E::Checkers);
        }
        let mut checker = [None; 4];
        for (i, &c) in cs.iter().enumerate() {
            if c == '-' {
                continue;
            }
            let by = letter_seat(c).ok_or(E::Checkers)?;
            if by.index() == i || !live(Seat::ALL[i]) {
                return Err(E::Checkers);
            }
            checker[i] = Some(by);
        }
        let mut recent = [None; 4];
        if fields[6] != "-" {
            let rs: Vec<char> = fields[6].chars().collect();
            if rs.len() > 4 {
                return Err(E::Recent);
            }
            for (i, &c) in rs.iter().enumerate() {
                let s = letter_seat(c).ok_or(E::Recent)?;
                if !live(s) || recent.contains(&Some(s)) {
                    return Err(E::Recent);
                }
                recent[i] = Some(s);
            }
        }
        let mut p = Position {
            board: b,
            to_move,
            checked: 0,
            checker,
            recent,
            actions,
            elims,
        };
        p.update_checked();
        Ok(p)
    }
}

impl std::str::FromStr for Position {
    type Err = E;
    fn from_str(s: &str) -> Result<Position, E> {
        Position::from_text(s)
    }
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_text())
    }
}
