"""SoloDrez's own words: the gettext domain ``solodrez`` (games/solodrez/locale), falling back to the
shared one. English message ids; the Spanish is in the catalogue, never in code."""

from __future__ import annotations

from pathlib import Path

from game.text import N_, Domain, Msg

TEXTS = Domain("solodrez", Path(__file__).resolve().parent / "locale")

RATINGS = {
    "won": N_("Won: the table is clear"),
    "lost": N_("Lost"),
}

# A card as the log names it: by its figure (colours do not matter in SoloDrez).
FIGURE_NAMES = {
    "B": N_("Joker"),
    "D": N_("Queen"),
    "T": N_("Rook"),
    "A": N_("Bishop"),
    "C": N_("Knight"),
    "P": N_("Pawn"),
    "N": N_("neutral card"),
}


def figure_msg(code: str) -> Msg:
    return TEXTS.msg(FIGURE_NAMES[code[:1]])


def move_msg(first: str, count: int, source: int, target: int) -> Msg:
    """ "Moves the Rook and 2 more from column 3 to column 5" (columns counted from 1)."""
    if count == 1:
        return TEXTS.msg(
            "Moves the {card} from column {source} to column {target}",
            {"card": figure_msg(first), "source": source + 1, "target": target + 1},
        )
    return TEXTS.msg(
        "Moves the run from the {card} ({n} card) from column {source} to column {target}",
        {"card": figure_msg(first), "source": source + 1, "target": target + 1},
        plural="Moves the run from the {card} ({n} cards) from column {source} to column {target}",
        n=count,
    )
