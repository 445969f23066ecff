//! `hint`: the squares a piece of the side (seat) to move can go to — `hint 7g` (a piece on the
//! board), `hint P` (a piece in hand), `hint K` (the king) — for a game, a puzzle and
//! `shogiban render --hint` alike, and for both variants from one list of legal moves.

use super::command::HintTarget;
use super::TableError;
use crate::i18n::{words, Msg};
use crate::rules::{Move, Square};

/// What `hint` says of `target` in `pos`: the sentence, the origin and its legal destinations;
/// for a game, a puzzle and `shogiban render --hint` alike.
pub fn hint_in(
    pos: &crate::rules::Position,
    target: HintTarget,
) -> Result<(Msg, crate::render::HintOrigin, Vec<Square>), TableError> {
    let us = pos.turn();
    let legal: Vec<Move> = pos.legal_moves().iter().copied().collect();
    hint_from(
        target,
        |sq| pos.piece_at(sq).is_some_and(|p| p.color == us),
        |role| pos.hand(us).count(role),
        Some(pos.king(us)),
        &legal,
    )
}

/// [`hint_in`] for the seat to move of a four-player game.
pub fn hint_in_four(
    game: &crate::rules::yonin::Game,
    target: HintTarget,
) -> Result<(Msg, crate::render::HintOrigin, Vec<Square>), TableError> {
    let mover = game.to_move().ok_or(TableError::NoGame)?;
    let pos = game.position();
    let own = |sq: Square| {
        pos.piece_at(sq)
            .is_some_and(|p| p.controller == mover && !p.overturned)
    };
    let king = Square::ALL.into_iter().find(|&sq| {
        own(sq)
            && pos
                .piece_at(sq)
                .is_some_and(|p| p.role == crate::rules::Role::King)
    });
    hint_from(
        target,
        own,
        |role| pos.hand(mover).count(role),
        king,
        &game.legal_moves(),
    )
}

/// The hint of `target` among the `legal` moves of the side to move, given where its pieces are,
/// what it holds in hand and where its king stands.
fn hint_from(
    target: HintTarget,
    own_piece_at: impl Fn(Square) -> bool,
    in_hand: impl Fn(crate::rules::Role) -> u8,
    king: Option<Square>,
    legal: &[Move],
) -> Result<(Msg, crate::render::HintOrigin, Vec<Square>), TableError> {
    use crate::render::HintOrigin;
    let origin = match target {
        HintTarget::Square(sq) => {
            if !own_piece_at(sq) {
                return Err(TableError::NoPieceThere { square: sq });
            }
            HintOrigin::Square(sq)
        }
        HintTarget::Piece(crate::rules::Role::King) => {
            HintOrigin::Square(king.ok_or(TableError::NoGame)?)
        }
        HintTarget::Piece(role) => {
            if in_hand(role) == 0 {
                return Err(TableError::NotInHand { role });
            }
            HintOrigin::Hand(role)
        }
    };
    let mut dests: Vec<Square> = legal
        .iter()
        .filter(|m| match (origin, m) {
            (HintOrigin::Square(sq), _) => m.from() == Some(sq),
            (HintOrigin::Hand(role), Move::Drop { role: r, .. }) => *r == role,
            _ => false,
        })
        .map(|m| m.to())
        .collect();
    dests.sort();
    dests.dedup();
    let what = match origin {
        HintOrigin::Square(sq) => Msg::raw(sq.to_usi()),
        HintOrigin::Hand(role) => msg!("play-hint-in-hand").with("role", words::role(role)),
    };
    let list: Vec<String> = dests.iter().map(|s| s.to_usi()).collect();
    let text = msg!("play-hint")
        .with("what", what)
        .with("count", dests.len())
        .with("squares", list.join(" "));
    Ok((text, origin, dests))
}
