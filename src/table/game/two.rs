//! What only two-player games have at a table: where a game starts (the usual start, a handicap
//! or a set-up position) and its rules, the external engine of the strongest level, 待った
//! (takebacks) and 持将棋 (impasse claims). Everything else is [`TableGame`]'s, for both variants.

use super::TableGame;
use crate::engine::EnginePool;
use crate::i18n::{Msg, Text};
use crate::rules::handicap::parse_position;
use crate::rules::{Color, Game, GameRules, Move, Position};
use crate::table::command::{ChallengeOptions, SideChoice};
use crate::table::{Actor, Context, Reply, TableError, Timestamp, STRONG_LEVEL};
use serde::{Deserialize, Serialize};

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
            .map_err(|e| CorruptGame(msg!("corrupt-start").with("error", e.to_string())))
    }
}

/// Schema 1 wrote the start as one string; later schemas as a [`Start`]. Both are read.
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

/// What a two-player game starts from, as it is stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwoSetup {
    pub start: Start,
    /// The handicap's name when the game started from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap: Option<String>,
    pub rules: GameRules,
    /// The built-in player even at the strongest level when an external engine is configured
    /// (`engine=builtin`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub builtin: bool,
}

/// Why a stored game cannot be replayed (a corrupt record).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("stored game is corrupt: {}", .0.en())]
pub struct CorruptGame(pub Msg);

/// The words for a stored game that cannot be read.
pub fn corrupt_message(c: &CorruptGame) -> Msg {
    msg!("refusal-corrupt").with("detail", c.0.clone())
}

/// `Game on: ☗ alice (sente) vs ☖ bob (gote), bishop handicap.`
pub(crate) fn game_on(game: &TableGame<Game>) -> Msg {
    use crate::table::game::TableVariant as _;
    let mut extras = Vec::new();
    if let Some(h) = game.setup.handicap.as_deref() {
        extras.push(msg!("option-handicap").with("handicap", crate::i18n::words::handicap(h)));
    }
    if let Some(level) = game.seats.values().iter().find_map(|o| match o {
        super::Occupant::Computer { level } => Some(*level),
        _ => None,
    }) {
        extras.push(msg!("play-computer-level").with("level", level));
    }
    msg!("play-game-on")
        .with("sente", Game::who(game, Color::Sente))
        .with("gote", Game::who(game, Color::Gote))
        .with("count", extras.len())
        .with("extras", extras)
}

/// The external engine's move at the strongest level, unless the game asked for the built-in
/// player; `None` (the built-in player moves instead) when there is none or it gives no move.
pub(crate) fn external_move(game: &TableGame<Game>, level: u8, ctx: &Context<'_>) -> Option<Move> {
    let engine: &dyn EnginePool = ctx.strong?;
    if level < STRONG_LEVEL || game.setup.builtin {
        return None;
    }
    let rules_game = game.game();
    match engine.best_move(rules_game) {
        Ok(m) if rules_game.position().is_legal(m) => Some(m),
        Ok(m) => {
            tracing::warn!(
                engine = %engine.name(),
                "the external engine answered the illegal move {}; the built-in level \
                 {STRONG_LEVEL} plays instead",
                m.to_usi()
            );
            None
        }
        Err(e) => {
            tracing::warn!(
                engine = %engine.name(),
                "no move from the external engine ({e}); the built-in level {STRONG_LEVEL} \
                 plays instead"
            );
            None
        }
    }
}

impl TableGame<Game> {
    /// The side to move (also after the end: the side that would move).
    pub fn turn(&self) -> Color {
        self.game().position().turn()
    }

    /// Whether the computer plays one side (a game against the bot, never rated).
    pub fn against_computer(&self) -> bool {
        self.seats.any(|o| o.computer_level().is_some())
    }

    /// The options of a rematch asked by the player of `color`: a handicap game keeps its giver
    /// (gote), other games swap sides; against the computer, the same level.
    pub(crate) fn rematch_options(&self, color: Color) -> ChallengeOptions {
        let options = match &self.setup.handicap {
            Some(h) => ChallengeOptions {
                handicap: Some(h.clone()),
                opponent_gives: color == Color::Sente,
                rated: Some(false),
                time_per_move: self.clock.per_move,
                ..ChallengeOptions::default()
            },
            None => ChallengeOptions {
                side: Some(SideChoice::Color(color.opponent())),
                rated: Some(self.rated),
                time_per_move: self.clock.per_move,
                ..ChallengeOptions::default()
            },
        };
        match self.seats[color.opponent()].computer_level() {
            Some(level) => ChallengeOptions {
                level: Some(level),
                rated: None,
                builtin: self.setup.builtin,
                ..options
            },
            None => options,
        }
    }

    /// Takes back the last `n` moves (all of them when fewer were played).
    fn undo(&mut self, n: usize, now: Timestamp) {
        for _ in 0..n {
            self.game_mut().undo();
        }
        self.takeback_from = None;
        self.clock.start_turn(now);
    }

    /// Starts the game afresh from `start` (tests set up positions this way).
    #[cfg(test)]
    pub(crate) fn restart_from(&mut self, start: Start) {
        let position = start.position().expect("a test's start position reads");
        *self.game_mut() = Game::new(position, self.setup.rules);
        self.setup.start = start;
    }

    /// The player to move claims (24-point rule) or declares (27-point rule) an impasse (持将棋).
    pub(crate) fn impasse(&mut self, actor: &Actor) -> Result<Vec<Reply>, TableError> {
        self.mover_side(actor.id)?;
        if self.game().rules().impasse.is_none() {
            return Err(TableError::NoImpasseRule);
        }
        let mut rules_game = self.game().clone();
        let o = rules_game.impasse().map_err(|e| TableError::BadMove {
            input: "impasse".to_owned(),
            reason: e.into(),
        })?;
        let mut reply = self.finish(<Game as super::TableVariant>::end_of(o));
        let mut text = Text::from(msg!("play-declares-impasse").with("name", &actor.name));
        text.then_all(std::mem::take(&mut reply.text).0);
        reply.text = text;
        Ok(vec![reply])
    }

    /// 待った (matta): a player asks to take back their own last move; the opponent agrees with
    /// `takeback` (the computer always agrees, taking back its answer too).
    pub(crate) fn takeback(
        &mut self,
        actor: &Actor,
        now: Timestamp,
    ) -> Result<Vec<Reply>, TableError> {
        let color = self.player_side(actor.id)?;
        if self.moves().is_empty() {
            return Err(TableError::NothingToTakeBack);
        }
        if self.against_computer() {
            if self.moves().len() < 2 {
                return Err(TableError::NothingToTakeBack);
            }
            self.undo(2, now);
            return Ok(vec![Reply {
                text: Text::from(msg!("play-taken-back-computer"))
                    .then(msg!("play-to-move").with("name", &actor.name))
                    .clone(),
                board: true,
                mentions: vec![actor.id],
                ..Reply::default()
            }]);
        }
        let opponent = self.seats[color.opponent()]
            .person()
            .cloned()
            .ok_or(TableError::NoGame)?;
        // The asker's own last move goes back, with the opponent's reply after it if there is one:
        // one ply when the asker moved last, two when the opponent has answered.
        let undo = if self.turn() == color { 2 } else { 1 };
        match self.takeback_from {
            None if self.moves().len() < undo => Err(TableError::NoMoveOfYours),
            None => {
                self.takeback_from = Some(actor.id);
                Ok(vec![Reply {
                    text: msg!("play-takeback-asked")
                        .with("name", &actor.name)
                        .with("opponent", &opponent.name)
                        .into(),
                    mentions: vec![opponent.id],
                    ..Reply::default()
                }])
            }
            Some(id) if id == actor.id => Err(TableError::TakebackPending {
                opponent: opponent.name,
            }),
            Some(asker) => {
                // The request lapses with any move, so the position is the one it was made in.
                let asker_color = self.side_of(asker).ok_or(TableError::NoGame)?;
                let undo = if self.turn() == asker_color { 2 } else { 1 };
                self.undo(undo, now);
                let name = self.seats[asker_color].plain_name().to_owned();
                Ok(vec![Reply {
                    text: Text::from(msg!("play-taken-back"))
                        .then(msg!("play-to-move").with("name", name))
                        .clone(),
                    board: true,
                    mentions: vec![asker],
                    ..Reply::default()
                }])
            }
        }
    }
}
