//! KIF and KI2 records: the headers (手合割, players, date), the BOD board diagram for other starts,
//! comments (`*`), the moves and the end of the game (a terminal word such as 投了 and the summary
//! line まで…). Variations (変化) are skipped; the main line is kept.

use super::names::{
    digit_value, kanji_count, kif_name, parse_kanji_count, role_from_kanji, KANJI_DIGITS,
};
use super::record::{
    play_text, push_comment, rules_outcome, Comment, DateTime, Record, RecordError, Termination,
};
use super::write;
use crate::rules::handicap;
use crate::rules::{
    Color, EndReason, Game, GameRules, Hand, Move, Piece, Position, Role, Setup, Square,
};

/// A word that ends a KIF record (the last "move").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum EndWord {
    Resign,
    Mate,
    Repetition,
    IllegalWin,
    IllegalLoss,
    Impasse,
    ImpasseWin,
    Timeout,
    Abort,
}

impl EndWord {
    const ALL: [EndWord; 9] = [
        EndWord::Resign,
        EndWord::Mate,
        EndWord::Repetition,
        EndWord::IllegalWin,
        EndWord::IllegalLoss,
        EndWord::Impasse,
        EndWord::ImpasseWin,
        EndWord::Timeout,
        EndWord::Abort,
    ];

    fn kif(self) -> &'static str {
        match self {
            EndWord::Resign => "投了",
            EndWord::Mate => "詰み",
            EndWord::Repetition => "千日手",
            EndWord::IllegalWin => "反則勝ち",
            EndWord::IllegalLoss => "反則負け",
            EndWord::Impasse => "持将棋",
            EndWord::ImpasseWin => "入玉勝ち",
            EndWord::Timeout => "切れ負け",
            EndWord::Abort => "中断",
        }
    }

    fn from_kif(word: &str) -> Option<EndWord> {
        if word == "時間切れ" {
            return Some(EndWord::Timeout);
        }
        if word == "宣言勝ち" {
            return Some(EndWord::ImpasseWin);
        }
        if word == "封じ手" {
            // A sealed move: the game is adjourned and the record ends without a result.
            return Some(EndWord::Abort);
        }
        EndWord::ALL.into_iter().find(|w| w.kif() == word)
    }

    /// The word for a termination, as the player to move (`turn`) would say it.
    fn of(t: Termination, turn: Color) -> EndWord {
        match t {
            Termination::Resignation { .. } => EndWord::Resign,
            Termination::Timeout { .. } => EndWord::Timeout,
            Termination::Abort => EndWord::Abort,
            Termination::StatedMate { .. } => EndWord::Mate,
            Termination::Illegal { loser } if loser == turn => EndWord::IllegalLoss,
            Termination::Illegal { .. } => EndWord::IllegalWin,
            Termination::Rules(o) => match o.reason {
                EndReason::Checkmate | EndReason::NoLegalMoves => EndWord::Mate,
                EndReason::Repetition => EndWord::Repetition,
                EndReason::PerpetualCheck if o.winner == Some(turn) => EndWord::IllegalWin,
                EndReason::PerpetualCheck => EndWord::IllegalLoss,
                EndReason::MoveLimit => EndWord::Impasse,
                EndReason::Impasse if o.winner.is_none() => EndWord::Impasse,
                EndReason::Impasse => EndWord::ImpasseWin,
            },
        }
    }
}

/// 先手/後手, or 下手/上手 in a handicap game.
fn side_names(r: &Record) -> [&'static str; 2] {
    if r.handicap().is_some() {
        ["下手", "上手"]
    } else {
        ["先手", "後手"]
    }
}

/// The summary line, as Kifu for Windows writes it (other readers such as cshogi take the result
/// from it): `まで76手で後手の勝ち` for a resignation, a mate or a won impasse, `まで80手で時間切れにより
/// 先手の勝ち`, `まで12手で千日手`, `まで12手で持将棋`, `まで30手で中断`, and `まで9手で先手の反則勝ち` or
/// `…反則負け` naming the player to move, who wins or loses by the illegal move or action. KI2 has
/// no terminal word (入玉勝ち) to say how an impasse was won, so there the line says it:
/// `まで150手で先手の入玉勝ち`.
fn summary_line(r: &Record, t: Termination, ki2: bool) -> String {
    let names = side_names(r);
    let name = |c: Color| names[c.index()];
    let n = r.moves.len();
    let turn = r.final_position().turn();
    let winner = t.winner().unwrap_or(turn);
    if ki2 && t == (Termination::StatedMate { loser: turn }) {
        return format!("まで{n}手で詰み");
    }
    let body = match EndWord::of(t, turn) {
        EndWord::Abort => "中断".to_owned(),
        EndWord::Repetition => "千日手".to_owned(),
        EndWord::Impasse => "持将棋".to_owned(),
        EndWord::IllegalWin => format!("{}の反則勝ち", name(turn)),
        EndWord::IllegalLoss => format!("{}の反則負け", name(turn)),
        EndWord::Timeout => format!("時間切れにより{}の勝ち", name(winner)),
        EndWord::ImpasseWin if ki2 => format!("{}の入玉勝ち", name(winner)),
        EndWord::Resign | EndWord::Mate | EndWord::ImpasseWin => {
            format!("{}の勝ち", name(winner))
        }
    };
    format!("まで{n}手で{body}")
}

/// Reads a summary line: the kind of end it names and the winner, if it names one.
fn parse_summary(text: &str) -> (Option<EndWord>, Option<Color>) {
    let side_before = |suffix: &str| -> Option<Color> {
        let i = text.find(suffix)?;
        let before = &text[..i];
        if before.ends_with("先手") || before.ends_with("下手") {
            Some(Color::Sente)
        } else if before.ends_with("後手") || before.ends_with("上手") {
            Some(Color::Gote)
        } else {
            None
        }
    };
    let loser_named = |suffix: &str| side_before(suffix).map(Color::opponent);
    if text.contains("中断") || text.contains("封じ手") {
        return (Some(EndWord::Abort), None);
    }
    if text.contains("持将棋") {
        return (Some(EndWord::Impasse), None);
    }
    if text.contains("切れ負け") {
        return (Some(EndWord::Timeout), loser_named("の切れ負け"));
    }
    if text.contains("反則負け") {
        return (Some(EndWord::IllegalLoss), loser_named("の反則負け"));
    }
    if text.contains("反則勝ち") {
        return (Some(EndWord::IllegalWin), side_before("の反則勝ち"));
    }
    if text.contains("入玉") {
        return (
            Some(EndWord::ImpasseWin),
            side_before("の入玉勝ち").or(side_before("の勝ち")),
        );
    }
    if text.contains("時間切れ") {
        return (Some(EndWord::Timeout), side_before("の勝ち"));
    }
    if text.contains("千日手") {
        return (Some(EndWord::Repetition), None);
    }
    let winner = side_before("の勝ち");
    if text.contains("詰み") {
        return (Some(EndWord::Mate), winner);
    }
    (winner.map(|_| EndWord::Resign), winner)
}

/// The termination a record states, when the replayed moves did not end the game by themselves.
fn stated_termination(
    word: Option<EndWord>,
    summary: Option<(Option<EndWord>, Option<Color>)>,
    turn: Color,
) -> Option<Termination> {
    let (summary_word, winner) = summary.unwrap_or((None, None));
    let word = word.or(summary_word)?;
    let loser_or = |default: Color| winner.map_or(default, Color::opponent);
    Some(match word {
        EndWord::Resign => Termination::Resignation {
            loser: loser_or(turn),
        },
        EndWord::Mate => Termination::StatedMate {
            loser: loser_or(turn),
        },
        EndWord::Timeout => Termination::Timeout {
            loser: loser_or(turn),
        },
        EndWord::IllegalLoss => Termination::Illegal {
            loser: loser_or(turn),
        },
        EndWord::IllegalWin => Termination::Illegal {
            loser: loser_or(turn.opponent()),
        },
        EndWord::Repetition => rules_outcome(None, EndReason::Repetition),
        EndWord::Impasse => rules_outcome(None, EndReason::Impasse),
        EndWord::ImpasseWin => rules_outcome(Some(winner.unwrap_or(turn)), EndReason::Impasse),
        EndWord::Abort => Termination::Abort,
    })
}

/// One line of a header value: no line breaks.
fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}

fn write_headers(r: &Record, out: &mut String) {
    if let Some(d) = r.date {
        out.push_str(&format!("開始日時：{d}\n"));
    }
    if let Some(e) = &r.event {
        out.push_str(&format!("棋戦：{}\n", one_line(e)));
    }
    // Kept headers; the CSA-only ones (`$TIME_LIMIT` …) have no KIF line.
    for (key, value) in r.headers.iter().filter(|(k, _)| !k.starts_with('$')) {
        out.push_str(&format!("{}：{}\n", one_line(key), one_line(value)));
    }
    let named = if r.is_even_start() {
        Some("平手")
    } else {
        r.handicap().map(|h| h.kif)
    };
    if let Some(name) = named {
        out.push_str(&format!("手合割：{name}\n"));
    }
    let names = side_names(r);
    if let Some(s) = &r.sente {
        out.push_str(&format!("{}：{}\n", names[0], one_line(s)));
    }
    if let Some(g) = &r.gote {
        out.push_str(&format!("{}：{}\n", names[1], one_line(g)));
    }
    if named.is_none() {
        write_bod(&r.start, out);
    }
}

fn write_comments(r: &Record, ply: usize, out: &mut String) {
    for text in r.comments_at(ply) {
        for line in text.lines() {
            out.push('*');
            out.push_str(line);
            out.push('\n');
        }
    }
}

fn hand_text(hand: &Hand) -> String {
    let mut s = String::new();
    for role in Role::HAND.iter().rev() {
        let n = hand.count(*role);
        if n > 0 {
            s.push_str(kif_name(*role));
            if n > 1 {
                s.push_str(&kanji_count(n));
            }
            s.push('　');
        }
    }
    if s.is_empty() {
        s.push_str("なし");
    }
    s
}

/// Writes the BOD board diagram of a position (gote's hand on top, sente's below, 後手番 when gote
/// is to move).
pub fn write_bod(pos: &Position, out: &mut String) {
    out.push_str(&format!(
        "後手の持駒：{}\n",
        hand_text(pos.hand(Color::Gote))
    ));
    out.push_str("  ９ ８ ７ ６ ５ ４ ３ ２ １\n");
    out.push_str("+---------------------------+\n");
    for rank in 1..=9u8 {
        out.push('|');
        for file in (1..=9u8).rev() {
            let sq = Square::new(file, rank).unwrap_or(Square::from_index_unchecked(0));
            match pos.piece_at(sq) {
                None => out.push_str(" ・"),
                Some(p) => {
                    out.push(if p.color == Color::Gote { 'v' } else { ' ' });
                    out.push_str(kif_name(p.role));
                }
            }
        }
        out.push('|');
        out.push(KANJI_DIGITS[rank as usize - 1]);
        out.push('\n');
    }
    out.push_str("+---------------------------+\n");
    out.push_str(&format!(
        "先手の持駒：{}\n",
        hand_text(pos.hand(Color::Sente))
    ));
    if pos.turn() == Color::Gote {
        out.push_str("後手番\n");
    }
    if pos.move_number() > 1 {
        // The moves played before the diagram, so that the move number survives.
        out.push_str(&format!("手数＝{}\n", pos.move_number() - 1));
    }
}

/// Writes a KIF record (its text; the caller encodes it). `encoding` is named in the first line.
pub(crate) fn write_kif(r: &Record, encoding: &str) -> String {
    let mut out = format!("#KIF version=2.0 encoding={encoding}\n");
    write_headers(r, &mut out);
    write_comments(r, 0, &mut out);
    out.push_str("手数----指手---------消費時間--\n");
    let mut pos = r.start.clone();
    let mut prev = None;
    for (i, &m) in r.moves.iter().enumerate() {
        out.push_str(&format!("{:>4} {}\n", i + 1, write::kif(&pos, m, prev)));
        write_comments(r, i + 1, &mut out);
        pos = pos.after_unchecked(m);
        prev = Some(m);
    }
    if let Some(t) = r.termination {
        let word = EndWord::of(t, pos.turn());
        out.push_str(&format!("{:>4} {}\n", r.moves.len() + 1, word.kif()));
        out.push_str(&summary_line(r, t, false));
        out.push('\n');
    }
    out
}

/// Writes a KI2 record: JSA moves, several to a line.
pub(crate) fn write_ki2(r: &Record) -> String {
    let mut out = String::new();
    write_headers(r, &mut out);
    write_comments(r, 0, &mut out);
    let mut pos = r.start.clone();
    let mut prev = None;
    let mut line: Vec<String> = Vec::new();
    for (i, &m) in r.moves.iter().enumerate() {
        line.push(write::jsa(&pos, m, prev));
        pos = pos.after_unchecked(m);
        prev = Some(m);
        let commented = r.comments_at(i + 1).next().is_some();
        if line.len() == 8 || commented || i + 1 == r.moves.len() {
            out.push_str(&line.join("    "));
            out.push('\n');
            line.clear();
        }
        write_comments(r, i + 1, &mut out);
    }
    if let Some(t) = r.termination {
        out.push_str(&summary_line(r, t, true));
        out.push('\n');
    }
    out
}

/// Headers and board diagram read so far.
#[derive(Default)]
struct Header {
    handicap: Option<(usize, String)>,
    rows: [Option<[Option<Piece>; 9]>; 9],
    bod_line: Option<usize>,
    hands: [Hand; 2],
    turn: Option<Color>,
    /// From 手数＝N: the move number of the diagram's position.
    move_number: u32,
}

impl Header {
    fn start(&self) -> Result<Position, RecordError> {
        let handicap = match &self.handicap {
            None => None,
            Some((_, name)) if name.trim() == "平手" => None,
            Some((line, name)) => match handicap::by_kif(name) {
                Some(h) => Some(h),
                None if self.bod_line.is_some() => None,
                None => {
                    return Err(RecordError::at(
                        *line,
                        format!("unknown 手合割 '{name}' and no board diagram"),
                    ))
                }
            },
        };
        if let Some(line) = self.bod_line {
            let mut board = [None; 81];
            for (r, row) in self.rows.iter().enumerate() {
                let Some(row) = row else {
                    return Err(RecordError::at(
                        line,
                        format!("the board diagram lacks rank {}", KANJI_DIGITS[r]),
                    ));
                };
                for (i, cell) in row.iter().enumerate() {
                    let file = 9 - i as u8;
                    if let Some(sq) = Square::new(file, r as u8 + 1) {
                        board[sq.index()] = *cell;
                    }
                }
            }
            let turn = self.turn.unwrap_or(if handicap.is_some() {
                Color::Gote
            } else {
                Color::Sente
            });
            let setup = Setup {
                board,
                hands: self.hands,
                turn,
                move_number: self.move_number.max(1),
            };
            // A mate problem (詰将棋) diagram has no king for the side to move, the attacker: read it
            // with the tsume rule that the defender holds every remaining piece.
            let attacker_king = setup
                .board
                .iter()
                .flatten()
                .any(|p| p.role == Role::King && p.color == turn);
            let position = if attacker_king {
                Position::from_setup(setup)
            } else {
                Position::from_setup_tsume(setup)
            };
            return position
                .map_err(|e| RecordError::at(line, format!("impossible board diagram: {e}")));
        }
        let sfen = handicap.map_or(handicap::STARTPOS, |h| h.sfen);
        Position::from_sfen(sfen).map_err(|e| RecordError::whole(e.to_string()))
    }
}

/// Reads one rank of a board diagram: `|v香v桂 ・ …|一`.
fn parse_bod_row(line: &str) -> Option<(usize, [Option<Piece>; 9])> {
    let inner = line.strip_prefix('|')?;
    let close = inner.rfind('|')?;
    let rank = inner[close + 1..]
        .trim()
        .chars()
        .next()
        .and_then(digit_value)?;
    let mut chars = inner[..close].chars();
    let mut row = [None; 9];
    for cell in row.iter_mut() {
        let mut c = chars.next()?;
        let mut color = Color::Sente;
        if matches!(c, ' ' | 'v' | 'V' | '^' | '　') {
            if matches!(c, 'v' | 'V') {
                color = Color::Gote;
            }
            c = chars.next()?;
        }
        *cell = match c {
            '・' => None,
            c => Some(Piece::new(color, role_from_kanji(c)?)),
        };
    }
    if chars.any(|c| !c.is_whitespace()) {
        return None;
    }
    Some((rank as usize - 1, row))
}

/// Reads a hand: `飛　角　金二　歩十八` or `なし`.
fn parse_hand(text: &str) -> Option<Hand> {
    let mut hand = Hand::empty();
    let text = text.trim();
    // 残り全部: a mate problem's defender holds what is left, filled in when the position is built.
    if text.is_empty() || matches!(text, "なし" | "残り全部" | "残りすべて" | "残り駒全部")
    {
        return Some(hand);
    }
    for item in text.split(|c: char| c.is_whitespace() || c == '、') {
        if item.is_empty() {
            continue;
        }
        let mut chars = item.chars();
        let role = chars.next().and_then(role_from_kanji)?;
        role.hand_index()?;
        let rest = chars.as_str();
        let n = if rest.is_empty() {
            1
        } else {
            parse_kanji_count(rest)?
        };
        hand.set(role, hand.count(role).saturating_add(n).min(40));
    }
    Some(hand)
}

/// The reader's state while going through a KIF or KI2 text.
struct Reader {
    header: Header,
    game: Option<Game>,
    prev: Option<Move>,
    comments: Vec<Comment>,
    end: Option<(usize, EndWord)>,
    summary: Option<(Option<EndWord>, Option<Color>)>,
    record: Record,
}

impl Reader {
    fn new() -> Reader {
        Reader {
            header: Header::default(),
            game: None,
            prev: None,
            comments: Vec::new(),
            end: None,
            summary: None,
            record: Record::new(Position::startpos()),
        }
    }

    fn game(&mut self) -> Result<&mut Game, RecordError> {
        if self.game.is_none() {
            let start = self.header.start()?;
            self.game = Some(Game::new(start, GameRules::default()));
        }
        // Just set if it was missing.
        self.game
            .as_mut()
            .ok_or_else(|| RecordError::whole("internal: no game"))
    }

    fn ply(&self) -> usize {
        self.game.as_ref().map_or(0, Game::ply)
    }

    fn comment(&mut self, text: &str) {
        let ply = self.ply();
        push_comment(&mut self.comments, ply, text);
    }

    fn play(&mut self, line: usize, text: &str) -> Result<(), RecordError> {
        if let Some((end_line, word)) = self.end {
            return Err(RecordError::at(
                line,
                format!(
                    "a move after the end of the game ({} on line {end_line})",
                    word.kif()
                ),
            ));
        }
        let prev = self.prev;
        let m = play_text(self.game()?, line, text, prev)?;
        self.prev = Some(m);
        Ok(())
    }

    /// A header or board-diagram line; false when the line is neither.
    fn header_line(&mut self, n: usize, line: &str) -> Result<bool, RecordError> {
        if line.starts_with('|') {
            let (rank, row) = parse_bod_row(line)
                .ok_or_else(|| RecordError::at(n, "cannot read this rank of the board diagram"))?;
            self.before_moves(n, "the board diagram")?;
            self.header.rows[rank] = Some(row);
            self.header.bod_line.get_or_insert(n);
            return Ok(true);
        }
        if line.starts_with('+') && line.chars().all(|c| c == '+' || c == '-') {
            return Ok(true);
        }
        if line
            .chars()
            .all(|c| c.is_whitespace() || digit_value(c).is_some())
        {
            return Ok(true);
        }
        if let Some(rest) = line.strip_prefix("手数＝").or(line.strip_prefix("手数=")) {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if let Ok(moves) = digits.parse::<u32>() {
                self.before_moves(n, "手数＝")?;
                self.header.move_number = moves.saturating_add(1);
            }
            return Ok(true);
        }
        if line.starts_with("手数-") {
            return Ok(true);
        }
        match line {
            "先手番" | "下手番" => {
                self.header.turn = Some(Color::Sente);
                return Ok(true);
            }
            "後手番" | "上手番" => {
                self.header.turn = Some(Color::Gote);
                return Ok(true);
            }
            _ => {}
        }
        let Some((key, value)) = line.split_once('：').or_else(|| line.split_once(':')) else {
            return Ok(false);
        };
        let key = key.trim();
        if key.is_empty() || key.chars().count() > 16 || key.contains(char::is_whitespace) {
            return Ok(false);
        }
        let value = value.trim();
        let non_empty = || (!value.is_empty()).then(|| value.to_owned());
        match key {
            "手合割" => {
                self.before_moves(n, "手合割")?;
                self.header.handicap = Some((n, value.to_owned()));
            }
            "先手" | "下手" => self.record.sente = non_empty(),
            "後手" | "上手" => self.record.gote = non_empty(),
            "棋戦" => self.record.event = non_empty(),
            // A date in free form (`2005/11/29･30日` for a two-day game) is kept as text.
            "開始日時" | "対局日" if !value.is_empty() => match DateTime::parse(value) {
                Some(d) => self.record.date = Some(d),
                None => self.keep(key, value),
            },
            "先手の持駒" | "下手の持駒" | "後手の持駒" | "上手の持駒" => {
                self.before_moves(n, "a hand")?;
                let hand = parse_hand(value)
                    .ok_or_else(|| RecordError::at(n, format!("cannot read the hand '{value}'")))?;
                let color = if key.starts_with('先') || key.starts_with('下') {
                    Color::Sente
                } else {
                    Color::Gote
                };
                self.header.hands[color.index()] = hand;
                self.header.bod_line.get_or_insert(n);
            }
            // Other headers (終了日時, 持ち時間, 表題, 場所 …) are kept as they are.
            _ if !value.is_empty() => self.keep(key, value),
            _ => {}
        }
        Ok(true)
    }

    /// Keeps a header as text, under the KIF key (開始日時 for 対局日).
    fn keep(&mut self, key: &str, value: &str) {
        let key = if key == "対局日" {
            "開始日時"
        } else {
            key
        };
        self.record.headers.push((key.to_owned(), value.to_owned()));
    }

    fn before_moves(&self, n: usize, what: &str) -> Result<(), RecordError> {
        if self.game.is_some() {
            return Err(RecordError::at(n, format!("{what} after the moves began")));
        }
        Ok(())
    }

    fn finish(mut self) -> Result<Record, RecordError> {
        self.game()?;
        let game = self
            .game
            .take()
            .ok_or_else(|| RecordError::whole("internal: no game"))?;
        let turn = game.position().turn();
        let termination = match game.outcome() {
            Some(o) => Some(Termination::Rules(o)),
            None => stated_termination(self.end.map(|(_, w)| w), self.summary, turn),
        };
        let mut r = self.record;
        r.start = game.start().clone();
        r.moves = game.moves().to_vec();
        r.termination = termination;
        r.comments = self.comments;
        Ok(r)
    }
}

/// Splits off the move text of a KIF move line's remainder: `７六歩(77)   ( 0:16/00:00:16)`.
fn kif_move_text(rest: &str) -> Result<(String, &str), ()> {
    let rest = rest.trim_start();
    // "同 歩" with an ASCII space, as some writers do.
    let (mut text, rest) = match rest.strip_prefix("同 ") {
        Some(r) => ("同".to_owned(), r.trim_start()),
        None => (String::new(), rest),
    };
    let mut end = rest.len();
    for (i, c) in rest.char_indices() {
        if c == ' ' || c == '\t' {
            end = i;
            break;
        }
        if c == '(' {
            let b = rest.as_bytes();
            let origin = b.len() >= i + 4
                && b[i + 1].is_ascii_digit()
                && b[i + 2].is_ascii_digit()
                && b[i + 3] == b')';
            end = if origin { i + 4 } else { i };
            break;
        }
    }
    text.push_str(&rest[..end]);
    let tail = rest[end..].trim();
    if !(tail.is_empty() || tail.starts_with('(') || tail == "+") {
        return Err(());
    }
    Ok((text, tail))
}

/// Reads a KIF record.
pub(crate) fn parse_kif(text: &str) -> Result<Record, RecordError> {
    read(text, false)
}

/// Reads a KI2 record.
pub(crate) fn parse_ki2(text: &str) -> Result<Record, RecordError> {
    read(text, true)
}

fn read(text: &str, ki2: bool) -> Result<Record, RecordError> {
    let mut r = Reader::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim_end();
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with('&') {
            continue;
        }
        if let Some(c) = trimmed.strip_prefix('*') {
            r.comment(c);
            continue;
        }
        if trimmed.starts_with("変化") {
            break; // variations follow the main line
        }
        if let Some(s) = trimmed.strip_prefix("まで") {
            r.summary = Some(parse_summary(s));
            continue;
        }
        if !ki2 {
            let digits = trimmed.bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 && trimmed[digits..].starts_with([' ', '\t']) {
                let number: usize = trimmed[..digits].parse().unwrap_or(usize::MAX);
                let expected = r.ply() + 1;
                if number != expected && r.end.is_none() {
                    return Err(RecordError::at(
                        n,
                        format!(
                            "expected move number {expected}, found {}",
                            &trimmed[..digits]
                        ),
                    ));
                }
                let (text, _) = kif_move_text(&trimmed[digits..])
                    .map_err(|()| RecordError::at(n, "unexpected text after the move"))?;
                if let Some(word) = EndWord::from_kif(&text) {
                    if let Some((l, w)) = r.end {
                        return Err(RecordError::at(
                            n,
                            format!("the game already ended ({} on line {l})", w.kif()),
                        ));
                    }
                    r.game()?;
                    r.end = Some((n, word));
                } else {
                    r.play(n, &text)?;
                }
                continue;
            }
        } else if trimmed.starts_with(['▲', '△', '☗', '☖', '▽', '▼']) {
            let mut token = String::new();
            for c in trimmed.chars() {
                if matches!(c, '▲' | '△' | '☗' | '☖' | '▽' | '▼') && !token.is_empty() {
                    r.play(n, token.trim())?;
                    token.clear();
                }
                token.push(c);
            }
            if !token.trim().is_empty() {
                r.play(n, token.trim())?;
            }
            continue;
        }
        if r.header_line(n, trimmed)? {
            continue;
        }
        return Err(RecordError::at(
            n,
            format!("cannot read this line: '{}'", short(trimmed)),
        ));
    }
    r.finish()
}

/// The start of a line, for error messages.
fn short(line: &str) -> String {
    let mut s: String = line.chars().take(40).collect();
    if line.chars().count() > 40 {
        s.push('…');
    }
    s
}
