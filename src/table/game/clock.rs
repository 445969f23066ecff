//! A game's clock at a table: a time per move (correspondence play), when the turn started and
//! whether the reminder went out. Advanced by the caller's time, never the wall clock.

use crate::table::{Timestamp, REMINDER_PERCENT};
use serde::{Deserialize, Serialize};

/// The clock of a table's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// Seconds per move; `None` for a game without a clock.
    pub per_move: Option<u64>,
    /// When the side to move got the turn.
    pub turn_started: Timestamp,
    /// Whether the side to move has been reminded this turn.
    pub reminded: bool,
}

/// What the clock says now.
pub(crate) enum Due {
    Nothing,
    Remind { left: u64 },
    TimeOut,
}

impl Clock {
    /// A clock of `per_move` seconds a move whose first turn starts `now`.
    pub fn new(per_move: Option<u64>, now: Timestamp) -> Clock {
        Clock {
            per_move,
            turn_started: now,
            reminded: false,
        }
    }

    /// The next side's turn starts `now`.
    pub fn start_turn(&mut self, now: Timestamp) {
        self.turn_started = now;
        self.reminded = false;
    }

    pub(crate) fn due(&self, now: Timestamp) -> Due {
        let Some(limit) = self.per_move else {
            return Due::Nothing;
        };
        let used = now.0.saturating_sub(self.turn_started.0);
        if used >= limit {
            Due::TimeOut
        } else if !self.reminded && used * 100 >= limit * REMINDER_PERCENT {
            Due::Remind { left: limit - used }
        } else {
            Due::Nothing
        }
    }

    /// When the clock next has something to say (a reminder, then the time-out).
    pub fn next(&self) -> Option<Timestamp> {
        let limit = self.per_move?;
        let at = if self.reminded {
            limit
        } else {
            (limit * REMINDER_PERCENT).div_ceil(100)
        };
        Some(Timestamp(self.turn_started.0 + at))
    }

    /// Seconds left to the side to move.
    pub fn left(&self, now: Timestamp) -> Option<u64> {
        let limit = self.per_move?;
        Some(limit.saturating_sub(now.0.saturating_sub(self.turn_started.0)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_is_reminded_at_three_quarters_and_times_out_at_its_end() {
        let mut clock = Clock::new(Some(100), Timestamp(1_000));
        assert!(matches!(clock.due(Timestamp(1_074)), Due::Nothing));
        assert_eq!(clock.next(), Some(Timestamp(1_075)));
        assert!(matches!(
            clock.due(Timestamp(1_075)),
            Due::Remind { left: 25 }
        ));
        clock.reminded = true;
        assert_eq!(clock.next(), Some(Timestamp(1_100)));
        assert!(matches!(clock.due(Timestamp(1_099)), Due::Nothing));
        assert!(matches!(clock.due(Timestamp(1_100)), Due::TimeOut));
        assert_eq!(clock.left(Timestamp(1_090)), Some(10));
        clock.start_turn(Timestamp(2_000));
        assert_eq!(clock.next(), Some(Timestamp(2_075)));
        let none = Clock::new(None, Timestamp(0));
        assert_eq!((none.next(), none.left(Timestamp(5))), (None, None));
        assert!(matches!(none.due(Timestamp(u64::MAX)), Due::Nothing));
    }
}
