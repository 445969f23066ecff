//! The picture of a reply: what the board image shows, taken from the table in the same step as the
//! reply's text. Shared by every adapter (terminal and Discord) so that they show the same thing,
//! and drawn only when an adapter wants the PNG ([`Picture::to_png`]).

use super::settings::{Orientation, Settings};
use super::{describe_result, Current, Reply, Table};
use crate::render::{BoardView, FourView, Hint, Style};

/// A board to draw: the renderer's view of the position and how to turn it.
#[derive(Clone, Debug, PartialEq)]
pub enum Picture {
    Two {
        view: Box<BoardView>,
        /// Drawn from gote's side (the `orientation mover` setting with gote to move).
        flip: bool,
    },
    Four(Box<FourView>),
}

impl Picture {
    /// The PNG image.
    pub fn to_png(&self) -> Vec<u8> {
        match self {
            Picture::Two { view, flip } => crate::render::two::render_png(
                view,
                &Style {
                    flip: *flip,
                    ..Style::default()
                },
            ),
            Picture::Four(view) => crate::render::four::render_png(view, &Style::default()),
        }
    }

    /// How many moves (two players) or actions (four players) the pictured position comes after.
    pub fn ply(&self) -> u32 {
        match self {
            Picture::Two { view, .. } => view.move_number,
            Picture::Four(view) => view.move_number,
        }
    }

    /// The last move shown, if any.
    pub fn last_move(&self) -> Option<crate::rules::Move> {
        match self {
            Picture::Two { view, .. } => view.last_move,
            Picture::Four(view) => view.last_move,
        }
    }
}

impl Table {
    /// Fills in the picture of every reply that shows the board, from the table as it is now.
    pub(super) fn attach_pictures(&self, replies: &mut [Reply], settings: &Settings) {
        for reply in replies.iter_mut().filter(|r| r.board) {
            reply.picture = self.picture(reply, settings);
        }
    }

    /// The current game's picture, with the reply's hint, turned as the table's `orientation`
    /// setting says (two players: from the side to move when it is `mover`).
    pub fn picture(&self, reply: &Reply, settings: &Settings) -> Option<Picture> {
        let hint = reply.hint_origin.map(|origin| Hint {
            origin,
            targets: reply.hint.iter().copied().collect(),
        });
        if self.current == Current::Four {
            let game = self.four.as_ref()?;
            let names = game.seats.each_ref().map(|p| p.name.as_str());
            let mut view = FourView::from_game(game.game(), names);
            view.last_move = game.moves().last().copied();
            view.hint = hint;
            return Some(Picture::Four(Box::new(view)));
        }
        let game = self.game.as_ref()?;
        let mut view = BoardView::from_game(game.game(), [&game.sente.name, &game.gote.name]);
        view.hint = hint;
        let flip = settings.orientation == Orientation::Mover
            && game.result.is_none()
            && game.turn() == crate::rules::Color::Gote;
        if let Some(r) = game.result {
            view.to_move = None;
            view.result_line = Some(describe_result(game, r));
        }
        Some(Picture::Two {
            view: Box::new(view),
            flip,
        })
    }
}
