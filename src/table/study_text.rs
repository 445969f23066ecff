//! Every word of puzzles and reviews, in one place (to move into the Fluent catalogues with the
//! rest of the table's words).

use super::puzzle::{PuzzleStats, StoredPuzzle};
use crate::render::graph::ReviewLabels;
use crate::rules::Color;

fn standing(stats: &PuzzleStats) -> String {
    format!(
        "Puzzle rating {:.0}, streak {}.",
        stats.rating.rating, stats.streak
    )
}

/// The first reply of a puzzle.
pub(super) fn puzzle_intro(
    name: &str,
    puzzle: &StoredPuzzle,
    side: Color,
    daily: bool,
    stats: &PuzzleStats,
) -> String {
    let what = match puzzle.mate {
        Some(n) => format!("mate in {n} (every move of yours must check)"),
        None => "win material with one move".to_owned(),
    };
    let side = match side {
        Color::Sente => "sente ☗",
        Color::Gote => "gote ☖",
    };
    let title = if daily { "Puzzle of the day" } else { "Puzzle" };
    format!(
        "{title} for {name} (difficulty {}/10): you are {side}, {what}. Type your move. {}",
        puzzle.difficulty,
        standing(stats)
    )
}

pub(super) fn correct(name: &str, played: &str, reply: &str) -> String {
    format!("{name}: {played} is right. The defender answers {reply}. Your move.")
}

pub(super) fn solved(name: &str, played: &str, stats: &PuzzleStats) -> String {
    format!(
        "{name}: {played} — solved! {} `puzzle` for another.",
        standing(stats)
    )
}

pub(super) fn wrong(name: &str, played: &str, solution: &str, stats: &PuzzleStats) -> String {
    format!(
        "{name}: {played} is not it. The solution: {solution}. {} `puzzle` for another.",
        standing(stats)
    )
}

pub(super) fn gave_up(name: &str, solution: &str, stats: &PuzzleStats) -> String {
    format!(
        "{name} gave up the puzzle. The solution: {solution}. {}",
        standing(stats)
    )
}

/// The name on the defender's side of a puzzle board.
pub(super) fn defender() -> String {
    "Defender".to_owned()
}

pub(super) fn mistake_mark(number: usize, played: &str, better: &str) -> String {
    format!("{number}. {played} → {better}")
}

pub(super) fn missed_mate_mark(number: usize, played: &str, mate: &str, length: usize) -> String {
    format!("{number}. {played} → {mate} (mate in {length})")
}

pub(super) fn review_labels() -> ReviewLabels {
    ReviewLabels::default()
}

pub(super) fn review_text(
    sente: &str,
    gote: &str,
    plies: usize,
    mistakes: usize,
    missed_mates: usize,
    at_move: usize,
    link: &str,
) -> String {
    format!(
        "Review of ☗ {sente} vs ☖ {gote} ({plies} moves): {mistakes} big mistake(s), {missed_mates} \
         missed mate(s). Look further on lishogi (move {at_move}): {link}"
    )
}

pub(super) fn no_puzzle() -> String {
    "no puzzle could be found right now; try again later".to_owned()
}

pub(super) fn no_puzzle_in_progress() -> String {
    "you have no puzzle in progress here: `puzzle` gives you one".to_owned()
}

pub(super) fn no_review_game() -> String {
    "there is no finished game at this table to review".to_owned()
}

pub(super) fn review_in_play() -> String {
    "the game is still in play: `review` after it ends".to_owned()
}

pub(super) fn review_four() -> String {
    "reviews are for two-player games".to_owned()
}

/// The daily post in a puzzle channel.
pub(super) fn daily_post(puzzle: &StoredPuzzle, side: Color) -> String {
    let side = match side {
        Color::Sente => "sente ☗",
        Color::Gote => "gote ☖",
    };
    let what = match puzzle.mate {
        Some(n) => format!("mate in {n}"),
        None => "win material".to_owned(),
    };
    format!(
        "Puzzle of the day (difficulty {}/10): {side} to play, {what}. `puzzle daily` to try it \
         (the same for everyone today).",
        puzzle.difficulty
    )
}

pub(super) fn help_puzzle() -> String {
    "`puzzle` gives you a puzzle: a mate by checks (詰将棋) or a winning capture, found in this \
     server's finished games or in random play, proven by the solver with one right first move, \
     difficulty 1–10. Type your moves: each is judged at once, the defender's replies are played \
     for you, and any mate counts as the last move. Your puzzle rating and streak change with \
     every puzzle solved or missed. `puzzle daily` is the puzzle of the day, the same for \
     everyone; `puzzle stop` gives up. A moderator's `settings puzzle-channel on` posts the puzzle \
     of the day in the channel every day."
        .to_owned()
}

pub(super) fn help_review() -> String {
    "`review` after a game: the engine goes over the last finished two-player game here and \
     answers with a graph of the evaluation over the moves, the biggest mistakes with the better \
     move, the mates that were missed, and a link to look further on lishogi's analysis board."
        .to_owned()
}
