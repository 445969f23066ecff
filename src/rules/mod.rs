//! The rules engine: pure and synchronous, no I/O. Both variants share the primitives here.

pub mod attacks;
pub mod bitboard;
pub mod types;
pub mod yonin;

pub use bitboard::Bitboard;
pub use types::{Color, Hand, Move, MoveSyntaxError, Piece, Role, Seat, Square};
