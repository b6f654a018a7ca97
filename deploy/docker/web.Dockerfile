# syntax=docker/dockerfile:1
# SisActe web: nginx serving the shell, the remote registry and proxying the API.
# Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t sisacte/web .
# The build context is filtered by web.Dockerfile.dockerignore (BuildKit).
#
# The registry is baked into this image so the stack runs self-contained. In
# real production the registry lives in a bucket / CDN origin and releases are
# uploaded there (see deploy/README.md): then only the shell is needed here.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine
ARG PNPM_VERSION=10.34.9

# ---- build: shell + every remote released into /out/registry ---------------
FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION
ENV CI=true \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NODE_OPTIONS=--max-old-space-size=4096
RUN npm install -g pnpm@${PNPM_VERSION} && npm cache clean --force
WORKDIR /app

# Download every package of the lockfile first: this layer is reused as long as
# the lockfile does not change.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN --mount=type=cache,id=sisacte-pnpm-store,target=/pnpm/store \
    pnpm fetch --store-dir /pnpm/store

COPY . .
RUN --mount=type=cache,id=sisacte-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --prefer-offline --store-dir /pnpm/store

# Builds shell/dist and releases each remote into /out/registry/<remote>/<version>/
# plus /out/registry/remotes.json.
RUN REGISTRY_DIR=/out/registry node deploy/tools/build.mjs \
 && test -f shell/dist/index.html \
 && test -f /out/registry/remotes.json

# ---- runtime: nginx ------------------------------------------------------------
# nginx >= 1.27.3 is required by `server ... resolve` in conf.d/api-upstream.conf.
FROM ${NGINX_IMAGE} AS runtime
RUN rm -f /etc/nginx/conf.d/default.conf \
 && rm -rf /usr/share/nginx/html/*
COPY deploy/nginx/nginx.conf  /etc/nginx/nginx.conf
COPY deploy/nginx/conf.d/     /etc/nginx/conf.d/
COPY deploy/nginx/snippets/   /etc/nginx/snippets/
COPY --from=build /app/shell/dist/ /usr/share/nginx/html/shell/
COPY --from=build /out/registry/   /usr/share/nginx/html/registry/

EXPOSE 80
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1
# ENTRYPOINT and CMD of the nginx image (nginx -g 'daemon off;').
