#!/usr/bin/env bash
# Every test: formatting and lints (native and wasm), the Rust tests, the wasm build, that the
# page's shell names no game (scripts/check-shell.mjs), the page's JavaScript type-checked (tsc:
# the Worker's messages against www/protocol.js), the page in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --check
cargo clippy --all-targets -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown --features fixtures -- -D warnings
cargo test
bash scripts/build-wasm.sh --fixtures
node scripts/check-shell.mjs
node scripts/check-contest.mjs
npx tsc -p tsconfig.json
npx vite build --logLevel warn
PORT=$(node scripts/free-port.mjs) npx playwright test
