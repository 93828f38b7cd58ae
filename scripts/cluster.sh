#!/usr/bin/env bash
# The production topology on one machine, from Debian's packages: PostgreSQL, Redis (the shared page
# and data cache, and invalidations between the processes), two storefront processes
# (scripts/next-server.mjs on the production build) and nginx round robin in front of them on one
# port. Everything but PostgreSQL's cluster lives under CLUSTER_DIR.
#   bash scripts/cluster.sh start    installs what is missing, builds if needed, starts (idempotent)
#   bash scripts/cluster.sh stop     stops the two processes (SIGTERM, graceful), nginx and Redis
#   bash scripts/cluster.sh status   what runs, and each process's readiness
# CLUSTER_PORT (default 3450) is nginx; the processes listen on CLUSTER_PORT+1 and +2, Redis on +3.
# The operator API's token is made once and kept in CLUSTER_DIR/operator-token (OPERATOR_TOKEN overrides it).
# CLUSTER_DB (default storefront_cluster) is the PostgreSQL database, created when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${CLUSTER_PORT:-3450}"
DIR="${CLUSTER_DIR:-/tmp/storefront-cluster-$PORT}"
DB="${CLUSTER_DB:-storefront_cluster}"
PROCESS_PORTS=("$((PORT + 1))" "$((PORT + 2))")
REDIS_PORT="$((PORT + 3))"
mkdir -p "$DIR"

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

install_missing() {
  if ! command -v nginx >/dev/null 2>&1; then
    as_root apt-get update >&2
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light >&2
  fi
}

wait_ready() {
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$1/s/api/ready" >/dev/null 2>&1 && return 0
    sleep 1
  done
  echo "Nothing ready on port $1 (see $DIR)" >&2
  return 1
}

write_nginx_conf() {
  local servers=""
  for port in "${PROCESS_PORTS[@]}"; do servers+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"$'\n'; done
  cat >"$DIR/nginx.conf" <<CONF
# Written by scripts/cluster.sh; the proxy settings are deploy/storefront-proxy.conf, as in compose.
worker_processes 1;
pid $DIR/nginx.pid;
error_log $DIR/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $DIR/nginx-body;
  proxy_temp_path $DIR/nginx-proxy;
  fastcgi_temp_path $DIR/nginx-fastcgi;
  uwsgi_temp_path $DIR/nginx-uwsgi;
  scgi_temp_path $DIR/nginx-scgi;
  upstream storefront {
    # As deploy/nginx.conf: the process with the fewest requests in flight takes the next one.
    least_conn;
$servers    # As deploy/nginx.conf: at 200 connections, 64 kept connections left the rest opening their own.
    keepalive 256;
    # Idle upstream connections close here first: the storefront keeps them 65 s (scripts/next-server.mjs).
    keepalive_timeout 60s;
  }
  server {
    listen $PORT;
    client_max_body_size 1m;
    # nginx closes a client connection after its 1,000th request ("Connection: close"). autocannon
    # ignores that header and writes its next request at once; when that write meets the closed
    # socket it counts an error that no server caused. The load checks keep each connection open.
    keepalive_requests 1000000;
    location / {
      include $PWD/deploy/storefront-proxy.conf;
    }
  }
}
CONF
}

operator_token() {
  if [ -n "${OPERATOR_TOKEN:-}" ]; then printf '%s' "$OPERATOR_TOKEN" >"$DIR/operator-token"; fi
  if [ ! -s "$DIR/operator-token" ]; then (umask 077 && head -c 24 /dev/urandom | base64 | tr -d '/+=' >"$DIR/operator-token"); fi
  cat "$DIR/operator-token"
}

start() {
  install_missing
  local url redis token
  url="$(PG_DB="$DB" bash scripts/start-postgres.sh | tail -n 1)"
  export "${url?}"
  redis="$(REDIS_PORT="$REDIS_PORT" REDIS_DIR="$DIR/redis" bash scripts/start-redis.sh | tail -n 1)"
  token="$(operator_token)"
  if [ ! -f .next/BUILD_ID ]; then npx next build; fi
  # Migrations and the demo data, once, before any process serves (they never create a database).
  MEDIA_DIR="$DIR/media" npx tsx backend/database-cli.ts seed
  for port in "${PROCESS_PORTS[@]}"; do
    if alive "$DIR/storefront-$port.pid"; then continue; fi
    env OTP_TEST_CODE="${OTP_TEST_CODE-123456}" TRUST_PROXY_HOPS=1 PUBLIC_ORIGIN="http://localhost:$PORT" \
      MEDIA_DIR="$DIR/media" "$redis" OPERATOR_TOKEN="$token" nohup node scripts/next-server.mjs -p "$port" >>"$DIR/storefront-$port.log" 2>&1 &
    echo $! >"$DIR/storefront-$port.pid"
  done
  for port in "${PROCESS_PORTS[@]}"; do wait_ready "$port"; done
  write_nginx_conf
  if alive "$DIR/nginx.pid"; then nginx -c "$DIR/nginx.conf" -s reload; else nginx -c "$DIR/nginx.conf"; fi
  wait_ready "$PORT"
  echo "Cluster on http://localhost:$PORT (processes on ${PROCESS_PORTS[*]}, Redis on $REDIS_PORT; logs in $DIR)"
}

stop() {
  for port in "${PROCESS_PORTS[@]}"; do
    local pidfile="$DIR/storefront-$port.pid"
    if alive "$pidfile"; then kill -TERM "$(cat "$pidfile")"; fi
    rm -f "$pidfile"
  done
  if alive "$DIR/nginx.pid"; then nginx -c "$DIR/nginx.conf" -s quit; fi
  REDIS_PORT="$REDIS_PORT" bash scripts/start-redis.sh stop
  echo "Cluster on port $PORT stopped"
}

status() {
  for port in "${PROCESS_PORTS[@]}"; do
    if alive "$DIR/storefront-$port.pid"; then
      echo "storefront :$port pid $(cat "$DIR/storefront-$port.pid") ready: $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/s/api/ready")"
    else
      echo "storefront :$port stopped"
    fi
  done
  if alive "$DIR/nginx.pid"; then echo "nginx :$PORT pid $(cat "$DIR/nginx.pid")"; else echo "nginx :$PORT stopped"; fi
  if alive "$DIR/redis/redis.pid"; then echo "redis :$REDIS_PORT pid $(cat "$DIR/redis/redis.pid")"; else echo "redis :$REDIS_PORT stopped"; fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "Usage: bash scripts/cluster.sh start|stop|status" >&2; exit 2 ;;
esac
