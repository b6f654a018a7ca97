# syntax=docker/dockerfile:1
# SisActe API (packages/server): Fastify 5 on Node 20, TypeScript run with tsx.
# Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t sisacte/api .
# The build context is filtered by api.Dockerfile.dockerignore (BuildKit).

ARG NODE_IMAGE=node:20-bookworm-slim
ARG PNPM_VERSION=10.34.9

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
# selected package with its own node_modules links), so that the server runs
# exactly as in development: node --import tsx packages/server/src/main.ts.
# `--import tsx` resolves from the working directory, so the server's own tsx
# (a production dependency) is also linked at the root; the last line checks it.
RUN mkdir /prod \
 && cp -a package.json pnpm-workspace.yaml node_modules /prod/ \
 && for f in tsconfig.json tsconfig.base.json; do [ ! -f "$f" ] || cp "$f" /prod/; done \
 && pnpm --filter-prod "@sisacte/server..." exec sh -c \
      'rel="${PWD#/app/}"; mkdir -p "/prod/$rel" && cp -a . "/prod/$rel/"' \
 && ln -s ../packages/server/node_modules/tsx /prod/node_modules/tsx \
 && test -f /prod/packages/server/package.json \
 && cd /prod && node --import tsx -e 0

# ---- runtime -----------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# tini as PID 1: forwards SIGTERM to node and reaps zombies.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
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
CMD ["node", "--import", "tsx", "packages/server/src/main.ts"]
