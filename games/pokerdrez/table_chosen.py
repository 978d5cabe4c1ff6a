"""A computer's chosen PokerDrez move, marked on the table before it is played.

The pace setting holds a computer's choice on screen for a moment (``ComputerTurns``, the app's
``think_delay``) and lights the widgets whose intent is that action; but a PokerDrez move has no
widget of its own (a piece, a square and a card together), and the table cannot list the
opponent's moves beforehand without telling which cards they hold. So the table marks the chosen
action itself once it is chosen (``PokerDrezTable.show_chosen``): the piece's square and its
target ringed with an arrow between them, and the card it spends lit: a common card where it lies,
a card of the computer's hand turned face up where it lies (the rules have it shown before it is
discarded), the die ringed for a die move. A card given back to the commons is shown the same way;
a raise, a meeting or a refusal rings the stake.
Everything drawn is in the action, which is about to be played in the open: nothing else is told."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from games.pokerdrez.view import COMMON, DIE, HAND, MEET, RAISE, REFUSE, PokerDrezView, read_card, read_move
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_widget
from scenes.widgets.base import Widget
from scenes.widgets.marker import MoveMarker, bounding

FILES = "abcdefgh"


def square_name(square: str) -> str:
    """The widget name of a board square (rows count from rank 1, whichever way the board is turned)."""
    return f"square:{int(square[1]) - 1},{FILES.index(square[0])}"


def mark_chosen(widgets: list[Widget], view: PokerDrezView | None, seat: Seat, action: Action) -> list[Widget]:
    """``widgets`` with ``seat``'s chosen ``action`` marked (see the module's text)."""
    if view is None:
        return widgets
    by_name = {w.name: w for w in widgets}
    marked = list(widgets)
    rings: list[pygame.Rect] = []
    points: list[tuple[int, int]] = []
    card: PokerDrezCard | None = None
    source: str | None = None
    read = read_move(action)
    if read is not None and len(read.uci) >= 4:
        ends = [by_name.get(square_name(read.uci[:2])), by_name.get(square_name(read.uci[2:4]))]
        if all(ends):
            rings = [w.rect for w in ends if w is not None]
            points = [r.center for r in rings]
        card, source = read.card, read.source
        if source == DIE and "die" in by_name:
            rings.append(by_name["die"].rect)
    elif read_card(action) is not None:  # a card given back to the commons, from the hand
        card, source = read_card(action), HAND
    elif action.kind in (RAISE, MEET, REFUSE):  # a stake: the chips in the middle ringed
        rings += [by_name[name].rect for name in ("pot", "stake") if name in by_name]
    if card is not None and source == COMMON:
        for i, common in enumerate(view.commons):
            if common == card and f"common:{i}" in by_name:
                by_name[f"common:{i}"].highlight = True
                rings.append(by_name[f"common:{i}"].rect)
                break
    elif card is not None and source == HAND:
        place = "hand" if view.seat == seat else "opponent"
        slot = by_name.get(f"{place}:0")
        if place == "hand" and view.hand is not None and card in view.hand:
            slot = by_name.get(f"hand:{view.hand.index(card)}")
        if slot is not None:
            shown = card_widget(slot.name, slot.rect, card, faces=FACES, face_up=True, highlight=True)
            shown.extra.update(slot.extra)
            marked[marked.index(slot)] = shown
            rings.append(slot.rect)
    if rings:
        marked.append(
            MoveMarker(
                name="chosen",
                rect=bounding(rings),
                points=points,
                rings=rings,
                highlight=True,
                extra={"action": action},
            )
        )
    return marked
