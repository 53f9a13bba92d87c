# CitaYa site: Next.js + Payload CMS. One image for the release step, the app instances and the
# jobs worker (docker/entrypoint.sh <role>); see README ("Docker") and docs/operations.md.
# Pages are prerendered from the database, so `next build` runs in the release step (with the
# database reachable), once per deployment, not in `docker build` and not in each container.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN mkdir -p media .next && chown -R node:node /app
USER node
EXPOSE 3000
ENTRYPOINT ["sh", "docker/entrypoint.sh"]
CMD ["app"]
