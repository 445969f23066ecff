//! Every sentence of puzzles and reviews, as catalogue messages (section "Study" of
//! `locales/*/shogiban.ftl`).

use super::puzzle::{PuzzleStats, StoredPuzzle};
use crate::i18n::Msg;
use crate::rules::Color;

fn standing(stats: &PuzzleStats) -> Msg {
    msg!("puzzle-standing")
        .with("rating", stats.rating.rating.round() as i64)
        .with("streak", stats.streak)
}

fn side(c: Color) -> Msg {
    Msg::new(match c {
        Color::Sente => msg_id!("color-sente"),
        Color::Gote => msg_id!("color-gote"),
    })
}

/// The puzzle image's header: what is asked from here, and who plays.
pub(super) fn puzzle_header(puzzle: &StoredPuzzle, played: usize, to_move: Color) -> Msg {
    match puzzle.mate {
        Some(n) => msg!("puzzle-header-mate")
            .with("n", usize::from(n).saturating_sub(played).max(1))
            .with("side", side(to_move)),
        None => msg!("puzzle-header-material").with("side", side(to_move)),
    }
}

fn goal(puzzle: &StoredPuzzle) -> Msg {
    match puzzle.mate {
        Some(n) => msg!("puzzle-goal-mate").with("n", n),
        None => msg!("puzzle-goal-material"),
    }
}

/// The first reply of a puzzle.
pub(super) fn puzzle_intro(
    name: &str,
    puzzle: &StoredPuzzle,
    to_move: Color,
    daily: bool,
    stats: &PuzzleStats,
) -> Msg {
    Msg::new(if daily {
        msg_id!("puzzle-intro-daily")
    } else {
        msg_id!("puzzle-intro")
    })
    .with("name", name)
    .with("difficulty", puzzle.difficulty)
    .with("side", side(to_move))
    .with("goal", goal(puzzle))
    .with("standing", standing(stats))
}

pub(super) fn correct(name: &str, played: &str, reply: &str) -> Msg {
    msg!("puzzle-correct")
        .with("name", name)
        .with("move", played)
        .with("reply", reply)
}

pub(super) fn solved(name: &str, played: &str, stats: &PuzzleStats) -> Msg {
    msg!("puzzle-solved")
        .with("name", name)
        .with("move", played)
        .with("standing", standing(stats))
}

pub(super) fn wrong(name: &str, played: &str, solution: &str, stats: &PuzzleStats) -> Msg {
    msg!("puzzle-wrong")
        .with("name", name)
        .with("move", played)
        .with("solution", solution)
        .with("standing", standing(stats))
}

pub(super) fn gave_up(name: &str, solution: &str, stats: &PuzzleStats) -> Msg {
    msg!("puzzle-gave-up")
        .with("name", name)
        .with("solution", solution)
        .with("standing", standing(stats))
}

/// The daily post in a puzzle channel.
pub(super) fn daily_post(puzzle: &StoredPuzzle, to_move: Color) -> Msg {
    msg!("puzzle-daily-post")
        .with("difficulty", puzzle.difficulty)
        .with("side", side(to_move))
        .with("goal", goal(puzzle))
}

pub(super) fn mistake_mark(number: usize, played: &str, better: &str) -> Msg {
    msg!("review-mistake-mark")
        .with("number", number)
        .with("played", played)
        .with("better", better)
}

pub(super) fn missed_mate_mark(number: usize, played: &str, mate: &str, length: usize) -> Msg {
    msg!("review-missed-mate-mark")
        .with("number", number)
        .with("played", played)
        .with("mate", mate)
        .with("length", length)
}

/// Who judged a review's moves, and at what budget per position.
pub(super) fn judged_by(by: &crate::engine::review::JudgedBy) -> Msg {
    use crate::engine::review::ReviewLimit;
    let limit = match by.limit {
        ReviewLimit::Nodes(n) => msg!("review-limit-nodes").with("n", n),
        ReviewLimit::Depth(d) => msg!("review-limit-depth").with("n", d),
    };
    match &by.engine {
        Some(name) => msg!("review-judged-by")
            .with("engine", name.as_str())
            .with("limit", limit),
        None => msg!("review-judged-by-builtin").with("limit", limit),
    }
}

pub(super) fn review_text(
    sente: &str,
    gote: &str,
    plies: usize,
    mistakes: usize,
    missed_mates: usize,
    at_move: usize,
    link: &str,
) -> Msg {
    msg!("review-summary")
        .with("sente", sente)
        .with("gote", gote)
        .with("plies", plies)
        .with("mistakes", mistakes)
        .with("missed", missed_mates)
        .with("at", at_move)
        .with("link", link)
}
