# Clinova's container image (docs/deployment.md). One image for every instance; configuration
# comes from the environment (server/env.ts). Build: docker build -t clinova .
ARG NODE_IMAGE=node:24-bookworm-slim

# Stage 1: every dependency, then the production build (build/: the client files and the
# React Router server bundle).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Stage 2: the dependencies the server needs at run time only. The `node` package pins Node 24
# for npm scripts on machines with an older Node; the image has its own (~190 MB saved).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/.bin/node \
 && npm cache clean --force

# The image: the build, the server's sources (run through tsx, as `npm start` runs them) and
# their dependencies, owned by root and run by the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json tsconfig.json ./
COPY common ./common
COPY server ./server
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# /api/health answers 200 while the database answers, 503 when it does not (decision 0011).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1: server/serve.ts stops on SIGTERM after finishing in-flight requests.
CMD ["node", "--import", "tsx", "server/main.ts"]
