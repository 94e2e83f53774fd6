# syntax=docker/dockerfile:1
# The TPL production image (issue 25, item 8): the API and the built client, run by `npm run serve`.
# Documented in deploy/README.md, "Running N replicas"; compose.yaml runs two of them behind a
# proxy. No container engine runs where this was written: what the image runs is the same
# `npm run serve` that tests/multi/two-processes.test.ts starts twice on PostgreSQL, Redis and S3.
#
#   docker build -t tpl --build-arg VITE_FIREBASE_API_KEY=... --build-arg VITE_FIREBASE_AUTH_DOMAIN=... \
#     --build-arg VITE_FIREBASE_PROJECT_ID=... --build-arg VITE_FIREBASE_APP_ID=... .

# ---- build: every dependency, the offline basemap and the client ----
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The client's settings are baked in at build time (deploy/README.md, "Configuration").
ARG VITE_FIREBASE_API_KEY= \
    VITE_FIREBASE_AUTH_DOMAIN= \
    VITE_FIREBASE_PROJECT_ID= \
    VITE_FIREBASE_APP_ID= \
    VITE_GOOGLE_CLIENT_ID= \
    VITE_MAP_STYLE_URL= \
    VITE_MAP_STYLE_URL_DARK=
ENV VITE_FIREBASE_API_KEY=$VITE_FIREBASE_API_KEY \
    VITE_FIREBASE_AUTH_DOMAIN=$VITE_FIREBASE_AUTH_DOMAIN \
    VITE_FIREBASE_PROJECT_ID=$VITE_FIREBASE_PROJECT_ID \
    VITE_FIREBASE_APP_ID=$VITE_FIREBASE_APP_ID \
    VITE_GOOGLE_CLIENT_ID=$VITE_GOOGLE_CLIENT_ID \
    VITE_MAP_STYLE_URL=$VITE_MAP_STYLE_URL \
    VITE_MAP_STYLE_URL_DARK=$VITE_MAP_STYLE_URL_DARK
# The basemap's tiles and glyphs (map-styles/generated), then the client, into which vite copies
# them (dist/map-styles/).
RUN npx tsx map-styles/build.ts --strict && npm run build

# ---- runtime: production dependencies, the server's TypeScript and the built client ----
FROM node:20-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CLIENT_DIR=/app/dist \
    DATA_DIR=/app/data \
    TRUST_PROXY=true
COPY package.json package-lock.json ./
# `npm run serve` is `tsx src/server/index.ts`: the server runs its TypeScript through tsx, a
# production dependency, so the image carries src/server and src/shared as they are, not a bundle.
# sharp's native build for this platform comes with `npm ci` here.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY --from=build /app/dist ./dist
# DATA_DIR holds the local payment secret when Stripe is not set; uploads go to S3 (S3_BUCKET) and
# the database is PostgreSQL (DATABASE_URL) in any deployment of more than one replica.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready: database, identity and in-memory indexes (GET /api/health, 200 or 503); a fresh replica
# loads its indexes and may wait for another's migrations, hence the start period.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "run", "serve"]
