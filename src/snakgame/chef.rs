//! Chef, exactly as the statement gives him, as an agent: each turn, in order, (1) continue a
//! FREEZE countdown; (2) with probability 1/500 play `FREEZE k`, k uniform in 1..=50; (3) with no
//! snake yet, or (4) when his snake cannot be extended, start one on a uniformly random empty
//! cell; (5) with probability 99/100 extend: the empty neighbours of both ends together, one
//! picked uniformly; (6) otherwise start a new snake on a uniformly random empty cell.
//!
//! His draws come from the seeded RNG, reseeded from the game's seed and the ply, so a seed
//! reproduces a whole game and a position always gets the same answer (undo, replays).

use crate::model::describe::Algorithm;
use crate::model::{Agent, Budget, Seat};
use crate::rng::SeededRng;
use crate::thinking::Reasoning;

use super::board::Board;
use super::follow::{Changes, Follower};
use super::game::{SnakGame, SnakSetup};
use super::protocol::{SnakeMove, MAX_FREEZE};
use super::rules::SnakState;

/// The empty cells as a Fenwick tree over row-major indices: the k-th empty cell in O(log n).
#[derive(Clone, Debug, Default)]
pub struct EmptyCells {
    tree: Vec<u32>,
    empty: Vec<bool>,
    count: u32,
}

impl EmptyCells {
    /// The empty cells of `state`.
    pub fn of(board: &Board, state: &SnakState) -> Self {
        let data = state.log.read();
        let n = board.area();
        let empty: Vec<bool> = (0..n as u32)
            .map(|i| !board.is_blocked(i) && data.empty_at(i, state.ply))
            .collect();
        let mut tree = vec![0u32; n + 1];
        for (i, &e) in empty.iter().enumerate() {
            tree[i + 1] += u32::from(e);
            let parent = (i + 1) + ((i + 1) & (i + 1).wrapping_neg());
            if parent <= n {
                tree[parent] += tree[i + 1];
            }
        }
        let count = empty.iter().filter(|&&e| e).count() as u32;
        Self { tree, empty, count }
    }

    /// Marks `cell` filled.
    pub fn fill(&mut self, cell: u32) {
        let Some(e) = self.empty.get_mut(cell as usize) else {
            return;
        };
        if !*e {
            return;
        }
        *e = false;
        self.count -= 1;
        let mut i = cell as usize + 1;
        while i < self.tree.len() {
            self.tree[i] -= 1;
            i += i & i.wrapping_neg();
        }
    }

    /// Empty cells.
    pub fn len(&self) -> u32 {
        self.count
    }

    /// True when no cell is empty.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The `k`-th empty cell (0-based, row-major order), if there are that many.
    pub fn nth(&self, k: u32) -> Option<u32> {
        if k >= self.count {
            return None;
        }
        let n = self.tree.len() - 1;
        let mut pos = 0usize;
        let mut rest = k + 1;
        let mut step = n.next_power_of_two();
        while step > 0 {
            let next = pos + step;
            if next <= n && self.tree[next] < rest {
                pos = next;
                rest -= self.tree[next];
            }
            step /= 2;
        }
        Some(pos as u32)
    }
}

/// Chef's strategy, as the statement gives it.
pub const ALGORITHM: Algorithm = Algorithm {
    title: "Chef: the statement's random strategy",
    lines: &[
        "chef(position):",
        "  a FREEZE still running: FREEZE one less",
        "  with chance 1/500: FREEZE k, k drawn at random (at most 50)",
        "  the moves extending an end of its snake onto an empty neighbour",
        "  none, or with chance 1/100: NEW on an empty cell drawn at random",
        "  else one of those moves, drawn at random",
    ],
    play_line: Some(5),
};

/// Chef's strategy; `freeze: false` gives the `chef` bot (no FREEZE, no voluntary restarts).
pub struct Chef {
    seed: u64,
    freeze: bool,
    follower: Follower,
    empty: EmptyCells,
}

impl Chef {
    /// The statement's Chef drawing from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            seed,
            freeze: true,
            follower: Follower::default(),
            empty: EmptyCells::default(),
        }
    }

    /// Chef's strategy without FREEZE and without voluntary restarts (a baseline bot).
    pub fn plain(seed: u64) -> Self {
        Self {
            freeze: false,
            ..Self::new(seed)
        }
    }

    /// Chef's move for the side to move in `state` (None when the game is over).
    pub fn decide(&mut self, board: &Board, state: &SnakState) -> Option<SnakeMove> {
        self.decide_saying(board, state, None)
    }

    /// Chef's move, saying why when asked (looking inside: a micro-step for each line of his
    /// strategy he passes, the ends' empty neighbours drawn as the cells he may fill).
    fn decide_saying(
        &mut self,
        board: &Board,
        state: &SnakState,
        mut reasoning: Option<&mut Reasoning>,
    ) -> Option<SnakeMove> {
        if state.over() {
            return None;
        }
        match self.follower.look(state) {
            Changes::Rebuild => self.empty = EmptyCells::of(board, state),
            Changes::Filled(cells) => cells.iter().for_each(|f| self.empty.fill(f.cell)),
        }
        let seat = state.seat();
        if seat == 1 && state.freeze > 1 {
            let left = state.freeze - 1;
            tell(reasoning.as_deref_mut(), 1, || {
                "His FREEZE still runs: he plays FREEZE one less.".to_string()
            });
            return Some(SnakeMove::Freeze(left));
        }
        let mut rng = SeededRng::new(mix(self.seed, state.ply));
        if self.freeze && rng.chance(1, 500) {
            let k = rng.range_u64(1, MAX_FREEZE.into()) as u8;
            tell(reasoning.as_deref_mut(), 2, || {
                format!("The 1-in-500 draw came up: FREEZE {k}.")
            });
            return Some(SnakeMove::Freeze(k));
        }
        let options = state.extensions(board, seat);
        let first_snake = state.sides[seat].snake.is_none();
        if let Some(r) = reasoning.as_deref_mut() {
            if self.freeze {
                r.step(
                    2,
                    || {
                        "No FREEZE is running, and the 1-in-500 FREEZE draw did not come up."
                            .to_string()
                    },
                    Vec::new,
                );
            }
            let cells = |i: u32| {
                let p = board.pos(i);
                crate::grid::Cell::new(i32::from(p.row), i32::from(p.col))
            };
            // A cell beside both ends is one cell but two moves.
            let mut targets: Vec<u32> = options.iter().map(|&(_, to)| to).collect();
            targets.sort_unstable();
            targets.dedup();
            r.step(
                3,
                || match (options.len(), targets.len()) {
                    (0, _) if first_snake => "He has no snake yet.".to_string(),
                    (0, _) => "No end of his snake has an empty neighbour.".to_string(),
                    (n, k) => format!(
                        "The ends of his snake can move onto {}: {}{}.",
                        crate::words::plural(k as u64, "empty cell", "empty cells"),
                        targets
                            .iter()
                            .map(|&to| at(board, to))
                            .collect::<Vec<_>>()
                            .join(", "),
                        if n == k {
                            String::new()
                        } else {
                            format!(" ({n} moves: a cell beside both ends counts twice)")
                        }
                    ),
                },
                || {
                    vec![crate::trace::TraceEvent::Cells {
                        layer: "next",
                        cells: targets.iter().map(|&to| cells(to)).collect(),
                    }]
                },
            );
        }
        let restart = options.is_empty() || (self.freeze && !rng.chance(99, 100));
        if restart {
            let k = rng.index(self.empty.len() as usize) as u32;
            let cell = self.empty.nth(k)?;
            let pos = board.pos(cell);
            let empty = self.empty.len();
            let why = || {
                let shown = at(board, cell);
                if first_snake {
                    format!("His first snake, on {shown}, drawn at random among the {empty} empty cells.")
                } else if options.is_empty() {
                    format!("Both ends are stuck: a new snake on {shown}, drawn at random among the {empty} empty cells.")
                } else {
                    format!("The 1-in-100 draw came up: a new snake on {shown}, drawn at random among the {empty} empty cells.")
                }
            };
            tell(reasoning.as_deref_mut(), 4, why);
            return Some(SnakeMove::New(pos));
        }
        let (from, to) = options[rng.index(options.len())];
        // Short: a long game keeps a few hundred thousand of these (the micro-steps name the cells).
        tell(reasoning, 5, || match options.len() {
            1 => "The only move of his ends.".to_string(),
            n => format!("Drawn at random from his ends' {n} moves."),
        });
        Some(SnakeMove::Extend {
            from: board.pos(from),
            to: board.pos(to),
        })
    }
}

/// Cell `i` as the page's sentences write it: `(row, column)`, 1-based.
fn at(board: &Board, i: u32) -> String {
    let p = board.pos(i);
    format!("({}, {})", u32::from(p.row) + 1, u32::from(p.col) + 1)
}

/// Says why Chef chose his move, when asked (the words are built only then: a referee asks
/// him hundreds of thousands of times a game without).
fn tell(reasoning: Option<&mut Reasoning>, line: u8, why: impl FnOnce() -> String) {
    if let Some(r) = reasoning {
        r.because(line, why());
    }
}

/// A seed for ply `ply` of a game seeded `seed` (SplitMix64 finaliser).
fn mix(seed: u64, ply: u32) -> u64 {
    let mut z = seed ^ u64::from(ply).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Agent<SnakGame> for Chef {
    fn name(&self) -> &str {
        if self.freeze {
            "chef"
        } else {
            "chef-plain"
        }
    }

    fn choose(
        &mut self,
        setup: &SnakSetup,
        state: &SnakState,
        _seat: Seat,
        _budget: Budget,
        reasoning: Option<&mut Reasoning>,
    ) -> Option<SnakeMove> {
        self.decide_saying(&setup.board, state, reasoning)
    }

    fn algorithm(&self) -> Option<&'static Algorithm> {
        Some(&ALGORITHM)
    }
}
