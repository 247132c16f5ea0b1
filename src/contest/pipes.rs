//! A child program's input and output pipes, as the judge's one thread uses them: input written
//! without ever blocking the judge (a program that stops reading keeps what it did not read in
//! a backlog), output taken a line at a time, at most [`QUEUE`] lines of at most [`MAX_LINE`]
//! bytes read ahead (a flood fills the pipe, not our memory). On Unix both are non-blocking and
//! the judge waits in `poll(2)`; elsewhere a thread writes and another reads.
//!
//! A type-2 Game of snakes game is about 150,000 question-and-answer round trips: with a thread
//! on each pipe every round trip woke two more threads, and `gridlab judge` spent more of the
//! machine than the program it judged. The judge also looks for an answer for a moment before
//! it sleeps: a program's write that must wake a judge asleep on another core is charged to the
//! program (`docs/snakgame-best.md`, "How the judge waits").

#[cfg(unix)]
mod poll;
// Built in the tests on Unix too, so the fallback stays checked.
#[cfg(any(not(unix), test))]
mod threads;

#[cfg(unix)]
pub use poll::Pipes;
#[cfg(not(unix))]
pub use threads::Pipes;

use super::program::MAX_LINE;

/// Lines read ahead of the referee, at most.
pub const QUEUE: usize = 8;

/// What the program printed.
pub enum Heard {
    /// A line, without its line break.
    Line(String),
    /// A line longer than [`MAX_LINE`] bytes (nothing more is read after it).
    TooLong,
    /// The output closed.
    End,
}

/// What waiting for the next line gave.
pub enum Next {
    /// A line, a line too long, or the end.
    Heard(Heard),
    /// Nothing within the wait.
    Quiet,
    /// Nothing more will come (the end or a line too long was already heard).
    Gone,
}

/// The next line held in `buf` (taken out of it), a line too long, or with `eof` the rest.
fn take_line(buf: &mut Vec<u8>, eof: bool) -> Option<Heard> {
    match buf.iter().position(|&b| b == b'\n') {
        Some(i) => {
            let rest = buf.split_off(i + 1);
            let line = std::mem::replace(buf, rest);
            Some(heard(&line))
        }
        None if buf.len() > MAX_LINE => Some(Heard::TooLong),
        None if eof && buf.is_empty() => Some(Heard::End),
        None if eof => Some(heard(&std::mem::take(buf))),
        None => None,
    }
}

/// A line as read (with its line break, or the last bytes before the end).
fn heard(bytes: &[u8]) -> Heard {
    let line = String::from_utf8_lossy(bytes);
    let line = line.trim_end_matches(['\n', '\r']);
    if line.len() > MAX_LINE {
        Heard::TooLong
    } else {
        Heard::Line(line.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(h: Option<Heard>) -> String {
        match h {
            Some(Heard::Line(l)) => l,
            Some(Heard::TooLong) => "too long".into(),
            Some(Heard::End) => "end".into(),
            None => "none".into(),
        }
    }

    /// Sends two lines through `cat` and reads them back, then the end.
    macro_rules! through_cat {
        ($pipes:ty) => {{
            let mut cat = std::process::Command::new("cat")
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("cat runs");
            let mut p = <$pipes>::new(cat.stdin.take(), cat.stdout.take());
            let wait = std::time::Duration::from_secs(5);
            assert!(p.send(b"MOVE 1 1 1 2\nNEW 3 3\n"));
            assert_eq!(line(next(p.next(wait))), "MOVE 1 1 1 2");
            assert_eq!(line(next(p.next(wait))), "NEW 3 3");
            assert!(matches!(
                p.next(std::time::Duration::from_millis(30)),
                Next::Quiet
            ));
            assert!(p.send(b"EXIT\n"));
            std::thread::sleep(std::time::Duration::from_millis(50));
            assert_eq!(line(p.ready(8).into_iter().next()), "EXIT");
            p.close_input();
            assert_eq!(line(next(p.next(wait))), "end");
            assert!(matches!(p.next(wait), Next::Gone));
            let _ = cat.wait();
        }};
    }

    fn next(n: Next) -> Option<Heard> {
        match n {
            Next::Heard(h) => Some(h),
            _ => None,
        }
    }

    #[cfg(unix)]
    #[test]
    fn both_ways_of_waiting_carry_lines_both_ways() {
        through_cat!(poll::Pipes);
        through_cat!(threads::Pipes);
    }

    #[test]
    fn lines_come_out_whole_and_in_order() {
        let mut buf = b"MOVE 1 1 1 2\r\nNEW 3".to_vec();
        assert_eq!(line(take_line(&mut buf, false)), "MOVE 1 1 1 2");
        assert_eq!(line(take_line(&mut buf, false)), "none");
        assert_eq!(line(take_line(&mut buf, true)), "NEW 3");
        assert_eq!(line(take_line(&mut buf, true)), "end");
        let mut long = vec![b'x'; MAX_LINE + 1];
        assert_eq!(line(take_line(&mut long, false)), "too long");
    }
}
