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

/// The words of the review picture in `lang`.
pub fn review_labels(lang: Lang) -> crate::render::graph::ReviewLabels {
    let t = |id| Msg::new(id).to_string_in(lang);
    crate::render::graph::ReviewLabels {
        title: t("label-review-title"),
        moves: Msg::new("label-review-moves")
            .with("n", "{n}")
            .to_string_in(lang),
        mistake: t("label-review-mistake"),
        missed_mate: t("label-review-missed-mate"),
        none: t("label-review-none"),
        judge: String::new(),
    }
}
