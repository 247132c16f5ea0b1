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
