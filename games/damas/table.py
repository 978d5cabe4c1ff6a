"""The Damas table: a 10x10 board of wooden draughts, click a piece then where it goes.

- A capture is one engine action for the whole route (``jump:r0,c0,r1,c1,...``): the
  player clicks the landing squares in order; the routes still possible are drawn on
  the board, and the capture is played as soon as only one route fits the clicks.
- "Soplar": when the opponent skipped a capture, the pieces that could have captured
  glow red; the side panel offers to blow one away (also by clicking it), to force
  the capture, or simply to move.
- The viewing seat plays from the bottom of the board (Black sees it turned round).

Board coordinates: the engine counts rows from the top as White sees the board
(row 0 is rank 10); the chessboard widget counts rows from rank 1. ``to_widget`` and
``to_engine`` translate. Everything drawn comes from the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.core import Action, Seat
from games.damas.texts import TEXTS
from games.damas.view import (
    FORCE,
    QUIET_LIMIT,
    SIZE,
    DamasView,
    LastMove,
    Square,
    action_squares,
    blow,
    blow_square,
    colour_of_cell,
    square_name,
    step,
)
from scenes import theme
from scenes.base import GameTable
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, label_fits
from scenes.widgets.chessboard import DARK, LIGHT, BoardFrame, BoardSquare, chessboard_widgets
from scenes.widgets.grid import board_and_panel
from scenes.widgets.marker import MoveMarker, bounding
from scenes.widgets.pictures import kept
from scenes.widgets.text import Label, Paragraph, Picture

PANEL = (14, 30, 24, 215)
SOFT = (170, 190, 176)
CAPTION = (214, 226, 210)
BLOW_RED = (222, 70, 58)
ROUTE = (120, 232, 170)

# Wood of the two sides: top face, rim, grooves, sheen.
WOODS = {
    "white": ((236, 214, 172), (178, 146, 100), (204, 176, 128), (255, 248, 226)),
    "black": ((70, 42, 30), (34, 20, 14), (98, 62, 42), (150, 110, 86)),
}


def to_widget(square: Square) -> Square:
    return SIZE - 1 - square[0], square[1]


def to_engine(row: int, col: int) -> Square:
    return SIZE - 1 - row, col


def colour_word(colour: str, lang: str) -> str:
    """A side as the table names it ("White", "Blancas")."""
    return TEXTS.t(lang, "White") if colour == "white" else TEXTS.t(lang, "Black")


def name_of(square: Square) -> str:
    return square_name(square)


def route(action: Action) -> list[Square]:
    return list(action_squares(action))


def last_move_text(last: LastMove, lang: str) -> str:
    who = colour_word(last.colour, lang)
    names = [name_of(s) for s in last.path]
    kind = last.kind
    if kind == "force":
        text = TEXTS.t(lang, "{who} forced the capture", who=who)
    elif kind == "blow" and names:
        text = TEXTS.t(lang, "{who} blew away {square}", who=who, square=names[0])
    elif kind == "jump":
        text = f"{who}: " + "x".join(names)
    else:
        text = f"{who}: " + "-".join(names)
    if last.crowned:
        text += TEXTS.t(lang, " (crowned)")
    return TEXTS.t(lang, "Last move: {text}", text=text)


# --- the draughts -----------------------------------------------------------------------------------
SUPERSAMPLE = 3


def _disc(surface: pygame.Surface, centre: tuple[float, float], radius: float, thickness: float, colour: str) -> None:
    """One turned wooden disc seen from above and a little in front: its side, then its grooved top."""
    top, rim, groove, sheen = WOODS[colour]
    cx, cy = centre
    side = pygame.Rect(0, 0, radius * 2, radius * 2)
    side.center = (round(cx), round(cy + thickness))
    pygame.draw.ellipse(surface, paint.blend(rim, (0, 0, 0), 0.25), side)
    pygame.draw.rect(surface, paint.blend(rim, (0, 0, 0), 0.25),
                     pygame.Rect(side.x, round(cy), side.w, round(thickness)))
    face = pygame.Rect(0, 0, radius * 2, radius * 2)
    face.center = (round(cx), round(cy))
    pygame.draw.ellipse(surface, rim, face)
    steps = 10
    for i in range(steps):
        t = i / (steps - 1)
        r = radius * (0.94 - 0.9 * t)
        shift = radius * 0.08 * t
        pygame.draw.circle(surface, paint.blend(top, sheen, t * 0.45), (cx - shift, cy - shift), max(1.0, r))
    width = max(1, round(radius / 16))
    for fraction in (0.78, 0.5):
        pygame.draw.circle(surface, groove, (cx, cy), radius * fraction, width)
    pygame.draw.circle(surface, paint.blend(rim, (0, 0, 0), 0.3), (cx, cy), radius, width)


@lru_cache(maxsize=32)
def draught_image(diameter: int, colour: str, king: bool) -> pygame.Surface:
    """A draught lit from the top left; a king is two stacked discs with a gold crown on top."""
    d = max(8, diameter)
    big = d * SUPERSAMPLE
    image = pygame.Surface((big, int(big * 1.25)), pygame.SRCALPHA)
    radius = big * 0.46
    thickness = big * 0.1
    cx = big / 2
    base_y = big * 0.62 if king else big * 0.55
    shadow = pygame.Rect(0, 0, radius * 2.05, radius * 1.5)
    shadow.center = (round(cx + big * 0.05), round(base_y + thickness + big * 0.06))
    pygame.draw.ellipse(image, (0, 0, 0, 70), shadow)
    _disc(image, (cx, base_y), radius, thickness, colour)
    if king:
        top_y = base_y - thickness * 1.8
        _disc(image, (cx, top_y), radius, thickness, colour)
        _crown(image, (cx, top_y), radius * 0.95)
    return paint.optimised(pygame.transform.smoothscale(image, (d, int(d * 1.25))))


def _crown(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    cx, cy = centre
    w, h = size, size * 0.6
    x0, y0 = cx - w / 2, cy - h / 2
    points = [(x0, y0 + h), (x0, y0 + h * 0.2), (x0 + w * 0.27, y0 + h * 0.55), (cx, y0),
              (x0 + w * 0.73, y0 + h * 0.55), (x0 + w, y0 + h * 0.2), (x0 + w, y0 + h)]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, (140, 100, 26), points, max(1, round(size / 18)))
    for tip in (points[1], points[3], points[5]):
        pygame.draw.circle(surface, theme.GOLD, tip, size * 0.08)


def draw_draught(surface: pygame.Surface, centre: tuple[int, int], diameter: int, colour: str, king: bool,
                 alpha: int = 255) -> None:
    image = draught_image(diameter, colour, king)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    # The disc's face sits at the square's centre; the picture is taller (shadow, stacked king).
    rect = image.get_rect(centerx=centre[0])
    rect.y = centre[1] - round(image.get_height() * (0.44 if king else 0.44))
    surface.blit(image, rect)


# --- the board, painted once per size ---------------------------------------------------------------
@kept
def board_picture(frame_size: tuple[int, int], board_offset: tuple[int, int], board_size: int,
                  flipped: bool) -> pygame.Surface:
    """The frame with its coordinates and the empty chequer, as the chessboard widget draws them."""
    image = pygame.Surface(frame_size, pygame.SRCALPHA)
    board = pygame.Rect(board_offset, (board_size, board_size))
    frame = BoardFrame(name="", rect=image.get_rect(), rows=SIZE, cols=SIZE, flipped=flipped, board=board)
    frame.draw(image, theme)
    cell = board_size // SIZE
    for row in range(SIZE):
        for col in range(SIZE):
            screen_row = row if flipped else SIZE - 1 - row
            screen_col = SIZE - 1 - col if flipped else col
            square = pygame.Rect(board.x + screen_col * cell, board.y + screen_row * cell, cell, cell)
            pygame.draw.rect(image, DARK if (row + col) % 2 == 0 else LIGHT, square)
    return paint.optimised(image)


@dataclass(eq=False)
class BoardPicture(Widget):
    flipped: bool = False
    board: pygame.Rect | None = None

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        board = self.board or self.rect
        image = board_picture(self.rect.size, (board.x - self.rect.x, board.y - self.rect.y), board.w, self.flipped)
        surface.blit(image, self.rect.topleft)


@dataclass(eq=False)
class BareSquare(BoardSquare):
    """A square whose colour is already on the board picture: only highlights and the piece are drawn."""

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        self.draw_glow(surface)
        if self.painter is not None:
            self.painter(surface, self)
        if self.target:
            radius = max(3, self.rect.w // 7)
            dot = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
            pygame.draw.circle(dot, (20, 90, 50, 170), (radius, radius), radius)
            surface.blit(dot, dot.get_rect(center=self.rect.center))
        if self.focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect, max(2, self.rect.w // 16))


# --- the table ------------------------------------------------------------------------------------
class DamasTable(GameTable):
    game_id = "damas"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.path: list[Square] = []  # the selected piece, then the landings clicked so far
        self._view: DamasView | None = None
        # What the squares' painter marks, worked out once per build.
        self._last_ends: set[Square] = set()
        self._blowable: set[Square] = set()
        self._taken: set[Square] = set()

    def reset_selection(self) -> None:
        self.path = []

    # --- what the clicks may mean ------------------------------------------------------------------
    @staticmethod
    def _starts(legal: list[Action]) -> set[Square]:
        return {route(a)[0] for a in legal if a.kind in ("move", "jump")}

    def _fitting(self, legal: list[Action]) -> list[Action]:
        """Captures whose route begins with the squares clicked so far."""
        n = len(self.path)
        return [a for a in legal if a.kind == "jump" and route(a)[:n] == self.path]

    def _next_landings(self, legal: list[Action]) -> set[Square]:
        n = len(self.path)
        return {route(a)[n] for a in self._fitting(legal) if len(route(a)) > n}

    def _plain_targets(self, legal: list[Action]) -> set[Square]:
        if len(self.path) != 1:
            return set()
        return {route(a)[1] for a in legal if a.kind == "move" and route(a)[0] == self.path[0]}

    def on_intent(self, intent: Any, view: DamasView, seat: Seat,  # type: ignore[override]
                  legal: list[Action]) -> Action | None:
        if intent == ("cancel",):
            self.path = []
            return None
        if isinstance(intent, Action):
            if intent in legal:
                self.path = []
                return intent
            return None
        if not (isinstance(intent, tuple) and len(intent) == 3 and intent[0] == "square"):
            return None
        square = to_engine(intent[1], intent[2])
        blow_it = blow(square)
        if len(self.path) <= 1 and blow_it in legal:
            self.path = []
            return blow_it
        if not self.path:
            if square in self._starts(legal):
                self.path = [square]
            return None
        if len(self.path) == 1:
            if square == self.path[0]:
                self.path = []
                return None
            if square in self._plain_targets(legal):
                action = step(self.path[0], square)
                self.path = []
                return action if action in legal else None
            if square in self._starts(legal) and square not in self._next_landings(legal):
                self.path = [square]
                return None
        if square in self._next_landings(legal):
            self.path.append(square)
            fitting = self._fitting(legal)
            if len(fitting) == 1:
                # Only one route goes on from here: play it (the rest of the way is forced).
                self.path = []
                return fitting[0]
        return None

    def refusal(self, name: str, view: DamasView, seat: Seat,  # type: ignore[override]
                legal: list[Action], lang: str) -> str | None:
        if not name.startswith("square:") or not legal:
            return None
        row, col = to_engine(*(int(x) for x in name.split(":")[1].split(",")))
        cell = view.board[row][col]
        mine = view.colours[seat]
        if cell is not None and colour_of_cell(cell) != mine:
            return (TEXTS.t(lang, "That piece is not yours: you play White.") if mine == "white"
                    else TEXTS.t(lang, "That piece is not yours: you play Black."))
        if cell is not None:
            return TEXTS.t(lang, "That piece has no move now.")
        if self.path:
            return TEXTS.t(lang, "Your piece cannot go there: the dots show where it can.")
        return TEXTS.t(lang, "Click one of your pieces first, then the square it goes to.")

    # --- layout -----------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: DamasView, seat: Seat | None,  # type: ignore[override]
              legal: list[Action]) -> list[Widget]:
        lang = self.lang
        self._view = view
        if self.path and not self._fitting(legal) and not self._plain_targets(legal):
            self.path = []  # the position changed under the selection
        last = view.last_move
        ends = (last.path[:1] + last.path[-1:]) if last is not None else ()
        self._last_ends = set(ends) if last is not None and last.kind != "blow" else set()
        self._blowable = set(view.may_blow)
        self._taken = set(self._taken_so_far())
        u = max(3, min(rect.w, rect.h) // 100)
        colours = view.colours
        me = seat if seat is not None else colours.index("white")
        flipped = colours[me] == "black"
        # Beside the board while the window is about square or wider (the board shrinks a little
        # to leave the panel a readable width); below it in a tall window.
        board_area, side = board_and_panel(rect, u)

        my_turn = bool(legal)
        starts = self._starts(legal) if my_turn else set()
        blows = {blow_square(a) for a in legal if a.kind == "blow"}
        landings = self._next_landings(legal) if self.path else set()
        plain = self._plain_targets(legal) if self.path else set()
        clickable = set(blows)
        if len(self.path) <= 1:
            clickable |= starts
        clickable |= landings | plain
        if self.path:
            clickable.add(self.path[0])
        board_widgets = board_widgets_all = chessboard_widgets(
            board_area, SIZE, SIZE,
            painter=self._paint_square,
            clickable=[to_widget(s) for s in clickable],
            targets=[to_widget(s) for s in landings | plain],
            highlights=[to_widget(s) for s in self.path],
            flipped=flipped,
        )
        # The wooden frame, its coordinates and the chequer are painted once per size (a hundred
        # squares filled one by one every frame cost more than the rest of the table).
        frame = board_widgets[0]
        board_widgets = [BoardPicture(name=frame.name, rect=pygame.Rect(frame.rect), flipped=flipped,
                                      board=pygame.Rect(frame.board))]
        board_widgets += [BareSquare(**{f: getattr(w, f) for f in w.__dataclass_fields__})
                          for w in board_widgets_all if isinstance(w, BoardSquare)]
        squares = {(w.row, w.col): w for w in board_widgets if isinstance(w, BoardSquare)}
        for square_widget in squares.values():
            square_widget.extra["engine"] = to_engine(square_widget.row, square_widget.col)
        widgets: list[Widget] = list(board_widgets)
        widgets.append(Picture(name="routes", rect=pygame.Rect(board_widgets[0].rect),
                               painter=lambda s, r: self._paint_routes(s, squares, legal)))
        if not my_turn and not view.over:
            widgets += self._markers(view, squares)
        widgets += self._side(side, view, seat, me, legal, lang, u)
        return widgets

    # --- painting the board ---------------------------------------------------------------------------
    def _paint_square(self, surface: pygame.Surface, square: BoardSquare) -> None:
        row, col = square.extra["engine"]
        board = self._view.board if self._view is not None else ()
        cell = board[row][col] if board else None
        rect = square.rect
        if (row, col) in self._last_ends:
            tint = pygame.Surface(rect.size, pygame.SRCALPHA)
            tint.fill((255, 236, 150, 55))
            surface.blit(tint, rect.topleft)
        diameter = int(rect.w * 0.8)
        moving = len(self.path) > 1 and (row, col) == self.path[0]
        if cell is not None:
            draw_draught(surface, rect.center, diameter, colour_of_cell(cell), cell.isupper(),
                         alpha=110 if moving else 255)
        if len(self.path) > 1 and (row, col) == self.path[-1]:
            start = board[self.path[0][0]][self.path[0][1]]
            if start is not None:
                draw_draught(surface, rect.center, diameter, colour_of_cell(start), start.isupper())
        if (row, col) in self._blowable:
            # A piece that could have captured and did not: it may be blown away.
            pygame.draw.circle(surface, BLOW_RED, rect.center, int(rect.w * 0.47), max(2, rect.w // 14))
        if (row, col) in self._taken:
            inner = rect.inflate(-rect.w // 2, -rect.h // 2)
            width = max(2, rect.w // 12)
            pygame.draw.line(surface, BLOW_RED, inner.topleft, inner.bottomright, width)
            pygame.draw.line(surface, BLOW_RED, inner.topright, inner.bottomleft, width)

    def _taken_so_far(self) -> list[Square]:
        """Pieces already jumped by the landings clicked so far (they stay until the capture ends)."""
        if len(self.path) < 2 or self._view is None:
            return []
        start = self.path[0]
        if self._view.board[start[0]][start[1]] is None:
            return []
        n = len(self.path)
        for option in self._view.options:
            if option.action.kind == "jump" and list(option.path[:n]) == self.path:
                return list(option.taken[: n - 1])
        return []

    def _paint_routes(self, surface: pygame.Surface, squares: dict[Square, BoardSquare], legal: list[Action]) -> None:
        """The capture routes that still fit the clicks, as thin lines through their landings."""
        if not self.path:
            return
        fitting = self._fitting(legal)
        if not fitting:
            return
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        cell = next(iter(squares.values())).rect.w
        width = max(2, cell // 14)
        for action in fitting:
            points = [squares[to_widget(s)].rect.center for s in route(action)]
            pygame.draw.lines(layer, (*ROUTE, 150), False, points, width)
            for point in points[1:]:
                pygame.draw.circle(layer, (*ROUTE, 170), point, width + 1)
        done = [squares[to_widget(s)].rect.center for s in self.path]
        if len(done) > 1:
            pygame.draw.lines(layer, (*theme.GOLD, 230), False, done, width + 2)
        surface.blit(layer, (0, 0))

    def _markers(self, view: DamasView, squares: dict[Square, BoardSquare]) -> list[Widget]:
        """One invisible marker per move of the side to move, so the shell can show a computer's choice."""
        markers: list[Widget] = []
        for i, option in enumerate(view.options):
            action = option.action
            path = [squares[to_widget(s)].rect for s in option.path]
            crosses = [squares[to_widget(s)].rect for s in option.taken]
            if action.kind == "blow":
                crosses, path = path, []
            elif action == FORCE:  # the pieces that must now capture
                path = [squares[to_widget(s)].rect for s in view.may_blow]
                markers.append(MoveMarker(name=f"marker:{i}", rect=bounding(path), extra={"action": action},
                                          rings=path))
                continue
            markers.append(MoveMarker(name=f"marker:{i}", rect=bounding(path + crosses), extra={"action": action},
                                      points=[r.center for r in path], rings=path[:1] + path[-1:],
                                      crosses=crosses))
        return markers

    # --- the side panel -------------------------------------------------------------------------------
    def _side(self, side: pygame.Rect, view: DamasView, seat: Seat | None, me: int, legal: list[Action], lang: str,
              u: int) -> list[Widget]:
        widgets: list[Widget] = [Picture(name="side", rect=pygame.Rect(side),
                                         painter=lambda s, r: paint.panel(s, r, PANEL, radius=2 * u, shadow=False))]
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
            height = Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, 1), text=message, size=size,
                               bold=bold).height_for(inner.w)
            height = min(height, max(0, bottom_limit - y))
            widgets.append(Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, height), text=message,
                                     size=size, colour=colour, bold=bold))
            y += height + u

        def wide_button(name: str, label: str, intent: Any, style: str = "normal", tooltip: str = "") -> None:
            nonlocal y
            widgets.append(button(name, pygame.Rect(inner.x, y, inner.w, row_h), label, intent, style=style,
                                  tooltip=tooltip))
            y += row_h + u

        turn = view.turn
        blows = [a for a in legal if a.kind == "blow"]
        if blows:
            opponent = self.seat_name(1 - me, lang)
            paragraph("soplar_title", TEXTS.t(lang, "Soplar!"), colour=theme.HIGHLIGHT, bold=True)
            paragraph("soplar_text", TEXTS.t(lang, "{opponent} could have captured and did not. Punish it, or just move.",
                                             opponent=opponent))
            for action in blows:
                square = blow_square(action)
                where = name_of(square)
                label = TEXTS.t(lang, "Blow away the piece on {where}", where=where)
                if not label_fits(label, pygame.Rect(0, 0, inner.w, row_h)):  # a narrow panel (640x480)
                    label = TEXTS.t(lang, "Blow away {where}", where=where)
                wide_button(f"blow:{square[0]},{square[1]}", label, action,
                            style="danger",
                            tooltip=TEXTS.t(lang, "Remove it from the game, then make your move"))
            if FORCE in legal:
                wide_button("force", TEXTS.t(lang, "Make them capture"), FORCE, style="primary",
                            tooltip=TEXTS.t(lang, "Their plain move is taken back and they must capture instead"))
            paragraph("soplar_or", TEXTS.t(lang, "…or move a piece and let it pass."), colour=SOFT)
        elif legal and view.stage == "forced":
            paragraph("forced", TEXTS.t(lang, "Your plain move was taken back: you must capture now."),
                      colour=theme.HIGHLIGHT, bold=True)
        elif legal and view.stage == "after_blow":
            paragraph("after_blow", TEXTS.t(lang, "Piece blown away. Now make your move."), colour=theme.HIGHLIGHT)
        elif not legal and view.may_blow and turn is not None:
            who = self.seat_name(turn, lang)
            where = ", ".join(name_of(s) for s in view.may_blow)
            paragraph("soplar_waiting", TEXTS.t(lang, "{who} may blow away {where} or force the capture.",
                                                who=who, where=where), colour=theme.HIGHLIGHT)
        if legal and self.path:
            fitting = self._fitting(legal)
            if len(self.path) > 1 or (fitting and not self._plain_targets(legal)):
                paragraph("capturing", TEXTS.tn(lang, "Capturing: click the next landing square ({n} way on).",
                                                "Capturing: click the next landing square ({n} ways on).",
                                                len(fitting)), colour=ROUTE)
            else:
                paragraph("selected", TEXTS.t(lang, "Piece on {square}: click where it goes.",
                                              square=name_of(self.path[0])), colour=ROUTE)
            wide_button("cancel", TEXTS.t(lang, "Choose another piece"), ("cancel",), style="quiet")
        elif legal and not blows:
            paragraph("how", TEXTS.t(lang, "Click one of your pieces, then the square it goes to."), colour=SOFT)
        # The last move and the draw counters, at the foot of the middle.
        lines = [last_move_text(view.last_move, lang)] if view.last_move is not None else []
        lines += [TEXTS.t(lang, "Moves without capture: {n} of {limit}", n=view.quiet_moves, limit=QUIET_LIMIT)]
        left = view.kings_only_moves_left
        if left is not None:
            lines.append(TEXTS.tn(lang, "Only kings left: a draw in {n} move", "Only kings left: a draw in {n} moves",
                                  left))
        line_h = int(size * 1.5)
        # A line that fits only in very small type (a narrow middle column, 800x600) wraps onto two instead.
        pieces = []
        for line in lines:
            px = paint.largest_fitting(line, inner.w, int(size * 0.9), bold=False)
            if theme.font(px).size(line)[0] <= inner.w and px >= int(size * 0.75):
                pieces.append((line, px, line_h, False))
            else:
                px = int(size * 0.8)
                pieces.append((line, px, Paragraph(name="", rect=pygame.Rect(inner.x, 0, inner.w, 1), text=line,
                                                   size=px).height_for(inner.w) + line_h - int(px * 1.35), True))
        y_counters = bottom_limit - sum(piece[2] for piece in pieces) - u
        if y_counters >= y:
            for i, (line, px, h, wrapped) in enumerate(pieces):
                rect = pygame.Rect(inner.x, y_counters, inner.w, h)
                widgets.append(Paragraph(name=f"counter:{i}", rect=rect, text=line, size=px, colour=SOFT) if wrapped
                               else Label(name=f"counter:{i}", rect=rect, text=line, size=px, colour=SOFT))
                y_counters += h
        return widgets

    def _plate(self, r: pygame.Rect, view: DamasView, who: int, lang: str, u: int) -> Widget:
        colour = view.colours[who]
        taken = view.removed.of("black" if colour == "white" else "white")
        active = view.turn == who
        won = view.over and view.winner == who
        name = self.seat_name(who, lang)

        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            paint.panel(surface, rect, (30, 64, 48, 215) if active else (16, 38, 30, 190), radius=rect.h // 4,
                        border=theme.GOLD if active or won else None, border_width=max(2, u // 2), shadow=False)
            icon = int(rect.h * 0.62)
            draw_draught(surface, (rect.x + rect.h // 2, rect.centery), icon, colour, False)
            small = max(8, int(rect.h * 0.36))
            stacks = (min(taken, 15) + 4) // 5
            text_x = rect.x + rect.h
            text_w = rect.w - rect.h - u - int(stacks * small * 1.1)
            paint.text_in(surface, name, pygame.Rect(text_x, rect.y + rect.h * 0.08, text_w, rect.h * 0.46),
                          paint.largest_fitting(name, text_w, paint.font_px(int(rect.h * 0.46), 0.72)), theme.IVORY, bold=True,
                          align="left")
            caption = TEXTS.t(lang, "{colour} · took {n}", colour=colour_word(colour, lang), n=taken)
            paint.text_in(surface, caption, pygame.Rect(text_x, rect.y + rect.h * 0.5, text_w, rect.h * 0.4),
                          paint.largest_fitting(caption, text_w, paint.font_px(int(rect.h * 0.4), 0.68), bold=False), SOFT,
                          align="left")
            # The captured pieces, in stacks of five at the end of the plate.
            other = "black" if colour == "white" else "white"
            step = max(2, int(small * 0.16))
            for i in range(min(taken, 15)):
                column, level = divmod(i, 5)
                x = rect.right - u - small // 2 - column * int(small * 1.1)
                y = rect.bottom - int(rect.h * 0.3) - level * step
                draw_draught(surface, (x, y), small, other, False)

        return Picture(name=f"plate:{who}", rect=pygame.Rect(r), painter=draw,
                       tooltip=TEXTS.tn(lang, "{name} has taken {n} piece", "{name} has taken {n} pieces", taken,
                                        name=name))

    # --- shell hooks ----------------------------------------------------------------------------------
    def status(self, view: DamasView, seat: Seat | None, lang: str) -> str:  # type: ignore[override]
        if view.over:
            reason = view.end_reason
            winner = view.winner
            if winner is None:
                why = {"kings_only": TEXTS.t(lang, "only kings were left for five moves each"),
                       "no_progress": TEXTS.tn(lang, "{n} move without progress", "{n} moves without progress",
                                               QUIET_LIMIT)}.get(reason or "", "")
                return TEXTS.t(lang, "A draw: {why}", why=why)
            who = self.seat_name(winner, lang)
            why = TEXTS.t(lang, "no pieces left") if reason == "no_pieces" else TEXTS.t(lang, "no move left")
            return TEXTS.t(lang, "{who} wins ({why})", who=who, why=why)
        turn = view.turn
        assert turn is not None
        who = f"{self.seat_name(turn, lang)} ({colour_word(view.colours[turn], lang).lower()})"
        if view.stage == "forced":
            return TEXTS.t(lang, "{who} must capture", who=who)
        if view.may_blow:
            return TEXTS.t(lang, "{who} may blow a piece away, force the capture, or move", who=who)
        return TEXTS.t(lang, "{who} to move", who=who)

    def seat_lines(self, view: DamasView, lang: str) -> list[str]:  # type: ignore[override]
        lines = []
        for seat in (0, 1):
            colour = view.colours[seat]
            taken = view.removed.of("black" if colour == "white" else "white")
            lines.append(TEXTS.t(lang, "{colour} · took {n}", colour=colour_word(colour, lang), n=taken))
        return lines
