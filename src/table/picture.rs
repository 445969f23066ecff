//! The picture of a table: the board image of a reply, drawn from the table's current game. Shared
//! by every adapter (terminal and Discord) so that they show the same thing.

use super::settings::{Orientation, Settings};
use super::{describe_result, Current, Reply, Table};

/// The board image of a reply under the default settings; see [`board_png_with`].
pub fn board_png(table: &Table, reply: &Reply) -> Option<Vec<u8>> {
    board_png_with(table, reply, &Settings::default())
}

/// The board image of a reply, drawn from the table's current game, turned as the table's
/// `orientation` setting says (two players: from the side to move when it is `mover`).
pub fn board_png_with(table: &Table, reply: &Reply, settings: &Settings) -> Option<Vec<u8>> {
    use crate::render::{BoardView, FourView, Hint, Style};
    let hint = reply.hint_origin.map(|origin| Hint {
        origin,
        targets: reply.hint.iter().copied().collect(),
    });
    if table.current == Current::Four {
        let game = table.four.as_ref()?;
        let engine = game.replay().ok()?;
        let names = game.seats.each_ref().map(|p| p.name.as_str());
        let mut view = FourView::from_game(&engine, names);
        view.last_move = game
            .moves
            .last()
            .and_then(|m| crate::rules::Move::parse_usi(m).ok());
        view.hint = hint;
        return Some(crate::render::four::render_png(&view, &Style::default()));
    }
    let game = table.game.as_ref()?;
    let rules_game = game.replay().ok()?;
    let mut view = BoardView::from_game(&rules_game, [&game.sente.name, &game.gote.name]);
    view.hint = hint;
    let style = Style {
        flip: settings.orientation == Orientation::Mover
            && game.result.is_none()
            && rules_game.position().turn() == crate::rules::Color::Gote,
        ..Style::default()
    };
    if let Some(r) = game.result {
        view.to_move = None;
        view.result_line = Some(describe_result(game, r));
    }
    Some(crate::render::two::render_png(&view, &style))
}
