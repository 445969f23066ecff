//! Human notations and game records.
//!
//! Moves: [`parse_move`] reads USI, Japanese (JSA/KI2), KIF move text, Western (Hodges) and CSA, in two
//! steps ([`MoveText::parse`] for the syntax, [`MoveText::resolve`] against a position) so that every
//! failure is specific. The writers in [`mod@write`] produce JSA, KIF, Western and CSA text; USI is the
//! engine's own ([`Move::to_usi`](crate::rules::Move::to_usi)).
//!
//! Four-player moves: [`four::parse`] and [`four::write`] (USI-like, Western and Japanese with a
//! seat marker); four-player records: [`yonin`] (`convert --to yonin`, `export yonin`).
//!
//! Suggestions while typing (`/move` autocomplete): [`suggest::moves`], one function over
//! either variant ([`suggest::Suggest`]).
//!
//! Records: [`Record`] (start position, moves, players, date, comments and how the game ended) is
//! written and read as KIF (UTF-8 `.kifu` or Shift-JIS `.kif`), KI2, CSA (V2.2 and V3.0) and a USI
//! `position` line; [`ExportFormat`] names the formats `export` and `convert --to` write.

pub mod csa;
mod export;
pub mod four;
pub mod kif;
pub mod names;
pub mod parse;
pub mod problem;
pub mod record;
pub mod suggest;
mod usi;
pub mod write;
pub mod yonin;

pub use export::ExportFormat;
pub use parse::{
    parse_move, Destination, MoveError, MoveText, Movement, Notation, Relative, SyntaxError,
};
pub use problem::SolutionCheck;
pub use record::{
    decode, decode_with_encoding, detect, Comment, CsaVersion, DateTime, Format, Record,
    RecordError, Termination, TextEncoding,
};

#[cfg(test)]
mod tests_moves;
#[cfg(test)]
mod tests_records;
