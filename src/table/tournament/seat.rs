//! A tournament's game at its table: seated by the service when a round starts, linked to the
//! tournament so that its end is reported back ([`crate::table::Event::GameEnded`] carries the
//! [`TournamentLink`]), and its result read the tournament's way ([`result_of`]).

use super::{GameId, GameResult, Seating, TwoOutcome};
use crate::rules::Color;
use crate::table::{AnyGame, GameKind, TableId};
use serde::{Deserialize, Serialize};

/// Which tournament game a table is playing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentLink {
    /// The channel the tournament runs in.
    pub channel: TableId,
    /// The tournament's number in that channel (from 1).
    pub number: u32,
    pub game: GameId,
}

/// What a tournament game's table is told to start (a command the tournament gives the table,
/// `TableCommand::SeatTournamentGame`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOrder {
    pub link: TournamentLink,
    pub seating: Seating,
    /// The tournament's name, or its kind in words, for the opening line.
    pub title: crate::i18n::Msg,
    pub rated: bool,
    pub time_per_move: Option<u64>,
}

/// A finished game's result as the tournament scores it; `None` for a game that is not over.
pub fn result_of(game: &AnyGame) -> Option<GameResult> {
    let g = game.as_dyn();
    if !g.is_over() {
        return None;
    }
    let places: Vec<u8> = match g.places() {
        Some(places) => places.into_iter().map(|(_, p)| p).collect(),
        // An aborted game scores for nobody.
        None if g.kind() == GameKind::Two => {
            return Some(GameResult::Two(TwoOutcome::DoubleForfeit))
        }
        None => return None,
    };
    Some(match (g.kind(), places.as_slice()) {
        (GameKind::Two, [1, 1]) => GameResult::Two(TwoOutcome::Draw),
        (GameKind::Two, [1, _]) => GameResult::Two(TwoOutcome::Win(Color::Sente)),
        (GameKind::Two, _) => GameResult::Two(TwoOutcome::Win(Color::Gote)),
        (GameKind::Four, _) => GameResult::Four(places.as_slice().try_into().ok()?),
    })
}
