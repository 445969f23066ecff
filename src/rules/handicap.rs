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

/// Every handicap of standard.md, lightest first, and the two seven-piece starts that KIF writers
/// (Kifu for Windows and others) name: 左七枚落ち and 右七枚落ち.
pub const HANDICAPS: [Handicap; 15] = [
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
    // 七枚落ち: the six-piece start less one silver; 左 and 右 are the giver's own left and right
    // (gote faces the board from the top, so the left silver is the one on 3a).
    Handicap {
        name: "left-7-piece",
        kif: "左七枚落ち",
        sfen: "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    },
    Handicap {
        name: "right-7-piece",
        kif: "右七枚落ち",
        sfen: "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
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

/// Other spellings of the 手合割 names that KIF writers use, with the name they stand for.
const KIF_ALIASES: [(&str, &str); 3] = [
    ("飛落ち", "飛車落ち"),
    ("飛車香落ち", "飛香落ち"),
    ("左香落ち", "香落ち"),
];

/// The handicap a KIF 手合割 value names: the names of [`HANDICAPS`], their usual variants (飛落ち,
/// 飛車香落ち, `2枚落ち` with a digit …) and surrounding spaces. `None` for 平手, その他 and unknown
/// names.
pub fn by_kif(name: &str) -> Option<&'static Handicap> {
    // Digits for the count (`2枚落ち`, `１０枚落ち`) as the kanji the names use.
    let text: String = name
        .replace("10", "十")
        .replace("１０", "十")
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '2' | '２' => '二',
            '3' | '３' => '三',
            '4' | '４' => '四',
            '5' | '５' => '五',
            '6' | '６' => '六',
            '7' | '７' => '七',
            '8' | '８' => '八',
            c => c,
        })
        .collect();
    let text = KIF_ALIASES
        .iter()
        .find(|(alias, _)| *alias == text)
        .map_or(text.as_str(), |(_, name)| name);
    HANDICAPS.iter().find(|h| h.kif == text)
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

    #[test]
    fn kif_names_and_their_variants_name_the_handicap() {
        for h in HANDICAPS {
            assert_eq!(by_kif(h.kif), Some(&h), "{}", h.kif);
        }
        let name = |kif: &str| by_kif(kif).map(|h| h.name);
        assert_eq!(name("飛落ち"), Some("rook"));
        assert_eq!(name("飛車香落ち"), Some("rook-lance"));
        assert_eq!(name("２枚落ち"), Some("2-piece"));
        assert_eq!(name("10枚落ち"), Some("10-piece"));
        assert_eq!(name(" 左七枚落ち　"), Some("left-7-piece"));
        assert_eq!(name("平手"), None);
        assert_eq!(name("九枚落ち"), None);
    }
}
