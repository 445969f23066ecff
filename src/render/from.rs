//! Views of engine positions: what the table and the command line hand to the renderers, made
//! the same way for either variant through [`Drawn`].

use super::view::{BoardView, FourPiece, FourView, Hint, HintOrigin};
use super::{Notation, Style};
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
        let moves: Vec<Move> = game.position().legal_moves().iter().copied().collect();
        self.hint = Some(hint_of(&moves, origin));
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

/// A game the renderers draw: its view, a hint on it, and the pictures, the same calls for two
/// and four players (the table's pictures, `render` and `replay` on the command line).
pub trait Drawn: crate::rules::Variant {
    /// What the renderer of this variant draws.
    type View: Clone;
    /// The view of the game: the position, the last move marked and written in `notation`, the
    /// kings in check and, once it is over, the result; `names` in turn order.
    fn view(&self, names: &[&str], notation: Notation) -> Self::View;
    /// Marks the legal destinations of a piece (of the board or the hand) of the side to move.
    fn with_hint(&self, view: Self::View, origin: HintOrigin) -> Self::View;
    /// The PNG of a view.
    fn png(view: &Self::View, style: &Style) -> Vec<u8>;
    /// An animated GIF, one frame per view.
    fn gif(views: &[Self::View], style: &Style) -> Vec<u8>;
}

/// The name at `i`, or none.
fn name_at<'a>(names: &[&'a str], i: usize) -> &'a str {
    names.get(i).copied().unwrap_or("")
}

/// The destinations of the moves from `origin` among `moves`.
fn hint_of(moves: &[Move], origin: HintOrigin) -> Hint {
    let targets: Bitboard = moves
        .iter()
        .filter(|m| match (origin, m) {
            (HintOrigin::Square(sq), Move::Normal { from, .. }) => *from == sq,
            (HintOrigin::Hand(role), Move::Drop { role: r, .. }) => *r == role,
            _ => false,
        })
        .map(|m| m.to())
        .collect();
    Hint { origin, targets }
}

impl Drawn for Game {
    type View = BoardView;
    fn view(&self, names: &[&str], notation: Notation) -> BoardView {
        BoardView::from_game_in(self, [name_at(names, 0), name_at(names, 1)], notation)
    }
    fn with_hint(&self, view: BoardView, origin: HintOrigin) -> BoardView {
        view.with_hint(self, origin)
    }
    fn png(view: &BoardView, style: &Style) -> Vec<u8> {
        super::two::render_png(view, style)
    }
    fn gif(views: &[BoardView], style: &Style) -> Vec<u8> {
        super::replay_gif(views, style)
    }
}

impl Drawn for yonin::Game {
    type View = FourView;
    fn view(&self, names: &[&str], notation: Notation) -> FourView {
        let names = [0, 1, 2, 3].map(|i| name_at(names, i));
        let view = FourView::from_game(self, names);
        match self.before_last() {
            // The last action is written from the game just before it.
            Some((before, last)) => view.with_last_move(&before, last, notation),
            None => view,
        }
    }
    fn with_hint(&self, mut view: FourView, origin: HintOrigin) -> FourView {
        view.hint = Some(hint_of(&self.legal_moves(), origin));
        view
    }
    fn png(view: &FourView, style: &Style) -> Vec<u8> {
        super::four::render_png(view, style)
    }
    fn gif(views: &[FourView], style: &Style) -> Vec<u8> {
        super::replay_gif_four(views, style)
    }
}
