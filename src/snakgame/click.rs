//! Clicks on the board as moves: an end of your snake selects it, an empty neighbour of an end
//! extends the snake there (the selected end when both touch it), and any other empty cell asks
//! for a second click before a NEW finishes the current snake for good.

use super::board::{Board, Pos};
use super::protocol::SnakeMove;
use super::rules::SnakState;
use super::show::formula;
use crate::model::show::Click;

/// A cell as the page's edge labels name it: `(row,col)`, 1-based.
fn named(p: Pos) -> String {
    format!("({},{})", u32::from(p.row) + 1, u32::from(p.col) + 1)
}

/// What a click on `cell` means for `seat`, with the cell selected before.
pub fn click(
    board: &Board,
    state: &SnakState,
    seat: usize,
    cell: u32,
    selected: Option<u32>,
) -> Click<SnakeMove> {
    if cell as usize >= board.area() {
        return Click::Refuse("That is off the board.".into());
    }
    let at = board.pos(cell);
    let snake = state.sides.get(seat).and_then(|s| s.snake);
    if !state.is_empty(board, cell) {
        if snake.is_some_and(|s| s.a == cell || s.b == cell) {
            return Click::Select(
                cell,
                format!(
                    "End {} selected: click an empty cell next to it, or drag from it along empty cells.",
                    named(at)
                ),
            );
        }
        let why = if board.is_blocked(cell) {
            "blocked"
        } else {
            "already taken"
        };
        return Click::Refuse(format!("{} is {why}.", named(at)));
    }
    let extensions = state.extensions(board, seat);
    let ends: Vec<u32> = extensions
        .iter()
        .filter(|(_, to)| *to == cell)
        .map(|(end, _)| *end)
        .collect();
    let from = selected
        .filter(|s| ends.contains(s))
        .or_else(|| ends.first().copied());
    if let Some(end) = from {
        return Click::Play(SnakeMove::Extend {
            from: board.pos(end),
            to: at,
        });
    }
    if selected == Some(cell) || extensions.is_empty() {
        return Click::Play(SnakeMove::New(at));
    }
    let current = snake.map_or_else(String::new, |s| format!(" ({})", formula(s.len)));
    Click::Select(
        cell,
        format!(
            "{} is not next to an end of your snake. Click it again to start a new snake there: your current snake{current} is then finished for good.",
            named(at)
        ),
    )
}
