//! Alpha-beta search for two-player shogi: negamax with principal-variation search, iterative deepening
//! with aspiration windows, a transposition table, move ordering (table move, captures by MVV-LVA,
//! killers, history), check extensions, late-move reductions, futility pruning, a quiescence search over
//! captures, and repetition awareness (sennichite draws, perpetual-check losses) over the game's history.

use super::clock::{Clock, SystemClock};
use super::eval::{board_value, capture_gain, evaluate};
use super::movegen::{captures, decode, encode, is_capture, see};
use super::rng::mix;
use super::tt::{Bound, Tt};
use crate::rules::{Color, Game, Move, Position, Role};
use std::sync::Arc;
use std::time::Duration;

/// Larger than any score.
pub const INF: i32 = 32_000;
/// The score of mating now; a mate `n` plies away scores `MATE - n`.
pub const MATE: i32 = 31_000;
/// Scores beyond this (in absolute value) are mates.
pub const MATE_BOUND: i32 = 30_000;
/// The score of winning by the opponent's perpetual check (or losing by ours).
pub const PERPETUAL: i32 = 20_000;

const MAX_PLY: usize = 100;

/// What one search may do: the limits both searches share, the two-player search's and the
/// four-player one's ([`YoninLimits`](super::yonin::YoninLimits)); they differ only in how they
/// resolve captures past the horizon, `Q`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits<Q> {
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Nodes the search may visit; it never visits more.
    pub nodes: Option<u64>,
    /// Thinking time, read from the searcher's clock.
    pub time: Option<Duration>,
    /// How leaves are resolved by a capture search: for two players whether there is one (without
    /// it the player overlooks recaptures), for four the plies of captures (0: none).
    pub quiescence: Q,
    /// Amplitude of a deterministic per-position error added to the evaluation (0: none).
    pub noise: i32,
    /// Seed of that error.
    pub noise_seed: u64,
}

/// The two-player search's limits.
pub type SearchLimits = Limits<bool>;

impl Default for SearchLimits {
    fn default() -> Self {
        SearchLimits {
            depth: MAX_PLY as u32 / 2,
            nodes: None,
            time: None,
            quiescence: true,
            noise: 0,
            noise_seed: 0,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// The move to play; `None` only when there is no legal move.
    pub best: Option<Move>,
    /// Its score from the side to move's point of view (mates near ±[`MATE`]).
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    pub nodes: u64,
    /// The expected line, starting with `best`.
    pub pv: Vec<Move>,
    pub elapsed: Duration,
}

impl SearchInfo {
    /// Plies to mate when the score is a mate (positive: the side to move mates).
    pub fn mate_in(&self) -> Option<i32> {
        if self.score > MATE_BOUND {
            Some(MATE - self.score)
        } else if self.score < -MATE_BOUND {
            Some(-(MATE + self.score))
        } else {
            None
        }
    }
}

/// The search state kept between moves of a game: the transposition table and ordering statistics.
pub struct Searcher {
    tt: Tt,
    clock: Arc<dyn Clock>,
    killers: Vec<[u16; 2]>,
    history: Vec<i32>,
    pv: Vec<[u16; MAX_PLY]>,
    pv_len: [usize; MAX_PLY + 1],
    // Per-search state.
    nodes: u64,
    node_limit: u64,
    deadline: Option<Duration>,
    start: Duration,
    stop: bool,
    seldepth: usize,
    /// Keys of the game's positions then of the search path; `checks[i]`: that position is in check.
    keys: Vec<u64>,
    checks: Vec<bool>,
    root_color: Color,
    contempt: i32,
    quiescence: bool,
    noise: i32,
    noise_seed: u64,
    /// The ply of the node reached by the last null move on the search path (`usize::MAX`: none);
    /// that node may not pass again.
    null_ply: usize,
}

/// History slots: 81 origins and 7 dropped roles, times 81 destinations.
const HISTORY_SIZE: usize = 88 * 81;

fn history_index(m: Move) -> usize {
    match m {
        Move::Normal { from, to, .. } => from.index() * 81 + to.index(),
        Move::Drop { role, to } => (81 + role.index()) * 81 + to.index(),
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `tt_megabytes` MiB, reading the system clock.
    pub fn new(tt_megabytes: usize) -> Searcher {
        Searcher::with_clock(tt_megabytes, Arc::new(SystemClock::new()))
    }

    /// A searcher reading time from `clock`.
    pub fn with_clock(tt_megabytes: usize, clock: Arc<dyn Clock>) -> Searcher {
        Searcher {
            tt: Tt::new(tt_megabytes),
            clock,
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; HISTORY_SIZE],
            pv: vec![[0; MAX_PLY]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            start: Duration::ZERO,
            stop: false,
            seldepth: 0,
            keys: Vec::new(),
            checks: Vec::new(),
            root_color: Color::Sente,
            contempt: 0,
            quiescence: true,
            noise: 0,
            noise_seed: 0,
            null_ply: usize::MAX,
        }
    }

    /// Forgets everything learnt (between games).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.fill(0);
        for k in &mut self.killers {
            *k = [0; 2];
        }
    }

    /// Searches the position of a game, knowing its history (for repetitions).
    pub fn search_game(&mut self, game: &Game, limits: SearchLimits) -> SearchInfo {
        let mut pos = game.start().clone();
        let mut history = Vec::with_capacity(game.ply() + 1);
        history.push((pos.key(), pos.is_check()));
        for &m in game.moves() {
            pos.play_unchecked(m);
            history.push((pos.key(), pos.is_check()));
        }
        self.search(game.position(), &history, limits)
    }

    /// Searches `pos`. `history` holds (key, in check) of the positions before it, the oldest first;
    /// it may end with `pos` itself.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[(u64, bool)],
        limits: SearchLimits,
    ) -> SearchInfo {
        self.start = self.clock.now();
        self.nodes = 0;
        self.stop = false;
        self.seldepth = 0;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.deadline = limits.time;
        self.quiescence = limits.quiescence;
        self.noise = limits.noise;
        self.noise_seed = limits.noise_seed;
        self.root_color = pos.turn();
        self.null_ply = usize::MAX;
        self.keys.clear();
        self.checks.clear();
        for &(k, c) in history {
            self.keys.push(k);
            self.checks.push(c);
        }
        if self.keys.last() != Some(&pos.key()) {
            self.keys.push(pos.key());
            self.checks.push(pos.is_check());
        }
        self.tt.new_search();
        for h in &mut self.history {
            *h /= 4;
        }
        for k in &mut self.killers {
            *k = [0; 2];
        }

        // Ahead, a draw is a loss of what we have; behind, it is a gain.
        let e = evaluate(pos);
        self.contempt = if e.abs() > 100 {
            (e / 3).clamp(-150, 150)
        } else {
            0
        };

        let legal = pos.legal_moves();
        let mut info = SearchInfo {
            best: None,
            score: 0,
            depth: 0,
            seldepth: 0,
            nodes: 0,
            pv: Vec::new(),
            elapsed: Duration::ZERO,
        };
        if legal.is_empty() {
            info.score = -MATE;
            return info;
        }
        let tt_move = self.tt.probe(pos.key()).map_or(0, |e| e.mv);
        let mut root: Vec<(Move, i32)> = legal
            .iter()
            .map(|&m| (m, self.order_score(pos, m, tt_move, 0)))
            .collect();
        root.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        info.best = Some(root[0].0);
        info.pv = vec![root[0].0];

        let max_depth = limits.depth.clamp(1, MAX_PLY as u32 - 4) as i32;
        let mut prev_score: i32 = 0;
        for depth in 1..=max_depth {
            let mut delta = 40;
            let (mut alpha, mut beta) = if depth >= 4 && prev_score.abs() < MATE_BOUND {
                (prev_score - delta, prev_score + delta)
            } else {
                (-INF, INF)
            };
            let mut result;
            loop {
                result = self.root_search(pos, &mut root, alpha, beta, depth);
                if self.stop {
                    break;
                }
                let (score, _) = result;
                if score <= alpha {
                    alpha = (score - delta).max(-INF);
                    if delta > 400 {
                        alpha = -INF;
                    }
                } else if score >= beta {
                    beta = (score + delta).min(INF);
                    if delta > 400 {
                        beta = INF;
                    }
                } else {
                    break;
                }
                delta *= 3;
            }
            let (score, iteration_best) = result;
            if self.stop {
                // A move that beat the previous best within this unfinished iteration is better informed.
                if let Some(m) = iteration_best {
                    if Some(m) != info.best && score > prev_score - 30 && depth > 1 {
                        info.best = Some(m);
                        info.pv = vec![m];
                    }
                }
                break;
            }
            prev_score = score;
            info.score = score;
            info.depth = depth as u32;
            info.best = Some(root[0].0);
            info.pv = self.pv[0][..self.pv_len[0]]
                .iter()
                .filter_map(|&c| decode(c))
                .collect();
            if info.pv.first() != info.best.as_ref() {
                info.pv = vec![root[0].0];
            }
            // A mate found is not improved by searching deeper.
            if score.abs() > MATE_BOUND && (MATE - score.abs()) < depth {
                break;
            }
            if let Some(t) = self.deadline {
                if self.elapsed() * 2 > t {
                    break;
                }
            }
            if root.len() == 1 && depth >= 4 {
                break;
            }
        }
        info.nodes = self.nodes;
        info.seldepth = self.seldepth as u32;
        info.elapsed = self.elapsed();
        info
    }

    fn elapsed(&self) -> Duration {
        self.clock.now().saturating_sub(self.start)
    }

    /// One root iteration. Returns the best score and the best move when one beat alpha; the root list is
    /// reordered with the best move first.
    fn root_search(
        &mut self,
        pos: &Position,
        root: &mut [(Move, i32)],
        mut alpha: i32,
        beta: i32,
        depth: i32,
    ) -> (i32, Option<Move>) {
        let mut best_score = -INF;
        let mut best_index = None;
        self.pv_len[0] = 0;
        for (i, entry) in root.iter_mut().enumerate() {
            let m = entry.0;
            let child = pos.after_unchecked(m);
            let gives_check = child.is_check();
            let new_depth = depth - 1 + gives_check as i32;
            self.push(child.key(), gives_check);
            let score = if i == 0 {
                -self.search_node(&child, -beta, -alpha, new_depth, 1, true)
            } else {
                let mut s = -self.search_node(&child, -alpha - 1, -alpha, new_depth, 1, false);
                if s > alpha && s < beta && !self.stop {
                    s = -self.search_node(&child, -beta, -alpha, new_depth, 1, true);
                }
                s
            };
            self.pop();
            if self.stop {
                break;
            }
            entry.1 = score;
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_index = Some(i);
                    alpha = score;
                    self.update_pv(0, m);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let best = best_index.map(|i| root[i].0);
        if let Some(i) = best_index {
            root[..=i].rotate_right(1);
        }
        (best_score, best)
    }

    fn push(&mut self, key: u64, in_check: bool) {
        self.keys.push(key);
        self.checks.push(in_check);
    }

    fn pop(&mut self) {
        self.keys.pop();
        self.checks.pop();
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = if ply < MAX_PLY {
            self.pv_len[ply + 1].min(MAX_PLY - 1)
        } else {
            0
        };
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply][0] = encode(m);
        head[ply][1..=child_len].copy_from_slice(&tail[0][..child_len]);
        self.pv_len[ply] = child_len + 1;
    }

    /// Counts a node; false when the budget is spent (the search must unwind).
    #[inline]
    fn count_node(&mut self) -> bool {
        if self.stop {
            return false;
        }
        if self.nodes >= self.node_limit {
            self.stop = true;
            return false;
        }
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            if let Some(t) = self.deadline {
                if self.elapsed() >= t {
                    self.stop = true;
                }
            }
        }
        true
    }

    /// The evaluation with this player's noise, from the side to move's point of view.
    fn eval(&self, pos: &Position) -> i32 {
        let e = evaluate(pos);
        if self.noise == 0 {
            return e;
        }
        let span = 2 * self.noise as u64 + 1;
        let n = (mix(pos.key() ^ self.noise_seed) % span) as i32 - self.noise;
        if pos.turn() == self.root_color {
            e + n
        } else {
            e - n
        }
    }

    /// The score of the current position if it repeats an earlier one with the same side to move.
    fn repetition(&self, ply: usize) -> Option<i32> {
        let n = self.keys.len() - 1;
        let key = self.keys[n];
        // A position cannot recur sooner than four plies later.
        let mut j = n as isize - 4;
        while j >= 0 {
            let i = j as usize;
            j -= 2;
            if self.keys[i] == key {
                let j = i;
                // The side to move gave check with moves into j+1, j+3, … n-1; the opponent into j+2, … n.
                let they_checked = (j + 2..=n).step_by(2).all(|k| self.checks[k]);
                let we_checked = (j + 1..n).step_by(2).all(|k| self.checks[k]);
                return Some(match (they_checked, we_checked) {
                    (true, false) => PERPETUAL,
                    (false, true) => -PERPETUAL,
                    _ => self.draw_score(ply),
                });
            }
        }
        None
    }

    fn draw_score(&self, ply: usize) -> i32 {
        if ply.is_multiple_of(2) {
            -self.contempt
        } else {
            self.contempt
        }
    }

    fn order_score(&self, pos: &Position, m: Move, tt_move: u16, ply: usize) -> i32 {
        let code = encode(m);
        if code == tt_move {
            return 10_000_000;
        }
        if let Move::Normal { from, to, promote } = m {
            if let Some(victim) = pos.piece_at(to) {
                let attacker = pos.piece_at(from).map_or(Role::Pawn, |p| p.role);
                let mvv_lva = capture_gain(victim.role) * 8 - board_value(attacker) / 8;
                let bonus = if promote { 500 } else { 0 };
                if board_value(attacker) > board_value(victim.role) && see(pos, m) < 0 {
                    return -1_000_000 + mvv_lva + bonus;
                }
                return 2_000_000 + mvv_lva + bonus;
            }
            if promote {
                let role = pos.piece_at(from).map_or(Role::Pawn, |p| p.role);
                return 1_500_000 + board_value(role);
            }
        }
        if self.killers[ply][0] == code {
            return 1_200_000;
        }
        if self.killers[ply][1] == code {
            return 1_100_000;
        }
        self.history[history_index(m)].min(1_000_000)
    }

    fn search_node(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        mut beta: i32,
        depth: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        self.pv_len[ply] = 0;
        if let Some(s) = self.repetition(ply) {
            return s;
        }
        let in_check = *self.checks.last().unwrap_or(&false);
        if depth <= 0 && !in_check {
            return self.qsearch(pos, alpha, beta, ply, 0);
        }
        if !self.count_node() {
            return 0;
        }
        if ply >= MAX_PLY - 2 {
            return self.eval(pos);
        }
        self.seldepth = self.seldepth.max(ply);
        let depth = depth.max(1);
        // Mate distance pruning.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let key = pos.key();
        let mut tt_move = 0;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            if !pv_node && e.depth >= depth {
                let s = score_from_tt(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return -MATE + ply as i32;
        }
        // The static score serves the pruning: futility near the leaves, the null move above them.
        let static_eval = if in_check { -INF } else { self.eval(pos) };
        if !pv_node
            && !in_check
            && depth <= 3
            && static_eval > -INF
            && beta.abs() < MATE_BOUND
            && static_eval - 150 * depth >= beta
        {
            return static_eval;
        }
        // Null move (a pass): when the opponent, moving twice, still cannot bring the score below
        // beta, a real move will not either. Shogi has almost no zugzwang; a mate threat (詰めろ) is
        // exactly what makes the pass fail, so it is seen.
        if !pv_node
            && !in_check
            && depth >= 3
            && self.null_ply != ply
            && beta.abs() < MATE_BOUND
            && static_eval >= beta
        {
            if let Some(child) = pos.after_pass() {
                let r = 3 + depth / 6;
                let saved = self.null_ply;
                self.null_ply = ply + 1;
                self.push(child.key(), false);
                let s = -self.search_node(&child, -beta, -beta + 1, depth - 1 - r, ply + 1, false);
                self.pop();
                self.null_ply = saved;
                if self.stop {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }

        let mut scores = [0i32; crate::rules::position::MAX_MOVES];
        let n = moves.len();
        for (i, &m) in moves.iter().enumerate() {
            scores[i] = self.order_score(pos, m, tt_move, ply);
        }
        let mut order = [0u16; crate::rules::position::MAX_MOVES];
        for (i, o) in order.iter_mut().enumerate().take(n) {
            *o = i as u16;
        }
        let alpha_orig = alpha;
        let mut best_score = -INF;
        let mut best_move = 0u16;
        let mut searched = 0usize;
        let mut quiets_tried: [u16; 64] = [0; 64];
        let mut n_quiets = 0;
        for k in 0..n {
            if k < 4 {
                // Selection for the first few moves: most nodes cut off early.
                let mut bi = k;
                for j in k + 1..n {
                    if scores[order[j] as usize] > scores[order[bi] as usize] {
                        bi = j;
                    }
                }
                order.swap(k, bi);
            } else if k == 4 {
                // No cut-off yet: sort the rest once.
                order[4..n].sort_unstable_by_key(|&i| std::cmp::Reverse(scores[i as usize]));
            }
            let m = moves[order[k] as usize];
            let capture = is_capture(pos, m);
            let quiet = !capture && !m.is_promotion();
            let child = pos.after_unchecked(m);
            let gives_check = child.is_check();
            if !pv_node && !in_check && quiet && !gives_check && searched > 0 {
                // Futility: a quiet move cannot lift a hopeless static score at the frontier.
                if depth <= 2 && static_eval + 120 + 180 * depth <= alpha {
                    continue;
                }
                // Late moves at shallow depth are rarely good.
                if depth <= 3 && searched as i32 >= 8 + 6 * depth * depth {
                    continue;
                }
            }
            let extension = (gives_check && ply < 2 * depth as usize + 8) as i32;
            let new_depth = depth - 1 + extension;
            self.push(child.key(), gives_check);
            let score = if searched == 0 {
                -self.search_node(&child, -beta, -alpha, new_depth, ply + 1, pv_node)
            } else {
                let mut r = 0;
                if depth >= 3 && searched >= 3 && quiet && !gives_check && !in_check {
                    r = 1 + (searched >= 10) as i32 + (depth >= 6 && searched >= 20) as i32;
                    if pv_node {
                        r -= 1;
                    }
                    r = r.min(new_depth - 1).max(0);
                }
                let mut s =
                    -self.search_node(&child, -alpha - 1, -alpha, new_depth - r, ply + 1, false);
                if s > alpha && r > 0 && !self.stop {
                    s = -self.search_node(&child, -alpha - 1, -alpha, new_depth, ply + 1, false);
                }
                if s > alpha && s < beta && pv_node && !self.stop {
                    s = -self.search_node(&child, -beta, -alpha, new_depth, ply + 1, true);
                }
                s
            };
            self.pop();
            if self.stop {
                return 0;
            }
            searched += 1;
            if score > best_score {
                best_score = score;
                best_move = encode(m);
                if score > alpha {
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if alpha >= beta {
                        if quiet {
                            self.reward(m, ply, depth, &quiets_tried[..n_quiets]);
                        }
                        break;
                    }
                }
            }
            if quiet && n_quiets < quiets_tried.len() {
                quiets_tried[n_quiets] = encode(m);
                n_quiets += 1;
            }
        }
        if searched == 0 {
            // Everything was pruned: the static score stands for the position.
            return alpha;
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > alpha_orig {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, score_to_tt(best_score, ply), depth, bound);
        best_score
    }

    /// A quiet move caused a cut-off: remember it as a killer and credit its history; the quiet moves
    /// tried before it are debited.
    fn reward(&mut self, m: Move, ply: usize, depth: i32, tried: &[u16]) {
        let code = encode(m);
        if self.killers[ply][0] != code {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = code;
        }
        let bonus = (depth * depth).min(400);
        let h = &mut self.history[history_index(m)];
        *h += bonus * 32 - *h * bonus / 512;
        for &c in tried {
            if let Some(q) = decode(c) {
                let h = &mut self.history[history_index(q)];
                *h -= bonus * 32 + *h * bonus / 512;
            }
        }
    }

    fn qsearch(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: u32,
    ) -> i32 {
        if !self.count_node() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let in_check = *self.checks.last().unwrap_or(&false);
        if ply >= MAX_PLY - 2 {
            return if in_check { 0 } else { self.eval(pos) };
        }
        if in_check {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                return -MATE + ply as i32;
            }
            if !self.quiescence || qdepth > 8 {
                return self.eval(pos);
            }
            let mut best = -INF;
            let mut list: Vec<(Move, i32)> = moves
                .iter()
                .map(|&m| (m, self.order_score(pos, m, 0, ply)))
                .collect();
            list.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            for (m, _) in list {
                let child = pos.after_unchecked(m);
                self.push(child.key(), child.is_check());
                let s = -self.qsearch(&child, -beta, -alpha, ply + 1, qdepth + 1);
                self.pop();
                if self.stop {
                    return 0;
                }
                if s > best {
                    best = s;
                    if s > alpha {
                        alpha = s;
                        if alpha >= beta {
                            break;
                        }
                    }
                }
            }
            return best;
        }
        let stand = self.eval(pos);
        if !self.quiescence || stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let caps = captures(pos);
        let list = caps.as_slice();
        let mut keys = [0i32; 128];
        for (i, &m) in list.iter().enumerate() {
            let (victim, attacker) = match m {
                Move::Normal { from, to, .. } => (
                    pos.piece_at(to).map_or(Role::Pawn, |p| p.role),
                    pos.piece_at(from).map_or(Role::Pawn, |p| p.role),
                ),
                Move::Drop { role, .. } => (role, role),
            };
            let promo = if m.is_promotion() { 300 } else { 0 };
            keys[i] = capture_gain(victim) * 8 - board_value(attacker) / 8 + promo;
        }
        let mut order = [0u8; 128];
        for (i, o) in order.iter_mut().enumerate().take(list.len()) {
            *o = i as u8;
        }
        for k in 0..list.len() {
            let mut bi = k;
            for j in k + 1..list.len() {
                if keys[order[j] as usize] > keys[order[bi] as usize] {
                    bi = j;
                }
            }
            order.swap(k, bi);
            let m = list[order[k] as usize];
            let victim = match m {
                Move::Normal { to, .. } => pos.piece_at(to).map_or(Role::Pawn, |p| p.role),
                Move::Drop { role, .. } => role,
            };
            if stand + capture_gain(victim) + 250 <= alpha {
                continue;
            }
            if see(pos, m) < 0 {
                continue;
            }
            let child = pos.after_unchecked(m);
            self.push(child.key(), child.is_check());
            let s = -self.qsearch(&child, -beta, -alpha, ply + 1, qdepth + 1);
            self.pop();
            if self.stop {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// Mate scores are stored relative to the node, not the root.
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
