//! The four-player computer player: a paranoid alpha-beta search over the four seats.
//!
//! The seat to play maximises its own evaluation while every other seat is assumed to minimise it
//! (in the team variant, the partner maximises too). The search plays the real rules through the
//! game's own make/unmake, so check priority (who moves next), eliminations, inheritance of the
//! eliminated player's pieces and hand, repetition and the perpetual-check restriction all come from
//! [`rules::yonin`](crate::rules::yonin). Leaves are scored by the final places when the game is over,
//! otherwise by material controlled (board and hand), eliminations credited, checks and the pressure
//! around the player's king; a short capture search settles exchanges.

use super::clock::{Clock, SystemClock};
use super::rng::{mix, Rng};
use super::search::Limits;
use super::{Budget, Player};
use crate::rules::attacks;
use crate::rules::yonin::{Game, Standings};
use crate::rules::{Bitboard, Move, Role, Seat, Square};
use std::sync::Arc;
use std::time::Duration;

const INF: i32 = 1_000_000;
/// The score of finishing first; places between score in between.
const FIRST: i32 = 100_000;
/// What a check on the leader adds to a root move: enough to prefer it among moves about as good,
/// less than a pawn.
const LEADER_CHECK: i32 = 60;

fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Silver => 450,
        Role::Gold => 500,
        Role::Rook => 850,
        Role::Tokin => 450,
        Role::PromotedSilver => 450,
        Role::Dragon => 1050,
        _ => 0,
    }
}

fn hand_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 110,
        Role::Silver => 480,
        Role::Gold => 540,
        Role::Rook => 900,
        _ => 0,
    }
}

/// What one search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YoninSearchInfo {
    pub best: Option<Move>,
    /// From the searching seat's point of view.
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// Limits of one four-player search: [`Limits`] whose `quiescence` is the plies of captures searched
/// past the horizon (0: none, the player overlooks recaptures).
pub type YoninLimits = Limits<u32>;

impl Default for YoninLimits {
    fn default() -> Self {
        YoninLimits {
            depth: 32,
            nodes: None,
            time: None,
            quiescence: 4,
            noise: 0,
            noise_seed: 0,
        }
    }
}

/// The paranoid searcher.
pub struct YoninSearcher {
    clock: Arc<dyn Clock>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Duration>,
    start: Duration,
    stop: bool,
    root: Seat,
    teams: bool,
    limits: YoninLimits,
    killers: Vec<Option<Move>>,
}

impl YoninSearcher {
    pub fn new(clock: Arc<dyn Clock>) -> YoninSearcher {
        YoninSearcher {
            clock,
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            start: Duration::ZERO,
            stop: false,
            root: Seat::South,
            teams: false,
            limits: YoninLimits::default(),
            killers: vec![None; 64],
        }
    }

    fn elapsed(&self) -> Duration {
        self.clock.now().saturating_sub(self.start)
    }

    /// Searches for the seat to move in `game`.
    pub fn search(&mut self, game: &Game, limits: YoninLimits) -> YoninSearchInfo {
        self.start = self.clock.now();
        self.nodes = 0;
        self.stop = false;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.deadline = limits.time;
        self.limits = limits;
        self.killers.fill(None);
        let mut info = YoninSearchInfo {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        let Some(root) = game.to_move().filter(|_| !game.is_over()) else {
            return info;
        };
        self.root = root;
        self.teams = game.settings().teams;
        let mut game = game.clone();
        let mut root_moves: Vec<(Move, i32)> = {
            let moves = game.legal_moves();
            let mut scored: Vec<(Move, i32)> = moves
                .into_iter()
                .map(|m| (m, self.order_key(&game, m, 0)))
                .collect();
            scored.sort_by_key(|&(_, k)| std::cmp::Reverse(k));
            scored
        };
        if root_moves.is_empty() {
            return info;
        }
        // Checks on the leader are preferred: slowing the strongest rival is worth a little.
        let leader_checks: Vec<Move> = match self.leader(&game) {
            Some(lead) => root_moves
                .iter()
                .map(|&(m, _)| m)
                .filter(|&m| {
                    let undo = game.push(m);
                    let hit = game.in_check().contains(&lead);
                    game.pop(undo);
                    hit
                })
                .collect(),
            None => Vec::new(),
        };
        info.best = Some(root_moves[0].0);
        for depth in 1..=limits.depth.clamp(1, 60) as i32 {
            let mut alpha = -INF;
            let mut best: Option<(usize, i32)> = None;
            for (i, entry) in root_moves.iter_mut().enumerate() {
                let m = entry.0;
                let undo = game.push(m);
                let mut s = self.search_node(&mut game, depth - 1, alpha, INF, 1);
                game.pop(undo);
                if s.abs() < FIRST / 2 && leader_checks.contains(&m) {
                    s += LEADER_CHECK;
                }
                if self.stop {
                    break;
                }
                entry.1 = s;
                if !matches!(best, Some((_, b)) if s <= b) {
                    best = Some((i, s));
                    alpha = alpha.max(s);
                }
            }
            if self.stop {
                // A move proven better than the previous iteration's best in this one is kept.
                if let Some((i, s)) = best {
                    if i != 0 && s > info.score {
                        info.best = Some(root_moves[i].0);
                    }
                }
                break;
            }
            let Some((i, s)) = best else { break };
            root_moves[..=i].rotate_right(1);
            info.best = Some(root_moves[0].0);
            info.score = s;
            info.depth = depth as u32;
            if let Some(t) = self.deadline {
                if self.elapsed() * 2 > t {
                    break;
                }
            }
            if s.abs() >= FIRST / 2 || root_moves.len() == 1 {
                break;
            }
        }
        info.nodes = self.nodes;
        info.elapsed = self.elapsed();
        info
    }

    fn count_node(&mut self) -> bool {
        if self.stop {
            return false;
        }
        if self.nodes >= self.node_limit {
            self.stop = true;
            return false;
        }
        self.nodes += 1;
        if self.nodes & 255 == 0 {
            if let Some(t) = self.deadline {
                if self.elapsed() >= t {
                    self.stop = true;
                }
            }
        }
        true
    }

    /// The opponent (not the root seat nor its partner) still playing with the most material on
    /// the board and in hand.
    fn leader(&self, game: &Game) -> Option<Seat> {
        let pos = game.position();
        let mut material = [0i32; 4];
        let mut live = [false; 4];
        for sq in Square::ALL {
            if let Some(p) = pos.piece_at(sq) {
                if p.overturned {
                    continue;
                }
                if p.role == Role::King {
                    live[p.controller.index()] = true;
                }
                material[p.controller.index()] += value(p.role);
            }
        }
        for s in Seat::ALL {
            for (role, n) in pos.hand(s).iter() {
                material[s.index()] += hand_value(role) * n as i32;
            }
        }
        Seat::ALL
            .into_iter()
            .filter(|&s| live[s.index()] && !self.maximizing(s))
            .max_by_key(|s| material[s.index()])
    }

    fn maximizing(&self, seat: Seat) -> bool {
        seat == self.root || (self.teams && seat == self.root.opposite())
    }

    fn order_key(&self, game: &Game, m: Move, ply: usize) -> i32 {
        let pos = game.position();
        let mut k = 0;
        if let Move::Normal { to, promote, .. } = m {
            if let Some(p) = pos.piece_at(to) {
                k += 10_000 + value(p.role);
            }
            if promote {
                k += 5_000;
            }
        }
        if self.killers.get(ply).copied().flatten() == Some(m) {
            k += 8_000;
        }
        k
    }

    fn search_node(
        &mut self,
        game: &mut Game,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
    ) -> i32 {
        if let Some(o) = game.outcome() {
            return self.outcome_score(&o, ply);
        }
        if !self.count_node() {
            return 0;
        }
        if depth <= 0 {
            return self.quiesce(game, alpha, beta, ply, self.limits.quiescence);
        }
        let Some(us) = game.to_move() else {
            return self.evaluate(game);
        };
        let mut moves: Vec<(Move, i32)> = game
            .legal_moves()
            .into_iter()
            .map(|m| (m, self.order_key(game, m, ply)))
            .collect();
        moves.sort_by_key(|&(_, k)| std::cmp::Reverse(k));
        let max = self.maximizing(us);
        let mut best = if max { -INF } else { INF };
        for (m, _) in moves {
            let undo = game.push(m);
            let s = self.search_node(game, depth - 1, alpha, beta, ply + 1);
            game.pop(undo);
            if self.stop {
                return 0;
            }
            if max {
                best = best.max(s);
                alpha = alpha.max(s);
            } else {
                best = best.min(s);
                beta = beta.min(s);
            }
            if alpha >= beta {
                if ply < self.killers.len() && !is_capture(game, m) {
                    self.killers[ply] = Some(m);
                }
                break;
            }
        }
        best
    }

    fn quiesce(
        &mut self,
        game: &mut Game,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        left: u32,
    ) -> i32 {
        let stand = self.evaluate(game);
        let Some(us) = game.to_move() else {
            return stand;
        };
        if left == 0 {
            return stand;
        }
        let max = self.maximizing(us);
        if max {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        } else {
            if stand <= alpha {
                return stand;
            }
            beta = beta.min(stand);
        }
        let mut caps: Vec<(Move, i32)> = game
            .legal_moves()
            .into_iter()
            .filter_map(|m| match m {
                Move::Normal { to, .. } => game.position().piece_at(to).map(|p| (m, value(p.role))),
                Move::Drop { .. } => None,
            })
            .collect();
        caps.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        let mut best = stand;
        for (m, _) in caps {
            if !self.count_node() {
                return 0;
            }
            let undo = game.push(m);
            let s = match game.outcome() {
                Some(o) => self.outcome_score(&o, ply + 1),
                None => self.quiesce(game, alpha, beta, ply + 1, left - 1),
            };
            game.pop(undo);
            if self.stop {
                return 0;
            }
            if max {
                best = best.max(s);
                alpha = alpha.max(s);
            } else {
                best = best.min(s);
                beta = beta.min(s);
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }

    fn outcome_score(&self, o: &Standings, ply: usize) -> i32 {
        let place = o.places[self.root.index()];
        let base = match place {
            1 => FIRST,
            2 => FIRST / 4,
            3 => -FIRST / 4,
            _ => -FIRST,
        };
        // Sooner is better when winning, later when losing.
        if base > 0 {
            base - ply as i32
        } else {
            base + ply as i32
        }
    }

    /// The evaluation from the root seat's point of view (its team's in the team variant).
    pub fn evaluate(&self, game: &Game) -> i32 {
        let pos = game.position();
        let mut material = [0i32; 4];
        let mut occ = Bitboard::EMPTY;
        let mut kings: [Option<Square>; 4] = [None; 4];
        let mut live = [false; 4];
        for sq in Square::ALL {
            if let Some(p) = pos.piece_at(sq) {
                occ.set(sq);
                if p.overturned {
                    continue;
                }
                if p.role == Role::King {
                    kings[p.controller.index()] = Some(sq);
                    live[p.controller.index()] = true;
                } else {
                    material[p.controller.index()] += value(p.role);
                }
            }
        }
        // Attacks of every seat, for the pressure around kings.
        let mut attacked = [Bitboard::EMPTY; 4];
        let mut defended_by = [0i32; 4];
        for sq in occ {
            let Some(p) = pos.piece_at(sq) else { continue };
            if p.overturned {
                continue;
            }
            let a = attacks::attacks(p.role, p.direction, sq, occ);
            attacked[p.controller.index()] |= a;
            if p.role != Role::King {
                if let Some(k) = kings[p.controller.index()] {
                    if attacks::king_attacks(k).contains(sq) {
                        defended_by[p.controller.index()] += 1;
                    }
                }
            }
        }
        for s in Seat::ALL {
            for (role, n) in pos.hand(s).iter() {
                material[s.index()] += hand_value(role) * n as i32;
            }
        }
        let mut credited = [0i32; 4];
        for e in pos.eliminations() {
            credited[e.by.index()] += 1;
        }
        let in_check = pos.in_check();
        let mut score_of = [0i32; 4];
        for s in Seat::ALL {
            let i = s.index();
            if !live[i] {
                continue;
            }
            let mut v = material[i] + 3_000 * credited[i];
            if let Some(k) = kings[i] {
                let zone = attacks::king_attacks(k);
                let mut pressure = 0;
                for o in Seat::ALL {
                    if o != s && live[o.index()] && !(self.teams && o == s.opposite()) {
                        pressure += (attacked[o.index()] & zone).count() as i32;
                    }
                }
                v -= 25 * pressure;
                v += 12 * defended_by[i].min(4);
            }
            if in_check.contains(&s) {
                v -= 150;
            }
            score_of[i] = v;
        }
        let r = self.root.index();
        let mine = if self.teams {
            score_of[r] + score_of[self.root.opposite().index()]
        } else {
            score_of[r]
        };
        let others: Vec<i32> = Seat::ALL
            .iter()
            .filter(|&&s| live[s.index()] && !self.maximizing(s))
            .map(|s| score_of[s.index()])
            .collect();
        let rival = if others.is_empty() {
            0
        } else if self.teams {
            others.iter().sum::<i32>()
        } else {
            // Against the strongest rival mostly, and the field a little.
            let max = *others.iter().max().unwrap_or(&0);
            let mean = others.iter().sum::<i32>() / others.len() as i32;
            (max + mean) / 2
        };
        let mut total = mine - rival;
        if self.limits.noise > 0 {
            let span = 2 * self.limits.noise as u64 + 1;
            let mut h = self.limits.noise_seed;
            for sq in occ {
                h = mix(h
                    ^ sq.index() as u64
                    ^ ((pos.piece_at(sq).map_or(0, |p| p.role as u64)) << 8));
            }
            total += (h % span) as i32 - self.limits.noise;
        }
        total
    }
}

fn is_capture(game: &Game, m: Move) -> bool {
    match m {
        Move::Normal { to, .. } => game.position().piece_at(to).is_some(),
        Move::Drop { .. } => false,
    }
}

/// The built-in four-player computer at levels 1–5, like the two-player [`Computer`](super::Computer).
pub struct YoninComputer {
    level: u8,
    searcher: YoninSearcher,
    rng: Rng,
    last: Option<YoninSearchInfo>,
}

impl YoninComputer {
    /// A player of `level` (1–5) on the system clock.
    pub fn new(level: u8) -> YoninComputer {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        YoninComputer::with_clock(level, seed, Arc::new(SystemClock::new()))
    }

    /// A reproducible player.
    pub fn seeded(level: u8, seed: u64) -> YoninComputer {
        YoninComputer::with_clock(level, seed, Arc::new(SystemClock::new()))
    }

    pub fn with_clock(level: u8, seed: u64, clock: Arc<dyn Clock>) -> YoninComputer {
        YoninComputer {
            level: level.clamp(1, 5),
            searcher: YoninSearcher::new(clock),
            rng: Rng::new(seed),
            last: None,
        }
    }

    pub fn last_search(&self) -> Option<&YoninSearchInfo> {
        self.last.as_ref()
    }

    fn limits(&mut self, budget: Budget) -> YoninLimits {
        // (depth, own node cap, capture plies, noise, chance of overlooking recaptures)
        let (depth, cap, captures, noise, overlook) = match self.level {
            1 => (1, 2_000, 2, 150, 0.3),
            2 => (2, 8_000, 2, 80, 0.15),
            3 => (3, 30_000, 3, 40, 0.05),
            4 => (5, 150_000, 4, 10, 0.0),
            _ => (32, u64::MAX, 4, 0, 0.0),
        };
        let mut nodes = budget.nodes.map_or(cap, |n| n.min(cap));
        if nodes == u64::MAX && budget.time.is_none() && budget.depth.is_none() {
            // A budget without any limit must still end.
            nodes = 300_000;
        }
        let overlooked = self.rng.chance(overlook);
        YoninLimits {
            depth: budget.depth.map_or(depth, |d| d.min(depth)),
            nodes: (nodes != u64::MAX).then_some(nodes),
            time: budget.time,
            quiescence: if overlooked { 0 } else { captures },
            noise,
            noise_seed: self.rng.next_u64(),
        }
    }
}

impl Player<Game> for YoninComputer {
    fn choose(&mut self, game: &Game, budget: Budget) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        let limits = self.limits(budget);
        let info = self.searcher.search(game, limits);
        let best = info.best;
        self.last = Some(info);
        best
    }

    fn name(&self) -> String {
        format!("level {}", self.level)
    }
}

/// A uniformly random four-player mover, for tests.
pub struct YoninRandom {
    rng: Rng,
}

impl YoninRandom {
    pub fn new(seed: u64) -> YoninRandom {
        YoninRandom {
            rng: Rng::new(seed),
        }
    }
}

impl Player<Game> for YoninRandom {
    fn choose(&mut self, game: &Game, _budget: Budget) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        let moves = game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        Some(moves[self.rng.below(moves.len() as u64) as usize])
    }

    fn name(&self) -> String {
        "random".to_string()
    }
}
