//! Standard output for the commands' results. A reader that goes away (`gridlab arena ... | head
//! -1`) closes it under us: what is left is not printed, the command stops where it can (an arena
//! starts no more games) with its children stopped as usual, and `main` says so on stderr instead
//! of panicking in `println!`.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set once a write to standard output failed.
static GONE: AtomicBool = AtomicBool::new(false);

/// Prints `text` as it is (whole lines, flushed), unless standard output is gone.
pub fn text(text: &str) {
    if gone() {
        return;
    }
    let mut out = std::io::stdout().lock();
    if out
        .write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .is_err()
    {
        GONE.store(true, Ordering::SeqCst);
    }
}

/// Prints formatted text and a line end (what `say!` expands to).
pub fn line(args: std::fmt::Arguments) {
    text(&format!("{args}\n"));
}

/// True once standard output could not be written.
pub fn gone() -> bool {
    GONE.load(Ordering::SeqCst)
}
