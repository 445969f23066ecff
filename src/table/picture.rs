//! The picture of a reply: what the board image shows, taken from the table in the same step as the
//! reply's text. Shared by every adapter (terminal and Discord) so that they show the same thing,
//! and drawn only when an adapter wants the PNG ([`Picture::to_png`]).

use super::game::{PictureAsk, TableGame, TableVariant};
use super::settings::{NotationShown, Orientation, Settings};
use crate::i18n::{self, Lang, Msg};
use crate::render::{BoardView, Drawn, FourView, Hint, Notation, Style};
use crate::rules::{yonin, Color, Game, Seat};

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
        /// The players' names, sente first, written in the reader's language when drawn (the
        /// computer's with its level); empty to keep the view's.
        #[serde(default)]
        names: Vec<Msg>,
    },
    /// A four-player board.
    Four {
        view: Box<FourView>,
        notation: Notation,
        /// The seat drawn at the bottom when it is not South (the picker shows the mover's seat
        /// there).
        bottom: Option<Seat>,
        /// The players' names by seat, written in the reader's language when drawn.
        names: Vec<Msg>,
    },
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
                names,
            } => crate::render::two::render_png(
                &BoardView {
                    labels: i18n::labels(lang),
                    names: names_in(names, lang).unwrap_or_else(|| view.names.clone()),
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
            Picture::Four {
                view,
                notation,
                bottom,
                names,
            } => crate::render::four::render_png(
                &FourView {
                    labels: i18n::labels(lang),
                    names: names_in(names, lang).unwrap_or_else(|| view.names.clone()),
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
            Picture::Four { view, .. } => view.move_number,
            Picture::Review(view, _) => view.values.len().saturating_sub(1) as u32,
            Picture::Standings { .. } => 0,
        }
    }

    /// The last move shown, if any.
    pub fn last_move(&self) -> Option<crate::rules::Move> {
        match self {
            Picture::Two { view, .. } => view.last_move,
            Picture::Four { view, .. } => view.last_move,
            Picture::Review(..) | Picture::Standings { .. } => None,
        }
    }
}

/// `names` written in `lang`, as many as the board has sides; `None` when there are none.
fn names_in<const N: usize>(names: &[Msg], lang: Lang) -> Option<[String; N]> {
    let written: Vec<String> = names.iter().map(|n| n.to_string_in(lang)).collect();
    written.try_into().ok()
}

/// A clock left as the reader reads it: `45m` in words of their language (`45分`).
fn left_words(left: Option<u64>) -> Option<String> {
    left.map(super::command::format_duration)
}

/// The picture of a two-player game.
pub(super) fn two(game: &TableGame<Game>, ask: PictureAsk<'_>) -> Picture {
    let settings = ask.settings;
    let notation = notation_of(settings);
    let plain = game.seats.map(|_, o| o.plain_name().to_owned());
    let mut view = game
        .game()
        .view(&[&plain[Color::Sente], &plain[Color::Gote]], notation);
    if let Some((origin, targets)) = ask.hint {
        view.hint = Some(Hint {
            origin,
            targets: targets.iter().copied().collect(),
        });
    }
    // The image names the handicap as players know it (香落ち), and labels 上手 and 下手.
    view.handicap = game.setup.handicap.as_deref().map(|name| {
        crate::rules::handicap::by_name(name).map_or_else(|| name.to_owned(), |h| h.kif.to_owned())
    });
    let over = game.is_over();
    if let Some(left) = left_words(ask.left).filter(|_| !over) {
        view.clocks[game.turn().index()] = Some(left);
    }
    let flip = !over
        && game.turn() == Color::Gote
        && (ask.from_mover || settings.orientation == Orientation::Mover);
    if over {
        view.to_move = None;
    }
    let names = Color::ALL
        .iter()
        .map(|&c| match game.seats[c].computer_level() {
            Some(level) => msg!("computer-name")
                .with("bot", super::game::COMPUTER_NAME)
                .with("level", level),
            None => Game::listed(game, c),
        })
        .collect();
    Picture::Two {
        view: Box::new(view),
        flip,
        notation,
        result: game.end.as_ref().map(|end| super::text::result(game, end)),
        header: None,
        names,
    }
}

/// The picture of a four-player game.
pub(super) fn four(game: &TableGame<yonin::Game>, ask: PictureAsk<'_>) -> Picture {
    let notation = notation_of(ask.settings);
    let plain = game.seats.map(|_, o| o.plain_name().to_owned());
    let names: Vec<&str> = plain.values().iter().map(String::as_str).collect();
    let mut view = game.game().view(&names, notation);
    if let (Some(seat), Some(left)) = (game.to_move(), left_words(ask.left)) {
        view.clocks[seat.index()] = Some(left);
    }
    if let Some((origin, targets)) = ask.hint {
        view.hint = Some(Hint {
            origin,
            targets: targets.iter().copied().collect(),
        });
    }
    let names = Seat::ALL
        .iter()
        .map(|&s| super::text::occupant_name(&game.seats[s], s))
        .collect();
    Picture::Four {
        view: Box::new(view),
        notation,
        bottom: if ask.from_mover { game.to_move() } else { None },
        names,
    }
}
