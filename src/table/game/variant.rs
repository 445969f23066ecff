//! [`TableVariant`]: what a table needs of a variant beyond the rules' [`Variant`] — its stored
//! set-up, its notation, its computer, its words and its picture — so that a table's game
//! ([`super::TableGame`]) is written once for two and four players. Only what the variants
//! really do differently lives in the two impls below.

use super::ending::{GameEnd, Reason};
use super::two::{CorruptGame, TwoSetup};
use super::TableGame;
use crate::engine::Builtin;
use crate::i18n::{words, Msg, MsgId};
use crate::notation::suggest::Suggest;
use crate::notation::ExportFormat;
use crate::render::{Drawn, HintOrigin};
use crate::rules::{yonin, BySide, Color, Game, Move, Seat, Square, Variant};
use crate::table::command::HintTarget;
use crate::table::error::MoveRefusal;
use crate::table::picker::PickBoard;
use crate::table::settings::NotationShown;
use crate::table::{Context, Picture, TableError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Which variant a game is, without its data (shakmaty's fieldless `Variant`): names exports,
/// numbers games and keys picker ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// 将棋: two players.
    Two,
    /// 四人将棋 (yonin shogi): four players.
    Four,
}

/// The catalogue messages whose sentence differs between the variants (a two-player sentence
/// names a player, a four-player one a seat too); the code that says them is written once.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    /// `{ $who } played { $move }.`
    pub played: MsgId,
    /// `{ $who } to move`, with `$check` (`yes`/`no`) where one message says both.
    pub to_move: MsgId,
    /// The same with a check warning.
    pub check_to_move: MsgId,
    /// The clock's reminder, with `$name`, `$seat` and `$left`.
    pub remind: MsgId,
    /// Why a stored game is corrupt: its move (action) `$n`, `$move`, was refused (`$error`).
    pub corrupt: MsgId,
}

/// A variant as a table plays it.
pub trait TableVariant: Variant + Drawn + Suggest + PickBoard + Builtin {
    const KIND: GameKind;
    /// Whether `resign` ends the game (two players). Four-player shogi has no resignation: a
    /// person who wants out, or whose time runs out, hands their seat to the computer.
    const RESIGNS: bool;
    const WORDS: Words;
    /// What a game is started from, as it is stored (a start position and rules, or the §10
    /// switches).
    type Setup: Clone + std::fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// Why the rules ended a game, as it is stored.
    type EndReason: Copy + std::fmt::Debug + Eq + Serialize + DeserializeOwned + Send + Sync;

    /// The rules' game at the start of `setup`; a start that cannot be played is a corrupt game.
    fn new_game(setup: &Self::Setup) -> Result<Self, CorruptGame>;
    /// The rules' verdict as the table keeps it.
    fn end_of(outcome: Self::Outcome) -> GameEnd<Self::Side, Self::EndReason>;
    /// A move typed in any notation of the variant.
    fn parse_move(&self, text: &str) -> Result<Move, MoveRefusal>;
    /// `m` (about to be played) for an announcement, in the notation the table shows.
    fn write_move(&self, m: Move, shown: NotationShown) -> String;
    /// The eliminations so far, in order: the side eliminated and the side credited (none with
    /// two players, whose game ends at the first mate).
    fn eliminations(&self) -> Vec<(Self::Side, Self::Side)>;
    /// Why the rules refused a move, as a table refusal.
    fn illegal(e: Self::Error) -> MoveRefusal;
    /// The side's name (`sente`, `south`).
    fn side_name(side: Self::Side) -> Msg;
    /// Why the game ended, in words (`by checkmate`, `two eliminations`).
    fn how(reason: Reason<Self::EndReason>) -> Msg;
    /// `hint`: the sentence, the origin and its legal destinations.
    fn hint(&self, target: HintTarget) -> Result<(Msg, HintOrigin, Vec<Square>), TableError>;
    /// A check of the position for picker ids: enough to tell a position after a takeback from
    /// the one before it.
    fn position_check(&self) -> u32;
    /// The seed of the built-in computer's move for `side`.
    fn computer_seed(game: &TableGame<Self>, side: Self::Side) -> u64;
    /// A move of an external engine, where one plays `level` in this variant; `None` for the
    /// built-in player.
    fn strong_move(game: &TableGame<Self>, level: u8, ctx: &Context<'_>) -> Option<Move> {
        let _ = (game, level, ctx);
        None
    }
    /// `side`'s occupant by name (`alice`, `shogiban (west, level 3)`, `alice (computer)`).
    fn name(game: &TableGame<Self>, side: Self::Side) -> Msg;
    /// Who `side`'s occupant is in a sentence (`alice`, `alice (south)`).
    fn who(game: &TableGame<Self>, side: Self::Side) -> Msg;
    /// `side`'s occupant in a list of the players (`alice`; `alice (south)`, `shogiban (west, level 3)`).
    fn listed(game: &TableGame<Self>, side: Self::Side) -> Msg;
    /// `board`'s sentence while the game is on: who plays, the move number, who is to move.
    fn status_words(game: &TableGame<Self>) -> Msg;
    /// The result in words (a winner, or a ranking of four), once it ended with places.
    fn result_words(game: &TableGame<Self>, end: &GameEnd<Self::Side, Self::EndReason>) -> Msg;
    /// The first words of a new game: who plays, with what.
    fn game_on(game: &TableGame<Self>) -> Vec<Msg>;
    /// Who moves first in a new game; `None` where the computer's first moves say it.
    fn first_to_move(game: &TableGame<Self>, side: Self::Side) -> Option<Msg>;
    /// The board as the table shows it: the view, the names in the reader's language, the clock
    /// of the person to move (`left`, seconds) and, once over, the result.
    fn picture(game: &TableGame<Self>, view: PictureAsk<'_>) -> Picture;
    /// The game as a record file in `format` with the players `names` (in turn order), or `None`
    /// when the format is not for this variant.
    fn record(
        game: &TableGame<Self>,
        format: ExportFormat,
        names: &[String],
    ) -> Result<Option<Vec<u8>>, TableError>;
}

/// What a picture of a table's game is asked to show besides the game.
#[derive(Clone, Copy, Debug)]
pub struct PictureAsk<'a> {
    pub settings: &'a crate::table::Settings,
    /// Seconds left to the person to move, when the clock runs.
    pub left: Option<u64>,
    /// A piece's legal destinations to mark (`hint`, the picker).
    pub hint: Option<(HintOrigin, &'a [Square])>,
    /// Drawn from the mover's side (the picker), whatever the `orientation` setting says.
    pub from_mover: bool,
}

impl TableVariant for Game {
    const KIND: GameKind = GameKind::Two;
    const RESIGNS: bool = true;
    const WORDS: Words = Words {
        played: msg_id!("play-played"),
        to_move: msg_id!("play-to-move"),
        check_to_move: msg_id!("play-check-to-move"),
        remind: msg_id!("clock-remind"),
        corrupt: msg_id!("corrupt-move"),
    };
    type Setup = TwoSetup;
    type EndReason = crate::rules::EndReason;

    fn new_game(setup: &TwoSetup) -> Result<Game, CorruptGame> {
        Ok(Game::new(setup.start.position()?, setup.rules))
    }

    fn end_of(o: crate::rules::Outcome) -> GameEnd<Color, crate::rules::EndReason> {
        GameEnd {
            reason: Reason::Rules(o.reason),
            places: Some(BySide::from_fn(|c| match o.winner {
                Some(w) if w != c => 2,
                _ => 1,
            })),
        }
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveRefusal> {
        crate::notation::parse_move(text, self.position(), self.moves().last().copied())
            .map_err(MoveRefusal::from)
    }

    fn illegal(e: crate::rules::PlayError) -> MoveRefusal {
        MoveRefusal::Rules(e)
    }

    fn write_move(&self, m: Move, shown: NotationShown) -> String {
        crate::table::text::write_move(self.position(), m, self.moves().last().copied(), shown)
    }

    fn eliminations(&self) -> Vec<(Color, Color)> {
        Vec::new()
    }

    fn side_name(side: Color) -> Msg {
        words::color(side)
    }

    fn how(reason: Reason<crate::rules::EndReason>) -> Msg {
        use crate::rules::EndReason as R;
        Msg::new(match reason {
            Reason::Rules(R::Checkmate) => msg_id!("how-checkmate"),
            Reason::Rules(R::NoLegalMoves) => msg_id!("how-no-legal-moves"),
            Reason::Rules(R::Repetition) => msg_id!("how-repetition"),
            Reason::Rules(R::PerpetualCheck) => msg_id!("how-perpetual-check"),
            Reason::Rules(R::MoveLimit) => msg_id!("how-move-limit"),
            Reason::Rules(R::Impasse) => msg_id!("how-impasse"),
            Reason::Resignation => msg_id!("how-resignation"),
            // At a round's deadline the player to move loses on time.
            Reason::Timeout | Reason::RoundDeadline => msg_id!("how-timeout"),
            Reason::Aborted => msg_id!("result-aborted"),
        })
    }

    fn hint(&self, target: HintTarget) -> Result<(Msg, HintOrigin, Vec<Square>), TableError> {
        crate::table::hint::hint_in(self.position(), target)
    }

    fn position_check(&self) -> u32 {
        self.position().key() as u32
    }

    fn computer_seed(game: &TableGame<Game>, side: Color) -> u64 {
        // The built-in player is deterministic: the same game and level give the same move.
        let opponent = game.seats[side.opponent()].seated().map_or(0, |p| p.id.0);
        game.moves().len() as u64 ^ opponent
    }

    fn strong_move(game: &TableGame<Game>, level: u8, ctx: &Context<'_>) -> Option<Move> {
        super::two::external_move(game, level, ctx)
    }

    fn name(game: &TableGame<Game>, side: Color) -> Msg {
        Msg::raw(game.seats[side].plain_name())
    }

    fn who(game: &TableGame<Game>, side: Color) -> Msg {
        Self::name(game, side)
    }

    fn listed(game: &TableGame<Game>, side: Color) -> Msg {
        Self::who(game, side)
    }

    fn status_words(game: &TableGame<Game>) -> Msg {
        let pos = game.game().position();
        msg!("status-two")
            .with("sente", Self::who(game, Color::Sente))
            .with("gote", Self::who(game, Color::Gote))
            .with("move", game.moves().len() + 1)
            .with("to_move", Self::who(game, pos.turn()))
            .with("check", if pos.is_check() { "yes" } else { "no" })
    }

    fn result_words(game: &TableGame<Game>, end: &GameEnd<Color, crate::rules::EndReason>) -> Msg {
        let how = Self::how(end.reason);
        match end.winner() {
            Some(c) => msg!("result-win")
                .with("name", Self::who(game, c))
                .with("how", how),
            None => msg!("result-draw").with("how", how),
        }
    }

    fn game_on(game: &TableGame<Game>) -> Vec<Msg> {
        vec![super::two::game_on(game)]
    }

    fn first_to_move(game: &TableGame<Game>, side: Color) -> Option<Msg> {
        let person = game.seats[side].person().is_some();
        person.then(|| msg!("play-to-move").with("name", Self::who(game, side)))
    }

    fn picture(game: &TableGame<Game>, ask: PictureAsk<'_>) -> Picture {
        crate::table::picture::two(game, ask)
    }

    fn record(
        game: &TableGame<Game>,
        format: ExportFormat,
        names: &[String],
    ) -> Result<Option<Vec<u8>>, TableError> {
        Ok(crate::table::export::two_record(game, names).to_format(format))
    }
}

impl TableVariant for yonin::Game {
    const KIND: GameKind = GameKind::Four;
    const RESIGNS: bool = false;
    const WORDS: Words = Words {
        played: msg_id!("lobby-played"),
        to_move: msg_id!("lobby-to-move"),
        check_to_move: msg_id!("lobby-to-move"),
        remind: msg_id!("clock-remind-four"),
        corrupt: msg_id!("corrupt-action"),
    };
    type Setup = yonin::Settings;
    type EndReason = yonin::EndReason;

    fn new_game(setup: &yonin::Settings) -> Result<yonin::Game, CorruptGame> {
        Ok(yonin::Game::new(*setup))
    }

    fn end_of(o: yonin::Standings) -> GameEnd<Seat, yonin::EndReason> {
        GameEnd {
            reason: Reason::Rules(o.reason),
            places: BySide::from_vec(o.places.to_vec()),
        }
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveRefusal> {
        // Any four-player notation: `5g5f`, `G-5h`, `金58`, with or without the seat marker.
        crate::notation::four::parse(text, self).map_err(MoveRefusal::from)
    }

    fn illegal(e: yonin::IllegalMove) -> MoveRefusal {
        MoveRefusal::FourNotation(crate::notation::four::FourMoveError::Illegal(e))
    }

    fn write_move(&self, m: Move, shown: NotationShown) -> String {
        use crate::notation::four::{write, FourNotation};
        match shown {
            NotationShown::Both => format!(
                "{} ({})",
                write(self, m, FourNotation::Japanese),
                write(self, m, FourNotation::Western)
            ),
            NotationShown::Japanese => write(self, m, FourNotation::Japanese),
            NotationShown::Western => write(self, m, FourNotation::Western),
        }
    }

    fn eliminations(&self) -> Vec<(Seat, Seat)> {
        yonin::Game::eliminations(self)
            .into_iter()
            .map(|e| (e.seat, e.by))
            .collect()
    }

    fn side_name(side: Seat) -> Msg {
        words::seat(side)
    }

    fn how(reason: Reason<yonin::EndReason>) -> Msg {
        use yonin::EndReason as R;
        Msg::new(match reason {
            Reason::Rules(R::TwoEliminations) => msg_id!("four-end-two-eliminations"),
            Reason::Rules(R::LastSurvivor) => msg_id!("four-end-last-survivor"),
            Reason::Rules(R::Repetition) => msg_id!("four-end-repetition"),
            Reason::Rules(R::Team) => msg_id!("four-end-team"),
            Reason::RoundDeadline | Reason::Timeout => msg_id!("four-end-round-deadline"),
            Reason::Resignation => msg_id!("how-resignation"),
            Reason::Aborted => msg_id!("result-aborted"),
        })
    }

    fn hint(&self, target: HintTarget) -> Result<(Msg, HintOrigin, Vec<Square>), TableError> {
        crate::table::hint::hint_in_four(self, target)
    }

    fn position_check(&self) -> u32 {
        // No takebacks with four players: the ply says it all.
        0
    }

    fn computer_seed(game: &TableGame<yonin::Game>, side: Seat) -> u64 {
        (game.moves().len() as u64) << 2 | side.index() as u64
    }

    fn name(game: &TableGame<yonin::Game>, side: Seat) -> Msg {
        crate::table::text::occupant_name(&game.seats[side], side)
    }

    fn who(game: &TableGame<yonin::Game>, side: Seat) -> Msg {
        crate::table::text::seat_holder(&game.seats[side], side)
    }

    fn listed(game: &TableGame<yonin::Game>, side: Seat) -> Msg {
        crate::table::text::seat_listed(&game.seats[side], side)
    }

    fn status_words(game: &TableGame<yonin::Game>) -> Msg {
        let engine = game.game();
        match engine.to_move() {
            Some(s) => msg!("status-four")
                .with("players", crate::table::text::names(game))
                .with("action", engine.ply() + 1)
                .with("who", Self::who(game, s))
                .with(
                    "check",
                    if engine.in_check().contains(&s) {
                        "yes"
                    } else {
                        "no"
                    },
                ),
            None => msg!("raw").with("text", crate::table::text::names(game)),
        }
    }

    fn result_words(game: &TableGame<yonin::Game>, end: &GameEnd<Seat, yonin::EndReason>) -> Msg {
        let Some(places) = &end.places else {
            return msg!("result-aborted");
        };
        let mut order: Vec<Seat> = Seat::ALL.to_vec();
        order.sort_by_key(|s| places[*s]);
        let places: Vec<Msg> = order
            .iter()
            .map(|&s| {
                msg!("result-four-place")
                    .with("place", places[s])
                    .with("name", crate::table::text::occupant_name(&game.seats[s], s))
            })
            .collect();
        msg!("result-four")
            .with("reason", Self::how(end.reason))
            .with("places", places)
    }

    fn game_on(game: &TableGame<yonin::Game>) -> Vec<Msg> {
        vec![msg!("lobby-game-on").with("players", crate::table::text::names(game))]
    }

    fn first_to_move(game: &TableGame<yonin::Game>, side: Seat) -> Option<Msg> {
        Some(msg!("lobby-moves-first").with("who", Self::who(game, side)))
    }

    fn picture(game: &TableGame<yonin::Game>, ask: PictureAsk<'_>) -> Picture {
        crate::table::picture::four(game, ask)
    }

    fn record(
        game: &TableGame<yonin::Game>,
        format: ExportFormat,
        names: &[String],
    ) -> Result<Option<Vec<u8>>, TableError> {
        crate::table::export::four_record(game, format, names)
    }
}
