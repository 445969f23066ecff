//! A round (回戦) of a tournament: its games, its byes, and their results as the tables report
//! them. Entrants are named by their index in [`super::Tournament::entrants`] (the order they
//! joined), never by user id, so that a round stays readable if a name changes.

use crate::rules::Color;
use serde::{Deserialize, Serialize};

use super::standings::Points;
use crate::table::Timestamp;

/// One game of a tournament: its round (from 1) and its board in that round (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct GameId {
    pub round: u32,
    pub board: u32,
}

/// How a two-player game of a tournament ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TwoOutcome {
    /// Played to a win: mate, resignation, time, as the table decided it.
    Win(Color),
    /// Played to a draw: repetition (千日手), impasse (持将棋).
    Draw,
    /// Not played: the other side left the tournament (or never came); this side scores a win.
    Forfeit(Color),
    /// Not played, and neither side scores.
    DoubleForfeit,
}

impl TwoOutcome {
    /// The points of the side playing `color`.
    pub fn points(self, color: Color) -> Points {
        match self {
            TwoOutcome::Win(c) | TwoOutcome::Forfeit(c) if c == color => Points::WIN,
            TwoOutcome::Draw => Points::DRAW,
            _ => Points::ZERO,
        }
    }

    /// Whether the game was played over the board (a forfeit was not: it gives no colour and
    /// does not count as a game played).
    pub fn played(self) -> bool {
        matches!(self, TwoOutcome::Win(_) | TwoOutcome::Draw)
    }
}

/// One game of a round: two players, or a four-player table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    Two {
        sente: usize,
        gote: usize,
        result: Option<TwoOutcome>,
    },
    /// 四人将棋: the entrants by seat (S, W, N, E); `None` is a seat the computer plays.
    Four {
        seats: [Option<usize>; 4],
        /// Places by seat (1–4, shared places possible), as the table reports them.
        places: Option<[u8; 4]>,
    },
}

impl Game {
    /// Whether the game has its result.
    pub fn finished(&self) -> bool {
        match self {
            Game::Two { result, .. } => result.is_some(),
            Game::Four { places, .. } => places.is_some(),
        }
    }

    /// The entrants at this game.
    pub fn entrants(&self) -> Vec<usize> {
        match self {
            Game::Two { sente, gote, .. } => vec![*sente, *gote],
            Game::Four { seats, .. } => seats.iter().flatten().copied().collect(),
        }
    }

    pub fn has(&self, entrant: usize) -> bool {
        self.entrants().contains(&entrant)
    }
}

/// One round: the games paired for it, and who sat out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// From 1.
    pub number: u32,
    /// Board 1 first (the leaders' game).
    pub games: Vec<Game>,
    /// Entrants left without an opponent. In a Swiss a bye (不戦勝) scores a win; in a round robin
    /// it is the rest against the dummy and scores nothing (every player has one when the count is
    /// odd).
    pub byes: Vec<usize>,
    pub started: Timestamp,
    /// Games still unfinished at this time are scored as their clocks say (by the table).
    pub deadline: Timestamp,
}

impl Round {
    pub fn finished(&self) -> bool {
        self.games.iter().all(Game::finished)
    }

    pub fn game(&self, board: u32) -> Option<&Game> {
        self.games.get(board.checked_sub(1)? as usize)
    }

    /// The id of each game, board 1 first.
    pub fn ids(&self) -> impl Iterator<Item = GameId> + '_ {
        (1..=self.games.len() as u32).map(|board| GameId {
            round: self.number,
            board,
        })
    }
}
