//! What the table says, in one place: results, players, options and the words of every refusal,
//! as catalogue messages (`locales/*/shogiban.ftl`) that the adapters render in the reader's language.

use super::error::MoveRefusal;
use super::*;
use crate::i18n::{words, Arg};

pub(super) fn four_status(game: &FourGame) -> Msg {
    if let Some(r) = &game.result {
        return describe_four_result(game, r);
    }
    let engine = game.game();
    match engine.to_move() {
        Some(s) => msg!("status-four")
            .with("players", four_names(game))
            .with("action", engine.ply() + 1)
            .with("who", seat_holder(game, s))
            .with("check", yes_no(engine.in_check().contains(&s))),
        None => msg!("raw").with("text", four_names(game)),
    }
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// `☗ alice vs ☖ bob, move 12. bob to move.`, or the result.
pub(super) fn status_line(game: &TwoGame) -> Msg {
    if let Some(r) = game.result {
        return describe_result(game, r);
    }
    let g = game.game();
    let to_move = game.player(g.position().turn());
    msg!("status-two")
        .with("sente", &game.sente.name)
        .with("gote", &game.gote.name)
        .with("move", g.ply() + 1)
        .with("to_move", &to_move.name)
        .with("check", yes_no(g.position().is_check()))
}

/// Why a four-player game ended, from the stored reason.
fn four_reason(reason: FourEnding) -> Msg {
    match reason {
        FourEnding::TwoEliminations => msg!("four-end-two-eliminations"),
        FourEnding::LastSurvivor => msg!("four-end-last-survivor"),
        FourEnding::Repetition => msg!("four-end-repetition"),
        FourEnding::Team => msg!("four-end-team"),
        FourEnding::Aborted => msg!("result-aborted"),
        FourEnding::RoundDeadline => msg!("four-end-round-deadline"),
    }
}

pub(super) fn describe_four_result(game: &FourGame, r: &FourResult) -> Msg {
    if r.places.len() != 4 {
        return msg!("result-aborted");
    }
    let mut order: Vec<Seat> = Seat::ALL.to_vec();
    order.sort_by_key(|s| r.places[s.index()]);
    let places: Vec<Msg> = order
        .iter()
        .map(|s| {
            msg!("result-four-place")
                .with("place", r.places[s.index()])
                .with("name", &game.player(*s).name)
        })
        .collect();
    msg!("result-four")
        .with("reason", four_reason(r.reason))
        .with("places", places)
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

pub fn describe_result(game: &TwoGame, r: TwoResult) -> Msg {
    use crate::rules::EndReason as R;
    let how = match r.ending {
        Ending::Rules(reason) => match reason {
            R::Checkmate => msg_id!("how-checkmate"),
            R::NoLegalMoves => msg_id!("how-no-legal-moves"),
            R::Repetition => msg_id!("how-repetition"),
            R::PerpetualCheck => msg_id!("how-perpetual-check"),
            R::MoveLimit => msg_id!("how-move-limit"),
            R::Impasse => msg_id!("how-impasse"),
        },
        Ending::Resignation => msg_id!("how-resignation"),
        Ending::Timeout => msg_id!("how-timeout"),
        Ending::Aborted => return msg!("result-aborted"),
    };
    match r.winner {
        Some(c) => msg!("result-win")
            .with("name", &game.player(c).name)
            .with("how", Msg::new(how)),
        None => msg!("result-draw").with("how", Msg::new(how)),
    }
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

/// The names of a two-player game's players, sente first.
pub(super) fn two_names(game: &TwoGame) -> Vec<Msg> {
    vec![Msg::raw(&game.sente.name), Msg::raw(&game.gote.name)]
}

/// The four seats as `name (seat)`, in seat order; a computer seat by its name alone, which says
/// its seat already (`shogiban (west, level 1)`).
pub(super) fn four_names(game: &FourGame) -> Vec<Msg> {
    Seat::ALL
        .iter()
        .map(|&s| match names_its_seat(game, s) {
            true => Msg::raw(&game.player(s).name),
            false => words::name_at_seat(&game.player(s).name, s),
        })
        .collect()
}

/// Who sits at seat `s`, in a sentence ("… played", "… to move"): `alice (south)`, or a computer
/// seat by its name alone.
pub(super) fn seat_holder(game: &FourGame, s: Seat) -> Msg {
    match names_its_seat(game, s) {
        true => Msg::raw(&game.player(s).name),
        false => words::person_at_seat(&game.player(s).name, s),
    }
}

/// Whether the name at seat `s` says the seat: the computer's seat named by seat and level.
fn names_its_seat(game: &FourGame, s: Seat) -> bool {
    game.computers[s.index()]
        .is_some_and(|level| words::is_computer_seat_name(&game.player(s).name, s, level))
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
        E::NotYourTurn { to_move } => m(msg_id!("refusal-not-your-turn")).with("name", to_move),
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
        E::AbortTooLate => m(msg_id!("refusal-abort-too-late")),
        E::NoRematch => m(msg_id!("refusal-no-rematch")),
        E::LobbyOpen => m(msg_id!("refusal-lobby-open")),
        E::NoLobby => m(msg_id!("refusal-no-lobby")),
        E::AlreadySeated { seat } => {
            m(msg_id!("refusal-already-seated")).with("seat", words::seat(*seat))
        }
        E::SeatTaken { seat, by } => m(msg_id!("refusal-seat-taken"))
            .with("seat", words::seat(*seat))
            .with("by", by),
        E::LobbyFull => m(msg_id!("refusal-lobby-full")),
        E::NotSeated => m(msg_id!("refusal-not-seated")),
        E::LobbyNotFull { free } => m(msg_id!("refusal-lobby-not-full"))
            .with("free", words::list(free.iter().map(|s| words::seat(*s)))),
        E::FourAbortTooLate => m(msg_id!("refusal-four-abort-too-late")),
        E::BadPosition { reason } => {
            m(msg_id!("refusal-bad-position")).with("reason", reason.clone())
        }
        E::HandicapAndPosition => m(msg_id!("refusal-handicap-and-position")),
        E::PositionWithoutMoves => m(msg_id!("refusal-position-without-moves")),
        E::Corrupt(c) => two::corrupt_message(c),
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
