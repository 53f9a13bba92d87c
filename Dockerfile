# CitaYa site: Next.js + Payload CMS. One image for the release step, the app instances and the
# jobs worker (docker/entrypoint.sh <role>); see README ("Docker") and docs/operations.md.
# Pages are prerendered from the database, so `next build` runs in the release step (with the
# database reachable), once per deployment, not in `docker build` and not in each container.
FROM node:24-bookworm-slim AS deps
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

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    CITAYA_IMAGE=1 \
    PORT=3000
# Owned by the unprivileged user as they are copied (COPY --chown): no second copy of the tree in a
# chown layer. /app itself, media/, builds/ and .next/ are written by the release step and the app
# (media/ and builds/ are volumes in docker-compose.yml: a new volume takes this owner).
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node . .
RUN mkdir -p media builds .next && chown node:node /app media builds .next
USER node
EXPOSE 3000
ENTRYPOINT ["sh", "docker/entrypoint.sh"]
CMD ["app"]
