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

/// A start position as the command line and tables name it: `startpos`, a handicap name from
/// [`HANDICAPS`], or an SFEN.
pub fn parse_position(text: &str) -> Result<super::Position, super::position::ParsePositionError> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("startpos") {
        return Ok(super::Position::startpos());
    }
    if let Some(h) = by_name(text) {
        return super::Position::from_sfen(h.sfen);
    }
    super::Position::from_sfen(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Position, Role};

    #[test]
    fn every_handicap_start_is_valid_and_gote_moves_first() {
        let full = Position::startpos();
        for h in HANDICAPS {
            let pos = parse_position(h.name).unwrap_or_else(|e| panic!("{}: {e}", h.name));
            assert_eq!(pos.turn(), Color::Gote, "{}: the giver moves first", h.name);
            assert_eq!(pos.to_sfen(), h.sfen);
            // Only gote's pieces are removed; sente keeps the full army.
            assert_eq!(
                pos.by_color(Color::Sente),
                full.by_color(Color::Sente),
                "{}",
                h.name
            );
            assert!(pos.by_color(Color::Gote).count() < 20, "{}", h.name);
            assert!(pos.pieces(Color::Gote, Role::King).any());
            assert_eq!(by_board(h.sfen.split(' ').next().unwrap()), Some(&h));
        }
        assert_eq!(
            parse_position("2-piece")
                .unwrap()
                .by_color(Color::Gote)
                .count(),
            18
        );
        assert_eq!(
            parse_position("10-piece")
                .unwrap()
                .by_color(Color::Gote)
                .count(),
            10
        );
        assert!(parse_position("11-piece").is_err());
    }
}
