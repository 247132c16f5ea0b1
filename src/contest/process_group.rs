//! A contestant's program in a process group of its own (native only): started so, killed
//! whole, so that a wrapper script's child or a fork that outlives the program does not keep
//! running or keep its pipes open. In a group of its own it does not get the terminal's Ctrl-C,
//! so every group running is noted ([`track`]) and killed when gridlab itself is interrupted,
//! hung up or terminated. Why a program cannot start is told in one wording for the arenas and
//! the solution judge.

use std::io;
use std::process::{Child, Command};

/// Makes `command` start its program as the leader of a new process group.
pub fn own_group(command: &mut Command) {
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(command, 0);
    #[cfg(not(unix))]
    let _ = command;
}

/// Kills the process group `child` leads (the program and what it started), and forgets it.
#[cfg(unix)]
pub fn kill_group(child: &Child) {
    if let Ok(pid) = libc::pid_t::try_from(child.id()) {
        // SAFETY: kill(2) with a negative pid signals that process group; it touches no memory.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
        running::forget(pid);
    }
}

/// No process groups elsewhere: the program alone is killed, by its caller.
#[cfg(not(unix))]
pub fn kill_group(_child: &Child) {}

/// Notes the group `child` leads as running, to be killed if gridlab is stopped before it is
/// ([`kill_group`] forgets it).
#[cfg(unix)]
pub fn track(child: &Child) {
    if let Ok(pid) = libc::pid_t::try_from(child.id()) {
        running::note(pid);
    }
}

/// No process groups elsewhere.
#[cfg(not(unix))]
pub fn track(_child: &Child) {}

/// The groups running now, in a fixed table a signal handler may read.
#[cfg(unix)]
mod running {
    use std::sync::atomic::{AtomicI32, Ordering};
    use std::sync::Once;

    /// Programs running at once, at most (an arena's threads times its seats, with room).
    const SLOTS: usize = 1024;

    /// Per slot, a running group's leader (0: free).
    static GROUPS: [AtomicI32; SLOTS] = [const { AtomicI32::new(0) }; SLOTS];

    /// Notes `pid`'s group (a full table leaves it unnoted: it is still killed when it ends).
    pub fn note(pid: i32) {
        static INSTALLED: Once = Once::new();
        INSTALLED.call_once(|| {
            for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
                // SAFETY: the handler only makes async-signal-safe calls (atomic loads, kill,
                // signal, raise).
                unsafe {
                    libc::signal(signal, on_signal as *const () as libc::sighandler_t);
                }
            }
        });
        let _ = GROUPS.iter().any(|slot| {
            slot.compare_exchange(0, pid, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
        });
    }

    /// Forgets `pid`'s group.
    pub fn forget(pid: i32) {
        let _ = GROUPS.iter().any(|slot| {
            slot.compare_exchange(pid, 0, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
        });
    }

    /// Kills every group running, then dies of the same signal.
    extern "C" fn on_signal(signal: libc::c_int) {
        for slot in &GROUPS {
            let group = slot.load(Ordering::SeqCst);
            if group > 0 {
                // SAFETY: kill(2) is async-signal-safe and touches no memory.
                unsafe {
                    libc::kill(-group, libc::SIGKILL);
                }
            }
        }
        // SAFETY: signal(2) and raise(3) are async-signal-safe.
        unsafe {
            libc::signal(signal, libc::SIG_DFL);
            libc::raise(signal);
        }
    }
}

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
