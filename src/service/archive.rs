//! Operators' work on the archive of finished games: export one table's archive, count it, and
//! prune games that ended before a date. These read the archive in chunks, never all at once, so
//! they run in constant memory however many games a busy channel has.

use super::Service;
use crate::store::{Space, StoreError, Write};
use crate::table::TableId;
use crate::table::Timestamp;
use serde::Deserialize;

/// How many records one read or one write batch of these operations holds.
const CHUNK: usize = 1000;

/// What pruning did: archived games before and after, in total and in the tables touched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    pub before: u64,
    pub removed: u64,
    pub after: u64,
}

impl Service {
    /// Calls `f` with every archived game of table `id` (the record as stored, JSON), oldest
    /// first, reading `CHUNK` at a time; the number of games.
    pub fn for_each_archived(
        &self,
        id: &TableId,
        mut f: impl FnMut(&[u8]) -> std::io::Result<()>,
    ) -> Result<u64, ArchiveError> {
        let prefix = format!("{id}/").into_bytes();
        let mut n = 0;
        self.for_each_chunk(Space::Games, &prefix, |key, value| {
            // `GUILD/` is also the start of every channel's keys: only `ID/NUMBER` is this table's.
            let number = &key[prefix.len()..];
            if number.is_empty() || !number.iter().all(u8::is_ascii_digit) {
                return Ok(());
            }
            n += 1;
            f(value).map_err(ArchiveError::Io)
        })?;
        Ok(n)
    }

    /// How many finished games are archived in the whole database (counted by a scan of the keys:
    /// an operator's figure, not something commands use).
    pub fn archived_count(&self) -> Result<u64, StoreError> {
        let mut n = 0;
        self.for_each_chunk(Space::Games, b"", |_, _| {
            n += 1;
            Ok::<(), StoreError>(())
        })?;
        Ok(n)
    }

    /// Removes every archived game that ended before `before` (tables keep numbering theirs
    /// where they were). With `dry_run`, only counts.
    pub fn prune_archive(&self, before: Timestamp, dry_run: bool) -> Result<Pruned, StoreError> {
        #[derive(Deserialize)]
        struct Ended {
            ended: Timestamp,
        }
        let mut pruned = Pruned::default();
        let mut doomed = Vec::new();
        self.for_each_chunk(Space::Games, b"", |key, value| {
            pruned.before += 1;
            // A record that does not decode is kept: pruning removes only what it understood.
            let old = serde_json::from_slice::<Ended>(value).is_ok_and(|r| r.ended < before);
            if old {
                pruned.removed += 1;
                doomed.push(Write::Delete(Space::Games, key.to_vec()));
            }
            if !dry_run && doomed.len() >= CHUNK {
                self.store.commit(std::mem::take(&mut doomed))?;
            }
            Ok::<(), StoreError>(())
        })?;
        if !dry_run && !doomed.is_empty() {
            self.store.commit(doomed)?;
        }
        pruned.after = pruned.before - pruned.removed;
        Ok(pruned)
    }

    /// Every (key, value) of `space` under `prefix`, in key order, read `CHUNK` at a time.
    fn for_each_chunk<E: From<StoreError>>(
        &self,
        space: Space,
        prefix: &[u8],
        mut f: impl FnMut(&[u8], &[u8]) -> Result<(), E>,
    ) -> Result<(), E> {
        let end = crate::store::index::prefix_end(prefix);
        let mut from = prefix.to_vec();
        loop {
            let chunk = self.store.scan_range(space, &from, &end, CHUNK)?;
            for (key, value) in &chunk {
                f(key, value)?;
            }
            match chunk.last() {
                Some((last, _)) if chunk.len() == CHUNK => {
                    from = last.clone();
                    from.push(0);
                }
                _ => return Ok(()),
            }
        }
    }
}

/// Why an export failed: the store, or writing the file.
#[derive(Debug, thiserror::Error)]
pub enum ArchiveError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot write the export: {0}")]
    Io(std::io::Error),
}

/// Reads a date `YYYY-MM-DD` as the Unix time of its midnight, UTC.
pub fn parse_date(text: &str) -> Result<Timestamp, String> {
    let bad = || format!("`{text}` is not a date like 2026-01-31 (year-month-day)");
    let date = chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| bad())?;
    if !(1970..=9999).contains(&chrono::Datelike::year(&date)) {
        return Err(bad());
    }
    let midnight = date.and_hms_opt(0, 0, 0).ok_or_else(bad)?.and_utc();
    Ok(Timestamp(midnight.timestamp() as u64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::MemStore;
    use crate::table::command::{parse_command, Mention};
    use crate::table::{Actor, Directory, Player, UserId};
    use crate::test_support::tid;
    use std::sync::Arc;

    struct Two;

    impl Directory for Two {
        fn resolve(&self, m: &Mention) -> Option<Player> {
            let id = [("alice", 1), ("bob", 2)]
                .iter()
                .find(|(n, _)| Some(*n) == m.name())?
                .1;
            Some(Player {
                id: UserId(id),
                name: m.name()?.to_owned(),
            })
        }
    }

    fn game(s: &Service, table: &str, day: u64) {
        let now = Timestamp(day * 86_400);
        for (who, id, line) in [
            ("alice", 1, "challenge @bob"),
            ("bob", 2, "accept"),
            ("bob", 2, "resign"),
        ] {
            let actor = Actor {
                id: UserId(id),
                name: who.into(),
                moderator: false,
            };
            s.run(
                &crate::service::CommandKey::fresh(),
                &tid(table),
                &actor,
                parse_command(line).unwrap(),
                now,
                &Two,
            )
            .unwrap();
        }
    }

    #[test]
    fn a_channel_s_archive_is_exported_alone_and_old_games_are_pruned_with_counts() {
        let s = Service::new(Arc::new(MemStore::new()));
        // Day numbers since 1970: 20,000 is 2024-10-04.
        for day in [20_000, 20_001, 20_400] {
            game(&s, "g1/c1", day);
        }
        game(&s, "g1/c10", 20_000);
        let mut lines = Vec::new();
        let n = s
            .for_each_archived(&tid("g1/c1"), |r| {
                lines.push(String::from_utf8_lossy(r).into_owned());
                Ok(())
            })
            .unwrap();
        assert_eq!(n, 3, "the games of g1/c10 are not g1/c1's");
        assert!(lines.iter().all(|l| l.contains("\"table\":\"g1/c1\"")));
        // The server's id alone is no table: it cannot even be asked for.
        assert!(TableId::parse("g1").is_err());
        let cut = parse_date("2025-01-01").unwrap();
        let counted = s.prune_archive(cut, true).unwrap();
        assert_eq!(
            counted,
            Pruned {
                before: 4,
                removed: 3,
                after: 1
            }
        );
        assert_eq!(s.archived_count().unwrap(), 4, "a dry run removes nothing");
        assert_eq!(s.prune_archive(cut, false).unwrap(), counted);
        assert_eq!(s.archived_count().unwrap(), 1);
        // The table numbers its next game after the pruned ones.
        game(&s, "g1/c1", 20_401);
        let keys: Vec<String> = s
            .store
            .scan(Space::Games, b"g1/c1/")
            .unwrap()
            .into_iter()
            .map(|(k, _)| String::from_utf8(k).unwrap())
            .collect();
        assert_eq!(keys, ["g1/c1/00000002", "g1/c1/00000003"]);
    }

    #[test]
    fn dates_are_read_as_utc_midnight_and_bad_ones_refused() {
        assert_eq!(parse_date("1970-01-01"), Ok(Timestamp(0)));
        assert_eq!(parse_date("2000-03-01"), Ok(Timestamp(951_868_800)));
        assert_eq!(parse_date("2026-01-01"), Ok(Timestamp(1_767_225_600)));
        assert_eq!(parse_date("2024-02-29"), Ok(Timestamp(1_709_164_800)));
        for bad in [
            "2025-02-29",
            "2026-13-01",
            "2026-1",
            "yesterday",
            "1969-12-31",
        ] {
            assert!(parse_date(bad).is_err(), "{bad}");
        }
    }
}
