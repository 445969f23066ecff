//! SFEN, the engine's own position text: parsed into an unchecked [`Setup`], written canonically.

use super::types::{Color, Hand, Piece, Role, Square};

/// A position as written, before validation (see [`Position::from_setup`]).
///
/// [`Position::from_setup`]: super::Position::from_setup
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; 81],
    pub hands: [Hand; 2],
    pub turn: Color,
    pub move_number: u32,
}

/// Why a text is not SFEN. Each names what was expected where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SfenError {
    #[error("empty text: expected board, side to move, hand and move number")]
    Empty,
    #[error("expected 3 or 4 fields (board, side, hand, move number) but found {0}")]
    FieldCount(usize),
    #[error("the board has {0} ranks; it needs 9 separated by '/'")]
    RankCount(usize),
    #[error("rank {rank} describes {files} files; it needs exactly 9")]
    RankLength { rank: u8, files: u32 },
    #[error("'{ch}' in rank {rank} is not a piece letter (PLNSGBRK, lower case for gote) or 1-9")]
    BadBoardChar { ch: char, rank: u8 },
    #[error("'+{ch}' in rank {rank}: only P, L, N, S, B and R can be promoted")]
    BadPromotion { ch: char, rank: u8 },
    #[error("'+' at the end of rank {0} promotes nothing")]
    DanglingPlus(u8),
    #[error("side to move must be 'b' (sente) or 'w' (gote), not '{0}'")]
    BadTurn(String),
    #[error("'{0}' in the hand is not a piece letter or count")]
    BadHandChar(char),
    #[error("bad count in the hand: {0}")]
    BadHandCount(String),
    #[error("a king cannot be in hand")]
    KingInHand,
    #[error("{0} is listed twice in {1}'s hand")]
    DuplicateHand(&'static str, Color),
    #[error("move number must be a whole number of at least 1, not '{0}'")]
    BadMoveNumber(String),
}

impl Setup {
    /// Parses SFEN. Hand pieces may come in any order; a leading `sfen ` and a missing move number
    /// are accepted.
    pub fn parse_sfen(text: &str) -> Result<Setup, SfenError> {
        let text = text.trim();
        let text = text.strip_prefix("sfen ").unwrap_or(text);
        let fields: Vec<&str> = text.split_ascii_whitespace().collect();
        if fields.is_empty() {
            return Err(SfenError::Empty);
        }
        if fields.len() != 3 && fields.len() != 4 {
            return Err(SfenError::FieldCount(fields.len()));
        }
        let board = parse_board(fields[0])?;
        let turn = match fields[1] {
            "b" => Color::Sente,
            "w" => Color::Gote,
            other => return Err(SfenError::BadTurn(other.chars().take(20).collect())),
        };
        let hands = parse_hands(fields[2])?;
        let move_number = match fields.get(3) {
            None => 1,
            Some(s) => match s.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => return Err(SfenError::BadMoveNumber(s.chars().take(20).collect())),
            },
        };
        Ok(Setup {
            board,
            hands,
            turn,
            move_number,
        })
    }

    /// 残り駒 (nokori-goma): puts every piece of the set that is neither on the board nor in a hand into
    /// `color`'s hand — the tsume rule that the defender holds all remaining pieces. Pieces beyond a
    /// full set are left for validation to refuse.
    pub fn give_remaining_pieces(&mut self, color: Color) {
        let mut used = [0u8; 7];
        for piece in self.board.iter().flatten() {
            if let Some(i) = piece.role.unpromote().hand_index() {
                used[i] = used[i].saturating_add(1);
            }
        }
        for hand in &self.hands {
            for (role, n) in hand.iter() {
                if let Some(i) = role.hand_index() {
                    used[i] = used[i].saturating_add(n);
                }
            }
        }
        for role in Role::HAND {
            let Some(i) = role.hand_index() else { continue };
            let rest = role.set_count().saturating_sub(used[i]);
            let hand = &mut self.hands[color.index()];
            hand.set(role, hand.count(role) + rest);
        }
    }

    /// Canonical SFEN: hands in the order R B G S N L P, sente's first; `-` for empty hands.
    pub fn to_sfen(&self) -> String {
        let mut s = String::with_capacity(96);
        s.push_str(&board_to_sfen(&self.board));
        s.push(' ');
        s.push(match self.turn {
            Color::Sente => 'b',
            Color::Gote => 'w',
        });
        s.push(' ');
        let mut any = false;
        for c in Color::ALL {
            for role in Role::HAND.iter().rev() {
                let n = self.hands[c.index()].count(*role);
                if n == 0 {
                    continue;
                }
                any = true;
                if n > 1 {
                    s.push_str(&n.to_string());
                }
                let l = role.letter();
                s.push(if c == Color::Sente {
                    l
                } else {
                    l.to_ascii_lowercase()
                });
            }
        }
        if !any {
            s.push('-');
        }
        s.push(' ');
        s.push_str(&self.move_number.to_string());
        s
    }
}

/// Writes the board field of an SFEN.
pub fn board_to_sfen(board: &[Option<Piece>; 81]) -> String {
    let mut s = String::with_capacity(80);
    for rank in 1..=9 {
        let mut empty = 0;
        for file in (1..=9).rev() {
            let sq = Square::new(file, rank).expect("on the board");
            match board[sq.index()] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    if p.role.is_promoted() {
                        s.push('+');
                    }
                    let l = p.role.letter();
                    s.push(if p.color == Color::Sente {
                        l
                    } else {
                        l.to_ascii_lowercase()
                    });
                }
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if rank < 9 {
            s.push('/');
        }
    }
    s
}

fn parse_board(field: &str) -> Result<[Option<Piece>; 81], SfenError> {
    let mut board = [None; 81];
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 9 {
        return Err(SfenError::RankCount(ranks.len()));
    }
    for (ri, text) in ranks.iter().enumerate() {
        let rank = ri as u8 + 1;
        let mut files: u32 = 0; // squares described so far, from file 9 leftwards
        let mut promoted = false;
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10).filter(|&d| (1..=9).contains(&d)) {
                if promoted {
                    return Err(SfenError::BadPromotion { ch, rank });
                }
                files += d;
                continue;
            }
            if ch == '+' {
                if promoted {
                    return Err(SfenError::BadPromotion { ch, rank });
                }
                promoted = true;
                continue;
            }
            let role = match Role::from_letter(ch) {
                Some(r) if ch.is_ascii() => r,
                _ => return Err(SfenError::BadBoardChar { ch, rank }),
            };
            let role = if promoted {
                role.promote().ok_or(SfenError::BadPromotion { ch, rank })?
            } else {
                role
            };
            promoted = false;
            files += 1;
            if files > 9 {
                return Err(SfenError::RankLength { rank, files });
            }
            let color = if ch.is_ascii_uppercase() {
                Color::Sente
            } else {
                Color::Gote
            };
            let sq = Square::new(10 - files as u8, rank).expect("file checked above");
            board[sq.index()] = Some(Piece::new(color, role));
        }
        if promoted {
            return Err(SfenError::DanglingPlus(rank));
        }
        if files != 9 {
            return Err(SfenError::RankLength { rank, files });
        }
    }
    Ok(board)
}

fn parse_hands(field: &str) -> Result<[Hand; 2], SfenError> {
    let mut hands = [Hand::empty(); 2];
    if field == "-" {
        return Ok(hands);
    }
    let mut seen = [[false; 7]; 2];
    let mut count = String::new();
    for ch in field.chars() {
        if ch.is_ascii_digit() {
            count.push(ch);
            if count.len() > 2 {
                return Err(SfenError::BadHandCount(count));
            }
            continue;
        }
        let role = Role::from_letter(ch)
            .filter(|_| ch.is_ascii())
            .ok_or(SfenError::BadHandChar(ch))?;
        if role == Role::King {
            return Err(SfenError::KingInHand);
        }
        let n = if count.is_empty() {
            1
        } else {
            match count.parse::<u8>() {
                Ok(n) if n >= 1 && !count.starts_with('0') => n,
                _ => return Err(SfenError::BadHandCount(count)),
            }
        };
        count.clear();
        let color = if ch.is_ascii_uppercase() {
            Color::Sente
        } else {
            Color::Gote
        };
        let hi = role.hand_index().expect("not a king");
        if seen[color.index()][hi] {
            return Err(SfenError::DuplicateHand(role.name(), color));
        }
        seen[color.index()][hi] = true;
        hands[color.index()].set(role, n);
    }
    if !count.is_empty() {
        return Err(SfenError::BadHandCount(count));
    }
    Ok(hands)
}
