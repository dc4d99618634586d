# LabBridge app image: the built frontend and the bundled API, served by one Node process.
# Build: docker build -t labbridge .   Run with DATABASE_URL, REDIS_URL, SESSION_SECRET (see README).

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-types/package.json shared-types/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/

# Everything needed to build.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared-types shared-types
COPY backend backend
COPY frontend frontend
# The ready-made demo (dist/demo-data) is for `npm start`: production seeds no demo by default,
# and one asked for with SEED_DEMO_DATA is seeded at its first start.
RUN npm run build && rm -rf backend/dist/demo-data

# Only what the bundle imports at run time: the backend's production dependencies.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace @labbridge/backend --no-audit --no-fund \
 && mkdir -p backend/node_modules

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
# npm nests a dependency here when its version differs from the hoisted one.
COPY --from=runtime-deps /app/backend/node_modules backend/node_modules
COPY package.json ./
COPY backend/package.json backend/
COPY backend/drizzle backend/drizzle
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrations run at start; `node backend/dist/scripts/migrate.js` and `admin-create.js` also ship.
# Without --enable-source-maps, which costs start-up time and memory (see scripts/start.mjs).
CMD ["node", "backend/dist/main.js"]
