//! Puzzles in the store (their own space, [`Space::Puzzles`]): each person's standing per server,
//! the server's pool of puzzles found in its finished games, the puzzle of each day, and the
//! channels the daily puzzle is posted to.
//!
//! | key | value |
//! |---|---|
//! | `player/GUILD/USER` | [`PuzzleStats`] |
//! | `pool/GUILD/N` (8 digits) | a [`StoredPuzzle`] found in the server's archived games |
//! | `poolsize/GUILD` | how many the pool holds (8 bytes, big-endian) |
//! | `harvest/GUILD` | the last archived game's key looked through |
//! | `day/D` (8 digits, days since 1970-01-01 UTC) | the puzzle of day D, once chosen |
//! | `post/TABLE` | the last day the daily puzzle was posted there (8 bytes) |
//!
//! Every choice is deterministic: the pool grows in archive order, a person's random puzzle is
//! seeded by their id and count, and the day's puzzle by the day alone, so the same database gives
//! the same puzzles.

use super::{Answer, Service};
use crate::engine::puzzle::{find_in_game, random_puzzles, PuzzleConfig};
use crate::store::records::GameRecord;
use crate::store::Store;
use crate::store::{Space, StoreError, Write};
use crate::table::command::TableCommand;
use crate::table::puzzle::{PuzzleAsk, PuzzleDesk, PuzzleStats, StoredPuzzle};
use crate::table::TableId;
use crate::table::{Actor, Table, Timestamp, UserId};

/// What finding puzzles may cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleBudget {
    /// Solver nodes per position tried.
    pub solver_nodes: u64,
    /// Random games played looking for one random puzzle.
    pub random_games: usize,
    /// Archived games looked through per `puzzle` command when the pool has nothing new.
    pub harvest_games: usize,
}

impl Default for PuzzleBudget {
    fn default() -> Self {
        PuzzleBudget {
            solver_nodes: 30_000,
            random_games: 60,
            harvest_games: 4,
        }
    }
}

/// Seconds in a day; days are counted in UTC.
const DAY: u64 = 86_400;

/// The day number (since 1970-01-01 UTC) of `now`.
pub fn day_of(now: Timestamp) -> u64 {
    now.0 / DAY
}

fn player_key(guild: &str, user: UserId) -> Vec<u8> {
    format!("player/{guild}/{}", user.0).into_bytes()
}

fn pool_key(guild: &str, n: u32) -> Vec<u8> {
    format!("pool/{guild}/{n:08}").into_bytes()
}

fn u64_value(bytes: Option<Vec<u8>>) -> u64 {
    bytes
        .and_then(|b| <[u8; 8]>::try_from(b.as_slice()).ok())
        .map_or(0, u64::from_be_bytes)
}

impl PuzzleBudget {
    fn config(&self, min_length: u16) -> PuzzleConfig {
        PuzzleConfig {
            solver_nodes: self.solver_nodes,
            tt_megabytes: 8,
            min_length,
            search_nodes: self.solver_nodes,
            ..PuzzleConfig::default()
        }
    }
}

/// The `n`-th random-play puzzle (0 first) given to `user` when their server's pool has nothing
/// new: seeded by the user and `n` alone.
pub fn random_puzzle_for(user: UserId, n: u32, budget: &PuzzleBudget) -> Option<StoredPuzzle> {
    let seed = crate::engine::rng::mix(user.0 ^ crate::engine::rng::mix(n as u64));
    random_puzzles(seed, 1, budget.random_games, &budget.config(3))
        .first()
        .map(|p| StoredPuzzle::new(format!("random-{seed:016x}"), p))
}

impl Service {
    fn budget_config(&self, min_length: u16) -> PuzzleConfig {
        self.puzzle_budget.config(min_length)
    }

    /// A person's puzzle standing on the server of table `id` (a fresh one when none is stored or
    /// the record does not read).
    pub fn puzzle_stats(&self, id: &TableId, user: UserId) -> Result<PuzzleStats, StoreError> {
        self.puzzle_stats_in(&*self.store, id, user)
    }

    /// [`Service::puzzle_stats`] read in `db` (an open transaction, or the store).
    pub(super) fn puzzle_stats_in(
        &self,
        db: &dyn Store,
        id: &TableId,
        user: UserId,
    ) -> Result<PuzzleStats, StoreError> {
        Ok(db
            .get(Space::Puzzles, &player_key(id.server(), user))?
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default())
    }

    /// The puzzle of day `day`: found by random play seeded with the day alone, so it is the
    /// same for everyone, and kept once found.
    pub fn daily_puzzle(&self, day: u64) -> Result<Option<StoredPuzzle>, StoreError> {
        self.daily_puzzle_in(&*self.store, day)
    }

    /// [`Service::daily_puzzle`] read in `db` (an open transaction, or the store).
    pub(super) fn daily_puzzle_in(
        &self,
        db: &dyn Store,
        day: u64,
    ) -> Result<Option<StoredPuzzle>, StoreError> {
        let key = format!("day/{day:08}").into_bytes();
        if let Some(p) = db
            .get(Space::Puzzles, &key)?
            .and_then(|b| serde_json::from_slice::<StoredPuzzle>(&b).ok())
        {
            return Ok(Some(p));
        }
        let seed = crate::engine::rng::mix(day ^ 0x0064_6169_6c79);
        let found = random_puzzles(
            seed,
            1,
            self.puzzle_budget.random_games,
            &self.budget_config(3),
        );
        let Some(p) = found.first() else {
            return Ok(None);
        };
        let stored = StoredPuzzle::new(format!("daily-{day}"), p);
        db.commit(vec![Write::Put(
            Space::Puzzles,
            key,
            serde_json::to_vec(&stored)?,
        )])?;
        Ok(Some(stored))
    }

    /// What the table needs for a puzzle command or answer of `actor` (`None` when the command
    /// has nothing to do with puzzles). Under the table's lock.
    pub(super) fn puzzle_desk(
        &self,
        db: &dyn Store,
        id: &TableId,
        actor: &Actor,
        command: &TableCommand,
        table: &Table,
        now: Timestamp,
    ) -> Result<Option<PuzzleDesk>, StoreError> {
        let Some(ask) = table.puzzle_need(actor, command) else {
            return Ok(None);
        };
        let mut stats = self.puzzle_stats_in(db, id, actor.id)?;
        let offer = match ask {
            Some(PuzzleAsk::Next) => self.next_puzzle(db, id, actor.id, &mut stats)?,
            Some(PuzzleAsk::Daily) => self.daily_puzzle_in(db, day_of(now))?,
            _ => None,
        };
        Ok(Some(PuzzleDesk { offer, stats }))
    }

    /// The next puzzle for `user`: the next one of the server's pool (filled from its archived
    /// games as needed), else one from random play seeded by the user and their count.
    fn next_puzzle(
        &self,
        db: &dyn Store,
        id: &TableId,
        user: UserId,
        stats: &mut PuzzleStats,
    ) -> Result<Option<StoredPuzzle>, StoreError> {
        let guild = id.server();
        let lock = self.lock_for(&format!("\u{0}puzzles/{guild}"));
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        let mut size = self.pool_size(db, guild)?;
        if stats.next_pool >= size {
            size = self.harvest(db, guild, size)?;
        }
        while stats.next_pool < size {
            let n = stats.next_pool;
            stats.next_pool += 1;
            if let Some(p) = db
                .get(Space::Puzzles, &pool_key(guild, n))?
                .and_then(|b| serde_json::from_slice::<StoredPuzzle>(&b).ok())
            {
                return Ok(Some(p));
            }
        }
        let n = stats.random_given;
        stats.random_given += 1;
        Ok(random_puzzle_for(user, n, &self.puzzle_budget))
    }

    fn pool_size(&self, db: &dyn Store, guild: &str) -> Result<u32, StoreError> {
        let size = u64_value(db.get(Space::Puzzles, format!("poolsize/{guild}").as_bytes())?);
        Ok(size as u32)
    }

    /// Looks through the next archived two-player games of the server for puzzles (a missed mate
    /// or a missed winning capture, verified), adds them to the pool, and returns its new size.
    fn harvest(&self, db: &dyn Store, guild: &str, mut size: u32) -> Result<u32, StoreError> {
        let cursor_key = format!("harvest/{guild}").into_bytes();
        let cursor = db.get(Space::Puzzles, &cursor_key)?;
        let prefix = format!("{guild}/").into_bytes();
        let start = match &cursor {
            // Just past the last key looked at.
            Some(last) => {
                let mut k = last.clone();
                k.push(0);
                k
            }
            None => prefix.clone(),
        };
        let mut end = prefix.clone();
        // The keys of this server's games all sort below `GUILD0` (`0` follows `/`).
        *end.last_mut().expect("non-empty") += 1;
        let games = db.scan_range(Space::Games, &start, &end, self.puzzle_budget.harvest_games)?;
        let Some((last, _)) = games.last() else {
            return Ok(size);
        };
        let mut writes = vec![Write::Put(Space::Puzzles, cursor_key, last.clone())];
        let config = self.budget_config(1);
        for (key, value) in &games {
            let Ok(record) = GameRecord::decode(value) else {
                continue;
            };
            let crate::table::AnyGame::Two(two) = record.game else {
                continue;
            };
            let name = String::from_utf8_lossy(key).into_owned();
            for p in find_in_game(two.game(), &config) {
                let ply = match p.source {
                    crate::engine::puzzle::PuzzleSource::Game { ply } => ply,
                    crate::engine::puzzle::PuzzleSource::Random { ply, .. } => ply,
                };
                let stored = StoredPuzzle::new(format!("game-{name}-{ply}"), &p);
                writes.push(Write::Put(
                    Space::Puzzles,
                    pool_key(guild, size),
                    serde_json::to_vec(&stored)?,
                ));
                size += 1;
            }
        }
        writes.push(Write::Put(
            Space::Puzzles,
            format!("poolsize/{guild}").into_bytes(),
            (size as u64).to_be_bytes().to_vec(),
        ));
        db.commit(writes)?;
        Ok(size)
    }

    /// The write storing `user`'s new standing on the server of table `id`.
    pub(super) fn puzzle_stats_write(
        id: &TableId,
        user: UserId,
        stats: &PuzzleStats,
    ) -> Result<Write, StoreError> {
        Ok(Write::Put(
            Space::Puzzles,
            player_key(id.server(), user),
            serde_json::to_vec(stats)?,
        ))
    }

    /// Remembers (or forgets) table `id` as a channel of the daily puzzle.
    pub(super) fn daily_channel_write(id: &TableId, on: bool) -> Write {
        let key = format!("post/{id}").into_bytes();
        if on {
            Write::Put(Space::Puzzles, key, 0u64.to_be_bytes().to_vec())
        } else {
            Write::Delete(Space::Puzzles, key)
        }
    }

    /// The puzzle of the day for every channel with `puzzle-channel on` that has not had today's
    /// yet: (table, answer) pairs to post, each remembered as posted. The clock loop calls it.
    /// Only the tables `keep` accepts are looked at (a process posts for the guilds it runs).
    pub fn daily_posts(
        &self,
        now: Timestamp,
        keep: &dyn Fn(&TableId) -> bool,
    ) -> Result<Vec<(TableId, Answer)>, StoreError> {
        let day = day_of(now);
        let due: Vec<TableId> = self
            .store
            .scan(Space::Puzzles, b"post/")?
            .into_iter()
            .filter(|(_, v)| u64_value(Some(v.clone())) < day + 1)
            .filter_map(|(k, _)| TableId::parse(&String::from_utf8_lossy(&k["post/".len()..])).ok())
            .filter(|id| keep(id))
            .collect();
        if due.is_empty() {
            return Ok(Vec::new());
        }
        let Some(puzzle) = self.daily_puzzle(day)? else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        let mut writes = Vec::new();
        for id in due {
            let settings = self.settings(&id)?;
            if !settings.puzzle_channel {
                writes.push(Self::daily_channel_write(&id, false));
                continue;
            }
            // Stored as day + 1, so that day 0 (the value a new channel starts with) is "never".
            writes.push(Write::Put(
                Space::Puzzles,
                format!("post/{id}").into_bytes(),
                (day + 1).to_be_bytes().to_vec(),
            ));
            if let Some(reply) = crate::table::puzzle::daily_post(&puzzle, &settings) {
                out.push((
                    id,
                    Answer {
                        replies: vec![reply],
                        settings,
                        asker: None,
                        elsewhere: Vec::new(),
                    },
                ));
            }
        }
        self.store.commit(writes)?;
        Ok(out)
    }
}
