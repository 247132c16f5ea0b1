//! Per-cell "seen" flags that clear in O(1) and take two bytes a cell: the bounded searches of
//! the seal checks and the playouts run thousands of times a game over boards of up to 360,000
//! cells, and what they cost is mostly the memory they touch ([`super::flood::Marks`] keeps a
//! value beside each flag).

/// Cells seen in the current search: a cell is seen when its generation is the current one.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    generation: Vec<u16>,
    now: u16,
}

impl Seen {
    /// Flags for `n` cells, none seen.
    pub fn new(n: usize) -> Self {
        Self {
            generation: vec![0; n],
            now: 1,
        }
    }

    /// Cells covered.
    pub fn len(&self) -> usize {
        self.generation.len()
    }

    /// True when it covers no cell.
    pub fn is_empty(&self) -> bool {
        self.generation.is_empty()
    }

    /// Forgets every cell seen (once in 65,535 times by clearing them all).
    pub fn next(&mut self) {
        self.now = self.now.wrapping_add(1);
        if self.now == 0 {
            self.generation.iter_mut().for_each(|g| *g = 0);
            self.now = 1;
        }
    }

    /// Marks `p` seen (a cell outside is ignored).
    #[inline]
    pub fn mark(&mut self, p: u32) {
        if let Some(g) = self.generation.get_mut(p as usize) {
            *g = self.now;
        }
    }

    /// True when `p` is seen.
    #[inline]
    pub fn seen(&self, p: u32) -> bool {
        self.generation.get(p as usize) == Some(&self.now)
    }
}

#[cfg(test)]
mod tests {
    use super::Seen;

    #[test]
    fn a_new_search_forgets_what_the_last_saw_even_past_the_generations_wrap() {
        let mut seen = Seen::new(4);
        assert!(!seen.seen(2));
        seen.mark(2);
        seen.mark(9);
        assert!(seen.seen(2) && !seen.seen(9) && !seen.seen(1));
        for _ in 0..70_000 {
            seen.next();
            assert!(!seen.seen(2));
            seen.mark(3);
        }
        seen.mark(2);
        assert!(seen.seen(2) && seen.seen(3));
    }
}
