"""Ideograma's dictionary: the Spanish word list as a minimised DAWG.

Tiles carry no accents, so a word is playable when its spelling without
accents is in the list (``árbol`` is played as ARBOL, ``pingüino`` as
PINGUINO); Ñ is a letter of its own. The 699,814 words of
``games/ideograma/data/words-es.txt.gz`` fold to 611,560 distinct spellings.

A DAWG (a trie whose equal suffixes are shared) holds them in about 36,000
nodes, small enough to walk from Python: the move generator follows its edges
letter by letter (Appel & Jacobson). Building it takes seconds, so the built
graph is shipped beside the list (``words-es.dawg``) together with the
SHA-256 of the list it was made from; when the two disagree the graph is
rebuilt in memory from the list. Rebuild the file with
``python -m games.ideograma.lexicon``.
"""

from __future__ import annotations

import gzip
import hashlib
import sys
import zlib
from array import array
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

# The Spanish alphabet order (ñ after n) also orders the first-tile draw.
ALPHABET = "abcdefghijklmnñopqrstuvwxyz"
LETTER_INDEX = {letter: index for index, letter in enumerate(ALPHABET)}

# Tiles have no accents: accented vowels and ü fold to the plain vowel, ñ stays.
_FOLD = str.maketrans({"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ü": "u"})

# The game's data files live beside its code (games/ideograma/data/); resolved from this module's own
# file, the same from a source checkout, an installed wheel and a PyInstaller bundle (whose modules
# report a __file__ inside the bundle's folder, beside the collected data).
DATA_DIR = Path(__file__).resolve().parent / "data"
WORDS_PATH = DATA_DIR / "words-es.txt.gz"
DAWG_PATH = DATA_DIR / "words-es.dawg"
COMMON_PATH = DATA_DIR / "words-es-common.txt.gz"  # the easy player's vocabulary (games/ideograma/make_common_words.py)
_MAGIC = b"IDEOGRAMA-DAWG-1\n"


def fold(word: str) -> str | None:
    """The tile spelling of ``word`` (lower case, no accents), or None if a letter has no tile."""
    folded = word.strip().lower().translate(_FOLD)
    if not folded or any(letter not in LETTER_INDEX for letter in folded):
        return None
    return folded


class Lexicon:
    """A DAWG: ``edges[node]`` maps a letter to the next node, ``terminal[node]``
    is true where a word ends. Node 0 is the root (the empty prefix)."""

    __slots__ = ("edges", "terminal", "source_sha256")

    def __init__(self, edges: list[dict[str, int]], terminal: list[bool], source_sha256: bytes) -> None:
        self.edges = edges
        self.terminal = terminal
        self.source_sha256 = source_sha256

    ROOT = 0

    def walk(self, letters: Iterable[str], node: int = 0) -> int | None:
        """The node reached from ``node`` by ``letters``, or None if no word goes that way."""
        edges = self.edges
        for letter in letters:
            child = edges[node].get(letter)
            if child is None:
                return None
            node = child
        return node

    def __contains__(self, word: str) -> bool:
        node = self.walk(word)
        return node is not None and self.terminal[node]

    def is_word(self, word: str) -> bool:
        return word in self

    def words(self) -> Iterator[str]:
        """Every word, in alphabet order (for tests and tools: 600,000 of them)."""
        stack: list[tuple[int, str]] = [(0, "")]
        while stack:
            node, prefix = stack.pop()
            if self.terminal[node]:
                yield prefix
            for letter, child in sorted(self.edges[node].items(), key=lambda item: -LETTER_INDEX[item[0]]):
                stack.append((child, prefix + letter))

    @property
    def node_count(self) -> int:
        return len(self.edges)

    @property
    def edge_count(self) -> int:
        return sum(len(e) for e in self.edges)

    # --- the shipped file -------------------------------------------------------------------
    def to_bytes(self) -> bytes:
        offsets = array("I", [0])
        letters = bytearray()
        targets = array("I")
        for node_edges in self.edges:
            for letter in sorted(node_edges, key=LETTER_INDEX.__getitem__):
                letters.append(LETTER_INDEX[letter])
                targets.append(node_edges[letter])
            offsets.append(len(targets))
        body = b"".join([
            array("I", [len(self.edges), len(targets)]).tobytes(),
            bytes(self.terminal),
            offsets.tobytes(),
            bytes(letters),
            targets.tobytes(),
        ])
        return _MAGIC + self.source_sha256 + zlib.compress(body, 9)

    @classmethod
    def from_bytes(cls, data: bytes) -> Lexicon:
        if not data.startswith(_MAGIC):
            raise ValueError("not an Ideograma DAWG file")
        head = len(_MAGIC)
        source_sha256 = data[head:head + 32]
        body = zlib.decompress(data[head + 32:])
        counts = array("I")
        counts.frombytes(body[:8])
        nodes, edge_total = counts
        pos = 8
        terminal = [bool(b) for b in body[pos:pos + nodes]]
        pos += nodes
        offsets = array("I")
        offsets.frombytes(body[pos:pos + 4 * (nodes + 1)])
        pos += 4 * (nodes + 1)
        letters = body[pos:pos + edge_total]
        pos += edge_total
        targets = array("I")
        targets.frombytes(body[pos:pos + 4 * edge_total])
        alphabet = ALPHABET
        edges = [
            {alphabet[letters[i]]: targets[i] for i in range(offsets[n], offsets[n + 1])}
            for n in range(nodes)
        ]
        return cls(edges, terminal, source_sha256)


def build_lexicon(words: Iterable[str], source_sha256: bytes = b"\0" * 32) -> Lexicon:
    """A minimised DAWG of ``words`` (folded first), by Daciuk's incremental algorithm
    over sorted input: each finished branch is merged with an equal one already seen."""
    spellings = sorted({f for f in (fold(w) for w in words) if f and len(f) > 0})
    edges: list[dict[str, int]] = [{}]
    terminal: list[bool] = [False]
    register: dict[tuple[bool, tuple[tuple[str, int], ...]], int] = {}
    unchecked: list[tuple[int, str, int]] = []  # (parent, letter, child) along the last word

    def minimise(down_to: int) -> None:
        while len(unchecked) > down_to:
            parent, letter, child = unchecked.pop()
            key = (terminal[child], tuple(sorted(edges[child].items())))
            twin = register.get(key)
            if twin is None:
                register[key] = child
            else:
                edges[parent][letter] = twin

    previous = ""
    for word in spellings:
        common = 0
        limit = min(len(word), len(previous))
        while common < limit and word[common] == previous[common]:
            common += 1
        minimise(common)
        node = unchecked[-1][2] if unchecked else 0
        for letter in word[common:]:
            edges.append({})
            terminal.append(False)
            child = len(edges) - 1
            edges[node][letter] = child
            unchecked.append((node, letter, child))
            node = child
        terminal[node] = True
        previous = word
    minimise(0)
    # Renumber the surviving nodes densely (the merged-away copies are dropped).
    order: dict[int, int] = {0: 0}
    queue = [0]
    for old in queue:
        for letter in sorted(edges[old], key=LETTER_INDEX.__getitem__):
            child = edges[old][letter]
            if child not in order:
                order[child] = len(order)
                queue.append(child)
    new_edges = [
        {letter: order[edges[old][letter]] for letter in sorted(edges[old], key=LETTER_INDEX.__getitem__)}
        for old in queue
    ]
    new_terminal = [terminal[old] for old in queue]
    return Lexicon(new_edges, new_terminal, source_sha256)


def word_list_sha256(path: Path = WORDS_PATH) -> bytes:
    return hashlib.sha256(path.read_bytes()).digest()


def read_word_list(path: Path = WORDS_PATH) -> list[str]:
    with gzip.open(path, "rt", encoding="utf-8") as stream:
        return stream.read().split()


@cache
def common_words() -> frozenset[str]:
    """The words a casual player knows: the most frequent Spanish words of the dictionary, in tiles."""
    return frozenset(read_word_list(COMMON_PATH))


@cache
def load_lexicon() -> Lexicon:
    """The game's dictionary, loaded once per process (about 0.1 s from the shipped file)."""
    source = word_list_sha256()
    try:
        lexicon = Lexicon.from_bytes(DAWG_PATH.read_bytes())
    except (OSError, ValueError, zlib.error):
        lexicon = None
    if lexicon is None or lexicon.source_sha256 != source:
        lexicon = build_lexicon(read_word_list(), source)
    return lexicon


def main(argv: list[str] | None = None) -> int:
    """Rebuild ``words-es.dawg`` from the word list."""
    target = Path(argv[0]) if argv else DAWG_PATH
    lexicon = build_lexicon(read_word_list(), word_list_sha256())
    data = lexicon.to_bytes()
    target.write_bytes(data)
    print(f"{lexicon.node_count} nodes, {lexicon.edge_count} edges -> {target} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
