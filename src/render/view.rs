//! What the renderer draws: neutral descriptions of a position, filled in by the caller.
//!
//! The views use the rules' small types ([`Square`], [`Piece`], [`Hand`], [`Move`]) but no engine
//! position, so any layer (or a test) can build one from a piece list.

use crate::rules::{Bitboard, Color, Hand, Move, Piece, Role, Seat, Square};

/// The 81 squares of a view, stored as a list (serde's own arrays stop at 32).
mod board81 {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<T: Serialize, S: Serializer>(
        squares: &[T; 81],
        s: S,
    ) -> Result<S::Ok, S::Error> {
        squares.as_slice().serialize(s)
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        d: D,
    ) -> Result<[T; 81], D::Error> {
        let list = Vec::<T>::deserialize(d)?;
        let n = list.len();
        list.try_into()
            .map_err(|_| serde::de::Error::custom(format!("{n} squares, not 81")))
    }
}

/// Where a hint's piece comes from: a square on the board or the mover's hand.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum HintOrigin {
    Square(Square),
    /// A piece of this (unpromoted) role in the hand of the player to move.
    Hand(Role),
}

/// The legal destinations of one piece, marked on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Hint {
    pub origin: HintOrigin,
    pub targets: Bitboard,
}

/// The words on an image, ready-made: the renderer knows no languages, a later layer passes
/// translated strings. `{n}` in a format is replaced by the number. [`Labels::default`] is
/// English; [`Labels::japanese`] is the Japanese set.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Labels {
    /// The check banner (王手).
    pub check: String,
    /// The header before the first move (開始局面).
    pub start: String,
    /// The move number (`{n}手目`).
    pub move_number: String,
    /// The tag on the player to move, four-player boards (手番).
    pub to_move: String,
    /// The stronger side of a handicap game, who gives the handicap and plays gote (上手).
    pub upper: String,
    /// The weaker side of a handicap game, sente (下手).
    pub lower: String,
    /// Seat names for the four-player seats, indexed by [`Seat::index`] (南 西 北 東).
    pub seats: [String; 4],
    /// A final or elimination place (`{n}位`).
    pub place: String,
    /// The title of the four-player game-over banner (終局).
    pub game_over: String,
}

impl Default for Labels {
    fn default() -> Labels {
        Labels {
            check: "Check".into(),
            start: "Start".into(),
            move_number: "Move {n}".into(),
            to_move: "To move".into(),
            upper: "Uwate".into(),
            lower: "Shitate".into(),
            seats: ["S", "W", "N", "E"].map(String::from),
            place: "#{n}".into(),
            game_over: "Game over".into(),
        }
    }
}

impl Labels {
    /// The Japanese labels.
    pub fn japanese() -> Labels {
        Labels {
            check: "王手".into(),
            start: "開始局面".into(),
            move_number: "{n}手目".into(),
            to_move: "手番".into(),
            upper: "上手".into(),
            lower: "下手".into(),
            seats: ["南", "西", "北", "東"].map(String::from),
            place: "{n}位".into(),
            game_over: "終局".into(),
        }
    }

    /// `format` with `{n}` replaced by `n`.
    pub fn number(format: &str, n: u32) -> String {
        format.replace("{n}", &n.to_string())
    }
}

/// A two-player position as the renderer sees it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BoardView {
    /// Indexed by [`Square::index`].
    #[serde(with = "board81")]
    pub squares: [Option<Piece>; 81],
    /// Indexed by [`Color::index`].
    pub hands: [Hand; 2],
    /// Indexed by [`Color::index`].
    pub names: [String; 2],
    /// `None` when the game is over.
    pub to_move: Option<Color>,
    /// How many moves have been played (the `47` of `47手目`).
    pub move_number: u32,
    pub last_move: Option<Move>,
    /// The last move in Japanese notation, e.g. `▲２二龍`, as the notation layer writes it.
    pub last_move_label: Option<String>,
    /// The square of a king in check.
    pub check: Option<Square>,
    pub hint: Option<Hint>,
    /// A closing line such as `まで87手で先手の勝ち`.
    pub result_line: Option<String>,
    /// The handicap's name (e.g. `香落ち`) in a handicap game: the players are then labelled
    /// [`Labels::upper`] (gote) and [`Labels::lower`] (sente).
    pub handicap: Option<String>,
    /// Time left, as the caller writes it (`4:32`, `30s`), indexed by [`Color::index`].
    pub clocks: [Option<String>; 2],
    /// A header that replaces the move number, e.g. what a puzzle asks (`3手詰め・先手番`).
    pub header: Option<String>,
    pub labels: Labels,
}

impl BoardView {
    /// An empty board: no pieces, empty hands, sente to move.
    pub fn empty() -> BoardView {
        BoardView {
            squares: [None; 81],
            hands: [Hand::empty(); 2],
            names: [String::new(), String::new()],
            to_move: Some(Color::Sente),
            move_number: 0,
            last_move: None,
            last_move_label: None,
            check: None,
            hint: None,
            result_line: None,
            handicap: None,
            clocks: [None, None],
            header: None,
            labels: Labels::default(),
        }
    }

    /// The standard starting position (hirate), sente to move.
    pub fn start() -> BoardView {
        let mut view = BoardView::empty();
        let back = [
            Role::Lance,
            Role::Knight,
            Role::Silver,
            Role::Gold,
            Role::King,
            Role::Gold,
            Role::Silver,
            Role::Knight,
            Role::Lance,
        ];
        for (i, &role) in back.iter().enumerate() {
            let file = i as u8 + 1;
            view.put(file, 9, Piece::new(Color::Sente, role));
            view.put(file, 1, Piece::new(Color::Gote, role));
            view.put(file, 7, Piece::new(Color::Sente, Role::Pawn));
            view.put(file, 3, Piece::new(Color::Gote, Role::Pawn));
        }
        view.put(8, 8, Piece::new(Color::Sente, Role::Bishop));
        view.put(2, 8, Piece::new(Color::Sente, Role::Rook));
        view.put(2, 2, Piece::new(Color::Gote, Role::Bishop));
        view.put(8, 2, Piece::new(Color::Gote, Role::Rook));
        view
    }

    /// Puts `piece` on (`file`, `rank`); out-of-range coordinates are ignored.
    pub fn put(&mut self, file: u8, rank: u8, piece: Piece) {
        if let Some(sq) = Square::new(file, rank) {
            self.squares[sq.index()] = Some(piece);
        }
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }
}

/// A piece of a four-player game: who controls it and which way it faces.
///
/// An inherited piece keeps its `facing` and takes its new `controller`'s colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct FourPiece {
    pub role: Role,
    pub controller: Seat,
    pub facing: Seat,
}

impl FourPiece {
    /// A piece that faces the way its own seat does.
    pub const fn new(seat: Seat, role: Role) -> FourPiece {
        FourPiece {
            role,
            controller: seat,
            facing: seat,
        }
    }
}

/// A four-player position as the renderer sees it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FourView {
    /// Indexed by [`Square::index`].
    #[serde(with = "board81")]
    pub squares: [Option<FourPiece>; 81],
    /// Kings left face down on the board: the square and the seat they belonged to.
    pub overturned_kings: Vec<(Square, Seat)>,
    /// Indexed by [`Seat::index`].
    pub hands: [Hand; 4],
    /// Indexed by [`Seat::index`].
    pub names: [String; 4],
    /// The final place (1–4) of each seat that is out of the game, indexed by [`Seat::index`].
    pub eliminated: [Option<u8>; 4],
    /// Seats in check with their king's square.
    pub checks: Vec<(Seat, Square)>,
    /// `None` when the game is over.
    pub to_move: Option<Seat>,
    pub move_number: u32,
    pub last_move: Option<Move>,
    pub last_move_label: Option<String>,
    pub hint: Option<Hint>,
    /// A line shown above the standings when the game is over (e.g. how it ended).
    pub result_line: Option<String>,
    /// The final places (1–4) once the game is over, indexed by [`Seat::index`]: the image then
    /// shows a game-over banner with the standings.
    pub final_places: Option<[u8; 4]>,
    /// Time left, as the caller writes it, indexed by [`Seat::index`].
    pub clocks: [Option<String>; 4],
    pub labels: Labels,
}

impl FourView {
    /// An empty board, South to move.
    pub fn empty() -> FourView {
        FourView {
            squares: [None; 81],
            overturned_kings: Vec::new(),
            hands: [Hand::empty(); 4],
            names: Default::default(),
            eliminated: [None; 4],
            checks: Vec::new(),
            to_move: Some(Seat::South),
            move_number: 0,
            last_move: None,
            last_move_label: None,
            hint: None,
            result_line: None,
            final_places: None,
            clocks: Default::default(),
            labels: Labels::default(),
        }
    }

    /// The four-player starting position: each seat has silver, gold, king, gold, silver on its
    /// edge, pawn, rook, pawn before them and a pawn in front of the rook.
    pub fn start() -> FourView {
        let mut view = FourView::empty();
        // Squares for South in (file, rank); the other seats get them rotated about the centre.
        let layout: [(u8, u8, Role); 9] = [
            (7, 9, Role::Silver),
            (6, 9, Role::Gold),
            (5, 9, Role::King),
            (4, 9, Role::Gold),
            (3, 9, Role::Silver),
            (6, 8, Role::Pawn),
            (5, 8, Role::Rook),
            (4, 8, Role::Pawn),
            (5, 7, Role::Pawn),
        ];
        for seat in Seat::ALL {
            for &(file, rank, role) in &layout {
                if let Some(sq) = Square::new(file, rank) {
                    let sq = crate::rules::yonin::rotate_from_south(seat, sq);
                    view.put(sq.file(), sq.rank(), FourPiece::new(seat, role));
                }
            }
        }
        view
    }

    /// Puts `piece` on (`file`, `rank`); out-of-range coordinates are ignored.
    pub fn put(&mut self, file: u8, rank: u8, piece: FourPiece) {
        if let Some(sq) = Square::new(file, rank) {
            self.squares[sq.index()] = Some(piece);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_player_start_puts_each_king_on_its_edge() {
        let v = FourView::start();
        let king = |f, r| v.squares[Square::new(f, r).unwrap().index()];
        assert_eq!(king(5, 9), Some(FourPiece::new(Seat::South, Role::King)));
        assert_eq!(king(9, 5), Some(FourPiece::new(Seat::West, Role::King)));
        assert_eq!(king(5, 1), Some(FourPiece::new(Seat::North, Role::King)));
        assert_eq!(king(1, 5), Some(FourPiece::new(Seat::East, Role::King)));
        assert_eq!(v.squares.iter().flatten().count(), 36);
    }
}
