//! The one seeded RNG everything uses: the same seed gives the same game natively and in wasm.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// A portable, seeded random source (ChaCha8).
pub struct SeededRng(ChaCha8Rng);

impl SeededRng {
    /// A generator from a 64-bit seed.
    pub fn new(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform integer between `lo` and `hi`, both included.
    ///
    /// The bounds may come in either order: `lo > hi` draws from `hi..=lo`, so no pair of
    /// arguments panics. The full range `0..=u64::MAX` is one raw draw.
    pub fn range_u64(&mut self, lo: u64, hi: u64) -> u64 {
        let (lo, hi) = if lo <= hi { (lo, hi) } else { (hi, lo) };
        // Only the full range wraps to a span of 0.
        let span = (hi - lo).wrapping_add(1);
        if span == 0 {
            return self.0.next_u64();
        }
        // Rejection sampling keeps the distribution exactly uniform.
        let zone = u64::MAX - (u64::MAX % span);
        loop {
            let x = self.0.next_u64();
            if x < zone {
                return lo + x % span;
            }
        }
    }

    /// A uniform index in `0..n`.
    ///
    /// With `n = 0` there is nothing to pick: it returns 0 without drawing, so a caller that
    /// indexes with it must still check the length (or use `get`).
    pub fn index(&mut self, n: usize) -> usize {
        match n.checked_sub(1) {
            Some(last) => self.range_u64(0, last as u64) as usize,
            None => 0,
        }
    }

    /// True with probability `num / den` (always true when `num >= den`).
    ///
    /// With `den = 0` the probability is undefined: it returns false without drawing.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        match den.checked_sub(1) {
            Some(last) => self.range_u64(0, last) < num,
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let mut a = SeededRng::new(7);
        let mut b = SeededRng::new(7);
        for _ in 0..100 {
            assert_eq!(a.range_u64(1, 9), b.range_u64(1, 9));
        }
    }

    #[test]
    fn range_is_inclusive() {
        let mut r = SeededRng::new(1);
        let mut seen = [false; 3];
        for _ in 0..200 {
            seen[r.range_u64(4, 6) as usize - 4] = true;
        }
        assert_eq!(seen, [true; 3]);
    }

    #[test]
    fn reversed_bounds_are_swapped() {
        let mut a = SeededRng::new(3);
        let mut b = SeededRng::new(3);
        for _ in 0..100 {
            let x = a.range_u64(9, 4);
            assert!((4..=9).contains(&x));
            assert_eq!(x, b.range_u64(4, 9));
        }
        assert_eq!(a.range_u64(5, 5), 5);
    }

    #[test]
    fn full_range_and_extremes_do_not_overflow() {
        let mut r = SeededRng::new(5);
        let _ = r.range_u64(0, u64::MAX);
        let _ = r.range_u64(u64::MAX, 0);
        assert_eq!(r.range_u64(u64::MAX, u64::MAX), u64::MAX);
        assert!(r.range_u64(u64::MAX - 1, u64::MAX) >= u64::MAX - 1);
    }

    #[test]
    fn empty_index_and_zero_denominator_do_not_panic() {
        let mut r = SeededRng::new(11);
        let mut fresh = SeededRng::new(11);
        assert_eq!(r.index(0), 0);
        assert!(!r.chance(1, 0));
        assert!(!r.chance(0, 0));
        // Neither drew anything: the sequence goes on as if they were never called.
        assert_eq!(r.range_u64(0, 1000), fresh.range_u64(0, 1000));
        assert_eq!(r.index(1), 0);
        assert!(r.chance(3, 3));
        assert!(!r.chance(0, 3));
    }
}
