//! The four-player board: a piece code per square, bitboards by controller, by direction and by
//! kind of movement, the four hands, and an incrementally updated Zobrist key.

use crate::rules::attacks;
use crate::rules::{Bitboard, Hand, Role, Seat, Square};

/// Internal piece kinds (the index into the per-kind tables).
pub(crate) const PAWN: u8 = 0;
pub(crate) const SILVER: u8 = 1;
pub(crate) const GOLD: u8 = 2;
pub(crate) const ROOK: u8 = 3;
pub(crate) const KING: u8 = 4;
pub(crate) const TOKIN: u8 = 5;
pub(crate) const PSILVER: u8 = 6;
pub(crate) const DRAGON: u8 = 7;
/// An overturned king (詰まされた玉): an obstacle nobody moves or captures.
pub(crate) const DEAD: u8 = 8;

/// Movement classes kept as bitboards. A dragon is in both `C_ROOK` and `C_DRAGON`.
pub(crate) const C_PAWN: usize = 0;
pub(crate) const C_SILVER: usize = 1;
pub(crate) const C_GOLD: usize = 2;
pub(crate) const C_ROOK: usize = 3;
pub(crate) const C_DRAGON: usize = 4;
pub(crate) const C_KING: usize = 5;
pub(crate) const C_DEAD: usize = 6;

const CLASSES: [u8; 9] = [
    1 << C_PAWN,
    1 << C_SILVER,
    1 << C_GOLD,
    1 << C_ROOK,
    1 << C_KING,
    1 << C_GOLD,
    1 << C_GOLD,
    (1 << C_ROOK) | (1 << C_DRAGON),
    1 << C_DEAD,
];

/// A piece code: `kind + 1` in the low four bits, the controller in bits 4–5, the direction in 6–7.
/// Zero is an empty square.
#[inline]
pub(crate) const fn code(kind: u8, controller: Seat, direction: Seat) -> u8 {
    (kind + 1) | (controller as u8) << 4 | (direction as u8) << 6
}

#[inline]
pub(crate) const fn kind_of(code: u8) -> u8 {
    (code & 15) - 1
}

#[inline]
pub(crate) const fn ctrl_of(code: u8) -> Seat {
    Seat::ALL[((code >> 4) & 3) as usize]
}

#[inline]
pub(crate) const fn dir_of(code: u8) -> Seat {
    Seat::ALL[(code >> 6) as usize]
}

pub(crate) const fn kind_role(kind: u8) -> Role {
    match kind {
        PAWN => Role::Pawn,
        SILVER => Role::Silver,
        GOLD => Role::Gold,
        ROOK => Role::Rook,
        TOKIN => Role::Tokin,
        PSILVER => Role::PromotedSilver,
        DRAGON => Role::Dragon,
        _ => Role::King,
    }
}

pub(crate) const fn role_kind(role: Role) -> Option<u8> {
    Some(match role {
        Role::Pawn => PAWN,
        Role::Silver => SILVER,
        Role::Gold => GOLD,
        Role::Rook => ROOK,
        Role::King => KING,
        Role::Tokin => TOKIN,
        Role::PromotedSilver => PSILVER,
        Role::Dragon => DRAGON,
        _ => return None,
    })
}

pub(crate) const fn promoted_kind(kind: u8) -> Option<u8> {
    match kind {
        PAWN => Some(TOKIN),
        SILVER => Some(PSILVER),
        ROOK => Some(DRAGON),
        _ => None,
    }
}

/// The roles that can be held in hand in four-player shogi, in the order of the text format.
pub(crate) const HAND_ROLES: [Role; 4] = [Role::Rook, Role::Gold, Role::Silver, Role::Pawn];

const fn rank_line(d: Seat, dist: u8) -> u128 {
    // Squares whose distance to the last line of `d` is at most `dist`.
    let mut b = 0u128;
    let mut i = 0;
    while i < 81 {
        let sq = Square::from_index_unchecked(i as u8);
        if d.distance_to_last_line(sq) <= dist {
            b |= 1u128 << i;
        }
        i += 1;
    }
    b
}

/// Promotion zone of each direction (its three farthest lines).
pub(crate) const ZONE: [Bitboard; 4] = [
    Bitboard(rank_line(Seat::South, 3)),
    Bitboard(rank_line(Seat::West, 3)),
    Bitboard(rank_line(Seat::North, 3)),
    Bitboard(rank_line(Seat::East, 3)),
];

/// Last line of each direction.
pub(crate) const LAST: [Bitboard; 4] = [
    Bitboard(rank_line(Seat::South, 1)),
    Bitboard(rank_line(Seat::West, 1)),
    Bitboard(rank_line(Seat::North, 1)),
    Bitboard(rank_line(Seat::East, 1)),
];

/// The pawn line (file for South/North, rank for West/East) through a square, for a direction.
#[inline]
pub(crate) fn pawn_line(d: Seat, sq: Square) -> Bitboard {
    match d {
        Seat::South | Seat::North => Bitboard::file(sq.file()),
        Seat::West | Seat::East => Bitboard::rank(sq.rank()),
    }
}

use crate::rules::zobrist::splitmix;

const fn zobrist_pieces() -> [[u64; 144]; 81] {
    let mut t = [[0u64; 144]; 81];
    let mut state = 0x5e0b_1a4d_0000_0001u64;
    let mut s = 0;
    while s < 81 {
        let mut p = 0;
        while p < 144 {
            let (ns, v) = splitmix(state);
            state = ns;
            t[s][p] = v;
            p += 1;
        }
        s += 1;
    }
    t
}

const fn zobrist_hands() -> [[[u64; 16]; 4]; 4] {
    let mut t = [[[0u64; 16]; 4]; 4];
    let mut state = 0x4a4e_2d17_0000_0002u64;
    let mut s = 0;
    while s < 4 {
        let mut k = 0;
        while k < 4 {
            let mut n = 0;
            while n < 16 {
                let (ns, v) = splitmix(state);
                state = ns;
                t[s][k][n] = v;
                n += 1;
            }
            k += 1;
        }
        s += 1;
    }
    t
}

static Z_PIECE: [[u64; 144]; 81] = zobrist_pieces();
static Z_HAND: [[[u64; 16]; 4]; 4] = zobrist_hands();
pub(crate) const Z_TO_MOVE: [u64; 5] = [
    0x2f1e_8c3b_9d4a_7e61,
    0x71c4_0b9e_5a3d_2f18,
    0x0d9b_6e2c_4f81_a537,
    0xb35a_9c07_e2d1_846f,
    0x6ac2_1f5e_0b79_d34c,
];

#[inline]
fn zidx(code: u8) -> usize {
    kind_of(code) as usize * 16 + ((code >> 4) & 15) as usize
}

#[inline]
fn hand_slot(role: Role) -> usize {
    match role {
        Role::Pawn => 0,
        Role::Silver => 1,
        Role::Gold => 2,
        _ => 3,
    }
}

/// The board of a four-player game and the four hands.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Board {
    pub sq: [u8; 81],
    pub occ: Bitboard,
    /// Live pieces (overturned kings excluded) by controller.
    pub ctrl: [Bitboard; 4],
    /// Live pieces by direction.
    pub dir: [Bitboard; 4],
    /// Pieces by movement class (`C_*`).
    pub cls: [Bitboard; 7],
    pub hands: [Hand; 4],
    /// Where each seat's king is (live or overturned).
    pub king: [Square; 4],
    /// Zobrist key of the squares and the hands (not of the player to move).
    pub hash: u64,
}

impl Board {
    pub fn empty() -> Board {
        Board {
            sq: [0; 81],
            occ: Bitboard::EMPTY,
            ctrl: [Bitboard::EMPTY; 4],
            dir: [Bitboard::EMPTY; 4],
            cls: [Bitboard::EMPTY; 7],
            hands: [Hand::empty(); 4],
            king: [Square::from_index_unchecked(0); 4],
            hash: 0,
        }
    }

    #[inline]
    pub fn put(&mut self, s: Square, c: u8) {
        debug_assert!(self.sq[s.index()] == 0 && c != 0);
        self.sq[s.index()] = c;
        let bit = Bitboard::from_square(s);
        self.occ |= bit;
        let kind = kind_of(c);
        if kind != DEAD {
            self.ctrl[ctrl_of(c).index()] |= bit;
            self.dir[dir_of(c).index()] |= bit;
        }
        let mut m = CLASSES[kind as usize];
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            self.cls[i] |= bit;
            m &= m - 1;
        }
        if kind == KING || kind == DEAD {
            self.king[ctrl_of(c).index()] = s;
        }
        self.hash ^= Z_PIECE[s.index()][zidx(c)];
    }

    #[inline]
    pub fn remove(&mut self, s: Square) -> u8 {
        let c = self.sq[s.index()];
        debug_assert!(c != 0);
        self.sq[s.index()] = 0;
        let bit = !Bitboard::from_square(s);
        self.occ &= bit;
        let kind = kind_of(c);
        if kind != DEAD {
            self.ctrl[ctrl_of(c).index()] &= bit;
            self.dir[dir_of(c).index()] &= bit;
        }
        let mut m = CLASSES[kind as usize];
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            self.cls[i] &= bit;
            m &= m - 1;
        }
        self.hash ^= Z_PIECE[s.index()][zidx(c)];
        c
    }

    pub fn hand_add(&mut self, seat: Seat, role: Role) {
        let role = role.unpromote();
        let n = self.hands[seat.index()].count(role) as usize;
        self.hash ^= Z_HAND[seat.index()][hand_slot(role)][n & 15];
        self.hands[seat.index()].add(role);
        self.hash ^= Z_HAND[seat.index()][hand_slot(role)][(n + 1) & 15];
    }

    pub fn hand_take(&mut self, seat: Seat, role: Role) -> bool {
        let n = self.hands[seat.index()].count(role) as usize;
        if n == 0 {
            return false;
        }
        self.hash ^= Z_HAND[seat.index()][hand_slot(role)][n & 15];
        self.hands[seat.index()].take(role);
        self.hash ^= Z_HAND[seat.index()][hand_slot(role)][(n - 1) & 15];
        true
    }

    /// The squares the piece `c` on `s` attacks, given the occupied squares.
    #[inline(always)]
    pub fn piece_attacks(c: u8, s: Square, occ: Bitboard) -> Bitboard {
        let d = dir_of(c);
        match kind_of(c) {
            PAWN => attacks::pawn_attacks(d, s),
            SILVER => attacks::silver_attacks(d, s),
            GOLD | TOKIN | PSILVER => attacks::gold_attacks(d, s),
            ROOK => attacks::rook_attacks(s, occ),
            DRAGON => attacks::rook_attacks(s, occ) | attacks::king_attacks(s),
            KING => attacks::king_attacks(s),
            _ => Bitboard::EMPTY,
        }
    }

    /// Every live piece that could move onto `s` by its movement pattern, with `occ` as the
    /// occupied squares (for sliders).
    #[inline]
    pub fn attackers_to(&self, s: Square, occ: Bitboard) -> Bitboard {
        let near = attacks::king_attacks(s) & self.occ;
        let mut a = Bitboard::EMPTY;
        if near.any() {
            a = (self.cls[C_KING] | self.cls[C_DRAGON]) & near;
            let pawns = self.cls[C_PAWN] & near;
            let silvers = self.cls[C_SILVER] & near;
            let golds = self.cls[C_GOLD] & near;
            for d in Seat::ALL {
                let dd = self.dir[d.index()] & near;
                if dd.is_empty() {
                    continue;
                }
                let o = d.opposite();
                a |= dd
                    & ((pawns & attacks::pawn_attacks(o, s))
                        | (silvers & attacks::silver_attacks(o, s))
                        | (golds & attacks::gold_attacks(o, s)));
            }
        }
        for r in self.cls[C_ROOK] & attacks::rook_pseudo(s) {
            if (attacks::between(s, r) & occ).is_empty() {
                a.set(r);
            }
        }
        a
    }

    /// Whether some piece of `enemies` (live pieces) could move onto `s`, with `occ` occupied.
    /// Step movers only reach neighbours and sliders only the rook lines, so most calls end on
    /// two cheap tests.
    #[inline]
    pub fn attacked_by(&self, s: Square, occ: Bitboard, enemies: Bitboard) -> bool {
        let near = attacks::king_attacks(s) & enemies;
        if near.any() {
            let steps = (self.cls[C_KING] | self.cls[C_DRAGON]) & near;
            if steps.any() {
                return true;
            }
            let pawns = self.cls[C_PAWN] & near;
            let silvers = self.cls[C_SILVER] & near;
            let golds = self.cls[C_GOLD] & near;
            for d in Seat::ALL {
                let o = d.opposite();
                let dd = self.dir[d.index()];
                if (dd
                    & ((pawns & attacks::pawn_attacks(o, s))
                        | (silvers & attacks::silver_attacks(o, s))
                        | (golds & attacks::gold_attacks(o, s))))
                .any()
                {
                    return true;
                }
            }
        }
        for r in self.cls[C_ROOK] & enemies & attacks::rook_pseudo(s) {
            if (attacks::between(s, r) & occ).is_empty() {
                return true;
            }
        }
        false
    }

    /// Whether a live king of `seat` stands attacked by a piece some other seat controls.
    #[inline]
    pub fn king_attacked(&self, seat: Seat) -> bool {
        let k = self.king[seat.index()];
        self.attacked_by(k, self.occ, self.live_pieces() & !self.ctrl[seat.index()])
    }

    #[inline]
    pub fn live_pieces(&self) -> Bitboard {
        self.occ & !self.cls[C_DEAD]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse_usi(s).unwrap()
    }

    #[test]
    fn zones_and_last_lines_follow_each_direction() {
        assert!(ZONE[Seat::South.index()].contains(sq("5c")));
        assert!(!ZONE[Seat::South.index()].contains(sq("5d")));
        assert!(ZONE[Seat::North.index()].contains(sq("5g")));
        assert!(ZONE[Seat::West.index()].contains(sq("3e")));
        assert!(!ZONE[Seat::West.index()].contains(sq("4e")));
        assert!(ZONE[Seat::East.index()].contains(sq("7e")));
        assert_eq!(LAST[Seat::West.index()], Bitboard::file(1));
        assert_eq!(LAST[Seat::East.index()], Bitboard::file(9));
        assert_eq!(LAST[Seat::South.index()], Bitboard::rank(1));
        assert_eq!(LAST[Seat::North.index()], Bitboard::rank(9));
    }

    #[test]
    fn piece_codes_round_trip() {
        for kind in 0..=DEAD {
            for c in Seat::ALL {
                for d in Seat::ALL {
                    let x = code(kind, c, d);
                    assert_ne!(x, 0);
                    assert_eq!((kind_of(x), ctrl_of(x), dir_of(x)), (kind, c, d));
                }
            }
        }
    }

    #[test]
    fn hash_is_the_same_whatever_the_order_of_updates() {
        let mut a = Board::empty();
        let mut b = Board::empty();
        a.put(sq("5e"), code(PAWN, Seat::South, Seat::North));
        a.put(sq("4e"), code(ROOK, Seat::West, Seat::West));
        a.hand_add(Seat::East, Role::Gold);
        b.hand_add(Seat::East, Role::Gold);
        b.put(sq("4e"), code(ROOK, Seat::West, Seat::West));
        b.put(sq("5e"), code(PAWN, Seat::South, Seat::North));
        assert!(a == b);
        // Controller and direction both matter.
        let mut c = Board::empty();
        c.put(sq("5e"), code(PAWN, Seat::North, Seat::South));
        c.put(sq("4e"), code(ROOK, Seat::West, Seat::West));
        c.hand_add(Seat::East, Role::Gold);
        assert_ne!(a.hash, c.hash);
        a.remove(sq("5e"));
        b.remove(sq("5e"));
        a.hand_take(Seat::East, Role::Gold);
        b.hand_take(Seat::East, Role::Gold);
        let mut d = Board::empty();
        d.put(sq("4e"), code(ROOK, Seat::West, Seat::West));
        assert_eq!(a.hash, d.hash);
        assert!(a == b);
    }

    #[test]
    fn attacks_are_seen_from_the_attacked_square() {
        let mut b = Board::empty();
        // A West-facing pawn on 6e attacks 5e; a North-facing silver on 4d attacks 5e diagonally.
        b.put(sq("6e"), code(PAWN, Seat::North, Seat::West));
        b.put(sq("4d"), code(SILVER, Seat::East, Seat::North));
        b.put(sq("5a"), code(ROOK, Seat::South, Seat::South));
        b.put(sq("5c"), code(DEAD, Seat::West, Seat::West));
        let a = b.attackers_to(sq("5e"), b.occ);
        assert_eq!(
            a,
            Bitboard::from_square(sq("6e")) | Bitboard::from_square(sq("4d"))
        );
        // The overturned king on 5c blocks the rook.
        assert!(!b.attacked_by(sq("5e"), b.occ, b.ctrl[Seat::South.index()]));
        assert!(b.attacked_by(sq("5e"), b.occ, b.ctrl[Seat::North.index()]));
        assert!(b.attacked_by(sq("5b"), b.occ, b.ctrl[Seat::South.index()]));
        for s in Square::ALL {
            for mask in [b.live_pieces(), b.ctrl[0], b.ctrl[1], b.ctrl[2], b.ctrl[3]] {
                assert_eq!(
                    b.attacked_by(s, b.occ, mask),
                    (b.attackers_to(s, b.occ) & mask).any(),
                    "{s:?}"
                );
            }
        }
    }
}
