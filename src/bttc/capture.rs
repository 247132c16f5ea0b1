//! Enclosure capture: when a player comes back next to its own older path, each region of
//! neutral cells around it (8-connected, diagonals count) becomes the player's, unless the region
//! touches the board's edge or a cell of another player.

use super::board::{index_on_border, Neighbours, AREA, NEUTRAL};

/// Reusable buffers for the flood fill (the bots run it thousands of times a turn).
pub struct Fill {
    stamp: Vec<u32>,
    now: u32,
    stack: Vec<u16>,
    region: Vec<u16>,
}

impl Default for Fill {
    fn default() -> Self {
        Self::new()
    }
}

impl Fill {
    /// Empty buffers.
    pub fn new() -> Fill {
        Fill {
            stamp: vec![0; AREA],
            now: 0,
            stack: Vec::with_capacity(AREA),
            region: Vec::with_capacity(AREA),
        }
    }

    fn next_stamp(&mut self) -> u32 {
        self.now += 1;
        self.now
    }

    /// Captures for `player` standing on cell `at`: every neutral region around `at` that
    /// touches no edge and no other player's cell becomes `player`'s at once. Each captured cell
    /// is passed to `took`. Returns how many cells were captured.
    pub fn capture(
        &mut self,
        owner: &mut [u8],
        player: u8,
        at: usize,
        mut took: impl FnMut(usize),
    ) -> u32 {
        let n = Neighbours::get();
        let Some(start) = n.around.get(at) else {
            return 0;
        };
        if self.now > u32::MAX - 16 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.now = 0;
        }
        // Each region gets its own stamp; stamps above `base` are this call's regions.
        let base = self.now;
        let mut total = 0;
        for &s in start {
            let s = usize::from(s);
            if s >= AREA || owner[s] != NEUTRAL || self.stamp[s] > base {
                continue;
            }
            let stamp = self.next_stamp();
            if self.region(owner, player, s, stamp, base) {
                for &c in &self.region {
                    owner[usize::from(c)] = player;
                    took(usize::from(c));
                }
                total += self.region.len() as u32;
            }
        }
        total
    }

    /// Fills the neutral region of `from` into `self.region`; true when it may be captured
    /// (false as soon as it touches the edge or another player's cell).
    fn region(&mut self, owner: &[u8], player: u8, from: usize, stamp: u32, base: u32) -> bool {
        let n = Neighbours::get();
        self.region.clear();
        self.stack.clear();
        self.stack.push(from as u16);
        self.stamp[from] = stamp;
        // A region that fails stops at once. A later region of the same call that meets one of
        // its marked cells is that region (captured ones are no longer neutral): it fails too.
        while let Some(c) = self.stack.pop() {
            let c = usize::from(c);
            self.region.push(c as u16);
            if index_on_border(c) {
                return false;
            }
            for &d in &n.around[c] {
                let d = usize::from(d);
                if d >= AREA {
                    continue;
                }
                let o = owner[d];
                if o == NEUTRAL {
                    let seen = self.stamp[d];
                    if seen > base && seen != stamp {
                        return false;
                    }
                    if seen != stamp {
                        self.stamp[d] = stamp;
                        self.stack.push(d as u16);
                    }
                } else if o != player {
                    return false;
                }
            }
        }
        true
    }
}

/// True when `at` shares a side with a cell of `trail` from at least two rounds ago: the player
/// came back next to its own older path (`trail` ends with the current round's cell).
pub fn came_back(trail: &[super::board::Pos], at: super::board::Pos) -> bool {
    let older = trail.len().saturating_sub(2);
    trail[..older].iter().any(|p| p.touches(at))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SeededRng;

    /// The rule written plainly: every region filled whole, then judged.
    fn naive(owner: &mut [u8], player: u8, at: usize) -> u32 {
        let n = Neighbours::get();
        let mut total = 0;
        for &s in &n.around[at] {
            let s = usize::from(s);
            if s >= AREA || owner[s] != NEUTRAL {
                continue;
            }
            let mut seen = vec![false; AREA];
            let mut stack = vec![s];
            let mut region = Vec::new();
            seen[s] = true;
            let mut closed = true;
            while let Some(c) = stack.pop() {
                region.push(c);
                closed &= !index_on_border(c);
                for &d in &n.around[c] {
                    let d = usize::from(d);
                    if d >= AREA {
                        continue;
                    }
                    if owner[d] == NEUTRAL && !seen[d] {
                        seen[d] = true;
                        stack.push(d);
                    } else if owner[d] != NEUTRAL && owner[d] != player {
                        closed = false;
                    }
                }
            }
            if closed {
                for &c in &region {
                    owner[c] = player;
                }
                total += region.len() as u32;
            }
        }
        total
    }

    #[test]
    fn the_quick_fill_matches_the_plain_rule() {
        let mut fill = Fill::new();
        let mut rng = SeededRng::new(7);
        for case in 0..3000 {
            // Boards mostly walled by player 0, with a few cells of player 1.
            let density = 30 + rng.index(60) as u64;
            let mut owner: Vec<u8> = (0..AREA)
                .map(|_| {
                    if rng.chance(density, 100) {
                        0
                    } else if rng.chance(3, 100) {
                        1
                    } else {
                        NEUTRAL
                    }
                })
                .collect();
            let at = rng.index(AREA);
            let mut plain = owner.clone();
            let a = fill.capture(&mut owner, 0, at, |_| {});
            let b = naive(&mut plain, 0, at);
            assert_eq!((a, &owner), (b, &plain), "case {case}");
        }
    }
}
