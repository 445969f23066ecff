//! The solver's transposition table: a fixed number of buckets, so its memory never grows.
//!
//! An entry a position holds what is known for every limit (the position mates within
//! `proven_within` plies, and does not mate within fewer than `disproven_upto` plies, [`ABSOLUTE`]: not
//! at all) and the proof and disproof numbers of its latest unfinished search, at `limit`. One entry
//! rather than one per limit: a lookup probes one bucket, and what holds for every limit is found
//! whatever the limit of the search asking.

/// Proof and disproof numbers at or beyond this are infinite.
pub const INF: u32 = u32::MAX / 4;
/// `disproven_upto` of a position that does not mate whatever the length.
pub const ABSOLUTE: u16 = u16::MAX;
/// `proven_within` of a position not known to mate.
pub const NOT_PROVEN: u16 = u16::MAX;
/// `limit` of an entry without search numbers.
pub const NO_SEARCH: u16 = u16::MAX;

const WAYS: usize = 4;
/// Below one entry in `SPARSE` slots a full bucket evicts rather than grows the table.
const SPARSE: usize = 8;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The full key, 0 for an empty slot.
    pub key: u64,
    pub pn: u32,
    pub dn: u32,
    /// Nodes spent below this position: big entries are kept over small ones.
    pub work: u32,
    pub proven_within: u16,
    pub disproven_upto: u16,
    /// Why the search is disproved (the solver's reason bits).
    pub reasons: u8,
    /// The mate-length limit `pn`, `dn` and `reasons` hold for ([`NO_SEARCH`]: none).
    pub limit: u16,
    /// The table's generation when it was written: entries of earlier generations are gone.
    generation: u16,
}

impl Entry {
    const EMPTY: Entry = Entry {
        key: 0,
        pn: 1,
        dn: 1,
        work: 0,
        proven_within: NOT_PROVEN,
        disproven_upto: 0,
        reasons: 0,
        limit: NO_SEARCH,
        generation: 0,
    };
}

/// A bounded table: `WAYS` slots a bucket, replacing the entry with the least work.
///
/// It starts small and doubles while it fills, up to its bound: a solve pays for the memory it uses,
/// not for the bound (writing 32 MiB of empty slots cost a mate in 1 about 15 ms). Clearing only
/// starts a new generation (entries of older ones count as empty), so a solver that solves many
/// small problems in a row (puzzle finders) does not wipe megabytes each time.
pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
    /// The number of buckets the bound allows.
    max_buckets: usize,
    /// Entries written in this generation (an upper bound of the live ones: evictions replace).
    used: usize,
    generation: u16,
}

/// Buckets of a new table: 8 KiB, a few hundred nodes' worth.
const FIRST_BUCKETS: usize = 64;

impl Table {
    /// A table of at most `megabytes` MiB (at least one bucket).
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.max(1) << 20;
        let max_buckets = (bytes / (std::mem::size_of::<Entry>() * WAYS))
            .max(1)
            .next_power_of_two()
            / 2;
        let max_buckets = max_buckets.max(1);
        let buckets = FIRST_BUCKETS.min(max_buckets);
        Table {
            slots: vec![Entry::EMPTY; buckets * WAYS],
            mask: buckets - 1,
            max_buckets,
            used: 0,
            generation: 1,
        }
    }

    /// Forgets everything: a new generation (the slots are wiped only when the counter wraps).
    pub fn clear(&mut self) {
        self.used = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.fill(Entry::EMPTY);
            self.generation = 1;
        }
    }

    /// Doubles the buckets, moving the live entries over (those of older generations are dropped).
    fn grow(&mut self) {
        let buckets = (self.mask + 1) * 2;
        let old = std::mem::replace(&mut self.slots, vec![Entry::EMPTY; buckets * WAYS]);
        self.mask = buckets - 1;
        self.used = 0;
        for e in old {
            if e.key != 0 && e.generation == self.generation {
                let b = self.bucket(e.key);
                let bucket = &mut self.slots[b..b + WAYS];
                // Each new bucket takes the entries of one old one: there is always room.
                if let Some(slot) = bucket.iter_mut().find(|s| s.generation != e.generation) {
                    *slot = e;
                    self.used += 1;
                }
            }
        }
    }

    fn bucket(&self, key: u64) -> usize {
        ((key as usize) & self.mask) * WAYS
    }

    /// The entry stored under `key`, if any.
    pub fn get(&self, key: u64) -> Option<&Entry> {
        let key = key.max(1);
        let b = self.bucket(key);
        let generation = self.generation;
        self.slots[b..b + WAYS]
            .iter()
            .find(|e| e.key == key && e.generation == generation)
    }

    /// A new entry under `key` if its bucket has a free slot: for guesses that are not worth
    /// growing the table or evicting anything for.
    pub fn vacant(&mut self, key: u64) -> Option<&mut Entry> {
        let key = key.max(1);
        let generation = self.generation;
        let b = self.bucket(key);
        let bucket = &mut self.slots[b..b + WAYS];
        if bucket
            .iter()
            .any(|e| e.key == key && e.generation == generation)
        {
            return None;
        }
        let slot = bucket
            .iter_mut()
            .find(|e| e.key == 0 || e.generation != generation)?;
        *slot = Entry {
            key,
            generation,
            ..Entry::EMPTY
        };
        self.used += 1;
        Some(slot)
    }

    /// The entry under `key`, created (evicting the least worked-on entry of its bucket) if absent.
    pub fn entry(&mut self, key: u64) -> &mut Entry {
        let key = key.max(1);
        let generation = self.generation;
        let mut b = self.bucket(key);
        if let Some(i) = self.slots[b..b + WAYS]
            .iter()
            .position(|e| e.key == key && e.generation == generation)
        {
            return &mut self.slots[b + i];
        }
        // A new entry: grow first, while the bound allows, once the table is half full, or once
        // it is an eighth full and the bucket has no free slot. Below an eighth a full bucket is
        // rare and evicts its least worked-on entry: growing on every full bucket grew the table to
        // 35 times its entries (16 MiB for 15,000), paid in fresh pages. Doubling splits
        // each bucket in two, so moving the entries never overflows one.
        while self.mask + 1 < self.max_buckets
            && (self.used * 2 >= self.slots.len()
                || (self.used * SPARSE >= self.slots.len()
                    && self.slots[b..b + WAYS]
                        .iter()
                        .all(|e| e.key != 0 && e.generation == generation)))
        {
            self.grow();
            b = self.bucket(key);
        }
        let bucket = &mut self.slots[b..b + WAYS];
        // Solved entries are worth more than any search entry of the same work.
        let value = |e: &Entry| {
            if e.key == 0 || e.generation != generation {
                0
            } else {
                let solved = e.proven_within != NOT_PROVEN || e.disproven_upto > 0;
                e.work as u64 + if solved { 1 << 32 } else { 1 }
            }
        };
        let i = (0..WAYS).min_by_key(|&i| value(&bucket[i])).unwrap_or(0);
        if value(&bucket[i]) == 0 {
            self.used += 1;
        }
        bucket[i] = Entry {
            key,
            generation,
            ..Entry::EMPTY
        };
        &mut bucket[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_keeps_its_size_and_evicts_the_least_work() {
        let mut t = Table::new(1);
        assert_eq!(
            t.slots.len(),
            FIRST_BUCKETS * WAYS,
            "a new table starts small"
        );
        for k in 1..200_000u64 {
            let e = t.entry(k.wrapping_mul(0x9e37_79b9_7f4a_7c15));
            e.work = (k % 7) as u32;
        }
        let len = t.slots.len();
        assert_eq!(len, t.max_buckets * WAYS, "it grew to its bound");
        assert!(
            len * std::mem::size_of::<Entry>() <= 1 << 20,
            "and not beyond"
        );
        for k in 200_000..400_000u64 {
            t.entry(k.wrapping_mul(0x9e37_79b9_7f4a_7c15)).work = 1;
        }
        assert_eq!(t.slots.len(), len, "a full table never grows");
        let key = 12345u64 << 20;
        t.entry(key).work = 1_000_000;
        // Fill its bucket with other keys: the heavily worked-on entry survives.
        for j in 1..=16u64 {
            t.entry(key + j * ((t.mask as u64) + 1)).work = 1;
        }
        assert_eq!(t.get(key).map(|e| e.work), Some(1_000_000));
        // Clearing forgets every entry, however the generations go round.
        for _ in 0..70_000 {
            t.clear();
            assert!(t.get(key).is_none());
            t.entry(key).work = 5;
            assert_eq!(t.get(key).map(|e| e.work), Some(5));
        }
    }
}
