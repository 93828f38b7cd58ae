# The storefront for operators: a production build on Node 20, run as a non-root user.
# Build: docker build -t storefront .   Run with compose.yaml (PostgreSQL, two replicas, nginx).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npx next build

# Only what serving needs: runtime packages (tsx among them: the database step runs the TypeScript CLI).
FROM deps AS runtime-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 MEDIA_DIR=/app/data/media SQLITE_PATH=/app/data/store.sqlite
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
COPY package.json next.config.ts tsconfig.json LICENSE THIRD-PARTY-NOTICES.md ./
COPY scripts ./scripts
COPY backend ./backend
COPY lib ./lib
# The script fonts of the Hindi and Kannada pages, cut by the build (app/s/fonts serves them).
COPY --from=build /app/lib/fonts/subsets ./lib/fonts/subsets
RUN mkdir -p /app/data && chown -R node:node /app/data /app/.next
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/s/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run before serving (compose runs them once in its migrate service); the server never creates a database.
CMD ["node", "scripts/next-server.mjs"]
