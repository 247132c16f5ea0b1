//! A [`Budget`] running: a wall-clock deadline (native arena and contest programs, measured on
//! a monotonic clock) or a fixed amount of work (the lab, where a replay must be reproducible,
//! and the browser, which has no monotonic clock in the core).

use super::agent::Budget;

/// A bot's thinking budget for one turn.
#[derive(Clone, Debug)]
pub struct Clock {
    #[cfg(not(target_arch = "wasm32"))]
    deadline: Option<std::time::Instant>,
    work: u64,
    limit: u64,
}

impl Clock {
    /// A deterministic budget: `work` units (roughly one simulated step each).
    pub fn work(work: u64) -> Clock {
        Clock {
            #[cfg(not(target_arch = "wasm32"))]
            deadline: None,
            work: 0,
            limit: work,
        }
    }

    /// A wall-clock budget of `ms` milliseconds from now (in the browser: a work budget of
    /// about that much).
    pub fn millis(ms: f64) -> Clock {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let d = std::time::Duration::from_secs_f64(ms.max(0.0) / 1000.0);
            Clock {
                deadline: std::time::Instant::now().checked_add(d),
                work: 0,
                limit: u64::MAX,
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            Clock::work((ms.max(0.0) * 2000.0) as u64)
        }
    }

    /// `budget` starting now: its milliseconds, else its work, else `default_work` units.
    pub fn start(budget: Budget, default_work: u64) -> Clock {
        match (budget.think_ms, budget.work) {
            (Some(ms), _) => Clock::millis(ms),
            (None, Some(work)) => Clock::work(work),
            (None, None) => Clock::work(default_work),
        }
    }

    /// Counts `units` of work done.
    pub fn spend(&mut self, units: u64) {
        self.work = self.work.saturating_add(units);
    }

    /// True once the budget is spent.
    pub fn out(&self) -> bool {
        if self.work >= self.limit {
            return true;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(d) = self.deadline {
            return std::time::Instant::now() >= d;
        }
        false
    }

    /// Work counted so far.
    pub fn spent(&self) -> u64 {
        self.work
    }
}
