//! Tables as schemas 1–3 stored them, read once and turned into today's [`Table`]: a game was
//! two structs (two players with `sente`/`gote` and a `computer` side; four players with parallel
//! arrays of players, computer levels and "taken over" flags, the person's name marked in the
//! table's language), a result was a winner or a vector of places, and the tournament link sat
//! beside the game. Schemas 1 and 2 also kept both last games side by side with a `current`
//! flag. Nothing here is written any more.

use super::challenge::{Challenge, Challenges};
use super::game::{
    AnyGame, Clock, CorruptGame, GameEnd, Occupant, Reason, Start, TableGame, TwoSetup,
};
use super::lobby::Lobby;
use super::session::Session;
use super::tournament::TournamentLink;
use super::{GameCounts, Player, Table, Timestamp, UserId};
use crate::rules::{yonin, BySide, Color, EndReason, GameRules, Move, Seat};
use serde::Deserialize;

/// Why a two-player game ended, as schemas 1–3 stored it.
#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Ending {
    Rules(EndReason),
    Resignation,
    Timeout,
    Aborted,
}

#[derive(Clone, Copy, Deserialize)]
struct TwoResult {
    winner: Option<Color>,
    ending: Ending,
}

#[derive(Clone, Copy, Deserialize)]
struct ComputerSide {
    color: Color,
    level: u8,
    #[serde(default)]
    builtin: bool,
}

/// A two-player game of schemas 1–3.
#[derive(Deserialize)]
pub(super) struct TwoGame {
    sente: Player,
    gote: Player,
    start: Start,
    handicap: Option<String>,
    moves: Vec<Move>,
    rules: GameRules,
    rated: bool,
    time_per_move: Option<u64>,
    turn_started: Timestamp,
    reminded: bool,
    takeback_from: Option<UserId>,
    result: Option<TwoResult>,
    #[serde(default)]
    computer: Option<ComputerSide>,
    #[serde(default)]
    number: u32,
}

impl TwoGame {
    fn into_game(
        self,
        tournament: Option<TournamentLink>,
    ) -> Result<TableGame<crate::rules::Game>, CorruptGame> {
        let mut seats = BySide::<Color, Occupant>::from_fn(|c| {
            Occupant::Person(match c {
                Color::Sente => self.sente.clone(),
                Color::Gote => self.gote.clone(),
            })
        });
        if let Some(side) = self.computer {
            seats[side.color] = Occupant::Computer { level: side.level };
        }
        let setup = TwoSetup {
            start: self.start,
            handicap: self.handicap,
            rules: self.rules,
            builtin: self.computer.is_some_and(|c| c.builtin),
        };
        let clock = Clock {
            per_move: self.time_per_move,
            turn_started: self.turn_started,
            reminded: self.reminded,
        };
        let mut game = TableGame::new(seats, setup, clock, self.rated)?.replayed(&self.moves)?;
        game.number = self.number;
        game.takeback_from = self.takeback_from;
        game.tournament = tournament;
        game.end = self.result.map(|r| {
            let reason = match r.ending {
                Ending::Rules(reason) => Reason::Rules(reason),
                Ending::Resignation => Reason::Resignation,
                Ending::Timeout => Reason::Timeout,
                Ending::Aborted => return GameEnd::aborted(),
            };
            GameEnd {
                reason,
                places: Some(BySide::from_fn(|c| match r.winner {
                    Some(w) if w != c => 2,
                    _ => 1,
                })),
            }
        });
        Ok(game)
    }
}

/// Why a four-player game ended, as schemas 1–3 stored it.
#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum FourEnding {
    TwoEliminations,
    LastSurvivor,
    Repetition,
    Team,
    Aborted,
    RoundDeadline,
}

#[derive(Deserialize)]
struct FourResult {
    reason: FourEnding,
    places: Vec<u8>,
}

/// A four-player game of schemas 1–3.
#[derive(Deserialize)]
pub(super) struct FourGame {
    seats: [Player; 4],
    settings: yonin::Settings,
    moves: Vec<Move>,
    time_per_move: Option<u64>,
    turn_started: Timestamp,
    result: Option<FourResult>,
    #[serde(default)]
    computers: [Option<u8>; 4],
    #[serde(default)]
    reminded: bool,
    #[serde(default)]
    taken_over: [bool; 4],
}

impl FourGame {
    fn into_game(
        self,
        number: u32,
        tournament: Option<TournamentLink>,
    ) -> Result<TableGame<yonin::Game>, CorruptGame> {
        let seats = BySide::<Seat, Occupant>::from_fn(|s| {
            let i = s.index();
            let player = &self.seats[i];
            match (self.computers[i], self.taken_over[i]) {
                // The person's name was stored marked "(computer)" in the table's language.
                (Some(level), true) => Occupant::TakenOver {
                    person: Player {
                        id: player.id,
                        name: crate::i18n::words::person_behind(&player.name).to_owned(),
                    },
                    level,
                },
                (Some(level), false) => Occupant::Computer { level },
                (None, _) => Occupant::Person(player.clone()),
            }
        });
        let clock = Clock {
            per_move: self.time_per_move,
            turn_started: self.turn_started,
            reminded: self.reminded,
        };
        let mut game = TableGame::new(seats, self.settings, clock, false)?.replayed(&self.moves)?;
        game.number = number;
        game.tournament = tournament;
        game.end = self.result.map(|r| {
            use yonin::EndReason as R;
            let reason = match r.reason {
                FourEnding::TwoEliminations => Reason::Rules(R::TwoEliminations),
                FourEnding::LastSurvivor => Reason::Rules(R::LastSurvivor),
                FourEnding::Repetition => Reason::Rules(R::Repetition),
                FourEnding::Team => Reason::Rules(R::Team),
                FourEnding::RoundDeadline => Reason::RoundDeadline,
                FourEnding::Aborted => return GameEnd::aborted(),
            };
            match BySide::from_vec(r.places) {
                Some(places) => GameEnd {
                    reason,
                    places: Some(places),
                },
                None => GameEnd::aborted(),
            }
        });
        Ok(game)
    }
}

/// A game of schemas 1–3, of either variant.
#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(super) enum OldGame {
    Two(TwoGame),
    Four(FourGame),
}

impl OldGame {
    fn into_game(
        self,
        four_number: u32,
        tournament: Option<TournamentLink>,
    ) -> Result<AnyGame, CorruptGame> {
        Ok(match self {
            OldGame::Two(g) => g.into_game(tournament)?.into(),
            OldGame::Four(g) => g.into_game(four_number, tournament)?.into(),
        })
    }
}

/// A lobby of schemas 1–3: players by seat, and the computer's level at the seats it filled.
#[derive(Deserialize)]
struct OldLobby {
    host: UserId,
    seats: [Option<Player>; 4],
    settings: yonin::Settings,
    time_per_move: Option<u64>,
    #[serde(default)]
    computers: [Option<u8>; 4],
}

impl From<OldLobby> for Lobby {
    fn from(l: OldLobby) -> Lobby {
        Lobby {
            host: l.host,
            seats: BySide::from_fn(|s: Seat| {
                let i = s.index();
                match l.computers[i] {
                    Some(level) => Some(Occupant::Computer { level }),
                    None => l.seats[i].clone().map(Occupant::Person),
                }
            }),
            settings: l.settings,
            time_per_move: l.time_per_move,
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
enum OldSession {
    Idle,
    Lobby(OldLobby),
    Playing(OldGame),
}

/// A table as schema 3 stored it.
#[derive(Deserialize)]
pub struct Schema3Table {
    next_challenge: u32,
    challenges: Vec<Challenge>,
    session: OldSession,
    #[serde(default)]
    last: Option<OldGame>,
    four_games: u32,
    two_games: u32,
    #[serde(default)]
    archived: Option<u32>,
    #[serde(default)]
    puzzles: Vec<super::puzzle::PuzzleAttempt>,
    #[serde(default)]
    tournament: Option<TournamentLink>,
    #[serde(default)]
    last_tournament: Option<TournamentLink>,
}

impl TryFrom<Schema3Table> for Table {
    type Error = CorruptGame;

    fn try_from(t: Schema3Table) -> Result<Table, CorruptGame> {
        // A four-player game took its number from the table's count of them.
        let number = t.four_games;
        let session = match t.session {
            OldSession::Idle => Session::Idle,
            OldSession::Lobby(l) => Session::Lobby(l.into()),
            OldSession::Playing(g) => Session::Playing(g.into_game(number, t.tournament)?),
        };
        let last = match t.last {
            Some(g) => Some(g.into_game(number, t.last_tournament)?),
            None => None,
        };
        Ok(Table {
            challenges: Challenges {
                next: t.next_challenge,
                waiting: t.challenges,
            },
            session,
            last,
            games: GameCounts {
                two: t.two_games,
                four: t.four_games,
            },
            archived: t.archived,
            puzzles: super::puzzle::Puzzles(t.puzzles),
        })
    }
}

/// A table as schemas 1 and 2 stored it: both last games side by side and a `current` flag saying
/// which one commands were about.
#[derive(Deserialize)]
pub struct LegacyTable {
    next_challenge: u32,
    challenges: Vec<Challenge>,
    game: Option<TwoGame>,
    lobby: Option<OldLobby>,
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

impl TryFrom<LegacyTable> for Table {
    type Error = CorruptGame;

    fn try_from(t: LegacyTable) -> Result<Table, CorruptGame> {
        // Only the game `current` named was ever reachable by a command; the other was dead weight.
        let current = match t.current {
            LegacyCurrent::Two => t.game.map(OldGame::Two),
            LegacyCurrent::Four => t.four.map(OldGame::Four),
        };
        let current = match current {
            Some(g) => Some(g.into_game(t.four_games, None)?),
            None => None,
        };
        let (session, last) = match (current, t.lobby) {
            (Some(g), _) if !g.as_dyn().is_over() => (Session::Playing(g), None),
            (last, Some(lobby)) => (Session::Lobby(lobby.into()), last),
            (last, None) => (Session::Idle, last),
        };
        Ok(Table {
            challenges: Challenges {
                next: t.next_challenge,
                waiting: t.challenges,
            },
            session,
            last,
            games: GameCounts {
                two: t.two_games,
                four: t.four_games,
            },
            archived: t.archived,
            puzzles: super::puzzle::Puzzles(t.puzzles),
        })
    }
}

/// A finished game as the archive of schemas 1–3 kept it: one of two optional fields.
#[derive(Deserialize)]
pub struct OldArchived {
    #[serde(default)]
    two: Option<TwoGame>,
    #[serde(default)]
    four: Option<FourGame>,
}

impl OldArchived {
    /// The archived game (four-player games of these schemas had no number of their own).
    pub fn into_game(self) -> Result<Option<AnyGame>, CorruptGame> {
        Ok(match (self.two, self.four) {
            (Some(g), _) => Some(g.into_game(None)?.into()),
            (None, Some(g)) => Some(g.into_game(0, None)?.into()),
            (None, None) => None,
        })
    }
}
