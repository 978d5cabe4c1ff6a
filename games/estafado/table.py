"""The Estafado table: the 5x5 forest floor inside its ring of twenty outside spaces, and a side panel.

On the floor: the cards (face down, or face up when revealed or kept), the Red Fox, the Black Bear
with its arrow towards the card it may not go back to, the Vixen's token; on the ring: the Crow,
the Bald Eagle and the Sun/Moon (its start ringed). A face-down card this side remembers shows the
card small in its corner (the Crow's peeks are hers alone). The side panel: what to do, the buttons
of the moment, the Fox's hand (backs for the Crow), the deck, the discards, the Crow's pile, the
rabbits caught, the Evasion die (it tumbles when rolled), the counters and the symbols' legend.

Clicks: a card to step on, glow, look at, swap or send the Bear to; a ring space for the Eagle's
flight, the Crow's slide, the Eagle's perch and a Water Dive; a hand card to exchange or discard;
the buttons for the rest. Tab and Enter reach every one of them. Cards slide (the Crow's swaps too,
face down), pieces glide from card to card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.core import Action, Seat
from game.text import N_
from games.estafado.table_faces import FACES, draw_symbol, variant
from games.estafado.table_tokens import (
    SUN_GOLD,
    _bear_painter,
    _crow_painter,
    _eagle_painter,
    _fox_painter,
    _sun_painter,
    _vixen_painter,
)
from games.estafado.texts import (
    BLANK_FACE,
    DIE_FACES,
    SIDE_WORDS,
    SYMBOLS_IN_PLAY,
    TEXTS,
    card_name,
    card_tooltip,
    die_face_name,
    symbol_help,
    symbol_name,
)
from games.estafado.view import (
    BEAR,
    BEAR_STAY,
    CELLS,
    CROW,
    CROW_ALARM,
    CROW_MOVE,
    CROW_PEEK,
    CROW_SWAP,
    EAGLE,
    EAGLE_START,
    FOX,
    FOX_DISCARD,
    FOX_DIVE,
    FOX_EXCHANGE,
    FOX_LEAP,
    FOX_LIGHT,
    FOX_MOVE,
    FOX_SCOUT,
    FOX_SECOND,
    KEEP,
    NO_SWAP,
    REST,
    RING,
    ROLLED,
    SIZE,
    STOP,
    SWAP_DECK,
    SWAPPED,
    SWAPPED_DECK,
    EstafadoView,
    card_of,
    cell_name,
    cell_of,
    steps_of,
)
from scenes import motion, theme
from scenes.cards.hand import row_of_cards
from scenes.cards.pieces import SOFT, MovingTable, empty_slot, pile_painter, side_panel
from scenes.cards.widget import card_size_for, card_widget, draw_card
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, label_fits
from scenes.widgets.text import Label, Paragraph, Picture

GLIDE_SECONDS = 0.35
ROLL_SECONDS = 0.8
RING_SLOT = (255, 255, 255, 26)

CELL_KINDS = ("step", "light", "scout", "alarm", "peek", "swap", "bear", "vixen")
RING_KINDS = ("perch", "eagle", "crow", "dive")
# The side panel keeps room for this many buttons at once (a choice and the Vixen's) and for this many
# lines of what to do, so that nothing under them moves as they come and go.
BUTTONS_AT_ONCE = 2
HELP_LINES = 3
BUTTON_WORDS = {
    STOP: N_("Stop here"),
    KEEP: N_("Keep the card"),
    REST: N_("The Fox stays"),
    NO_SWAP: N_("No swap is possible"),
    BEAR_STAY: N_("The Bear stays"),
    SWAP_DECK: N_("Swap with the deck"),
}


def _stand(on_a_face: bool) -> tuple[float, tuple[float, float]]:
    """A piece's size (its share of the card) and offset: in the middle of a face-down card, smaller
    and in the lower right corner of a face-up one, so that the card's symbol and name stay readable
    (session 8: the Fox's token hid the symbol of the card he had just turned up)."""
    return (0.4, (0.27, 0.27)) if on_a_face else (0.62, (0.0, 0.0))


@dataclass(frozen=True, slots=True)
class _Panel:
    """What every part of the side panel draws with: the widget list it adds to, the panel's inside,
    the seat's view and legal actions, the language, the layout unit, the panel's letter size and
    line height."""

    widgets: list[Widget]
    inner: pygame.Rect
    view: EstafadoView
    legal: list[Action]
    lang: str
    u: int
    small: int
    line_h: int


class EstafadoTable(MovingTable):
    game_id = "estafado"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.placing_vixen = False
        self.glides: dict[str, tuple[pygame.Rect, pygame.Rect, float]] = {}
        self.targets: dict[str, pygame.Rect] = {}
        self.rolling = 0.0
        self.rolled_event: object = None
        self.rng = random.Random(0)

    def reset_selection(self) -> None:
        self.placing_vixen = False

    # --- animation of the pieces and the die -------------------------------------------------------
    @property
    def animating(self) -> bool:
        return super().animating or bool(self.glides) or self.rolling > 0

    def update(self, dt: float) -> bool:
        moved = super().update(dt)
        if self.glides:
            self.glides = {k: (a, b, t + dt) for k, (a, b, t) in self.glides.items() if t + dt < GLIDE_SECONDS}
            moved = True
        if self.rolling > 0:
            self.rolling = max(0.0, self.rolling - dt)
            moved = True
        return moved

    def handle_event(self, event: pygame.event.Event, may_act: bool) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.glides = {}
            self.rolling = 0.0
        super().handle_event(event, may_act)

    def _glide_to(self, name: str, rect: pygame.Rect) -> None:
        before = self.targets.get(name)
        if before is not None and before != rect and motion.enabled():
            self.glides[name] = (before, rect, 0.0)
        self.targets[name] = pygame.Rect(rect)

    def _where_now(self, name: str, rect: pygame.Rect) -> pygame.Rect:
        glide = self.glides.get(name)
        if glide is None:
            return rect
        a, b, t = glide
        f = motion.ease(min(1.0, t / GLIDE_SECONDS))
        return pygame.Rect(round(a.x + (b.x - a.x) * f), round(a.y + (b.y - a.y) * f), b.w, b.h)

    # --- what may be clicked ---------------------------------------------------------------------------
    def cell_intents(self, view: EstafadoView, legal: Sequence[Action]) -> dict[int, Action]:
        found: dict[int, Action] = {}
        for action in legal:
            if action.kind not in CELL_KINDS or (action.kind == "vixen") != self.placing_vixen:
                continue
            cell = cell_of(action)
            if cell is not None:
                found[cell] = action
        return found

    @staticmethod
    def ring_intents(view: EstafadoView, legal: Sequence[Action]) -> dict[int, Action]:
        found: dict[int, Action] = {}
        for action in legal:
            steps = steps_of(action)
            if action.kind not in RING_KINDS or steps is None:
                continue
            if action.kind == "perch":
                found[steps] = action
            elif action.kind == "crow":
                found[(view.crow + steps) % RING] = action
            elif view.eagle is not None:
                found[(view.eagle + steps) % RING] = action
        return found

    @staticmethod
    def hand_intents(legal: Sequence[Action]) -> dict[str, Action]:
        return {code: a for a in legal if (code := card_of(a)) is not None}

    def on_intent(self, intent: Any, view: Any, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if intent == ("vixen_mode",):
            self.placing_vixen = not self.placing_vixen
            return None
        if isinstance(intent, Action) and intent in legal:
            self.placing_vixen = False
            return intent
        return None

    def refusal(self, name: str, view: Any, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if not legal or not isinstance(view, EstafadoView):
            return None
        phase = view.phase
        if name.startswith("cell:"):
            if self.placing_vixen:
                return TEXTS.t(lang, "The Vixen goes on any card: click one outlined in green.")
            if phase in (FOX_MOVE, FOX_SECOND, FOX_LEAP):
                return TEXTS.t(lang, "The Fox steps to a card next to him (outlined in green), never onto the Bear.")
            if phase == CROW_PEEK:
                return TEXTS.t(lang, "Look at a face-down card in the row or column the Crow faces.")
            if phase == CROW_SWAP:
                return TEXTS.t(
                    lang, "That card cannot be swapped: a face-up rabbit, a do-not-swap card or the Vixen's."
                )
            if phase == BEAR:
                return TEXTS.t(
                    lang, "The Bear goes to a card next to it, not back where it came from, nor onto the Vixen."
                )
            return TEXTS.t(lang, "Nothing to do on that card now.")
        if name.startswith("ring:"):
            if phase == EAGLE:
                return TEXTS.t(lang, "The Eagle flies one space (two once per game): click a space outlined in green.")
            if phase == CROW_MOVE:
                return TEXTS.t(lang, "The Crow slides one space either way.")
            return TEXTS.t(lang, "Nothing to do on the ring now.")
        return None

    # --- layout ----------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: Any, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        assert isinstance(view, EstafadoView)
        lang = self.lang
        if self.placing_vixen and not any(a.kind == "vixen" for a in legal):
            self.placing_vixen = False
        u = max(3, min(rect.w, rect.h) // 100)
        side_w = max(34 * u, min(int(rect.w * 0.36), 150 * u))
        floor_area = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(floor_area.right + u, rect.y + u, side_w, rect.h - 2 * u)
        self._note_roll(view)
        widgets = self._floor(floor_area, view, seat, legal, lang, u)
        widgets += self._side(side, view, seat, legal, lang, u)
        return self.staged(rect, seat, widgets)

    def _note_roll(self, view: EstafadoView) -> None:
        rolled = next((h for h in view.happenings if h.kind == ROLLED), None)
        key = (view.last, view.round) if rolled is not None else None
        if key is not None and key != self.rolled_event and motion.enabled():
            self.rolling = ROLL_SECONDS
        self.rolled_event = key

    def _geometry(self, area: pygame.Rect, u: int) -> tuple[pygame.Rect, int, int, int, float]:
        gap = max(2, u)
        # Five cards and two ring strips (0.45 of a card) each way.
        by_h = (area.h - 8 * gap) / (5 + 2 * 0.45)
        by_w = (area.w - 8 * gap) / (5 + 2 * 0.62) / 0.7
        card_w, card_h = card_size_for(min(by_h, by_w))
        ring = 0.45
        total_w = 5 * card_w + 4 * gap + 2 * (round(card_w * 0.62) + gap)
        total_h = 5 * card_h + 4 * gap + 2 * (round(card_h * ring) + gap)
        board = pygame.Rect(area.centerx - total_w // 2, area.centery - total_h // 2, total_w, total_h)
        return board, card_w, card_h, gap, ring

    def _floor(
        self, area: pygame.Rect, view: EstafadoView, seat: Seat | None, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        board, card_w, card_h, gap, ring = self._geometry(area, u)
        ring_w, ring_h = round(card_w * 0.62), round(card_h * ring)
        left = board.x + ring_w + gap
        top = board.y + ring_h + gap

        def cell_rect(cell: int) -> pygame.Rect:
            row, col = divmod(cell, SIZE)
            return pygame.Rect(left + col * (card_w + gap), top + row * (card_h + gap), card_w, card_h)

        def ring_rect(space: int) -> pygame.Rect:
            side, index = divmod(space, SIZE)
            if side == 0:
                return pygame.Rect(cell_rect(index).x, board.y, card_w, ring_h)
            if side == 1:
                return pygame.Rect(board.right - ring_w, cell_rect(index * SIZE).y, ring_w, card_h)
            if side == 2:
                return pygame.Rect(cell_rect(SIZE - 1 - index).x, board.bottom - ring_h, card_w, ring_h)
            return pygame.Rect(board.x, cell_rect((SIZE - 1 - index) * SIZE).y, ring_w, card_h)

        def frame(surface: pygame.Surface, r: pygame.Rect) -> None:
            paint.panel(
                surface,
                r,
                (34, 52, 30, 220),
                radius=2 * u,
                shadow=True,
                border=(96, 76, 40),
                border_width=max(2, u // 2),
            )

        inner = pygame.Rect(left - gap, top - gap, 5 * card_w + 6 * gap, 5 * card_h + 6 * gap)
        widgets: list[Widget] = [Picture(name="forest", rect=inner, painter=frame)]
        cells = self.cell_intents(view, legal)
        marked = self._marked(view)
        for cell in range(CELLS):
            r = cell_rect(cell)
            code = view.face_up[cell]
            special = cell in view.special_backs
            remembered = view.memory[cell]
            if code is not None:
                tip = f"{cell_name(cell)} · " + card_tooltip(code, lang)
            elif remembered is not None:
                tip = f"{cell_name(cell)} · " + TEXTS.t(
                    lang, "face down; you saw: {card}", card=card_name(remembered, lang)
                )
            else:
                tip = f"{cell_name(cell)} · " + TEXTS.t(lang, "face down")
            if cell == view.vixen:
                tip += "\n" + TEXTS.t(lang, "Under the Vixen's protection")
            widget = card_widget(
                f"cell:{cell}",
                r,
                code,
                faces=FACES,
                face_up=code is not None,
                variant=variant(lang, code, special),
                intent=cells.get(cell),
                highlight=cell in marked,
                tooltip=tip,
            )
            token = view.tokens[cell]
            widget.extra.update(place=f"cell:{cell}", kin=token, look=token)
            widgets.append(widget)
            if code is None and remembered is not None:
                widgets.append(
                    Picture(
                        name=f"memory:{cell}", rect=r, painter=_memory_painter(remembered, lang), extra={"still": True}
                    )
                )
        for space in range(RING):
            widgets.append(self._ring_space(space, ring_rect(space), view, legal, lang))
        # The pieces: the Vixen under the others, then the Bear and the Fox.
        if view.vixen is not None:
            r = cell_rect(view.vixen)
            spot = pygame.Rect(r.x + r.w // 20, r.y + r.h // 4, r.w // 3, r.w // 3)
            widgets.append(
                Picture(
                    name="vixen",
                    rect=spot,
                    painter=_vixen_painter,
                    tooltip=TEXTS.t(
                        lang, "The Vixen: the Crow cannot look at or swap this card, the Bear cannot enter it"
                    ),
                )
            )
        bear_from = cell_rect(view.bear_from).center if view.bear_from is not None else None
        widgets.append(
            self._piece(
                "bear",
                cell_rect(view.bear),
                _bear_painter(bear_from, cell_rect(view.bear)),
                TEXTS.t(lang, "The Black Bear (the arrow: the card it may not go back to)"),
                *_stand(view.face_up[view.bear] is not None),
            )
        )
        widgets.append(
            self._piece(
                "fox",
                cell_rect(view.fox),
                _fox_painter,
                TEXTS.t(lang, "The Red Fox"),
                *_stand(view.face_up[view.fox] is not None),
            )
        )
        crow_r = ring_rect(view.crow)
        widgets.append(self._piece("crow", crow_r, _crow_painter, TEXTS.t(lang, "The Crow"), 0.8))
        if view.eagle is not None:
            widgets.append(
                self._piece(
                    "eagle",
                    ring_rect(view.eagle),
                    _eagle_painter,
                    TEXTS.t(lang, "The Bald Eagle: it catches the Crow on her space"),
                    0.8,
                    offset=(0.22, -0.18),
                )
            )
        widgets.append(
            self._piece(
                "sun",
                ring_rect(view.sun),
                _sun_painter,
                TEXTS.t(lang, "The Sun/Moon: round {round} of 20", round=view.round),
                0.5,
                offset=(-0.25, 0.22),
            )
        )
        return widgets

    def _piece(
        self,
        name: str,
        home: pygame.Rect,
        painter: Any,
        tooltip: str,
        share: float,
        offset: tuple[float, float] = (0.0, 0.0),
    ) -> Widget:
        size = round(min(home.w, home.h) * share)
        target = pygame.Rect(0, 0, size, size)
        target.center = (round(home.centerx + offset[0] * home.w), round(home.centery + offset[1] * home.h))
        self._glide_to(name, target)

        def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
            painter(surface, self._where_now(name, r))

        return Picture(name=f"piece:{name}", rect=target, painter=draw, tooltip=tooltip)

    def _ring_space(self, space: int, r: pygame.Rect, view: EstafadoView, legal: list[Action], lang: str) -> Widget:
        intent = self.ring_intents(view, legal).get(space)
        start = space == view.sun_start

        def draw(surface: pygame.Surface, box: pygame.Rect) -> None:
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            radius = max(3, min(box.w, box.h) // 5)
            pygame.draw.rect(layer, RING_SLOT, layer.get_rect(), border_radius=radius)
            if start:
                pygame.draw.rect(layer, (*SUN_GOLD, 150), layer.get_rect(), max(2, box.w // 20), border_radius=radius)
            surface.blit(layer, box.topleft)
            if intent is not None:
                pygame.draw.rect(surface, theme.HINT, box, max(2, min(box.w, box.h) // 14), border_radius=radius)

        tip = TEXTS.t(lang, "Outside space") + (
            " · " + TEXTS.t(lang, "the Sun/Moon's start and finish") if start else ""
        )
        return Picture(name=f"ring:{space}", rect=r, painter=draw, intent=intent, tooltip=tip)

    @staticmethod
    def _marked(view: EstafadoView) -> set[int]:
        marked = set(view.revealed)
        for h in view.happenings:
            if h.kind in (SWAPPED, SWAPPED_DECK):
                marked |= set(h.cells)
        if view.peeked is not None:
            marked.add(view.peeked)
        if view.acting is not None:
            marked.add(view.acting)
        return marked

    # --- the side panel --------------------------------------------------------------------------------
    def _side(
        self, side: pygame.Rect, view: EstafadoView, seat: Seat | None, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        widgets: list[Widget] = [side_panel(side, u)]
        inner = side.inflate(-3 * u, -3 * u)
        row_h = max(18, min(int(inner.h * 0.06), 7 * u))
        small = paint.font_px(row_h, 0.42)
        y = inner.y
        me = SIDE_WORDS[seat] if seat in (FOX, CROW) else None
        title = TEXTS.t(lang, "You play the {side}", side=TEXTS.t(lang, me)) if me else TEXTS.t(lang, "Estafado")
        widgets.append(
            Label(
                name="title",
                rect=pygame.Rect(inner.x, y, inner.w, row_h),
                text=title,
                size=paint.font_px(row_h, 0.55),
                colour=theme.GOLD,
                bold=True,
            )
        )
        y += row_h
        # What to do, then the buttons of the moment, each in a place of its own whatever they say and
        # whichever buttons there are: everything under them used to move as they came and went.
        status = self.status(view, seat, lang)
        help_size = small
        help_h = HELP_LINES * int(small * 1.35)
        probe = Paragraph(name="help", rect=pygame.Rect(inner.x, y, inner.w, 1), text=status, size=help_size)
        while probe.height_for(inner.w) > help_h and probe.size > paint.READABLE:
            probe.size -= 1
        widgets.append(
            Paragraph(
                name="help",
                rect=pygame.Rect(inner.x, y, inner.w, max(help_h, probe.height_for(inner.w))),
                text=status,
                size=probe.size,
                colour=theme.HIGHLIGHT if legal else SOFT,
            )
        )
        y += max(help_h, probe.height_for(inner.w)) + u
        buttons = [a for a in legal if a in BUTTON_WORDS]
        if any(a.kind == "vixen" for a in legal):
            label = TEXTS.t(lang, "Cancel the Vixen") if self.placing_vixen else TEXTS.t(lang, "Place the Vixen")
            buttons_row: list[tuple[str, str, Any]] = [("vixen_mode", label, ("vixen_mode",))]
        else:
            buttons_row = []
        buttons_row = [(a.kind, TEXTS.t(lang, BUTTON_WORDS[a]), a) for a in buttons] + buttons_row
        # Two a row while every button the game has fits half the panel, else one a row (words whole).
        every_label = [TEXTS.t(lang, w) for w in (*BUTTON_WORDS.values(), "Cancel the Vixen", "Place the Vixen")]
        per_row = 2
        bw = (inner.w - (per_row - 1) * u) // per_row
        if not all(label_fits(label, pygame.Rect(0, 0, bw, row_h), True) for label in every_label):
            per_row, bw = 1, inner.w
        for i, (name, label, intent) in enumerate(buttons_row):
            bx = inner.x + (i % per_row) * (bw + u)
            by = y + (i // per_row) * (row_h + u)
            widgets.append(
                button(name, pygame.Rect(bx, by, bw, row_h), label, intent, style="primary" if i == 0 else "normal")
            )
        rows = max(-(-BUTTONS_AT_ONCE // per_row), -(-len(buttons_row) // per_row))
        y += rows * (row_h + u) + u
        # What is left below the buttons: the Fox's hand, the piles, the die with the counters, the
        # legend. Every word in it at least paint.READABLE (session 15: at the default window the hand's
        # names were 8-px letters cut to a few, the counters 10 px): the hand is a list, each card small
        # with its name beside it, and the piles go two by two, each title beside it, when four titles
        # would not fit over four piles.
        line_h = int(small * 1.35)
        counters = self._counters(view, lang)
        die = min(row_h * 2, inner.w // 5)
        # The hand's room leaves the counters the most lines they can take (a roll, a sting, a spray and
        # an alarm), so that the piles keep their place as those lines come and go; not where that would
        # leave the hand under three rows (640x480): there the piles follow the counters.
        counters_h = _counter_lines(inner, 0, counters, die, small, line_h, u)[1]
        most_h = _counter_lines(inner, 0, self._counters(view, lang, every=True), die, small, line_h, u)[1]
        four_piles = self._piles_in_a_row(inner.w, small, u, lang)
        pile_h = max(40, min(int(inner.h * 0.14), int((inner.w / 4.8) / 0.7)))
        if not four_piles:  # each title beside its pile: the pile leaves the longest title its room
            longest = max(theme.font(paint.READABLE).size(head)[0] for head in self._pile_heads(lang))
            pile_w = (inner.w - u) // 2 - u // 2 - longest - 4
            pile_h = max(30, min(int(inner.h * 0.12), int(pile_w / 0.7)))
        lift = 3 * max(1, card_size_for(pile_h)[0] // 40)  # the piles' layers (see _piles)
        piles_h = line_h + lift + pile_h if four_piles else 2 * (pile_h + lift) + u
        room = inner.bottom - y - line_h - piles_h - most_h - 3 * u  # for the hand's cards
        if room < 3 * int(1.5 * line_h):
            room += most_h - counters_h
        icon = max(14, min(row_h, (inner.w - 8 * u) // 9))
        per_row = max(1, (inner.w + u // 2) // (icon + u // 2))
        legend_h = -(-len(SYMBOLS_IN_PLAY) // per_row) * (icon + u // 2)
        if room - legend_h >= 6 * int(1.5 * line_h):  # the legend too, while six cards keep rows of their own
            room -= legend_h
        # The piles at the hand's room's end, however many cards the hand shows.
        panel = _Panel(widgets, inner, view, legal, lang, u, small, line_h)
        y = max(self._hand(panel, y, room), y + line_h + room + u)
        y = self._piles(panel, y, pile_h, four_piles)
        y = self._die_and_counters(panel, y, counters, die)
        # The legend: each symbol in play, its name and use on hover (where the panel has room for it).
        for i, symbol in enumerate(SYMBOLS_IN_PLAY):
            bx = inner.x + (i % per_row) * (icon + u // 2)
            by = y + (i // per_row) * (icon + u // 2)
            if by + icon > inner.bottom:
                break
            widgets.append(
                Picture(
                    name=f"legend:{symbol}",
                    rect=pygame.Rect(bx, by, icon, icon),
                    painter=_symbol_painter(symbol),
                    tooltip=f"{symbol_name(symbol, lang)}: {symbol_help(symbol, lang)}",
                )
            )
        return widgets

    def _hand(self, panel: _Panel, y: int, room: int) -> int:
        """The Fox's hand under its title: his own cards a list (a small card, its name beside it, in
        two columns where the panel is wide), the Crow's view a row of backs. Returns the y below it."""
        widgets, inner, view, legal, lang = panel.widgets, panel.inner, panel.view, panel.legal, panel.lang
        u, small, line_h = panel.u, panel.small, panel.line_h
        widgets.append(
            Label(
                name="hand_title",
                rect=pygame.Rect(inner.x, y, inner.w, line_h),
                text=TEXTS.t(lang, "The Fox's hand ({n})", n=view.hand_count),
                size=_readable(TEXTS.t(lang, "The Fox's hand ({n})", n=view.hand_count), small, inner.w, False),
                colour=SOFT,
            )
        )
        y += line_h
        hand_intents = self.hand_intents(legal)
        if view.hand:
            gap = max(2, u // 2)
            # One card a row; two columns only where rows would be cramped and the panel is wide.
            cramped = room - (len(view.hand) - 1) * gap < len(view.hand) * int(1.5 * line_h)
            columns = 2 if cramped and inner.w >= 24 * small else 1
            rows = (len(view.hand) + columns - 1) // columns
            row_h = max(line_h + 2, min(3 * line_h, (room - (rows - 1) * gap) // max(1, rows)))
            col_w = (inner.w - (columns - 1) * u) // columns
            card_w, card_h = card_size_for(row_h)
            for i, code in enumerate(view.hand):
                col, line = i % columns, i // columns
                x, top = inner.x + col * (col_w + u), y + line * (row_h + gap)
                intent = hand_intents.get(code)
                tip = card_tooltip(code, lang)
                widgets.append(
                    card_widget(
                        f"hand:{i}",
                        pygame.Rect(x, top, card_w, card_h),
                        code,
                        faces=FACES,
                        variant=(*variant(lang, code), True),  # named beside it: no title on the card
                        intent=intent,
                        tooltip=tip,
                    )
                )
                name = card_name(code, lang)
                name_w = col_w - card_w - u
                size = _readable(name, max(small, min(small + 2, paint.font_px(row_h, 0.36))), name_w, True)
                words: Widget
                if paint.fit_text(name, size, name_w, True) == name:
                    words = Label(
                        name=f"hand_name:{i}",
                        rect=pygame.Rect(x + card_w + u, top, name_w, row_h),
                        text=name,
                        size=size,
                        bold=True,
                        colour=theme.IVORY,
                    )
                else:  # "Yellow Bullhead Catfish" in a narrow panel: two lines
                    words = Paragraph(
                        name=f"hand_name:{i}",
                        rect=pygame.Rect(x + card_w + u, top, name_w, row_h),
                        text=name,
                        size=paint.READABLE,
                        bold=True,
                        colour=theme.IVORY,
                    )
                    height = min(row_h, words.height_for(name_w))
                    words.rect = pygame.Rect(words.rect.x, top + (row_h - height) // 2, name_w, height)
                # the name is part of the card: a click on it is a click on the card (one stop for Tab)
                words.intent, words.tooltip = intent, tip
                widgets.append(words)
            return y + rows * (row_h + gap) - gap + u
        card_h = max(30, min(room, int((inner.w / 5.6) / 0.7), 3 * line_h))
        hand_area = pygame.Rect(inner.x, y, inner.w, card_h)
        if view.hand_count:
            for i, r in enumerate(row_of_cards(hand_area, view.hand_count, card_h)):
                special = i < view.hand_special
                w = card_widget(
                    f"hand:{i}",
                    r,
                    None,
                    faces=FACES,
                    face_up=False,
                    variant=(lang, special),
                    tooltip=TEXTS.t(lang, "A card of the Fox's hand (secret)"),
                )
                w.extra["look"] = ("hand", i)
                widgets.append(w)
        else:
            widgets.append(
                Picture(
                    name="hand_empty",
                    rect=pygame.Rect(hand_area.x, hand_area.y, *card_size_for(card_h)),
                    painter=empty_slot,
                )
            )
        return y + card_h + u

    @staticmethod
    def _pile_heads(lang: str) -> tuple[str, ...]:
        return (TEXTS.t(lang, "Deck"), TEXTS.t(lang, "Discards"), TEXTS.t(lang, "Crow"), TEXTS.t(lang, "Rabbits"))

    def _piles_in_a_row(self, width: int, small: int, u: int, lang: str) -> bool:
        """Whether the four piles' titles fit over four piles in a row, at ``small`` or a little less."""
        step = (width - 3 * u) // 4
        return all(
            paint.fit_text(head, _readable(head, small, step, False), step, False) == head
            for head in self._pile_heads(lang)
        )

    def _piles(self, panel: _Panel, y: int, pile_h: int, four: bool) -> int:
        """The deck, the discards, the Crow's pile and the rabbits caught: four in a row under their
        titles, or two by two with each title beside its pile. Returns the y below them."""
        widgets, inner, view, legal, lang = panel.widgets, panel.inner, panel.view, panel.legal, panel.lang
        u, small, line_h = panel.u, panel.small, panel.line_h
        pw, ph = card_size_for(pile_h)
        # a pile's layers stand up and to the left of its place (pile_painter): room for them, so that
        # the deck does not cover the end of its title
        lift = 3 * max(1, pw // 40)
        heads = self._pile_heads(lang)
        places: list[tuple[pygame.Rect, pygame.Rect]] = []  # each pile's rect and its title's
        if four:
            step = (inner.w - pw - lift) // 3
            for i in range(4):
                x = inner.x + i * step
                places.append(
                    (
                        pygame.Rect(x + lift, y + line_h + lift, pw, ph),
                        pygame.Rect(x, y, min(step, inner.right - x), line_h),
                    )
                )
            bottom = y + line_h + lift + ph
        else:
            half = (inner.w - u) // 2
            for i in range(4):
                x, row_y = inner.x + (i % 2) * (half + u), y + lift + (i // 2) * (ph + u + lift)
                places.append(
                    (
                        pygame.Rect(x + lift, row_y, pw, ph),
                        pygame.Rect(x + lift + pw + u // 2, row_y, half - lift - pw - u // 2, ph),
                    )
                )
            bottom = y + 2 * (ph + lift) + u
        for i, (head, (_, title)) in enumerate(zip(heads, places, strict=True)):
            widgets.append(
                Label(
                    name=f"pile_title:{i}",
                    rect=title,
                    text=head,
                    size=_readable(head, small, title.w, False),
                    colour=SOFT,
                )
            )
        top = view.discard[-1] if view.discard else None
        known = [code for code in view.crow_pile if code is not None]
        pile_top = known[-1] if len(known) == len(view.crow_pile) and known else None
        pile_tip = (", ".join(card_name(c, lang) for c in known) if known else "") or TEXTS.t(
            lang, "Cards the Crow swapped with the deck: {n} of 3", n=view.deck_swaps
        )
        top_rabbit = view.captured[-1] if view.captured else None
        widgets.append(
            Picture(
                name="deck",
                rect=places[0][0],
                intent=SWAP_DECK if SWAP_DECK in legal else None,
                painter=pile_painter(view.deck_count, faces=FACES, variant=(lang, view.deck_top_special)),
                tooltip=TEXTS.t(lang, "{n} cards in the deck", n=view.deck_count),
                extra={"faces": FACES, "variant": (lang, False)},
            )
        )
        widgets.append(
            Picture(
                name="discards",
                rect=places[1][0],
                painter=pile_painter(len(view.discard), top, faces=FACES, variant=variant(lang, top)),
                tooltip=card_tooltip(top, lang) if top else TEXTS.t(lang, "No discards yet"),
            )
        )
        widgets.append(
            Picture(
                name="crow_pile",
                rect=places[2][0],
                painter=pile_painter(len(view.crow_pile), pile_top, faces=FACES, variant=variant(lang, pile_top)),
                tooltip=pile_tip,
            )
        )
        widgets.append(
            Picture(
                name="captured",
                rect=places[3][0],
                painter=pile_painter(len(view.captured), top_rabbit, faces=FACES, variant=variant(lang, top_rabbit)),
                tooltip=TEXTS.t(lang, "Rabbits caught: {n} of 3", n=len(view.captured)),
            )
        )
        return bottom + u

    @staticmethod
    def _counters(view: EstafadoView, lang: str, every: bool = False) -> list[str]:
        """The die's and the game's counters, as the view has them; ``every``: with every line that comes
        and goes (the longest roll among them), for the room they may take."""
        counters = [
            TEXTS.t(lang, "Round {round} of 20", round=view.round),
            TEXTS.t(lang, "Deck swaps: {n} left", n=3 - view.deck_swaps),
            TEXTS.t(
                lang,
                "Eagle's double flight: {state}",
                state=TEXTS.t(lang, "used") if view.eagle_double_used else TEXTS.t(lang, "ready"),
            ),
            TEXTS.t(
                lang, "Vixen: {state}", state=TEXTS.t(lang, "placed") if view.vixen_used else TEXTS.t(lang, "ready")
            ),
        ]
        rolled = next((h for h in view.happenings if h.kind == ROLLED), None)
        if every:
            faces = [TEXTS.t(lang, "Evasion die: {face}", face=die_face_name(f, lang)) for f in set(DIE_FACES)]
            counters.insert(0, max(faces, key=len))
        elif rolled is not None and rolled.word:
            # the last roll, in words, first: what the tumbling die has just decided
            counters.insert(0, TEXTS.t(lang, "Evasion die: {face}", face=die_face_name(rolled.word, lang)))
        if view.lose_move or every:
            counters.append(TEXTS.t(lang, "Stung: the Fox loses his next move"))
        if view.spray_next or view.one_step_now or every:
            counters.append(TEXTS.t(lang, "Sprayed: one card only"))
        if view.alarms or every:
            counters.append(TEXTS.t(lang, "Alarm: the Crow will look at a card"))
        return counters

    def _die_and_counters(self, panel: _Panel, y: int, counters: list[str], die: int) -> int:
        """The Evasion die (it tumbles when rolled) and the counters beside it, at the panel's own
        size of letters. Returns the y below them."""
        widgets, inner, view, lang = panel.widgets, panel.inner, panel.view, self.lang
        u, small, line_h = panel.u, panel.small, panel.line_h
        rolled = next((h for h in view.happenings if h.kind == ROLLED), None)
        face = rolled.word if rolled is not None else None
        die_tip = (
            TEXTS.t(lang, "Evasion die: {face}", face=die_face_name(face, lang))
            if face
            else TEXTS.t(lang, "Evasion die: a blank face catches the rabbit, Speed lets it escape")
        )
        widgets.append(
            Picture(
                name="die",
                rect=pygame.Rect(inner.x, y, die, die),
                painter=self._die_painter(face),
                tooltip=die_tip,
                highlight=face is not None,
            )
        )
        lines, height = _counter_lines(inner, y, counters, die, small, line_h, u)
        widgets += lines
        return y + height + u

    def _die_painter(self, face: str | None) -> Any:
        table = self

        def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
            shown = face
            angle = 0.0
            if table.rolling > 0 and face is not None:
                shown = DIE_FACES[table.rng.randrange(len(DIE_FACES))]
                angle = table.rolling * 540
            _draw_evasion_die(surface, r, shown, angle)

        return draw

    # --- words -------------------------------------------------------------------------------------------
    def status(self, view: Any, seat: Seat | None, lang: str) -> str:
        assert isinstance(view, EstafadoView)
        if view.over:
            winner = view.winner if view.winner is not None else 0
            return TEXTS.t(lang, "The {side} wins!", side=TEXTS.t(lang, SIDE_WORDS[winner]))
        acting = view.to_act[0] if view.to_act else FOX
        if seat != acting:
            return TEXTS.t(lang, "The {side} is playing", side=TEXTS.t(lang, SIDE_WORDS[acting]))
        phase = view.phase
        if self.placing_vixen:
            return TEXTS.t(lang, "Click the card the Vixen will protect for the rest of the game.")
        words = {
            EAGLE_START: N_("Set the Bald Eagle on an outside space, at least five from the Crow."),
            FOX_MOVE: N_("Move the Fox: click a card next to him."),
            FOX_SECOND: N_("Second step: click a card (it is revealed), or stop here without revealing."),
            FOX_EXCHANGE: N_("Exchange the revealed card for a card of your hand, or keep it."),
            FOX_LEAP: N_("Leap: step one card further, or stop."),
            FOX_LIGHT: N_("Glow: click a face-down card next to the glowing card to turn it up."),
            FOX_SCOUT: N_("Scout: click a face-down card to look at it in secret."),
            FOX_DISCARD: N_("Six cards: click one of your hand to discard it."),
            FOX_DIVE: N_("Water Dive: click where the Eagle flies (one or two spaces), or stop."),
            EAGLE: N_("Fly the Eagle: click an outside space one away (two once per game)."),
            CROW_ALARM: N_("Alarm: click any face-down card to look at it in secret."),
            CROW_MOVE: N_("Slide the Crow: click the outside space next to her."),
            CROW_PEEK: N_("Look at a face-down card in the Crow's row or column."),
            CROW_SWAP: N_("Swap the card you saw: click another card, or the deck."),
            BEAR: N_("Move the Bear to a card next to it."),
        }
        if phase == CROW_SWAP and SWAP_DECK not in view.legal:
            # the three swaps with the deck are spent (or the deck is empty): the prompt no longer offers it
            words[CROW_SWAP] = N_("Swap the card you saw: click another card.")
        text = words.get(phase)
        return TEXTS.t(lang, text) if text else ""

    def seat_lines(self, view: Any, lang: str) -> list[str]:
        assert isinstance(view, EstafadoView)
        return [
            TEXTS.t(lang, "Red Fox · {n}/3 rabbits", n=len(view.captured)),
            TEXTS.t(lang, "Crow · round {round}/20", round=view.round),
        ]


# --- painters ------------------------------------------------------------------------------------------
def _counter_lines(
    inner: pygame.Rect, y: int, counters: list[str], die: int, small: int, line_h: int, u: int
) -> tuple[list[Widget], int]:
    """The counters from ``y``: beside the die while they fit there, then the panel's width, a line
    too long even so on two ("Stung: the Fox loses his next move" at 640x480). With their height."""
    widgets: list[Widget] = []
    cx = inner.x + die + 2 * u
    top = y
    for i, text in enumerate(counters):
        beside = y < top + die
        r = pygame.Rect(cx, y, inner.right - cx, line_h)
        if beside and paint.fit_text(text, _readable(text, small, r.w, False), r.w, False) != text:
            y = max(y, top + die + u // 2)  # it goes under the die, the width of the panel
            beside = False
        if not beside:
            r = pygame.Rect(inner.x, y, inner.w, line_h)
        size = _readable(text, small, r.w, False)
        if paint.fit_text(text, size, r.w, False) == text:
            widgets.append(Label(name=f"counter:{i}", rect=r, text=text, size=size, colour=SOFT))
        else:
            words = Paragraph(name=f"counter:{i}", rect=r, text=text, size=size, colour=SOFT)
            r.h = words.height_for(r.w)
            widgets.append(words)
        y += r.h
    return widgets, max(die, y - top)


def _readable(text: str, size: int, width: int, bold: bool) -> int:
    """The largest size up to ``size``, and not under paint.READABLE, at which ``text`` fits ``width``."""
    return paint.largest_fitting(text, width, size, bold, floor=paint.READABLE)


def _symbol_painter(symbol: str) -> Any:
    def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
        draw_symbol(surface, r, symbol)

    return draw


def _memory_painter(code: str, lang: str) -> Any:
    def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
        mini = pygame.Rect(0, 0, r.w * 45 // 100, r.h * 45 // 100)
        mini.bottomright = (r.right - r.w // 20, r.bottom - r.h // 30)
        draw_card(surface, mini, code, faces=FACES, variant=variant(lang, code), shadow=False)
        pygame.draw.rect(surface, theme.HIGHLIGHT, mini, max(1, r.w // 40), border_radius=max(2, mini.w // 8))

    return draw


def _draw_evasion_die(surface: pygame.Surface, r: pygame.Rect, face: str | None, angle: float) -> None:
    size = min(r.w, r.h)
    box = pygame.Rect(0, 0, size, size)
    box.center = r.center
    image = pygame.Surface(box.size, pygame.SRCALPHA)
    body = image.get_rect().inflate(-size // 8, -size // 8)
    pygame.draw.rect(image, (206, 196, 172), body, border_radius=size // 6)
    pygame.draw.rect(image, (252, 248, 236), body.inflate(-size // 12, -size // 12), border_radius=size // 6)
    if face is not None and face != BLANK_FACE:
        # Speed: three motion lines and a paw; with Carrion, a small bone too.
        w = max(2, size // 18)
        for i in range(3):
            y = body.y + body.h * (0.3 + 0.2 * i)
            pygame.draw.line(image, (60, 60, 70), (body.x + body.w * 0.18, y), (body.x + body.w * 0.5, y), w)
        pygame.draw.circle(image, (190, 80, 40), (body.x + body.w * 0.7, body.y + body.h * 0.5), body.w * 0.14)
        if face == "speed_carrion":
            pygame.draw.line(
                image,
                (120, 110, 90),
                (body.x + body.w * 0.55, body.y + body.h * 0.8),
                (body.x + body.w * 0.85, body.y + body.h * 0.8),
                w,
            )
    if angle:
        image = pygame.transform.rotate(image, angle % 360)
    surface.blit(image, image.get_rect(center=box.center))
