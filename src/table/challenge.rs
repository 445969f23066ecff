//! Two-player challenges: posting, answering, cancelling, rematches, and the game they start.

use super::text::{describe_options, two_names};
use super::*;

impl Table {
    pub(super) fn post_challenge(
        &mut self,
        actor: &Actor,
        to: Option<Player>,
        options: ChallengeOptions,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        check_start(&options)?;
        if options.handicap.is_some() && options.rated == Some(true) {
            return Err(TableError::RatedHandicap);
        }
        if self.challenges.iter().any(|c| c.from.id == actor.id) {
            return Err(TableError::DuplicateChallenge {
                name: actor.name.clone(),
            });
        }
        // One thing at a table at a time: no challenge beside a game in play or an open lobby.
        self.ensure_free()?;
        if self.lobby().is_some() {
            return Err(TableError::LobbyOpen);
        }
        let id = self.next_challenge;
        self.next_challenge += 1;
        let text = match &to {
            Some(p) => msg!("challenge-posted")
                .with("name", &actor.name)
                .with("opponent", &p.name),
            None => msg!("challenge-open").with("name", &actor.name),
        };
        let text = match describe_options(&options) {
            Some(o) => text.with("options", o),
            None => text.with("options", ""),
        };
        let mentions = to.iter().map(|p| p.id).collect();
        let offers = Offer::challenge(actor.id, to.is_some());
        self.challenges.push(Challenge {
            id,
            from: actor.player(),
            to,
            options,
            expires: Timestamp(now.0 + CHALLENGE_LIFETIME),
        });
        Ok(vec![Reply {
            text: text.into(),
            mentions,
            offers,
            ..Reply::default()
        }])
    }

    /// The challenge `actor` is answering: addressed to them (or open, when accepting).
    pub(super) fn find_challenge_for(
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
            .challenges
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
                        .challenges
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

    /// Withdraws the actor's challenge; a moderator with none of their own clears every challenge
    /// waiting here (a stale one would keep the table busy for a day).
    pub(super) fn cancel(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        let before = self.challenges.len();
        self.challenges.retain(|c| c.from.id != actor.id);
        if self.challenges.len() < before {
            return Ok(vec![Reply::msg(
                msg!("challenge-cancelled").with("name", &actor.name),
            )]);
        }
        if actor.moderator && !self.challenges.is_empty() {
            let names: Vec<String> = self.challenges.drain(..).map(|c| c.from.name).collect();
            return Ok(vec![Reply::msg(
                msg!("challenge-cancelled-by-moderator")
                    .with("name", &actor.name)
                    .with("names", crate::i18n::words::names(&names)),
            )]);
        }
        Err(TableError::NothingToCancel)
    }

    pub(super) fn accept(
        &mut self,
        actor: &Actor,
        from: Option<Mention>,
        now: Timestamp,
        dir: &dyn Directory,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        let c = self.find_challenge_for(actor, from.as_ref(), dir, true)?;
        let game = new_two_game(c.from.clone(), actor.player(), &c.options, now, s)?;
        // One game at a table at a time: the other challenges waiting here are withdrawn.
        let withdrawn: Vec<Challenge> =
            self.challenges.drain(..).filter(|x| x.id != c.id).collect();
        let mut reply = self.start_two_game(game)?;
        if !withdrawn.is_empty() {
            let names: Vec<&str> = withdrawn.iter().map(|c| c.from.name.as_str()).collect();
            reply
                .text
                .push(msg!("challenge-withdrawn").with("names", crate::i18n::words::names(&names)));
        }
        Ok(vec![reply])
    }

    pub(super) fn rematch(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        dir: &dyn Directory,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.two().ok_or(TableError::NoRematch)?;
        if !game.is_over() {
            return Err(TableError::GameInPlay {
                players: two_names(game),
            });
        }
        let color = game
            .color_of(actor.id)
            .ok_or_else(|| TableError::NotAPlayer {
                players: two_names(game),
            })?;
        let opponent = game.player(color.opponent()).clone();
        // Both asked for a rematch: the second request accepts the first.
        if game.computer.is_none()
            && self.challenges.iter().any(|c| {
                c.from.id == opponent.id && c.to.as_ref().is_some_and(|p| p.id == actor.id)
            })
        {
            return self.accept(actor, Some(Mention::user(opponent.id)), now, dir, s);
        }
        let options = match &game.handicap {
            // A handicap rematch keeps the giver (gote).
            Some(h) => ChallengeOptions {
                handicap: Some(h.clone()),
                opponent_gives: color == Color::Sente,
                rated: Some(false),
                time_per_move: game.time_per_move,
                ..ChallengeOptions::default()
            },
            // Other rematches swap sides.
            None => ChallengeOptions {
                side: Some(SideChoice::Color(color.opponent())),
                rated: Some(game.rated),
                time_per_move: game.time_per_move,
                ..ChallengeOptions::default()
            },
        };
        if let Some(side) = game.computer {
            let options = ChallengeOptions {
                level: Some(side.level),
                rated: None,
                ..options
            };
            return self.start_computer_game(actor, opponent, options, now, s, strong);
        }
        self.challenges.retain(|c| c.from.id != actor.id);
        self.post_challenge(actor, Some(opponent), options, now)
    }
}

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

/// A new two-player game between a challenger and the one who accepted, under the table's rules.
pub(super) fn new_two_game(
    challenger: Player,
    opponent: Player,
    o: &ChallengeOptions,
    now: Timestamp,
    s: &Settings,
) -> Result<TwoGame, TableError> {
    let (sente, gote, start) = match &o.handicap {
        // The handicap giver (上手) sits at the top as gote and moves first.
        Some(name) => {
            let (giver, taker) = if o.opponent_gives {
                (opponent, challenger)
            } else {
                (challenger, opponent)
            };
            (taker, giver, Start::Handicap(name.clone()))
        }
        None => {
            let challenger_color = match o.side {
                Some(SideChoice::Color(c)) => c,
                Some(SideChoice::Random) => {
                    if coin(now, challenger.id, opponent.id) {
                        Color::Sente
                    } else {
                        Color::Gote
                    }
                }
                None => Color::Sente,
            };
            let start = o.position.clone().map_or(Start::Standard, Start::Sfen);
            match challenger_color {
                Color::Sente => (challenger, opponent, start),
                Color::Gote => (opponent, challenger, start),
            }
        }
    };
    // Handicap games and games from a set-up position are never rated.
    let rated =
        o.rated.unwrap_or(o.handicap.is_none()) && o.handicap.is_none() && o.position.is_none();
    TwoGame::new(
        sente,
        gote,
        start,
        o.handicap.clone(),
        s.rules,
        rated,
        o.time_per_move,
        now,
    )
    .map_err(TableError::from)
}

/// A fair-enough coin from the moment and the two ids (no global random state to store).
pub(super) fn coin(now: Timestamp, a: UserId, b: UserId) -> bool {
    let mut x = now.0 ^ a.0.rotate_left(17) ^ b.0.rotate_left(41) ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x & 1 == 0
}
