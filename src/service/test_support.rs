//! Test helpers: commands written as text, parsed here as the text adapters do.

use super::*;

impl Service {
    /// Parses `line` and runs it at table `id` (`g1/c1`); the replies of the answer.
    pub(crate) fn run_line(
        &self,
        id: &str,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<Reply>, ServiceError> {
        let command = crate::table::command::parse_command(line).map_err(TableError::from)?;
        Ok(self
            .run(&CommandKey::fresh(), &tid(id), actor, command, now, dir)?
            .replies)
    }
}

/// A table id written as its key in a test (`g1/c1`).
pub(crate) fn tid(key: &str) -> TableId {
    TableId::parse(key).expect("a test's table id")
}
