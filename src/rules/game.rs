//! A two-player game: a start position, the moves played, and how the game ended.
//!
//! The end of the game is a value ([`Outcome`]), never an error. Resignation and time-outs belong to the
//! table layer; the rules judge only what follows from the moves.

use super::handicap;
use super::position::{IllegalMove, Position};
use super::types::{Color, Move, Role, Square};
use serde::{Deserialize, Serialize};

/// 持将棋 (jishōgi) rules a game may use. Off by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ImpasseRule {
    /// 24-point rule: when both kings are in the enemy camp, an accepted count decides; a side under 24
    /// points loses, otherwise a draw.
    Points24,
    /// 27-point declaration (入玉宣言法): the player to move declares a win; if the conditions do not
    /// hold, the declarer loses.
    Declaration27,
}

/// Options of a game that the rules enforce.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRules {
    /// Plies after which the game is drawn, counted from the start position of the game.
    pub move_limit: Option<u32>,
    pub impasse: Option<ImpasseRule>,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// 詰み (tsumi): in check with no legal move.
    Checkmate,
    /// No legal move while not in check: also a loss.
    NoLegalMoves,
    /// 千日手 (sennichite): the same position for the fourth time.
    Repetition,
    /// 連続王手の千日手: repetition where one side gave check with every move; that side loses.
    PerpetualCheck,
    /// The game's move limit was reached.
    MoveLimit,
    /// 持将棋 / 入玉宣言: decided by an impasse rule.
    Impasse,
}

impl EndReason {
    /// The kebab-case name used in JSON (`checkmate`, `no-legal-moves`, …).
    pub fn name(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::NoLegalMoves => "no-legal-moves",
            EndReason::Repetition => "repetition",
            EndReason::PerpetualCheck => "perpetual-check",
            EndReason::MoveLimit => "move-limit",
            EndReason::Impasse => "impasse",
        }
    }
}

/// How a game ended: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: EndReason,
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.winner {
            Some(w) => write!(f, "{w} wins by {}", self.reason.name()),
            None => write!(f, "draw by {}", self.reason.name()),
        }
    }
}

/// Why a move or claim was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
    #[error("the game is over ({0})")]
    GameOver(Outcome),
    #[error("impasse: no impasse rule is in force")]
    NoImpasseRule,
    #[error("impasse: both kings must be inside the enemy camp before counting")]
    KingsNotInCamp,
}

/// A game: start position, moves, the Zobrist key after every ply, and the outcome once it is over.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    rules: GameRules,
    moves: Vec<Move>,
    /// `keys[i]` is the key after `i` moves; `keys[0]` is the start position's.
    keys: Vec<u64>,
    /// `checks[i]` is whether move `i` gave check.
    checks: Vec<bool>,
    handicap_giver: Option<Color>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A game from the standard start position under the default rules.
    pub fn startpos() -> Game {
        Game::new(Position::startpos(), GameRules::default())
    }

    /// A game from `start`. A start position without legal moves is already over.
    pub fn new(start: Position, rules: GameRules) -> Game {
        let board = start.to_sfen();
        let board = board.split(' ').next().unwrap_or_default();
        // Removed pieces count for the handicap giver (上手, gote) in the 24-point count.
        let handicap_giver = handicap::by_board(board).map(|_| Color::Gote);
        let mut game = Game {
            keys: vec![start.key()],
            position: start.clone(),
            start,
            rules,
            moves: Vec::new(),
            checks: Vec::new(),
            handicap_giver,
            outcome: None,
        };
        game.outcome = game.judge();
        game
    }

    /// Sets who gave a handicap (上手): pieces missing from the full set count for them in the 24-point
    /// count. Detected from the start position when it is a named handicap start.
    pub fn set_handicap_giver(&mut self, giver: Option<Color>) {
        self.handicap_giver = giver;
    }

    pub fn handicap_giver(&self) -> Option<Color> {
        self.handicap_giver
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn rules(&self) -> GameRules {
        self.rules
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Moves played since the start position.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The side to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Color> {
        match self.outcome {
            None => Some(self.position.turn()),
            Some(_) => None,
        }
    }

    /// The Zobrist key after each ply, the start's first.
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// Plays a move; on error nothing changes.
    pub fn play(&mut self, m: Move) -> Result<Option<Outcome>, PlayError> {
        if let Some(o) = self.outcome {
            return Err(PlayError::GameOver(o));
        }
        self.position.check_move(m)?;
        self.position.play_unchecked(m);
        self.checks.push(self.position.is_check());
        self.keys.push(self.position.key());
        self.moves.push(m);
        self.outcome = self.judge();
        Ok(self.outcome)
    }

    /// Takes back the last move, if any. Returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.keys.pop();
        self.checks.pop();
        let mut pos = self.start.clone();
        for &mv in &self.moves {
            pos.play_unchecked(mv);
        }
        self.position = pos;
        self.outcome = self.judge();
        Some(m)
    }

    fn judge(&self) -> Option<Outcome> {
        let pos = &self.position;
        let mover = pos.turn().opponent();
        if !pos.has_legal_move() {
            let reason = if pos.is_check() {
                EndReason::Checkmate
            } else {
                EndReason::NoLegalMoves
            };
            return Some(Outcome {
                winner: Some(mover),
                reason,
            });
        }
        if let Some(o) = self.judge_repetition() {
            return Some(o);
        }
        if let Some(limit) = self.rules.move_limit {
            if self.moves.len() as u64 >= limit as u64 {
                return Some(Outcome {
                    winner: None,
                    reason: EndReason::MoveLimit,
                });
            }
        }
        None
    }

    /// 千日手: the fourth occurrence of the current position, with the perpetual-check exception
    /// judged over the moves from the first occurrence to the fourth.
    fn judge_repetition(&self) -> Option<Outcome> {
        let n = self.keys.len() - 1;
        let key = self.keys[n];
        let occurrences: Vec<usize> = (0..=n).filter(|&i| self.keys[i] == key).collect();
        if occurrences.len() < 4 {
            return None;
        }
        let first = occurrences[0];
        let start_turn = self.start.turn();
        let mover_of = |i: usize| {
            if i.is_multiple_of(2) {
                start_turn
            } else {
                start_turn.opponent()
            }
        };
        let mut all_checks = [true, true];
        for i in first..n {
            if !self.checks[i] {
                all_checks[mover_of(i).index()] = false;
            }
        }
        let winner = match all_checks {
            [true, false] => Some(Color::Gote),
            [false, true] => Some(Color::Sente),
            _ => None,
        };
        Some(Outcome {
            winner,
            reason: if winner.is_some() {
                EndReason::PerpetualCheck
            } else {
                EndReason::Repetition
            },
        })
    }

    /// Impasse points of `color`'s board pieces (all, or only those in the enemy camp) and how many
    /// pieces that is: rook and bishop (promoted or not) 5, other pieces except the king 1.
    fn board_points(&self, color: Color, only_enemy_camp: bool) -> (u32, u32) {
        let pos = &self.position;
        let mut points = 0;
        let mut pieces = 0;
        for sq in Square::ALL {
            let Some(p) = pos.piece_at(sq) else { continue };
            if p.color != color || p.role == Role::King {
                continue;
            }
            if only_enemy_camp && !color.facing().in_zone(sq) {
                continue;
            }
            points += role_points(p.role);
            pieces += 1;
        }
        (points, pieces)
    }

    fn hand_points(&self, color: Color) -> u32 {
        self.position
            .hand(color)
            .iter()
            .map(|(role, n)| role_points(role) * n as u32)
            .sum()
    }

    /// The player to move claims (24-point rule, taken as an accepted proposal) or declares (27-point
    /// rule) an impasse. The game ends with the rule's verdict; a refused claim changes nothing.
    pub fn impasse(&mut self) -> Result<Outcome, PlayError> {
        if let Some(o) = self.outcome {
            return Err(PlayError::GameOver(o));
        }
        let rule = self.rules.impasse.ok_or(PlayError::NoImpasseRule)?;
        let pos = &self.position;
        let in_camp = |c: Color| pos.has_king(c) && c.facing().in_zone(pos.king(c));
        let outcome = match rule {
            ImpasseRule::Points24 => {
                if !in_camp(Color::Sente) || !in_camp(Color::Gote) {
                    return Err(PlayError::KingsNotInCamp);
                }
                let mut pts = [Color::Sente, Color::Gote]
                    .map(|c| self.board_points(c, false).0 + self.hand_points(c));
                if let Some(giver) = self.handicap_giver {
                    let present: u32 = pts.iter().sum();
                    pts[giver.index()] += FULL_SET_POINTS.saturating_sub(present);
                }
                let winner = match (pts[0] >= 24, pts[1] >= 24) {
                    (true, false) => Some(Color::Sente),
                    (false, true) => Some(Color::Gote),
                    _ => None,
                };
                Outcome {
                    winner,
                    reason: EndReason::Impasse,
                }
            }
            ImpasseRule::Declaration27 => {
                let us = pos.turn();
                let (camp_points, camp_pieces) = self.board_points(us, true);
                let hand_points = self.hand_points(us);
                let needed = match us {
                    Color::Sente => 28,
                    Color::Gote => 27,
                };
                let wins = in_camp(us)
                    && camp_pieces >= 10
                    && !pos.is_check()
                    && camp_points + hand_points >= needed;
                Outcome {
                    winner: Some(if wins { us } else { us.opponent() }),
                    reason: EndReason::Impasse,
                }
            }
        };
        self.outcome = Some(outcome);
        Ok(outcome)
    }
}

/// Points of a whole set without kings: 2 rooks and 2 bishops at 5, 36 other pieces at 1.
const FULL_SET_POINTS: u32 = 54;

fn role_points(role: Role) -> u32 {
    match role.unpromote() {
        Role::Rook | Role::Bishop => 5,
        Role::King => 0,
        _ => 1,
    }
}
