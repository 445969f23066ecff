//! Two-player challenges: posting, answering, cancelling, rematches, and the game they start.

use super::*;

impl Table {
    pub(super) fn post_challenge(
        &mut self,
        actor: &Actor,
        to: Option<Player>,
        options: ChallengeOptions,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        if let Some(sfen) = &options.position {
            if options.handicap.is_some() {
                return Err(TableError::BadPosition(
                    "give either a handicap or a position, not both".to_owned(),
                ));
            }
            let pos = crate::rules::Position::from_sfen(sfen)
                .map_err(|e| TableError::BadPosition(e.to_string()))?;
            if pos.legal_moves().is_empty() {
                return Err(TableError::BadPosition(
                    "the side to move has no legal move there".to_owned(),
                ));
            }
        }
        if let Some(name) = &options.handicap {
            if handicap::by_name(name).is_none() {
                let names: Vec<&str> = handicap::HANDICAPS.iter().map(|h| h.name).collect();
                return Err(TableError::UnknownHandicap(name.clone(), names.join(", ")));
            }
            if options.rated == Some(true) {
                return Err(TableError::RatedHandicap);
            }
        }
        if self.challenges.iter().any(|c| c.from.id == actor.id) {
            return Err(TableError::DuplicateChallenge(actor.name.clone()));
        }
        let id = self.next_challenge;
        self.next_challenge += 1;
        let text = match &to {
            Some(p) => format!(
                "{} challenges {} to shogi{}. {}: `accept` or `decline`.",
                actor.name,
                p.name,
                describe_options(&options),
                p.name
            ),
            None => format!(
                "{} is looking for an opponent{}. Anyone: `accept`.",
                actor.name,
                describe_options(&options)
            ),
        };
        let mentions = to.iter().map(|p| p.id).collect();
        self.challenges.push(Challenge {
            id,
            from: actor.player(),
            to,
            options,
            expires: Timestamp(now.0 + CHALLENGE_LIFETIME),
        });
        Ok(vec![Reply {
            text,
            mentions,
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
        let from_id = match from {
            Some(m) => Some(
                dir.resolve(m)
                    .ok_or_else(|| TableError::UnknownUser(m.to_string()))?
                    .id,
            ),
            None => None,
        };
        let candidates: Vec<&Challenge> = self
            .challenges
            .iter()
            .filter(|c| match &c.to {
                Some(p) => p.id == actor.id,
                None => include_open && c.from.id != actor.id,
            })
            .filter(|c| from_id.is_none_or(|id| c.from.id == id))
            .collect();
        match candidates.as_slice() {
            [] => Err(TableError::NoChallenge),
            [one] => Ok((*one).clone()),
            many => {
                // A challenge addressed to the actor wins over open ones.
                let direct: Vec<&&Challenge> = many.iter().filter(|c| c.to.is_some()).collect();
                if direct.len() == 1 {
                    return Ok((**direct[0]).clone());
                }
                let names: Vec<String> = many.iter().map(|c| c.from.name.clone()).collect();
                Err(TableError::WhichChallenge(names.join(", ")))
            }
        }
    }

    pub(super) fn accept(
        &mut self,
        actor: &Actor,
        from: Option<Mention>,
        now: Timestamp,
        dir: &dyn Directory,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        if let Some(g) = self.in_play() {
            return Err(TableError::GameInPlay(players(g)));
        }
        let c = self.find_challenge_for(actor, from.as_ref(), dir, true)?;
        self.challenges.retain(|x| x.id != c.id);
        let game = new_two_game(c.from.clone(), actor.player(), &c.options, now, s);
        let reply = self.start_two_game(game)?;
        Ok(vec![reply])
    }

    pub(super) fn rematch(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.game.as_ref().ok_or(TableError::NoRematch)?;
        if !game.is_over() {
            return Err(TableError::GameInPlay(players(game)));
        }
        let color = game
            .color_of(actor.id)
            .ok_or_else(|| TableError::NotAPlayer(players(game)))?;
        let opponent = game.player(color.opponent()).clone();
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
) -> TwoGame {
    let (sente, gote, start) = match &o.handicap {
        // The handicap giver (上手) sits at the top as gote and moves first.
        Some(name) => {
            let (giver, taker) = if o.opponent_gives {
                (opponent, challenger)
            } else {
                (challenger, opponent)
            };
            (taker, giver, name.clone())
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
            let start = o.position.clone().unwrap_or_else(|| "startpos".to_owned());
            match challenger_color {
                Color::Sente => (challenger, opponent, start),
                Color::Gote => (opponent, challenger, start),
            }
        }
    };
    TwoGame {
        sente,
        gote,
        handicap: o.handicap.clone(),
        start,
        moves: Vec::new(),
        rules: s.rules,
        // Handicap games and games from a set-up position are never rated.
        rated: o.rated.unwrap_or(o.handicap.is_none())
            && o.handicap.is_none()
            && o.position.is_none(),
        time_per_move: o.time_per_move,
        turn_started: now,
        reminded: false,
        takeback_from: None,
        result: None,
        computer: None,
    }
}

/// A fair-enough coin from the moment and the two ids (no global random state to store).
pub(super) fn coin(now: Timestamp, a: UserId, b: UserId) -> bool {
    let mut x = now.0 ^ a.0.rotate_left(17) ^ b.0.rotate_left(41) ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x & 1 == 0
}
