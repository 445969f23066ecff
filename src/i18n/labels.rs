//! The words drawn on the images, from the catalogues.

use super::{Lang, Msg};
use crate::render::Labels;

/// Every label of a board image in `lang`.
pub fn labels(lang: Lang) -> Labels {
    let t = |id| Msg::new(id).to_string_in(lang);
    // The renderer puts the number in place of `{n}`.
    let n = |id| Msg::new(id).with("n", "{n}").to_string_in(lang);
    Labels {
        check: t(msg_id!("label-check")),
        start: t(msg_id!("label-start")),
        move_number: n(msg_id!("label-move-number")),
        to_move: t(msg_id!("label-to-move")),
        upper: t(msg_id!("label-upper")),
        lower: t(msg_id!("label-lower")),
        seats: [
            t(msg_id!("label-seat-south")),
            t(msg_id!("label-seat-west")),
            t(msg_id!("label-seat-north")),
            t(msg_id!("label-seat-east")),
        ],
        place: n(msg_id!("label-place")),
        game_over: t(msg_id!("label-game-over")),
    }
}

/// The words of the review picture in `lang`.
pub fn review_labels(lang: Lang) -> crate::render::graph::ReviewLabels {
    let t = |id| Msg::new(id).to_string_in(lang);
    crate::render::graph::ReviewLabels {
        title: t(msg_id!("label-review-title")),
        moves: msg!("label-review-moves")
            .with("n", "{n}")
            .to_string_in(lang),
        mistake: t(msg_id!("label-review-mistake")),
        missed_mate: t(msg_id!("label-review-missed-mate")),
        none: t(msg_id!("label-review-none")),
        judge: String::new(),
    }
}
