//! Saving a table after a command: its record, its indexes (clock, waiting challenges, games in
//! play) and the writes of its events (see `ledger.rs`), all in one durable batch.

use super::Service;
use crate::store::index::{
    pending_key, playing_back_key, playing_count_key, playing_key, ranking_writes, Bands, Board,
    InPlay,
};
use crate::store::records::{deadline_writes, encode_table};
use crate::store::stats;
use crate::store::Store;
use crate::store::{Space, StoreError, Write};
use crate::table::stats::UserStats;
use crate::table::TableId;
use crate::table::{Event, Player, Table, Timestamp, UserId};

impl Service {
    /// Saves table `id` as a command or a tick left it (`after`, from `before`), with the writes of
    /// what happened there ([`Event`]s, through the ledger), in one durable batch.
    pub(super) fn save(
        &self,
        db: &dyn Store,
        id: &TableId,
        before: &Table,
        after: &Table,
        events: &[Event],
        now: Timestamp,
    ) -> Result<(), StoreError> {
        self.save_with(db, id, before, after, events, now, Vec::new())
    }

    /// [`Service::save`] with more writes in the same batch (a command's stored answer).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn save_with(
        &self,
        db: &dyn Store,
        id: &TableId,
        before: &Table,
        after: &Table,
        events: &[Event],
        now: Timestamp,
        extra: Vec<Write>,
    ) -> Result<(), StoreError> {
        let guild = id.server();
        let (was_playing, playing) = (in_play_line(before), in_play_line(after));
        let game_ended = events.iter().any(|e| matches!(e, Event::GameEnded { .. }));
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
        let mut writes = extra;
        writes.extend(self.ledger(db, id, events, now)?);
        writes.extend(self.playing_writes(db, id, was_playing, playing, now)?);
        writes.extend(pending_writes(id, before, after));
        writes.extend(deadline_writes(
            id,
            before.next_deadline(),
            after.next_deadline(),
        ));
        writes.push(Write::Put(
            Space::Tables,
            id.as_bytes().to_vec(),
            encode_table(after)?,
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
    pub(super) fn stats_writes(
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
        id: &TableId,
        before: Option<InPlay>,
        after: Option<InPlay>,
        now: Timestamp,
    ) -> Result<Vec<Write>, StoreError> {
        if before == after {
            return Ok(Vec::new());
        }
        self.ensure_playing_index(db)?;
        let guild = id.server();
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
    let game = table.in_play()?.as_dyn();
    Some(InPlay::new(game.plain_names(), game.ply()))
}

/// Who waits at `table` for others (a challenger, a lobby's host), and until when.
pub(super) fn waiting(table: &Table) -> Vec<(UserId, Timestamp)> {
    let mut out: Vec<(UserId, Timestamp)> = table
        .challenges
        .waiting
        .iter()
        .map(|c| (c.from.id, c.expires))
        .collect();
    if let Some(lobby) = table.lobby() {
        // A lobby waits until it starts or its host leaves.
        out.push((lobby.host, Timestamp(u64::MAX)));
    }
    out
}

/// The writes that keep the index of waiting challenges in step with table `id`.
fn pending_writes(id: &TableId, before: &Table, after: &Table) -> Vec<Write> {
    let guild = id.server();
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
