//! A record read as a mate problem (詰将棋) with its solution: a board diagram and the recorded moves
//! ending in mate (詰み), checked against the solver's line.

use super::record::{Record, Termination};
use crate::engine::tsume::Verdict;
use crate::rules::{EndReason, Move};
use std::fmt;

impl Record {
    /// Whether the record is a mate problem with its solution (詰将棋の解答): it starts from a board
    /// diagram, not the even start or a named handicap, and its moves end in mate or the record says
    /// they do (詰み). A game record from the usual starts is never one, however it ended.
    pub fn is_mate_problem(&self) -> bool {
        let mate = match self.termination {
            Some(Termination::Rules(o)) => o.reason == EndReason::Checkmate,
            Some(Termination::StatedMate { .. }) => true,
            _ => false,
        };
        mate && !self.moves.is_empty() && !self.is_even_start() && self.handicap().is_none()
    }

    /// The record's moves, read as the solution of the mate problem at its start, against the
    /// solver's verdict on that start.
    pub fn check_solution(&self, solver: &Verdict) -> SolutionCheck {
        let plies = self.moves.len();
        let mut pos = self.start.clone();
        let mut unchecking = None;
        for (i, &m) in self.moves.iter().enumerate() {
            pos.play_unchecked(m);
            if i % 2 == 0 && !pos.is_check() && unchecking.is_none() {
                unchecking = Some((i + 1, m));
            }
        }
        if !pos.is_check() || pos.has_legal_move() {
            return SolutionCheck::NotMate { plies };
        }
        if let Some((ply, m)) = unchecking {
            return SolutionCheck::NoCheck { ply, m };
        }
        match solver {
            Verdict::Mate(line) if *line == self.moves => SolutionCheck::Matches { plies },
            Verdict::Mate(line) if line.len() == plies => SolutionCheck::AsShort { plies },
            Verdict::Mate(line) if line.len() < plies => SolutionCheck::Longer {
                plies,
                shortest: line.len(),
            },
            Verdict::Mate(line) => SolutionCheck::WeakDefence {
                plies,
                shortest: Some(line.len()),
            },
            Verdict::NoMate => SolutionCheck::WeakDefence {
                plies,
                shortest: None,
            },
            Verdict::Unknown => SolutionCheck::Undecided { plies },
        }
    }
}

/// How a mate problem's recorded solution compares with the solver's line. Lengths are in plies,
/// as mate problems count them (3手詰: three moves, the defender's included).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolutionCheck {
    /// The solver's line, move for move: the shortest mate.
    Matches { plies: usize },
    /// Another line as short as the solver's: a shortest mate too (the defence or a move differs).
    AsShort { plies: usize },
    /// A mate, but longer than the shortest (冗長, a redundant solution).
    Longer { plies: usize, shortest: usize },
    /// A mate reached sooner than the defence allows: a defender's reply in it is not the longest
    /// resistance. `shortest` is the shortest forced mate, `None` when there is none at all.
    WeakDefence {
        plies: usize,
        shortest: Option<usize>,
    },
    /// The recorded moves do not end in checkmate.
    NotMate { plies: usize },
    /// Attacking move `ply` (from 1) does not check: a mate problem is solved by checks alone
    /// (王手の連続).
    NoCheck { ply: usize, m: Move },
    /// A mate; the solver ran out of nodes before it could say how long the shortest one is.
    Undecided { plies: usize },
}

impl SolutionCheck {
    /// Whether the recorded solution is a shortest mate.
    pub fn is_minimal(self) -> bool {
        matches!(
            self,
            SolutionCheck::Matches { .. } | SolutionCheck::AsShort { .. }
        )
    }
}

impl fmt::Display for SolutionCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SolutionCheck::Matches { plies } => {
                write!(f, "the recorded solution matches: mate in {plies}, the shortest")
            }
            SolutionCheck::AsShort { plies } => write!(
                f,
                "the recorded solution is another mate in {plies}, as short as the solver's: the shortest"
            ),
            SolutionCheck::Longer { plies, shortest } => write!(
                f,
                "the recorded solution is a mate in {plies}, longer than the shortest (mate in {shortest})"
            ),
            SolutionCheck::WeakDefence {
                plies,
                shortest: Some(shortest),
            } => write!(
                f,
                "the recorded solution mates in {plies}, sooner than the shortest forced mate (mate in {shortest}): a defence in it is not the longest"
            ),
            SolutionCheck::WeakDefence {
                plies,
                shortest: None,
            } => write!(
                f,
                "the recorded solution mates in {plies}, but there is no forced mate: a defence in it does not resist"
            ),
            SolutionCheck::NotMate { plies } => write!(
                f,
                "the recorded solution is not a mate: its {plies} moves do not end in checkmate"
            ),
            SolutionCheck::NoCheck { ply, m } => write!(
                f,
                "the recorded solution is not a mate problem's: move {ply} ({}) does not check",
                m.to_usi()
            ),
            SolutionCheck::Undecided { plies } => write!(
                f,
                "the recorded solution is a mate in {plies}; the solver ran out of nodes before finding the shortest"
            ),
        }
    }
}
