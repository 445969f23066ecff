//! The sides of a game and a map over them: [`Side`] is implemented by [`Color`] (two players)
//! and [`Seat`] (four players); [`BySide`] keeps one value per side instead of parallel arrays.

use super::{Color, Seat};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Index, IndexMut};

/// One side of a game: 先手/後手 (sente/gote) or one of the four seats (四人将棋).
pub trait Side:
    Copy
    + Eq
    + Ord
    + fmt::Debug
    + fmt::Display
    + Send
    + Sync
    + Serialize
    + serde::de::DeserializeOwned
    + 'static
{
    /// How many sides a game has.
    const COUNT: usize;
    /// One value per side, in turn order: `[T; 2]` or `[T; 4]`, so that a [`BySide`] of `Copy`
    /// values is `Copy` and never allocates.
    type Array<T>: AsRef<[T]> + AsMut<[T]>;
    /// Every side, in turn order.
    fn all() -> &'static [Self];
    /// The position of this side in [`Side::all`].
    fn index(self) -> usize;
    /// The side that plays after this one.
    fn next(self) -> Self;
    /// The array of `f` applied to each position in turn order.
    fn array<T>(f: impl FnMut(usize) -> T) -> Self::Array<T>;
    /// The array of `values` (exactly [`Side::COUNT`] of them).
    fn array_from_vec<T>(values: Vec<T>) -> Option<Self::Array<T>>;
}

impl Side for Color {
    const COUNT: usize = 2;
    type Array<T> = [T; 2];
    fn all() -> &'static [Color] {
        &Color::ALL
    }
    fn index(self) -> usize {
        Color::index(self)
    }
    fn next(self) -> Color {
        self.opponent()
    }
    fn array<T>(f: impl FnMut(usize) -> T) -> [T; 2] {
        std::array::from_fn(f)
    }
    fn array_from_vec<T>(values: Vec<T>) -> Option<[T; 2]> {
        values.try_into().ok()
    }
}

impl Side for Seat {
    const COUNT: usize = 4;
    type Array<T> = [T; 4];
    fn all() -> &'static [Seat] {
        &Seat::ALL
    }
    fn index(self) -> usize {
        Seat::index(self)
    }
    fn next(self) -> Seat {
        Seat::next(self)
    }
    fn array<T>(f: impl FnMut(usize) -> T) -> [T; 4] {
        std::array::from_fn(f)
    }
    fn array_from_vec<T>(values: Vec<T>) -> Option<[T; 4]> {
        values.try_into().ok()
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
pub struct BySide<S: Side, T> {
    values: S::Array<T>,
}

impl<S: Side, T> BySide<S, T> {
    /// The value of each side from `f`.
    pub fn from_fn(mut f: impl FnMut(S) -> T) -> BySide<S, T> {
        BySide {
            values: S::array(|i| f(S::all()[i])),
        }
    }

    /// From one value per side in turn order; `None` when the count is not [`Side::COUNT`].
    pub fn from_vec(values: Vec<T>) -> Option<BySide<S, T>> {
        Some(BySide {
            values: S::array_from_vec(values)?,
        })
    }

    /// Each side with its value, in turn order.
    pub fn iter(&self) -> impl Iterator<Item = (S, &T)> + '_ {
        S::all().iter().copied().zip(self.values.as_ref().iter())
    }

    /// Each side with its value, to change, in turn order.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (S, &mut T)> + '_ {
        S::all()
            .iter()
            .copied()
            .zip(self.values.as_mut().iter_mut())
    }

    /// The values in turn order.
    pub fn values(&self) -> &[T] {
        self.values.as_ref()
    }

    /// The first side, in turn order, whose value satisfies `f`.
    pub fn find(&self, mut f: impl FnMut(&T) -> bool) -> Option<S> {
        self.iter().find(|(_, v)| f(v)).map(|(s, _)| s)
    }

    /// Every side whose value satisfies `f`, in turn order.
    pub fn sides_where(&self, mut f: impl FnMut(&T) -> bool) -> Vec<S> {
        self.iter().filter(|(_, v)| f(v)).map(|(s, _)| s).collect()
    }

    /// Whether every value satisfies `f`.
    pub fn all(&self, f: impl FnMut(&T) -> bool) -> bool {
        self.values().iter().all(f)
    }

    /// Whether some value satisfies `f`.
    pub fn any(&self, f: impl FnMut(&T) -> bool) -> bool {
        self.values().iter().any(f)
    }

    /// A map with `f` applied to every value.
    pub fn map<U>(&self, mut f: impl FnMut(S, &T) -> U) -> BySide<S, U> {
        BySide::from_fn(|s| f(s, &self[s]))
    }

    /// A map of `f` applied to both maps' values side by side.
    pub fn zip<U, R>(&self, other: &BySide<S, U>, mut f: impl FnMut(&T, &U) -> R) -> BySide<S, R> {
        BySide::from_fn(|s| f(&self[s], &other[s]))
    }
}

impl<S: Side, T: Clone> Clone for BySide<S, T> {
    fn clone(&self) -> BySide<S, T> {
        BySide::from_fn(|s| self[s].clone())
    }
}

impl<S: Side, T: Copy> Copy for BySide<S, T> where S::Array<T>: Copy {}

impl<S: Side, T: PartialEq> PartialEq for BySide<S, T> {
    fn eq(&self, other: &BySide<S, T>) -> bool {
        self.values() == other.values()
    }
}

impl<S: Side, T: Eq> Eq for BySide<S, T> {}

impl<S: Side, T: std::hash::Hash> std::hash::Hash for BySide<S, T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.values().hash(state);
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
        &self.values.as_ref()[side.index()]
    }
}

impl<S: Side, T> IndexMut<S> for BySide<S, T> {
    fn index_mut(&mut self, side: S) -> &mut T {
        &mut self.values.as_mut()[side.index()]
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
        self.values().serialize(s)
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

    #[test]
    fn a_map_of_copy_values_is_copy_and_maps_and_zips_by_side() {
        let places = BySide::<Seat, u8>::from_fn(|s| 4 - s.index() as u8);
        let copy = places;
        assert_eq!(copy, places);
        let points = places.map(|_, &p| i32::from(p) * 2);
        assert_eq!(points[Seat::South], 8);
        let sum = places.zip(&points, |&p, &q| i32::from(p) + q);
        assert_eq!(sum.values(), [12, 9, 6, 3]);
        assert_eq!(places.sides_where(|&p| p <= 2), [Seat::North, Seat::East]);
        assert!(places.all(|&p| p >= 1) && !places.any(|&p| p > 4));
    }
}
