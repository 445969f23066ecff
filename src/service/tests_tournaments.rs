//! The refusals of `tournament …` and of a tournament's games, each specific, each changing
//! nothing.

use crate::service::{Service, ServiceError};
use crate::store::MemStore;
use crate::table::{TableError, Timestamp};
use crate::test_support::{actor, moderator, tid, Names};
use std::sync::Arc;

const T: Timestamp = Timestamp(1_700_000_000);

fn refusal(s: &Service, table: &str, who: &str, line: &str) -> TableError {
    match s.run_line(table, &actor(who), line, T, &Names) {
        Err(ServiceError::Table(e)) => e,
        other => panic!("{line}: {other:?}"),
    }
}

#[test]
fn tournament_refusals_name_the_problem_and_change_nothing() {
    let s = Service::new(Arc::new(MemStore::new()));
    // Not on Discord yet: said, not half done.
    assert_eq!(
        refusal(&s, "g1/c1", "alice", "tournament new swiss"),
        TableError::TournamentNotHere
    );
    assert_eq!(
        refusal(&s, "local/club", "alice", "tournament join"),
        TableError::NoTournament
    );
    assert_eq!(
        refusal(&s, "local/club", "alice", "tournament show 3"),
        TableError::TournamentUnknown { number: 3 }
    );
    s.run_line(
        "local/club",
        &actor("alice"),
        "tournament new round-robin",
        T,
        &Names,
    )
    .unwrap();
    assert!(matches!(
        refusal(&s, "local/club", "bob", "tournament new swiss"),
        TableError::TournamentUnderWay { .. }
    ));
    s.run_line("local/club", &actor("bob"), "tournament join", T, &Names)
        .unwrap();
    let started = s
        .run_line("local/club", &actor("alice"), "tournament start", T, &Names)
        .unwrap();
    assert!(
        started[0].text.en().contains("Board 1: "),
        "{}",
        started[0].text.en()
    );
    // Its game cannot be aborted, even by a moderator, nor replayed once over.
    let game = "local/club-t1r1b1";
    let table = s.table(&tid(game)).unwrap();
    assert!(
        table.in_play().is_some(),
        "the game is seated at its own table"
    );
    let sente = table.two().unwrap().sente.name.clone();
    let e = s.run_line(game, &moderator("carol"), "abort", T, &Names);
    assert!(
        matches!(e, Err(ServiceError::Table(TableError::TournamentGame))),
        "{e:?}"
    );
    assert_eq!(
        s.table(&tid(game)).unwrap(),
        table,
        "refused: nothing changed"
    );
    s.run_line(game, &actor(&sente), "resign", T, &Names)
        .unwrap();
    assert_eq!(
        refusal(&s, game, &sente, "rematch"),
        TableError::TournamentGame
    );
}
