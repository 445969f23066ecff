//! What the table says, in one place: results, players, options and the words of every refusal.

use super::*;

pub(super) fn four_status(game: &FourGame) -> String {
    if let Some(r) = &game.result {
        return describe_four_result(game, r);
    }
    let engine = game.game();
    match engine.to_move() {
        Some(s) => format!(
            "{}. Action {}; {} ({}) to move{}.",
            four_names(game).join(", "),
            engine.ply() + 1,
            game.player(s).name,
            s.name(),
            if engine.in_check().contains(&s) {
                ", in check"
            } else {
                ""
            }
        ),
        None => four_names(game).join(", "),
    }
}

/// `☗ alice vs ☖ bob, move 12. bob to move.`, or the result.
pub(super) fn status_line(game: &TwoGame) -> String {
    if let Some(r) = game.result {
        return describe_result(game, r);
    }
    let g = game.game();
    let to_move = game.player(g.position().turn());
    format!(
        "☗ {} vs ☖ {}, move {}. {} to move{}.",
        game.sente.name,
        game.gote.name,
        g.ply() + 1,
        to_move.name,
        if g.position().is_check() {
            " (in check)"
        } else {
            ""
        }
    )
}

pub(super) fn describe_four_result(game: &FourGame, r: &FourResult) -> String {
    if r.places.len() != 4 {
        return "Game aborted.".to_owned();
    }
    let mut order: Vec<Seat> = Seat::ALL.to_vec();
    order.sort_by_key(|s| r.places[s.index()]);
    let places: Vec<String> = order
        .iter()
        .map(|s| format!("{}. {}", r.places[s.index()], game.player(*s).name))
        .collect();
    format!("Game over ({}): {}.", r.reason, places.join(", "))
}

pub(super) fn describe_options(o: &ChallengeOptions) -> String {
    let mut parts = Vec::new();
    if let Some(h) = &o.handicap {
        parts.push(format!("{h} handicap"));
    }
    if let Some(t) = o.time_per_move {
        parts.push(format!("{} per move", command::format_duration(t)));
    }
    if let Some(sfen) = &o.position {
        parts.push(format!("from the position {sfen}"));
    }
    if o.rated == Some(false) || o.handicap.is_some() || o.position.is_some() {
        parts.push("unrated".to_owned());
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(" ({})", parts.join(", "))
    }
}

pub fn describe_result(game: &TwoGame, r: TwoResult) -> String {
    let how = match r.ending {
        Ending::Rules(reason) => match reason {
            crate::rules::EndReason::Checkmate => "by checkmate",
            crate::rules::EndReason::NoLegalMoves => "(no legal moves left)",
            crate::rules::EndReason::Repetition => "by repetition (sennichite)",
            crate::rules::EndReason::PerpetualCheck => "by perpetual check",
            crate::rules::EndReason::MoveLimit => "at the move limit",
            crate::rules::EndReason::Impasse => "by impasse",
        },
        Ending::Resignation => "by resignation",
        Ending::Timeout => "on time",
        Ending::Aborted => return "Game aborted.".to_owned(),
    };
    match r.winner {
        Some(c) => format!("{} wins {how}.", game.player(c).name),
        None => format!("Draw {how}."),
    }
}

/// Names joined for a sentence: `alice vs bob`, or the four seats.
fn joined(players: &[String]) -> String {
    if players.len() == 2 {
        format!("{} vs {}", players[0], players[1])
    } else {
        players.join(", ")
    }
}

/// The names of a two-player game's players, sente first.
pub(super) fn two_names(game: &TwoGame) -> Vec<String> {
    vec![game.sente.name.clone(), game.gote.name.clone()]
}

/// The four seats as `name (seat)`, in seat order.
pub(super) fn four_names(game: &FourGame) -> Vec<String> {
    Seat::ALL
        .iter()
        .map(|s| format!("{} ({})", game.player(*s).name, s.name()))
        .collect()
}

/// The words of a refusal: every [`TableError`] is said here and nowhere else, so that a
/// translation has one place to look.
pub fn refusal(e: &TableError) -> String {
    use TableError as E;
    match e {
        E::Command(c) => c.to_string(),
        E::NoGame => {
            "there is no game at this table: start one with `challenge @someone` or `open`".into()
        }
        E::NoPuzzle => super::study_text::no_puzzle(),
        E::NoPuzzleInProgress => super::study_text::no_puzzle_in_progress(),
        E::NoReviewGame => super::study_text::no_review_game(),
        E::ReviewInPlay => super::study_text::review_in_play(),
        E::ReviewFour => super::study_text::review_four(),
        E::GameInPlay { players } => format!(
            "a game is already in play here ({}); finish it first, or play in another channel or thread",
            joined(players)
        ),
        E::NotAPlayer { players } => format!(
            "you are not playing at this table; the game is {}",
            joined(players)
        ),
        E::NotYourTurn { to_move } => format!("it is {to_move}'s turn, not yours"),
        E::GameOver { result } => format!("the game is over ({result}); `rematch` to play again"),
        E::BadMove { input, reason } => format!("{input}: {reason}"),
        E::NoImpasseRule => "impasse (持将棋) is not played at this table: a moderator can turn it \
                             on with `settings impasse 24` or `settings impasse 27`"
            .into(),
        E::NoChallenge => {
            "no challenge is waiting for you here; `open` posts one anyone can accept".into()
        }
        E::NoChallengeFrom { named, waiting } => match waiting.as_slice() {
            [] => format!("{named} has not challenged you here; no challenge is waiting for you"),
            [one] => format!("{named} has not challenged you here; the challenge waiting for you is {one}'s: `accept` takes it"),
            many => format!(
                "{named} has not challenged you here; challenges are waiting from {}",
                many.join(", ")
            ),
        },
        E::WhichChallenge { from } => format!(
            "several challenges are waiting for you ({}); say whose: `accept @name`",
            from.join(", ")
        ),
        E::SelfChallenge => "you cannot challenge yourself".into(),
        E::UnknownUser { mention } => format!("I do not know who {mention} is"),
        E::UnknownHandicap { name, known } => format!(
            "unknown handicap `{name}`; the handicaps are {}",
            known.join(", ")
        ),
        E::RatedHandicap => "handicap games are not rated".into(),
        E::DuplicateChallenge { name } => {
            format!("{name} already has a challenge waiting here; `cancel` it first")
        }
        E::ChallengeWaiting { from } => format!(
            "{from}'s challenge is waiting here: one thing at a table at a time, so answer or \
             `cancel` it first (or play in another channel or thread)"
        ),
        E::NothingToCancel => "you have no challenge to cancel".into(),
        E::NothingToTakeBack => "there is no move to take back".into(),
        E::NoMoveOfYours => {
            "you have not moved yet: a takeback is for your own last move (and the reply to it)"
                .into()
        }
        E::TakebackPending { opponent } => {
            format!("you already asked; waiting for {opponent} to agree with `takeback`")
        }
        E::FourNoTakeback => {
            "four-player games have no takeback: the other three have already seen the move".into()
        }
        E::AbortTooLate => {
            "only a moderator can abort once both players have moved; resign instead".into()
        }
        E::NoRematch => "there is no finished game here to rematch".into(),
        E::ServerWide(what) => format!("`{what}` is answered for the whole server, not by one table"),
        E::LobbyOpen => "a four-player lobby is already open here: `join` it".into(),
        E::NoLobby => "there is no four-player lobby here: open one with `yonin`".into(),
        E::AlreadySeated { seat } => format!("you already sit at {}", seat.name()),
        E::SeatTaken { seat, by } => format!("{} is taken by {by}", seat.name()),
        E::LobbyFull => "the lobby is full".into(),
        E::NotSeated => "you are not in the lobby".into(),
        E::LobbyNotFull { free } => format!(
            "the lobby needs four players to start; free seats: {}",
            free.iter().map(|s| s.name()).collect::<Vec<_>>().join(", ")
        ),
        E::FourAbortTooLate => "only a moderator can abort once every seat has moved".into(),
        E::BadSwitch { key, value, reason } => format!("{key}={value}: {reason}"),
        E::BadPosition { reason } => format!("that position cannot be played: {reason}"),
        E::HandicapAndPosition => {
            "that position cannot be played: give either a handicap or a position, not both".into()
        }
        E::PositionWithoutMoves => {
            "that position cannot be played: the side to move has no legal move there".into()
        }
        E::Corrupt(c) => c.to_string(),
        E::AfterNotice { notice, error } => format!("{notice} {}", refusal(error)),
        E::NotModerator => {
            "only moderators can change settings; anyone can look with `settings` or `settings KEY`"
                .into()
        }
        E::UnknownSetting { key, nearest } => format!(
            "unknown setting `{key}`{}; `settings` lists them all",
            nearest
                .map(|n| format!(": did you mean `{n}`?"))
                .unwrap_or_default()
        ),
        E::BadSetting(reason) => reason.clone(),
        E::NoOverride(key) => format!("`{key}` has no override in this channel to remove"),
        E::SettingsUsage => {
            "`settings server` needs a key and a value, e.g. `settings server hints off`".into()
        }
        E::HintsOff => "hints are turned off here (setting `hints`)".into(),
        E::NoPieceThere { square } => format!(
            "no piece of the player to move on {}: a hint takes the square of one of their pieces \
             (e.g. 7g) or a piece in hand (P, L, N, S, G, B, R)",
            square.to_usi()
        ),
        E::HintUsage { input } => format!(
            "{input}: a hint takes a square like 7g or a piece in hand like P (K for the king)"
        ),
        E::NotInHand { role } => format!("the player to move has no {role} in hand"),
        E::ComputerCannot(what) => format!("the computer cannot {what}"),
        E::LevelNeedsComputer => "`level=` is for a game against the computer: challenge the bot \
                                  itself, e.g. `challenge @shogiban level=3`"
            .into(),
        E::UnknownExportFormat { format, four } => {
            if *four {
                format!("{format}: four-player export formats are yonin and usi")
            } else {
                format!("{format}: export formats are kif, kifu, ki2, csa and usi")
            }
        }
    }
}
