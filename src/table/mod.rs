//! What happens at a table in a channel: challenges, games, moves, clocks and results. Knows nothing
//! of Discord; the terminal and Discord adapters are thin layers over it.
//!
//! A [`Table`] is plain data (serde), changed only by [`Table::handle`] (one command from one person)
//! and [`Table::tick`] (the clock). Time is always passed in, never read, so every rule about time is
//! testable. A refused command returns a [`TableError`] and leaves the table exactly as it was.

pub mod command;
pub mod four;
mod picture;
pub mod rating;
pub mod settings;
pub mod two;

pub use picture::{board_png, board_png_with};
pub use settings::Settings;

use crate::engine::EnginePool;
use crate::rules::handicap;
use crate::rules::Seat;
use crate::rules::{Color, Move, Square};
use command::{ChallengeOptions, Command, CommandError, Mention, SideChoice};
use four::{FourGame, FourResult, FourSettings, Lobby};
use serde::{Deserialize, Serialize};
use two::{ComputerSide, Ending, TwoGame, TwoResult};

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

/// What the table says back. The adapter shows the text, and the board image when `board` is set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    /// Show the current board (or, after the end, the final one).
    pub board: bool,
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
    fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }
}

/// Why a command was refused. Each message says what to do instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("{0}")]
    Command(#[from] CommandError),
    #[error("there is no game at this table: start one with `challenge @someone` or `open`")]
    NoGame,
    #[error("a game is already in play here ({0}); finish it first, or play in another channel or thread")]
    GameInPlay(String),
    #[error("you are not playing at this table; the game is {0}")]
    NotAPlayer(String),
    #[error("it is {0}'s turn, not yours")]
    NotYourTurn(String),
    #[error("the game is over ({0}); `rematch` to play again")]
    GameOver(String),
    #[error("{0}: {1}")]
    Illegal(String, String),
    #[error("no challenge is waiting for you here; `open` posts one anyone can accept")]
    NoChallenge,
    #[error("several challenges are waiting for you ({0}); say whose: `accept @name`")]
    WhichChallenge(String),
    #[error("you cannot challenge yourself")]
    SelfChallenge,
    #[error("I do not know who {0} is")]
    UnknownUser(String),
    #[error("unknown handicap `{0}`; the handicaps are {1}")]
    UnknownHandicap(String, String),
    #[error("handicap games are not rated")]
    RatedHandicap,
    #[error("{0} already has a challenge waiting here; `cancel` it first")]
    DuplicateChallenge(String),
    #[error("you have no challenge to cancel")]
    NothingToCancel,
    #[error("there is no move to take back")]
    NothingToTakeBack,
    #[error("you already asked; waiting for {0} to agree with `takeback`")]
    TakebackPending(String),
    #[error("only a moderator can abort once both players have moved; resign instead")]
    AbortTooLate,
    #[error("there is no finished game here to rematch")]
    NoRematch,
    #[error("`{0}` is not available yet")]
    NotYet(&'static str),
    #[error("`{0}` is answered for the whole server, not by one table")]
    ServerWide(&'static str),
    #[error("four-player shogi has no resignation: play on, or a seat that stops answering is taken over when its time runs out")]
    NoResignation,
    #[error("a four-player lobby is already open here: `join` it")]
    LobbyOpen,
    #[error("there is no four-player lobby here: open one with `yonin`")]
    NoLobby,
    #[error("you already sit at {0}")]
    AlreadySeated(&'static str),
    #[error("{0} is taken by {1}")]
    SeatTaken(&'static str, String),
    #[error("the lobby is full")]
    LobbyFull,
    #[error("you are not in the lobby")]
    NotSeated,
    #[error("the lobby needs four players to start; free seats: {0}")]
    LobbyNotFull(String),
    #[error("only a moderator can abort once every seat has moved")]
    FourAbortTooLate,
    #[error("that position cannot be played: {0}")]
    BadPosition(String),
    #[error("{0}")]
    Corrupt(String),
    #[error(
        "only moderators can change settings; anyone can look with `settings` or `settings KEY`"
    )]
    NotModerator,
    #[error("unknown setting `{key}`{}; `settings` lists them all", nearest.map(|n| format!(": did you mean `{n}`?")).unwrap_or_default())]
    UnknownSetting {
        key: String,
        nearest: Option<&'static str>,
    },
    #[error("{0}")]
    BadSetting(String),
    #[error("`{0}` has no override in this channel to remove")]
    NoOverride(&'static str),
    #[error("`settings server` needs a key and a value, e.g. `settings server hints off`")]
    SettingsUsage,
    #[error("hints are turned off here (setting `hints`)")]
    HintsOff,
    #[error("the computer cannot {0}")]
    ComputerCannot(&'static str),
    #[error("`level=` is for a game against the computer: challenge the bot itself, e.g. `challenge @shogiban level=3`")]
    LevelNeedsComputer,
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
    /// Which game the table is about: the most recent one started.
    pub current: Current,
}

/// Which of the table's games commands like `board` and `export` are about.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Current {
    #[default]
    Two,
    Four,
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
}

/// The computer level an external engine plays when one is configured: the strongest.
pub const STRONG_LEVEL: u8 = 5;

/// Challenges expire after a day unless accepted.
pub const CHALLENGE_LIFETIME: u64 = 86_400;
/// The reminder comes when this share (in percent) of the time per move is used.
pub const REMINDER_PERCENT: u64 = 75;

impl Table {
    /// Runs one command with the default settings. On error the table is unchanged.
    pub fn handle(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<Reply>, TableError> {
        self.handle_with(actor, line, now, dir, &Settings::default())
    }

    /// Runs one command under the table's effective `settings`. On error the table is unchanged.
    pub fn handle_with(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
        settings: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        self.handle_in(
            actor,
            line,
            now,
            &Context {
                dir,
                settings,
                strong: None,
            },
        )
    }

    /// Runs one command with everything it may use besides the table's own data (see [`Context`]).
    /// On error the table is unchanged.
    pub fn handle_in(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        ctx: &Context<'_>,
    ) -> Result<Vec<Reply>, TableError> {
        let command = command::parse_command(line)?;
        let mut next = self.clone();
        next.expire(now);
        let replies = next.apply(actor, command, now, ctx.dir, ctx.settings, ctx.strong)?;
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
            return Err(TableError::GameInPlay(players(g)));
        }
        if let Some(g) = self.four_in_play() {
            return Err(TableError::GameInPlay(four_players(g)));
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
                .and_then(|g| g.replay().ok())
                .map_or_else(Vec::new, |g| suggest::four(&g, typed, limit));
        }
        self.in_play()
            .and_then(|g| g.replay().ok())
            .map_or_else(Vec::new, |g| {
                suggest::two(g.position(), g.moves().last().copied(), typed, limit)
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
        dir: &dyn Directory,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        match command {
            Command::Challenge(mention, mut options) => {
                let opponent = dir
                    .resolve(&mention)
                    .ok_or_else(|| TableError::UnknownUser(mention.to_string()))?;
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
                    text: format!("{} declined {}'s challenge.", actor.name, c.from.name),
                    mentions: vec![c.from.id],
                    ..Reply::default()
                }])
            }
            Command::Cancel => {
                let before = self.challenges.len();
                self.challenges.retain(|c| c.from.id != actor.id);
                if self.challenges.len() == before {
                    return Err(TableError::NothingToCancel);
                }
                Ok(vec![Reply::text(format!(
                    "{} cancelled their challenge.",
                    actor.name
                ))])
            }
            Command::Move(text) if self.is_four() => self.play_four(actor, &text, now),
            Command::Move(text) => self.play(actor, &text, now, s, strong),
            Command::Board if self.is_four() => {
                let game = self.four.as_ref().expect("is_four");
                Ok(vec![Reply {
                    text: four_status(game)?,
                    board: true,
                    ..Reply::default()
                }])
            }
            Command::Board => {
                let game = self.game.as_ref().ok_or(TableError::NoGame)?;
                Ok(vec![Reply {
                    text: self.status_line(game)?,
                    board: true,
                    ..Reply::default()
                }])
            }
            Command::Hint(_) if !s.hints => Err(TableError::HintsOff),
            Command::Hint(square) if self.is_four() => self.hint_four(&square),
            Command::Hint(square) => self.hint(&square),
            Command::Resign if self.is_four() => Err(TableError::NoResignation),
            Command::Resign => {
                let game = self.game_of(actor)?;
                let color = game.color_of(actor.id).expect("checked by game_of");
                self.finish(TwoResult {
                    winner: Some(color.opponent()),
                    ending: Ending::Resignation,
                })
            }
            Command::Takeback => self.takeback(actor, now, s),
            Command::Abort if self.is_four() => self.abort_four(actor),
            Command::Abort => {
                let game = self.in_play().ok_or(TableError::NoGame)?;
                let at_table = game.color_of(actor.id).is_some();
                if !actor.moderator && !at_table {
                    return Err(TableError::NotAPlayer(players(game)));
                }
                if !actor.moderator && game.moves.len() >= 2 {
                    return Err(TableError::AbortTooLate);
                }
                self.finish(TwoResult {
                    winner: None,
                    ending: Ending::Aborted,
                })
            }
            Command::Rematch if self.is_four() => self.rematch_four(actor, now),
            Command::Rematch => self.rematch(actor, now, s, strong),
            Command::Export(format) => self.export(&format),
            Command::Help(topic) => Ok(vec![Reply::text(help(topic.as_deref()))]),
            Command::Yonin(options) => self.open_lobby(actor, options, s),
            Command::Join(seat) => self.join(actor, seat),
            Command::Leave => self.leave(actor),
            Command::Start => self.start_four(actor, now),
            Command::AddComputer(seat, level) => self.add_computer(actor, seat, level, dir, s),
            Command::Settings(..) => Err(TableError::ServerWide("settings")),
            Command::Stats(_) => Err(TableError::ServerWide("stats")),
            Command::Leaderboard => Err(TableError::ServerWide("leaderboard")),
            Command::Games => Err(TableError::ServerWide("games")),
        }
    }

    fn post_challenge(
        &mut self,
        actor: &Actor,
        to: Option<Player>,
        options: ChallengeOptions,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        if let Some(sfen) = &options.position {
            if options.handicap.is_some() {
                return Err(TableError::BadPosition(
                    "give either a handicap or a position, not both".to_owned(),
                ));
            }
            let pos = crate::rules::Position::from_sfen(sfen)
                .map_err(|e| TableError::BadPosition(e.to_string()))?;
            if pos.legal_moves().is_empty() {
                return Err(TableError::BadPosition(
                    "the side to move has no legal move there".to_owned(),
                ));
            }
        }
        if let Some(name) = &options.handicap {
            if handicap::by_name(name).is_none() {
                let names: Vec<&str> = handicap::HANDICAPS.iter().map(|h| h.name).collect();
                return Err(TableError::UnknownHandicap(name.clone(), names.join(", ")));
            }
            if options.rated == Some(true) {
                return Err(TableError::RatedHandicap);
            }
        }
        if self.challenges.iter().any(|c| c.from.id == actor.id) {
            return Err(TableError::DuplicateChallenge(actor.name.clone()));
        }
        let id = self.next_challenge;
        self.next_challenge += 1;
        let text = match &to {
            Some(p) => format!(
                "{} challenges {} to shogi{}. {}: `accept` or `decline`.",
                actor.name,
                p.name,
                describe_options(&options),
                p.name
            ),
            None => format!(
                "{} is looking for an opponent{}. Anyone: `accept`.",
                actor.name,
                describe_options(&options)
            ),
        };
        let mentions = to.iter().map(|p| p.id).collect();
        self.challenges.push(Challenge {
            id,
            from: actor.player(),
            to,
            options,
            expires: Timestamp(now.0 + CHALLENGE_LIFETIME),
        });
        Ok(vec![Reply {
            text,
            mentions,
            ..Reply::default()
        }])
    }

    /// The challenge `actor` is answering: addressed to them (or open, when accepting).
    fn find_challenge_for(
        &self,
        actor: &Actor,
        from: Option<&Mention>,
        dir: &dyn Directory,
        include_open: bool,
    ) -> Result<Challenge, TableError> {
        let from_id = match from {
            Some(m) => Some(
                dir.resolve(m)
                    .ok_or_else(|| TableError::UnknownUser(m.to_string()))?
                    .id,
            ),
            None => None,
        };
        let candidates: Vec<&Challenge> = self
            .challenges
            .iter()
            .filter(|c| match &c.to {
                Some(p) => p.id == actor.id,
                None => include_open && c.from.id != actor.id,
            })
            .filter(|c| from_id.is_none_or(|id| c.from.id == id))
            .collect();
        match candidates.as_slice() {
            [] => Err(TableError::NoChallenge),
            [one] => Ok((*one).clone()),
            many => {
                // A challenge addressed to the actor wins over open ones.
                let direct: Vec<&&Challenge> = many.iter().filter(|c| c.to.is_some()).collect();
                if direct.len() == 1 {
                    return Ok((**direct[0]).clone());
                }
                let names: Vec<String> = many.iter().map(|c| c.from.name.clone()).collect();
                Err(TableError::WhichChallenge(names.join(", ")))
            }
        }
    }

    fn accept(
        &mut self,
        actor: &Actor,
        from: Option<Mention>,
        now: Timestamp,
        dir: &dyn Directory,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        if let Some(g) = self.in_play() {
            return Err(TableError::GameInPlay(players(g)));
        }
        let c = self.find_challenge_for(actor, from.as_ref(), dir, true)?;
        self.challenges.retain(|x| x.id != c.id);
        let game = new_two_game(c.from.clone(), actor.player(), &c.options, now, s);
        let reply = self.start_two_game(game)?;
        Ok(vec![reply])
    }

    /// Seats a new two-player game and announces it.
    fn start_two_game(&mut self, game: TwoGame) -> Result<Reply, TableError> {
        let first = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?
            .position()
            .turn();
        let to_move = game.player(first).clone();
        let text = format!(
            "Game on: ☗ {} (sente) vs ☖ {} (gote){}{}. {} to move.",
            game.sente.name,
            game.gote.name,
            game.handicap
                .as_deref()
                .map(|h| format!(", {h} handicap"))
                .unwrap_or_default(),
            game.computer
                .map(|c| format!(", computer level {}, unrated", c.level))
                .unwrap_or_default(),
            to_move.name
        );
        self.game = Some(game);
        self.current = Current::Two;
        Ok(Reply {
            text,
            board: true,
            mentions: vec![to_move.id],
            ..Reply::default()
        })
    }

    /// A challenge to the bot: the game starts at once, and the computer moves if it is first.
    fn start_computer_game(
        &mut self,
        actor: &Actor,
        bot: Player,
        options: ChallengeOptions,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        if options.rated == Some(true) {
            return Err(TableError::ComputerCannot(
                "play rated games: games against the computer are never rated",
            ));
        }
        if let Some(name) = &options.handicap {
            if handicap::by_name(name).is_none() {
                let names: Vec<&str> = handicap::HANDICAPS.iter().map(|h| h.name).collect();
                return Err(TableError::UnknownHandicap(name.clone(), names.join(", ")));
            }
        }
        let level = options.level.unwrap_or(s.computer_level);
        let mut game = new_two_game(actor.player(), bot, &options, now, s);
        game.rated = false;
        game.computer = Some(ComputerSide {
            color: if game.sente.id == actor.id {
                Color::Gote
            } else {
                Color::Sente
            },
            level,
        });
        // The human challenged first; the challenger's pending challenge stays as it was.
        let mut reply = self.start_two_game(game)?;
        let (lines, end) = self.computer_two(now, s, strong)?;
        if !lines.is_empty() {
            let game = self.game.as_ref().expect("just started");
            let next = self.to_move_line(game)?;
            reply.text = format!(
                "{} {} {}",
                reply
                    .text
                    .rsplit_once(". ")
                    .map_or("", |(a, _)| a)
                    .to_owned()
                    + ".",
                lines.join(" "),
                end.unwrap_or(next)
            );
            reply.mentions = vec![actor.id];
        }
        Ok(vec![reply])
    }

    /// "NAME to move." with a check warning, for a game in play.
    fn to_move_line(&self, game: &TwoGame) -> Result<String, TableError> {
        let g = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let check = if g.position().is_check() {
            "Check! "
        } else {
            ""
        };
        Ok(format!(
            "{check}{} to move.",
            game.player(g.position().turn()).name
        ))
    }

    /// Plays the computer's moves while it is to move (once, in a two-player game). Returns what it
    /// played and, if the game ended, the result line.
    fn computer_two(
        &mut self,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<(Vec<String>, Option<String>), TableError> {
        use crate::engine::Player as _;
        let mut lines = Vec::new();
        loop {
            let Some(game) = self.game.as_ref().filter(|g| !g.is_over()) else {
                return Ok((lines, None));
            };
            let Some(side) = game.computer else {
                return Ok((lines, None));
            };
            let rules_game = game
                .replay()
                .map_err(|e| TableError::Corrupt(e.to_string()))?;
            if rules_game.position().turn() != side.color {
                return Ok((lines, None));
            }
            let external = strong
                .filter(|_| side.level >= STRONG_LEVEL)
                .and_then(|engine| match engine.best_move(&rules_game) {
                    Ok(m) if rules_game.position().is_legal(m) => Some(m),
                    Ok(m) => {
                        tracing::warn!(
                            engine = %engine.name(),
                            "the external engine answered the illegal move {}; the built-in \
                             level {STRONG_LEVEL} plays instead",
                            m.to_usi()
                        );
                        None
                    }
                    Err(e) => {
                        tracing::warn!(
                            engine = %engine.name(),
                            "no move from the external engine ({e}); the built-in level \
                             {STRONG_LEVEL} plays instead"
                        );
                        None
                    }
                });
            // The built-in player is deterministic: the same game and level give the same move.
            let seed = game.moves.len() as u64 ^ game.player(side.color.opponent()).id.0;
            let Some(m) = external.or_else(|| {
                crate::engine::Computer::seeded(side.level, seed).choose(
                    &rules_game,
                    crate::engine::Budget::nodes(two_nodes(side.level)),
                )
            }) else {
                return Ok((lines, None));
            };
            let (line, end) = self.push_two(m, &m.to_usi(), now, s)?;
            lines.push(line);
            if end.is_some() {
                return Ok((lines, end));
            }
        }
    }

    /// Plays `m` for the side to move: "NAME played MOVE." and, when it ends the game, the result.
    fn push_two(
        &mut self,
        m: Move,
        typed: &str,
        now: Timestamp,
        s: &Settings,
    ) -> Result<(String, Option<String>), TableError> {
        let game = self.game.as_ref().ok_or(TableError::NoGame)?;
        let mut rules_game = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let mover = game.player(rules_game.position().turn()).name.clone();
        let prev = rules_game.moves().last().copied();
        let written = write_move(rules_game.position(), m, prev, s.notation);
        rules_game
            .play(m)
            .map_err(|e| TableError::Illegal(typed.to_owned(), e.to_string()))?;
        let game = self.game.as_mut().expect("checked above");
        game.moves.push(m.to_usi());
        game.turn_started = now;
        game.reminded = false;
        game.takeback_from = None;
        let line = format!("{mover} played {written}.");
        if let Some(o) = rules_game.outcome() {
            let replies = self.finish(TwoResult {
                winner: o.winner,
                ending: Ending::Rules(o.reason),
            })?;
            return Ok((line, Some(replies[0].text.clone())));
        }
        Ok((line, None))
    }

    /// The game in play with `actor` at it.
    fn game_of(&self, actor: &Actor) -> Result<&TwoGame, TableError> {
        let game = self.game.as_ref().ok_or(TableError::NoGame)?;
        if let Some(r) = game.result {
            return Err(TableError::GameOver(describe_result(game, r)));
        }
        if game.color_of(actor.id).is_none() {
            return Err(TableError::NotAPlayer(players(game)));
        }
        Ok(game)
    }

    fn play(
        &mut self,
        actor: &Actor,
        text: &str,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.game_of(actor)?;
        let rules_game = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let to_move = rules_game.position().turn();
        if game.color_of(actor.id) != Some(to_move) {
            return Err(TableError::NotYourTurn(game.player(to_move).name.clone()));
        }
        let prev = rules_game.moves().last().copied();
        let m = resolve_move(rules_game.position(), text, prev)
            .map_err(|reason| TableError::Illegal(text.to_owned(), reason))?;
        let (mut line, mut end) = self.push_two(m, text, now, s)?;
        if end.is_none() {
            // Against the computer, its answer comes in the same reply.
            let (lines, e) = self.computer_two(now, s, strong)?;
            for l in lines {
                line = format!("{line} {l}");
            }
            end = e;
        }
        let game = self.game.as_ref().expect("still there");
        if let Some(result) = end {
            return Ok(vec![Reply {
                text: format!("{line} {result}"),
                board: true,
                mentions: humans(game),
                ..Reply::default()
            }]);
        }
        let next = game
            .player(
                game.replay()
                    .map_err(|e| TableError::Corrupt(e.to_string()))?
                    .position()
                    .turn(),
            )
            .id;
        Ok(vec![Reply {
            text: format!("{line} {}", self.to_move_line(game)?),
            board: true,
            mentions: vec![next],
            ..Reply::default()
        }])
    }

    fn finish(&mut self, result: TwoResult) -> Result<Vec<Reply>, TableError> {
        let game = self.game.as_mut().ok_or(TableError::NoGame)?;
        game.result = Some(result);
        game.takeback_from = None;
        let text = describe_result(game, result);
        let mentions = humans(game);
        Ok(vec![Reply {
            text,
            board: true,
            mentions,
            ..Reply::default()
        }])
    }

    fn takeback(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        _s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.game_of(actor)?;
        let color = game.color_of(actor.id).expect("checked by game_of");
        if game.computer.is_some() {
            // The computer always agrees: take back its answer and the player's move before it.
            if game.moves.len() < 2 {
                return Err(TableError::NothingToTakeBack);
            }
            let game = self.game.as_mut().expect("checked");
            game.moves.truncate(game.moves.len() - 2);
            game.turn_started = now;
            game.reminded = false;
            return Ok(vec![Reply {
                text: format!(
                    "Taken back (your move and the computer's). {} to move.",
                    actor.name
                ),
                board: true,
                mentions: vec![actor.id],
                ..Reply::default()
            }]);
        }
        let opponent = game.player(color.opponent()).clone();
        match game.takeback_from {
            None => {
                if game.moves.is_empty() {
                    return Err(TableError::NothingToTakeBack);
                }
                self.game.as_mut().expect("checked").takeback_from = Some(actor.id);
                Ok(vec![Reply {
                    text: format!(
                        "{} asks to take back a move. {}: `takeback` to agree, or just play on.",
                        actor.name, opponent.name
                    ),
                    mentions: vec![opponent.id],
                    ..Reply::default()
                }])
            }
            Some(id) if id == actor.id => Err(TableError::TakebackPending(opponent.name)),
            Some(asker) => {
                let rules_game = game
                    .replay()
                    .map_err(|e| TableError::Corrupt(e.to_string()))?;
                let asker_color = game.color_of(asker).expect("a player asked");
                // Undo until the asker is to move again, taking back at least the asker's last move.
                let undo = if rules_game.position().turn() == asker_color {
                    2
                } else {
                    1
                };
                let game = self.game.as_mut().expect("checked");
                if game.moves.len() < undo {
                    return Err(TableError::NothingToTakeBack);
                }
                game.moves.truncate(game.moves.len() - undo);
                game.takeback_from = None;
                game.turn_started = now;
                game.reminded = false;
                let name = game.player(asker_color).name.clone();
                Ok(vec![Reply {
                    text: format!("Taken back. {name} to move."),
                    board: true,
                    mentions: vec![asker],
                    ..Reply::default()
                }])
            }
        }
    }

    fn rematch(
        &mut self,
        actor: &Actor,
        now: Timestamp,
        s: &Settings,
        strong: Option<&dyn EnginePool>,
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.game.as_ref().ok_or(TableError::NoRematch)?;
        if !game.is_over() {
            return Err(TableError::GameInPlay(players(game)));
        }
        let color = game
            .color_of(actor.id)
            .ok_or_else(|| TableError::NotAPlayer(players(game)))?;
        let opponent = game.player(color.opponent()).clone();
        let options = match &game.handicap {
            // A handicap rematch keeps the giver (gote).
            Some(h) => ChallengeOptions {
                handicap: Some(h.clone()),
                opponent_gives: color == Color::Sente,
                rated: Some(false),
                time_per_move: game.time_per_move,
                ..ChallengeOptions::default()
            },
            // Other rematches swap sides.
            None => ChallengeOptions {
                side: Some(SideChoice::Color(color.opponent())),
                rated: Some(game.rated),
                time_per_move: game.time_per_move,
                ..ChallengeOptions::default()
            },
        };
        if let Some(side) = game.computer {
            let options = ChallengeOptions {
                level: Some(side.level),
                rated: None,
                ..options
            };
            return self.start_computer_game(actor, opponent, options, now, s, strong);
        }
        self.challenges.retain(|c| c.from.id != actor.id);
        self.post_challenge(actor, Some(opponent), options, now)
    }

    fn hint(&self, square: &str) -> Result<Vec<Reply>, TableError> {
        let game = self.in_play().ok_or(TableError::NoGame)?;
        let rules_game = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let pos = rules_game.position();
        let legal = pos.legal_moves();
        let origin;
        let dests: Vec<Square> = if let Some(sq) = Square::parse_usi(&square.to_ascii_lowercase()) {
            origin = crate::render::HintOrigin::Square(sq);
            legal
                .iter()
                .filter(|m| m.from() == Some(sq))
                .map(|m| m.to())
                .collect()
        } else if let Some(role) = square
            .chars()
            .next()
            .filter(|_| square.chars().count() == 1)
            .and_then(crate::rules::Role::from_letter)
        {
            origin = crate::render::HintOrigin::Hand(role);
            legal
                .iter()
                .filter(|m| matches!(m, Move::Drop { role: r, .. } if *r == role))
                .map(|m| m.to())
                .collect()
        } else {
            return Err(TableError::Illegal(
                square.to_owned(),
                "a hint takes a square like 7g or a piece letter like P".to_owned(),
            ));
        };
        let mut dests = dests;
        dests.sort();
        dests.dedup();
        let text = if dests.is_empty() {
            format!("{square}: no legal moves.")
        } else {
            let list: Vec<String> = dests.iter().map(|s| s.to_usi()).collect();
            format!("{square} can go to {}.", list.join(" "))
        };
        Ok(vec![Reply {
            text,
            board: true,
            hint: dests,
            hint_origin: Some(origin),
            ..Reply::default()
        }])
    }

    fn export(&self, format: &str) -> Result<Vec<Reply>, TableError> {
        if self.is_four() {
            let game = self.four.as_ref().expect("is_four");
            return match format {
                "usi" => Ok(vec![Reply::text(format!(
                    "four-player moves: {}",
                    if game.moves.is_empty() {
                        "(none)".to_owned()
                    } else {
                        game.moves.join(" ")
                    }
                ))]),
                "yonin" => {
                    let record = game
                        .record()
                        .map_err(|e| TableError::Corrupt(e.to_string()))?;
                    Ok(vec![Reply {
                        text: "The game record (yonin) is attached.".to_owned(),
                        file: Some(("game.yonin".to_owned(), record.to_text().into_bytes())),
                        ..Reply::default()
                    }])
                }
                other => Err(TableError::Illegal(
                    other.to_owned(),
                    "four-player export formats are yonin and usi".to_owned(),
                )),
            };
        }
        let game = self.game.as_ref().ok_or(TableError::NoGame)?;
        let rules_game = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let mut record = crate::notation::Record::from_game(&rules_game);
        record.sente = Some(game.sente.name.clone());
        record.gote = Some(game.gote.name.clone());
        use crate::notation::Termination;
        record.termination = game.result.map(|r| match r.ending {
            Ending::Rules(reason) => Termination::Rules(crate::rules::Outcome {
                winner: r.winner,
                reason,
            }),
            Ending::Resignation => Termination::Resignation {
                loser: r.winner.map_or(Color::Sente, Color::opponent),
            },
            Ending::Timeout => Termination::Timeout {
                loser: r.winner.map_or(Color::Sente, Color::opponent),
            },
            Ending::Aborted => Termination::Abort,
        });
        let (name, bytes) = match format {
            "usi" => return Ok(vec![Reply::text(record.to_usi().trim_end().to_owned())]),
            "kif" => ("game.kif", record.to_kif_shift_jis()),
            "kifu" => ("game.kifu", record.to_kifu().into_bytes()),
            "ki2" => ("game.ki2", record.to_ki2().into_bytes()),
            "csa" => (
                "game.csa",
                record.to_csa(crate::notation::CsaVersion::V22).into_bytes(),
            ),
            other => {
                return Err(TableError::Illegal(
                    other.to_owned(),
                    "export formats are kif, kifu, ki2, csa and usi".to_owned(),
                ))
            }
        };
        Ok(vec![Reply {
            text: format!("The game record ({format}) is attached."),
            file: Some((name.to_owned(), bytes)),
            ..Reply::default()
        }])
    }

    fn status_line(&self, game: &TwoGame) -> Result<String, TableError> {
        if let Some(r) = game.result {
            return Ok(describe_result(game, r));
        }
        let g = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let to_move = game.player(g.position().turn());
        Ok(format!(
            "☗ {} vs ☖ {}, move {}. {} to move{}.",
            game.sente.name,
            game.gote.name,
            g.ply() + 1,
            to_move.name,
            if g.position().is_check() {
                " (in check)"
            } else {
                ""
            }
        ))
    }

    fn open_lobby(
        &mut self,
        actor: &Actor,
        options: command::LobbyOptions,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        if self.lobby.is_some() {
            return Err(TableError::LobbyOpen);
        }
        // The table's §10 defaults, then what the command says.
        let mut settings = FourSettings {
            teams: options.teams || s.four.teams,
            // The first mover rotates clockwise from game to game unless the lobby fixes it.
            first_mover: Seat::ALL[(self.four_games % 4) as usize],
            ..s.four
        };
        for (key, value) in &options.switches {
            settings
                .set(key, value)
                .map_err(|reason| TableError::Illegal(format!("{key}={value}"), reason))?;
        }
        let mut seats: [Option<Player>; 4] = Default::default();
        seats[0] = Some(actor.player());
        let lobby = Lobby {
            host: actor.id,
            seats,
            settings,
            time_per_move: options.time_per_move.or(s.time_per_move),
            computers: [None; 4],
        };
        let text = format!(
            "{} opened a four-player lobby{}. `join` to sit down. {}",
            actor.name,
            if settings.teams { " (teams)" } else { "" },
            lobby.describe()
        );
        self.lobby = Some(lobby);
        Ok(vec![Reply::text(text)])
    }

    fn join(&mut self, actor: &Actor, seat: Option<Seat>) -> Result<Vec<Reply>, TableError> {
        let lobby = self.lobby.as_mut().ok_or(TableError::NoLobby)?;
        if let Some(s) = lobby.seat_of(actor.id) {
            return Err(TableError::AlreadySeated(s.name()));
        }
        let seat = match seat {
            Some(s) => {
                if let Some(p) = &lobby.seats[s.index()] {
                    return Err(TableError::SeatTaken(s.name(), p.name.clone()));
                }
                s
            }
            None => Seat::ALL
                .into_iter()
                .find(|s| lobby.seats[s.index()].is_none())
                .ok_or(TableError::LobbyFull)?,
        };
        lobby.seats[seat.index()] = Some(actor.player());
        let full = if lobby.is_full() {
            " The lobby is full: `start`."
        } else {
            ""
        };
        Ok(vec![Reply::text(format!(
            "{} sits at {}. {}{full}",
            actor.name,
            seat.name(),
            lobby.describe()
        ))])
    }

    fn leave(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        let lobby = self.lobby.as_mut().ok_or(TableError::NoLobby)?;
        let seat = lobby.seat_of(actor.id).ok_or(TableError::NotSeated)?;
        lobby.seats[seat.index()] = None;
        if lobby.no_people() {
            self.lobby = None;
            return Ok(vec![Reply::text(format!(
                "{} left; the lobby is closed.",
                actor.name
            ))]);
        }
        Ok(vec![Reply::text(format!(
            "{} left {}. {}",
            actor.name,
            seat.name(),
            lobby.describe()
        ))])
    }

    fn start_four(&mut self, actor: &Actor, now: Timestamp) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        let lobby = self.lobby.as_ref().ok_or(TableError::NoLobby)?;
        if lobby.seat_of(actor.id).is_none() {
            return Err(TableError::NotSeated);
        }
        if !lobby.is_full() {
            let free: Vec<&str> = Seat::ALL
                .iter()
                .filter(|s| lobby.seats[s.index()].is_none())
                .map(|s| s.name())
                .collect();
            return Err(TableError::LobbyNotFull(free.join(", ")));
        }
        let seats = lobby.seats.clone().map(|p| p.expect("the lobby is full"));
        let game = FourGame {
            seats,
            settings: lobby.settings,
            moves: Vec::new(),
            time_per_move: lobby.time_per_move,
            turn_started: now,
            result: None,
            computers: lobby.computers,
            reminded: false,
        };
        self.lobby = None;
        self.start_four_game(game, now)
    }

    fn start_four_game(
        &mut self,
        game: FourGame,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        let first = game.settings.first_mover;
        let to_move = game.player(first).clone();
        let mut text = format!(
            "Four-player game on: {}. {} ({}) moves first.",
            four_players(&game),
            to_move.name,
            first.name()
        );
        self.four = Some(game);
        self.four_games += 1;
        self.current = Current::Four;
        let mut mentions = vec![to_move.id];
        if self.four_computer_to_move()?.is_some() {
            let (lines, m) = self.four_computers_play(now)?;
            text = format!("{text} {}", lines.join(" "));
            mentions = m;
        }
        Ok(vec![Reply {
            text,
            board: true,
            mentions,
            ..Reply::default()
        }])
    }

    /// The seat to move, when a computer plays it.
    fn four_computer_to_move(&self) -> Result<Option<(Seat, u8)>, TableError> {
        let Some(game) = self.four_in_play() else {
            return Ok(None);
        };
        let engine = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        Ok(engine
            .to_move()
            .and_then(|s| game.computers[s.index()].map(|l| (s, l))))
    }

    /// Plays every computer seat in turn until a person is to move or the game ends. Returns the
    /// announcement lines (ending with who is to move, or the result) and whom to notify.
    fn four_computers_play(
        &mut self,
        now: Timestamp,
    ) -> Result<(Vec<String>, Vec<UserId>), TableError> {
        use crate::engine::YoninPlayer as _;
        let mut lines = Vec::new();
        // A four-player game lasts at most a few thousand actions; the bound only guards a loop.
        for _ in 0..10_000 {
            let Some((seat, level)) = self.four_computer_to_move()? else {
                break;
            };
            let game = self.four.as_ref().expect("in play");
            let engine = game
                .replay()
                .map_err(|e| TableError::Corrupt(e.to_string()))?;
            let seed = (game.moves.len() as u64) << 2 | seat.index() as u64;
            let mut computer = crate::engine::YoninComputer::seeded(level, seed);
            let Some(m) = computer.choose(&engine, crate::engine::Budget::nodes(four_nodes(level)))
            else {
                break;
            };
            lines.extend(self.four_step(m, seat, now)?);
        }
        let (next, mentions) = self.four_next_line()?;
        lines.push(next);
        Ok((lines, mentions))
    }

    /// Plays one action for `seat`: "NAME (seat) played M." plus eliminations and the result.
    fn four_step(
        &mut self,
        m: Move,
        seat: Seat,
        now: Timestamp,
    ) -> Result<Vec<String>, TableError> {
        let game = self.four.as_ref().ok_or(TableError::NoGame)?;
        let mut engine = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let eliminated_before = engine.eliminations().len();
        engine
            .play(m)
            .map_err(|e| TableError::Illegal(m.to_usi(), e.to_string()))?;
        let game = self.four.as_mut().expect("checked");
        game.moves.push(m.to_usi());
        game.turn_started = now;
        game.reminded = false;
        let mut lines = vec![format!(
            "{} ({}) played {}.",
            game.player(seat).name,
            seat.name(),
            m.to_usi()
        )];
        for e in &engine.eliminations()[eliminated_before..] {
            lines.push(format!(
                "{} ({}) is checkmated; {} takes the pieces.",
                game.player(e.seat).name,
                e.seat.name(),
                game.player(e.by).name
            ));
        }
        if let Some(o) = engine.outcome() {
            game.result = Some(FourResult {
                reason: o.reason.name().to_owned(),
                places: o.places.to_vec(),
            });
        }
        Ok(lines)
    }

    /// The result, or who is to move next; and whom to notify.
    fn four_next_line(&self) -> Result<(String, Vec<UserId>), TableError> {
        let game = self.four.as_ref().ok_or(TableError::NoGame)?;
        if let Some(r) = &game.result {
            let people = Seat::ALL
                .iter()
                .filter(|s| game.computers[s.index()].is_none())
                .map(|s| game.player(*s).id)
                .collect();
            return Ok((describe_four_result(game, r), people));
        }
        let engine = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let Some(next) = engine.to_move() else {
            return Ok((String::new(), Vec::new()));
        };
        let check = if engine.in_check().contains(&next) {
            " (in check)"
        } else {
            ""
        };
        Ok((
            format!(
                "{} ({}) to move{check}.",
                game.player(next).name,
                next.name()
            ),
            vec![game.player(next).id],
        ))
    }

    /// `add-computer [SEAT] [level=N]`: the computer takes a lobby seat.
    fn add_computer(
        &mut self,
        actor: &Actor,
        seat: Option<Seat>,
        level: Option<u8>,
        dir: &dyn Directory,
        s: &Settings,
    ) -> Result<Vec<Reply>, TableError> {
        let lobby = self.lobby.as_mut().ok_or(TableError::NoLobby)?;
        if lobby.seat_of(actor.id).is_none() {
            return Err(TableError::NotSeated);
        }
        let seat = match seat {
            Some(s) => {
                if let Some(p) = &lobby.seats[s.index()] {
                    return Err(TableError::SeatTaken(s.name(), p.name.clone()));
                }
                s
            }
            None => Seat::ALL
                .into_iter()
                .find(|s| lobby.seats[s.index()].is_none())
                .ok_or(TableError::LobbyFull)?,
        };
        let level = level.unwrap_or(s.computer_level);
        lobby.seats[seat.index()] = Some(computer_player(dir));
        lobby.computers[seat.index()] = Some(level);
        let full = if lobby.is_full() {
            " The lobby is full: `start`."
        } else {
            ""
        };
        Ok(vec![Reply::text(format!(
            "The computer (level {level}) sits at {}. {}{full}",
            seat.name(),
            lobby.describe()
        ))])
    }

    fn play_four(
        &mut self,
        actor: &Actor,
        text: &str,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.four.as_ref().ok_or(TableError::NoGame)?;
        if let Some(r) = &game.result {
            return Err(TableError::GameOver(describe_four_result(game, r)));
        }
        let seat = game
            .seat_of(actor.id)
            .ok_or_else(|| TableError::NotAPlayer(four_players(game)))?;
        let mut engine = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let to_move = engine.to_move().ok_or(TableError::NoGame)?;
        if seat != to_move {
            return Err(TableError::NotYourTurn(game.player(to_move).name.clone()));
        }
        // Any four-player notation: `5g5f`, `G-5h`, `金58`, with or without the seat marker.
        let m = crate::notation::four::parse(text.trim(), &engine)
            .map_err(|e| TableError::Illegal(text.to_owned(), e.to_string()))?;
        engine
            .play(m)
            .map_err(|e| TableError::Illegal(text.to_owned(), e.to_string()))?;
        let mut lines = self.four_step(m, seat, now)?;
        // The computer seats answer in the same reply.
        let (rest, mentions) = self.four_computers_play(now)?;
        lines.extend(rest);
        Ok(vec![Reply {
            text: lines.join(" "),
            board: true,
            mentions,
            ..Reply::default()
        }])
    }

    fn hint_four(&self, square: &str) -> Result<Vec<Reply>, TableError> {
        let game = self.four_in_play().ok_or(TableError::NoGame)?;
        let engine = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let sq = Square::parse_usi(&square.to_ascii_lowercase()).ok_or_else(|| {
            TableError::Illegal(
                square.to_owned(),
                "a hint takes a square like 5g".to_owned(),
            )
        })?;
        let mut dests: Vec<Square> = engine
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Some(sq))
            .map(|m| m.to())
            .collect();
        dests.sort();
        dests.dedup();
        let list: Vec<String> = dests.iter().map(|s| s.to_usi()).collect();
        Ok(vec![Reply {
            text: if list.is_empty() {
                format!("{square}: no legal moves for the player to move.")
            } else {
                format!("{square} can go to {}.", list.join(" "))
            },
            board: true,
            hint: dests,
            hint_origin: Some(crate::render::HintOrigin::Square(sq)),
            ..Reply::default()
        }])
    }

    fn abort_four(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        let game = self.four_in_play().ok_or(TableError::NoGame)?;
        let seated = game.seat_of(actor.id).is_some();
        if !actor.moderator && !seated {
            return Err(TableError::NotAPlayer(four_players(game)));
        }
        if !actor.moderator && every_seat_moved(game)? {
            return Err(TableError::FourAbortTooLate);
        }
        let game = self.four.as_mut().expect("checked");
        game.result = Some(FourResult {
            reason: "aborted".to_owned(),
            places: Vec::new(),
        });
        Ok(vec![Reply::text("Game aborted.")])
    }

    fn rematch_four(&mut self, actor: &Actor, now: Timestamp) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        let game = self.four.as_ref().ok_or(TableError::NoRematch)?;
        if game.seat_of(actor.id).is_none() {
            return Err(TableError::NotAPlayer(four_players(game)));
        }
        // The next seat clockwise moves first.
        let mut settings = game.settings;
        settings.first_mover = settings.first_mover.next();
        let next = FourGame {
            seats: game.seats.clone(),
            settings,
            moves: Vec::new(),
            time_per_move: game.time_per_move,
            turn_started: now,
            result: None,
            computers: game.computers,
            reminded: false,
        };
        self.start_four_game(next, now)
    }

    /// Advances the clock with the default settings; see [`Table::tick_with`].
    pub fn tick(&mut self, now: Timestamp) -> Vec<Reply> {
        self.tick_with(now, &Settings::default())
    }

    /// Advances the clock: a reminder once most of the time per move is used, and on expiry the
    /// player to move loses on time (two players) or their seat is handed to the computer (four
    /// players, which have no resignation).
    pub fn tick_with(&mut self, now: Timestamp, s: &Settings) -> Vec<Reply> {
        self.expire(now);
        if let Some(replies) = self.tick_four(now, s) {
            return replies;
        }
        let Some(game) = self.game.as_ref().filter(|g| !g.is_over()) else {
            return Vec::new();
        };
        let Some(limit) = game.time_per_move else {
            return Vec::new();
        };
        let Ok(rules_game) = game.replay() else {
            return Vec::new();
        };
        let to_move = rules_game.position().turn();
        let player = game.player(to_move).clone();
        let used = now.0.saturating_sub(game.turn_started.0);
        if used >= limit {
            return self
                .finish(TwoResult {
                    winner: Some(to_move.opponent()),
                    ending: Ending::Timeout,
                })
                .unwrap_or_default();
        }
        if !game.reminded && used * 100 >= limit * REMINDER_PERCENT {
            let left = command::format_duration(limit - used);
            self.game.as_mut().expect("checked").reminded = true;
            return vec![Reply {
                text: format!("{}: your move, {left} left.", player.name),
                mentions: vec![player.id],
                ..Reply::default()
            }];
        }
        Vec::new()
    }
}

impl Table {
    /// A reminder once most of the time per move is used; a four-player seat whose time ran out
    /// is handed to the computer, which plays on at once. `None` when there is no four-player game
    /// in play with a clock.
    fn tick_four(&mut self, now: Timestamp, s: &Settings) -> Option<Vec<Reply>> {
        let game = self.four_in_play()?;
        let limit = game.time_per_move?;
        let engine = game.replay().ok()?;
        let seat = engine.to_move()?;
        if game.computers[seat.index()].is_some() {
            return Some(Vec::new());
        }
        let used = now.0.saturating_sub(game.turn_started.0);
        if used < limit {
            if game.reminded || used * 100 < limit * REMINDER_PERCENT {
                return Some(Vec::new());
            }
            let player = game.player(seat).clone();
            self.four.as_mut()?.reminded = true;
            return Some(vec![Reply {
                text: format!(
                    "{} ({}): your move, {} left.",
                    player.name,
                    seat.name(),
                    command::format_duration(limit - used)
                ),
                mentions: vec![player.id],
                ..Reply::default()
            }]);
        }
        let name = game.player(seat).name.clone();
        let mut next = self.clone();
        next.four.as_mut()?.computers[seat.index()] = Some(s.computer_level);
        let (lines, mentions) = next.four_computers_play(now).ok()?;
        *self = next;
        Some(vec![Reply {
            text: format!(
                "{name} ({}) ran out of time; the computer (level {}) plays {} from now on. {}",
                seat.name(),
                s.computer_level,
                seat.name(),
                lines.join(" ")
            ),
            board: true,
            mentions,
            ..Reply::default()
        }])
    }
}

/// Challenge options the command left open, from the table's settings.
fn fill_defaults(o: &mut ChallengeOptions, s: &Settings) {
    if o.side.is_none() && o.handicap.is_none() {
        o.side = Some(s.side);
    }
    if o.time_per_move.is_none() {
        o.time_per_move = s.time_per_move;
    }
}

/// A new two-player game between a challenger and the one who accepted, under the table's rules.
fn new_two_game(
    challenger: Player,
    opponent: Player,
    o: &ChallengeOptions,
    now: Timestamp,
    s: &Settings,
) -> TwoGame {
    let (sente, gote, start) = match &o.handicap {
        // The handicap giver (上手) sits at the top as gote and moves first.
        Some(name) => {
            let (giver, taker) = if o.opponent_gives {
                (opponent, challenger)
            } else {
                (challenger, opponent)
            };
            (taker, giver, name.clone())
        }
        None => {
            let challenger_color = match o.side {
                Some(SideChoice::Color(c)) => c,
                Some(SideChoice::Random) => {
                    if coin(now, challenger.id, opponent.id) {
                        Color::Sente
                    } else {
                        Color::Gote
                    }
                }
                None => Color::Sente,
            };
            let start = o.position.clone().unwrap_or_else(|| "startpos".to_owned());
            match challenger_color {
                Color::Sente => (challenger, opponent, start),
                Color::Gote => (opponent, challenger, start),
            }
        }
    };
    TwoGame {
        sente,
        gote,
        handicap: o.handicap.clone(),
        start,
        moves: Vec::new(),
        rules: s.rules,
        // Handicap games and games from a set-up position are never rated.
        rated: o.rated.unwrap_or(o.handicap.is_none())
            && o.handicap.is_none()
            && o.position.is_none(),
        time_per_move: o.time_per_move,
        turn_started: now,
        reminded: false,
        takeback_from: None,
        result: None,
        computer: None,
    }
}

/// A move for an announcement, in the notation the table shows.
fn write_move(
    pos: &crate::rules::Position,
    m: Move,
    prev: Option<Move>,
    shown: settings::NotationShown,
) -> String {
    use crate::notation::write::{jsa, western};
    match shown {
        settings::NotationShown::Both => format!("{} ({})", jsa(pos, m, prev), western(pos, m)),
        settings::NotationShown::Japanese => jsa(pos, m, prev),
        settings::NotationShown::Western => western(pos, m),
    }
}

/// Search nodes per move of each computer level (deterministic, unlike a time budget); level 5
/// stays well under a second per move in a release build.
pub fn two_nodes(level: u8) -> u64 {
    match level {
        1 => 2_000,
        2 => 10_000,
        3 => 40_000,
        4 => 150_000,
        _ => 400_000,
    }
}

/// Search nodes per action of each four-player computer level.
pub fn four_nodes(level: u8) -> u64 {
    match level {
        1 => 1_000,
        2 => 5_000,
        3 => 20_000,
        4 => 80_000,
        _ => 200_000,
    }
}

/// The people of a two-player game (the computer is not notified).
fn humans(game: &TwoGame) -> Vec<UserId> {
    [Color::Sente, Color::Gote]
        .into_iter()
        .filter(|c| game.computer.is_none_or(|side| side.color != *c))
        .map(|c| game.player(c).id)
        .collect()
}

/// The computer as a seated player: the bot's own user when the adapter knows it.
fn computer_player(dir: &dyn Directory) -> Player {
    dir.computer().unwrap_or(Player {
        id: UserId(0),
        name: "computer".to_owned(),
    })
}

/// A move as typed in any notation (USI, Japanese, KIF, Western, CSA), resolved against the position.
fn resolve_move(
    pos: &crate::rules::Position,
    text: &str,
    prev: Option<Move>,
) -> Result<Move, String> {
    crate::notation::parse_move(text.trim(), pos, prev).map_err(|e| e.to_string())
}

/// A fair-enough coin from the moment and the two ids (no global random state to store).
fn coin(now: Timestamp, a: UserId, b: UserId) -> bool {
    let mut x = now.0 ^ a.0.rotate_left(17) ^ b.0.rotate_left(41) ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x & 1 == 0
}

/// Whether every seat has made an action, found by replaying who was to move before each move.
fn every_seat_moved(game: &FourGame) -> Result<bool, TableError> {
    let mut engine = crate::rules::yonin::Game::new(game.settings.to_rules());
    let mut moved = [false; 4];
    for text in &game.moves {
        let corrupt = |e: String| TableError::Corrupt(format!("stored game is corrupt: {e}"));
        if let Some(s) = engine.to_move() {
            moved[s.index()] = true;
        }
        let m = Move::parse_usi(text).map_err(|e| corrupt(e.to_string()))?;
        engine.play(m).map_err(|e| corrupt(e.to_string()))?;
    }
    Ok(moved.iter().all(|&m| m))
}

fn four_players(game: &FourGame) -> String {
    Seat::ALL
        .iter()
        .map(|s| format!("{} ({})", game.player(*s).name, s.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn four_status(game: &FourGame) -> Result<String, TableError> {
    if let Some(r) = &game.result {
        return Ok(describe_four_result(game, r));
    }
    let engine = game
        .replay()
        .map_err(|e| TableError::Corrupt(e.to_string()))?;
    Ok(match engine.to_move() {
        Some(s) => format!(
            "{}. Action {}; {} ({}) to move.",
            four_players(game),
            engine.ply() + 1,
            game.player(s).name,
            s.name()
        ),
        None => four_players(game),
    })
}

fn describe_four_result(game: &FourGame, r: &FourResult) -> String {
    if r.places.len() != 4 {
        return "Game aborted.".to_owned();
    }
    let mut order: Vec<Seat> = Seat::ALL.to_vec();
    order.sort_by_key(|s| r.places[s.index()]);
    let places: Vec<String> = order
        .iter()
        .map(|s| format!("{}. {}", r.places[s.index()], game.player(*s).name))
        .collect();
    format!("Game over ({}): {}.", r.reason, places.join(", "))
}

fn players(game: &TwoGame) -> String {
    format!("{} vs {}", game.sente.name, game.gote.name)
}

fn describe_options(o: &ChallengeOptions) -> String {
    let mut parts = Vec::new();
    if let Some(h) = &o.handicap {
        parts.push(format!("{h} handicap"));
    }
    if let Some(t) = o.time_per_move {
        parts.push(format!("{} per move", command::format_duration(t)));
    }
    if let Some(sfen) = &o.position {
        parts.push(format!("from the position {sfen}"));
    }
    if o.rated == Some(false) || o.handicap.is_some() || o.position.is_some() {
        parts.push("unrated".to_owned());
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(" ({})", parts.join(", "))
    }
}

pub(crate) fn describe_result(game: &TwoGame, r: TwoResult) -> String {
    let how = match r.ending {
        Ending::Rules(reason) => match reason {
            crate::rules::EndReason::Checkmate => "by checkmate",
            crate::rules::EndReason::NoLegalMoves => "(no legal moves left)",
            crate::rules::EndReason::Repetition => "by repetition (sennichite)",
            crate::rules::EndReason::PerpetualCheck => "by perpetual check",
            crate::rules::EndReason::MoveLimit => "at the move limit",
            crate::rules::EndReason::Impasse => "by impasse",
        },
        Ending::Resignation => "by resignation",
        Ending::Timeout => "on time",
        Ending::Aborted => return "Game aborted.".to_owned(),
    };
    match r.winner {
        Some(c) => format!("{} wins {how}.", game.player(c).name),
        None => format!("Draw {how}."),
    }
}

fn help(topic: Option<&str>) -> String {
    match topic {
        Some("moves") | Some("move") => {
            "Type a move alone on a line (7g7f, P*5e, 8h2b+) or `move 7g7f`. \
             Promotion is `+`; a drop is the piece letter and `*`."
                .to_owned()
        }
        Some("settings") => format!(
            "`settings` lists every value and where it comes from; `settings KEY` shows one. \
             Moderators: `settings KEY VALUE` (this channel), `settings server KEY VALUE` (the \
             server's default), `settings KEY default` (drop this channel's override). Keys: {}.",
            settings::KEYS.map(|k| k.name).join(", ")
        ),
        Some("computer") => "`challenge @shogiban level=1-5` plays the computer at once (never \
             rated); level 5 is the strongest, played by an external USI engine when the operator \
             has configured one (the built-in level 5 steps in when it is busy or fails). In a \
             four-player lobby `add-computer [SEAT] [level=N]` seats it."
            .to_owned(),
        Some("challenge") | Some("open") => "`challenge @someone` (or `open` for anyone) with \
             options `handicap=NAME` (you give it; `giver=opponent` to take it), \
             `side=sente|gote|random`, `time=3d` per move, `rated=no`, and `sfen BOARD SIDE HAND \
             [MOVE]` to start from a set-up position (never rated). The opponent answers `accept` \
             or `decline`; `cancel` withdraws it."
            .to_owned(),
        _ => format!(
            "Commands: {}. `help moves`, `help challenge`, `help settings` and `help computer` say more.",
            command::COMMANDS.join(", ")
        ),
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_computer;
#[cfg(test)]
mod tests_endings;
