//! Test helpers: commands written as text, parsed here as the text adapters do.

use super::*;

impl Service {
    /// Parses `line` and runs it; the replies of the answer.
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
            .run(&CommandKey::fresh(), id, actor, command, now, dir)?
            .replies)
    }
}
