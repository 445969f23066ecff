//! People and games for the service-level tests and benchmarks: anyone mentioned is a player of
//! that name (ids as the terminal makes them), `shogiban` is the computer, and the shared test
//! data's checkmates are whole games to play.

#![allow(dead_code)]

use shogiban::local::user_id;
use shogiban::table::command::Mention;
use shogiban::table::{Actor, Directory, Player};

/// Resolves every mention to a player of that name.
pub struct Names;

impl Directory for Names {
    fn resolve(&self, m: &Mention) -> Option<Player> {
        let name = m.name()?;
        Some(Player {
            id: user_id(name),
            name: name.to_owned(),
        })
    }

    fn computer(&self) -> Option<Player> {
        self.resolve(&Mention::Name("shogiban".into()))
    }
}

/// `name` sending a command, not a moderator.
pub fn actor(name: &str) -> Actor {
    Actor {
        id: user_id(name),
        name: name.to_owned(),
        moderator: false,
    }
}

/// Whole games from the start position (the shared data's checkmates), as USI moves.
pub fn checkmates() -> Vec<Vec<String>> {
    include_str!("../data/standard/games.tsv")
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .filter(|c| {
            c.len() == 3 && c[0].starts_with("lnsgkgsnl/1r5b1/") && c[2].ends_with("checkmate")
        })
        .map(|c| c[1].split(' ').map(str::to_owned).collect())
        .collect()
}

/// Runs `line` from `who` at table `id`, under a key of its own, as an adapter would; any
/// refusal fails the caller (benchmarks and tests play only legal lines).
pub fn say(
    service: &shogiban::service::Service,
    id: &str,
    who: &str,
    line: &str,
    now: shogiban::table::Timestamp,
) -> Vec<shogiban::table::Reply> {
    let command = shogiban::table::command::parse_command(line).unwrap();
    service
        .run(
            &shogiban::service::CommandKey::fresh(),
            &shogiban::table::TableId::parse(id).expect("a table id"),
            &actor(who),
            command,
            now,
            &Names,
        )
        .unwrap_or_else(|e| panic!("{who}: {line}: {e}"))
        .replies
}
