#!/usr/bin/env bash
# Builds the wasm core into www/pkg: cargo, then wasm-bindgen --target web, then npm binaryen's
# wasm-opt (never Debian's: its output breaks in Chromium). `--fixtures` builds with the test and
# bench hooks (the `fixtures` feature: the bench-fill game, a deliberate panic, frame_bitmap), as
# the browser tests and the browser bench need; the product (`npm start`, `npm run build`) is
# built without them.
set -euo pipefail
cd "$(dirname "$0")/.."
features=()
if [ "${1:-}" = "--fixtures" ]; then features=(--features fixtures); fi
cargo build --release --target wasm32-unknown-unknown --lib "${features[@]}"
wasm-bindgen --target web --out-dir www/pkg target/wasm32-unknown-unknown/release/gridlab.wasm
node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-reference-types --enable-multivalue --enable-mutable-globals \
  www/pkg/gridlab_bg.wasm -o www/pkg/gridlab_bg.wasm
printf 'wasm: www/pkg/gridlab_bg.wasm (%s bytes)\n' "$(wc -c < www/pkg/gridlab_bg.wasm)"
