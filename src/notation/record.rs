//! The game record: start position, moves, players, date, comments and how the game ended; reading
//! any of the record formats with format and encoding detected.

use super::parse::{MoveText, Notation};
use super::{csa, kif, usi};
use crate::rules::handicap::{self, Handicap};
use crate::rules::{Color, EndReason, Game, GameRules, Move, Outcome, PlayError, Position};
use std::fmt;

/// The largest record read, in bytes.
pub const MAX_RECORD_BYTES: usize = 16 << 20;
/// The most moves a record may hold.
pub const MAX_RECORD_MOVES: usize = 10_000;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The rules decided: checkmate, repetition, perpetual check, move limit or impasse.
    Rules(Outcome),
    /// 投了: `loser` resigned.
    Resignation { loser: Color },
    /// 切れ負け: `loser` ran out of time.
    Timeout { loser: Color },
    /// 反則: `loser` lost by an illegal move or action outside the position's rules.
    Illegal { loser: Color },
    /// 中断: the game was stopped without a result.
    Abort,
    /// 詰み written by the record after moves that do not end in checkmate: the record says `loser`
    /// is mated (a loser who saw the mate coming, or a mate problem's solution that falls short).
    StatedMate { loser: Color },
}

impl Termination {
    /// The winner, `None` for a draw or an aborted game.
    pub fn winner(self) -> Option<Color> {
        match self {
            Termination::Rules(o) => o.winner,
            Termination::Resignation { loser }
            | Termination::Timeout { loser }
            | Termination::Illegal { loser }
            | Termination::StatedMate { loser } => Some(loser.opponent()),
            Termination::Abort => None,
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Termination::Rules(o) => write!(f, "{o}"),
            Termination::Resignation { loser } => {
                write!(f, "{} wins by resignation", loser.opponent())
            }
            Termination::Timeout { loser } => write!(f, "{} wins on time", loser.opponent()),
            Termination::Illegal { loser } => {
                write!(f, "{} wins by an illegal move of {loser}", loser.opponent())
            }
            Termination::Abort => f.write_str("aborted"),
            Termination::StatedMate { loser } => {
                write!(f, "{} wins by mate, as the record says", loser.opponent())
            }
        }
    }
}

/// A date with an optional time of day, as records write it (`2024/01/02 10:00:00`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DateTime {
    pub year: u16,
    pub month: u8,
    pub day: u8,
    /// Hours, minutes, seconds.
    pub time: Option<(u8, u8, u8)>,
}

impl DateTime {
    /// Reads `2024/01/02`, `2024-01-02`, `2024/01/02(火) 10:00:00`, `2024/1/2 10:00`, with
    /// full-width digits and colons too (`2014/09/13 14：59`) and `2014年9月13日`.
    pub fn parse(text: &str) -> Option<DateTime> {
        let folded: String = text
            .chars()
            .map(super::names::fold_char)
            .map(|c| if matches!(c, '年' | '月') { '/' } else { c })
            .filter(|&c| c != '日')
            .collect();
        let text = folded.trim();
        let (date, rest) = match text.find([' ', '(', 'T']) {
            Some(i) => text.split_at(i),
            None => (text, ""),
        };
        let mut parts = date.split(['/', '-']);
        let year: u16 = parts.next()?.parse().ok()?;
        let month: u8 = parts.next()?.parse().ok()?;
        let day: u8 = parts.next()?.parse().ok()?;
        if parts.next().is_some() || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
            return None;
        }
        let mut rest = rest.trim_start_matches('T').trim();
        if rest.starts_with('(') {
            let close = rest.find(')')?;
            rest = rest[close + 1..].trim();
        }
        let time = if rest.is_empty() {
            None
        } else {
            let mut t = rest.split(':');
            let h: u8 = t.next()?.trim().parse().ok()?;
            let m: u8 = t.next()?.trim().parse().ok()?;
            let s: u8 = match t.next() {
                Some(s) => s.trim().parse().ok()?,
                None => 0,
            };
            if t.next().is_some() || h > 23 || m > 59 || s > 60 {
                return None;
            }
            Some((h, m, s))
        };
        Some(DateTime {
            year,
            month,
            day,
            time,
        })
    }
}

impl fmt::Display for DateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}/{:02}/{:02}", self.year, self.month, self.day)?;
        if let Some((h, m, s)) = self.time {
            write!(f, " {h:02}:{m:02}:{s:02}")?;
        }
        Ok(())
    }
}

/// A comment of a record, placed after `ply` moves (0: before the first move).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Comment {
    pub ply: usize,
    pub text: String,
}

/// A game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub start: Position,
    pub moves: Vec<Move>,
    pub sente: Option<String>,
    pub gote: Option<String>,
    /// 棋戦 / `$EVENT`.
    pub event: Option<String>,
    /// 開始日時 / `$START_TIME`.
    pub date: Option<DateTime>,
    pub termination: Option<Termination>,
    pub comments: Vec<Comment>,
    /// The other header lines, as key and text, kept so that a record read and written again keeps
    /// them: KIF keys (終了日時, 持ち時間, 場所, 表題, a 開始日時 that is no readable date …) and CSA `$`
    /// keys, a few of which are the same thing under two names (see [`HEADER_KEYS`]).
    pub headers: Vec<(String, String)>,
}

/// KIF header keys and the CSA `$` keys for the same information, for the keys kept as text in
/// [`Record::headers`] (players, event and a readable date have fields of their own). A record keeps
/// the KIF key.
pub const HEADER_KEYS: [(&str, &str); 4] = [
    ("開始日時", "$START_TIME"),
    ("終了日時", "$END_TIME"),
    ("場所", "$SITE"),
    ("戦型", "$OPENING"),
];

impl Record {
    /// An empty record from `start`.
    pub fn new(start: Position) -> Record {
        Record {
            start,
            moves: Vec::new(),
            sente: None,
            gote: None,
            event: None,
            date: None,
            termination: None,
            comments: Vec::new(),
            headers: Vec::new(),
        }
    }

    /// The record of a game so far, ended by the rules if they ended it.
    pub fn from_game(game: &Game) -> Record {
        let mut r = Record::new(game.start().clone());
        r.moves = game.moves().to_vec();
        r.termination = game.outcome().map(Termination::Rules);
        r
    }

    /// Replays the moves in a [`Game`] with the default rules; on error, the index of the refused
    /// move (from 0) and why.
    pub fn replay(&self) -> Result<Game, (usize, PlayError)> {
        let mut game = Game::new(self.start.clone(), GameRules::default());
        for (i, &m) in self.moves.iter().enumerate() {
            game.play(m).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// The position after all the moves (moves that do not apply are skipped, which a record read
    /// by this module never has).
    pub fn final_position(&self) -> Position {
        let mut pos = self.start.clone();
        for &m in &self.moves {
            if pos.is_legal(m) {
                pos = pos.after_unchecked(m);
            }
        }
        pos
    }

    /// Whether the start is the even-game start (平手).
    pub fn is_even_start(&self) -> bool {
        same_start(&self.start, handicap::STARTPOS)
    }

    /// The named handicap start (香落ち …), if the start is one.
    pub fn handicap(&self) -> Option<&'static Handicap> {
        handicap::HANDICAPS
            .iter()
            .find(|h| same_start(&self.start, h.sfen))
    }

    /// The comments placed after `ply` moves.
    pub fn comments_at(&self, ply: usize) -> impl Iterator<Item = &str> + '_ {
        self.comments
            .iter()
            .filter(move |c| c.ply == ply)
            .map(|c| c.text.as_str())
    }

    /// Writes KIF as UTF-8 text (`.kifu`).
    pub fn to_kifu(&self) -> String {
        kif::write_kif(self, "UTF-8")
    }

    /// Writes KIF as Shift-JIS bytes (`.kif`). Characters Shift-JIS lacks (in names or comments)
    /// become HTML numeric references (`&#128512;`).
    pub fn to_kif_shift_jis(&self) -> Vec<u8> {
        let text = kif::write_kif(self, "Shift_JIS").replace('\n', "\r\n");
        encoding_rs::SHIFT_JIS.encode(&text).0.into_owned()
    }

    /// Writes KI2 (UTF-8).
    pub fn to_ki2(&self) -> String {
        kif::write_ki2(self)
    }

    /// Writes CSA (`+7776FU` moves) in the given version.
    pub fn to_csa(&self, version: CsaVersion) -> String {
        csa::write_csa(self, version)
    }

    /// Writes the USI `position` command: `position startpos moves 7g7f …` or `position sfen … moves …`.
    pub fn to_usi(&self) -> String {
        usi::write_usi(self)
    }

    /// Reads a record in any supported format and encoding.
    pub fn read(bytes: &[u8]) -> Result<(Format, Record), RecordError> {
        Record::read_with_encoding(bytes).map(|(format, record, _)| (format, record))
    }

    /// [`Record::read`], saying which encoding the text was read in (and whether the record
    /// declared another).
    pub fn read_with_encoding(bytes: &[u8]) -> Result<(Format, Record, TextEncoding), RecordError> {
        let (text, encoding) = decode_with_encoding(bytes)?;
        let (format, record) = Record::parse(&text)?;
        Ok((format, record, encoding))
    }

    /// Reads a record in any supported format from text.
    pub fn parse(text: &str) -> Result<(Format, Record), RecordError> {
        let format = detect(text).ok_or_else(|| {
            RecordError::whole(
                "not a KIF, KI2, CSA or USI record (no header, move or position line)",
            )
        })?;
        Ok((format, Record::parse_as(format, text)?))
    }

    /// Reads a record in a known format from text.
    pub fn parse_as(format: Format, text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(RecordError::whole("the record is too large"));
        }
        match format {
            Format::Kif => kif::parse_kif(text),
            Format::Ki2 => kif::parse_ki2(text),
            Format::Csa => csa::parse_csa(text),
            Format::Usi => usi::parse_usi(text),
        }
    }
}

/// Whether `pos` is the start `sfen` (move number aside).
fn same_start(pos: &Position, sfen: &str) -> bool {
    let ours = pos.to_sfen();
    let strip = |s: &str| s.rsplit_once(' ').map(|(a, _)| a.to_owned());
    strip(&ours) == strip(sfen)
}

/// The CSA standard's versions that can be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CsaVersion {
    V22,
    V30,
}

/// A record format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Kif,
    Ki2,
    Csa,
    Usi,
}

impl Format {
    pub const fn name(self) -> &'static str {
        match self {
            Format::Kif => "KIF",
            Format::Ki2 => "KI2",
            Format::Csa => "CSA",
            Format::Usi => "USI",
        }
    }
}

/// Why a record cannot be read: the line (from 1) when one is at fault, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: Option<usize>,
    pub message: String,
}

impl RecordError {
    pub(crate) fn at(line: usize, message: impl Into<String>) -> RecordError {
        RecordError {
            line: Some(line),
            message: message.into(),
        }
    }

    pub(crate) fn whole(message: impl Into<String>) -> RecordError {
        RecordError {
            line: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(n) => write!(f, "line {n}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for RecordError {}

/// How a record's bytes were read as text: the encoding used and the one the record declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextEncoding {
    /// The encoding the text was read in (`UTF-8`, `Shift_JIS`, `EUC-JP`).
    pub read_as: &'static str,
    /// The encoding the record names in its first lines (`#KIF version=2.0 encoding=UTF-8`).
    pub declared: Option<&'static str>,
}

impl TextEncoding {
    /// What to tell the reader when the record's declaration was wrong: `declared UTF-8, read as
    /// Shift_JIS`; `None` when the record was read as it says (or says nothing).
    pub fn mismatch(&self) -> Option<String> {
        let declared = self.declared?;
        (declared != self.read_as).then(|| format!("declared {declared}, read as {}", self.read_as))
    }
}

impl fmt::Display for TextEncoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mismatch() {
            Some(note) => f.write_str(&note),
            None => write!(f, "read as {}", self.read_as),
        }
    }
}

/// Decodes a record's bytes: UTF-8 (with or without a byte-order mark); else the encoding the record
/// names in its first lines (`#KIF version=2.0 encoding=Shift_JIS`, `'CSA encoding=EUC-JP`); else
/// Shift-JIS or EUC-JP (old CSA servers wrote EUC-JP), whichever reads as Japanese text.
pub fn decode(bytes: &[u8]) -> Result<String, RecordError> {
    decode_with_encoding(bytes).map(|(text, _)| text)
}

/// [`decode`], saying which encoding was used. A record whose declared encoding does not decode it
/// (Kifu for Windows files that say `encoding=UTF-8` and are Shift-JIS) is read as detection finds
/// it, and the [`TextEncoding`] says so.
pub fn decode_with_encoding(bytes: &[u8]) -> Result<(String, TextEncoding), RecordError> {
    use encoding_rs::{Encoding, EUC_JP, SHIFT_JIS, UTF_8};
    if bytes.len() > MAX_RECORD_BYTES {
        return Err(RecordError::whole("the record is too large"));
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let declared = named_encoding(bytes);
    let used = |encoding: &'static Encoding| TextEncoding {
        read_as: encoding.name(),
        declared: declared.map(Encoding::name),
    };
    if let Ok(text) = std::str::from_utf8(bytes) {
        // ASCII reads the same in every encoding a record may declare: it was read as declared.
        let encoding = match declared {
            Some(d) if text.is_ascii() && d.is_ascii_compatible() => d,
            _ => UTF_8,
        };
        return Ok((text.to_owned(), used(encoding)));
    }
    let strict = |encoding: &'static Encoding| {
        encoding
            .decode_without_bom_handling_and_without_replacement(bytes)
            .map(|t| t.into_owned())
    };
    if let Some(named) = declared.filter(|&d| d != UTF_8) {
        if let Some(text) = strict(named) {
            return Ok((text, used(named)));
        }
    }
    match (strict(SHIFT_JIS), strict(EUC_JP)) {
        (Some(sjis), Some(euc)) if oddness(&euc) < oddness(&sjis) => Ok((euc, used(EUC_JP))),
        (Some(text), _) => Ok((text, used(SHIFT_JIS))),
        (None, Some(text)) => Ok((text, used(EUC_JP))),
        (None, None) => Err(RecordError::whole(match declared {
            Some(d) if [UTF_8, SHIFT_JIS, EUC_JP].contains(&d) => format!(
                "the record declares {} but is neither UTF-8, Shift-JIS nor EUC-JP text",
                d.name()
            ),
            Some(d) => format!(
                "the record declares {} but is neither {0}, UTF-8, Shift-JIS nor EUC-JP text",
                d.name()
            ),
            None => "the record is neither UTF-8, Shift-JIS nor EUC-JP text".to_owned(),
        })),
    }
}

/// The encoding a record names in an ASCII `encoding=` in one of its first lines, if known.
fn named_encoding(bytes: &[u8]) -> Option<&'static encoding_rs::Encoding> {
    bytes
        .split(|&b| b == b'\n')
        .take(5)
        .filter(|line| line.starts_with(b"#") || line.starts_with(b"'"))
        .find_map(|line| {
            let at = line.windows(9).position(|w| w == b"encoding=")?;
            let label: Vec<u8> = line[at + 9..]
                .iter()
                .copied()
                .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
                .collect();
            encoding_rs::Encoding::for_label(&label)
        })
}

/// How unlike a record's Japanese a decoded text is: half-width katakana and private-use characters
/// are what EUC-JP bytes turn into when read as Shift-JIS (a record has little use for either; `･` in
/// a date is about the only one).
fn oddness(text: &str) -> usize {
    text.chars()
        .filter(|c| matches!(c, '\u{FF61}'..='\u{FF9F}' | '\u{E000}'..='\u{F8FF}'))
        .count()
}

/// Reads move `text` of a record (line `line`) in `game` and plays it; `prev` is the move before,
/// for 同. The error names the line, the move number and the text.
pub(crate) fn play_text(
    game: &mut Game,
    line: usize,
    text: &str,
    prev: Option<Move>,
) -> Result<Move, RecordError> {
    let n = game.ply() + 1;
    if n > MAX_RECORD_MOVES {
        return Err(RecordError::at(line, "too many moves"));
    }
    let fail = |e: String| RecordError::at(line, format!("move {n} ({text}): {e}"));
    let m = MoveText::parse(text)
        .map_err(|e| fail(e.to_string()))?
        .resolve(game.position(), prev)
        .map_err(|e| fail(e.to_string()))?;
    game.play(m).map_err(|e| fail(e.to_string()))?;
    Ok(m)
}

/// Adds a comment line after `ply` moves: the lines after the same move make one comment of several
/// lines, as KIF writers show it.
pub(crate) fn push_comment(comments: &mut Vec<Comment>, ply: usize, text: &str) {
    if let Some(last) = comments.last_mut().filter(|c| c.ply == ply) {
        last.text.push('\n');
        last.text.push_str(text);
        return;
    }
    comments.push(Comment {
        ply,
        text: text.to_owned(),
    });
}

/// Guesses the format of a record's text.
pub fn detect(text: &str) -> Option<Format> {
    let lines = || text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first =
        lines().find(|l| !l.starts_with('#') && (!l.starts_with('\'') || l.starts_with("'CSA")))?;
    if first.starts_with("position ")
        || first == "position"
        || first.starts_with("startpos")
        || first.starts_with("sfen ")
    {
        return Some(Format::Usi);
    }
    let csa_start = [
        "V1", "V2", "V3", "'CSA", "N+", "N-", "PI", "P+", "P-", "$", "%",
    ];
    let csa_move = |l: &str| {
        let b = l.as_bytes();
        b.len() >= 7 && matches!(b[0], b'+' | b'-') && b[1..5].iter().all(u8::is_ascii_digit)
    };
    if csa_start.iter().any(|p| first.starts_with(p))
        || (first.len() >= 2 && first.starts_with('P') && first.as_bytes()[1].is_ascii_digit())
        || csa_move(first)
        || first == "+"
        || first == "-"
    {
        return Some(Format::Csa);
    }
    let usi_move = |t: &str| MoveText::parse(t).is_ok_and(|m| m.notation == Notation::Usi);
    if lines().all(|l| l.split_whitespace().all(usi_move)) {
        return Some(Format::Usi);
    }
    let kif_move = |l: &str| {
        let digits = l.bytes().take_while(u8::is_ascii_digit).count();
        digits > 0 && l[digits..].starts_with([' ', '\t'])
    };
    if lines().any(|l| kif_move(l) || l.starts_with("手数-")) {
        return Some(Format::Kif);
    }
    if lines().any(|l| l.starts_with(['▲', '△', '☗', '☖', '▽', '▼'])) {
        return Some(Format::Ki2);
    }
    let header = |l: &str| l.contains('：') || l.contains(':');
    if header(first) {
        return Some(Format::Kif);
    }
    None
}

/// The outcome a record's end gives when the rules have not already ended the replayed game.
pub(crate) fn rules_outcome(winner: Option<Color>, reason: EndReason) -> Termination {
    Termination::Rules(Outcome { winner, reason })
}
