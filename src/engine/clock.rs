//! Time as the search sees it: an injected clock, so that tests control time and never sleep.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A monotonic clock. `now` is the time since an arbitrary origin; only differences matter.
pub trait Clock: Send + Sync {
    fn now(&self) -> Duration;
}

/// The real monotonic clock.
#[derive(Clone, Copy, Debug)]
pub struct SystemClock {
    origin: Instant,
}

impl SystemClock {
    pub fn new() -> SystemClock {
        SystemClock {
            origin: Instant::now(),
        }
    }
}

impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

impl Clock for SystemClock {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}

/// A clock for tests: time moves only when told to, or by a fixed step each time it is read.
#[derive(Debug, Default)]
pub struct ManualClock {
    nanos: AtomicU64,
    step: u64,
}

impl ManualClock {
    /// A clock that stands still until [`ManualClock::advance`] is called.
    pub fn new() -> ManualClock {
        ManualClock::default()
    }

    /// A clock that advances by `step` every time it is read.
    pub fn ticking(step: Duration) -> ManualClock {
        ManualClock {
            nanos: AtomicU64::new(0),
            step: step.as_nanos() as u64,
        }
    }

    pub fn advance(&self, by: Duration) {
        self.nanos
            .fetch_add(by.as_nanos() as u64, Ordering::Relaxed);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Duration {
        Duration::from_nanos(self.nanos.fetch_add(self.step, Ordering::Relaxed))
    }
}
