//! The computer at the table: challenging the bot, computer seats in four-player games, and
//! timed-out four-player seats handed to the computer.

use super::*;
use crate::rules::{yonin, Color, Move, Seat};
use crate::table::game::Occupant;
use crate::test_support::Lines;

use crate::test_support::{actor, WithBot};

const T0: Timestamp = Timestamp(1_000_000);

fn run(t: &mut Table, who: &str, line: &str) -> Result<Vec<Reply>, TableError> {
    t.handle_line(&actor(who), line, T0, &WithBot)
}

fn ok(t: &mut Table, who: &str, line: &str) -> String {
    let r = run(t, who, line).unwrap_or_else(|e| panic!("{who}: {line}: {e}"));
    r.iter().map(|r| r.text.en()).collect::<Vec<_>>().join("\n")
}

fn err(t: &mut Table, who: &str, line: &str) -> TableError {
    let before = t.clone();
    let e = run(t, who, line).expect_err(line);
    assert_eq!(*t, before, "a refused command changes nothing: {line}");
    e
}

fn moves(t: &Table) -> Vec<String> {
    t.game_as::<crate::rules::Game>()
        .unwrap()
        .moves()
        .iter()
        .map(|m| m.to_usi())
        .collect()
}

#[test]
fn challenging_the_bot_starts_at_once_and_it_answers_in_the_same_reply() {
    let mut t = Table::default();
    let text = ok(&mut t, "alice", "challenge @shogiban level=1");
    assert_eq!(
        text,
        "Game on: ☗ alice (sente) vs ☖ shogiban (gote), computer level 1, unrated. alice to move."
    );
    assert!(t.challenges.is_empty(), "no challenge waits for an accept");
    let g = t.game_as::<crate::rules::Game>().unwrap();
    assert!(!g.rated);
    assert_eq!(g.seats[Color::Gote], Occupant::Computer { level: 1 });
    let r = run(&mut t, "alice", "7g7f").unwrap();
    assert_eq!(r.len(), 1, "one reply, one board");
    assert!(r[0].board);
    assert!(
        r[0].text
            .en()
            .starts_with("alice played ▲７六歩 (P-7f). shogiban played △"),
        "{}",
        r[0].text
    );
    assert!(r[0].text.en().ends_with("alice to move."), "{}", r[0].text);
    assert_eq!(r[0].mentions, vec![UserId(1)], "the bot is not notified");
    assert_eq!(moves(&t).len(), 2);
    assert_eq!(
        err(&mut t, "bob", "2g2f"),
        TableError::NotAPlayer {
            players: vec![Msg::raw("alice"), Msg::raw("shogiban")]
        }
    );
}

#[test]
fn the_bot_moves_first_when_it_is_sente() {
    let mut t = Table::default();
    let text = ok(&mut t, "alice", "challenge @shogiban side=gote level=2");
    assert!(
        text.contains("☗ shogiban (sente) vs ☖ alice (gote)"),
        "{text}"
    );
    assert!(text.contains("shogiban played ▲"), "{text}");
    assert!(text.ends_with("alice to move."), "{text}");
    assert_eq!(moves(&t).len(), 1);
}

#[test]
fn the_bots_moves_are_deterministic() {
    let play = || {
        let mut t = Table::default();
        ok(&mut t, "alice", "challenge @shogiban level=3");
        for m in ["7g7f", "2g2f"] {
            ok(&mut t, "alice", m);
        }
        moves(&t)
    };
    // Recorded once: the same moves in every run and on every machine (a seeded search, no
    // clock). A change of the engine's play shows here and is recorded on purpose.
    assert_eq!(play(), ["7g7f", "3c3d", "2g2f", "2b3c"]);
}

#[test]
fn rated_games_against_the_bot_are_refused() {
    let mut t = Table::default();
    assert_eq!(
        err(&mut t, "alice", "challenge @bob level=3"),
        TableError::LevelNeedsComputer
    );
    assert_eq!(
        err(&mut t, "alice", "open level=3"),
        TableError::LevelNeedsComputer
    );
    let e = err(&mut t, "alice", "challenge @shogiban rated=yes");
    assert!(e.to_string().contains("never rated"), "{e}");
}

#[test]
fn takeback_against_the_bot_takes_back_both_plies_at_once() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @shogiban level=1");
    assert_eq!(
        err(&mut t, "alice", "takeback"),
        TableError::NothingToTakeBack
    );
    ok(&mut t, "alice", "7g7f");
    ok(&mut t, "alice", "2g2f");
    let first_two = moves(&t)[..2].to_vec();
    let text = ok(&mut t, "alice", "takeback");
    assert!(text.contains("Taken back"), "{text}");
    assert_eq!(moves(&t), first_two);
    // Alice is to move again and may play something else.
    let text = ok(&mut t, "alice", "6i7h");
    assert!(text.contains("alice played"), "{text}");
}

#[test]
fn rematch_against_the_bot_swaps_sides_and_starts_at_once() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @shogiban level=2");
    ok(&mut t, "alice", "7g7f");
    let text = ok(&mut t, "alice", "resign");
    assert!(text.contains("shogiban wins by resignation"), "{text}");
    let text = ok(&mut t, "alice", "rematch");
    assert!(
        text.contains("☗ shogiban (sente) vs ☖ alice (gote)"),
        "{text}"
    );
    let g = t.game_as::<crate::rules::Game>().unwrap();
    assert_eq!(g.seats[Color::Sente], Occupant::Computer { level: 2 });
    assert_eq!(g.moves().len(), 1, "the bot, now sente, has moved");
    assert!(g.end.is_none());
}

/// The first legal move in USI order: a weak but legal human.
fn first_legal(t: &Table) -> String {
    let g = t.game_as::<crate::rules::Game>().unwrap().game();
    let mut all: Vec<String> = g
        .position()
        .legal_moves()
        .iter()
        .map(|m| m.to_usi())
        .collect();
    all.sort();
    all[0].clone()
}

#[test]
fn a_whole_game_against_the_bot_ends_with_a_result() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @shogiban level=1");
    let mut last = String::new();
    for _ in 0..300 {
        if t.game_as::<crate::rules::Game>().unwrap().is_over() {
            break;
        }
        let m = first_legal(&t);
        last = ok(&mut t, "alice", &m);
    }
    let g = t.game_as::<crate::rules::Game>().unwrap();
    let r = g.end.clone().expect("the game ended");
    assert_eq!(
        r.winner(),
        Some(Color::Gote),
        "the bot beats a first-legal-move player"
    );
    assert!(last.contains("shogiban wins"), "{last}");
    assert!(matches!(
        err(&mut t, "alice", "7g7f"),
        TableError::GameOver { .. }
    ));
}

// --- Four-player computer seats ----------------------------------------------------------------

#[test]
fn add_computer_takes_the_first_free_seat_or_the_one_named() {
    let mut t = Table::default();
    assert_eq!(err(&mut t, "alice", "add-computer"), TableError::NoLobby);
    ok(&mut t, "alice", "yonin");
    assert_eq!(err(&mut t, "bob", "add-computer"), TableError::NotSeated);
    let text = ok(&mut t, "alice", "add-computer level=2");
    assert!(
        text.contains("The computer (level 2) sits at west"),
        "{text}"
    );
    let e = err(&mut t, "alice", "add-computer west");
    assert_eq!(
        e,
        TableError::SeatTaken {
            seat: Seat::West,
            by: msg!("computer-seat-name")
                .with("bot", "shogiban")
                .with("seat", crate::i18n::words::seat(Seat::West))
                .with("level", 2)
        }
    );
    ok(&mut t, "alice", "add-computer east");
    ok(&mut t, "bob", "join");
    let lobby = t.lobby().unwrap();
    let levels: Vec<Option<u8>> = lobby
        .seats
        .values()
        .iter()
        .map(|o| o.as_ref().and_then(Occupant::computer_level))
        .collect();
    assert_eq!(levels, [None, Some(2), None, Some(3)]);
    assert_eq!(lobby.seat_of(UserId(2)), Some(Seat::North));
    assert_eq!(err(&mut t, "alice", "add-computer"), TableError::LobbyFull);
    assert!(matches!(
        err(&mut t, "alice", "add-computer level=9"),
        TableError::Command(_)
    ));
    // When the last person leaves, a lobby of computers closes.
    ok(&mut t, "bob", "leave");
    let text = ok(&mut t, "alice", "leave");
    assert!(text.contains("the lobby is closed"), "{text}");
    assert!(t.lobby().is_none());
}

fn to_move(t: &Table) -> Option<Seat> {
    t.game_as::<crate::rules::yonin::Game>()
        .unwrap()
        .game()
        .to_move()
}

#[test]
fn computer_seats_play_until_a_person_is_to_move_and_the_game_ends_with_places() {
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin first=west");
    for _ in 0..3 {
        ok(&mut t, "alice", "add-computer level=1");
    }
    // West moves first: the computers play before alice gets the turn, in the start reply.
    let text = ok(&mut t, "alice", "start");
    assert!(
        text.contains("shogiban (west, level 1) moves first. shogiban (west, level 1) played"),
        "{text}"
    );
    assert!(text.ends_with("alice (south) to move."), "{text}");
    assert_eq!(
        t.game_as::<crate::rules::yonin::Game>()
            .unwrap()
            .moves()
            .len(),
        3
    );
    let mut actions = 0;
    while !t.game_as::<crate::rules::yonin::Game>().unwrap().is_over() && actions < 400 {
        assert_eq!(to_move(&t), Some(Seat::South), "a person is to move");
        let engine = t.game_as::<crate::rules::yonin::Game>().unwrap().game();
        let mut all: Vec<String> = engine.legal_moves().iter().map(|m| m.to_usi()).collect();
        all.sort();
        ok(&mut t, "alice", &all[0]);
        actions += 1;
    }
    let end = t
        .game_as::<crate::rules::yonin::Game>()
        .unwrap()
        .end
        .clone()
        .expect("game over");
    assert!(end.places.expect("places").values().contains(&1));
}

#[test]
fn a_timed_out_four_player_seat_is_handed_to_the_computer() {
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin time=1h");
    for who in ["bob", "carol", "dave"] {
        ok(&mut t, who, "join");
    }
    ok(&mut t, "alice", "start");
    assert!(t
        .tick(Timestamp(T0.0 + 2699), &Settings::default())
        .replies
        .is_empty());
    let r = t.tick(Timestamp(T0.0 + 2700), &Settings::default()).replies;
    assert_eq!(r[0].text.en(), "alice (south): your move, 15m left.");
    assert_eq!(r[0].mentions, vec![UserId(1)]);
    assert!(
        t.tick(Timestamp(T0.0 + 3599), &Settings::default())
            .replies
            .is_empty(),
        "one reminder a turn"
    );
    let r = t.tick(Timestamp(T0.0 + 3600), &Settings::default()).replies;
    assert_eq!(r.len(), 1);
    assert!(
        r[0].text.en()
            .starts_with("alice (south) ran out of time. The computer (level 3) plays alice's seat (south) from now on."),
        "{}",
        r[0].text
    );
    assert!(
        r[0].text.en().contains("alice (computer) (south) played"),
        "{}",
        r[0].text
    );
    assert!(
        r[0].text.en().ends_with("bob (west) to move."),
        "{}",
        r[0].text
    );
    let g = t.game_as::<crate::rules::yonin::Game>().unwrap();
    assert!(matches!(
        &g.seats[Seat::South],
        Occupant::TakenOver { person, level: 3 } if person.name == "alice"
    ));
    assert_eq!(g.moves().len(), 1);
    assert_eq!(
        g.clock.turn_started,
        Timestamp(T0.0 + 3600),
        "bob's clock starts now"
    );
    // Nothing more until bob's own time runs out.
    assert!(t
        .tick(Timestamp(T0.0 + 3601), &Settings::default())
        .replies
        .is_empty());
    // Alice no longer plays south; bob plays on.
    let later = Timestamp(T0.0 + 3700);
    let before = t.clone();
    assert!(matches!(
        t.handle_line(&actor("alice"), "9g9f", later, &WithBot),
        Err(TableError::NotAPlayer { .. })
    ));
    assert_eq!(t, before);
    t.handle_line(&actor("bob"), "7e6e", later, &WithBot)
        .unwrap();
    // When bob and carol also time out, the computer answers for every seat it holds in one go.
    let r = t
        .tick(Timestamp(later.0 + 3600), &Settings::default())
        .replies;
    assert!(
        r[0].text.en().starts_with("carol (north) ran out of time"),
        "{}",
        r[0].text
    );
    assert!(
        r[0].text.en().ends_with("dave (east) to move."),
        "{}",
        r[0].text
    );
}

/// An external engine stand-in: answers with `answer(game)` and counts the calls.
struct Scripted {
    answer: fn(&crate::rules::Game) -> Result<Move, crate::engine::PoolError>,
    calls: std::sync::atomic::AtomicUsize,
}

impl Scripted {
    fn new(answer: fn(&crate::rules::Game) -> Result<Move, crate::engine::PoolError>) -> Scripted {
        Scripted {
            answer,
            calls: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    fn calls(&self) -> usize {
        self.calls.load(std::sync::atomic::Ordering::SeqCst)
    }
}

impl EnginePool for Scripted {
    fn best_move(&self, game: &crate::rules::Game) -> Result<Move, crate::engine::PoolError> {
        self.calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        (self.answer)(game)
    }

    fn name(&self) -> String {
        "scripted".to_owned()
    }
}

fn run_strong(
    t: &mut Table,
    who: &str,
    line: &str,
    strong: &dyn EnginePool,
) -> Result<Vec<Reply>, TableError> {
    let settings = Settings::default();
    let ctx = Context {
        dir: &WithBot,
        settings: &settings,
        strong: Some(strong),
        puzzle: None,
        review_nodes: crate::table::REVIEW_NODES,
    };
    t.handle_line_in(&actor(who), line, T0, &ctx)
}

/// The edge pawn: a move the built-in player would not choose, so it shows the engine played.
fn edge_pawn(game: &crate::rules::Game) -> Result<Move, crate::engine::PoolError> {
    let m = match game.position().turn() {
        Color::Sente => "9g9f",
        Color::Gote => "9c9d",
    };
    Ok(Move::parse_usi(m).unwrap())
}

#[test]
fn the_external_engine_plays_the_strongest_level_for_both_colours() {
    let engine = Scripted::new(edge_pawn);
    let mut t = Table::default();
    run_strong(
        &mut t,
        "alice",
        "challenge @shogiban side=sente level=5",
        &engine,
    )
    .unwrap();
    let r = run_strong(&mut t, "alice", "7g7f", &engine).unwrap();
    assert_eq!(moves(&t), ["7g7f", "9c9d"]);
    assert!(
        r[0].text.en().contains("shogiban played △９四歩"),
        "{}",
        r[0].text
    );
    assert_eq!(engine.calls(), 1);
    // A rematch swaps sides: the engine moves first, at once.
    run_strong(&mut t, "alice", "resign", &engine).unwrap();
    run_strong(&mut t, "alice", "rematch", &engine).unwrap();
    assert_eq!(moves(&t), ["9g9f"]);
    assert_eq!(engine.calls(), 2);
}

#[test]
fn lower_levels_never_ask_the_external_engine() {
    let engine = Scripted::new(edge_pawn);
    let mut with = Table::default();
    let mut without = Table::default();
    for line in ["challenge @shogiban side=sente level=4", "7g7f"] {
        run_strong(&mut with, "alice", line, &engine).unwrap();
        ok(&mut without, "alice", line);
    }
    assert_eq!(engine.calls(), 0);
    assert_eq!(moves(&with), moves(&without));
}

#[test]
fn a_failing_or_illegal_external_engine_falls_back_to_the_built_in_level_5() {
    let busy = Scripted::new(|_| Err(crate::engine::PoolError::Busy(std::time::Duration::ZERO)));
    // Sente's first move, wherever it is asked: illegal for gote.
    let illegal = Scripted::new(|_| Ok(Move::parse_usi("7g7f").unwrap()));
    let mut built_in = Table::default();
    for line in ["challenge @shogiban side=sente level=5", "2g2f"] {
        ok(&mut built_in, "alice", line);
    }
    for engine in [&busy, &illegal] {
        let mut t = Table::default();
        for line in ["challenge @shogiban side=sente level=5", "2g2f"] {
            run_strong(&mut t, "alice", line, engine).unwrap();
        }
        assert_eq!(engine.calls(), 1);
        assert_eq!(moves(&t), moves(&built_in), "the built-in level 5 moved");
    }
}

/// Nothing translated is stored: a seat handed to the computer keeps its person, and is marked
/// as the computer's in the language of whoever reads it.
#[test]
fn a_seat_handed_to_the_computer_is_marked_in_the_reader_s_language() {
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin time=1h");
    for who in ["bob", "carol", "dave"] {
        ok(&mut t, who, "join");
    }
    ok(&mut t, "alice", "start");
    let ja = Settings {
        language: crate::i18n::Lang::Ja,
        ..Settings::default()
    };
    t.tick(Timestamp(T0.0 + 2700), &ja);
    let r = t.tick(Timestamp(T0.0 + 3600), &ja).replies;
    let game = t.game_as::<yonin::Game>().expect("the game goes on");
    let south = &game.seats[Seat::South];
    assert_eq!(
        south.plain_name(),
        "alice",
        "the stored name is the person's"
    );
    let shown = crate::table::text::occupant_name(south, Seat::South);
    assert_eq!(
        shown.to_string_in(crate::i18n::Lang::Ja),
        "alice（コンピューター）"
    );
    assert_eq!(shown.en(), "alice (computer)");
    let text = r[0].text.to_string_in(crate::i18n::Lang::Ja);
    assert!(text.contains("alice（コンピューター）"), "{text}");
    assert!(
        !r[0].text.en().contains("コンピューター"),
        "{}",
        r[0].text.en()
    );
}

#[test]
fn a_computer_seat_is_named_in_the_reader_s_language() {
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin");
    ok(&mut t, "alice", "add-computer west level=2");
    let lobby = t.lobby().unwrap();
    let west = lobby.seats[Seat::West].as_ref().unwrap();
    assert_eq!(west, &Occupant::Computer { level: 2 });
    let name =
        crate::table::text::occupant_name(west, Seat::West).to_string_in(crate::i18n::Lang::Hi);
    assert!(
        name.starts_with("shogiban (") && name.contains("स्तर 2"),
        "{name}"
    );
    assert!(!name.contains("level"), "{name}");
}
