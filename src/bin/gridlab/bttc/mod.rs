//! `gridlab arena bttc`: Back to the Code's arena over the contest's protocol.

mod arena;

pub use arena::arena;
