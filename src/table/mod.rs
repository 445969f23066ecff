//! What happens at a table in a channel: challenges, games, moves, clocks and results. Knows nothing
//! of Discord; the terminal and Discord adapters are thin layers over it.
//!
//! A [`Table`] is plain data (serde), changed only by [`Table::handle`] (one typed [`TableCommand`] from
//! one person) and [`Table::tick`] (the clock). Time is always passed in, never read, so every rule
//! about time is testable. A refused command returns a [`TableError`] and leaves the table exactly
//! as it was. What the table is doing is one [`Session`] (idle, a lobby, a game in play); both
//! return [`Handled`]: the replies, each that shows the board with its [`Picture`] taken from the
//! table as the command left it, and the [`Event`]s the service turns into records (a game ended,
//! a puzzle standing changed).
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | [`Table`], [`Table::handle`] and the dispatch of each [`TableCommand`] |
//! | `session.rs` | [`Session`], [`TableGame`] (either variant), [`Event`], and schema-2 records |
//! | `command/` | the typed commands (table and server-wide), `parse_command` for the text adapters, and the options and values of commands (`options.rs`) |
//! | `challenge.rs` | challenges: post, accept, decline, cancel, rematch; the game they start |
//! | `play.rs` | two-player play: moves, impasse, the end, takebacks; hints of both variants |
//! | `computer.rs` | the computer: games against the bot, computer seats of four-player games |
//! | `lobby.rs` | four-player lobbies and games: seats, actions, hand-overs, rematches |
//! | `clock.rs` | reminders, time-outs and the next deadline of a table |
//! | `export.rs` | the game as a record file |
//! | `puzzle.rs`, `review.rs` | puzzles (attempts, answers, puzzle ratings) and game reviews; words in `study_text.rs` |
//! | `two.rs`, `four.rs` | the stored games (validated once when read) and lobbies |
//! | `error.rs`, `text.rs`, `help.rs` | why a command was refused, and every word the table says |
//! | `picture.rs` | what a reply's image shows |
//! | `picker.rs` | click to move: the option lists of a move picked with clicks, their ids, the check |
//! | `id.rs` | [`TableId`]: which channel, thread or terminal channel a table is |
//! | `settings.rs`, `rating.rs`, `stats.rs` | the channel/server settings and the typed `settings` command; Glicko-2 and placement points; whom a finished game counts for |
//! | `tournament/` | tournaments: entries, rounds, pairings (Berger, Swiss, four-player tables), standings |

mod challenge;
mod clock;
pub mod command;
mod computer;
mod error;
mod export;
pub mod four;
mod help;
mod id;
mod lobby;
pub mod picker;
mod picture;
mod play;
pub mod puzzle;
pub mod rating;
mod review;
mod session;
pub mod settings;
pub mod stats;
mod study_text;
mod text;
pub mod tournament;
pub mod two;

pub use computer::{four_nodes, two_nodes};
pub use error::TableError;
pub use id::{BadTableId, TableId};
pub use play::{hint_in, hint_in_four};
pub use text::{describe_result, refusal};

pub use picture::{Picture, ReviewWords};
pub use session::{Event, Handled, LegacyTable, Session, TableGame};
pub use settings::Settings;

use crate::engine::EnginePool;
use crate::i18n::{Msg, Text};
use crate::rules::handicap;
use crate::rules::Seat;
use crate::rules::{Color, Move, Square};
use challenge::fill_defaults;
use command::{
    ChallengeOptions, Command, CommandError, HintTarget, Mention, ServerCommand, SideChoice,
    TableCommand,
};
use four::{FourEnding, FourGame, FourResult, Lobby};
use help::help;
use lobby::every_seat_moved;
use serde::{Deserialize, Serialize};
use two::{ComputerSide, Ending, Start, TwoGame, TwoResult};

/// An opaque user id (a Discord snowflake, or a hash of a terminal name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// Seconds since the Unix epoch, passed in by the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Timestamp(pub u64);

/// Someone seated at a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: UserId,
    pub name: String,
}

/// Who sent a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    pub id: UserId,
    pub name: String,
    /// Moderators may abort any game and change settings.
    pub moderator: bool,
}

impl Actor {
    fn player(&self) -> Player {
        Player {
            id: self.id,
            name: self.name.clone(),
        }
    }
}

/// Resolves the people named in commands (the adapter knows how).
pub trait Directory {
    fn resolve(&self, mention: &Mention) -> Option<Player>;

    /// The bot itself, when it can play: a challenge to it starts a game against the computer, and
    /// computer seats of four-player games sit under its name. `None` when there is no such user.
    fn computer(&self) -> Option<Player> {
        None
    }

    /// A new table of its own for a tournament's game, beside the tournament's channel `beside`
    /// and called `name` (on Discord, a thread in that channel). It is made outside every lock
    /// and may take a while; the reason in words when it cannot be made now (the game waits, and
    /// it is tried again at the tournament's next step). The terminal names its tables itself and
    /// never asks.
    fn open_table(&self, beside: &TableId, name: &str) -> Result<TableId, Msg> {
        let _ = (beside, name);
        Err(msg!("tournament-cannot-open-tables"))
    }

    /// A table [`Directory::open_table`] made for nothing (another step seated the game first):
    /// removed where that is possible.
    fn close_table(&self, table: &TableId) {
        let _ = table;
    }
}

/// A pending two-player challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    pub id: u32,
    pub from: Player,
    /// `None` for an open challenge anyone may accept.
    pub to: Option<Player>,
    pub options: ChallengeOptions,
    pub expires: Timestamp,
}

/// What the table says back. The adapter shows the text, and the board image when `picture` is set.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    /// What it says, as catalogue messages: the adapter renders them in the reader's language.
    pub text: Text,
    /// Show the current board (or, after the end, the final one): set by the commands, and turned
    /// into [`Reply::picture`] once the command is done.
    pub board: bool,
    /// What to draw, taken from the table in the same step as the text, so that a reply's picture
    /// always shows the position its text speaks of.
    pub picture: Option<Picture>,
    /// What the people reading it can answer with a click (Accept under a challenge, Join under a
    /// lobby); the adapter decides how to show them.
    pub offers: Vec<Offer>,
    /// Squares to mark on the board (a hint).
    pub hint: Vec<Square>,
    /// What the hint is for: a board square or a piece in hand.
    pub hint_origin: Option<crate::render::HintOrigin>,
    /// People to notify (the player to move, the challenged).
    pub mentions: Vec<UserId>,
    /// A file to attach (an exported record): name and bytes.
    pub file: Option<(String, Vec<u8>)>,
}

impl Reply {
    /// A reply of one or more catalogue messages.
    pub fn msg(text: impl Into<Text>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// A reply that is a literal (a record, a list of names): no words of the bot's own.
    pub fn text(text: impl Into<String>) -> Reply {
        Reply::msg(Msg::raw(text))
    }
}

/// One table: what it is doing ([`Session`]), the challenges waiting beside it, and the last game
/// that ended here.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub next_challenge: u32,
    pub challenges: Vec<Challenge>,
    /// Nothing, a lobby, or the game in play.
    pub session: Session,
    /// The most recent game once it ended (kept for board, export, rematch and review) until the
    /// next game starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<TableGame>,
    /// Four-player games started here: the first mover rotates clockwise from game to game.
    pub four_games: u32,
    /// Two-player games started here (numbers the exports).
    pub two_games: u32,
    /// How many finished games of this table are archived (numbers the next one); `None` in
    /// tables saved before it was counted, until the service counts their archive on loading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archived: Option<u32>,
    /// Puzzles in progress here, one per person.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub puzzles: Vec<puzzle::PuzzleAttempt>,
    /// The tournament game being played here, if the game in play is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<tournament::TournamentLink>,
    /// The tournament game [`Table::last`] was, once it ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_tournament: Option<tournament::TournamentLink>,
}

/// An answer the readers of a reply can give with one click; each is a [`TableCommand`] (see
/// [`Offer::command`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Offer {
    /// Accept the challenge of this user.
    Accept(UserId),
    /// Decline the challenge of this user.
    Decline(UserId),
    /// Withdraw one's own challenge.
    Cancel,
    Join,
    Leave,
    AddComputer,
    Start,
    /// Pick a move with clicks, in this game (only its person to move may; see `picker.rs`).
    Move(picker::GameRef),
    /// Enter the channel's tournament (`tournament join`).
    TournamentJoin,
    /// Leave it before it starts, or withdraw (`tournament leave`).
    TournamentLeave,
    /// Start it (`tournament start`: its organiser or a moderator).
    TournamentStart,
}

impl Offer {
    /// The command a click runs; `None` for [`Offer::Move`], which opens a picker instead.
    pub fn command(self) -> Option<Command> {
        use tournament::TournamentCommand as T;
        let tournament = |c| Some(Command::Server(ServerCommand::Tournament(c)));
        Some(Command::Table(match self {
            Offer::Accept(from) => TableCommand::Accept(Some(Mention::user(from))),
            Offer::Decline(from) => TableCommand::Decline(Some(Mention::user(from))),
            Offer::Cancel => TableCommand::Cancel,
            Offer::Join => TableCommand::Join(None),
            Offer::Leave => TableCommand::Leave,
            Offer::AddComputer => TableCommand::AddComputer(None, None),
            Offer::Start => TableCommand::Start,
            Offer::Move(_) => return None,
            Offer::TournamentJoin => return tournament(T::Join),
            Offer::TournamentLeave => return tournament(T::Leave),
            Offer::TournamentStart => return tournament(T::Start),
        }))
    }

    /// The offers under a tournament's lobby post.
    pub const TOURNAMENT_LOBBY: [Offer; 3] = [
        Offer::TournamentJoin,
        Offer::TournamentLeave,
        Offer::TournamentStart,
    ];

    /// The offers under a challenge from `from` (Decline only when it names someone).
    fn challenge(from: UserId, directed: bool) -> Vec<Offer> {
        let mut offers = vec![Offer::Accept(from)];
        if directed {
            offers.push(Offer::Decline(from));
        }
        offers.push(Offer::Cancel);
        offers
    }

    /// The offers under a four-player lobby.
    const LOBBY: [Offer; 4] = [Offer::Join, Offer::Leave, Offer::AddComputer, Offer::Start];
}

/// What a command may use besides the table's own data.
#[derive(Clone, Copy)]
pub struct Context<'a> {
    /// Who the people named in commands are, and who the bot is.
    pub dir: &'a dyn Directory,
    /// The table's effective settings.
    pub settings: &'a Settings,
    /// The external engine (e.g. a [`crate::engine::UsiPool`]) that plays the strongest computer
    /// level, [`STRONG_LEVEL`], in two-player games; `None` for the built-in player at every level.
    /// When it gives no move (busy, failed, resigned), the built-in player moves instead.
    pub strong: Option<&'a dyn EnginePool>,
    /// The puzzle to give and the actor's puzzle standing (from the service); `None` where puzzles
    /// are not kept.
    pub puzzle: Option<&'a puzzle::PuzzleDesk>,
    /// Search and solver nodes a `review` may spend over the whole game.
    pub review_nodes: u64,
}

/// The nodes of a review when nothing else is said: a few seconds on one core.
pub const REVIEW_NODES: u64 = 2_000_000;

impl<'a> Context<'a> {
    /// The default settings and no external engine.
    pub fn new(dir: &'a dyn Directory) -> Context<'a> {
        static DEFAULTS: std::sync::LazyLock<Settings> =
            std::sync::LazyLock::new(Settings::default);
        Context {
            dir,
            settings: &DEFAULTS,
            strong: None,
            puzzle: None,
            review_nodes: REVIEW_NODES,
        }
    }

    pub fn with_settings(self, settings: &'a Settings) -> Context<'a> {
        Context { settings, ..self }
    }
}

/// The computer level an external engine plays when one is configured: the strongest.
pub const STRONG_LEVEL: u8 = 5;

/// Challenges expire after a day unless accepted.
pub const CHALLENGE_LIFETIME: u64 = 86_400;
/// The reminder comes when this share (in percent) of the time per move is used.
pub const REMINDER_PERCENT: u64 = 75;

impl Table {
    /// Runs one command from `actor` with everything it may use besides the table's own data (see
    /// [`Context`]). On error the table is unchanged. Every reply that shows the board carries its
    /// [`Picture`], drawn from the table as this command left it; the events say what happened
    /// besides (a game ended, a puzzle standing changed).
    pub fn handle(
        &mut self,
        actor: &Actor,
        command: TableCommand,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Handled, TableError> {
        let mut next = self.clone();
        next.expire(now);
        let mut events = Vec::new();
        let mut replies = next.apply(actor, command, now, ctx, &mut events)?;
        next.settle(&mut events);
        next.attach_pictures(&mut replies, ctx.settings, now);
        next.offer_move(&mut replies);
        *self = next;
        Ok(Handled { replies, events })
    }

    fn expire(&mut self, now: Timestamp) {
        self.challenges.retain(|c| c.expires > now);
    }

    /// A game that ended leaves the session for [`Table::last`], numbered for the archive: the one
    /// place where the end of a game becomes an [`Event::GameEnded`].
    fn settle(&mut self, events: &mut Vec<Event>) {
        if !matches!(&self.session, Session::Playing(g) if g.is_over()) {
            return;
        }
        let Session::Playing(game) = std::mem::take(&mut self.session) else {
            return;
        };
        let archive = self.archived.unwrap_or(0);
        self.archived = Some(archive + 1);
        let tournament = self.tournament.take();
        self.last_tournament = tournament.clone();
        events.push(Event::GameEnded {
            game: game.clone(),
            archive,
            tournament,
        });
        self.last = Some(game);
    }

    /// The game commands are about: the one in play, else the last one that ended here.
    pub fn game(&self) -> Option<&TableGame> {
        match &self.session {
            Session::Playing(g) => Some(g),
            _ => self.last.as_ref(),
        }
    }

    fn game_mut(&mut self) -> Option<&mut TableGame> {
        match &mut self.session {
            Session::Playing(g) => Some(g),
            _ => self.last.as_mut(),
        }
    }

    /// The game in play, if any.
    pub fn in_play(&self) -> Option<&TableGame> {
        match &self.session {
            Session::Playing(g) => Some(g),
            _ => None,
        }
    }

    /// The two-player game commands are about (in play, or the last one), if it is one.
    pub fn two(&self) -> Option<&TwoGame> {
        match self.game()? {
            TableGame::Two(g) => Some(g),
            TableGame::Four(_) => None,
        }
    }

    /// The four-player game commands are about (in play, or the last one), if it is one.
    pub fn four(&self) -> Option<&FourGame> {
        match self.game()? {
            TableGame::Four(g) => Some(g),
            TableGame::Two(_) => None,
        }
    }

    fn two_mut(&mut self) -> Option<&mut TwoGame> {
        match self.game_mut()? {
            TableGame::Two(g) => Some(g),
            TableGame::Four(_) => None,
        }
    }

    fn four_mut(&mut self) -> Option<&mut FourGame> {
        match self.game_mut()? {
            TableGame::Four(g) => Some(g),
            TableGame::Two(_) => None,
        }
    }

    /// The two-player game in play.
    fn two_in_play(&self) -> Option<&TwoGame> {
        self.two().filter(|g| !g.is_over())
    }

    /// The four-player game in play.
    fn four_in_play(&self) -> Option<&FourGame> {
        self.four().filter(|g| !g.is_over())
    }

    /// The four-player lobby filling up here, if any.
    pub fn lobby(&self) -> Option<&Lobby> {
        match &self.session {
            Session::Lobby(l) => Some(l),
            _ => None,
        }
    }

    fn lobby_mut(&mut self) -> Option<&mut Lobby> {
        match &mut self.session {
            Session::Lobby(l) => Some(l),
            _ => None,
        }
    }

    /// A new game takes the table: the last one is forgotten.
    fn seat_game(&mut self, game: TableGame) {
        self.session = Session::Playing(game);
        self.last = None;
        self.last_tournament = None;
    }

    /// Refuses to start anything while a game is in play.
    fn ensure_free(&self) -> Result<(), TableError> {
        match self.in_play() {
            Some(g) if !g.is_over() => Err(TableError::GameInPlay { players: g.names() }),
            _ => Ok(()),
        }
    }

    /// What `/move` autocomplete offers `user`: the legal moves of the game in play matching
    /// `typed`, in the notation being typed ([`crate::notation::suggest`]); nothing unless `user`
    /// is the person to move.
    pub fn move_suggestions(&self, user: UserId, typed: &str, limit: usize) -> Vec<String> {
        use crate::notation::suggest;
        let Some(game) = self.in_play() else {
            return Vec::new();
        };
        if game.person_to_move() != Some(user) {
            return Vec::new();
        }
        match game {
            TableGame::Four(g) => suggest::texts(g.game(), typed, limit),
            TableGame::Two(g) => suggest::texts(g.game(), typed, limit),
        }
    }

    fn apply(
        &mut self,
        actor: &Actor,
        command: TableCommand,
        now: Timestamp,
        ctx: &Context<'_>,
        events: &mut Vec<Event>,
    ) -> Result<Vec<Reply>, TableError> {
        let (dir, s, strong) = (ctx.dir, ctx.settings, ctx.strong);
        match command {
            TableCommand::Challenge(mention, mut options) => {
                let opponent = dir
                    .resolve(&mention)
                    .ok_or_else(|| TableError::UnknownUser {
                        mention: mention.to_string(),
                    })?;
                if opponent.id == actor.id {
                    return Err(TableError::SelfChallenge);
                }
                fill_defaults(&mut options, s);
                if dir.computer().is_some_and(|bot| bot.id == opponent.id) {
                    return self.start_computer_game(actor, opponent, options, now, s, strong);
                }
                if options.level.is_some() {
                    return Err(TableError::LevelNeedsComputer);
                }
                self.post_challenge(actor, Some(opponent), options, now)
            }
            TableCommand::Open(options) if options.level.is_some() => {
                Err(TableError::LevelNeedsComputer)
            }
            TableCommand::Open(mut options) => {
                fill_defaults(&mut options, s);
                self.post_challenge(actor, None, options, now)
            }
            TableCommand::Accept(from) => {
                self.ensure_free()?;
                self.accept(actor, from, now, dir, s)
            }
            TableCommand::Decline(from) => {
                let c = self.find_challenge_for(actor, from.as_ref(), dir, false)?;
                self.challenges.retain(|x| x.id != c.id);
                Ok(vec![Reply {
                    text: msg!("challenge-declined")
                        .with("name", &actor.name)
                        .with("from", &c.from.name)
                        .into(),
                    mentions: vec![c.from.id],
                    ..Reply::default()
                }])
            }
            TableCommand::Cancel => self.cancel(actor),
            TableCommand::Move(text) if self.answers_puzzle(actor) => {
                self.answer_puzzle(actor, &text, ctx.puzzle, s, events)
            }
            TableCommand::Move(text) => self.play(actor, &text, now, s, strong),
            // Click to move (picker.rs): played only in the position the picker showed.
            TableCommand::MoveAt(text, at) => self.play_picked(actor, &text, at, now, s, strong),
            TableCommand::Impasse => self.impasse(actor),
            TableCommand::Board if self.answers_puzzle(actor) => self.puzzle_board(actor, s),
            TableCommand::Board => {
                let game = self.game().ok_or(TableError::NoGame)?;
                let mut text = Text::from(game.status());
                if let Some(left) = self.time_left(now) {
                    text.then(
                        msg!("clock-left-to-move").with("left", crate::i18n::words::duration(left)),
                    );
                }
                Ok(vec![Reply {
                    text,
                    board: true,
                    ..Reply::default()
                }])
            }
            TableCommand::Hint(_) if !s.hints => Err(TableError::HintsOff),
            TableCommand::Hint(target) if self.answers_puzzle(actor) => {
                self.puzzle_hint(actor, target, s)
            }
            TableCommand::Hint(target) => self.hint(target),
            TableCommand::Resign => self.resign(actor, now, s),
            TableCommand::Takeback => self.takeback(actor, now),
            TableCommand::Abort | TableCommand::Rematch if self.refuse_in_tournament().is_err() => {
                self.refuse_in_tournament().map(|()| Vec::new())
            }
            TableCommand::Abort => self.abort(actor),
            TableCommand::Rematch => match self.game() {
                Some(TableGame::Four(_)) => self.rematch_four(actor, now, s),
                _ => self.rematch(actor, now, dir, s, strong),
            },
            TableCommand::Export(format) => self.export(format),
            TableCommand::Help(topic) => Ok(vec![Reply::msg(help(topic.as_deref()))]),
            TableCommand::Yonin(options) => self.open_lobby(actor, options, s),
            TableCommand::Join(seat) => self.join(actor, seat),
            // Leaving a four-player game in play hands the seat over; otherwise it is the lobby.
            TableCommand::Leave => match self.in_play() {
                Some(TableGame::Four(_)) => self.hand_over(actor, now, s),
                _ => self.leave(actor),
            },
            TableCommand::Start => self.start_four(actor, now, s),
            TableCommand::AddComputer(seat, level) => self.add_computer(actor, seat, level, dir, s),
            TableCommand::Puzzle(ask) => self.puzzle(actor, ask, ctx.puzzle, s, events),
            TableCommand::Review => self.review(ctx, s),
        }
    }

    /// 中断: before both (all four) have moved, by a player; at any time by a moderator.
    fn abort(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        let game = self.in_play().ok_or(TableError::NoGame)?;
        if !actor.moderator && !game.has_person(actor.id) {
            return Err(TableError::NotAPlayer {
                players: game.names(),
            });
        }
        match game {
            TableGame::Two(g) => {
                if !actor.moderator && g.moves().len() >= 2 {
                    return Err(TableError::AbortTooLate);
                }
                self.finish(TwoResult {
                    winner: None,
                    ending: Ending::Aborted,
                })
            }
            TableGame::Four(g) => {
                if !actor.moderator && every_seat_moved(g) {
                    return Err(TableError::FourAbortTooLate);
                }
                let g = self.four_mut().ok_or(TableError::NoGame)?;
                g.result = Some(FourResult {
                    reason: FourEnding::Aborted,
                    places: Vec::new(),
                });
                Ok(vec![Reply::msg(msg!("result-aborted"))])
            }
        }
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_computer;
#[cfg(test)]
mod tests_endings;
#[cfg(test)]
mod tests_replies;
#[cfg(test)]
mod tests_session;
#[cfg(test)]
mod tests_study;
