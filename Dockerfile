# One image for the API (which also serves the web app) and the worker (docker-compose.yml runs both).
# The Node.js version is this one line (build and runtime use the same, so native modules match); it is the
# version package.json pins for npm scripts (devDependencies.node), which a test keeps equal.
ARG NODE_VERSION=24.21.0

# The npm that writes package-lock.json (and honours package.json `allowScripts` / .npmrc).
ARG NPM_VERSION=11.19.1

# ---- build: all dependencies from the lockfile, build everything, then keep what production needs
FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG NPM_VERSION
RUN npm install -g npm@${NPM_VERSION} --no-audit --no-fund
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true
COPY . .
# Exactly the lockfile (made on linux-x64: fine for a linux/amd64 image), dev dependencies included.
RUN npm ci --no-audit --no-fund
RUN npx nx run-many -t build --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund \
 && sh tools/dev-stack/docker/assemble-runtime.sh /runtime

# ---- runtime: built apps and production node_modules only, as the unprivileged `node` user
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=3000 WEB_DIST_DIR=/app/apps/web/dist MEDIA_DIR=/data/media
WORKDIR /app
# Code stays owned by root (read-only for the app); only the media folder is writable.
COPY --from=build /runtime /app
RUN mkdir -p /data/media && chown node:node /data/media
USER node
EXPOSE 3000
# The API's own check (200 only with PostgreSQL and Redis reachable); no curl in slim images.
# docker-compose.yml gives the worker (same image, other command) its own health check.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
