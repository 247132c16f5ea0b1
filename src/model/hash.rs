//! A portable state hash (64-bit FNV-1a over the text form): the same in wasm and natively, so a
//! replay's positions can be compared across builds.

/// FNV-1a of `text`.
pub fn fnv1a(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The hash as 16 hex digits (JS numbers cannot hold 64 bits).
pub fn hex(hash: u64) -> String {
    format!("{hash:016x}")
}
