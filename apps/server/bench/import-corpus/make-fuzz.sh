#!/usr/bin/env bash
# Fuzzed text lists (issue 13): fuzz_lists.py writes 70 random lists (seeds 1 and 2); these are the ones that read
# wrong before the fixes named in docs/performance.md ("Fuzzed text lists"), kept as guards. Every fuzzed list
# can be scored with: make-fuzz.sh <dir> all; IMPORT_CORPUS_DIR=<dir> npm run bench:import
# Usage: make-fuzz.sh <out dir> [all]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 "$here/fuzz_lists.py" 1 30 "$work/docs" "$work/tmp" > /dev/null
/usr/bin/python3 "$here/fuzz_lists.py" 2 40 "$work/docs" "$work/tmp" > /dev/null
if [ "${2:-}" = all ]; then cp "$work/docs/"* "$out/"; exit 0; fi
for name in fz1-00-html-pdf.pdf fz1-11-docx-pdf.pdf fz1-19-docx-pdf.pdf fz2-12-xlsx-pdf.pdf fz2-15-html-pdf.pdf \
  fz2-25-docx-pdf.pdf fz2-31-xlsx-pdf.pdf fz1-22-docx-pdf.pdf fz2-14-docx-pdf.pdf; do
  cp "$work/docs/$name" "$out/fuzz-${name#fz}"
  cp "$work/docs/$name.json" "$out/fuzz-${name#fz}.json"
done
