//! A compact open-addressing table from packed states to node numbers (the searches' visited set).

use super::packed::Packed;

const EMPTY: u64 = 0;

/// Maps each packed state seen so far to a `u32` node number.
pub(crate) struct StateTable {
    // Keys are stored plus one, so that 0 marks an empty slot.
    keys: Vec<u64>,
    nodes: Vec<u32>,
    len: usize,
    shift: u32,
}

/// What [`StateTable::insert`] found.
pub(crate) enum Entry {
    /// The state is new and now maps to the given node.
    Added,
    /// The state was already there, with this node.
    Present(u32),
}

impl StateTable {
    /// An empty table.
    pub fn new() -> Self {
        Self::with_capacity_log2(10)
    }

    fn with_capacity_log2(bits: u32) -> Self {
        let size = 1usize << bits;
        Self {
            keys: vec![EMPTY; size],
            nodes: vec![0; size],
            len: 0,
            shift: 64 - bits,
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// Adds `state` with `node` unless it is already held.
    #[inline]
    pub fn insert(&mut self, state: Packed, node: u32) -> Entry {
        if 2 * (self.len + 1) > self.keys.len() {
            self.grow();
        }
        let key = state + 1;
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            match self.keys[i] {
                EMPTY => {
                    self.keys[i] = key;
                    self.nodes[i] = node;
                    self.len += 1;
                    return Entry::Added;
                }
                k if k == key => return Entry::Present(self.nodes[i]),
                _ => i = (i + 1) & mask,
            }
        }
    }

    fn grow(&mut self) {
        let bits = 64 - self.shift + 1;
        let old = std::mem::replace(self, Self::with_capacity_log2(bits));
        for (&key, &node) in old.keys.iter().zip(&old.nodes) {
            if key != EMPTY {
                self.insert(key - 1, node);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_every_state_once_across_growth() {
        let mut table = StateTable::new();
        for i in 0..5000u64 {
            assert!(matches!(table.insert(i * 977, i as u32), Entry::Added));
        }
        for i in 0..5000u64 {
            assert!(matches!(table.insert(i * 977, 0), Entry::Present(n) if n == i as u32));
        }
        assert!(matches!(table.insert(0x1F_FFFF_FFFF, 1), Entry::Added));
    }
}
