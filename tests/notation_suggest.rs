//! Autocomplete for `/move`: legal moves matching what was typed, in the notation being typed,
//! the natural ones first; every suggestion reads back as the move it stands for.

use proptest::prelude::*;
use shogiban::notation::suggest::{self, MAX_LEN};
use shogiban::notation::{four, parse_move};
use shogiban::rules::yonin::{Game, Settings};
use shogiban::rules::{Move, Position};

fn mv(s: &str) -> Move {
    Move::parse_usi(s).unwrap()
}

/// The position after USI moves, and the last move (for 同).
fn after(moves: &str) -> (Position, Option<Move>) {
    let mut pos = Position::startpos();
    let mut prev = None;
    for m in moves.split_whitespace() {
        pos.play(mv(m)).unwrap();
        prev = Some(mv(m));
    }
    (pos, prev)
}

fn two(moves: &str, typed: &str) -> Vec<String> {
    let (pos, prev) = after(moves);
    suggest::two(&pos, prev, typed, 25)
}

#[test]
fn nothing_typed_offers_japanese_up_to_the_limit() {
    let (pos, _) = after("");
    let s = suggest::two(&pos, None, "", 25);
    assert_eq!(s.len(), 25, "30 legal moves, 25 shown");
    assert!(s.contains(&"７六歩".to_string()), "{s:?}");
    assert!(s.iter().all(|t| !t.is_ascii()), "{s:?}");
    assert_eq!(suggest::two(&pos, None, "", 3).len(), 3);
}

#[test]
fn the_notation_follows_the_prefix() {
    assert_eq!(two("", "7g"), vec!["7g7f"]);
    assert_eq!(two("", "７ｇ"), vec!["7g7f"], "full-width USI");
    assert_eq!(two("", "７六"), vec!["７六歩"]);
    assert_eq!(two("", "7六"), vec!["76歩"]);
    assert_eq!(two("", "76")[0], "76歩");
    assert_eq!(two("", "P-7"), vec!["P-7f"]);
    assert_eq!(two("", "p-7F"), vec!["P-7f"], "case does not matter");
    assert_eq!(two("", "Ｐ－７"), vec!["P-7f"], "nor width");
    assert_eq!(two("", "+77"), vec!["+7776FU"]);
    assert_eq!(two("", "7776"), vec!["7776FU"]);
    assert_eq!(two("", "▲７六"), vec!["▲７六歩"]);
    assert_eq!(two("", "☗7六"), vec!["▲７六歩"]);
    assert_eq!(two("", "７六歩("), vec!["７六歩(77)"]);
    assert_eq!(two("", "Z"), Vec::<String>::new(), "no move matches");
}

#[test]
fn same_square_and_piece_names_match_anywhere_in_the_move() {
    let s = two("7g7f 3c3d 8h2b+", "同");
    assert!(s.contains(&"同　銀".to_string()), "{s:?}");
    assert!(s.iter().all(|t| t.starts_with('同')), "{s:?}");
    // 歩 is not at the start of any move: every pawn move contains it.
    let s = two("", "歩");
    assert_eq!(s.len(), 9, "{s:?}");
    assert!(s.iter().all(|t| t.ends_with('歩')), "{s:?}");
}

#[test]
fn captures_checks_and_promotions_come_first() {
    // After 7g7f 3c3d the bishop can take on 2b (promoting or not) or check from 3c.
    let s = two("7g7f 3c3d", "8h");
    assert_eq!(&s[..4], ["8h2b", "8h2b+", "8h3c", "8h3c+"], "{s:?}");
    assert!(s.contains(&"8h7g".to_string()));
    let s = two("7g7f 3c3d", "角");
    assert_eq!(
        &s[..4],
        ["２二角不成", "２二角成", "３三角不成", "３三角成"],
        "{s:?}"
    );
    assert_eq!(s.len(), 8, "the quiet bishop moves follow: {s:?}");
}

#[test]
fn four_player_suggestions_use_the_players_notation_and_marker() {
    let g = Game::new(Settings::default());
    let s = suggest::four(&g, "", 25);
    assert_eq!(s.len(), 9, "South's nine first moves: {s:?}");
    assert!(s.contains(&"５六歩".to_string()), "{s:?}");
    assert_eq!(suggest::four(&g, "5g", 25), vec!["5g5f"]);
    assert_eq!(suggest::four(&g, "P-", 25), vec!["P-4g", "P-5f", "P-6g"]);
    assert_eq!(suggest::four(&g, "南５", 25), vec!["南５六歩"]);
    assert_eq!(
        suggest::four(&g, "s:p", 25),
        vec!["S:P-4g", "S:P-5f", "S:P-6g"]
    );
    let mut g = g;
    g.play(mv("5g5f")).unwrap();
    // West to move: the same prefix names West's pawns.
    assert_eq!(suggest::four(&g, "P-", 25), vec!["P-6e", "P-7d", "P-7f"]);
    assert!(suggest::four(&g, "南", 25).is_empty(), "not South's turn");
}

/// Prefixes of the ways a move can be typed, plus stray text.
fn prefixes(texts: &[String], junk: &str) -> Vec<String> {
    let mut v = vec![String::new(), junk.to_owned()];
    for t in texts {
        let chars: Vec<char> = t.chars().collect();
        for n in 1..=chars.len().min(4) {
            v.push(chars[..n].iter().collect());
        }
    }
    v
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Over random two-player positions and many typed prefixes, every suggestion reads back with
    /// `parse_move` as exactly its move, is unique and short enough, and the limit holds.
    #[test]
    fn two_player_suggestions_parse_back_to_their_move(seed in any::<u64>(), junk in "\\PC{0,6}") {
        let mut rng = Rng(seed | 1);
        let mut pos = Position::startpos();
        let mut prev = None;
        for ply in 0..80 {
            let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
            if moves.is_empty() {
                break;
            }
            if ply % 9 == 0 {
                let m = moves[rng.below(moves.len())];
                let texts = vec![
                    m.to_usi(),
                    shogiban::notation::write::jsa_unmarked(&pos, m, prev),
                    shogiban::notation::write::jsa(&pos, m, prev),
                    shogiban::notation::write::western(&pos, m),
                    shogiban::notation::write::csa_signed(&pos, m),
                    shogiban::notation::write::kif(&pos, m, prev),
                ];
                for typed in prefixes(&texts, &junk) {
                    let limit = 1 + rng.below(25);
                    let s = suggest::two_moves(&pos, prev, &typed, limit);
                    prop_assert!(s.len() <= limit);
                    for (i, sug) in s.iter().enumerate() {
                        prop_assert!(sug.text.chars().count() <= MAX_LEN);
                        prop_assert!(s[..i].iter().all(|o| o.text != sug.text));
                        prop_assert_eq!(
                            parse_move(&sug.text, &pos, prev),
                            Ok(sug.mv),
                            "{:?} typed {:?} in {}", sug.text, typed, pos.to_sfen()
                        );
                    }
                }
                // The move's own USI text always finds it.
                let found = suggest::two_moves(&pos, prev, &m.to_usi(), 25);
                prop_assert!(found.iter().any(|s| s.mv == m));
            }
            let m = moves[rng.below(moves.len())];
            pos.play(m).unwrap();
            prev = Some(m);
        }
    }

    /// The same for the player to move of random four-player positions, read back with
    /// `four::parse`.
    #[test]
    fn four_player_suggestions_parse_back_to_their_move(seed in any::<u64>(), junk in "\\PC{0,6}") {
        let mut rng = Rng(seed | 1);
        let mut g = Game::new(Settings::default());
        for ply in 0..120 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply % 11 == 0 {
                let m = moves[rng.below(moves.len())];
                let texts: Vec<String> = four::FourNotation::ALL
                    .iter()
                    .flat_map(|&n| [four::write(&g, m, n), four::write_unmarked(&g, m, n)])
                    .collect();
                for typed in prefixes(&texts, &junk) {
                    let limit = 1 + rng.below(25);
                    let s = suggest::four_moves(&g, &typed, limit);
                    prop_assert!(s.len() <= limit);
                    for sug in &s {
                        prop_assert!(sug.text.chars().count() <= MAX_LEN);
                        prop_assert_eq!(
                            four::parse(&sug.text, &g),
                            Ok(sug.mv),
                            "{:?} typed {:?} in {}", sug.text, typed, g.position()
                        );
                    }
                }
                let found = suggest::four_moves(&g, &four::write(&g, m, four::FourNotation::Western), 25);
                prop_assert!(found.iter().any(|s| s.mv == m));
            }
            let captures: Vec<Move> = moves.iter().copied().filter(|m| g.position().piece_at(m.to()).is_some()).collect();
            let m = if !captures.is_empty() && rng.below(2) == 0 {
                captures[rng.below(captures.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            g.play(m).unwrap();
        }
    }
}
