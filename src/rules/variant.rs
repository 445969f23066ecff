//! [`Variant`]: one interface over the two-player [`Game`](super::Game) and the four-player
//! [`yonin::Game`](super::yonin::Game), so that the computer player, suggestions and the table
//! are written once (shakmaty's `Position` trait is the model).

use super::side::Side;
use super::{yonin, Color, Game, Move, Outcome, PlayError, Seat};

/// A game of one variant: whose turn it is, the legal moves, playing one, and how it ended.
///
/// ```
/// use shogiban::rules::{yonin, Game, Variant};
/// fn first_legal<V: Variant>(game: &mut V) -> Option<V::Outcome> {
///     let m = game.legal_moves()[0];
///     game.play(m).expect("a legal move is accepted")
/// }
/// let mut two = Game::startpos();
/// assert_eq!(first_legal(&mut two), None);
/// assert_eq!(two.ply(), 1);
/// let mut four = yonin::Game::new(yonin::Settings::default());
/// assert_eq!(first_legal(&mut four), None);
/// assert_eq!(Variant::ply(&four), 1);
/// ```
pub trait Variant: Clone + Send + Sync + 'static {
    /// Who plays: [`Color`] or [`Seat`].
    type Side: Side;
    /// How the game ended: the winner, or the places of the four seats.
    type Outcome: Copy + Eq + std::fmt::Debug + Send + Sync;
    /// Why a move was refused.
    type Error: std::error::Error + Clone + Send + Sync + 'static;

    /// The side to move; `None` once the game is over.
    fn to_move(&self) -> Option<Self::Side>;
    /// Moves (actions) played so far.
    fn ply(&self) -> u32;
    /// The moves played, from the start.
    fn moves(&self) -> &[Move];
    /// Every legal move of the side to move (none once the game is over).
    fn legal_moves(&self) -> Vec<Move>;
    /// Whether `m` may be played now.
    fn is_legal(&self, m: Move) -> bool;
    /// Plays `m` and says whether it ended the game; on an error the game is unchanged.
    fn play(&mut self, m: Move) -> Result<Option<Self::Outcome>, Self::Error>;
    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Self::Outcome>;
    /// The sides in check now (王手, ōte).
    fn in_check(&self) -> Vec<Self::Side>;

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Perft split by the first move: for each legal move, the leaf positions `depth` plies on
    /// (1 each at depth 1); empty at depth 0 or once the game is over.
    fn perft_divide(&self, depth: u32) -> Vec<(Move, u64)>;
}

impl Variant for Game {
    type Side = Color;
    type Outcome = Outcome;
    type Error = PlayError;

    fn to_move(&self) -> Option<Color> {
        Game::to_move(self)
    }
    fn ply(&self) -> u32 {
        Game::ply(self) as u32
    }
    fn moves(&self) -> &[Move] {
        Game::moves(self)
    }
    fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            return Vec::new();
        }
        self.position().legal_moves().iter().copied().collect()
    }
    fn is_legal(&self, m: Move) -> bool {
        !self.is_over() && self.position().is_legal(m)
    }
    fn play(&mut self, m: Move) -> Result<Option<Outcome>, PlayError> {
        Game::play(self, m)
    }
    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }
    fn perft_divide(&self, depth: u32) -> Vec<(Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        let pos = self.position();
        Variant::legal_moves(self)
            .into_iter()
            .map(|m| (m, pos.after_unchecked(m).perft(depth - 1)))
            .collect()
    }
    fn in_check(&self) -> Vec<Color> {
        let p = self.position();
        if p.is_check() {
            vec![p.turn()]
        } else {
            Vec::new()
        }
    }
}

impl Variant for yonin::Game {
    type Side = Seat;
    type Outcome = yonin::Standings;
    type Error = yonin::IllegalMove;

    fn to_move(&self) -> Option<Seat> {
        yonin::Game::to_move(self)
    }
    fn ply(&self) -> u32 {
        yonin::Game::ply(self)
    }
    fn moves(&self) -> &[Move] {
        yonin::Game::moves(self)
    }
    fn legal_moves(&self) -> Vec<Move> {
        yonin::Game::legal_moves(self)
    }
    fn is_legal(&self, m: Move) -> bool {
        yonin::Game::is_legal(self, m)
    }
    fn play(&mut self, m: Move) -> Result<Option<yonin::Standings>, yonin::IllegalMove> {
        yonin::Game::play(self, m)?;
        Ok(self.outcome())
    }
    fn outcome(&self) -> Option<yonin::Standings> {
        yonin::Game::outcome(self)
    }
    fn in_check(&self) -> Vec<Seat> {
        yonin::Game::in_check(self)
    }
    fn perft_divide(&self, depth: u32) -> Vec<(Move, u64)> {
        // The four-player perft plays and takes back on its own copy.
        yonin::Game::perft_divide(&mut self.clone(), depth)
    }
}
