//! What the table says, in one place: results, players, options and the words of every refusal.

use super::*;

pub(super) fn four_players(game: &FourGame) -> String {
    Seat::ALL
        .iter()
        .map(|s| format!("{} ({})", game.player(*s).name, s.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn four_status(game: &FourGame) -> Result<String, TableError> {
    if let Some(r) = &game.result {
        return Ok(describe_four_result(game, r));
    }
    let engine = game
        .replay()
        .map_err(|e| TableError::Corrupt(e.to_string()))?;
    Ok(match engine.to_move() {
        Some(s) => format!(
            "{}. Action {}; {} ({}) to move.",
            four_players(game),
            engine.ply() + 1,
            game.player(s).name,
            s.name()
        ),
        None => four_players(game),
    })
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

pub(super) fn players(game: &TwoGame) -> String {
    format!("{} vs {}", game.sente.name, game.gote.name)
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
