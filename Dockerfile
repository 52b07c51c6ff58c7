# Production image: Next.js standalone output with Payload inside.
# Build:  docker build -t leadpilot .
# Run:    docker compose up (see docker-compose.yml) — migrations run at start-up.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# Uploads (media) and stored CSV exports (exports) are written at run time by the app user.
RUN groupadd --system app && useradd --system --gid app app && mkdir -p media exports && chown app:app media exports
COPY --from=build --chown=app:app /app/.next/standalone ./
COPY --from=build --chown=app:app /app/.next/static ./.next/static
COPY --from=build --chown=app:app /app/public ./public
USER app
EXPOSE 3000
# A larger young generation: fewer garbage collections under load (see SERVER_NODE_FLAGS in
# scripts/app-server.ts for the figures).
CMD ["node", "--max-semi-space-size=128", "server.js"]
