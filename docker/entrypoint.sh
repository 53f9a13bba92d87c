#!/bin/sh
# Migrate, seed an empty database and build against DATABASE_URL, then serve the build with the
# production server (scripts/server.ts: Next's handler, responses compressed once).
set -e
node scripts/run.ts build
exec node scripts/server.ts
