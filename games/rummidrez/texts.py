"""RummiDrez's own words: the gettext domain ``rummidrez`` (games/rummidrez/locale), falling back to
the shared one (which names the deck's cards). English message ids; the Spanish is in the catalogue."""

from __future__ import annotations

from pathlib import Path

# The deck's card names, translated once in the shared catalogue (this game's falls back to it).
from game.cards.pokerdrez import CARD_NAMES as CARD_NAMES
from game.cards.pokerdrez import PokerDrezCard
from game.text import N_, Domain, Msg

TEXTS = Domain("rummidrez", Path(__file__).resolve().parent / "locale")

# Why a group on the table is not a run (rules.py's fault words), as the table says it.
FAULTS = {
    "short": N_("Too short: a run has at least three cards"),
    "mixed": N_("Mixed: one figure or one colour only"),
    "repeated": N_("A card is repeated"),
    "gaps": N_("A gap no neutral card fills"),
    "neutral_end": N_("A neutral card may not end a run"),
    "neutrals": N_("Too many neutral cards"),
}

# Why a lay is refused: a key (the engine's ``judge`` and ``preview`` give it) and its words.
PROBLEMS: dict[str, str] = {
    "form": N_("A lay names runs: lay:A35,K6TC (a word starting with _ takes that run off the table)"),
    "too_long": N_("Too many runs changed at once: lay part of it now and the rest on a later turn"),
    "not_run": N_("A group on the table is not a run"),
    "nothing": N_("Nothing is laid yet"),
    "not_on_table": N_("A run taken off is not on the table"),
    "closed_table": N_("Before your opening you may lay only runs of your own cards"),
    "lost_card": N_("Every card taken off the table must go back onto it"),
    "not_in_hand": N_("A card laid is not in your hand"),
    "no_hand_card": N_("Lay at least one card from your hand"),
    "opening": N_("Your opening needs at least seven cards from your hand"),
}

RATINGS = {
    "perfect": N_("Perfect: no card left in hand"),
    "good": N_("Good: five cards or fewer left"),
    "done": N_("Done"),
}


def card_name(card: PokerDrezCard) -> Msg:
    return TEXTS.msg(CARD_NAMES[card.encode()])
