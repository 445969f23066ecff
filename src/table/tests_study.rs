//! Puzzles and reviews through the table: answers judged at once, the defender's replies played,
//! another mate accepted as the last move, ratings and streaks, and a review within a node budget.

use super::puzzle::{PuzzleAsk, PuzzleDesk, PuzzleStats, StoredPuzzle};
use super::*;
use crate::engine::puzzle::{verify_mate, PuzzleConfig, PuzzleSource};
use crate::rules::Position;
use crate::rules::{Color, Move};
use crate::table::command::Mention;
use crate::test_support::Lines;
use crate::test_support::Names;

fn actor(name: &str) -> Actor {
    let p = Names
        .resolve(&Mention::Name(name.to_owned()))
        .expect("known");
    Actor {
        id: p.id,
        name: p.name,
        moderator: false,
    }
}

const T0: Timestamp = Timestamp(1_000_000);

/// A mate in 3 found in random play: R*7b, K-6a, then 6c6b (the bishop) — or another mate.
const MATE_IN_THREE: &str =
    "lnk4sb/3p4l/p2+B2p1n/s6pp/P1pK1pP1P/RP2PP2L/N1P1S2P1/L1S5g/3G1g1N1 b R2Pgp 123";

fn mate_in_three() -> StoredPuzzle {
    let pos = Position::from_sfen(MATE_IN_THREE).expect("valid");
    let p = verify_mate(
        &pos,
        PuzzleSource::Game { ply: 0 },
        &PuzzleConfig {
            min_length: 1,
            ..PuzzleConfig::default()
        },
    )
    .expect("a puzzle with a unique first move");
    assert_eq!(p.solution.len(), 3);
    StoredPuzzle::new("test-3".into(), &p)
}

fn run(
    t: &mut Table,
    who: &str,
    line: &str,
    desk: Option<&PuzzleDesk>,
) -> Result<Vec<Reply>, TableError> {
    run_handled(t, who, line, desk).map(|h| h.replies)
}

/// [`run`] with the events the command told of.
fn run_handled(
    t: &mut Table,
    who: &str,
    line: &str,
    desk: Option<&PuzzleDesk>,
) -> Result<Handled, TableError> {
    let ctx = Context {
        puzzle: desk,
        ..Context::new(&Names)
    };
    let command = command::parse_command(line)?
        .into_table()
        .expect("a table command");
    t.handle(&actor(who), command, T0, &ctx)
}

fn desk(offer: Option<StoredPuzzle>, stats: PuzzleStats) -> PuzzleDesk {
    PuzzleDesk { offer, stats }
}

fn stats_of(handled: &Handled) -> PuzzleStats {
    handled
        .events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::PuzzleStanding { stats, .. } => Some(*stats),
            Event::GameEnded { .. } => None,
        })
        .expect("the new standing is told as an event")
}

#[test]
fn a_puzzle_is_solved_move_by_move_with_the_defenders_reply_played() {
    let p = mate_in_three();
    let mut t = Table::default();
    let d = desk(Some(p.clone()), PuzzleStats::default());
    let r = run(&mut t, "alice", "puzzle", Some(&d)).expect("a puzzle");
    assert!(r[0].text.en().contains("mate in 3"), "{}", r[0].text.en());
    let Some(Picture::Two { view, .. }) = &r[0].picture else {
        panic!("the puzzle comes with its board")
    };
    assert_eq!(view.move_number, 0);
    assert_eq!(t.puzzles.len(), 1);

    // The first move: right, and the defender's answer is played on the board.
    let first = p.solution[0].to_usi();
    let h = run_handled(&mut t, "alice", &first, Some(&d)).expect("judged");
    let r = &h.replies;
    assert!(r[0].text.en().contains("is right"), "{}", r[0].text.en());
    let Some(Picture::Two { view, .. }) = &r[0].picture else {
        panic!("the board after the reply")
    };
    assert_eq!(view.move_number, 2, "the player's move and the reply");
    assert_eq!(view.last_move, Some(p.solution[1]));
    assert_eq!(t.puzzles[0].played, 2);
    assert!(h.events.is_empty(), "nothing is rated midway");

    // The last move: another mate than the solution's, accepted.
    let pos = Position::from_sfen(&p.sfen).expect("valid");
    let before_last = pos
        .after_unchecked(p.solution[0])
        .after_unchecked(p.solution[1]);
    let other = before_last
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let after = before_last.after_unchecked(m);
            m != p.solution[2] && after.is_check() && !after.has_legal_move()
        })
        .expect("a second mate at the end");
    let h = run_handled(&mut t, "alice", &other.to_usi(), Some(&d)).expect("judged");
    assert!(
        h.replies[0].text.en().contains("solved"),
        "{:?}",
        h.replies[0]
    );
    let s = stats_of(&h);
    assert_eq!((s.solved, s.failed, s.streak, s.best_streak), (1, 0, 1, 1));
    assert!(
        s.rating.rating > 1500.0,
        "a win raises the rating: {:?}",
        s.rating
    );
    assert!(t.puzzles.is_empty(), "the attempt is over");
}

#[test]
fn a_wrong_move_ends_the_attempt_shows_the_solution_and_breaks_the_streak() {
    let p = mate_in_three();
    let mut t = Table::default();
    let before = PuzzleStats {
        streak: 4,
        best_streak: 4,
        solved: 4,
        ..PuzzleStats::default()
    };
    let d = desk(Some(p.clone()), before);
    run(&mut t, "alice", "puzzle", Some(&d)).expect("a puzzle");
    // A legal move that is not the answer.
    let pos = Position::from_sfen(&p.sfen).expect("valid");
    let other = pos
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| m != p.solution[0])
        .expect("another move");
    let h = run_handled(&mut t, "alice", &other.to_usi(), Some(&d)).expect("judged");
    assert!(
        h.replies[0].text.en().contains("not it"),
        "{:?}",
        h.replies[0]
    );
    let s = stats_of(&h);
    assert_eq!((s.solved, s.failed, s.streak, s.best_streak), (4, 1, 0, 4));
    assert!(s.rating.rating < 1500.0);
    assert!(t.puzzles.is_empty());
    // The attempt is over: a move now is no puzzle answer (and there is no game here).
    let before = t.clone();
    assert_eq!(
        run(&mut t, "alice", &p.solution[0].to_usi(), Some(&d)),
        Err(TableError::NoGame)
    );
    assert_eq!(t, before);
}

#[test]
fn an_illegal_move_is_refused_without_ending_the_attempt() {
    let p = mate_in_three();
    let mut t = Table::default();
    let d = desk(Some(p), PuzzleStats::default());
    run(&mut t, "alice", "puzzle", Some(&d)).expect("a puzzle");
    let before = t.clone();
    let e = run(&mut t, "alice", "9i9h", Some(&d)).expect_err("no piece there");
    assert!(matches!(e, TableError::BadMove { .. }), "{e:?}");
    assert_eq!(t, before);
    assert_eq!(t.puzzles.len(), 1);
}

#[test]
fn each_person_has_their_own_attempt_and_players_moves_go_to_their_game() {
    let p = mate_in_three();
    let mut t = Table::default();
    let d = desk(Some(p.clone()), PuzzleStats::default());
    run(&mut t, "carol", "puzzle", Some(&d)).expect("a puzzle");
    run(&mut t, "alice", "challenge @bob", None).expect("challenge");
    run(&mut t, "bob", "accept", None).expect("accept");
    run(&mut t, "alice", "puzzle", Some(&d)).expect("a puzzle for alice too");
    assert_eq!(t.puzzles.len(), 2);
    // Alice plays in the game, so her move is a game move, not a puzzle answer.
    let r = run(&mut t, "alice", "7g7f", Some(&d)).expect("a game move");
    assert!(r[0].picture.is_some());
    assert_eq!(
        t.game_as::<crate::rules::Game>()
            .expect("game")
            .moves()
            .len(),
        1
    );
    // Carol is not playing: her move is her puzzle's.
    let r = run(&mut t, "carol", &p.solution[0].to_usi(), Some(&d)).expect("judged");
    assert!(r[0].text.en().contains("is right"), "{}", r[0].text.en());
}

#[test]
fn asking_for_another_puzzle_or_giving_up_counts_the_open_one_as_failed() {
    let p = mate_in_three();
    let mut t = Table::default();
    let d = desk(Some(p.clone()), PuzzleStats::default());
    assert_eq!(
        run(&mut t, "alice", "puzzle stop", Some(&d)),
        Err(TableError::NoPuzzleInProgress)
    );
    run(&mut t, "alice", "puzzle", Some(&d)).expect("a puzzle");
    let h = run_handled(&mut t, "alice", "puzzle stop", Some(&d)).expect("given up");
    assert!(
        h.replies[0].text.en().contains("gave up"),
        "{:?}",
        h.replies[0]
    );
    assert_eq!(stats_of(&h).failed, 1);
    assert!(t.puzzles.is_empty());
    // Without a puzzle to give, `puzzle` is refused and changes nothing.
    let none = desk(None, PuzzleStats::default());
    let before = t.clone();
    assert_eq!(
        run(&mut t, "alice", "puzzle", Some(&none)),
        Err(TableError::NoPuzzle)
    );
    assert_eq!(t, before);
    assert_eq!(
        run(&mut t, "alice", "puzzle", None),
        Err(TableError::NoPuzzle)
    );
    let _ = PuzzleAsk::Daily;
}

#[test]
fn a_review_within_a_node_budget_draws_the_graph_and_links_to_lishogi() {
    let mut t = Table::default();
    let ctx = Context {
        review_nodes: 40_000,
        ..Context::new(&Names)
    };
    let a = actor("alice");
    let b = actor("bob");
    let play = |t: &mut Table, who: &Actor, line: &str| {
        t.handle_line_in(who, line, T0, &ctx)
            .unwrap_or_else(|e| panic!("{line}: {e}"))
    };
    play(&mut t, &a, "challenge @bob");
    play(&mut t, &b, "accept");
    // A short game: the bishops are traded, sente drops one on 4e, and bob resigns.
    for (who, m) in [
        (&a, "7g7f"),
        (&b, "3c3d"),
        (&a, "8h2b+"),
        (&b, "3a2b"),
        (&a, "B*4e"),
        (&b, "8c8d"),
    ] {
        play(&mut t, who, m);
    }
    let e = t
        .handle_line_in(&a, "review", T0, &ctx)
        .expect_err("in play");
    assert_eq!(e, TableError::ReviewInPlay);
    play(&mut t, &b, "resign");
    let r = t.handle_line_in(&a, "review", T0, &ctx).expect("a review");
    assert!(
        r[0].text.en().contains("https://lishogi.org/analysis/"),
        "{}",
        r[0].text.en()
    );
    let Some(Picture::Review(view, _)) = &r[0].picture else {
        panic!("the review comes with its graph")
    };
    assert_eq!(view.values.len(), 7, "one value per position");
    assert_eq!(view.names, ["alice".to_owned(), "bob".to_owned()]);
    assert!(view.values.iter().all(|v| v.abs() <= view.cap));
    let png = Picture::Review(view.clone(), Default::default()).to_png(crate::i18n::Lang::En);
    assert!(png.starts_with(b"\x89PNG"));
    // The same game and budget give the same review.
    let again = t.handle_line_in(&a, "review", T0, &ctx).expect("a review");
    assert_eq!(again[0].text.en(), r[0].text.en());
}

#[test]
fn a_review_needs_a_two_player_game() {
    let mut t = Table::default();
    assert_eq!(
        run(&mut t, "alice", "review", None),
        Err(TableError::NoReviewGame)
    );
}

#[test]
fn board_and_hint_during_a_puzzle_show_the_puzzle_and_say_what_is_asked() {
    let p = mate_in_three();
    let mut t = Table::default();
    let d = desk(Some(p.clone()), PuzzleStats::default());
    run(&mut t, "alice", "puzzle", Some(&d)).expect("a puzzle");

    // Once "there is no game at this table".
    let r = run(&mut t, "alice", "board", Some(&d)).expect("the puzzle's board");
    let Some(Picture::Two { view, header, .. }) = &r[0].picture else {
        panic!("the board of the puzzle")
    };
    let header = header.as_ref().expect("the header says what is asked");
    assert_eq!(header.en(), "Mate in 3 plies, sente to play");
    assert_eq!(r[0].text.en(), header.en());
    for lang in crate::i18n::Lang::ALL {
        let text = header.to_string_in(lang);
        assert!(text.contains('3'), "{lang}: {text}");
    }
    assert_eq!(
        view.names[Color::Gote.index()],
        "",
        "nobody plays the defender"
    );
    assert_eq!(view.names[Color::Sente.index()], "alice");
    let png = r[0].picture.as_ref().unwrap().to_png(crate::i18n::Lang::Hi);
    assert!(png.starts_with(b"\x89PNG"));

    // The hint for the first move's piece, on the puzzle's position.
    let first = p.solution[0];
    let input = match first {
        Move::Drop { role, .. } => role.letter().to_string(),
        Move::Normal { from, .. } => from.to_usi(),
    };
    let r = run(&mut t, "alice", &format!("hint {input}"), Some(&d)).expect("a hint");
    let Some(Picture::Two { view, .. }) = &r[0].picture else {
        panic!("the hint is drawn on the puzzle's board")
    };
    let hint = view.hint.as_ref().expect("marked destinations");
    assert!(hint.targets.contains(first.to()), "{:?}", hint.targets);
    assert!(
        r[0].text.en().contains(&first.to().to_usi()),
        "{}",
        r[0].text.en()
    );
    assert_eq!(t.puzzles[0].played, 0, "a hint plays nothing");

    // After two plies the header counts what is left.
    run(&mut t, "alice", &first.to_usi(), Some(&d)).expect("right");
    let r = run(&mut t, "alice", "board", Some(&d)).expect("the board");
    assert_eq!(r[0].text.en(), "Mate in 1, sente to play");
}
