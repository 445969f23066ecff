//! The sides of a game and a map over them: [`Side`] is implemented by [`Color`] (two players)
//! and [`Seat`] (four players); [`BySide`] keeps one value per side instead of parallel arrays.

use super::{Color, Seat};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Index, IndexMut};

/// One side of a game: 先手/後手 (sente/gote) or one of the four seats (四人将棋).
pub trait Side: Copy + Eq + Ord + fmt::Debug + fmt::Display + Send + Sync + 'static {
    /// How many sides a game has.
    const COUNT: usize;
    /// Every side, in turn order.
    fn all() -> &'static [Self];
    /// The position of this side in [`Side::all`].
    fn index(self) -> usize;
    /// The side that plays after this one.
    fn next(self) -> Self;
}

impl Side for Color {
    const COUNT: usize = 2;
    fn all() -> &'static [Color] {
        &Color::ALL
    }
    fn index(self) -> usize {
        Color::index(self)
    }
    fn next(self) -> Color {
        self.opponent()
    }
}

impl Side for Seat {
    const COUNT: usize = 4;
    fn all() -> &'static [Seat] {
        &Seat::ALL
    }
    fn index(self) -> usize {
        Seat::index(self)
    }
    fn next(self) -> Seat {
        Seat::next(self)
    }
}

/// One value per side, indexed by the side (shakmaty's `ByColor`, for two or four sides).
///
/// ```
/// use shogiban::rules::{BySide, Color, Seat};
/// let mut hands = BySide::<Color, u32>::default();
/// hands[Color::Gote] += 2;
/// assert_eq!(hands[Color::Gote], 2);
/// let places = BySide::from_fn(|s: Seat| s.index() as u8 + 1);
/// assert_eq!(places.iter().map(|(_, p)| *p).collect::<Vec<_>>(), [1, 2, 3, 4]);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct BySide<S: Side, T> {
    values: Vec<T>,
    side: std::marker::PhantomData<S>,
}

impl<S: Side, T> BySide<S, T> {
    /// The value of each side from `f`.
    pub fn from_fn(f: impl FnMut(S) -> T) -> BySide<S, T> {
        BySide {
            values: S::all().iter().copied().map(f).collect(),
            side: std::marker::PhantomData,
        }
    }

    /// From one value per side in turn order; `None` when the count is not [`Side::COUNT`].
    pub fn from_vec(values: Vec<T>) -> Option<BySide<S, T>> {
        (values.len() == S::COUNT).then_some(BySide {
            values,
            side: std::marker::PhantomData,
        })
    }

    /// Each side with its value, in turn order.
    pub fn iter(&self) -> impl Iterator<Item = (S, &T)> + '_ {
        S::all().iter().copied().zip(self.values.iter())
    }

    /// The values in turn order.
    pub fn values(&self) -> &[T] {
        &self.values
    }

    /// The first side, in turn order, whose value satisfies `f`.
    pub fn find(&self, mut f: impl FnMut(&T) -> bool) -> Option<S> {
        self.iter().find(|(_, v)| f(v)).map(|(s, _)| s)
    }

    /// A map with `f` applied to every value.
    pub fn map<U>(&self, mut f: impl FnMut(S, &T) -> U) -> BySide<S, U> {
        BySide::from_fn(|s| f(s, &self[s]))
    }
}

impl<S: Side, T: Default> Default for BySide<S, T> {
    fn default() -> BySide<S, T> {
        BySide::from_fn(|_| T::default())
    }
}

impl<S: Side, T> Index<S> for BySide<S, T> {
    type Output = T;
    fn index(&self, side: S) -> &T {
        &self.values[side.index()]
    }
}

impl<S: Side, T> IndexMut<S> for BySide<S, T> {
    fn index_mut(&mut self, side: S) -> &mut T {
        &mut self.values[side.index()]
    }
}

impl<S: Side, T: fmt::Debug> fmt::Debug for BySide<S, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

// Stored as a plain sequence in turn order, so `[1, 4, 2, 3]` in a record stays readable.
impl<S: Side, T: Serialize> Serialize for BySide<S, T> {
    fn serialize<Z: Serializer>(&self, s: Z) -> Result<Z::Ok, Z::Error> {
        self.values.serialize(s)
    }
}

impl<'de, S: Side, T: Deserialize<'de>> Deserialize<'de> for BySide<S, T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<BySide<S, T>, D::Error> {
        let values = Vec::<T>::deserialize(d)?;
        let n = values.len();
        BySide::from_vec(values)
            .ok_or_else(|| serde::de::Error::custom(format!("{n} values for {} sides", S::COUNT)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_map_over_sides_is_indexed_by_side_and_stored_in_turn_order() {
        let mut m = BySide::<Seat, u8>::default();
        m[Seat::North] = 3;
        assert_eq!(m.values(), [0, 0, 3, 0]);
        assert_eq!(m.find(|&v| v == 3), Some(Seat::North));
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(json, "[0,0,3,0]");
        assert_eq!(serde_json::from_str::<BySide<Seat, u8>>(&json).unwrap(), m);
        // A record with the wrong number of sides is refused, not padded.
        assert!(serde_json::from_str::<BySide<Color, u8>>(&json).is_err());
        assert_eq!(Color::Sente.next(), Color::Gote);
        assert_eq!(Side::next(Seat::East), Seat::South);
    }
}
