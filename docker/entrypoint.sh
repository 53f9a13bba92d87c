#!/bin/sh
# Migrate, seed an empty database and build against DATABASE_URL, then serve Next's standalone server.
set -e
node scripts/run.ts build
cp -r .next/static .next/standalone/.next/static
[ -d public ] && cp -r public .next/standalone/public
ln -sfn /app/media .next/standalone/media
cd .next/standalone
exec node server.js
