//! [`ExportFormat`]: the formats a game is written in, one list for the command line (`convert
//! --to`), the slash command's choices (`/export format`) and the table's `export`.

use super::record::{CsaVersion, Record};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A format a finished or running game can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ExportFormat {
    /// KIF in Shift-JIS, what Kifu for Windows and most readers expect (棋譜ファイル).
    Kif,
    /// KIF in UTF-8 (`.kifu`).
    Kifu,
    /// KI2: moves only, in Japanese notation.
    Ki2,
    /// CSA, version 2.2.
    Csa,
    /// A USI move list (two- and four-player games).
    Usi,
    /// The four-player record (四人将棋).
    Yonin,
}

impl ExportFormat {
    /// Every format, in the order users see them.
    pub const ALL: [ExportFormat; 6] = [
        ExportFormat::Kif,
        ExportFormat::Kifu,
        ExportFormat::Ki2,
        ExportFormat::Csa,
        ExportFormat::Usi,
        ExportFormat::Yonin,
    ];

    /// The word typed for it (`export ki2`, `--to ki2`).
    pub const fn word(self) -> &'static str {
        match self {
            ExportFormat::Kif => "kif",
            ExportFormat::Kifu => "kifu",
            ExportFormat::Ki2 => "ki2",
            ExportFormat::Csa => "csa",
            ExportFormat::Usi => "usi",
            ExportFormat::Yonin => "yonin",
        }
    }

    /// Every typed word, in [`ExportFormat::ALL`]'s order.
    pub const WORDS: [&'static str; 6] = ["kif", "kifu", "ki2", "csa", "usi", "yonin"];

    /// The format a typed word names, in any case.
    pub fn parse(word: &str) -> Option<ExportFormat> {
        ExportFormat::ALL
            .into_iter()
            .find(|f| f.word().eq_ignore_ascii_case(word))
    }

    /// The word with what sets it apart, for a menu (`kif (Shift-JIS)`).
    pub const fn label(self) -> &'static str {
        match self {
            ExportFormat::Kif => "kif (Shift-JIS)",
            ExportFormat::Kifu => "kifu (UTF-8 KIF)",
            ExportFormat::Ki2 => "ki2",
            ExportFormat::Csa => "csa",
            ExportFormat::Usi => "usi",
            ExportFormat::Yonin => "yonin (four-player record)",
        }
    }

    /// The file name's extension.
    pub const fn extension(self) -> &'static str {
        match self {
            ExportFormat::Usi => "usi.txt",
            other => other.word(),
        }
    }

    /// Whether a game of this kind (four-player or not) can be written in it.
    pub const fn fits(self, four: bool) -> bool {
        match self {
            ExportFormat::Usi => true,
            ExportFormat::Yonin => four,
            _ => !four,
        }
    }
}

impl fmt::Display for ExportFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl Record {
    /// The record written in `format`; `None` for [`ExportFormat::Yonin`], which only a
    /// four-player record is written in.
    pub fn to_format(&self, format: ExportFormat) -> Option<Vec<u8>> {
        Some(match format {
            ExportFormat::Kif => self.to_kif_shift_jis(),
            ExportFormat::Kifu => self.to_kifu().into_bytes(),
            ExportFormat::Ki2 => self.to_ki2().into_bytes(),
            ExportFormat::Csa => self.to_csa(CsaVersion::V22).into_bytes(),
            ExportFormat::Usi => self.to_usi().into_bytes(),
            ExportFormat::Yonin => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_reads_back_from_its_word_in_any_case() {
        for (f, word) in ExportFormat::ALL.into_iter().zip(ExportFormat::WORDS) {
            assert_eq!(f.word(), word);
            assert_eq!(ExportFormat::parse(word), Some(f));
            assert_eq!(ExportFormat::parse(&word.to_uppercase()), Some(f));
        }
        assert_eq!(ExportFormat::parse("pdf"), None);
    }

    #[test]
    fn only_usi_fits_both_kinds_of_game() {
        let both: Vec<_> = ExportFormat::ALL
            .into_iter()
            .filter(|f| f.fits(true) && f.fits(false))
            .collect();
        assert_eq!(both, [ExportFormat::Usi]);
        assert!(ExportFormat::Yonin.fits(true) && !ExportFormat::Yonin.fits(false));
        assert!(!ExportFormat::Kif.fits(true));
    }
}
