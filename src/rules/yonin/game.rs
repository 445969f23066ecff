//! The game: the state after every action (check priority, eliminations, transfers),
//! repetition and the perpetual-check rule, the outcome with places, perft.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::board::*;
use super::movegen;
use super::position::{bit, IdHasher, Key};
use super::IllegalMove;
use super::{ContinueFrom, Credit, Elimination, End, EndReason, Position, Settings, Standings};
use crate::rules::{Move, Seat};

#[derive(Clone)]
struct Entry {
    key: Key,
    mover: Option<Seat>,
    gave_check: bool,
}

/// A four-player game (四人将棋): settings, current position and the history for repetition.
#[derive(Clone)]
pub struct Game {
    settings: Settings,
    /// The position the game started from (to replay it, e.g. to write its last move).
    start: Position,
    pos: Position,
    start_actions: u32,
    history: Vec<Entry>,
    /// The actions played since the start position.
    moves: Vec<Move>,
    /// For every position seen: index of its first occurrence in `history` and how often.
    seen: HashMap<Key, (u32, u32), BuildHasherDefault<IdHasher>>,
    /// How many positions occurred three times or more (only then the perpetual rule can apply).
    triples: u32,
    /// How many positions occurred twice or more (perft skips the history while none did).
    doubles: u32,
    outcome: Option<Standings>,
}

/// What `step` reports.
struct StepInfo {
    gave_check: bool,
    eliminated: bool,
}

/// Applies an action already known to be legal to the position: check bookkeeping, who moves
/// next, eliminations with their transfers, the end by eliminations.
fn step(pos: &mut Position, settings: &Settings, mv: Move) -> StepInfo {
    let rules = settings.rules();
    let us = match pos.to_move {
        Some(s) => s,
        None => {
            return StepInfo {
                gave_check: false,
                eliminated: false,
            }
        }
    };
    let before = pos.checked;
    movegen::apply(&mut pos.board, us, mv);
    pos.actions += 1;
    // A legal action never leaves its mover in check.
    pos.update_checked_except(us);
    let newly = pos.checked & !before & !bit(us);
    for s in Seat::ALL {
        if newly & bit(s) != 0 {
            pos.checker[s.index()] = Some(us);
        }
    }
    // Most recent actions: `us` first.
    let mut recent = [Some(us), None, None, None];
    let mut n = 1;
    for s in pos.recent.iter().flatten() {
        if *s != us && n < 4 {
            recent[n] = Some(*s);
            n += 1;
        }
    }
    pos.recent = recent;

    let mut eliminated = false;
    let mut from = us;
    loop {
        let next = next_player(pos, from);
        pos.to_move = Some(next);
        if movegen::has_any(&pos.board, next, rules, Some(pos.checked & bit(next) != 0)) {
            break;
        }
        eliminated = true;
        eliminate(pos, settings, next);
        if pos.n_elims() >= settings.eliminations_to_end() {
            pos.to_move = None;
            break;
        }
        from = match settings.continue_from {
            ContinueFrom::Eliminated => next,
            ContinueFrom::Mover => us,
        };
    }
    StepInfo {
        gave_check: newly != 0,
        eliminated,
    }
}

/// Check priority: the first live player in check among next(from), next²(from), next³(from),
/// else the next live player clockwise.
fn next_player(pos: &Position, from: Seat) -> Seat {
    let mut s = from;
    for _ in 0..3 {
        s = s.next();
        if pos.checked & bit(s) != 0 {
            return s;
        }
    }
    let mut s = from;
    for _ in 0..3 {
        s = s.next();
        if pos.is_live(s) {
            return s;
        }
    }
    from
}

/// The credited player for the elimination of `e` (§7).
fn credit_for(pos: &Position, settings: &Settings, e: Seat) -> Seat {
    if settings.credit == Credit::Checker && pos.checked & bit(e) != 0 {
        if let Some(c) = pos.checker[e.index()] {
            if c != e && pos.is_live(c) {
                return c;
            }
        }
    }
    for s in pos.recent.iter().flatten() {
        if *s != e && pos.is_live(*s) {
            return *s;
        }
    }
    // Nobody else has acted (a set-up position): the nearest live seat counter-clockwise.
    let mut s = e;
    for _ in 0..3 {
        s = s.next().next().next();
        if pos.is_live(s) {
            return s;
        }
    }
    e
}

/// Overturns the king of `e`, transfers its pieces and hand, records the elimination.
fn eliminate(pos: &mut Position, settings: &Settings, e: Seat) {
    let by = credit_for(pos, settings, e);
    let b = &mut pos.board;
    let k = b.king[e.index()];
    b.remove(k);
    b.put(k, code(DEAD, e, e));
    for s in b.ctrl[e.index()] {
        let c = b.remove(s);
        b.put(s, (c & !(3 << 4)) | (by as u8) << 4);
    }
    let hand = b.hands[e.index()];
    for (role, n) in hand.iter() {
        for _ in 0..n {
            b.hand_take(e, role);
            b.hand_add(by, role);
        }
    }
    let ply = pos.actions;
    if let Some(slot) = pos.elims.iter_mut().find(|x| x.is_none()) {
        *slot = Some(Elimination { seat: e, by, ply });
    }
    pos.checker[e.index()] = None;
    let mut recent = [None; 4];
    let mut n = 0;
    for s in pos.recent.iter().flatten() {
        if *s != e {
            recent[n] = Some(*s);
            n += 1;
        }
    }
    pos.recent = recent;
    pos.update_checked();
}

/// Saved state to take back an action (perft).
pub(crate) struct Undo {
    pos: Position,
    outcome: Option<Standings>,
}

impl Game {
    /// A game from the start position (§2) with these settings.
    pub fn new(settings: Settings) -> Game {
        Game::with_position(Position::start(settings.first_mover), settings)
            .expect("the start position is valid")
    }

    /// A game from a position (read from text): it is the first occurrence of a fresh history.
    pub fn from_position(pos: Position, settings: Settings) -> Result<Game, super::PositionError> {
        Game::with_position(pos, settings)
    }

    fn with_position(pos: Position, settings: Settings) -> Result<Game, super::PositionError> {
        use super::PositionError as E;
        let n = pos.n_elims();
        let need = settings.eliminations_to_end();
        if n > need {
            return Err(E::TooManyEliminations);
        }
        let outcome = match pos.to_move {
            Some(s) => {
                if n == need {
                    return Err(E::OverButSomeoneToMove);
                }
                if !movegen::has_any(&pos.board, s, settings.rules(), None) {
                    return Err(E::NoLegalAction(s));
                }
                None
            }
            None => Some(Self::outcome_of(&pos, &settings, n == need)),
        };
        let mut g = Game {
            settings,
            start: pos.clone(),
            pos,
            start_actions: 0,
            history: Vec::new(),
            moves: Vec::new(),
            seen: HashMap::default(),
            triples: 0,
            doubles: 0,
            outcome,
        };
        g.start_actions = g.pos.actions;
        g.record(None, false);
        Ok(g)
    }

    fn outcome_of(pos: &Position, settings: &Settings, by_elims: bool) -> Standings {
        if !by_elims {
            return Standings {
                reason: EndReason::Repetition,
                places: pos.rank(),
            };
        }
        if settings.teams {
            let loser = pos.elims[0].map_or(Seat::South, |e| e.seat);
            let mut places = [1; 4];
            places[loser.index()] = 3;
            places[loser.opposite().index()] = 3;
            return Standings {
                reason: EndReason::Team,
                places,
            };
        }
        Standings {
            reason: match settings.end {
                End::SecondElimination => EndReason::TwoEliminations,
                End::LastSurvivor => EndReason::LastSurvivor,
            },
            places: pos.rank(),
        }
    }

    fn record(&mut self, mover: Option<Seat>, gave_check: bool) {
        let key = self.pos.key();
        let idx = self.history.len() as u32;
        let e = self.seen.entry(key.clone()).or_insert((idx, 0));
        e.1 += 1;
        let count = e.1;
        if count == 2 {
            self.doubles += 1;
        }
        if count == 3 {
            self.triples += 1;
        }
        self.history.push(Entry {
            key,
            mover,
            gave_check,
        });
        if count >= 4 && self.outcome.is_none() {
            self.pos.to_move = None;
            self.outcome = Some(Standings {
                reason: EndReason::Repetition,
                places: self.pos.rank(),
            });
        }
    }

    fn unrecord(&mut self) {
        if let Some(e) = self.history.pop() {
            if let Some(v) = self.seen.get_mut(&e.key) {
                if v.1 == 3 {
                    self.triples -= 1;
                }
                if v.1 == 2 {
                    self.doubles -= 1;
                }
                v.1 -= 1;
                if v.1 == 0 {
                    self.seen.remove(&e.key);
                }
            }
        }
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The player to move; `None` once the game is over.
    pub fn to_move(&self) -> Option<Seat> {
        self.pos.to_move
    }

    /// Live seats in check, S, W, N, E order (also after the end).
    pub fn in_check(&self) -> Vec<Seat> {
        self.pos.in_check()
    }

    /// Actions played in this game object (0 for the position it started from).
    pub fn ply(&self) -> u32 {
        self.pos.actions - self.start_actions
    }

    pub fn eliminations(&self) -> Vec<Elimination> {
        self.pos.eliminations()
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Standings> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    fn base_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(64);
        if let (Some(s), None) = (self.pos.to_move, self.outcome) {
            movegen::generate(
                &self.pos.board,
                s,
                self.settings.rules(),
                Some(self.pos.checked & bit(s) != 0),
                &mut movegen::Lister(&mut v),
            );
        }
        v
    }

    /// The legal actions of the player to move (empty when the game is over), unsorted.
    pub fn legal_moves(&self) -> Vec<Move> {
        let base = self.base_moves();
        if self.triples == 0 {
            return base;
        }
        let varied: Vec<Move> = base
            .iter()
            .copied()
            .filter(|&m| !self.perpetual(m))
            .collect();
        if varied.is_empty() {
            base
        } else {
            varied
        }
    }

    /// The number of legal actions (faster than `legal_moves().len()`).
    pub fn count_legal(&self) -> u64 {
        match (self.pos.to_move, self.outcome) {
            (Some(s), None) if self.triples == 0 => movegen::count(
                &self.pos.board,
                s,
                self.settings.rules(),
                Some(self.pos.checked & bit(s) != 0),
            ),
            _ => self.legal_moves().len() as u64,
        }
    }

    /// Whether the action would produce a fourth occurrence while it and every action of its player
    /// since the first occurrence gave check (the action is assumed legal otherwise).
    fn perpetual(&self, mv: Move) -> bool {
        let Some(us) = self.pos.to_move else {
            return false;
        };
        let mut p = self.pos.clone();
        let info = step(&mut p, &self.settings, mv);
        if info.eliminated || !info.gave_check {
            return false;
        }
        match self.seen.get(&p.key()) {
            Some(&(first, count)) if count >= 3 => self.history[first as usize + 1..]
                .iter()
                .filter(|e| e.mover == Some(us))
                .all(|e| e.gave_check),
            _ => false,
        }
    }

    /// Whether the action is legal now.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Why the action is illegal, if it is.
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        let Some(us) = self.pos.to_move.filter(|_| self.outcome.is_none()) else {
            return Err(IllegalMove::GameOver);
        };
        movegen::check_move(&self.pos.board, us, self.settings.rules(), mv)?;
        if self.triples > 0 && self.perpetual(mv) {
            let all = self.base_moves().iter().all(|&m| self.perpetual(m));
            if !all {
                return Err(IllegalMove::PerpetualCheck);
            }
        }
        Ok(())
    }

    /// Plays an action of the player to move. An illegal action leaves the game unchanged.
    /// The actions played since the start position (a game read from a position text starts
    /// with none).
    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The game just before its last action, and that action (a move is written from the
    /// position it is played in); `None` before the first.
    pub fn before_last(&self) -> Option<(Game, Move)> {
        let (&last, earlier) = self.moves.split_last()?;
        let mut before = Game::with_position(self.start.clone(), self.settings).ok()?;
        for &m in earlier {
            before.play_unchecked(m);
        }
        Some((before, last))
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    pub(crate) fn play_unchecked(&mut self, mv: Move) {
        let mover = self.pos.to_move;
        let info = step(&mut self.pos, &self.settings, mv);
        if self.pos.to_move.is_none() {
            self.outcome = Some(Self::outcome_of(&self.pos, &self.settings, true));
        }
        self.record(mover, info.gave_check);
        self.moves.push(mv);
    }

    pub(crate) fn push(&mut self, mv: Move) -> Undo {
        let u = Undo {
            pos: self.pos.clone(),
            outcome: self.outcome,
        };
        self.play_unchecked(mv);
        u
    }

    pub(crate) fn pop(&mut self, u: Undo) {
        self.unrecord();
        self.moves.pop();
        self.pos = u.pos;
        self.outcome = u.outcome;
    }

    /// Counts the leaves of the game tree `depth` actions deep (bulk counting at the last ply; a
    /// finished game is a leaf with no further moves).
    pub fn perft(&mut self, depth: u32) -> u64 {
        let mut buffers = vec![Vec::new(); depth as usize + 1];
        self.perft_rec(depth, &mut buffers)
    }

    /// The legal actions into `buf` (cleared first).
    fn legal_moves_into(&self, buf: &mut Vec<Move>) {
        buf.clear();
        if self.triples > 0 {
            buf.extend(self.legal_moves());
        } else if let (Some(s), None) = (self.pos.to_move, self.outcome) {
            movegen::generate(
                &self.pos.board,
                s,
                self.settings.rules(),
                Some(self.pos.checked & bit(s) != 0),
                &mut movegen::Lister(buf),
            );
        }
    }

    fn perft_rec(&mut self, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.outcome.is_some() {
            return 0;
        }
        if depth == 1 {
            return self.count_legal();
        }
        // Consecutive positions always differ, so below this node a position occurs at most
        // ceil((depth - 1) / 2) more times. While no position occurred twice, with depth <= 3
        // nothing can reach a third occurrence: the history cannot change any count, and the
        // children need not be recorded.
        let record = depth > 3 || self.doubles > 0;
        let mut moves = std::mem::take(&mut buffers[depth as usize]);
        self.legal_moves_into(&mut moves);
        let mut n = 0;
        for &m in &moves {
            if record {
                let u = self.push(m);
                n += self.perft_rec(depth - 1, buffers);
                self.pop(u);
            } else {
                let saved = self.pos.clone();
                step(&mut self.pos, &self.settings, m);
                if self.pos.to_move.is_none() {
                    self.outcome = Some(Self::outcome_of(&self.pos, &self.settings, true));
                }
                n += self.perft_rec(depth - 1, buffers);
                self.pos = saved;
                self.outcome = None;
            }
        }
        buffers[depth as usize] = moves;
        n
    }

    /// Perft split by root action: `(action, count)` in generation order.
    pub fn perft_divide(&mut self, depth: u32) -> Vec<(Move, u64)> {
        let mut out = Vec::new();
        if depth == 0 {
            return out;
        }
        for m in self.legal_moves() {
            let u = self.push(m);
            out.push((m, self.perft(depth - 1)));
            self.pop(u);
        }
        out
    }

    /// The state as the command line reports it.
    pub fn state(&self) -> super::State {
        super::State::of(self)
    }
}

#[cfg(test)]
mod tests {
    use super::super::position::rotate_from_south;
    use super::*;
    use crate::rules::Square;

    #[test]
    fn setup_rotates_the_south_army_to_every_seat() {
        let sq = |s: &str| Square::parse_usi(s).unwrap();
        assert_eq!(rotate_from_south(Seat::West, sq("5i")), sq("9e"));
        assert_eq!(rotate_from_south(Seat::West, sq("4i")), sq("9f"));
        assert_eq!(rotate_from_south(Seat::West, sq("5g")), sq("7e"));
        assert_eq!(rotate_from_south(Seat::North, sq("4i")), sq("6a"));
        assert_eq!(rotate_from_south(Seat::East, sq("5h")), sq("2e"));
        assert_eq!(rotate_from_south(Seat::East, sq("3i")), sq("1c"));
    }

    #[test]
    fn transposed_move_orders_give_the_same_repetition_key() {
        let mv = |s: &str| Move::parse_usi(s).unwrap();
        let mut a = Game::new(Settings::default());
        let mut b = Game::new(Settings::default());
        for m in ["5g5f", "7e6e", "5c5d", "3e4e", "4h4g"] {
            a.play(mv(m)).unwrap();
        }
        for m in ["4h4g", "7e6e", "5c5d", "3e4e", "5g5f"] {
            b.play(mv(m)).unwrap();
        }
        assert!(a.position().key() == b.position().key());
        assert_eq!(a.position().to_text(), b.position().to_text());
    }

    #[test]
    fn perft_skipping_the_history_counts_the_same() {
        // From a position where repetition bookkeeping is active (a position seen twice).
        let mv = |s: &str| Move::parse_usi(s).unwrap();
        let mut g = Game::new(Settings::default());
        for m in "6i7h 9d8c 4a3b 1d2c 5i6i 9e9d 5a4a 1e1d 6i5i 9d9e 4a5a 1d1e".split(' ') {
            g.play(mv(m)).unwrap();
        }
        assert!(g.doubles > 0);
        let with = g.perft(3);
        let mut fresh = Game::from_position(g.position().clone(), g.settings).unwrap();
        assert_eq!(fresh.doubles, 0);
        assert_eq!(fresh.perft(3), with);
    }
}
