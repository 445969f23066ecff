//! Move suggestions while a player types (autocomplete of the `/move` command), for both
//! variants: the legal moves that match the text so far, written in the notation the player is
//! typing in.
//!
//! The notation is guessed from the beginning of the text:
//!
//! | typed | two-player suggestions | four-player suggestions |
//! |---|---|---|
//! | nothing | Japanese `７六歩` | Japanese `５六歩` |
//! | `▲`, `△`, `☗`, `☖` | Japanese with the mark `▲７六歩` | — (refused by the reader) |
//! | a full-width digit, a kanji, `同` | Japanese `７六歩`, `同　歩` | Japanese |
//! | ASCII digits then kanji, or two digits (`76`) | Japanese with ASCII digits `76歩` (then CSA) | Japanese `56歩` |
//! | a digit and a rank letter (`7g`) | USI `7g7f` | USI-like `5g5f` |
//! | one digit (`7`) | USI, then Japanese `76歩` | USI-like, then Japanese |
//! | three or more digits, or `+`/`-` and a digit | CSA `7776FU`, `+7776FU` | — |
//! | a piece letter or `+` and a letter (`P-`, `+R`) | Western `P-7f` | Western `P-5f` |
//! | text with `(` after kanji | KIF `７六歩(77)` | Japanese |
//! | a seat marker (`S:`, `南`) | — | the same notation, with the marker |
//!
//! Matching ignores case, width (full-width letters and digits), spaces, and the difference
//! between kanji and Arabic numerals (`７六`, `76` and `7六` all match `７六歩`); 王/玉 and 竜/龍 are the
//! same. Moves whose text starts with what was typed come first, then moves whose text contains
//! it (typing `歩` offers every pawn move); within each group captures, checks and promotions come
//! before quiet moves, then the order of the USI text. Every suggestion reads back (with
//! [`crate::notation::parse_move`] or [`crate::notation::four::parse`]) as exactly the move it
//! was made from, and is at most [`MAX_LEN`] characters long.

use super::four::{self, FourNotation};
use super::names::{fold_char, KANJI_DIGITS};
use super::write;
use crate::rules::yonin::Game;
use crate::rules::{Move, Position};

/// The longest suggestion (Discord's limit for a choice).
pub const MAX_LEN: usize = 100;

/// How many suggestions Discord shows.
pub const DISCORD_LIMIT: usize = 25;

/// One suggestion: the text to offer and the move it stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    pub text: String,
    pub mv: Move,
}

/// The ways a suggestion can be written (both variants).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Japanese,
    JapaneseMarked,
    JapaneseAscii,
    Kif,
    Usi,
    Western,
    Csa,
    CsaSigned,
}

/// The comparable form of a text: folded width and case, kanji numerals as digits, no spaces,
/// one spelling per piece.
fn key(text: &str) -> String {
    text.chars()
        .map(fold_char)
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '王' => '玉',
            '竜' => '龍',
            '☗' => '▲',
            '☖' => '△',
            '：' => ':',
            c => match KANJI_DIGITS.iter().position(|&d| d == c) {
                Some(i) => (b'1' + i as u8) as char,
                None => c.to_ascii_lowercase(),
            },
        })
        .collect()
}

fn is_kanji_or_kana(c: char) -> bool {
    !c.is_ascii() && !matches!(c, '▲' | '△' | '☗' | '☖')
}

/// The notations the text so far is written in, most likely first.
fn styles(typed: &str, four: bool) -> Vec<Style> {
    let raw: Vec<char> = typed.trim_start().chars().collect();
    let folded: Vec<char> = raw.iter().map(|&c| fold_char(c)).collect();
    let Some(&first) = folded.first() else {
        return vec![Style::Japanese];
    };
    let second = folded.get(1).copied();
    let rest_has_kanji = folded.iter().any(|&c| is_kanji_or_kana(c));
    if matches!(first, '▲' | '△' | '☗' | '☖') {
        return vec![Style::JapaneseMarked];
    }
    if rest_has_kanji && folded.contains(&'(') {
        return vec![if four { Style::Japanese } else { Style::Kif }];
    }
    if first.is_ascii_digit() {
        let full_width = raw[0] != first;
        return match second {
            Some(c) if c.is_ascii_alphabetic() && !rest_has_kanji => vec![Style::Usi],
            Some(c) if is_kanji_or_kana(c) => vec![if full_width {
                Style::Japanese
            } else {
                Style::JapaneseAscii
            }],
            Some(c) if c.is_ascii_digit() => {
                let digits = folded.iter().take_while(|c| c.is_ascii_digit()).count();
                if rest_has_kanji || (digits == 2 && folded.len() == 2) || four {
                    let ja = if full_width {
                        Style::Japanese
                    } else {
                        Style::JapaneseAscii
                    };
                    if four {
                        vec![ja]
                    } else {
                        vec![ja, Style::Csa]
                    }
                } else {
                    vec![Style::Csa]
                }
            }
            None if full_width => vec![Style::Japanese],
            None => vec![Style::Usi, Style::JapaneseAscii],
            Some(_) => vec![Style::Usi],
        };
    }
    if matches!(first, '+' | '-') {
        return match second {
            Some(c) if c.is_ascii_digit() && !four => vec![Style::CsaSigned],
            Some(c) if c.is_ascii_alphabetic() => vec![Style::Western],
            None if !four => vec![Style::CsaSigned, Style::Western],
            _ => vec![Style::Western],
        };
    }
    if first.is_ascii_alphabetic() {
        return vec![Style::Western];
    }
    vec![Style::Japanese]
}

/// Full-width file and kanji rank at the start of a Japanese move, as ASCII digits (`76歩`).
fn ascii_square(text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    if chars.len() >= 2 {
        if let (Some(f), Some(r)) = (
            super::names::digit_value(chars[0]).filter(|_| chars[0] != '同'),
            super::names::digit_value(chars[1]),
        ) {
            chars[0] = (b'0' + f) as char;
            chars[1] = (b'0' + r) as char;
        }
    }
    chars.into_iter().collect()
}

/// Ranks the matching candidates of one style: (text, move, interesting) in the order they
/// were made.
fn rank(typed: &str, candidates: Vec<(String, Move, bool)>, limit: usize) -> Vec<Suggestion> {
    let want = key(typed);
    let mut scored: Vec<(u8, u8, usize, Suggestion)> = Vec::new();
    for (i, (text, mv, interesting)) in candidates.into_iter().enumerate() {
        if text.chars().count() > MAX_LEN {
            continue;
        }
        let k = key(&text);
        let group = if k.starts_with(&want) {
            0
        } else if k.contains(&want) {
            1
        } else {
            continue;
        };
        if scored.iter().any(|s| s.3.text == text) {
            continue;
        }
        scored.push((group, u8::from(!interesting), i, Suggestion { text, mv }));
    }
    // Group, then interest, then the candidates' order (the moves sorted by their USI text).
    scored.sort_by_key(|s| (s.0, s.1, s.2));
    scored.into_iter().take(limit).map(|s| s.3).collect()
}

/// A game to suggest moves in: how its legal moves are written in each style and which are worth
/// showing first. [`moves`] is written once over it; the two-player position (with the move
/// before, for 同) and the four-player game implement it.
pub trait Suggest {
    /// What [`Suggest::styles`] learns of the typed text that writing a move needs (the seat
    /// marker a four-player suggestion carries).
    type Typed;
    /// The styles the text so far is written in, most likely first.
    fn styles(&self, typed: &str) -> (Vec<Style>, Self::Typed);
    /// The moves to offer, in the order ties keep (their USI text).
    fn candidates(&self) -> Vec<Move>;
    fn write(&self, style: Style, typed: &Self::Typed, m: Move) -> String;
    /// Captures, checks, promotions (and, with four players, eliminations) come first.
    fn is_interesting(&self, m: Move) -> bool;
}

/// Up to `limit` legal moves matching `typed`, written in the notation being typed (see the
/// module docs), with their moves.
pub fn moves<G: Suggest + ?Sized>(game: &G, typed: &str, limit: usize) -> Vec<Suggestion> {
    let mut moves = game.candidates();
    moves.sort_by_key(|m| m.to_usi());
    let (styles, seen) = game.styles(typed);
    let mut candidates = Vec::new();
    for (si, style) in styles.into_iter().enumerate() {
        for &m in &moves {
            let text = game.write(style, &seen, m);
            candidates.push((si, text, m, game.is_interesting(m)));
        }
    }
    rank_styles(typed, candidates, limit)
}

/// [`moves`], the texts only.
pub fn texts<G: Suggest + ?Sized>(game: &G, typed: &str, limit: usize) -> Vec<String> {
    moves(game, typed, limit)
        .into_iter()
        .map(|s| s.text)
        .collect()
}

/// A two-player position and the move before it (for 同).
#[derive(Clone, Copy)]
pub struct TwoPlayer<'a> {
    pub position: &'a Position,
    pub prev: Option<Move>,
}

impl Suggest for TwoPlayer<'_> {
    type Typed = ();
    fn styles(&self, typed: &str) -> (Vec<Style>, ()) {
        (styles(typed, false), ())
    }
    fn candidates(&self) -> Vec<Move> {
        self.position.legal_moves().iter().copied().collect()
    }
    fn write(&self, style: Style, _: &(), m: Move) -> String {
        let (pos, prev) = (self.position, self.prev);
        match style {
            Style::Japanese => write::jsa_unmarked(pos, m, prev),
            Style::JapaneseMarked => write::jsa(pos, m, prev),
            Style::JapaneseAscii => ascii_square(&write::jsa_unmarked(pos, m, prev)),
            Style::Kif => write::kif(pos, m, prev),
            Style::Usi => m.to_usi(),
            Style::Western => write::western(pos, m),
            Style::Csa => write::csa(pos, m),
            Style::CsaSigned => write::csa_signed(pos, m),
        }
    }
    fn is_interesting(&self, m: Move) -> bool {
        let pos = self.position;
        pos.piece_at(m.to()).is_some() || m.is_promotion() || pos.gives_check(m)
    }
}

/// A two-player game suggests in its position, after its last move.
impl Suggest for crate::rules::Game {
    type Typed = ();
    fn styles(&self, typed: &str) -> (Vec<Style>, ()) {
        TwoPlayer::of(self).styles(typed)
    }
    fn candidates(&self) -> Vec<Move> {
        crate::rules::Variant::legal_moves(self)
    }
    fn write(&self, style: Style, typed: &(), m: Move) -> String {
        TwoPlayer::of(self).write(style, typed, m)
    }
    fn is_interesting(&self, m: Move) -> bool {
        TwoPlayer::of(self).is_interesting(m)
    }
}

impl<'a> TwoPlayer<'a> {
    /// The position of a game, after its last move.
    pub fn of(game: &'a crate::rules::Game) -> TwoPlayer<'a> {
        TwoPlayer {
            position: game.position(),
            prev: game.moves().last().copied(),
        }
    }
}

/// The seat marker typed before a four-player move (`S:`, `南`), if any.
pub struct SeatMarked {
    marked: bool,
    /// Whether it was a kanji marker (`南`): the suggestions are then Japanese.
    kanji: bool,
}

impl Suggest for Game {
    type Typed = SeatMarked;
    fn styles(&self, typed: &str) -> (Vec<Style>, SeatMarked) {
        let trimmed = typed.trim_start();
        // A seat marker typed: suggestions carry it, and the rest decides the notation.
        let marker = four::seat_marker_len(trimmed);
        let rest: String = trimmed.chars().skip(marker.map_or(0, |(_, n)| n)).collect();
        let seen = SeatMarked {
            marked: marker.is_some(),
            kanji: marker.is_some_and(|(kanji, _)| kanji),
        };
        let styles = if seen.kanji {
            vec![Style::Japanese]
        } else if seen.marked && rest.trim().is_empty() {
            vec![Style::Western]
        } else {
            styles(&rest, true)
        };
        (styles, seen)
    }
    fn candidates(&self) -> Vec<Move> {
        self.legal_moves()
    }
    fn write(&self, style: Style, seen: &SeatMarked, m: Move) -> String {
        let notation = match style {
            Style::Usi => FourNotation::Usi,
            Style::Western => FourNotation::Western,
            _ => FourNotation::Japanese,
        };
        let mut text = four::write_unmarked(self, m, notation);
        if style == Style::JapaneseAscii {
            text = ascii_square(&text);
        }
        match self.to_move() {
            Some(us) if seen.marked => format!("{}{text}", four::seat_marker(us, notation)),
            _ => text,
        }
    }
    fn is_interesting(&self, m: Move) -> bool {
        if self.position().piece_at(m.to()).is_some() || m.is_promotion() {
            return true;
        }
        let before = self.in_check();
        let mut after = self.clone();
        after.play(m).is_ok()
            && (after.in_check().iter().any(|s| !before.contains(s))
                || after.eliminations().len() > self.eliminations().len())
    }
}

/// Suggestions with their moves for a two-player position; `prev` is the move before (for 同).
pub fn two_moves(pos: &Position, prev: Option<Move>, typed: &str, limit: usize) -> Vec<Suggestion> {
    moves(
        &TwoPlayer {
            position: pos,
            prev,
        },
        typed,
        limit,
    )
}

/// Orders by style first only between styles: a style's matches stay together.
fn rank_styles(
    typed: &str,
    candidates: Vec<(usize, String, Move, bool)>,
    limit: usize,
) -> Vec<Suggestion> {
    let styles = candidates.iter().map(|c| c.0).max().map_or(0, |m| m + 1);
    let mut out: Vec<Suggestion> = Vec::new();
    for s in 0..styles {
        let of_style: Vec<(String, Move, bool)> = candidates
            .iter()
            .filter(|c| c.0 == s)
            .map(|c| (c.1.clone(), c.2, c.3))
            .collect();
        for sug in rank(typed, of_style, limit) {
            if out.len() < limit && !out.iter().any(|o| o.text == sug.text) {
                out.push(sug);
            }
        }
    }
    out
}

/// Up to `limit` legal moves of a two-player position matching `typed`, written in the notation
/// being typed (see the module docs); `prev` is the move before (for 同).
pub fn two(pos: &Position, prev: Option<Move>, typed: &str, limit: usize) -> Vec<String> {
    texts(
        &TwoPlayer {
            position: pos,
            prev,
        },
        typed,
        limit,
    )
}

/// Suggestions with their moves for the player to move of a four-player game.
pub fn four_moves(game: &Game, typed: &str, limit: usize) -> Vec<Suggestion> {
    moves(game, typed, limit)
}

/// Up to `limit` legal actions of the player to move of a four-player game matching `typed`,
/// written in the notation being typed (see the module docs).
pub fn four(game: &Game, typed: &str, limit: usize) -> Vec<String> {
    texts(game, typed, limit)
}
