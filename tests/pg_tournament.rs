//! Tournaments over one PostgreSQL database shared by two services (two processes' worth of
//! locks): a round is started once however many processes finish its last games at the same
//! moment, and `tournament start` sent to both at once starts the tournament once.

#[path = "support/pg.rs"]
mod pg;

#[path = "support/fixtures.rs"]
mod fixtures;

use fixtures::{actor, Names};
use shogiban::service::{Answer, CommandKey, Service, ServiceError};
use shogiban::store::PgStore;
use shogiban::table::command::parse_command;
use shogiban::table::{TableId, Timestamp};
use std::sync::{Arc, Barrier};

const T: Timestamp = Timestamp(1_700_000_000);

fn service(url: &str) -> Service {
    Service::new(Arc::new(PgStore::open(url).expect("open PostgreSQL")))
}

fn run(s: &Service, table: &str, who: &str, line: &str) -> Result<Answer, ServiceError> {
    let command = parse_command(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    let table = TableId::parse(table).expect("a table id");
    s.run(
        &CommandKey::fresh(),
        &table,
        &actor(who),
        command,
        T,
        &Names,
    )
}

/// Everything an answer says, here and elsewhere, in English.
fn said(a: &Answer) -> String {
    a.replies
        .iter()
        .chain(a.elsewhere.iter().map(|(_, r)| r))
        .map(|r| r.text.en())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The tables of round `round` and who plays sente there, from an announcement.
fn boards(text: &str, round: u32) -> Vec<(String, String, String)> {
    let start = text
        .find(&format!("Round {round} of "))
        .unwrap_or_else(|| panic!("round {round} in\n{text}"));
    text[start..]
        .lines()
        .skip(1)
        .take_while(|l| l.starts_with("Board "))
        .map(|l| {
            let (_, rest) = l.split_once(": ").unwrap();
            let (who, table) = rest.rsplit_once(" at #").unwrap();
            let (sente, gote) = who.split_once(" vs ").unwrap();
            let table = format!("local/{}", table.trim_end_matches('.'));
            (table, sente.to_owned(), gote.to_owned())
        })
        .collect()
}

#[test]
fn two_processes_finishing_a_round_together_start_the_next_round_once() {
    let Some(db) = pg::fresh("tournament_round") else {
        return;
    };
    let (a, b) = (service(&db.url), service(&db.url));
    let club = "local/club";
    run(&a, club, "alice", "tournament new round-robin").unwrap();
    for who in ["bob", "carol", "dave"] {
        run(&b, club, who, "tournament join").unwrap();
    }
    // Both processes are asked to start at the same moment: one starts it, the other is told.
    let barrier = Barrier::new(2);
    let starts: Vec<Result<Answer, ServiceError>> = std::thread::scope(|scope| {
        let hs: Vec<_> = [&a, &b]
            .into_iter()
            .map(|s| {
                let barrier = &barrier;
                scope.spawn(move || {
                    barrier.wait();
                    run(s, club, "alice", "tournament start")
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let started: Vec<&Answer> = starts.iter().filter_map(|r| r.as_ref().ok()).collect();
    assert_eq!(started.len(), 1, "exactly one start: {starts:?}");
    let refused = starts.iter().find_map(|r| r.as_ref().err()).unwrap();
    assert!(refused.to_string().contains("already started"), "{refused}");
    let games = boards(&said(started[0]), 1);
    assert_eq!(games.len(), 2);
    // The last games of round 1 end at the same moment, one in each process.
    let ends: Vec<Answer> = std::thread::scope(|scope| {
        let hs: Vec<_> = [&a, &b]
            .into_iter()
            .zip(&games)
            .map(|(s, (table, _, gote))| {
                let barrier = &barrier;
                scope.spawn(move || {
                    barrier.wait();
                    run(s, table, gote, "resign").unwrap()
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let text: String = ends.iter().map(said).collect::<Vec<_>>().join("\n");
    assert_eq!(
        text.matches("Round 2 of the round robin begins").count(),
        1,
        "round 2 started once:\n{text}"
    );
    assert_eq!(
        text.matches("Round 1 of the round robin is over").count(),
        1,
        "{text}"
    );
    // Stored: two rounds, round 2's two games seated once each, and both results of round 1.
    let list = said(&run(&a, club, "carol", "tournament list").unwrap());
    assert!(list.contains("round 2 of 3"), "{list}");
    let standings = said(&run(&b, club, "carol", "tournament standings").unwrap());
    assert!(standings.contains("after 1 round"), "{standings}");
    let round2 = boards(&text, 2);
    for (table, sente, _) in &round2 {
        let t = a.table(&TableId::parse(table).unwrap()).unwrap();
        let game = t
            .game_as::<shogiban::rules::Game>()
            .expect("a game seated at its table");
        assert_eq!(game.moves().len(), 0);
        assert_eq!(
            game.seats[shogiban::rules::Color::Sente].plain_name(),
            sente
        );
    }
}
