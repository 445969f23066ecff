//! Property tests over random four-player playouts, biased toward captures, drops and checks so
//! that eliminations happen: no panics, generation agrees with the single-move legality test, the
//! position text round-trips, pieces are conserved, kings are never captured, and the player to
//! move is live and chosen by check priority.

use proptest::prelude::*;
use shogiban::rules::yonin::{ContinueFrom, Credit, End, Game, Position, Settings};
use shogiban::rules::{Move, Role, Seat, Square};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn live(pos: &Position, s: Seat) -> bool {
    !pos.eliminations().iter().any(|e| e.seat == s)
}

fn pieces(pos: &Position) -> u32 {
    let board = Square::ALL
        .iter()
        .filter(|&&s| pos.piece_at(s).is_some())
        .count() as u32;
    board + Seat::ALL.iter().map(|&s| pos.hand(s).total()).sum::<u32>()
}

/// Every action a player could write: each of its pieces to each square, with and without
/// promotion, and every drop.
fn candidates(pos: &Position, us: Seat) -> Vec<Move> {
    let mut v = Vec::new();
    for from in Square::ALL {
        if pos
            .piece_at(from)
            .is_some_and(|p| p.controller == us && !p.overturned)
        {
            for to in Square::ALL {
                if to != from {
                    v.push(Move::Normal {
                        from,
                        to,
                        promote: false,
                    });
                    v.push(Move::Normal {
                        from,
                        to,
                        promote: true,
                    });
                }
            }
        }
    }
    for role in [
        Role::Pawn,
        Role::Silver,
        Role::Gold,
        Role::Rook,
        Role::Bishop,
    ] {
        for to in Square::ALL {
            v.push(Move::Drop { role, to });
        }
    }
    v
}

fn choose(game: &Game, moves: &[Move], rng: &mut Rng) -> Move {
    if rng.below(4) == 0 {
        return moves[rng.below(moves.len())];
    }
    let pos = game.position();
    let mut best = (0, moves[0]);
    for _ in 0..8.min(moves.len()) {
        let m = moves[rng.below(moves.len())];
        let mut score = rng.below(3);
        if pos.piece_at(m.to()).is_some() {
            score += 6;
        }
        if m.is_drop() {
            score += 3;
        }
        let mut g = game.clone();
        let before = g.in_check().len();
        g.play(m).unwrap();
        if g.in_check().len() > before || g.eliminations().len() > game.eliminations().len() {
            score += 8;
        }
        if score > best.0 {
            best = (score, m);
        }
    }
    best.1
}

fn playout(seed: u64, settings: Settings, plies: usize) -> Result<Game, TestCaseError> {
    let mut rng = Rng(seed | 1);
    let mut game = Game::new(settings);
    for ply in 0..plies {
        let pos = game.position().clone();
        // Text round trip.
        let text = pos.to_text();
        let back =
            Position::from_text(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(&back.to_text(), &text);
        prop_assert!(back == pos);
        // Conservation: 36 pieces, overturned kings included.
        prop_assert_eq!(pieces(&pos), 36, "{}", text);
        let Some(us) = game.to_move() else {
            prop_assert!(game.legal_moves().is_empty());
            break;
        };
        prop_assert!(live(&pos, us));
        let moves = game.legal_moves();
        prop_assert!(
            !moves.is_empty(),
            "no legal action for the player to move: {}",
            text
        );
        prop_assert_eq!(game.count_legal(), moves.len() as u64);
        for &m in &moves {
            prop_assert!(game.is_legal(m), "{} generated but refused in {}", m, text);
            if let Some(p) = pos.piece_at(m.to()) {
                prop_assert!(p.role != Role::King, "{} captures a king in {}", m, text);
            }
        }
        if ply % 16 == 0 {
            let mut gen: Vec<String> = moves.iter().map(|m| m.to_usi()).collect();
            gen.sort();
            let mut ok: Vec<String> = candidates(&pos, us)
                .into_iter()
                .filter(|&m| game.is_legal(m))
                .map(|m| m.to_usi())
                .collect();
            ok.sort();
            prop_assert_eq!(gen, ok, "{}", text);
        }
        let m = choose(&game, &moves, &mut rng);
        let elims_before = game.eliminations().len();
        game.play(m)
            .map_err(|e| TestCaseError::fail(format!("{m}: {e}")))?;
        let after = game.position();
        for s in Seat::ALL {
            if live(after, s) {
                let k = Square::ALL
                    .iter()
                    .filter_map(|&q| after.piece_at(q))
                    .filter(|p| p.role == Role::King && p.controller == s && !p.overturned)
                    .count();
                prop_assert_eq!(k, 1, "{} lost its king", s.name());
            }
        }
        if let Some(next) = game.to_move() {
            prop_assert!(live(after, next));
            if game.eliminations().len() == elims_before {
                // Check priority from the mover.
                prop_assert!(
                    !game.in_check().contains(&us),
                    "{} left in check",
                    us.name()
                );
                let mut expected = None;
                let mut s = us;
                for _ in 0..3 {
                    s = s.next();
                    if game.in_check().contains(&s) {
                        expected = Some(s);
                        break;
                    }
                }
                if expected.is_none() {
                    let mut s = us;
                    for _ in 0..3 {
                        s = s.next();
                        if live(after, s) {
                            expected = Some(s);
                            break;
                        }
                    }
                }
                prop_assert_eq!(Some(next), expected);
            }
        }
    }
    Ok(game)
}

#[test]
fn biased_playouts_reach_eliminations_and_ends() {
    let mut elims = 0;
    let mut ended = 0;
    for seed in 1..=12u64 {
        let g = playout(seed * 0x9e37_79b9, settings_from(seed as u8), 400).unwrap();
        elims += g.eliminations().len();
        ended += g.is_over() as usize;
    }
    eprintln!("eliminations {elims}, ended {ended}");
    assert!(
        elims >= 12 && ended >= 4,
        "eliminations {elims}, ended {ended}"
    );
}

fn settings_from(i: u8) -> Settings {
    let mut s = Settings::default();
    match i % 6 {
        1 => s.credit = Credit::LastMover,
        2 => s.continue_from = ContinueFrom::Mover,
        3 => s.end = End::LastSurvivor,
        4 => s.teams = true,
        5 => {
            s.teams = true;
            s.partner_capture = false;
        }
        _ => {}
    }
    s.first_mover = Seat::ALL[(i / 6 % 4) as usize];
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn random_playouts_keep_every_invariant(seed in any::<u64>(), which in 0u8..24) {
        playout(seed, settings_from(which), 400)?;

    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn position_text_never_panics_on_garbage(text in "[-+/ 0-9:,KPSGRXswne]{0,120}") {
        if let Ok(p) = Position::from_text(&text) {
            let t = p.to_text();
            prop_assert_eq!(Position::from_text(&t).unwrap().to_text(), t);
            let _ = Game::from_position(p, Settings::default());
        }
    }

    #[test]
    fn any_move_text_is_refused_or_played_without_panic(moves in proptest::collection::vec("[1-9][a-i][1-9][a-i]\\+?|[PSGRBKLN]\\*[1-9][a-i]|.{0,5}", 0..12)) {
        let mut g = Game::new(Settings::default());
        for m in moves {
            if let Ok(mv) = Move::parse_usi(&m) {
                let before = g.position().to_text();
                if g.play(mv).is_err() {
                    prop_assert_eq!(g.position().to_text(), before);
                }
            }
        }
    }
}
