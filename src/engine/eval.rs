//! The static evaluation of a two-player position: material on the board and in hand, king safety
//! (attackers and defenders around each king, and what the attacker holds in hand), and a few small
//! positional terms. Scores are in centipawns-like units from the side to move's point of view.

use crate::rules::attacks;
use crate::rules::{Bitboard, Color, Position, Role, Square};

/// Value of a piece on the board, by role index.
const BOARD: [i32; 14] = [
    90,   // pawn
    260,  // lance
    300,  // knight
    420,  // silver
    480,  // gold
    620,  // bishop
    720,  // rook
    0,    // king
    500,  // tokin
    480,  // promoted lance
    490,  // promoted knight
    480,  // promoted silver
    860,  // horse
    1000, // dragon
];

/// Value of a piece in hand, by role index (pawn … rook): a little more than on the board, for the
/// freedom of the drop.
const HAND: [i32; 7] = [100, 280, 320, 460, 520, 700, 820];

/// How much a piece in the attacker's hand adds to the danger around a king.
const HAND_DANGER: [i32; 7] = [1, 2, 2, 3, 3, 4, 5];

/// A piece's value on the board.
pub fn board_value(role: Role) -> i32 {
    BOARD[role.index()]
}

/// A role's value in hand (its unpromoted form).
pub fn hand_value(role: Role) -> i32 {
    HAND[role.unpromote().index().min(6)]
}

/// What capturing a piece of `role` swings the material by: the opponent loses it from the board and
/// the capturer gains it in hand.
pub fn capture_gain(role: Role) -> i32 {
    if role == Role::King {
        return 20_000;
    }
    board_value(role) + hand_value(role)
}

/// The evaluation from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let s = evaluate_sente(pos);
    let tempo = 20;
    match pos.turn() {
        Color::Sente => s + tempo,
        Color::Gote => -s + tempo,
    }
}

/// The evaluation from sente's point of view (no tempo).
pub fn evaluate_sente(pos: &Position) -> i32 {
    let mut score = 0;
    for color in Color::ALL {
        let sign = if color == Color::Sente { 1 } else { -1 };
        let mut s = 0;
        let own_king = pos.king(color);
        let their_king = pos.king(color.opponent());
        let own = pos.by_color(color);
        let occ = pos.occupied();
        let mut rook_file = None;
        for sq in own {
            let Some(p) = pos.piece_at(sq) else { continue };
            s += BOARD[p.role.index()];
            s += placement(p.role, color, sq, own_king, their_king);
            s += mobility(p.role, sq, occ, own);
            if matches!(p.role, Role::Rook | Role::Dragon) && rook_file.is_none() {
                rook_file = Some(sq.file() as i32);
            }
        }
        // A king far from its own rook is castled on the quiet side (囲い), out of the rook's fight.
        if let Some(f) = rook_file {
            let d = (own_king.file() as i32 - f).abs();
            s += 10 * d.min(4) - 20;
        }
        for (role, n) in pos.hand(color).iter() {
            let n = n as i32;
            // Pawns beyond a few add less: a full hand of pawns is worth less than its count.
            s += if role == Role::Pawn {
                HAND[0] * n.min(4) + 60 * (n - 4).max(0)
            } else {
                HAND[role.index()] * n
            };
        }
        s -= king_danger(pos, color);
        score += sign * s;
    }
    score
}

/// Chebyshev distance between two squares.
fn distance(a: Square, b: Square) -> i32 {
    (a.file() as i32 - b.file() as i32)
        .abs()
        .max((a.rank() as i32 - b.rank() as i32).abs())
}

/// Small positional terms: advanced pawns, generals close to their own king (defence) or to the enemy
/// king (attack), and knights and lances not stranded.
fn placement(role: Role, color: Color, sq: Square, own_king: Square, their_king: Square) -> i32 {
    // 1 on the far line, 9 on the own back line.
    let dist_last = color.facing().distance_to_last_line(sq) as i32;
    let advance = 9 - dist_last;
    match role {
        // Edge pawns (端歩) gain nothing by advancing early.
        Role::Pawn if sq.file() == 1 || sq.file() == 9 => 0,
        Role::Pawn => 2 * advance,
        Role::Gold | Role::Silver => {
            let d_own = distance(sq, own_king);
            let d_their = distance(sq, their_king);
            let defend = if d_own <= 2 { 25 - 8 * d_own } else { 0 };
            let attack = if d_their <= 2 { 30 - 10 * d_their } else { 0 };
            defend + attack
        }
        Role::Tokin
        | Role::PromotedLance
        | Role::PromotedKnight
        | Role::PromotedSilver
        | Role::Horse
        | Role::Dragon => {
            let d_their = distance(sq, their_king);
            (5 - d_their).max(0) * 12
        }
        // A knight that jumps early (e.g. to its third rank) is soon lost to a pawn: no bonus
        // for advancing, a penalty deep in the enemy camp where it cannot retreat.
        Role::Knight if advance >= 6 => -25,
        Role::Knight => 0,
        // A king that has left its camp without the pieces to hold it is exposed.
        Role::King if advance >= 3 => -40 * (advance - 2),
        _ => 0,
    }
}

/// Squares a long-range piece reaches that its own pieces do not hold: an open bishop diagonal or
/// rook file is worth a little.
fn mobility(role: Role, sq: Square, occ: Bitboard, own: Bitboard) -> i32 {
    let (reach, weight) = match role {
        Role::Rook => (attacks::rook_attacks(sq, occ), 3),
        Role::Dragon => (attacks::rook_attacks(sq, occ), 2),
        Role::Bishop => (attacks::bishop_attacks(sq, occ), 4),
        Role::Horse => (attacks::bishop_attacks(sq, occ), 2),
        _ => return 0,
    };
    weight * (reach & !own).count() as i32
}

/// How much danger `color`'s king is in: enemy attacks on the squares around it (the defence is in
/// [`placement`]), grown quadratically, and the enemy's pieces in hand that could be dropped there.
fn king_danger(pos: &Position, color: Color) -> i32 {
    let ksq = pos.king(color);
    let them = color.opponent();
    let occ = pos.occupied();
    let zone = attacks::king_attacks(ksq);
    let mut attacks_on_zone = 0i32;
    let mut squares = 0i32;
    for sq in zone {
        let a = pos.attackers(sq, them, occ).count() as i32;
        if a > 0 {
            attacks_on_zone += a;
            squares += 1;
        }
    }
    let mut hand = 0;
    for (role, n) in pos.hand(them).iter() {
        hand += HAND_DANGER[role.index()] * (n as i32).min(2);
    }
    // Open squares next to the king are where drops land.
    let open = (zone & !occ).count() as i32;
    let danger = 5 * attacks_on_zone + 7 * squares + hand * (2 + open / 2);
    let danger = danger.min(120);
    danger * danger / 12
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position_is_balanced() {
        let pos = Position::startpos();
        assert_eq!(evaluate_sente(&pos), 0);
    }

    #[test]
    fn an_extra_rook_is_good_for_its_owner() {
        let pos =
            Position::from_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL b r 1")
                .unwrap();
        assert!(evaluate_sente(&pos) < -700);
        let pos =
            Position::from_sfen("lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b R 1")
                .unwrap();
        assert!(evaluate_sente(&pos) > 700);
    }
}
