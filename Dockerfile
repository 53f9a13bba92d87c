# CitaYa site: Next.js + Payload CMS. Two images from one file (docker/entrypoint.sh <role>; README,
# "Docker"; docs/operations.md):
#   site (--target site)  the release step, the jobs worker, backup and restore: production
#                         dependencies, the sources, PostgreSQL 17's pg_dump/pg_restore
#   app  (--target app)   app-a and app-b: Node and the entrypoint only. Each serves its
#                         deployment's build folder (builds/$DEPLOYMENT_ID on the shared volume),
#                         which the release step writes as a standalone build holding the
#                         production server and every package it reads (scripts/lib/standalone.ts).
# Pages are prerendered from the database, so `next build` runs in the release step (with the
# database reachable), once per deployment, not in `docker build` and not in each container.
# Debian trixie: its PostgreSQL client tools are 17, the db service's version, which the backup and
# restore roles need (pg_dump refuses a server newer than itself; bookworm's are 15).
# The official Node image; a test without a registry passes its stand-in (scripts/lib/standins.ts).
ARG NODE_IMAGE=node:24-trixie-slim
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only (no test tools: Playwright, Lighthouse, firebase-tools, embedded
# PostgreSQL, s3rver, Vitest…). `next build` in the release step also needs TypeScript and the
# type packages it checks for (it refuses to build a TypeScript project without them), so these
# three count as production dependencies here, at the versions the lock file pins. Source maps and
# type declarations (a third of the tree) are not read when running or building with the type check
# left to CI (next.config.ts, CITAYA_IMAGE): dropped, but for the ones Next looks for. Also dropped:
# Playwright, installed as Next's optional peer, and monaco-editor, a peer of the admin's code editor,
# which loads the editor from a CDN in the browser and never imports the package (106 MB).
RUN node -e "const fs = require('fs'); const p = JSON.parse(fs.readFileSync('package.json')); \
      for (const n of ['typescript', '@types/react', '@types/node']) { p.dependencies[n] = p.devDependencies[n]; delete p.devDependencies[n] } \
      fs.writeFileSync('package.json', JSON.stringify(p, null, 2))" \
 && npm install --omit=dev --no-audit --no-fund \
 && npm cache clean --force \
 && find node_modules -type f -name '*.map' -delete \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) \
      -not -path 'node_modules/typescript/*' -not -path 'node_modules/@types/*' -delete \
 && rm -rf node_modules/@playwright node_modules/playwright node_modules/playwright-core node_modules/monaco-editor

FROM ${NODE_IMAGE} AS site
WORKDIR /app
# pg_dump and pg_restore of PostgreSQL 17 for `entrypoint.sh backup|restore` (npm run backup /
# restore, docs/operations.md "Backups and restore"), the two programs only: the package's other
# dependencies are Perl for its command wrappers (70 MB), which scripts/backup.ts does not use (it
# runs /usr/lib/postgresql/17/bin/* directly). Their library, libpq, is installed as a package.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq5 \
 && cd /tmp && apt-get download postgresql-client-17 \
 && dpkg-deb -x postgresql-client-17_*.deb /tmp/pg \
 && mkdir -p /usr/lib/postgresql/17/bin \
 && cp /tmp/pg/usr/lib/postgresql/17/bin/pg_dump /tmp/pg/usr/lib/postgresql/17/bin/pg_restore /usr/lib/postgresql/17/bin/ \
 && /usr/lib/postgresql/17/bin/pg_dump --version \
 && rm -rf /tmp/pg /tmp/*.deb \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
# CITAYA_IMAGE: next.config.ts makes the release step's build a standalone one (for the app image)
# and leaves the type check to CI.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    CITAYA_IMAGE=1 \
    PORT=3000
# Owned by the unprivileged user as they are copied (COPY --chown): no second copy of the tree in a
# chown layer. .next/ is written by the release step's build, media/ and builds/ by the roles,
# .next/cache/turbopack by the builds (volumes in docker-compose.yml: a new volume takes this owner).
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node . .
RUN mkdir -p media builds .next/cache/turbopack \
 && chown node:node /app media builds .next .next/cache .next/cache/turbopack
USER node
EXPOSE 3000
ENTRYPOINT ["sh", "docker/entrypoint.sh"]
CMD ["app"]

# The app instances' image: no node_modules, no sources, no build tools. Node runs the production
# server of the deployment's build folder (docker/entrypoint.sh app); package.json makes the
# healthcheck's TypeScript an ES module. Under 500 MB unpacked: the Node base and a few kB.
FROM ${NODE_IMAGE} AS app
WORKDIR /app
# MEDIA_DIR: the server runs in the build folder, so the uploads' folder is named in full.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    MEDIA_DIR=/app/media
COPY --chown=node:node package.json ./
COPY --chown=node:node docker/entrypoint.sh docker/
COPY --chown=node:node scripts/healthcheck.ts scripts/
# media/ (uploads) and builds/ (the deployments' builds, read only here) are volumes.
RUN mkdir -p media builds && chown node:node media builds
USER node
EXPOSE 3000
ENTRYPOINT ["sh", "docker/entrypoint.sh"]
CMD ["app"]
