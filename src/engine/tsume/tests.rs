use super::*;

fn solve(sfen: &str) -> Solution {
    let pos = Position::from_sfen_tsume(sfen).expect("a valid problem");
    Solver::new(SolverConfig::default()).solve(&pos)
}

fn usi(line: &[Move]) -> Vec<String> {
    line.iter().map(|m| m.to_usi()).collect()
}

#[test]
fn head_gold_is_mate_in_one() {
    let s = solve("4k4/9/4P4/9/9/9/9/9/9 b G 1");
    assert_eq!(usi(s.line().expect("mate")), ["G*5b"]);
}

#[test]
fn no_mate_when_the_checks_run_out() {
    // A lone gold in hand against a king in the open: one check, and the king walks away.
    let s = solve("4k4/9/9/9/9/9/9/9/9 b G 1");
    assert_eq!(s.verdict, Verdict::NoMate);
}

#[test]
fn uchifuzume_is_not_a_mate() {
    // 打ち歩詰め: P*1b would mate the cornered king (its knight blocks 2a, the gold guards 1b and 2b),
    // but a pawn drop may not give mate; the gold's own check just loses the gold.
    let sfen = "7nk/9/7G1/9/9/9/9/9/9 b P 1";
    let pos = Position::from_sfen_tsume(sfen).expect("valid");
    assert!(!pos.is_legal(Move::parse_usi("P*1b").expect("usi")));
    assert_eq!(solve(sfen).verdict, Verdict::NoMate);
}

#[test]
fn an_exhausted_budget_is_unknown_not_no_mate() {
    let pos = Position::from_sfen_tsume("9/9/3pp4/+r2k1p3/2L1+p4/2+R6/B8/B8/9 b 4g4s4n3l14p 1")
        .expect("valid");
    let s = Solver::new(SolverConfig {
        nodes: Some(5),
        ..SolverConfig::default()
    })
    .solve(&pos);
    assert_eq!(s.verdict, Verdict::Unknown);
}
