//! An external program as a player (native only): it reads the contest's input on stdin and
//! answers one line per turn on stdout; its stderr is kept for the log. A program that does not
//! answer in time is killed.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::referee::{program_input, read_answer, Answer, Fault, Player};
use super::state::State;

/// Longest stderr kept per program.
const MAX_STDERR: usize = 64 * 1024;

/// A running program.
pub struct Program {
    name: String,
    child: Option<Child>,
    stdin: Option<ChildStdin>,
    lines: Option<Receiver<String>>,
    stderr: Arc<Mutex<String>>,
}

impl Program {
    /// Starts `command` (words split like a shell would for plain words, with '...' and "..."
    /// quoting), or says why it cannot.
    pub fn start(command: &str) -> Result<Program, String> {
        let words = split_command(command)?;
        let (exe, args) = words.split_first().ok_or("an empty command")?;
        let mut child = Command::new(exe)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start `{command}`: {e}"))?;
        let stdin = child.stdin.take();
        let (tx, rx) = channel();
        if let Some(out) = child.stdout.take() {
            std::thread::spawn(move || {
                for line in BufReader::new(out).lines() {
                    let Ok(line) = line else { break };
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            });
        }
        let stderr = Arc::new(Mutex::new(String::new()));
        if let Some(mut err) = child.stderr.take() {
            let keep = Arc::clone(&stderr);
            std::thread::spawn(move || {
                let mut buf = [0u8; 4096];
                while let Ok(n) = err.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    if let Ok(mut s) = keep.lock() {
                        if s.len() < MAX_STDERR {
                            s.push_str(&String::from_utf8_lossy(&buf[..n]));
                        }
                    }
                }
            });
        }
        Ok(Program {
            name: format!("exec:{command}"),
            child: Some(child),
            stdin,
            lines: Some(rx),
            stderr,
        })
    }

    fn stop(&mut self) {
        self.stdin = None;
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        self.stop();
    }
}

impl Player for Program {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn answer(
        &mut self,
        state: &State,
        seat: usize,
        first: bool,
        limit: Duration,
    ) -> Result<Answer, Fault> {
        let input = program_input(state, seat, first);
        let sent = match self.stdin.as_mut() {
            Some(stdin) => stdin
                .write_all(input.as_bytes())
                .and_then(|_| stdin.flush()),
            None => return Err(Fault::Crashed("its input is closed".into())),
        };
        if let Err(e) = sent {
            self.stop();
            return Err(Fault::Crashed(format!("cannot write its input: {e}")));
        }
        let got = match &self.lines {
            Some(rx) => rx.recv_timeout(limit),
            None => Err(RecvTimeoutError::Disconnected),
        };
        let result = match got {
            Ok(line) => read_answer(&line),
            Err(RecvTimeoutError::Timeout) => Err(Fault::Timeout(limit.as_millis() as u64)),
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.as_mut().and_then(|c| c.wait().ok());
                Err(Fault::Crashed(
                    status.map_or("output closed".into(), |s| s.to_string()),
                ))
            }
        };
        if result.is_err() {
            self.stop();
        }
        result
    }

    fn take_stderr(&mut self) -> String {
        // Give the reader a moment to collect what a stopped program wrote last.
        std::thread::sleep(Duration::from_millis(20));
        self.stderr
            .lock()
            .map(|mut s| std::mem::take(&mut *s))
            .unwrap_or_default()
    }
}

/// Splits a command line into words: spaces separate, '...' and "..." group, \ escapes.
pub fn split_command(command: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"'), '\\') | (None, '\\') => {
                if let Some(n) = chars.next() {
                    word.push(n);
                }
                in_word = true;
            }
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return Err(format!("unclosed quote in `{command}`"));
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_split_like_a_shell() {
        assert_eq!(
            split_command("python3 -u bot.py").unwrap(),
            vec!["python3", "-u", "bot.py"]
        );
        assert_eq!(
            split_command("sh -c 'echo 1 2'").unwrap(),
            vec!["sh", "-c", "echo 1 2"]
        );
        assert_eq!(
            split_command("a \"b c\" d\\ e").unwrap(),
            vec!["a", "b c", "d e"]
        );
        assert!(split_command("a 'b").is_err());
    }
}
