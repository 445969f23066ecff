//! The syntax of each notation: USI, CSA, Western and Japanese (KIF/KI2) move texts read into a
//! [`MoveText`], before it is resolved against a position.

use super::*;

pub(super) fn parse_usi(s: &mut Scanner) -> Result<MoveText, SyntaxError> {
    let from = square(s.ascii_digit("a file 1-9")?, s.rank_usi()?);
    let to_start = s.pos;
    let to = square(s.ascii_digit("a file 1-9")?, s.rank_usi()?);
    if from == to {
        s.pos = to_start;
        return Err(s.err("a destination other than the origin"));
    }
    let promotion = s.eat('+').then_some(true);
    Ok(MoveText {
        notation: Notation::Usi,
        color: None,
        to: Destination::Square(to),
        role: None,
        from: Some(from),
        drop: false,
        promotion,
        relative: None,
        movement: None,
    })
}

impl Scanner {
    fn rank_usi(&mut self) -> Result<u8, SyntaxError> {
        match self.peek() {
            Some(c @ ('a'..='i' | 'A'..='I')) => {
                self.pos += 1;
                Ok(c.to_ascii_lowercase() as u8 - b'a' + 1)
            }
            _ => Err(self.err("a rank letter a-i")),
        }
    }
}

pub(super) fn parse_csa(s: &mut Scanner) -> Result<MoveText, SyntaxError> {
    let color = match s.peek() {
        Some('+') => Some(Color::Sente),
        Some('-') => Some(Color::Gote),
        _ => None,
    };
    if color.is_some() {
        s.pos += 1;
    }
    let digit = |s: &mut Scanner, zero_ok: bool| -> Result<u8, SyntaxError> {
        match s.peek().and_then(|c| c.to_digit(10)) {
            Some(d) if d > 0 || zero_ok => {
                s.pos += 1;
                Ok(d as u8)
            }
            _ => Err(s.err(if zero_ok {
                "a digit 0-9"
            } else {
                "a digit 1-9"
            })),
        }
    };
    let from_start = s.pos;
    let (ff, fr) = (digit(s, true)?, digit(s, true)?);
    let from = match (ff, fr) {
        (0, 0) => None,
        (1..=9, 1..=9) => Some(square(ff, fr)),
        _ => {
            s.pos = from_start;
            return Err(s.err("an origin square 11-99 (or 00 for a drop)"));
        }
    };
    let to_start = s.pos;
    let to = square(digit(s, false)?, digit(s, false)?);
    if from == Some(to) {
        s.pos = to_start;
        return Err(s.err("a destination other than the origin"));
    }
    let code_start = s.pos;
    let code: String = (0..2).filter_map(|_| s.bump()).collect();
    let Some(role) = role_from_csa(&code) else {
        s.pos = code_start;
        return Err(s.err("a CSA piece code (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)"));
    };
    if from.is_none() && role.hand_index().is_none() {
        s.pos = code_start;
        return Err(s.err("a piece that can be dropped (FU KY KE GI KI KA HI)"));
    }
    Ok(MoveText {
        notation: Notation::Csa,
        color,
        to: Destination::Square(to),
        role: Some(role),
        from,
        drop: from.is_none(),
        promotion: None,
        relative: None,
        movement: None,
    })
}

pub(super) fn parse_western(s: &mut Scanner) -> Result<MoveText, SyntaxError> {
    let promoted = s.eat('+');
    let piece_at = s.pos;
    let role = s
        .peek()
        .and_then(Role::from_letter)
        .ok_or_else(|| s.err("a piece letter (P L N S G B R K)"))?;
    s.pos += 1;
    let role = if promoted {
        match role.promote() {
            Some(r) => r,
            None => {
                s.pos = piece_at;
                return Err(s.err("a piece that can promote (P L N S B R) after +"));
            }
        }
    } else {
        role
    };
    let sep = |c: Option<char>| matches!(c, Some('-' | 'x' | 'X' | '*'));
    let mut separator = None;
    let mut from = None;
    let to;
    if sep(s.peek()) {
        separator = s.bump();
        to = s.western_square()?;
    } else {
        let first = s.western_square()?;
        if sep(s.peek()) {
            separator = s.bump();
            from = Some(first);
            to = s.western_square()?;
        } else if s.peek().is_some_and(|c| c.is_ascii_digit()) {
            from = Some(first);
            to = s.western_square()?;
        } else {
            to = first;
        }
    }
    let drop = separator == Some('*');
    let promotion = match s.peek() {
        Some('+') => Some(true),
        Some('=') => Some(false),
        _ => None,
    };
    if drop && (from.is_some() || promoted) {
        return Err(SyntaxError {
            position: piece_at + 1,
            expected: "an unpromoted piece without origin before * (as in B*5e)",
            found: Some(role.letter()),
        });
    }
    if promotion.is_some() {
        if drop {
            return Err(s.err("the end of the move (a drop does not promote)"));
        }
        s.pos += 1;
    }
    if from == Some(to) {
        return Err(s.err("a destination other than the origin"));
    }
    Ok(MoveText {
        // A plain drop (`P*5e`) is written the same in USI and Western; call it USI.
        notation: if drop {
            Notation::Usi
        } else {
            Notation::Western
        },
        color: None,
        to: Destination::Square(to),
        role: Some(role),
        from,
        drop,
        promotion,
        relative: None,
        movement: None,
    })
}

pub(super) fn parse_japanese(s: &mut Scanner) -> Result<MoveText, SyntaxError> {
    let color = s.peek().and_then(color_from_mark);
    if color.is_some() {
        s.pos += 1;
        s.skip_spaces();
    }
    let to = if s.eat('同') {
        s.skip_spaces();
        Destination::Same
    } else {
        let file = s
            .peek()
            .and_then(digit_value)
            .ok_or_else(|| s.err("a file (１-９) or 同"))?;
        s.pos += 1;
        let rank = s
            .peek()
            .and_then(digit_value)
            .ok_or_else(|| s.err("a rank (一-九)"))?;
        s.pos += 1;
        s.skip_spaces();
        // Some records write the square and then 同 ("７六同歩"); the square wins.
        if s.eat('同') {
            s.skip_spaces();
        }
        Destination::Square(square(file, rank))
    };
    let role = if s.peek() == Some('成') {
        let promoted = match s.peek_at(1) {
            Some('香') => Role::PromotedLance,
            Some('桂') => Role::PromotedKnight,
            Some('銀') => Role::PromotedSilver,
            _ => {
                s.pos += 1;
                return Err(s.err("香, 桂 or 銀 after 成 (a promoted piece)"));
            }
        };
        s.pos += 2;
        promoted
    } else {
        let r = s
            .peek()
            .and_then(role_from_kanji)
            .ok_or_else(|| s.err("a piece (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)"))?;
        s.pos += 1;
        r
    };
    let mut relative = None;
    let mut movement = None;
    loop {
        let c = s.peek();
        let rel = match c {
            Some('右') => Some(Relative::Right),
            Some('左') => Some(Relative::Left),
            Some('直') => Some(Relative::Straight),
            _ => None,
        };
        let mov = match c {
            Some('上' | '行') => Some(Movement::Up),
            Some('引') => Some(Movement::Back),
            Some('寄') => Some(Movement::Sideways),
            _ => None,
        };
        if rel.is_some() {
            if relative.is_some() {
                return Err(s.err("at most one of 右 左 直"));
            }
            relative = rel;
        } else if mov.is_some() {
            if movement.is_some() {
                return Err(s.err("at most one of 上 引 寄"));
            }
            movement = mov;
        } else {
            break;
        }
        s.pos += 1;
    }
    let mut promotion = None;
    if s.eat('成') {
        promotion = Some(true);
    } else if s.peek() == Some('不') {
        s.pos += 1;
        if !s.eat('成') {
            return Err(s.err("成 after 不 (不成: no promotion)"));
        }
        promotion = Some(false);
    } else if s.eat('生') {
        promotion = Some(false);
    }
    let drop_at = s.pos;
    let drop = s.eat('打');
    if drop && (promotion.is_some() || relative.is_some() || movement.is_some()) {
        s.pos = drop_at;
        return Err(s.err("no 打 after 成, 不成 or 右 左 直 上 引 寄 (a drop has none)"));
    }
    if !drop && s.peek() == Some('成') && promotion.is_none() {
        return Err(s.err("the end of the move"));
    }
    let mut from = None;
    s.skip_spaces();
    if s.peek() == Some('(') {
        if drop {
            return Err(s.err("the end of the move (a drop has no origin)"));
        }
        s.pos += 1;
        let f = s.ascii_digit("the origin's file 1-9")?;
        let r = s.ascii_digit("the origin's rank 1-9")?;
        if !s.eat(')') {
            return Err(s.err("')' after the origin"));
        }
        from = Some(square(f, r));
    }
    Ok(MoveText {
        notation: if from.is_some() {
            Notation::Kif
        } else {
            Notation::Japanese
        },
        color,
        to,
        role: Some(role),
        from,
        drop,
        promotion,
        relative,
        movement,
    })
}
