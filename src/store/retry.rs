//! Running a whole unit of work (lock → load → apply → save) again when the database asks for it:
//! a serialisation failure or deadlock (40001, 40P01), a database briefly without a primary, and —
//! for a unit that stores an idempotency key ([`crate::store::answers`]) — a commit whose outcome
//! is unknown. Waits between attempts grow exponentially with full jitter (a random wait up to
//! the bound), so that the processes that collided do not collide again in step.

use super::error::{StoreError, StoreFailure};
use std::time::{Duration, Instant};

/// How long and how often a unit is run again.
#[derive(Clone, Debug)]
pub struct Retry {
    /// Runs at most, for contention (the first run included).
    pub attempts: u32,
    /// The bound of the first wait; each next one doubles, up to `cap`.
    pub first: Duration,
    pub cap: Duration,
    /// How long to keep trying while the database is unavailable (a failover takes seconds).
    pub unavailable_for: Duration,
    /// Whether a commit with an unknown outcome may be retried: only when the unit finds out
    /// itself whether it was applied (it reads its idempotency key first).
    pub idempotent: bool,
}

impl Default for Retry {
    fn default() -> Retry {
        Retry {
            attempts: 12,
            first: Duration::from_millis(2),
            cap: Duration::from_millis(250),
            unavailable_for: Duration::from_secs(8),
            idempotent: false,
        }
    }
}

/// What a run of [`Retry::run`] did, besides its result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Attempts {
    /// Runs of the unit, the first included.
    pub runs: u32,
    /// Runs that failed for contention, and for an unavailable database or an unknown commit.
    pub contention: u32,
    pub unavailable: u32,
}

impl Retry {
    /// The bound of the wait after the `n`-th failed run (0-based).
    fn bound(&self, n: u32) -> Duration {
        let factor = 1u32 << n.min(16);
        self.first.saturating_mul(factor).min(self.cap)
    }

    /// A random wait up to the bound (full jitter).
    fn wait(&self, n: u32) -> Duration {
        let bound = self.bound(n).as_micros() as u64;
        Duration::from_micros(fastrand::u64(0..=bound))
    }

    /// Runs `unit` (given the number of its run, 0-based) until it succeeds, fails for a reason
    /// not worth retrying, or the bounds are spent; then returns its last result.
    pub fn run<T, E: StoreFailure>(&self, unit: impl FnMut(u32) -> Result<T, E>) -> Result<T, E> {
        self.run_counted(unit).0
    }

    /// [`Retry::run`], also telling how many runs it took and why they failed.
    pub fn run_counted<T, E: StoreFailure>(
        &self,
        mut unit: impl FnMut(u32) -> Result<T, E>,
    ) -> (Result<T, E>, Attempts) {
        let start = Instant::now();
        let mut counts = Attempts::default();
        loop {
            let n = counts.runs;
            counts.runs += 1;
            let result = unit(n);
            let Err(e) = &result else {
                return (result, counts);
            };
            let again = match e.store_error() {
                Some(s) if s.is_contention() => {
                    counts.contention += 1;
                    counts.runs < self.attempts.max(1)
                }
                Some(s) if s.is_unavailable() || (s.is_commit_unknown() && self.idempotent) => {
                    counts.unavailable += 1;
                    start.elapsed() < self.unavailable_for
                }
                _ => false,
            };
            if !again {
                return (result, counts);
            }
            let mut wait = self.wait(n);
            if matches!(e.store_error(), Some(s) if !s.is_contention()) {
                // Never sleep past the bound for an unavailable database.
                wait = wait.min(self.unavailable_for.saturating_sub(start.elapsed()));
            }
            std::thread::sleep(wait);
        }
    }
}

/// [`Retry::run`] with the default bounds, for a unit that fails with a [`StoreError`].
pub fn retry<T>(unit: impl FnMut(u32) -> Result<T, StoreError>) -> Result<T, StoreError> {
    Retry::default().run(unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contention() -> StoreError {
        StoreError::Contention {
            code: "40001".into(),
            message: "could not serialize access".into(),
        }
    }

    fn quick() -> Retry {
        Retry {
            attempts: 5,
            first: Duration::from_micros(100),
            cap: Duration::from_millis(1),
            unavailable_for: Duration::from_millis(50),
            idempotent: false,
        }
    }

    #[test]
    fn contention_is_retried_until_the_unit_succeeds() {
        let (result, counts) =
            quick().run_counted(|n| if n < 3 { Err(contention()) } else { Ok(n) });
        assert_eq!(result.unwrap(), 3);
        assert_eq!(counts.runs, 4);
        assert_eq!(counts.contention, 3);
    }

    #[test]
    fn retries_are_bounded_and_the_last_error_is_returned() {
        let (result, counts) = quick().run_counted(|_| Err::<(), _>(contention()));
        assert!(result.unwrap_err().is_contention());
        assert_eq!(counts.runs, 5);
        let begin = Instant::now();
        let (result, counts) =
            quick().run_counted(|_| Err::<(), _>(StoreError::Unavailable("gone".into())));
        assert!(result.unwrap_err().is_unavailable());
        assert!(counts.runs > 1, "an unavailable database was not retried");
        assert!(
            begin.elapsed() < Duration::from_millis(500),
            "{:?}",
            begin.elapsed()
        );
    }

    #[test]
    fn other_failures_and_unknown_commits_of_plain_units_are_not_retried() {
        let (result, counts) =
            quick().run_counted(|_| Err::<(), _>(StoreError::Postgres("syntax".into())));
        assert!(result.is_err());
        assert_eq!(counts.runs, 1);
        let unknown = || StoreError::CommitUnknown("connection lost during COMMIT".into());
        let (_, counts) = quick().run_counted(|_| Err::<(), _>(unknown()));
        assert_eq!(
            counts.runs, 1,
            "a commit of unknown outcome was run again without a key"
        );
        let idempotent = Retry {
            idempotent: true,
            ..quick()
        };
        let (result, counts) =
            idempotent.run_counted(|n| if n == 0 { Err(unknown()) } else { Ok(()) });
        assert!(result.is_ok());
        assert_eq!(counts.runs, 2);
    }

    #[test]
    fn waits_grow_to_the_cap_and_are_jittered() {
        let r = Retry::default();
        assert_eq!(r.bound(0), Duration::from_millis(2));
        assert_eq!(r.bound(3), Duration::from_millis(16));
        assert_eq!(r.bound(40), r.cap);
        let waits: std::collections::HashSet<Duration> = (0..50).map(|_| r.wait(6)).collect();
        assert!(waits.len() > 10, "no jitter: {waits:?}");
        assert!(waits.iter().all(|w| *w <= r.cap));
    }
}
