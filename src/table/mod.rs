//! What happens at a table in a channel: challenges, games, moves, clocks and results. Knows nothing
//! of Discord; the terminal and Discord adapters are thin layers over it.
//!
//! A [`Table`] is plain data (serde), changed only by [`Table::handle`] (one typed [`Command`] from
//! one person) and [`Table::tick`] (the clock). Time is always passed in, never read, so every rule
//! about time is testable. A refused command returns a [`TableError`] and leaves the table exactly
//! as it was. Every reply that shows the board carries its [`Picture`], taken from the table as the
//! command left it.
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | the types, [`Table::handle`] and the dispatch of each [`Command`] |
//! | `command.rs` | the typed commands, and `parse_command` for the text adapters |
//! | `challenge.rs` | challenges: post, accept, decline, cancel, rematch; the game they start |
//! | `play.rs` | two-player play: moves, impasse, the end, takebacks, hints |
//! | `computer.rs` | the computer: games against the bot, computer seats of four-player games |
//! | `lobby.rs` | four-player lobbies and games: seats, actions, hand-overs, aborts, rematches |
//! | `clock.rs` | reminders, time-outs and the next deadline of a table |
//! | `export.rs` | the game as a record file |
//! | `puzzle.rs`, `review.rs` | puzzles (attempts, answers, puzzle ratings) and game reviews; words in `study_text.rs` |
//! | `two.rs`, `four.rs` | the stored games (validated once when read) and lobbies |
//! | `error.rs`, `text.rs`, `help.rs` | why a command was refused, and every word the table says |
//! | `picture.rs` | what a reply's image shows |
//! | `picker.rs` | click to move: the option lists of a move picked with clicks, their ids, the check |
//! | `settings.rs`, `rating.rs` | the channel/server settings; Glicko-2 and placement points |

mod challenge;
mod clock;
pub mod command;
mod computer;
mod error;
mod export;
pub mod four;
mod help;
mod lobby;
pub mod picker;
mod picture;
mod play;
pub mod puzzle;
pub mod rating;
mod review;
pub mod settings;
mod study_text;
mod text;
pub mod two;

pub use computer::{four_nodes, two_nodes};
pub use error::TableError;
pub use text::{describe_result, refusal};

pub use picture::{Picture, ReviewWords};
pub use settings::Settings;

use crate::engine::EnginePool;
use crate::i18n::{Msg, Text};
use crate::rules::handicap;
use crate::rules::Seat;
use crate::rules::{Color, Move, Square};
use challenge::*;
use command::{ChallengeOptions, Command, CommandError, Mention, SideChoice};
use four::{FourEnding, FourGame, FourResult, FourSettings, Lobby};
use help::*;
use serde::{Deserialize, Serialize};
use text::*;
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
#[derive(Clone, Debug, Default, PartialEq)]
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
    /// A person's new puzzle standing, for the service to store.
    pub puzzle_stats: Option<(UserId, puzzle::PuzzleStats)>,
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

/// One table: at most one game in play, plus pending challenges or a four-player lobby.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub next_challenge: u32,
    pub challenges: Vec<Challenge>,
    /// The two-player game in play, or the last one finished (kept for rematch, board and export).
    pub game: Option<TwoGame>,
    /// A four-player lobby filling up.
    pub lobby: Option<Lobby>,
    /// The four-player game in play, or the last one finished.
    pub four: Option<FourGame>,
    /// Four-player games started here: the first mover rotates clockwise from game to game.
    pub four_games: u32,
    /// Two-player games started here (numbers the exports).
    #[serde(default)]
    pub two_games: u32,
    /// How many finished games of this table are archived (numbers the next one); `None` in
    /// tables saved before it was counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archived: Option<u32>,
    /// Which game the table is about: the most recent one started.
    pub current: Current,
    /// Puzzles in progress here, one per person.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub puzzles: Vec<puzzle::PuzzleAttempt>,
}

/// Which of the table's games commands like `board` and `export` are about.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Current {
    #[default]
    Two,
    Four,
}

/// An answer the readers of a reply can give with one click; each is a [`Command`] (see
/// [`Offer::command`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
}

impl Offer {
    /// The command a click runs; `None` for [`Offer::Move`], which opens a picker instead.
    pub fn command(self) -> Option<Command> {
        Some(match self {
            Offer::Accept(from) => Command::Accept(Some(Mention::user(from))),
            Offer::Decline(from) => Command::Decline(Some(Mention::user(from))),
            Offer::Cancel => Command::Cancel,
            Offer::Join => Command::Join(None),
            Offer::Leave => Command::Leave,
            Offer::AddComputer => Command::AddComputer(None, None),
            Offer::Start => Command::Start,
            Offer::Move(_) => return None,
        })
    }

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
    /// [`Picture`], drawn from the table as this command left it.
    pub fn handle(
        &mut self,
        actor: &Actor,
        command: Command,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        let mut next = self.clone();
        next.expire(now);
        let mut replies = next.apply(actor, command, now, ctx)?;
        next.attach_pictures(&mut replies, ctx.settings, now);
        next.offer_move(&mut replies);
        *self = next;
        Ok(replies)
    }

    fn expire(&mut self, now: Timestamp) {
        self.challenges.retain(|c| c.expires > now);
    }

    fn in_play(&self) -> Option<&TwoGame> {
        self.game.as_ref().filter(|g| !g.is_over())
    }

    fn four_in_play(&self) -> Option<&FourGame> {
        self.four.as_ref().filter(|g| !g.is_over())
    }

    /// Refuses to start anything while a game of either kind is in play.
    fn ensure_free(&self) -> Result<(), TableError> {
        if let Some(g) = self.in_play() {
            return Err(TableError::GameInPlay {
                players: two_names(g),
            });
        }
        if let Some(g) = self.four_in_play() {
            return Err(TableError::GameInPlay {
                players: four_names(g),
            });
        }
        Ok(())
    }

    /// What `/move` autocomplete offers: legal moves of the game in play matching `typed`, in the
    /// notation being typed ([`crate::notation::suggest`]); empty when no game is in play or the
    /// stored game cannot be replayed.
    pub fn move_suggestions(&self, typed: &str, limit: usize) -> Vec<String> {
        use crate::notation::suggest;
        if self.is_four() {
            return self
                .four_in_play()
                .map_or_else(Vec::new, |g| suggest::four(g.game(), typed, limit));
        }
        self.in_play().map_or_else(Vec::new, |g| {
            suggest::two(g.game().position(), g.moves().last().copied(), typed, limit)
        })
    }

    fn is_four(&self) -> bool {
        self.current == Current::Four && self.four.is_some()
    }

    fn apply(
        &mut self,
        actor: &Actor,
        command: Command,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        let (dir, s, strong) = (ctx.dir, ctx.settings, ctx.strong);
        match command {
            Command::Challenge(mention, mut options) => {
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
            Command::Open(options) if options.level.is_some() => {
                Err(TableError::LevelNeedsComputer)
            }
            Command::Open(mut options) => {
                fill_defaults(&mut options, s);
                self.post_challenge(actor, None, options, now)
            }
            Command::Accept(from) => {
                self.ensure_free()?;
                self.accept(actor, from, now, dir, s)
            }
            Command::Decline(from) => {
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
            Command::Cancel => self.cancel(actor),
            Command::Move(text) if self.answers_puzzle(actor) => {
                self.answer_puzzle(actor, &text, ctx.puzzle, s)
            }
            Command::Move(text) if self.is_four() => self.play_four(actor, &text, now, s),
            Command::Move(text) => self.play(actor, &text, now, s, strong),
            // Click to move (picker.rs): played only in the position the picker showed.
            Command::MoveAt(text, at) => self.play_picked(actor, &text, at, now, s, strong),
            Command::Impasse if self.is_four() => Err(TableError::NoImpasseRule),
            Command::Impasse => self.impasse(actor),
            Command::Board if self.answers_puzzle(actor) => self.puzzle_board(actor, s),
            Command::Board => {
                let text = match (self.is_four(), &self.four, &self.game) {
                    (true, Some(game), _) => four_status(game),
                    (false, _, Some(game)) => status_line(game),
                    _ => return Err(TableError::NoGame),
                };
                let mut text = Text::from(text);
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
            Command::Hint(_) if !s.hints => Err(TableError::HintsOff),
            Command::Hint(square) if self.answers_puzzle(actor) => {
                self.puzzle_hint(actor, &square, s)
            }
            Command::Hint(square) if self.is_four() => self.hint_four(&square),
            Command::Hint(square) => self.hint(&square),
            Command::Resign if self.is_four() => self.hand_over(actor, now, s),
            Command::Leave if self.is_four() && self.lobby.is_none() => {
                self.hand_over(actor, now, s)
            }
            Command::Resign => {
                let game = self.game_of(actor)?;
                let color = game.color_of(actor.id).ok_or(TableError::NoGame)?;
                self.finish(TwoResult {
                    winner: Some(color.opponent()),
                    ending: Ending::Resignation,
                })
            }
            Command::Takeback if self.is_four() => Err(TableError::FourNoTakeback),
            Command::Takeback => self.takeback(actor, now),
            Command::Abort if self.is_four() => self.abort_four(actor),
            Command::Abort => {
                let game = self.in_play().ok_or(TableError::NoGame)?;
                let at_table = game.color_of(actor.id).is_some();
                if !actor.moderator && !at_table {
                    return Err(TableError::NotAPlayer {
                        players: two_names(game),
                    });
                }
                if !actor.moderator && game.moves().len() >= 2 {
                    return Err(TableError::AbortTooLate);
                }
                self.finish(TwoResult {
                    winner: None,
                    ending: Ending::Aborted,
                })
            }
            Command::Rematch if self.is_four() => self.rematch_four(actor, now, s),
            Command::Rematch => self.rematch(actor, now, dir, s, strong),
            Command::Export(format) => self.export(&format),
            Command::Help(topic) => Ok(vec![Reply::msg(help(topic.as_deref()))]),
            Command::Yonin(options) => self.open_lobby(actor, options, s),
            Command::Join(seat) => self.join(actor, seat),
            Command::Leave => self.leave(actor),
            Command::Start => self.start_four(actor, now, s),
            Command::AddComputer(seat, level) => self.add_computer(actor, seat, level, dir, s),
            Command::Settings(..) => Err(TableError::ServerWide("settings")),
            Command::Stats(_) => Err(TableError::ServerWide("stats")),
            Command::Leaderboard => Err(TableError::ServerWide("leaderboard")),
            Command::Games(_) => Err(TableError::ServerWide("games")),
            Command::Language(_) => Err(TableError::ServerWide("language")),
            Command::Puzzle(ask) => self.puzzle(actor, ask, ctx.puzzle, s),
            Command::Review => self.review(ctx, s),
        }
    }
}

#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_computer;
#[cfg(test)]
mod tests_endings;
#[cfg(test)]
mod tests_study;
#[cfg(test)]
mod tests_trials;
