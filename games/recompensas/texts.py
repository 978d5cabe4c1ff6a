"""Recompensas's own words: the gettext domain ``recompensas`` (games/recompensas/locale), falling back to the shared one.

English message ids; the Spanish (and any other language) is in the catalogue, never in code.
"""

from __future__ import annotations

from pathlib import Path

from game.core import Action
from game.dama_tigre.deck import CARD_NAMES
from game.text import N_, Domain, Msg, render
from games.recompensas.view import DOORS, GEMS, other_door_of_role

TEXTS = Domain("recompensas", Path(__file__).resolve().parent / "locale")



def card_name(code: str, lang: str) -> str:
    """A card's name in ``lang`` ("Red Lady", "Dama Roja")."""
    return TEXTS.t(lang, CARD_NAMES[code])

# A gem's colour, said as an adjective of "gem" ("a red gem", "una gema roja").
GEM_MSGS = {
    "red": TEXTS.msg("red", context="a gem's colour"),
    "blue": TEXTS.msg("blue", context="a gem's colour"),
    "white": TEXTS.msg("white", context="a gem's colour"),
    "black": TEXTS.msg("black", context="a gem's colour"),
}


def gem_word(gem: str, lang: str) -> str:
    return render(GEM_MSGS[gem], lang)


def gem_msg(gem: str) -> Msg:
    return GEM_MSGS[gem]


def door_msg(door: str) -> Msg:
    """"the Red Lady Door": a Door named by its card."""
    return TEXTS.msg("{card} Door", {"card": TEXTS.msg(CARD_NAMES[door])})


def door_label(door: str, lang: str) -> str:
    return TEXTS.t(lang, "{card} Door", card=card_name(door, lang))


RATINGS = {
    "perfect": N_("Perfect: all treasure, all trash removed"),
    "won": N_("Won"),
    "lost": N_("Lost"),
}


def action_msg(action: Action, current: str, pairs: int) -> Msg | str:
    """What ``action`` does with the revealed card ``current``; ``pairs``: the white-black pairs on its
    Door (what Remove takes). The engine's describe() and the table's Hint say it the same way."""
    kind, args = action.kind, action.args
    if kind == "move" and len(args) == 2 and args[0] in DOORS and args[1] in GEMS:
        door, gem = str(args[0]), str(args[1])
        return TEXTS.msg("Move a {gem} gem from the {source} to the {target}",
                         {"gem": gem_msg(gem), "source": door_msg(door), "target": door_msg(other_door_of_role(door))})
    if kind == "remove":
        return TEXTS.msg("Remove {n} pair of trash from the {door}", {"door": door_msg(current)},
                         plural="Remove {n} pairs of trash from the {door}", n=pairs)
    if kind == "collect":
        return TEXTS.msg("Collect a {colour} treasure from the {door}",
                         {"colour": gem_msg("red" if current[0] == "R" else "blue"), "door": door_msg(current)})
    if kind == "restore" and len(args) == 2 and all(a in DOORS for a in args):
        return TEXTS.msg("Put trash back: white on the {white_door}, black on the {black_door}",
                         {"white_door": door_msg(str(args[0])), "black_door": door_msg(str(args[1]))})
    if kind == "swap" and len(args) == 2 and all(a in DOORS for a in args):
        return TEXTS.msg("Swap trash: black from the {giver} to the {taker}, white back",
                         {"giver": door_msg(str(args[0])), "taker": door_msg(str(args[1]))})
    if kind == "pass":
        return TEXTS.msg("No action possible with {card}: pass", {"card": TEXTS.msg(CARD_NAMES[current])})
    return action.encode()
