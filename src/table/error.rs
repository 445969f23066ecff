//! Why a command was refused: structured data, with the causes kept as sources. The words a
//! person reads are made in one place, [`super::text::refusal`] (a catalogue message), whose
//! English `Display` uses for logs.

use super::command::CommandError;
use crate::i18n::Msg;
use crate::notation::four::FourMoveError;
use crate::notation::MoveError;
use crate::rules::PlayError;
use crate::rules::{Seat, Square};

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveRefusal {
    /// The text does not name exactly one legal move (syntax, ambiguity, a rule).
    #[error(transparent)]
    Notation(#[from] MoveError),
    /// The four-player text does not name exactly one legal action.
    #[error(transparent)]
    FourNotation(#[from] FourMoveError),
    /// The rules refused it (e.g. an impasse declaration whose conditions do not hold).
    #[error(transparent)]
    Rules(#[from] PlayError),
}

/// Why a command was refused. The table is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", super::text::refusal(self))]
pub enum TableError {
    /// The words do not make a command.
    Command(#[from] CommandError),
    NoGame,
    /// No puzzle could be given (none found within the budget, or puzzles are not kept here).
    NoPuzzle,
    /// A puzzle answer or `puzzle stop` with no puzzle in progress.
    NoPuzzleInProgress,
    /// `review` with no two-player game here.
    NoReviewGame,
    /// `review` while the game is in play.
    ReviewInPlay,
    /// `review` at a four-player table.
    ReviewFour,
    /// A game is in play between these people (names, in seat order).
    GameInPlay {
        players: Vec<Msg>,
    },
    /// The actor is not at the game between these people.
    NotAPlayer {
        players: Vec<Msg>,
    },
    /// The person (or the computer) to move, in words.
    NotYourTurn {
        to_move: Msg,
    },
    /// A move picked with clicks in a position that is no longer the game's (or a forged pick).
    PositionChanged,
    /// The game is over; the result as the table words it, and whether `rematch` may follow
    /// (not after a tournament's game: its result is the tournament's).
    GameOver {
        result: Msg,
        rematch: bool,
    },
    BadMove {
        input: String,
        #[source]
        reason: MoveRefusal,
    },
    /// `impasse` at a table whose `impasse` setting is `none`.
    NoImpasseRule,
    NoChallenge,
    /// `accept @x` / `decline @x` when the challenges waiting are from other people.
    NoChallengeFrom {
        named: String,
        waiting: Vec<String>,
    },
    /// Several challenges wait for the actor: from these people.
    WhichChallenge {
        from: Vec<String>,
    },
    SelfChallenge,
    UnknownUser {
        mention: String,
    },
    UnknownHandicap {
        name: String,
        known: Vec<&'static str>,
    },
    RatedHandicap,
    /// The actor already has a challenge waiting here.
    DuplicateChallenge {
        name: String,
    },
    /// A challenge is waiting here; only one thing happens at a table at a time.
    ChallengeWaiting {
        from: String,
    },
    NothingToCancel,
    NothingToTakeBack,
    /// The asker has not moved yet: no move of theirs to take back.
    NoMoveOfYours,
    TakebackPending {
        opponent: String,
    },
    /// Four-player games have no takeback.
    FourNoTakeback,
    /// Every side has moved: only a moderator may abort now.
    AbortTooLate(super::GameKind),
    NoRematch,
    LobbyOpen,
    NoLobby,
    AlreadySeated {
        seat: Seat,
    },
    SeatTaken {
        seat: Seat,
        by: Msg,
    },
    LobbyFull,
    NotSeated,
    LobbyNotFull {
        free: Vec<Seat>,
    },
    /// A set-up position that cannot be played.
    BadPosition {
        reason: Msg,
    },
    HandicapAndPosition,
    PositionWithoutMoves,
    /// The stored game is corrupt.
    Corrupt(#[from] super::game::CorruptGame),
    NotModerator,
    /// A tournament's game cannot be aborted, nor replayed with `rematch`.
    TournamentGame,
    /// A tournament refused the step.
    Tournament(super::tournament::TournamentError),
    /// Tournaments are not run at this kind of table (yet: Discord needs a thread per game).
    TournamentNotHere,
    /// `tournament new` while one is open or running in the channel.
    TournamentUnderWay {
        title: Msg,
    },
    /// `tournament show N` of a number the channel never had.
    TournamentUnknown {
        number: u32,
    },
    /// A `tournament` command that needs one, in a channel without one open or running.
    NoTournament,
    BadSetting(Msg),
    NoOverride(&'static str),
    HintsOff,
    /// `hint` on a square with no piece of the side to move.
    NoPieceThere {
        square: Square,
    },
    /// The side to move has no such piece in hand.
    NotInHand {
        role: crate::rules::Role,
    },
    /// What the computer cannot do, said as a whole sentence.
    ComputerCannot(Msg),
    LevelNeedsComputer,
    /// An export format for the other kind of game (`yonin` for two players, `kif` for four).
    ExportFormatNotFor {
        format: crate::notation::ExportFormat,
        four: bool,
    },
}
