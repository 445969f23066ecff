//! Why a move or a set-up position is not legal, as catalogue messages (section "Notation and
//! rules"). The notation and rules errors keep their English `Display`s for the command line; a
//! player reads these.

use super::{words, Msg};
use crate::notation::four::FourMoveError;
use crate::notation::{MoveError, SyntaxError};
use crate::rules::yonin::IllegalMove as FourIllegal;
use crate::rules::{
    Color, EndReason, IllegalMove, Outcome, ParsePositionError, PlayError, PositionError, Role,
    Seat, SfenError, Square,
};

/// A piece named by its English rules name (`pawn`, `promoted lance`), as a message.
fn role_named(name: &str) -> Msg {
    Role::ALL
        .into_iter()
        .find(|r| r.name() == name)
        .map(words::role)
        .unwrap_or_else(|| Msg::raw(name))
}

fn sq(s: Square) -> String {
    s.to_string()
}

/// The candidates of an ambiguous move: `did you mean …?` / `could be …`.
fn ambiguous(candidates: &[String]) -> Msg {
    let (last, init) = match candidates.split_last() {
        Some((last, init)) => (last.as_str(), init),
        None => ("", candidates),
    };
    msg!("notation-ambiguous")
        .with("count", candidates.len())
        .with("moves", words::names(init))
        .with("last", last)
}

/// What a move reader expected, from its English description.
fn expected(what: &str) -> Msg {
    let id = match what {
        "')' after the origin" => msg_id!("notation-expected-close-paren"),
        "a CSA piece code (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)" => {
            msg_id!("notation-expected-csa-piece")
        }
        "a destination other than the origin" => msg_id!("notation-expected-other-destination"),
        "a file (１-９) or 同" => msg_id!("notation-expected-file"),
        "a file 1-9" => msg_id!("notation-expected-file-digit"),
        "a rank a-i (or 1-9)" => msg_id!("notation-expected-rank-or-digit"),
        "a digit 1-9" => msg_id!("notation-expected-digit"),
        "the origin's file 1-9" => msg_id!("notation-expected-origin-file"),
        "the origin's rank 1-9" => msg_id!("notation-expected-origin-rank"),
        "a move" => msg_id!("notation-expected-move"),
        "a piece (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)" => {
            msg_id!("notation-expected-japanese-piece")
        }
        "a piece letter (P L N S G B R K)" => msg_id!("notation-expected-piece-letter"),
        "a piece that can be dropped (FU KY KE GI KI KA HI)" => {
            msg_id!("notation-expected-csa-drop")
        }
        "a piece that can promote (P L N S B R) after +" => msg_id!("notation-expected-promotable"),
        "a rank (一-九)" => msg_id!("notation-expected-japanese-rank"),
        "a rank letter a-i" => msg_id!("notation-expected-rank-letter"),
        "an origin square 11-99 (or 00 for a drop)" => msg_id!("notation-expected-csa-origin"),
        "at most one of 上 引 寄" => msg_id!("notation-expected-one-vertical"),
        "at most one of 右 左 直" => msg_id!("notation-expected-one-horizontal"),
        "no 打 after 成, 不成 or 右 左 直 上 引 寄 (a drop has none)" => {
            msg_id!("notation-expected-no-drop-mark")
        }
        "the end of the move (a drop does not promote)" => {
            msg_id!("notation-expected-end-drop-promotes")
        }
        "the end of the move (a drop has no origin)" => {
            msg_id!("notation-expected-end-drop-origin")
        }
        "the end of the move (a move is short)" => msg_id!("notation-expected-end-short"),
        "the end of the move" => msg_id!("notation-expected-end"),
        "成 after 不 (不成: no promotion)" => msg_id!("notation-expected-nari"),
        "香, 桂 or 銀 after 成 (a promoted piece)" => {
            msg_id!("notation-expected-promoted-piece")
        }
        "an unpromoted piece without origin before * (as in B*5e)" => {
            msg_id!("notation-expected-drop-piece")
        }
        other => return Msg::raw(other),
    };
    Msg::new(id)
}

/// `cannot read the move: expected … at character 3, found 'x'`.
pub fn syntax_error(e: &SyntaxError) -> Msg {
    let m = match e.found {
        Some(c) => msg!("notation-syntax").with("found", c.to_string()),
        None => msg!("notation-syntax-end"),
    };
    m.with("expected", expected(e.expected))
        .with("position", e.position)
}

/// Why a two-player move text names no legal move.
pub fn move_error(e: &MoveError) -> Msg {
    match e {
        MoveError::Syntax(s) => syntax_error(s),
        MoveError::Illegal(i) => illegal_move(i),
        MoveError::Ambiguous(c) => ambiguous(c),
        MoveError::WrongSide { written, to_move } => msg!("notation-wrong-side")
            .with("written", words::color(*written))
            .with("to_move", words::color(*to_move)),
        MoveError::NoPreviousMove => msg!("notation-no-previous-move"),
        MoveError::WrongPiece {
            square,
            found,
            written,
        } => wrong_piece(*square, found, written),
        MoveError::NoSuchPiece { color, role } => no_such_piece(words::color(*color), role),
        MoveError::Unreachable { color, role, to } => unreachable(words::color(*color), role, *to),
        MoveError::NoMatch {
            color,
            role,
            words: w,
            to,
        } => msg!("notation-no-match")
            .with("side", words::color(*color))
            .with("role", role_named(role))
            .with("words", w)
            .with("to", sq(*to)),
        MoveError::NotDroppable(role) => {
            msg!("notation-not-droppable").with("role", role_named(role))
        }
    }
}

// The arms the two- and four-player readers share; `side` is a colour or a seat.
fn wrong_piece(square: Square, found: &str, written: &str) -> Msg {
    msg!("notation-wrong-piece")
        .with("square", sq(square))
        .with("found", role_named(found))
        .with("written", role_named(written))
}

fn no_such_piece(side: Msg, role: &str) -> Msg {
    msg!("notation-no-such-piece")
        .with("side", side)
        .with("role", role_named(role))
}

fn unreachable(side: Msg, role: &str, to: Square) -> Msg {
    msg!("notation-unreachable")
        .with("side", side)
        .with("role", role_named(role))
        .with("to", sq(to))
}

/// Why a four-player move text names no legal action.
pub fn four_move_error(e: &FourMoveError) -> Msg {
    match e {
        FourMoveError::Syntax(s) => syntax_error(s),
        FourMoveError::Illegal(i) => four_illegal(i),
        FourMoveError::Ambiguous(c) => ambiguous(c),
        FourMoveError::WrongSeat { written, to_move } => msg!("notation-wrong-seat")
            .with("written", words::seat(*written))
            .with("to_move", words::seat(*to_move)),
        FourMoveError::TwoPlayerOnly(what) => Msg::new(if what.starts_with("CSA") {
            msg_id!("notation-four-no-csa")
        } else if what.starts_with('▲') {
            msg_id!("notation-four-no-side-marks")
        } else if what.starts_with('同') {
            msg_id!("notation-four-no-same")
        } else {
            return Msg::raw(*what);
        }),
        FourMoveError::WrongPiece {
            square,
            found,
            written,
        } => wrong_piece(*square, found, written),
        FourMoveError::NoSuchPiece { seat, role } => no_such_piece(words::seat(*seat), role),
        FourMoveError::Unreachable { seat, role, to } => unreachable(words::seat(*seat), role, *to),
        FourMoveError::NoMatch {
            seat,
            role,
            words: w,
            to,
        } => msg!("notation-four-no-match")
            .with("side", words::seat(*seat))
            .with("role", role_named(role))
            .with("words", w)
            .with("to", sq(*to)),
        FourMoveError::NotDroppable(role) => {
            msg!("notation-not-droppable").with("role", role_named(role))
        }
    }
}

fn how(reason: EndReason) -> Msg {
    Msg::new(match reason {
        EndReason::Checkmate => msg_id!("how-checkmate"),
        EndReason::NoLegalMoves => msg_id!("how-no-legal-moves"),
        EndReason::Repetition => msg_id!("how-repetition"),
        EndReason::PerpetualCheck => msg_id!("how-perpetual-check"),
        EndReason::MoveLimit => msg_id!("how-move-limit"),
        EndReason::Impasse => msg_id!("how-impasse"),
    })
}

fn outcome(o: &Outcome) -> Msg {
    match o.winner {
        Some(w) => msg!("notation-outcome-win")
            .with("side", words::color(w))
            .with("how", how(o.reason)),
        None => msg!("notation-outcome-draw").with("how", how(o.reason)),
    }
}

/// Why the rules refused a two-player move or declaration.
pub fn play_error(e: &PlayError) -> Msg {
    match e {
        PlayError::Illegal(i) => illegal_move(i),
        PlayError::GameOver(o) => msg!("notation-game-over").with("result", outcome(o)),
        PlayError::NoImpasseRule => msg!("notation-no-impasse-rule"),
        PlayError::KingsNotInCamp => msg!("notation-kings-not-in-camp"),
    }
}

/// Why a two-player move breaks the rules.
pub fn illegal_move(e: &IllegalMove) -> Msg {
    use IllegalMove as I;
    match e {
        I::NoPiece(s) => msg!("notation-no-piece").with("square", sq(*s)),
        I::NotYourPiece(s, c) => msg!("notation-not-your-piece")
            .with("square", sq(*s))
            .with("owner", words::color(*c)),
        I::CannotReach { role, from, to } => msg!("notation-cannot-reach")
            .with("role", role_named(role))
            .with("from", sq(*from))
            .with("to", sq(*to)),
        I::OwnPiece(s) => msg!("notation-own-piece").with("square", sq(*s)),
        I::CannotPromote(role) => msg!("notation-cannot-promote").with("role", role_named(role)),
        I::PromotionOutsideZone => msg!("notation-promotion-outside-zone"),
        I::MustPromote { role, to } => msg!("notation-must-promote")
            .with("role", role_named(role))
            .with("to", sq(*to)),
        I::NotInHand { color, role } => msg!("notation-not-in-hand")
            .with("side", words::color(*color))
            .with("role", role_named(role)),
        I::DropOnOccupied(s) => msg!("notation-drop-on-occupied").with("square", sq(*s)),
        I::DeadDrop { role, to } => msg!("notation-dead-drop")
            .with("role", role_named(role))
            .with("to", sq(*to)),
        I::Nifu { color, file } => msg!("notation-nifu")
            .with("side", words::color(*color))
            .with("file", *file),
        I::PawnDropMate => msg!("notation-pawn-drop-mate"),
        I::KingInCheck => msg!("notation-king-in-check"),
        I::DropKing => msg!("notation-drop-king"),
    }
}

/// Why a four-player action breaks the rules.
pub fn four_illegal(e: &FourIllegal) -> Msg {
    use FourIllegal as I;
    let role = |r: &Role| words::role(*r);
    match e {
        I::GameOver => msg!("notation-four-game-over"),
        I::NoPiece(s) => msg!("notation-four-no-piece").with("square", sq(*s)),
        I::OverturnedKingMoves(s) => {
            msg!("notation-four-overturned-king-moves").with("square", sq(*s))
        }
        I::NotYourPiece { square, controller } => msg!("notation-four-not-your-piece")
            .with("square", sq(*square))
            .with("seat", words::seat(*controller)),
        I::CannotReach { role: r, from, to } => msg!("notation-cannot-reach")
            .with("role", role(r))
            .with("from", sq(*from))
            .with("to", sq(*to)),
        I::OwnPiece(s) => msg!("notation-four-own-piece").with("square", sq(*s)),
        I::CapturesOverturnedKing(s) => {
            msg!("notation-four-captures-overturned-king").with("square", sq(*s))
        }
        I::KingsNeverCaptured => msg!("notation-four-kings-never-captured"),
        I::PartnerCapture => msg!("notation-four-partner-capture"),
        I::CannotPromote(r) => msg!("notation-four-cannot-promote").with("role", role(r)),
        I::OutsideZone(r) => msg!("notation-four-outside-zone").with("role", role(r)),
        I::MustPromote => msg!("notation-four-must-promote"),
        I::NotInHand(s, r) => msg!("notation-not-in-hand")
            .with("side", words::seat(*s))
            .with("role", role(r)),
        I::Occupied(s) => msg!("notation-four-occupied").with("square", sq(*s)),
        I::PawnOnLastLine => msg!("notation-four-pawn-on-last-line"),
        I::TwoPawns { seat, square } => {
            let line = match seat {
                Seat::South | Seat::North => "file",
                Seat::West | Seat::East => "rank",
            };
            let n = if line == "file" {
                square.file()
            } else {
                square.rank()
            };
            msg!("notation-four-two-pawns")
                .with("seat", words::seat(*seat))
                .with("line", line)
                .with("n", n)
        }
        I::PawnFacesOverturnedKing => msg!("notation-four-pawn-faces-overturned-king"),
        I::PawnDropMate => msg!("notation-pawn-drop-mate"),
        I::LeavesKingInCheck => msg!("notation-king-in-check"),
        I::ChecksPartner => msg!("notation-four-checks-partner"),
        I::PerpetualCheck => msg!("notation-four-perpetual-check"),
    }
}

/// Why a set-up position (SFEN) cannot be played.
pub fn position_error(e: &ParsePositionError) -> Msg {
    match e {
        ParsePositionError::Sfen(s) => msg!("notation-bad-sfen").with("reason", sfen_error(s)),
        ParsePositionError::Position(p) => {
            msg!("notation-impossible-position").with("reason", impossible(p))
        }
    }
}

fn sfen_error(e: &SfenError) -> Msg {
    use SfenError as S;
    match e {
        S::Empty => msg!("notation-sfen-empty"),
        S::FieldCount(n) => msg!("notation-sfen-field-count").with("count", *n),
        S::RankCount(n) => msg!("notation-sfen-rank-count").with("count", *n),
        S::RankLength { rank, files } => msg!("notation-sfen-rank-length")
            .with("rank", *rank)
            .with("count", *files),
        S::BadBoardChar { ch, rank } => msg!("notation-sfen-bad-board-char")
            .with("char", ch.to_string())
            .with("rank", *rank),
        S::BadPromotion { ch, rank } => msg!("notation-sfen-bad-promotion")
            .with("char", ch.to_string())
            .with("rank", *rank),
        S::DanglingPlus(rank) => msg!("notation-sfen-dangling-plus").with("rank", *rank),
        S::BadTurn(t) => msg!("notation-sfen-bad-turn").with("text", t),
        S::BadHandChar(c) => msg!("notation-sfen-bad-hand-char").with("char", c.to_string()),
        S::BadHandCount(t) => msg!("notation-sfen-bad-hand-count").with("text", t),
        S::KingInHand => msg!("notation-sfen-king-in-hand"),
        S::DuplicateHand(r, c) => msg!("notation-sfen-duplicate-hand")
            .with("role", role_named(r))
            .with("side", words::color(*c)),
        S::BadMoveNumber(t) => msg!("notation-sfen-bad-move-number").with("text", t),
    }
}

fn impossible(e: &PositionError) -> Msg {
    use PositionError as P;
    let side = |c: &Color| words::color(*c);
    match e {
        P::MissingKing(c) => msg!("notation-position-missing-king").with("side", side(c)),
        P::ExtraKing(c) => msg!("notation-position-extra-king").with("side", side(c)),
        P::DeadPiece {
            color,
            piece,
            square,
        } => msg!("notation-position-dead-piece")
            .with("side", side(color))
            .with("role", role_named(piece))
            .with("square", sq(*square)),
        P::Nifu { color, file } => msg!("notation-position-nifu")
            .with("side", side(color))
            .with("file", *file),
        P::TooManyPieces { role, count, max } => msg!("notation-position-too-many-pieces")
            .with("role", role_named(role))
            .with("count", *count)
            .with("max", *max),
        P::OpponentInCheck(c) => msg!("notation-position-opponent-in-check").with("side", side(c)),
        P::MissingDefenderKing(c) => {
            msg!("notation-position-missing-defender-king").with("side", side(c))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::notation::parse_move;
    use crate::rules::Position;

    fn refusal(text: &str) -> Msg {
        move_error(&parse_move(text, &Position::startpos(), None).unwrap_err())
    }

    #[test]
    fn move_errors_read_as_the_command_line_in_english() {
        let pos = Position::startpos();
        for text in ["76", "7g7e", "P*5e", "55歩", "+7776KA", "x9"] {
            let e = parse_move(text, &pos, None).unwrap_err();
            assert_eq!(move_error(&e).en(), e.to_string(), "{text}");
        }
        let e = Position::from_sfen("lnsg1gsnl/9/9/9/9/9/9/9/LNSGKGSNL b - 1").unwrap_err();
        let en = position_error(&e).en();
        assert!(!en.is_empty() && en == e.to_string(), "{en} / {e}");
    }

    #[test]
    fn every_expected_word_of_the_readers_has_a_message() {
        let pos = Position::startpos();
        for text in [
            "7",
            "7g",
            "P*",
            "+77",
            "７",
            "７六",
            "x",
            "7g7g",
            "▲7六歩打成",
        ] {
            if let Err(MoveError::Syntax(s)) = parse_move(text, &pos, None) {
                assert_ne!(expected(s.expected).id, "raw", "{text}: {}", s.expected);
            }
        }
    }

    #[test]
    fn refusals_are_in_each_language() {
        let msgs = [refusal("7g7e"), refusal("x9"), refusal("55歩")];
        for m in msgs {
            let en = m.en();
            for (lang, script) in [
                (Lang::Ja, '\u{3040}'..='\u{9fff}'),
                (Lang::Hi, '\u{0900}'..='\u{097f}'),
                (Lang::Bn, '\u{0980}'..='\u{09ff}'),
            ] {
                let t = m.to_string_in(lang);
                assert_ne!(t, en, "{lang}");
                assert!(t.chars().any(|c| script.contains(&c)), "{lang}: {t}");
            }
        }
    }
}
