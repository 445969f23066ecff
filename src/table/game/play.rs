//! Playing a table's game, for either variant: a person's move, the computer's answers, the
//! sentence that closes a reply (who is to move, or the result), resigning (or, with four
//! players, handing the seat to the computer), aborting, the clock's tick and a tournament
//! round's deadline.

use super::{Due, GameEnd, Reason, TableGame, TableVariant};
use crate::i18n::{words, Msg, Text};
use crate::rules::{BySide, Move, Side};
use crate::table::{Actor, Context, Reply, TableError, Timestamp, UserId};

/// A turn's computer moves are bounded only to guard the loop: a four-player game lasts at most a
/// few thousand actions.
const MOST_COMPUTER_MOVES: usize = 10_000;

impl<V: TableVariant> TableGame<V> {
    /// Refuses anyone not playing this game now, or any command once it is over; the side of
    /// `user` otherwise.
    pub(crate) fn player_side(&self, user: UserId) -> Result<V::Side, TableError> {
        if let Some(end) = &self.end {
            return Err(TableError::GameOver {
                result: crate::table::text::result(self, end),
                rematch: self.tournament.is_none(),
            });
        }
        self.side_of(user).ok_or_else(|| TableError::NotAPlayer {
            players: crate::table::text::names(self),
        })
    }

    /// [`TableGame::player_side`] of the person to move.
    pub(crate) fn mover_side(&self, user: UserId) -> Result<V::Side, TableError> {
        let side = self.player_side(user)?;
        let to_move = self.to_move().ok_or(TableError::NoGame)?;
        if side != to_move {
            return Err(TableError::NotYourTurn {
                to_move: V::name(self, to_move),
            });
        }
        Ok(side)
    }

    /// Plays `m` (typed as `typed`) for the side to move: "WHO played M.", the eliminations it
    /// made and, when it ends the game, the end. On error nothing changes.
    pub(crate) fn step(
        &mut self,
        m: Move,
        typed: &str,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Msg>, TableError> {
        let mover = self.to_move().ok_or(TableError::NoGame)?;
        let written = self.game.write_move(m, ctx.settings.notation);
        let who = V::who(self, mover);
        let eliminated_before = self.game.eliminations().len();
        let outcome = self.game.play(m).map_err(|e| TableError::BadMove {
            input: typed.to_owned(),
            reason: V::illegal(e),
        })?;
        self.clock.start_turn(now);
        self.takeback_from = None;
        let mut lines = vec![Msg::new(V::WORDS.played)
            .with("name", who.clone())
            .with("who", who)
            .with("move", written)];
        for (seat, by) in self.game.eliminations().into_iter().skip(eliminated_before) {
            lines.push(
                msg!("lobby-checkmated")
                    .with("who", V::who(self, seat))
                    .with("by", self.seats[by].plain_name()),
            );
        }
        if let Some(o) = outcome {
            self.end = Some(V::end_of(o));
        }
        Ok(lines)
    }

    /// A move typed by `actor`, the computer's answers in the same reply.
    pub(crate) fn play_typed(
        &mut self,
        actor: &Actor,
        text: &str,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        self.mover_side(actor.id)?;
        let m = self
            .game
            .parse_move(text.trim())
            .map_err(|reason| TableError::BadMove {
                input: text.to_owned(),
                reason,
            })?;
        let mut lines = self.step(m, text, now, ctx)?;
        let (rest, mentions) = self.answer(now, ctx)?;
        lines.extend(rest);
        Ok(vec![board_reply(lines, mentions)])
    }

    /// Whatever follows a person's move or a new game: the computer's moves while it is to move,
    /// then who is to move or the result; and whom to notify.
    pub(crate) fn answer(
        &mut self,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<(Vec<Msg>, Vec<UserId>), TableError> {
        let mut lines = self.computers_play(now, ctx)?;
        let (close, mentions) = self.closing_line();
        lines.push(close);
        Ok((lines, mentions))
    }

    /// The computer's moves while it is to move (none once the game is over).
    pub(crate) fn computers_play(
        &mut self,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Msg>, TableError> {
        let mut lines = Vec::new();
        for _ in 0..MOST_COMPUTER_MOVES {
            let Some((side, level)) = self.computer_to_move() else {
                break;
            };
            let chosen = V::strong_move(self, level, ctx)
                .or_else(|| self.game.builtin_move(level, V::computer_seed(self, side)));
            let Some(m) = chosen else {
                break;
            };
            lines.extend(self.step(m, &m.to_usi(), now, ctx)?);
        }
        Ok(lines)
    }

    /// The result once the game is over, else who is to move (with a check warning); and whom
    /// to notify: everyone at the end, the person to move otherwise.
    pub(crate) fn closing_line(&self) -> (Msg, Vec<UserId>) {
        if let Some(end) = &self.end {
            return (crate::table::text::result(self, end), self.people());
        }
        match self.to_move() {
            Some(side) => (
                self.to_move_line(side),
                self.person_to_move().into_iter().collect(),
            ),
            None => (Msg::raw(""), Vec::new()),
        }
    }

    /// "WHO to move", with a check warning.
    pub(crate) fn to_move_line(&self, side: V::Side) -> Msg {
        let who = V::who(self, side);
        let check = self.game.in_check().contains(&side);
        let id = if check {
            V::WORDS.check_to_move
        } else {
            V::WORDS.to_move
        };
        Msg::new(id)
            .with("name", who.clone())
            .with("who", who)
            .with("check", if check { "yes" } else { "no" })
    }

    /// The opening post of a new game: who plays, then the computer's first moves if it is to
    /// move, else who moves first.
    pub(crate) fn opening(
        &mut self,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Reply, TableError> {
        let mut lines = V::game_on(self);
        let first = self.to_move().ok_or(TableError::NoGame)?;
        lines.extend(V::first_to_move(self, first));
        if self.computer_to_move().is_some() {
            let (rest, mentions) = self.answer(now, ctx)?;
            lines.extend(rest);
            return Ok(board_reply(lines, mentions));
        }
        let mentions = self.person_to_move().into_iter().collect();
        Ok(board_reply(lines, mentions))
    }

    /// 投了 (tōryō): `actor` loses. Four-player shogi has none: the seat is handed to the
    /// computer instead, which plays on at once.
    pub(crate) fn resign(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        let side = self.player_side(actor.id)?;
        if V::RESIGNS {
            return Ok(vec![
                self.finish(GameEnd::lost_by(side, Reason::Resignation))
            ]);
        }
        let mut lines = vec![msg!("lobby-left-game").with("name", &actor.name)];
        lines.push(self.hand_over(side, ctx));
        let (rest, mentions) = self.answer(now, ctx)?;
        lines.extend(rest);
        Ok(vec![board_reply(lines, mentions)])
    }

    /// The computer plays `side` from now on, at the table's level; its person is credited with
    /// the last place (see the stats).
    pub(crate) fn hand_over(&mut self, side: V::Side, ctx: &Context<'_>) -> Msg {
        let level = ctx.settings.computer_level;
        let name = self.seats[side].plain_name().to_owned();
        self.seats[side].hand_to_computer(level);
        msg!("lobby-handed-over")
            .with("level", level)
            .with("name", name)
            .with("seat", V::side_name(side))
    }

    /// The game ends as `end` says: the result, the final board, everyone told.
    pub(crate) fn finish(&mut self, end: GameEnd<V::Side, V::EndReason>) -> Reply {
        self.takeback_from = None;
        let text = crate::table::text::result(self, &end);
        self.end = Some(end);
        board_reply(vec![text], self.people())
    }

    /// 中断: before every side has moved, by a player; at any time by a moderator.
    pub(crate) fn abort(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        if self.is_over() {
            return Err(TableError::NoGame);
        }
        if !actor.moderator && self.side_of(actor.id).is_none() {
            return Err(TableError::NotAPlayer {
                players: crate::table::text::names(self),
            });
        }
        if !actor.moderator && self.every_side_moved() {
            return Err(TableError::AbortTooLate(V::KIND));
        }
        Ok(vec![self.finish(GameEnd::aborted())])
    }

    /// The clock at `now`: a reminder once most of the time per move is used; on expiry the
    /// person to move loses on time, or (four players, who have no resignation) their seat is
    /// handed to the computer, which plays on at once.
    pub(crate) fn tick(&mut self, now: Timestamp, ctx: &Context<'_>) -> Vec<Reply> {
        let (Some(side), Some(person)) = (self.to_move(), self.person_to_move()) else {
            return Vec::new();
        };
        let name = self.seats[side].plain_name().to_owned();
        match self.clock.due(now) {
            Due::Nothing => Vec::new(),
            Due::Remind { left } => {
                self.clock.reminded = true;
                vec![Reply {
                    text: Msg::new(V::WORDS.remind)
                        .with("name", name)
                        .with("seat", V::side_name(side))
                        .with("left", words::duration(left))
                        .into(),
                    mentions: vec![person],
                    ..Reply::default()
                }]
            }
            Due::TimeOut if V::RESIGNS => {
                vec![self.finish(GameEnd::lost_by(side, Reason::Timeout))]
            }
            Due::TimeOut => {
                let mut lines = vec![msg!("clock-timeout-four")
                    .with("name", name)
                    .with("seat", V::side_name(side))];
                lines.push(self.hand_over(side, ctx));
                match self.answer(now, ctx) {
                    Ok((rest, mentions)) => {
                        lines.extend(rest);
                        vec![board_reply(lines, mentions)]
                    }
                    // The computer's moves are legal; should one be refused, the seat waits.
                    Err(_) => vec![board_reply(lines, Vec::new())],
                }
            }
        }
    }

    /// A tournament round's deadline came with this game unfinished: it is scored as its clocks
    /// stand. The side to move, whose clock is running, takes the last place still open;
    /// eliminated sides keep theirs, and the sides still playing share the places above.
    pub(crate) fn end_at_round_deadline(&mut self) -> Reply {
        let count = V::Side::COUNT as u8;
        let mut places = BySide::<V::Side, u8>::default();
        let eliminations = self.game.eliminations();
        for (i, (seat, _)) in eliminations.iter().enumerate() {
            places[*seat] = count - i as u8;
        }
        let open = count - eliminations.len() as u8;
        let mover = self.to_move();
        for (side, place) in places.iter_mut() {
            if *place == 0 {
                *place = if Some(side) == mover { open } else { 1 };
            }
        }
        self.finish(GameEnd {
            reason: Reason::RoundDeadline,
            places: Some(places),
        })
    }

    /// `hint`: the squares a piece of the side to move can go to, marked on the board.
    pub(crate) fn hint(
        &self,
        target: crate::table::command::HintTarget,
    ) -> Result<Vec<Reply>, TableError> {
        if self.is_over() {
            return Err(TableError::NoGame);
        }
        let (text, origin, dests) = self.game.hint(target)?;
        Ok(vec![Reply {
            text: text.into(),
            board: true,
            hint: dests,
            hint_origin: Some(origin),
            ..Reply::default()
        }])
    }
}

/// A reply of `lines` that shows the board, notifying `mentions`.
pub(crate) fn board_reply(lines: Vec<Msg>, mentions: Vec<UserId>) -> Reply {
    let mut text = Text::new();
    text.then_all(lines);
    Reply {
        text,
        board: true,
        mentions,
        ..Reply::default()
    }
}
