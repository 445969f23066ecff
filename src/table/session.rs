//! What a table is doing: nothing, a four-player lobby filling up, or one game in play — one
//! thing at a time, by type ([`Session`]) — and the game it remembers once that game is over, for
//! `board`, `export`, `rematch` and `review`.
//!
//! A game that ends leaves [`Session::Playing`] for [`Table::last`](super::Table::last) in one
//! place, [`Table::settle`](super::Table), which also says so with an [`Event::GameEnded`]: the
//! service learns that a game ended from the table, never by comparing snapshots.

use super::four::{FourGame, Lobby};
use super::text::{describe_four_result, four_names, four_status, status_line, two_names};
use super::two::TwoGame;
use super::{describe_result, UserId};
use crate::i18n::Msg;
use serde::{Deserialize, Serialize};

/// What is happening at a table now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Session {
    /// Nothing but, perhaps, challenges waiting (they live beside the session: a person may keep
    /// their own challenge waiting while they play the computer).
    #[default]
    Idle,
    /// A four-player lobby filling up.
    Lobby(Lobby),
    /// A game in play.
    Playing(TableGame),
}

/// A game at a table, of either variant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TableGame {
    /// 将棋: two players.
    Two(Box<TwoGame>),
    /// 四人将棋 (yonin shogi): four players.
    Four(Box<FourGame>),
}

impl TableGame {
    pub fn is_over(&self) -> bool {
        match self {
            TableGame::Two(g) => g.is_over(),
            TableGame::Four(g) => g.is_over(),
        }
    }

    /// Moves (two players) or actions (four players) played so far.
    pub fn ply(&self) -> usize {
        match self {
            TableGame::Two(g) => g.moves().len(),
            TableGame::Four(g) => g.moves().len(),
        }
    }

    /// The players for a sentence (`alice vs bob`, or the four seats).
    pub fn names(&self) -> Vec<Msg> {
        match self {
            TableGame::Two(g) => two_names(g),
            TableGame::Four(g) => four_names(g),
        }
    }

    /// The players' names as they are stored, in turn order.
    pub fn plain_names(&self) -> Vec<String> {
        match self {
            TableGame::Two(g) => vec![g.sente.name.clone(), g.gote.name.clone()],
            TableGame::Four(g) => g.seats.iter().map(|p| p.name.clone()).collect(),
        }
    }

    /// Whether `user` is one of the people playing (a seat the computer plays is nobody's).
    pub fn has_person(&self, user: UserId) -> bool {
        match self {
            TableGame::Two(g) => g.color_of(user).is_some(),
            TableGame::Four(g) => g.seat_of(user).is_some(),
        }
    }

    /// Whether `user` sat down at this game, even if the computer plays their seat now.
    pub fn was_seated(&self, user: UserId) -> bool {
        match self {
            TableGame::Two(g) => g.color_of(user).is_some(),
            TableGame::Four(g) => g.seats.iter().any(|p| p.id == user),
        }
    }

    /// `board`'s sentence: who plays, the move number and who is to move; or the result.
    pub fn status(&self) -> Msg {
        match self {
            TableGame::Two(g) => status_line(g),
            TableGame::Four(g) => four_status(g),
        }
    }

    /// The result in words, once the game is over.
    pub fn result(&self) -> Option<Msg> {
        match self {
            TableGame::Two(g) => g.result.map(|r| describe_result(g, r)),
            TableGame::Four(g) => g.result.as_ref().map(|r| describe_four_result(g, r)),
        }
    }

    /// The person to move, when a person (not the computer) is to move.
    pub fn person_to_move(&self) -> Option<UserId> {
        match self {
            TableGame::Two(g) if g.is_over() => None,
            TableGame::Two(g) => {
                let turn = g.turn();
                let computer = g.computer.is_some_and(|c| c.color == turn);
                (!computer).then(|| g.player(turn).id)
            }
            TableGame::Four(g) if g.is_over() => None,
            TableGame::Four(g) => {
                let seat = g.game().to_move()?;
                g.computers[seat.index()]
                    .is_none()
                    .then(|| g.player(seat).id)
            }
        }
    }
}

/// What a command or the clock did that others must know of besides its replies: the service maps
/// each event to its writes (the archive, statistics, puzzle standings) in the same durable step
/// as the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A game ended: `game` as it ended, archived as this table's game number `archive` (0 for
    /// the first archived game).
    GameEnded {
        game: TableGame,
        archive: u32,
        /// The tournament game it was, if it was one: its result goes to the tournament.
        tournament: Option<super::tournament::TournamentLink>,
    },
    /// A person's puzzle standing after they solved, failed or gave up a puzzle.
    PuzzleStanding {
        user: UserId,
        stats: super::puzzle::PuzzleStats,
    },
}

/// What [`Table::handle`](super::Table::handle) and [`Table::tick`](super::Table::tick) produce:
/// what to say, and what happened.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Handled {
    pub replies: Vec<super::Reply>,
    pub events: Vec<Event>,
}

/// A table as schemas 1 and 2 stored it: both last games side by side and a `current` flag saying
/// which one commands were about. Read once and turned into a [`Table`](super::Table).
#[derive(Deserialize)]
pub struct LegacyTable {
    next_challenge: u32,
    challenges: Vec<super::Challenge>,
    game: Option<TwoGame>,
    lobby: Option<Lobby>,
    four: Option<FourGame>,
    four_games: u32,
    #[serde(default)]
    two_games: u32,
    #[serde(default)]
    archived: Option<u32>,
    current: LegacyCurrent,
    #[serde(default)]
    puzzles: Vec<super::puzzle::PuzzleAttempt>,
}

#[derive(Deserialize)]
enum LegacyCurrent {
    Two,
    Four,
}

impl From<LegacyTable> for super::Table {
    fn from(t: LegacyTable) -> super::Table {
        // Only the game `current` named was ever reachable by a command; the other was dead weight.
        let current = match t.current {
            LegacyCurrent::Two => t.game.map(|g| TableGame::Two(Box::new(g))),
            LegacyCurrent::Four => t.four.map(|g| TableGame::Four(Box::new(g))),
        };
        let (session, last) = match (current, t.lobby) {
            (Some(g), _) if !g.is_over() => (Session::Playing(g), None),
            (last, Some(lobby)) => (Session::Lobby(lobby), last),
            (last, None) => (Session::Idle, last),
        };
        super::Table {
            next_challenge: t.next_challenge,
            challenges: t.challenges,
            session,
            last,
            four_games: t.four_games,
            two_games: t.two_games,
            archived: t.archived,
            puzzles: t.puzzles,
            tournament: None,
            last_tournament: None,
        }
    }
}
