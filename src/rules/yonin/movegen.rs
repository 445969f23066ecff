//! Legal move generation (by bitboards, with pins and check evasion) and the single-move legality
//! test (by playing the move on a copy), for the player to move or any live seat.

use super::board::*;
use super::IllegalMove;
use crate::rules::attacks;
use crate::rules::{Bitboard, Move, Role, Seat, Square};

/// The settings that change which actions are legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rules {
    pub teams: bool,
    pub partner_capture: bool,
}

/// Receives the legal moves in bulk. Returning `false` stops the generation.
pub(crate) trait Visitor {
    /// Moves of the piece on `from`: to `plain` without promotion, to `both` with and without it,
    /// to `forced` only promoting.
    fn normal(&mut self, from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) -> bool;
    /// Drops of `role` on the squares `to`.
    fn drops(&mut self, role: Role, to: Bitboard) -> bool;
}

/// Counts the moves.
pub(crate) struct Counter(pub u64);

impl Visitor for Counter {
    #[inline]
    fn normal(&mut self, _: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) -> bool {
        self.0 += (plain.count() + 2 * both.count() + forced.count()) as u64;
        true
    }
    #[inline]
    fn drops(&mut self, _: Role, to: Bitboard) -> bool {
        self.0 += to.count() as u64;
        true
    }
}

/// Stops at the first move.
pub(crate) struct Any(pub bool);

impl Visitor for Any {
    #[inline]
    fn normal(&mut self, _: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) -> bool {
        self.0 = (plain | both | forced).any();
        !self.0
    }
    #[inline]
    fn drops(&mut self, _: Role, to: Bitboard) -> bool {
        self.0 = to.any();
        !self.0
    }
}

/// Collects the moves.
pub(crate) struct Lister<'a>(pub &'a mut Vec<Move>);

impl Visitor for Lister<'_> {
    fn normal(&mut self, from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) -> bool {
        for to in plain {
            self.0.push(Move::Normal {
                from,
                to,
                promote: false,
            });
        }
        for to in both {
            self.0.push(Move::Normal {
                from,
                to,
                promote: false,
            });
            self.0.push(Move::Normal {
                from,
                to,
                promote: true,
            });
        }
        for to in forced {
            self.0.push(Move::Normal {
                from,
                to,
                promote: true,
            });
        }
        true
    }
    fn drops(&mut self, role: Role, to: Bitboard) -> bool {
        for to in to {
            self.0.push(Move::Drop { role, to });
        }
        true
    }
}

/// Team variant: keeps only the moves that do not put a partner, who was not in check, in check.
struct PartnerFilter<'a, V: Visitor> {
    board: &'a Board,
    us: Seat,
    partner: Seat,
    inner: &'a mut V,
}

impl<V: Visitor> PartnerFilter<'_, V> {
    fn ok(&self, mv: Move) -> bool {
        let mut b = self.board.clone();
        apply(&mut b, self.us, mv);
        !b.king_attacked(self.partner)
    }
}

impl<V: Visitor> Visitor for PartnerFilter<'_, V> {
    fn normal(&mut self, from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) -> bool {
        let (mut p, mut b, mut f) = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
        for to in plain {
            if self.ok(Move::Normal {
                from,
                to,
                promote: false,
            }) {
                p.set(to);
            }
        }
        for to in forced {
            if self.ok(Move::Normal {
                from,
                to,
                promote: true,
            }) {
                f.set(to);
            }
        }
        for to in both {
            let u = self.ok(Move::Normal {
                from,
                to,
                promote: false,
            });
            let pr = self.ok(Move::Normal {
                from,
                to,
                promote: true,
            });
            match (u, pr) {
                (true, true) => b.set(to),
                (true, false) => p.set(to),
                (false, true) => f.set(to),
                (false, false) => {}
            }
        }
        if (p | b | f).is_empty() {
            return true;
        }
        self.inner.normal(from, p, b, f)
    }
    fn drops(&mut self, role: Role, to: Bitboard) -> bool {
        let mut t = Bitboard::EMPTY;
        for sq in to {
            if self.ok(Move::Drop { role, to: sq }) {
                t.set(sq);
            }
        }
        if t.is_empty() {
            return true;
        }
        self.inner.drops(role, t)
    }
}

/// Plays a move on a board without any test (the caller knows it is legal or at least well formed:
/// the mover controls the piece, the target is not a king).
pub(crate) fn apply(b: &mut Board, us: Seat, mv: Move) {
    match mv {
        Move::Normal { from, to, promote } => {
            let c = b.remove(from);
            if b.sq[to.index()] != 0 {
                let cap = b.remove(to);
                b.hand_add(us, kind_role(kind_of(cap)).unpromote());
            }
            let nc = match (promote, promoted_kind(kind_of(c))) {
                (true, Some(pk)) => (c & !15) | (pk + 1),
                _ => c,
            };
            b.put(to, nc);
        }
        Move::Drop { role, to } => {
            b.hand_take(us, role);
            if let Some(k) = role_kind(role) {
                b.put(to, code(k, us, us));
            }
        }
    }
}

/// Whether the seat's king is live (not overturned).
#[inline]
pub(crate) fn is_live(b: &Board, seat: Seat) -> bool {
    kind_of_sq(b, b.king[seat.index()]) == Some(KING)
}

#[inline]
fn kind_of_sq(b: &Board, s: Square) -> Option<u8> {
    match b.sq[s.index()] {
        0 => None,
        c => Some(kind_of(c)),
    }
}

/// Generates the legal actions of `us` (a live seat) on `b`, every rule but the perpetual-check rule.
/// Returns `false` when the visitor stopped it.
pub(crate) fn generate<V: Visitor>(b: &Board, us: Seat, rules: Rules, v: &mut V) -> bool {
    if rules.teams {
        let p = us.opposite();
        if is_live(b, p) && !b.king_attacked(p) {
            let mut f = PartnerFilter {
                board: b,
                us,
                partner: p,
                inner: v,
            };
            return gen_inner(b, us, rules, &mut f);
        }
    }
    gen_inner(b, us, rules, v)
}

/// Whether `us` has any legal action.
pub(crate) fn has_any(b: &Board, us: Seat, rules: Rules) -> bool {
    let mut a = Any(false);
    generate(b, us, rules, &mut a);
    a.0
}

/// The number of legal actions of `us`.
pub(crate) fn count(b: &Board, us: Seat, rules: Rules) -> u64 {
    let mut c = Counter(0);
    generate(b, us, rules, &mut c);
    c.0
}

#[inline]
fn promotions(c: u8, from: Square, t: Bitboard) -> (Bitboard, Bitboard, Bitboard) {
    let kind = kind_of(c);
    let d = dir_of(c).index();
    match kind {
        PAWN => {
            let forced = t & LAST[d];
            let zone = if ZONE[d].contains(from) {
                t
            } else {
                t & ZONE[d]
            };
            let both = zone & !forced;
            (t & !both & !forced, both, forced)
        }
        SILVER | ROOK => {
            let both = if ZONE[d].contains(from) {
                t
            } else {
                t & ZONE[d]
            };
            (t & !both, both, Bitboard::EMPTY)
        }
        _ => (t, Bitboard::EMPTY, Bitboard::EMPTY),
    }
}

fn gen_inner<V: Visitor>(b: &Board, us: Seat, rules: Rules, v: &mut V) -> bool {
    let ui = us.index();
    let mine = b.ctrl[ui];
    let k = b.king[ui];
    let occ = b.occ;
    let enemies = b.live_pieces() & !mine;
    let mut targets = !mine & !b.cls[C_DEAD] & !b.cls[C_KING];
    if rules.teams && !rules.partner_capture {
        targets &= !b.ctrl[us.opposite().index()];
    }
    let checkers = b.attackers_to(k, occ) & enemies;

    // King moves: the destination must not be attacked once the king has left its square.
    let occ_nok = occ.without(k);
    let mut kt = Bitboard::EMPTY;
    for to in attacks::king_attacks(k) & targets {
        if !b.attacked_by(to, occ_nok, enemies) {
            kt.set(to);
        }
    }
    if kt.any() && !v.normal(k, kt, Bitboard::EMPTY, Bitboard::EMPTY) {
        return false;
    }
    if checkers.more_than_one() {
        return true;
    }
    let (mask, drop_mask) = match checkers.single() {
        Some(c) => {
            let bt = attacks::between(k, c);
            (bt.with(c), bt)
        }
        None => (Bitboard::FULL, Bitboard::FULL),
    };

    // Pieces pinned to the king by a rook or dragon of any other player.
    let mut pinned = Bitboard::EMPTY;
    let mut pins = [(k, Bitboard::EMPTY); 4];
    let mut npins = 0;
    for s in b.cls[C_ROOK] & enemies & attacks::rook_pseudo(k) {
        let bt = attacks::between(k, s);
        if let Some(p) = (bt & occ).single() {
            if mine.contains(p) && npins < 4 {
                pinned.set(p);
                pins[npins] = (p, bt.with(s));
                npins += 1;
            }
        }
    }

    for from in mine.without(k) {
        let c = b.sq[from.index()];
        let mut t = Board::piece_attacks(c, from, occ) & targets & mask;
        if pinned.contains(from) {
            for &(p, line) in &pins[..npins] {
                if p == from {
                    t &= line;
                }
            }
        }
        if t.is_empty() {
            continue;
        }
        let (plain, both, forced) = promotions(c, from, t);
        if !v.normal(from, plain, both, forced) {
            return false;
        }
    }

    // Drops.
    let hand = b.hands[ui];
    if hand.is_empty() {
        return true;
    }
    let empty = !occ & drop_mask;
    if empty.is_empty() {
        return true;
    }
    for role in [Role::Rook, Role::Gold, Role::Silver] {
        if hand.count(role) > 0 && !v.drops(role, empty) {
            return false;
        }
    }
    if hand.count(Role::Pawn) > 0 {
        let mut ok = empty & !LAST[ui];
        for p in b.cls[C_PAWN] & mine & b.dir[ui] {
            ok &= !pawn_line(us, p);
        }
        for dk in b.cls[C_DEAD] {
            ok &= !attacks::pawn_attacks(us.opposite(), dk);
        }
        for y in Seat::ALL {
            if y == us || (rules.teams && y == us.opposite()) || !is_live(b, y) {
                continue;
            }
            for q in attacks::pawn_attacks(us.opposite(), b.king[y.index()]) & ok {
                if pawn_drop_mates(b, us, q, y, rules) {
                    ok.clear(q);
                }
            }
        }
        if ok.any() && !v.drops(Role::Pawn, ok) {
            return false;
        }
    }
    true
}

/// Whether a pawn dropped by `us` on `q` (checking `y`) leaves `y`, taken as the player to move,
/// without a legal action.
fn pawn_drop_mates(b: &Board, us: Seat, q: Square, y: Seat, rules: Rules) -> bool {
    let mut b2 = b.clone();
    apply(
        &mut b2,
        us,
        Move::Drop {
            role: Role::Pawn,
            to: q,
        },
    );
    !has_any(&b2, y, rules)
}

/// Tests one action of `us` by playing it on a copy; the reason when it is illegal. Every rule but
/// the perpetual-check rule (which needs the game's history).
pub(crate) fn check_move(b: &Board, us: Seat, rules: Rules, mv: Move) -> Result<(), IllegalMove> {
    let partner = us.opposite();
    match mv {
        Move::Normal { from, to, promote } => {
            let c = b.sq[from.index()];
            if c == 0 {
                return Err(IllegalMove::NoPiece(from));
            }
            let kind = kind_of(c);
            if kind == DEAD {
                return Err(IllegalMove::OverturnedKingMoves(from));
            }
            if ctrl_of(c) != us {
                return Err(IllegalMove::NotYourPiece {
                    square: from,
                    controller: ctrl_of(c),
                });
            }
            if !Board::piece_attacks(c, from, b.occ).contains(to) {
                return Err(IllegalMove::CannotReach {
                    role: kind_role(kind),
                    from,
                    to,
                });
            }
            let dest = b.sq[to.index()];
            if dest != 0 {
                match kind_of(dest) {
                    DEAD => return Err(IllegalMove::CapturesOverturnedKing(to)),
                    KING => return Err(IllegalMove::KingsNeverCaptured),
                    _ => {}
                }
                if ctrl_of(dest) == us {
                    return Err(IllegalMove::OwnPiece(to));
                }
                if rules.teams && !rules.partner_capture && ctrl_of(dest) == partner {
                    return Err(IllegalMove::PartnerCapture);
                }
            }
            let d = dir_of(c);
            if promote {
                if promoted_kind(kind).is_none() {
                    return Err(IllegalMove::CannotPromote(kind_role(kind)));
                }
                if !d.in_zone(from) && !d.in_zone(to) {
                    return Err(IllegalMove::OutsideZone(kind_role(kind)));
                }
            } else if kind == PAWN && d.distance_to_last_line(to) == 1 {
                return Err(IllegalMove::MustPromote);
            }
        }
        Move::Drop { role, to } => {
            if !HAND_ROLES.contains(&role) || b.hands[us.index()].count(role) == 0 {
                return Err(IllegalMove::NotInHand(us, role));
            }
            if b.sq[to.index()] != 0 {
                return Err(IllegalMove::Occupied(to));
            }
            if role == Role::Pawn {
                if us.distance_to_last_line(to) == 1 {
                    return Err(IllegalMove::PawnOnLastLine);
                }
                let line = pawn_line(us, to);
                if (b.cls[C_PAWN] & b.ctrl[us.index()] & b.dir[us.index()] & line).any() {
                    return Err(IllegalMove::TwoPawns {
                        seat: us,
                        square: to,
                    });
                }
                if let Some(front) = attacks::pawn_attacks(us, to).first() {
                    if kind_of_sq(b, front) == Some(DEAD) {
                        return Err(IllegalMove::PawnFacesOverturnedKing);
                    }
                }
            }
        }
    }
    let mut b2 = b.clone();
    apply(&mut b2, us, mv);
    if b2.king_attacked(us) {
        return Err(IllegalMove::LeavesKingInCheck);
    }
    if rules.teams && is_live(b, partner) && !b.king_attacked(partner) && b2.king_attacked(partner)
    {
        return Err(IllegalMove::ChecksPartner);
    }
    if let Move::Drop {
        role: Role::Pawn,
        to,
    } = mv
    {
        if let Some(front) = attacks::pawn_attacks(us, to).first() {
            let c = b.sq[front.index()];
            if c != 0 && kind_of(c) == KING {
                let y = ctrl_of(c);
                if y != us && !(rules.teams && y == partner) && !has_any(&b2, y, rules) {
                    return Err(IllegalMove::PawnDropMate);
                }
            }
        }
    }
    Ok(())
}
