//! Positions shared by the targets (built once per process): the parsers are fuzzed against
//! the start and against games with hands, promotions and eliminations, not the start alone.
#![allow(dead_code)]

use std::sync::OnceLock;

use shogiban::rules::yonin::{Game, Settings};
use shogiban::rules::{Move, Position, Seat};

/// A deterministic game from `settings`: up to `plies` actions, preferring captures and checks
/// (so hands fill, pieces promote and seats get eliminated), picked by a fixed xorshift.
fn played(settings: Settings, seed: u64, plies: usize) -> Game {
    let mut state = seed | 1;
    let mut below = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut game = Game::new(settings);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        let mut best = moves[below(moves.len())];
        let mut score = 0;
        for _ in 0..6 {
            let m = moves[below(moves.len())];
            let mut after = game.clone();
            after.play(m).expect("a legal move");
            let s = usize::from(game.position().piece_at(m.to()).is_some()) * 2
                + after.in_check().len() * 3
                + after.eliminations().len() * 10
                + below(2);
            if s > score {
                score = s;
                best = m;
            }
        }
        game.play(best).expect("a legal move");
    }
    game
}

/// Four-player games: the start (default settings and another first mover), a few opening
/// actions, two middle games, one after an elimination, and the pair variant.
pub fn four_games() -> &'static [Game] {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let mut opening = Game::new(Settings::default());
        for usi in ["5g5f", "7e6e", "5c5d", "3e4e"] {
            opening
                .play(Move::parse_usi(usi).expect("USI"))
                .expect("a legal opening");
        }
        let mut after_elimination = played(Settings::default(), 7, 0);
        for seed in 1..200u64 {
            let g = played(Settings::default(), seed, 400);
            if !g.eliminations().is_empty() && !g.is_over() {
                after_elimination = g;
                break;
            }
            // The game ended with its second elimination: take it a little earlier.
            if g.eliminations().len() >= 2 {
                let first = g.eliminations()[0].ply as usize;
                let earlier = played(Settings::default(), seed, first + 1);
                if !earlier.is_over() && !earlier.eliminations().is_empty() {
                    after_elimination = earlier;
                    break;
                }
            }
        }
        let teams = Settings {
            teams: true,
            partner_capture: false,
            ..Settings::default()
        };
        vec![
            Game::new(Settings::default()),
            Game::new(Settings {
                first_mover: Seat::East,
                ..Settings::default()
            }),
            opening,
            played(Settings::default(), 0x5eed, 40),
            played(Settings::default(), 0xfeed, 120),
            after_elimination,
            played(teams, 0xbeef, 60),
        ]
    })
}

/// Two-player positions with the move before each: the start, an opening, a capture with
/// promotion (同 applies), and a middle game with pieces in hand.
pub fn two_positions() -> &'static [(Position, Option<Move>)] {
    static POSITIONS: OnceLock<Vec<(Position, Option<Move>)>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let mut out = Vec::new();
        let mut pos = Position::startpos();
        let mut prev = None;
        out.push((pos.clone(), prev));
        for (i, usi) in ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "8c8d", "4e3d"]
            .into_iter()
            .enumerate()
        {
            let m = Move::parse_usi(usi).expect("USI");
            pos.play(m).expect("a legal set-up move");
            prev = Some(m);
            if matches!(i, 1 | 2 | 6) {
                out.push((pos.clone(), prev));
            }
        }
        out
    })
}
