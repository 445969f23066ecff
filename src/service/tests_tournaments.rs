//! The refusals of `tournament …` and of a tournament's games, each specific, each changing
//! nothing.

use crate::i18n::Msg;
use crate::service::{CommandKey, Service, ServiceError};
use crate::store::MemStore;
use crate::table::command::{parse_command, Mention};
use crate::table::{Directory, Offer, Player, TableError, TableId, Timestamp};
use crate::test_support::{actor, moderator, tid, Names};
use std::sync::{Arc, Mutex};

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
    // A direct message has no channel for the games beside it: said, not half done.
    assert_eq!(
        refusal(&s, "dm/5", "alice", "tournament new swiss"),
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
    let sente = table.game_as::<crate::rules::Game>().unwrap().seats[crate::rules::Color::Sente]
        .plain_name()
        .to_owned();
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
    // A move after its end is told the game is over, without pointing to `rematch`.
    let over = refusal(&s, game, &sente, "7g7f");
    assert!(
        matches!(over, TableError::GameOver { rematch: false, .. }),
        "{over:?}"
    );
    let words = crate::table::refusal(&over).en();
    assert!(
        words.contains("counts in the tournament") && !words.contains("rematch"),
        "{words}"
    );
}

/// [`Names`], making "threads" as Discord would (`1/1000`, `1/1001`, …) while `open` is set,
/// and keeping their names and the ones closed again.
#[derive(Default)]
struct Threads {
    refuse: bool,
    made: Mutex<Vec<(TableId, String)>>,
    closed: Mutex<Vec<TableId>>,
}

impl Directory for Threads {
    fn resolve(&self, mention: &Mention) -> Option<Player> {
        Names.resolve(mention)
    }

    fn open_table(&self, beside: &TableId, name: &str) -> Result<TableId, Msg> {
        if self.refuse {
            return Err(msg!("discord-tournament-need-threads"));
        }
        let mut made = self.made.lock().unwrap();
        let id = TableId::guild(beside.guild_id().unwrap(), 1000 + made.len() as u64);
        made.push((id.clone(), name.to_owned()));
        Ok(id)
    }

    fn close_table(&self, table: &TableId) {
        self.closed.lock().unwrap().push(table.clone());
    }
}

fn run(
    s: &Service,
    table: &str,
    who: &str,
    line: &str,
    dir: &dyn Directory,
) -> crate::service::Answer {
    let command = parse_command(line).unwrap();
    s.run(
        &CommandKey::fresh(),
        &tid(table),
        &actor(who),
        command,
        T,
        dir,
    )
    .unwrap_or_else(|e| panic!("{line}: {e:?}"))
}

#[test]
fn in_a_server_each_game_gets_a_thread_made_by_the_adapter_and_calls_its_players() {
    let s = Service::new(Arc::new(MemStore::new()));
    let channel = "1/10";
    let threads = Threads::default();
    // The lobby post carries its buttons at every change while it takes entries.
    let opened = run(&s, channel, "alice", "tournament new round-robin", &threads);
    assert_eq!(opened.replies[0].offers, Offer::TOURNAMENT_LOBBY.to_vec());
    let joined = run(&s, channel, "bob", "tournament join", &threads);
    assert_eq!(joined.replies[0].offers, Offer::TOURNAMENT_LOBBY.to_vec());
    let lobby = joined.replies[0].text.en();
    assert!(lobby.contains("Players (2): alice, bob"), "{lobby}");
    // Before the start, the standings are the lobby: nobody has played.
    let standings = run(&s, channel, "carol", "tournament standings", &threads);
    assert!(standings.replies[0].picture.is_none());
    assert_eq!(
        standings.replies[0].offers,
        Offer::TOURNAMENT_LOBBY.to_vec()
    );
    assert!(threads.made.lock().unwrap().is_empty(), "no game yet");

    // The channel speaks Japanese: so do its games' threads, from their names on.
    let command = parse_command("settings language ja").unwrap();
    s.run(
        &CommandKey::fresh(),
        &tid(channel),
        &moderator("carol"),
        command,
        T,
        &threads,
    )
    .unwrap();
    // Discord refuses the thread: the channel is told why, and the game waits for one.
    let refusing = Threads {
        refuse: true,
        ..Threads::default()
    };
    let started = run(&s, channel, "alice", "tournament start", &refusing);
    assert!(started.replies[0].offers.is_empty(), "entries are closed");
    let said: Vec<String> = started
        .elsewhere
        .iter()
        .map(|(t, r)| format!("{t}: {}", r.text.en()))
        .collect();
    assert!(
        said.iter().any(|l| l.starts_with("1/10: ")
            && l.contains("has no place of its own yet")
            && l.contains("Create Public Threads")),
        "{said:?}"
    );
    // The next tick makes it (and says nothing more while it cannot).
    assert!(s
        .tick_tournament(&tid(channel), T, &refusing)
        .unwrap()
        .is_empty());
    let posts = s.tick_tournament(&tid(channel), T, &threads).unwrap();
    let made = threads.made.lock().unwrap().clone();
    assert_eq!(made.len(), 1, "{made:?}");
    let (thread, name) = &made[0];
    assert!(
        name.contains("alice") && name.contains("bob") && name.contains("回戦"),
        "{name}"
    );
    assert_eq!(s.settings(thread).unwrap().language, crate::i18n::Lang::Ja);
    // The game is seated in its thread, and its opening post calls both players.
    let opening = posts
        .iter()
        .find(|(t, _)| t == thread)
        .map(|(_, r)| r)
        .expect("the game's opening post in its thread");
    let mut called = opening.mentions.clone();
    called.sort();
    assert_eq!(called, vec![actor("alice").id, actor("bob").id]);
    assert!(s.table(thread).unwrap().in_play().is_some());
    // Seated once: another tick makes no second thread.
    assert!(s
        .tick_tournament(&tid(channel), T, &threads)
        .unwrap()
        .is_empty());
    assert_eq!(threads.made.lock().unwrap().len(), 1);

    // The game ends in its thread: the tournament's channel hears the result and the end.
    let two = s.table(thread).unwrap();
    let sente = two.game_as::<crate::rules::Game>().unwrap().seats[crate::rules::Color::Sente]
        .plain_name()
        .to_owned();
    let command = parse_command("resign").unwrap();
    let ended = s
        .run(
            &CommandKey::fresh(),
            thread,
            &actor(&sente),
            command,
            T,
            &threads,
        )
        .unwrap();
    let words: String = ended
        .elsewhere
        .iter()
        .filter(|(t, _)| t.as_str() == channel)
        .map(|(_, r)| r.text.en())
        .collect();
    assert!(words.contains("Final standings"), "{words}");
    assert!(threads.closed.lock().unwrap().is_empty());
}

/// [`Threads`] whose first thread is made while another step seats the same games (a
/// tournament command and the clock at once): that step's threads win, the late one is closed.
struct Racing<'a> {
    service: &'a Service,
    channel: TableId,
    inner: Threads,
    other: Threads,
    raced: std::sync::atomic::AtomicBool,
    /// What the other step said.
    said: Mutex<Vec<(TableId, crate::table::Reply)>>,
}

impl Directory for Racing<'_> {
    fn resolve(&self, mention: &Mention) -> Option<Player> {
        Names.resolve(mention)
    }

    fn open_table(&self, beside: &TableId, name: &str) -> Result<TableId, Msg> {
        if !self.raced.swap(true, std::sync::atomic::Ordering::SeqCst) {
            // No lock is held while a thread is made: the other step runs to its end here.
            let posts = self
                .service
                .tick_tournament(&self.channel, T, &self.other)
                .unwrap();
            self.said.lock().unwrap().extend(posts);
        }
        let mut made = self.inner.made.lock().unwrap();
        let id = TableId::guild(beside.guild_id().unwrap(), 2000 + made.len() as u64);
        made.push((id.clone(), name.to_owned()));
        Ok(id)
    }

    fn close_table(&self, table: &TableId) {
        self.inner.close_table(table);
    }
}

#[test]
fn four_players_are_all_called_to_their_thread_and_a_thread_made_twice_is_closed_again() {
    let s = Service::new(Arc::new(MemStore::new()));
    let channel = "1/20";
    let plain = Threads::default();
    run(
        &s,
        channel,
        "alice",
        "tournament new yonin rounds=1",
        &plain,
    );
    for who in ["bob", "carol", "dave"] {
        run(&s, channel, who, "tournament join", &plain);
    }
    let racing = Racing {
        service: &s,
        channel: tid(channel),
        inner: Threads::default(),
        other: Threads::default(),
        raced: Default::default(),
        said: Mutex::default(),
    };
    let started = run(&s, channel, "alice", "tournament start", &racing);
    // The other step made the game's thread and seated it first.
    let made = racing.other.made.lock().unwrap().clone();
    assert_eq!(made.len(), 1, "{made:?}");
    let thread = &made[0].0;
    let game = s.table(thread).unwrap();
    assert!(game.in_play().is_some());
    // The thread this step made late is closed again, and nothing was seated there.
    let late = racing.inner.made.lock().unwrap().clone();
    assert_eq!(late.len(), 1);
    assert_eq!(
        *racing.inner.closed.lock().unwrap(),
        vec![late[0].0.clone()]
    );
    assert!(s.table(&late[0].0).unwrap().in_play().is_none());
    assert!(started.elsewhere.iter().all(|(t, _)| *t != late[0].0));
    // Everyone at the four-player table is called to it, by the step that seated it.
    let said = racing.said.lock().unwrap().clone();
    let opening = said
        .iter()
        .find(|(t, _)| t == thread)
        .map(|(_, r)| r)
        .expect("the opening post in the thread");
    let mut called = opening.mentions.clone();
    called.sort();
    let mut people: Vec<_> = ["alice", "bob", "carol", "dave"]
        .iter()
        .map(|n| actor(n).id)
        .collect();
    people.sort();
    assert_eq!(called, people);
    assert!(
        game.game_as::<crate::rules::yonin::Game>().is_some(),
        "a four-player game"
    );
    let posts = s.tick_tournament(&tid(channel), T, &plain).unwrap();
    assert!(posts.is_empty(), "seated once: {posts:?}");
}
