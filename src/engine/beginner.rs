//! A stand-in for a beginner's play, to measure level 1 against (level 1 must lose to it): someone
//! who knows the moves and looks one move ahead. It mates when it sees mate in one, takes what it can
//! take, promotes, and does not put the piece it moves where it is simply lost; it does not see what
//! its move leaves undefended elsewhere, nor any plan, nor the opponent's threats.

use super::eval::board_value;
use super::rng::Rng;
use super::{Budget, Player};
use crate::rules::{Game, Move, Position, Role};

/// The one-move-ahead player; the budget is ignored (it never searches).
pub struct Beginner {
    rng: Rng,
}

impl Beginner {
    pub fn new(seed: u64) -> Beginner {
        Beginner {
            rng: Rng::new(seed),
        }
    }
}

/// What a beginner sees in a move: mate, material taken and promoted, minus the moved piece when it
/// lands where it is attacked and not defended (or defended but attacked by something cheaper).
pub fn judge(pos: &Position, m: Move) -> i32 {
    let me = pos.turn();
    let after = pos.after_unchecked(m);
    if after.is_check() && !after.has_legal_move() {
        return 100_000;
    }
    let value = |role: Role| {
        if role == Role::King {
            0
        } else {
            board_value(role)
        }
    };
    let mut score = 0;
    if let Some(taken) = pos.piece_at(m.to()) {
        score += value(taken.role);
    }
    let Some(moved) = after.piece_at(m.to()) else {
        return score;
    };
    if let Move::Normal { from, .. } = m {
        if let Some(before) = pos.piece_at(from) {
            score += value(moved.role) - value(before.role);
        }
    }
    let occupied = after.occupied();
    let attackers = after.attackers(m.to(), me.opponent(), occupied);
    let cheapest = attackers
        .into_iter()
        .filter_map(|sq| after.piece_at(sq))
        .map(|p| value(p.role))
        .min();
    if let Some(cheapest) = cheapest {
        let defended = after.is_attacked(m.to(), me, occupied);
        let lost = if defended {
            (value(moved.role) - cheapest).max(0)
        } else {
            value(moved.role)
        };
        score -= lost;
    }
    score
}

impl Player for Beginner {
    fn choose(&mut self, game: &Game, _budget: Budget) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        let pos = game.position();
        let moves = pos.legal_moves();
        // A little randomness among moves that look alike, as a person's choice would have.
        moves
            .iter()
            .map(|&m| (judge(pos, m) + self.rng.below(60) as i32, m))
            .max_by_key(|&(s, _)| s)
            .map(|(_, m)| m)
    }

    fn name(&self) -> String {
        "beginner".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(sfen: &str) -> String {
        let game = Game::new(Position::from_sfen(sfen).unwrap(), Default::default());
        Beginner::new(1)
            .choose(&game, Budget::default())
            .unwrap()
            .to_usi()
    }

    #[test]
    fn it_mates_in_one_when_it_can() {
        // A gold dropped on 5b mates the king on 5a, protected by the pawn on 5c.
        assert_eq!(best("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), "G*5b");
    }

    #[test]
    fn it_takes_a_free_rook() {
        assert_eq!(best("4k4/9/9/9/1r7/9/9/1R7/4K4 b - 1"), "8h8e");
    }

    #[test]
    fn it_does_not_give_its_rook_to_a_pawn() {
        // The rook takes the pawn on 6d rather than stopping on 6e, where the pawn would take it.
        assert_eq!(best("4k4/9/9/3p5/9/9/9/3R5/4K4 b - 1"), "6h6d");
        let game = Game::new(
            Position::from_sfen("4k4/9/9/3p5/9/9/9/3R5/4K4 b - 1").unwrap(),
            Default::default(),
        );
        let mut b = Beginner::new(7);
        for _ in 0..20 {
            let m = b.choose(&game, Budget::default()).unwrap();
            assert_ne!(m.to_usi(), "6h6e", "walked into the pawn's capture");
            assert!(
                judge(game.position(), m) >= 0,
                "{} loses material",
                m.to_usi()
            );
        }
    }
}
