//! What the search needs beyond the rules' move generator: legal captures alone (for the quiescence
//! search), static exchange evaluation, and a compact move encoding for the transposition table.

use super::eval::{board_value, capture_gain};
use crate::rules::attacks::{self, line};
use crate::rules::{Bitboard, Move, Position, Role, Square};

/// A small fixed list of moves (captures never exceed the capacity: at most 38 pieces × 2 forms).
pub struct Captures {
    moves: [Move; 128],
    len: usize,
}

impl Captures {
    fn new() -> Captures {
        Captures {
            moves: [Move::Drop {
                role: Role::Pawn,
                to: Square::from_index_unchecked(0),
            }; 128],
            len: 0,
        }
    }

    fn push(&mut self, m: Move) {
        if self.len < self.moves.len() {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

/// The legal captures of the side to move, which must not be in check (in check, use
/// [`Position::legal_moves`]). A capture that may promote is generated promoted only, except for the
/// lance, knight and silver, whose unpromoted forms are generated too when they stay legal.
pub fn captures(pos: &Position) -> Captures {
    let mut list = Captures::new();
    let us = pos.turn();
    let them = us.opponent();
    let facing = us.facing();
    let occ = pos.occupied();
    let ksq = pos.king(us);
    let pinned = pos.pinned(us);
    let targets = pos.by_color(them);
    for from in pos.by_color(us) {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let role = piece.role;
        let mut dests = attacks::attacks(role, facing, from, occ) & targets;
        if dests.is_empty() {
            continue;
        }
        if role == Role::King {
            let occ_no_king = occ.without(ksq);
            for to in dests {
                if !pos.is_attacked(to, them, occ_no_king) {
                    list.push(Move::Normal {
                        from,
                        to,
                        promote: false,
                    });
                }
            }
            continue;
        }
        if pinned.contains(from) {
            dests &= line(ksq, from);
        }
        for to in dests {
            let can_promote = role.can_promote() && (facing.in_zone(from) || facing.in_zone(to));
            if can_promote {
                list.push(Move::Normal {
                    from,
                    to,
                    promote: true,
                });
            }
            let keep_unpromoted = !can_promote
                || matches!(role, Role::Lance | Role::Knight | Role::Silver)
                    && facing.distance_to_last_line(to) > role.dead_lines();
            if keep_unpromoted {
                list.push(Move::Normal {
                    from,
                    to,
                    promote: false,
                });
            }
        }
    }
    list
}

/// Whether a move takes a piece.
pub fn is_capture(pos: &Position, m: Move) -> bool {
    match m {
        Move::Normal { to, .. } => pos.piece_at(to).is_some(),
        Move::Drop { .. } => false,
    }
}

/// Static exchange evaluation: the material the side to move wins (negative: loses) by the capture
/// sequence on the destination of `m`, both sides capturing with their least valuable piece and
/// stopping when they like. Promotions during the exchange are ignored; the king only captures last.
pub fn see(pos: &Position, m: Move) -> i32 {
    let (from, to) = match m {
        Move::Normal { from, to, .. } => (Some(from), to),
        Move::Drop { to, .. } => (None, to),
    };
    let us = pos.turn();
    let first_gain = pos.piece_at(to).map_or(0, |p| capture_gain(p.role));
    let mover_role = match m {
        Move::Normal { from, promote, .. } => {
            let r = pos.piece_at(from).map_or(Role::Pawn, |p| p.role);
            if promote {
                r.promote().unwrap_or(r)
            } else {
                r
            }
        }
        Move::Drop { role, .. } => role,
    };
    let mut occ = pos.occupied();
    if let Some(f) = from {
        occ = occ.without(f);
    }
    let mut gains = [0i32; 40];
    let mut n = 1;
    gains[0] = first_gain;
    let mut on_square = mover_role;
    let mut side = us.opponent();
    loop {
        let attackers = pos.attackers(to, side, occ) & occ;
        let Some((sq, role)) = least_valuable(pos, attackers) else {
            break;
        };
        if role == Role::King && (pos.attackers(to, side.opponent(), occ.without(sq)) & occ).any() {
            break;
        }
        gains[n] = capture_gain(on_square) - gains[n - 1];
        n += 1;
        occ = occ.without(sq);
        on_square = role;
        side = side.opponent();
        if n == gains.len() {
            break;
        }
    }
    while n > 1 {
        n -= 1;
        gains[n - 1] = -(-gains[n - 1]).max(gains[n]);
    }
    gains[0]
}

fn least_valuable(pos: &Position, attackers: Bitboard) -> Option<(Square, Role)> {
    let mut best: Option<(Square, Role)> = None;
    let mut best_value = i32::MAX;
    for sq in attackers {
        let Some(p) = pos.piece_at(sq) else { continue };
        let v = if p.role == Role::King {
            i32::MAX - 1
        } else {
            board_value(p.role)
        };
        if v < best_value {
            best_value = v;
            best = Some((sq, p.role));
        }
    }
    best
}

/// Packs a move in 16 bits: destination, origin (or 81 + the dropped role), promotion flag. 0 is no move.
pub fn encode(m: Move) -> u16 {
    match m {
        Move::Normal { from, to, promote } => {
            1 + to.index() as u16 + ((from.index() as u16) << 7) + ((promote as u16) << 14)
        }
        Move::Drop { role, to } => 1 + to.index() as u16 + ((81 + role.index() as u16) << 7),
    }
}

/// Unpacks [`encode`]; `None` for 0 or garbage.
pub fn decode(code: u16) -> Option<Move> {
    if code == 0 {
        return None;
    }
    let c = code - 1;
    let to = Square::from_index((c & 0x7f) as u8)?;
    let from = ((c >> 7) & 0x7f) as usize;
    let promote = c >> 14 & 1 == 1;
    if from < 81 {
        Some(Move::Normal {
            from: Square::from_index(from as u8)?,
            to,
            promote,
        })
    } else {
        let role = Role::from_index(from - 81)?;
        Some(Move::Drop { role, to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        Move::parse_usi(s).unwrap()
    }

    #[test]
    fn encoding_round_trips() {
        for s in ["7g7f", "8h2b+", "P*5e", "R*1a", "1a9i"] {
            assert_eq!(decode(encode(mv(s))), Some(mv(s)));
        }
        assert_eq!(decode(0), None);
    }

    #[test]
    fn captures_are_exactly_the_legal_captures_up_to_unpromoted_forms() {
        let sfens = [
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "lnsgk1snl/1r4gb1/p1pppp1pp/6p2/1p7/2P4P1/PP1PPPP1P/1BG4R1/LN1GKSSNL b - 1",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
            "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
            "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
            "8k/9/9/9/4r4/9/9/4B4/4K4 b - 1",
            "4k4/9/9/9/4r4/9/4R4/9/4K4 b - 1",
        ];
        let mut positions: Vec<Position> = sfens
            .iter()
            .map(|s| Position::from_sfen(s).unwrap())
            .collect();
        // And positions of random games, which are full of captures and promotions.
        let mut rng = crate::engine::rng::Rng::new(5);
        for _ in 0..20 {
            let mut p = Position::startpos();
            for _ in 0..150 {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p = p.after_unchecked(moves[rng.below(moves.len() as u64) as usize]);
                positions.push(p.clone());
            }
        }
        for pos in positions {
            let sfen = pos.to_sfen();
            if pos.is_check() {
                continue;
            }
            let legal = pos.legal_moves();
            let caps = captures(&pos);
            for m in caps.as_slice() {
                assert!(legal.contains(m), "{sfen}: {m} is not legal");
                assert!(is_capture(&pos, *m));
            }
            for m in legal.iter().filter(|m| is_capture(&pos, **m)) {
                let promoted = match *m {
                    Move::Normal { from, to, .. } => Move::Normal {
                        from,
                        to,
                        promote: true,
                    },
                    d => d,
                };
                assert!(
                    caps.as_slice().contains(m) || caps.as_slice().contains(&promoted),
                    "{sfen}: {m} is missing"
                );
            }
        }
    }

    #[test]
    fn see_counts_defended_and_undefended_pieces() {
        // The rook on 5e is defended by nothing: the bishop takes it for free.
        let pos = Position::from_sfen("4k4/9/9/9/4r4/9/6B2/9/4K4 b - 1").unwrap();
        assert!(see(&pos, mv("3g5e")) > 0);
        // A pawn defended by a gold: taking it with the rook loses the rook for a pawn.
        let pos = Position::from_sfen("4k4/9/4g4/4p4/9/9/9/4R4/4K4 b - 1").unwrap();
        assert!(see(&pos, mv("5h5d")) < 0);
    }
}
