//! Shared support code for the integration tests.
//!
//! Each test binary that needs it declares `mod support;` and uses what it needs; items a given
//! binary does not use are allowed to be dead there.

pub mod bot;
pub mod fake_discord;
pub mod pg;
pub mod scratch;
