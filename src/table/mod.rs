//! What happens at a table in a channel: challenges, games, moves, clocks and results. The
//! adapters (the terminal, Discord) are thin layers over it; it says nothing of how they show it.
//!
//! A [`Table`] is plain data (serde), changed only by [`Table::handle`]: one typed
//! [`TableCommand`] from one person, or from the system (the clock's tick, a tournament seating
//! its game or ending it at the round's deadline). Time is always passed in, never read, so
//! every rule about time is testable. A refused command returns a [`TableError`] and leaves the
//! table exactly as it was. What the table is doing is one [`Session`] (idle, a lobby, a game in
//! play); `handle` returns [`Handled`]: the replies, each that shows the board with its
//! [`Picture`] taken from the table as the command left it, the [`Event`]s the service turns into
//! records (a game ended, a puzzle standing changed), and whether the table changed.
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | [`Table`], [`Table::handle`] and the dispatch of each [`TableCommand`] |
//! | `session.rs` | [`Session`], [`Event`], [`Handled`] |
//! | `game/` | [`TableGame`], one game at a table written once for both variants ([`TableVariant`]), [`AnyGame`] and its façade [`SeatedGame`] |
//! | `lobby.rs` | [`Lobby`]: a four-player lobby's seats, and the four-player rematch |
//! | `challenge.rs` | [`Challenges`]: post, accept, decline, cancel; the game an accepted one starts |
//! | `people.rs` | [`UserId`], [`Player`], [`Actor`], [`Directory`], [`Timestamp`] |
//! | `legacy.rs` | tables as schemas 1–3 stored them, read once |
//! | `command/` | the typed commands (table and server-wide), `parse_command` for the text adapters, and the options and values of commands (`options.rs`) |
//! | `hint.rs`, `export.rs` | `hint`; the game as a record file |
//! | `puzzle.rs`, `review.rs` | puzzles (attempts, answers, puzzle ratings) and game reviews; words in `study_text.rs` |
//! | `error.rs`, `text.rs`, `help.rs` | why a command was refused, and every word the table says |
//! | `picture.rs` | what a reply's image shows |
//! | `picker.rs` | click to move: the option lists of a move picked with clicks, their ids, the check |
//! | `id.rs` | [`TableId`]: which channel, thread or terminal channel a table is |
//! | `settings.rs`, `rating.rs`, `stats.rs` | the channel/server settings and the typed `settings` command; Glicko-2 and placement points; whom a finished game counts for |
//! | `tournament/` | tournaments: entries, rounds, pairings (Berger, Swiss, four-player tables), standings |

mod challenge;
pub mod command;
mod error;
mod export;
pub mod game;
mod help;
mod hint;
mod id;
mod legacy;
mod lobby;
mod people;
pub mod picker;
mod picture;
pub mod puzzle;
pub mod rating;
mod review;
mod session;
pub mod settings;
pub mod stats;
mod study_text;
mod text;
pub mod tournament;

pub use challenge::{Challenge, Challenges};
pub use error::{MoveRefusal, TableError};
pub use game::{AnyGame, GameKind, Occupant, SeatedGame, TableGame, TableVariant};
pub use hint::{hint_in, hint_in_four};
pub use id::{BadTableId, TableId};
pub use legacy::{LegacyTable, OldArchived, Schema3Table};
pub use lobby::Lobby;
pub use people::{Actor, Directory, Player, Timestamp, UserId};
pub use picture::{Picture, ReviewWords};
pub use session::{Event, Handled, Session};
pub use settings::Settings;
pub use text::refusal;

use crate::engine::EnginePool;
use crate::i18n::{Msg, Text};
use crate::rules::{yonin, BySide, Game, Seat, Square};
use command::{Command, HintTarget, Mention, ServerCommand, TableCommand};
use game::{Clock, Occupant as Seated, PictureAsk};
use serde::{Deserialize, Serialize};
use tournament::{GameOrder, Seating};

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
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub challenges: Challenges,
    /// Nothing, a lobby, or the game in play.
    pub session: Session,
    /// The most recent game once it ended (kept for board, export, rematch and review) until the
    /// next game starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<AnyGame>,
    /// The games of each kind started here (numbers them; the first mover of four-player games
    /// rotates clockwise from game to game).
    pub games: GameCounts,
    /// How many finished games of this table are archived (numbers the next one); `None` in
    /// tables saved before it was counted, until the service counts their archive on loading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archived: Option<u32>,
    /// Puzzles in progress here, one per person.
    #[serde(default, skip_serializing_if = "puzzle::Puzzles::is_empty")]
    pub puzzles: puzzle::Puzzles,
}

/// How many games of each kind a table has started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameCounts {
    pub two: u32,
    pub four: u32,
}

impl GameCounts {
    fn of(&mut self, kind: GameKind) -> &mut u32 {
        match kind {
            GameKind::Two => &mut self.two,
            GameKind::Four => &mut self.four,
        }
    }
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
    /// besides (a game ended, a puzzle standing changed), and `changed` whether the table did.
    pub fn handle(
        &mut self,
        actor: &Actor,
        command: TableCommand,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Handled, TableError> {
        let mut next = self.clone();
        next.challenges.expire(now);
        let mut events = Vec::new();
        let mut replies = next.apply(actor, command, now, ctx, &mut events)?;
        next.settle(&mut events);
        next.attach_pictures(&mut replies, ctx.settings, now);
        next.offer_move(&mut replies);
        let changed = !events.is_empty() || next != *self;
        *self = next;
        Ok(Handled {
            replies,
            events,
            changed,
        })
    }

    /// A game that ended leaves the session for [`Table::last`], numbered for the archive: the one
    /// place where the end of a game becomes an [`Event::GameEnded`].
    fn settle(&mut self, events: &mut Vec<Event>) {
        if !matches!(&self.session, Session::Playing(g) if g.as_dyn().is_over()) {
            return;
        }
        let Session::Playing(game) = std::mem::take(&mut self.session) else {
            return;
        };
        let archive = self.archived.unwrap_or(0);
        self.archived = Some(archive + 1);
        events.push(Event::GameEnded {
            game: game.clone(),
            archive,
        });
        self.last = Some(game);
    }

    /// The game commands are about: the one in play, else the last one that ended here.
    pub fn game(&self) -> Option<&AnyGame> {
        match &self.session {
            Session::Playing(g) => Some(g),
            _ => self.last.as_ref(),
        }
    }

    fn game_mut(&mut self) -> Option<&mut AnyGame> {
        match &mut self.session {
            Session::Playing(g) => Some(g),
            _ => self.last.as_mut(),
        }
    }

    /// The game commands are about, if it is one of variant `V` (`table.game_as::<Game>()`).
    pub fn game_as<V: game::Of>(&self) -> Option<&TableGame<V>> {
        self.game()?.get::<V>()
    }

    /// The game in play, if any.
    pub fn in_play(&self) -> Option<&AnyGame> {
        match &self.session {
            Session::Playing(g) => Some(g),
            _ => None,
        }
    }

    /// The four-player lobby filling up here, if any.
    pub fn lobby(&self) -> Option<&Lobby> {
        match &self.session {
            Session::Lobby(l) => Some(l),
            _ => None,
        }
    }

    /// Refuses to start anything while a game is in play; with `alone`, also beside a lobby or a
    /// challenge of someone else's (one thing at a table at a time).
    fn ensure_free(&self, alone: Option<UserId>) -> Result<(), TableError> {
        if let Some(g) = self.in_play() {
            return Err(TableError::GameInPlay {
                players: g.as_dyn().names(),
            });
        }
        let Some(user) = alone else {
            return Ok(());
        };
        if self.lobby().is_some() {
            return Err(TableError::LobbyOpen);
        }
        match self.challenges.from_other_than(user) {
            Some(c) => Err(TableError::ChallengeWaiting {
                from: c.from.name.clone(),
            }),
            None => Ok(()),
        }
    }

    /// Whether a challenge may wait here: no game in play, no lobby beside it.
    fn free_for_challenge(&self) -> Result<(), TableError> {
        self.ensure_free(None)?;
        match self.lobby() {
            Some(_) => Err(TableError::LobbyOpen),
            None => Ok(()),
        }
    }

    /// A new game takes the table (the last one is forgotten): numbered, announced, and the
    /// computer's first moves played if it moves first.
    fn seat<V: game::Of>(
        &mut self,
        mut game: TableGame<V>,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Reply, TableError> {
        let count = self.games.of(V::KIND);
        *count += 1;
        game.number = *count;
        let reply = game.opening(now, ctx)?;
        self.session = Session::Playing(game.into());
        self.last = None;
        Ok(reply)
    }

    /// When this table's clock next needs a tick (a reminder or a time-out), if it runs at all:
    /// the store keeps an index of these, so that the clock loop visits only the tables due.
    pub fn next_deadline(&self) -> Option<Timestamp> {
        self.in_play()?.as_dyn().next_deadline()
    }

    /// What `/move` autocomplete offers `user`: the legal moves of the game in play matching
    /// `typed`, in the notation being typed ([`crate::notation::suggest`]); nothing unless `user`
    /// is the person to move.
    pub fn move_suggestions(&self, user: UserId, typed: &str, limit: usize) -> Vec<String> {
        match self.in_play().map(AnyGame::as_dyn) {
            Some(g) if g.person_to_move() == Some(user) => g.suggestions(typed, limit),
            _ => Vec::new(),
        }
    }

    /// The game whose Move button a board shown now carries: the game in play, when a person is
    /// to move (never the computer).
    pub fn movable_game(&self) -> Option<picker::GameRef> {
        self.in_play()?.movable()
    }

    /// Adds the Move button to every reply that shows the board of the game in play.
    fn offer_move(&self, replies: &mut [Reply]) {
        let Some(game) = self.movable_game() else {
            return;
        };
        for r in replies
            .iter_mut()
            .filter(|r| r.board && r.picture.is_some())
        {
            if !r.offers.contains(&Offer::Move(game)) {
                r.offers.push(Offer::Move(game));
            }
        }
    }

    /// Fills in the picture of every reply that shows the board, from the table as it is now.
    fn attach_pictures(&self, replies: &mut [Reply], settings: &Settings, now: Timestamp) {
        for reply in replies.iter_mut().filter(|r| r.board) {
            reply.picture = self.picture(reply, settings, now);
        }
    }

    /// The current game's picture, with the reply's hint, turned as the table's `orientation`
    /// setting says.
    pub fn picture(&self, reply: &Reply, settings: &Settings, now: Timestamp) -> Option<Picture> {
        let game = self.game()?.as_dyn();
        Some(game.picture(PictureAsk {
            settings,
            left: game.time_left(now),
            hint: reply.hint_origin.map(|o| (o, reply.hint.as_slice())),
            from_mover: false,
        }))
    }

    fn apply(
        &mut self,
        actor: &Actor,
        command: TableCommand,
        now: Timestamp,
        ctx: &Context<'_>,
        events: &mut Vec<Event>,
    ) -> Result<Vec<Reply>, TableError> {
        let (dir, s) = (ctx.dir, ctx.settings);
        let playing = |t: &Table| t.in_play().is_some_and(|g| g.as_dyn().was_seated(actor.id));
        let answers_puzzle = !playing(self) && self.puzzles.has(actor.id);
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
                challenge::fill_defaults(&mut options, s);
                if dir.computer().is_some_and(|bot| bot.id == opponent.id) {
                    return self.against_computer(actor, options, now, ctx);
                }
                if options.level.is_some() {
                    return Err(TableError::LevelNeedsComputer);
                }
                let free = self.free_for_challenge();
                Ok(vec![self.challenges.post(
                    actor,
                    Some(opponent),
                    options,
                    now,
                    free,
                )?])
            }
            TableCommand::Open(options) if options.level.is_some() => {
                Err(TableError::LevelNeedsComputer)
            }
            TableCommand::Open(mut options) => {
                challenge::fill_defaults(&mut options, s);
                let free = self.free_for_challenge();
                Ok(vec![self
                    .challenges
                    .post(actor, None, options, now, free)?])
            }
            TableCommand::Accept(from) => {
                self.ensure_free(None)?;
                let (c, withdrawn) = self.challenges.accept(actor, from.as_ref(), dir)?;
                let game = challenge::new_two_game(
                    c.from.clone(),
                    Seated::Person(actor.player()),
                    &c.options,
                    now,
                    s,
                )?;
                let mut reply = self.seat(game, now, ctx)?;
                if !withdrawn.is_empty() {
                    reply.text.push(
                        msg!("challenge-withdrawn")
                            .with("names", crate::i18n::words::names(&withdrawn)),
                    );
                }
                Ok(vec![reply])
            }
            TableCommand::Decline(from) => {
                Ok(vec![self.challenges.decline(actor, from.as_ref(), dir)?])
            }
            TableCommand::Cancel => Ok(vec![self.challenges.cancel(actor)?]),
            TableCommand::Move(text) if answers_puzzle => {
                self.puzzles.answer(actor, &text, ctx.puzzle, s, events)
            }
            TableCommand::Move(text) => self.playing_mut()?.play_typed(actor, &text, now, ctx),
            // Click to move (picker.rs): played only in the position the picker showed.
            TableCommand::MoveAt(text, at) => {
                picker::check_stamp(self, actor.id, at)?;
                self.playing_mut()?.play_typed(actor, &text, now, ctx)
            }
            TableCommand::Impasse => match self.game_mut() {
                Some(AnyGame::Two(g)) => g.impasse(actor),
                Some(AnyGame::Four(_)) => Err(TableError::NoImpasseRule),
                None => Err(TableError::NoGame),
            },
            TableCommand::Board if answers_puzzle => self.puzzles.board(actor, s),
            TableCommand::Board => {
                let game = self.game().ok_or(TableError::NoGame)?.as_dyn();
                let mut text = Text::from(game.status());
                if let Some(left) = game.time_left(now).filter(|_| !game.is_over()) {
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
            TableCommand::Hint(target) if answers_puzzle => self.puzzles.hint(actor, target, s),
            TableCommand::Hint(target) => self
                .in_play()
                .ok_or(TableError::NoGame)?
                .as_dyn()
                .hint(target),
            TableCommand::Resign => self
                .game_mut()
                .ok_or(TableError::NoGame)?
                .as_dyn_mut()
                .resign(actor, now, ctx),
            TableCommand::Takeback => match self.game_mut() {
                Some(AnyGame::Two(g)) => g.takeback(actor, now),
                Some(AnyGame::Four(_)) => Err(TableError::FourNoTakeback),
                None => Err(TableError::NoGame),
            },
            TableCommand::Abort | TableCommand::Rematch
                if self
                    .game()
                    .is_some_and(|g| g.as_dyn().tournament().is_some()) =>
            {
                Err(TableError::TournamentGame)
            }
            TableCommand::Abort => self.playing_mut()?.abort(actor),
            TableCommand::Rematch => self.rematch(actor, now, ctx),
            TableCommand::Export(format) => {
                let game = self.game().ok_or(TableError::NoGame)?;
                Ok(vec![export::export(game, format, s.language)?])
            }
            TableCommand::Help(topic) => Ok(vec![Reply::msg(help::help(topic.as_deref()))]),
            TableCommand::Yonin(options) => {
                self.ensure_free(Some(actor.id))?;
                let first = Seat::ALL[(self.games.four % 4) as usize];
                let (lobby, reply) = Lobby::open(actor, &options, s, first);
                self.session = Session::Lobby(lobby);
                Ok(vec![reply])
            }
            TableCommand::Join(seat) => Ok(vec![self.lobby_mut()?.join(actor, seat)?]),
            // Leaving a four-player game in play hands the seat over; otherwise it is the lobby.
            TableCommand::Leave => match &mut self.session {
                Session::Playing(AnyGame::Four(g)) => g.resign(actor, now, ctx),
                _ => {
                    let (reply, closed) = self.lobby_mut()?.leave(actor)?;
                    if closed {
                        self.session = Session::Idle;
                    }
                    Ok(vec![reply])
                }
            },
            TableCommand::Start => {
                self.ensure_free(None)?;
                let game = self.lobby_mut()?.start(actor, now)?;
                Ok(vec![self.seat(game, now, ctx)?])
            }
            TableCommand::AddComputer(seat, level) => Ok(vec![self
                .lobby_mut()?
                .add_computer(actor, seat, level, s)?]),
            TableCommand::Puzzle(ask) => self.puzzles.ask(actor, ask, ctx.puzzle, s, events),
            TableCommand::Review => match self.game() {
                Some(AnyGame::Two(g)) => g.review(ctx),
                Some(AnyGame::Four(_)) => Err(TableError::ReviewFour),
                None => Err(TableError::NoReviewGame),
            },
            TableCommand::Clock => Ok(match &mut self.session {
                Session::Playing(g) => g.as_dyn_mut().tick(now, ctx),
                _ => Vec::new(),
            }),
            TableCommand::SeatTournamentGame(order) => self.seat_tournament_game(*order, now, ctx),
            TableCommand::EndAtRoundDeadline(link) => Ok(match &mut self.session {
                Session::Playing(g) if g.as_dyn().tournament() == Some(&link) => {
                    vec![g.as_dyn_mut().end_at_round_deadline()]
                }
                _ => Vec::new(),
            }),
        }
    }

    /// The game in play, to change; refused when there is none.
    fn playing_mut(&mut self) -> Result<&mut dyn SeatedGame, TableError> {
        match &mut self.session {
            Session::Playing(g) => Ok(g.as_dyn_mut()),
            // After the end, a command about the game says how it ended.
            _ => match self.last.as_ref() {
                Some(g) => Err(TableError::GameOver {
                    result: g.as_dyn().result().unwrap_or(msg!("result-aborted")),
                    rematch: g.as_dyn().tournament().is_none(),
                }),
                None => Err(TableError::NoGame),
            },
        }
    }

    fn lobby_mut(&mut self) -> Result<&mut Lobby, TableError> {
        match &mut self.session {
            Session::Lobby(l) => Ok(l),
            _ => Err(TableError::NoLobby),
        }
    }

    /// A challenge to the bot: the game starts at once, and the computer moves if it is first.
    fn against_computer(
        &mut self,
        actor: &Actor,
        options: command::ChallengeOptions,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free(Some(actor.id))?;
        if options.rated == Some(true) {
            return Err(TableError::ComputerCannot(msg!("computer-never-rated")));
        }
        challenge::check_start(&options)?;
        let level = options.level.unwrap_or(ctx.settings.computer_level);
        let computer = Seated::Computer { level };
        let game = challenge::new_two_game(actor.player(), computer, &options, now, ctx.settings)?;
        // The human challenged first; the challenger's pending challenge stays as it was.
        Ok(vec![self.seat(game, now, ctx)?])
    }

    /// `rematch`: the same players again. Two players: a challenge back (the second request
    /// accepts the first; against the computer the game starts at once). Four: the next game
    /// starts at once, the next seat clockwise first.
    fn rematch(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free(None)?;
        match self.last.as_ref().ok_or(TableError::NoRematch)? {
            AnyGame::Four(g) => {
                let next = g.rematch(actor, now)?;
                Ok(vec![self.seat(next, now, ctx)?])
            }
            AnyGame::Two(g) => {
                let color = g.side_of(actor.id).ok_or_else(|| TableError::NotAPlayer {
                    players: g.as_ref().names(),
                })?;
                let options = g.rematch_options(color);
                match g.seats[color.opponent()].clone() {
                    Seated::Person(opponent) => {
                        // Both asked for a rematch: the second request accepts the first.
                        if self.challenges.has(opponent.id, actor.id) {
                            let accept = TableCommand::Accept(Some(Mention::user(opponent.id)));
                            return self.apply(actor, accept, now, ctx, &mut Vec::new());
                        }
                        self.challenges.withdraw(actor.id);
                        let free = self.free_for_challenge();
                        Ok(vec![self.challenges.post(
                            actor,
                            Some(opponent),
                            options,
                            now,
                            free,
                        )?])
                    }
                    _ => self.against_computer(actor, options, now, ctx),
                }
            }
        }
    }

    /// A tournament's game starts here (the service orders it when a round starts). Seating it
    /// again changes nothing: a table already playing (or having played) this game refuses
    /// nothing and says nothing, so a placement interrupted by a restart can simply be made again.
    fn seat_tournament_game(
        &mut self,
        order: GameOrder,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        if self
            .game()
            .is_some_and(|g| g.as_dyn().tournament() == Some(&order.link))
        {
            return Ok(Vec::new());
        }
        self.ensure_free(None)?;
        let s = ctx.settings;
        let time = order.time_per_move.or(s.time_per_move);
        let mut reply = match &order.seating {
            Seating::Two { sente, gote } => {
                let seats = BySide::from_fn(|c| {
                    Seated::Person(match c {
                        crate::rules::Color::Sente => sente.clone(),
                        crate::rules::Color::Gote => gote.clone(),
                    })
                });
                let setup = game::TwoSetup {
                    start: game::Start::Standard,
                    handicap: None,
                    rules: s.rules,
                    builtin: false,
                };
                let mut game: TableGame<Game> =
                    TableGame::new(seats, setup, Clock::new(time, now), order.rated)?;
                game.tournament = Some(order.link.clone());
                self.seat(game, now, ctx)?
            }
            Seating::Four { seats } => {
                let level = s.computer_level;
                let seats = BySide::from_fn(|seat: Seat| match &seats[seat.index()] {
                    Some(p) => Seated::Person(p.clone()),
                    None => Seated::Computer { level },
                });
                // Seats rotate from round to round by the pairing: South moves first.
                let settings = yonin::Settings {
                    first_mover: Seat::South,
                    ..s.four
                };
                let mut game: TableGame<yonin::Game> =
                    TableGame::new(seats, settings, Clock::new(time, now), order.rated)?;
                game.tournament = Some(order.link.clone());
                self.seat(game, now, ctx)?
            }
        };
        let mut text = Text::from(
            msg!("tournament-game-start")
                .with("title", order.title.clone())
                .with("round", order.link.game.round)
                .with("board", order.link.game.board),
        );
        text.then_all(std::mem::take(&mut reply.text).0);
        reply.text = text;
        // Everyone at the table is called to it, not only the one to move.
        reply.mentions = match &order.seating {
            Seating::Two { sente, gote } => vec![sente.id, gote.id],
            Seating::Four { seats } => seats.iter().flatten().map(|p| p.id).collect(),
        };
        Ok(vec![reply])
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
