# syntax=docker/dockerfile:1
# SisActe API (packages/server): Fastify 5 on Node 20, run compiled (packages/server/dist/main.js,
# an esbuild bundle of the server and the workspace packages; npm dependencies from node_modules).
# Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t sisacte/api .
# The build context is filtered by api.Dockerfile.dockerignore (BuildKit).

ARG NODE_IMAGE=node:20-bookworm-slim
ARG PNPM_VERSION=10.34.9

# ---- build: the compiled server (packages/server/dist) -------------------------
# A full install (esbuild is a devDependency) of the server and its workspace deps only.
FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION
ENV CI=true
RUN npm install -g pnpm@${PNPM_VERSION} && npm cache clean --force
WORKDIR /app
COPY . .
RUN --mount=type=cache,id=sisacte-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --prefer-offline --store-dir /pnpm/store \
        --filter "@sisacte/server..." \
 && node packages/server/build.mjs \
 && test -f packages/server/dist/main.js

# ---- deps: production install of @sisacte/server and its workspace deps -----
FROM ${NODE_IMAGE} AS deps
ARG PNPM_VERSION
ENV CI=true
RUN npm install -g pnpm@${PNPM_VERSION} && npm cache clean --force
WORKDIR /app

COPY . .
# --filter-prod "@sisacte/server...": the server and the workspace packages it
# depends on (not their devDependencies); --prod: no devDependencies at all.
# The pnpm store is a BuildKit cache, so rebuilds download nothing new.
# (No `pnpm fetch` layer here: it would fill node_modules/.pnpm with every
# package of the lockfile, front-end ones included.)
RUN --mount=type=cache,id=sisacte-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --prefer-offline --prod --store-dir /pnpm/store \
        --filter-prod "@sisacte/server..."

# Assemble /prod with the workspace layout kept (node_modules/.pnpm plus each
# selected package with its own node_modules links), so that the bundle in
# packages/server/dist resolves its npm dependencies from
# packages/server/node_modules as in development. The sources and tsx (a
# production dependency) stay, linked at the root, for the operator scripts
# (`node --import tsx packages/server/scripts/...`); the server does not use them.
# The last line loads every npm package the bundle imports (dist/externals.json,
# written by the build), so a dependency missing from the production install
# fails the image build, not the first request that needs it.
COPY --from=build /app/packages/server/dist/ /app/packages/server/dist/
RUN mkdir /prod \
 && cp -a package.json pnpm-workspace.yaml node_modules /prod/ \
 && for f in tsconfig.json tsconfig.base.json; do [ ! -f "$f" ] || cp "$f" /prod/; done \
 && pnpm --filter-prod "@sisacte/server..." exec sh -c \
      'rel="${PWD#/app/}"; mkdir -p "/prod/$rel" && cp -a . "/prod/$rel/"' \
 && ln -s ../packages/server/node_modules/tsx /prod/node_modules/tsx \
 && test -f /prod/packages/server/dist/main.js \
 && cd /prod/packages/server \
 && node --input-type=module -e "import { readFileSync } from 'node:fs'; \
      for (const m of JSON.parse(readFileSync('dist/externals.json', 'utf8'))) await import(m);"

# ---- runtime -----------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# tini as PID 1: forwards SIGTERM to node and reaps zombies.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*

# MALLOC_MMAP_THRESHOLD_ as in packages/server/node-env.json (why: deploy/tools/serve.mjs).
ENV NODE_ENV=production \
    MALLOC_MMAP_THRESHOLD_=32768 \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    FILES_DIR=/data/files

WORKDIR /app
# Owned by root and not writable by the app user.
COPY --from=deps /prod/ ./
# Writable data (local file storage when S3 is not configured): mount a volume
# on /data. Defaults relative to the working directory (.data, shell/dist,
# deploy/registry) do not exist in this image.
RUN mkdir -p /data/files && chown -R node:node /data

USER node
EXPOSE 8080

HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--"]
# Node's flags as in packages/server/node-flags.json (npm start and the benchmarks read that file).
CMD ["node", "--max-semi-space-size=8", "--wasm-tiering-budget=18000000", "--v8-pool-size=1", "--no-allocation-site-pretenuring", "packages/server/dist/main.js"]
