//! What the table says, in one place: results, players, options and the words of every refusal,
//! as catalogue messages (`locales/*/shogiban.ftl`) that the adapters render in the reader's language.

use super::command::{self, ChallengeOptions};
use super::error::MoveRefusal;
use super::game::{GameEnd, GameKind, Occupant, Reason, TableGame, TableVariant, COMPUTER_NAME};
use super::*;
use crate::i18n::{words, Arg};

/// The players of `game` for a sentence, in turn order (`alice`, `bob`; or the four seats).
pub fn names<V: TableVariant>(game: &TableGame<V>) -> Vec<Msg> {
    game.seats
        .iter()
        .map(|(side, _)| V::listed(game, side))
        .collect()
}

/// `board`'s sentence: who plays, the move number and who is to move; or the result.
pub fn status<V: TableVariant>(game: &TableGame<V>) -> Msg {
    match &game.end {
        Some(end) => result(game, end),
        None => V::status_words(game),
    }
}

/// The result of a game that ended as `end` says.
pub fn result<V: TableVariant>(game: &TableGame<V>, end: &GameEnd<V::Side, V::EndReason>) -> Msg {
    match end.reason {
        Reason::Aborted => msg!("result-aborted"),
        _ => V::result_words(game, end),
    }
}

/// The name of whoever plays a seat, made in the reader's language when shown: a person's name;
/// the computer's by seat and level (`shogiban (west, level 3)`), which tells computer seats
/// apart; a person's seat the computer took over marked as the computer's (`alice (computer)`).
pub fn occupant_name(o: &Occupant, seat: Seat) -> Msg {
    match o {
        Occupant::Person(p) => Msg::raw(&p.name),
        Occupant::Computer { level } => msg!("computer-seat-name")
            .with("bot", COMPUTER_NAME)
            .with("seat", words::seat(seat))
            .with("level", *level),
        Occupant::TakenOver { person, .. } => msg!("computer-plays-for").with("name", &person.name),
    }
}

/// Whoever plays seat `s` in a list of the players: `alice (south)`, or a computer seat by its
/// name alone, which says its seat already.
pub fn seat_listed(o: &Occupant, s: Seat) -> Msg {
    match o {
        Occupant::Computer { .. } => occupant_name(o, s),
        _ => words::name_at_seat(occupant_name(o, s), s),
    }
}

/// Whoever plays seat `s` in a sentence ("… played", "… to move"): `alice (south)`, or a
/// computer seat by its name alone.
pub fn seat_holder(o: &Occupant, s: Seat) -> Msg {
    match o {
        Occupant::Computer { .. } => occupant_name(o, s),
        _ => words::person_at_seat(occupant_name(o, s), s),
    }
}

/// ` (bishop handicap, 1d per move, unrated)`, or nothing.
pub(super) fn describe_options(o: &ChallengeOptions) -> Option<Msg> {
    let mut parts = Vec::new();
    if let Some(h) = &o.handicap {
        parts.push(msg!("option-handicap").with("handicap", words::handicap(h)));
    }
    if let Some(t) = o.time_per_move {
        parts.push(msg!("option-time").with("time", words::duration(t)));
    }
    if let Some(sfen) = &o.position {
        parts.push(msg!("option-position").with("sfen", sfen));
    }
    if o.rated == Some(false) || o.handicap.is_some() || o.position.is_some() {
        parts.push(msg!("option-unrated"));
    }
    (!parts.is_empty()).then(|| msg!("options").with("parts", parts))
}

/// Names for a sentence: `alice vs bob`, or the four seats.
fn joined(players: &[Msg]) -> Arg {
    if let [sente, gote] = players {
        msg!("players-two")
            .with("sente", sente.clone())
            .with("gote", gote.clone())
            .into()
    } else {
        players.to_vec().into()
    }
}

/// The words of a refusal: every [`TableError`] is said here and nowhere else.
pub fn refusal(e: &TableError) -> Msg {
    use TableError as E;
    let m = Msg::new;
    match e {
        E::Command(c) => command::command_error(c),
        E::NoGame => m(msg_id!("refusal-no-game")),
        E::NoPuzzle => m(msg_id!("refusal-no-puzzle")),
        E::NoPuzzleInProgress => m(msg_id!("refusal-no-puzzle-in-progress")),
        E::NoReviewGame => m(msg_id!("refusal-no-review-game")),
        E::ReviewInPlay => m(msg_id!("refusal-review-in-play")),
        E::ReviewFour => m(msg_id!("refusal-review-four")),
        E::GameInPlay { players } => {
            m(msg_id!("refusal-game-in-play")).with("players", joined(players))
        }
        E::NotAPlayer { players } => {
            m(msg_id!("refusal-not-a-player")).with("players", joined(players))
        }
        E::NotYourTurn { to_move } => {
            m(msg_id!("refusal-not-your-turn")).with("name", to_move.clone())
        }
        E::PositionChanged => m(msg_id!("refusal-position-changed")),
        E::GameOver {
            result,
            rematch: true,
        } => m(msg_id!("refusal-game-over")).with("result", result.clone()),
        E::GameOver {
            result,
            rematch: false,
        } => m(msg_id!("refusal-tournament-game-over")).with("result", result.clone()),
        E::BadMove { input, reason } => m(msg_id!("refusal-bad-move"))
            .with("input", input)
            .with("reason", move_refusal(reason)),
        E::NoImpasseRule => m(msg_id!("refusal-no-impasse-rule")),
        E::NoChallenge => m(msg_id!("refusal-no-challenge")),
        E::NoChallengeFrom { named, waiting } => m(msg_id!("refusal-no-challenge-from"))
            .with("named", named)
            .with("count", waiting.len())
            .with("waiting", words::names(waiting)),
        E::WhichChallenge { from } => {
            m(msg_id!("refusal-which-challenge")).with("from", words::names(from))
        }
        E::SelfChallenge => m(msg_id!("refusal-self-challenge")),
        E::UnknownUser { mention } => m(msg_id!("refusal-unknown-user")).with("mention", mention),
        E::UnknownHandicap { name, known } => m(msg_id!("refusal-unknown-handicap"))
            .with("name", name)
            .with("known", words::names(known)),
        E::RatedHandicap => m(msg_id!("refusal-rated-handicap")),
        E::DuplicateChallenge { name } => {
            m(msg_id!("refusal-duplicate-challenge")).with("name", name)
        }
        E::ChallengeWaiting { from } => m(msg_id!("refusal-challenge-waiting")).with("from", from),
        E::NothingToCancel => m(msg_id!("refusal-nothing-to-cancel")),
        E::NothingToTakeBack => m(msg_id!("refusal-nothing-to-take-back")),
        E::NoMoveOfYours => m(msg_id!("refusal-no-move-of-yours")),
        E::TakebackPending { opponent } => {
            m(msg_id!("refusal-takeback-pending")).with("opponent", opponent)
        }
        E::FourNoTakeback => m(msg_id!("refusal-four-no-takeback")),
        E::AbortTooLate(GameKind::Two) => m(msg_id!("refusal-abort-too-late")),
        E::AbortTooLate(GameKind::Four) => m(msg_id!("refusal-four-abort-too-late")),
        E::NoRematch => m(msg_id!("refusal-no-rematch")),
        E::LobbyOpen => m(msg_id!("refusal-lobby-open")),
        E::NoLobby => m(msg_id!("refusal-no-lobby")),
        E::AlreadySeated { seat } => {
            m(msg_id!("refusal-already-seated")).with("seat", words::seat(*seat))
        }
        E::SeatTaken { seat, by } => m(msg_id!("refusal-seat-taken"))
            .with("seat", words::seat(*seat))
            .with("by", by.clone()),
        E::LobbyFull => m(msg_id!("refusal-lobby-full")),
        E::NotSeated => m(msg_id!("refusal-not-seated")),
        E::LobbyNotFull { free } => m(msg_id!("refusal-lobby-not-full"))
            .with("free", words::list(free.iter().map(|s| words::seat(*s)))),
        E::BadPosition { reason } => {
            m(msg_id!("refusal-bad-position")).with("reason", reason.clone())
        }
        E::HandicapAndPosition => m(msg_id!("refusal-handicap-and-position")),
        E::PositionWithoutMoves => m(msg_id!("refusal-position-without-moves")),
        E::Corrupt(c) => super::game::corrupt_message(c),
        E::NotModerator => m(msg_id!("refusal-not-moderator")),
        E::TournamentGame => m(msg_id!("refusal-tournament-game")),
        E::Tournament(t) => super::tournament::refusal(t),
        E::TournamentNotHere => m(msg_id!("tournament-not-here")),
        E::TournamentUnderWay { title } => {
            m(msg_id!("tournament-one-at-a-time")).with("title", title.clone())
        }
        E::TournamentUnknown { number } => m(msg_id!("tournament-unknown")).with("number", *number),
        E::NoTournament => m(msg_id!("tournament-none")),
        E::BadSetting(reason) => reason.clone(),
        E::NoOverride(key) => m(msg_id!("refusal-no-override")).with("key", *key),
        E::HintsOff => m(msg_id!("refusal-hints-off")),
        E::NoPieceThere { square } => {
            m(msg_id!("refusal-no-piece-there")).with("square", square.to_usi())
        }
        E::NotInHand { role } => m(msg_id!("refusal-not-in-hand")).with("role", words::role(*role)),
        E::ComputerCannot(what) => what.clone(),
        E::LevelNeedsComputer => m(msg_id!("refusal-level-needs-computer")),
        E::ExportFormatNotFor { format, four } => m(if *four {
            msg_id!("refusal-unknown-export-format-four")
        } else {
            msg_id!("refusal-unknown-export-format")
        })
        .with("format", format.word()),
    }
}

/// Why a move was refused, in words.
fn move_refusal(reason: &MoveRefusal) -> Msg {
    use crate::i18n::errors;
    match reason {
        MoveRefusal::Notation(e) => errors::move_error(e),
        MoveRefusal::FourNotation(e) => errors::four_move_error(e),
        MoveRefusal::Rules(e) => errors::play_error(e),
    }
}

/// A two-player move for an announcement, in the notation the table shows.
pub(super) fn write_move(
    pos: &crate::rules::Position,
    m: crate::rules::Move,
    prev: Option<crate::rules::Move>,
    shown: settings::NotationShown,
) -> String {
    use crate::notation::write::{jsa, western};
    match shown {
        settings::NotationShown::Both => format!("{} ({})", jsa(pos, m, prev), western(pos, m)),
        settings::NotationShown::Japanese => jsa(pos, m, prev),
        settings::NotationShown::Western => western(pos, m),
    }
}
