//! CSA records (V2.2 and V3.0): players (`N+`, `N-`), `$` information, the start position (`PI` with
//! removed pieces, or `P1`…`P9` with `P+`/`P-` hands), the turn, signed moves (`+7776FU`) with
//! optional times (`T12`), `'` comments and the `%` end of the game.

use super::names::{csa_code, role_from_csa};
use super::record::{
    play_text, push_comment, rules_outcome, Comment, CsaVersion, DateTime, Record, RecordError,
    Termination, HEADER_KEYS,
};
use super::write;
use crate::rules::{Color, EndReason, Game, GameRules, Hand, Piece, Position, Role, Setup, Square};

fn sign(c: Color) -> char {
    match c {
        Color::Sente => '+',
        Color::Gote => '-',
    }
}

fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}

/// The `%` word for a termination, given the player to move at the end.
fn end_word(t: Termination, turn: Color, version: CsaVersion) -> String {
    match t {
        Termination::Resignation { .. } => "%TORYO".to_owned(),
        Termination::StatedMate { .. } => "%TSUMI".to_owned(),
        Termination::Timeout { .. } => "%TIME_UP".to_owned(),
        Termination::Abort => "%CHUDAN".to_owned(),
        Termination::Illegal { loser } => format!("%{}ILLEGAL_ACTION", sign(loser)),
        Termination::Rules(o) => match o.reason {
            EndReason::Checkmate | EndReason::NoLegalMoves => "%TSUMI".to_owned(),
            EndReason::Repetition => "%SENNICHITE".to_owned(),
            EndReason::PerpetualCheck => "%OUTE_SENNICHITE".to_owned(),
            EndReason::MoveLimit => match version {
                CsaVersion::V30 => "%MAX_MOVES".to_owned(),
                CsaVersion::V22 => "%HIKIWAKE".to_owned(),
            },
            EndReason::Impasse => match o.winner {
                None => "%JISHOGI".to_owned(),
                Some(w) if w == turn => "%KACHI".to_owned(),
                Some(w) => format!("%{}ILLEGAL_ACTION", sign(w.opponent())),
            },
        },
    }
}

fn write_position(pos: &Position, out: &mut String) {
    let start = Position::startpos();
    let hands_empty = pos.hand(Color::Sente).is_empty() && pos.hand(Color::Gote).is_empty();
    // PI with removed pieces when the position is the even start less some pieces.
    let removed: Option<Vec<Square>> = hands_empty
        .then(|| {
            let mut removed = Vec::new();
            for sq in Square::ALL {
                match (start.piece_at(sq), pos.piece_at(sq)) {
                    (a, b) if a == b => {}
                    (Some(_), None) => removed.push(sq),
                    _ => return None,
                }
            }
            Some(removed)
        })
        .flatten();
    match removed {
        Some(mut removed) => {
            // The usual order: rook, bishop, lances, knights, silvers, golds; file 9 first.
            let rank_of = |sq: &Square| match start.piece_at(*sq).map(|p| p.role) {
                Some(Role::Rook) => 0,
                Some(Role::Bishop) => 1,
                Some(Role::Lance) => 2,
                Some(Role::Knight) => 3,
                Some(Role::Silver) => 4,
                Some(Role::Gold) => 5,
                _ => 6,
            };
            removed.sort_by_key(|sq| (rank_of(sq), std::cmp::Reverse(sq.file()), sq.rank()));
            out.push_str("PI");
            for sq in removed {
                if let Some(p) = start.piece_at(sq) {
                    out.push_str(&format!("{}{}{}", sq.file(), sq.rank(), csa_code(p.role)));
                }
            }
            out.push('\n');
        }
        None => {
            for rank in 1..=9u8 {
                out.push_str(&format!("P{rank}"));
                for file in (1..=9u8).rev() {
                    let sq = Square::new(file, rank).unwrap_or(Square::from_index_unchecked(0));
                    match pos.piece_at(sq) {
                        None => out.push_str(" * "),
                        Some(p) => {
                            out.push(sign(p.color));
                            out.push_str(csa_code(p.role));
                        }
                    }
                }
                out.push('\n');
            }
            for color in Color::ALL {
                let hand = pos.hand(color);
                if !hand.is_empty() {
                    out.push('P');
                    out.push(sign(color));
                    for role in Role::HAND.iter().rev() {
                        for _ in 0..hand.count(*role) {
                            out.push_str("00");
                            out.push_str(csa_code(*role));
                        }
                    }
                    out.push('\n');
                }
            }
        }
    }
    out.push(sign(pos.turn()));
    out.push('\n');
}

fn write_comments(r: &Record, ply: usize, out: &mut String) {
    for text in r.comments_at(ply) {
        for line in text.lines() {
            out.push('\'');
            out.push_str(line);
            out.push('\n');
        }
    }
}

pub(crate) fn write_csa(r: &Record, version: CsaVersion) -> String {
    let mut out = String::new();
    match version {
        CsaVersion::V22 => out.push_str("V2.2\n"),
        CsaVersion::V30 => out.push_str("'CSA encoding=UTF-8\nV3.0\n"),
    }
    if let Some(s) = &r.sente {
        out.push_str(&format!("N+{}\n", one_line(s)));
    }
    if let Some(g) = &r.gote {
        out.push_str(&format!("N-{}\n", one_line(g)));
    }
    if let Some(e) = &r.event {
        out.push_str(&format!("$EVENT:{}\n", one_line(e)));
    }
    if let Some(d) = r.date {
        out.push_str(&format!("$START_TIME:{d}\n"));
    }
    // Kept headers that CSA has a key for; KIF-only ones (表題, 持ち時間 …) have no CSA line.
    for (key, value) in &r.headers {
        let csa = HEADER_KEYS
            .iter()
            .find(|(kif, _)| kif == key)
            .map(|(_, csa)| *csa)
            .or_else(|| key.starts_with('$').then_some(key.as_str()));
        if let Some(csa) = csa {
            out.push_str(&format!("{csa}:{}\n", one_line(value)));
        }
    }
    write_position(&r.start, &mut out);
    write_comments(r, 0, &mut out);
    let mut pos = r.start.clone();
    for (i, &m) in r.moves.iter().enumerate() {
        out.push_str(&write::csa_signed(&pos, m));
        out.push('\n');
        write_comments(r, i + 1, &mut out);
        pos = pos.after_unchecked(m);
    }
    if let Some(t) = r.termination {
        out.push_str(&end_word(t, pos.turn(), version));
        out.push('\n');
    }
    out
}

/// The start position being read.
struct Start {
    board: [Option<Piece>; 81],
    hands: [Hand; 2],
    turn: Option<Color>,
    /// Whether a `PI` or `P1`…`P9` line was seen.
    given: bool,
    /// `00AL`: the rest of the pieces go to this side's hand.
    rest_to: Option<Color>,
}

impl Start {
    fn new() -> Start {
        Start {
            board: [None; 81],
            hands: [Hand::empty(); 2],
            turn: None,
            given: false,
            rest_to: None,
        }
    }

    fn position(&self, line: usize) -> Result<Position, RecordError> {
        if !self.given {
            let mut pos = Position::startpos();
            if self.turn == Some(Color::Gote) {
                let mut setup = pos.to_setup();
                setup.turn = Color::Gote;
                pos = Position::from_setup(setup)
                    .map_err(|e| RecordError::at(line, e.to_string()))?;
            }
            return Ok(pos);
        }
        let mut hands = self.hands;
        if let Some(color) = self.rest_to {
            for role in Role::HAND {
                let on_board = self
                    .board
                    .iter()
                    .flatten()
                    .filter(|p| p.role.unpromote() == role)
                    .count();
                let held = hands[0].count(role) as usize + hands[1].count(role) as usize;
                let rest = (role.set_count() as usize).saturating_sub(on_board + held);
                let h = &mut hands[color.index()];
                h.set(role, (h.count(role) as usize + rest).min(40) as u8);
            }
        }
        Position::from_setup(Setup {
            board: self.board,
            hands,
            turn: self.turn.unwrap_or(Color::Sente),
            move_number: 1,
        })
        .map_err(|e| RecordError::at(line, format!("impossible start position: {e}")))
    }
}

fn csa_square(b: &[u8]) -> Option<Option<Square>> {
    let f = b.first()?.checked_sub(b'0')?;
    let r = b.get(1)?.checked_sub(b'0')?;
    if f == 0 && r == 0 {
        return Some(None);
    }
    Square::new(f, r).map(Some)
}

fn parse_piece_cell(cell: &str) -> Result<Option<Piece>, ()> {
    let cell = cell.trim();
    if cell.is_empty() || cell == "*" {
        return Ok(None);
    }
    let color = match cell.as_bytes()[0] {
        b'+' => Color::Sente,
        b'-' => Color::Gote,
        _ => return Err(()),
    };
    let role = cell.get(1..).and_then(role_from_csa).ok_or(())?;
    Ok(Some(Piece::new(color, role)))
}

struct CsaReader {
    start: Start,
    game: Option<Game>,
    record: Record,
    comments: Vec<Comment>,
    end: Option<(usize, String)>,
}

impl CsaReader {
    fn game(&mut self, line: usize) -> Result<&mut Game, RecordError> {
        if self.game.is_none() {
            let pos = self.start.position(line)?;
            self.game = Some(Game::new(pos, GameRules::default()));
        }
        self.game
            .as_mut()
            .ok_or_else(|| RecordError::whole("internal: no game"))
    }

    fn before_moves(&self, n: usize) -> Result<(), RecordError> {
        if self.game.is_some() {
            return Err(RecordError::at(
                n,
                "a start position line after the moves began",
            ));
        }
        Ok(())
    }

    fn statement(&mut self, n: usize, st: &str) -> Result<(), RecordError> {
        let st = st.trim();
        if st.is_empty() {
            return Ok(());
        }
        if let Some(word) = st.strip_prefix('%') {
            if self.end.as_ref().is_some_and(|(_, w)| w == word) {
                return Ok(()); // the same end written twice, as floodgate does with %KACHI
            }
            if let Some((l, w)) = &self.end {
                return Err(RecordError::at(
                    n,
                    format!("the game already ended (%{w} on line {l})"),
                ));
            }
            self.game(n)?;
            self.end = Some((n, word.to_owned()));
            return Ok(());
        }
        if st.starts_with('T') && st[1..].chars().all(|c| c.is_ascii_digit() || c == '.') {
            return Ok(()); // time spent
        }
        if st == "+" || st == "-" {
            self.before_moves(n)?;
            self.start.turn = Some(if st == "+" { Color::Sente } else { Color::Gote });
            return Ok(());
        }
        if st.starts_with(['+', '-']) && st.len() > 1 {
            if let Some((l, w)) = &self.end {
                return Err(RecordError::at(
                    n,
                    format!("a move after the end of the game (%{w} on line {l})"),
                ));
            }
            play_text(self.game(n)?, n, st, None)?;
            return Ok(());
        }
        // A bare move body (7776FU), as notation tables write it.
        if st.len() == 6 && st.bytes().take(4).all(|b| b.is_ascii_digit()) {
            let signed = {
                let game = self.game(n)?;
                format!("{}{st}", sign(game.position().turn()))
            };
            return self.statement(n, &signed);
        }
        Err(RecordError::at(n, format!("cannot read '{st}'")))
    }

    fn line(&mut self, n: usize, line: &str) -> Result<(), RecordError> {
        if line.starts_with("'CSA encoding=") || line.starts_with("'encoding=") {
            return Ok(());
        }
        if let Some(c) = line.strip_prefix('\'') {
            self.comment(c);
            return Ok(());
        }
        if let Some(v) = line.strip_prefix('V') {
            if !(v.starts_with('1') || v.starts_with('2') || v.starts_with('3')) {
                return Err(RecordError::at(n, format!("unknown CSA version '{line}'")));
            }
            return Ok(());
        }
        if let Some(name) = line.strip_prefix("N+") {
            self.record.sente = Some(name.to_owned()).filter(|s| !s.is_empty());
            return Ok(());
        }
        if let Some(name) = line.strip_prefix("N-") {
            self.record.gote = Some(name.to_owned()).filter(|s| !s.is_empty());
            return Ok(());
        }
        if let Some(info) = line.strip_prefix('$') {
            let (key, value) = info
                .split_once(':')
                .ok_or_else(|| RecordError::at(n, "expected $KEY:value"))?;
            match key {
                "EVENT" => self.record.event = Some(value.to_owned()).filter(|s| !s.is_empty()),
                "START_TIME" if DateTime::parse(value).is_some() => {
                    self.record.date = DateTime::parse(value);
                }
                _ if value.is_empty() => {}
                // Kept as text under the KIF key when KIF has one ($SITE is 場所 …), else as `$KEY`.
                _ => {
                    let dollar = format!("${key}");
                    let key = HEADER_KEYS
                        .iter()
                        .find(|(_, csa)| *csa == dollar)
                        .map_or(dollar.clone(), |(kif, _)| (*kif).to_owned());
                    self.record.headers.push((key, value.to_owned()));
                }
            }
            return Ok(());
        }
        if let Some(rest) = line.strip_prefix("PI") {
            self.before_moves(n)?;
            let start = Position::startpos();
            for sq in Square::ALL {
                self.start.board[sq.index()] = start.piece_at(sq);
            }
            self.start.given = true;
            let b = rest.trim_end().as_bytes();
            if b.len() % 4 != 0 {
                return Err(RecordError::at(
                    n,
                    "PI takes removed pieces as square and code, like 82HI",
                ));
            }
            for chunk in b.chunks(4) {
                let sq = csa_square(&chunk[..2]).flatten();
                let role = std::str::from_utf8(&chunk[2..])
                    .ok()
                    .and_then(role_from_csa);
                match (sq, role) {
                    (Some(sq), Some(role))
                        if self.start.board[sq.index()].map(|p| p.role) == Some(role) =>
                    {
                        self.start.board[sq.index()] = None;
                    }
                    _ => {
                        return Err(RecordError::at(
                            n,
                            format!("PI: no {} to remove", String::from_utf8_lossy(chunk)),
                        ))
                    }
                }
            }
            return Ok(());
        }
        if let Some(rest) = line.strip_prefix('P') {
            let b = rest.as_bytes();
            match b.first() {
                Some(d @ b'1'..=b'9') => {
                    self.before_moves(n)?;
                    let rank = d - b'0';
                    let cells = &rest[1..];
                    if !cells.is_ascii() || cells.len() > 27 {
                        return Err(RecordError::at(
                            n,
                            "a board row has nine cells of three characters",
                        ));
                    }
                    let padded = format!("{cells:<27}");
                    for i in 0..9 {
                        let cell = &padded[i * 3..i * 3 + 3];
                        let piece = parse_piece_cell(cell).map_err(|()| {
                            RecordError::at(n, format!("cannot read the cell '{}'", cell.trim()))
                        })?;
                        let file = 9 - i as u8;
                        if let Some(sq) = Square::new(file, rank) {
                            self.start.board[sq.index()] = piece;
                        }
                    }
                    self.start.given = true;
                    return Ok(());
                }
                Some(s @ (b'+' | b'-')) => {
                    self.before_moves(n)?;
                    let color = if *s == b'+' {
                        Color::Sente
                    } else {
                        Color::Gote
                    };
                    let body = rest[1..].trim_end().as_bytes();
                    if body.len() % 4 != 0 {
                        return Err(RecordError::at(
                            n,
                            "pieces are listed as square and code, like 00FU",
                        ));
                    }
                    if !self.start.given {
                        self.start.given = true;
                    }
                    for chunk in body.chunks(4) {
                        let code = std::str::from_utf8(&chunk[2..]).unwrap_or("");
                        let sq = csa_square(&chunk[..2]);
                        match sq {
                            Some(None) if code == "AL" => self.start.rest_to = Some(color),
                            Some(None) => {
                                let role = role_from_csa(code).filter(|r| r.hand_index().is_some());
                                let Some(role) = role else {
                                    return Err(RecordError::at(
                                        n,
                                        format!("cannot hold '{code}' in hand"),
                                    ));
                                };
                                let h = &mut self.start.hands[color.index()];
                                h.set(role, h.count(role).saturating_add(1).min(40));
                            }
                            Some(Some(sq)) => {
                                let role = role_from_csa(code).ok_or_else(|| {
                                    RecordError::at(n, format!("unknown piece code '{code}'"))
                                })?;
                                self.start.board[sq.index()] = Some(Piece::new(color, role));
                            }
                            None => {
                                return Err(RecordError::at(
                                    n,
                                    format!("bad square in '{}'", String::from_utf8_lossy(chunk)),
                                ))
                            }
                        }
                    }
                    return Ok(());
                }
                _ => {}
            }
        }
        // Moves, times and the end may share a line, separated by commas; a comment may follow
        // them (`+7776FU,T12,'* 30 -3334FU`, `%KACHI,'* -5000 win`) and takes the rest of the line.
        let (statements, comment) = match line.find(",'") {
            Some(i) => (&line[..i], Some(&line[i + 2..])),
            None => (line, None),
        };
        for st in statements.split(',') {
            self.statement(n, st)?;
        }
        if let Some(c) = comment {
            self.comment(c);
        }
        Ok(())
    }

    fn comment(&mut self, text: &str) {
        let ply = self.game.as_ref().map_or(0, Game::ply);
        push_comment(&mut self.comments, ply, text);
    }
}

pub(crate) fn parse_csa(text: &str) -> Result<Record, RecordError> {
    let mut r = CsaReader {
        start: Start::new(),
        game: None,
        record: Record::new(Position::startpos()),
        comments: Vec::new(),
        end: None,
    };
    let mut last_line = 0;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        last_line = n;
        let line = raw.trim_end();
        if line.trim().is_empty() {
            continue;
        }
        if line.trim() == "/" {
            break; // another record follows; the first is kept
        }
        r.line(n, line)?;
    }
    r.game(last_line.max(1))?;
    let game = r
        .game
        .take()
        .ok_or_else(|| RecordError::whole("internal: no game"))?;
    let turn = game.position().turn();
    let termination = match (game.outcome(), &r.end) {
        (Some(o), _) => Some(Termination::Rules(o)),
        (None, None) => None,
        (None, Some((n, word))) => Some(match word.as_str() {
            "TORYO" => Termination::Resignation { loser: turn },
            // %TSUMI after moves that do not mate: the record's word is kept.
            "TSUMI" => Termination::StatedMate { loser: turn },
            "TIME_UP" => Termination::Timeout { loser: turn },
            "ILLEGAL_MOVE" => Termination::Illegal { loser: turn },
            "+ILLEGAL_ACTION" => Termination::Illegal {
                loser: Color::Sente,
            },
            "-ILLEGAL_ACTION" => Termination::Illegal { loser: Color::Gote },
            "CHUDAN" => Termination::Abort,
            "SENNICHITE" => rules_outcome(None, EndReason::Repetition),
            "OUTE_SENNICHITE" => rules_outcome(Some(turn), EndReason::PerpetualCheck),
            "MAX_MOVES" | "HIKIWAKE" => rules_outcome(None, EndReason::MoveLimit),
            "JISHOGI" => rules_outcome(None, EndReason::Impasse),
            "KACHI" => rules_outcome(Some(turn), EndReason::Impasse),
            other => {
                return Err(RecordError::at(
                    *n,
                    format!("unsupported end of game '%{other}'"),
                ))
            }
        }),
    };
    let mut rec = r.record;
    rec.start = game.start().clone();
    rec.moves = game.moves().to_vec();
    rec.termination = termination;
    rec.comments = r.comments;
    Ok(rec)
}
