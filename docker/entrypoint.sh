#!/bin/sh
# One image, three roles (docker-compose.yml, docs/operations.md):
#   release  migrations, seed an empty database, then the one `next build` of this deployment,
#            against DATABASE_URL (pages are prerendered from it), into /app/.next
#   app      serves that build with the production server (scripts/server.ts); builds nothing
#   worker   the one jobs runner (npm run worker: src/jobs/worker.ts, the due jobs every second)
set -e
role="${1:-app}"
case "$role" in
  release)
    exec node scripts/run.ts build
    ;;
  app)
    if [ ! -f .next/BUILD_ID ]; then
      echo "Configuration error: .next/BUILD_ID is missing: run the release step first (docker compose run --rm release)." >&2
      exit 1
    fi
    exec node scripts/server.ts
    ;;
  worker)
    exec node scripts/run.ts worker
    ;;
  *)
    echo "usage: entrypoint.sh release|app|worker" >&2
    exit 2
    ;;
esac
