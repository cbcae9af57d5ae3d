# syntax=docker/dockerfile:1
# The production image: Next's standalone output on Node 24, run as a non-root user. Migrations
# are a release step run from the `build` stage (compose.yaml's `migrate` service), never by the
# serving instances.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# NEXT_PUBLIC_* values are read at build time; pass them as build arguments when set.
ARG NEXT_PUBLIC_CARD_ENTRY_ORIGIN
ARG NEXT_PUBLIC_CARD_ENTRY_PARENT_ORIGINS
ARG NEXT_PUBLIC_MAP_TILE_URL
ARG NEXT_PUBLIC_MAP_TILE_ATTRIBUTION
ENV NEXT_TELEMETRY_DISABLED=1 APP_ENV=production
RUN npx next build

FROM node:24-slim AS runner
WORKDIR /app
ENV NODE_ENV=production APP_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# Only what serving needs: the standalone server with its traced node_modules, static files, and
# the migration files the start-up schema check compares the database with.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/backend/db/migrations ./backend/db/migrations
# Our server around Next's handler (socket addresses, malformed URLs, SIGTERM drain) and the two
# modules it imports; scripts/assemble-standalone.mjs lists the same files for the deploy test.
COPY --from=build --chown=node:node /app/scripts/serve.mjs /app/scripts/ensure-node.mjs /app/scripts/node-runtime.mjs ./scripts/
COPY --from=build --chown=node:node /app/lib/server/page-cache.mjs /app/lib/server/page-sharing.mjs /app/lib/server/peer-address-header.mjs /app/lib/server/redis-connection.mjs /app/lib/server/security-headers.mjs ./lib/server/
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "scripts/serve.mjs"]
