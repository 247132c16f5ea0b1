//! Drives a referee to the end with blocking programs (the CLI's child processes).

use super::program::Program;
use super::session::Contest;

/// Plays the match out: each program turn is sent, awaited within its limit and handed back;
/// a program that goes out is stopped at once; at the end every program reads its closing lines
/// and has [`GRACE`] to end by itself before it is stopped. A program's stderr between two of its
/// turns belongs to the first of them. `programs[seat]` is the program of each program seat.
pub fn drive(referee: &mut dyn Contest, programs: &mut [Option<Box<dyn Program>>]) {
    while let Some(ask) = referee.ask() {
        let seat = ask.seat;
        let (reply, thought) = match programs.get_mut(seat).and_then(Option::as_mut) {
            Some(p) => {
                let before = p.take_stderr();
                referee.add_stderr(seat, &before);
                p.count_processor_time(ask.budgeted);
                let reply = p.send(&ask.lines).and_then(|()| p.receive(ask.limit));
                let thought = if reply.is_err() {
                    p.thought_since_answer()
                } else {
                    None
                };
                (reply, thought)
            }
            None => (
                Err(super::Out::Broken(format!("seat {seat} has no program"))),
                None,
            ),
        };
        // A turn with no answer is charged the processor time it used where that counts.
        let out = match (reply, thought) {
            (Err(out), Some(used)) => referee.fail_after(out, used),
            (reply, _) => referee.answer(reply),
        };
        if out.is_some() {
            if let Some(mut p) = programs.get_mut(seat).and_then(Option::take) {
                let rest = p.stop();
                referee.add_stderr(seat, &rest);
            }
        }
    }
    for (seat, slot) in programs.iter_mut().enumerate() {
        if let Some(mut p) = slot.take() {
            let closing = referee.closing(seat);
            if !closing.is_empty() {
                let _ = p.send(&closing);
            }
            let rest = p.close(GRACE);
            referee.add_stderr(seat, &rest);
        }
    }
}

/// How long a program has at the end of a match to read its last lines and end by itself.
pub const GRACE: std::time::Duration = std::time::Duration::from_millis(200);
