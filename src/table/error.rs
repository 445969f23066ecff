//! Why a command was refused.

use super::*;

/// Why a command was refused. Each message says what to do instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("{0}")]
    Command(#[from] CommandError),
    #[error("there is no game at this table: start one with `challenge @someone` or `open`")]
    NoGame,
    #[error("a game is already in play here ({0}); finish it first, or play in another channel or thread")]
    GameInPlay(String),
    #[error("you are not playing at this table; the game is {0}")]
    NotAPlayer(String),
    #[error("it is {0}'s turn, not yours")]
    NotYourTurn(String),
    #[error("the game is over ({0}); `rematch` to play again")]
    GameOver(String),
    #[error("{0}: {1}")]
    Illegal(String, String),
    #[error("no challenge is waiting for you here; `open` posts one anyone can accept")]
    NoChallenge,
    #[error("several challenges are waiting for you ({0}); say whose: `accept @name`")]
    WhichChallenge(String),
    #[error("you cannot challenge yourself")]
    SelfChallenge,
    #[error("I do not know who {0} is")]
    UnknownUser(String),
    #[error("unknown handicap `{0}`; the handicaps are {1}")]
    UnknownHandicap(String, String),
    #[error("handicap games are not rated")]
    RatedHandicap,
    #[error("{0} already has a challenge waiting here; `cancel` it first")]
    DuplicateChallenge(String),
    #[error("you have no challenge to cancel")]
    NothingToCancel,
    #[error("there is no move to take back")]
    NothingToTakeBack,
    #[error("you already asked; waiting for {0} to agree with `takeback`")]
    TakebackPending(String),
    #[error("only a moderator can abort once both players have moved; resign instead")]
    AbortTooLate,
    #[error("there is no finished game here to rematch")]
    NoRematch,
    #[error("`{0}` is not available yet")]
    NotYet(&'static str),
    #[error("`{0}` is answered for the whole server, not by one table")]
    ServerWide(&'static str),
    #[error("four-player shogi has no resignation: play on, or a seat that stops answering is taken over when its time runs out")]
    NoResignation,
    #[error("a four-player lobby is already open here: `join` it")]
    LobbyOpen,
    #[error("there is no four-player lobby here: open one with `yonin`")]
    NoLobby,
    #[error("you already sit at {0}")]
    AlreadySeated(&'static str),
    #[error("{0} is taken by {1}")]
    SeatTaken(&'static str, String),
    #[error("the lobby is full")]
    LobbyFull,
    #[error("you are not in the lobby")]
    NotSeated,
    #[error("the lobby needs four players to start; free seats: {0}")]
    LobbyNotFull(String),
    #[error("only a moderator can abort once every seat has moved")]
    FourAbortTooLate,
    #[error("that position cannot be played: {0}")]
    BadPosition(String),
    #[error("{0}")]
    Corrupt(String),
    #[error(
        "only moderators can change settings; anyone can look with `settings` or `settings KEY`"
    )]
    NotModerator,
    #[error("unknown setting `{key}`{}; `settings` lists them all", nearest.map(|n| format!(": did you mean `{n}`?")).unwrap_or_default())]
    UnknownSetting {
        key: String,
        nearest: Option<&'static str>,
    },
    #[error("{0}")]
    BadSetting(String),
    #[error("`{0}` has no override in this channel to remove")]
    NoOverride(&'static str),
    #[error("`settings server` needs a key and a value, e.g. `settings server hints off`")]
    SettingsUsage,
    #[error("hints are turned off here (setting `hints`)")]
    HintsOff,
    #[error("the computer cannot {0}")]
    ComputerCannot(&'static str),
    #[error("`level=` is for a game against the computer: challenge the bot itself, e.g. `challenge @shogiban level=3`")]
    LevelNeedsComputer,
}
