#!/usr/bin/env bash
# Backs up Verdant (the database and the uploaded images) into a new folder:
#
#   scripts/backup.sh /backups/verdant-$(date +%F)
#
# Reads the server's own settings: DATABASE_URL (PostgreSQL mode) and DATA_DIR (default ./data).
#   PostgreSQL: pg_dump (custom format; consistent while the servers keep running) + DATA_DIR/media.
#   PGlite (no DATABASE_URL): the whole DATA_DIR. Stop the server first: the embedded database is only
#   consistent on disk while no process has it open (see docs/operations.md, "Backups").
# Restore with scripts/restore.sh. Every file is listed with its SHA-256 in manifest.txt.
set -euo pipefail

target=${1:?usage: scripts/backup.sh BACKUP_DIR (a new or empty folder)}
data_dir=${DATA_DIR:-./data}

if [ -e "$target" ] && [ -n "$(ls -A "$target")" ]; then
  echo "backup: $target is not empty; give a new folder" >&2
  exit 1
fi
mkdir -p "$target"

if [ -n "${DATABASE_URL:-}" ]; then
  mode=postgres
  pg_dump --format=custom --no-owner --no-privileges --file "$target/database.dump" "$DATABASE_URL"
  # Images are files, not rows: without them the restored plants would show broken pictures.
  if [ -d "$data_dir/media" ]; then tar -C "$data_dir" -czf "$target/media.tar.gz" media; fi
  # Only there when JWT_SECRET is not set; keeps people logged in across a restore.
  if [ -f "$data_dir/jwt-secret" ]; then cp -p "$data_dir/jwt-secret" "$target/jwt-secret"; fi
else
  mode=pglite
  if [ ! -d "$data_dir/pglite" ]; then
    echo "backup: no embedded database in $data_dir (set DATA_DIR, or DATABASE_URL for PostgreSQL)" >&2
    exit 1
  fi
  # A running server keeps the database files open: copying them then could give a torn copy.
  database_dir=$(cd "$data_dir/pglite" && pwd -P)
  holder=$(find /proc/[0-9]*/fd -lname "$database_dir/*" -print -quit 2>/dev/null || true)
  if [ -n "$holder" ]; then
    echo "backup: a process has $database_dir open: stop the server first" >&2
    exit 1
  fi
  # The database, the images and the generated JWT secret all live in DATA_DIR.
  tar -C "$data_dir" -czf "$target/data-dir.tar.gz" .
fi

{
  echo "mode=$mode"
  echo "created=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  (cd "$target" && sha256sum -- $(ls | grep -v '^manifest.txt$'))
} >"$target/manifest.txt"
echo "backup: $mode backup written to $target"
