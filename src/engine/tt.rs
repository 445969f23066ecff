//! The transposition table: one entry per slot, replaced when the new search is deeper or newer.

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true value is at least the score (a fail-high).
    Lower,
    /// The true value is at most the score (a fail-low).
    Upper,
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    mv: u16,
    score: i16,
    depth: i8,
    /// Bound in the low 2 bits (0 empty), generation above.
    flags: u8,
}

/// A probe result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub mv: u16,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub struct Tt {
    slots: Vec<Slot>,
    mask: usize,
    generation: u8,
}

impl Tt {
    /// A table of about `megabytes` MiB (at least 1024 entries).
    pub fn new(megabytes: usize) -> Tt {
        let want = (megabytes << 20) / std::mem::size_of::<Slot>();
        let n = want.max(1024).next_power_of_two();
        let n = if n > want.max(1024) { n / 2 } else { n };
        Tt {
            slots: vec![Slot::default(); n.max(1024)],
            mask: n.max(1024) - 1,
            generation: 0,
        }
    }

    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
        self.generation = 0;
    }

    /// Starts a new search: older entries become easier to replace.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1) & 0x3f;
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let s = self.slots[key as usize & self.mask];
        if s.flags & 3 == 0 || s.key != key {
            return None;
        }
        let bound = match s.flags & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            mv: s.mv,
            score: s.score as i32,
            depth: s.depth as i32,
            bound,
        })
    }

    pub fn store(&mut self, key: u64, mv: u16, score: i32, depth: i32, bound: Bound) {
        let i = key as usize & self.mask;
        let old = self.slots[i];
        let old_gen = old.flags >> 2;
        if old.flags & 3 != 0
            && old.key == key
            && old_gen == self.generation
            && old.depth as i32 > depth + 2
            && bound != Bound::Exact
        {
            return;
        }
        if old.flags & 3 != 0
            && old.key != key
            && old_gen == self.generation
            && old.depth as i32 > depth + 4
        {
            return;
        }
        let b = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let mv = if mv == 0 && old.key == key {
            old.mv
        } else {
            mv
        };
        self.slots[i] = Slot {
            key,
            mv,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(-1, 127) as i8,
            flags: b | (self.generation << 2),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_probes() {
        let mut tt = Tt::new(1);
        tt.store(12345, 7, -42, 5, Bound::Lower);
        let e = tt.probe(12345).unwrap();
        assert_eq!((e.mv, e.score, e.depth, e.bound), (7, -42, 5, Bound::Lower));
        assert!(tt.probe(54321).is_none());
    }
}
