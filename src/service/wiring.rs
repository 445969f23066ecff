//! The composition root: the store, the strong engine and the limits wired into a [`Service`] in
//! one place, for `run` and `check-config` (Discord), `local` and the operator commands.

use super::{Policy, Service};
use crate::engine::{UsiConfig, UsiPool};
use crate::store::{Location, StoreError};
use std::sync::Arc;

/// What a [`Service`] is built from.
#[derive(Clone, Debug)]
pub struct Wiring {
    pub store: Location,
    /// The most PostgreSQL connections this process opens (the default when `None`).
    pub pool: Option<usize>,
    /// The USI engine that plays the strongest level and reviews, if one is configured.
    pub engine: Option<UsiConfig>,
    /// Per-user limits (the bot's); `None` in the terminal, where one person types for all.
    pub limits: Option<Policy>,
}

/// A wired service, and why its engine did not start (the built-in player stands in until it
/// does).
pub struct Wired {
    pub service: Service,
    pub engine_error: Option<String>,
}

impl Wiring {
    /// Opens the store, starts the engine's processes and builds the service. Blocks (a
    /// PostgreSQL connection, the engine's start-up): call it off an async runtime's threads.
    pub fn build(&self) -> Result<Wired, StoreError> {
        let pool = self.pool.unwrap_or(crate::store::pg::DEFAULT_POOL);
        let mut service = Service::new(self.store.open_pooled(pool)?);
        if let Some(policy) = self.limits {
            service = service.with_limits(policy);
        }
        let mut engine_error = None;
        if let Some(config) = &self.engine {
            let pool = UsiPool::new(config);
            if let Err(e) = pool.start_all() {
                engine_error = Some(e.to_string());
            }
            service = service.with_strong_engine(Arc::new(pool));
        }
        Ok(Wired {
            service,
            engine_error,
        })
    }
}
