#!/bin/sh
# Strength matches of the built-in player (examples/strength): installs GNU Shogi when a match
# against it is asked for and it is missing, builds the harness in release mode and runs it at a low
# priority. Every argument goes to the harness; results accumulate in target/strength (or --out).
#
#   scripts/match.sh gnushogi --level 5 --ms 1000 --games 100   # resumable: run it again to go on
#   scripts/match.sh ladder --a 3 --b 2 --nodes 20000 --games 40
#   scripts/match.sh yonin --level 5 --nodes 3000 --games 50
#   scripts/match.sh engine --level 5 --program /usr/games/fairy-stockfish --table --ms 200 --games 4
#   scripts/match.sh engine --level 5 --program /usr/games/gpsusi --option Thread=1 --table --ms 200 --games 4
#   scripts/match.sh peers --games 4 --ms 200   # every level 1-5 against both Debian USI engines
#                                                # (then: scripts/match.sh summary)
#   scripts/match.sh summary
set -eu
cd "$(dirname "$0")/.."
install() {
    if [ "$(id -u)" = 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
    else
        sudo apt-get install -y "$@"
    fi
}
if [ "${1:-}" = gnushogi ] && [ ! -x /usr/games/gnushogi ]; then
    install gnushogi
fi
if [ "${1:-}" = engine ] || [ "${1:-}" = peers ]; then
    [ -x /usr/games/gpsusi ] || install gpsshogi
    [ -x /usr/games/fairy-stockfish ] || install fairy-stockfish
fi
cargo build --release --example strength
bin="${CARGO_TARGET_DIR:-target}/release/examples/strength"
if [ "${1:-}" = peers ]; then
    # Each built-in level as the tables play it (its node budget) against each engine at the
    # same time per move; the engines on one thread, so that a match uses one core.
    shift
    for level in 1 2 3 4 5; do
        nice -n 15 "$bin" engine --level "$level" --program /usr/games/fairy-stockfish \
            --name fairy-stockfish --table "$@"
        nice -n 15 "$bin" engine --level "$level" --program /usr/games/gpsusi --name gpsusi \
            --option Thread=1 --table "$@"
    done
    exit 0
fi
exec nice -n 10 "$bin" "$@"
