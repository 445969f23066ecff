//! A game at a table, written once for both variants: [`TableGame<V>`] holds who plays each side
//! ([`Occupant`], one per side in a [`BySide`]), the stored set-up, the clock, how it ended and
//! the rules' game (validated once, when the record is read). [`AnyGame`] is the table's game of
//! either variant, and [`SeatedGame`] the object-safe façade of what the table asks of it.
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | [`TableGame`], its stored form, [`AnyGame`], [`SeatedGame`] |
//! | `variant.rs` | [`TableVariant`]: what the variants do differently (notation, set-up, words) |
//! | `occupant.rs` | [`Occupant`]: a person, the computer, or the computer in a person's place |
//! | `ending.rs` | [`GameEnd`]: why a game ended and every side's place |
//! | `clock.rs` | [`Clock`]: the time per move, reminders, time-outs |
//! | `play.rs` | moves, the computer's answers, resigning, aborting, the clock's tick, a round's deadline |
//! | `two.rs` | what only two-player games have: starts and rules, the external engine, takebacks, impasse |

mod clock;
mod ending;
mod occupant;
mod play;
mod two;
mod variant;

pub use clock::Clock;
pub(crate) use clock::Due;
pub use ending::{GameEnd, Reason};
pub use occupant::{Occupant, COMPUTER_NAME};
pub use two::{corrupt_message, CorruptGame, Start, TwoSetup};
pub use variant::{GameKind, PictureAsk, TableVariant, Words};

use super::tournament::TournamentLink;
use super::{Timestamp, UserId};
use crate::i18n::Msg;
use crate::rules::{yonin, BySide, Game, Move};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A game of variant `V` at a table.
#[derive(Clone)]
pub struct TableGame<V: TableVariant> {
    /// Who plays each side, in turn order (sente first; S, W, N, E).
    pub seats: BySide<V::Side, Occupant>,
    /// What the game was started from.
    pub setup: V::Setup,
    pub clock: Clock,
    /// Whether the result counts for ratings.
    pub rated: bool,
    /// Which game of its kind at this table it is (1 for the first): names its exports.
    pub number: u32,
    /// Who asked to take back the last move, until the opponent answers (two players).
    pub takeback_from: Option<UserId>,
    /// The tournament game it is, if it is one: its result goes to the tournament.
    pub tournament: Option<TournamentLink>,
    /// How it ended, once it has.
    pub end: Option<GameEnd<V::Side, V::EndReason>>,
    /// The rules' game: position, moves and the history repetition is judged from.
    game: V,
}

/// A game as it is stored: its set-up and its moves, replayed through the rules when read, so a
/// record that does not replay is refused as a whole instead of failing later, in the middle of
/// some command.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct Record<V: TableVariant> {
    seats: BySide<V::Side, Occupant>,
    setup: V::Setup,
    moves: Vec<Move>,
    clock: Clock,
    rated: bool,
    number: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    takeback_from: Option<UserId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tournament: Option<TournamentLink>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    end: Option<GameEnd<V::Side, V::EndReason>>,
}

impl<V: TableVariant> TableGame<V> {
    /// A new game from `setup` (already checked by the caller: a start that cannot be played is
    /// refused before a game is made).
    pub fn new(
        seats: BySide<V::Side, Occupant>,
        setup: V::Setup,
        clock: Clock,
        rated: bool,
    ) -> Result<TableGame<V>, CorruptGame> {
        let game = V::new_game(&setup)?;
        Ok(TableGame {
            seats,
            setup,
            clock,
            rated,
            number: 0,
            takeback_from: None,
            tournament: None,
            end: None,
            game,
        })
    }

    /// A game read from its stored set-up and moves; a move the rules refuse makes the whole
    /// record corrupt.
    fn from_record(r: Record<V>) -> Result<TableGame<V>, CorruptGame> {
        let mut game = V::new_game(&r.setup)?;
        for (i, &m) in r.moves.iter().enumerate() {
            game.play(m).map_err(|e| {
                CorruptGame(
                    Msg::new(V::WORDS.corrupt)
                        .with("n", i + 1)
                        .with("move", m.to_string())
                        .with("error", e.to_string()),
                )
            })?;
        }
        Ok(TableGame {
            seats: r.seats,
            setup: r.setup,
            clock: r.clock,
            rated: r.rated,
            number: r.number,
            takeback_from: r.takeback_from,
            tournament: r.tournament,
            end: r.end,
            game,
        })
    }

    /// This game with `moves` played from its start, as a stored record gives them; a move the
    /// rules refuse makes the record corrupt.
    pub(crate) fn replayed(self, moves: &[Move]) -> Result<TableGame<V>, CorruptGame> {
        let record = Record {
            moves: moves.to_vec(),
            ..self.to_record()
        };
        TableGame::from_record(record)
    }

    fn to_record(&self) -> Record<V> {
        Record {
            seats: self.seats.clone(),
            setup: self.setup.clone(),
            moves: self.game.moves().to_vec(),
            clock: self.clock,
            rated: self.rated,
            number: self.number,
            takeback_from: self.takeback_from,
            tournament: self.tournament.clone(),
            end: self.end.clone(),
        }
    }

    /// The rules' game: position, moves, repetition history.
    pub fn game(&self) -> &V {
        &self.game
    }

    /// Replaces the rules' game (a takeback replays it; tests set up positions).
    pub(crate) fn game_mut(&mut self) -> &mut V {
        &mut self.game
    }

    /// The moves (actions) played, in order.
    pub fn moves(&self) -> &[Move] {
        self.game.moves()
    }

    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The side to move while the game is on.
    pub fn to_move(&self) -> Option<V::Side> {
        if self.is_over() {
            return None;
        }
        self.game.to_move()
    }

    /// The side `user` plays now (a side the computer took over is nobody's).
    pub fn side_of(&self, user: UserId) -> Option<V::Side> {
        self.seats.find(|o| o.is(user))
    }

    /// The side `user` sat down at, even if the computer plays it now.
    pub fn seated_side(&self, user: UserId) -> Option<V::Side> {
        self.seats
            .find(|o| o.seated().is_some_and(|p| p.id == user))
    }

    /// The person to move, when a person (not the computer) is to move.
    pub fn person_to_move(&self) -> Option<UserId> {
        let side = self.to_move()?;
        self.seats[side].person().map(|p| p.id)
    }

    /// The side to move and its level, when the computer plays it.
    pub fn computer_to_move(&self) -> Option<(V::Side, u8)> {
        let side = self.to_move()?;
        self.seats[side].computer_level().map(|level| (side, level))
    }

    /// The people playing now, in turn order (whom to notify at the end).
    pub fn people(&self) -> Vec<UserId> {
        self.seats
            .values()
            .iter()
            .filter_map(|o| o.person().map(|p| p.id))
            .collect()
    }

    /// Whether every side has made a move (or action) of its own.
    pub fn every_side_moved(&self) -> bool {
        let Ok(mut replay) = V::new_game(&self.setup) else {
            return false;
        };
        let mut moved = BySide::<V::Side, bool>::default();
        for &m in self.moves() {
            if let Some(side) = replay.to_move() {
                moved[side] = true;
            }
            // The moves were legal when they were stored and replayed when the game was read.
            if replay.play(m).is_err() {
                break;
            }
        }
        moved.all(|&m| m)
    }
}

impl<V: TableVariant> std::fmt::Debug for TableGame<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableGame")
            .field("kind", &V::KIND)
            .field("seats", &self.seats)
            .field("moves", &self.moves())
            .field("end", &self.end)
            .finish_non_exhaustive()
    }
}

/// Two games are the same when their stored forms are: every stored field counts, so a field
/// added later is never forgotten.
impl<V: TableVariant> PartialEq for TableGame<V> {
    fn eq(&self, other: &TableGame<V>) -> bool {
        serde_json::to_vec(self).ok() == serde_json::to_vec(other).ok()
    }
}

impl<V: TableVariant> Serialize for TableGame<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_record().serialize(s)
    }
}

impl<'de, V: TableVariant> Deserialize<'de> for TableGame<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TableGame<V>, D::Error> {
        let record = Record::<V>::deserialize(d)?;
        TableGame::from_record(record).map_err(serde::de::Error::custom)
    }
}

/// A table's game of either variant: the one enum over them, whose [`AnyGame::as_dyn`] gives
/// what the table asks of any game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnyGame {
    /// 将棋: two players.
    Two(Box<TableGame<Game>>),
    /// 四人将棋 (yonin shogi): four players.
    Four(Box<TableGame<yonin::Game>>),
}

/// A variant's own games among [`AnyGame`]s: `table.game_as::<Game>()`.
pub trait Of: TableVariant {
    fn of(game: &AnyGame) -> Option<&TableGame<Self>>;
    fn of_mut(game: &mut AnyGame) -> Option<&mut TableGame<Self>>;
    fn any(game: TableGame<Self>) -> AnyGame;
}

impl Of for Game {
    fn of(game: &AnyGame) -> Option<&TableGame<Game>> {
        match game {
            AnyGame::Two(g) => Some(g),
            AnyGame::Four(_) => None,
        }
    }
    fn of_mut(game: &mut AnyGame) -> Option<&mut TableGame<Game>> {
        match game {
            AnyGame::Two(g) => Some(g),
            AnyGame::Four(_) => None,
        }
    }
    fn any(game: TableGame<Game>) -> AnyGame {
        AnyGame::Two(Box::new(game))
    }
}

impl Of for yonin::Game {
    fn of(game: &AnyGame) -> Option<&TableGame<yonin::Game>> {
        match game {
            AnyGame::Four(g) => Some(g),
            AnyGame::Two(_) => None,
        }
    }
    fn of_mut(game: &mut AnyGame) -> Option<&mut TableGame<yonin::Game>> {
        match game {
            AnyGame::Four(g) => Some(g),
            AnyGame::Two(_) => None,
        }
    }
    fn any(game: TableGame<yonin::Game>) -> AnyGame {
        AnyGame::Four(Box::new(game))
    }
}

impl AnyGame {
    /// What the table asks of a game, whichever its variant.
    pub fn as_dyn(&self) -> &dyn SeatedGame {
        match self {
            AnyGame::Two(g) => &**g,
            AnyGame::Four(g) => &**g,
        }
    }

    /// [`AnyGame::as_dyn`], to change the game.
    pub fn as_dyn_mut(&mut self) -> &mut dyn SeatedGame {
        match self {
            AnyGame::Two(g) => &mut **g,
            AnyGame::Four(g) => &mut **g,
        }
    }

    /// The variant's own game, if it is one of `V`.
    pub fn get<V: Of>(&self) -> Option<&TableGame<V>> {
        V::of(self)
    }

    pub fn get_mut<V: Of>(&mut self) -> Option<&mut TableGame<V>> {
        V::of_mut(self)
    }
}

impl<V: Of> From<TableGame<V>> for AnyGame {
    fn from(game: TableGame<V>) -> AnyGame {
        V::any(game)
    }
}

/// What the table needs of a game of either variant, without knowing which (object-safe, so that
/// [`AnyGame`] matches on its variant once, in [`AnyGame::as_dyn`]).
pub trait SeatedGame {
    fn kind(&self) -> GameKind;
    /// Moves (two players) or actions (four players) played so far.
    fn ply(&self) -> usize;
    fn is_over(&self) -> bool;
    /// Which game of its kind at its table it is.
    fn number(&self) -> u32;
    /// The players for a sentence (`alice`, `bob`; or the four seats), in turn order.
    fn names(&self) -> Vec<Msg>;
    /// The players' names as records and listings keep them, in turn order.
    fn plain_names(&self) -> Vec<String>;
    /// Whether `user` plays a side now.
    fn has_person(&self, user: UserId) -> bool;
    /// Whether `user` sat down at this game, even if the computer plays their side now.
    fn was_seated(&self, user: UserId) -> bool;
    /// The person to move, when a person is to move.
    fn person_to_move(&self) -> Option<UserId>;
    /// `board`'s sentence: who plays, the move number and who is to move; or the result.
    fn status(&self) -> Msg;
    /// The result in words, once the game is over.
    fn result(&self) -> Option<Msg>;
    /// The tournament game it is, if it is one.
    fn tournament(&self) -> Option<&TournamentLink>;
    /// Every side's person (or none for a computer) and place, once it ended with places.
    fn places(&self) -> Option<Vec<(Occupant, u8)>>;
    /// When the clock next needs a tick, while a person is to move.
    fn next_deadline(&self) -> Option<Timestamp>;
    /// Seconds left to the person to move.
    fn time_left(&self, now: Timestamp) -> Option<u64>;
    /// The picker's stamp of the position: ply and check.
    fn stamp(&self) -> (u32, u32);
    /// What `/move` autocomplete offers for `typed`.
    fn suggestions(&self, typed: &str, limit: usize) -> Vec<String>;
    /// The board as the table shows it.
    fn picture(&self, ask: PictureAsk<'_>) -> crate::table::Picture;
    /// The game as a record file in `format`; `None` when the format is not for this variant.
    fn record(
        &self,
        format: crate::notation::ExportFormat,
        names: &[String],
    ) -> Result<Option<Vec<u8>>, crate::table::TableError>;
    /// The players' names as a record written in `lang` gives them (`alice (computer)` for a
    /// seat the computer took over, `shogiban (west, level 3)`), in turn order.
    fn names_in(&self, lang: crate::i18n::Lang) -> Vec<String>;
    /// The opening post of a game just seated (the computer's first moves played).
    fn opening(
        &mut self,
        now: Timestamp,
        ctx: &crate::table::Context<'_>,
    ) -> Result<crate::table::Reply, crate::table::TableError>;
    /// A move typed by `actor`.
    fn play_typed(
        &mut self,
        actor: &crate::table::Actor,
        text: &str,
        now: Timestamp,
        ctx: &crate::table::Context<'_>,
    ) -> Result<Vec<crate::table::Reply>, crate::table::TableError>;
    /// `resign` (two players), or handing the seat to the computer (four).
    fn resign(
        &mut self,
        actor: &crate::table::Actor,
        now: Timestamp,
        ctx: &crate::table::Context<'_>,
    ) -> Result<Vec<crate::table::Reply>, crate::table::TableError>;
    /// `abort`.
    fn abort(
        &mut self,
        actor: &crate::table::Actor,
    ) -> Result<Vec<crate::table::Reply>, crate::table::TableError>;
    /// `hint`.
    fn hint(
        &self,
        target: crate::table::command::HintTarget,
    ) -> Result<Vec<crate::table::Reply>, crate::table::TableError>;
    /// The clock at `now`.
    fn tick(&mut self, now: Timestamp, ctx: &crate::table::Context<'_>)
        -> Vec<crate::table::Reply>;
    /// A tournament round's deadline: the game is scored as its clocks stand.
    fn end_at_round_deadline(&mut self) -> crate::table::Reply;
    /// Every legal move of the side to move.
    fn legal(&self) -> Vec<Move>;
    /// The picker's option lists: the pieces that can move, or the moves of the piece at `origin`.
    fn pick_lists(
        &self,
        origin: Option<crate::render::HintOrigin>,
        notation: crate::table::settings::NotationShown,
    ) -> Vec<crate::table::picker::OptionList>;
    /// Whoever is to move: their name as stored, and in a sentence.
    fn mover(&self) -> Option<(String, Msg)>;
}

impl<V: TableVariant> SeatedGame for TableGame<V> {
    fn kind(&self) -> GameKind {
        V::KIND
    }
    fn ply(&self) -> usize {
        self.moves().len()
    }
    fn is_over(&self) -> bool {
        TableGame::is_over(self)
    }
    fn number(&self) -> u32 {
        self.number
    }
    fn names(&self) -> Vec<Msg> {
        super::text::names(self)
    }
    fn plain_names(&self) -> Vec<String> {
        self.seats
            .values()
            .iter()
            .map(|o| o.plain_name().to_owned())
            .collect()
    }
    fn has_person(&self, user: UserId) -> bool {
        self.side_of(user).is_some()
    }
    fn was_seated(&self, user: UserId) -> bool {
        self.seated_side(user).is_some()
    }
    fn person_to_move(&self) -> Option<UserId> {
        TableGame::person_to_move(self)
    }
    fn status(&self) -> Msg {
        super::text::status(self)
    }
    fn result(&self) -> Option<Msg> {
        self.end.as_ref().map(|end| super::text::result(self, end))
    }
    fn tournament(&self) -> Option<&TournamentLink> {
        self.tournament.as_ref()
    }
    fn places(&self) -> Option<Vec<(Occupant, u8)>> {
        let places = self.end.as_ref()?.places.as_ref()?;
        Some(
            self.seats
                .iter()
                .map(|(side, o)| (o.clone(), places[side]))
                .collect(),
        )
    }
    fn next_deadline(&self) -> Option<Timestamp> {
        self.person_to_move()?;
        self.clock.next()
    }
    fn time_left(&self, now: Timestamp) -> Option<u64> {
        self.person_to_move()?;
        self.clock.left(now)
    }
    fn stamp(&self) -> (u32, u32) {
        (self.moves().len() as u32, self.game.position_check())
    }
    fn suggestions(&self, typed: &str, limit: usize) -> Vec<String> {
        crate::notation::suggest::texts(&self.game, typed, limit)
    }
    fn picture(&self, ask: PictureAsk<'_>) -> crate::table::Picture {
        V::picture(self, ask)
    }
    fn record(
        &self,
        format: crate::notation::ExportFormat,
        names: &[String],
    ) -> Result<Option<Vec<u8>>, crate::table::TableError> {
        V::record(self, format, names)
    }
    fn names_in(&self, lang: crate::i18n::Lang) -> Vec<String> {
        self.seats
            .iter()
            .map(|(side, _)| V::name(self, side).to_string_in(lang))
            .collect()
    }
    fn opening(
        &mut self,
        now: Timestamp,
        ctx: &crate::table::Context<'_>,
    ) -> Result<crate::table::Reply, crate::table::TableError> {
        TableGame::opening(self, now, ctx)
    }
    fn play_typed(
        &mut self,
        actor: &crate::table::Actor,
        text: &str,
        now: Timestamp,
        ctx: &crate::table::Context<'_>,
    ) -> Result<Vec<crate::table::Reply>, crate::table::TableError> {
        TableGame::play_typed(self, actor, text, now, ctx)
    }
    fn resign(
        &mut self,
        actor: &crate::table::Actor,
        now: Timestamp,
        ctx: &crate::table::Context<'_>,
    ) -> Result<Vec<crate::table::Reply>, crate::table::TableError> {
        TableGame::resign(self, actor, now, ctx)
    }
    fn abort(
        &mut self,
        actor: &crate::table::Actor,
    ) -> Result<Vec<crate::table::Reply>, crate::table::TableError> {
        TableGame::abort(self, actor)
    }
    fn hint(
        &self,
        target: crate::table::command::HintTarget,
    ) -> Result<Vec<crate::table::Reply>, crate::table::TableError> {
        TableGame::hint(self, target)
    }
    fn tick(
        &mut self,
        now: Timestamp,
        ctx: &crate::table::Context<'_>,
    ) -> Vec<crate::table::Reply> {
        TableGame::tick(self, now, ctx)
    }
    fn end_at_round_deadline(&mut self) -> crate::table::Reply {
        TableGame::end_at_round_deadline(self)
    }
    fn legal(&self) -> Vec<Move> {
        self.game.legal_moves()
    }
    fn pick_lists(
        &self,
        origin: Option<crate::render::HintOrigin>,
        notation: crate::table::settings::NotationShown,
    ) -> Vec<crate::table::picker::OptionList> {
        use crate::table::picker::{move_lists, piece_lists};
        match origin {
            None => piece_lists(&self.game, notation),
            Some(o) => move_lists(&self.game, o, notation),
        }
    }
    fn mover(&self) -> Option<(String, Msg)> {
        let side = self.to_move()?;
        Some((
            self.seats[side].plain_name().to_owned(),
            V::name(self, side),
        ))
    }
}
