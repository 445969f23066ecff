#!/bin/sh
# Remakes the schema-3 fixtures: `shogiban local --moderator alice` fed each folder's
# commands.txt, with the Unix time it began in `made-at` (the clocks count from it).
# Usage, from the repository: tests/data/store-v3/make.sh target/debug/shogiban
set -eu
here=$(dirname "$0")
bin=$1
date +%s > "$here/made-at"
for d in four-in-play two-vs-computer tournament lobby; do
    rm -rf "$here/$d/db" "$here/$d/exports" "$here/$d/images" "$here/$d/clock-offset"
    # What the bot answered, to read over; not kept.
    log="${TMPDIR:-/tmp}/store-v3-$d.log"
    "$bin" local --data "$here/$d" --moderator alice < "$here/$d/commands.txt" > "$log"
    rm -rf "$here/$d/images"
    # sled's folder for large values, empty here (git keeps no empty folder).
    rmdir "$here/$d/db/blobs" 2>/dev/null || true
    # Every command must have been accepted: a refused one (a `! ` line) means the fixture is
    # not what its commands.txt says (#kaigi's moves follow the computer's own choices).
    if grep -n '^! ' "$log" >&2; then
        echo "$d: refused commands, see $log" >&2
        exit 1
    fi
done
# How long the commands took: every clock and deadline of the fixtures began within it.
echo "made in $(( $(date +%s) - $(cat "$here/made-at") )) s" >&2
