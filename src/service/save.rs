//! Saving a table after a command: its record, its clock index entry, and — the moment a game
//! ends — the archived game and its players' statistics, all in one durable batch.

use super::Service;
use crate::store::index::{
    pending_key, playing_back_key, playing_count_key, playing_key, ranking_writes, Bands, Board,
    InPlay,
};
use crate::store::records::{deadline_writes, encode_table, GameRecord, TABLE_SCHEMA};
use crate::store::stats::{self, UserStats};
use crate::store::Store;
use crate::store::{guild_of, Space, StoreError, Write};
use crate::table::{Player, Table, Timestamp, UserId};

impl Service {
    pub(super) fn save(
        &self,
        db: &dyn Store,
        id: &str,
        before: &Table,
        after: &Table,
        now: Timestamp,
        mut writes: Vec<Write>,
    ) -> Result<(), StoreError> {
        let mut after = after.clone();
        let ended_two = after
            .game
            .as_ref()
            .filter(|g| g.is_over() && before.game.as_ref().is_none_or(|b| !b.is_over()))
            .cloned();
        let ended_four = after
            .four
            .as_ref()
            .filter(|g| g.is_over() && before.four.as_ref().is_none_or(|b| !b.is_over()))
            .cloned();
        let guild = guild_of(id);
        let (was_playing, playing) = (in_play_line(before), in_play_line(&after));
        let game_ended = ended_two.is_some() || ended_four.is_some();
        // Server-wide records (stats, rankings, the count of games in play) are read and written
        // under the server's lock, so that two tables ending games at once cannot lose an update.
        // On a shared store the server's lock row is taken too, inside the table's unit of work.
        let server_lock = (game_ended || was_playing.is_some() != playing.is_some())
            .then(|| server_lock_name(guild));
        let server_mutex = server_lock.as_ref().map(|name| self.lock_for(name));
        let _server_guard = server_mutex
            .as_ref()
            .map(|l| l.lock().unwrap_or_else(|p| p.into_inner()));
        let server_unit = match &server_lock {
            Some(name) => db.begin(name.as_bytes(), true)?,
            None => None,
        };
        if game_ended {
            // Archive numbers continue from the table's counter; a table saved before the counter
            // existed counts its archive once.
            let seq = match after.archived {
                Some(n) => n,
                None => db.scan(Space::Games, format!("{id}/").as_bytes())?.len() as u32,
            };
            after.archived = Some(seq + 1);
            let record = GameRecord {
                schema: TABLE_SCHEMA,
                table: id.to_owned(),
                ended: now,
                two: ended_two.clone(),
                four: ended_four.clone(),
            };
            let key = format!("{id}/{seq:08}").into_bytes();
            writes.push(Write::Put(Space::Games, key, serde_json::to_vec(&record)?));
            let mut changes: Vec<(Player, UserStats, UserStats)> = Vec::new();
            if let Some(g) = &ended_two {
                let old_sente = self.user_stats_in(db, guild, &g.sente)?;
                let old_gote = self.user_stats_in(db, guild, &g.gote)?;
                let (mut sente, mut gote) = (old_sente.clone(), old_gote.clone());
                stats::record_two(g, &mut sente, &mut gote);
                // The computer keeps no stats; its opponent's game counts (never rated).
                let computer = g.computer.map(|c| c.color);
                if computer != Some(crate::rules::Color::Sente) {
                    changes.push((g.sente.clone(), old_sente, sente));
                }
                if computer != Some(crate::rules::Color::Gote) {
                    changes.push((g.gote.clone(), old_gote, gote));
                }
            }
            if let Some(g) = &ended_four {
                let mut old: [UserStats; 4] = Default::default();
                for (i, s) in old.iter_mut().enumerate() {
                    *s = self.user_stats_in(db, guild, &g.seats[i])?;
                }
                let mut all = old.clone();
                stats::record_four(g, &mut all);
                for (i, s) in all.into_iter().enumerate() {
                    // Seats the computer filled keep no stats; a seat taken over mid-game counts
                    // for its person (as the last place: see `stats::record_four`).
                    if g.computers[i].is_none() || g.taken_over[i] {
                        changes.push((g.seats[i].clone(), old[i].clone(), s));
                    }
                }
            }
            writes.extend(self.stats_writes(db, guild, &changes)?);
        }
        writes.extend(self.playing_writes(db, id, was_playing, playing, now)?);
        writes.extend(pending_writes(id, before, &after));
        writes.extend(deadline_writes(
            id,
            before.next_deadline(),
            after.next_deadline(),
        ));
        writes.push(Write::Put(
            Space::Tables,
            id.as_bytes().to_vec(),
            encode_table(&after)?,
        ));
        db.commit(writes)?;
        if let Some(unit) = server_unit {
            unit.finish()?;
        }
        self.forget_snapshot(id);
        Ok(())
    }

    /// The writes of stats changes (player, before, after): the stats records, their ranking
    /// keys and the band counts. Call under the server's lock.
    fn stats_writes(
        &self,
        db: &dyn Store,
        guild: &str,
        changes: &[(Player, UserStats, UserStats)],
    ) -> Result<Vec<Write>, StoreError> {
        let mut writes = Vec::new();
        if changes.is_empty() {
            return Ok(writes);
        }
        self.ensure_rank_index(db)?;
        let mut bands = self.bands(db, guild)?;
        for (player, old, new) in changes {
            writes.push(stats_write(guild, player, new)?);
            writes.extend(ranking_writes(guild, player.id, old, new, &mut bands));
        }
        for (board, b) in Board::ALL.into_iter().zip(&bands) {
            writes.push(Write::Put(
                Space::Ranks,
                board.bands_key(guild),
                serde_json::to_vec(b)?,
            ));
        }
        Ok(writes)
    }

    /// The band counts of both boards of a server.
    pub(super) fn bands(&self, db: &dyn Store, guild: &str) -> Result<[Bands; 2], StoreError> {
        let mut out: [Bands; 2] = Default::default();
        for (board, b) in Board::ALL.into_iter().zip(out.iter_mut()) {
            *b = Bands::decode(db.get(Space::Ranks, &board.bands_key(guild))?.as_deref());
        }
        Ok(out)
    }

    /// The listing writes of table `id` whose game in play went from `before` to `after` (its
    /// `games` line, or none). A change between none and some is made under the server's lock.
    fn playing_writes(
        &self,
        db: &dyn Store,
        id: &str,
        before: Option<InPlay>,
        after: Option<InPlay>,
        now: Timestamp,
    ) -> Result<Vec<Write>, StoreError> {
        if before == after {
            return Ok(Vec::new());
        }
        self.ensure_playing_index(db)?;
        let guild = guild_of(id);
        let back = playing_back_key(id);
        let listed = db.get(Space::Playing, &back)?;
        let mut writes = Vec::new();
        let mut count_delta = 0i64;
        match (listed, after) {
            (Some(key), Some(line)) => {
                writes.push(Write::Put(Space::Playing, key, encode_line(line)?));
            }
            (None, Some(line)) => {
                let key = playing_key(guild, now, id);
                writes.push(Write::Put(Space::Playing, back, key.clone()));
                writes.push(Write::Put(Space::Playing, key, encode_line(line)?));
                count_delta = 1;
            }
            (Some(key), None) => {
                writes.push(Write::Delete(Space::Playing, key));
                writes.push(Write::Delete(Space::Playing, back));
                count_delta = -1;
            }
            (None, None) => {}
        }
        if count_delta != 0 {
            let count = self.playing_count(db, guild)?;
            let count = (count as i64 + count_delta).max(0) as u64;
            writes.push(Write::Put(
                Space::Playing,
                playing_count_key(guild),
                count.to_be_bytes().to_vec(),
            ));
        }
        Ok(writes)
    }

    /// How many games are in play on server `guild`.
    pub(super) fn playing_count(&self, db: &dyn Store, guild: &str) -> Result<u64, StoreError> {
        Ok(db
            .get(Space::Playing, &playing_count_key(guild))?
            .and_then(|b| b.try_into().ok())
            .map_or(0, u64::from_be_bytes))
    }

    /// A user's stats on a server (empty for someone who never played there).
    pub fn user_stats(&self, guild: &str, player: &Player) -> Result<UserStats, StoreError> {
        self.user_stats_in(&*self.store, guild, player)
    }

    /// [`Service::user_stats`] read in `db` (an open transaction, or the store).
    pub(super) fn user_stats_in(
        &self,
        db: &dyn Store,
        guild: &str,
        player: &Player,
    ) -> Result<UserStats, StoreError> {
        match db.get(Space::Stats, &stats::key(guild, player.id))? {
            // A stats record that does not decode counts as empty rather than blocking games.
            Some(bytes) => Ok(serde_json::from_slice(&bytes).unwrap_or_default()),
            None => Ok(UserStats {
                name: player.name.clone(),
                ..UserStats::default()
            }),
        }
    }
}

fn stats_write(guild: &str, player: &Player, s: &UserStats) -> Result<Write, StoreError> {
    Ok(Write::Put(
        Space::Stats,
        stats::key(guild, player.id),
        serde_json::to_vec(s)?,
    ))
}

/// The name under which a server's shared records are locked (no table id starts with it).
pub(super) fn server_lock_name(guild: &str) -> String {
    format!("\u{1}server/{guild}")
}

fn encode_line(line: InPlay) -> Result<Vec<u8>, StoreError> {
    Ok(serde_json::to_vec(&line)?)
}

/// The entry `games` shows for the game in play at `table` (`None` when nothing is in play).
pub(super) fn in_play_line(table: &Table) -> Option<InPlay> {
    if let Some(g) = table.game.as_ref().filter(|g| !g.is_over()) {
        return Some(InPlay::new(
            vec![g.sente.name.clone(), g.gote.name.clone()],
            g.moves().len(),
        ));
    }
    let g = table.four.as_ref().filter(|g| !g.is_over())?;
    let names = g.seats.iter().map(|p| p.name.clone()).collect();
    Some(InPlay::new(names, g.moves().len()))
}

/// Who waits at `table` for others (a challenger, a lobby's host), and until when.
pub(super) fn waiting(table: &Table) -> Vec<(UserId, Timestamp)> {
    let mut out: Vec<(UserId, Timestamp)> = table
        .challenges
        .iter()
        .map(|c| (c.from.id, c.expires))
        .collect();
    if let Some(lobby) = &table.lobby {
        // A lobby waits until it starts or its host leaves.
        out.push((lobby.host, Timestamp(u64::MAX)));
    }
    out
}

/// The writes that keep the index of waiting challenges in step with table `id`.
fn pending_writes(id: &str, before: &Table, after: &Table) -> Vec<Write> {
    let guild = guild_of(id);
    let (old, new) = (waiting(before), waiting(after));
    let mut writes = Vec::new();
    for (user, _) in old.iter().filter(|(u, _)| !new.iter().any(|(n, _)| n == u)) {
        writes.push(Write::Delete(Space::Pending, pending_key(guild, *user, id)));
    }
    for (user, until) in new.iter().filter(|w| !old.contains(w)) {
        writes.push(Write::Put(
            Space::Pending,
            pending_key(guild, *user, id),
            until.0.to_be_bytes().to_vec(),
        ));
    }
    writes
}
