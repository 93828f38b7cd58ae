#!/usr/bin/env bash
# Starts a local PostgreSQL for the backend test suite. Idempotent: installs the server when missing,
# starts the first cluster, creates the `store` superuser and database, then prints DATABASE_URL.
set -euo pipefail

PG_USER="${PG_USER:-store}"
PG_PASSWORD="${PG_PASSWORD:-store}"
PG_DB="${PG_DB:-store}"
PG_PORT="${PG_PORT:-5432}"

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { as_root su postgres -c "$1"; }

if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  as_root apt-get update >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk '{print $1"/"$2}' | grep -qx "${version}/main"; then
  as_root pg_createcluster "$version" main --port "$PG_PORT" >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $4}' | grep -qx online; then
  as_root pg_ctlcluster "$version" main start >&2
fi

for _ in $(seq 1 30); do
  as_postgres "pg_isready -q -p $PG_PORT" && break
  sleep 1
done

if [ "$(as_postgres "psql -p $PG_PORT -tAc \"SELECT 1 FROM pg_roles WHERE rolname='$PG_USER'\"")" != "1" ]; then
  as_postgres "psql -p $PG_PORT -qc \"CREATE USER $PG_USER WITH PASSWORD '$PG_PASSWORD' SUPERUSER\"" >&2
fi
if [ "$(as_postgres "psql -p $PG_PORT -tAc \"SELECT 1 FROM pg_database WHERE datname='$PG_DB'\"")" != "1" ]; then
  as_postgres "createdb -p $PG_PORT -O $PG_USER $PG_DB" >&2
fi

echo "DATABASE_URL=postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PG_PORT/$PG_DB"
