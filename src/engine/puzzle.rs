//! Puzzles (詰将棋 and material wins) found in finished games and in random play, each verified
//! before it is offered, and a checker for a player's answers.
//!
//! - [`find_in_game`]: positions of a game where the side to move had a forced mate — or a clearly
//!   winning capture — and the player missed it.
//! - [`random_puzzles`]: mate puzzles from seeded random play, reproducible from the seed.
//! - [`verify_mate`]: what both rely on: the solver proves the mate, the first move must be the
//!   only one that mates as fast, and the puzzle is rated by [`difficulty`].
//! - [`Attempt`]: judges a player's moves one at a time, plays the defender's replies, and accepts
//!   any mating move as the last move.
//!
//! Nothing here draws, stores or talks to anyone: the tables and Discord build on it.

use super::eval::capture_gain;
use super::movegen::see;
use super::rng::Rng;
use super::search::{SearchLimits, Searcher};
use super::tsume::{MateLength, Solver, SolverConfig};
use crate::rules::{Game, Move, Position};

/// What a puzzle asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleKind {
    /// Mate by checks in `length` plies (the player's moves and the replies).
    Mate { length: u16 },
    /// Win material with one capture: `gain` is its static-exchange value in the engine's units
    /// (a pawn is about 100).
    Material { gain: i32 },
}

/// Where a puzzle came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleSource {
    /// The position after `ply` moves of a finished game, where the player to move missed it.
    Game { ply: usize },
    /// The position after `ply` random moves from the start, in the game seeded with `seed`.
    Random { seed: u64, ply: usize },
}

/// A verified puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position to solve; the side to move is the player.
    pub position: Position,
    pub kind: PuzzleKind,
    /// The main line: the player's moves and the replies (one move for a material puzzle).
    pub solution: Vec<Move>,
    /// Solver nodes spent proving it: how much searching the problem takes.
    pub nodes: u64,
    /// 1 (easiest) – 10, from [`difficulty`].
    pub difficulty: u8,
    pub source: PuzzleSource,
}

/// Limits of the puzzle finders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleConfig {
    /// Node budget of one solve.
    pub solver_nodes: u64,
    /// Solver table size in MiB.
    pub tt_megabytes: usize,
    /// Shortest mate offered, in plies (1: mate in one counts).
    pub min_length: u16,
    /// Longest mate looked for, in plies.
    pub max_length: u16,
    /// Least static-exchange gain for a material puzzle (a capture that wins at least a silver's
    /// worth by default).
    pub min_gain: i32,
    /// Node budget of the search that confirms a material puzzle.
    pub search_nodes: u64,
}

impl Default for PuzzleConfig {
    fn default() -> Self {
        PuzzleConfig {
            solver_nodes: 200_000,
            tt_megabytes: 16,
            min_length: 3,
            max_length: 11,
            min_gain: 900,
            search_nodes: 50_000,
        }
    }
}

impl PuzzleConfig {
    fn solver(&self) -> Solver {
        Solver::new(SolverConfig {
            tt_megabytes: self.tt_megabytes,
            nodes: Some(self.solver_nodes),
            max_length: self.max_length,
        })
    }
}

/// Difficulty 1–10 from the mate's length and the solver's effort: each two plies add one, and each
/// tenfold of nodes beyond a hundred adds one (a long but obvious mate rates below a short, hidden one
/// of the same length only through the nodes).
pub fn difficulty(length: u16, nodes: u64) -> u8 {
    let by_length = (length as u32).div_ceil(2);
    let by_effort = (nodes.max(1) as f64).log10().floor() as u32;
    (by_length + by_effort.saturating_sub(2)).clamp(1, 10) as u8
}

/// A mate puzzle from `pos`, if the side to move mates by force within the configured lengths and
/// exactly one first move mates that fast (詰将棋 must have a unique answer at the start).
pub fn verify_mate(pos: &Position, source: PuzzleSource, config: &PuzzleConfig) -> Option<Puzzle> {
    let mut solver = config.solver();
    verify_with(&mut solver, pos, source, config)
}

fn verify_with(
    solver: &mut Solver,
    pos: &Position,
    source: PuzzleSource,
    config: &PuzzleConfig,
) -> Option<Puzzle> {
    let solution = solver.solve(pos);
    let nodes = solution.nodes;
    let line = solution.line()?.to_vec();
    let length = line.len() as u16;
    if length < config.min_length || length > config.max_length {
        return None;
    }
    // A fresh budget for the uniqueness check, so that a hard proof does not starve it.
    solver.reset();
    let firsts = solver.mating_moves(pos, length).ok()?;
    if firsts.len() != 1 || firsts[0] != line[0] {
        return None;
    }
    Some(Puzzle {
        position: pos.clone(),
        kind: PuzzleKind::Mate { length },
        solution: line,
        nodes,
        difficulty: difficulty(length, nodes),
        source,
    })
}

/// Puzzles from a finished game: every position where the player to move had a forced mate
/// (verified as by [`verify_mate`]) and did not play its first move, or had a capture winning at
/// least [`PuzzleConfig::min_gain`] that no other move matched and played something worse. The
/// puzzles come in the order of the game.
pub fn find_in_game(game: &Game, config: &PuzzleConfig) -> Vec<Puzzle> {
    let mut solver = config.solver();
    let mut searcher = Searcher::new(4);
    let mut found = Vec::new();
    let mut pos = game.start().clone();
    for (ply, &played) in game.moves().iter().enumerate() {
        let source = PuzzleSource::Game { ply };
        if let Some(p) = verify_with(&mut solver, &pos, source, config) {
            if p.solution[0] != played {
                found.push(p);
            }
        } else if let Some(p) = material_puzzle(&pos, played, source, config, &mut searcher) {
            found.push(p);
        }
        pos.play_unchecked(played);
    }
    found
}

/// A capture winning at least `min_gain` by static exchange, the only such move, confirmed as the
/// search's best move, and not the move played (nor one winning as much).
fn material_puzzle(
    pos: &Position,
    played: Move,
    source: PuzzleSource,
    config: &PuzzleConfig,
    searcher: &mut Searcher,
) -> Option<Puzzle> {
    let mut best: Option<(Move, i32)> = None;
    let mut count = 0;
    for &m in pos.legal_moves().iter() {
        if !matches!(m, Move::Normal { to, .. } if pos.piece_at(to).is_some()) {
            continue;
        }
        let gain = see(pos, m);
        if gain >= config.min_gain {
            count += 1;
            if best.is_none_or(|(_, g)| gain > g) {
                best = Some((m, gain));
            }
        }
    }
    let (m, gain) = best?;
    // A king capture value means the position is already lost for the mover: not a puzzle.
    if count != 1 || gain >= capture_gain(crate::rules::Role::King) || played == m {
        return None;
    }
    if see(pos, played) >= config.min_gain / 2 {
        return None;
    }
    let info = searcher.search(
        pos,
        &[],
        SearchLimits {
            nodes: Some(config.search_nodes),
            ..SearchLimits::default()
        },
    );
    if info.best != Some(m) {
        return None;
    }
    Some(Puzzle {
        position: pos.clone(),
        kind: PuzzleKind::Material { gain },
        solution: vec![m],
        nodes: info.nodes,
        difficulty: difficulty(1, info.nodes),
        source,
    })
}

/// Mate puzzles from random play: games of uniformly random legal moves from the start position,
/// the `n`-th seeded with `seed + n`, each position from ply 20 on tried with [`verify_mate`]. Stops
/// after `wanted` puzzles or `max_games` games; the same arguments give the same puzzles.
pub fn random_puzzles(
    seed: u64,
    wanted: usize,
    max_games: usize,
    config: &PuzzleConfig,
) -> Vec<Puzzle> {
    let mut solver = config.solver();
    let mut found = Vec::new();
    for n in 0..max_games as u64 {
        let game_seed = seed.wrapping_add(n);
        let mut rng = Rng::new(game_seed);
        let mut pos = Position::startpos();
        for ply in 0..300 {
            if found.len() >= wanted {
                return found;
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply >= 20 {
                let source = PuzzleSource::Random {
                    seed: game_seed,
                    ply,
                };
                if let Some(p) = verify_with(&mut solver, &pos, source, config) {
                    found.push(p);
                    // One puzzle a game: the next positions are variations of the same attack.
                    break;
                }
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            pos.play_unchecked(m);
        }
    }
    found
}

/// How a player's move was judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Not the move (or not a mate): the attempt is over.
    Wrong,
    /// Right; the opponent answers with `reply`, already played, and it is the player's turn again.
    Correct { reply: Move },
    /// Right, and the puzzle is solved.
    Solved,
}

/// A player's attempt at a puzzle: feed it moves with [`Attempt::answer`].
#[derive(Clone, Debug)]
pub struct Attempt {
    puzzle: Puzzle,
    position: Position,
    /// Plies of the solution played so far.
    ply: usize,
    over: bool,
}

impl Attempt {
    pub fn new(puzzle: Puzzle) -> Attempt {
        Attempt {
            position: puzzle.position.clone(),
            puzzle,
            ply: 0,
            over: false,
        }
    }

    /// The position the player is to move in.
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Whether the attempt has ended (solved or failed).
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Judges the player's move. Along the way it must be the solution's move; as the last move any
    /// move that checkmates is accepted (別詰み at the end is not a fault). A wrong or illegal move,
    /// or any move after the end, is [`Answer::Wrong`] and ends the attempt.
    pub fn answer(&mut self, m: Move) -> Answer {
        if self.over || !self.position.is_legal(m) {
            self.over = true;
            return Answer::Wrong;
        }
        let solution = &self.puzzle.solution;
        let last = self.ply + 1 >= solution.len();
        let expected = solution.get(self.ply).copied();
        let right = match self.puzzle.kind {
            PuzzleKind::Mate { .. } if last => {
                let after = self.position.after_unchecked(m);
                after.is_check() && !after.has_legal_move()
            }
            _ => expected == Some(m),
        };
        if !right {
            self.over = true;
            return Answer::Wrong;
        }
        self.position.play_unchecked(m);
        if last {
            self.over = true;
            return Answer::Solved;
        }
        let reply = solution[self.ply + 1];
        self.position.play_unchecked(reply);
        self.ply += 2;
        Answer::Correct { reply }
    }
}

/// The length of the shortest forced mate for the side to move within the configured limits and
/// budget, if one is found.
pub fn mate_length(pos: &Position, config: &PuzzleConfig) -> Option<u16> {
    match config.solver().mate_length(pos) {
        Ok(MateLength::Mate(n)) => Some(n),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        Move::parse_usi(s).expect("a USI move")
    }

    fn puzzle(sfen: &str) -> Puzzle {
        let pos = Position::from_sfen_tsume(sfen).expect("valid");
        verify_mate(
            &pos,
            PuzzleSource::Game { ply: 0 },
            &PuzzleConfig {
                min_length: 1,
                ..PuzzleConfig::default()
            },
        )
        .expect("a unique mate")
    }

    #[test]
    fn a_mate_in_one_with_a_unique_first_move_is_a_puzzle() {
        let p = puzzle("4k4/9/4P4/9/9/9/9/9/9 b G 1");
        assert_eq!(p.kind, PuzzleKind::Mate { length: 1 });
        assert_eq!(p.solution, vec![mv("G*5b")]);
        assert!((1..=10).contains(&p.difficulty));
    }

    #[test]
    fn a_position_with_two_mating_first_moves_is_refused() {
        // King 1a, sente gold on 2c: G*1b and G*2b both mate, so the puzzle has no unique answer.
        let pos = Position::from_sfen_tsume("8k/9/7G1/9/9/9/9/9/9 b G 1").expect("valid");
        let config = PuzzleConfig {
            min_length: 1,
            ..PuzzleConfig::default()
        };
        let mut firsts = config.solver().mating_moves(&pos, 1).expect("budget");
        firsts.sort_by_key(|m| m.to_usi());
        assert_eq!(firsts, vec![mv("G*1b"), mv("G*2b")]);
        assert_eq!(
            verify_mate(&pos, PuzzleSource::Game { ply: 0 }, &config),
            None
        );
    }

    #[test]
    fn the_checker_takes_the_line_and_plays_the_replies() {
        // The classic of the Wikipedia article: +B-5b, Sx5b, S*4b (or S*6b).
        let p = puzzle("3sks3/9/4+P4/9/7+B1/9/9/9/9 b S 1");
        let mut a = Attempt::new(p.clone());
        let Answer::Correct { reply } = a.answer(p.solution[0]) else {
            panic!("the first move of the line is right");
        };
        assert_eq!(reply, p.solution[1]);
        assert_eq!(a.answer(p.solution[2]), Answer::Solved);
        assert!(a.is_over());
    }

    #[test]
    fn the_checker_refuses_a_wrong_first_move_and_ends_the_attempt() {
        let p = puzzle("4k4/9/4P4/9/9/9/9/9/9 b G 1");
        let mut a = Attempt::new(p);
        assert_eq!(a.answer(mv("G*4b")), Answer::Wrong);
        assert_eq!(a.answer(mv("G*5b")), Answer::Wrong, "no second chance");
    }

    #[test]
    fn the_checker_accepts_another_mate_as_the_last_move() {
        // King 1a, sente gold on 2c: the solution says G*1b, and G*2b mates as well.
        let p = Puzzle {
            position: Position::from_sfen_tsume("8k/9/7G1/9/9/9/9/9/9 b G 1").expect("valid"),
            kind: PuzzleKind::Mate { length: 1 },
            solution: vec![mv("G*1b")],
            nodes: 1,
            difficulty: 1,
            source: PuzzleSource::Game { ply: 0 },
        };
        let alternative = mv("G*2b");
        let after = p.position.after_unchecked(alternative);
        assert!(
            after.is_check() && !after.has_legal_move(),
            "G*2b mates too"
        );
        assert_eq!(Attempt::new(p).answer(alternative), Answer::Solved);
    }

    #[test]
    fn difficulty_grows_with_length_and_effort() {
        assert_eq!(difficulty(1, 10), 1);
        assert!(difficulty(7, 1_000) > difficulty(3, 1_000));
        assert!(difficulty(5, 1_000_000) > difficulty(5, 1_000));
        assert_eq!(difficulty(99, u64::MAX), 10);
    }

    #[test]
    fn random_play_gives_the_same_verified_puzzles_for_the_same_seed() {
        let config = PuzzleConfig {
            solver_nodes: 20_000,
            ..PuzzleConfig::default()
        };
        let a = random_puzzles(7, 2, 40, &config);
        let b = random_puzzles(7, 2, 40, &config);
        assert_eq!(a, b);
        assert!(!a.is_empty(), "random play reaches mates within 40 games");
        for p in &a {
            let PuzzleKind::Mate { length } = p.kind else {
                panic!("random puzzles are mates")
            };
            assert_eq!(p.solution.len() as u16, length);
            assert!(length >= config.min_length);
            assert_eq!(mate_length(&p.position, &config), Some(length));
            // The line is legal, every attacker move checks, and it ends in mate.
            let mut pos = p.position.clone();
            for (i, &m) in p.solution.iter().enumerate() {
                assert!(pos.is_legal(m), "{m} legal in {pos}");
                pos.play_unchecked(m);
                if i % 2 == 0 {
                    assert!(pos.is_check(), "attacker move {m} checks");
                }
            }
            assert!(!pos.has_legal_move());
        }
    }

    #[test]
    fn a_missed_mate_in_a_game_becomes_a_puzzle() {
        // Gote blundered its king to a spot where sente had a mate, and sente played elsewhere.
        let start = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").expect("valid");
        let mut game = Game::new(start, crate::rules::GameRules::default());
        game.play(mv("5i4i")).expect("legal");
        game.play(mv("5a4a")).expect("legal");
        let config = PuzzleConfig {
            min_length: 1,
            ..PuzzleConfig::default()
        };
        let found = find_in_game(&game, &config);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].source, PuzzleSource::Game { ply: 0 });
        assert_eq!(found[0].solution, vec![mv("G*5b")]);
    }
}
