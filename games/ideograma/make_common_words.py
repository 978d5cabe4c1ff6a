#!/usr/bin/env python3
"""Makes games/ideograma/data/words-es-common.txt.gz: the Spanish words a casual player knows, for
Ideograma's easy computer player (it plays common words, as a beginner would, not the dictionary's
rarities).

The frequencies come from wordfreq (https://github.com/rspeer/wordfreq, code Apache-2.0, its word
lists CC BY-SA 4.0), needed only to make this file: `pip install wordfreq`, then `python -m games.ideograma.make_common_words`. The list keeps the
TOP most frequent Spanish words that Ideograma's own dictionary accepts, folded to tiles (no accents),
lower case, two letters or more, in frequency order."""

from __future__ import annotations

import gzip

from games.ideograma.lexicon import DATA_DIR, fold, read_word_list

TOP = 12_000  # about the active vocabulary of an adult speaker
OUT = DATA_DIR / "words-es-common.txt.gz"


def main() -> int:
    from wordfreq import top_n_list

    dictionary = {fold(word) for word in read_word_list()}
    kept: list[str] = []
    seen: set[str] = set()
    for word in top_n_list("es", 60_000):
        if not word.isalpha() or word != word.lower():
            continue
        tiles = fold(word)
        if tiles is None or len(tiles) < 2 or tiles in seen or tiles not in dictionary:
            continue
        seen.add(tiles)
        kept.append(tiles)
        if len(kept) == TOP:
            break
    OUT.write_bytes(gzip.compress(("\n".join(kept) + "\n").encode(), mtime=0))
    print(f"{OUT}: {len(kept)} words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
