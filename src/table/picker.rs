//! Click to move: the player to move picks a piece, then a square, and the move is
//! played — no notation typed. Pure and read-only; the third step plays through the same path as
//! a typed move.
//!
//! 1. [`AnyGame::pick_piece`]: the mover's pieces that have a legal move, board pieces by square
//!    (value: the USI square, `7g`) and hand pieces by kind (value: the drop letter, `B*`).
//! 2. [`AnyGame::pick_square`]: that piece's legal moves (value: the USI move, `7g7f`, `8h2b+`,
//!    `B*5e`); promotion and non-promotion are two options where both are legal; the picture marks
//!    the destinations as `hint` does.
//! 3. [`TableCommand::MoveAt`](super::command::TableCommand::MoveAt): the move, refused with [`TableError::PositionChanged`] unless the game
//!    is still at the position the picker showed. Checked in [`Table::handle`], under the table's
//!    lock; steps 1 and 2 read a snapshot and their checks are only a courtesy.
//!
//! Nothing is kept between the steps: every component carries a [`Pick`] id (the table, the game,
//! its ply and a check of the position), so a restart between two clicks loses nothing.
//!
//! The steps are read from the game in play ([`AnyGame::pick_piece`], …), never the table's
//! other fields.

use super::game::PictureAsk;
use super::settings::{NotationShown, Settings};
use super::{AnyGame, GameKind, Picture, Table, TableError, TableId, Timestamp, UserId};
use crate::i18n::{words, Msg};
use crate::render::HintOrigin;
use crate::rules::{yonin, Game, Move, Position, Role, Square};
use std::fmt;

/// The most options one list holds (a Discord select menu holds 25).
pub const MAX_OPTIONS: usize = 25;
/// The most lists of one step: Discord shows five action rows, and step 2 keeps one for Back.
pub const MAX_LISTS: usize = 4;
/// The longest [`Pick`] id: Discord allows 100 characters, and the adapter adds a short prefix.
pub const MAX_ID: usize = 90;

/// One of the table's games: two-player and four-player games are numbered apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct GameRef {
    pub four: bool,
    /// Which game of its kind at this table (1 for the first).
    pub number: u32,
}

/// The position a picker was opened on: the game, its ply (moves or actions played) and a check
/// of the position itself (two players: 32 bits of its hash, which tells a position after a
/// takeback from the one before it; four players have no takebacks, so the ply says it all).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stamp {
    pub game: GameRef,
    pub ply: u32,
    pub check: u32,
}

impl fmt::Display for GameRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", if self.four { 4 } else { 2 }, self.number)
    }
}

impl std::str::FromStr for GameRef {
    type Err = ();

    fn from_str(s: &str) -> Result<GameRef, ()> {
        let (kind, number) = s.split_once('.').ok_or(())?;
        let four = match kind {
            "2" => false,
            "4" => true,
            _ => return Err(()),
        };
        Ok(GameRef {
            four,
            number: number_of(number)?,
        })
    }
}

impl fmt::Display for Stamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{:08x}", self.game, self.ply, self.check)
    }
}

impl std::str::FromStr for Stamp {
    type Err = ();

    fn from_str(s: &str) -> Result<Stamp, ()> {
        let mut parts = s.splitn(3, '.');
        let (kind, number, rest) = (parts.next(), parts.next(), parts.next());
        let game: GameRef = format!("{}.{}", kind.ok_or(())?, number.ok_or(())?).parse()?;
        let (ply, check) = rest.ok_or(())?.split_once('.').ok_or(())?;
        if check.len() != 8 || !check.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(());
        }
        Ok(Stamp {
            game,
            ply: number_of(ply)?,
            check: u32::from_str_radix(check, 16).map_err(|_| ())?,
        })
    }
}

/// A decimal number as the ids write it: digits only, no sign, no leading zero.
fn number_of(s: &str) -> Result<u32, ()> {
    let canonical =
        !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && (s == "0" || !s.starts_with('0'));
    if !canonical {
        return Err(());
    }
    s.parse().map_err(|_| ())
}

/// What a click on a picker component asks: the component's id (Discord's `custom_id`), without
/// the adapter's prefix. Read back strictly: anything else is not a picker id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The Move button under a board post: open a picker on the game's current position. Its
    /// table is the channel it was posted in, and any position of that game will do (a post
    /// older than the last move still opens the current one).
    Open(GameRef),
    /// A list of pieces (step 1, list `list`): the value chosen is the piece.
    Piece { table: TableId, at: Stamp, list: u8 },
    /// A list of moves (step 2, list `list`): the value chosen is the move.
    Square { table: TableId, at: Stamp, list: u8 },
    /// Back from step 2 to step 1.
    Back { table: TableId, at: Stamp },
}

impl Pick {
    /// The id: `pm 2.5` (Move), `pkp0 TABLE 2.5.41.0a1b2c3d` (a piece list), `pks1 …` (a move
    /// list), `pkb …` (Back).
    pub fn to_id(&self) -> String {
        match self {
            Pick::Open(game) => format!("pm {game}"),
            Pick::Piece { table, at, list } => format!("pkp{list} {table} {at}"),
            Pick::Square { table, at, list } => format!("pks{list} {table} {at}"),
            Pick::Back { table, at } => format!("pkb {table} {at}"),
        }
    }

    /// The pick an id names; `None` for anything that is not exactly one.
    pub fn parse(id: &str) -> Option<Pick> {
        if id.len() > MAX_ID {
            return None;
        }
        let words: Vec<&str> = id.split(' ').collect();
        match words.as_slice() {
            ["pm", game] => Some(Pick::Open(game.parse().ok()?)),
            [step, table, at] => {
                let table = TableId::parse(table).ok()?;
                let at: Stamp = at.parse().ok()?;
                let list = |rest: &str| -> Option<u8> {
                    let mut chars = rest.chars();
                    let digit = chars.next()?.to_digit(10)?;
                    (chars.next().is_none() && (digit as usize) < MAX_LISTS + 1)
                        .then_some(digit as u8)
                };
                if *step == "pkb" {
                    return Some(Pick::Back { table, at });
                }
                if let Some(rest) = step.strip_prefix("pkp") {
                    return Some(Pick::Piece {
                        table,
                        at,
                        list: list(rest)?,
                    });
                }
                let rest = step.strip_prefix("pks")?;
                Some(Pick::Square {
                    table,
                    at,
                    list: list(rest)?,
                })
            }
            _ => None,
        }
    }

    /// The table the id names, if it names one (the Move button's is its channel).
    pub fn table(&self) -> Option<&TableId> {
        match self {
            Pick::Open(_) => None,
            Pick::Piece { table, .. } | Pick::Square { table, .. } | Pick::Back { table, .. } => {
                Some(table)
            }
        }
    }
}

/// One option of a list: what is sent back when it is chosen, and what the reader sees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// `7g` or `B*` (a piece); `7g7f`, `8h2b+` or `B*5e` (a move).
    pub value: String,
    pub label: Msg,
    /// A word more (promotes, takes a gold), in the reader's language.
    pub note: Option<Msg>,
}

/// A list of options with what it asks ("Choose a piece", "Squares on files 9–7").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionList {
    pub title: Msg,
    pub options: Vec<Choice>,
}

/// What the option lists need of a position, for both variants.
pub trait PickBoard {
    /// The legal moves of the player to move.
    fn legal(&self) -> Vec<Move>;
    /// The role of the piece on `sq` as shown (promoted roles included).
    fn role_on(&self, sq: Square) -> Option<Role>;
    /// `m` in the table's notation, without a turn mark or seat marker.
    fn write(&self, m: Move, notation: NotationShown) -> String;
}

impl PickBoard for Position {
    fn legal(&self) -> Vec<Move> {
        self.legal_moves().iter().copied().collect()
    }

    fn role_on(&self, sq: Square) -> Option<Role> {
        self.piece_at(sq).map(|p| p.role)
    }

    fn write(&self, m: Move, notation: NotationShown) -> String {
        use crate::notation::write::{jsa_unmarked, western};
        // No 同: the option names its square even when it answers the last move there.
        match notation {
            NotationShown::Japanese => jsa_unmarked(self, m, None),
            NotationShown::Western => western(self, m),
            NotationShown::Both => {
                format!("{} ({})", jsa_unmarked(self, m, None), western(self, m))
            }
        }
    }
}

/// A two-player game picks in its position.
impl PickBoard for Game {
    fn legal(&self) -> Vec<Move> {
        self.position().legal()
    }

    fn role_on(&self, sq: Square) -> Option<Role> {
        self.position().role_on(sq)
    }

    fn write(&self, m: Move, notation: NotationShown) -> String {
        self.position().write(m, notation)
    }
}

impl PickBoard for yonin::Game {
    fn legal(&self) -> Vec<Move> {
        self.legal_moves()
    }

    fn role_on(&self, sq: Square) -> Option<Role> {
        self.position()
            .piece_at(sq)
            .filter(|p| !p.overturned)
            .map(|p| p.role)
    }

    fn write(&self, m: Move, notation: NotationShown) -> String {
        use crate::notation::four::{write_unmarked, FourNotation};
        match notation {
            NotationShown::Japanese => write_unmarked(self, m, FourNotation::Japanese),
            NotationShown::Western => write_unmarked(self, m, FourNotation::Western),
            NotationShown::Both => format!(
                "{} ({})",
                write_unmarked(self, m, FourNotation::Japanese),
                write_unmarked(self, m, FourNotation::Western)
            ),
        }
    }
}

/// A square in the table's notation: `７七`, `7g` or `７七 (7g)`.
fn square_text(sq: Square, notation: NotationShown) -> String {
    let ja = crate::notation::names::square_ja(sq);
    match notation {
        NotationShown::Japanese => ja,
        NotationShown::Western => sq.to_usi(),
        NotationShown::Both => format!("{ja} ({})", sq.to_usi()),
    }
}

/// The order of the options: file 9 to file 1 (left to right as sente sees the board), then
/// rank a to i.
fn square_order(sq: Square) -> (u8, u8) {
    (9 - sq.file(), sq.rank())
}

/// A piece's value: `7g` for a board square, `B*` for a piece in hand.
pub fn origin_value(origin: HintOrigin) -> String {
    match origin {
        HintOrigin::Square(sq) => sq.to_usi(),
        HintOrigin::Hand(role) => format!("{}*", role.letter()),
    }
}

/// The piece a value names, if it is written exactly as [`origin_value`] writes it.
pub fn parse_origin(value: &str) -> Option<HintOrigin> {
    if let Some(letter) = value.strip_suffix('*') {
        let mut chars = letter.chars();
        let role = Role::from_letter(chars.next()?)?;
        let exact = chars.next().is_none() && role.letter().to_string() == letter;
        return (exact && role.hand_index().is_some()).then_some(HintOrigin::Hand(role));
    }
    Square::parse_usi(value)
        .filter(|sq| sq.to_usi() == value)
        .map(HintOrigin::Square)
}

fn origin_of(m: Move) -> HintOrigin {
    match m {
        Move::Normal { from, .. } => HintOrigin::Square(from),
        Move::Drop { role, .. } => HintOrigin::Hand(role),
    }
}

/// The pieces of the player to move that have a legal move, each once: board pieces by square,
/// then hand pieces in the usual order (rook, bishop, gold, silver, knight, lance, pawn).
pub fn origins(legal: &[Move]) -> Vec<HintOrigin> {
    let mut squares: Vec<Square> = legal.iter().filter_map(|m| m.from()).collect();
    squares.sort_by_key(|&sq| square_order(sq));
    squares.dedup();
    let mut out: Vec<HintOrigin> = squares.into_iter().map(HintOrigin::Square).collect();
    for role in Role::HAND {
        if legal
            .iter()
            .any(|m| matches!(m, Move::Drop { role: r, .. } if *r == role))
        {
            out.push(HintOrigin::Hand(role));
        }
    }
    out
}

/// The legal moves of the piece at `origin`, by destination, the promotion first where there is
/// a choice.
pub fn moves_of(legal: &[Move], origin: HintOrigin) -> Vec<Move> {
    let mut out: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&m| origin_of(m) == origin)
        .collect();
    out.sort_by_key(|m| (square_order(m.to()), !m.is_promotion()));
    out
}

/// Step 1's lists: the board pieces (split by files past [`MAX_OPTIONS`]), then the hand pieces.
pub fn piece_lists<B: PickBoard>(board: &B, notation: NotationShown) -> Vec<OptionList> {
    let legal = board.legal();
    let mut on_board = Vec::new();
    let mut in_hand = Vec::new();
    for origin in origins(&legal) {
        match origin {
            HintOrigin::Square(sq) => {
                let role = board.role_on(sq).unwrap_or(Role::King);
                let label = msg!("picker-piece")
                    .with("role", words::role(role))
                    .with("square", square_text(sq, notation));
                on_board.push((sq, choice(origin_value(origin), label, None)));
            }
            HintOrigin::Hand(role) => in_hand.push(choice(
                origin_value(origin),
                msg!("play-hint-in-hand").with("role", words::role(role)),
                None,
            )),
        }
    }
    let mut lists = split_by_files(
        on_board,
        msg!("picker-choose-piece"),
        (
            msg_id!("picker-pieces-files"),
            msg_id!("picker-pieces-file"),
        ),
        MAX_LISTS - 1,
    );
    if !in_hand.is_empty() {
        lists.push(OptionList {
            title: msg!("picker-choose-drop"),
            options: in_hand,
        });
    }
    lists
}

/// Step 2's lists: the legal moves of the piece at `origin` (split by files past
/// [`MAX_OPTIONS`], as drops onto many squares are); empty when it has none.
pub fn move_lists<B: PickBoard>(
    board: &B,
    origin: HintOrigin,
    notation: NotationShown,
) -> Vec<OptionList> {
    let legal = board.legal();
    let moves = moves_of(&legal, origin);
    let options = moves
        .iter()
        .map(|&m| {
            let choice_between = match m {
                Move::Normal { from, to, promote } => legal.contains(&Move::Normal {
                    from,
                    to,
                    promote: !promote,
                }),
                Move::Drop { .. } => false,
            };
            let taken = match m {
                Move::Normal { to, .. } => board.role_on(to),
                Move::Drop { .. } => None,
            };
            let note = match (taken, choice_between, m.is_promotion()) {
                (None, false, _) => None,
                (None, true, true) => Some(msg!("picker-note-promotes")),
                (None, true, false) => Some(msg!("picker-note-stays")),
                (Some(r), false, _) => Some(msg!("picker-note-takes").with("role", words::role(r))),
                (Some(r), true, true) => {
                    Some(msg!("picker-note-takes-promotes").with("role", words::role(r)))
                }
                (Some(r), true, false) => {
                    Some(msg!("picker-note-takes-stays").with("role", words::role(r)))
                }
            };
            let label = Msg::raw(board.write(m, notation));
            (m.to(), choice(m.to_usi(), label, note))
        })
        .collect();
    split_by_files(
        options,
        msg!("picker-choose-square"),
        (
            msg_id!("picker-squares-files"),
            msg_id!("picker-squares-file"),
        ),
        MAX_LISTS,
    )
}

fn choice(value: String, label: Msg, note: Option<Msg>) -> Choice {
    Choice { value, label, note }
}

/// One list when the options fit in one; otherwise lists of whole files (9 → 1), titled with
/// their files; and when whole files would need more than `max_lists` lists, plain runs of
/// [`MAX_OPTIONS`] in the same order (still titled with the files they span). `options` are in
/// [`square_order`].
fn split_by_files(
    options: Vec<(Square, Choice)>,
    single: Msg,
    (files, file): (crate::i18n::MsgId, crate::i18n::MsgId),
    max_lists: usize,
) -> Vec<OptionList> {
    if options.is_empty() {
        return Vec::new();
    }
    if options.len() <= MAX_OPTIONS {
        return vec![OptionList {
            title: single,
            options: options.into_iter().map(|(_, c)| c).collect(),
        }];
    }
    let mut runs: Vec<Vec<(Square, Choice)>> = Vec::new();
    let mut i = 0;
    while i < options.len() {
        let file = options[i].0.file();
        let end = options[i..]
            .iter()
            .position(|(sq, _)| sq.file() != file)
            .map_or(options.len(), |n| i + n);
        let whole = end - i;
        match runs.last_mut() {
            Some(run) if run.len() + whole <= MAX_OPTIONS => {
                run.extend_from_slice(&options[i..end])
            }
            _ => runs.push(options[i..end].to_vec()),
        }
        i = end;
    }
    if runs.len() > max_lists || runs.iter().any(|r| r.len() > MAX_OPTIONS) {
        runs = options.chunks(MAX_OPTIONS).map(<[_]>::to_vec).collect();
    }
    runs.into_iter()
        .map(|run| {
            let first = run.first().map_or(9, |(sq, _)| sq.file());
            let last = run.last().map_or(1, |(sq, _)| sq.file());
            let title = if first == last {
                Msg::new(file).with("file", first.to_string())
            } else {
                Msg::new(files)
                    .with("first", first.to_string())
                    .with("last", last.to_string())
            };
            OptionList {
                title,
                options: run.into_iter().map(|(_, c)| c).collect(),
            }
        })
        .collect()
}

/// Step 1 of a picker: the mover's pieces, on the board drawn from the mover's side.
#[derive(Clone, Debug)]
pub struct PiecePicker {
    pub at: Stamp,
    /// The person to move.
    pub mover: String,
    pub lists: Vec<OptionList>,
    pub picture: Option<Picture>,
}

/// Step 2: the moves of one piece, its destinations marked on the board.
#[derive(Clone, Debug)]
pub struct SquarePicker {
    pub at: Stamp,
    pub mover: String,
    /// The piece chosen, as step 1 labelled it.
    pub piece: Msg,
    pub lists: Vec<OptionList>,
    pub picture: Option<Picture>,
}

impl AnyGame {
    /// The position the picker shows: this game, its ply and its check.
    fn stamp(&self) -> Stamp {
        let g = self.as_dyn();
        let (ply, check) = g.stamp();
        Stamp {
            game: GameRef {
                four: g.kind() == GameKind::Four,
                number: g.number(),
            },
            ply,
            check,
        }
    }

    /// Refuses anyone but the person to move, saying whose turn it is; their name otherwise.
    fn check_mover(&self, actor: UserId) -> Result<String, TableError> {
        let g = self.as_dyn();
        let (name, words) = g.mover().ok_or(TableError::NoGame)?;
        match g.person_to_move() {
            Some(person) if person == actor => Ok(name),
            _ => Err(TableError::NotYourTurn { to_move: words }),
        }
    }

    fn destinations(&self, origin: HintOrigin) -> Vec<Square> {
        moves_of(&self.as_dyn().legal(), origin)
            .iter()
            .map(|m| m.to())
            .collect()
    }

    /// The game whose Move button a board shown now carries: this game while a person is to
    /// move (never the computer).
    pub fn movable(&self) -> Option<GameRef> {
        let g = self.as_dyn();
        (!g.is_over() && g.person_to_move().is_some()).then(|| self.stamp().game)
    }

    /// The game if it is still at `at`'s position; otherwise why not.
    fn at(&self, at: Stamp) -> Result<&AnyGame, TableError> {
        if self.as_dyn().is_over() || self.stamp() != at {
            return Err(TableError::PositionChanged);
        }
        Ok(self)
    }

    /// Step 1: the pieces `actor` may move in `game` (the Move button). Refused unless `actor` is
    /// the person to move in that game, still in play.
    pub fn pick_piece(
        &self,
        actor: UserId,
        game: GameRef,
        s: &Settings,
        now: Timestamp,
    ) -> Result<PiecePicker, TableError> {
        if self.as_dyn().is_over() {
            return Err(TableError::NoGame);
        }
        if self.stamp().game != game {
            return Err(TableError::PositionChanged);
        }
        self.piece_picker(actor, s, now)
    }

    /// Back to step 1 from a picker opened at `at`.
    pub fn pick_again(
        &self,
        actor: UserId,
        at: Stamp,
        s: &Settings,
        now: Timestamp,
    ) -> Result<PiecePicker, TableError> {
        self.at(at)?.piece_picker(actor, s, now)
    }

    fn piece_picker(
        &self,
        actor: UserId,
        s: &Settings,
        now: Timestamp,
    ) -> Result<PiecePicker, TableError> {
        let mover = self.check_mover(actor)?;
        Ok(PiecePicker {
            at: self.stamp(),
            mover,
            lists: self.as_dyn().pick_lists(None, s.notation),
            picture: Some(self.mover_picture(None, s, now)),
        })
    }

    /// Step 2: the moves of the piece `piece` (a value of step 1) in the position `at`. A piece
    /// that is not one of step 1's (a forged value) is refused like a changed position.
    pub fn pick_square(
        &self,
        actor: UserId,
        at: Stamp,
        piece: &str,
        s: &Settings,
        now: Timestamp,
    ) -> Result<SquarePicker, TableError> {
        let game = self.at(at)?;
        let mover = game.check_mover(actor)?;
        let origin = parse_origin(piece).ok_or(TableError::PositionChanged)?;
        let lists = game.as_dyn().pick_lists(Some(origin), s.notation);
        if lists.is_empty() {
            return Err(TableError::PositionChanged);
        }
        let piece = game
            .as_dyn()
            .pick_lists(None, s.notation)
            .into_iter()
            .flat_map(|l| l.options)
            .find(|c| c.value == piece)
            .map(|c| c.label)
            .ok_or(TableError::PositionChanged)?;
        Ok(SquarePicker {
            at,
            mover,
            piece,
            lists,
            picture: Some(game.mover_picture(Some(origin), s, now)),
        })
    }

    /// The board as the mover sees it (two players: from the mover's side; four players: the
    /// mover's seat at the bottom), with `origin`'s destinations marked as `hint` marks them.
    fn mover_picture(&self, origin: Option<HintOrigin>, s: &Settings, now: Timestamp) -> Picture {
        let targets = origin.map_or_else(Vec::new, |o| self.destinations(o));
        let g = self.as_dyn();
        g.picture(PictureAsk {
            settings: s,
            left: g.time_left(now),
            hint: origin.map(|o| (o, targets.as_slice())),
            from_mover: true,
        })
    }
}

/// Step 3's check, under the table's lock: the move is played only if the game in play is still
/// at the position `at` the picker showed, and `actor` is its person to move.
pub(super) fn check_stamp(table: &Table, actor: UserId, at: Stamp) -> Result<(), TableError> {
    let game = table.in_play().ok_or(TableError::NoGame)?;
    game.at(at)?.check_mover(actor).map(|_| ())
}

#[cfg(test)]
mod tests;
