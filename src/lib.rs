//! gridlab: rules, solvers, bots, replays and algorithm traces for four grid games.
//!
//! The core is plain Rust with no web dependency. The wasm face lives in [`web`] and is only
//! compiled for `wasm32`; the CLI face is `src/bin/gridlab/main.rs`. The crate's map of games is
//! [`games`]; the model under every game is [`model`], and it names no game.

pub mod answers;
pub mod bttc;
pub mod contest;
#[cfg(feature = "fixtures")]
pub mod fill;
pub mod games;
pub mod grid;
pub mod input_error;
pub mod king_chase;
pub mod model;
pub mod replay;
pub mod rng;
pub mod snake_puzzle;
pub mod snakgame;
pub mod thinking;
pub mod trace;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod web;
