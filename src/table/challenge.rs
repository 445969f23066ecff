//! Two-player challenges waiting at a table ([`Challenges`]): posting, answering, cancelling,
//! expiring, a rematch's challenge; and the game an accepted challenge starts
//! ([`new_two_game`]). Whether the table is free for a challenge (no game in play, no lobby) is
//! the table's to say, before it asks here.

use super::command::{ChallengeOptions, Mention, SideChoice};
use super::game::{Clock, Occupant, TableGame, TwoSetup};
use super::text::describe_options;
use super::{
    Actor, Directory, Offer, Player, Reply, Settings, TableError, Timestamp, UserId,
    CHALLENGE_LIFETIME,
};
use crate::rules::{handicap, BySide, Color, Game};
use serde::{Deserialize, Serialize};

/// A pending two-player challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    pub id: u32,
    pub from: Player,
    /// `None` for an open challenge anyone may accept.
    pub to: Option<Player>,
    pub options: ChallengeOptions,
    pub expires: Timestamp,
}

/// The challenges waiting at a table, and the number of the next one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenges {
    pub next: u32,
    pub waiting: Vec<Challenge>,
}

impl Challenges {
    /// Challenges whose day has passed are withdrawn.
    pub fn expire(&mut self, now: Timestamp) {
        self.waiting.retain(|c| c.expires > now);
    }

    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }

    /// A challenge waiting from someone other than `user`, if any.
    pub fn from_other_than(&self, user: UserId) -> Option<&Challenge> {
        self.waiting.iter().find(|c| c.from.id != user)
    }

    /// `actor` challenges `to` (or anyone, when `None`); `free` says whether the table has room
    /// for a challenge, checked after the challenge itself.
    pub fn post(
        &mut self,
        actor: &Actor,
        to: Option<Player>,
        options: ChallengeOptions,
        now: Timestamp,
        free: Result<(), TableError>,
    ) -> Result<Reply, TableError> {
        check_start(&options)?;
        if options.handicap.is_some() && options.rated == Some(true) {
            return Err(TableError::RatedHandicap);
        }
        if self.waiting.iter().any(|c| c.from.id == actor.id) {
            return Err(TableError::DuplicateChallenge {
                name: actor.name.clone(),
            });
        }
        // One thing at a table at a time: no challenge beside a game in play or an open lobby.
        free?;
        let id = self.next;
        self.next += 1;
        let text = match &to {
            Some(p) => msg!("challenge-posted")
                .with("name", &actor.name)
                .with("opponent", &p.name),
            None => msg!("challenge-open").with("name", &actor.name),
        };
        let text = text.with(
            "options",
            describe_options(&options).unwrap_or(Msg::raw("")),
        );
        let mentions = to.iter().map(|p| p.id).collect();
        let offers = Offer::challenge(actor.id, to.is_some());
        self.waiting.push(Challenge {
            id,
            from: actor.player(),
            to,
            options,
            expires: Timestamp(now.0 + CHALLENGE_LIFETIME),
        });
        Ok(Reply {
            text: text.into(),
            mentions,
            offers,
            ..Reply::default()
        })
    }

    /// The challenge `actor` is answering: addressed to them (or open, when accepting).
    pub fn find_for(
        &self,
        actor: &Actor,
        from: Option<&Mention>,
        dir: &dyn Directory,
        include_open: bool,
    ) -> Result<Challenge, TableError> {
        let for_actor = |c: &&Challenge| match &c.to {
            Some(p) => p.id == actor.id,
            None => include_open && c.from.id != actor.id,
        };
        let from_id = match from {
            Some(m) => Some(match m.user_id() {
                Some(id) => id,
                None => {
                    dir.resolve(m)
                        .ok_or_else(|| TableError::UnknownUser {
                            mention: m.to_string(),
                        })?
                        .id
                }
            }),
            None => None,
        };
        let candidates: Vec<&Challenge> = self
            .waiting
            .iter()
            .filter(for_actor)
            .filter(|c| from_id.is_none_or(|id| c.from.id == id))
            .collect();
        match candidates.as_slice() {
            [] => match from {
                // Say who did challenge, when the one named did not.
                Some(m) => Err(TableError::NoChallengeFrom {
                    named: dir.resolve(m).map_or_else(|| m.to_string(), |p| p.name),
                    waiting: self
                        .waiting
                        .iter()
                        .filter(for_actor)
                        .map(|c| c.from.name.clone())
                        .collect(),
                }),
                None => Err(TableError::NoChallenge),
            },
            [one] => Ok((*one).clone()),
            many => {
                // A challenge addressed to the actor wins over open ones.
                let direct: Vec<&&Challenge> = many.iter().filter(|c| c.to.is_some()).collect();
                if direct.len() == 1 {
                    return Ok((**direct[0]).clone());
                }
                Err(TableError::WhichChallenge {
                    from: many.iter().map(|c| c.from.name.clone()).collect(),
                })
            }
        }
    }

    /// `actor` declines the challenge `from` names (or the one waiting for them).
    pub fn decline(
        &mut self,
        actor: &Actor,
        from: Option<&Mention>,
        dir: &dyn Directory,
    ) -> Result<Reply, TableError> {
        let c = self.find_for(actor, from, dir, false)?;
        self.waiting.retain(|x| x.id != c.id);
        Ok(Reply {
            text: msg!("challenge-declined")
                .with("name", &actor.name)
                .with("from", &c.from.name)
                .into(),
            mentions: vec![c.from.id],
            ..Reply::default()
        })
    }

    /// Withdraws the actor's challenge; a moderator with none of their own clears every challenge
    /// waiting here (a stale one would keep the table busy for a day).
    pub fn cancel(&mut self, actor: &Actor) -> Result<Reply, TableError> {
        let before = self.waiting.len();
        self.waiting.retain(|c| c.from.id != actor.id);
        if self.waiting.len() < before {
            return Ok(Reply::msg(
                msg!("challenge-cancelled").with("name", &actor.name),
            ));
        }
        if actor.moderator && !self.waiting.is_empty() {
            let names: Vec<String> = self.waiting.drain(..).map(|c| c.from.name).collect();
            return Ok(Reply::msg(
                msg!("challenge-cancelled-by-moderator")
                    .with("name", &actor.name)
                    .with("names", crate::i18n::words::names(&names)),
            ));
        }
        Err(TableError::NothingToCancel)
    }

    /// `actor` accepts the challenge `from` names: it is taken, and every other challenge waiting
    /// here is withdrawn (one game at a table at a time); the names of their challengers.
    pub fn accept(
        &mut self,
        actor: &Actor,
        from: Option<&Mention>,
        dir: &dyn Directory,
    ) -> Result<(Challenge, Vec<String>), TableError> {
        let c = self.find_for(actor, from, dir, true)?;
        let withdrawn = self
            .waiting
            .drain(..)
            .filter(|x| x.id != c.id)
            .map(|x| x.from.name)
            .collect();
        Ok((c, withdrawn))
    }

    /// Whether `from` challenged `to` (both asked for a rematch: the second request accepts).
    pub fn has(&self, from: UserId, to: UserId) -> bool {
        self.waiting
            .iter()
            .any(|c| c.from.id == from && c.to.as_ref().is_some_and(|p| p.id == to))
    }

    /// Withdraws `user`'s own challenge (a rematch request replaces it).
    pub fn withdraw(&mut self, user: UserId) {
        self.waiting.retain(|c| c.from.id != user);
    }
}

use crate::i18n::Msg;

/// Refuses a challenge whose start cannot be played: an unknown handicap, a handicap and a
/// position together, a position that does not read or has no legal move.
pub(super) fn check_start(options: &ChallengeOptions) -> Result<(), TableError> {
    if let Some(name) = &options.handicap {
        if options.position.is_some() {
            return Err(TableError::HandicapAndPosition);
        }
        if handicap::by_name(name).is_none() {
            return Err(TableError::UnknownHandicap {
                name: name.clone(),
                known: handicap::HANDICAPS.iter().map(|h| h.name).collect(),
            });
        }
    }
    if let Some(sfen) = &options.position {
        let pos = crate::rules::Position::from_sfen(sfen).map_err(|e| TableError::BadPosition {
            reason: crate::i18n::errors::position_error(&e),
        })?;
        if pos.legal_moves().is_empty() {
            return Err(TableError::PositionWithoutMoves);
        }
    }
    Ok(())
}

/// Challenge options the command left open, from the table's settings.
pub(super) fn fill_defaults(o: &mut ChallengeOptions, s: &Settings) {
    if o.side.is_none() && o.handicap.is_none() {
        o.side = Some(s.side);
    }
    if o.time_per_move.is_none() {
        o.time_per_move = s.time_per_move;
    }
}

/// A new two-player game between a challenger and their opponent (a person, or the computer at
/// `computer` level), under the table's rules.
pub(super) fn new_two_game(
    challenger: Player,
    opponent: Occupant,
    o: &ChallengeOptions,
    now: Timestamp,
    s: &Settings,
) -> Result<TableGame<Game>, TableError> {
    let challenger_id = challenger.id;
    let opponent_id = opponent.seated().map_or(UserId(0), |p| p.id);
    let challenger = Occupant::Person(challenger);
    let (sente, gote, start) = match &o.handicap {
        // The handicap giver (上手) sits at the top as gote and moves first.
        Some(name) => {
            let (giver, taker) = if o.opponent_gives {
                (opponent, challenger)
            } else {
                (challenger, opponent)
            };
            (taker, giver, super::game::Start::Handicap(name.clone()))
        }
        None => {
            let challenger_color = match o.side {
                Some(SideChoice::Color(c)) => c,
                Some(SideChoice::Random) => {
                    if coin(now, challenger_id, opponent_id) {
                        Color::Sente
                    } else {
                        Color::Gote
                    }
                }
                None => Color::Sente,
            };
            let start = o
                .position
                .clone()
                .map_or(super::game::Start::Standard, super::game::Start::Sfen);
            match challenger_color {
                Color::Sente => (challenger, opponent, start),
                Color::Gote => (opponent, challenger, start),
            }
        }
    };
    let against_computer = sente.computer_level().is_some() || gote.computer_level().is_some();
    // Handicap games, games from a set-up position and games against the computer are never
    // rated.
    let rated = o.rated.unwrap_or(true)
        && o.handicap.is_none()
        && o.position.is_none()
        && !against_computer;
    let setup = TwoSetup {
        start,
        handicap: o.handicap.clone(),
        rules: s.rules,
        builtin: o.builtin,
    };
    let seats = BySide::from_vec(vec![sente, gote]).ok_or(TableError::NoGame)?;
    TableGame::new(seats, setup, Clock::new(o.time_per_move, now), rated).map_err(TableError::from)
}

/// A fair-enough coin from the moment and the two ids (no global random state to store).
pub(super) fn coin(now: Timestamp, a: UserId, b: UserId) -> bool {
    let mut x = now.0 ^ a.0.rotate_left(17) ^ b.0.rotate_left(41) ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x & 1 == 0
}
