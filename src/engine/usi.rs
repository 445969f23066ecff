//! External USI engine (placeholder, filled in below).

/// Why an external engine failed.
#[derive(Debug, thiserror::Error)]
pub enum UsiError {
    #[error("io: {0}")]
    Io(#[from] std::io::Error),
}

/// An external engine.
pub struct UsiEngine;
