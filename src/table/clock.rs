//! The clock: reminders and time-outs, advanced by the caller's time.

use super::*;

impl Table {
    /// Advances the clock with the default settings; see [`Table::tick_with`].
    pub fn tick(&mut self, now: Timestamp) -> Vec<Reply> {
        self.tick_with(now, &Settings::default())
    }

    /// Advances the clock: a reminder once most of the time per move is used, and on expiry the
    /// player to move loses on time (two players) or their seat is handed to the computer (four
    /// players, which have no resignation).
    pub fn tick_with(&mut self, now: Timestamp, s: &Settings) -> Vec<Reply> {
        self.expire(now);
        if let Some(replies) = self.tick_four(now, s) {
            return replies;
        }
        let Some(game) = self.game.as_ref().filter(|g| !g.is_over()) else {
            return Vec::new();
        };
        let Some(limit) = game.time_per_move else {
            return Vec::new();
        };
        let Ok(rules_game) = game.replay() else {
            return Vec::new();
        };
        let to_move = rules_game.position().turn();
        let player = game.player(to_move).clone();
        let used = now.0.saturating_sub(game.turn_started.0);
        if used >= limit {
            return self
                .finish(TwoResult {
                    winner: Some(to_move.opponent()),
                    ending: Ending::Timeout,
                })
                .unwrap_or_default();
        }
        if !game.reminded && used * 100 >= limit * REMINDER_PERCENT {
            let left = command::format_duration(limit - used);
            self.game.as_mut().expect("checked").reminded = true;
            return vec![Reply {
                text: format!("{}: your move, {left} left.", player.name),
                mentions: vec![player.id],
                ..Reply::default()
            }];
        }
        Vec::new()
    }

    /// A reminder once most of the time per move is used; a four-player seat whose time ran out
    /// is handed to the computer, which plays on at once. `None` when there is no four-player game
    /// in play with a clock.
    pub(super) fn tick_four(&mut self, now: Timestamp, s: &Settings) -> Option<Vec<Reply>> {
        let game = self.four_in_play()?;
        let limit = game.time_per_move?;
        let engine = game.replay().ok()?;
        let seat = engine.to_move()?;
        if game.computers[seat.index()].is_some() {
            return Some(Vec::new());
        }
        let used = now.0.saturating_sub(game.turn_started.0);
        if used < limit {
            if game.reminded || used * 100 < limit * REMINDER_PERCENT {
                return Some(Vec::new());
            }
            let player = game.player(seat).clone();
            self.four.as_mut()?.reminded = true;
            return Some(vec![Reply {
                text: format!(
                    "{} ({}): your move, {} left.",
                    player.name,
                    seat.name(),
                    command::format_duration(limit - used)
                ),
                mentions: vec![player.id],
                ..Reply::default()
            }]);
        }
        let name = game.player(seat).name.clone();
        let mut next = self.clone();
        next.four.as_mut()?.computers[seat.index()] = Some(s.computer_level);
        let (lines, mentions) = next.four_computers_play(now).ok()?;
        *self = next;
        Some(vec![Reply {
            text: format!(
                "{name} ({}) ran out of time; the computer (level {}) plays {} from now on. {}",
                seat.name(),
                s.computer_level,
                seat.name(),
                lines.join(" ")
            ),
            board: true,
            mentions,
            ..Reply::default()
        }])
    }
}
