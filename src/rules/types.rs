//! Small value types shared by both variants: squares, colours, seats, piece roles, moves.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A square of the 9×9 board.
///
/// Files run 1–9 from right to left as sente sees the board, ranks 1–9 (USI `a`–`i`) from top to bottom.
/// The index is `(file - 1) * 9 + (rank - 1)`, so one file is nine consecutive bits of a [`Bitboard`].
///
/// [`Bitboard`]: super::Bitboard
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Square(u8);

/// A square is stored as its index; one off the board does not read back.
impl TryFrom<u8> for Square {
    type Error = String;

    fn try_from(index: u8) -> Result<Square, String> {
        if index < 81 {
            Ok(Square(index))
        } else {
            Err(format!("square index {index} is off the board"))
        }
    }
}

impl From<Square> for u8 {
    fn from(sq: Square) -> u8 {
        sq.0
    }
}

impl Square {
    /// All 81 squares in index order.
    pub const ALL: [Square; 81] = {
        let mut all = [Square(0); 81];
        let mut i = 0;
        while i < 81 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square on `file` and `rank` (both 1–9), or `None` off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file >= 1 && file <= 9 && rank >= 1 && rank <= 9 {
            Some(Square((file - 1) * 9 + (rank - 1)))
        } else {
            None
        }
    }

    /// The square with this index (0–80); the caller guarantees the range.
    pub const fn from_index_unchecked(index: u8) -> Square {
        debug_assert!(index < 81);
        Square(index)
    }

    /// The square with this index, or `None` when it is 81 or more.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 81 {
            Some(Square(index))
        } else {
            None
        }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 1–9.
    #[inline]
    pub const fn file(self) -> u8 {
        FILE_OF[self.0 as usize]
    }

    /// Rank 1–9 (1 is USI `a`, the top row from sente's seat).
    #[inline]
    pub const fn rank(self) -> u8 {
        RANK_OF[self.0 as usize]
    }

    /// The square `df` files and `dr` ranks away, or `None` off the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 1 && f <= 9 && r >= 1 && r <= 9 {
            Some(Square(((f - 1) * 9 + (r - 1)) as u8))
        } else {
            None
        }
    }

    /// The square seen from the other side of the board (180° rotation).
    pub const fn flip(self) -> Square {
        Square(80 - self.0)
    }

    /// Parses a USI square such as `7g`.
    pub fn parse_usi(text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let file = b[0].wrapping_sub(b'0');
        let rank = b[1].wrapping_sub(b'a').wrapping_add(1);
        Square::new(file, rank)
    }

    /// Writes the square in USI, e.g. `7g`.
    pub fn to_usi(self) -> String {
        format!("{}{}", self.file(), (b'a' + self.rank() - 1) as char)
    }
}

const FILE_OF: [u8; 81] = {
    let mut t = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = (i / 9) as u8 + 1;
        i += 1;
    }
    t
};

const RANK_OF: [u8; 81] = {
    let mut t = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = (i % 9) as u8 + 1;
        i += 1;
    }
    t
};

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), (b'a' + self.rank() - 1) as char)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// The side in a two-player game.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// 先手 (sente), the first player, seated at the bottom (ranks 7–9).
    Sente = 0,
    /// 後手 (gote), seated at the top (ranks 1–3).
    Gote = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::Sente, Color::Gote];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opponent(self) -> Color {
        match self {
            Color::Sente => Color::Gote,
            Color::Gote => Color::Sente,
        }
    }

    /// The direction this side's pieces move forward in.
    pub const fn facing(self) -> Seat {
        match self {
            Color::Sente => Seat::South,
            Color::Gote => Seat::North,
        }
    }

    /// `"sente"` or `"gote"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Sente => "sente",
            Color::Gote => "gote",
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.opponent()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A seat at the board, named by the edge it sits at; also the direction a piece faces (the seat
/// whose forward it uses).
///
/// A South-facing piece moves toward rank 1, North toward rank 9, West (the seat at file 9) toward
/// file 1 and East (file 1) toward file 9. Sente's pieces face South, gote's North. Four-player turn
/// order is clockwise: S → W → N → E.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    South = 0,
    West = 1,
    North = 2,
    East = 3,
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Seat {
    /// The seats in turn order (clockwise).
    pub const ALL: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

    /// The next seat clockwise.
    pub const fn next(self) -> Seat {
        Seat::ALL[(self as usize + 1) % 4]
    }

    /// The seat across the board (the partner in the team variant).
    pub const fn opposite(self) -> Seat {
        Seat::ALL[(self as usize + 2) % 4]
    }

    /// `"south"`, `"west"`, `"north"` or `"east"`.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::South => "south",
            Seat::West => "west",
            Seat::North => "north",
            Seat::East => "east",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The forward step as (Δfile, Δrank).
    pub const fn forward(self) -> (i8, i8) {
        match self {
            Seat::South => (0, -1),
            Seat::North => (0, 1),
            Seat::West => (-1, 0),
            Seat::East => (1, 0),
        }
    }

    /// Turns a step given relative to a South-facing piece — (sideways, forward) with forward = (0, −1) —
    /// into the board step for a piece facing this way.
    pub const fn rotate(self, df: i8, dr: i8) -> (i8, i8) {
        match self {
            Seat::South => (df, dr),
            Seat::North => (-df, -dr),
            // West's forward is (−1, 0): rotate South's frame a quarter turn.
            Seat::West => (dr, -df),
            Seat::East => (-dr, df),
        }
    }

    /// How many lines a square is from this direction's far edge: 1 on the last line, 9 on the first.
    pub const fn distance_to_last_line(self, sq: Square) -> u8 {
        match self {
            Seat::South => sq.rank(),
            Seat::North => 10 - sq.rank(),
            Seat::West => sq.file(),
            Seat::East => 10 - sq.file(),
        }
    }

    /// Whether `sq` is in this direction's promotion zone (its three farthest lines).
    pub const fn in_zone(self, sq: Square) -> bool {
        self.distance_to_last_line(sq) <= 3
    }
}

/// What a piece is, promotion included.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// 歩 (fu)
    Pawn = 0,
    /// 香 (kyō)
    Lance = 1,
    /// 桂 (kei)
    Knight = 2,
    /// 銀 (gin)
    Silver = 3,
    /// 金 (kin)
    Gold = 4,
    /// 角 (kaku)
    Bishop = 5,
    /// 飛 (hisha)
    Rook = 6,
    /// 玉/王 (gyoku/ō)
    King = 7,
    /// と (tokin), a promoted pawn
    Tokin = 8,
    /// 成香 / 杏 (narikyō), a promoted lance
    PromotedLance = 9,
    /// 成桂 / 圭 (narikei), a promoted knight
    PromotedKnight = 10,
    /// 成銀 / 全 (narigin), a promoted silver
    PromotedSilver = 11,
    /// 馬 (uma), a promoted bishop
    Horse = 12,
    /// 龍/竜 (ryū), a promoted rook
    Dragon = 13,
}

impl Role {
    pub const ALL: [Role; 14] = [
        Role::Pawn,
        Role::Lance,
        Role::Knight,
        Role::Silver,
        Role::Gold,
        Role::Bishop,
        Role::Rook,
        Role::King,
        Role::Tokin,
        Role::PromotedLance,
        Role::PromotedKnight,
        Role::PromotedSilver,
        Role::Horse,
        Role::Dragon,
    ];

    /// The roles that can be held in hand, in canonical SFEN order of output (R B G S N L P reversed).
    pub const HAND: [Role; 7] = [
        Role::Pawn,
        Role::Lance,
        Role::Knight,
        Role::Silver,
        Role::Gold,
        Role::Bishop,
        Role::Rook,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Option<Role> {
        if i < 14 {
            Some(Role::ALL[i])
        } else {
            None
        }
    }

    /// The promoted form, or `None` for gold, king and promoted pieces.
    pub const fn promote(self) -> Option<Role> {
        match self {
            Role::Pawn => Some(Role::Tokin),
            Role::Lance => Some(Role::PromotedLance),
            Role::Knight => Some(Role::PromotedKnight),
            Role::Silver => Some(Role::PromotedSilver),
            Role::Bishop => Some(Role::Horse),
            Role::Rook => Some(Role::Dragon),
            _ => None,
        }
    }

    /// The unpromoted form (what goes to the hand on capture).
    pub const fn unpromote(self) -> Role {
        match self {
            Role::Tokin => Role::Pawn,
            Role::PromotedLance => Role::Lance,
            Role::PromotedKnight => Role::Knight,
            Role::PromotedSilver => Role::Silver,
            Role::Horse => Role::Bishop,
            Role::Dragon => Role::Rook,
            r => r,
        }
    }

    pub const fn is_promoted(self) -> bool {
        self as u8 >= Role::Tokin as u8
    }

    pub const fn can_promote(self) -> bool {
        self.promote().is_some()
    }

    /// The index of this role in a hand (0–6), for roles that can be held.
    pub const fn hand_index(self) -> Option<usize> {
        if (self as u8) < Role::King as u8 {
            Some(self as usize)
        } else {
            None
        }
    }

    /// The SFEN letter of the unpromoted role, upper case (`P`, `L`, `N`, `S`, `G`, `B`, `R`, `K`).
    pub const fn letter(self) -> char {
        match self.unpromote() {
            Role::Pawn => 'P',
            Role::Lance => 'L',
            Role::Knight => 'N',
            Role::Silver => 'S',
            Role::Gold => 'G',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            _ => 'K',
        }
    }

    /// The unpromoted role for an SFEN letter of either case.
    pub fn from_letter(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'P' => Role::Pawn,
            'L' => Role::Lance,
            'N' => Role::Knight,
            'S' => Role::Silver,
            'G' => Role::Gold,
            'B' => Role::Bishop,
            'R' => Role::Rook,
            'K' => Role::King,
            _ => return None,
        })
    }

    /// The English name, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Lance => "lance",
            Role::Knight => "knight",
            Role::Silver => "silver",
            Role::Gold => "gold",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::King => "king",
            Role::Tokin => "tokin",
            Role::PromotedLance => "promoted lance",
            Role::PromotedKnight => "promoted knight",
            Role::PromotedSilver => "promoted silver",
            Role::Horse => "horse",
            Role::Dragon => "dragon",
        }
    }

    /// How many of this unpromoted role a full set (both sides) has.
    pub const fn set_count(self) -> u8 {
        match self.unpromote() {
            Role::Pawn => 18,
            Role::Lance | Role::Knight | Role::Silver | Role::Gold => 4,
            _ => 2,
        }
    }

    /// How many lines from its last line a piece of this role must stay to keep a legal move
    /// (pawn and lance: 1, knight: 2), 0 for the others.
    pub const fn dead_lines(self) -> u8 {
        match self {
            Role::Pawn | Role::Lance => 1,
            Role::Knight => 2,
            _ => 0,
        }
    }
}

/// A piece of a two-player game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }
}

/// One action of a turn: a board move or a drop from hand.
///
/// In two-player shogi the mover is always the side to move; in four-player shogi, the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A piece moves on the board, promoting if `promote`.
    Normal {
        from: Square,
        to: Square,
        promote: bool,
    },
    /// 打 (uchi): a piece from hand is put on an empty square.
    Drop { role: Role, to: Square },
}

impl Move {
    pub const fn to(self) -> Square {
        match self {
            Move::Normal { to, .. } | Move::Drop { to, .. } => to,
        }
    }

    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Normal { from, .. } => Some(from),
            Move::Drop { .. } => None,
        }
    }

    pub const fn is_drop(self) -> bool {
        matches!(self, Move::Drop { .. })
    }

    pub const fn is_promotion(self) -> bool {
        matches!(self, Move::Normal { promote: true, .. })
    }

    /// Writes the move in USI: `7g7f`, `8h2b+`, `P*5e`.
    pub fn to_usi(self) -> String {
        match self {
            Move::Normal { from, to, promote } => {
                format!("{from}{to}{}", if promote { "+" } else { "" })
            }
            Move::Drop { role, to } => format!("{}*{to}", role.letter()),
        }
    }

    /// Parses a USI move. Only the syntax is checked; legality is the position's business.
    pub fn parse_usi(text: &str) -> Result<Move, MoveSyntaxError> {
        let b = text.as_bytes();
        if b.len() == 4 && b[1] == b'*' {
            let role = Role::from_letter(b[0] as char)
                .filter(|r| r.hand_index().is_some() && b[0].is_ascii_uppercase())
                .ok_or(MoveSyntaxError::BadDropPiece)?;
            let to = Square::parse_usi(&text[2..4]).ok_or(MoveSyntaxError::BadSquare)?;
            return Ok(Move::Drop { role, to });
        }
        let promote = match b.len() {
            4 => false,
            5 if b[4] == b'+' => true,
            _ => return Err(MoveSyntaxError::Malformed),
        };
        if !text.is_char_boundary(2) || !text.is_char_boundary(4) {
            return Err(MoveSyntaxError::Malformed);
        }
        let from = Square::parse_usi(&text[0..2]).ok_or(MoveSyntaxError::BadSquare)?;
        let to = Square::parse_usi(&text[2..4]).ok_or(MoveSyntaxError::BadSquare)?;
        if from == to {
            return Err(MoveSyntaxError::SameSquare);
        }
        Ok(Move::Normal { from, to, promote })
    }
}

/// Stored as its USI text (`7g7f`, `P*5e`, `8h2b+`): compact, readable in a database dump, and read
/// back through the same parser as any USI move.
impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_usi())
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(deserializer)?;
        Move::parse_usi(&text).map_err(|e| serde::de::Error::custom(format!("move `{text}`: {e}")))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_usi())
    }
}

/// Why a text is not a USI move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum MoveSyntaxError {
    #[error("not a USI move: expected a move like 7g7f, 8h2b+ or P*5e")]
    Malformed,
    #[error("not a square: files are 1-9 and ranks a-i, as in 7g")]
    BadSquare,
    #[error("not a piece that can be dropped: use P, L, N, S, G, B or R before the *")]
    BadDropPiece,
    #[error("a move must leave its square")]
    SameSquare,
}

/// Pieces in hand of one player: a count per unpromoted role (pawn … rook).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Hand([u8; 7]);

impl Hand {
    pub const fn empty() -> Hand {
        Hand([0; 7])
    }

    /// How many of `role` (unpromoted, not king) are in hand.
    pub fn count(&self, role: Role) -> u8 {
        role.hand_index().map_or(0, |i| self.0[i])
    }

    pub fn add(&mut self, role: Role) {
        if let Some(i) = role.unpromote().hand_index() {
            self.0[i] += 1;
        }
    }

    pub fn set(&mut self, role: Role, n: u8) {
        if let Some(i) = role.hand_index() {
            self.0[i] = n;
        }
    }

    /// Takes one `role` out; false when there is none.
    pub fn take(&mut self, role: Role) -> bool {
        match role.hand_index() {
            Some(i) if self.0[i] > 0 => {
                self.0[i] -= 1;
                true
            }
            _ => false,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    /// The roles held with their counts, pawn first.
    pub fn iter(&self) -> impl Iterator<Item = (Role, u8)> + '_ {
        Role::HAND
            .iter()
            .zip(self.0.iter())
            .filter(|(_, &n)| n > 0)
            .map(|(&r, &n)| (r, n))
    }

    /// Adds another hand to this one.
    pub fn merge(&mut self, other: &Hand) {
        for i in 0..7 {
            self.0[i] = self.0[i].saturating_add(other.0[i]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_index_layout_runs_down_each_file() {
        let sq = Square::new(7, 7).unwrap();
        assert_eq!(sq.to_usi(), "7g");
        assert_eq!(Square::parse_usi("7g"), Some(sq));
        assert_eq!(Square::new(1, 1).unwrap().index(), 0);
        assert_eq!(Square::new(1, 2).unwrap().index(), 1);
        assert_eq!(Square::new(2, 1).unwrap().index(), 9);
        assert_eq!(Square::parse_usi("0a"), None);
        assert_eq!(Square::parse_usi("1j"), None);
    }

    #[test]
    fn usi_moves_round_trip_and_reject_garbage() {
        for text in ["7g7f", "8h2b+", "P*5e", "R*1a"] {
            assert_eq!(Move::parse_usi(text).unwrap().to_usi(), text);
        }
        for bad in [
            "", "7g7", "7g7f++", "K*5e", "p*5e", "7g7g", "7z7f", "P*5j", "ééé",
        ] {
            assert!(Move::parse_usi(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn rotation_maps_forward_to_each_seat() {
        for d in Seat::ALL {
            assert_eq!(d.rotate(0, -1), d.forward());
        }
    }
}
