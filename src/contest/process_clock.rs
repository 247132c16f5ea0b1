//! The processor time a child process has used, as a judge charges it (native only): user and
//! system time from `/proc/PID/stat`, in Linux's clock ticks of 1/100 s. The two files it reads
//! stay open and are read again from the start at each answer (one system call each, where
//! opening them anew took five): a type-2 Game of snakes game asks about 150,000 times.

use std::fs::File;
use std::time::Duration;

/// Longest `/proc/PID/stat` line read (the kernel's is about 300 bytes; the name is at most 16).
const STAT_BYTES: usize = 1024;

/// A child process's clock: `None` from [`ProcessClock::used`] where the system does not tell
/// it, or while the process has children of its own.
pub struct ProcessClock {
    stat: Option<File>,
    children: Option<File>,
    buf: Vec<u8>,
}

impl ProcessClock {
    /// The clock of process `pid` (its files opened now; elsewhere than Linux, a clock that
    /// never tells).
    pub fn of(pid: u32) -> Self {
        let open = |path: String| {
            if cfg!(target_os = "linux") {
                File::open(path).ok()
            } else {
                None
            }
        };
        Self {
            stat: open(format!("/proc/{pid}/stat")),
            children: open(format!("/proc/{pid}/task/{pid}/children")),
            buf: vec![0; STAT_BYTES],
        }
    }

    /// The processor time (user and system) the process has used so far; `None` when it has
    /// child processes: a program that started others (a shell script without `exec`, a forked
    /// helper) may think in them, where its own processor time does not show, and the wall
    /// clock counts then.
    pub fn used(&mut self) -> Option<Duration> {
        let children = read_from_start(self.children.as_ref()?, &mut self.buf)?;
        if !self.buf[..children].trim_ascii().is_empty() {
            return None;
        }
        let n = read_from_start(self.stat.as_ref()?, &mut self.buf)?;
        ticks(std::str::from_utf8(&self.buf[..n]).ok()?).map(|t| Duration::from_millis(t * 10))
    }
}

/// The processor time of every process in the group `group` leads (a wrapper script and what
/// it started), finished children they waited for included; `None` where the system does not
/// tell it. It reads every process's `/proc/PID/stat`: for a few looks a second, not every turn.
pub fn group_used(group: u32) -> Option<Duration> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let mut total = 0;
    for entry in std::fs::read_dir("/proc").ok()?.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))
        else {
            continue;
        };
        // A process may end while it is read: it is skipped.
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        if let Some((pgrp, ticks)) = group_ticks(&stat) {
            if pgrp == group {
                total += ticks;
            }
        }
    }
    Some(Duration::from_millis(total * 10))
}

/// The process group of a `/proc/PID/stat` line and its utime + stime + cutime + cstime.
fn group_ticks(stat: &str) -> Option<(u32, u64)> {
    let rest = stat.get(stat.rfind(')')? + 1..)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // After the name: state, ppid, pgrp (fields 3 to 5 of the line), utime..cstime (14 to 17).
    let pgrp = fields.get(2)?.parse().ok()?;
    let mut ticks = 0u64;
    for k in 11..15 {
        ticks += fields.get(k)?.parse::<u64>().ok()?;
    }
    Some((pgrp, ticks))
}

/// utime + stime of a `/proc/PID/stat` line, in clock ticks.
fn ticks(stat: &str) -> Option<u64> {
    // The command name, in parentheses, may hold spaces: the fields after it are split.
    let rest = stat.get(stat.rfind(')')? + 1..)?;
    let mut fields = rest.split_whitespace();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    let utime: u64 = fields.nth(11)?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some(utime + stime)
}

/// Reads the file from its start into `buf` (a `/proc` file is made anew at each read from
/// offset 0), returning the bytes read.
#[cfg(unix)]
fn read_from_start(file: &File, buf: &mut [u8]) -> Option<usize> {
    std::os::unix::fs::FileExt::read_at(file, buf, 0).ok()
}

#[cfg(not(unix))]
fn read_from_start(_file: &File, _buf: &mut [u8]) -> Option<usize> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stat_line_gives_user_and_system_ticks() {
        let line =
            "4242 (my (odd) bot) S 1 4242 4242 0 -1 4194304 120 0 0 0 37 5 0 0 20 0 1 0 99 1000 50";
        assert_eq!(ticks(line), Some(42));
        assert_eq!(ticks("4242 (cut"), None);
        // Its group 4242, and the children it waited for (0 and 0 here) counted too.
        assert_eq!(group_ticks(line), Some((4242, 42)));
        let waited = "7 (sh) S 1 4242 4242 0 -1 0 0 0 0 0 1 2 30 40 20 0 1 0 9 100 5";
        assert_eq!(group_ticks(waited), Some((4242, 73)));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn this_process_has_a_clock() {
        let mut clock = ProcessClock::of(std::process::id());
        // A test binary has no children (its test threads are threads).
        let first = clock.used().expect("Linux tells a process's time");
        let spin = std::time::Instant::now();
        while spin.elapsed() < Duration::from_millis(60) {}
        let later = clock.used().expect("read again from the start");
        assert!(later >= first, "{later:?} after {first:?}");
    }
}
