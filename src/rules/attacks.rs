//! Attack tables, built at compile time: steps of every short-range mover in each of the four
//! directions, and rays for the sliders (first blocker found with a bit scan along the ray).

use super::bitboard::Bitboard;
use super::types::{Role, Seat, Square};

/// The eight ray directions as (Δfile, Δrank). The first four run toward higher square indices.
const RAYS: [(i8, i8); 8] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (1, -1),
    (0, -1),
    (-1, 0),
    (-1, -1),
    (-1, 1),
];

const fn ray_table() -> [[u128; 81]; 8] {
    let mut t = [[0u128; 81]; 8];
    let mut d = 0;
    while d < 8 {
        let mut i = 0;
        while i < 81 {
            let sq = Square::from_index_unchecked(i as u8);
            let mut b = 0u128;
            let mut k = 1;
            while k < 9 {
                match sq.offset(RAYS[d].0 * k, RAYS[d].1 * k) {
                    Some(s) => b |= 1u128 << s.index(),
                    None => break,
                }
                k += 1;
            }
            t[d][i] = b;
            i += 1;
        }
        d += 1;
    }
    t
}

static RAY: [[u128; 81]; 8] = ray_table();

/// Short-range patterns relative to a South-facing piece: (sideways, forward), forward = (0, −1).
const PAWN_STEPS: &[(i8, i8)] = &[(0, -1)];
const KNIGHT_STEPS: &[(i8, i8)] = &[(-1, -2), (1, -2)];
const SILVER_STEPS: &[(i8, i8)] = &[(0, -1), (-1, -1), (1, -1), (-1, 1), (1, 1)];
const GOLD_STEPS: &[(i8, i8)] = &[(0, -1), (-1, -1), (1, -1), (-1, 0), (1, 0), (0, 1)];
const KING_STEPS: &[(i8, i8)] = &[
    (0, -1),
    (-1, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (0, 1),
    (-1, 1),
    (1, 1),
];

/// Index of a short-range pattern in [`STEPS`].
#[derive(Clone, Copy)]
enum Pattern {
    Pawn = 0,
    Knight = 1,
    Silver = 2,
    Gold = 3,
    King = 4,
}

const fn step_table() -> [[[u128; 81]; 5]; 4] {
    let patterns: [&[(i8, i8)]; 5] = [
        PAWN_STEPS,
        KNIGHT_STEPS,
        SILVER_STEPS,
        GOLD_STEPS,
        KING_STEPS,
    ];
    let seats = [Seat::South, Seat::West, Seat::North, Seat::East];
    let mut t = [[[0u128; 81]; 5]; 4];
    let mut d = 0;
    while d < 4 {
        let mut p = 0;
        while p < 5 {
            let mut i = 0;
            while i < 81 {
                let sq = Square::from_index_unchecked(i as u8);
                let mut b = 0u128;
                let mut k = 0;
                while k < patterns[p].len() {
                    let (df, dr) = seats[d].rotate(patterns[p][k].0, patterns[p][k].1);
                    if let Some(s) = sq.offset(df, dr) {
                        b |= 1u128 << s.index();
                    }
                    k += 1;
                }
                t[d][p][i] = b;
                i += 1;
            }
            p += 1;
        }
        d += 1;
    }
    t
}

static STEPS: [[[u128; 81]; 5]; 4] = step_table();

/// Ray index of each direction's forward line.
const fn forward_ray(seat: Seat) -> usize {
    match seat {
        Seat::South => 4,
        Seat::North => 0,
        Seat::West => 5,
        Seat::East => 1,
    }
}

#[inline]
fn slide(ray: usize, sq: Square, occupied: Bitboard) -> Bitboard {
    let full = RAY[ray][sq.index()];
    let blockers = full & occupied.0;
    if blockers == 0 {
        return Bitboard(full);
    }
    let blocker = if ray < 4 {
        blockers.trailing_zeros()
    } else {
        127 - blockers.leading_zeros()
    };
    Bitboard(full ^ RAY[ray][blocker as usize])
}

#[inline]
fn step(seat: Seat, pattern: Pattern, sq: Square) -> Bitboard {
    Bitboard(STEPS[seat.index()][pattern as usize][sq.index()])
}

#[inline]
pub fn pawn_attacks(seat: Seat, sq: Square) -> Bitboard {
    step(seat, Pattern::Pawn, sq)
}

#[inline]
pub fn knight_attacks(seat: Seat, sq: Square) -> Bitboard {
    step(seat, Pattern::Knight, sq)
}

#[inline]
pub fn silver_attacks(seat: Seat, sq: Square) -> Bitboard {
    step(seat, Pattern::Silver, sq)
}

#[inline]
pub fn gold_attacks(seat: Seat, sq: Square) -> Bitboard {
    step(seat, Pattern::Gold, sq)
}

#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    step(Seat::South, Pattern::King, sq)
}

#[inline]
pub fn lance_attacks(seat: Seat, sq: Square, occupied: Bitboard) -> Bitboard {
    slide(forward_ray(seat), sq, occupied)
}

/// The squares a lance facing `seat` could ever reach from `sq` (its whole forward line).
#[inline]
pub fn lance_ray(seat: Seat, sq: Square) -> Bitboard {
    Bitboard(RAY[forward_ray(seat)][sq.index()])
}

#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    slide(0, sq, occupied)
        | slide(1, sq, occupied)
        | slide(4, sq, occupied)
        | slide(5, sq, occupied)
}

#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    slide(2, sq, occupied)
        | slide(3, sq, occupied)
        | slide(6, sq, occupied)
        | slide(7, sq, occupied)
}

/// Rook lines from `sq` on an empty board.
#[inline]
pub fn rook_pseudo(sq: Square) -> Bitboard {
    let i = sq.index();
    Bitboard(RAY[0][i] | RAY[1][i] | RAY[4][i] | RAY[5][i])
}

/// Bishop lines from `sq` on an empty board.
#[inline]
pub fn bishop_pseudo(sq: Square) -> Bitboard {
    let i = sq.index();
    Bitboard(RAY[2][i] | RAY[3][i] | RAY[6][i] | RAY[7][i])
}

/// The squares a piece of `role` facing `seat` on `sq` attacks, given the occupied squares.
#[inline]
pub fn attacks(role: Role, seat: Seat, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(seat, sq),
        Role::Lance => lance_attacks(seat, sq, occupied),
        Role::Knight => knight_attacks(seat, sq),
        Role::Silver => silver_attacks(seat, sq),
        Role::Gold
        | Role::Tokin
        | Role::PromotedLance
        | Role::PromotedKnight
        | Role::PromotedSilver => gold_attacks(seat, sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::King => king_attacks(sq),
        Role::Horse => bishop_attacks(sq, occupied) | king_attacks(sq),
        Role::Dragon => rook_attacks(sq, occupied) | king_attacks(sq),
    }
}

const fn between_table() -> [[u8; 81]; 81] {
    // For each pair of aligned squares, 1 + the ray index from the first to the second; 0 if not aligned.
    let mut t = [[0u8; 81]; 81];
    let mut d = 0;
    while d < 8 {
        let mut i = 0;
        while i < 81 {
            let mut bits = RAY_CONST[d][i];
            while bits != 0 {
                let j = bits.trailing_zeros() as usize;
                t[i][j] = d as u8 + 1;
                bits &= bits - 1;
            }
            i += 1;
        }
        d += 1;
    }
    t
}

const RAY_CONST: [[u128; 81]; 8] = ray_table();
static ALIGNED: [[u8; 81]; 81] = between_table();

/// The squares strictly between `a` and `b` when they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    let d = ALIGNED[a.index()][b.index()];
    if d == 0 {
        return Bitboard::EMPTY;
    }
    let d = d as usize - 1;
    let opposite = (d + 4) % 8;
    Bitboard(RAY[d][a.index()] & RAY[opposite][b.index()])
}

/// The whole line through `a` and `b` (both included, extended to the edges) when they are aligned.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    let d = ALIGNED[a.index()][b.index()];
    if d == 0 {
        return Bitboard::EMPTY;
    }
    let d = d as usize - 1;
    let opposite = (d + 4) % 8;
    Bitboard(RAY[d][a.index()] | RAY[opposite][a.index()]).with(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse_usi(s).unwrap()
    }

    #[test]
    fn short_range_patterns_face_their_direction() {
        assert_eq!(pawn_attacks(Seat::South, sq("7g")).first(), Some(sq("7f")));
        assert_eq!(pawn_attacks(Seat::North, sq("3c")).first(), Some(sq("3d")));
        assert_eq!(pawn_attacks(Seat::West, sq("7e")).first(), Some(sq("6e")));
        assert_eq!(pawn_attacks(Seat::East, sq("3e")).first(), Some(sq("4e")));
        let n: Vec<_> = knight_attacks(Seat::South, sq("8i")).collect();
        assert_eq!(n, vec![sq("7g"), sq("9g")]);
        assert_eq!(gold_attacks(Seat::South, sq("5e")).count(), 6);
        assert!(!gold_attacks(Seat::South, sq("5e")).contains(sq("4f")));
        assert!(!gold_attacks(Seat::North, sq("5e")).contains(sq("4d")));
        assert!(silver_attacks(Seat::West, sq("5e")).contains(sq("6d")));
        assert!(!silver_attacks(Seat::West, sq("5e")).contains(sq("5d")));
        assert!(!gold_attacks(Seat::East, sq("5e")).contains(sq("4d")));
    }

    #[test]
    fn sliders_stop_on_the_first_blocker() {
        let occ = Bitboard::from_square(sq("7c")) | Bitboard::from_square(sq("4g"));
        let r = rook_attacks(sq("7g"), occ);
        assert!(r.contains(sq("7c")) && !r.contains(sq("7b")));
        assert!(r.contains(sq("4g")) && !r.contains(sq("3g")));
        assert!(r.contains(sq("9g")) && r.contains(sq("7i")));
        assert_eq!(lance_attacks(Seat::South, sq("7g"), occ).count(), 4);
        assert_eq!(lance_attacks(Seat::North, sq("7c"), occ).count(), 6);
        let b = bishop_attacks(sq("5e"), Bitboard::EMPTY);
        assert_eq!(b.count(), 16);
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(sq("5a"), sq("5e")).count(), 3);
        assert_eq!(between(sq("1a"), sq("9i")).count(), 7);
        assert!(between(sq("1a"), sq("2c")).is_empty());
        assert_eq!(line(sq("5e"), sq("5a")).count(), 9);
    }
}
