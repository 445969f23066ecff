//! Views of engine positions: what the table and the command line hand to the renderers.

use super::view::{BoardView, FourPiece, FourView, Hint, HintOrigin};
use super::Notation;
use crate::notation::four::{self, FourNotation};
use crate::notation::write;
use crate::rules::{yonin, Bitboard, Color, Game, Move, Role, Seat, Square};

impl BoardView {
    /// The view of a two-player game: its position, the last move highlighted and written in
    /// Japanese, the king in check, and the result once it is over.
    pub fn from_game(game: &Game, names: [&str; 2]) -> BoardView {
        BoardView::from_game_in(game, names, Notation::Japanese)
    }

    /// [`BoardView::from_game`] with the last move written in `notation`: Japanese `▲２二龍`,
    /// Western `+R-2b`, or both.
    pub fn from_game_in(game: &Game, names: [&str; 2], notation: Notation) -> BoardView {
        let pos = game.position();
        let mut view = BoardView::empty();
        for sq in Square::ALL {
            view.squares[sq.index()] = pos.piece_at(sq);
        }
        view.hands = [*pos.hand(Color::Sente), *pos.hand(Color::Gote)];
        view.names = names.map(str::to_owned);
        view.to_move = game.to_move();
        view.move_number = game.ply() as u32;
        if let Some(&last) = game.moves().last() {
            // The label needs the position before the move, and the move before it for 同.
            let n = game.moves().len();
            let mut before = game.start().clone();
            for &m in &game.moves()[..n - 1] {
                before.play_unchecked(m);
            }
            let prev = n.checked_sub(2).map(|i| game.moves()[i]);
            view.last_move = Some(last);
            let japanese = || write::jsa(&before, last, prev);
            view.last_move_label = Some(match notation {
                Notation::Japanese => japanese(),
                Notation::Western => write::western(&before, last),
                Notation::Both => format!("{} ({})", japanese(), write::western(&before, last)),
            });
        }
        if pos.is_check() {
            view.check = Some(pos.king(pos.turn()));
        }
        view.result_line = game.outcome().map(|o| o.to_string());
        view
    }

    /// Marks the legal destinations of the piece on `square`, or of a hand piece, for the side to move.
    pub fn with_hint(mut self, game: &Game, origin: HintOrigin) -> BoardView {
        let targets: Bitboard = game
            .position()
            .legal_moves()
            .iter()
            .filter(|m| match (origin, m) {
                (HintOrigin::Square(sq), Move::Normal { from, .. }) => *from == sq,
                (HintOrigin::Hand(role), Move::Drop { role: r, .. }) => *r == role,
                _ => false,
            })
            .map(|m| m.to())
            .collect();
        self.hint = Some(Hint { origin, targets });
        self
    }
}

impl FourView {
    /// The view of a four-player game.
    pub fn from_game(game: &yonin::Game, names: [&str; 4]) -> FourView {
        let pos = game.position();
        let mut view = FourView::empty();
        let mut kings = [None; 4];
        for sq in Square::ALL {
            let Some(p) = pos.piece_at(sq) else { continue };
            if p.overturned {
                view.overturned_kings.push((sq, p.controller));
                continue;
            }
            if p.role == Role::King {
                kings[p.controller.index()] = Some(sq);
            }
            view.squares[sq.index()] = Some(FourPiece {
                role: p.role,
                controller: p.controller,
                facing: p.direction,
            });
        }
        view.hands = Seat::ALL.map(|s| pos.hand(s));
        view.names = names.map(str::to_owned);
        view.to_move = game.to_move();
        view.move_number = game.ply();
        let eliminations = game.eliminations();
        let places = game.outcome().map(|o| o.places);
        for (i, e) in eliminations.iter().enumerate() {
            // First eliminated is 4th, second 3rd (places from the outcome when the game is over).
            view.eliminated[e.seat.index()] =
                Some(places.map_or(4 - i as u8, |p| p[e.seat.index()]));
        }
        view.checks = game
            .in_check()
            .into_iter()
            .filter_map(|s| kings[s.index()].map(|k| (s, k)))
            .collect();
        // The standings go to the game-over banner, one line each, never cut short.
        view.final_places = game.outcome().map(|o| o.places);
        view
    }
}

impl FourView {
    /// Marks `mv` as the last move and writes it in `notation` (the seat marker first, e.g.
    /// `S:G-5h` or `南５八金`), from `before`, the game just before the move was played.
    pub fn with_last_move(
        mut self,
        before: &yonin::Game,
        mv: Move,
        notation: Notation,
    ) -> FourView {
        self.last_move = Some(mv);
        self.last_move_label = Some(match notation {
            Notation::Japanese => four::write(before, mv, FourNotation::Japanese),
            Notation::Western => four::write(before, mv, FourNotation::Western),
            Notation::Both => format!(
                "{} ({})",
                four::write(before, mv, FourNotation::Japanese),
                four::write(before, mv, FourNotation::Western)
            ),
        });
        self
    }
}
