//! The setup of a game: how many players and where they start (random distinct cells from a seed,
//! a symmetric layout, or a given list).

use thiserror::Error;

use super::board::{Pos, AREA, HEIGHT, MAX_PLAYERS, WIDTH};
use crate::rng::SeededRng;

/// Everything fixed for a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    starts: Vec<Pos>,
}

/// Why a setup could not be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// Not 2 to 4 players.
    #[error("a game has 2 to 4 players, found {0}")]
    Players(usize),
    /// A start position that is not `x,y` on the board.
    #[error("{} is not a start position `x,y` with 0 <= x < 35 and 0 <= y < 20", crate::words::shown(.0))]
    Position(String),
    /// Two players given the same start cell (the contest's start cells are distinct).
    #[error("two players start on {0},{1}: the contest's start cells are distinct")]
    Shared(i64, i64),
}

/// How the start positions are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Distinct random cells drawn from the seed (the contest's way).
    Random,
    /// A symmetric layout from the seed: the second player at the first's half-turn; with 3 or 4
    /// players, mirror images and a third spread around the centre.
    Symmetric,
}

impl Setup {
    /// A setup with these start cells, one per player (2 to 4; two players may share a cell).
    pub fn new(starts: Vec<Pos>) -> Result<Setup, SetupError> {
        if !(2..=MAX_PLAYERS).contains(&starts.len()) {
            return Err(SetupError::Players(starts.len()));
        }
        Ok(Setup { starts })
    }

    /// Start cells for `players` players drawn from `seed`.
    pub fn from_seed(players: usize, layout: Layout, seed: u64) -> Result<Setup, SetupError> {
        if !(2..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError::Players(players));
        }
        let mut rng = SeededRng::new(seed);
        let starts = match layout {
            Layout::Random => {
                let mut cells: Vec<Pos> = Vec::with_capacity(players);
                while cells.len() < players {
                    let p = Pos::from_index(rng.index(AREA));
                    if !cells.contains(&p) {
                        cells.push(p);
                    }
                }
                cells
            }
            Layout::Symmetric => symmetric(players, &mut rng),
        };
        Setup::new(starts)
    }

    /// Start cells from text: `x,y x,y ...` (spaces or semicolons between cells).
    pub fn parse_positions(text: &str) -> Result<Setup, SetupError> {
        let starts = text
            .split([' ', ';', '\t', '\n'])
            .filter(|w| !w.is_empty())
            .map(|w| {
                let bad = || SetupError::Position(w.to_string());
                let (x, y) = w.split_once(',').ok_or_else(bad)?;
                let x = x.trim().parse::<i64>().map_err(|_| bad())?;
                let y = y.trim().parse::<i64>().map_err(|_| bad())?;
                Pos::new(x, y).ok_or_else(bad)
            })
            .collect::<Result<Vec<Pos>, SetupError>>()?;
        for (k, p) in starts.iter().enumerate() {
            if starts[..k].contains(p) {
                return Err(SetupError::Shared(i64::from(p.x), i64::from(p.y)));
            }
        }
        Setup::new(starts)
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.starts.len()
    }

    /// The start cells, in player order.
    pub fn starts(&self) -> &[Pos] {
        &self.starts
    }

    /// The in-game round limit: 350 with 2 players, 300 with 3, 250 with 4.
    pub fn limit(&self) -> u16 {
        round_limit(self.players())
    }

    /// The start cells as `x,y x,y ...`.
    pub fn positions_text(&self) -> String {
        let cells: Vec<String> = self
            .starts
            .iter()
            .map(|p| format!("{},{}", p.x, p.y))
            .collect();
        cells.join(" ")
    }
}

/// The in-game round limit for `players` players.
pub fn round_limit(players: usize) -> u16 {
    match players {
        0..=2 => 350,
        3 => 300,
        _ => 250,
    }
}

/// The cell at a half-turn of `p` about the board's centre.
pub fn half_turn(p: Pos) -> Pos {
    Pos {
        x: (WIDTH - 1) as u8 - p.x,
        y: (HEIGHT - 1) as u8 - p.y,
    }
}

fn symmetric(players: usize, rng: &mut SeededRng) -> Vec<Pos> {
    // A cell off the middle column so that its mirror images are distinct.
    let x = rng.range_u64(2, 14) as u8;
    let y = rng.range_u64(2, 8) as u8;
    let p = Pos { x, y };
    let mirror_x = Pos {
        x: (WIDTH - 1) as u8 - x,
        y,
    };
    match players {
        2 => vec![p, half_turn(p)],
        3 => {
            // Three cells at a third of a turn from each other around the centre, stretched to
            // the board (a rectangle has no exact three-fold symmetry).
            let angle = rng.range_u64(0, 359) as f64 * std::f64::consts::PI / 180.0;
            let (cx, cy) = ((WIDTH - 1) as f64 / 2.0, (HEIGHT - 1) as f64 / 2.0);
            (0..3)
                .map(|k| {
                    let a = angle + k as f64 * 2.0 * std::f64::consts::PI / 3.0;
                    let px = (cx + 0.6 * cx * a.cos()).round() as i64;
                    let py = (cy + 0.6 * cy * a.sin()).round() as i64;
                    Pos::new(px, py).unwrap_or(p)
                })
                .collect()
        }
        _ => vec![p, mirror_x, half_turn(p), half_turn(mirror_x)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_are_distinct_and_symmetric() {
        for seed in 0..50 {
            for players in 2..=4 {
                for layout in [Layout::Random, Layout::Symmetric] {
                    let s = Setup::from_seed(players, layout, seed).unwrap();
                    assert_eq!(s.players(), players);
                    let mut cells = s.starts().to_vec();
                    cells.sort();
                    cells.dedup();
                    assert_eq!(cells.len(), players, "{layout:?} {seed} {:?}", s.starts());
                }
            }
            let s = Setup::from_seed(2, Layout::Symmetric, seed).unwrap();
            assert_eq!(s.starts()[1], half_turn(s.starts()[0]));
        }
        assert_eq!(
            Setup::parse_positions("6,12 28,7").unwrap().starts()[1],
            Pos { x: 28, y: 7 }
        );
        assert!(Setup::parse_positions("6,12").is_err());
        assert!(Setup::parse_positions("6,12 35,0").is_err());
        assert!(Setup::parse_positions("6;12 1,1").is_err());
        assert_eq!(
            Setup::parse_positions("1,1 2,2 1,1").map(|s| s.players()),
            Err(SetupError::Shared(1, 1))
        );
    }
}
