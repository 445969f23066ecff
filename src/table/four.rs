//! Four-player tables: a lobby with four seats, then a game stored as settings + USI moves.

use crate::notation::yonin::YoninRecord;
use crate::rules::yonin::{ContinueFrom, Credit, End, Game, Settings};
use crate::rules::{Move, Seat};
use serde::{Deserialize, Serialize};

use super::{Player, Timestamp, UserId};

/// The yonin.md §10 switches of a lobby or game, in a stable stored form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FourSettings {
    pub first_mover: Seat,
    pub teams: bool,
    pub partner_capture: bool,
    /// Credit the last mover instead of the checker.
    pub credit_last_mover: bool,
    /// Continue from the mover instead of the eliminated seat.
    pub continue_from_mover: bool,
    /// Play to the last survivor instead of the second elimination.
    pub last_survivor: bool,
}

impl Default for FourSettings {
    fn default() -> FourSettings {
        FourSettings {
            first_mover: Seat::South,
            teams: false,
            partner_capture: true,
            credit_last_mover: false,
            continue_from_mover: false,
            last_survivor: false,
        }
    }
}

impl FourSettings {
    /// The engine's settings.
    pub fn to_rules(self) -> Settings {
        Settings {
            first_mover: self.first_mover,
            credit: if self.credit_last_mover {
                Credit::LastMover
            } else {
                Credit::Checker
            },
            continue_from: if self.continue_from_mover {
                ContinueFrom::Mover
            } else {
                ContinueFrom::Eliminated
            },
            end: if self.last_survivor {
                End::LastSurvivor
            } else {
                End::SecondElimination
            },
            teams: self.teams,
            partner_capture: self.partner_capture,
        }
    }

    /// Applies one `key=value` switch of the `yonin` command.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        let v = value.to_ascii_lowercase();
        match key {
            "credit" => {
                self.credit_last_mover = match v.as_str() {
                    "checker" => false,
                    "last-mover" => true,
                    _ => return Err(format!("credit is checker or last-mover, not `{value}`")),
                }
            }
            "continue-from" => {
                self.continue_from_mover = match v.as_str() {
                    "eliminated" => false,
                    "mover" => true,
                    _ => {
                        return Err(format!(
                            "continue-from is eliminated or mover, not `{value}`"
                        ))
                    }
                }
            }
            "end" => {
                self.last_survivor = match v.as_str() {
                    "second-elimination" => false,
                    "last-survivor" => true,
                    _ => {
                        return Err(format!(
                            "end is second-elimination or last-survivor, not `{value}`"
                        ))
                    }
                }
            }
            "partner-capture" => {
                self.partner_capture = match v.as_str() {
                    "yes" | "on" | "allowed" => true,
                    "no" | "off" | "forbidden" => false,
                    _ => return Err(format!("partner-capture is yes or no, not `{value}`")),
                }
            }
            "first" => {
                self.first_mover = super::command::parse_seat(&v)
                    .ok_or_else(|| format!("first is south, west, north or east, not `{value}`"))?
            }
            _ => return Err(format!("`{key}` is not a four-player setting")),
        }
        Ok(())
    }
}

/// A four-player lobby: seats fill up, then someone seated starts the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lobby {
    pub host: UserId,
    pub seats: [Option<Player>; 4],
    pub settings: FourSettings,
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

    pub fn is_full(&self) -> bool {
        self.seats.iter().all(Option::is_some)
    }

    /// One line per seat, for the lobby message.
    pub fn describe(&self) -> String {
        Seat::ALL
            .iter()
            .map(|s| {
                format!(
                    "{}: {}",
                    s.name(),
                    self.seats[s.index()]
                        .as_ref()
                        .map_or("(free)", |p| p.name.as_str())
                ) + &self.computers[s.index()]
                    .map(|l| format!(" (computer, level {l})"))
                    .unwrap_or_default()
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A four-player game in its stored, stable form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FourGame {
    /// The players by seat (S, W, N, E).
    pub seats: [Player; 4],
    pub settings: FourSettings,
    /// USI-style moves.
    pub moves: Vec<String>,
    pub time_per_move: Option<u64>,
    pub turn_started: Timestamp,
    /// Places by seat once the game is over (1–4, shared places possible), and why it ended.
    pub result: Option<FourResult>,
    /// The computer's level at each seat it plays: filled in the lobby, or taken over on a time-out.
    #[serde(default)]
    pub computers: [Option<u8>; 4],
    /// Whether the seat to move has been reminded this turn.
    #[serde(default)]
    pub reminded: bool,
}

/// How a four-player game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FourResult {
    /// `two-eliminations`, `last-survivor`, `repetition`, `team` or `aborted`.
    pub reason: String,
    /// Places by seat; empty when aborted.
    pub places: Vec<u8>,
}

impl FourGame {
    /// Replays the stored moves into the engine.
    pub fn replay(&self) -> Result<Game, super::two::CorruptGame> {
        let mut game = Game::new(self.settings.to_rules());
        for (i, text) in self.moves.iter().enumerate() {
            let corrupt =
                |e: String| super::two::CorruptGame(format!("move {} ({text}): {e}", i + 1));
            let m = Move::parse_usi(text).map_err(|e| corrupt(e.to_string()))?;
            game.play(m).map_err(|e| corrupt(e.to_string()))?;
        }
        Ok(game)
    }

    /// The game as a four-player record (`export yonin`): players, settings, actions, result.
    pub fn record(&self) -> Result<YoninRecord, super::two::CorruptGame> {
        let mut record = YoninRecord::new(self.settings.to_rules());
        for seat in Seat::ALL {
            record.set_player(seat, &self.player(seat).name);
        }
        for (i, text) in self.moves.iter().enumerate() {
            let corrupt =
                |e: String| super::two::CorruptGame(format!("move {} ({text}): {e}", i + 1));
            let m = Move::parse_usi(text).map_err(|e| corrupt(e.to_string()))?;
            record.push(m).map_err(|e| corrupt(e.to_string()))?;
        }
        record.set_aborted(self.result.as_ref().is_some_and(|r| r.reason == "aborted"));
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

    /// Whether every seat has made at least one action (then only a moderator may abort).
    pub fn everyone_moved(&self) -> bool {
        self.moves.len() >= 4
    }
}
