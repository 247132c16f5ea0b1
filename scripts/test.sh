#!/usr/bin/env bash
# Every test: formatting and lints (native and wasm), the Rust tests, the wasm build, the page in
# headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --check
cargo clippy --all-targets -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown --features fixtures -- -D warnings
cargo test
bash scripts/build-wasm.sh --fixtures
npx vite build --logLevel warn
PORT=$(node scripts/free-port.mjs) npx playwright test
