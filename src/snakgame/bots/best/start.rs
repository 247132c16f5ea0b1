//! Where `best` starts a snake: the first in the middle of the top row (its spine walks down
//! from there), a later one in the largest empty region, on its outermost ring, at a cell with
//! two empty neighbours.

use crate::thinking::{count, Reasoning};
use crate::trace::TraceEvent;
use crate::words::plural;

use super::super::mirror::Mirror;
use super::super::spine;
use super::super::Decision;
use super::{Best, NEW_SNAKE};

impl Best {
    /// A new snake (or EXIT when no cell is empty); with `trace`, where and why.
    pub(super) fn new_snake(&mut self, m: &Mirror, trace: Option<&mut Reasoning>) -> Decision {
        // The game's first move is always ours and always a NEW (derived from the position, so a
        // bot that joins a game late, as the page's layers do, knows which snake it starts).
        if m.ply == 0 {
            let start = spine::start(m)
                .filter(|&c| m.free(c))
                .or_else(|| m.empty.nth(0).map(|c| m.pad(c)));
            if let (Some(t), Some(c)) = (trace, start) {
                t.because(
                    NEW_SNAKE,
                    format!("Starts the first snake at {}, the middle of the top row: one end will walk straight down {}% of the board and wait there as a spare end, the other sweeps the rings from the edge inward.", m.at(c), spine::DEPTH_PERCENT),
                );
            }
            return match start {
                Some(c) => Decision::New(c),
                None => Decision::Exit,
            };
        }
        let Some(cells) = self.regions.largest(m) else {
            return Decision::Exit;
        };
        let Some(start) = cells
            .iter()
            .copied()
            .min_by_key(|&c| (m.ring(c), m.free_degree(c).abs_diff(2), c))
        else {
            return Decision::Exit;
        };
        if let Some(t) = trace {
            t.draw(|| TraceEvent::Cells {
                layer: "region",
                cells: m.cells(cells.iter().copied()),
            });
            t.draw(|| TraceEvent::Cells {
                layer: "start",
                cells: vec![m.cell(start)],
            });
            let size = count(cells.len());
            let region = if cells.len() == 1 { "cell" } else { "cells" };
            t.step(
                NEW_SNAKE,
                || format!("The largest empty region has {size} {region}; on its outermost ring, {} has {}, the count nearest two (two let both ends move).", m.at(start), plural(m.free_degree(start), "empty neighbour", "empty neighbours")),
                || {
                    vec![
                        TraceEvent::Cells { layer: "region", cells: m.cells(cells.iter().copied()) },
                        TraceEvent::Cells { layer: "start", cells: vec![m.cell(start)] },
                    ]
                },
            );
            // The snake that ends here (a NEW finishes it) gets its own words.
            let ended = match m.ends {
                Some(_) if m.len > 0 => format!(
                    "{} can grow no more (neither end has an empty neighbour): it ends at {}, worth {}. ",
                    if m.snakes == 1 { "The first snake".to_string() } else { format!("Snake {}", m.snakes) },
                    plural(m.len, "cell", "cells"),
                    {
                        let worth = crate::snakgame::rules::snake_score(m.len).max(0) as usize;
                        format!("{} {}", count(worth), if worth == 1 { "point" } else { "points" })
                    }
                ),
                _ => String::new(),
            };
            t.because(
                NEW_SNAKE,
                format!("{ended}Starts a new snake at {} in the largest empty region ({size} {region}), on its outermost ring.", m.at(start)),
            );
        }
        Decision::New(start)
    }
}
