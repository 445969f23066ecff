//! Characters and names shared by the Japanese and CSA notations: numerals, piece names, codes.

use crate::rules::{Color, Role, Square};

/// Full-width digits, used for files in Japanese notation (`７六歩`).
pub const FULL_WIDTH_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// Kanji numerals, used for ranks in Japanese notation (`７六歩`) and for counts in hands.
pub const KANJI_DIGITS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The value (1–9) of an ASCII digit, a full-width digit or a kanji numeral.
pub fn digit_value(c: char) -> Option<u8> {
    if let Some(d) = c.to_digit(10) {
        return (1..=9).contains(&d).then_some(d as u8);
    }
    if let Some(i) = FULL_WIDTH_DIGITS.iter().position(|&d| d == c) {
        return Some(i as u8 + 1);
    }
    KANJI_DIGITS
        .iter()
        .position(|&d| d == c)
        .map(|i| i as u8 + 1)
}

/// A square in Japanese: full-width file, kanji rank (`７六`).
pub fn square_ja(sq: Square) -> String {
    let mut s = String::with_capacity(6);
    s.push(FULL_WIDTH_DIGITS[sq.file() as usize - 1]);
    s.push(KANJI_DIGITS[sq.rank() as usize - 1]);
    s
}

/// A count written in kanji (1–18 in hands; larger numbers are written in decimal).
pub fn kanji_count(n: u8) -> String {
    match n {
        1..=9 => KANJI_DIGITS[n as usize - 1].to_string(),
        10 => "十".to_owned(),
        11..=19 => format!("十{}", KANJI_DIGITS[n as usize - 11]),
        _ => n.to_string(),
    }
}

/// Reads a kanji count such as `二`, `十`, `十八` (or decimal digits).
pub fn parse_kanji_count(text: &str) -> Option<u8> {
    if text.is_empty() {
        return None;
    }
    if text.chars().all(|c| c.is_ascii_digit()) {
        return text.parse().ok().filter(|&n: &u8| n <= 40);
    }
    let chars: Vec<char> = text.chars().collect();
    match chars.as_slice() {
        ['十'] => Some(10),
        ['十', d] => digit_value(*d).map(|d| 10 + d),
        [d] => digit_value(*d),
        _ => None,
    }
}

/// The one-character name KIF uses for a role (全, 圭, 杏 for the promoted silver, knight, lance).
pub const fn kif_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "歩",
        Role::Lance => "香",
        Role::Knight => "桂",
        Role::Silver => "銀",
        Role::Gold => "金",
        Role::Bishop => "角",
        Role::Rook => "飛",
        Role::King => "玉",
        Role::Tokin => "と",
        Role::PromotedLance => "杏",
        Role::PromotedKnight => "圭",
        Role::PromotedSilver => "全",
        Role::Horse => "馬",
        Role::Dragon => "龍",
    }
}

/// The name JSA (KI2) notation uses for a role (成香, 成桂, 成銀 for the promoted minor pieces).
pub const fn jsa_name(role: Role) -> &'static str {
    match role {
        Role::PromotedLance => "成香",
        Role::PromotedKnight => "成桂",
        Role::PromotedSilver => "成銀",
        r => kif_name(r),
    }
}

/// The role of a one-character piece name: every spelling of [`kif_name`] plus 王 and 竜.
/// Two-character names (成銀, 成桂, 成香) are read by the callers.
pub fn role_from_kanji(c: char) -> Option<Role> {
    Some(match c {
        '歩' => Role::Pawn,
        '香' => Role::Lance,
        '桂' => Role::Knight,
        '銀' => Role::Silver,
        '金' => Role::Gold,
        '角' => Role::Bishop,
        '飛' => Role::Rook,
        '玉' | '王' => Role::King,
        'と' => Role::Tokin,
        '杏' => Role::PromotedLance,
        '圭' => Role::PromotedKnight,
        '全' => Role::PromotedSilver,
        '馬' => Role::Horse,
        '龍' | '竜' => Role::Dragon,
        _ => return None,
    })
}

/// The CSA piece code (`FU`, `TO`, `RY`, …).
pub const fn csa_code(role: Role) -> &'static str {
    match role {
        Role::Pawn => "FU",
        Role::Lance => "KY",
        Role::Knight => "KE",
        Role::Silver => "GI",
        Role::Gold => "KI",
        Role::Bishop => "KA",
        Role::Rook => "HI",
        Role::King => "OU",
        Role::Tokin => "TO",
        Role::PromotedLance => "NY",
        Role::PromotedKnight => "NK",
        Role::PromotedSilver => "NG",
        Role::Horse => "UM",
        Role::Dragon => "RY",
    }
}

/// The role of a CSA piece code, case-insensitively.
pub fn role_from_csa(code: &str) -> Option<Role> {
    Role::ALL
        .iter()
        .copied()
        .find(|&r| csa_code(r).eq_ignore_ascii_case(code))
}

/// ▲ for sente, △ for gote.
pub const fn color_mark(color: Color) -> char {
    match color {
        Color::Sente => '▲',
        Color::Gote => '△',
    }
}

/// The colour a turn mark stands for: ▲ ☗ ▼ (sente), △ ☖ ▽ (gote).
pub fn color_from_mark(c: char) -> Option<Color> {
    match c {
        '▲' | '☗' | '▼' => Some(Color::Sente),
        '△' | '☖' | '▽' => Some(Color::Gote),
        _ => None,
    }
}

/// Folds full-width ASCII forms to ASCII and the ideographic space to a space, one character for one
/// (so positions in the folded text are positions in the original).
pub fn fold_char(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        '×' => 'x',
        '−' | '‐' | '–' | '—' => '-',
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_round_trip() {
        for n in 1..=18 {
            assert_eq!(parse_kanji_count(&kanji_count(n)), Some(n));
        }
        assert_eq!(parse_kanji_count(""), None);
        assert_eq!(parse_kanji_count("十十"), None);
    }

    #[test]
    fn names_and_codes_cover_every_role() {
        for r in Role::ALL {
            assert_eq!(role_from_csa(csa_code(r)), Some(r));
            let k = kif_name(r).chars().next().unwrap();
            assert_eq!(role_from_kanji(k), Some(r));
        }
        assert_eq!(fold_char('７'), '7');
        assert_eq!(fold_char('ｇ'), 'g');
        assert_eq!(fold_char('　'), ' ');
    }
}
