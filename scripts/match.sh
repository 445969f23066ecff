#!/bin/sh
# Strength matches of the built-in player (examples/strength): installs GNU Shogi when a match
# against it is asked for and it is missing, builds the harness in release mode and runs it at a low
# priority. Every argument goes to the harness; results accumulate in target/strength (or --out).
#
#   scripts/match.sh gnushogi --level 5 --ms 1000 --games 100   # resumable: run it again to go on
#   scripts/match.sh ladder --a 3 --b 2 --nodes 20000 --games 40
#   scripts/match.sh yonin --level 5 --nodes 3000 --games 50
#   scripts/match.sh summary
set -eu
cd "$(dirname "$0")/.."
if [ "${1:-}" = gnushogi ] && [ ! -x /usr/games/gnushogi ]; then
    if [ "$(id -u)" = 0 ]; then
        apt-get install -y gnushogi
    else
        sudo apt-get install -y gnushogi
    fi
fi
cargo build --release --example strength
exec nice -n 10 target/release/examples/strength "$@"
