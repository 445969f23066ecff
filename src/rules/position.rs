//! The two-player position: board, hands and side to move, validated once from a [`Setup`].

use super::attacks::{self, between, line};
use super::bitboard::Bitboard;
use super::movelist::{Counter, Sink};
pub use super::movelist::{MoveList, MAX_MOVES};
use super::sfen::{Setup, SfenError};
use super::types::{Color, Hand, Move, Piece, Role, Square};
use super::zobrist;
use std::fmt;

/// Why a setup is not a playable position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{0} has no king")]
    MissingKing(Color),
    #[error("{0} has more than one king")]
    ExtraKing(Color),
    #[error("{piece} of {color} on {square} could never move again")]
    DeadPiece {
        color: Color,
        piece: &'static str,
        square: Square,
    },
    #[error("nifu: {color} has two unpromoted pawns on file {file}")]
    Nifu { color: Color, file: u8 },
    #[error("too many {role}s: {count} on the board and in hand, but a set has {max}")]
    TooManyPieces {
        role: &'static str,
        count: u8,
        max: u8,
    },
    #[error("{0} is in check but it is not {0}'s turn")]
    OpponentInCheck(Color),
    #[error("a mate problem needs the defender's king: {0} has none")]
    MissingDefenderKing(Color),
}

/// Why a text is not a position: its SFEN syntax, or what it describes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    #[error("bad SFEN: {0}")]
    Sfen(#[from] SfenError),
    #[error("impossible position: {0}")]
    Position(#[from] PositionError),
}

/// Why a move cannot be played in a position. The position is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error("the piece on {0} belongs to {1}")]
    NotYourPiece(Square, Color),
    #[error("a {role} on {from} cannot move to {to}")]
    CannotReach {
        role: &'static str,
        from: Square,
        to: Square,
    },
    #[error("{0} is occupied by your own piece")]
    OwnPiece(Square),
    #[error("a {0} cannot promote")]
    CannotPromote(&'static str),
    #[error("promotion needs a move into, inside or out of the promotion zone")]
    PromotionOutsideZone,
    #[error("a {role} on {to} could never move again: it must promote")]
    MustPromote { role: &'static str, to: Square },
    #[error("{color} has no {role} in hand")]
    NotInHand { color: Color, role: &'static str },
    #[error("cannot drop on {0}: the square is occupied")]
    DropOnOccupied(Square),
    #[error("a {role} dropped on {to} could never move")]
    DeadDrop { role: &'static str, to: Square },
    #[error("nifu: {color} already has an unpromoted pawn on file {file}")]
    Nifu { color: Color, file: u8 },
    #[error("uchifuzume: a pawn drop may not give checkmate")]
    PawnDropMate,
    #[error("this would leave your king in check")]
    KingInCheck,
    #[error("the king cannot be dropped")]
    DropKing,
}

/// A legal two-player position. Build it from a [`Setup`] (or SFEN); it can only change by legal moves.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    board: [Option<Piece>; 81],
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 14],
    hands: [Hand; 2],
    turn: Color,
    move_number: u32,
    key: u64,
    kings: [Square; 2],
}

impl Position {
    /// The even-game start position.
    pub fn startpos() -> Position {
        Position::from_sfen(super::handicap::STARTPOS).expect("the start position is valid")
    }

    /// Parses and validates an SFEN (an optional leading `sfen ` is accepted).
    pub fn from_sfen(text: &str) -> Result<Position, ParsePositionError> {
        let setup = Setup::parse_sfen(text)?;
        Ok(Position::from_setup(setup)?)
    }

    /// Validates a setup: one king each, no piece that could never move, no two unpromoted pawns of
    /// one side on a file, no more pieces of a kind than a set has, the side not to move not in check.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        Position::validate(setup, false)
    }

    /// Parses a mate problem (詰将棋, tsume shogi) in SFEN: see [`Position::from_setup_tsume`].
    pub fn from_sfen_tsume(text: &str) -> Result<Position, ParsePositionError> {
        let setup = Setup::parse_sfen(text)?;
        Ok(Position::from_setup_tsume(setup)?)
    }

    /// Validates a mate problem (詰将棋): the side to move is the attacker (攻め方) and may have no
    /// king (玉なし), the defender (玉方) must have exactly one, and — the tsume rule 残り駒全部玉方 —
    /// every piece of the set that is neither on the board nor in the attacker's hand goes to the
    /// defender's hand. The other checks are those of [`Position::from_setup`]. A position without the
    /// attacker's king can only come from here; normal games always have both kings.
    pub fn from_setup_tsume(mut setup: Setup) -> Result<Position, PositionError> {
        let defender = setup.turn.opponent();
        setup.give_remaining_pieces(defender);
        match Position::validate(setup, true) {
            Err(PositionError::MissingKing(c)) if c == defender => {
                Err(PositionError::MissingDefenderKing(c))
            }
            other => other,
        }
    }

    /// Whether `color` has a king on the board: always in a game, possibly not for the attacker of a
    /// mate problem ([`Position::from_setup_tsume`]).
    #[inline]
    pub fn has_king(&self, color: Color) -> bool {
        self.pieces(color, Role::King).any()
    }

    /// `kingless_attacker`: the side to move may lack its king (a mate problem).
    fn validate(setup: Setup, kingless_attacker: bool) -> Result<Position, PositionError> {
        let mut pos = Position {
            board: [None; 81],
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 14],
            hands: setup.hands,
            turn: setup.turn,
            move_number: setup.move_number.max(1),
            key: 0,
            kings: [Square::from_index_unchecked(0); 2],
        };
        let mut king_count = [0u8; 2];
        let mut counts = [0u8; 8];
        for sq in Square::ALL {
            let Some(piece) = setup.board[sq.index()] else {
                continue;
            };
            let c = piece.color;
            if piece.role == Role::King {
                king_count[c.index()] += 1;
                pos.kings[c.index()] = sq;
            }
            if c.facing().distance_to_last_line(sq) <= piece.role.dead_lines() {
                return Err(PositionError::DeadPiece {
                    color: c,
                    piece: piece.role.name(),
                    square: sq,
                });
            }
            counts[piece.role.unpromote().index()] += 1;
            pos.put(sq, piece);
        }
        for c in Color::ALL {
            match king_count[c.index()] {
                0 if kingless_attacker && c == setup.turn => {}
                0 => return Err(PositionError::MissingKing(c)),
                1 => {}
                _ => return Err(PositionError::ExtraKing(c)),
            }
            for (role, n) in setup.hands[c.index()].iter() {
                counts[role.index()] = counts[role.index()].saturating_add(n);
            }
            for file in 1..=9 {
                if (pos.pieces(c, Role::Pawn) & Bitboard::file(file)).more_than_one() {
                    return Err(PositionError::Nifu { color: c, file });
                }
            }
        }
        for role in Role::HAND {
            if counts[role.index()] > role.set_count() {
                return Err(PositionError::TooManyPieces {
                    role: role.name(),
                    count: counts[role.index()],
                    max: role.set_count(),
                });
            }
        }
        pos.key = pos.compute_key();
        let them = pos.turn.opponent();
        if pos.has_king(them) && pos.is_attacked(pos.kings[them.index()], pos.turn, pos.occupied())
        {
            return Err(PositionError::OpponentInCheck(them));
        }
        Ok(pos)
    }

    /// The setup this position was built from (with its current state).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            hands: self.hands,
            turn: self.turn,
            move_number: self.move_number,
        }
    }

    /// Canonical SFEN.
    pub fn to_sfen(&self) -> String {
        self.to_setup().to_sfen()
    }

    fn put(&mut self, sq: Square, piece: Piece) {
        self.board[sq.index()] = Some(piece);
        self.by_color[piece.color.index()].set(sq);
        self.by_role[piece.role.index()].set(sq);
    }

    /// Key recomputed from scratch; equal to [`Position::key`] at all times.
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for sq in Square::ALL {
            if let Some(p) = self.board[sq.index()] {
                key ^= zobrist::BOARD[p.color.index()][p.role.index()][sq.index()];
            }
        }
        for c in Color::ALL {
            for (role, n) in self.hands[c.index()].iter() {
                key ^= zobrist::HAND[c.index()][role.index()][n.min(18) as usize];
            }
        }
        if self.turn == Color::Gote {
            key ^= zobrist::GOTE_TO_MOVE;
        }
        key
    }

    /// The Zobrist key of board, hands and side to move (the move number is not part of it).
    pub fn key(&self) -> u64 {
        self.key
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The SFEN move number: 1 for the first move, counting both sides.
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    pub fn hand(&self, color: Color) -> &Hand {
        &self.hands[color.index()]
    }

    /// The square of `color`'s king. Meaningless when it has none (see [`Position::has_king`]).
    pub fn king(&self, color: Color) -> Square {
        self.kings[color.index()]
    }

    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    /// The pieces of `by` attacking `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        // A piece of `by` attacks `sq` exactly where a piece facing the other way would attack from `sq`.
        let f = by.opponent().facing();
        let r = &self.by_role;
        let theirs = self.by_color[by.index()];
        let golds = r[Role::Gold.index()]
            | r[Role::Tokin.index()]
            | r[Role::PromotedLance.index()]
            | r[Role::PromotedKnight.index()]
            | r[Role::PromotedSilver.index()];
        let mut found = (attacks::pawn_attacks(f, sq) & r[Role::Pawn.index()])
            | (attacks::knight_attacks(f, sq) & r[Role::Knight.index()])
            | (attacks::silver_attacks(f, sq) & r[Role::Silver.index()])
            | (attacks::gold_attacks(f, sq) & golds)
            | (attacks::king_attacks(sq)
                & (r[Role::King.index()] | r[Role::Horse.index()] | r[Role::Dragon.index()]));
        // Sliders cost a ray walk each: only walk where a slider of `by` stands on the empty-board line.
        let lances = r[Role::Lance.index()] & theirs;
        if (attacks::lance_ray(f, sq) & lances).any() {
            found |= attacks::lance_attacks(f, sq, occupied) & lances;
        }
        let bishops = (r[Role::Bishop.index()] | r[Role::Horse.index()]) & theirs;
        if (attacks::bishop_pseudo(sq) & bishops).any() {
            found |= attacks::bishop_attacks(sq, occupied) & bishops;
        }
        let rooks = (r[Role::Rook.index()] | r[Role::Dragon.index()]) & theirs;
        if (attacks::rook_pseudo(sq) & rooks).any() {
            found |= attacks::rook_attacks(sq, occupied) & rooks;
        }
        found & theirs
    }

    pub fn is_attacked(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        self.attackers(sq, by, occupied).any()
    }

    /// The pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        if !self.has_king(self.turn) {
            return Bitboard::EMPTY;
        }
        self.attackers(self.king(self.turn), self.turn.opponent(), self.occupied())
    }

    /// 王手 (ōte): whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Pieces of `color` that are pinned to their own king.
    pub fn pinned(&self, color: Color) -> Bitboard {
        if !self.has_king(color) {
            return Bitboard::EMPTY;
        }
        let ksq = self.king(color);
        let them = color.opponent();
        let snipers = ((attacks::rook_pseudo(ksq)
            & (self.pieces(them, Role::Rook) | self.pieces(them, Role::Dragon)))
            | (attacks::bishop_pseudo(ksq)
                & (self.pieces(them, Role::Bishop) | self.pieces(them, Role::Horse)))
            | (attacks::lance_ray(color.facing(), ksq) & self.pieces(them, Role::Lance)))
            & !attacks::king_attacks(ksq);
        let occ = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let b = between(ksq, s) & occ;
            if !b.more_than_one() {
                pinned |= b & self.by_color[color.index()];
            }
        }
        pinned
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// The number of legal moves, without listing them (perft's bulk counting).
    pub fn count_legal_moves(&self) -> usize {
        let mut counter = Counter(0);
        self.generate(&mut counter);
        counter.0
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        self.count_legal_moves() > 0
    }

    fn generate<S: Sink>(&self, sink: &mut S) {
        let us = self.turn;
        let them = us.opponent();
        let facing = us.facing();
        let ksq = self.king(us);
        let occ = self.occupied();
        let ours = self.by_color[us.index()];
        // The attacker of a mate problem may have no king: nothing to check, pin or move then.
        let has_king = self.has_king(us);
        let checkers = if has_king {
            self.attackers(ksq, them, occ)
        } else {
            Bitboard::EMPTY
        };

        // King moves: the square must not be attacked once the king has left its own square.
        if has_king {
            let occ_no_king = occ.without(ksq);
            let mut king_dests = Bitboard::EMPTY;
            for to in attacks::king_attacks(ksq) & !ours {
                if !self.is_attacked(to, them, occ_no_king) {
                    king_dests.set(to);
                }
            }
            sink.moves(ksq, king_dests, false);
        }
        if checkers.more_than_one() {
            return;
        }
        let (move_target, drop_target) = match checkers.single() {
            Some(c) => {
                let b = between(ksq, c);
                (b.with(c), b)
            }
            None => (!ours, !occ),
        };
        let pinned = self.pinned(us);
        let zone = zone(us);
        // Unpinned pawns all step the same way: move them as one bitboard. A pawn never stands on its
        // last rank, so the shift cannot wrap into the next file.
        let pawns = self.pieces(us, Role::Pawn) & !pinned;
        let (pushed, back) = match us {
            Color::Sente => (Bitboard(pawns.0 >> 1), 1),
            Color::Gote => (Bitboard(pawns.0 << 1), -1),
        };
        let pushed = pushed & move_target;
        sink.pawn_pushes(pushed & zone, back, true);
        sink.pawn_pushes(pushed & !last_lines(us, 1), back, false);
        for from in (ours ^ pawns) & !self.by_role[Role::King.index()] {
            let role = self.board[from.index()].map_or(Role::King, |p| p.role);
            let mut dests = attacks::attacks(role, facing, from, occ) & move_target;
            if pinned.any() && pinned.contains(from) {
                dests &= line(ksq, from);
            }
            if dests.is_empty() {
                continue;
            }
            if role.can_promote() {
                let promoting = if zone.contains(from) {
                    dests
                } else {
                    dests & zone
                };
                sink.moves(from, promoting, true);
                sink.moves(from, dests & !last_lines(us, role.dead_lines()), false);
            } else {
                sink.moves(from, dests, false);
            }
        }

        // Drops.
        let hand = &self.hands[us.index()];
        if hand.is_empty() || drop_target.is_empty() {
            return;
        }
        for role in Role::HAND {
            if hand.count(role) == 0 {
                continue;
            }
            let mut targets = drop_target & !last_lines(us, role.dead_lines());
            if role == Role::Pawn {
                // Only a king can be mated by a pawn drop.
                let their_king_present = self.has_king(them);
                for pawn in self.pieces(us, Role::Pawn) {
                    targets &= !Bitboard::file(pawn.file());
                }
                // 打ち歩詰め: only the square in front of the enemy king can be a pawn-drop mate.
                let their_king = self.king(them);
                let in_front = if their_king_present {
                    attacks::pawn_attacks(them.facing(), their_king)
                } else {
                    Bitboard::EMPTY
                };
                if let Some(mate_sq) = (in_front & targets).single() {
                    if self.is_pawn_drop_mate(mate_sq) {
                        targets.clear(mate_sq);
                    }
                }
            }
            sink.drops(role, targets);
        }
    }

    /// Whether dropping a pawn of the side to move on `sq` (in front of the enemy king) mates.
    fn is_pawn_drop_mate(&self, sq: Square) -> bool {
        let us = self.turn;
        let them = us.opponent();
        let their_king = self.king(them);
        let occ = self.occupied().with(sq);
        // The king escapes to (or captures on) a square we do not attack.
        let their_pieces = self.by_color[them.index()];
        let occ_no_king = occ.without(their_king);
        for to in attacks::king_attacks(their_king) & !their_pieces {
            let attacked = if to == sq {
                self.is_attacked(sq, us, occ_no_king)
            } else {
                self.is_attacked(to, us, occ_no_king)
            };
            if !attacked {
                return false;
            }
        }
        // Another piece captures the pawn, unless pinned off the line.
        let mut after = self.clone();
        after.put(sq, Piece::new(us, Role::Pawn));
        let pinned = after.pinned(them);
        let capturers = after.attackers(sq, them, occ).without(their_king);
        for c in capturers {
            if !pinned.contains(c) || line(their_king, c).contains(sq) {
                return false;
            }
        }
        true
    }

    /// Checks one move against every rule; `Ok` exactly when [`Position::legal_moves`] contains it.
    pub fn check_move(&self, m: Move) -> Result<(), IllegalMove> {
        let us = self.turn;
        let facing = us.facing();
        match m {
            Move::Normal { from, to, promote } => {
                let piece = self.board[from.index()].ok_or(IllegalMove::NoPiece(from))?;
                if piece.color != us {
                    return Err(IllegalMove::NotYourPiece(from, piece.color));
                }
                if let Some(t) = self.board[to.index()] {
                    if t.color == us {
                        return Err(IllegalMove::OwnPiece(to));
                    }
                }
                if !attacks::attacks(piece.role, facing, from, self.occupied()).contains(to) {
                    return Err(IllegalMove::CannotReach {
                        role: piece.role.name(),
                        from,
                        to,
                    });
                }
                if promote {
                    if !piece.role.can_promote() {
                        return Err(IllegalMove::CannotPromote(piece.role.name()));
                    }
                    if !facing.in_zone(from) && !facing.in_zone(to) {
                        return Err(IllegalMove::PromotionOutsideZone);
                    }
                } else if facing.distance_to_last_line(to) <= piece.role.dead_lines() {
                    return Err(IllegalMove::MustPromote {
                        role: piece.role.name(),
                        to,
                    });
                }
            }
            Move::Drop { role, to } => {
                if role == Role::King || role.is_promoted() {
                    return Err(IllegalMove::DropKing);
                }
                if self.hands[us.index()].count(role) == 0 {
                    return Err(IllegalMove::NotInHand {
                        color: us,
                        role: role.name(),
                    });
                }
                if self.board[to.index()].is_some() {
                    return Err(IllegalMove::DropOnOccupied(to));
                }
                if facing.distance_to_last_line(to) <= role.dead_lines() {
                    return Err(IllegalMove::DeadDrop {
                        role: role.name(),
                        to,
                    });
                }
                if role == Role::Pawn
                    && (self.pieces(us, Role::Pawn) & Bitboard::file(to.file())).any()
                {
                    return Err(IllegalMove::Nifu {
                        color: us,
                        file: to.file(),
                    });
                }
            }
        }
        // King safety, judged on the position after the move.
        let after = self.after_unchecked(m);
        if after.has_king(us) && after.is_attacked(after.king(us), us.opponent(), after.occupied())
        {
            return Err(IllegalMove::KingInCheck);
        }
        if let Move::Drop {
            role: Role::Pawn,
            to,
        } = m
        {
            if self.has_king(us.opponent())
                && attacks::pawn_attacks(facing, to).contains(self.king(us.opponent()))
                && !after.has_legal_move()
            {
                return Err(IllegalMove::PawnDropMate);
            }
        }
        Ok(())
    }

    pub fn is_legal(&self, m: Move) -> bool {
        self.check_move(m).is_ok()
    }

    /// Plays a move after checking it; on error the position is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.check_move(m)?;
        self.play_unchecked(m);
        Ok(())
    }

    /// A copy of the position after a move that the caller knows to be legal (e.g. from
    /// [`Position::legal_moves`]); the search keeps the parent, so it wants a copy.
    pub fn after_unchecked(&self, m: Move) -> Position {
        let mut p = self.clone();
        p.play_unchecked(m);
        p
    }

    /// Plays a move that the caller knows to be legal, in place, without checking it.
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let ui = us.index();
        match m {
            Move::Normal { from, to, promote } => {
                let Some(piece) = self.board[from.index()] else {
                    return;
                };
                if let Some(captured) = self.board[to.index()] {
                    let ci = captured.color.index();
                    self.by_color[ci].clear(to);
                    self.by_role[captured.role.index()].clear(to);
                    self.key ^= zobrist::BOARD[ci][captured.role.index()][to.index()];
                    let base = captured.role.unpromote();
                    let hi = base.index();
                    let n = self.hands[ui].count(base) as usize;
                    self.key ^= zobrist::HAND[ui][hi][n.min(18)];
                    self.hands[ui].add(base);
                    self.key ^= zobrist::HAND[ui][hi][(n + 1).min(18)];
                }
                let new_role = if promote {
                    piece.role.promote().unwrap_or(piece.role)
                } else {
                    piece.role
                };
                self.board[from.index()] = None;
                self.by_color[ui].clear(from);
                self.by_role[piece.role.index()].clear(from);
                self.key ^= zobrist::BOARD[ui][piece.role.index()][from.index()];
                self.board[to.index()] = Some(Piece::new(us, new_role));
                self.by_color[ui].set(to);
                self.by_role[new_role.index()].set(to);
                self.key ^= zobrist::BOARD[ui][new_role.index()][to.index()];
                if piece.role == Role::King {
                    self.kings[ui] = to;
                }
            }
            Move::Drop { role, to } => {
                let n = self.hands[ui].count(role) as usize;
                if n == 0 {
                    return;
                }
                self.key ^= zobrist::HAND[ui][role.index()][n.min(18)];
                self.hands[ui].take(role);
                self.key ^= zobrist::HAND[ui][role.index()][n - 1];
                self.put(to, Piece::new(us, role));
                self.key ^= zobrist::BOARD[ui][role.index()][to.index()];
            }
        }
        self.turn = us.opponent();
        self.key ^= zobrist::GOTE_TO_MOVE;
        self.move_number += 1;
    }

    /// The key [`Position::key`] would have after a legal move, without playing it: a search
    /// looks every child up in its table before it plays one.
    pub fn key_after(&self, m: Move) -> u64 {
        let ui = self.turn.index();
        let mut key = self.key ^ zobrist::GOTE_TO_MOVE;
        match m {
            Move::Normal { from, to, promote } => {
                let Some(piece) = self.board[from.index()] else {
                    return self.key;
                };
                if let Some(captured) = self.board[to.index()] {
                    key ^=
                        zobrist::BOARD[captured.color.index()][captured.role.index()][to.index()];
                    let hi = captured.role.unpromote().index();
                    let n = self.hands[ui].count(captured.role.unpromote()) as usize;
                    key ^=
                        zobrist::HAND[ui][hi][n.min(18)] ^ zobrist::HAND[ui][hi][(n + 1).min(18)];
                }
                let new_role = if promote {
                    piece.role.promote().unwrap_or(piece.role)
                } else {
                    piece.role
                };
                key ^= zobrist::BOARD[ui][piece.role.index()][from.index()]
                    ^ zobrist::BOARD[ui][new_role.index()][to.index()];
            }
            Move::Drop { role, to } => {
                let n = self.hands[ui].count(role) as usize;
                if n == 0 {
                    return self.key;
                }
                key ^= zobrist::HAND[ui][role.index()][n.min(18)]
                    ^ zobrist::HAND[ui][role.index()][n - 1]
                    ^ zobrist::BOARD[ui][role.index()][to.index()];
            }
        }
        key
    }

    /// The position with the turn passed to the opponent, nothing moved: the "null move" of a
    /// search's pruning. Not a legal shogi move; `None` when the side to move is in check (the
    /// opponent would then be to move with a king en prise).
    pub fn after_pass(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut p = self.clone();
        p.turn = self.turn.opponent();
        p.key ^= zobrist::GOTE_TO_MOVE;
        Some(p)
    }

    /// Whether a legal move gives check.
    pub fn gives_check(&self, m: Move) -> bool {
        self.after_unchecked(m).is_check()
    }

    /// Counts leaf nodes `depth` plies deep, counting the last ply in bulk.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.count_legal_moves() as u64;
        }
        self.legal_moves()
            .iter()
            .map(|&m| self.after_unchecked(m).perft(depth - 1))
            .sum()
    }

    /// Perft that plays every leaf move too (a check of make-move speed). Moves are made and taken
    /// back on one copy per node, so no position is copied per leaf.
    pub fn perft_full(&self, depth: u32) -> u64 {
        let mut scratch = self.clone();
        scratch.perft_full_in_place(depth)
    }

    fn perft_full_in_place(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        let mut total = 0;
        for &m in moves.iter() {
            let undo = self.play_unchecked_with_undo(m);
            total += self.perft_full_in_place(depth - 1);
            self.undo_move(m, undo);
        }
        total
    }

    fn take(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.board[sq.index()].take()?;
        self.by_color[piece.color.index()].clear(sq);
        self.by_role[piece.role.index()].clear(sq);
        Some(piece)
    }

    /// Applies a legal move in place and returns what [`Position::undo_move`] needs to take it back.
    pub fn play_unchecked_with_undo(&mut self, m: Move) -> Undo {
        let undo = Undo {
            captured: match m {
                Move::Normal { to, .. } => self.board[to.index()],
                Move::Drop { .. } => None,
            },
            key: self.key,
        };
        self.play_unchecked(m);
        undo
    }

    /// Takes back `m`, just played with [`Position::play_unchecked_with_undo`].
    pub fn undo_move(&mut self, m: Move, undo: Undo) {
        self.turn = self.turn.opponent();
        self.move_number -= 1;
        let us = self.turn;
        match m {
            Move::Normal { from, to, promote } => {
                let Some(moved) = self.take(to) else { return };
                let role = if promote {
                    moved.role.unpromote()
                } else {
                    moved.role
                };
                self.put(from, Piece::new(us, role));
                if role == Role::King {
                    self.kings[us.index()] = from;
                }
                if let Some(captured) = undo.captured {
                    self.put(to, captured);
                    self.hands[us.index()].take(captured.role.unpromote());
                }
            }
            Move::Drop { role, to } => {
                self.take(to);
                self.hands[us.index()].add(role);
            }
        }
        self.key = undo.key;
    }
}

/// What taking back a move needs: the captured piece and the key before the move.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    captured: Option<Piece>,
    key: u64,
}

const fn lines_table() -> [[Bitboard; 4]; 2] {
    let mut t = [[Bitboard::EMPTY; 4]; 2];
    let mut n = 1;
    while n < 4 {
        let mut b = [0u128; 2];
        let mut k = 1;
        while k <= n {
            b[0] |= Bitboard::rank(k as u8).0;
            b[1] |= Bitboard::rank(10 - k as u8).0;
            k += 1;
        }
        t[0][n] = Bitboard(b[0]);
        t[1][n] = Bitboard(b[1]);
        n += 1;
    }
    t
}

static LAST_LINES: [[Bitboard; 4]; 2] = lines_table();

/// The last `n` (0–3) ranks from `color`'s point of view: where its pawns, lances and knights may not
/// stand, and (n = 3) the promotion zone.
#[inline]
fn last_lines(color: Color, n: u8) -> Bitboard {
    LAST_LINES[color.index()][n as usize & 3]
}

/// 敵陣 (tekijin): the enemy camp, `color`'s promotion zone.
#[inline]
fn zone(color: Color) -> Bitboard {
    last_lines(color, 3)
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_sfen())
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_sfen())
    }
}
