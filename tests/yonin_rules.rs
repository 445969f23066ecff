//! One named test per rule and per setting of shared/rules/yonin.md, and the scenarios of §11,
//! reached from the start or from positions in the four-player text format.

use shogiban::rules::yonin::{
    ContinueFrom, Credit, End, EndReason, Game, IllegalMove, Position, Settings,
};
use shogiban::rules::{Move, Role, Seat, Square};

use Seat::{East, North, South, West};

/// The board field of a position text from `(square, piece)` pairs such as `("5i", "Ks")`.
fn board(pieces: &[(&str, &str)]) -> String {
    let mut grid = vec![vec![String::new(); 9]; 9];
    for (sq, p) in pieces {
        let s = Square::parse_usi(sq).unwrap();
        grid[(s.rank() - 1) as usize][(9 - s.file()) as usize] = p.to_string();
    }
    let mut out = Vec::new();
    for row in grid {
        let mut r = String::new();
        let mut empty = 0;
        for cell in row {
            if cell.is_empty() {
                empty += 1;
            } else {
                if empty > 0 {
                    r.push_str(&empty.to_string());
                    empty = 0;
                }
                r.push_str(&cell);
            }
        }
        if empty > 0 {
            r.push_str(&empty.to_string());
        }
        out.push(r);
    }
    out.join("/")
}

fn game(pieces: &[(&str, &str)], rest: &str, settings: Settings) -> Game {
    let text = format!("{} {rest}", board(pieces));
    let pos = Position::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(pos.to_text(), text, "round trip");
    Game::from_position(pos, settings).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(s: &str) -> Move {
    Move::parse_usi(s).unwrap()
}

fn play(g: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        g.play(mv(m))
            .unwrap_or_else(|e| panic!("{m}: {e} in {}", g.position()));
    }
}

fn legal(g: &Game) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| m.to_usi()).collect();
    v.sort();
    v
}

fn err(g: &Game, m: &str) -> String {
    g.check(mv(m)).unwrap_err().to_string()
}

fn teams() -> Settings {
    Settings {
        teams: true,
        ..Settings::default()
    }
}

// ---------------------------------------------------------------- §11 scenarios

/// S's rook checks N on file 5 from 2c.
fn s_rook_checks() -> Vec<(&'static str, &'static str)> {
    vec![
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1e", "Ke"),
        ("2c", "Rs"),
    ]
}

#[test]
fn check_priority_s_checks_n_then_e_moves_and_w_loses_its_turn() {
    let mut g = game(
        &s_rook_checks(),
        "s -/-/-/- 0 - ---- -",
        Settings::default(),
    );
    play(&mut g, "2c5c");
    assert_eq!(g.in_check(), vec![North]);
    assert_eq!(g.to_move(), Some(North));
    play(&mut g, "5a4a");
    assert_eq!(g.to_move(), Some(East));
}

#[test]
fn check_priority_skips_w_and_n_when_s_checks_e() {
    let mut g = game(
        &s_rook_checks(),
        "s -/-/-/- 0 - ---- -",
        Settings::default(),
    );
    play(&mut g, "2c1c");
    assert_eq!(g.in_check(), vec![East]);
    assert_eq!(g.to_move(), Some(East));
    play(&mut g, "1e2e");
    assert_eq!(g.to_move(), Some(South));
}

/// Kings in the top corners: a rook dropped on 5a checks W (9a) and E (1a) at once.
fn corners(extra: &[(&'static str, &'static str)]) -> Vec<(&'static str, &'static str)> {
    let mut v = vec![("5i", "Ks"), ("9a", "Kw"), ("4e", "Kn"), ("1a", "Ke")];
    v.extend_from_slice(extra);
    v
}

#[test]
fn check_priority_w_answers_first_then_e_still_in_check() {
    let mut g = game(&corners(&[]), "s R/-/-/- 0 - ---- -", Settings::default());
    play(&mut g, "R*5a");
    assert_eq!(g.in_check(), vec![West, East]);
    assert_eq!(g.to_move(), Some(West));
    play(&mut g, "9a9b");
    assert_eq!(g.to_move(), Some(East));
}

#[test]
fn check_priority_w_answers_first_then_n_when_e_is_freed() {
    let mut g = game(
        &corners(&[("6b", "Gw")]),
        "s R/-/-/- 0 - ---- -",
        Settings::default(),
    );
    play(&mut g, "R*5a");
    assert_eq!(g.to_move(), Some(West));
    play(&mut g, "6b5a");
    assert!(g.in_check().is_empty());
    assert_eq!(g.to_move(), Some(North));
}

#[test]
fn rescue_w_captures_the_piece_checking_e_and_e_is_not_eliminated() {
    // E would be mated by the rook (dragons cover 1b and 2b), but W captures it first.
    let mut g = game(
        &corners(&[("6b", "Gw"), ("8c", "+Rs"), ("2c", "+Rs")]),
        "s R/-/-/- 0 - ---- -",
        Settings::default(),
    );
    play(&mut g, "R*5a");
    assert_eq!(g.to_move(), Some(West));
    play(&mut g, "6b5a");
    assert!(g.eliminations().is_empty());
    assert_eq!(g.to_move(), Some(North));
}

#[test]
fn discovered_check_by_moving_a_silver_off_the_line_of_w_rook() {
    let pieces = [
        ("7i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1h", "Ke"),
        ("5e", "Rw"),
        ("5c", "Ss"),
    ];
    let mut g = game(&pieces, "s -/-/-/- 0 - ---- -", Settings::default());
    play(&mut g, "5c6d");
    assert_eq!(g.in_check(), vec![North]);
    assert_eq!(g.to_move(), Some(North));
    // The mover, South, is who put North in check (field 6 of the text).
    let text = g.position().to_text();
    assert_eq!(text.split(' ').nth(5), Some("--s-"));
}

#[test]
fn double_mate_in_one_move_eliminates_w_then_e_credited_to_s() {
    let mut g = game(
        &corners(&[("8c", "+Rs"), ("2c", "+Rs")]),
        "s R/-/-/- 0 - ---- -",
        Settings::default(),
    );
    play(&mut g, "R*5a");
    let e = g.eliminations();
    assert_eq!(e.len(), 2);
    assert_eq!((e[0].seat, e[0].by, e[0].ply), (West, South, 1));
    assert_eq!((e[1].seat, e[1].by, e[1].ply), (East, South, 1));
    assert_eq!(g.position().mates_credited(South), e);
    assert!(g.position().mates_credited(North).is_empty());
    let o = g.outcome().unwrap();
    assert_eq!(o.reason, EndReason::TwoEliminations);
    assert_eq!(o.places, [1, 4, 2, 3]);
    assert_eq!(g.to_move(), None);
    assert!(g.legal_moves().is_empty());
    assert_eq!(err(&g, "5i5h"), "the game is over");
}

/// E's king overturned on 5e (eliminated by N at ply 10).
fn overturned(extra: &[(&'static str, &'static str)]) -> Vec<(&'static str, &'static str)> {
    let mut v = vec![
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("4a", "Kn"),
        ("5e", "Xe"),
        ("2e", "Rs"),
    ];
    v.extend_from_slice(extra);
    v
}

#[test]
fn overturned_king_blocks_a_rook_and_a_pawn_may_not_be_dropped_facing_it() {
    let g = game(
        &overturned(&[]),
        "s P/-/-/- 10 e:n:10 ---- n",
        Settings::default(),
    );
    // The rook stops before the overturned king: W on 9e is not in check, 6e is out of reach.
    assert!(g.in_check().is_empty());
    let moves = legal(&g);
    assert!(moves.contains(&"2e4e".to_string()));
    assert!(!moves.contains(&"2e5e".to_string()) && !moves.contains(&"2e6e".to_string()));
    assert_eq!(err(&g, "2e5e"), "an overturned king is never captured (5e)");
    assert_eq!(err(&g, "2e6e"), "a rook on 2e cannot move to 6e");
    assert_eq!(err(&g, "P*5f"), "pawn would face an overturned king");
    assert!(moves.contains(&"P*5g".to_string()));
}

#[test]
fn overturned_king_a_board_pawn_may_move_in_front_of_it() {
    let g = game(
        &overturned(&[("5g", "Ps")]),
        "s -/-/-/- 10 e:n:10 ---- n",
        Settings::default(),
    );
    assert!(g.is_legal(mv("5g5f")));
    assert_eq!(
        err(&g, "5e5d"),
        "the king on 5e is overturned and never moves"
    );
}

/// N eliminated by S: S plays N's old pawn, which still moves North's way (toward rank 9).
fn inherited() -> Vec<(&'static str, &'static str)> {
    vec![
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Xn"),
        ("1e", "Ke"),
        ("3h", "Psn"),
    ]
}

#[test]
fn inherited_north_pawn_moves_toward_rank_9_and_must_promote_there() {
    let g = game(
        &inherited(),
        "s P/-/-/- 20 n:s:20 ---- s",
        Settings::default(),
    );
    assert_eq!(
        err(&g, "3h3i"),
        "a pawn reaching its last line must promote"
    );
    assert!(g.is_legal(mv("3h3i+")));
    assert_eq!(err(&g, "3h3g"), "a pawn on 3h cannot move to 3g");
    let moves = legal(&g);
    assert!(moves.contains(&"3h3i+".to_string()) && !moves.contains(&"3h3i".to_string()));
}

#[test]
fn inherited_pawn_does_not_count_for_the_two_pawn_rule() {
    let g = game(
        &inherited(),
        "s P/-/-/- 20 n:s:20 ---- s",
        Settings::default(),
    );
    assert!(g.is_legal(mv("P*3e")));
}

#[test]
fn repetition_to_the_fourth_occurrence_ends_the_game_with_places() {
    let mut g = Game::new(Settings::default());
    play(&mut g, "6i7h 9d8c 4a3b 1d2c");
    let cycle = "5i6i 9e9d 5a4a 1e1d 6i5i 9d9e 4a5a 1d1e";
    play(&mut g, cycle);
    play(&mut g, cycle);
    assert!(g.outcome().is_none());
    play(&mut g, "5i6i 9e9d 5a4a 1e1d 6i5i 9d9e 4a5a");
    assert!(g.outcome().is_none());
    play(&mut g, "1d1e");
    let o = g.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Repetition);
    assert_eq!(o.places, [1, 1, 1, 1]);
    assert_eq!(g.to_move(), None);
    assert_eq!(g.ply(), 28);
}

/// S's rook keeps checking N, who steps between 5a and 4a; E shuffles; W is always skipped.
fn perpetual() -> Game {
    let pieces = [
        ("7i", "Ks"),
        ("9g", "Kw"),
        ("5a", "Kn"),
        ("1e", "Ke"),
        ("5c", "Rs"),
    ];
    game(&pieces, "n -/-/-/- 0 - --s- s", Settings::default())
}

#[test]
fn perpetual_checker_must_vary_its_move() {
    let mut g = perpetual();
    let cycle = "5a4a 1e1d 5c4c 4a5a 1d1e";
    for _ in 0..3 {
        play(&mut g, cycle);
        if g.ply() < 15 {
            play(&mut g, "4c5c");
        }
    }
    // 4c5c would produce the start position a fourth time, and every S action since gave check.
    assert_eq!(g.to_move(), Some(South));
    assert_eq!(err(&g, "4c5c"), "perpetual check: vary your move");
    assert!(!legal(&g).contains(&"4c5c".to_string()));
    assert!(g.is_legal(mv("7i7h")));
    let before = g.position().to_text();
    assert_eq!(g.play(mv("4c5c")), Err(IllegalMove::PerpetualCheck));
    assert_eq!(
        g.position().to_text(),
        before,
        "an illegal move leaves the game unchanged"
    );
}

#[test]
fn perft_start_depth_1_to_4() {
    let mut g = Game::new(Settings::default());
    assert_eq!(
        (1..=4).map(|d| g.perft(d)).collect::<Vec<_>>(),
        vec![9, 81, 729, 6561]
    );
}

// ---------------------------------------------------------------- rules, one test each

#[test]
fn setup_start_position_text() {
    let g = Game::new(Settings::default());
    assert_eq!(
        g.position().to_text(),
        "2SnGnKnGnSn2/3PnRnPn3/Sw3Pn3Se/GwPw5PeGe/KwRwPw3PeReKe/GwPw5PeGe/Sw3Ps3Se/3PsRsPs3/2SsGsKsGsSs2 s -/-/-/- 0 - ---- -"
    );
    assert_eq!(
        Position::from_text("startpos").unwrap(),
        g.position().clone()
    );
}

#[test]
fn movement_follows_each_pieces_direction() {
    let expected = [
        (South, "3i2h 3i3h 4h4g 4i3h 5g5f 6h6g 6i7h 7i7h 7i8h"),
        (West, "7e6e 8d7d 8f7f 9c8b 9c8c 9d8c 9f8g 9g8g 9g8h"),
        (North, "3a2b 3a3b 4a3b 4b4c 5c5d 6a7b 6b6c 7a7b 7a8b"),
        (East, "1c2b 1c2c 1d2c 1f2g 1g2g 1g2h 2d3d 2f3f 3e4e"),
    ];
    for (seat, moves) in expected {
        let g = Game::new(Settings {
            first_mover: seat,
            ..Settings::default()
        });
        assert_eq!(legal(&g).join(" "), moves, "{seat:?}");
    }
}

#[test]
fn first_mover_setting_chooses_who_starts() {
    let mut g = Game::new(Settings {
        first_mover: North,
        ..Settings::default()
    });
    assert_eq!(g.to_move(), Some(North));
    play(&mut g, "5c5d");
    assert_eq!(g.to_move(), Some(East));
}

#[test]
fn promotion_zone_is_the_three_far_lines_of_the_pieces_direction() {
    // A West silver entering file 3 may promote; moving within files 4-9 may not.
    let pieces = [
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1i", "Ke"),
        ("4e", "Sw"),
        ("7g", "Sw"),
    ];
    let g = game(&pieces, "w -/-/-/- 0 - ---- -", Settings::default());
    assert!(g.is_legal(mv("4e3e+")) && g.is_legal(mv("4e3e")));
    assert_eq!(
        err(&g, "7g6g+"),
        "a silver promotes only when the move starts or ends in its promotion zone"
    );
}

#[test]
fn pawn_must_promote_on_its_last_line_facing_west() {
    let pieces = [
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1i", "Ke"),
        ("2c", "Pw"),
    ];
    let g = game(&pieces, "w -/-/-/- 0 - ---- -", Settings::default());
    assert_eq!(
        err(&g, "2c1c"),
        "a pawn reaching its last line must promote"
    );
    assert!(g.is_legal(mv("2c1c+")));
}

#[test]
fn drops_face_the_dropper_and_never_promote() {
    let mut g = game(
        &[("5i", "Ks"), ("9e", "Kw"), ("5a", "Kn"), ("1i", "Ke")],
        "w -/P/-/- 0 - ---- -",
        Settings::default(),
    );
    assert_eq!(err(&g, "P*1c"), "a pawn cannot be dropped on its last line");
    play(&mut g, "P*5d");
    assert!(g.position().to_text().contains("Pw"));
    // West's pawn moves toward file 1.
    play(&mut g, "5a4a 1i2i 5i4i");
    assert!(g.is_legal(mv("5d4d")));
}

#[test]
fn two_pawns_rule_is_per_pawn_line_rank_for_west() {
    let pieces = [
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1i", "Ke"),
        ("7c", "Pw"),
        ("6d", "Pwn"),
    ];
    let g = game(&pieces, "w 2P/P/-/- 0 - ---- -", Settings::default());
    assert_eq!(
        err(&g, "P*4c"),
        "two pawns: west already has an unpromoted pawn on rank 3"
    );
    // The same file is fine for West, and an inherited North pawn on rank 4 does not count.
    assert!(g.is_legal(mv("P*7f")));
    assert!(g.is_legal(mv("P*4d")));
}

#[test]
fn two_pawns_rule_names_the_file_for_south() {
    let pieces = [
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1i", "Ke"),
        ("5g", "Ps"),
    ];
    let g = game(&pieces, "s P/-/-/- 0 - ---- -", Settings::default());
    assert_eq!(
        err(&g, "P*5d"),
        "two pawns: south already has an unpromoted pawn on file 5"
    );
}

/// N's king on 5a: a pawn on 5b, protected by the gold on 5c, which covers 4b and 6b; W's rook
/// covers rank a.
fn drop_mate(extra: &[(&'static str, &'static str)]) -> Vec<(&'static str, &'static str)> {
    let mut v = vec![
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1i", "Ke"),
        ("5c", "Gs"),
    ];
    v.extend_from_slice(extra);
    v
}

#[test]
fn pawn_drop_mate_is_illegal() {
    let g = game(
        &drop_mate(&[("9a", "Rw")]),
        "s P/-/-/- 0 - --w- w",
        Settings::default(),
    );
    assert_eq!(err(&g, "P*5b"), "pawn-drop mate");
    assert!(!legal(&g).contains(&"P*5b".to_string()));
    // A pawn-drop check that leaves an escape is legal.
    let g = game(&drop_mate(&[]), "s P/-/-/- 0 - ---- -", Settings::default());
    assert!(g.is_legal(mv("P*5b")));
}

#[test]
fn pawn_drop_mate_with_several_opponents_is_judged_for_the_checked_player_alone() {
    // East's rook could capture the pawn on 5b, but North, taken as the player to move, cannot.
    let g = game(
        &drop_mate(&[("9a", "Rw"), ("1b", "Re")]),
        "s P/-/-/- 0 - --w- w",
        Settings::default(),
    );
    assert_eq!(err(&g, "P*5b"), "pawn-drop mate");
}

#[test]
fn team_pawn_drop_mate_concerns_opponents_only() {
    // North is South's partner: mating it with a pawn is not the pawn-drop-mate rule's business
    // (and North was already in check, so the partner rule does not forbid it either).
    let g = game(&drop_mate(&[("9a", "Rw")]), "s P/-/-/- 0 - --w- w", teams());
    assert!(g.is_legal(mv("P*5b")));
}

#[test]
fn kings_are_never_captured() {
    let pieces = [
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1i", "Ke"),
        ("5e", "Rs"),
    ];
    // S's rook attacks W's and N's kings, yet it is S's move: it still may not capture a king.
    let g = game(&pieces, "s -/-/-/- 0 - -ss- s", Settings::default());
    assert_eq!(err(&g, "5e9e"), "kings are never captured");
    assert_eq!(err(&g, "5e5a"), "kings are never captured");
    assert!(!legal(&g).iter().any(|m| m == "5e9e" || m == "5e5a"));
}

#[test]
fn no_self_check_a_pinned_piece_stays_on_its_line() {
    let pieces = [
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("4a", "Kn"),
        ("1e", "Ke"),
        ("5g", "Gs"),
        ("5c", "Rn"),
    ];
    let g = game(&pieces, "s -/-/-/- 0 - ---- -", Settings::default());
    assert_eq!(err(&g, "5g4g"), "would leave your king in check");
    assert!(g.is_legal(mv("5g5f")));
    // The king may step behind its pinned gold, but not off the gold's shelter onto the file.
    assert!(g.is_legal(mv("5i5h")));
}

#[test]
fn live_kings_never_stand_next_to_each_other() {
    let pieces = [("5e", "Ks"), ("9e", "Kw"), ("5c", "Kn"), ("1e", "Ke")];
    let g = game(&pieces, "s -/-/-/- 0 - ---- -", Settings::default());
    assert_eq!(err(&g, "5e5d"), "would leave your king in check");
}

/// W's king in the corner with every neighbour covered by S's rooks, not in check.
fn stalemate() -> Vec<(&'static str, &'static str)> {
    vec![
        ("5i", "Ks"),
        ("9a", "Kw"),
        ("4e", "Kn"),
        ("2e", "Ke"),
        ("8i", "Rs"),
        ("1b", "Rs"),
    ]
}

#[test]
fn player_without_legal_action_is_eliminated_even_when_not_in_check() {
    let mut g = game(&stalemate(), "s -/-/-/- 0 - ---- s", Settings::default());
    play(&mut g, "5i5h");
    let e = g.eliminations();
    assert_eq!(e.len(), 1);
    assert_eq!((e[0].seat, e[0].by, e[0].ply), (West, South, 1));
    assert_eq!(g.to_move(), Some(North));
    assert!(g.position().to_text().contains("Xw"));
}

/// E in check from N's gold on 1b (protected by N's dragon, which also covers 2a and 2b): E has no
/// legal action. E owns a pawn on 5e and a gold and a pawn in hand. S is to move.
fn e_checked_by_n() -> Game {
    e_checked_by_n_with(Settings::default())
}

fn e_checked_by_n_with(settings: Settings) -> Game {
    let pieces = [
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1a", "Ke"),
        ("1b", "Gn"),
        ("2c", "+Rn"),
        ("5e", "Pe"),
    ];
    game(&pieces, "s -/-/-/GP 0 - ---n n", settings)
}

#[test]
fn credit_goes_to_the_checker() {
    let mut g = e_checked_by_n();
    play(&mut g, "5i5h");
    let e = g.eliminations();
    assert_eq!((e[0].seat, e[0].by), (East, North));
}

#[test]
fn credit_last_mover_setting() {
    let mut g = e_checked_by_n_with(Settings {
        credit: Credit::LastMover,
        ..Settings::default()
    });
    play(&mut g, "5i5h");
    let e = g.eliminations();
    assert_eq!((e[0].seat, e[0].by), (East, South));
}

#[test]
fn transfer_keeps_direction_and_joins_the_hand() {
    let mut g = e_checked_by_n();
    play(&mut g, "5i5h");
    let p = g.position();
    let piece = p.piece_at(Square::parse_usi("5e").unwrap()).unwrap();
    assert_eq!(
        (piece.role, piece.controller, piece.direction),
        (Role::Pawn, North, East)
    );
    assert_eq!(p.hand(North).count(Role::Gold), 1);
    assert_eq!(p.hand(North).count(Role::Pawn), 1);
    assert!(p.hand(East).is_empty());
    let k = p.piece_at(Square::parse_usi("1a").unwrap()).unwrap();
    assert!(k.overturned);
    // North now plays East's old pawn toward file 9.
    play(&mut g, "5h5i");
    assert!(g.position().to_text().contains("Pne"));
}

#[test]
fn continue_from_the_eliminated_seat() {
    let mut g = e_checked_by_n();
    play(&mut g, "5i5h");
    // From E: S, W, N; nobody in check, so S moves again.
    assert_eq!(g.to_move(), Some(South));
}

#[test]
fn continue_from_mover_setting() {
    let mut g = e_checked_by_n_with(Settings {
        continue_from: ContinueFrom::Mover,
        ..Settings::default()
    });
    play(&mut g, "5i5h");
    assert_eq!(g.to_move(), Some(West));
}

#[test]
fn end_at_the_second_elimination() {
    let mut g = game(
        &corners(&[("8c", "+Rs"), ("2c", "+Rs")]),
        "s R/-/-/- 0 - ---- -",
        Settings::default(),
    );
    play(&mut g, "R*5a");
    assert_eq!(g.outcome().unwrap().reason, EndReason::TwoEliminations);
}

#[test]
fn end_last_survivor_setting() {
    let settings = Settings {
        end: End::LastSurvivor,
        ..Settings::default()
    };
    let mut g = game(
        &corners(&[("8c", "+Rs"), ("2c", "+Rs")]),
        "s R/-/-/- 0 - ---- -",
        settings,
    );
    play(&mut g, "R*5a");
    assert_eq!(g.eliminations().len(), 2);
    assert!(g.outcome().is_none());
    assert_eq!(g.to_move(), Some(South));
}

fn finished(text: &str, settings: Settings) -> [u8; 4] {
    let p = Position::from_text(text).unwrap();
    assert_eq!(p.to_text(), text);
    Game::from_position(p, settings)
        .unwrap()
        .outcome()
        .unwrap()
        .places
}

#[test]
fn places_first_by_eliminations_credited() {
    // W and E eliminated, both by N: N first although S has more pieces.
    let b = board(&[
        ("5i", "Ks"),
        ("9a", "Xw"),
        ("5a", "Kn"),
        ("1a", "Xe"),
        ("5e", "Rs"),
    ]);
    let text = format!("{b} - -/-/-/- 9 w:n:3,e:n:9 ---- ns");
    assert_eq!(finished(&text, Settings::default()), [2, 4, 1, 3]);
}

#[test]
fn places_then_by_total_pieces() {
    // No elimination (ended by repetition): S has king and rook, W king and a pawn in hand.
    let b = board(&[
        ("5i", "Ks"),
        ("9a", "Kw"),
        ("5a", "Kn"),
        ("1a", "Ke"),
        ("5e", "Rs"),
    ]);
    let text = format!("{b} - -/P/-/- 9 - ---- ns");
    assert_eq!(finished(&text, Settings::default()), [1, 1, 3, 3]);
}

#[test]
fn places_total_pieces_count_the_overturned_kings_credited() {
    // N eliminated W (1 credit) and S eliminated E (1 credit); S has a pawn in hand, N has W's
    // overturned king: 3 against 2 with the rook... S: king + pawn + E's king = 3, N: king +
    // rook + W's king = 3, equal: the later elimination (S at ply 7) ranks S first.
    let settings = Settings {
        end: End::LastSurvivor,
        ..Settings::default()
    };
    let b = board(&[
        ("5i", "Ks"),
        ("9a", "Xw"),
        ("5a", "Kn"),
        ("1a", "Xe"),
        ("5e", "Rn"),
    ]);
    let text = format!("{b} - P/-/-/- 9 w:n:3,e:s:7 ---- ns");
    assert_eq!(finished(&text, settings), [1, 4, 2, 3]);
    // One more piece for N decides before the plies do.
    let text = format!("{b} - P/-/P/- 9 w:n:3,e:s:7 ---- ns");
    assert_eq!(finished(&text, settings), [2, 4, 1, 3]);
}

#[test]
fn places_then_by_the_later_latest_elimination() {
    let settings = Settings {
        end: End::LastSurvivor,
        ..Settings::default()
    };
    // S eliminated W at ply 3, N eliminated E at ply 9: equal count and pieces, N's is later.
    let b = board(&[("5i", "Ks"), ("9a", "Xw"), ("5a", "Kn"), ("1a", "Xe")]);
    let text = format!("{b} - -/-/-/- 12 w:s:3,e:n:9 ---- ns");
    assert_eq!(finished(&text, settings), [2, 4, 1, 3]);
}

#[test]
fn places_shared_when_equal_on_all_three() {
    let b = board(&[("5i", "Ks"), ("9a", "Kw"), ("5a", "Kn"), ("1a", "Ke")]);
    let text = format!("{b} - -/-/-/- 12 - ---- -");
    assert_eq!(finished(&text, Settings::default()), [1, 1, 1, 1]);
}

#[test]
fn team_first_elimination_ends_the_game() {
    let mut g = game(
        &corners(&[("8c", "+Rs"), ("2c", "+Rs")]),
        "s R/-/-/- 0 - ---- -",
        teams(),
    );
    play(&mut g, "R*5a");
    assert_eq!(g.eliminations().len(), 1);
    let o = g.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Team);
    assert_eq!(o.places, [1, 3, 1, 3]);
}

#[test]
fn team_partner_attacks_count_as_check() {
    let pieces = [
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("4a", "Kn"),
        ("1e", "Ke"),
        ("5c", "Rn"),
    ];
    let g = game(&pieces, "s -/-/-/- 0 - ---- -", teams());
    assert_eq!(g.in_check(), vec![South]);
    assert!(g.is_legal(mv("5i6i")));
    assert_eq!(err(&g, "5i5h"), "would leave your king in check");
}

#[test]
fn team_may_not_put_the_partner_in_check_even_by_uncovering_an_opponent() {
    let pieces = [
        ("7i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1h", "Ke"),
        ("5e", "Rw"),
        ("5c", "Ss"),
    ];
    let g = game(&pieces, "s -/-/-/- 0 - ---- -", teams());
    assert_eq!(err(&g, "5c6d"), "would put your partner in check");
    assert!(!legal(&g).contains(&"5c6d".to_string()));
    assert!(g.is_legal(mv("7i7h")));
    // Without teams the same move is a discovered check on North, and legal.
    let g = game(&pieces, "s -/-/-/- 0 - ---- -", Settings::default());
    assert!(g.is_legal(mv("5c6d")));
}

#[test]
fn team_partner_capture_allowed_by_default_and_forbidden_by_setting() {
    let pieces = [
        ("5i", "Ks"),
        ("9e", "Kw"),
        ("5a", "Kn"),
        ("1e", "Ke"),
        ("3g", "Rs"),
        ("3d", "Pn"),
    ];
    let g = game(&pieces, "s -/-/-/- 0 - ---- -", teams());
    assert!(g.is_legal(mv("3g3d")));
    let g = game(
        &pieces,
        "s -/-/-/- 0 - ---- -",
        Settings {
            partner_capture: false,
            ..teams()
        },
    );
    assert_eq!(
        err(&g, "3g3d"),
        "capturing your partner's pieces is not allowed in this game"
    );
    assert!(!legal(&g).contains(&"3g3d".to_string()));
}

#[test]
fn illegal_move_leaves_the_game_unchanged() {
    let mut g = Game::new(Settings::default());
    let before = g.position().to_text();
    assert!(g.play(mv("5i5h")).is_err());
    assert!(g.play(mv("9g8h")).is_err());
    assert!(g.play(mv("P*5e")).is_err());
    assert_eq!(g.position().to_text(), before);
    assert_eq!(g.ply(), 0);
}

#[test]
fn position_text_errors_name_the_problem() {
    for (text, msg) in [
        ("9/9/9 s", "7 fields"),
        ("2SnGnKnGnSn2/3PnRnPn3/Sw3Pn3Se/GwPw5PeGe/KwRwPw3PeReKe/GwPw5PeGe/Sw3Ps3Se/3PsRsPs3/2SsGs1GsSs2 s -/-/-/- 0 - ---- -", "south must have exactly one king"),
        ("2SnGnKnGnSn2/3PnRnPn3/Sw3Pn3Se/GwPw5PeGe/KwRwPw3PeReKe/GwPw5PeGe/Sw3Ps3Se/3PsRsPs3/2SsGsKsGsSs2 x -/-/-/- 0 - ---- -", "player to move"),
        ("2SnGnKnGnSn2/3PnRnPn3/Sw3Pn3Se/GwPw5PeGe/KwRwPw3PeReKe/GwPw5PeGe/Sw3Ps3Se/3PsRsPs3/2SsGsKsGsSs2 s -/-/-/5P 0 - ---- -", "more pieces than one set"),
        ("2SnGnKnGnSn2/3PnRnPn3/Sw3Pn3Se/GwPw5PeGe/KwRwPw3PeReKe/GwPw5PeGe/Sw3Ps3Se/3PsRsPs3/2SsGsKsGsSs1 s -/-/-/- 0 - ---- -", "rank 9"),
        ("2SnGnKnGnSn2/3PnRnPn3/Sw3Pn3Se/GwPw5PeGe/KwRwPw3PeReKe/GwPw5PeGe/Sw3Ps3Se/3PsRsPs3/2SsGsXsGsSs2 s -/-/-/- 0 - ---- -", "eliminations"),
    ] {
        let e = Position::from_text(text).unwrap_err().to_string();
        assert!(e.contains(msg), "{text}: {e}");
    }
}

#[test]
fn move_text_with_a_byte_just_below_rank_a_is_refused_not_a_panic() {
    // Found by the property tests: '`' is the byte before 'a'.
    assert!(Move::parse_usi("0`  ").is_err());
    assert!(Move::parse_usi("5`5f").is_err());
}

/// E's king shuttles between 8c and 7c; S's gold on 8h/7h, pinned along rank h by W's rook on 6h,
/// uncovers N's rook on file 7 or W's rook on file 8 at every move, so each S action checks E. S's
/// king on 9h cannot move (9i, 9g, 8g attacked, the rook on 8i defended): with the gold on 8h,
/// 8h7h is S's only legal action. Starts right after S's 8h7h, E in check and to move.
fn only_checks_left(s_hand: &str) -> Game {
    let pieces = [
        ("9h", "Ks"),
        ("8h", "Gs"),
        ("6h", "Rw"),
        ("8i", "Rw"),
        ("7i", "Rn"),
        ("1g", "Rn"),
        ("9a", "Kw"),
        ("3a", "Kn"),
        ("8c", "Ke"),
    ];
    let mut g = game(
        &pieces,
        &format!("s {s_hand}/-/-/- 0 - ---- -"),
        Settings::default(),
    );
    // Reach the start of the cycle (gold on 7h, E in check) from the set-up position.
    play(&mut g, "8h7h");
    Game::from_position(g.position().clone(), Settings::default()).unwrap()
}

/// yonin.md §8: the perpetual checker must vary "unless every legal action of that player is
/// illegal this way, in which case none of them is".
#[test]
fn perpetual_check_allowed_when_every_legal_action_is_a_repeating_check() {
    let mut g = only_checks_left("-");
    assert_eq!(g.to_move(), Some(East));
    assert_eq!(g.in_check(), vec![East]);
    let cycle = "8c7c 7h8h 7c8c 8h7h";
    play(&mut g, cycle);
    play(&mut g, cycle);
    play(&mut g, "8c7c 7h8h 7c8c");
    assert_eq!(g.to_move(), Some(South));
    // 8h7h gives the start position a fourth time and every S action since gave check, but it is
    // S's only legal action, so it stays legal and the repetition ends the game.
    assert_eq!(legal(&g), vec!["8h7h".to_string()]);
    assert!(g.is_legal(mv("8h7h")));
    play(&mut g, "8h7h");
    let o = g.outcome().expect("fourth occurrence ends the game");
    assert_eq!(o.reason, EndReason::Repetition);
    // Total pieces: W and N 3 each, S 2, E 1.
    assert_eq!(o.places, [3, 1, 1, 4]);
}

/// The same cycle with a pawn in S's hand: a drop is a legal alternative, so the repeating
/// check is refused and S must vary.
#[test]
fn perpetual_check_refused_when_the_checker_has_another_action() {
    let mut g = only_checks_left("P");
    let cycle = "8c7c 7h8h 7c8c 8h7h";
    play(&mut g, cycle);
    play(&mut g, cycle);
    play(&mut g, "8c7c 7h8h 7c8c");
    assert_eq!(g.check(mv("8h7h")), Err(IllegalMove::PerpetualCheck));
    assert!(!legal(&g).contains(&"8h7h".to_string()));
    assert!(legal(&g).iter().all(|m| m.starts_with("P*")));
}
