//! The settings of a four-player game: who is credited with an elimination, who moves after
//! one, when the game ends.

use super::movegen::Rules;
use crate::rules::Seat;

/// Who is credited with an elimination (§7, §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Credit {
    /// The player whose action last put the eliminated player in check (王手をかけた人).
    #[default]
    Checker,
    /// Always the most recent other player still in the game who made an action.
    LastMover,
}

/// Where the turn order continues after an elimination (§6, §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ContinueFrom {
    /// Counted from the eliminated seat.
    #[default]
    Eliminated,
    /// Counted from the player whose action led to the elimination.
    Mover,
}

/// When the game ends (§8, §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum End {
    /// At the second elimination.
    #[default]
    SecondElimination,
    /// When one player is left.
    LastSurvivor,
}

/// The options of a four-player game (§10), with the rules page's defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Who moves first from the start position (a table rotates it from game to game).
    pub first_mover: Seat,
    pub credit: Credit,
    pub continue_from: ContinueFrom,
    pub end: End,
    /// The pair variant (ペア将棋): opposite seats are partners (§9).
    pub teams: bool,
    /// In the pair variant, whether a partner's pieces may be captured.
    pub partner_capture: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            first_mover: Seat::South,
            credit: Credit::Checker,
            continue_from: ContinueFrom::Eliminated,
            end: End::SecondElimination,
            teams: false,
            partner_capture: true,
        }
    }
}

impl Settings {
    pub(crate) fn rules(&self) -> Rules {
        Rules {
            teams: self.teams,
            partner_capture: self.partner_capture,
        }
    }

    /// How many eliminations end the game.
    pub(super) fn eliminations_to_end(&self) -> usize {
        if self.teams {
            1
        } else {
            match self.end {
                End::SecondElimination => 2,
                End::LastSurvivor => 3,
            }
        }
    }
}
