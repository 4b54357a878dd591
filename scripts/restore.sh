#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh:
#
#   scripts/restore.sh /backups/verdant-2026-11-22
#
# Same settings as the server (DATABASE_URL, DATA_DIR). Stop the servers first, then start them after.
#   PostgreSQL: into an EMPTY database (createdb verdant), then the images into DATA_DIR/media.
#   PGlite: into a DATA_DIR without a database (move the old folder aside first; nothing is overwritten).
# The server applies any newer migrations when it starts, so an older backup restores into a newer release.
set -euo pipefail

source=${1:?usage: scripts/restore.sh BACKUP_DIR}
data_dir=${DATA_DIR:-./data}
manifest="$source/manifest.txt"

if [ ! -f "$manifest" ]; then
  echo "restore: $manifest not found: not a backup made by scripts/backup.sh" >&2
  exit 1
fi
# Refuse a damaged or incomplete copy before touching anything.
(cd "$source" && grep -v '^[a-z]*=' manifest.txt | sha256sum --check --quiet --strict)
mode=$(sed -n 's/^mode=//p' "$manifest")

if [ "$mode" = postgres ]; then
  if [ -z "${DATABASE_URL:-}" ]; then
    echo "restore: this is a PostgreSQL backup: set DATABASE_URL to an empty database" >&2
    exit 1
  fi
  tables=$(psql "$DATABASE_URL" --no-psqlrc --tuples-only --no-align \
    --command "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")
  if [ "$tables" != 0 ]; then
    echo "restore: the database in DATABASE_URL is not empty ($tables tables); create a new one (createdb)" >&2
    exit 1
  fi
  pg_restore --no-owner --no-privileges --exit-on-error --single-transaction \
    --dbname "$DATABASE_URL" "$source/database.dump"
  mkdir -p "$data_dir"
  if [ -f "$source/media.tar.gz" ]; then tar -C "$data_dir" -xzf "$source/media.tar.gz"; fi
  if [ -f "$source/jwt-secret" ] && [ ! -f "$data_dir/jwt-secret" ]; then
    cp -p "$source/jwt-secret" "$data_dir/jwt-secret"
  fi
elif [ "$mode" = pglite ]; then
  if [ -n "${DATABASE_URL:-}" ]; then
    echo "restore: this is an embedded-database (PGlite) backup: unset DATABASE_URL" >&2
    exit 1
  fi
  if [ -e "$data_dir/pglite" ]; then
    echo "restore: $data_dir already holds a database; move the folder aside first" >&2
    exit 1
  fi
  mkdir -p "$data_dir"
  tar -C "$data_dir" -xzf "$source/data-dir.tar.gz"
else
  echo "restore: unknown backup mode '$mode' in $manifest" >&2
  exit 1
fi
echo "restore: $mode backup from $source restored; start the server"
