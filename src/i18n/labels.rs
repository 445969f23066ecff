//! The words drawn on the images, from the catalogues.

use super::{Lang, Msg};
use crate::render::Labels;

/// Every label of a board image in `lang`.
pub fn labels(lang: Lang) -> Labels {
    let t = |id| Msg::new(id).to_string_in(lang);
    // The renderer puts the number in place of `{n}`.
    let n = |id| Msg::new(id).with("n", "{n}").to_string_in(lang);
    Labels {
        check: t("label-check"),
        start: t("label-start"),
        move_number: n("label-move-number"),
        to_move: t("label-to-move"),
        upper: t("label-upper"),
        lower: t("label-lower"),
        seats: [
            t("label-seat-south"),
            t("label-seat-west"),
            t("label-seat-north"),
            t("label-seat-east"),
        ],
        place: n("label-place"),
        game_over: t("label-game-over"),
    }
}
