"""The Laberinto table: the 4x4 maze of cards with the cubs (red and blue gems) on
them, and beside it the two Swap cards with their markers, each player's escaped
cubs and the "no swap" button.

A turn is two clicks twice over: in the move step, click a card holding one of
your cubs, then a card next to it; in the maze step, click one card of a legal
swap, then its partner (every card that can take part in a swap is ringed).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core import Action, Seat
from games.laberinto.texts import CARD_WORDS, DOOR_WORDS, PLAYER_WORDS, SIDE_WORDS, TEXTS
from games.laberinto.view import (
    CELLS,
    CORNERS,
    NO_SWAP,
    LaberintoView,
    cell_name,
    is_move,
    is_swap,
    move,
    move_cells,
    swap,
    swap_cells,
)
from scenes import theme
from scenes.cards.dama_tigre import card_widget
from scenes.cards.pieces import PLATE, PLATE_ACTIVE, SOFT, MovingTable, side_panel
from scenes.cards.widget import card_size_for
from scenes.motion import GemPile
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.gem import GemTray, draw_gem
from scenes.widgets.text import Label, Paragraph, Picture

PLAYER_GEMS = ("red", "blue")


def player_name(seat: int, lang: str) -> str:
    return TEXTS.t(lang, PLAYER_WORDS[seat])


def card_name(code: str, lang: str) -> str:
    return TEXTS.t(lang, CARD_WORDS[code])


class LaberintoTable(MovingTable):
    game_id = "laberinto"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.picked: int | None = None  # the first card clicked (a cub to move, or one card of a swap)

    def reset_selection(self) -> None:
        self.picked = None

    # --- what may be clicked ---------------------------------------------------------------------
    @staticmethod
    def _moves(legal: Sequence[Action]) -> list[tuple[int, int]]:
        return [move_cells(a) for a in legal if is_move(a)]

    @staticmethod
    def _swaps(legal: Sequence[Action]) -> list[tuple[int, int]]:
        return [swap_cells(a) for a in legal if is_swap(a)]

    def clickable_cells(self, legal: Sequence[Action]) -> dict[int, Any]:
        """Cell -> intent for every card that may be clicked now."""
        moves = self._moves(legal)
        swaps = self._swaps(legal)
        picked = self.picked
        if moves:
            if picked is not None and any(a == picked for a, _ in moves):
                targets = {b: move(picked, b) for a, b in moves if a == picked}
                return {**targets, picked: ("cell", picked)}
            return {a: ("cell", a) for a, _ in moves}
        if swaps:
            if picked is not None and any(picked in pair for pair in swaps):
                partners = {b if a == picked else a: swap(a, b) for a, b in swaps if picked in (a, b)}
                return {**partners, picked: ("cell", picked)}
            return {cell: ("cell", cell) for pair in swaps for cell in pair}
        return {}

    def refusal(self, name: str, view: LaberintoView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if not name.startswith("cell:") or not legal:
            return None
        cell = int(name.split(":")[1])
        if self._moves(legal):
            if self.picked is not None:
                return TEXTS.t(lang, "Your cub cannot go there: it moves to a card outlined in green, next to it.")
            if view.cubs[seat][cell]:
                return TEXTS.t(lang, "Those cubs have nowhere to go now.")
            return TEXTS.t(lang, "Click one of your cubs first: your gems on the cards.")
        if self._swaps(legal):
            if self.picked is not None:
                return TEXTS.t(lang, "Those two cards cannot be swapped: the cards outlined in green can.")
            return TEXTS.t(lang, "That card cannot be swapped now: the cards outlined in green can.")
        return None

    def on_intent(self, intent: Any, view: LaberintoView, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if isinstance(intent, tuple) and len(intent) == 2 and intent[0] == "cell":
            cell = intent[1]
            self.picked = None if self.picked == cell else cell
            # A cub with a single way to go, or a card with a single swap partner, goes at once.
            options = [v for k, v in self.clickable_cells(legal).items() if isinstance(v, Action)]
            if self.picked is not None and len(options) == 1:
                self.picked = None
                return options[0]
            return None
        if isinstance(intent, Action) and intent in legal:
            self.picked = None
            return intent
        return None

    # --- layout -------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: LaberintoView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        u = max(3, min(rect.w, rect.h) // 100)
        side_w = max(30 * u, min(rect.w // 3, int(rect.w * 0.3)))
        maze_area = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(maze_area.right + u, rect.y + u, side_w, rect.h - 2 * u)
        if self.picked is not None and not any(
            isinstance(v, Action) for v in self.clickable_cells(legal).values()
        ):
            self.picked = None
        widgets = self._maze(maze_area, view, legal, lang, u)
        widgets += self._side(side, view, seat, legal, lang, u)
        return self.staged(rect, seat, widgets, self._piles(view), bank=maze_area)

    def _maze(self, area: pygame.Rect, view: LaberintoView, legal: list[Action], lang: str, u: int) -> list[Widget]:
        gap = max(2, u)
        card_h = min((area.h - 5 * gap) // 4, int((area.w - 5 * gap) / 4 / 0.7))
        card_w, card_h = card_size_for(card_h)
        total_w, total_h = 4 * card_w + 5 * gap, 4 * card_h + 5 * gap
        board = pygame.Rect(area.centerx - total_w // 2, area.centery - total_h // 2, total_w, total_h)

        def frame(surface: pygame.Surface, r: pygame.Rect) -> None:
            paint.panel(surface, r, (58, 38, 22, 230), radius=2 * u, shadow=True, border=(96, 60, 32),
                        border_width=max(2, u // 2))

        widgets: list[Widget] = [Picture(name="maze", rect=board.inflate(2 * gap, 2 * gap), painter=frame)]
        clickable = self.clickable_cells(legal)
        marked = set(view.last_swap or ()) | set((view.last_move or ())[1:])
        cubs = view.cubs
        for cell in range(CELLS):
            row, col = divmod(cell, 4)
            r = pygame.Rect(board.x + gap + col * (card_w + gap), board.y + gap + row * (card_h + gap), card_w, card_h)
            code = view.cards[cell]
            name = card_name(code, lang)
            tooltip = f"{cell_name(cell)} · " + (TEXTS.t(lang, DOOR_WORDS, card=name) if cell in CORNERS else name)
            widget = card_widget(f"cell:{cell}", r, code, intent=clickable.get(cell), door=cell in CORNERS,
                                 highlight=cell in marked, selected=cell == self.picked, tooltip=tooltip)
            widget.extra["place"] = f"cell:{cell}"  # each cell its own place: a swap is two cards changing places
            widgets.append(widget)
            counts = (cubs[0][cell], cubs[1][cell])
            owners = (f"cubs:{cell}:0", f"cubs:{cell}:1")
            # Cubs run to and from the cell's middle, drawn or not.
            widgets.append(Picture(name=f"cubs_at:{cell}", rect=r, painter=_nothing,
                                   extra={"gems_of": owners, "gem_anchor": True}))
            if any(counts):
                widgets.append(Picture(name=f"cubs:{cell}", rect=r, painter=_cub_painter(counts, cell),
                                       extra={"gems_of": owners}))
        return widgets

    def _piles(self, view: LaberintoView) -> list[GemPile]:
        """The cubs on each cell and the escaped ones, as gem piles: the motion moves them."""
        piles = [GemPile(f"cubs:{cell}:{s}", view.cubs[s][cell], PLAYER_GEMS[s])
                 for cell in range(CELLS) for s in (0, 1)]
        return piles + [GemPile(f"escaped:{s}", view.escaped[s], PLAYER_GEMS[s]) for s in (0, 1)]

    def _side(self, side: pygame.Rect, view: LaberintoView, seat: Seat | None, legal: list[Action], lang: str,
              u: int) -> list[Widget]:
        widgets: list[Widget] = [side_panel(side, u)]
        inner = side.inflate(-3 * u, -3 * u)
        row_h = max(20, min(int(inner.h * 0.07), 7 * u))
        size = paint.font_px(row_h, 0.45)
        y = inner.y
        widgets.append(Label(name="swap_title", rect=pygame.Rect(inner.x, y, inner.w, row_h),
                             text=TEXTS.t(lang, "Swap cards"), size=paint.font_px(row_h, 0.5),
                             colour=theme.GOLD, bold=True))
        y += row_h
        # The two Swap cards, each with its two sides and the marker on the active one.
        card_h = min(int(inner.h * 0.26), int(inner.w / 2 * 0.8 / 0.7))
        card_w, card_h = card_size_for(card_h)
        sides = (("RB", ("blue", "red"), view.colour_marker, "yellow"),
                 ("LT", ("lady", "tiger"), view.role_marker, "white"))
        for i, (code, choices, active, gem) in enumerate(sides):
            x = inner.x + (inner.w // 2) * i + (inner.w // 2 - card_w) // 2
            r = pygame.Rect(x, y, card_w, card_h)
            widgets.append(card_widget(f"swap_card:{code}", r, code, tooltip=card_name(code, lang)))
            chip_h = max(14, row_h * 3 // 4)
            for j, value in enumerate(choices):
                chip = pygame.Rect(inner.x + (inner.w // 2) * i + u, r.bottom + u + j * (chip_h + u // 2),
                                   inner.w // 2 - 2 * u, chip_h)
                widgets.append(Picture(name=f"marker:{value}", rect=chip,
                                       painter=_chip_painter(_side_word(value, lang), value == active, gem),
                                       tooltip=TEXTS.t(lang, "marker here") if value == active else ""))
        y += card_h + u + 2 * (max(14, row_h * 3 // 4) + u // 2) + 2 * u
        # Each player's escaped cubs.
        for s in (0, 1):
            active = view.turn == s
            plate = pygame.Rect(inner.x, y, inner.w, int(row_h * 1.7))

            def draw_plate(surface: pygame.Surface, r: pygame.Rect, active: bool = active) -> None:
                paint.panel(surface, r, PLATE_ACTIVE if active else PLATE, radius=r.h // 4, shadow=False,
                            border=theme.GOLD if active else None, border_width=max(2, u // 2))

            widgets.append(Picture(name=f"player:{s}", rect=plate, painter=draw_plate))
            me = TEXTS.t(lang, " (you)") if self.is_you(seat, s) else ""
            label_w = int(plate.w * 0.5)
            widgets.append(Label(name=f"player_name:{s}", rect=pygame.Rect(plate.x + u, plate.y, label_w, plate.h),
                                 text=player_name(s, lang) + me, size=paint.font_px(plate.h, 0.3),
                                 colour=theme.IVORY, bold=active))
            escaped = view.escaped[s]
            widgets.append(GemTray(name=f"escaped:{s}", rect=pygame.Rect(plate.x + label_w + u, plate.y + u // 2,
                                                                         plate.w - label_w - 2 * u, plate.h - u),
                                   colours=[PLAYER_GEMS[s]] * escaped, slots=5, rows=1,
                                   tooltip=TEXTS.t(lang, "{escaped} of 5 cubs escaped", escaped=escaped),
                                   extra={"gems_of": f"escaped:{s}"}))
            y = plate.bottom + u
        y += u
        # What to do now.
        if NO_SWAP in legal:
            hint = TEXTS.t(lang, "No two cards can be swapped: both markers move.")
            # Three lines in a wide panel; as many as the words need in a narrow one (800x600).
            hint_h = max(int(size * 1.35) * 3, Paragraph(name="no_swap_hint", rect=pygame.Rect(inner.x, y, inner.w, 1),
                                                         text=hint, size=size).height_for(inner.w))
            widgets.append(Paragraph(name="no_swap_hint", rect=pygame.Rect(inner.x, y, inner.w, hint_h), text=hint,
                                     size=size, colour=theme.HIGHLIGHT))
            y += hint_h + u
            widgets.append(button("no_swap", pygame.Rect(inner.x, y, inner.w, row_h),
                                  TEXTS.t(lang, "No swap"), NO_SWAP, style="primary"))
            y += row_h + u
        else:
            text = self.status(view, seat, lang) if legal else ""
            if text:
                widgets.append(Paragraph(name="help", rect=pygame.Rect(inner.x, y, inner.w, inner.bottom - y),
                                         text=text, size=size, colour=SOFT))
        return widgets

    # --- words ----------------------------------------------------------------------------------------
    def status(self, view: LaberintoView, seat: Seat | None, lang: str) -> str:
        if view.over:
            winner = view.winner if view.winner is not None else 0
            return TEXTS.t(lang, "{who} wins: all five cubs escaped!", who=player_name(winner, lang))
        turn = view.turn if view.turn is not None else 0
        who = player_name(turn, lang)
        if seat != turn:
            if view.phase == "move":
                return TEXTS.t(lang, "{who} is moving a cub", who=who)
            return TEXTS.t(lang, "{who} is shifting the maze", who=who)
        if view.phase == "move":
            if self.picked is not None:
                return TEXTS.t(lang, "{who}: now click where the cub goes", who=who)
            return TEXTS.t(lang, "{who}: click one of your cubs, then a card next to it", who=who)
        if not view.swaps:
            return TEXTS.t(lang, "{who}: no swap is possible", who=who)
        # TRANSLATORS: the colour of two cards that may be swapped ("two {colour} cards").
        colour = {"blue": TEXTS.tp(lang, "cards of this colour", "Blue"),
                  "red": TEXTS.tp(lang, "cards of this colour", "Red")}[view.colour_marker]
        role = _side_word(view.role_marker, lang)
        if self.picked is not None:
            return TEXTS.t(lang, "{who}: click the card to swap it with", who=who)
        return TEXTS.t(lang, "{who}: swap two {colour} cards or two {role} cards in one row or column, one with a cub", who=who, colour=colour, role=role)

    def seat_lines(self, view: LaberintoView, lang: str) -> list[str]:
        return [TEXTS.t(lang, "{escaped}/5 escaped", escaped=view.escaped[s]) for s in (0, 1)]


def _side_word(value: str, lang: str) -> str:
    return TEXTS.t(lang, SIDE_WORDS[value])


def _chip_painter(word: str, active: bool, gem: str):
    def paint_chip(surface: pygame.Surface, r: pygame.Rect) -> None:
        paint.panel(surface, r, (60, 50, 20, 200) if active else (24, 40, 34, 160), radius=r.h // 2,
                    border=theme.GOLD if active else None, shadow=False)
        if active:
            draw_gem(surface, (r.x + r.h // 2 + 2, r.centery), int(r.h * 0.8), gem)
        paint.text_in(surface, word, r.inflate(-r.h, 0).move(r.h // 3, 0), paint.font_px(r.h, 0.6),
                      theme.IVORY if active else SOFT, bold=active)
    return paint_chip


def _cub_painter(counts: tuple[int, int], cell: int):
    """Cubs as gems along the bottom of the card: red on the left, blue on the right, with a count when crowded."""
    def paint_cubs(surface: pygame.Surface, r: pygame.Rect) -> None:
        gem = max(6, int(r.w * 0.3))
        groups = [(PLAYER_GEMS[s], n) for s, n in enumerate(counts) if n]
        band = pygame.Rect(r.x + r.w // 12, r.bottom - gem - r.h // 14, r.w - r.w // 6, gem)
        shade = pygame.Surface(band.inflate(gem // 3, gem // 5).size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (10, 14, 12, 150), shade.get_rect(), border_radius=gem // 2)
        surface.blit(shade, band.inflate(gem // 3, gem // 5).topleft)
        width = band.w / len(groups)
        if len(groups) == 2:
            gem = min(gem, int(width * 0.5))
        for i, (colour, n) in enumerate(groups):
            left = band.x + width * i
            draw_gem(surface, (int(left + gem * 0.55), band.centery), gem, colour)
            text = pygame.Rect(int(left + gem * 1.05), band.y, max(1, int(width - gem * 1.05)), band.h)
            paint.text_in(surface, f"×{n}" if len(groups) == 1 else str(n), text, paint.font_px(band.h, 0.62),
                          theme.IVORY, bold=True, align="left")
    return paint_cubs



def _nothing(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An anchor that draws nothing."""
