//! Check generation (王手生成): the attacker's checking moves built directly from the squares that
//! attack the enemy king, instead of generating every legal move and playing each to see whether it
//! checks.

use crate::rules::attacks::{self, between, line};
use crate::rules::{Bitboard, Color, Move, Position, Role};

/// The last `n` ranks (0–3) from `color`'s side: where its pawns, lances and knights may not stand
/// unpromoted, and (n = 3) its promotion zone (敵陣). A table: it is asked for every piece.
fn last_lines(color: Color, n: u8) -> Bitboard {
    LAST_LINES[color as usize][n as usize]
}

const LAST_LINES: [[Bitboard; 4]; 2] = {
    let mut t = [[Bitboard::EMPTY; 4]; 2];
    let mut n = 1;
    while n < 4 {
        t[0][n] = Bitboard(t[0][n - 1].0 | Bitboard::rank(n as u8).0);
        t[1][n] = Bitboard(t[1][n - 1].0 | Bitboard::rank(10 - n as u8).0);
        n += 1;
    }
    t
};

/// Pushes the checks of the side to move onto `out`, in no particular order. Every move is legal.
///
/// A check is direct (the moved or dropped piece attacks the king from where it lands) or
/// discovered (the piece was the only one between the king and a slider of ours, and leaves the
/// line). An attacker that is itself in check (only in a game's position) is answered by the full
/// generator, filtered.
pub fn checks(pos: &Position, out: &mut Vec<Move>) {
    let us = pos.turn();
    let them = us.opponent();
    if !pos.has_king(them) {
        return;
    }
    if pos.is_check() {
        checks_by_filter(pos, out);
        return;
    }
    let ksq = pos.king(them);
    let occ = pos.occupied();
    let ours = pos.by_color(us);
    let (uf, tf) = (us.facing(), them.facing());
    let has_king = pos.has_king(us);
    let our_king = pos.king(us);
    let pinned = pos.pinned(us);
    let zone = last_lines(us, 3);

    // Our pieces that are alone between the enemy king and one of our sliders.
    let snipers = (attacks::rook_pseudo(ksq)
        & (pos.pieces(us, Role::Rook) | pos.pieces(us, Role::Dragon)))
        | (attacks::bishop_pseudo(ksq)
            & (pos.pieces(us, Role::Bishop) | pos.pieces(us, Role::Horse)))
        | (attacks::lance_ray(tf, ksq) & pos.pieces(us, Role::Lance));
    let mut discoverers = Bitboard::EMPTY;
    for s in snipers {
        let b = between(ksq, s) & occ;
        if b.single().is_some() {
            discoverers |= b & ours;
        }
    }

    for from in ours {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let role = piece.role;
        let mut dests = attacks::attacks(role, uf, from, occ) & !ours;
        let discovers = discoverers.contains(from);
        if role == Role::King {
            // A king never checks directly; it may step off a line it was blocking.
            if !discovers {
                continue;
            }
            let off = dests & !line(ksq, from);
            let occ_no_king = occ.without(from);
            for to in off {
                if !pos.is_attacked(to, them, occ_no_king) {
                    out.push(Move::Normal {
                        from,
                        to,
                        promote: false,
                    });
                }
            }
            continue;
        }
        if has_king && pinned.contains(from) {
            dests &= line(our_king, from);
        }
        if dests.is_empty() {
            continue;
        }
        let occ_after = occ.without(from);
        let off_line = if discovers {
            !line(ksq, from)
        } else {
            Bitboard::EMPTY
        };
        let plain = dests & !last_lines(us, role.dead_lines());
        let plain_checks = plain & (attacks::attacks(role, tf, ksq, occ_after) | off_line);
        for to in plain_checks {
            out.push(Move::Normal {
                from,
                to,
                promote: false,
            });
        }
        if let Some(promoted) = role.promote() {
            let promoting = if zone.contains(from) {
                dests
            } else {
                dests & zone
            };
            let promoting_checks =
                promoting & (attacks::attacks(promoted, tf, ksq, occ_after) | off_line);
            for to in promoting_checks {
                out.push(Move::Normal {
                    from,
                    to,
                    promote: true,
                });
            }
        }
    }

    let hand = pos.hand(us);
    if hand.is_empty() {
        return;
    }
    for role in Role::HAND {
        if hand.count(role) == 0 {
            continue;
        }
        let targets =
            attacks::attacks(role, tf, ksq, occ) & !occ & !last_lines(us, role.dead_lines());
        for to in targets {
            let m = Move::Drop { role, to };
            if role == Role::Pawn {
                // 二歩 and 打ち歩詰め: rare enough to ask the rules.
                if (pos.pieces(us, Role::Pawn) & Bitboard::file(to.file())).any()
                    || !pos.is_legal(m)
                {
                    continue;
                }
            }
            out.push(m);
        }
    }
}

/// The checks among all legal moves, each played to see: the reference the generator is tested
/// against, and what an attacker in check (a game's position) uses.
pub fn checks_by_filter(pos: &Position, out: &mut Vec<Move>) {
    let mut scratch = pos.clone();
    for &m in pos.legal_moves().iter() {
        let undo = scratch.play_unchecked_with_undo(m);
        let check = scratch.is_check();
        scratch.undo_move(m, undo);
        if check {
            out.push(m);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;

    fn sorted(mut v: Vec<Move>) -> Vec<String> {
        v.sort_by_key(|m| m.to_usi());
        v.into_iter().map(|m| m.to_usi()).collect()
    }

    fn assert_same_checks(pos: &Position) {
        let (mut fast, mut reference) = (Vec::new(), Vec::new());
        checks(pos, &mut fast);
        checks_by_filter(pos, &mut reference);
        assert_eq!(sorted(fast), sorted(reference), "{pos}");
    }

    #[test]
    fn the_generator_finds_exactly_the_checks_and_keys_follow_the_moves() {
        // Positions of random games (both kings, pins, attackers in check) and problem positions
        // without the attacker's king, with discovered checks, promotions and pawn drops.
        for sfen in [
            "3sks3/9/4+P4/9/7+B1/9/9/9/9 b S 1",
            "5g1+P+R/7B1/7k1/6gpp/9/9/9/9/9 b - 1",
            "7nk/9/7G1/9/9/9/9/9/9 b P 1",
            "4k4/9/9/4S4/9/9/9/9/4R4 b GNLP 1",
            "k8/1P7/9/3B5/9/9/9/9/8K b L 1",
        ] {
            assert_same_checks(&Position::from_sfen_tsume(sfen).expect("valid"));
        }
        let mut positions = 0;
        for seed in 0..40u64 {
            let mut rng = Rng::new(seed);
            let mut pos = Position::startpos();
            for _ in 0..200 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                assert_same_checks(&pos);
                for &m in moves.iter() {
                    assert_eq!(pos.key_after(m), pos.after_unchecked(m).key(), "{pos} {m}");
                }
                positions += 1;
                pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
        assert!(positions > 4_000, "{positions}");
    }
}
