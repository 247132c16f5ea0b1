//! The arenas' progress line on stderr: rewritten in place on a terminal, one line per tenth of
//! the work otherwise (a log file gets no carriage returns). Results printed on stdout while it
//! runs clear it first, so the two never share a line.

use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::Instant;

/// A progress line for `total` games.
pub struct Progress {
    total: usize,
    terminal: bool,
    started: Instant,
    /// Games done, and the last text shown.
    state: Mutex<(usize, String)>,
}

impl Progress {
    /// A progress line for `total` games, starting now.
    pub fn new(total: usize) -> Progress {
        Progress {
            total,
            terminal: std::io::stderr().is_terminal(),
            started: Instant::now(),
            state: Mutex::new((0, String::new())),
        }
    }

    /// Counts one more game done and shows it.
    pub fn game_done(&self) {
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        state.0 += 1;
        let done = state.0;
        let text = format!(
            "arena: {done}/{} games, {:.1} s",
            self.total,
            self.started.elapsed().as_secs_f64()
        );
        if self.terminal {
            eprint!("\r\x1b[K{text}");
        } else if done == self.total
            || (done * 10 / self.total.max(1)) > ((done - 1) * 10 / self.total.max(1))
        {
            eprintln!("{text}");
        }
        state.1 = text;
    }

    /// Prints `text` (whole lines) on stdout, clearing the progress line around it.
    pub fn print(&self, text: &str) {
        self.around(|| {
            crate::stdout::text(text);
        });
    }

    /// Prints an error line on stderr, clearing the progress line around it.
    pub fn print_error(&self, text: &str) {
        self.around(|| eprintln!("{text}"));
    }

    /// Runs `write` with the progress line cleared, then shows it again.
    fn around(&self, write: impl FnOnce()) {
        let state = self.state.lock();
        let shown = match &state {
            Ok(s) if self.terminal && !s.1.is_empty() => Some(s.1.clone()),
            _ => None,
        };
        if shown.is_some() {
            eprint!("\r\x1b[K");
        }
        write();
        if let Some(text) = shown {
            eprint!("{text}");
        }
    }

    /// Ends the progress line.
    pub fn finish(&self) {
        if self.terminal {
            eprintln!();
        }
    }
}

/// This process's peak resident memory so far, in MiB (Linux: `VmHWM`), as a phrase for the
/// arenas' summary; empty where the system does not say.
pub fn peak_memory() -> String {
    let Ok(status) = std::fs::read_to_string("/proc/self/status") else {
        return String::new();
    };
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(String::new(), |kb| {
            format!(", peak memory {:.1} MiB", kb / 1024.0)
        })
}
