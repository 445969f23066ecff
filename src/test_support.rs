//! What the unit tests of every layer share: the people they name, the bot, table ids written as
//! keys, scratch folders, and commands written as text (parsed here as the text adapters parse
//! them; the table and the service take only typed commands).

use crate::rules::Game;
use crate::service::{CommandKey, Service, ServiceError};
use crate::table::command::{parse_command, Command, Mention, TableCommand};
use crate::table::settings::Settings;
use crate::table::{
    Actor, Context, Directory, Handled, Player, Reply, Session, Table, TableError, TableGame,
    TableId, Timestamp, UserId,
};

/// The people of the tests, ids 1 to 4 in this order.
pub(crate) const PEOPLE: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// The bot's own user id.
pub(crate) const BOT: UserId = UserId(42);

/// Knows [`PEOPLE`] (with or without `@`); anyone else is unknown, and there is no bot.
pub(crate) struct Names;

impl Directory for Names {
    fn resolve(&self, mention: &Mention) -> Option<Player> {
        let name = mention.name()?.trim_start_matches('@');
        let i = PEOPLE.iter().position(|&p| p == name)?;
        Some(Player {
            id: UserId(i as u64 + 1),
            name: name.to_owned(),
        })
    }
}

/// [`Names`] and the bot, `shogiban` ([`BOT`]), which plays.
pub(crate) struct WithBot;

impl Directory for WithBot {
    fn resolve(&self, mention: &Mention) -> Option<Player> {
        match mention.name()?.trim_start_matches('@') {
            "shogiban" => self.computer(),
            _ => Names.resolve(mention),
        }
    }

    fn computer(&self) -> Option<Player> {
        Some(Player {
            id: BOT,
            name: "shogiban".into(),
        })
    }
}

/// One of [`PEOPLE`] (or the bot) sending a command.
pub(crate) fn actor(name: &str) -> Actor {
    let p = WithBot
        .resolve(&Mention::Name(name.to_owned()))
        .unwrap_or_else(|| panic!("{name} is not one of the tests' people"));
    Actor {
        id: p.id,
        name: p.name,
        moderator: false,
    }
}

/// [`actor`], as a moderator.
pub(crate) fn moderator(name: &str) -> Actor {
    Actor {
        moderator: true,
        ..actor(name)
    }
}

/// A table id written as its key (`g1/c1`).
pub(crate) fn tid(key: &str) -> TableId {
    TableId::parse(key).expect("a test's table id")
}

/// A folder of its own, removed when dropped (even when the test fails).
pub(crate) fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("shogiban-test-")
        .tempdir()
        .expect("a scratch folder")
}

/// The two-player game at `t` (in play, or the last), to change: tests set up positions this way.
pub(crate) fn two_mut(t: &mut Table) -> &mut TableGame<Game> {
    let game = match &mut t.session {
        Session::Playing(g) => g,
        _ => t.last.as_mut().expect("a game at the table"),
    };
    game.get_mut::<Game>().expect("a two-player game")
}

/// Commands written as text, run at a table (the text adapters' parse, then [`Table::handle`]).
pub(crate) trait Lines {
    fn handle_line(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<Reply>, TableError>;
    fn handle_line_with(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
        settings: &Settings,
    ) -> Result<Vec<Reply>, TableError>;
    fn handle_line_in(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError>;
    /// The clock's tick at `now`, as the service runs it.
    fn tick(&mut self, now: Timestamp, settings: &Settings) -> Handled;
}

impl Lines for Table {
    /// Parses `line` and runs it with the default settings.
    fn handle_line(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<Reply>, TableError> {
        self.handle_line_in(actor, line, now, &Context::new(dir))
    }

    /// Parses `line` and runs it under `settings`.
    fn handle_line_with(
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
    fn handle_line_in(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        let Command::Table(command) = parse_command(line)? else {
            panic!("`{line}` is a server-wide command: the service answers it, not a table")
        };
        self.handle(actor, command, now, ctx).map(|h| h.replies)
    }

    fn tick(&mut self, now: Timestamp, settings: &Settings) -> Handled {
        let ctx = Context::new(&Names).with_settings(settings);
        self.handle(&Actor::system(), TableCommand::Clock, now, &ctx)
            .expect("the clock refuses nothing")
    }
}

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
        let command = parse_command(line).map_err(TableError::from)?;
        Ok(self
            .run(&CommandKey::fresh(), &tid(id), actor, command, now, dir)?
            .replies)
    }
}
