//! The four-player record format (issue #4): the documented text, exact round trips of random
//! games, errors naming the line, and the reader taking any four-player notation.

use proptest::prelude::*;
use shogiban::notation::yonin::YoninRecord;
use shogiban::rules::yonin::{End, Position, Settings};
use shogiban::rules::{Move, Seat};

fn mv(s: &str) -> Move {
    Move::parse_usi(s).unwrap()
}

fn short() -> YoninRecord {
    let mut r = YoninRecord::new(Settings::default());
    r.set_player(Seat::South, "  Alice ");
    r.set_player(Seat::West, "Bob\nthe builder");
    r.set_player(Seat::North, "北の人");
    for m in ["5g5f", "7e6e", "5c5d", "3e4e"] {
        r.push(mv(m)).unwrap();
    }
    r
}

const SHORT: &str = "# yonin record 1
South: Alice
West: Bob the builder
North: 北の人
East:
Settings: first-mover=south credit=checker continue-from=eliminated end=second-elimination teams=off partner-capture=allowed
Start: startpos
1. S:5g5f
2. W:7e6e
3. N:5c5d
4. E:3e4e
Result: *
";

#[test]
fn writes_the_documented_format() {
    assert_eq!(short().to_text(), SHORT);
}

#[test]
fn reads_back_exactly_and_takes_any_four_player_notation() {
    let r = YoninRecord::read(SHORT).unwrap();
    assert_eq!(r.to_text(), SHORT);
    assert_eq!(r.player(Seat::North), "北の人");
    assert_eq!(r.player(Seat::East), "");
    let typed = SHORT
        .replace("1. S:5g5f", "1. 南５六歩")
        .replace("2. W:7e6e", "2.  P-6e")
        .replace("3. N:5c5d", "\n3. 北 54歩");
    assert_eq!(YoninRecord::read(&typed).unwrap().to_text(), SHORT);
    assert!(YoninRecord::detect(SHORT));
    assert!(!YoninRecord::detect("手合割：平手\n▲７六歩\n"));
}

/// The double mate of yonin.md §11 (S drops a rook on 5a between W on 9a and E on 1a): the
/// eliminations with their credit, the end and the places are written, and checked when read.
const DOUBLE_MATE: &str = "# yonin record 1
South: Alice
West:
North:
East:
Settings: first-mover=south credit=checker continue-from=eliminated end=second-elimination teams=off partner-capture=allowed
Start: Kw7Ke/9/1+Rs5+Rs1/9/5Kn3/9/9/9/4Ks4 s R/-/-/- 0 - ---- -
1. S:R*5a
Eliminated: west by south at 1
Eliminated: east by south at 1
Result: two-eliminations
Places: south 1, west 4, north 2, east 3
";

#[test]
fn eliminations_result_and_places_are_written_and_checked() {
    let pos =
        Position::from_text("Kw7Ke/9/1+Rs5+Rs1/9/5Kn3/9/9/9/4Ks4 s R/-/-/- 0 - ---- -").unwrap();
    let mut r = YoninRecord::from_position(pos, Settings::default()).unwrap();
    r.set_player(Seat::South, "Alice");
    r.push(mv("R*5a")).unwrap();
    assert_eq!(r.to_text(), DOUBLE_MATE);
    assert_eq!(
        YoninRecord::read(DOUBLE_MATE).unwrap().to_text(),
        DOUBLE_MATE
    );
    // Each line the rules contradict is named.
    let cases = [
        (
            "Eliminated: west by south at 1\n",
            9,
            "the rules give `Eliminated: west by south at 1`",
        ),
        (
            "Eliminated: east by south at 1",
            10,
            "Eliminated: east by south at 1",
        ),
        ("Result: two-eliminations", 11, "two-eliminations"),
        ("west 4, north 2", 12, "Places: south 1, west 4"),
    ];
    // Both elimination lines left out: the action's line is named.
    let e = YoninRecord::read(&DOUBLE_MATE.replace(
        "Eliminated: west by south at 1\nEliminated: east by south at 1\n",
        "",
    ))
    .unwrap_err();
    assert_eq!(e.line, Some(8), "{e}");
    assert!(
        e.to_string()
            .contains("eliminates west (credited to south)"),
        "{e}"
    );
    for (cut, line, says) in cases {
        let changed = match line {
            9 => DOUBLE_MATE.replace(cut, ""),
            10 => DOUBLE_MATE.replace(cut, "Eliminated: east by north at 1"),
            11 => DOUBLE_MATE.replace(cut, "Result: repetition"),
            _ => DOUBLE_MATE.replace(cut, "west 2, north 4"),
        };
        let e = YoninRecord::read(&changed).unwrap_err();
        assert_eq!(e.line, Some(line), "{e}");
        assert!(e.to_string().contains(says), "{e}");
    }
}

fn line_of(text: &str) -> Option<usize> {
    YoninRecord::read(text).unwrap_err().line
}

#[test]
fn a_bad_line_is_an_error_naming_its_number() {
    assert_eq!(
        line_of(&SHORT.replace("# yonin record 1", "# yonin record 2")),
        Some(1)
    );
    assert_eq!(line_of(&SHORT.replace("West: Bob", "Wes: Bob")), Some(3));
    assert_eq!(line_of(&SHORT.replace("teams=off", "teams=maybe")), Some(6));
    assert_eq!(
        line_of(&SHORT.replace("Start: startpos", "Start: 9/9 s")),
        Some(7)
    );
    assert_eq!(line_of(&SHORT.replace("2. W:7e6e", "3. W:7e6e")), Some(9));
    let e = YoninRecord::read(&SHORT.replace("2. W:7e6e", "2. W:7e5e")).unwrap_err();
    assert_eq!(e.line, Some(9));
    assert!(e.to_string().contains("action 2 (W:7e5e)"), "{e}");
    // The marker must be the player to move.
    assert_eq!(line_of(&SHORT.replace("3. N:5c5d", "3. E:5c5d")), Some(10));
    assert_eq!(
        line_of(&SHORT.replace("Result: *", "Result: repetition")),
        Some(12)
    );
    assert_eq!(
        line_of(&SHORT.replace("Result: *", "Eliminated: east by south at 4\nResult: *")),
        Some(12)
    );
    assert_eq!(line_of(&format!("{SHORT}5. S:6i5h\n")), Some(13));
    let e = YoninRecord::read(&SHORT.replace("Result: *\n", "")).unwrap_err();
    assert_eq!(e.line, None);
    assert!(e.to_string().contains("Result:"), "{e}");
}

#[test]
fn aborted_games_keep_their_word() {
    let text = SHORT.replace("Result: *", "Result: aborted");
    let r = YoninRecord::read(&text).unwrap();
    assert!(r.is_aborted());
    assert_eq!(r.to_text(), text);
}

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

/// A random game, preferring captures and checks so that eliminations and ends happen.
fn random_record(seed: u64, settings: Settings) -> YoninRecord {
    let mut rng = Rng(seed | 1);
    let mut r = YoninRecord::new(settings);
    for seat in Seat::ALL {
        r.set_player(seat, &format!("{} {}", seat.name(), rng.below(100)));
    }
    for _ in 0..600 {
        let g = r.game();
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mut best = moves[rng.below(moves.len())];
        let mut score = 0;
        for _ in 0..6 {
            let m = moves[rng.below(moves.len())];
            let mut after = g.clone();
            after.play(m).unwrap();
            let s = usize::from(g.position().piece_at(m.to()).is_some()) * 2
                + after.in_check().len() * 3
                + after.eliminations().len() * 10
                + rng.below(2);
            if s > score {
                score = s;
                best = m;
            }
        }
        r.push(best).unwrap();
    }
    r
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn random_games_round_trip_exactly(seed in any::<u64>(), survivor in any::<bool>()) {
        let settings = Settings {
            first_mover: Seat::ALL[(seed % 4) as usize],
            end: if survivor { End::LastSurvivor } else { End::SecondElimination },
            ..Settings::default()
        };
        let r = random_record(seed, settings);
        let text = r.to_text();
        let back = YoninRecord::read(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.to_text(), text.clone());
        prop_assert_eq!(back.moves(), r.moves());
        prop_assert_eq!(back.game().outcome(), r.game().outcome());
    }

    #[test]
    fn arbitrary_text_never_panics(text in "(# yonin record 1\n)?\\PC{0,200}") {
        let _ = YoninRecord::read(&text);
    }
}

#[test]
fn random_games_reach_eliminations() {
    // The round trip above is only worth something if the random games eliminate players.
    let with = (0..8)
        .filter(|&s| {
            !random_record(s * 7919 + 3, Settings::default())
                .game()
                .eliminations()
                .is_empty()
        })
        .count();
    assert!(
        with >= 2,
        "only {with} of 8 random games had an elimination"
    );
}
