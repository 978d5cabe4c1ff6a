"""The VikingDrez table: a 7x7 tafl board with its throne and corners; click a piece, then where it goes.

- The throne (d4) and the four corners are carved squares: only the king may stop there.
- A chosen piece shows where it may go; a square where it would capture shows a red dot, and
  the pieces it would take are crossed.
- The last move is marked (its two squares and an arrow), the piece slides along its line, and
  the pieces it took fade out where they stood; a captured king stays, crossed out.
- Keyboard: the arrow keys move between the squares that can be clicked, Enter clicks.

Board coordinates: the engine counts rows from the top (rank 7); the chessboard widget counts
rows from rank 1. ``to_widget`` and ``to_engine`` translate. Everything drawn comes from the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.core import Action, Seat
from games.vikingdrez.texts import TEXTS
from games.vikingdrez.view import (
    ATTACKERS,
    CORNERS,
    QUIET_LIMIT,
    SIZE,
    THRONE,
    LastMove,
    Square,
    VikingDrezView,
    is_move,
    move,
    move_squares,
    side_of_cell,
    square_name,
)
from scenes import motion, theme
from scenes.base import GameTable
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.chessboard import BoardFrame, BoardSquare, chessboard_widgets
from scenes.widgets.grid import board_and_panel
from scenes.widgets.marker import MoveMarker, bounding
from scenes.widgets.pictures import kept
from scenes.widgets.text import Label, Paragraph, Picture

PANEL = (22, 26, 34, 215)
SOFT = (176, 184, 196)
CAPTION = (220, 224, 230)
TAKE_RED = (222, 70, 58)
SQUARE_LIGHT = (214, 190, 146)
SQUARE_LINE = (150, 118, 78)
CARVED = (120, 56, 40)  # the throne and the corners
CARVED_LINE = (226, 182, 72)
LAST_TINT = (255, 236, 150, 70)
SLIDE_SECONDS = 0.32
FADE_SECONDS = 0.45
TAKEN_ALPHA = 110  # the cross left where the last move took a piece

# Pieces: body, rim, highlight.
LOOKS = {
    "a": ((36, 34, 40), (12, 12, 14), (104, 100, 112)),
    "d": ((232, 226, 210), (150, 142, 124), (255, 255, 250)),
    "k": ((240, 232, 208), (150, 126, 70), (255, 255, 250)),
}


def to_widget(square: Square) -> Square:
    return SIZE - 1 - square[0], square[1]


def to_engine(row: int, col: int) -> Square:
    return SIZE - 1 - row, col


def side_word(side: str, lang: str) -> str:
    return TEXTS.t(lang, "Attackers") if side == ATTACKERS else TEXTS.t(lang, "Defenders")


def last_move_text(last: LastMove, lang: str) -> str:
    route = f"{square_name(last.start)}-{square_name(last.end)}"
    text = f"{side_word(last.side, lang)}: {route}"
    if last.taken:
        text += " x " + ", ".join(square_name(s) for s in last.taken)
    return TEXTS.t(lang, "Last move: {text}", text=text)


# --- the pieces -------------------------------------------------------------------------------------
SUPERSAMPLE = 3


@lru_cache(maxsize=16)
def piece_image(diameter: int, kind: str) -> pygame.Surface:
    """A turned wooden piece seen from a little above: a squat stone for a pawn, a taller one with a
    gold crown for the king."""
    d = max(8, diameter)
    big = d * SUPERSAMPLE
    image = pygame.Surface((big, int(big * 1.25)), pygame.SRCALPHA)
    body, rim, sheen = LOOKS[kind]
    cx = big / 2
    radius = big * 0.42
    base_y = big * 0.66
    height = big * (0.34 if kind == "k" else 0.16)
    shadow = pygame.Rect(0, 0, radius * 2.1, radius * 1.2)
    shadow.center = (round(cx + big * 0.04), round(base_y + big * 0.06))
    pygame.draw.ellipse(image, (0, 0, 0, 80), shadow)
    # The side of the piece, then its top.
    side = pygame.Rect(0, 0, radius * 2, radius * 1.3)
    side.center = (round(cx), round(base_y))
    pygame.draw.ellipse(image, paint.blend(rim, (0, 0, 0), 0.2), side)
    pygame.draw.rect(
        image, paint.blend(rim, (0, 0, 0), 0.2), pygame.Rect(side.x, round(base_y - height), side.w, round(height))
    )
    top = pygame.Rect(0, 0, radius * 2, radius * 1.3)
    top.center = (round(cx), round(base_y - height))
    pygame.draw.ellipse(image, rim, top)
    steps = 8
    for i in range(steps):
        t = i / (steps - 1)
        inner = top.inflate(-top.w * 0.9 * t, -top.h * 0.9 * t)
        inner.center = (round(top.centerx - radius * 0.1 * t), round(top.centery - radius * 0.06 * t))
        pygame.draw.ellipse(image, paint.blend(body, sheen, t * 0.5), inner)
    if kind == "k":
        _crown(image, (cx, top.centery - radius * 0.05), radius * 1.0)
    return paint.optimised(pygame.transform.smoothscale(image, (d, int(d * 1.25))))


def _crown(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    cx, cy = centre
    w, h = size, size * 0.62
    x0, y0 = cx - w / 2, cy - h / 2
    points = [
        (x0, y0 + h),
        (x0, y0 + h * 0.2),
        (x0 + w * 0.27, y0 + h * 0.55),
        (cx, y0),
        (x0 + w * 0.73, y0 + h * 0.55),
        (x0 + w, y0 + h * 0.2),
        (x0 + w, y0 + h),
    ]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, (140, 100, 26), points, max(1, round(size / 18)))
    for tip in (points[1], points[3], points[5]):
        pygame.draw.circle(surface, theme.GOLD, tip, size * 0.08)


def draw_piece(surface: pygame.Surface, centre: tuple[int, int], diameter: int, kind: str, alpha: int = 255) -> None:
    image = piece_image(diameter, kind)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    rect = image.get_rect(centerx=centre[0])
    rect.y = centre[1] - round(image.get_height() * 0.5)
    surface.blit(image, rect)


def squares_text(view: VikingDrezView, lang: str) -> str:
    """What the carved squares do, as the game's rule set has it: a newcomer's first surprise is a
    piece beside a corner taken by a single enemy."""
    if view.rules.empty_throne_hostile:
        return TEXTS.t(
            lang,
            "Only the king may stop on the throne or a corner. A piece shut in between two enemies "
            "on a line is taken; a corner or the empty throne counts as an enemy.",
        )
    return TEXTS.t(
        lang,
        "Only the king may stop on the throne or a corner. A piece shut in between two enemies "
        "on a line is taken; a corner counts as an enemy.",
    )


def draw_cross(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 255) -> None:
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    inner = layer.get_rect().inflate(-rect.w // 2, -rect.h // 2)
    width = max(3, rect.w // 10)
    for a, b in ((inner.topleft, inner.bottomright), (inner.topright, inner.bottomleft)):
        pygame.draw.line(layer, (*TAKE_RED, alpha), a, b, width)
    surface.blit(layer, rect.topleft)


# --- the board, painted once per size ---------------------------------------------------------------
def _carve(surface: pygame.Surface, square: pygame.Rect, throne: bool) -> None:
    """The throne and the corners: dark red squares with a knot the king alone may stand on."""
    pygame.draw.rect(surface, CARVED, square)
    inset = square.inflate(-square.w // 6, -square.h // 6)
    width = max(1, square.w // 22)
    pygame.draw.rect(surface, CARVED_LINE, inset, width)
    cx, cy = square.center
    r = square.w * (0.28 if throne else 0.2)
    diamond = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    pygame.draw.polygon(surface, CARVED_LINE, diamond, width)
    if throne:
        pygame.draw.circle(surface, CARVED_LINE, (cx, cy), max(2, int(r * 0.35)), width)
    else:
        pygame.draw.line(surface, CARVED_LINE, (cx - r, cy), (cx + r, cy), width)
        pygame.draw.line(surface, CARVED_LINE, (cx, cy - r), (cx, cy + r), width)


@kept
def board_picture(frame_size: tuple[int, int], board_offset: tuple[int, int], board_size: int) -> pygame.Surface:
    image = pygame.Surface(frame_size, pygame.SRCALPHA)
    board = pygame.Rect(board_offset, (board_size, board_size))
    frame = BoardFrame(name="", rect=image.get_rect(), rows=SIZE, cols=SIZE, board=board)
    frame.draw(image, theme)
    cell = board_size // SIZE
    pygame.draw.rect(image, SQUARE_LIGHT, board)
    carved = {to_widget(THRONE): True, **{to_widget(c): False for c in CORNERS}}
    for row in range(SIZE):
        for col in range(SIZE):
            square = pygame.Rect(board.x + col * cell, board.y + (SIZE - 1 - row) * cell, cell, cell)
            if (row, col) in carved:
                _carve(image, square, carved[(row, col)])
            pygame.draw.rect(image, SQUARE_LINE, square, max(1, cell // 40))
    return paint.optimised(image)


@dataclass(eq=False)
class BoardPicture(Widget):
    board: pygame.Rect | None = None

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        board = self.board or self.rect
        image = board_picture(self.rect.size, (board.x - self.rect.x, board.y - self.rect.y), board.w)
        surface.blit(image, self.rect.topleft)


@dataclass(eq=False)
class TaflSquare(BoardSquare):
    """A square whose look is already on the board picture: only highlights and the piece are drawn."""

    capture: bool = False  # a target where the chosen piece would capture

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        self.draw_glow(surface)
        if self.painter is not None:
            self.painter(surface, self)
        if self.target:
            radius = max(3, self.rect.w // 7)
            dot = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
            colour = (*TAKE_RED, 220) if self.capture else (20, 90, 50, 170)
            pygame.draw.circle(dot, colour, (radius + 2, radius + 2), radius)
            if self.capture:
                pygame.draw.circle(dot, (255, 255, 255, 200), (radius + 2, radius + 2), radius, max(1, radius // 3))
            surface.blit(dot, dot.get_rect(center=self.rect.center))
        if self.focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect, max(2, self.rect.w // 16))


# --- the table ------------------------------------------------------------------------------------
class VikingDrezTable(GameTable):
    game_id = "vikingdrez"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.chosen: Square | None = None  # the piece picked, before its square
        self._view: VikingDrezView | None = None
        self._squares: dict[Square, BoardSquare] = {}
        # The last move seen and how far its slide has gone (seconds; None: nothing moving).
        self._seen_last: LastMove | None = None
        self._seen_once = False
        self._clock: float | None = None
        self._targets: set[Square] = set()
        self._would_take: set[Square] = set()

    def reset_selection(self) -> None:
        self.chosen = None

    # --- what the clicks may mean ------------------------------------------------------------------
    @staticmethod
    def _starts(legal: list[Action]) -> set[Square]:
        return {move_squares(a)[0] for a in legal if is_move(a)}

    def _targets_of(self, start: Square | None, legal: list[Action]) -> set[Square]:
        if start is None:
            return set()
        return {end for begin, end in (move_squares(a) for a in legal if is_move(a)) if begin == start}

    def on_intent(
        self,
        intent: Any,
        view: VikingDrezView,
        seat: Seat,  # type: ignore[override]
        legal: list[Action],
    ) -> Action | None:
        if intent == ("cancel",):
            self.chosen = None
            return None
        if isinstance(intent, Action):
            if intent in legal:
                self.chosen = None
                return intent
            return None
        if not (isinstance(intent, tuple) and len(intent) == 3 and intent[0] == "square"):
            return None
        square = to_engine(intent[1], intent[2])
        if self.chosen is not None:
            if square == self.chosen:
                self.chosen = None
                return None
            if square in self._targets_of(self.chosen, legal):
                action = move(self.chosen, square)
                self.chosen = None
                return action if action in legal else None
        if square in self._starts(legal):
            self.chosen = square
        return None

    def refusal(
        self,
        name: str,
        view: VikingDrezView,
        seat: Seat,  # type: ignore[override]
        legal: list[Action],
        lang: str,
    ) -> str | None:
        if not name.startswith("square:") or not legal:
            return None
        row, col = to_engine(*(int(x) for x in name.split(":")[1].split(",")))
        cell = view.board[row][col]
        mine = view.sides[seat]
        if cell is not None and side_of_cell(cell) != mine:
            return (
                TEXTS.t(lang, "That piece is not yours: you play the attackers.")
                if mine == ATTACKERS
                else TEXTS.t(lang, "That piece is not yours: you play the defenders.")
            )
        if cell is not None:
            return TEXTS.t(lang, "That piece is shut in: it has no move now.")
        if self.chosen is not None:
            if (row, col) == THRONE or (row, col) in CORNERS:
                return TEXTS.t(lang, "Only the king may stand on the throne or a corner.")
            return TEXTS.t(lang, "Pieces move in a straight line over empty squares: the dots show where.")
        return TEXTS.t(lang, "Click one of your pieces first, then the square it goes to.")

    # --- the slide ------------------------------------------------------------------------------------
    def _follow(self, view: VikingDrezView) -> None:
        last = view.last_move
        if last != self._seen_last:
            moving = self._seen_once and last is not None and motion.enabled()
            self._clock = 0.0 if moving else None
            self._seen_last = last
        self._seen_once = True

    @property
    def animating(self) -> bool:
        return self._clock is not None

    def update(self, dt: float) -> bool:
        if self._clock is None:
            return False
        self._clock += dt
        if self._clock >= max(SLIDE_SECONDS, FADE_SECONDS):
            self._clock = None
        return True

    def _slide_fraction(self) -> float | None:
        if self._clock is None:
            return None
        t = min(1.0, self._clock / SLIDE_SECONDS)
        return 1 - (1 - t) ** 3  # fast, then settling

    # --- layout -----------------------------------------------------------------------------------
    def build(
        self,
        rect: pygame.Rect,
        view: VikingDrezView,
        seat: Seat | None,  # type: ignore[override]
        legal: list[Action],
    ) -> list[Widget]:
        lang = self.lang
        self._view = view
        self._follow(view)
        if self.chosen is not None and not self._targets_of(self.chosen, legal):
            self.chosen = None  # the position changed under the selection
        u = max(3, min(rect.w, rect.h) // 100)
        me = seat if seat is not None else view.seat_of(ATTACKERS)
        board_area, side = board_and_panel(rect, u)

        my_turn = bool(legal)
        starts = self._starts(legal) if my_turn else set()
        targets = self._targets_of(self.chosen, legal)
        taking = {o.end: o.taken for o in view.captures if o.start == self.chosen} if my_turn else {}
        self._targets = targets
        self._would_take = {sq for taken in taking.values() for sq in taken}
        clickable = starts | targets
        frame_and_squares = chessboard_widgets(
            board_area,
            SIZE,
            SIZE,
            painter=self._paint_square,
            clickable=[to_widget(s) for s in clickable],
            targets=[to_widget(s) for s in targets],
            highlights=[to_widget(self.chosen)] if self.chosen is not None else [],
        )
        frame = frame_and_squares[0]
        assert isinstance(frame, BoardFrame)
        widgets: list[Widget] = [
            BoardPicture(name=frame.name, rect=pygame.Rect(frame.rect), board=pygame.Rect(frame.board or frame.rect))
        ]
        squares: dict[Square, BoardSquare] = {}
        for w in frame_and_squares[1:]:
            if not isinstance(w, BoardSquare):
                continue
            fields = {f: getattr(w, f) for f in w.__dataclass_fields__}
            engine_square = to_engine(w.row, w.col)
            square = TaflSquare(**fields, capture=engine_square in taking)
            square.extra["engine"] = engine_square
            squares[engine_square] = square
            widgets.append(square)
        self._squares = squares
        widgets.append(
            Picture(
                name="board_marks",
                rect=pygame.Rect(frame.board or frame.rect),
                painter=lambda s, r: self._paint_marks(s),
            )
        )
        if not my_turn and not view.over:
            widgets += self._markers(view, squares)
        widgets += self._side(side, view, me, legal, lang, u)
        return widgets

    # --- painting the board ---------------------------------------------------------------------------
    def _paint_square(self, surface: pygame.Surface, square: BoardSquare) -> None:
        view = self._view
        if view is None:
            return
        row, col = square.extra["engine"]
        rect = square.rect
        last = view.last_move
        if last is not None and (row, col) in (last.start, last.end):
            tint = pygame.Surface(rect.size, pygame.SRCALPHA)
            tint.fill(LAST_TINT)
            surface.blit(tint, rect.topleft)
        cell = view.board[row][col]
        sliding = self._slide_fraction() is not None and last is not None and (row, col) == last.end
        if cell is not None and not sliding:
            draw_piece(surface, rect.center, int(rect.w * 0.8), cell)
        if (row, col) in self._would_take:
            draw_cross(surface, rect, 200)

    def _paint_marks(self, surface: pygame.Surface) -> None:
        """Over the squares: the last move's arrow, the sliding piece, the pieces it took."""
        view = self._view
        last = view.last_move if view is not None else None
        if view is None or last is None or not self._squares:
            return
        start, end = self._squares[last.start].rect, self._squares[last.end].rect
        cell = start.w
        fraction = self._slide_fraction()
        width = max(2, cell // 14)
        if fraction is None:
            arrow, corner = _move_mark(start.center, end.center, width)
            surface.blit(arrow, corner)
        clock = self._clock
        for square in last.taken:
            rect = self._squares[square].rect
            kind = view.board[square[0]][square[1]]
            if kind == "k":
                draw_cross(surface, rect)  # the captured king stays, crossed out
            elif clock is not None:
                fade = max(0.0, 1.0 - clock / FADE_SECONDS)
                victim = "d" if last.side == ATTACKERS else "a"
                draw_piece(surface, rect.center, int(cell * 0.8), victim, alpha=int(255 * fade))
                draw_cross(surface, rect, max(TAKEN_ALPHA, int(255 * fade)))
            else:
                # A faint cross stays until the next move: a capture is easy to miss while it fades.
                draw_cross(surface, rect, TAKEN_ALPHA)
        if fraction is not None:
            cell_kind = view.board[last.end[0]][last.end[1]]
            if cell_kind is not None:
                x = start.centerx + (end.centerx - start.centerx) * fraction
                y = start.centery + (end.centery - start.centery) * fraction
                draw_piece(surface, (round(x), round(y)), int(cell * 0.8), cell_kind)

    def _markers(self, view: VikingDrezView, squares: dict[Square, BoardSquare]) -> list[Widget]:
        """One invisible marker per move of the side to move, so the shell can show a computer's choice."""
        markers: list[Widget] = []
        taken = {option.action: option.taken for option in view.captures}
        for i, action in enumerate(view.moves):
            start, end = move_squares(action)
            path = [squares[start].rect, squares[end].rect]
            crosses = [squares[s].rect for s in taken.get(action, ())]
            markers.append(
                MoveMarker(
                    name=f"marker:{i}",
                    rect=bounding(path + crosses),
                    extra={"action": action},
                    points=[r.center for r in path],
                    rings=path,
                    crosses=crosses,
                )
            )
        return markers

    # --- the side panel -------------------------------------------------------------------------------
    def _side(
        self, side: pygame.Rect, view: VikingDrezView, me: int, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        widgets: list[Widget] = [
            Picture(
                name="side",
                rect=pygame.Rect(side),
                painter=lambda s, r: paint.panel(s, r, PANEL, radius=2 * u, shadow=False),
            )
        ]
        inner = side.inflate(-3 * u, -3 * u)
        plate_h = max(7 * u, min(int(inner.h * 0.16), 12 * u))
        top_plate = pygame.Rect(inner.x, inner.y, inner.w, plate_h)
        bottom_plate = pygame.Rect(inner.x, inner.bottom - plate_h, inner.w, plate_h)
        widgets.append(self._plate(top_plate, view, 1 - me, lang, u))
        widgets.append(self._plate(bottom_plate, view, me, lang, u))
        row_h = max(22, min(int(inner.h * 0.085), 7 * u))
        size = paint.font_px(row_h, 0.45)
        y = top_plate.bottom + 2 * u
        bottom_limit = bottom_plate.y - u

        def paragraph(name: str, message: str, colour: tuple[int, int, int] = CAPTION, bold: bool = False) -> None:
            nonlocal y
            height = Paragraph(
                name=name, rect=pygame.Rect(inner.x, y, inner.w, 1), text=message, size=size, bold=bold
            ).height_for(inner.w)
            height = min(height, max(0, bottom_limit - y))
            widgets.append(
                Paragraph(
                    name=name,
                    rect=pygame.Rect(inner.x, y, inner.w, height),
                    text=message,
                    size=size,
                    colour=colour,
                    bold=bold,
                )
            )
            y += height + u

        if legal and self.chosen is not None:
            piece = view.board[self.chosen[0]][self.chosen[1]]
            where = square_name(self.chosen)
            text = (
                TEXTS.t(lang, "The king on {square}: click where he goes.", square=where)
                if piece == "k"
                else TEXTS.t(lang, "Piece on {square}: click where it goes.", square=where)
            )
            paragraph("selected", text, colour=theme.HINT)
            if self._would_take:
                paragraph("would_take", TEXTS.t(lang, "A red dot captures the crossed pieces."), colour=SOFT)
        elif legal:
            goal = (
                TEXTS.t(lang, "Shut the king in before he reaches a corner.")
                if view.sides[me] == ATTACKERS
                else TEXTS.t(lang, "Bring the king to a corner.")
            )
            paragraph("goal", goal, colour=theme.HIGHLIGHT, bold=True)
            paragraph("how", TEXTS.t(lang, "Click one of your pieces, then the square it goes to."), colour=SOFT)
            paragraph("squares", squares_text(view, lang), colour=SOFT)
        elif not view.over:
            paragraph(
                "aims",
                TEXTS.t(lang, "The attackers win by capturing the king; the defenders, by bringing him to a corner."),
                colour=SOFT,
            )
            paragraph("squares", squares_text(view, lang), colour=SOFT)
        lines = [last_move_text(view.last_move, lang)] if view.last_move is not None else []
        lines.append(
            TEXTS.t(lang, "Moves without a capture: {n} of {limit}", n=view.quiet_plies // 2, limit=QUIET_LIMIT)
        )
        if view.repeated >= 2 and not view.over:
            lines.append(TEXTS.t(lang, "This position has stood {n} times (3: the game ends)", n=view.repeated))
        line_h = int(size * 1.5)
        pieces = []
        for line in lines:
            px = paint.largest_fitting(line, inner.w, int(size * 0.9), bold=False)
            if theme.font(px).size(line)[0] <= inner.w and px >= int(size * 0.75):
                pieces.append((line, px, line_h, False))
            else:
                px = int(size * 0.8)
                pieces.append(
                    (
                        line,
                        px,
                        Paragraph(name="", rect=pygame.Rect(inner.x, 0, inner.w, 1), text=line, size=px).height_for(
                            inner.w
                        )
                        + line_h
                        - int(px * 1.35),
                        True,
                    )
                )
        y_counters = bottom_limit - sum(piece[2] for piece in pieces) - u
        if y_counters >= y:
            for i, (line, px, h, wrapped) in enumerate(pieces):
                box = pygame.Rect(inner.x, y_counters, inner.w, h)
                widgets.append(
                    Paragraph(name=f"counter:{i}", rect=box, text=line, size=px, colour=SOFT)
                    if wrapped
                    else Label(name=f"counter:{i}", rect=box, text=line, size=px, colour=SOFT)
                )
                y_counters += h
        return widgets

    def _plate(self, r: pygame.Rect, view: VikingDrezView, who: int, lang: str, u: int) -> Widget:
        side = view.sides[who]
        attackers = side == ATTACKERS
        took = view.lost[1] if attackers else view.lost[0]
        active = view.turn == who
        won = view.over and view.winner == who
        name = self.seat_name(who, lang)

        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            paint.panel(
                surface,
                rect,
                (40, 48, 62, 215) if active else (24, 28, 36, 190),
                radius=rect.h // 4,
                border=theme.GOLD if active or won else None,
                border_width=max(2, u // 2),
                shadow=False,
            )
            icon = int(rect.h * 0.62)
            draw_piece(surface, (rect.x + rect.h // 2, rect.centery), icon, "a" if attackers else "k")
            small = max(8, int(rect.h * 0.34))
            text_x = rect.x + rect.h
            text_w = rect.w - rect.h - u - int(min(took, 8) * small * 0.6) - small
            paint.text_in(
                surface,
                name,
                pygame.Rect(text_x, rect.y + rect.h * 0.08, text_w, rect.h * 0.46),
                paint.largest_fitting(name, text_w, paint.font_px(int(rect.h * 0.46), 0.72)),
                theme.IVORY,
                bold=True,
                align="left",
            )
            caption = TEXTS.t(lang, "{side} · took {n}", side=side_word(side, lang), n=took)
            paint.text_in(
                surface,
                caption,
                pygame.Rect(text_x, rect.y + rect.h * 0.5, text_w, rect.h * 0.4),
                paint.largest_fitting(caption, text_w, paint.font_px(int(rect.h * 0.4), 0.68), bold=False),
                SOFT,
                align="left",
            )
            # The captured pieces, in a row at the end of the plate.
            victim = "d" if attackers else "a"
            for i in range(min(took, 8)):
                x = rect.right - u - small // 2 - i * int(small * 0.6)
                draw_piece(surface, (x, rect.bottom - int(rect.h * 0.32)), small, victim)

        return Picture(
            name=f"plate:{who}",
            rect=pygame.Rect(r),
            painter=draw,
            tooltip=TEXTS.tn(lang, "{name} has taken {n} piece", "{name} has taken {n} pieces", took, name=name),
        )

    # --- shell hooks ----------------------------------------------------------------------------------
    def status(self, view: VikingDrezView, seat: Seat | None, lang: str) -> str:  # type: ignore[override]
        if view.over:
            reason = view.end_reason or ""
            winner = view.winner
            if winner is None:
                why = {
                    "repetition": TEXTS.t(lang, "the same position came back three times"),
                    "no_move": TEXTS.t(lang, "the side to move could not move"),
                    "quiet": TEXTS.t(lang, "too many moves without a capture"),
                }.get(reason, "")
                return TEXTS.t(lang, "A draw: {why}", why=why)
            who = self.seat_name(winner, lang)
            why = {
                "escape": TEXTS.t(lang, "the king escaped"),
                "king_taken": TEXTS.t(lang, "the king was captured"),
                "no_move": TEXTS.t(lang, "the other side could not move"),
                "repetition": TEXTS.t(lang, "the same position came back three times"),
            }.get(reason, "")
            return TEXTS.t(lang, "{who} wins ({why})", who=who, why=why)
        turn = view.turn
        assert turn is not None
        who = f"{self.seat_name(turn, lang)} ({side_word(view.sides[turn], lang).lower()})"
        return TEXTS.t(lang, "{who} to move", who=who)

    def seat_lines(self, view: VikingDrezView, lang: str) -> list[str]:  # type: ignore[override]
        lines = []
        for seat in (0, 1):
            side = view.sides[seat]
            took = view.lost[1] if side == ATTACKERS else view.lost[0]
            lines.append(TEXTS.t(lang, "{side} · took {n}", side=side_word(side, lang), n=took))
        return lines


@lru_cache(maxsize=8)
def _move_mark(start: tuple[int, int], end: tuple[int, int], width: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The last move's translucent line and dot, on a picture just large enough, and where it goes: a
    layer the size of the window was made and blended every frame (a tenth of a frame)."""
    reach = 2 * width + 2
    box = pygame.Rect(min(start[0], end[0]) - reach, min(start[1], end[1]) - reach, 0, 0)
    box.w, box.h = abs(start[0] - end[0]) + 2 * reach + 1, abs(start[1] - end[1]) + 2 * reach + 1
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    a, b = (start[0] - box.x, start[1] - box.y), (end[0] - box.x, end[1] - box.y)
    pygame.draw.line(layer, (*theme.HIGHLIGHT, 120), a, b, width)
    pygame.draw.circle(layer, (*theme.HIGHLIGHT, 150), a, width * 2)
    return layer, box.topleft
