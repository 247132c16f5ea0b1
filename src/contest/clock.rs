//! The harness's monotonic clock: natively `Instant`. In wasm the core has none: agents' turns
//! take no time there, and the Worker measures its program's turns itself ([`super::Reply::took`]).

use std::time::Duration;

/// Time since a fixed moment of this process, on a monotonic clock.
#[cfg(not(target_arch = "wasm32"))]
pub fn monotonic() -> Duration {
    static EPOCH: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    EPOCH.get_or_init(std::time::Instant::now).elapsed()
}

/// No clock in the core on wasm: every turn takes no time unless the driver gives one.
#[cfg(target_arch = "wasm32")]
pub fn monotonic() -> Duration {
    Duration::ZERO
}

/// The processor time this thread has used, where the system tells it (Linux): an agent's turn
/// is charged it where a whole game's budget counts processor time, as a judge charges a
/// program, so that a busy machine does not put a built-in bot out.
#[cfg(target_os = "linux")]
pub fn thread_cpu() -> Option<Duration> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec into the one it is given, which lives here.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    let secs = u64::try_from(ts.tv_sec).ok()?;
    let nanos = u32::try_from(ts.tv_nsec).ok()?;
    ok.then(|| Duration::new(secs, nanos))
}

/// No thread clock elsewhere: agents' turns are charged the wall clock.
#[cfg(not(target_os = "linux"))]
pub fn thread_cpu() -> Option<Duration> {
    None
}

/// What one turn's measurement by [`thread_cpu`] costs by itself: the processor time between
/// two readings with nothing between them (the least of a few tries, measured once). Linux
/// reads this clock through a system call (about a microsecond on a virtual machine, read twice
/// in each of a Game of snakes game's 150,000 turns), and the part of it inside a turn's window
/// is the referee's work, not the agent's: a turn is charged its window less this.
pub fn thread_cpu_cost() -> Duration {
    static COST: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();
    *COST.get_or_init(|| {
        (0..64)
            .filter_map(|_| {
                let before = thread_cpu()?;
                Some(thread_cpu()?.saturating_sub(before))
            })
            .min()
            .unwrap_or_default()
    })
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::{thread_cpu, thread_cpu_cost};
    use std::time::Duration;

    #[test]
    fn the_thread_clock_counts_this_threads_work_not_its_sleep() {
        let start = thread_cpu().expect("Linux tells a thread's processor time");
        std::thread::sleep(Duration::from_millis(50));
        let slept = thread_cpu().unwrap_or_default().saturating_sub(start);
        assert!(slept < Duration::from_millis(20), "{slept:?}");
        let mut x = 0u64;
        while thread_cpu().unwrap_or_default().saturating_sub(start) < Duration::from_millis(30) {
            x = x.wrapping_add(1);
        }
        assert!(x > 0);
    }

    #[test]
    fn reading_the_thread_clock_costs_little_and_is_measured_once() {
        let cost = thread_cpu_cost();
        assert!(cost < Duration::from_millis(1), "{cost:?}");
        assert_eq!(thread_cpu_cost(), cost);
    }
}
