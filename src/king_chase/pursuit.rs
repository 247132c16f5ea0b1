//! Bob's pursuit: step to the neighbour that minimises the Manhattan distance to Alice.
//!
//! The editorial's claim, proved per axis: with this pursuit Bob catches Alice right after her t-th
//! move exactly when the cell she moved to is within Chebyshev distance t of Bob's START cell.

use crate::grid::Cell;

use super::rules::KingStep;

/// Bob's greedy step towards Alice: each coordinate moves one closer unless already equal. This is
/// the unique neighbour with the least Manhattan distance. `None` when they share a cell.
pub fn bob_step(bob: Cell, alice: Cell) -> Option<KingStep> {
    let to = bob.offset(
        (alice.row - bob.row).signum(),
        (alice.col - bob.col).signum(),
    );
    KingStep::between(bob, to)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_diagonally_then_straight() {
        assert_eq!(
            bob_step(Cell::new(0, 0), Cell::new(3, 1)),
            Some(KingStep::SE)
        );
        assert_eq!(
            bob_step(Cell::new(2, 1), Cell::new(3, 1)),
            Some(KingStep::S)
        );
        assert_eq!(bob_step(Cell::new(2, 1), Cell::new(2, 1)), None);
    }

    #[test]
    fn greedy_step_minimises_manhattan_distance() {
        for (b, a) in [((4, 4), (0, 7)), ((1, 6), (6, 2)), ((3, 3), (3, 0))] {
            let (b, a) = (Cell::new(b.0, b.1), Cell::new(a.0, a.1));
            let s = bob_step(b, a).unwrap();
            let chosen = b.offset(s.delta().0, s.delta().1).manhattan(a);
            for t in KingStep::ALL {
                assert!(chosen <= b.offset(t.delta().0, t.delta().1).manhattan(a));
            }
        }
    }
}
