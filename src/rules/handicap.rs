//! 駒落ち (komaochi): the JSA handicap starts. The stronger player (上手, uwate) is gote and moves first.

/// The even-game start.
pub const STARTPOS: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// One named handicap start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handicap {
    /// The command-line name, e.g. `2-piece`.
    pub name: &'static str,
    /// The KIF 手合割 name, e.g. `二枚落ち`.
    pub kif: &'static str,
    pub sfen: &'static str,
}

/// Every handicap of standard.md, lightest first.
pub const HANDICAPS: [Handicap; 13] = [
    Handicap {
        name: "lance",
        kif: "香落ち",
        sfen: "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "right-lance",
        kif: "右香落ち",
        sfen: "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "bishop",
        kif: "角落ち",
        sfen: "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "rook",
        kif: "飛車落ち",
        sfen: "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "rook-lance",
        kif: "飛香落ち",
        sfen: "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "2-piece",
        kif: "二枚落ち",
        sfen: "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "3-piece",
        kif: "三枚落ち",
        sfen: "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "4-piece",
        kif: "四枚落ち",
        sfen: "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "5-piece",
        kif: "五枚落ち",
        sfen: "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "left-5-piece",
        kif: "左五枚落ち",
        sfen: "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "6-piece",
        kif: "六枚落ち",
        sfen: "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "8-piece",
        kif: "八枚落ち",
        sfen: "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "10-piece",
        kif: "十枚落ち",
        sfen: "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
];

/// The handicap with this command-line name.
pub fn by_name(name: &str) -> Option<&'static Handicap> {
    HANDICAPS.iter().find(|h| h.name.eq_ignore_ascii_case(name))
}

/// The handicap whose board this SFEN board field is (side to move and hands ignored).
pub fn by_board(board: &str) -> Option<&'static Handicap> {
    HANDICAPS
        .iter()
        .find(|h| h.sfen.split(' ').next() == Some(board))
}
