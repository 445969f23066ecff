//! A two-player game at a table: who sits where, the moves (stored as start position + USI moves,
//! never as engine structs), the clock, and how it ended.

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

/// A two-player game in its stored, stable form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwoGame {
    pub sente: Player,
    pub gote: Player,
    /// `startpos`, a handicap name or an SFEN.
    pub start: String,
    /// The handicap name when the game started from one.
    pub handicap: Option<String>,
    /// USI moves.
    pub moves: Vec<String>,
    pub rules: GameRules,
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<ComputerSide>,
}

/// The computer's side and strength in a game against the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComputerSide {
    pub color: Color,
    /// 1–5.
    pub level: u8,
}

/// Why a stored game cannot be replayed (a corrupt record).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("stored game is corrupt: {0}")]
pub struct CorruptGame(pub String);

impl TwoGame {
    /// Replays the stored moves into a rules [`Game`].
    pub fn replay(&self) -> Result<Game, CorruptGame> {
        let start = parse_position(&self.start).map_err(|e| CorruptGame(e.to_string()))?;
        let mut game = Game::new(start, self.rules);
        for (i, text) in self.moves.iter().enumerate() {
            let m = Move::parse_usi(text)
                .map_err(|e| CorruptGame(format!("move {} ({text}): {e}", i + 1)))?;
            game.play(m)
                .map_err(|e| CorruptGame(format!("move {} ({text}): {e}", i + 1)))?;
        }
        Ok(game)
    }

    /// The start position.
    pub fn start_position(&self) -> Result<Position, CorruptGame> {
        parse_position(&self.start).map_err(|e| CorruptGame(e.to_string()))
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

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
}
