//! The rules engine: pure and synchronous, no I/O.
//!
//! Two-player shogi lives in [`Position`] (a legal position) and [`Game`] (a position with its history
//! and the end of the game); both variants share the primitives: [`Square`], [`Bitboard`],
//! [`attacks`] by facing direction. SFEN and USI moves are the engine's own formats.

pub mod attacks;
pub mod bitboard;
pub mod game;
pub mod handicap;
mod movelist;
pub mod position;
pub mod sfen;
mod side;
pub mod types;
mod variant;
pub mod yonin;
mod zobrist;

pub use bitboard::Bitboard;
pub use game::{EndReason, Game, GameRules, ImpasseRule, Outcome, PlayError};
pub use position::{IllegalMove, MoveList, ParsePositionError, Position, PositionError, Undo};
pub use sfen::{Setup, SfenError};
pub use side::{BySide, Side};
pub use types::{Color, Hand, Move, MoveSyntaxError, Piece, Role, Seat, Square};
pub use variant::Variant;
