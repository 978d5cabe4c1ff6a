#!/usr/bin/env bash
# Makes assets/ideograma/words-es.txt.gz, Ideograma's Spanish dictionary, from Debian's hunspell-es (es_ES).
# Needs: apt-get install hunspell hunspell-es hunspell-tools
# 1. unmunch expands every stem with its affixes (every inflection: casas, batieron, dámelo);
# 2. only all-lowercase words made of Spanish letters stay (no proper nouns, abbreviations, numbers);
# 3. only the words hunspell itself accepts stay (unmunch over-generates on some flags).
set -euo pipefail
cd "$(dirname "$0")/.."
DICT=/usr/share/hunspell/es_ES
out=assets/ideograma/words-es.txt.gz
mkdir -p assets/ideograma
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unmunch "$DICT.dic" "$DICT.aff" 2>/dev/null > "$work/expanded.txt"
LC_ALL=C.UTF-8 grep -E '^[a-záéíóúüñ]+$' "$work/expanded.txt" | LC_ALL=C.UTF-8 sort -u > "$work/lower.txt"
hunspell -d "$DICT" -G < "$work/lower.txt" | LC_ALL=C.UTF-8 sort -u > "$work/accepted.txt"
gzip -9 -n -c "$work/accepted.txt" > "$out"
# The licence note beside the list (assets/ideograma/words-es-LICENSE.txt) is kept by hand.
echo "$(wc -l < "$work/accepted.txt") words -> $out ($(du -h "$out" | cut -f1))"
