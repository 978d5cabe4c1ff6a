"""The Reverso table: a green board of 8x8 cells, black and white discs, move hints,
the last move marked and flips turning over in a quick animation."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from game.core import Action, Seat
from games.reverso.texts import TEXTS
from games.reverso.view import BLACK, COLUMNS, PASS, SIZE, ReversoView, is_place, place, place_square
from scenes import theme
from scenes.base import GameTable
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.grid import GridCell, GridStyle, board_and_panel, grid_widgets, square_fit
from scenes.widgets.text import Label, Paragraph, Picture

FLIP_SECONDS = 0.22
PANEL = (14, 30, 24, 215)
SOFT = (170, 190, 176)
BOARD_STYLE = GridStyle(cell=(36, 128, 80), line=(16, 70, 44), frame=(96, 60, 32), frame_edge=(60, 36, 18))
DISC_COLOURS = {
    # edge, centre, sheen
    0: ((14, 14, 18), (62, 62, 72), (120, 120, 135)),
    1: ((188, 186, 176), (252, 250, 242), (255, 255, 255)),
}


def colour_name(colour: int, lang: str) -> str:
    return TEXTS.t(lang, "Black") if colour == BLACK else TEXTS.t(lang, "White")


@lru_cache(maxsize=16)
def disc_image(diameter: int, colour: int) -> pygame.Surface:
    """A disc lit from the top left: concentric shades plus a soft sheen, on a faint shadow."""
    d = max(4, diameter)
    pad = max(2, d // 12)
    image = pygame.Surface((d + pad * 2, d + pad * 2), pygame.SRCALPHA)
    centre = (pad + d // 2, pad + d // 2)
    pygame.draw.circle(image, (0, 0, 0, 70), (centre[0] + pad // 2, centre[1] + pad), d // 2)
    edge, middle, sheen = DISC_COLOURS[colour]
    steps = max(6, d // 3)
    for i in range(steps):
        t = i / (steps - 1)
        radius = d / 2 * (1 - t * 0.82)
        shift = t * d * 0.12
        pygame.draw.circle(image, paint.blend(edge, middle, t ** 0.7),
                           (centre[0] - shift, centre[1] - shift), max(1, radius))
    glint = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(glint, (*sheen, 60), pygame.Rect(centre[0] - d * 0.32, centre[1] - d * 0.38, d * 0.4, d * 0.22))
    image.blit(glint, (0, 0))
    pygame.draw.circle(image, paint.blend(edge, (0, 0, 0), 0.3), centre, d // 2, max(1, d // 40))
    return paint.optimised(image)


def draw_disc(surface: pygame.Surface, colour: int, centre: tuple[int, int], diameter: int,
              squash: float = 1.0) -> None:
    image = disc_image(diameter, colour)
    if squash < 0.999:
        w = max(1, int(image.get_width() * squash))
        image = pygame.transform.smoothscale(image, (w, image.get_height()))
    surface.blit(image, image.get_rect(center=centre))


class ReversoTable(GameTable):
    game_id = "reverso"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._board: list[list[int | None]] = []
        self._flipping: set[tuple[int, int]] = set()
        self._placed: tuple[int, int] | None = None
        self._progress = 1.0
        self._playing: int | None = None  # the colour to play

    # --- animation ---------------------------------------------------------------------
    def _follow(self, view: ReversoView) -> None:
        """Start the flip animation when the new view is the old one plus exactly one disc."""
        board = [list(row) for row in view.board]
        before = sum(cell is not None for row in self._board for cell in row) if self._board else -1
        after = sum(cell is not None for row in board for cell in row)
        if board != self._board:
            if before >= 0 and after == before + 1 and view.placed is not None:
                self._flipping = set(view.flipped)
                self._placed = view.placed
                self._progress = 0.0
            else:
                self._flipping, self._placed, self._progress = set(), None, 1.0
        self._board = board
        self._playing = view.playing

    @property
    def animating(self) -> bool:
        return self._progress < 1.0

    def update(self, dt: float) -> bool:
        if self._progress >= 1.0:
            return False
        self._progress = min(1.0, self._progress + dt / FLIP_SECONDS)
        return True

    def _paint_cell(self, surface: pygame.Surface, cell: GridCell) -> None:
        owner = self._board[cell.row][cell.col] if self._board else None
        if owner is None:
            if cell.highlight and self._playing is not None:
                # A computer's chosen square: its disc shows faintly before it lands.
                ghost = disc_image(int(cell.rect.w * 0.82), self._playing).copy()
                ghost.set_alpha(140)
                surface.blit(ghost, ghost.get_rect(center=cell.rect.center))
            return
        diameter = int(cell.rect.w * 0.82)
        t = self._progress
        if (cell.row, cell.col) == self._placed and t < 1.0:
            diameter = int(diameter * (0.7 + 0.3 * min(1.0, t * 2)))
            draw_disc(surface, owner, cell.rect.center, diameter)
        elif (cell.row, cell.col) in self._flipping and t < 1.0:
            # Turn over about the vertical axis: the old colour shrinks, the new one grows.
            shown = 1 - owner if t < 0.5 else owner
            draw_disc(surface, shown, cell.rect.center, diameter, squash=max(0.06, abs(math.cos(math.pi * t))))
        else:
            draw_disc(surface, owner, cell.rect.center, diameter)

    # --- layout ----------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: ReversoView, seat: Seat | None,  # type: ignore[override]
              legal: list[Action]) -> list[Widget]:
        """The board, and beside it (below it in a tall window) a panel as Damas has: the other player's
        plate on top, one's own at the foot, what to do and the last move between them."""
        self._follow(view)
        lang = getattr(self.app, "lang", "en")
        u = max(3, min(rect.w, rect.h) // 100)
        board_area, side = board_and_panel(rect, u, least_panel=150)  # names readable at 640x480
        board = square_fit(board_area.inflate(-2 * u, -2 * u), SIZE, SIZE, margin_cells=0.4)
        cell = board.w // SIZE
        legal_cells = [place_square(a) for a in legal if is_place(a)]
        last = view.placed
        widgets: list[Widget] = grid_widgets(
            board, SIZE, SIZE,
            clickable=legal_cells,
            hints=legal_cells,
            marks=[last] if last else [],
            painter=self._paint_cell,
            style=BOARD_STYLE,
            extra=lambda r, c: {"action": place(r, c)},
        )
        # Coordinates in the frame, as the log names squares (a-h left to right, 1-8 top to bottom).
        size = max(9, int(cell * 0.22))
        rim = max(3, cell // 4) + max(2, cell // 10)
        for i in range(SIZE):
            x0 = board.x + i * cell
            widgets.append(Label(name=f"file:{i}", rect=pygame.Rect(x0, board.y - rim - size, cell, size + 2),
                                 text=COLUMNS[i], size=size, colour=(230, 210, 170), align="center"))
            widgets.append(Label(name=f"rank:{i}", rect=pygame.Rect(board.x - rim - size, board.y + i * cell, size + 2, cell),
                                 text=str(i + 1), size=size, colour=(230, 210, 170), align="center"))
        return widgets + self._side(side, view, seat, legal, lang, u)

    def _side(self, side: pygame.Rect, view: ReversoView, seat: Seat | None, legal: list[Action], lang: str,
              u: int) -> list[Widget]:
        widgets: list[Widget] = [Picture(name="side", rect=pygame.Rect(side),
                                         painter=lambda s, r: paint.panel(s, r, PANEL, radius=2 * u, shadow=False))]
        inner = side.inflate(-3 * u, -3 * u)
        plate_h = max(7 * u, min(int(inner.h * 0.16), 12 * u))
        me = view.colour_of(seat) if seat is not None else BLACK
        top_plate = pygame.Rect(inner.x, inner.y, inner.w, plate_h)
        bottom_plate = pygame.Rect(inner.x, inner.bottom - plate_h, inner.w, plate_h)
        widgets.append(self._plate(top_plate, view, 1 - me, lang))
        widgets.append(self._plate(bottom_plate, view, me, lang))
        row_h = max(22, min(int(inner.h * 0.085), 7 * u))
        text_size = paint.font_px(row_h, 0.45)
        y = top_plate.bottom + 2 * u

        def paragraph(name: str, message: str, colour: tuple[int, int, int], bold: bool = False) -> None:
            nonlocal y
            height = Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, 1), text=message, size=text_size,
                               bold=bold).height_for(inner.w)
            height = min(height, max(0, bottom_plate.y - u - y))
            widgets.append(Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, height), text=message,
                                     size=text_size, colour=colour, bold=bold))
            y += height + u

        if legal == [PASS]:
            paragraph("must_pass", TEXTS.t(lang, "None of your discs can flank a line of the other colour: you must "
                                                 "pass."), theme.HIGHLIGHT, bold=True)
            widgets.append(button("pass", pygame.Rect(inner.x, y, inner.w, row_h),
                                  TEXTS.t(lang, "No move flanks a disc: pass"), PASS, style="primary"))
            y += row_h + u
        elif legal:
            paragraph("how", TEXTS.t(lang, "Click a ringed square. Your disc must close a line of the other colour "
                                           "between itself and one of yours: that line turns over."), SOFT)
        if view.placed is not None:
            row, col = view.placed
            flipped = len(view.flipped)
            words = TEXTS.tn(lang, "Last disc: {square}, {n} turned over", "Last disc: {square}, {n} turned over",
                             flipped, square=f"{COLUMNS[col]}{row + 1}")
            widgets.append(Label(name="last", rect=pygame.Rect(inner.x, bottom_plate.y - u - row_h, inner.w, row_h),
                                 text=words, size=text_size, colour=SOFT))
        return widgets

    def _plate(self, r: pygame.Rect, view: ReversoView, colour: int, lang: str) -> Widget:
        """A player's plate: their disc, name and colour, and how many discs they have (``count:0`` is black's)."""
        seat = view.black_seat if colour == BLACK else 1 - view.black_seat
        name = self.seat_name(seat, lang)
        active = view.playing == colour
        count = view.counts[colour]

        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            paint.panel(surface, rect, (30, 64, 48, 215) if active else (16, 38, 30, 190), radius=rect.h // 4,
                        border=theme.GOLD if active else None, border_width=max(2, rect.h // 20), shadow=False)
            draw_disc(surface, colour, (rect.x + rect.h // 2, rect.centery), int(rect.h * 0.62))
            number_px = paint.font_px(rect.h, 0.5)
            number_w = theme.font(number_px, True).size("64")[0] + rect.h // 5
            text_x, text_w = rect.x + rect.h, rect.w - rect.h - number_w
            name_px = paint.size_to_fit(name, paint.font_px(int(rect.h * 0.46), 0.72), text_w, bold=True, smallest=0.5)
            paint.text_in(surface, name, pygame.Rect(text_x, rect.y + rect.h * 0.08, text_w, rect.h * 0.46),
                          name_px, theme.IVORY, bold=True, align="left")
            words = colour_name(colour, lang)
            words_px = paint.size_to_fit(words, paint.font_px(int(rect.h * 0.4), 0.68), text_w, smallest=0.5)
            paint.text_in(surface, words, pygame.Rect(text_x, rect.y + rect.h * 0.5, text_w, rect.h * 0.4),
                          words_px, SOFT, align="left")
            paint.text_in(surface, str(count), pygame.Rect(rect.right - number_w - rect.h // 10, rect.y, number_w,
                                                           rect.h), number_px, theme.GOLD, bold=True, align="right")

        tooltip = TEXTS.tn(lang, "{name} has {n} disc", "{name} has {n} discs", count, name=name)
        return Picture(name=f"count:{colour}", rect=pygame.Rect(r), painter=draw, tooltip=tooltip)

    def on_intent(self, intent: Any, view: ReversoView, seat: Seat,  # type: ignore[override]
                  legal: list[Action]) -> Action | None:
        if isinstance(intent, tuple) and len(intent) == 3 and intent[0] == "cell":
            action = place(intent[1], intent[2])
            return action if action in legal else None
        return super().on_intent(intent, view, seat, legal)

    def refusal(self, name: str, view: ReversoView, seat: Seat,  # type: ignore[override]
                legal: list[Action], lang: str) -> str | None:
        if not name.startswith("cell:") or not view.hints:
            return None
        r, c = (int(x) for x in name.split(":")[1].split(","))
        if view.board[r][c] is not None:
            return TEXTS.t(lang, "That square is taken: the rings show where a disc can go.")
        return TEXTS.t(lang, "A disc there would flank nothing: the rings show the possible moves.")

    def status(self, view: ReversoView, seat: Seat | None, lang: str) -> str:  # type: ignore[override]
        playing = view.playing
        if view.over or playing is None:
            black, white = view.counts
            return TEXTS.t(lang, "Game over: black {black}, white {white}", black=black, white=white)
        moves = len(view.hints)
        if moves == 0:
            return (TEXTS.t(lang, "Black cannot flank any disc and must pass") if playing == BLACK
                    else TEXTS.t(lang, "White cannot flank any disc and must pass"))
        if playing == BLACK:
            return TEXTS.tn(lang, "Black to play: {n} possible move", "Black to play: {n} possible moves", moves)
        return TEXTS.tn(lang, "White to play: {n} possible move", "White to play: {n} possible moves", moves)

    def seat_lines(self, view: ReversoView, lang: str) -> list[str]:  # type: ignore[override]
        """Per-seat score text for the shell's score panel: each seat's colour and its discs."""
        return [f"{colour_name(view.colour_of(s), lang)} · {view.counts[view.colour_of(s)]}" for s in (0, 1)]
