//! Tournaments (大会) in a channel: round robin, Swiss and four-player, at correspondence pace.
//!
//! A [`Tournament`] is plain data (serde), changed only by its methods — [`Tournament::join`],
//! [`Tournament::leave`], [`Tournament::start`], [`Tournament::record`] — each of which either
//! refuses with a [`TournamentError`] and changes nothing, or returns the [`Event`]s that happened
//! (a round started, the last round finished …) for the caller to store and then announce. Time
//! is passed in, never read. It knows nothing of tables, stores or Discord: the games a round
//! starts are played at ordinary tables, and their results come back through `record`.
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | the tournament, its phases and events |
//! | `options.rs` | `tournament …` commands, typed |
//! | `round.rs` | rounds, games and results |
//! | `pairing.rs` | the next round from the history, for each kind |
//! | `berger.rs`, `swiss.rs`, `tables.rs` | round robin, Swiss, four-player tables |
//! | `standings.rs` | points, tie-breaks, places, the cross-table |
//! | `words.rs` | the title, the announcements of each step, the standings as text |
//! | `seat.rs` | a tournament game at its table: seated, linked, its result read back |
//! | `error.rs` | refusals and their words |

pub mod berger;
pub mod error;
pub mod options;
pub mod pairing;
pub mod round;
pub mod seat;
pub mod standings;
pub mod swiss;
pub mod tables;
#[cfg(test)]
mod tests;
pub mod words;

pub use error::{kind_name, refusal, TournamentError};
pub use options::{parse_new, parse_tournament, NewTournament, TournamentCommand};
pub use round::{Game, GameId, Round, TwoOutcome};
pub use seat::{result_of, GameOrder, TournamentLink};
pub use standings::{Points, Standing, Standings, TieBreak};

use super::{Actor, Player, Timestamp, UserId};
use serde::{Deserialize, Serialize};

/// The kind of tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// 総当たり: everyone meets everyone once, by Berger tables.
    RoundRobin,
    /// スイス式: a set number of rounds, players of equal scores paired.
    Swiss,
    /// 四人将棋: tables of four drawn from the standings.
    Yonin,
}

impl Kind {
    /// Fewest entrants to start with.
    pub fn min_players(self) -> usize {
        match self {
            Kind::RoundRobin => 2,
            Kind::Swiss | Kind::Yonin => 4,
        }
    }
}

/// What the organiser chose at `tournament new`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub name: Option<String>,
    /// Rounds asked for (Swiss, four-player); `None` for the default. A round robin has as many
    /// as its Berger table.
    pub rounds: Option<u32>,
    /// Time per move, in seconds, as for ordinary games; `None` for the channel's default.
    pub time_per_move: Option<u64>,
    /// How long a round lasts, in seconds: games unfinished by then are scored as their clocks
    /// say.
    pub round_time: u64,
    /// Whether results count for ratings.
    pub rated: bool,
}

/// A week per round.
pub const DEFAULT_ROUND_TIME: u64 = 7 * 86_400;
/// Four-player events play this many rounds unless told.
pub const DEFAULT_YONIN_ROUNDS: u32 = 3;
/// The most entrants one tournament takes.
pub const MAX_ENTRANTS: usize = 1000;

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            name: None,
            rounds: None,
            time_per_move: None,
            round_time: DEFAULT_ROUND_TIME,
            rated: true,
        }
    }
}

/// Someone who joined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub player: Player,
    /// Their rating when they joined, if they had one: it seeds them (the highest first).
    pub rating: Option<i32>,
    /// The round during which they left (0 if between rounds before any), once they have.
    pub left: Option<u32>,
}

/// Where the tournament is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Taking entrants.
    Open,
    Running,
    /// Over: every planned round played, or (`early`) no further round could be paired or too
    /// few players remained.
    Finished {
        early: bool,
    },
}

/// Who plays a game a round starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seating {
    Two {
        sente: Player,
        gote: Player,
    },
    /// By seat (S, W, N, E); `None` is a computer seat.
    Four {
        seats: [Option<Player>; 4],
    },
}

/// A game of a new round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameStart {
    pub id: GameId,
    pub seating: Seating,
    /// Already decided without play (someone in it has left): no game to start.
    pub forfeit: Option<TwoOutcome>,
}

/// What a step did, for the caller to store and then announce, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Created,
    Joined {
        player: Player,
        entrants: usize,
    },
    /// Left before the start.
    Left {
        player: Player,
        entrants: usize,
    },
    Started {
        rounds: u32,
        entrants: usize,
    },
    /// Left after the start: not paired again; `forfeits` are their games of the current round
    /// that were scored as lost (the tables must stop them without a result of their own).
    Withdrew {
        player: Player,
        forfeits: Vec<GameId>,
    },
    RoundStarted {
        round: u32,
        deadline: Timestamp,
        games: Vec<GameStart>,
        byes: Vec<Player>,
    },
    Recorded {
        game: GameId,
    },
    RoundFinished {
        round: u32,
        standings: Standings,
    },
    Finished {
        standings: Standings,
        early: bool,
    },
}

/// A game's result as the table reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameResult {
    Two(TwoOutcome),
    /// Places by seat (S, W, N, E), 1–4.
    Four([u8; 4]),
}

/// A tournament, from its lobby to its final standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    pub kind: Kind,
    pub settings: Settings,
    pub organiser: Player,
    pub created: Timestamp,
    pub phase: Phase,
    /// In the order they joined; an entrant's index names them in the rounds.
    pub entrants: Vec<Entrant>,
    /// Pairing numbers, fixed at the start: `rank[e]` for entrant `e`, 0 the top seed.
    pub rank: Vec<usize>,
    /// Rounds to play, fixed at the start.
    pub planned_rounds: u32,
    pub rounds: Vec<Round>,
}

impl Tournament {
    /// A new tournament, open for entries; the organiser is its first entrant (and may leave
    /// before the start to organise only).
    pub fn new(
        organiser: Player,
        rating: Option<f64>,
        new: NewTournament,
        now: Timestamp,
    ) -> (Tournament, Vec<Event>) {
        let t = Tournament {
            kind: new.kind,
            settings: new.settings,
            organiser: organiser.clone(),
            created: now,
            phase: Phase::Open,
            entrants: vec![Entrant {
                player: organiser.clone(),
                rating: rating.map(|r| r.round() as i32),
                left: None,
            }],
            rank: Vec::new(),
            planned_rounds: 0,
            rounds: Vec::new(),
        };
        let entrants = t.entrants.len();
        (
            t,
            vec![
                Event::Created,
                Event::Joined {
                    player: organiser,
                    entrants,
                },
            ],
        )
    }

    /// The entrant this person is (having left or not).
    pub fn entrant_of(&self, user: UserId) -> Option<usize> {
        self.entrants.iter().position(|e| e.player.id == user)
    }

    fn refuse_unless_open(&self) -> Result<(), TournamentError> {
        match self.phase {
            Phase::Open => Ok(()),
            Phase::Running => Err(TournamentError::Started),
            Phase::Finished { .. } => Err(TournamentError::Finished),
        }
    }

    /// `tournament join`, with the person's rating (for seeding) when they have one.
    pub fn join(
        &mut self,
        player: Player,
        rating: Option<f64>,
    ) -> Result<Vec<Event>, TournamentError> {
        self.refuse_unless_open()?;
        if self.entrant_of(player.id).is_some() {
            return Err(TournamentError::AlreadyJoined);
        }
        if self.entrants.len() >= MAX_ENTRANTS {
            return Err(TournamentError::Full { max: MAX_ENTRANTS });
        }
        self.entrants.push(Entrant {
            player: player.clone(),
            rating: rating.map(|r| r.round() as i32),
            left: None,
        });
        Ok(vec![Event::Joined {
            player,
            entrants: self.entrants.len(),
        }])
    }

    /// `tournament leave`: before the start, off the list; after it, out of the event: their
    /// unfinished two-player game of the round is lost by forfeit, and they are paired no more (a
    /// round robin scores their remaining games as forfeits). A four-player game in progress goes
    /// on (the table hands the seat to the computer, as when anyone leaves a game).
    pub fn leave(&mut self, user: UserId, now: Timestamp) -> Result<Vec<Event>, TournamentError> {
        let Some(e) = self.entrant_of(user) else {
            return Err(TournamentError::NotJoined);
        };
        match self.phase {
            Phase::Open => {
                let gone = self.entrants.remove(e);
                Ok(vec![Event::Left {
                    player: gone.player,
                    entrants: self.entrants.len(),
                }])
            }
            Phase::Finished { .. } => Err(TournamentError::Finished),
            Phase::Running => {
                if self.entrants[e].left.is_some() {
                    return Err(TournamentError::NotJoined);
                }
                let current = self.rounds.last().map_or(0, |r| r.number);
                self.entrants[e].left = Some(current);
                let mut forfeits = Vec::new();
                if let Some(round) = self.rounds.last_mut() {
                    let number = round.number;
                    for (i, game) in round.games.iter_mut().enumerate() {
                        if let Game::Two {
                            sente,
                            result: result @ None,
                            gote,
                        } = game
                        {
                            if *sente == e || *gote == e {
                                let winner = if *sente == e {
                                    crate::rules::Color::Gote
                                } else {
                                    crate::rules::Color::Sente
                                };
                                *result = Some(TwoOutcome::Forfeit(winner));
                                forfeits.push(GameId {
                                    round: number,
                                    board: i as u32 + 1,
                                });
                            }
                        }
                    }
                }
                let mut events = vec![Event::Withdrew {
                    player: self.entrants[e].player.clone(),
                    forfeits,
                }];
                self.advance(now, &mut events);
                Ok(events)
            }
        }
    }

    /// `tournament start`: by the organiser or a moderator, with enough entrants. Fixes the
    /// pairing numbers (rating, highest first; then the order of joining) and the number of
    /// rounds, and starts round 1.
    pub fn start(&mut self, actor: &Actor, now: Timestamp) -> Result<Vec<Event>, TournamentError> {
        self.refuse_unless_open()?;
        if actor.id != self.organiser.id && !actor.moderator {
            return Err(TournamentError::NotOrganiser {
                organiser: self.organiser.name.clone(),
            });
        }
        let n = self.entrants.len();
        if n < self.kind.min_players() {
            return Err(TournamentError::TooFewPlayers {
                kind: self.kind,
                needed: self.kind.min_players(),
                have: n,
            });
        }
        let mut seeds: Vec<usize> = (0..n).collect();
        seeds.sort_by_key(|&e| (std::cmp::Reverse(self.entrants[e].rating), e));
        self.rank = vec![0; n];
        for (r, &e) in seeds.iter().enumerate() {
            self.rank[e] = r;
        }
        self.planned_rounds = match self.kind {
            Kind::RoundRobin => berger::berger(n).len() as u32,
            Kind::Swiss => {
                // As many as it takes to leave one player with all wins, and one more.
                let default = usize::BITS - (n - 1).leading_zeros() + 1;
                self.settings.rounds.unwrap_or(default).min(n as u32 - 1)
            }
            Kind::Yonin => self.settings.rounds.unwrap_or(DEFAULT_YONIN_ROUNDS),
        };
        self.phase = Phase::Running;
        let mut events = vec![Event::Started {
            rounds: self.planned_rounds,
            entrants: n,
        }];
        self.next_round(now, &mut events);
        self.advance(now, &mut events);
        Ok(events)
    }

    /// A game's result, as its table reports it (or as the clocks say at the round's deadline).
    pub fn record(
        &mut self,
        id: GameId,
        result: GameResult,
        now: Timestamp,
    ) -> Result<Vec<Event>, TournamentError> {
        match self.phase {
            Phase::Open => return Err(TournamentError::NotStarted),
            Phase::Finished { .. } => return Err(TournamentError::Finished),
            Phase::Running => {}
        }
        let round = self
            .rounds
            .last_mut()
            .filter(|r| r.number == id.round)
            .ok_or(TournamentError::UnknownGame(id))?;
        let game = round
            .games
            .get_mut((id.board as usize).wrapping_sub(1))
            .ok_or(TournamentError::UnknownGame(id))?;
        if game.finished() {
            return Err(TournamentError::AlreadyRecorded(id));
        }
        match (game, result) {
            (Game::Two { result, .. }, GameResult::Two(r)) => *result = Some(r),
            (Game::Four { places, .. }, GameResult::Four(p))
                if p.iter().all(|x| (1..=4).contains(x)) =>
            {
                *places = Some(p)
            }
            _ => return Err(TournamentError::WrongResult(id)),
        }
        let mut events = vec![Event::Recorded { game: id }];
        self.advance(now, &mut events);
        Ok(events)
    }

    /// The standings now (unfinished games count nothing yet).
    pub fn standings(&self) -> Standings {
        let rank = if self.rank.len() == self.entrants.len() {
            self.rank.clone()
        } else {
            (0..self.entrants.len()).collect()
        };
        Standings::compute(self.kind, &rank, &self.rounds)
    }

    /// The round being played.
    pub fn current_round(&self) -> Option<&Round> {
        match self.phase {
            Phase::Running => self.rounds.last(),
            _ => None,
        }
    }

    /// When the current round ends; the caller has the tables score what is unfinished then.
    pub fn deadline(&self) -> Option<Timestamp> {
        self.current_round().map(|r| r.deadline)
    }

    /// The current round's games still waiting for a result.
    pub fn unfinished(&self) -> Vec<GameId> {
        self.current_round()
            .map(|r| {
                r.ids()
                    .zip(&r.games)
                    .filter(|(_, g)| !g.finished())
                    .map(|(id, _)| id)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Who plays a game.
    pub fn seating(&self, id: GameId) -> Option<Seating> {
        let game = self
            .rounds
            .get((id.round as usize).checked_sub(1)?)?
            .game(id.board)?;
        let p = |e: usize| self.entrants[e].player.clone();
        Some(match game {
            Game::Two { sente, gote, .. } => Seating::Two {
                sente: p(*sente),
                gote: p(*gote),
            },
            Game::Four { seats, .. } => Seating::Four {
                seats: seats.map(|s| s.map(p)),
            },
        })
    }

    fn left(&self) -> Vec<bool> {
        self.entrants.iter().map(|e| e.left.is_some()).collect()
    }

    /// Pairs and opens the next round; ends the tournament early when no pairing exists.
    fn next_round(&mut self, now: Timestamp, events: &mut Vec<Event>) {
        let left = self.left();
        let active = left.iter().filter(|l| !**l).count();
        // A round robin plays its schedule out (forfeits and all); the others need two people.
        let enough = self.kind == Kind::RoundRobin || active >= 2;
        let pairings = if enough {
            pairing::pair_round(self.kind, &self.rank, &left, &self.rounds).ok()
        } else {
            None
        };
        let Some(pairings) = pairings.filter(|p| !p.games.is_empty() || !p.byes.is_empty()) else {
            self.finish(true, events);
            return;
        };
        let round = Round {
            number: self.rounds.len() as u32 + 1,
            games: pairings.games,
            byes: pairings.byes,
            started: now,
            deadline: Timestamp(now.0.saturating_add(self.settings.round_time)),
        };
        let number = round.number;
        let deadline = round.deadline;
        let byes = round
            .byes
            .iter()
            .map(|&b| self.entrants[b].player.clone())
            .collect();
        let forfeits: Vec<Option<TwoOutcome>> = round
            .games
            .iter()
            .map(|g| match g {
                Game::Two { result, .. } => *result,
                Game::Four { .. } => None,
            })
            .collect();
        let ids: Vec<GameId> = round.ids().collect();
        self.rounds.push(round);
        let games = ids
            .into_iter()
            .zip(forfeits)
            .filter_map(|(id, forfeit)| {
                Some(GameStart {
                    id,
                    seating: self.seating(id)?,
                    forfeit,
                })
            })
            .collect();
        events.push(Event::RoundStarted {
            round: number,
            deadline,
            games,
            byes,
        });
    }

    /// After a result or a withdrawal: closes finished rounds, opens the next, or ends.
    fn advance(&mut self, now: Timestamp, events: &mut Vec<Event>) {
        while self.phase == Phase::Running {
            let Some(round) = self.rounds.last() else {
                return;
            };
            if !round.finished() {
                return;
            }
            let number = round.number;
            events.push(Event::RoundFinished {
                round: number,
                standings: self.standings(),
            });
            if number >= self.planned_rounds {
                self.finish(false, events);
            } else {
                self.next_round(now, events);
            }
        }
    }

    fn finish(&mut self, early: bool, events: &mut Vec<Event>) {
        self.phase = Phase::Finished { early };
        events.push(Event::Finished {
            standings: self.standings(),
            early,
        });
    }
}
