"""The RummiDrez table: the other players along the top (their hands as backs with a count), the runs
on the table in the middle, the viewing seat's hand along the bottom, and a side panel with the
scores, the stock, and the buttons: Play, Take back, Draw (or Pass).

Composing a turn: the table keeps a working copy of the runs and the hand. Pick a card (click it, or
press on it and drag) and drop it on a group, on "New group", or back on the hand (only a card that
came from the hand: table cards stay on the table). Each group is ringed green when it is a run and
red, with the reason, when it is not yet: the engine says so (``preview``), the table never judges.
Play is offered when the whole table is valid and a card of the hand has been laid; Take back puts
every card of the turn back where it was. Split cuts a group at the picked card.

Keyboard: Left/Right move the cursor over the cards and New group, Up/Down between the table and
the hand; Space (or Enter) picks the card under the cursor or drops the picked card there; S splits;
Backspace takes back; P plays; D draws (or passes); Esc lets go of the picked card; O sorts the
hand the other way.

Sorting the hand (the side panel's button, or O): by figure (each figure's cards side by side in
number order, for runs of one figure; the order the engine keeps) or by colour (each colour's cards
side by side from the Bufón down, for runs of one colour). Only the drawing order changes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from games.rummidrez.texts import CARD_NAMES, FAULTS, PROBLEMS, TEXTS
from games.rummidrez.view import DRAW, PASS, PHASE_OVER, Composition, RummiDrezView
from scenes import theme
from scenes.cards.pieces import CAPTION, MovingTable, plate_painter, side_column
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import CARD_RATIO, CardWidget, card_image, card_size_for, card_widget, draw_card
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.text import Label, Picture

VALID = (96, 200, 120)
INVALID = (226, 92, 72)
PLAIN = (200, 200, 190)
CURSOR = (255, 214, 90)
DRAG_THRESHOLD = 6  # pixels: less movement than this is a click
PLAY, RESET, SPLIT, NEW, HAND, SORT = "play", "reset", "split", "new", "hand", "sort"
BY_FIGURE, BY_COLOUR = "figure", "colour"


def arranged(cards: list[PokerDrezCard] | tuple[PokerDrezCard, ...], by: str) -> list[PokerDrezCard]:
    """A hand in the order it is drawn: by figure (figures from the Bufón down, each in number order:
    the engine's order) or by colour (colours by number, each from the Bufón down); neutral cards
    last either way."""
    if by == BY_COLOUR:
        return sorted(cards, key=lambda c: (c.is_neutral, c.number or 0, -(c.figure or 0)))
    return sorted(cards, key=lambda c: (c.is_neutral, -(c.figure or 0), c.number or 0))


@dataclass
class Drag:
    place: tuple[Any, ...]
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


def card_words(card: PokerDrezCard, lang: str) -> str:
    return TEXTS.t(lang, CARD_NAMES[card.encode()])


class RummiDrezTable(MovingTable):
    game_id = "rummidrez"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._position: Any = None
        self.work: list[list[PokerDrezCard]] = []
        self.left: list[PokerDrezCard] = []
        self.hand0: list[PokerDrezCard] = []
        self.changed = False
        self.picked: tuple[Any, ...] | None = None  # ("hand", i) or ("group", g, c)
        self.cursor: int | None = None
        self.drag: Drag | None = None
        self._places: list[tuple[tuple[Any, ...], pygame.Rect]] = []
        self._groups: list[pygame.Rect] = []
        self._new_rect = pygame.Rect(0, 0, 0, 0)
        self._hand_rect = pygame.Rect(0, 0, 0, 0)
        self._card_size = (10, 14)
        self._view: RummiDrezView | None = None
        self._seen: dict[str, int] = {}
        self.sort_by = BY_FIGURE

    # --- the working copy ----------------------------------------------------------------------------
    def reset_selection(self) -> None:
        self.picked = None
        self.drag = None

    def _sync(self, view: RummiDrezView) -> None:
        """A new position (a move was played, a new hand): the working copy starts again from the view."""
        key = (view.hand_number, tuple(m.code for m in view.table), view.hand, view.to_act, view.over)
        if key != self._position:
            self._position = key
            self._take_back(view)

    def _take_back(self, view: RummiDrezView) -> None:
        self.work = [list(m.cards) for m in view.table]
        self.hand0 = arranged(view.hand or (), self.sort_by)
        self.left = list(self.hand0)
        self.changed = False
        self.picked = None
        self.drag = None

    def _sort(self) -> None:
        """The hand the other way (by figure, by colour): the working hand and the hand the turn
        started with, whose order the cards taken back follow. A card picked in the hand is let go
        (its place changes)."""
        self.sort_by = BY_COLOUR if self.sort_by == BY_FIGURE else BY_FIGURE
        self.hand0 = arranged(self.hand0, self.sort_by)
        self.left = arranged(self.left, self.sort_by)
        if self.picked is not None and self.picked[0] == HAND:
            self.picked = None

    def tentative(self) -> Any | None:
        if not self.changed:
            return None
        # each group's cards sorted: the engine's answer does not depend on the order they lie in
        return ("table", tuple(tuple(sorted(c.encode() for c in g)) for g in self.work if g))

    def _composition(self) -> Composition | None:
        answer = self.previewed()
        return answer if isinstance(answer, Composition) else None

    def _card_at(self, place: tuple[Any, ...]) -> PokerDrezCard | None:
        if place[0] == HAND and 0 <= place[1] < len(self.left):
            return self.left[place[1]]
        if place[0] == "group" and 0 <= place[1] < len(self.work) and 0 <= place[2] < len(self.work[place[1]]):
            return self.work[place[1]][place[2]]
        return None

    def _may_return(self, card: PokerDrezCard) -> bool:
        """A card goes back to the hand only if it came from it (D6: table cards stay on the table)."""
        return self.left.count(card) < self.hand0.count(card)

    def _take(self, place: tuple[Any, ...]) -> PokerDrezCard | None:
        card = self._card_at(place)
        if card is None:
            return None
        if place[0] == HAND:
            self.left.pop(place[1])
        else:
            self.work[place[1]].pop(place[2])
        return card

    def _move(self, source: tuple[Any, ...], target: tuple[Any, ...]) -> bool:
        """Move the card at ``source`` into the group ``("group", g)``, a new group, or the hand."""
        card = self._card_at(source)
        if card is None:
            return False
        if target[0] == HAND:
            if source[0] == HAND or not self._may_return(card):
                return False
            self._take(source)
            self.left.append(card)
            self.left.sort(key=self.hand0.index)
        elif target[0] == NEW:
            self._take(source)
            self.work.append([card])
        elif target[0] == "group":
            g = target[1]
            if not 0 <= g < len(self.work) or (source[0] == "group" and source[1] == g):
                return False
            self._take(source)
            self.work[g].append(card)
        else:
            return False
        self.work = [g for g in self.work if g]
        self.changed = True
        self.picked = None
        return True

    def _split(self) -> bool:
        if self.picked is None or self.picked[0] != "group":
            return False
        g, c = self.picked[1], self.picked[2]
        shown = self._shown(g)
        card = self._card_at(self.picked)
        if card is None or c == 0:
            return False
        cut = shown[c:]
        rest = list(shown[:c])
        self.work[g] = rest
        self.work.append(list(cut))
        self.changed = True
        self.picked = None
        return True

    def _shown(self, g: int) -> list[PokerDrezCard]:
        """Group ``g`` in the order it is drawn: the run's order when the engine says it is one."""
        return self.work[g]

    def _ordered(self) -> None:
        """Put each working group in the order the engine's answer gives (a run lies in order)."""
        answer = self._composition()
        if answer is None:
            return
        groups = [g for g in self.work if g]
        if len(answer.ordered) == len(groups) and all(
            sorted(a, key=str) == sorted(b, key=str) for a, b in zip(answer.ordered, groups, strict=True)
        ):
            self.work = [list(o) for o in answer.ordered]

    # --- clicks ------------------------------------------------------------------------------------------
    def _click(self, place: tuple[Any, ...]) -> bool:
        """A click (or Space) on a place: pick, let go, or drop the picked card there."""
        if place[0] == NEW:
            return self.picked is not None and self._move(self.picked, (NEW,))
        if self.picked is None:
            if place[0] == HAND and len(place) == 1:
                return False
            self.picked = place
            return True
        if self.picked == place:
            self.picked = None
            return True
        if place[0] == HAND:
            if self.picked[0] == HAND:
                self.picked = place if len(place) > 1 else None
                return True
            return self._move(self.picked, (HAND,))
        return self._move(self.picked, ("group", place[1]))

    def on_intent(self, intent: Any, view: RummiDrezView, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        self._sync(view)
        if isinstance(intent, Action):
            if intent in legal:
                self._take_back(view)
                return intent
            return None
        if not isinstance(intent, tuple) or not intent or not legal:
            return None
        if intent == (PLAY,):
            answer = self._composition()
            return answer.action if answer is not None and answer.action is not None else None
        if intent == (RESET,):
            self._take_back(view)
        elif intent == (SPLIT,):
            self._split()
        elif intent == (SORT,):
            self._sort()
        elif intent[0] in (HAND, "group", NEW):
            self._click(intent)
        return None

    # --- raw input: drags and keys -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, may_act: bool) -> Any:
        super().handle_event(event, may_act)
        view = self._view
        if not may_act or view is None or view.over or not view.legal:
            self.drag = None
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            place = self._place_at(event.pos)
            if place is None:
                return None
            self.drag = Drag(place, event.pos, event.pos)
            return "redraw"
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.pos = event.pos
            if not self.drag.moved and math.dist(event.pos, self.drag.start) >= DRAG_THRESHOLD:
                self.drag.moved = True
            return "redraw"
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            if not drag.moved:
                self._click(drag.place)
                return "relayout"
            target = self._drop_at(event.pos)
            if target is not None:
                self._move(drag.place, target)
            return "relayout"
        if event.type == pygame.KEYDOWN:
            return self._key(event, view)
        return None

    def _key(self, event: pygame.event.Event, view: RummiDrezView) -> Any:
        key = event.key
        places = [p for p, _ in self._places]
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and places:
            if self.cursor is None:
                self.cursor = 0
            elif key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.cursor = (self.cursor + (1 if key == pygame.K_RIGHT else -1)) % len(places)
            else:
                here = places[min(self.cursor, len(places) - 1)][0]
                want = HAND if here != HAND else "group"
                self.cursor = next((i for i, p in enumerate(places) if p[0] == want), self.cursor)
            return "relayout"
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and self.cursor is not None and places:
            self._click(places[min(self.cursor, len(places) - 1)])
            return "relayout"
        if key == pygame.K_ESCAPE and self.picked is not None:
            self.picked = None
            return "relayout"
        if key == pygame.K_BACKSPACE:
            self._take_back(view)
            return "relayout"
        if key == pygame.K_s:
            self._split()
            return "relayout"
        if key == pygame.K_o:
            self._sort()
            return "relayout"
        if key == pygame.K_p:
            answer = self._composition()
            if answer is not None and answer.action is not None:
                return answer.action
            return None
        if key == pygame.K_d and view.legal and view.legal[0].kind in (DRAW, PASS):
            self._take_back(view)
            return view.legal[0]
        return None

    def _place_at(self, pos: tuple[int, int]) -> tuple[Any, ...] | None:
        for place, rect in reversed(self._places):
            if place[0] != NEW and rect.collidepoint(pos):
                return place
        return None

    def _drop_at(self, pos: tuple[int, int]) -> tuple[Any, ...] | None:
        if self._new_rect.collidepoint(pos):
            return (NEW,)
        if self._hand_rect.collidepoint(pos):
            return (HAND,)
        for g, rect in enumerate(self._groups):
            if rect.collidepoint(pos):
                return ("group", g)
        return None

    # --- layout ------------------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: RummiDrezView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        self._view = view
        self._sync(view)
        self._ordered()
        lang = self.lang
        u = max(3, min(rect.w, rect.h) // 100)
        side_w = max(30 * u, min(rect.w // 4, 50 * u))
        main = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(main.right + u, rect.y + u, side_w, rect.h - 2 * u)
        may_act = bool(legal) and not view.over
        widgets: list[Widget] = []
        top_h = int(main.h * 0.15) if view.players > 1 else 0
        hand_h = int(main.h * 0.24) if view.hand is not None else 0
        if top_h:
            widgets += self._opponents(pygame.Rect(main.x, main.y, main.w, top_h), view, seat, lang, u)
        middle = pygame.Rect(main.x, main.y + top_h + (u if top_h else 0), main.w, main.h - top_h - hand_h - 2 * u)
        self._places = []
        widgets += self._table(middle, view, may_act, lang, u)
        if hand_h:
            widgets += self._hand(
                pygame.Rect(main.x, main.bottom - hand_h, main.w, hand_h), view, seat, may_act, lang, u
            )
        widgets += self._side(side, view, seat, legal, lang, u)
        widgets.append(Picture(name="marks", rect=pygame.Rect(rect), painter=self._paint_marks))
        return self.staged(rect, seat, widgets)

    def _opponents(self, band: pygame.Rect, view: RummiDrezView, seat: Seat | None, lang: str, u: int) -> list[Widget]:
        me = seat if seat is not None else 0
        others = (
            [(me + k) % view.players for k in range(1, view.players)] if seat is not None else list(range(view.players))
        )
        width = (band.w - u * (len(others) - 1)) // max(1, len(others))
        widgets: list[Widget] = []
        for i, who in enumerate(others):
            area = pygame.Rect(band.x + i * (width + u), band.y, width, band.h)
            widgets.append(Picture(name=f"area:{who}", rect=area, painter=plate_painter(who in view.to_act, u)))
            inner = area.inflate(-2 * u, -2 * u)
            w, h = card_size_for(inner.h)
            pile = pygame.Rect(inner.x, inner.y, w, h)
            count = view.hand_counts[who]
            widgets.append(
                Picture(
                    name=f"back:{who}",
                    rect=pile,
                    painter=_backs(count),
                    tooltip=TEXTS.tn(lang, "{n} card in hand", "{n} cards in hand", count),
                    extra={"hand": count, "faces": FACES, "owner": who},
                )
            )
            text_rect = pygame.Rect(pile.right + 2 * u, inner.y, inner.right - pile.right - 2 * u, inner.h)
            lines = [self.seat_name(who, lang), TEXTS.tn(lang, "{n} point", "{n} points", view.scores[who])]
            lines.append(TEXTS.t(lang, "opened") if view.opened[who] else TEXTS.t(lang, "not opened"))
            line_h = text_rect.h // 3
            for k, text in enumerate(lines):
                size = paint.size_to_fit(text, paint.font_px(line_h, 0.8), max(10, text_rect.w), k == 0)
                widgets.append(
                    Label(
                        name=f"who:{who}:{k}",
                        rect=pygame.Rect(text_rect.x, text_rect.y + k * line_h, text_rect.w, line_h),
                        text=text,
                        size=size,
                        colour=theme.IVORY if k == 0 else CAPTION,
                        bold=k == 0,
                    )
                )
        return widgets

    def _layout_groups(self, area: pygame.Rect, sizes: list[int], u: int) -> tuple[int, list[pygame.Rect]]:
        """The largest card height at which every group (and the New group slot) fits in ``area``,
        groups flowing left to right, row after row; each group's rectangle."""
        count = len(sizes) + 1
        for card_h in range(max(16, area.h // 2), 15, -2):
            w = int(card_h * CARD_RATIO)
            step = max(4, int(w * 0.5))
            pad = max(2, u // 2)
            # a third of a card between groups: with less, two runs side by side read as one row
            gap = max(u, w // 3)
            x, y = area.x, area.y
            rects: list[pygame.Rect] = []
            fits = True
            for k in range(count):
                n = sizes[k] if k < len(sizes) else 3  # the New group slot: room for its words
                gw = w + (n - 1) * step + 2 * pad
                if x + gw > area.right and x > area.x:
                    x, y = area.x, y + card_h + 2 * pad + u
                if x + gw > area.right or y + card_h + 2 * pad > area.bottom:
                    fits = False
                    break
                rects.append(pygame.Rect(x, y, gw, card_h + 2 * pad))
                x += gw + gap
            if fits:
                return card_h, rects
        w = int(16 * CARD_RATIO)
        return 16, [pygame.Rect(area.x, area.y, w, 16) for _ in range(count)]

    def _table(self, area: pygame.Rect, view: RummiDrezView, may_act: bool, lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = []
        answer = self._composition() if self.changed else None
        groups = self.work if may_act else [list(m.cards) for m in view.table]
        card_h, rects = self._layout_groups(area, [len(g) for g in groups], u)
        w, h = card_size_for(card_h)
        self._card_size = (w, h)
        pad = max(2, u // 2)
        step = max(4, int(w * 0.5))
        self._groups = rects[: len(groups)]
        seen: dict[str, int] = {}
        for g, (cards, box) in enumerate(zip(groups, rects, strict=False)):
            state = None
            reason = ""
            if answer is not None and g < len(answer.groups):
                state = answer.groups[g] is not None
                fault = answer.faults[g]
                reason = TEXTS.t(lang, FAULTS[fault]) if fault in FAULTS else ""
            colour = PLAIN if state is None else VALID if state else INVALID
            widgets.append(
                Picture(
                    name=f"group:{g}",
                    rect=box,
                    painter=_frame(colour, u, state is False),
                    tooltip=reason or TEXTS.t(lang, "A run on the table"),
                    intent=("group", g, len(cards) - 1) if may_act else None,
                )
            )
            for c, card in enumerate(cards):
                r = pygame.Rect(box.x + pad + c * step, box.y + pad, w, h)
                widgets.append(self._card(card, r, ("group", g, c), f"group:{g}", seen, may_act, lang))
        if may_act and len(rects) > len(groups):
            slot = rects[len(groups)]
            self._new_rect = slot
            slot = pygame.Rect(slot.x, slot.y, slot.w, max(22, min(slot.h, slot.h // 3)))
            slot.centery = self._new_rect.centery
            self._places.append(((NEW,), slot))
            widgets.append(
                button(
                    "new_group",
                    slot,
                    TEXTS.t(lang, "New group"),
                    (NEW,),
                    style="quiet",
                    tooltip=TEXTS.t(lang, "Put the picked card down as the start of a new group"),
                )
            )
        else:
            self._new_rect = pygame.Rect(0, 0, 0, 0)
        if not groups:
            text = TEXTS.t(lang, "No run on the table yet.")
            widgets.append(
                Label(
                    name="empty_table",
                    rect=pygame.Rect(area.x, area.centery - 2 * u, area.w, 4 * u),
                    text=text,
                    size=paint.size_to_fit(text, paint.font_px(4 * u, 0.8), area.w),
                    colour=CAPTION,
                    align="center",
                )
            )
        self._seen = seen
        return widgets

    def _card(
        self,
        card: PokerDrezCard,
        rect: pygame.Rect,
        place: tuple[Any, ...],
        row: str,
        seen: dict[str, int],
        may_act: bool,
        lang: str,
    ) -> CardWidget:
        """A card of a group or of the hand, named by its code and how many like it came before.
        ``row`` (the hand, or one group) is its place for the motion: with two decks a card has a
        twin, and the motion keeps a card where a like one still lies in the same row, so a run laid
        by another player with a twin of a card in the hand comes from that player, not the hand."""
        code = card.encode()
        seen[code] = seen.get(code, 0) + 1
        self._places.append((place, rect))
        widget = card_widget(
            f"card:{code}:{seen[code]}",
            rect,
            card,
            faces=FACES,
            intent=place if may_act else None,
            selected=self.picked == place,
            tooltip=card_words(card, lang),
        )
        widget.extra["place"] = row
        return widget

    def _hand(
        self, area: pygame.Rect, view: RummiDrezView, seat: Seat | None, may_act: bool, lang: str, u: int
    ) -> list[Widget]:
        widgets: list[Widget] = [
            Picture(name="hand_area", rect=pygame.Rect(area), painter=plate_painter(may_act, u), intent=(HAND,))
        ]
        self._hand_rect = area
        cards = self.left if may_act else arranged(view.hand or (), self.sort_by)
        inner = area.inflate(-2 * u, -2 * u)
        if not cards:
            return widgets
        card_h = inner.h
        w = int(card_h * CARD_RATIO)
        step = min(w + u, (inner.w - w) / max(1, len(cards) - 1)) if len(cards) > 1 else w
        if step < w * 0.42:  # a long hand: two rows, each card's number and figure in sight
            card_h = (inner.h - u) // 2
            w = int(card_h * CARD_RATIO)
            per_row = (len(cards) + 1) // 2
            step = min(w + u, (inner.w - w) / max(1, per_row - 1))
        else:
            per_row = len(cards)
        seen = dict(self._seen)
        for i, card in enumerate(cards):
            row, col = divmod(i, per_row)
            r = pygame.Rect(int(inner.x + col * step), inner.y + row * (card_h + u), w, card_h)
            widgets.append(self._card(card, r, (HAND, i), HAND, seen, may_act, lang))
        return widgets

    def _side(
        self, side: pygame.Rect, view: RummiDrezView, seat: Seat | None, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        col = side_column(side, u)
        alone = view.players == 1
        if alone:
            col.paragraph("title", TEXTS.t(lang, "Solo: lay the cards as they come"), theme.GOLD)
        elif view.hands:
            col.paragraph("title", TEXTS.t(lang, "Hand {n} of {of}", n=view.hand_number, of=view.hands), theme.GOLD)
        else:
            col.paragraph(
                "title",
                TEXTS.t(lang, "Hand {n} · first to {target} points", n=view.hand_number, target=view.target),
                theme.GOLD,
            )
        col.paragraph("stock", TEXTS.tn(lang, "{n} card in the stock", "{n} cards in the stock", view.stock_count))
        if view.over:
            col.paragraph("result", self.status(view, seat, lang), theme.HIGHLIGHT)
            return col.widgets
        if not legal or seat is None:
            return col.widgets
        opened = view.opened[seat]
        if not opened:
            col.paragraph(
                "opening", TEXTS.t(lang, "Your opening: at least {n} cards of your hand in runs.", n=view.opening)
            )
        answer = self._composition() if self.changed else None
        if answer is not None:
            laid = TEXTS.tn(lang, "{n} card laid from your hand", "{n} cards laid from your hand", answer.from_hand)
            col.paragraph("laid", laid, theme.IVORY)
            if answer.problem is not None:
                col.paragraph("problem", TEXTS.t(lang, PROBLEMS.get(answer.problem, PROBLEMS["not_run"])), INVALID)
            else:
                col.paragraph("ready", TEXTS.t(lang, "The table is valid: press Play."), VALID)
        elif self.picked is not None:
            col.paragraph("picked", TEXTS.t(lang, "Now click a group, New group, or your hand."))
        else:
            col.paragraph("help", TEXTS.t(lang, "Click or drag a card onto a group, or onto New group."))
        ready = answer is not None and answer.action is not None
        col.widgets.append(
            button(
                "play",
                pygame.Rect(col.inner.x, col.y, col.inner.w, col.row_h),
                TEXTS.t(lang, "Play"),
                (PLAY,) if ready else None,
                style="primary" if ready else "quiet",
                tooltip=TEXTS.t(lang, "Lay the table as it is now"),
            )
        )
        col.y += col.row_h + col.u
        if self.changed:
            col.widgets.append(
                button(
                    "take_back",
                    pygame.Rect(col.inner.x, col.y, col.inner.w, col.row_h),
                    TEXTS.t(lang, "Take back"),
                    (RESET,),
                    style="quiet",
                    tooltip=TEXTS.t(lang, "Every card of this turn back where it was"),
                )
            )
            col.y += col.row_h + col.u
        if self.picked is not None and self.picked[0] == "group" and self.picked[2] > 0:
            col.widgets.append(
                button(
                    "split",
                    pygame.Rect(col.inner.x, col.y, col.inner.w, col.row_h),
                    TEXTS.t(lang, "Split here"),
                    (SPLIT,),
                    style="quiet",
                    tooltip=TEXTS.t(lang, "Cut the group before the picked card"),
                )
            )
            col.y += col.row_h + col.u
        first = legal[0]
        col.widgets.append(
            button(
                "draw",
                pygame.Rect(col.inner.x, col.y, col.inner.w, col.row_h),
                TEXTS.t(lang, "Draw a card") if first.kind == DRAW else TEXTS.t(lang, "Pass"),
                first,
                style="normal",
                tooltip=TEXTS.t(lang, "Lay nothing: take the top card of the stock, and the turn passes")
                if first.kind == DRAW
                else TEXTS.t(lang, "The stock is empty: lay nothing this turn"),
            )
        )
        col.y += col.row_h + col.u
        if view.hand:
            by_colour = self.sort_by == BY_COLOUR
            col.widgets.append(
                button(
                    "sort",
                    pygame.Rect(col.inner.x, col.y, col.inner.w, col.row_h),
                    TEXTS.t(lang, "Sort by figure") if by_colour else TEXTS.t(lang, "Sort by colour"),
                    (SORT,),
                    style="quiet",
                    tooltip=TEXTS.t(lang, "Your hand by figure, for runs of one figure (key O)")
                    if by_colour
                    else TEXTS.t(lang, "Your hand by colour, for runs of one colour (key O)"),
                )
            )
            col.y += col.row_h + col.u
        return col.widgets

    def _paint_marks(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Over everything: the keyboard cursor, and the card being dragged under the pointer."""
        if self.cursor is not None and self._places:
            _, box = self._places[min(self.cursor, len(self._places) - 1)]
            pygame.draw.rect(surface, CURSOR, box.inflate(4, 4), 3, border_radius=6)
        drag = self.drag
        if drag is not None and drag.moved:
            card = self._card_at(drag.place)
            if card is not None:
                image = card_image(self._card_size, card, faces=FACES)
                surface.blit(image, (drag.pos[0] - self._card_size[0] // 2, drag.pos[1] - self._card_size[1] // 2))
                target = self._drop_at(drag.pos)
                box = (
                    self._new_rect
                    if target == (NEW,)
                    else self._hand_rect
                    if target == (HAND,)
                    else self._groups[target[1]]
                    if target is not None
                    else None
                )
                if box is not None:
                    pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=6)

    # --- shell hooks ---------------------------------------------------------------------------------------
    def refusal(self, name: str, view: RummiDrezView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if name == "play":
            answer = self._composition()
            if answer is not None and answer.problem is not None:
                return TEXTS.t(lang, PROBLEMS.get(answer.problem, PROBLEMS["not_run"]))
            return TEXTS.t(lang, "Move cards onto the table first.")
        return None

    def status(self, view: RummiDrezView, seat: Seat | None, lang: str) -> str:
        if view.phase == PHASE_OVER:
            if view.players == 1:
                left = view.hand_counts[0]
                return TEXTS.tn(lang, "Game over: {n} card left in hand", "Game over: {n} cards left in hand", left)
            names = ", ".join(self.seat_name(s, lang) for s in view.winners)
            return TEXTS.t(lang, "Game over: {names} with {points} points", names=names, points=max(view.scores))
        if not view.to_act:
            return ""
        who = view.to_act[0]
        if self.is_you(seat, who) and view.legal:
            if self.picked is not None:
                return TEXTS.t(lang, "Drop the card on a group, on New group, or back on your hand")
            return TEXTS.t(lang, "Your turn: lay runs, or draw a card")
        return TEXTS.t(lang, "{who} plays", who=self.seat_name(who, lang))

    def seat_lines(self, view: RummiDrezView, lang: str) -> list[str]:
        return [
            TEXTS.tn(lang, "{n} point", "{n} points", view.scores[s])
            + " · "
            + TEXTS.tn(lang, "{n} card", "{n} cards", view.hand_counts[s])
            for s in range(view.players)
        ]


def _frame(colour: tuple[int, int, int], u: int, wrong: bool) -> Any:
    def paint_frame(surface: pygame.Surface, r: pygame.Rect) -> None:
        paint.panel(surface, r, (10, 26, 20, 150), radius=max(3, u), border=colour, shadow=False)
        if wrong:
            pygame.draw.rect(surface, colour, r, max(2, u // 2), border_radius=max(3, u))

    return paint_frame


def _backs(count: int) -> Any:
    """A hidden hand: a small fan of backs and how many cards it holds."""

    def paint_backs(surface: pygame.Surface, r: pygame.Rect) -> None:
        shown = min(count, 4)
        step = max(2, r.w // 10)
        for k in range(shown):
            draw_card(surface, r.move(k * step - step * (shown - 1), 0), None, face_up=False, faces=FACES)
        badge = pygame.Rect(0, 0, int(r.w * 0.6), int(r.w * 0.4))
        badge.center = (r.centerx, r.bottom - badge.h)
        paint.panel(surface, badge, (20, 20, 24, 230), radius=badge.h // 2, border=theme.GOLD, shadow=False)
        paint.text_in(surface, str(count), badge, paint.font_px(badge.h, 0.62), theme.GOLD, bold=True)

    return paint_backs


__all__ = ["RummiDrezTable"]
