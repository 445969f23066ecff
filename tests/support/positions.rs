//! Positions built by hand from piece lists, shared by the render tests and benches.
#![allow(dead_code)]

use shogiban::render::{BoardView, FourPiece, FourView, Hint, HintOrigin};
use shogiban::rules::{Bitboard, Color, Move, Piece, Role, Seat, Square};

pub fn sq(file: u8, rank: u8) -> Square {
    Square::new(file, rank).unwrap()
}

pub fn two_start() -> BoardView {
    let mut v = BoardView::start();
    v.names = ["Sente_Player".into(), "後手さん".into()];
    v
}

/// A middlegame with promoted pieces on both sides, full hands, a check and the last move.
pub fn two_midgame() -> BoardView {
    use Role::*;
    let mut v = BoardView::empty();
    let gote = [
        (9, 1, Lance),
        (8, 1, Knight),
        (6, 1, Gold),
        (2, 1, Knight),
        (1, 1, Lance),
        (7, 2, Silver),
        (5, 2, King),
        (9, 3, Pawn),
        (7, 3, Pawn),
        (6, 3, Pawn),
        (5, 3, Pawn),
        (1, 3, Pawn),
        (7, 4, Pawn),
        (3, 4, Pawn),
        (1, 4, Pawn),
        (3, 3, Bishop),
        (9, 6, Horse),
        (6, 7, PromotedSilver),
    ];
    let sente = [
        (2, 2, Dragon),
        (4, 4, Tokin),
        (9, 7, Pawn),
        (8, 7, Pawn),
        (7, 7, Silver),
        (4, 7, Pawn),
        (3, 7, Knight),
        (1, 7, Pawn),
        (7, 6, Pawn),
        (5, 6, Pawn),
        (3, 6, Pawn),
        (5, 8, King),
        (3, 8, Gold),
        (9, 9, Lance),
        (8, 9, Knight),
        (6, 9, Gold),
        (4, 9, Silver),
        (1, 9, PromotedLance),
    ];
    for (f, r, role) in gote {
        v.put(f, r, Piece::new(Color::Gote, role));
    }
    for (f, r, role) in sente {
        v.put(f, r, Piece::new(Color::Sente, role));
    }
    for (role, n) in [(Gold, 1), (Silver, 1), (Knight, 1), (Lance, 1), (Pawn, 4)] {
        v.hands[0].set(role, n);
    }
    for (role, n) in [(Rook, 1), (Bishop, 1), (Pawn, 2)] {
        v.hands[1].set(role, n);
    }
    v.names = ["羽生善治 (Habu)".into(), "Fujii_Sota_fan#1234".into()];
    v.to_move = Some(Color::Gote);
    v.move_number = 47;
    v.last_move = Some(Move::Normal {
        from: sq(2, 8),
        to: sq(2, 2),
        promote: true,
    });
    v.last_move_label = Some("▲２二龍".into());
    v.check = Some(sq(5, 2));
    v
}

/// The dragon on 2二's destinations, as a hint.
pub fn dragon_hint() -> Hint {
    let mut t = Bitboard::EMPTY;
    for (f, r) in [
        (2, 1),
        (1, 1),
        (3, 1),
        (1, 2),
        (3, 2),
        (4, 2),
        (5, 2),
        (1, 3),
        (3, 3),
    ] {
        t.set(sq(f, r));
    }
    for r in 3..=7 {
        t.set(sq(2, r));
    }
    Hint {
        origin: HintOrigin::Square(sq(2, 2)),
        targets: t,
    }
}

pub fn four_start() -> FourView {
    let mut v = FourView::start();
    v.names = [
        "Alice".into(),
        "Dave_the_Destroyer".into(),
        "Carol".into(),
        "ボブ".into(),
    ];
    v
}

/// West is out (4th): its king lies face down and South has inherited some of its pieces, which
/// still face West. North is in check from a promoted pawn; East to move next.
pub fn four_elimination() -> FourView {
    use Role::*;
    let mut v = FourView::empty();
    let put = |v: &mut FourView, f, r, role, controller, facing| {
        v.put(
            f,
            r,
            FourPiece {
                role,
                controller,
                facing,
            },
        );
    };
    // South.
    for (f, r, role) in [
        (7, 9, Silver),
        (6, 9, Gold),
        (5, 9, King),
        (4, 9, Gold),
        (3, 9, Silver),
        (6, 8, Pawn),
        (5, 8, Rook),
        (4, 8, Pawn),
        (5, 6, Pawn),
        (5, 3, Tokin),
    ] {
        put(&mut v, f, r, role, Seat::South, Seat::South);
    }
    // Inherited from West: South's colour, West's direction.
    for (f, r, role) in [
        (9, 3, Silver),
        (9, 4, Gold),
        (8, 4, Pawn),
        (8, 5, Dragon),
        (9, 6, Gold),
        (8, 6, Pawn),
        (9, 7, Silver),
    ] {
        put(&mut v, f, r, role, Seat::South, Seat::West);
    }
    v.overturned_kings.push((sq(9, 5), Seat::West));
    // North.
    for (f, r, role) in [
        (7, 1, Silver),
        (6, 1, Gold),
        (5, 1, King),
        (4, 1, Gold),
        (3, 1, Silver),
        (6, 2, Pawn),
        (5, 2, Gold),
        (4, 2, Pawn),
    ] {
        put(&mut v, f, r, role, Seat::North, Seat::North);
    }
    // East.
    for (f, r, role) in [
        (1, 3, Silver),
        (1, 4, Gold),
        (1, 5, King),
        (1, 6, Gold),
        (1, 7, Silver),
        (2, 4, Pawn),
        (2, 5, Rook),
        (2, 6, Pawn),
    ] {
        put(&mut v, f, r, role, Seat::East, Seat::East);
    }
    v.hands[Seat::South.index()].set(Gold, 1);
    v.hands[Seat::South.index()].set(Pawn, 3);
    v.hands[Seat::North.index()].set(Pawn, 1);
    v.hands[Seat::North.index()].set(Rook, 1);
    v.hands[Seat::East.index()].set(Silver, 1);
    v.names = [
        "Alice".into(),
        "Dave_the_Destroyer".into(),
        "Carol".into(),
        "김민준 Bob".into(),
    ];
    v.eliminated[Seat::West.index()] = Some(4);
    v.checks.push((Seat::North, sq(5, 1)));
    v.to_move = Some(Seat::North);
    v.move_number = 62;
    v.last_move = Some(Move::Normal {
        from: sq(5, 4),
        to: sq(5, 3),
        promote: true,
    });
    v.last_move_label = Some("５三歩成".into());
    v
}

/// A game of `n` plies of pawns shuffling forward and back (not legal shogi; just changing frames).
pub fn two_game(n: usize) -> Vec<BoardView> {
    let mut views = vec![two_start()];
    let mut v = two_start();
    let shuffles = [
        ((7, 7), (7, 6)),
        ((3, 3), (3, 4)),
        ((2, 7), (2, 6)),
        ((8, 3), (8, 4)),
        ((2, 6), (2, 5)),
        ((8, 4), (8, 5)),
    ];
    for i in 0..n {
        // Out along the list, then back along it in reverse, so every move has a piece to move.
        let (j, back) = (i % shuffles.len(), (i / shuffles.len()) % 2 == 1);
        let ((ff, fr), (tf, tr)) = shuffles[if back { shuffles.len() - 1 - j } else { j }];
        let (from, to) = if back {
            (sq(tf, tr), sq(ff, fr))
        } else {
            (sq(ff, fr), sq(tf, tr))
        };
        let p = v.squares[from.index()].take();
        v.squares[to.index()] = p;
        v.move_number = i as u32 + 1;
        v.last_move = Some(Move::Normal {
            from,
            to,
            promote: false,
        });
        v.last_move_label = Some(format!(
            "{}{}{}歩",
            if i % 2 == 0 { "▲" } else { "△" },
            to.file(),
            to.rank()
        ));
        v.to_move = Some(if i % 2 == 0 {
            Color::Gote
        } else {
            Color::Sente
        });
        views.push(v.clone());
    }
    views
}
