//! A contestant's program in a process group of its own (native only): started so, killed
//! whole, so that a wrapper script's child or a fork that outlives the program does not keep
//! running or keep its pipes open. Why a program cannot start is told in one wording for the
//! arenas and the solution judge.

use std::io;
use std::process::{Child, Command};

/// Makes `command` start its program as the leader of a new process group.
pub fn own_group(command: &mut Command) {
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(command, 0);
    #[cfg(not(unix))]
    let _ = command;
}

/// Kills the process group `child` leads (the program and what it started).
#[cfg(unix)]
pub fn kill_group(child: &Child) {
    if let Ok(pid) = libc::pid_t::try_from(child.id()) {
        // SAFETY: kill(2) with a negative pid signals that process group; it touches no memory.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
}

/// No process groups elsewhere: the program alone is killed, by its caller.
#[cfg(not(unix))]
pub fn kill_group(_child: &Child) {}

/// Why the program `name` could not be started, with a hint where one helps.
pub fn start_error(name: &str, error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::NotFound => "no such program".into(),
        io::ErrorKind::PermissionDenied => format!(
            "it is not executable (chmod +x it, or run it through its interpreter: python3 {name}, sh {name})"
        ),
        _ => error.to_string(),
    }
}
