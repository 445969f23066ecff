//! The clock: reminders and time-outs, advanced by the caller's time. Both kinds of game keep the
//! same clock (a time per move, when the turn started, whether the reminder went out), so one
//! [`TurnClock`] judges both.

use super::*;

/// The clock of the turn in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TurnClock {
    /// Seconds per move.
    limit: u64,
    started: Timestamp,
    reminded: bool,
}

/// What the clock says now.
enum Due {
    Nothing,
    Remind { left: u64 },
    TimeOut,
}

impl TurnClock {
    fn due(self, now: Timestamp) -> Due {
        let used = now.0.saturating_sub(self.started.0);
        if used >= self.limit {
            Due::TimeOut
        } else if !self.reminded && used * 100 >= self.limit * REMINDER_PERCENT {
            Due::Remind {
                left: self.limit - used,
            }
        } else {
            Due::Nothing
        }
    }

    /// When the clock next has something to say.
    fn next(self) -> Timestamp {
        let at = if self.reminded {
            self.limit
        } else {
            (self.limit * REMINDER_PERCENT).div_ceil(100)
        };
        Timestamp(self.started.0 + at)
    }

    fn left(self, now: Timestamp) -> u64 {
        self.limit
            .saturating_sub(now.0.saturating_sub(self.started.0))
    }
}

impl Table {
    /// The running clock of the two-player game in play, while a person is to move.
    fn two_clock(&self) -> Option<TurnClock> {
        let game = self.two_in_play()?;
        if game.computer.is_some_and(|c| c.color == game.turn()) {
            return None;
        }
        Some(TurnClock {
            limit: game.time_per_move?,
            started: game.turn_started,
            reminded: game.reminded,
        })
    }

    /// The running clock of the four-player game in play, while a person is to move.
    fn four_clock(&self) -> Option<(Seat, TurnClock)> {
        let game = self.four_in_play()?;
        let seat = game.game().to_move()?;
        if game.computers[seat.index()].is_some() {
            return None;
        }
        Some((
            seat,
            TurnClock {
                limit: game.time_per_move?,
                started: game.turn_started,
                reminded: game.reminded,
            },
        ))
    }

    /// When this table's clock next needs a tick (a reminder or a time-out), if it runs at all:
    /// the store keeps an index of these, so that the clock loop visits only the tables due.
    pub fn next_deadline(&self) -> Option<Timestamp> {
        let two = self.two_clock().map(TurnClock::next);
        let four = self.four_clock().map(|(_, c)| c.next());
        two.into_iter().chain(four).min()
    }

    /// Seconds left to the player to move, for the board.
    pub fn time_left(&self, now: Timestamp) -> Option<u64> {
        match self.game()? {
            TableGame::Two(_) => self.two_clock().map(|c| c.left(now)),
            TableGame::Four(_) => self.four_clock().map(|(_, c)| c.left(now)),
        }
    }

    /// Advances the clock: a reminder once most of the time per move is used, and on expiry the
    /// player to move loses on time (two players) or their seat is handed to the computer (four
    /// players, which have no resignation). Replies that show the board carry its picture.
    pub fn tick(&mut self, now: Timestamp, s: &Settings) -> Handled {
        self.expire(now);
        let mut replies = match self.tick_four(now, s) {
            Some(replies) => replies,
            None => self.tick_two(now),
        };
        let mut events = Vec::new();
        self.settle(&mut events);
        self.attach_pictures(&mut replies, s, now);
        self.offer_move(&mut replies);
        Handled { replies, events }
    }

    fn tick_two(&mut self, now: Timestamp) -> Vec<Reply> {
        let Some(clock) = self.two_clock() else {
            return Vec::new();
        };
        let Some(game) = self.two_mut() else {
            return Vec::new();
        };
        let to_move = game.turn();
        let player = game.player(to_move).clone();
        match clock.due(now) {
            Due::Nothing => Vec::new(),
            Due::Remind { left } => {
                game.reminded = true;
                vec![Reply {
                    text: msg!("clock-remind")
                        .with("name", &player.name)
                        .with("left", crate::i18n::words::duration(left))
                        .into(),
                    mentions: vec![player.id],
                    ..Reply::default()
                }]
            }
            Due::TimeOut => self
                .finish(TwoResult {
                    winner: Some(to_move.opponent()),
                    ending: Ending::Timeout,
                })
                .unwrap_or_default(),
        }
    }

    /// A reminder once most of the time per move is used; a four-player seat whose time ran out
    /// is handed to the computer, which plays on at once. `None` when there is no four-player game
    /// with a running clock.
    fn tick_four(&mut self, now: Timestamp, s: &Settings) -> Option<Vec<Reply>> {
        let (seat, clock) = self.four_clock()?;
        let player = self.four()?.player(seat).clone();
        match clock.due(now) {
            Due::Nothing => Some(Vec::new()),
            Due::Remind { left } => {
                self.four_mut()?.reminded = true;
                Some(vec![Reply {
                    text: msg!("clock-remind-four")
                        .with("name", &player.name)
                        .with("seat", crate::i18n::words::seat(seat))
                        .with("left", crate::i18n::words::duration(left))
                        .into(),
                    mentions: vec![player.id],
                    ..Reply::default()
                }])
            }
            Due::TimeOut => {
                let mut next = self.clone();
                let handed = next.give_seat_to_computer(seat, s).ok()?;
                let (lines, mentions) = next.four_computers_play(now, s).ok()?;
                *self = next;
                let mut text = Text::from(
                    msg!("clock-timeout-four")
                        .with("name", &player.name)
                        .with("seat", crate::i18n::words::seat(seat)),
                );
                text.then(handed).then_all(lines);
                Some(vec![Reply {
                    text,
                    board: true,
                    mentions,
                    ..Reply::default()
                }])
            }
        }
    }
}
