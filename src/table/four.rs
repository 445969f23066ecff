//! Four-player tables: a lobby with four seats, then a game stored as settings + USI moves.

use crate::notation::yonin::YoninRecord;
use crate::rules::yonin::{Game, Settings};
use crate::rules::{Move, Seat};
use serde::{Deserialize, Serialize};

use super::{Player, Timestamp, UserId};

/// A four-player lobby: seats fill up, then someone seated starts the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lobby {
    pub host: UserId,
    pub seats: [Option<Player>; 4],
    pub settings: Settings,
    pub time_per_move: Option<u64>,
    /// The computer's level at each seat it fills (S, W, N, E).
    #[serde(default)]
    pub computers: [Option<u8>; 4],
}

impl Lobby {
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        Seat::ALL.into_iter().find(|s| {
            self.computers[s.index()].is_none()
                && self.seats[s.index()].as_ref().is_some_and(|p| p.id == user)
        })
    }

    /// Whether no person is left (only computers, or nobody).
    pub fn no_people(&self) -> bool {
        Seat::ALL
            .iter()
            .all(|s| self.seats[s.index()].is_none() || self.computers[s.index()].is_some())
    }

    /// The seat asked for, if free, or the first free seat in turn order (S, W, N, E).
    pub fn choose_seat(&self, seat: Option<Seat>) -> Result<Seat, super::TableError> {
        match seat {
            Some(s) => match &self.seats[s.index()] {
                Some(p) => Err(super::TableError::SeatTaken {
                    seat: s,
                    by: p.name.clone(),
                }),
                None => Ok(s),
            },
            None => Seat::ALL
                .into_iter()
                .find(|s| self.seats[s.index()].is_none())
                .ok_or(super::TableError::LobbyFull),
        }
    }

    pub fn is_full(&self) -> bool {
        self.seats.iter().all(Option::is_some)
    }

    /// Who sits where, for the lobby message: `south: alice, west: (free), …`.
    pub fn describe(&self) -> crate::i18n::Msg {
        use crate::i18n::{words, Msg};
        let seats: Vec<Msg> = Seat::ALL
            .iter()
            .map(|s| match &self.seats[s.index()] {
                Some(p) => msg!("lobby-seat")
                    .with("seat", words::seat(*s))
                    .with("name", &p.name),
                None => msg!("lobby-seat-free").with("seat", words::seat(*s)),
            })
            .collect();
        msg!("raw").with("text", seats)
    }
}

/// A four-player game as it is stored: settings and actions, plus the table's bookkeeping.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FourGameRecord {
    pub seats: [Player; 4],
    pub settings: Settings,
    pub moves: Vec<Move>,
    pub time_per_move: Option<u64>,
    pub turn_started: Timestamp,
    pub result: Option<FourResult>,
    #[serde(default)]
    pub computers: [Option<u8>; 4],
    #[serde(default)]
    pub reminded: bool,
    #[serde(default, skip_serializing_if = "is_none_taken")]
    pub taken_over: [bool; 4],
}

fn is_none_taken(t: &[bool; 4]) -> bool {
    t.iter().all(|x| !x)
}

/// A four-player game at a table; the rules' game is replayed once, when the record is read.
#[derive(Clone, Serialize, Deserialize)]
#[serde(try_from = "FourGameRecord", into = "FourGameRecord")]
pub struct FourGame {
    /// The players by seat (S, W, N, E).
    pub seats: [Player; 4],
    pub settings: Settings,
    pub time_per_move: Option<u64>,
    pub turn_started: Timestamp,
    /// Places by seat once the game is over (1–4, shared places possible), and why it ended.
    pub result: Option<FourResult>,
    /// The computer's level at each seat it plays: filled in the lobby, or taken over on a time-out.
    pub computers: [Option<u8>; 4],
    /// Whether the seat to move has been reminded this turn.
    pub reminded: bool,
    /// Seats handed to the computer during the game (a time-out or a player who left): they keep
    /// the person's name marked "(computer)", and the person is credited with the last place.
    pub taken_over: [bool; 4],
    moves: Vec<Move>,
    game: Game,
}

impl TryFrom<FourGameRecord> for FourGame {
    type Error = super::two::CorruptGame;

    fn try_from(r: FourGameRecord) -> Result<FourGame, Self::Error> {
        let mut game = Game::new(r.settings);
        for (i, &m) in r.moves.iter().enumerate() {
            game.play(m).map_err(|e| corrupt_action(i, m, e))?;
        }
        Ok(FourGame {
            seats: r.seats,
            settings: r.settings,
            time_per_move: r.time_per_move,
            turn_started: r.turn_started,
            result: r.result,
            computers: r.computers,
            reminded: r.reminded,
            taken_over: r.taken_over,
            moves: r.moves,
            game,
        })
    }
}

impl From<FourGame> for FourGameRecord {
    fn from(g: FourGame) -> FourGameRecord {
        FourGameRecord {
            seats: g.seats,
            settings: g.settings,
            moves: g.moves,
            time_per_move: g.time_per_move,
            turn_started: g.turn_started,
            result: g.result,
            computers: g.computers,
            reminded: g.reminded,
            taken_over: g.taken_over,
        }
    }
}

impl PartialEq for FourGame {
    fn eq(&self, o: &FourGame) -> bool {
        self.seats == o.seats
            && self.settings == o.settings
            && self.time_per_move == o.time_per_move
            && self.turn_started == o.turn_started
            && self.result == o.result
            && self.computers == o.computers
            && self.reminded == o.reminded
            && self.taken_over == o.taken_over
            && self.moves == o.moves
    }
}

impl Eq for FourGame {}

impl std::fmt::Debug for FourGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FourGame")
            .field("seats", &self.seats)
            .field("settings", &self.settings)
            .field("moves", &self.moves)
            .field("result", &self.result)
            .field("computers", &self.computers)
            .finish_non_exhaustive()
    }
}

/// Why a four-player game ended; stored as the words it always was (`two-eliminations`, …), so
/// records written before it was typed still read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FourEnding {
    /// The second elimination (詰み), the default end.
    TwoEliminations,
    /// Only one player is left.
    LastSurvivor,
    /// 千日手 (sennichite): a position for the fourth time.
    Repetition,
    /// The pair variant: a team lost a player.
    Team,
    /// Stopped before its end; no places.
    Aborted,
    /// A tournament round's deadline came first: scored as the clocks stood.
    RoundDeadline,
}

impl From<crate::rules::yonin::EndReason> for FourEnding {
    fn from(r: crate::rules::yonin::EndReason) -> FourEnding {
        use crate::rules::yonin::EndReason as R;
        match r {
            R::TwoEliminations => FourEnding::TwoEliminations,
            R::LastSurvivor => FourEnding::LastSurvivor,
            R::Repetition => FourEnding::Repetition,
            R::Team => FourEnding::Team,
        }
    }
}

/// How a four-player game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FourResult {
    pub reason: FourEnding,
    /// Places by seat; empty when aborted.
    pub places: Vec<u8>,
}

impl FourGame {
    /// A new game from a full lobby.
    pub fn new(
        seats: [Player; 4],
        settings: Settings,
        computers: [Option<u8>; 4],
        time_per_move: Option<u64>,
        now: Timestamp,
    ) -> FourGame {
        FourGame {
            seats,
            settings,
            time_per_move,
            turn_started: now,
            result: None,
            computers,
            reminded: false,
            taken_over: [false; 4],
            moves: Vec::new(),
            game: Game::new(settings),
        }
    }

    /// The rules' game: position, eliminations, repetition history.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The actions played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays an action for the seat to move; on error nothing changes.
    pub fn play(
        &mut self,
        m: Move,
        now: Timestamp,
    ) -> Result<(), crate::rules::yonin::IllegalMove> {
        self.game.play(m)?;
        self.moves.push(m);
        self.turn_started = now;
        self.reminded = false;
        Ok(())
    }

    /// The game as a four-player record (`export yonin`): players, settings, actions, result.
    pub fn record(&self) -> Result<YoninRecord, super::two::CorruptGame> {
        let mut record = YoninRecord::new(self.settings);
        for seat in Seat::ALL {
            record.set_player(seat, &self.player(seat).name);
        }
        for (i, &m) in self.moves.iter().enumerate() {
            record.push(m).map_err(|e| corrupt_action(i, m, e))?;
        }
        record.set_aborted(
            self.result
                .as_ref()
                .is_some_and(|r| r.reason == FourEnding::Aborted),
        );
        Ok(record)
    }

    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|s| self.computers[s.index()].is_none() && self.seats[s.index()].id == user)
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.seats[seat.index()]
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
}

/// A stored four-player record whose action `i` (0-based) the rules refuse.
fn corrupt_action(
    i: usize,
    m: impl std::fmt::Display,
    e: impl std::fmt::Display,
) -> super::two::CorruptGame {
    super::two::CorruptGame(
        msg!("corrupt-action")
            .with("n", i + 1)
            .with("move", m.to_string())
            .with("error", e.to_string()),
    )
}
