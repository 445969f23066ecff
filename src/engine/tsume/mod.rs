//! A mate solver for 詰将棋 (tsume shogi): df-pn (depth-first proof-number search) over
//! [`rules`](crate::rules) positions.
//!
//! The side to move is the attacker (攻め方) and must check with every move (王手の連続); the defender
//! (玉方) may answer with any legal move. A problem position may lack the attacker's king and gives the
//! defender every remaining piece (残り駒全部玉方): build it with [`Position::from_sfen_tsume`]. Any
//! other legal position (a game's) can be solved as it is.
//!
//! The search proves the **shortest** mate: df-pn first proves a mate without a length limit (or
//! disproves it: [`Verdict::NoMate`]), each proof storing its own length; then it searches again
//! with a limit two plies below the length found, each proof giving a shorter length, until the limit
//! is disproved. Proofs and disproofs that hold for every limit are shared between the searches. The
//! line is then read off the proofs: the attacker plays a check that mates in the fewest plies, the
//! defender the reply that resists longest, where an unprotected drop between a distant checker and
//! the king (無駄合, a useless interposition) only counts when nothing else resists as long.
//!
//! An attacker node searched for the first time at a limit looks for a mate in one (1手詰め), and the
//! count of replies to each check is a new child's first proof number (df-pn+), so that checks
//! leaving few replies are tried first; a child is searched until it is worse than its best
//! sibling by a quarter (1+ε), not by one.
//!
//! Memory is bounded by the transposition table's size ([`SolverConfig::tt_megabytes`]) and work by a
//! node budget ([`SolverConfig::nodes`]); running out of nodes gives [`Verdict::Unknown`], never a guess.
//!
//! ```
//! use shogiban::engine::tsume::{Solver, SolverConfig, Verdict};
//! use shogiban::rules::Position;
//!
//! // Gold drop on 5b, head of the king: 頭金 (atama-kin), mate in 1.
//! let pos = Position::from_sfen_tsume("4k4/9/4P4/9/9/9/9/9/9 b G 1").unwrap();
//! let solution = Solver::new(SolverConfig::default()).solve(&pos);
//! let Verdict::Mate(line) = solution.verdict else { panic!("a mate") };
//! assert_eq!(line.iter().map(|m| m.to_usi()).collect::<Vec<_>>(), ["G*5b"]);
//! ```
//!
//! [`Position::from_sfen_tsume`]: crate::rules::Position::from_sfen_tsume

mod movegen;
mod table;

use crate::rules::attacks::{self, between};
use crate::rules::{Bitboard, Color, Move, Position};
use table::{Table, ABSOLUTE, INF};

/// How much the solver may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolverConfig {
    /// Size of the transposition table in MiB; the table never grows beyond it.
    pub tt_megabytes: usize,
    /// Nodes the whole solve may visit (proof, length and line together); `None`: no limit.
    pub nodes: Option<u64>,
    /// The longest mate looked for, in plies (odd); longer mates are reported as [`Verdict::Unknown`].
    pub max_length: u16,
}

impl Default for SolverConfig {
    fn default() -> Self {
        SolverConfig {
            tt_megabytes: 64,
            nodes: Some(10_000_000),
            max_length: 255,
        }
    }
}

/// What the solver concluded about the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// 詰み: the side to move mates by force. The line starts with the attacker's move and ends in
    /// checkmate; its length is the mate's length in plies.
    Mate(Vec<Move>),
    /// 不詰: no sequence of checks mates (the defender always escapes or the checks run out).
    NoMate,
    /// The node budget ran out, or the mate would be longer than the longest looked for.
    Unknown,
}

/// The verdict and what it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub verdict: Verdict,
    /// Nodes visited, proof and line extraction together.
    pub nodes: u64,
}

impl Solution {
    /// The mating line, when there is one.
    pub fn line(&self) -> Option<&[Move]> {
        match &self.verdict {
            Verdict::Mate(line) => Some(line),
            _ => None,
        }
    }
}

/// The node budget ran out before the question was settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the solver's node budget ran out")]
pub struct Exhausted;

/// What one limited search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Proven,
    /// `reasons`: [`DEPTH_CUT`] and/or [`REPETITION`] took part in the disproof; 0 means the
    /// position does not mate at any length.
    Disproven {
        reasons: u8,
    },
    Unknown,
}

/// The length limit of the first search: deeper than any line the node budget lets it follow.
const UNLIMITED: u16 = 4_000;

/// ε of the 1+ε threshold, as a divisor: ε = 1/4.
const EPSILON_DIV: u32 = 4;

/// The mate-length limit cut a line short.
const DEPTH_CUT: u8 = 1;
/// A line returned to a position already on the path (the attacker cannot mate by repeating).
const REPETITION: u8 = 2;

/// (pn, dn, disproof reasons, proof length) of a position at a limit.
type Value = (u32, u32, u8, u16);

#[derive(Clone, Copy)]
struct Child {
    m: Move,
    key: u64,
    pn: u32,
    dn: u32,
    reasons: u8,
    /// The length of the child's proof (when pn is 0).
    length: u16,
}

/// The df-pn mate solver. Keep one to solve many positions: [`Solver::solve`] starts each afresh.
pub struct Solver {
    config: SolverConfig,
    table: Table,
    attacker: Color,
    nodes: u64,
    budget: u64,
    path: Vec<u64>,
    /// A buffer for the moves of the node being expanded.
    moves: Vec<Move>,
    /// A buffer for the checks' keys and counts of replies.
    counts: Vec<(u64, u32)>,
}

impl Solver {
    pub fn new(config: SolverConfig) -> Solver {
        Solver {
            config,
            table: Table::new(config.tt_megabytes),
            attacker: Color::Sente,
            nodes: 0,
            budget: u64::MAX,
            path: Vec::new(),
            moves: Vec::new(),
            counts: Vec::new(),
        }
    }

    /// Nodes visited since the last [`Solver::solve`] or [`Solver::reset`].
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Forgets the previous problem and restarts the node budget: the side to move of the next
    /// position asked about is the attacker.
    pub fn reset(&mut self) {
        self.table.clear();
        self.nodes = 0;
        self.budget = self.config.nodes.unwrap_or(u64::MAX);
    }

    /// Solves a problem: the shortest forced mate for the side to move with the defender's longest
    /// resistance, no mate, or unknown when the budget runs out.
    pub fn solve(&mut self, pos: &Position) -> Solution {
        self.reset();
        let verdict = match self.solve_inner(pos) {
            Ok(v) => v,
            Err(Exhausted) => Verdict::Unknown,
        };
        Solution {
            verdict,
            nodes: self.nodes,
        }
    }

    fn solve_inner(&mut self, pos: &Position) -> Result<Verdict, Exhausted> {
        match self.mate_length(pos)? {
            MateLength::Mate(n) => Ok(Verdict::Mate(self.line(pos, n)?)),
            MateLength::NoMate => Ok(Verdict::NoMate),
            MateLength::Longer => Ok(Verdict::Unknown),
        }
    }

    /// The length in plies of the shortest forced mate for the side to move (the attacker). Shares
    /// the table and budget with the calls since the last reset.
    pub fn mate_length(&mut self, pos: &Position) -> Result<MateLength, Exhausted> {
        self.attacker = pos.turn();
        if !pos.has_king(pos.turn().opponent()) {
            return Ok(MateLength::NoMate);
        }
        // First without a length limit: df-pn settles mate or no mate fastest that way, and a
        // disproof then owes nothing to a limit (only to the attacker's repetitions, which never mate).
        let mut length = match self.prove(pos, UNLIMITED) {
            Status::Proven => self.proven_length(pos.key(), UNLIMITED),
            Status::Disproven { reasons } if reasons & DEPTH_CUT == 0 => {
                return Ok(MateLength::NoMate)
            }
            Status::Disproven { .. } => return self.mate_length_upward(pos),
            Status::Unknown => return Err(Exhausted),
        };
        if length > self.config.max_length {
            // The longest odd limit allowed: a mate has an odd length.
            let max = self.config.max_length.saturating_sub(1) | 1;
            if max > self.config.max_length {
                return Ok(MateLength::Longer);
            }
            match self.prove(pos, max) {
                Status::Proven => length = self.proven_length(pos.key(), max),
                Status::Disproven { .. } => return Ok(MateLength::Longer),
                Status::Unknown => return Err(Exhausted),
            }
        }
        // Then the shortest, by shrinking: a proof within `length - 2` gives a shorter length (its
        // own proof's, often shorter still), until the limit is disproved. Only the last search is
        // a disproof, the expensive kind; growing the limit from 1 would disprove every length
        // below the shortest.
        while length >= 3 {
            match self.prove(pos, length - 2) {
                Status::Proven => length = self.proven_length(pos.key(), length - 2),
                Status::Disproven { .. } => break,
                Status::Unknown => return Err(Exhausted),
            }
        }
        Ok(MateLength::Mate(length))
    }

    /// The shortest mate by growing the limit, 1, 3, 5 …: only when the unlimited search was cut
    /// short by its own depth.
    fn mate_length_upward(&mut self, pos: &Position) -> Result<MateLength, Exhausted> {
        let mut limit = 1;
        while limit <= self.config.max_length {
            match self.prove(pos, limit) {
                Status::Proven => return Ok(MateLength::Mate(limit)),
                Status::Disproven { reasons } if reasons & DEPTH_CUT == 0 => {
                    return Ok(MateLength::NoMate)
                }
                Status::Disproven { .. } => limit += 2,
                Status::Unknown => return Err(Exhausted),
            }
        }
        Ok(MateLength::Longer)
    }

    /// The length of the proof just found of `key` within `limit` (the table's, or `limit` if the
    /// entry is gone).
    fn proven_length(&self, key: u64, limit: u16) -> u16 {
        self.table
            .get(key)
            .map_or(limit, |e| e.proven_within.min(limit))
    }

    /// The attacker's moves in `pos` that mate within `length` plies (all the correct first moves of
    /// a problem whose shortest mate has that length).
    pub fn mating_moves(&mut self, pos: &Position, length: u16) -> Result<Vec<Move>, Exhausted> {
        self.attacker = pos.turn();
        let mut scratch = pos.clone();
        let mut found = Vec::new();
        if length == 0 {
            return Ok(found);
        }
        for m in self.checks(&mut scratch) {
            let child = pos.after_unchecked(m);
            if self.is_mate_within(&child, length - 1)? {
                found.push(m);
            }
        }
        Ok(found)
    }

    /// Whether `attacker` mates within `limit` plies from `pos`, whoever is to move there: with the
    /// defender to move, every reply is answered (e.g. is a move just played still a forced mate?).
    pub fn mates_within(
        &mut self,
        pos: &Position,
        attacker: Color,
        limit: u16,
    ) -> Result<bool, Exhausted> {
        self.attacker = attacker;
        if !pos.has_king(attacker.opponent()) {
            return Ok(false);
        }
        if pos.turn() != attacker && attacker_in_check(pos, attacker) {
            // The attacker's king in check with the defender to move: the position is illegal.
            return Ok(false);
        }
        self.is_mate_within(pos, limit)
    }

    /// Whether `pos` (attacker or defender to move, the attacker being the side fixed by the last
    /// [`Solver::mate_length`] or [`Solver::mating_moves`]) ends in mate within `limit` plies.
    fn is_mate_within(&mut self, pos: &Position, limit: u16) -> Result<bool, Exhausted> {
        match self.prove(pos, limit) {
            Status::Proven => Ok(true),
            Status::Disproven { .. } => Ok(false),
            Status::Unknown => Err(Exhausted),
        }
    }

    /// The shortest mate within `limit` of `pos`, counted from `pos`: the smallest `n ≤ limit` of the
    /// parity of `limit` within which it mates (the caller knows it mates within `limit`).
    fn exact_length(&mut self, pos: &Position, limit: u16) -> Result<u16, Exhausted> {
        let mut n = limit;
        while n >= 2 && self.is_mate_within(pos, n - 2)? {
            n -= 2;
        }
        Ok(n)
    }

    /// The mating line of a position that mates in exactly `length` plies.
    fn line(&mut self, pos: &Position, length: u16) -> Result<Vec<Move>, Exhausted> {
        let mut pos = pos.clone();
        let mut remaining = length;
        let mut line = Vec::new();
        while remaining > 0 {
            let mut scratch = pos.clone();
            let chosen = if pos.turn() == self.attacker {
                // Any check mating in remaining - 1 is a shortest one: the first in move order
                // the table already knows to (the proof of the length left them there), else the
                // first a search proves (a check that fails would need a costly disproof).
                let checks = self.checks(&mut scratch);
                let known = checks.iter().copied().find(|&m| {
                    let key = pos.key_after(m);
                    matches!(self.solved_value(key, remaining - 1, false), Some((0, ..)))
                });
                let mut chosen = known.map(|m| (m, remaining - 1));
                if chosen.is_none() {
                    for m in checks {
                        let child = pos.after_unchecked(m);
                        if self.is_mate_within(&child, remaining - 1)? {
                            chosen = Some((m, remaining - 1));
                            break;
                        }
                    }
                }
                chosen
            } else {
                // The longest resistance, remaining - 1 plies; useless interpositions only when
                // nothing else lasts. A real reply that does not mate within remaining - 3 lasts
                // that long: one search each instead of every reply's exact length.
                // First a reply the table knows to last (the disproof of the length below the
                // shortest holds one), then the first a search finds.
                let real: Vec<Move> = pos
                    .legal_moves()
                    .iter()
                    .copied()
                    .filter(|&m| !is_useless_interposition(&pos, m))
                    .collect();
                let known = real.iter().copied().find(|&m| {
                    remaining < 3
                        || matches!(
                            self.solved_value(pos.key_after(m), remaining - 3, true),
                            Some((_, 0, ..))
                        )
                });
                let mut chosen = known.map(|m| (m, remaining - 1));
                if chosen.is_none() {
                    for &m in &real {
                        let child = pos.after_unchecked(m);
                        if !self.is_mate_within(&child, remaining - 3)? {
                            chosen = Some((m, remaining - 1));
                            break;
                        }
                    }
                }
                if chosen.is_none() {
                    let mut best: Option<(bool, u16, Move)> = None;
                    for &m in pos.legal_moves().iter() {
                        let child = pos.after_unchecked(m);
                        let n = self.exact_length(&child, remaining - 1)?;
                        let real = !is_useless_interposition(&pos, m);
                        if best.is_none_or(|(r, l, _)| (real, n) > (r, l)) {
                            best = Some((real, n, m));
                        }
                    }
                    chosen = best.map(|(_, n, m)| (m, n));
                }
                chosen
            };
            // The proof guarantees a choice; a missing one (an evicted proof that the budget could
            // not redo) ends the line where it is rather than inventing a move.
            let Some((m, n)) = chosen else { break };
            pos.play_unchecked(m);
            line.push(m);
            remaining = n;
        }
        Ok(line)
    }

    /// One df-pn search of `pos` with a mate-length limit.
    fn prove(&mut self, pos: &Position, limit: u16) -> Status {
        // What holds for every path is answered from the table.
        let attacker_to_move = pos.turn() == self.attacker;
        match self.solved_value(pos.key(), limit, attacker_to_move) {
            Some((0, _, _, _)) => return Status::Proven,
            Some((_, 0, reasons, _)) => return Status::Disproven { reasons },
            _ => {}
        }
        let mut scratch = pos.clone();
        self.path.clear();
        self.path.push(pos.key());
        let (pn, dn, reasons) = self.mid(&mut scratch, limit, INF, INF);
        self.path.clear();
        if pn == 0 {
            Status::Proven
        } else if dn == 0 {
            Status::Disproven { reasons }
        } else {
            Status::Unknown
        }
    }

    /// The checks of the attacker (the side to move), in the order of the legal moves: the line
    /// and the first moves read off the proofs do not depend on the generator's order.
    fn checks(&self, pos: &mut Position) -> Vec<Move> {
        let mut found = Vec::new();
        movegen::checks(pos, &mut found);
        pos.legal_moves()
            .iter()
            .copied()
            .filter(|m| found.contains(m))
            .collect()
    }

    /// What holds for every path: proved within `limit` (with the proof's length) or disproved
    /// at `limit` by no repetition, as (pn, dn, disproof reasons, proof length).
    fn solved_value(&self, key: u64, limit: u16, attacker_to_move: bool) -> Option<Value> {
        if attacker_to_move && limit == 0 {
            return Some((INF, 0, DEPTH_CUT, 0));
        }
        let e = self.table.get(key)?;
        if e.proven_within <= limit {
            Some((0, INF, 0, e.proven_within))
        } else if e.disproven_upto == ABSOLUTE {
            Some((INF, 0, 0, 0))
        } else if limit < e.disproven_upto {
            Some((INF, 0, DEPTH_CUT, 0))
        } else {
            None
        }
    }

    /// What the table knows of a child at `limit`: proof number, disproof number, disproof
    /// reasons and, when proved, the proof's length.
    fn child_value(&self, key: u64, limit: u16, attacker_to_move: bool) -> Value {
        if let Some(v) = self.solved_value(key, limit, attacker_to_move) {
            return v;
        }
        // One entry a position: its search numbers count only at the limit they were found at.
        match self.table.get(key) {
            Some(e) if e.limit == limit => (e.pn, e.dn, e.reasons, limit),
            _ => (1, 1, 0, limit),
        }
    }

    /// The multiple-iterative-deepening step of df-pn: searches below `pos` until its proof number
    /// reaches `th_pn` or its disproof number `th_dn`, and returns (pn, dn, disproof reasons).
    fn mid(&mut self, pos: &mut Position, limit: u16, th_pn: u32, th_dn: u32) -> (u32, u32, u8) {
        self.nodes += 1;
        let key = pos.key();
        let attacker_to_move = pos.turn() == self.attacker;
        let mut moves = std::mem::take(&mut self.moves);
        moves.clear();
        if attacker_to_move {
            if limit == 0 {
                self.moves = moves;
                return (INF, 0, DEPTH_CUT);
            }
            movegen::checks(pos, &mut moves);
            if !moves.is_empty()
                && (limit == 1 || self.table.get(key).is_none_or(|e| e.limit != limit))
            {
                // 1手詰め: a check that leaves no reply settles the node without a child search;
                // with one ply left, so does the lack of one.
                // The count of replies is kept as a new child's proof number (df-pn+'s
                // initialisation): a check that leaves few replies is tried first.
                let mut counts = std::mem::take(&mut self.counts);
                counts.clear();
                for &m in moves.iter() {
                    let undo = pos.play_unchecked_with_undo(m);
                    let replies = pos.count_legal_moves();
                    pos.undo_move(m, undo);
                    let child = pos.key_after(m);
                    if replies == 0 {
                        self.store(child, 0, 0, INF, 0, 1);
                        self.store(key, 1, 0, INF, 0, 1);
                        self.moves = moves;
                        self.counts = counts;
                        return (0, INF, 0);
                    }
                    counts.push((child, replies as u32));
                }
                if limit > 1 {
                    for &(child, replies) in &counts {
                        if let Some(e) = self.table.vacant(child) {
                            e.pn = replies;
                            e.limit = limit - 1;
                        }
                    }
                }
                self.counts = counts;
                if limit == 1 {
                    self.store(key, 1, INF, 0, DEPTH_CUT, 1);
                    self.moves = moves;
                    return (INF, 0, DEPTH_CUT);
                }
            }
        } else {
            let legal = pos.legal_moves();
            if limit == 0 {
                self.moves = moves;
                // Only checkmate itself fits in no plies.
                let (pn, dn, reasons) = if legal.is_empty() {
                    (0, INF, 0)
                } else {
                    (INF, 0, DEPTH_CUT)
                };
                self.store(key, 0, pn, dn, reasons, 1);
                return (pn, dn, reasons);
            }
            moves.extend_from_slice(legal.as_slice());
        }
        if moves.is_empty() {
            self.moves = moves;
            // No check left: not mate. No legal reply to a check: mate.
            let (pn, dn) = if attacker_to_move { (INF, 0) } else { (0, INF) };
            // A proof here is checkmate: length 0.
            let at = if attacker_to_move { limit } else { 0 };
            self.store(key, at, pn, dn, 0, 1);
            return (pn, dn, 0);
        }
        let mut children: Vec<Child> = moves
            .iter()
            .map(|&m| Child {
                m,
                key: pos.key_after(m),
                pn: 1,
                dn: 1,
                reasons: 0,
                length: 0,
            })
            .collect();
        // The buffer goes back before the children are searched, which use it in turn.
        self.moves = moves;
        let start_nodes = self.nodes;
        let (mut pn, mut dn, mut reasons);
        loop {
            for c in children.iter_mut() {
                (c.pn, c.dn, c.reasons, c.length) = if self.path.contains(&c.key) {
                    (INF, 0, REPETITION, 0)
                } else {
                    self.child_value(c.key, limit - 1, !attacker_to_move)
                };
            }
            // φ/δ form: φ is the number of the side to move (pn for the attacker, dn for the
            // defender), δ the other.
            let phi = |c: &Child| if attacker_to_move { c.pn } else { c.dn };
            let delta = |c: &Child| if attacker_to_move { c.dn } else { c.pn };
            let mut best = 0;
            let mut phi1 = INF;
            let mut phi2 = INF;
            let mut delta_sum: u32 = 0;
            for (i, c) in children.iter().enumerate() {
                let p = phi(c);
                if p < phi1 {
                    phi2 = phi1;
                    phi1 = p;
                    best = i;
                } else if p < phi2 {
                    phi2 = p;
                }
                delta_sum = delta_sum.saturating_add(delta(c)).min(INF);
            }
            (pn, dn) = if attacker_to_move {
                (phi1, delta_sum)
            } else {
                (delta_sum, phi1)
            };
            reasons = disproof_reasons(&children, attacker_to_move, pn, dn);
            let (th_phi, th_delta) = if attacker_to_move {
                (th_pn, th_dn)
            } else {
                (th_dn, th_pn)
            };
            if phi1 >= th_phi.min(INF)
                || delta_sum >= th_delta.min(INF)
                || pn == 0
                || dn == 0
                || self.nodes >= self.budget
            {
                break;
            }
            let c = children[best];
            // 1+ε (df-pn+): the child keeps going until it is clearly worse than the second best,
            // not merely worse by one, which would switch back and forth between close siblings.
            let child_th_delta =
                th_phi.min(phi2.saturating_add(phi2 / EPSILON_DIV).saturating_add(1));
            let child_th_phi = th_delta
                .saturating_sub(delta_sum)
                .saturating_add(delta(&c))
                .min(INF);
            // The child's φ is our δ's part and its δ our φ: swap back to pn/dn thresholds.
            let (c_th_pn, c_th_dn) = if attacker_to_move {
                (child_th_delta, child_th_phi)
            } else {
                (child_th_phi, child_th_delta)
            };
            let undo = pos.play_unchecked_with_undo(c.m);
            self.path.push(c.key);
            self.mid(pos, limit - 1, c_th_pn, c_th_dn);
            self.path.pop();
            pos.undo_move(c.m, undo);
        }
        let work = (self.nodes - start_nodes).min(u32::MAX as u64) as u32;
        // A proof is stored with its own length, which may be below the limit: the attacker's
        // quickest proved check, the defender's longest proved reply.
        let at = if pn == 0 {
            let lengths = children.iter().filter(|c| c.pn == 0).map(|c| c.length);
            let longest = if attacker_to_move {
                lengths.min()
            } else {
                lengths.max()
            };
            longest.map_or(limit, |l| (l + 1).min(limit))
        } else {
            limit
        };
        self.store(key, at, pn, dn, reasons, work);
        (pn, dn, reasons)
    }

    fn store(&mut self, key: u64, limit: u16, pn: u32, dn: u32, reasons: u8, work: u32) {
        if pn == 0 {
            let e = self.table.entry(key);
            e.proven_within = e.proven_within.min(limit);
            e.work = e.work.max(work);
            return;
        }
        if dn == 0 && reasons & REPETITION == 0 {
            // Repetition-free disproofs hold on every path: keep them for every limit.
            let e = self.table.entry(key);
            e.disproven_upto = if reasons == 0 {
                ABSOLUTE
            } else {
                e.disproven_upto.max(limit.saturating_add(1))
            };
            e.work = e.work.max(work);
            return;
        }
        let e = self.table.entry(key);
        e.pn = pn;
        e.dn = dn;
        e.reasons = reasons;
        e.limit = limit;
        e.work = e.work.max(work);
    }
}

/// The length of the shortest forced mate, as far as the solver could tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MateLength {
    /// Mate in this many plies.
    Mate(u16),
    /// No mate at any length.
    NoMate,
    /// No mate within [`SolverConfig::max_length`]; a longer one is not excluded.
    Longer,
}

/// Why a disproved node is disproved: for the attacker every check failed (all reasons count), for
/// the defender one reply escapes (the one with the fewest reasons).
fn disproof_reasons(children: &[Child], attacker_to_move: bool, pn: u32, dn: u32) -> u8 {
    if dn != 0 || pn == 0 {
        return 0;
    }
    if attacker_to_move {
        children.iter().fold(0, |r, c| r | c.reasons)
    } else {
        children
            .iter()
            .filter(|c| c.dn == 0)
            .map(|c| c.reasons)
            .min_by_key(|r| r.count_ones())
            .unwrap_or(0)
    }
}

fn attacker_in_check(pos: &Position, attacker: Color) -> bool {
    pos.has_king(attacker)
        && pos.is_attacked(pos.king(attacker), attacker.opponent(), pos.occupied())
}

/// 無駄合 (muda-ai): a drop between a distant single checker and the king, on a square no other
/// defending piece protects — the attacker just takes it and goes on, so it adds plies without
/// resisting.
pub fn is_useless_interposition(pos: &Position, m: Move) -> bool {
    let Move::Drop { to, .. } = m else {
        return false;
    };
    let us = pos.turn();
    let Some(checker) = pos.checkers().single() else {
        return false;
    };
    let ksq = pos.king(us);
    if !between(ksq, checker).contains(to) || attacks::king_attacks(ksq).contains(to) {
        return false;
    }
    let after = pos.after_unchecked(m);
    let defenders = after.attackers(to, us, after.occupied()) & !Bitboard::from_square(ksq);
    defenders.is_empty()
}

#[cfg(test)]
mod tests;
