//! A program started when its seat is first asked (native only). Each program's start-up then
//! counts in its own first turn, as a contest's servers count it, instead of running beside the
//! first seat's turn: with every program started before the game, the first seat's first turn
//! paid for its own start-up and shared the processor with every other program's (four Python
//! players: 240 ms against under 15 ms for the others).

use std::time::Duration;

use super::child::ChildProgram;
use super::command::split_command;
use super::program::{Out, Program, Reply};

/// A command waiting for its first turn, then its running program.
pub struct Deferred {
    command: String,
    name: String,
    count_cpu: bool,
    running: Option<ChildProgram>,
}

impl Deferred {
    /// `command`, checked (its words split as [`ChildProgram::start`] splits them) but not yet
    /// started.
    pub fn new(command: &str) -> Result<Deferred, String> {
        let words = split_command(command)?;
        Ok(Deferred {
            command: command.to_string(),
            name: format!("exec:{}", words.join(" ")),
            count_cpu: false,
            running: None,
        })
    }

    /// The running program, started now if it was not yet.
    fn running(&mut self) -> Result<&mut ChildProgram, Out> {
        match &mut self.running {
            Some(program) => Ok(program),
            none => {
                let mut program = ChildProgram::start(&self.command).map_err(Out::Broken)?;
                program.count_processor_time(self.count_cpu);
                Ok(none.insert(program))
            }
        }
    }
}

/// Starts `command` and stops it at once: whether it can be started at all (the program is
/// found and may run), said before a match rather than as every game's first turn.
pub fn check_start(command: &str) -> Result<(), String> {
    ChildProgram::start(command).map(|mut p| {
        p.stop();
    })
}

/// Starts the program `words[0]` with arguments `words[1..]` and stops it at once, as
/// [`check_start`] does.
pub fn check_spawn(words: &[String]) -> Result<(), String> {
    ChildProgram::spawn(words).map(|mut p| {
        p.stop();
    })
}

impl Program for Deferred {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn count_processor_time(&mut self, on: bool) {
        self.count_cpu = on;
        if let Some(p) = self.running.as_mut() {
            p.count_processor_time(on);
        }
    }

    fn send(&mut self, lines: &[String]) -> Result<(), Out> {
        self.running()?.send(lines)
    }

    fn receive(&mut self, limit: Duration) -> Result<Reply, Out> {
        match self.running.as_mut() {
            Some(p) => p.receive(limit),
            None => Err(Out::Broken("asked for an answer before its input".into())),
        }
    }

    fn take_stderr(&mut self) -> String {
        self.running
            .as_mut()
            .map_or_else(String::new, Program::take_stderr)
    }

    fn stop(&mut self) -> String {
        self.running
            .as_mut()
            .map_or_else(String::new, Program::stop)
    }

    fn close(&mut self, grace: Duration) -> String {
        self.running
            .as_mut()
            .map_or_else(String::new, |p| p.close(grace))
    }
}
