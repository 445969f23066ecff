//! The table's state machine: one thing at a time by type, the end of a game told as an event, and
//! records of the older schemas read into it.

use super::*;
use crate::rules::{Color, Game, Move, Seat};
use crate::table::command::TableCommand;
use crate::table::game::Occupant;
use crate::test_support::{actor, Names};

const T0: Timestamp = Timestamp(1_000_000);

fn handled(t: &mut Table, who: &str, line: &str) -> Handled {
    let command = command::parse_command(line)
        .expect("a command")
        .into_table()
        .expect("a table command");
    t.handle(&actor(who), command, T0, &Context::new(&Names))
        .unwrap_or_else(|e| panic!("{who}: {line}: {e}"))
}

fn four_player_table() -> Table {
    let mut t = Table::default();
    for (who, line) in [
        ("alice", "yonin"),
        ("bob", "join"),
        ("carol", "join"),
        ("dave", "join"),
        ("alice", "start"),
    ] {
        handled(&mut t, who, line);
    }
    t
}

const FOUR: [&str; 4] = ["alice", "bob", "carol", "dave"];

#[test]
fn a_game_that_ends_is_told_once_as_an_event_and_kept_as_the_last_game() {
    let mut t = Table::default();
    assert_eq!(t.session, Session::Idle);
    handled(&mut t, "alice", "challenge @bob");
    let h = handled(&mut t, "bob", "accept");
    assert!(h.events.is_empty(), "a game starting is no ledger event");
    assert!(matches!(t.session, Session::Playing(AnyGame::Two(_))));
    let h = handled(&mut t, "alice", "resign");
    let [Event::GameEnded { game, archive, .. }] = h.events.as_slice() else {
        panic!("one GameEnded event: {:?}", h.events)
    };
    assert_eq!(*archive, 0, "the table's first archived game");
    assert!(game.as_dyn().is_over());
    assert_eq!(t.session, Session::Idle, "nothing in play any more");
    assert_eq!(
        t.last.as_ref(),
        Some(game),
        "the ended game stays for board and rematch"
    );
    assert_eq!(t.archived, Some(1));
    // The next command tells of no ending again.
    let h = handled(&mut t, "bob", "board");
    assert!(h.events.is_empty());
    assert!(
        h.replies[0].text.en().contains("resignation"),
        "{:?}",
        h.replies[0].text.en()
    );
    // A rematch starts a new game, which takes the table; its end is archived as number 1.
    handled(&mut t, "bob", "rematch");
    handled(&mut t, "alice", "accept");
    assert!(t.last.is_none(), "the new game takes the table");
    let h = handled(&mut t, "bob", "resign");
    assert!(matches!(
        h.events.as_slice(),
        [Event::GameEnded { archive: 1, .. }]
    ));
}

#[test]
fn one_thing_at_a_time_a_lobby_cannot_open_beside_a_game_and_a_challenge_not_beside_a_lobby() {
    let mut t = Table::default();
    handled(&mut t, "alice", "yonin");
    assert!(matches!(t.session, Session::Lobby(_)));
    let e = t
        .handle(
            &actor("bob"),
            command::parse_command("challenge @carol")
                .expect("a command")
                .into_table()
                .expect("a table command"),
            T0,
            &Context::new(&Names),
        )
        .expect_err("a lobby is open");
    assert_eq!(e, TableError::LobbyOpen);
    let mut t = four_player_table();
    let e = t
        .handle(
            &actor("bob"),
            command::parse_command("yonin")
                .expect("a command")
                .into_table()
                .expect("a table command"),
            T0,
            &Context::new(&Names),
        )
        .expect_err("a game is in play");
    assert!(matches!(e, TableError::GameInPlay { .. }), "{e:?}");
}

/// 持ち駒 (mochigoma) hints at a four-player table: the hand piece's letter, as at two players.
#[test]
fn a_four_player_hint_takes_a_piece_in_hand() {
    let mut t = four_player_table();
    // Play captures whenever one is legal until the seat to move holds a piece in hand.
    use crate::rules::Role;
    const HAND: [(Role, &str); 7] = [
        (Role::Pawn, "P"),
        (Role::Lance, "L"),
        (Role::Knight, "N"),
        (Role::Silver, "S"),
        (Role::Gold, "G"),
        (Role::Bishop, "B"),
        (Role::Rook, "R"),
    ];
    let (role, letter) = loop {
        let game = t
            .game_as::<crate::rules::yonin::Game>()
            .expect("the game")
            .game()
            .clone();
        let seat = game.to_move().expect("in play");
        let hand = game.position().hand(seat);
        if let Some(&found) = HAND.iter().find(|(r, _)| hand.count(*r) > 0) {
            break found;
        }
        assert!(game.ply() < 300, "a capture comes within 300 actions");
        let legal = game.legal_moves();
        let m = legal
            .iter()
            .copied()
            .find(|m| game.position().piece_at(m.to()).is_some())
            .unwrap_or(legal[0]);
        handled(&mut t, FOUR[seat.index()], &m.to_usi());
    };
    let game = t
        .game_as::<crate::rules::yonin::Game>()
        .expect("the game")
        .game()
        .clone();
    let mover = FOUR[game.to_move().expect("in play").index()];
    let h = handled(&mut t, mover, &format!("hint {letter}"));
    let reply = &h.replies[0];
    assert_eq!(
        reply.hint_origin,
        Some(crate::render::HintOrigin::Hand(role)),
        "{}",
        reply.text.en()
    );
    let mut drops: Vec<Square> = game
        .legal_moves()
        .iter()
        .filter(|m| matches!(m, Move::Drop { role: r, .. } if *r == role))
        .map(|m| m.to())
        .collect();
    drops.sort();
    drops.dedup();
    assert!(!drops.is_empty());
    assert_eq!(
        reply.hint, drops,
        "every square the piece can be dropped on"
    );
    assert!(matches!(reply.picture, Some(Picture::Four { .. })));
    // A piece the seat does not hold is refused with its name.
    let seat = game.to_move().expect("in play");
    let (missing, missing_letter) = *HAND
        .iter()
        .find(|(r, _)| game.position().hand(seat).count(*r) == 0)
        .expect("some piece not in hand");
    let e = t
        .handle(
            &actor(mover),
            TableCommand::Hint(HintTarget::parse(missing_letter).expect("a letter")),
            T0,
            &Context::new(&Names),
        )
        .expect_err("not in hand");
    assert_eq!(e, TableError::NotInHand { role: missing });
}

#[test]
fn a_schema_2_record_reads_into_the_session_it_describes() {
    // A finished two-player game and an open lobby with a computer seat, written as schema 2
    // stored them (the game's sides by name, its result as a winner; the lobby's parallel arrays).
    let legacy = serde_json::json!({
        "next_challenge": 1,
        "challenges": [],
        "game": {
            "sente": {"id": 1, "name": "alice"}, "gote": {"id": 2, "name": "bob"},
            "start": "standard", "handicap": null, "moves": ["7g7f", "3c3d"],
            "rules": {"move_limit": null, "impasse": null}, "rated": true,
            "time_per_move": null, "turn_started": 1000000, "reminded": false,
            "takeback_from": null, "result": {"winner": "gote", "ending": "resignation"},
            "number": 1
        },
        "lobby": {
            "host": 3,
            "seats": [{"id": 3, "name": "carol"}, {"id": 42, "name": "shogiban (west, level 2)"}, null, null],
            "settings": {
                "first_mover": "south", "teams": false, "partner_capture": true,
                "credit_last_mover": false, "continue_from_mover": false, "last_survivor": false
            },
            "time_per_move": null,
            "computers": [null, 2, null, null]
        },
        "four": null,
        "four_games": 0,
        "two_games": 1,
        "current": "Two"
    });
    let table = Table::try_from(
        serde_json::from_value::<LegacyTable>(legacy).expect("a schema 2 table reads"),
    )
    .expect("its game replays");
    let Session::Lobby(lobby) = &table.session else {
        panic!("the lobby: {:?}", table.session)
    };
    assert_eq!(lobby.host, UserId(3));
    assert_eq!(
        lobby.seats[Seat::West],
        Some(Occupant::Computer { level: 2 })
    );
    let last = table.game_as::<Game>().expect("the finished game");
    assert_eq!(last.moves().len(), 2);
    assert_eq!(last.seats[Color::Sente].plain_name(), "alice");
    let end = last.end.clone().expect("its end");
    assert_eq!(
        (end.winner(), end.reason),
        (Some(Color::Gote), game::Reason::Resignation)
    );
    assert_eq!(
        table.archived, None,
        "counted by the service when it loads the table"
    );
}
