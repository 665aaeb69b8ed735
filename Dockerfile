# syntax=docker/dockerfile:1
# Production image: the standalone Next.js server (.next/standalone, completed by scripts/standalone.mjs),
# without dev dependencies or sources, run as the non-root user "node". Every start applies the
# migrations and loads the master data; SEED_DEMO=true also seeds the demo firms when they are missing.
# docker build -t icm . && docker run -p 3000:3000 -e DATABASE_URL=... -e SESSION_SECRET=... icm
ARG NODE_VERSION=22

# 1. Dependencies exactly as the lock file says (install scripts off, as on our CI: none is needed).
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund

# 2. The production build: next build (output: "standalone") + static assets, migrations and the
#    bundled migrate/seed script copied into .next/standalone.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node scripts/gen-api-index.mjs && npm run build

# 3. The runner: only the standalone directory.
FROM node:${NODE_VERSION}-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
# .data keeps the generated secrets (only without DATABASE_URL, or with ALLOW_GENERATED_SECRETS=true: set
# SESSION_SECRET and FIELD_ENCRYPTION_KEY when the database is a server), local uploads (unless S3_BUCKET) and
# the embedded PGlite database (unless DATABASE_URL).
# qpdf decrypts the official USCIS blanks a platform admin uploads (USCIS form editions: they carry an owner password).
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends qpdf && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /app/.data && chown node:node /app/.data
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
VOLUME ["/app/.data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "start.mjs"]
