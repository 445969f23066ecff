//! Limits on what one user can make the bot do: cooldowns on the commands that start games or
//! post pictures and files, a cooldown after a run of refused commands, and a cap on the
//! challenges and lobbies one user keeps waiting on a server. They live in the service so that
//! every adapter gets them; the Discord adapter turns them on ([`Policy::STANDARD`]), the terminal
//! has none ([`Policy::OFF`]).
//!
//! Each cooldown is a generic cell rate: `burst` commands at once, then one per `every` seconds.
//! Time is the command's `now`, never the wall clock, so every rule here is testable.

use crate::i18n::Msg;
use crate::table::command::{Command, TableCommand};
use crate::table::Timestamp;
use crate::table::UserId;
use std::collections::HashMap;
use std::fmt;
use std::sync::Mutex;

/// What a cooldown is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `challenge`, `open`, `yonin`, `rematch`: each posts a challenge or lobby (and may open a
    /// thread).
    Start,
    /// `board`, `hint`, `export`: each posts a picture or a file.
    Picture,
    /// Any command refused by the table: each refusal is a message back.
    Refusals,
}

impl Kind {
    /// What a command costs, before it runs (refusals are counted after).
    pub fn of(command: &Command) -> Option<Kind> {
        use crate::table::command::ServerCommand;
        use crate::table::tournament::TournamentCommand;
        let command = match command {
            Command::Server(ServerCommand::Tournament(TournamentCommand::New(_))) => {
                return Some(Kind::Start)
            }
            Command::Server(_) => return None,
            Command::Table(command) => command,
        };
        match command {
            TableCommand::Challenge(..)
            | TableCommand::Open(_)
            | TableCommand::Yonin(_)
            | TableCommand::Rematch => Some(Kind::Start),
            TableCommand::Board
            | TableCommand::Hint(_)
            | TableCommand::Export(_)
            | TableCommand::Puzzle(_)
            | TableCommand::Review => Some(Kind::Picture),
            _ => None,
        }
    }
}

/// `burst` at once, then one every `every` seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    pub burst: u32,
    pub every: u64,
}

/// The limits in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    pub start: Option<Rate>,
    pub picture: Option<Rate>,
    pub refusals: Option<Rate>,
    /// Challenges and lobbies one user may keep waiting on one server.
    pub max_waiting: Option<usize>,
}

impl Policy {
    /// No limits (the terminal: one person at a keyboard).
    pub const OFF: Policy = Policy {
        start: None,
        picture: None,
        refusals: None,
        max_waiting: None,
    };

    /// The limits of a public bot: three games started at once then one every 20 seconds; five
    /// boards, hints or exports then one every 5 seconds; ten refusals then one every 3 seconds;
    /// five challenges or lobbies waiting per server.
    pub const STANDARD: Policy = Policy {
        start: Some(Rate {
            burst: 3,
            every: 20,
        }),
        picture: Some(Rate { burst: 5, every: 5 }),
        refusals: Some(Rate {
            burst: 10,
            every: 3,
        }),
        max_waiting: Some(5),
    };

    fn rate(&self, kind: Kind) -> Option<Rate> {
        match kind {
            Kind::Start => self.start,
            Kind::Picture => self.picture,
            Kind::Refusals => self.refusals,
        }
    }
}

/// Why a command was not run: a limit of this module. Said plainly, with the time left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Limited {
    Cooldown {
        kind: Kind,
        /// Seconds until the command is allowed again (at least 1).
        seconds: u64,
        /// This user was already told about this very cooldown: an adapter may stay silent
        /// rather than answer every command of a flood.
        repeated: bool,
    },
    /// The user already has `max` challenges or lobbies waiting on this server.
    Waiting { max: usize },
}

impl fmt::Display for Limited {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().en())
    }
}

impl Limited {
    /// The words said to the user, with the time left (seconds, through Fluent plurals).
    pub fn msg(&self) -> Msg {
        match self {
            Limited::Cooldown { kind, seconds, .. } => Msg::new(match kind {
                Kind::Start => msg_id!("limit-start"),
                Kind::Picture => msg_id!("limit-picture"),
                Kind::Refusals => msg_id!("limit-refusals"),
            })
            .with("seconds", *seconds),
            Limited::Waiting { max } => msg!("limit-waiting").with("max", *max),
        }
    }

    /// Whether the user was already told (the `repeated` of a cooldown).
    pub fn is_repeated(&self) -> bool {
        matches!(self, Limited::Cooldown { repeated: true, .. })
    }
}

/// The cooldown state of every user who used the bot lately.
pub struct Limits {
    pub policy: Policy,
    cells: Mutex<Cells>,
}

#[derive(Default)]
struct Cells {
    map: HashMap<(UserId, Kind), Cell>,
    sweep_at: usize,
}

/// One user's cooldown of one kind: the time when the next use is fully paid for (theoretical
/// arrival time), and whether the user was told they must wait for it.
#[derive(Clone, Copy, Default)]
struct Cell {
    tat: u64,
    told: bool,
}

const FIRST_SWEEP: usize = 1024;

impl Limits {
    pub fn new(policy: Policy) -> Limits {
        Limits {
            policy,
            cells: Mutex::new(Cells {
                map: HashMap::new(),
                sweep_at: FIRST_SWEEP,
            }),
        }
    }

    /// Whether `user` may do something of `kind` at `now`; `charge` counts the use when allowed.
    pub fn check(
        &self,
        user: UserId,
        kind: Kind,
        now: Timestamp,
        charge: bool,
    ) -> Result<(), Limited> {
        let Some(rate) = self.policy.rate(kind) else {
            return Ok(());
        };
        let mut cells = self.cells.lock().unwrap_or_else(|p| p.into_inner());
        if cells.map.len() >= cells.sweep_at {
            // Users whose cooldowns are all paid for need no memory.
            cells.map.retain(|_, c| c.tat > now.0);
            cells.sweep_at = (cells.map.len() * 2).max(FIRST_SWEEP);
        }
        let cell = cells.map.entry((user, kind)).or_default();
        let tolerance = u64::from(rate.burst.saturating_sub(1)) * rate.every;
        let tat = cell.tat.max(now.0);
        if tat > now.0 + tolerance {
            let repeated = cell.told;
            cell.told = true;
            return Err(Limited::Cooldown {
                kind,
                seconds: (tat - tolerance - now.0).max(1),
                repeated,
            });
        }
        if charge {
            cell.tat = tat + rate.every;
            cell.told = false;
        }
        Ok(())
    }

    /// Counts one refused command of `user`. Past the limit nothing more is counted, and the
    /// user is not marked as told: only the command that gets the cooldown back tells them (a
    /// refusal counted while commands run concurrently must not silence that one wait).
    pub fn refused(&self, user: UserId, now: Timestamp) {
        let Some(rate) = self.policy.rate(Kind::Refusals) else {
            return;
        };
        let mut cells = self.cells.lock().unwrap_or_else(|p| p.into_inner());
        let cell = cells.map.entry((user, Kind::Refusals)).or_default();
        let tolerance = u64::from(rate.burst.saturating_sub(1)) * rate.every;
        let tat = cell.tat.max(now.0);
        if tat <= now.0 + tolerance {
            cell.tat = tat + rate.every;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_counted_past_the_limit_does_not_silence_the_one_wait() {
        let limits = Limits::new(Policy::STANDARD);
        let (alice, now) = (UserId(1), Timestamp(1_000));
        // Commands run concurrently: one passes the check, then the others' refusals fill the
        // burst, and only then is the first one's refusal counted (past the limit).
        limits.check(alice, Kind::Refusals, now, false).unwrap();
        for _ in 0..10 {
            limits.refused(alice, now);
        }
        limits.refused(alice, now);
        // The next command is told to wait, once; the one after it is not told again.
        let first = limits.check(alice, Kind::Refusals, now, false).unwrap_err();
        assert!(!first.is_repeated(), "{first:?}");
        let second = limits.check(alice, Kind::Refusals, now, false).unwrap_err();
        assert!(second.is_repeated(), "{second:?}");
    }

    #[test]
    fn waits_are_said_with_their_plural_in_every_language() {
        use crate::i18n::Lang;
        let wait = |seconds| Limited::Cooldown {
            kind: Kind::Start,
            seconds,
            repeated: false,
        };
        assert_eq!(
            wait(1).to_string(),
            "Slow down: you can start another game or lobby in 1 second."
        );
        assert_eq!(
            wait(12).to_string(),
            "Slow down: you can start another game or lobby in 12 seconds."
        );
        let stats = crate::table::stats::describe(
            &crate::table::Player {
                id: UserId(1),
                name: "alice".into(),
            },
            &Default::default(),
        );
        for msg in [wait(12).msg(), Limited::Waiting { max: 5 }.msg(), stats] {
            for (lang, script) in [
                (Lang::Ja, '\u{3040}'..='\u{9fff}'),
                (Lang::Hi, '\u{0900}'..='\u{097f}'),
                (Lang::Bn, '\u{0980}'..='\u{09ff}'),
            ] {
                let text = msg.to_string_in(lang);
                assert_ne!(text, msg.en());
                assert!(text.chars().any(|c| script.contains(&c)), "{lang}: {text}");
            }
        }
    }

    const ALICE: UserId = UserId(1);
    const BOB: UserId = UserId(2);

    #[test]
    fn a_burst_is_allowed_then_one_per_interval_with_the_time_left_said() {
        let limits = Limits::new(Policy::STANDARD);
        let t = Timestamp(1000);
        for _ in 0..3 {
            assert_eq!(limits.check(ALICE, Kind::Start, t, true), Ok(()));
        }
        let refused = limits.check(ALICE, Kind::Start, t, true).unwrap_err();
        assert_eq!(
            refused,
            Limited::Cooldown {
                kind: Kind::Start,
                seconds: 20,
                repeated: false
            }
        );
        assert!(refused.to_string().contains("in 20 seconds"), "{refused}");
        // Told once: the next refusal is marked as repeated, with the time still left.
        let again = limits
            .check(ALICE, Kind::Start, Timestamp(1015), true)
            .unwrap_err();
        assert_eq!(
            again,
            Limited::Cooldown {
                kind: Kind::Start,
                seconds: 5,
                repeated: true
            }
        );
        // Another user and another kind are not affected.
        assert_eq!(limits.check(BOB, Kind::Start, t, true), Ok(()));
        assert_eq!(limits.check(ALICE, Kind::Picture, t, true), Ok(()));
        // After the interval, one more.
        assert_eq!(
            limits.check(ALICE, Kind::Start, Timestamp(1020), true),
            Ok(())
        );
        assert!(limits
            .check(ALICE, Kind::Start, Timestamp(1020), true)
            .is_err());
    }

    #[test]
    fn no_limits_when_off() {
        let limits = Limits::new(Policy::OFF);
        for _ in 0..1000 {
            assert_eq!(limits.check(ALICE, Kind::Start, Timestamp(5), true), Ok(()));
        }
    }
}
