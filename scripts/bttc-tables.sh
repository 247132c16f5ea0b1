#!/usr/bin/env bash
# The Back to the Code results tables of the README: 100 seeded games per line-up between the
# built-in bots, through the arena (release build). Writes artifacts/bttc/<line-up>.txt.
#   bash scripts/bttc-tables.sh [THINK_MS]   (default 10: the bots' per-turn budget for the tables;
#                                             best vs nearest is also played at the default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
think=${1:-10}
cargo build --release --bin gridlab
out=artifacts/bttc
mkdir -p "$out"
# A copy, so a rebuild while the tables run does not change the bots halfway.
bin=$out/gridlab
cp target/release/gridlab "$bin"
arena() {
  local name=$1; shift
  echo "== $name" >&2
  "$bin" arena bttc --games 100 --seed 1 "$@" > "$out/$name.txt"
  sed -n "/games in/,\$p" "$out/$name.txt" >&2
}
arena 1v1-best-nearest-60ms --players bot:best bot:nearest --jobs 1
arena 1v1-rectangles-nearest --players bot:rectangles bot:nearest --think "$think" --timeout-first 300
arena 1v1-paths-nearest --players bot:paths bot:nearest --think "$think" --timeout-first 300
arena 1v1-paths-rectangles --players bot:paths bot:rectangles --think "$think" --timeout-first 300
arena 1v1-best-rectangles --players bot:best bot:rectangles --think "$think" --timeout-first 300
arena 1v1-best-paths --players bot:best bot:paths --think "$think" --timeout-first 300
arena 1v1-best-giant --players bot:best bot:giant --think "$think" --timeout-first 300
arena 3p-best-paths-rectangles --players bot:best bot:paths bot:rectangles --think "$think" --timeout-first 300
arena 4p-all --players bot:best bot:paths bot:rectangles bot:nearest --think "$think" --timeout-first 300
