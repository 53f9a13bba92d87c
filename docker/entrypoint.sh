#!/bin/sh
# The roles of the two images (Dockerfile, docker-compose.yml, docs/operations.md):
#   release  (site image) migrations, seed an empty database, then the one `next build` of this
#            deployment, against DATABASE_URL (pages are prerendered from it), kept as the build
#            folder builds/$DEPLOYMENT_ID: a standalone build with the production server and every
#            package it reads (scripts/lib/standalone.ts)
#   app      (app image, or the site image) serves builds/$DEPLOYMENT_ID with the production server
#            in it (scripts/server.ts); the image itself holds Node and this script
#   worker   (site image) the one jobs runner (npm run worker: src/jobs/worker.ts, the due jobs every second)
#   backup [folder] / restore <folder>
#            (site image) npm run backup / restore (scripts/backup.ts): the database and the media
#            volume, to or from a folder mounted into a one-off container (docs/operations.md,
#            "Backups and restore")
# builds/ is a volume the containers share. Each deployment's build has a folder of its own, so the
# release step of the next deployment never writes under instances still serving this one: they
# are replaced one at a time afterwards (a rolling deployment with no failed request).
set -e
role="${1:-app}"
id="${DEPLOYMENT_ID:-}"
builds=/app/builds
# The newest builds kept (this deployment's, and the previous ones to roll back to).
keep=3

need_id() {
  if [ -z "$id" ]; then
    echo "Configuration error: DEPLOYMENT_ID is not set: it names this deployment's build folder in $builds/ (e.g. the git commit)." >&2
    exit 1
  fi
}

case "$role" in
  release)
    need_id
    node scripts/run.ts build
    # Copied under a temporary name, then renamed: an instance never sees half a build.
    rm -rf "$builds/.incoming-$id"
    cp -a .next/standalone "$builds/.incoming-$id"
    rm -rf "${builds:?}/$id"
    mv "$builds/.incoming-$id" "$builds/$id"
    # Older builds beyond the newest $keep are removed.
    ls -1t "$builds" | tail -n "+$((keep + 1))" | while read -r old; do rm -rf "${builds:?}/$old"; done
    echo "Release: build $(cat "$builds/$id/.next/BUILD_ID") of deployment $id is in $builds/$id ($(du -sm "$builds/$id" | cut -f1) MB)"
    ;;
  app)
    need_id
    if [ ! -f "$builds/$id/.next/BUILD_ID" ] || [ ! -f "$builds/$id/scripts/server.ts" ]; then
      echo "Configuration error: no build of DEPLOYMENT_ID=$id in $builds/: run the release step of this deployment first (docker compose up release)." >&2
      exit 1
    fi
    # The build folder is the server's working directory: its .next, node_modules and public.
    cd "$builds/$id"
    exec node scripts/server.ts
    ;;
  worker)
    exec node scripts/run.ts worker
    ;;
  backup|restore)
    shift
    exec node scripts/run.ts "$role" "$@"
    ;;
  *)
    echo "usage: entrypoint.sh release|app|worker|backup [folder]|restore <folder>" >&2
    exit 2
    ;;
esac
