//! Four-player shogi (yonin shogi, 四人将棋), exactly as `shared/rules/yonin.md`.
//!
//! Four seats play clockwise, South → West → North → East. Every piece has a kind, a promotion
//! flag, a **controller** (the seat that plays it) and a **direction** (the seat whose forward it
//! uses): pieces inherited from an eliminated player keep their direction. A player who must move
//! and has no legal action is eliminated (詰み): the king is overturned where it stands and stays as
//! an obstacle, the other pieces and the hand go to the credited player. Check priority (王手優先)
//! decides who moves next. The game ends at the second elimination (by default), the last survivor,
//! the first elimination of the pair variant, or the fourth occurrence of a position (千日手).
//!
//! The entry point is [`Game`]: [`Game::new`] with [`Settings`], [`Game::legal_moves`],
//! [`Game::play`] (an [`IllegalMove`] names the rule and leaves the game unchanged),
//! [`Game::outcome`] once it is over, [`Game::state`] for the JSON the command line prints.
//!
//! Moves are written in USI (`5g5f`, `8e7e+`, `P*5e`); the mover is always the player to move.
//!
//! # Position text
//!
//! Seven fields separated by spaces:
//!
//! ```text
//! 2SnGnKnGnSn2/3PnRnPn3/Sw3Pn3Se/GwPw5PeGe/KwRwPw3PeReKe/GwPw5PeGe/Sw3Ps3Se/3PsRsPs3/2SsGsKsGsSs2 s -/-/-/- 0 - ---- -
//! ```
//!
//! 1. **Board**, ranks `a` (1) to `i` (9) separated by `/`, each from file 9 to file 1 (as SFEN).
//!    A digit is a run of empty squares. A piece is an optional `+` (promoted), its letter `P`
//!    (pawn, 歩), `S` (silver, 銀), `G` (gold, 金), `R` (rook, 飛), `K` (king, 玉), then the seat
//!    letter of its controller (`s`, `w`, `n`, `e`), then the seat letter of its direction only
//!    when it differs from the controller: `Psn` is a pawn South plays that moves North's way.
//!    `X` and a seat letter is that seat's overturned king.
//! 2. **Player to move**: `s`, `w`, `n`, `e`, or `-` when the game is over.
//! 3. **Hands** of S, W, N, E separated by `/`: `-` for an empty hand, else the pieces in the order
//!    `R G S P`, a count before a letter held more than once (`R2P`).
//! 4. **Actions** made since the start of the game (the ply that dates eliminations).
//! 5. **Eliminations** in order: `-` or a comma-separated list of `seat:credited:ply`
//!    (`e:s:118,s:n:378`).
//! 6. **Last checkers**: four characters for S, W, N, E: the seat letter of the player whose
//!    action last put that seat in check, `-` for none (and for eliminated seats).
//! 7. **Recent actors**: the live seats that made an action, most recent first (`nws`), or `-`.
//!
//! A text is validated once: one king per seat, the eliminated seats (overturned kings) exactly
//! those listed and owning nothing, at most the pieces of one set, no unpromoted pawn on its last
//! line. A game started from a text starts a fresh repetition history in which the position is the
//! first occurrence; a text whose player to move has no legal action is refused. `to_text` of a
//! position read from text gives the same text back.
//!
//! # Readings where the rules page leaves a choice
//!
//! - A transfer never puts anyone in check: the transferred pieces attacked the same squares
//!   for the eliminated player, who was live until then, and an overturned king attacks nothing.
//!   It can only end checks (the checked player receives the checking piece). So the last checker
//!   of a seat is set by actions only, and a seat in check always moves (or is eliminated) before
//!   its checker can be. For set-up positions only: a checker who is no longer in the game, or
//!   none recorded, gives the credit to the most recent other live player who acted, and if
//!   nobody else has acted, to the nearest live seat counter-clockwise.
//! - `ply` of [`Game`] counts the actions played on this game object; eliminations are dated by
//!   the actions since the start of the game (field 4 of the text), which is the same from the
//!   start position.

mod board;
mod game;
mod movegen;
mod position;
mod settings;
mod text;

use serde::Serialize;

pub use game::Game;
pub use position::{rotate_from_south, Elimination, EndReason, Piece, Position, Standings};
pub use settings::{
    Choice, ContinueFrom, Credit, End, Settings, Switch, PARTNER_CAPTURE_KEY, TEAMS_KEY,
};

use crate::rules::{Role, Seat, Square};

/// Why an action is illegal. Each names the rule it breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("the game is over")]
    GameOver,
    #[error("no piece on {0}")]
    NoPiece(Square),
    #[error("the king on {0} is overturned and never moves")]
    OverturnedKingMoves(Square),
    #[error("the piece on {square} is controlled by {}", controller.name())]
    NotYourPiece { square: Square, controller: Seat },
    #[error("a {} on {from} cannot move to {to}", role.name())]
    CannotReach {
        role: Role,
        from: Square,
        to: Square,
    },
    #[error("{0} holds a piece you control")]
    OwnPiece(Square),
    #[error("an overturned king is never captured ({0})")]
    CapturesOverturnedKing(Square),
    /// 玉は取られない
    #[error("kings are never captured")]
    KingsNeverCaptured,
    #[error("capturing your partner's pieces is not allowed in this game")]
    PartnerCapture,
    #[error("a {} never promotes", .0.name())]
    CannotPromote(Role),
    #[error("a {} promotes only when the move starts or ends in its promotion zone", .0.name())]
    OutsideZone(Role),
    /// 行き所のない駒
    #[error("a pawn reaching its last line must promote")]
    MustPromote,
    #[error("{} has no {} in hand", .0.name(), .1.name())]
    NotInHand(Seat, Role),
    #[error("drops go on empty squares: {0} is occupied")]
    Occupied(Square),
    #[error("a pawn cannot be dropped on its last line")]
    PawnOnLastLine,
    /// 二歩 (nifu), per pawn line: the file for South and North, the rank for West and East.
    #[error("two pawns: {} already has an unpromoted pawn on {}", seat.name(), pawn_line_name(*seat, *square))]
    TwoPawns { seat: Seat, square: Square },
    #[error("pawn would face an overturned king")]
    PawnFacesOverturnedKing,
    /// 打ち歩詰め (uchifuzume)
    #[error("pawn-drop mate")]
    PawnDropMate,
    /// 自殺手 / 王手放置
    #[error("would leave your king in check")]
    LeavesKingInCheck,
    #[error("would put your partner in check")]
    ChecksPartner,
    /// 連続王手の千日手
    #[error("perpetual check: vary your move")]
    PerpetualCheck,
}

fn pawn_line_name(seat: Seat, sq: Square) -> String {
    match seat {
        Seat::South | Seat::North => format!("file {}", sq.file()),
        Seat::West | Seat::East => format!("rank {}", sq.rank()),
    }
}

/// Why a position text is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("a four-player position has 7 fields separated by spaces, not {0}")]
    Fields(usize),
    #[error("the board needs 9 ranks separated by '/'")]
    Ranks,
    #[error("rank {0} does not have 9 squares")]
    RankLength(u8),
    #[error("not a piece: {0:?} (use P S G R K X, '+' to promote, then the controller s w n e and, if different, the direction)")]
    BadPiece(String),
    #[error("{} must have exactly one king (live K or overturned X)", .0.name())]
    Kings(Seat),
    #[error("an unpromoted pawn on {0} is on its last line")]
    DeadPawn(Square),
    #[error("the player to move must be a live seat s, w, n, e, or - when the game is over")]
    ToMove,
    #[error("hands: four groups for S/W/N/E, '-' or pieces in the order R G S P with counts before letters")]
    Hands,
    #[error("more pieces than one set has (12 pawns, 8 silvers, 8 golds, 4 rooks)")]
    TooManyPieces,
    #[error("the number of actions must be a non-negative integer")]
    Actions,
    #[error("eliminations: '-' or seat:credited:ply, in order, exactly the seats with an overturned king")]
    Eliminations,
    #[error("{} is eliminated but still controls pieces or holds a hand", .0.name())]
    EliminatedOwns(Seat),
    #[error("last checkers: four characters, a seat letter or '-' for S, W, N, E")]
    Checkers,
    #[error("recent actors: distinct live seat letters, most recent first, or '-'")]
    Recent,
    #[error("more eliminations than these settings allow")]
    TooManyEliminations,
    #[error("the game is over by eliminations: the player to move must be '-'")]
    OverButSomeoneToMove,
    #[error("{} is to move but has no legal action", .0.name())]
    NoLegalAction(Seat),
}

/// One elimination as JSON.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct EliminationJson {
    pub seat: &'static str,
    pub by: &'static str,
    pub ply: u32,
}

/// The outcome as JSON.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ResultJson {
    pub reason: &'static str,
    pub places: std::collections::BTreeMap<&'static str, u8>,
}

/// The state the command line prints with `play --json`.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct State {
    pub to_move: Option<&'static str>,
    pub in_check: Vec<&'static str>,
    pub ply: u32,
    pub eliminated: Vec<EliminationJson>,
    pub result: Option<ResultJson>,
    pub position: String,
}

impl State {
    pub fn of(game: &Game) -> State {
        State {
            to_move: game.to_move().map(Seat::name),
            in_check: game.in_check().into_iter().map(Seat::name).collect(),
            ply: game.ply(),
            eliminated: game
                .eliminations()
                .into_iter()
                .map(|e| EliminationJson {
                    seat: e.seat.name(),
                    by: e.by.name(),
                    ply: e.ply,
                })
                .collect(),
            result: game.outcome().map(|o| ResultJson {
                reason: o.reason.name(),
                places: Seat::ALL
                    .into_iter()
                    .map(|s| (s.name(), o.places[s.index()]))
                    .collect(),
            }),
            position: game.position().to_text(),
        }
    }
}

/// Reads a setting value as written on the command line.
impl std::str::FromStr for Credit {
    type Err = String;
    fn from_str(s: &str) -> Result<Credit, String> {
        Credit::parse_or_why(s)
    }
}

impl std::str::FromStr for ContinueFrom {
    type Err = String;
    fn from_str(s: &str) -> Result<ContinueFrom, String> {
        ContinueFrom::parse_or_why(s)
    }
}

impl std::str::FromStr for End {
    type Err = String;
    fn from_str(s: &str) -> Result<End, String> {
        End::parse_or_why(s)
    }
}

/// Reads a seat name (`south`, `west`, `north`, `east`).
pub fn parse_seat(s: &str) -> Option<Seat> {
    <Seat as Switch>::parse_name(s)
}
