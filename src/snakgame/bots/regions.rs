//! The largest component of empty cells, found lazily. Cells are only ever filled, so a
//! component can shrink or split but never grow or merge: a size measured earlier is an upper
//! bound on every component inside it now. [`Regions`] keeps the components it last measured in
//! a heap by that bound and re-measures only those that could still be the largest, instead of
//! labelling the whole board each time a snake starts (thousands of times late in a big game).

use std::collections::BinaryHeap;

use super::flood::{component, Marks};
use super::mirror::Mirror;

/// The components of empty cells as last measured, largest bound first.
#[derive(Default)]
pub struct Regions {
    /// (size when measured, ply when measured, index into `cells`).
    heap: BinaryHeap<(u32, u32, usize)>,
    cells: Vec<Vec<u32>>,
    marks: Marks,
    scratch: Vec<u32>,
}

impl Regions {
    /// The largest component of empty cells now (padded cells), or `None` when the board is
    /// full. The first call labels the whole board; later calls re-measure only the components
    /// whose old size still beats every component measured at this ply.
    pub fn largest(&mut self, m: &Mirror) -> Option<&[u32]> {
        if self.marks.len() != m.occ.len() {
            self.marks = Marks::new(m.occ.len());
        }
        if self.cells.is_empty() {
            let all: Vec<u32> = (0..m.occ.len() as u32).filter(|&p| m.free(p)).collect();
            self.split(m, &all);
        }
        loop {
            let &(_, measured, index) = self.heap.peek()?;
            if measured == m.ply {
                return self.cells.get(index).map(Vec::as_slice);
            }
            self.heap.pop();
            let old = std::mem::take(&mut self.cells[index]);
            self.split(m, &old);
        }
    }

    /// Measures the components among `cells` now and pushes each onto the heap.
    fn split(&mut self, m: &Mirror, cells: &[u32]) {
        self.marks.next();
        for &p in cells {
            if !m.free(p) || self.marks.seen(p) {
                continue;
            }
            component(m, &mut self.marks, p, &mut self.scratch);
            let part = std::mem::take(&mut self.scratch);
            self.heap.push((part.len() as u32, m.ply, self.cells.len()));
            self.cells.push(part);
        }
    }
}
