"""Table pieces for any card game: empty slots, stacks (a face-down deck, a face-up pile) with a
count badge, the seats' plates, the window split into seat bands and a side panel, the side
panel's column of paragraphs and buttons, and ``MovingTable``, the base of tables whose cards
slide (scenes/motion.py). Stacks draw cards through a deck's registered face painter (``faces``).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import Action, Seat
from scenes import theme
from scenes.base import GameTable
from scenes.cards.widget import Painter, draw_card
from scenes.i18n import tr
from scenes.motion import GemPile, Motion
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.text import Label, Paragraph, Picture

PLATE = (16, 38, 30, 190)
PLATE_ACTIVE = (30, 64, 48, 215)
SIDE_PANEL = (14, 30, 24, 215)
CAPTION = (214, 226, 210)
SOFT = (170, 190, 176)
BID_BUTTONS_PER_ROW = 5


def player_name(seat: int, lang: str) -> str:
    return tr(lang, f"Player {seat + 1}", f"Jugador {seat + 1}")


def empty_slot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Where cards will go: a faint outline on the felt."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = max(3, rect.w // 12)
    pygame.draw.rect(layer, (255, 255, 255, 18), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (255, 255, 255, 60), layer.get_rect(), max(1, rect.w // 40), border_radius=radius)
    surface.blit(layer, rect.topleft)


def badge_place(r: pygame.Rect, count: int, step: int) -> tuple[pygame.Rect, int]:
    """Where ``count_badge`` draws a stack's size, and the size of its letters: never under
    paint.READABLE, the badge tall enough for them (at 640x480 a pile's badge was 8 px high and its
    9-px digit ran over the rim), as wide as the number needs (a 103 read "1…" on a small pile)."""
    size = paint.font_px(int(r.w * 0.32), 0.62)
    height = max(int(r.w * 0.32), theme.font(size, True).get_ascent() + 4)
    width = max(int(r.w * 0.46), theme.font(size, True).size(str(count))[0] + height // 2)
    badge = pygame.Rect(0, 0, width, height)
    badge.center = (r.right - step * 2, r.bottom - step * 2)
    return badge, size


def count_badge(surface: pygame.Surface, r: pygame.Rect, count: int, step: int) -> None:
    """A stack's size on a gold-rimmed badge over its bottom right corner."""
    badge, size = badge_place(r, count, step)
    paint.panel(surface, badge, (20, 20, 24, 230), radius=badge.h // 2, border=theme.GOLD, shadow=False)
    paint.text_in(surface, str(count), badge, size, theme.GOLD, bold=True)


def pile_painter(count: int, top: Hashable = None, *, faces: str, variant: Hashable = None,
                 badge: bool = True) -> Painter:
    """A stack of ``count`` cards of the deck ``faces``: up to four layers seen from the back, the
    top one face up when ``top`` is a card (a discard pile), its size on a badge; an empty slot
    when there is none."""

    def paint_pile(surface: pygame.Surface, r: pygame.Rect) -> None:
        layers = min(count, 4)
        step = max(1, r.w // 40)
        if layers == 0:
            empty_slot(surface, r)
        for k in range(layers):
            shown = top if k == layers - 1 else None
            draw_card(surface, r.move(-(layers - 1 - k) * step, -(layers - 1 - k) * step), shown,
                      face_up=shown is not None, faces=faces, variant=variant, shadow=k == 0)
        if badge:
            count_badge(surface, r, count, step)

    return paint_pile


def deck_painter(count: int, *, faces: str, variant: Hashable = None) -> Painter:
    """A face-down stack of ``count`` cards of the deck ``faces`` with its size on a badge."""
    return pile_painter(count, None, faces=faces, variant=variant)


def plate_painter(active: bool, u: int) -> Any:
    """A seat's plate on the felt, rimmed in gold while that seat is to act."""

    def plate(surface: pygame.Surface, r: pygame.Rect) -> None:
        paint.panel(surface, r, PLATE_ACTIVE if active else PLATE, radius=2 * u, shadow=False,
                    border=theme.GOLD if active else None, border_width=max(2, u // 2))

    return plate


def side_panel(side: pygame.Rect, u: int) -> Picture:
    return Picture(name="side", rect=pygame.Rect(side), painter=lambda s, r: paint.panel(
        s, r, SIDE_PANEL, radius=2 * u, shadow=False))


@dataclass(frozen=True)
class SeatBands:
    """A window split into the opponents' band along the top, the viewer's along the bottom,
    the middle between them and a side panel on the right; ``u`` is the spacing unit."""

    u: int
    side: pygame.Rect
    top: pygame.Rect
    middle: pygame.Rect
    bottom: pygame.Rect

    def opponent_areas(self, me: int, players: int) -> list[tuple[int, pygame.Rect]]:
        """Each other seat, in turn order after ``me``, with its share of the top band."""
        others = [(me + k) % players for k in range(1, players)]
        width = (self.top.w - self.u * (len(others) - 1)) // len(others)
        return [(who, pygame.Rect(self.top.x + i * (width + self.u), self.top.y, width, self.top.h))
                for i, who in enumerate(others)]


def split_side(rect: pygame.Rect, side_share: float, side_units: int) -> tuple[int, pygame.Rect, pygame.Rect]:
    """A card table's unit (a hundredth of the shorter side, at least 3 px), its play area (on the
    left) and its side panel (``side_share`` of the width, but at least ``side_units`` units
    up to a third, so that a narrow window keeps its buttons readable)."""
    u = max(3, min(rect.w, rect.h) // 100)
    side_w = max(int(rect.w * side_share), min(rect.w // 3, side_units * u))
    play = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
    side = pygame.Rect(play.right + u, rect.y + u, side_w, rect.h - 2 * u)
    return u, play, side


def seat_bands(rect: pygame.Rect, band_share: float) -> SeatBands:
    """Split ``rect``; each seat band takes ``band_share`` of the table's height."""
    u, table, side = split_side(rect, 0.27, 44)
    band_h = int(table.h * band_share)
    top = pygame.Rect(table.x, table.y, table.w, band_h)
    bottom = pygame.Rect(table.x, table.bottom - band_h, table.w, band_h)
    middle = pygame.Rect(table.x, top.bottom + u, table.w, bottom.y - top.bottom - 2 * u)
    return SeatBands(u, side, top, middle, bottom)


@dataclass
class SideColumn:
    """The side panel's contents, stacked downwards: ``y`` is where the next piece goes."""

    inner: pygame.Rect
    u: int
    row_h: int
    size: int
    y: int
    widgets: list[Widget] = field(default_factory=list)

    def paragraph(self, name: str, message: str, colour: tuple[int, int, int] = CAPTION) -> None:
        """A paragraph with every line it needs (a narrow panel, as at 800x600, wraps it onto more lines
        rather than cut it short); nothing at all for an empty message."""
        if not message:
            return
        inner = self.inner
        height = Paragraph(name=name, rect=pygame.Rect(inner.x, self.y, inner.w, 1), text=message,
                           size=self.size).height_for(inner.w)
        self.widgets.append(Paragraph(name=name, rect=pygame.Rect(inner.x, self.y, inner.w, height), text=message,
                                      size=self.size, colour=colour))
        self.y += height + self.u

    def line(self, name: str, message: str, colour: tuple[int, int, int] = theme.IVORY, bold: bool = False) -> None:
        """A row of its own (a count, a score): one row high, or as many lines as the words need in a
        narrow panel (never cut short), with no gap under it."""
        inner = self.inner
        height = max(self.row_h, Paragraph(name=name, rect=pygame.Rect(inner.x, self.y, inner.w, 1), text=message,
                                           size=self.size, bold=bold).height_for(inner.w))
        self.widgets.append(Paragraph(name=name, rect=pygame.Rect(inner.x, self.y, inner.w, height), text=message,
                                      size=self.size, colour=colour, bold=bold))
        self.y += height

    def title(self, text: str) -> None:
        """The panel's title (the hand's number, "Final scores"): gold, bold, one row, in smaller
        letters rather than cut short."""
        inner = self.inner
        size = paint.size_to_fit(text, paint.font_px(self.row_h, 0.55), inner.w, True)
        self.widgets.append(Label(name="title", rect=pygame.Rect(inner.x, self.y, inner.w, self.row_h), text=text,
                                  size=size, colour=theme.GOLD, bold=True))
        self.y += self.row_h

    def full_button(self, name: str, label: str, intent: Any, style: str = "normal", tooltip: str = "",
                    gap: int | None = None) -> None:
        """A button across the column; ``gap`` under it (a unit unless said)."""
        self.widgets.append(button(name, pygame.Rect(self.inner.x, self.y, self.inner.w, self.row_h), label, intent,
                                   style=style, tooltip=tooltip))
        self.y += self.row_h + (self.u if gap is None else gap)

    def bid_buttons(self, bids: list[Action]) -> None:
        """One small button a bid, five to a row."""
        inner, u, row_h = self.inner, self.u, self.row_h
        cell = (inner.w - (BID_BUTTONS_PER_ROW - 1) * u) // BID_BUTTONS_PER_ROW
        for i, action in enumerate(bids):
            r, c = divmod(i, BID_BUTTONS_PER_ROW)
            rect = pygame.Rect(inner.x + c * (cell + u), self.y + r * (row_h + u), cell, row_h)
            self.widgets.append(button(f"bid:{action.args[0]}", rect, str(action.args[0]), action, style="primary"))
        if bids:
            self.y += ((len(bids) - 1) // BID_BUTTONS_PER_ROW + 1) * (row_h + u)


def side_column(side: pygame.Rect, u: int, rows_of: pygame.Rect | None = None) -> SideColumn:
    """The side panel's background, and a column inside it ready for its first row. ``rows_of``: the
    rectangle whose height sets the rows' size, when the panel is cut short for something under it."""
    inner = side.inflate(-3 * u, -3 * u)
    row_h = max(22, min(int((rows_of or side).inflate(-3 * u, -3 * u).h * 0.075), 8 * u))
    return SideColumn(inner, u, row_h, paint.font_px(row_h, 0.42), inner.y, [side_panel(side, u)])


class MovingTable(GameTable):
    """A table whose cards slide and whose gems travel (scenes/motion.py): ``build`` ends with
    ``self.staged(...)``. Any click or key lands the motion at once and then does what it does."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.motion = Motion()
        self._landed = False  # landed by a click: one more frame shows the end

    def staged(self, rect: pygame.Rect, seat: Seat | None, widgets: list[Widget], piles: list[GemPile] | None = None,
               fresh: bool = False, bank: pygame.Rect | None = None) -> list[Widget]:
        return self.motion.stage(rect, seat, widgets, piles or [], fresh=fresh, bank=bank)

    @property
    def animating(self) -> bool:
        return self.motion.moving or self._landed

    def update(self, dt: float) -> bool:
        if self._landed:
            self._landed = False
            return True
        return self.motion.update(dt)

    def handle_event(self, event: pygame.event.Event, may_act: bool) -> None:
        """Seen before the scene's own handling (see GameScene._table_input); always left to it."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.motion.moving:
            self.motion.land()
            self._landed = True
        return None

    def on_intent(self, intent: Any, view: dict[str, Any], seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        return super().on_intent(intent, view, seat, legal)
