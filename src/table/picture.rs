//! The picture of a reply: what the board image shows, taken from the table in the same step as the
//! reply's text. Shared by every adapter (terminal and Discord) so that they show the same thing,
//! and drawn only when an adapter wants the PNG ([`Picture::to_png`]).

use super::settings::{NotationShown, Orientation, Settings};
use super::{describe_result, Reply, Table, TableGame, Timestamp};
use crate::i18n::{self, Lang, Msg};
use crate::render::{BoardView, Drawn, FourView, Hint, Notation, Style};

/// A board to draw: the renderer's view of the position and how to turn it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Picture {
    Two {
        view: Box<BoardView>,
        /// Drawn from gote's side (the `orientation mover` setting with gote to move).
        flip: bool,
        /// The coordinates around the board, as the table's `notation` setting says.
        notation: Notation,
        /// The result written under the board once the game is over, in the reader's language.
        result: Option<Msg>,
        /// What the header says instead of the move number (a puzzle's question).
        header: Option<Msg>,
    },
    /// A four-player board; the seat drawn at the bottom when it is not South (the picker shows
    /// the mover's seat there).
    Four(Box<FourView>, Notation, Option<crate::rules::Seat>),
    /// A game review: the evaluation graph and the marked moves, with the words of each mark.
    Review(Box<crate::render::graph::ReviewView>, ReviewWords),
    /// A tournament's standings (with the cross-table of a round robin), its title and column
    /// heads in the reader's language.
    Standings {
        view: Box<crate::render::standings::StandingsView>,
        title: Msg,
        /// Place, name, points, tie-break, games.
        heads: Box<[Msg; 5]>,
    },
}

/// The words of a review picture that depend on the reader's language.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ReviewWords {
    /// One per mark, in the marks' order.
    pub marks: Vec<Msg>,
    /// Who judged the moves, and at what budget.
    pub judge: Option<Msg>,
}

/// A clock as the table wrote it (`45m`, the typed form), in the reader's words (`45分`).
fn clock_in(clock: Option<String>, lang: Lang) -> Option<String> {
    clock.map(|c| match super::command::parse_duration(&c) {
        Ok(seconds) => i18n::words::duration(seconds).to_string_in(lang),
        Err(_) => c,
    })
}

/// A handicap's KIF name (`角落ち`, as the table writes it) in the reader's words.
fn handicap_in(kif: &str, lang: Lang) -> String {
    match crate::rules::handicap::by_kif(kif) {
        Some(h) => i18n::words::handicap(h.name).to_string_in(lang),
        None => kif.to_owned(),
    }
}

/// The renderer's notation for the table's `notation` setting.
pub(super) fn notation_of(settings: &Settings) -> Notation {
    match settings.notation {
        NotationShown::Both => Notation::Both,
        NotationShown::Japanese => Notation::Japanese,
        NotationShown::Western => Notation::Western,
    }
}

impl Picture {
    /// The PNG image, its words in `lang`.
    pub fn to_png(&self, lang: Lang) -> Vec<u8> {
        match self {
            Picture::Two {
                view,
                flip,
                notation,
                result,
                header,
            } => crate::render::two::render_png(
                &BoardView {
                    labels: i18n::labels(lang),
                    header: header.as_ref().map(|h| h.to_string_in(lang)),
                    result_line: result.as_ref().map(|r| r.to_string_in(lang)),
                    clocks: view.clocks.clone().map(|c| clock_in(c, lang)),
                    handicap: view.handicap.as_deref().map(|h| handicap_in(h, lang)),
                    ..(**view).clone()
                },
                &Style {
                    flip: *flip,
                    notation: *notation,
                    ..Style::default()
                },
            ),
            Picture::Four(view, notation, bottom) => crate::render::four::render_png(
                &FourView {
                    labels: i18n::labels(lang),
                    clocks: view.clocks.clone().map(|c| clock_in(c, lang)),
                    ..(**view).clone()
                },
                &Style {
                    notation: *notation,
                    bottom: *bottom,
                    ..Style::default()
                },
            ),
            Picture::Review(view, words) => {
                let mut view = (**view).clone();
                view.labels = i18n::review_labels(lang);
                // The count is known here, so the label takes its plural form (`1 चाल`, `5 चालें`),
                // which a `{n}` template cannot.
                let plies = view.values.len().saturating_sub(1);
                view.labels.moves = msg!("label-review-moves")
                    .with("n", plies)
                    .to_string_in(lang);
                if let Some(judge) = &words.judge {
                    view.labels.judge = judge.to_string_in(lang);
                }
                for (mark, words) in view.marks.iter_mut().zip(&words.marks) {
                    mark.text = words.to_string_in(lang);
                }
                crate::render::graph::render_review_png(&view)
            }
            Picture::Standings { view, title, heads } => {
                let mut view = (**view).clone();
                view.title = title.to_string_in(lang);
                view.heads = heads.each_ref().map(|h| h.to_string_in(lang));
                crate::render::standings::render_standings_png(&view)
            }
        }
    }

    /// How many moves (two players) or actions (four players) the pictured position comes after.
    pub fn ply(&self) -> u32 {
        match self {
            Picture::Two { view, .. } => view.move_number,
            Picture::Four(view, ..) => view.move_number,
            Picture::Review(view, _) => view.values.len().saturating_sub(1) as u32,
            Picture::Standings { .. } => 0,
        }
    }

    /// The last move shown, if any.
    pub fn last_move(&self) -> Option<crate::rules::Move> {
        match self {
            Picture::Two { view, .. } => view.last_move,
            Picture::Four(view, ..) => view.last_move,
            Picture::Review(..) | Picture::Standings { .. } => None,
        }
    }
}

impl Table {
    /// Fills in the picture of every reply that shows the board, from the table as it is now.
    pub(super) fn attach_pictures(
        &self,
        replies: &mut [Reply],
        settings: &Settings,
        now: Timestamp,
    ) {
        for reply in replies.iter_mut().filter(|r| r.board) {
            reply.picture = self.picture(reply, settings, now);
        }
    }

    /// The current game's picture, with the reply's hint, turned as the table's `orientation`
    /// setting says (two players: from the side to move when it is `mover`).
    pub fn picture(&self, reply: &Reply, settings: &Settings, now: Timestamp) -> Option<Picture> {
        let hint = reply.hint_origin.map(|origin| Hint {
            origin,
            targets: reply.hint.iter().copied().collect(),
        });
        let notation = notation_of(settings);
        let left = self.time_left(now).map(super::command::format_duration);
        if let TableGame::Four(game) = self.game()? {
            let names = game.seats.each_ref().map(|p| p.name.as_str());
            let mut view = game.game().view(&names, notation);
            if let (Some(seat), Some(left)) = (game.game().to_move(), left) {
                view.clocks[seat.index()] = Some(left);
            }
            view.hint = hint;
            return Some(Picture::Four(Box::new(view), notation, None));
        }
        let game = self.two()?;
        let mut view = game
            .game()
            .view(&[&game.sente.name, &game.gote.name], notation);
        view.hint = hint;
        // The image names the handicap as players know it (香落ち), and labels 上手 and 下手.
        view.handicap = game.handicap.as_deref().map(|name| {
            crate::rules::handicap::by_name(name)
                .map_or_else(|| name.to_owned(), |h| h.kif.to_owned())
        });
        if let Some(left) = left {
            view.clocks[game.turn().index()] = Some(left);
        }
        let flip = settings.orientation == Orientation::Mover
            && game.result.is_none()
            && game.turn() == crate::rules::Color::Gote;
        if game.result.is_some() {
            view.to_move = None;
        }
        Some(Picture::Two {
            view: Box::new(view),
            flip,
            notation,
            result: game.result.map(|r| describe_result(game, r)),
            header: None,
        })
    }
}
