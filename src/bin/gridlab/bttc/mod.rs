//! `gridlab arena|play bttc`: Back to the Code's arena over the contest's protocol, and our bots
//! as contest programs.

mod arena;
mod play;

pub use arena::{arena, ArenaArgs};
pub use play::play;
