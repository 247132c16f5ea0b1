#!/usr/bin/env bash
# Installs what is missing, and nothing else: the wasm target, wasm-bindgen-cli matching the pinned
# crate, the npm packages, and (with --browser) Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'setup: %s\n' "$*"; }

if ! command -v cargo >/dev/null 2>&1; then
  say "cargo is not on PATH: install Rust with rustup first" >&2
  exit 1
fi

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

want=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' Cargo.toml)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  say "installing wasm-bindgen-cli $want (found: ${have:-none}); this takes about two minutes once"
  # --locked fails on some registries (a locked dependency is missing): fall back without it.
  cargo install wasm-bindgen-cli --version "=$want" --locked || cargo install wasm-bindgen-cli --version "=$want"
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
  say "installing Debian's chromium for the browser tests"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends chromium chromium-driver
fi
