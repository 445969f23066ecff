//! A two-player game at a table: who sits where, the game itself (a rules [`Game`], validated once
//! when it is loaded), the clock, and how it ended.
//!
//! On disk a game is its start and its moves ([`TwoGameRecord`]); reading one replays the moves
//! through the rules, so a record that does not replay is refused as a whole instead of failing
//! later, in the middle of some command.

use crate::rules::handicap::parse_position;
use crate::rules::{Color, EndReason, Game, GameRules, Move, Position};
use serde::{Deserialize, Serialize};

use super::{Player, Timestamp, UserId};

/// Why a two-player game ended, as the table sees it: the rules' verdicts plus what only people do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    Rules(EndReason),
    /// 投了 (tōryō)
    Resignation,
    /// 切れ負け: the time per move ran out.
    Timeout,
    /// 中断: aborted before both had moved, or by a moderator.
    Aborted,
}

/// The end of a table game: the winner (`None` for a draw or an abort) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwoResult {
    pub winner: Option<Color>,
    pub ending: Ending,
}

/// Where a game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    /// 平手 (hirate): the usual start.
    Standard,
    /// A named handicap start (駒落ち), e.g. `lance`.
    Handicap(String),
    /// A set-up position, as SFEN.
    Sfen(String),
}

impl Start {
    /// `startpos`, a handicap name or an SFEN, as commands and schema-1 records write it.
    pub fn parse(text: &str) -> Start {
        let text = text.trim();
        if text.eq_ignore_ascii_case("startpos") {
            Start::Standard
        } else if crate::rules::handicap::by_name(text).is_some() {
            Start::Handicap(text.to_owned())
        } else {
            Start::Sfen(text.to_owned())
        }
    }

    /// The start as `--position` takes it.
    pub fn as_text(&self) -> &str {
        match self {
            Start::Standard => "startpos",
            Start::Handicap(name) | Start::Sfen(name) => name,
        }
    }

    pub fn position(&self) -> Result<Position, CorruptGame> {
        parse_position(self.as_text())
            .map_err(|e| CorruptGame(crate::msg!("corrupt-start").with("error", e.to_string())))
    }
}

/// Schema 1 wrote the start as one string; schema 2 as a [`Start`]. Both are read.
impl<'de> Deserialize<'de> for Start {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Start, D::Error> {
        #[derive(Deserialize)]
        #[serde(rename_all = "kebab-case")]
        enum Typed {
            Standard,
            Handicap(String),
            Sfen(String),
        }
        // Typed first: schema 2 writes `"standard"`, which is no start text of schema 1.
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Either {
            Typed(Typed),
            Text(String),
        }
        Ok(match Either::deserialize(d)? {
            Either::Text(text) => Start::parse(&text),
            Either::Typed(Typed::Standard) => Start::Standard,
            Either::Typed(Typed::Handicap(h)) => Start::Handicap(h),
            Either::Typed(Typed::Sfen(s)) => Start::Sfen(s),
        })
    }
}

/// A two-player game as it is stored: the start and the moves, plus the table's bookkeeping.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TwoGameRecord {
    pub sente: Player,
    pub gote: Player,
    pub start: Start,
    pub handicap: Option<String>,
    pub moves: Vec<Move>,
    pub rules: GameRules,
    pub rated: bool,
    pub time_per_move: Option<u64>,
    pub turn_started: Timestamp,
    pub reminded: bool,
    pub takeback_from: Option<UserId>,
    pub result: Option<TwoResult>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<ComputerSide>,
    #[serde(default)]
    pub number: u32,
}

/// A two-player game at a table.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "TwoGameRecord", into = "TwoGameRecord")]
pub struct TwoGame {
    pub sente: Player,
    pub gote: Player,
    pub start: Start,
    /// The handicap name when the game started from one.
    pub handicap: Option<String>,
    pub rated: bool,
    /// Seconds per move, if the game has a clock.
    pub time_per_move: Option<u64>,
    /// When the player to move got the turn.
    pub turn_started: Timestamp,
    /// Whether the player to move has been reminded this turn.
    pub reminded: bool,
    /// Who asked to take back the last move, until the opponent answers.
    pub takeback_from: Option<UserId>,
    pub result: Option<TwoResult>,
    /// The side the computer plays, when the game is against the bot itself (never rated).
    pub computer: Option<ComputerSide>,
    /// Which two-player game of its table this is (1 for the first): names its exports.
    pub number: u32,
    /// The rules' game: position, moves and the history repetition is judged from.
    game: Game,
}

/// The computer's side and strength in a game against the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComputerSide {
    pub color: Color,
    /// 1–5.
    pub level: u8,
    /// The built-in player even at the strongest level when an external engine is configured
    /// (`engine=builtin`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub builtin: bool,
}

/// Why a stored game cannot be replayed (a corrupt record).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("stored game is corrupt: {}", .0.en())]
pub struct CorruptGame(pub crate::i18n::Msg);

/// The words for a stored game that cannot be read.
pub fn corrupt_message(c: &CorruptGame) -> crate::i18n::Msg {
    crate::msg!("refusal-corrupt").with("detail", c.0.clone())
}

impl TryFrom<TwoGameRecord> for TwoGame {
    type Error = CorruptGame;

    fn try_from(r: TwoGameRecord) -> Result<TwoGame, CorruptGame> {
        let mut game = Game::new(r.start.position()?, r.rules);
        for (i, &m) in r.moves.iter().enumerate() {
            game.play(m).map_err(|e| {
                CorruptGame(
                    crate::msg!("corrupt-move")
                        .with("n", i + 1)
                        .with("move", m.to_string())
                        .with("error", e.to_string()),
                )
            })?;
        }
        Ok(TwoGame {
            sente: r.sente,
            gote: r.gote,
            start: r.start,
            handicap: r.handicap,
            rated: r.rated,
            time_per_move: r.time_per_move,
            turn_started: r.turn_started,
            reminded: r.reminded,
            takeback_from: r.takeback_from,
            result: r.result,
            computer: r.computer,
            number: r.number,
            game,
        })
    }
}

impl From<TwoGame> for TwoGameRecord {
    fn from(g: TwoGame) -> TwoGameRecord {
        TwoGameRecord {
            moves: g.game.moves().to_vec(),
            rules: g.game.rules(),
            sente: g.sente,
            gote: g.gote,
            start: g.start,
            handicap: g.handicap,
            rated: g.rated,
            time_per_move: g.time_per_move,
            turn_started: g.turn_started,
            reminded: g.reminded,
            takeback_from: g.takeback_from,
            result: g.result,
            computer: g.computer,
            number: g.number,
        }
    }
}

impl PartialEq for TwoGame {
    fn eq(&self, other: &TwoGame) -> bool {
        self.sente == other.sente
            && self.gote == other.gote
            && self.start == other.start
            && self.handicap == other.handicap
            && self.rated == other.rated
            && self.time_per_move == other.time_per_move
            && self.turn_started == other.turn_started
            && self.reminded == other.reminded
            && self.takeback_from == other.takeback_from
            && self.result == other.result
            && self.computer == other.computer
            && self.number == other.number
            && self.game.rules() == other.game.rules()
            && self.game.moves() == other.game.moves()
    }
}

impl Eq for TwoGame {}

impl TwoGame {
    /// A new game from `start` (already validated by the caller: an unplayable start is refused
    /// before a game is made).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        sente: Player,
        gote: Player,
        start: Start,
        handicap: Option<String>,
        rules: GameRules,
        rated: bool,
        time_per_move: Option<u64>,
        now: Timestamp,
    ) -> Result<TwoGame, CorruptGame> {
        let game = Game::new(start.position()?, rules);
        Ok(TwoGame {
            sente,
            gote,
            start,
            handicap,
            rated,
            time_per_move,
            turn_started: now,
            reminded: false,
            takeback_from: None,
            result: None,
            computer: None,
            number: 0,
            game,
        })
    }

    /// Starts the game afresh from `start` (tests set up positions this way).
    #[cfg(test)]
    pub(crate) fn restart_from(&mut self, start: Start) {
        let position = start.position().expect("a test's start position reads");
        self.game = Game::new(position, self.game.rules());
        self.start = start;
    }

    /// The rules' game: position, moves, repetition history.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        self.game.moves()
    }

    /// Plays a move for the side to move; on error nothing changes. The clock starts for the
    /// other side and a pending takeback request lapses.
    pub fn play(
        &mut self,
        m: Move,
        now: Timestamp,
    ) -> Result<Option<crate::rules::Outcome>, crate::rules::PlayError> {
        let outcome = self.game.play(m)?;
        self.turn_started = now;
        self.reminded = false;
        self.takeback_from = None;
        Ok(outcome)
    }

    /// Takes back the last `n` moves (all of them when fewer were played).
    pub fn undo(&mut self, n: usize, now: Timestamp) {
        for _ in 0..n {
            self.game.undo();
        }
        self.takeback_from = None;
        self.turn_started = now;
        self.reminded = false;
    }

    pub fn player(&self, color: Color) -> &Player {
        match color {
            Color::Sente => &self.sente,
            Color::Gote => &self.gote,
        }
    }

    /// The colour `user` plays, if they are at this game.
    pub fn color_of(&self, user: UserId) -> Option<Color> {
        if self.sente.id == user {
            Some(Color::Sente)
        } else if self.gote.id == user {
            Some(Color::Gote)
        } else {
            None
        }
    }

    /// The side to move (also after the end: the side that would move).
    pub fn turn(&self) -> Color {
        self.game.position().turn()
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
}
