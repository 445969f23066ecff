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
pub mod two;

pub use picture::board_png;

use crate::rules::handicap;
use crate::rules::Seat;
use crate::rules::{Color, Move, Square};
use command::{ChallengeOptions, Command, CommandError, Mention, SideChoice};
use four::{FourGame, FourResult, FourSettings, Lobby};
use serde::{Deserialize, Serialize};
use two::{Ending, TwoGame, TwoResult};

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
    #[error("{0}")]
    Corrupt(String),
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

/// Challenges expire after a day unless accepted.
pub const CHALLENGE_LIFETIME: u64 = 86_400;
/// The reminder comes when this share (in percent) of the time per move is used.
pub const REMINDER_PERCENT: u64 = 75;

impl Table {
    /// Runs one command. On error the table is unchanged.
    pub fn handle(
        &mut self,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<Reply>, TableError> {
        let command = command::parse_command(line)?;
        let mut next = self.clone();
        next.expire(now);
        let replies = next.apply(actor, command, now, dir)?;
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
    ) -> Result<Vec<Reply>, TableError> {
        match command {
            Command::Challenge(mention, options) => {
                let opponent = dir
                    .resolve(&mention)
                    .ok_or_else(|| TableError::UnknownUser(mention.to_string()))?;
                if opponent.id == actor.id {
                    return Err(TableError::SelfChallenge);
                }
                self.post_challenge(actor, Some(opponent), options, now)
            }
            Command::Open(options) => self.post_challenge(actor, None, options, now),
            Command::Accept(from) => {
                self.ensure_free()?;
                self.accept(actor, from, now, dir)
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
            Command::Move(text) => self.play(actor, &text, now),
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
            Command::Takeback => self.takeback(actor, now),
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
            Command::Rematch => self.rematch(actor, now),
            Command::Export(format) => self.export(&format),
            Command::Help(topic) => Ok(vec![Reply::text(help(topic.as_deref()))]),
            Command::Yonin(options) => self.open_lobby(actor, options),
            Command::Join(seat) => self.join(actor, seat),
            Command::Leave => self.leave(actor),
            Command::Start => self.start_four(actor, now),
            Command::AddComputer(_) => Err(TableError::NotYet("add-computer")),
            Command::Settings(..) => Err(TableError::NotYet("settings")),
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
    ) -> Result<Vec<Reply>, TableError> {
        if let Some(g) = self.in_play() {
            return Err(TableError::GameInPlay(players(g)));
        }
        let c = self.find_challenge_for(actor, from.as_ref(), dir, true)?;
        self.challenges.retain(|x| x.id != c.id);
        let challenger = c.from.clone();
        let opponent = actor.player();
        let o = &c.options;
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
                match challenger_color {
                    Color::Sente => (challenger, opponent, "startpos".to_owned()),
                    Color::Gote => (opponent, challenger, "startpos".to_owned()),
                }
            }
        };
        let game = TwoGame {
            sente,
            gote,
            handicap: o.handicap.clone(),
            start,
            moves: Vec::new(),
            rules: Default::default(),
            rated: o.rated.unwrap_or(o.handicap.is_none()) && o.handicap.is_none(),
            time_per_move: o.time_per_move,
            turn_started: now,
            reminded: false,
            takeback_from: None,
            result: None,
        };
        let first = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?
            .position()
            .turn();
        let to_move = game.player(first).clone();
        let text = format!(
            "Game on: ☗ {} (sente) vs ☖ {} (gote){}. {} to move.",
            game.sente.name,
            game.gote.name,
            game.handicap
                .as_deref()
                .map(|h| format!(", {h} handicap"))
                .unwrap_or_default(),
            to_move.name
        );
        self.game = Some(game);
        self.current = Current::Two;
        Ok(vec![Reply {
            text,
            board: true,
            mentions: vec![to_move.id],
            ..Reply::default()
        }])
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
    ) -> Result<Vec<Reply>, TableError> {
        let game = self.game_of(actor)?;
        let mut rules_game = game
            .replay()
            .map_err(|e| TableError::Corrupt(e.to_string()))?;
        let to_move = rules_game.position().turn();
        if game.color_of(actor.id) != Some(to_move) {
            return Err(TableError::NotYourTurn(game.player(to_move).name.clone()));
        }
        let prev = rules_game.moves().last().copied();
        let m = resolve_move(rules_game.position(), text, prev)
            .map_err(|reason| TableError::Illegal(text.to_owned(), reason))?;
        let written = format!(
            "{} ({})",
            crate::notation::write::jsa(rules_game.position(), m, prev),
            crate::notation::write::western(rules_game.position(), m)
        );
        rules_game
            .play(m)
            .map_err(|e| TableError::Illegal(text.to_owned(), e.to_string()))?;
        let game = self.game.as_mut().expect("checked above");
        game.moves.push(m.to_usi());
        game.turn_started = now;
        game.reminded = false;
        game.takeback_from = None;
        let mover = actor.name.clone();
        if let Some(o) = rules_game.outcome() {
            let mut replies = self.finish(TwoResult {
                winner: o.winner,
                ending: Ending::Rules(o.reason),
            })?;
            replies[0].text = format!("{mover} played {written}. {}", replies[0].text);
            return Ok(replies);
        }
        let game = self.game.as_ref().expect("still there");
        let next = game.player(rules_game.position().turn());
        let check = if rules_game.position().is_check() {
            " Check!"
        } else {
            ""
        };
        Ok(vec![Reply {
            text: format!("{mover} played {written}.{check} {} to move.", next.name),
            board: true,
            mentions: vec![next.id],
            ..Reply::default()
        }])
    }

    fn finish(&mut self, result: TwoResult) -> Result<Vec<Reply>, TableError> {
        let game = self.game.as_mut().ok_or(TableError::NoGame)?;
        game.result = Some(result);
        game.takeback_from = None;
        let text = describe_result(game, result);
        Ok(vec![Reply {
            text,
            board: true,
            mentions: vec![game.sente.id, game.gote.id],
            ..Reply::default()
        }])
    }

    fn takeback(&mut self, actor: &Actor, now: Timestamp) -> Result<Vec<Reply>, TableError> {
        let game = self.game_of(actor)?;
        let color = game.color_of(actor.id).expect("checked by game_of");
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

    fn rematch(&mut self, actor: &Actor, now: Timestamp) -> Result<Vec<Reply>, TableError> {
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
    ) -> Result<Vec<Reply>, TableError> {
        self.ensure_free()?;
        if self.lobby.is_some() {
            return Err(TableError::LobbyOpen);
        }
        let mut settings = FourSettings {
            teams: options.teams,
            // The first mover rotates clockwise from game to game unless the lobby fixes it.
            first_mover: Seat::ALL[(self.four_games % 4) as usize],
            ..FourSettings::default()
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
            time_per_move: options.time_per_move,
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
        if lobby.seats.iter().all(Option::is_none) {
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
        };
        self.lobby = None;
        self.start_four_game(game)
    }

    fn start_four_game(&mut self, game: FourGame) -> Result<Vec<Reply>, TableError> {
        let first = game.settings.first_mover;
        let to_move = game.player(first).clone();
        let text = format!(
            "Four-player game on: {}. {} ({}) moves first.",
            four_players(&game),
            to_move.name,
            first.name()
        );
        self.four = Some(game);
        self.four_games += 1;
        self.current = Current::Four;
        Ok(vec![Reply {
            text,
            board: true,
            mentions: vec![to_move.id],
            ..Reply::default()
        }])
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
        let eliminated_before = engine.eliminations().len();
        engine
            .play(m)
            .map_err(|e| TableError::Illegal(text.to_owned(), e.to_string()))?;
        let game = self.four.as_mut().expect("checked");
        game.moves.push(m.to_usi());
        game.turn_started = now;
        let mut lines = vec![format!(
            "{} ({}) played {}.",
            actor.name,
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
        let mut mentions = Vec::new();
        if let Some(o) = engine.outcome() {
            let result = FourResult {
                reason: o.reason.name().to_owned(),
                places: o.places.to_vec(),
            };
            lines.push(describe_four_result(game, &result));
            game.result = Some(result);
            mentions.extend(game.seats.iter().map(|p| p.id));
        } else if let Some(next) = engine.to_move() {
            let checked = engine.in_check();
            let check = if checked.contains(&next) {
                " (in check)"
            } else {
                ""
            };
            lines.push(format!(
                "{} ({}) to move{check}.",
                game.player(next).name,
                next.name()
            ));
            mentions.push(game.player(next).id);
        }
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
        };
        self.start_four_game(next)
    }

    /// Advances the clock: a reminder once most of the time per move is used, and on expiry the
    /// player to move loses on time.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Reply> {
        self.expire(now);
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
    if o.rated == Some(false) || o.handicap.is_some() {
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
        _ => format!(
            "Commands: {}. `help moves` explains moves.",
            command::COMMANDS.join(", ")
        ),
    }
}

#[cfg(test)]
mod tests;
