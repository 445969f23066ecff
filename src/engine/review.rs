//! Game review (検討): an engine's evaluation after every move, the biggest mistakes with the
//! better move, and the mates the players missed (found by the [mate solver](super::tsume)).
//!
//! The judge is the built-in search ([`review`]) or any [`Judge`], e.g. an external USI engine
//! asked with a fixed node count or depth ([`review_with`]). The work is bounded by node or depth
//! budgets, so a review of the same game gives the same answer on any machine;
//! [`ReviewConfig::for_budget`] spreads one total budget over the plies. The missed mates are
//! always the solver's, whoever judges. Drawing the graph and posting it is for the caller;
//! [`lishogi_analysis_url`] gives a link to look further.

use super::search::{SearchLimits, Searcher, MATE, MATE_BOUND};
use super::tsume::{Solver, SolverConfig};
use crate::rules::{Color, Game, Move, Position};

/// Limits of a review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewConfig {
    /// Search nodes per position.
    pub nodes_per_ply: u64,
    /// Solver nodes per position for the missed-mate check (0: no mate check).
    pub mate_nodes: u64,
    /// Longest mate looked for, in plies.
    pub max_mate_length: u16,
    /// How many mistakes to report at most, the biggest first.
    pub max_mistakes: usize,
    /// The least loss (engine units, a pawn ≈ 100) for a move to count as a mistake.
    pub mistake_threshold: i32,
    /// Search table size in MiB.
    pub tt_megabytes: usize,
}

impl Default for ReviewConfig {
    fn default() -> Self {
        ReviewConfig {
            nodes_per_ply: 20_000,
            mate_nodes: 20_000,
            max_mate_length: 11,
            max_mistakes: 3,
            mistake_threshold: 300,
            tt_megabytes: 16,
        }
    }
}

impl ReviewConfig {
    /// A configuration spending about `total_nodes` over a game of `plies` moves (its positions and
    /// the final one), split evenly between search and mate checks, at least 500 nodes a position each.
    pub fn for_budget(total_nodes: u64, plies: usize) -> ReviewConfig {
        let per = (total_nodes / (2 * (plies as u64 + 1))).max(500);
        ReviewConfig {
            nodes_per_ply: per,
            mate_nodes: per,
            ..ReviewConfig::default()
        }
    }
}

/// The evaluation of one position, from sente's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// Engine units (a pawn ≈ 100); positive favours sente.
    Score(i32),
    /// A forced mate in this many plies; positive: sente mates, negative: gote mates. A position
    /// already checkmated counts as `Mate(1)` for sente's win and `Mate(-1)` for gote's.
    Mate(i32),
}

impl Evaluation {
    /// A number for a graph: scores clamped to ±`cap`, mates at ±`cap`.
    pub fn graph_value(self, cap: i32) -> i32 {
        match self {
            Evaluation::Score(s) => s.clamp(-cap, cap),
            Evaluation::Mate(n) if n > 0 => cap,
            Evaluation::Mate(_) => -cap,
        }
    }

    /// Engine units with mates near ±[`MATE`], for comparisons.
    fn units(self) -> i32 {
        match self {
            Evaluation::Score(s) => s,
            Evaluation::Mate(n) if n > 0 => MATE - n,
            Evaluation::Mate(n) => -MATE - n,
        }
    }
}

/// A move that lost a lot, with what the engine preferred.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// Index of the move in the game (0: the first move).
    pub ply: usize,
    pub mover: Color,
    pub played: Move,
    /// The search's move in that position.
    pub better: Move,
    /// How much the mover lost by it, in engine units (capped at a king's worth for mates).
    pub loss: i32,
    pub before: Evaluation,
    pub after: Evaluation,
}

/// A forced mate the mover had and let go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissedMate {
    pub ply: usize,
    pub mover: Color,
    pub played: Move,
    /// The mate: the mover's moves and the replies, shortest mate with the longest resistance.
    pub line: Vec<Move>,
}

/// How much the judge spent on each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewLimit {
    /// Search nodes per position (`go nodes N` for a USI engine).
    Nodes(u64),
    /// Search depth per position, in plies (`go depth N`, or the engine's own depth option).
    Depth(u32),
}

/// Who judged the moves of a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgedBy {
    /// The external engine's `id name`; `None` for the built-in search.
    pub engine: Option<String>,
    pub limit: ReviewLimit,
}

/// The evaluation of one position and the move the judge prefers there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub evaluation: Evaluation,
    pub best: Option<Move>,
    /// Nodes spent on it (0 when the judge does not say).
    pub nodes: u64,
}

/// Something that evaluates positions for a review: the built-in search or an external engine.
pub trait Judge {
    /// The game's position after its moves (the history matters for repetitions), judged once
    /// within the judge's fixed budget. An error ends the review.
    fn judge(&mut self, game: &Game) -> Result<Verdict, String>;

    /// Who judges, for the review's words.
    fn judged_by(&self) -> JudgedBy;
}

/// The built-in search as a [`Judge`], at a node budget per position.
pub struct BuiltIn {
    searcher: Searcher,
    nodes: u64,
}

impl BuiltIn {
    pub fn new(config: &ReviewConfig) -> BuiltIn {
        BuiltIn {
            searcher: Searcher::new(config.tt_megabytes),
            nodes: config.nodes_per_ply,
        }
    }
}

impl Judge for BuiltIn {
    fn judge(&mut self, game: &Game) -> Result<Verdict, String> {
        let p = game.position();
        // The keys of the positions so far, for repetitions.
        let mut history = Vec::with_capacity(game.ply() + 1);
        let mut pos = game.start().clone();
        history.push((pos.key(), pos.is_check()));
        for &m in game.moves() {
            pos.play_unchecked(m);
            history.push((pos.key(), pos.is_check()));
        }
        self.searcher.clear();
        let info = self.searcher.search(
            p,
            &history,
            SearchLimits {
                nodes: Some(self.nodes),
                ..SearchLimits::default()
            },
        );
        let to_move = sign(p.turn());
        let evaluation = match info.mate_in() {
            Some(n) => Evaluation::Mate(n * to_move),
            None if info.score.abs() > MATE_BOUND => {
                Evaluation::Score(info.score.signum() * MATE_BOUND * to_move)
            }
            None => Evaluation::Score(info.score * to_move),
        };
        Ok(Verdict {
            evaluation,
            best: info.best,
            nodes: info.nodes,
        })
    }

    fn judged_by(&self) -> JudgedBy {
        JudgedBy {
            engine: None,
            limit: ReviewLimit::Nodes(self.nodes),
        }
    }
}

/// What a review found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The evaluation of every position: after 0, 1, … moves (one more than the moves).
    pub evaluations: Vec<Evaluation>,
    /// The biggest mistakes, the biggest first.
    pub mistakes: Vec<Mistake>,
    /// The missed mates, in the order of the game.
    pub missed_mates: Vec<MissedMate>,
    /// Nodes spent, search and solver together (as far as the judge reports them).
    pub nodes: u64,
    /// Who judged the moves.
    pub judged_by: JudgedBy,
}

/// Reviews a game: evaluates every position with the built-in search, ranks the moves that lost the
/// most, and checks every position for a forced mate (by checks) that the mover did not keep.
pub fn review(game: &Game, config: &ReviewConfig) -> Review {
    review_with(game, config, &mut BuiltIn::new(config))
        .expect("the built-in search always answers")
}

/// [`review`] with the moves judged by `judge`; the missed mates are the solver's all the same.
/// The judge's first error ends the review.
pub fn review_with(
    game: &Game,
    config: &ReviewConfig,
    judge: &mut dyn Judge,
) -> Result<Review, String> {
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: config.tt_megabytes,
        nodes: Some(config.mate_nodes),
        max_length: config.max_mate_length,
    });
    let mut positions = Vec::with_capacity(game.ply() + 1);
    let mut pos = game.start().clone();
    positions.push(pos.clone());
    for &m in game.moves() {
        pos.play_unchecked(m);
        positions.push(pos.clone());
    }
    // The game so far at each position, for judges that need its history.
    let mut so_far = Game::new(game.start().clone(), game.rules());

    let mut nodes = 0;
    let mut evaluations = Vec::with_capacity(positions.len());
    let mut best_moves = Vec::with_capacity(positions.len());
    for (i, p) in positions.iter().enumerate() {
        if i > 0 {
            let m = game.moves()[i - 1];
            so_far
                .play(m)
                .map_err(|e| format!("move {i} ({}) of the game: {e}", m.to_usi()))?;
        }
        if !p.has_legal_move() {
            // Checkmate (or no move at all): the side to move has lost.
            evaluations.push(Evaluation::Mate(sign(p.turn().opponent())));
            best_moves.push(None);
            continue;
        }
        let verdict = judge.judge(&so_far)?;
        nodes += verdict.nodes;
        evaluations.push(verdict.evaluation);
        best_moves.push(verdict.best.filter(|&m| p.is_legal(m)));
    }

    let mut mistakes = Vec::new();
    let mut missed_mates = Vec::new();
    for (ply, &played) in game.moves().iter().enumerate() {
        let p = &positions[ply];
        let mover = p.turn();
        let s = sign(mover);
        let before = evaluations[ply];
        let after = evaluations[ply + 1];
        // Losses are capped so that a missed mate does not dwarf everything else in the ranking.
        let cap = 5_000;
        let loss = (before.units() * s).clamp(-cap, cap) - (after.units() * s).clamp(-cap, cap);
        if let Some(better) = best_moves[ply] {
            if better != played && loss >= config.mistake_threshold {
                mistakes.push(Mistake {
                    ply,
                    mover,
                    played,
                    better,
                    loss,
                    before,
                    after,
                });
            }
        }
        if config.mate_nodes > 0 {
            if let Some(line) = missed_mate(&mut solver, p, played, &mut nodes) {
                missed_mates.push(MissedMate {
                    ply,
                    mover,
                    played,
                    line,
                });
            }
        }
    }
    mistakes.sort_by(|a, b| b.loss.cmp(&a.loss).then(a.ply.cmp(&b.ply)));
    mistakes.truncate(config.max_mistakes);
    Ok(Review {
        evaluations,
        mistakes,
        missed_mates,
        nodes,
        judged_by: judge.judged_by(),
    })
}

/// The mate `pos` had for the mover, when the move played does not keep a forced mate.
fn missed_mate(
    solver: &mut Solver,
    pos: &Position,
    played: Move,
    nodes: &mut u64,
) -> Option<Vec<Move>> {
    let solution = solver.solve(pos);
    *nodes += solution.nodes;
    let line = solution.line()?.to_vec();
    if line[0] == played {
        return None;
    }
    let after = pos.after_unchecked(played);
    if after.is_check() {
        // A different check that still mates by force is no miss.
        solver.reset();
        let keeps = solver.mates_within(&after, pos.turn(), line.len() as u16 + 2);
        *nodes += solver.nodes();
        if keeps != Ok(false) {
            return None;
        }
    }
    Some(line)
}

fn sign(c: Color) -> i32 {
    match c {
        Color::Sente => 1,
        Color::Gote => -1,
    }
}

/// A link to open a position in lishogi's analysis board: `https://lishogi.org/analysis/` and the
/// SFEN with its spaces as `_` (lishogi reads the path that way; `/` and `+` stay as they are). Only
/// builds the text: nothing is sent to lishogi.
pub fn lishogi_analysis_url(sfen: &str) -> String {
    let sfen = sfen.trim();
    let sfen = sfen.strip_prefix("sfen ").unwrap_or(sfen);
    let path: String = sfen.split_whitespace().collect::<Vec<_>>().join("_");
    format!("https://lishogi.org/analysis/{path}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameRules;

    fn mv(s: &str) -> Move {
        Move::parse_usi(s).expect("a USI move")
    }

    #[test]
    fn the_lishogi_link_carries_the_sfen_with_underscores() {
        let url =
            lishogi_analysis_url("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
        assert_eq!(
            url,
            "https://lishogi.org/analysis/lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL_b_-_1"
        );
        assert_eq!(
            lishogi_analysis_url("sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1"),
            "https://lishogi.org/analysis/4k4/9/4P4/9/9/9/9/9/4K4_b_G_1"
        );
    }

    #[test]
    fn a_review_has_one_evaluation_per_position_and_finds_the_missed_mate() {
        // Sente could mate with G*5b at once but walked the king; gote then blundered back.
        let start = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").expect("valid");
        let mut game = Game::new(start, GameRules::default());
        for m in ["5i4i", "5a4a", "4i5i"] {
            game.play(mv(m)).expect("legal");
        }
        let config = ReviewConfig {
            nodes_per_ply: 5_000,
            mate_nodes: 5_000,
            ..ReviewConfig::default()
        };
        let r = review(&game, &config);
        assert_eq!(r.evaluations.len(), 4);
        assert_eq!(
            r.evaluations[0],
            Evaluation::Mate(1),
            "sente mates in one at the start"
        );
        assert_eq!(r.missed_mates.len(), 1, "{:?}", r.missed_mates);
        assert_eq!(r.missed_mates[0].ply, 0);
        assert_eq!(r.missed_mates[0].line, vec![mv("G*5b")]);
        let first = r
            .mistakes
            .iter()
            .find(|m| m.ply == 0)
            .expect("the missed mate is a mistake");
        assert_eq!(first.better, mv("G*5b"));
        assert_eq!(first.mover, Color::Sente);
        // Same game, same budgets: the same review.
        assert_eq!(review(&game, &config), r);
    }

    #[test]
    fn a_checkmated_final_position_is_scored_for_the_winner() {
        let start = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").expect("valid");
        let mut game = Game::new(start, GameRules::default());
        game.play(mv("G*5b")).expect("legal");
        let r = review(&game, &ReviewConfig::default());
        assert_eq!(r.evaluations.last(), Some(&Evaluation::Mate(1)));
        assert!(r.missed_mates.is_empty());
        assert!(r.mistakes.is_empty());
    }

    #[test]
    fn graph_values_are_clamped() {
        assert_eq!(Evaluation::Score(5000).graph_value(2000), 2000);
        assert_eq!(Evaluation::Mate(-3).graph_value(2000), -2000);
        assert_eq!(Evaluation::Score(-40).graph_value(2000), -40);
    }
}
