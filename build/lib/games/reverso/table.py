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
from scenes.widgets.grid import GridCell, GridStyle, grid_widgets, square_fit
from scenes.widgets.text import Label, Picture

FLIP_SECONDS = 0.22
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
        self._follow(view)
        lang = getattr(self.app, "lang", "en")
        u = max(4, min(rect.w, rect.h) // 100)
        header_h = max(28, rect.h // 11)
        footer_h = max(30, rect.h // 11)
        area = pygame.Rect(rect.x, rect.y + header_h, rect.w, rect.h - header_h - footer_h)
        board = square_fit(area.inflate(-2 * u, -2 * u), SIZE, SIZE, margin_cells=0.4)
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
        widgets.extend(self._counts(pygame.Rect(rect.x, rect.y, rect.w, header_h), view, lang))
        if legal == [PASS]:
            label = TEXTS.t(lang, "No move flanks a disc: pass")
            width = min(rect.w - 4 * u, paint.theme.font(paint.font_px(footer_h)).size(label)[0] + footer_h * 2)
            widgets.append(button("pass", pygame.Rect(0, 0, width, int(footer_h * 0.8)).move(
                rect.centerx - width // 2, rect.bottom - footer_h), label, PASS, style="primary"))
        return widgets

    def _counts(self, strip: pygame.Rect, view: ReversoView, lang: str) -> list[Widget]:
        """Black's plate on the left, White's on the right, named by colour (``count:0`` is black's)."""
        counts = view.counts
        playing = view.playing
        h = int(strip.h * 0.8)
        w = min(strip.w // 2 - h, h * 5)
        widgets: list[Widget] = []
        for colour in (0, 1):
            plate = pygame.Rect(0, 0, w, h)
            plate.center = (strip.centerx + (-1 if colour == 0 else 1) * (w // 2 + h // 3), strip.centery)
            active = playing == colour

            def draw_plate(surface: pygame.Surface, r: pygame.Rect, colour: int = colour, active: bool = active) -> None:
                paint.panel(surface, r, (18, 40, 30, 200), radius=r.h // 2, border=theme.GOLD if active else None,
                            border_width=max(2, r.h // 14), shadow=False)
                draw_disc(surface, colour, (r.x + r.h // 2 + 2, r.centery), int(r.h * 0.7))
                paint.text_in(surface, colour_name(colour, lang), pygame.Rect(r.x + r.h + 4, r.y, r.w - r.h * 2, r.h),
                              paint.font_px(r.h, 0.4), theme.IVORY if active else (200, 200, 190), bold=active,
                              align="left")
                paint.text_in(surface, str(counts[colour]), pygame.Rect(r.right - r.h * 1.3, r.y, r.h, r.h),
                              paint.font_px(r.h, 0.52), theme.GOLD, bold=True, align="right")

            # Who plays this colour (drawn by lot): the player's name when the plate is pointed at.
            seat = view.black_seat if colour == BLACK else 1 - view.black_seat
            name = self.seat_name(seat, lang)
            tooltip = (TEXTS.t(lang, "{name} plays black", name=name) if colour == BLACK
                       else TEXTS.t(lang, "{name} plays white", name=name))
            widgets.append(Picture(name=f"count:{colour}", rect=plate, painter=draw_plate, tooltip=tooltip))
        return widgets

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
