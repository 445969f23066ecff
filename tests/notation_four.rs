//! Four-player move notation (issue #4): the USI-like, Western and Japanese forms with seat
//! markers, resolution against the player to move, specific errors, and round trips of every
//! legal action of random four-player positions.

use proptest::prelude::*;
use shogiban::notation::four::{self, FourMoveError, FourNotation};
use shogiban::rules::yonin::{Game, IllegalMove, Position, Settings};
use shogiban::rules::{Move, Seat, Square};

/// The board field of a position text from `(square, piece)` pairs such as `("5i", "Ks")`.
fn board(pieces: &[(&str, &str)]) -> String {
    let mut grid = vec![vec![String::new(); 9]; 9];
    for (sq, p) in pieces {
        let s = Square::parse_usi(sq).unwrap();
        grid[(s.rank() - 1) as usize][(9 - s.file()) as usize] = p.to_string();
    }
    grid.into_iter()
        .map(|row| {
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
            r
        })
        .collect::<Vec<_>>()
        .join("/")
}

fn game(pieces: &[(&str, &str)], rest: &str) -> Game {
    let text = format!("{} {rest}", board(pieces));
    let pos = Position::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    Game::from_position(pos, Settings::default()).unwrap()
}

fn mv(s: &str) -> Move {
    Move::parse_usi(s).unwrap()
}

fn parse(text: &str, g: &Game) -> Result<String, String> {
    four::parse(text, g)
        .map(|m| m.to_usi())
        .map_err(|e| e.to_string())
}

/// S's golds on 6i and 4i can both reach 5h; S's silver on 4d may promote on 4c.
fn two_golds() -> Game {
    game(
        &[
            ("5i", "Ks"),
            ("6i", "Gs"),
            ("4i", "Gs"),
            ("4d", "Ss"),
            ("9e", "Kw"),
            ("5a", "Kn"),
            ("1e", "Ke"),
        ],
        "s G/-/-/- 0 - ---- -",
    )
}

#[test]
fn writes_each_notation_with_the_seat_marker() {
    let mut g = Game::new(Settings::default());
    assert_eq!(four::write(&g, mv("5g5f"), FourNotation::Usi), "S:5g5f");
    assert_eq!(four::write(&g, mv("5g5f"), FourNotation::Western), "S:P-5f");
    assert_eq!(
        four::write(&g, mv("5g5f"), FourNotation::Japanese),
        "南５六歩"
    );
    g.play(mv("5g5f")).unwrap();
    // West's pawn on 7e moves toward file 1.
    assert_eq!(four::write(&g, mv("7e6e"), FourNotation::Western), "W:P-6e");
    assert_eq!(
        four::write(&g, mv("7e6e"), FourNotation::Japanese),
        "西６五歩"
    );
    g.play(mv("7e6e")).unwrap();
    assert_eq!(
        four::write(&g, mv("5c5d"), FourNotation::Japanese),
        "北５四歩"
    );
    g.play(mv("5c5d")).unwrap();
    assert_eq!(four::write(&g, mv("3e4e"), FourNotation::Usi), "E:3e4e");
    assert_eq!(
        four::write_unmarked(&g, mv("3e4e"), FourNotation::Western),
        "P-4e"
    );
}

#[test]
fn reads_piece_and_destination_against_the_player_to_move() {
    let mut g = Game::new(Settings::default());
    for text in [
        "5g5f",
        "P-5f",
        "p-5F",
        "５六歩",
        "56歩",
        "歩56",
        "南５六歩",
        "S:P-5f",
        "s：５６歩",
        "ｐ－５ｆ",
    ] {
        assert_eq!(parse(text, &g), Ok("5g5f".into()), "{text}");
    }
    g.play(mv("5g5f")).unwrap();
    // Now West moves: the same text names West's pieces.
    assert_eq!(parse("G-8c", &g), Ok("9d8c".into()));
    assert_eq!(parse("金83", &g), Ok("9d8c".into()));
    assert_eq!(parse("W:9d8c", &g), Ok("9d8c".into()));
}

#[test]
fn ambiguous_pieces_list_the_candidates_in_the_users_notation() {
    let g = two_golds();
    assert_eq!(
        four::parse("G-5h", &g),
        Err(FourMoveError::Ambiguous(vec![
            "G4i-5h".into(),
            "G6i-5h".into()
        ]))
    );
    assert_eq!(parse("G6i-5h", &g), Ok("6i5h".into()));
    // 右 is South's right: file 1's side.
    let err = parse("金58", &g).unwrap_err();
    assert!(
        err.contains("５八金右") && err.contains("５八金左"),
        "{err}"
    );
    assert_eq!(parse("５八金右", &g), Ok("4i5h".into()));
    assert_eq!(parse("５八金左", &g), Ok("6i5h".into()));
    assert_eq!(
        four::write(&g, mv("4i5h"), FourNotation::Japanese),
        "南５八金右"
    );
    assert_eq!(
        four::write(&g, mv("6i5h"), FourNotation::Western),
        "S:G6i-5h"
    );
    // With a marker, the candidates carry it too.
    let err = parse("S:G-5h", &g).unwrap_err();
    assert!(err.contains("S:G6i-5h"), "{err}");
}

#[test]
fn optional_promotion_is_ambiguous_in_human_notations_and_no_promotion_in_usi() {
    let g = two_golds();
    assert_eq!(
        four::parse("S-4c", &g),
        Err(FourMoveError::Ambiguous(vec![
            "S-4c=".into(),
            "S-4c+".into()
        ]))
    );
    assert_eq!(parse("S-4c+", &g), Ok("4d4c+".into()));
    assert_eq!(parse("S-4c=", &g), Ok("4d4c".into()));
    assert_eq!(parse("４三銀成", &g), Ok("4d4c+".into()));
    assert_eq!(parse("４三銀不成", &g), Ok("4d4c".into()));
    assert_eq!(parse("4d4c", &g), Ok("4d4c".into()));
    let err = parse("４三銀", &g).unwrap_err();
    assert!(
        err.contains("４三銀成") && err.contains("４三銀不成"),
        "{err}"
    );
}

#[test]
fn drops_with_and_without_a_board_piece_that_could_go_there() {
    let g = two_golds();
    // A gold in hand, and both board golds reach 5h: 打 / * say it is the drop.
    assert_eq!(parse("G*5h", &g), Ok("G*5h".into()));
    assert_eq!(parse("５八金打", &g), Ok("G*5h".into()));
    assert_eq!(
        four::write(&g, mv("G*5h"), FourNotation::Japanese),
        "南５八金打"
    );
    // No board gold reaches 5e: the plain text is the drop, written without 打.
    assert_eq!(parse("５五金", &g), Ok("G*5e".into()));
    assert_eq!(parse("G-5e", &g), Ok("G*5e".into()));
    assert_eq!(
        four::write(&g, mv("G*5e"), FourNotation::Japanese),
        "南５五金"
    );
}

/// West's golds on 9d and 9f both step to 8e; West faces file 1, so its right is rank 9's side.
#[test]
fn relative_words_are_from_the_movers_own_view() {
    let g = game(
        &[
            ("5i", "Ks"),
            ("9h", "Kw"),
            ("9d", "Gw"),
            ("9f", "Gw"),
            ("7e", "Gw"),
            ("5a", "Kn"),
            ("1e", "Ke"),
        ],
        "w -/-/-/- 0 - ---- -",
    );
    assert_eq!(parse("西８五金右", &g), Ok("9f8e".into()));
    assert_eq!(parse("８五金左", &g), Ok("9d8e".into()));
    assert_eq!(
        four::write(&g, mv("9f8e"), FourNotation::Japanese),
        "西８五金右"
    );
    assert_eq!(
        four::write(&g, mv("9d8e"), FourNotation::Japanese),
        "西８五金左"
    );
    // 上 is West's forward (toward file 1); 寄 along the file.
    // 上 is West's forward (toward file 1), 引 back toward file 9, 寄 along the file.
    assert_eq!(parse("８五金引", &g), Ok("7e8e".into()));
    assert_eq!(
        four::write(&g, mv("7e8e"), FourNotation::Japanese),
        "西８五金引"
    );
    assert_eq!(parse("８五金右上", &g), Ok("9f8e".into()));
    assert_eq!(parse("９五金右", &g), Ok("9f9e".into()));
    let err = parse("９五金寄", &g).unwrap_err();
    assert!(
        err.contains("９五金右") && err.contains("９五金左"),
        "{err}"
    );
}

#[test]
fn errors_say_what_was_expected_which_rule_or_whose_turn() {
    let g = Game::new(Settings::default());
    let e = four::parse("G-", &g).unwrap_err();
    assert!(
        matches!(e, FourMoveError::Syntax(ref s) if s.position == 3),
        "{e}"
    );
    assert!(e.to_string().contains("a file 1-9"), "{e}");
    // The marker's characters count in the position.
    let e = four::parse("S:G-", &g).unwrap_err();
    assert!(
        matches!(e, FourMoveError::Syntax(ref s) if s.position == 5),
        "{e}"
    );
    assert_eq!(
        four::parse("W:P-6e", &g),
        Err(FourMoveError::WrongSeat {
            written: Seat::West,
            to_move: Seat::South
        })
    );
    assert!(matches!(
        four::parse("+5756FU", &g),
        Err(FourMoveError::TwoPlayerOnly(_))
    ));
    assert!(matches!(
        four::parse("▲５六歩", &g),
        Err(FourMoveError::TwoPlayerOnly(_))
    ));
    assert!(matches!(
        four::parse("同歩", &g),
        Err(FourMoveError::TwoPlayerOnly(_))
    ));
    assert_eq!(
        four::parse("5i5h", &g),
        Err(FourMoveError::Illegal(IllegalMove::OwnPiece(
            Square::parse_usi("5h").unwrap()
        )))
    );
    assert_eq!(parse("B-5e", &g), Err("south has no bishop".into()));
    assert_eq!(
        parse("9e9d", &g),
        Err("the piece on 9e is controlled by west".into())
    );
    assert_eq!(
        parse("P-5e", &g),
        Err("no pawn of south can move to 5e".into())
    );
    assert_eq!(
        parse("R-5e", &g),
        Err("a rook on 5h cannot move to 5e".into()),
        "one candidate: its own reason"
    );
}

#[test]
fn a_pawn_drop_facing_an_overturned_king_names_the_rule() {
    // North is eliminated (credited to S); its overturned king on 5a.
    let g = game(
        &[("5i", "Ks"), ("9e", "Kw"), ("5a", "Xn"), ("1e", "Ke")],
        "s P/-/-/- 20 n:s:20 ---- s",
    );
    assert_eq!(
        parse("P*5b", &g),
        Err("pawn would face an overturned king".into())
    );
    assert_eq!(
        parse("５二歩", &g),
        Err("pawn would face an overturned king".into())
    );
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Positions along a random playout, preferring captures so that hands fill and pieces get
/// inherited.
fn positions(seed: u64, plies: usize) -> Vec<Game> {
    let mut rng = Rng(seed | 1);
    let mut g = Game::new(Settings::default());
    let mut out = Vec::new();
    for _ in 0..plies {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        out.push(g.clone());
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| g.position().piece_at(m.to()).is_some())
            .collect();
        let m = if !captures.is_empty() && rng.below(3) > 0 {
            captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        g.play(m).unwrap();
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Every legal action of random positions, written in each notation with and without the
    /// seat marker, reads back as exactly that action.
    #[test]
    fn every_legal_action_round_trips_through_each_writer(seed in any::<u64>()) {
        for (i, g) in positions(seed, 160).into_iter().enumerate() {
            if i % 7 != 0 {
                continue;
            }
            for m in g.legal_moves() {
                for n in FourNotation::ALL {
                    for text in [four::write(&g, m, n), four::write_unmarked(&g, m, n)] {
                        prop_assert!(text.chars().count() <= 100);
                        let back = four::parse(&text, &g);
                        prop_assert_eq!(back.clone(), Ok(m), "{} in {}", text, g.position());
                    }
                }
            }
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,30}") {
        let g = Game::new(Settings::default());
        let _ = four::parse(&text, &g);
    }

    #[test]
    fn move_like_text_never_panics(text in "[南西北東SWNEswne:： ]{0,2}[+]?[PSGRKBLNpsgrk歩銀金飛玉と龍竜成不打右左直上引寄同0-9０-９一二三四五六七八九a-ix*=+()\\-]{0,8}") {
        let g = two_golds();
        let _ = four::parse(&text, &g);
    }
}
