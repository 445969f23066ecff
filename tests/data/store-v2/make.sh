#!/bin/sh
# Remakes the schema-2 fixtures: `shogiban local --moderator alice` fed each folder's
# commands.txt, with the Unix time it began in `made-at` (the clocks and challenges count from it).
# Usage, from the repository: tests/data/store-v2/make.sh target/debug/shogiban
set -eu
here=$(dirname "$0")
bin=$1
date +%s > "$here/made-at"
for d in two-in-play challenges lobby four-in-play; do
    rm -rf "$here/$d/db" "$here/$d/exports" "$here/$d/images" "$here/$d/clock-offset"
    # What the bot answered, to read over; not kept.
    "$bin" local --data "$here/$d" --moderator alice < "$here/$d/commands.txt" \
        > "${TMPDIR:-/tmp}/store-v2-$d.log"
    rm -rf "$here/$d/images"
done
