//! The position: board, hands, the seat to move, eliminations and the places they give.

use std::hash::{Hash, Hasher};

use super::movegen;

use super::board::*;
use crate::rules::{Hand, Role, Seat, Square};

/// One elimination (詰み): who, credited to whom, and the number of actions made when it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Elimination {
    pub seat: Seat,
    pub by: Seat,
    pub ply: u32,
}

/// Why the game ended; stored by its [`EndReason::name`] (`two-eliminations`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The second elimination (default end).
    TwoEliminations,
    /// Only one player is left (setting `end: last survivor`).
    LastSurvivor,
    /// A position occurred for the fourth time (千日手).
    Repetition,
    /// Pair variant: a team lost a player.
    Team,
}

impl EndReason {
    pub fn name(self) -> &'static str {
        match self {
            EndReason::TwoEliminations => "two-eliminations",
            EndReason::LastSurvivor => "last-survivor",
            EndReason::Repetition => "repetition",
            EndReason::Team => "team",
        }
    }
}

/// The end of a game: the reason and the place of every seat (1–4, shared places possible),
/// indexed by [`Seat::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standings {
    pub reason: EndReason,
    pub places: [u8; 4],
}

/// Everything the position text holds: the board and hands, the player to move (`None` when the
/// game is over), and what crediting and ranking need.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) to_move: Option<Seat>,
    /// Live seats whose king is attacked (bit per seat index).
    pub(crate) checked: u8,
    /// For each live seat, the player whose action last put it in check.
    pub(crate) checker: [Option<Seat>; 4],
    /// The seats that made an action, most recent first (live seats only).
    pub(crate) recent: [Option<Seat>; 4],
    /// Actions made since the start of the game.
    pub(crate) actions: u32,
    pub(crate) elims: [Option<Elimination>; 3],
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_text())
    }
}

#[inline]
pub(super) fn bit(s: Seat) -> u8 {
    1 << s.index()
}

impl Position {
    /// The start position (§2) with `first` to move.
    pub fn start(first: Seat) -> Position {
        let mut b = Board::empty();
        let setup: [(u8, &[&str]); 5] = [
            (KING, &["5i"]),
            (GOLD, &["4i", "6i"]),
            (SILVER, &["3i", "7i"]),
            (ROOK, &["5h"]),
            (PAWN, &["4h", "6h", "5g"]),
        ];
        for (kind, squares) in setup {
            for s in squares {
                let sq = Square::parse_usi(s).expect("valid square");
                for seat in Seat::ALL {
                    b.put(rotate_from_south(seat, sq), code(kind, seat, seat));
                }
            }
        }
        let mut p = Position {
            board: b,
            to_move: Some(first),
            checked: 0,
            checker: [None; 4],
            recent: [None; 4],
            actions: 0,
            elims: [None; 3],
        };
        p.update_checked();
        p
    }

    pub(crate) fn is_live(&self, s: Seat) -> bool {
        movegen::is_live(&self.board, s)
    }

    pub(crate) fn update_checked(&mut self) {
        let mut m = 0;
        for s in Seat::ALL {
            if self.is_live(s) && self.board.king_attacked(s) {
                m |= bit(s);
            }
        }
        self.checked = m;
    }

    pub(super) fn update_checked_except(&mut self, us: Seat) {
        let mut m = 0;
        for s in Seat::ALL {
            if s != us && self.is_live(s) && self.board.king_attacked(s) {
                m |= bit(s);
            }
        }
        self.checked = m;
    }

    /// The player to move, `None` when the game is over.
    pub fn to_move(&self) -> Option<Seat> {
        self.to_move
    }

    /// Live seats in check, in the order S, W, N, E.
    pub fn in_check(&self) -> Vec<Seat> {
        Seat::ALL
            .into_iter()
            .filter(|&s| self.checked & bit(s) != 0)
            .collect()
    }

    /// The eliminations in order.
    pub fn eliminations(&self) -> Vec<Elimination> {
        self.elims.iter().flatten().copied().collect()
    }

    /// The mates credited to a seat (whom it eliminated, at which ply), in order.
    pub fn mates_credited(&self, seat: Seat) -> Vec<Elimination> {
        self.elims
            .iter()
            .flatten()
            .filter(|e| e.by == seat)
            .copied()
            .collect()
    }

    pub(crate) fn n_elims(&self) -> usize {
        self.elims.iter().flatten().count()
    }

    /// What is on a square: `None` when empty, else the role, controller, direction and whether it
    /// is an overturned king.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let c = self.board.sq[sq.index()];
        if c == 0 {
            return None;
        }
        Some(Piece {
            role: kind_role(kind_of(c)),
            controller: ctrl_of(c),
            direction: dir_of(c),
            overturned: kind_of(c) == DEAD,
        })
    }

    /// The hand of a seat.
    pub fn hand(&self, seat: Seat) -> Hand {
        self.board.hands[seat.index()]
    }

    /// Number of actions made since the start of the game.
    pub fn actions(&self) -> u32 {
        self.actions
    }

    pub(crate) fn key(&self) -> Key {
        Key {
            sq: self.board.sq,
            hands: self.board.hands,
            to_move: self.to_move.map_or(4, |s| s as u8),
            hash: self.board.hash ^ Z_TO_MOVE[self.to_move.map_or(4, |s| s.index())],
        }
    }

    /// Total pieces of a survivor for ranking: board pieces it controls (its king included), its
    /// hand, and the overturned kings of the players it eliminated.
    pub fn total_pieces(&self, seat: Seat) -> u32 {
        let credited = self.elims.iter().flatten().filter(|e| e.by == seat).count() as u32;
        self.board.ctrl[seat.index()].count() + self.board.hands[seat.index()].total() + credited
    }

    /// Places by §8: survivors by eliminations credited, total pieces, later latest credited
    /// elimination; then the eliminated players, the last eliminated first.
    pub(crate) fn rank(&self) -> [u8; 4] {
        let mut places = [0u8; 4];
        let live: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| self.is_live(s)).collect();
        let stat = |s: Seat| {
            let mine = self.elims.iter().flatten().filter(|e| e.by == s);
            let n = mine.clone().count();
            let latest = mine.map(|e| e.ply as i64).max().unwrap_or(-1);
            (n, self.total_pieces(s), latest)
        };
        for &s in &live {
            let better = live.iter().filter(|&&o| stat(o) > stat(s)).count();
            places[s.index()] = 1 + better as u8;
        }
        let elims = self.eliminations();
        for (i, e) in elims.iter().rev().enumerate() {
            places[e.seat.index()] = (live.len() + 1 + i) as u8;
        }
        places
    }
}

/// A square of the South setup turned to another seat's side (the board turned about its centre,
/// 5e): the start position, and the renderer's views, are South's layout turned for each seat.
pub fn rotate_from_south(seat: Seat, sq: Square) -> Square {
    // Offsets from the centre 5e, rotated like the direction vectors.
    let df = sq.file() as i8 - 5;
    let dr = sq.rank() as i8 - 5;
    let (f, r) = match seat {
        Seat::South => (df, dr),
        Seat::North => (-df, -dr),
        // South's back rank (rank 9) becomes West's file 9; South's left (file 9) becomes rank 1.
        Seat::West => (dr, -df),
        Seat::East => (-dr, df),
    };
    Square::new((5 + f) as u8, (5 + r) as u8).expect("rotation stays on the board")
}

/// A piece as seen from outside the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub role: Role,
    /// The seat that plays it.
    pub controller: Seat,
    /// The seat whose forward it uses.
    pub direction: Seat,
    /// An overturned king (of the seat `controller`): an obstacle.
    pub overturned: bool,
}

/// What makes a position the same for repetition (§8).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Key {
    sq: [u8; 81],
    hands: [Hand; 4],
    to_move: u8,
    hash: u64,
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

#[derive(Default)]
pub(crate) struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}
