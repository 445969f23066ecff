//! Test helpers: tests write commands as text, the way people type them; the table itself only
//! takes typed commands, so the parsing happens here, as in the text adapters.

use super::*;

impl Table {
    /// Parses `line` and runs it with the default settings.
    pub(crate) fn handle_line(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<Reply>, TableError> {
        self.handle_line_in(actor, line, now, &Context::new(dir))
    }

    /// Parses `line` and runs it under `settings`.
    pub(crate) fn handle_line_with(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
        settings: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        self.handle_line_in(actor, line, now, &Context::new(dir).with_settings(settings))
    }

    /// Parses `line` and runs it in `ctx`.
    pub(crate) fn handle_line_in(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        let command = command::parse_command(line)?;
        self.handle(actor, command, now, ctx).map(|h| h.replies)
    }
}
