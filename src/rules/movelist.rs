//! The move list the generator fills without allocating, and the sinks the generator writes to
//! (a list, or a counter for perft and "has a legal move").

use super::bitboard::Bitboard;
use super::types::{Move, Role, Square};
use arrayvec::ArrayVec;
use std::fmt;

/// The maximum number of legal moves in any shogi position is 593.
pub const MAX_MOVES: usize = 600;

/// A fixed-capacity list of moves, filled by the generator without allocating.
#[derive(Clone)]
pub struct MoveList {
    moves: ArrayVec<Move, MAX_MOVES>,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            moves: ArrayVec::new(),
        }
    }

    #[inline]
    fn push(&mut self, m: Move) {
        // 593 is the proven maximum for positions with both kings; the capacity leaves room. Mate
        // problems without the attacker's king are outside that proof: debug builds (the tests)
        // check the claim, and a release build drops the move rather than panic.
        let pushed = self.moves.try_push(m);
        debug_assert!(pushed.is_ok(), "more than {MAX_MOVES} legal moves");
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.moves.iter()
    }

    pub fn contains(&self, m: &Move) -> bool {
        self.moves.contains(m)
    }
}

/// Where the generator puts what it finds: a list of moves, or just their number (perft's bulk count).
pub(super) trait Sink {
    /// Moves of the piece on `from` to each of `dests`, promoting or not.
    fn moves(&mut self, from: Square, dests: Bitboard, promote: bool);
    fn drops(&mut self, role: Role, targets: Bitboard);
    /// Pawn moves one step forward onto each of `dests`, from the square `back` indices behind.
    fn pawn_pushes(&mut self, dests: Bitboard, back: i8, promote: bool);
}

impl Sink for MoveList {
    #[inline]
    fn pawn_pushes(&mut self, dests: Bitboard, back: i8, promote: bool) {
        for to in dests {
            let from = Square::from_index_unchecked((to.index() as i8 + back) as u8);
            self.push(Move::Normal { from, to, promote });
        }
    }

    #[inline]
    fn moves(&mut self, from: Square, dests: Bitboard, promote: bool) {
        for to in dests {
            self.push(Move::Normal { from, to, promote });
        }
    }

    #[inline]
    fn drops(&mut self, role: Role, targets: Bitboard) {
        for to in targets {
            self.push(Move::Drop { role, to });
        }
    }
}

pub(super) struct Counter(pub(super) usize);

impl Sink for Counter {
    #[inline]
    fn pawn_pushes(&mut self, dests: Bitboard, _back: i8, _promote: bool) {
        self.0 += dests.count() as usize;
    }

    #[inline]
    fn moves(&mut self, _from: Square, dests: Bitboard, _promote: bool) {
        self.0 += dests.count() as usize;
    }

    #[inline]
    fn drops(&mut self, _role: Role, targets: Bitboard) {
        self.0 += targets.count() as usize;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
