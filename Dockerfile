# CitaYa site: Next.js + Payload CMS. See README ("Docker") for how it is run.
# Pages are prerendered from the database, so the production build runs when the container
# starts (with the database reachable), not while the image is built.
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
RUN mkdir -p media && chown -R node:node /app
USER node
EXPOSE 3000
CMD ["sh", "docker/entrypoint.sh"]
