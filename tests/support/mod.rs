//! Shared support code for the integration tests.
//!
//! Each test binary that needs it declares `mod support;` and uses what it needs; items a given
//! binary does not use are allowed to be dead there. The files that need no Discord (`fixtures.rs`,
//! `pg.rs`, `scratch.rs`, `local.rs` for `shogiban local` as a process, `positions.rs` for
//! hand-built boards) are also included alone, with `#[path = "support/…"]`, by the binaries
//! (and benches) that want only them: one support tree for every test.

pub mod bot;
pub mod fake_discord;
pub mod pg;
pub mod scratch;
