# Production image: the standalone Next.js server with Payload inside.
# Build:  docker build -t leadpilot .   (needs no database and no secret)
# Run:    docker compose up (see docker-compose.yml); pending migrations run at start-up.
#         The server refuses to start without SITE_URL (its public address), PAYLOAD_SECRET and
#         TRUST_PROXY (1 behind the compose nginx; 0 with no proxy, every caller sharing one limit).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# Also the image of the one-off migrate-and-seed step in docker-compose.yml: it holds the
# sources and every dependency.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx tsx scripts/build.ts
# The media volume is first mounted by that step, and Docker gives a new volume the owner of the
# folder it is mounted on: the run stage's app user (10001), who writes uploads there.
RUN mkdir -p media && chown 10001:10001 media

FROM node:24-bookworm-slim AS run
WORKDIR /app
# Idle keep-alive connections stay open 65 s, longer than nginx keeps its upstream ones (60 s), so
# nginx always closes first (KEEP_ALIVE_TIMEOUT_MS in scripts/app-server.ts says why).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 MEDIA_DIR=/app/media KEEP_ALIVE_TIMEOUT=65000
# Uploads (media) are written at run time by the app user.
RUN groupadd --system --gid 10001 app && useradd --system --uid 10001 --gid app app && mkdir -p media && chown app:app media
COPY --from=build --chown=app:app /app/.next/standalone ./
USER app
EXPOSE 3000
# A larger young generation: fewer garbage collections under load (SERVER_NODE_FLAGS in
# scripts/app-server.ts has the figures).
CMD ["node", "--max-semi-space-size=128", "server.js"]
