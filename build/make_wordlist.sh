#!/usr/bin/env bash
# Makes games/ideograma/data/words-es.txt.gz, Ideograma's Spanish dictionary, from Debian's hunspell-es (es_ES).
# Needs: apt-get install hunspell hunspell-es hunspell-tools
# 1. the stems listed in build/abbreviations-es.txt leave the dictionary, with the forms their flags make
#    (rule 8 forbids abbreviations; hunspell-es writes many in lower case and marks none: sr/GS, etc, apdo);
# 2. unmunch expands every other stem with its affixes (every inflection: casas, batieron, dámelo);
# 3. only all-lowercase words made of Spanish letters stay (no proper nouns, siglas, numbers);
# 4. no listed abbreviation and no word without a vowel stays (bs, cm, pp, vs: abbreviations and symbols),
#    but the conjunction y (one letter: the game never checks a word shorter than two);
# 5. only the words hunspell itself accepts stay (unmunch over-generates on some flags).
set -euo pipefail
cd "$(dirname "$0")/.."
DICT=/usr/share/hunspell/es_ES
ABBREVIATIONS=build/abbreviations-es.txt
out=games/ideograma/data/words-es.txt.gz
mkdir -p games/ideograma/data
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export LC_ALL=C.UTF-8
grep -v -e '^#' -e '^[[:space:]]*$' "$ABBREVIATIONS" | tr -d '[:blank:]' > "$work/abbreviations.txt"
# A .dic line is "stem[/flags]" (some end in blanks); its first line is the count of stems.
awk 'NR == FNR { listed[$0] = 1; next }
     FNR == 1 { next }
     { stem = $0; sub(/[\/ \t].*$/, "", stem); if (!(stem in listed)) kept[++n] = $0 }
     END { print n; for (i = 1; i <= n; i++) print kept[i] }' "$work/abbreviations.txt" "$DICT.dic" > "$work/es.dic"
unmunch "$work/es.dic" "$DICT.aff" 2>/dev/null > "$work/expanded.txt"
grep -E '^[a-záéíóúüñ]+$' "$work/expanded.txt" | sort -u > "$work/lower.txt"
grep -vxF -f "$work/abbreviations.txt" "$work/lower.txt" | grep -E -x -e '.*[aeiouáéíóúü].*' -e 'y' > "$work/clean.txt"
hunspell -d "$DICT" -G < "$work/clean.txt" | sort -u > "$work/accepted.txt"
gzip -9 -n -c "$work/accepted.txt" > "$out"
# The licence note beside the list (games/ideograma/data/words-es-LICENSE.txt) is kept by hand.
echo "$(wc -l < "$work/accepted.txt") words -> $out ($(du -h "$out" | cut -f1))"
