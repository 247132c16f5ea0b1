//! Values kept per seat: one value for each seat at the table, indexed by [`Seat`], written to
//! JSON as a plain list in seat order.

use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use super::rules::Seat;

/// One value per seat, in seat order (a bot per seat, the time each seat has thought, the
/// specials a seat has left). Built from the seat count; as JSON, a plain list.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BySeat<T>(Vec<T>);

impl<T> BySeat<T> {
    /// The value of each of `seats` seats, from its seat.
    pub fn from_fn(seats: usize, value: impl FnMut(Seat) -> T) -> Self {
        Self((0..seats).map(value).collect())
    }

    /// `value` for each of `seats` seats.
    pub fn filled(seats: usize, value: T) -> Self
    where
        T: Clone,
    {
        Self(vec![value; seats])
    }

    /// How many seats.
    pub fn seats(&self) -> usize {
        self.0.len()
    }

    /// True when there are no seats (a game without such values).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The value of `seat`, if the table has it.
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.0.get(seat)
    }

    /// The value of `seat` to change, if the table has it.
    pub fn get_mut(&mut self, seat: Seat) -> Option<&mut T> {
        self.0.get_mut(seat)
    }

    /// Each seat with its value, in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate()
    }

    /// Each seat with its value to change, in seat order.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Seat, &mut T)> {
        self.0.iter_mut().enumerate()
    }

    /// The values alone, in seat order.
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The values alone to change, in seat order.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }

    /// A value per seat made from this one's.
    pub fn map<U>(&self, mut f: impl FnMut(&T) -> U) -> BySeat<U> {
        BySeat(self.0.iter().map(&mut f).collect())
    }

    /// The values as a slice, in seat order.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }

    /// The values as a vector, in seat order.
    pub fn into_vec(self) -> Vec<T> {
        self.0
    }
}

impl<T> From<Vec<T>> for BySeat<T> {
    /// Value k is seat k's.
    fn from(values: Vec<T>) -> Self {
        Self(values)
    }
}

impl<T> FromIterator<T> for BySeat<T> {
    /// The k-th value is seat k's.
    fn from_iter<I: IntoIterator<Item = T>>(values: I) -> Self {
        Self(values.into_iter().collect())
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;

    /// Seat `seat`'s value; the seat must be at the table (use [`BySeat::get`] otherwise).
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    /// Seat `seat`'s value to change; the seat must be at the table.
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat]
    }
}

#[cfg(test)]
mod tests {
    use super::BySeat;

    #[test]
    fn a_value_per_seat_in_seat_order_and_json_as_a_plain_list() {
        let mut left = BySeat::from_fn(3, |seat| seat as u32 * 10);
        left[1] += 1;
        assert_eq!(left.seats(), 3);
        assert_eq!(left.get(1), Some(&11));
        assert_eq!(left.get(3), None);
        assert_eq!(
            left.iter().map(|(s, v)| (s, *v)).collect::<Vec<_>>(),
            vec![(0, 0), (1, 11), (2, 20)]
        );
        assert_eq!(left.map(|v| v + 1).into_vec(), vec![1, 12, 21]);
        assert_eq!(
            serde_json::to_string(&left).ok().as_deref(),
            Some("[0,11,20]")
        );
        let back: Option<BySeat<u32>> = serde_json::from_str("[0,11,20]").ok();
        assert_eq!(back, Some(left));
        assert!(BySeat::<u8>::default().is_empty());
        assert_eq!(BySeat::filled(2, "nearest").as_slice(), &["nearest"; 2]);
    }
}
