"""The SokuDrez table: the 54 cards in six rows of nine, each row and column marked with how far it is,
and a side panel with the deal, the swaps, the players' points and the solver's fewest swaps.

Swapping: click a card, then the card it trades places with (click the first again to let go).
From the keyboard: Tab and Enter reach every card and button. The cards slide into each other's
places. "Fewest swaps" asks the solver about the deal's first grid, off the drawing thread, so
the player's count can be held against it.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from games.sokudrez.texts import TEXTS
from games.sokudrez.view import COLUMNS, RESIGN, ROWS, SOLVE, Fewest, SokuDrezView, swap
from scenes import theme
from scenes.cards import card_widget
from scenes.cards.pieces import SOFT, MovingTable, side_column
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import CARD_RATIO
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.text import Label

DONE = (120, 200, 140)


class SokuDrezTable(MovingTable):
    game_id = "sokudrez"
    slow_previews: ClassVar[bool] = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.picked: int | None = None  # the first card of a swap
        self.asked = False  # the solver was asked about the deal
        # Its answer, kept: it is about the deal's first grid, so a swap does not change it and the
        # solver is not asked again (the game screen asks again whenever the position changes).
        self.known: Fewest | None = None
        self.deal: int | None = None
        # The last swap's two cards stay marked after their slide, so a person can tell what the
        # computer (or they themselves) just swapped: the cells that changed from the grid drawn
        # before. Not rules: only what the last two views show.
        self._grid_before: tuple[str, ...] | None = None
        self.last_swapped: frozenset[int] = frozenset()

    def reset_selection(self) -> None:
        self.picked = None

    def tentative(self) -> Any | None:
        return (SOLVE,) if self.asked and self.known is None else None

    def fewest(self) -> Fewest | None:
        if self.known is None:
            answer = self.previewed()
            self.known = answer if isinstance(answer, Fewest) else None
        return self.known

    def on_intent(self, intent: Any, view: SokuDrezView, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if intent == ("solve",):
            self.asked = True
            return None
        if intent == RESIGN and legal:
            return RESIGN
        if isinstance(intent, tuple) and len(intent) == 2 and intent[0] == "cell":
            cell = int(intent[1])
            if self.picked is None:
                self.picked = cell
                return None
            if self.picked == cell:
                self.picked = None
                return None
            chosen = swap(self.picked, cell)
            self.picked = None
            return chosen if chosen in legal else None
        return None

    # --- layout ---------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: SokuDrezView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        if self.deal is not None and view.deal != self.deal:  # another deal: nothing asked or known yet
            self.asked, self.known = False, None
        self.deal = view.deal
        if self._grid_before is not None and view.grid != self._grid_before:
            changed = [i for i, (a, b) in enumerate(zip(self._grid_before, view.grid, strict=True)) if a != b]
            self.last_swapped = frozenset(changed) if len(changed) == 2 else frozenset()
        elif self._grid_before is None:
            self.last_swapped = frozenset()
        self._grid_before = view.grid
        lang = self.lang
        u = max(3, min(rect.w, rect.h) // 100)
        side_w = max(30 * u, min(rect.w // 4, 56 * u))
        main = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(main.right + u, rect.y + u, side_w, rect.h - 2 * u)
        widgets = self._grid(main, view, bool(legal), lang, u)
        widgets += self._side(side, view, legal, lang, u)
        return self.staged(rect, seat, widgets)

    def _grid(self, area: pygame.Rect, view: SokuDrezView, may_act: bool, lang: str, u: int) -> list[Widget]:
        # The marks of the rows and columns: a tick when sorted, else how far it is ("7/9"), large
        # enough to read at a glance; a row's mark is wider, for the three characters.
        mark = max(16, 4 * u)
        row_mark = 2 * mark
        gap = max(2, u // 2)
        card_h = min(
            (area.h - mark - gap * (ROWS - 1)) / ROWS, (area.w - row_mark - gap * (COLUMNS - 1)) / COLUMNS / CARD_RATIO
        )
        card_w = int(card_h * CARD_RATIO)
        card_h = int(card_h)
        width = COLUMNS * card_w + (COLUMNS - 1) * gap
        height = ROWS * card_h + (ROWS - 1) * gap
        x0 = area.x + row_mark + (area.w - row_mark - width) // 2
        y0 = area.y + mark + (area.h - mark - height) // 2
        widgets: list[Widget] = []
        for c in range(COLUMNS):
            done = view.columns_done[c]
            widgets.append(
                Label(
                    name=f"column_mark:{c}",
                    rect=pygame.Rect(x0 + c * (card_w + gap), y0 - mark, card_w, mark),
                    text="✓" if done else f"{view.column_figures[c]}/{ROWS}",
                    size=paint.font_px(mark, 0.9 if done else 0.7),
                    colour=DONE if done else SOFT,
                    bold=done,
                    align="center",
                    tooltip=TEXTS.t(lang, "Column {n}: all six figures", n=c + 1)
                    if done
                    else TEXTS.t(lang, "Column {n}: {count} of the six figures", n=c + 1, count=view.column_figures[c]),
                )
            )
        for r in range(ROWS):
            done = view.rows_done[r]
            widgets.append(
                Label(
                    name=f"row_mark:{r}",
                    rect=pygame.Rect(x0 - row_mark, y0 + r * (card_h + gap), row_mark - gap, card_h),
                    text="✓" if done else f"{view.row_colours[r]}/{COLUMNS}",
                    size=paint.font_px(mark, 0.9 if done else 0.7),
                    colour=DONE if done else SOFT,
                    bold=done,
                    align="center",
                    tooltip=TEXTS.t(lang, "Row {n}: all nine colours", n=r + 1)
                    if done
                    else TEXTS.t(lang, "Row {n}: {count} of the nine colours", n=r + 1, count=view.row_colours[r]),
                )
            )
        for cell, code in enumerate(view.grid):
            r, c = divmod(cell, COLUMNS)
            rect = pygame.Rect(x0 + c * (card_w + gap), y0 + r * (card_h + gap), card_w, card_h)
            picked = self.picked == cell
            tooltip = (
                TEXTS.t(lang, "Click another card to swap them")
                if self.picked is not None and not picked
                else TEXTS.t(lang, "Click to swap this card")
            )
            widgets.append(
                card_widget(
                    f"cell:{cell}",
                    rect,
                    PokerDrezCard.decode(code),
                    faces=FACES,
                    intent=("cell", cell) if may_act and not view.over else None,
                    selected=picked,
                    highlight=cell in self.last_swapped,
                    tooltip=tooltip,
                )
            )
        return widgets

    def _side(self, side: pygame.Rect, view: SokuDrezView, legal: list[Action], lang: str, u: int) -> list[Widget]:
        column = side_column(side, u)
        line, paragraph = column.line, column.paragraph
        alone = len(view.scores) == 1
        line("deal", TEXTS.t(lang, "Deal {number}", number=view.deal), theme.GOLD, bold=True)
        line("swaps", TEXTS.t(lang, "Swaps: {n}", n=view.moves))
        if not alone:
            for seat, score in enumerate(view.scores):
                line(
                    f"score:{seat}",
                    TEXTS.t(lang, "{who}: {points} points", who=self.seat_name(seat, lang), points=score),
                    theme.HIGHLIGHT if seat in view.to_act else theme.IVORY,
                )
            if view.last_points is not None:
                line("last_points", TEXTS.t(lang, "Last swap: {points} points", points=view.last_points), SOFT)
            if view.to_act:
                line(
                    "swaps_left",
                    TEXTS.tn(lang, "{n} swap left in this turn", "{n} swaps left in this turn", view.swaps_left),
                    SOFT,
                )
        column.y += u
        if view.over:
            if view.solved:
                paragraph("result", TEXTS.t(lang, "The grid is sorted in {n} swaps.", n=view.moves), theme.HIGHLIGHT)
            else:
                paragraph("result", TEXTS.t(lang, "The game is over: the grid is not sorted."), theme.HIGHLIGHT)
        if alone:
            column.full_button(
                "solve",
                TEXTS.t(lang, "Fewest swaps?"),
                ("solve",),
                "quiet",
                TEXTS.t(lang, "The solver works out the fewest swaps for this deal"),
                gap=u // 2,
            )
            if legal:
                column.full_button("resign", TEXTS.t(lang, "Give up"), RESIGN, "quiet", gap=u // 2)
            column.y += u
            if self.asked:
                fewest = self.fewest()
                if fewest is None:
                    paragraph("fewest", TEXTS.t(lang, "The solver is thinking…"), SOFT)
                elif fewest.proved:
                    paragraph(
                        "fewest",
                        TEXTS.t(
                            lang,
                            "This deal can be sorted in {n} swaps, and no fewer. You have made {moves}.",
                            n=len(fewest.moves),
                            moves=view.moves,
                        ),
                        theme.HIGHLIGHT,
                    )
                else:
                    paragraph(
                        "fewest",
                        TEXTS.t(
                            lang,
                            "This deal can be sorted in {n} swaps; the fewest is at least "
                            "{low}. You have made {moves}.",
                            n=len(fewest.moves),
                            low=fewest.lower_bound,
                            moves=view.moves,
                        ),
                        theme.HIGHLIGHT,
                    )
        if self.picked is not None:
            paragraph("picked", TEXTS.t(lang, "Now click the card to swap it with."), SOFT)
        return column.widgets

    # --- words ------------------------------------------------------------------------------------------
    def status(self, view: SokuDrezView, seat: Seat | None, lang: str) -> str:
        if view.over:
            return TEXTS.t(lang, "Sorted in {n} swaps", n=view.moves) if view.solved else TEXTS.t(lang, "Game over")
        if self.picked is not None:
            return TEXTS.t(lang, "Click the card to swap it with")
        return TEXTS.t(lang, "Each row all nine colours, each column all six figures: click two cards to swap them")

    def seat_lines(self, view: SokuDrezView, lang: str) -> list[str]:
        if len(view.scores) == 1:
            return [TEXTS.t(lang, "Swaps: {n}", n=view.moves)]
        return [TEXTS.t(lang, "{points} points", points=score) for score in view.scores]
