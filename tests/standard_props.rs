//! Property tests over random playouts of standard shogi.

use proptest::prelude::*;
use shogiban::rules::handicap::HANDICAPS;
use shogiban::rules::{Color, Game, GameRules, Move, Position, Role, Square};

/// Every move text-wise possible for the side to move: each own piece to every square, with and
/// without promotion, and every hand piece to every square.
fn candidates(pos: &Position) -> Vec<Move> {
    let mut v = Vec::new();
    for from in pos.by_color(pos.turn()) {
        for to in Square::ALL {
            if to != from {
                v.push(Move::Normal {
                    from,
                    to,
                    promote: false,
                });
                v.push(Move::Normal {
                    from,
                    to,
                    promote: true,
                });
            }
        }
    }
    for role in Role::HAND {
        for to in Square::ALL {
            v.push(Move::Drop { role, to });
        }
    }
    v
}

/// Picks a move, preferring captures, drops, promotions and checks so that playouts get sharp.
fn pick(pos: &Position, choice: u32) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let sharp: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&m| {
            m.is_drop() || m.is_promotion() || pos.piece_at(m.to()).is_some() || pos.gives_check(m)
        })
        .collect();
    if !sharp.is_empty() && !choice.is_multiple_of(3) {
        Some(sharp[(choice / 3) as usize % sharp.len()])
    } else {
        Some(moves[(choice / 3) as usize % moves.len()])
    }
}

fn start(index: usize) -> Position {
    if index == 0 {
        Position::startpos()
    } else {
        Position::from_sfen(HANDICAPS[(index - 1) % HANDICAPS.len()].sfen).unwrap()
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn playouts_keep_every_invariant(start_index in 0usize..14, choices in prop::collection::vec(any::<u32>(), 1..160)) {
        let mut game = Game::new(start(start_index), GameRules::default());
        for (i, &c) in choices.iter().enumerate() {
            let pos = game.position().clone();
            prop_assert_eq!(pos.key(), pos.compute_key(), "incremental key at ply {}", i);
            let sfen = pos.to_sfen();
            prop_assert_eq!(&Position::from_sfen(&sfen).unwrap(), &pos, "SFEN round trip");
            if i % 8 == 0 {
                let generated = pos.legal_moves();
                let mut accepted: Vec<Move> =
                    candidates(&pos).into_iter().filter(|&m| pos.is_legal(m)).collect();
                let mut gen: Vec<Move> = generated.iter().copied().collect();
                let key = |m: &Move| m.to_usi();
                accepted.sort_by_key(key);
                gen.sort_by_key(key);
                prop_assert_eq!(gen, accepted, "generation vs single-move test at {}", sfen);
            }
            let Some(m) = pick(&pos, c) else { break };
            // Making and taking back a move restores the position exactly.
            let mut scratch = pos.clone();
            let undo = scratch.play_unchecked_with_undo(m);
            prop_assert_eq!(&scratch, &pos.after_unchecked(m));
            scratch.undo_move(m, undo);
            prop_assert_eq!(&scratch, &pos, "undo of {}", m);
            game.play(m).unwrap();
            // The side that just moved is never left in check.
            let after = game.position();
            let mover = after.turn().opponent();
            prop_assert!(!after.is_attacked(after.king(mover), after.turn(), after.occupied()));
            if game.is_over() {
                prop_assert_eq!(game.to_move(), None);
                break;
            }
        }
        // Pieces are conserved: the counts never exceed a set.
        let pos = game.position();
        let mut total = 0;
        for c in [Color::Sente, Color::Gote] {
            total += pos.by_color(c).count() + pos.hand(c).total();
        }
        prop_assert!(total <= 40);
    }

    #[test]
    fn sfen_parser_never_panics(text in ".{0,120}") {
        let _ = Position::from_sfen(&text);
    }

    #[test]
    fn sfen_parser_never_panics_on_sfen_like_text(text in "[1-9plnsgbrkPLNSGBRK+/]{0,90} [bwx] [0-9plnsgbrkPLNSGBRK-]{0,12} [0-9]{0,3}") {
        if let Ok(p) = Position::from_sfen(&text) {
            prop_assert_eq!(Position::from_sfen(&p.to_sfen()).unwrap(), p);
        }
    }

    #[test]
    fn usi_move_parser_never_panics(text in ".{0,12}") {
        if let Ok(m) = Move::parse_usi(&text) {
            prop_assert_eq!(Move::parse_usi(&m.to_usi()), Ok(m));
        }
    }
}
