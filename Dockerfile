# syntax=docker/dockerfile:1
# The production image: Next's standalone output on Node 24, run as a non-root user. One image
# serves any deployment: the build reads no secret, no database and no partner origin
# (docs/decisions/0049); all of those are read when the server or the release step starts. The
# same image runs the release step, `node scripts/db-setup.mjs --migrate-only` (compose.yaml's
# `migrate` service), never the serving instances. tests/scale/image-stages.spec.ts performs
# these stages as written (`RUN`, `COPY`, `ENV`, `CMD`) where no container engine runs.

FROM node:24.21.0-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# Values compiled into the browser's JavaScript, or into the security headers Next writes at build
# (lib/server/security-headers.mjs): build arguments, never secrets. Everything else is run time.
ARG NEXT_PUBLIC_CARD_ENTRY_ORIGIN
ARG NEXT_PUBLIC_CARD_ENTRY_PARENT_ORIGINS
ARG NEXT_PUBLIC_IMAGE_REMOTE_HOSTS
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
ARG NEXT_PUBLIC_RECAPTCHA_SITE_KEY
ARG NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL
ARG ADMIN_ORIGIN
ENV NEXT_TELEMETRY_DISABLED=1 APP_ENV=production
RUN npx next build && node scripts/bundle-release.mjs

FROM node:24.21.0-slim AS runner
WORKDIR /app
ENV NODE_ENV=production APP_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# Only what serving and the release step need: the standalone server with its traced
# node_modules, static files, the migrations (applied by the release step, compared with the
# database by every start), the bundled release step and the bundled jobs command.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/backend/db/migrations ./backend/db/migrations
COPY --from=build --chown=node:node /app/.next/release/db-setup.mjs /app/.next/release/jobs.mjs ./scripts/
# Our server around Next's handler (socket addresses, malformed URLs, SIGTERM drain) and the
# modules it imports; scripts/assemble-standalone.mjs lists the same files for the deploy test.
COPY --from=build --chown=node:node /app/scripts/serve.mjs /app/scripts/ensure-node.mjs /app/scripts/node-runtime.mjs ./scripts/
COPY --from=build --chown=node:node /app/lib/server/page-cache.mjs /app/lib/server/page-request-log.mjs /app/lib/server/page-sharing.mjs /app/lib/server/security-headers.mjs ./lib/server/
COPY --from=build --chown=node:node /app/platform/page-metrics-observer.mjs /app/platform/peer-address-header.mjs /app/platform/redis-connection.mjs /app/platform/request-id.mjs ./platform/
USER node
EXPOSE 3000
# Liveness only (the process answers); readiness, /api/ready, is for the proxy in front.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "scripts/serve.mjs"]
