//! A small opening book (定跡, jōseki) written for this project: a few main lines of the common
//! openings, so that the strongest levels start like a shogi player rather than with edge moves that
//! a shallow search cannot tell apart. Every position reached along a line maps to the line's next
//! move; where lines share a position the player picks among their moves at random.
//!
//! The lines are ordinary knowledge of the game (no data taken from another program's book).

use super::rng::Rng;
use crate::rules::{Move, Position};
use std::collections::HashMap;
use std::sync::OnceLock;

/// Lines from the even-game start, in USI notation.
const LINES: &[&str] = &[
    // Yagura (矢倉), sente's ▲7六歩 ▲6六歩.
    "7g7f 8c8d 6g6f 3c3d 6i7h 4a3b 5g5f 5c5d 3i4h 7a6b 4h5g 6b5c 7i6h 5a4b 6h6g 6a5b",
    "7g7f 8c8d 6i7h 3c3d 6g6f 4a3b 5g5f 7a6b 3i4h 5c5d 4h5g 6b5c 7i6h 5a4b",
    // Double Wing Attack (相掛かり).
    "2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 3i3h 7a7b 9g9f 9c9d 1g1f 1c1d",
    "2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 3i3h 7a7b 3g3f 7c7d 3h3g 7b7c",
    // Bishop Exchange (角換わり).
    "7g7f 8c8d 2g2f 3c3d 6i7h 4a3b 2f2e 2b8h+ 7i8h 3a2b 3i3h 7a7b 8h7g 2b3c",
    "7g7f 3c3d 2g2f 8c8d 2f2e 2b8h+ 7i8h 3a2b 3i3h 7a7b 6i7h 4a3b 8h7g 2b3c",
    // Static Rook against Fourth File Rook (対四間飛車).
    "7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 5i6h 5a6b 6h7h 6b7b 5g5f 3a3b",
    "2g2f 3c3d 7g7f 4c4d 4i5h 8b4b 5i6h 5a6b 6h7h 6b7b 5g5f 3a3b 3i4h 4a5b",
    // Against Central Rook (対中飛車).
    "7g7f 3c3d 2g2f 5c5d 2f2e 8b5b 5i6h 5a4b 6h7h 4b3b 5g5f 3a4b",
    // Against Third File Rook (対三間飛車).
    "7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 5i6h 8b7b 6h7h 5a4b 5g5f 4b3b",
    // Sente Fourth File Rook (先手四間飛車) against Static Rook.
    "7g7f 8c8d 6g6f 8d8e 8h7g 3c3d 2h6h 7a6b 5i4h 5a4b 4h3h 4b3b 3h2h 6a5b",
    // Gote's answers to other first moves.
    "5g5f 3c3d 7g7f 8c8d 2h5h 8d8e 8h7g 7a6b",
    "2g2f 3c3d 2f2e 2b3c 7g7f 4c4d 5i6h 8b2b",
    "6g6f 8c8d 7g7f 3c3d 2h6h 7a6b",
];

type Book = HashMap<u64, Vec<Move>>;

fn book() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| {
        let mut map: Book = HashMap::new();
        for line in LINES {
            let mut pos = Position::startpos();
            for word in line.split_whitespace() {
                // Lines are checked by a unit test; a bad move just ends its line here.
                let Ok(m) = Move::parse_usi(word) else { break };
                if !pos.is_legal(m) {
                    break;
                }
                let moves = map.entry(pos.key()).or_default();
                if !moves.contains(&m) {
                    moves.push(m);
                }
                pos = pos.after_unchecked(m);
            }
        }
        map
    })
}

/// The book moves for `pos` (empty when it is out of book).
pub fn moves(pos: &Position) -> &'static [Move] {
    book().get(&pos.key()).map_or(&[], |v| v.as_slice())
}

/// A book move for `pos`, picked at random among the lines', or `None` out of book.
pub fn pick(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let list = moves(pos);
    if list.is_empty() {
        return None;
    }
    let m = list[rng.below(list.len() as u64) as usize];
    pos.is_legal(m).then_some(m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_book_line_is_legal_to_its_end() {
        for line in LINES {
            let mut pos = Position::startpos();
            for word in line.split_whitespace() {
                let m = Move::parse_usi(word).unwrap();
                assert!(pos.is_legal(m), "{word} in {line}");
                pos = pos.after_unchecked(m);
            }
        }
    }

    #[test]
    fn the_book_answers_the_start_and_common_replies_but_not_edge_moves() {
        let start = Position::startpos();
        let first: Vec<String> = moves(&start).iter().map(|m| m.to_usi()).collect();
        assert!(first.contains(&"7g7f".to_string()) && first.contains(&"2g2f".to_string()));
        let after = start.after_unchecked(Move::parse_usi("7g7f").unwrap());
        let replies: Vec<String> = moves(&after).iter().map(|m| m.to_usi()).collect();
        assert!(replies.contains(&"3c3d".to_string()) && replies.contains(&"8c8d".to_string()));
        assert!(replies
            .iter()
            .all(|m| !m.starts_with('9') && !m.starts_with('1')));
        // Out of book: an edge pawn first.
        let odd = start.after_unchecked(Move::parse_usi("9g9f").unwrap());
        assert!(moves(&odd).is_empty());
        let mut rng = Rng::new(1);
        assert_eq!(pick(&odd, &mut rng), None);
        assert!(pick(&start, &mut rng).is_some());
    }
}
