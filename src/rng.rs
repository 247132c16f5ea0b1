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

    /// A uniform integer in `lo..=hi` (`lo <= hi`).
    pub fn range_u64(&mut self, lo: u64, hi: u64) -> u64 {
        let span = hi - lo + 1;
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

    /// A uniform index in `0..n` (`n > 0`).
    pub fn index(&mut self, n: usize) -> usize {
        self.range_u64(0, n as u64 - 1) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.range_u64(0, den - 1) < num
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
}
