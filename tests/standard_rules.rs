//! One named test per rule of the standard-shogi specification (rules/standard.md).

use shogiban::rules::handicap::parse_position;
use shogiban::rules::{
    Color, EndReason, Game, GameRules, IllegalMove, ImpasseRule, Move, Outcome, PlayError,
    Position, PositionError, Role, Square,
};

fn pos(sfen: &str) -> Position {
    Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn mv(text: &str) -> Move {
    Move::parse_usi(text).unwrap()
}

fn sq(text: &str) -> Square {
    Square::parse_usi(text).unwrap()
}

/// The USI moves of the piece on `from`, sorted.
fn moves_from(p: &Position, from: &str) -> Vec<String> {
    let from = sq(from);
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(from))
        .map(|m| m.to_usi())
        .collect();
    v.sort();
    v
}

fn play_all(game: &mut Game, moves: &str) {
    for (i, t) in moves.split_whitespace().enumerate() {
        game.play(mv(t))
            .unwrap_or_else(|e| panic!("move {} ({t}): {e}", i + 1));
    }
}

fn game(sfen: &str) -> Game {
    Game::new(pos(sfen), GameRules::default())
}

// --- Board and setup -------------------------------------------------------------------------

#[test]
fn setup_start_position_has_twenty_pieces_each_and_sente_moves_first() {
    let p = Position::startpos();
    assert_eq!(
        p.to_sfen(),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    );
    assert_eq!(p.by_color(Color::Sente).count(), 20);
    assert_eq!(p.by_color(Color::Gote).count(), 20);
    assert_eq!(p.turn(), Color::Sente);
    assert_eq!(p.piece_at(sq("8h")).unwrap().role, Role::Bishop);
    assert_eq!(p.piece_at(sq("2h")).unwrap().role, Role::Rook);
    assert_eq!(p.legal_moves().len(), 30);
}

macro_rules! handicap_tests {
    ($($name:ident: $handicap:literal removes $removed:literal,)*) => {$(
        #[test]
        fn $name() {
            let p = parse_position($handicap).unwrap();
            // The independent part: who moves first and how many pieces each side has (the SFEN
            // itself comes from the same table the parser reads).
            assert_eq!(p.turn(), Color::Gote, "the handicap giver (uwate) moves first");
            assert_eq!(p.by_color(Color::Gote).count(), 20 - $removed);
            assert_eq!(p.by_color(Color::Sente).count(), 20);
            assert!(!p.legal_moves().is_empty());
        }
    )*};
}

handicap_tests! {
    handicap_lance: "lance" removes 1,
    handicap_right_lance: "right-lance" removes 1,
    handicap_bishop: "bishop" removes 1,
    handicap_rook: "rook" removes 1,
    handicap_rook_lance: "rook-lance" removes 2,
    handicap_2_piece: "2-piece" removes 2,
    handicap_3_piece: "3-piece" removes 3,
    handicap_4_piece: "4-piece" removes 4,
    handicap_5_piece: "5-piece" removes 5,
    handicap_left_5_piece: "left-5-piece" removes 5,
    handicap_6_piece: "6-piece" removes 6,
    handicap_left_7_piece: "left-7-piece" removes 7,
    handicap_right_7_piece: "right-7-piece" removes 7,
    handicap_8_piece: "8-piece" removes 8,
    handicap_10_piece: "10-piece" removes 10,
}

#[test]
fn handicap_lance_removes_gotes_left_lance_and_right_lance_the_other() {
    assert!(parse_position("lance")
        .unwrap()
        .piece_at(sq("1a"))
        .is_none());
    assert!(parse_position("right-lance")
        .unwrap()
        .piece_at(sq("9a"))
        .is_none());
}

#[test]
fn handicap_left_7_piece_keeps_the_silver_on_7a_and_right_7_piece_the_one_on_3a() {
    // 左七枚落ち: the giver (gote, at the top) removes the silver on their left, 3a.
    let left = parse_position("left-7-piece").unwrap();
    assert!(left.piece_at(sq("3a")).is_none());
    assert_eq!(left.piece_at(sq("7a")).unwrap().role, Role::Silver);
    let right = parse_position("right-7-piece").unwrap();
    assert!(right.piece_at(sq("7a")).is_none());
    assert_eq!(right.piece_at(sq("3a")).unwrap().role, Role::Silver);
}

// --- SFEN validation ---------------------------------------------------------------------------

#[test]
fn sfen_rejects_each_kind_of_bad_text_specifically() {
    let cases = [
        ("", "empty"),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1",
            "8 ranks",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1",
            "rank 9 describes 10",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1",
            "rank 9 describes 8",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppxpp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "'x' in rank 3",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1",
            "only P, L, N, S, B and R",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1",
            "'b' (sente) or 'w'",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1",
            "king cannot be in hand",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 0P 1",
            "bad count",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b PP 1",
            "listed twice",
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0",
            "move number",
        ),
    ];
    for (sfen, expected) in cases {
        let err = Position::from_sfen(sfen).unwrap_err().to_string();
        assert!(
            err.contains(expected),
            "{sfen:?}: {err:?} lacks {expected:?}"
        );
    }
}

#[test]
fn sfen_rejects_impossible_positions_specifically() {
    let cases = [
        (
            "lnsg1gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            PositionError::MissingKing(Color::Gote),
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/4K4/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            PositionError::ExtraKing(Color::Sente),
        ),
        (
            "lnsgkgsnP/1r5b1/pppppppp1/9/9/9/PPPPPPPP1/1B5R1/LNSGKGSNL b - 1",
            PositionError::DeadPiece {
                color: Color::Sente,
                piece: "pawn",
                square: sq("1a"),
            },
        ),
        (
            "lnsgkgsnl/1r5bN/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGS1L b - 1",
            PositionError::DeadPiece {
                color: Color::Sente,
                piece: "knight",
                square: sq("1b"),
            },
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/P8/1PPPPPPPP/1B5R1/LNSGKGSNL b P 1",
            PositionError::TooManyPieces {
                role: "pawn",
                count: 19,
                max: 18,
            },
        ),
        (
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/P8/P1PPPPPPP/1B5R1/LNSGKGSNL b - 1",
            PositionError::Nifu {
                color: Color::Sente,
                file: 9,
            },
        ),
        (
            "4k4/4R4/9/9/9/9/9/9/4K4 b - 1",
            PositionError::OpponentInCheck(Color::Gote),
        ),
    ];
    for (sfen, expected) in cases {
        match Position::from_sfen(sfen) {
            Err(shogiban::rules::ParsePositionError::Position(e)) => {
                assert_eq!(e, expected, "{sfen}")
            }
            other => panic!("{sfen}: expected {expected:?}, got {other:?}"),
        }
    }
}

#[test]
fn sfen_accepts_hand_pieces_in_any_order_and_writes_them_canonically() {
    let p = pos("4k4/9/9/9/9/9/9/9/4K4 b 2PpRbG 1");
    assert_eq!(p.to_sfen(), "4k4/9/9/9/9/9/9/9/4K4 b RG2Pbp 1");
    assert_eq!(pos(&p.to_sfen()), p);
}

// --- A turn: movement ----------------------------------------------------------------------------

#[test]
fn passing_is_not_a_move() {
    assert!(Move::parse_usi("pass").is_err());
    assert!(Move::parse_usi("5e5e").is_err());
}

#[test]
fn movement_king_steps_to_all_eight_neighbours() {
    let p = pos("4k4/9/9/9/4K4/9/9/9/9 b - 1");
    assert_eq!(moves_from(&p, "5e").len(), 8);
}

#[test]
fn movement_rook_slides_orthogonally_without_jumping() {
    let p = pos("k8/9/9/9/4R3p/9/4P4/9/K8 b - 1");
    let m = moves_from(&p, "5e");
    assert!(m.contains(&"5e1e".to_owned()), "captures the pawn on 1e");
    assert!(
        !m.iter()
            .any(|s| s.starts_with("5e5g") || s.starts_with("5e5h")),
        "blocked by own pawn"
    );
    assert!(m.contains(&"5e5f".to_owned()));
    assert!(m.contains(&"5e9e".to_owned()));
}

#[test]
fn movement_bishop_slides_diagonally_without_jumping() {
    let p = pos("4k4/9/9/9/4B4/5P3/9/9/K8 b - 1");
    let m = moves_from(&p, "5e");
    assert!(m.contains(&"5e1a".to_owned()) || m.contains(&"5e1a+".to_owned()));
    assert!(!m
        .iter()
        .any(|s| s.starts_with("5e4f") || s.starts_with("5e3g")));
    assert!(m.contains(&"5e8h".to_owned()));
    assert!(!m.iter().any(|s| s.starts_with("5e9i")), "own king");
}

#[test]
fn movement_gold_has_six_steps_and_no_diagonal_back() {
    let p = pos("4k4/9/9/9/4G4/9/9/9/K8 b - 1");
    assert_eq!(
        moves_from(&p, "5e"),
        ["5e4d", "5e4e", "5e5d", "5e5f", "5e6d", "5e6e"]
    );
}

#[test]
fn movement_silver_has_five_steps() {
    let p = pos("4k4/9/9/9/4S4/9/9/9/K8 b - 1");
    assert_eq!(
        moves_from(&p, "5e"),
        ["5e4d", "5e4f", "5e5d", "5e6d", "5e6f"]
    );
}

#[test]
fn movement_knight_jumps_two_forward_one_sideways() {
    // Pieces in the way do not matter to a knight.
    let p = pos("4k4/9/9/9/9/3PPP3/4N4/9/K8 b - 1");
    assert_eq!(moves_from(&p, "5g"), ["5g4e", "5g6e"]);
}

#[test]
fn movement_lance_slides_forward_only() {
    let p = pos("k8/9/9/9/9/4P4/9/9/K3L4 b - 1");
    let m = moves_from(&p, "5i");
    assert_eq!(m, ["5i5g", "5i5h"], "stops before its own pawn");
    let p = pos("k8/9/9/9/9/9/9/9/K3L4 b - 1");
    let m = moves_from(&p, "5i");
    assert!(m.contains(&"5i5b".to_owned()) && m.contains(&"5i5a+".to_owned()));
    assert!(m.iter().all(|s| s.starts_with("5i5")), "{m:?}");
}

#[test]
fn movement_pawn_one_step_forward_and_captures_the_same_way() {
    let p = pos("4k4/9/9/9/4p4/4P4/9/9/K8 b - 1");
    assert_eq!(moves_from(&p, "5f"), ["5f5e"]);
}

#[test]
fn movement_gote_pieces_face_the_other_way() {
    let p = pos("4k4/9/9/9/4g4/9/9/9/K8 w - 1");
    assert_eq!(
        moves_from(&p, "5e"),
        ["5e4e", "5e4f", "5e5d", "5e5f", "5e6e", "5e6f"]
    );
}

#[test]
fn capture_puts_the_piece_in_hand_unpromoted() {
    let mut p = pos("4k4/9/9/9/4+r4/4P4/9/9/K8 b - 1");
    p.play(mv("5f5e")).unwrap();
    assert_eq!(p.hand(Color::Sente).count(Role::Rook), 1);
    assert_eq!(p.to_sfen(), "4k4/9/9/9/4P4/9/9/9/K8 w R 2");
}

#[test]
fn capture_of_an_own_piece_is_refused() {
    let mut p = Position::startpos();
    assert_eq!(p.play(mv("8h7g")), Err(IllegalMove::OwnPiece(sq("7g"))));
}

// --- Promotion -----------------------------------------------------------------------------------

#[test]
fn promotion_optional_when_entering_moving_inside_or_leaving_the_zone() {
    let p = pos("4k4/9/2S6/9/4S4/9/9/9/K8 b - 1");
    // Enter: 5e -> 5d is outside, 5d... use the silver on 7c: inside -> inside and inside -> outside.
    let m = moves_from(&p, "7c");
    for s in ["7c7b", "7c7b+", "7c6d", "7c6d+", "7c8d", "7c8d+"] {
        assert!(m.contains(&s.to_owned()), "{s} in {m:?}");
    }
    let m = moves_from(&p, "5e");
    assert!(
        !m.iter().any(|s| s.ends_with('+')),
        "no zone, no promotion: {m:?}"
    );
    let p = pos("4k4/9/9/4S4/9/9/9/9/K8 b - 1");
    assert!(
        moves_from(&p, "5d").contains(&"5d5c+".to_owned()),
        "entering the zone"
    );
}

#[test]
fn promotion_forced_for_pawn_and_lance_on_the_last_rank_and_knight_on_the_last_two() {
    let p = pos("k8/9/4P4/2N6/8L/9/9/9/K8 b - 1");
    assert_eq!(moves_from(&p, "5c"), ["5c5b", "5c5b+"]);
    let p2 = pos("k8/4P4/9/9/9/9/9/9/K8 b - 1");
    assert_eq!(moves_from(&p2, "5b"), ["5b5a+"]);
    assert_eq!(moves_from(&p, "7d"), ["7d6b+", "7d8b+"]);
    let lance: Vec<String> = moves_from(&p, "1e");
    assert!(lance.contains(&"1e1a+".to_owned()) && !lance.contains(&"1e1a".to_owned()));
    let mut q = p2.clone();
    assert_eq!(
        q.play(mv("5b5a")),
        Err(IllegalMove::MustPromote {
            role: "pawn",
            to: sq("5a")
        })
    );
}

#[test]
fn promotion_never_for_king_and_gold_and_never_outside_the_zone() {
    let mut p = pos("k8/9/9/4G4/9/9/9/9/K8 b - 1");
    assert_eq!(p.play(mv("5d5c+")), Err(IllegalMove::CannotPromote("gold")));
    let mut p = pos("k8/9/9/9/4S4/9/9/9/K8 b - 1");
    assert_eq!(p.play(mv("5e5d+")), Err(IllegalMove::PromotionOutsideZone));
}

#[test]
fn promoted_pieces_move_as_specified() {
    // Dragon: rook plus one diagonal step; horse: bishop plus one orthogonal step.
    let p = pos("7k1/9/9/9/4+R4/9/9/9/K8 b - 1");
    let m = moves_from(&p, "5e");
    assert!(m.contains(&"5e4d".to_owned()) && m.contains(&"5e5a".to_owned()));
    assert_eq!(m.len(), 16 + 4);
    let p = pos("7k1/9/9/9/4+B4/9/9/9/K8 b - 1");
    let m = moves_from(&p, "5e");
    assert!(m.contains(&"5e5d".to_owned()) && m.contains(&"5e1a".to_owned()));
    // Tokin, promoted lance, knight and silver move like a gold.
    for piece in ["+P", "+L", "+N", "+S"] {
        let p = pos(&format!("k8/9/9/9/4{piece}4/9/9/9/K8 b - 1"));
        assert_eq!(
            moves_from(&p, "5e"),
            ["5e4d", "5e4e", "5e5d", "5e5f", "5e6d", "5e6e"],
            "{piece}"
        );
    }
}

#[test]
fn promoted_piece_never_unpromotes_on_the_board() {
    let mut p = pos("k8/9/9/9/4+P4/9/9/9/K8 b - 1");
    p.play(mv("5e5f")).unwrap();
    assert_eq!(p.piece_at(sq("5f")).unwrap().role, Role::Tokin);
}

// --- Drops ---------------------------------------------------------------------------------------

#[test]
fn drop_on_any_empty_square() {
    let p = pos("k8/9/9/9/9/9/9/9/K8 b G 1");
    let drops = p.legal_moves().iter().filter(|m| m.is_drop()).count();
    assert_eq!(drops, 81 - 2);
    let mut q = p.clone();
    assert_eq!(
        q.play(mv("G*9a")),
        Err(IllegalMove::DropOnOccupied(sq("9a")))
    );
}

#[test]
fn drop_never_where_the_piece_could_not_move() {
    let mut p = pos("k8/9/9/9/9/9/9/9/K8 b PLN 1");
    assert_eq!(
        p.play(mv("P*5a")),
        Err(IllegalMove::DeadDrop {
            role: "pawn",
            to: sq("5a")
        })
    );
    assert_eq!(
        p.play(mv("L*5a")),
        Err(IllegalMove::DeadDrop {
            role: "lance",
            to: sq("5a")
        })
    );
    assert_eq!(
        p.play(mv("N*5b")),
        Err(IllegalMove::DeadDrop {
            role: "knight",
            to: sq("5b")
        })
    );
    assert!(p.play(mv("N*5c")).is_ok());
    let mut g = pos("k8/9/9/9/9/9/9/9/K8 w pln 1");
    assert!(
        g.play(mv("P*5i")).is_err() && g.play(mv("N*5h")).is_err() && g.play(mv("N*5g")).is_ok()
    );
}

#[test]
fn drop_nifu_two_unpromoted_pawns_on_a_file() {
    let mut p = pos("k8/9/9/9/4P4/9/9/9/K8 b P 1");
    let err = p.play(mv("P*5c")).unwrap_err();
    assert_eq!(
        err,
        IllegalMove::Nifu {
            color: Color::Sente,
            file: 5
        }
    );
    assert_eq!(
        err.to_string(),
        "nifu: sente already has an unpromoted pawn on file 5"
    );
    // A tokin does not count.
    let mut p = pos("k8/9/9/9/4+P4/9/9/9/K8 b P 1");
    assert!(p.play(mv("P*5c")).is_ok());
}

/// Gote's king on 5a is boxed in by its own knights and gold; sente's gold on 5c guards 5b and 6b.
const UCHIFUZUME: &str = "3nkn3/5g3/4G4/7B1/9/9/9/9/4K4 b P 1";

#[test]
fn uchifuzume_pawn_drop_mate_is_illegal() {
    let p = pos(UCHIFUZUME);
    assert!(!p.legal_moves().contains(&mv("P*5b")));
    let mut q = p.clone();
    assert_eq!(q.play(mv("P*5b")), Err(IllegalMove::PawnDropMate));
    assert_eq!(q, p, "a refused move changes nothing");
}

#[test]
fn uchifuzume_pinned_defender_cannot_capture_off_its_pin_line() {
    // The gold on 4b could take on 5b, but the bishop on 2d pins it to the king: still mate.
    let p = pos(UCHIFUZUME);
    let without_bishop = pos("3nkn3/5g3/4G4/9/9/9/9/9/4K4 b P 1");
    assert!(!p.is_legal(mv("P*5b")));
    assert!(
        without_bishop.is_legal(mv("P*5b")),
        "an unpinned gold captures, so no mate"
    );
}

#[test]
fn uchifuzume_pinned_defender_may_capture_along_its_pin_line() {
    // Gote's gold on 5c is pinned by the rook on 5e; a pawn dropped on 5b can be taken by the gold
    // moving along the pin line, so the drop is not mate.
    let p = pos("3nkn3/9/4g4/9/4R4/9/9/9/4K4 b P 1");
    assert!(p.is_legal(mv("P*5b")));
}

#[test]
fn uchifuzume_king_cannot_take_a_pawn_defended_by_a_pinned_piece() {
    // Sente's gold on 5c is pinned to sente's king on 7a by gote's bishop on 2f, yet it still
    // defends 5b: the king cannot take the pawn, so the drop would mate and is illegal.
    let p = pos("2Knkn3/9/4G4/9/9/7b1/9/9/9 b P 1");
    assert!(!p.is_legal(mv("P*5b")));
    assert_eq!(p.clone().play(mv("P*5b")), Err(IllegalMove::PawnDropMate));
}

#[test]
fn pawn_drop_check_that_is_not_mate_is_legal() {
    let p = pos("3nkn3/9/9/9/9/9/9/9/4K4 b P 1");
    assert!(p.is_legal(mv("P*5b")));
}

#[test]
fn other_piece_drop_mate_is_legal() {
    let mut g = game("3nkn3/5g3/4G4/7B1/9/9/9/9/4K4 b G 1");
    g.play(mv("G*5b")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Sente),
            reason: EndReason::Checkmate
        })
    );
}

#[test]
fn pawn_drop_without_check_leaving_no_moves_is_legal_and_wins() {
    let mut g = game("8k/6G2/9/9/9/9/9/9/K8 b P 1");
    g.play(mv("P*1c")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Sente),
            reason: EndReason::NoLegalMoves
        })
    );
}

#[test]
fn dropped_piece_does_not_promote() {
    let p = pos("k8/9/9/9/9/9/9/9/K8 b S 1");
    assert!(p.legal_moves().iter().all(|m| !m.is_promotion()));
    assert_eq!(
        p.clone()
            .after_unchecked(mv("S*5b"))
            .piece_at(sq("5b"))
            .unwrap()
            .role,
        Role::Silver
    );
}

// --- Check -----------------------------------------------------------------------------------------

#[test]
fn check_must_not_be_ignored_or_self_inflicted() {
    // Sente in check from the rook on 5a: only king moves, capture or interposition.
    let mut p = pos("k3r4/9/9/9/9/9/3G5/9/4K4 b - 1");
    assert!(p.is_check());
    assert_eq!(p.play(mv("6g7f")), Err(IllegalMove::KingInCheck));
    for m in p.legal_moves().iter() {
        assert!(!p
            .after_unchecked(*m)
            .attackers(
                p.after_unchecked(*m).king(Color::Sente),
                Color::Gote,
                p.after_unchecked(*m).occupied()
            )
            .any());
    }
    assert!(p.is_legal(mv("6g5g")), "interpose");
    // A pinned piece may not leave the line.
    let mut p = pos("k3r4/9/9/9/9/9/4G4/9/4K4 b - 1");
    assert_eq!(p.play(mv("5g6f")), Err(IllegalMove::KingInCheck));
}

#[test]
fn check_evasion_by_drop() {
    let p = pos("k3r4/9/9/9/9/9/9/9/4K4 b G 1");
    assert!(p.is_legal(mv("G*5e")));
    assert!(!p.is_legal(mv("G*1e")));
}

// --- End of the game ---------------------------------------------------------------------------

#[test]
fn checkmate_ends_the_game_with_a_win_for_the_mover() {
    let mut g = game("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    g.play(mv("G*5b")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Sente),
            reason: EndReason::Checkmate
        })
    );
    assert_eq!(g.to_move(), None);
    assert!(matches!(g.play(mv("5a4a")), Err(PlayError::GameOver(_))));
}

#[test]
fn no_legal_moves_without_check_loses() {
    let mut g = game("8k/6G2/9/9/9/9/9/9/K8 b P 1");
    g.play(mv("P*1c")).unwrap();
    assert!(!g.position().is_check());
    assert_eq!(g.outcome().unwrap().reason, EndReason::NoLegalMoves);
    assert_eq!(g.outcome().unwrap().winner, Some(Color::Sente));
}

#[test]
fn repetition_fourth_occurrence_is_a_draw_counting_the_start_as_the_first() {
    let mut g = Game::new(Position::startpos(), GameRules::default());
    let cycle = "5i5h 5a5b 5h5i 5b5a ";
    play_all(&mut g, &cycle.repeat(2));
    assert_eq!(g.outcome(), None, "third occurrence: play on");
    play_all(&mut g, cycle);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Repetition
        })
    );
    assert_eq!(g.ply(), 12);
}

#[test]
fn repetition_loaded_position_is_the_first_occurrence_of_itself() {
    let mut g = game("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    play_all(&mut g, &"5i5h 5a5b 5h5i 5b5a ".repeat(3));
    assert_eq!(g.outcome().unwrap().reason, EndReason::Repetition);
}

#[test]
fn perpetual_check_loses_for_the_side_that_checked_every_move() {
    let mut g = game("8k/9/9/9/9/9/9/9/R3K4 b - 1");
    play_all(
        &mut g,
        "9i9a 1a1b 9a9b 1b1a 9b9a 1a1b 9a9b 1b1a 9b9a 1a1b 9a9b 1b1a 9b9a",
    );
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: Some(Color::Gote),
            reason: EndReason::PerpetualCheck
        })
    );
}

#[test]
fn perpetual_check_does_not_apply_when_one_move_in_the_interval_was_quiet() {
    // Same dance, but the rook's first move of the cycle does not check: plain repetition.
    let mut g = game("8k/9/9/9/9/9/9/9/R3K4 b - 1");
    play_all(
        &mut g,
        "9i9c 1a1b 9c9b 1b1a 9b9c 1a1b 9c9b 1b1a 9b9c 1a1b 9c9b 1b1a 9b9c",
    );
    let o = g.outcome().expect("fourth occurrence");
    assert_eq!(o.reason, EndReason::Repetition, "{o:?}");
}

#[test]
fn move_limit_reached_is_a_draw() {
    let rules = GameRules {
        move_limit: Some(4),
        impasse: None,
    };
    let mut g = Game::new(Position::startpos(), rules);
    play_all(&mut g, "7g7f 3c3d 2g2f");
    assert_eq!(g.outcome(), None);
    play_all(&mut g, "4c4d");
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::MoveLimit
        })
    );
}

#[test]
fn move_limit_mate_on_the_last_move_stands() {
    let rules = GameRules {
        move_limit: Some(1),
        impasse: None,
    };
    let mut g = Game::new(pos("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), rules);
    g.play(mv("G*5b")).unwrap();
    assert_eq!(g.outcome().unwrap().reason, EndReason::Checkmate);
}

fn impasse_game(sfen: &str, rule: ImpasseRule) -> Game {
    Game::new(
        pos(sfen),
        GameRules {
            move_limit: None,
            impasse: Some(rule),
        },
    )
}

#[test]
fn impasse_24_refused_unless_both_kings_entered() {
    let mut g = impasse_game(&Position::startpos().to_sfen(), ImpasseRule::Points24);
    assert_eq!(g.impasse(), Err(PlayError::KingsNotInCamp));
    assert_eq!(g.outcome(), None);
    let mut off = Game::new(Position::startpos(), GameRules::default());
    assert_eq!(off.impasse(), Err(PlayError::NoImpasseRule));
}

#[test]
fn impasse_24_side_under_24_points_loses() {
    let mut g = impasse_game(
        "4K4/9/9/9/9/9/9/9/4k4 b RBGSNL8Prb3g3s3n3l10p 1",
        ImpasseRule::Points24,
    );
    // Sente: 10 + 12 = 22 points.
    assert_eq!(
        g.impasse(),
        Ok(Outcome {
            winner: Some(Color::Gote),
            reason: EndReason::Impasse
        })
    );
}

#[test]
fn impasse_24_both_at_least_24_is_a_draw() {
    let mut g = impasse_game(
        "4K4/9/9/9/9/9/9/9/4k4 b RB2G2S2N2L6Prb2g2s2n2l12p 1",
        ImpasseRule::Points24,
    );
    assert_eq!(
        g.impasse(),
        Ok(Outcome {
            winner: None,
            reason: EndReason::Impasse
        })
    );
}

#[test]
fn impasse_24_removed_handicap_pieces_count_for_the_giver() {
    // Gote gave rook and bishop (they are nowhere) and holds 20 one-point pieces: 20 + 10 = 30.
    let sfen = "4K4/9/9/9/9/9/9/9/4k4 b RB2G2S2N2L6P2g2s2n2l12p 1";
    let mut g = impasse_game(sfen, ImpasseRule::Points24);
    let mut plain = g.clone();
    g.set_handicap_giver(Some(Color::Gote));
    assert_eq!(g.impasse().unwrap().winner, None);
    assert_eq!(
        plain.impasse().unwrap().winner,
        Some(Color::Sente),
        "without the handicap gote has 20"
    );
    let h = Game::new(parse_position("2-piece").unwrap(), GameRules::default());
    assert_eq!(
        h.handicap_giver(),
        Some(Color::Gote),
        "detected from a named handicap start"
    );
}

/// Sente: king on 5c, ten pieces in the camp (R, B, 4 G, 4 S = 18 points) and R B in hand (10).
const DECLARE_28: &str = "RBGG1GGSS/SS7/4K4/9/9/9/9/9/4k4 b RB4n4l18p 1";

#[test]
fn impasse_27_declaration_with_28_points_wins_for_sente() {
    let mut g = impasse_game(DECLARE_28, ImpasseRule::Declaration27);
    assert_eq!(
        g.impasse(),
        Ok(Outcome {
            winner: Some(Color::Sente),
            reason: EndReason::Impasse
        })
    );
}

#[test]
fn impasse_27_declaration_short_of_points_loses() {
    let mut g = impasse_game(
        "RBGG1GGSS/SS7/4K4/9/9/9/9/9/4k4 b R4nb4l18p 1",
        ImpasseRule::Declaration27,
    );
    assert_eq!(
        g.impasse().unwrap().winner,
        Some(Color::Gote),
        "sente has 23 points"
    );
}

#[test]
fn impasse_27_declaration_needs_ten_pieces_in_the_camp() {
    let mut g = impasse_game(
        "RBGG1GGS1/SS7/4K4/9/9/9/9/9/4k4 b RB4n4l18ps 1",
        ImpasseRule::Declaration27,
    );
    assert_eq!(g.impasse().unwrap().winner, Some(Color::Gote));
}

#[test]
fn impasse_27_declaration_needs_the_king_in_the_camp_and_no_check() {
    let mut g = impasse_game(
        "RBGG1GGSS/SS7/9/4K4/9/9/9/9/4k4 b RB4n4l18p 1",
        ImpasseRule::Declaration27,
    );
    assert_eq!(
        g.impasse().unwrap().winner,
        Some(Color::Gote),
        "king on 5d is outside"
    );
    let mut g = impasse_game(
        "RBGG1GGSS/SS2p4/4K4/9/9/9/9/9/4k4 b RB4n4l17p 1",
        ImpasseRule::Declaration27,
    );
    assert!(g.position().is_check());
    assert_eq!(g.impasse().unwrap().winner, Some(Color::Gote), "in check");
}

#[test]
fn impasse_27_gote_needs_only_27_points() {
    // Mirror: gote's ten pieces in ranks 7-9 (18 points) and R + 4 P in hand (9): 27.
    let gote = "4K4/9/9/9/9/9/4k4/7ss/ssgg1ggbr b 4N4L14Pr4p 1";
    let g = pos(gote);
    let mut g = Game::new(
        pos(&g.to_sfen().replace(" b ", " w ")),
        GameRules {
            move_limit: None,
            impasse: Some(ImpasseRule::Declaration27),
        },
    );
    assert_eq!(g.impasse().unwrap().winner, Some(Color::Gote));
    // Sente with the same 27 points loses.
    let mut s = impasse_game(
        "RBGG1GGSS/SS7/4K4/9/9/9/9/9/4k4 b R4P4n4l14pb 1",
        ImpasseRule::Declaration27,
    );
    assert_eq!(s.impasse().unwrap().winner, Some(Color::Gote));
}

#[test]
fn illegal_move_refusal_names_the_rule_and_changes_nothing() {
    let mut g = Game::new(Position::startpos(), GameRules::default());
    let before = g.position().clone();
    let err = g.play(mv("7g7e")).unwrap_err();
    assert_eq!(err.to_string(), "a pawn on 7g cannot move to 7e");
    assert_eq!(g.position(), &before);
    assert_eq!(g.ply(), 0);
}
