//! The mate solver (詰将棋) against problems with published solutions, and its properties: a proved
//! line is legal, every attacking move checks, it ends in mate, and no mate is claimed where a
//! defender escapes (checked against a brute-force search on positions from random play).

use shogiban::engine::rng::Rng;
use shogiban::engine::tsume::{MateLength, Solver, SolverConfig, Verdict};
use shogiban::notation::Record;
use shogiban::rules::{Move, Position};

fn problems() -> Vec<(String, Position, Vec<Move>)> {
    include_str!("data/tsume/classic.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('|').map(str::trim).collect();
            let pos = Position::from_sfen_tsume(f[1]).expect("a valid problem");
            let line = f[2]
                .split_whitespace()
                .map(|m| Move::parse_usi(m).expect("a USI move"))
                .collect();
            (f[0].to_owned(), pos, line)
        })
        .collect()
}

/// Panics unless `line` is legal from `pos`, the attacker checks with every move, and it ends in
/// checkmate.
fn assert_mating_line(pos: &Position, line: &[Move], what: &str) {
    let mut p = pos.clone();
    for (i, &m) in line.iter().enumerate() {
        assert!(
            p.is_legal(m),
            "{what}: move {} ({m}) is illegal in {p}",
            i + 1
        );
        p.play_unchecked(m);
        if i % 2 == 0 {
            assert!(
                p.is_check(),
                "{what}: attacking move {} ({m}) does not check",
                i + 1
            );
        }
    }
    assert!(
        p.is_check() && !p.has_legal_move(),
        "{what}: the line does not end in mate"
    );
}

#[test]
fn classic_problems_are_solved_with_their_published_length_and_first_move() {
    for (name, pos, published) in problems() {
        assert_mating_line(&pos, &published, &format!("{name} (published)"));
        let solution = Solver::new(SolverConfig::default()).solve(&pos);
        let Verdict::Mate(line) = &solution.verdict else {
            panic!("{name}: {:?}", solution.verdict);
        };
        assert_mating_line(&pos, line, &name);
        assert_eq!(line.len(), published.len(), "{name}: {line:?}");
        assert_eq!(line[0], published[0], "{name}: the key move");
    }
}

#[test]
fn a_kif_board_diagram_without_sente_king_is_read_as_a_problem() {
    // As Kifu for Windows writes a problem: no sente king, gote's hand 残り全部 or left out.
    let kif = "\
# ---- Kifu for Windows V7 ----
後手の持駒：残り全部
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・v銀v玉v銀 ・ ・ ・|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ と ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ 馬 ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ ・ ・ ・ ・ ・|九
+---------------------------+
先手の持駒：銀
手数----指手---------消費時間--
";
    let (_, record) = Record::read(kif.as_bytes()).expect("a tsume KIF is readable");
    let pos = record.start;
    assert!(!pos.has_king(shogiban::rules::Color::Sente));
    // 残り駒全部玉方: gote holds the rest — two rooks, a bishop, four golds, a silver …
    assert_eq!(
        pos.to_sfen(),
        "3sks3/9/4+P4/9/7+B1/9/9/9/9 b S2rb4gs4n4l17p 1"
    );
    let line = Solver::new(SolverConfig::default()).solve(&pos);
    assert_eq!(line.line().map(|l| l.len()), Some(3));
}

#[test]
fn a_normal_game_still_needs_both_kings() {
    assert!(Position::from_sfen("3sks3/9/4+P4/9/7+B1/9/9/9/9 b S 1").is_err());
    // And a problem needs the defender's king.
    assert!(Position::from_sfen_tsume("9/9/9/9/9/9/9/9/4K4 b G 1").is_err());
}

/// Brute force: whether the side to move (the attacker) mates within `plies` by checks alone.
fn brute_mates(pos: &Position, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    pos.legal_moves().iter().any(|&m| {
        let after = pos.after_unchecked(m);
        after.is_check() && brute_defended_fails(&after, plies - 1)
    })
}

fn brute_defended_fails(pos: &Position, plies: u32) -> bool {
    let replies = pos.legal_moves();
    if replies.is_empty() {
        return true;
    }
    plies > 0
        && replies
            .iter()
            .all(|&r| brute_mates(&pos.after_unchecked(r), plies - 1))
}

/// The solver against brute force on the positions of random games (`seeds`, a position every
/// `step` plies from ply 30): the same shortest mate length up to 3 plies, or no mate in both, and
/// every mating line legal. Returns (positions checked, mates found).
fn agree_with_brute_force(seeds: std::ops::Range<u64>, step: usize) -> (usize, usize) {
    let mut checked = 0;
    let mut mates = 0;
    for seed in seeds {
        let mut rng = Rng::new(seed);
        let mut pos = Position::startpos();
        for ply in 0..160 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply >= 30 && ply % step == 0 {
                let mut solver = Solver::new(SolverConfig {
                    max_length: 3,
                    nodes: Some(2_000_000),
                    tt_megabytes: 4,
                });
                // The length limits alone (the first, unlimited search of `mate_length` can spend
                // its whole budget on a random position), then the shortest mate as a solve finds it.
                let attacker = pos.turn();
                let found = if solver.mates_within(&pos, attacker, 1).expect("budget") {
                    MateLength::Mate(1)
                } else if solver.mates_within(&pos, attacker, 3).expect("budget") {
                    MateLength::Mate(3)
                } else {
                    MateLength::NoMate
                };
                let brute = if brute_mates(&pos, 1) {
                    Some(1)
                } else if brute_mates(&pos, 3) {
                    Some(3)
                } else {
                    None
                };
                let ours = match found {
                    MateLength::Mate(n) => Some(n as u32),
                    MateLength::NoMate | MateLength::Longer => None,
                };
                assert_eq!(ours, brute, "seed {seed} ply {ply}: {pos}");
                if let Some(n) = ours {
                    mates += 1;
                    let s = Solver::new(SolverConfig {
                        tt_megabytes: 4,
                        ..SolverConfig::default()
                    })
                    .solve(&pos);
                    let line = s.line().expect("a mate");
                    assert_eq!(line.len() as u32, n);
                    assert_mating_line(&pos, line, &format!("seed {seed} ply {ply}"));
                }
                checked += 1;
            }
            pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    (checked, mates)
}

#[test]
fn the_solver_agrees_with_brute_force_on_short_mates_from_random_play() {
    // Two hundred games, every ply from the 30th: about 25,700 positions and 590 mates, 1.6 s in
    // the test profile (the 24 games every second ply it used to check, and the 20 every fourth
    // ply it kept for `--ignored`, are both inside this sample).
    let (checked, mates) = agree_with_brute_force(0..200, 1);
    assert!(
        checked > 20_000 && mates > 400,
        "{checked} positions, {mates} mates"
    );
}

fn shogiban(args: &[&str], stdin: &str) -> (i32, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("it ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn mate_command_prints_the_line_or_says_no_mate_or_unknown() {
    let (code, out, _) = shogiban(
        &["mate", "--position", "3sks3/9/4+P4/9/7+B1/9/9/9/9 b S 1"],
        "",
    );
    assert_eq!((code, out.as_str()), (0, "2e5b 4a5b S*4b\n"));
    let (code, out, _) = shogiban(&["mate", "--position", "4k4/9/9/9/9/9/9/9/9 b G 1"], "");
    assert_eq!((code, out.as_str()), (1, "no mate\n"));
    let (code, out, _) = shogiban(
        &[
            "mate",
            "--nodes",
            "5",
            "--position",
            "9/9/3pp4/+r2k1p3/2L1+p4/2+R6/B8/B8/9 b 4g4s4n3l14p 1",
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (3, "unknown\n"));
    let (code, out, err) = shogiban(&["mate", "--position", "9/9/9 b - 1"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("ranks"), "{err}");
}

#[test]
fn mate_command_reads_a_record_from_standard_input() {
    let kif = "後手の持駒：残り全部\n\
| ・ ・ ・v銀v玉v銀 ・ ・ ・|一\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n\
| ・ ・ ・ ・ と ・ ・ ・ ・|三\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n\
| ・ 馬 ・ ・ ・ ・ ・ ・ ・|五\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n\
先手の持駒：銀\n";
    let (code, out, err) = shogiban(&["mate", "-"], kif);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("8e5b "), "{out}");
}

fn record_file(name: &str) -> String {
    format!("{}/tests/data/records/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn mate_command_solves_a_tsume_kif_from_its_diagram_and_checks_the_recorded_solution() {
    // Kifu for Windows KIF (Shift-JIS): the classic problem and its solution, ending in 詰み.
    let (code, out, err) = shogiban(&["mate", &record_file("tsume-3-classic.kif")], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "2e5b 4a5b S*4b\nthe recorded solution matches: mate in 3, the shortest\n"
    );
    // --final: the position after the solution, as for a game record: the defender is mated and
    // the side to move has nothing to mate with.
    let (code, out, err) = shogiban(
        &["mate", "--final", &record_file("tsume-3-classic.kif")],
        "",
    );
    assert_eq!((code, out.as_str()), (1, "no mate\n"), "{err}");
}

#[test]
fn mate_command_checks_a_tsume_ki2() {
    let (code, out, err) = shogiban(&["mate", &record_file("tsume-5-shogi-l.ki2")], "");
    assert_eq!(code, 0, "{err}");
    // The published solution escapes with the king to 2c at move 4; the solver's to 1c, as long.
    assert_eq!(
        out,
        "1a1b 2c1b 2b1a+ 1b1c 1a2b\n\
         the recorded solution is another mate in 5, as short as the solver's: the shortest\n"
    );
}

#[test]
fn mate_command_says_a_recorded_solution_is_longer_than_the_shortest() {
    // A mate in 1 (頭金, G*5b) recorded as a mate in 3.
    let (code, out, err) = shogiban(&["mate", &record_file("tsume-1-solved-in-3.kif")], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "G*5b\nthe recorded solution is a mate in 3, longer than the shortest (mate in 1)\n"
    );
}

#[test]
fn mate_command_says_a_recorded_solution_is_not_a_mate() {
    // The classic problem, its solution cut short but still ending in 詰み.
    let kif = "後手の持駒：残り全部\n\
| ・ ・ ・v銀v玉v銀 ・ ・ ・|一\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n\
| ・ ・ ・ ・ と ・ ・ ・ ・|三\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n\
| ・ ・ ・ ・ ・ ・ ・ 馬 ・|五\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n\
先手の持駒：銀\n\
手数----指手---------消費時間--\n\
   1 ５二馬(25)\n\
   2 同　銀(41)\n\
   3 詰み\n\
まで2手で詰み\n";
    let (code, out, err) = shogiban(&["mate", "-"], kif);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "2e5b 4a5b S*4b\nthe recorded solution is not a mate: its 2 moves do not end in checkmate\n"
    );
}
