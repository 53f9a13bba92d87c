#!/bin/sh
# One image, three roles (docker-compose.yml, docs/operations.md):
#   release  migrations, seed an empty database, then the one `next build` of this deployment,
#            against DATABASE_URL (pages are prerendered from it), kept as builds/$DEPLOYMENT_ID
#   app      serves the build of its DEPLOYMENT_ID with the production server (scripts/server.ts)
#   worker   the one jobs runner (npm run worker: src/jobs/worker.ts, the due jobs every second)
# builds/ is a volume the containers share. Each deployment's build has a folder of its own, so the
# release step of the next deployment never writes under instances still serving this one: they
# are replaced one at a time afterwards (a rolling deployment with no failed request).
# Without DEPLOYMENT_ID (one container, no shared cache) the build is .next, as `npm run build` leaves it.
set -e
role="${1:-app}"
id="${DEPLOYMENT_ID:-}"
builds=builds
# The newest builds kept (this deployment's, and the previous ones to roll back to).
keep=3

use_build() {
  if [ -n "$id" ]; then
    if [ ! -f "$builds/$id/BUILD_ID" ]; then
      echo "Configuration error: no build of DEPLOYMENT_ID=$id in $builds/: run the release step of this deployment first (docker compose up release)." >&2
      exit 1
    fi
    rm -rf .next
    ln -s "$builds/$id" .next
  elif [ ! -f .next/BUILD_ID ]; then
    echo "Configuration error: .next/BUILD_ID is missing: run the release step first (docker compose up release)." >&2
    exit 1
  fi
}

case "$role" in
  release)
    if [ -L .next ]; then rm .next; fi
    node scripts/run.ts build
    if [ -n "$id" ]; then
      # Copied under a temporary name, then renamed: an instance never sees half a build.
      rm -rf "$builds/.incoming-$id"
      cp -a .next "$builds/.incoming-$id"
      # Next links the server's external packages from .next/node_modules to ../../node_modules
      # (relative): one level deeper those links would miss, so they point at /app/node_modules.
      (cd .next && find node_modules -type l 2>/dev/null) | while read -r link; do
        ln -sfn "$(readlink -f ".next/$link")" "$builds/.incoming-$id/$link"
      done
      rm -rf "$builds/$id"
      mv "$builds/.incoming-$id" "$builds/$id"
      # Older builds beyond the newest $keep are removed.
      ls -1t "$builds" | tail -n "+$((keep + 1))" | while read -r old; do rm -rf "${builds:?}/$old"; done
      echo "Release: build $(cat "$builds/$id/BUILD_ID") of deployment $id is in $builds/$id"
    fi
    ;;
  app)
    use_build
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
