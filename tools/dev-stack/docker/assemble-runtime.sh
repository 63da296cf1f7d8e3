#!/bin/sh
# Copies what the production image runs into OUT_DIR: the built API, worker and web app, the built
# workspace packages they require (found by tools/dev-stack/dist/runtime-deps.js, which also fails on a
# runtime dependency listed as a devDependency), the seed pictures, and node_modules.
# Run from the repository root after `nx run-many -t build` and `npm prune --omit=dev`.
# Used by the Dockerfile; also runnable by hand to try the runtime stage without Docker.
set -eu
out="${1:?usage: assemble-runtime.sh OUT_DIR}"
workspaces=$(node tools/dev-stack/dist/runtime-deps.js --workspaces)
mkdir -p "$out"
cp -a package.json package-lock.json node_modules "$out/"
for ws in apps/api apps/worker $workspaces; do
  mkdir -p "$out/$ws"
  cp -a "$ws/package.json" "$ws/dist" "$out/$ws/"
done
mkdir -p "$out/apps/web" "$out/tools/seed"
cp -a apps/web/dist "$out/apps/web/"
cp -a tools/seed/images "$out/tools/seed/" # demo pictures (SEED_DEMO_DATA), read from tools/seed/images
# Links to workspaces the runtime does not carry (dev tools, web, e2e) and to pruned packages' bins.
find "$out/node_modules" -xtype l -delete
