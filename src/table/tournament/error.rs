//! Why a tournament refused a step: typed, with its words in one place ([`refusal`]). A refused
//! step leaves the tournament exactly as it was.

use super::round::GameId;
use super::Kind;
use crate::i18n::Msg;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", refusal(self).en())]
pub enum TournamentError {
    AlreadyJoined,
    /// Leaving (or anything only entrants do) by someone who is not in it, or has left.
    NotJoined,
    /// Joining or starting once it has started.
    Started,
    NotStarted,
    Finished,
    TooFewPlayers {
        kind: Kind,
        needed: usize,
        have: usize,
    },
    /// Starting by someone who is neither the organiser nor a moderator.
    NotOrganiser {
        organiser: String,
    },
    Full {
        max: usize,
    },
    /// A result for a game that is not in the current round.
    UnknownGame(GameId),
    AlreadyRecorded(GameId),
    /// A two-player result for a four-player game, places that are not 1–4, …
    WrongResult(GameId),
}

/// The words of a refusal.
pub fn refusal(e: &TournamentError) -> Msg {
    use TournamentError as E;
    let game = |id: &GameId, m: Msg| m.with("round", id.round).with("board", id.board);
    match e {
        E::AlreadyJoined => msg!("tournament-already-joined"),
        E::NotJoined => msg!("tournament-not-joined"),
        E::Started => msg!("tournament-started"),
        E::NotStarted => msg!("tournament-not-started"),
        E::Finished => msg!("tournament-finished"),
        E::TooFewPlayers { kind, needed, have } => msg!("tournament-too-few")
            .with("kind", kind_name(*kind))
            .with("needed", *needed)
            .with("have", *have),
        E::NotOrganiser { organiser } => {
            msg!("tournament-not-organiser").with("organiser", organiser)
        }
        E::Full { max } => msg!("tournament-full").with("max", *max),
        E::UnknownGame(id) => game(id, msg!("tournament-unknown-game")),
        E::AlreadyRecorded(id) => game(id, msg!("tournament-already-recorded")),
        E::WrongResult(id) => game(id, msg!("tournament-wrong-result")),
    }
}

/// "a round robin", "a Swiss tournament", "a four-player tournament".
pub fn kind_name(kind: Kind) -> Msg {
    match kind {
        Kind::RoundRobin => msg!("tournament-kind-round-robin"),
        Kind::Swiss => msg!("tournament-kind-swiss"),
        Kind::Yonin => msg!("tournament-kind-yonin"),
    }
}
