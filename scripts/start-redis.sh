#!/usr/bin/env bash
# Starts a Redis for the shared page and data cache (REDIS_URL). Idempotent: installs redis-server
# with apt when missing, starts one on REDIS_PORT (default 6379) with its files under REDIS_DIR
# (default /tmp/storefront-redis-$REDIS_PORT) unless one already answers there, then prints REDIS_URL.
# It keeps nothing on disk and evicts the least recently used keys past REDIS_MAXMEMORY (default 256mb).
#   bash scripts/start-redis.sh          start (or find) it
#   bash scripts/start-redis.sh stop     stop the one on REDIS_PORT
set -euo pipefail

PORT="${REDIS_PORT:-6379}"
DIR="${REDIS_DIR:-/tmp/storefront-redis-$PORT}"

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
answers() { redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -qx PONG; }

if [ "${1:-}" = "stop" ]; then
  if command -v redis-cli >/dev/null 2>&1 && answers; then redis-cli -h 127.0.0.1 -p "$PORT" shutdown nosave >/dev/null 2>&1 || true; fi
  exit 0
fi

if ! command -v redis-server >/dev/null 2>&1 || ! command -v redis-cli >/dev/null 2>&1; then
  as_root apt-get update >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server >&2
fi

if ! answers; then
  mkdir -p "$DIR"
  redis-server --port "$PORT" --bind 127.0.0.1 --dir "$DIR" --daemonize yes \
    --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" --save "" --appendonly no \
    --maxmemory "${REDIS_MAXMEMORY:-256mb}" --maxmemory-policy allkeys-lru >&2
  for _ in $(seq 1 50); do answers && break; sleep 0.1; done
  answers || { echo "Redis did not start on port $PORT (see $DIR/redis.log)" >&2; exit 1; }
fi

echo "REDIS_URL=redis://127.0.0.1:$PORT"
