"""The Ludo table: the board painted from its Tiled map, shaded pawns, the two dice with
CORONA and PLUMA faces, and the choices of a turn.

A turn: throw the dice (button), then pick a die and a piece in either order (a die
that only one piece can use, or a piece that only one die can move, is chosen by
itself). Hovering a piece that can move shows where it would land. When the piece
lands on opponents, buttons ask whether to send them to prison or to ride. After an
opponent reaches a CORONA, the pieces that may go back two squares are offered.
Pieces walk square by square to their new place.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.core import Action, Seat
from games.ludo.table_board import LUDO_RGB, BoardGeometry, board_image, load_map
from games.ludo.texts import COLOUR_WORDS, TEXTS
from games.ludo.view import (
    CORONA,
    FACES,
    PLUMA,
    PRISON,
    ROLL,
    Face,
    LudoPath,
    LudoView,
    Place,
    back_piece,
    is_back,
    is_move,
    landing_rides_on,
    move_face,
    move_landing,
    move_piece,
)
from scenes import theme
from scenes.base import GameTable
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, label_fits
from scenes.widgets.dice import DieWidget, face_label
from scenes.widgets.marker import MoveMarker, bounding
from scenes.widgets.text import Label, Paragraph, Picture

Piece = tuple[int, int]  # (seat, piece index)
PANEL = (14, 30, 24, 215)
SOFT = (170, 190, 176)
CAPTION = (214, 226, 210)
STEP_SECONDS = 0.09
JUMP_SECONDS = 0.3
SUPERSAMPLE = 3


def colour_name(colour: str, lang: str) -> str:
    return TEXTS.t(lang, COLOUR_WORDS[colour])


def colour_after_name(colour: str, lang: str) -> str:
    """A colour in brackets after a player's name, as the winner's line says it."""
    return {"red": TEXTS.tp(lang, "a colour after a name", "Red"),
            "blue": TEXTS.tp(lang, "a colour after a name", "Blue"),
            "green": TEXTS.tp(lang, "a colour after a name", "Green"),
            "yellow": TEXTS.tp(lang, "a colour after a name", "Yellow")}[colour]


def where_words(where: str, lang: str) -> str:
    """Where a piece is, for its tooltip."""
    return {"track": TEXTS.tp(lang, "where a piece is", "track"),
            "lane": TEXTS.tp(lang, "where a piece is", "lane"),
            "home": TEXTS.tp(lang, "where a piece is", "home"),
            "prison": TEXTS.tp(lang, "where a piece is", "prison")}.get(where, where)


# --- pawns ----------------------------------------------------------------------------------------
@lru_cache(maxsize=48)
def pawn_image(width: int, colour: str) -> pygame.Surface:
    """A turned wooden pawn lit from the top left: a base, a bell-shaped body, a collar and a round head."""
    w = max(8, width)
    h = int(w * 1.3)
    bw, bh = w * SUPERSAMPLE, h * SUPERSAMPLE
    image = pygame.Surface((bw, bh), pygame.SRCALPHA)
    base = LUDO_RGB[colour]
    dark = paint.blend(base, (0, 0, 0), 0.45)
    light = paint.blend(base, (255, 255, 255), 0.35)

    def box(fx: float, fy: float, fw: float, fh: float) -> pygame.Rect:
        return pygame.Rect(round(fx * bw), round(fy * bh), round(fw * bw), round(fh * bh))

    pygame.draw.ellipse(image, (0, 0, 0, 80), box(0.1, 0.84, 0.86, 0.14))
    pygame.draw.ellipse(image, dark, box(0.07, 0.76, 0.86, 0.18))
    pygame.draw.ellipse(image, base, box(0.07, 0.73, 0.86, 0.17))
    body = [(0.17, 0.82), (0.24, 0.7), (0.33, 0.56), (0.39, 0.44), (0.61, 0.44), (0.67, 0.56), (0.76, 0.7),
            (0.83, 0.82)]
    pygame.draw.polygon(image, base, [(x * bw, y * bh) for x, y in body])
    # Light down the left of the body, shade down the right.
    pygame.draw.polygon(image, light, [(x * bw, y * bh) for x, y in
                                       ((0.24, 0.8), (0.3, 0.68), (0.37, 0.56), (0.42, 0.46), (0.46, 0.46),
                                        (0.42, 0.58), (0.38, 0.7), (0.34, 0.8))])
    pygame.draw.polygon(image, paint.blend(base, (0, 0, 0), 0.25), [(x * bw, y * bh) for x, y in
                                                                     ((0.66, 0.8), (0.63, 0.68), (0.58, 0.56),
                                                                      (0.57, 0.46), (0.61, 0.44), (0.67, 0.56),
                                                                      (0.76, 0.7), (0.8, 0.8))])
    pygame.draw.ellipse(image, paint.blend(base, (0, 0, 0), 0.2), box(0.16, 0.77, 0.68, 0.1))
    pygame.draw.ellipse(image, dark, box(0.27, 0.39, 0.46, 0.09))
    pygame.draw.ellipse(image, base, box(0.27, 0.375, 0.46, 0.08))
    cx, cy, r = 0.5 * bw, 0.24 * bh, 0.23 * bw
    steps = 10
    for i in range(steps):
        t = i / (steps - 1)
        pygame.draw.circle(image, paint.blend(dark, light, 0.25 + 0.75 * t), (cx - r * 0.3 * t, cy - r * 0.3 * t),
                           max(1.0, r * (1 - 0.8 * t)))
    pygame.draw.circle(image, (255, 255, 255, 170), (cx - r * 0.38, cy - r * 0.4), r * 0.16)
    outline = [(x * bw, y * bh) for x, y in body]
    pygame.draw.lines(image, dark, False, outline[:4], max(1, bw // 60))
    pygame.draw.lines(image, dark, False, outline[4:], max(1, bw // 60))
    return paint.optimised(pygame.transform.smoothscale(image, (w, h)))


def draw_pawn(surface: pygame.Surface, colour: str, foot: tuple[int, int], width: int, alpha: int = 255) -> pygame.Rect:
    """A pawn standing with its base centred on ``foot``; returns where it was drawn."""
    image = pawn_image(width, colour)
    rect = image.get_rect()
    rect.midbottom = (foot[0], foot[1] + round(rect.h * 0.08))
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, rect)
    return rect


# --- where things are -------------------------------------------------------------------------------
def place_of(view: LudoView, seat: int, k: int) -> Place:
    piece = view.pieces[seat][k]
    colour = view.colours[seat]
    where = piece.where
    if where == "track":
        return ("track", piece.square)
    if where == "lane":
        return ("lane", colour, piece.step)
    if where == "home":
        return ("home", colour)
    return ("prison", colour, k)


def place_point(geometry: BoardGeometry, place: Place) -> tuple[int, int]:
    kind = place[0]
    if kind == "track":
        return geometry.track_rect(place[1]).center
    if kind == "lane":
        return geometry.lane_rect(place[1], place[2]).center
    if kind == "home":
        return geometry.home_point(place[1])
    return geometry.cell_point(place[1], place[2])


def walk(path: LudoPath, start: int, end: int, slot: int) -> list[Place]:
    """The places a piece passes going from progress ``start`` to ``end`` (a straight hop from or to prison)."""
    if start == PRISON or end == PRISON or start == end:
        return [path.place(start, slot), path.place(end, slot)]
    step = 1 if end > start else -1
    return [path.place(p, slot) for p in range(start, end + step, step)]


def cluster_offsets(count: int) -> list[tuple[float, float]]:
    """Where ``count`` pawns stand on one square, in square widths from its centre."""
    if count <= 1:
        return [(0.0, 0.0)]
    if count == 2:
        return [(-0.2, 0.0), (0.2, 0.0)]
    if count == 3:
        return [(-0.2, -0.12), (0.2, -0.12), (0.0, 0.16)]
    grid = [(-0.21, -0.16), (0.21, -0.16), (-0.21, 0.16), (0.21, 0.16)]
    return [grid[i % 4] for i in range(count)]


@dataclass(eq=False)
class PawnWidget(Widget):
    colour: str = "red"
    foot: tuple[int, int] = (0, 0)
    width: int = 10
    ghost: tuple[int, int] | None = None  # where it would land, shown while hovered or chosen
    ghost_width: int = 10
    chosen: bool = False
    riding: bool = False
    hidden: Any = None  # a callable: True while the piece is walking (drawn by the table's overlay)

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        if self.hidden is not None and self.hidden():
            return
        if self.clickable or self.chosen:
            ring = pygame.Rect(0, 0, int(self.width * 1.05), int(self.width * 0.42))
            ring.center = (self.foot[0], self.foot[1])
            colour = theme.GOLD if self.chosen else theme.HINT
            pygame.draw.ellipse(surface, colour, ring, max(2, self.width // 10))
        if self.highlight:
            ring = pygame.Rect(0, 0, int(self.width * 1.2), int(self.width * 0.5))
            ring.center = self.foot
            pygame.draw.ellipse(surface, theme.HIGHLIGHT, ring, max(3, self.width // 8))
        draw_pawn(surface, self.colour, self.foot, self.width)
        if self.riding:
            # A rider sits on its carrier's head: a thin gold saddle shows it.
            saddle = pygame.Rect(0, 0, int(self.width * 0.7), max(2, self.width // 6))
            saddle.midtop = (self.foot[0], self.foot[1] - self.width // 12)
            pygame.draw.ellipse(surface, theme.GOLD, saddle, max(1, self.width // 14))
        if self.ghost is not None and (self.hovered or self.chosen or self.focused):
            ring = pygame.Rect(0, 0, int(self.ghost_width * 1.1), int(self.ghost_width * 0.45))
            ring.center = self.ghost
            pygame.draw.ellipse(surface, theme.GOLD, ring, max(2, self.ghost_width // 9))
            draw_pawn(surface, self.colour, self.ghost, self.ghost_width, alpha=150)


class LudoTable(GameTable):
    game_id = "ludo"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.face: int | str | None = None
        self.piece: int | None = None
        self.choices: list[Action] = []
        self._places: dict[Piece, Place] = {}
        self._progress_of: dict[Piece, int] = {}
        self._walks: dict[Piece, list[Place]] = {}
        self._clock = 0.0
        self._duration = 0.0
        self._geometry: BoardGeometry | None = None
        self._view: LudoView | None = None

    def reset_selection(self) -> None:
        self.face = None
        self.piece = None
        self.choices = []

    # --- animation: pieces walk to their new place -----------------------------------------------
    def _follow(self, view: LudoView) -> None:
        places: dict[Piece, Place] = {}
        progress: dict[Piece, int] = {}
        for seat, pieces in enumerate(view.pieces):
            for k, piece in enumerate(pieces):
                places[(seat, k)] = place_of(view, seat, k)
                progress[(seat, k)] = piece.progress
        if self._places and set(places) == set(self._places) and places != self._places:
            walks = {}
            for piece, place in places.items():
                if place != self._places[piece]:
                    walks[piece] = walk(view.paths[piece[0]], self._progress_of[piece], progress[piece], piece[1])
            longest = max(len(w) for w in walks.values())
            self._walks = walks
            self._clock = 0.0
            self._duration = JUMP_SECONDS if longest <= 2 else min(1.2, STEP_SECONDS * (longest - 1))
        self._places = places
        self._progress_of = progress

    @property
    def animating(self) -> bool:
        return bool(self._walks)

    def update(self, dt: float) -> bool:
        if not self._walks:
            return False
        self._clock += dt
        if self._clock >= self._duration:
            self._walks = {}
        return True

    def _walking(self, piece: Piece) -> bool:
        return piece in self._walks

    def _paint_walks(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        geometry = self._geometry
        if geometry is None or not self._walks or self._view is None:
            return
        t = min(1.0, self._clock / self._duration) if self._duration else 1.0
        width = int(geometry.square * 0.8)
        for (seat, _k), places in sorted(self._walks.items()):
            points = [place_point(geometry, p) for p in places]
            position = t * (len(points) - 1)
            i = min(len(points) - 2, int(position))
            f = position - i
            a, b = points[i], points[i + 1]
            x, y = a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
            hop = int(geometry.square * 0.25 * (1 - (2 * f - 1) ** 2))  # a little hop from square to square
            draw_pawn(surface, self._view.colours[seat], (round(x), round(y + width * 0.5) - hop), width)

    # --- choices ---------------------------------------------------------------------------------------
    @staticmethod
    def _moves(legal: list[Action]) -> list[Action]:
        return [a for a in legal if is_move(a)]

    def _chosen_face(self, legal: list[Action]) -> int | str | None:
        """The die in use: the one clicked, or the only one any piece can use."""
        faces = {move_face(a) for a in self._moves(legal)}
        if self.face in faces:
            return self.face
        return next(iter(faces)) if len(faces) == 1 else None

    def _resolve(self, face: int | str, k: int, legal: list[Action]) -> Action | None:
        actions = [a for a in self._moves(legal) if move_face(a) == face and move_piece(a) == k]
        if len(actions) == 1:
            self.reset_selection()
            return actions[0]
        self.face, self.piece, self.choices = face, k, actions
        return None

    def on_intent(self, intent: Any, view: LudoView, seat: Seat, legal: list[Action]) -> Action | None:
        if isinstance(intent, Action):
            if intent in legal:
                self.reset_selection()
                return intent
            return None
        if intent == ("cancel",):
            self.reset_selection()
            return None
        if not isinstance(intent, tuple) or len(intent) != 2:
            return None
        kind, value = intent
        moves = self._moves(legal)
        if kind == "die":
            if self.face == value and not self.choices:
                self.face = None
                return None
            self.face, self.choices = value, []
            if self.piece is not None and any((move_face(a), move_piece(a)) == (value, self.piece) for a in moves):
                return self._resolve(value, self.piece, legal)
            self.piece = None
            return None
        if kind == "piece":
            faces = [f for f in FACES if any((move_face(a), move_piece(a)) == (f, value) for a in moves)]
            face = self._chosen_face(legal)
            if face in faces:
                return self._resolve(face, value, legal)
            if len(faces) == 1:
                return self._resolve(faces[0], value, legal)
            if faces:
                self.piece, self.face, self.choices = value, None, []
        return None

    # --- layout ----------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: LudoView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        self._view = view
        self._follow(view)
        if self.choices and not all(a in legal for a in self.choices):
            self.reset_selection()
        u = max(3, min(rect.w, rect.h) // 100)
        # The panel beside the board while the window is about square or wider, below it when tall.
        wide = rect.w >= rect.h * 0.95
        if wide:
            panel_w = min(max(rect.w - rect.h - 2 * u, 34 * u), int(rect.w * 0.45))
            side_board = min(rect.h, rect.w - panel_w - 2 * u)
            board_area = pygame.Rect(rect.x, rect.y, side_board, rect.h)
            panel = pygame.Rect(board_area.right + 2 * u, rect.y, rect.right - board_area.right - 2 * u, rect.h)
        else:
            side_board = min(rect.w, int(rect.h * 0.66))
            board_area = pygame.Rect(rect.x, rect.y, rect.w, side_board)
            panel = pygame.Rect(rect.x, board_area.bottom + 2 * u, rect.w, rect.bottom - board_area.bottom - 2 * u)
        frame_pad = max(3, side_board // 40)
        # The frame's drop shadow falls below and right of it: room for it inside the table's rectangle
        # (it fell over the status line).
        shadow = max(2, frame_pad * 2 // 3)
        side = side_board - 2 * frame_pad - shadow
        board = pygame.Rect(0, 0, side, side)
        board.center = (board_area.centerx - shadow // 2, board_area.centery - shadow // 2)
        geometry = BoardGeometry(board, load_map())
        self._geometry = geometry
        playing = tuple(view.colours)
        widgets: list[Widget] = []

        def paint_board(surface: pygame.Surface, r: pygame.Rect) -> None:
            paint.panel(surface, r.inflate(frame_pad * 2, frame_pad * 2), theme.WOOD, radius=frame_pad * 2,
                        border=theme.WOOD_DARK, border_width=max(1, frame_pad // 3))
            surface.blit(board_image(r.w, playing), r.topleft)

        widgets.append(Picture(name="board", rect=pygame.Rect(board), painter=paint_board))
        widgets += self._pawns(geometry, view, seat, legal, lang)
        widgets.append(Picture(name="walking", rect=pygame.Rect(board), painter=self._paint_walks))
        widgets += self._panel(panel, view, seat, legal, lang, u)
        if not legal and not view.over:
            widgets += self._markers(geometry, view, widgets)
        return widgets

    def _pawns(self, geometry: BoardGeometry, view: LudoView, seat: Seat | None, legal: list[Action],
               lang: str) -> list[Widget]:
        square = geometry.square
        face = self._chosen_face(legal)
        moves = self._moves(legal)
        backs = {back_piece(a): a for a in legal if is_back(a)}
        ends = {(move_face(m.action), m.piece): m.end for m in view.moves if is_move(m.action)}
        back_ends = {m.piece: m.end for m in view.moves if is_back(m.action)}
        movable: dict[int, list[Face]] = {}
        for a in moves:
            movable.setdefault(move_piece(a), [])
            if move_face(a) not in movable[move_piece(a)]:
                movable[move_piece(a)].append(move_face(a))
        first_in_prison = None
        if seat is not None:
            prisoners = [k for k, p in enumerate(view.pieces[seat]) if p.where == "prison"]
            first_in_prison = prisoners[0] if prisoners else None
        # Group the pieces that stand on their own by place; riders go on top of their carrier.
        groups: dict[Place, list[Piece]] = {}
        riders: dict[Piece, list[Piece]] = {}
        for s, pieces in enumerate(view.pieces):
            for k, piece in enumerate(pieces):
                if piece.riding is not None:
                    riders.setdefault(piece.riding, []).append((s, k))
                else:
                    groups.setdefault(place_of(view, s, k), []).append((s, k))
        feet: dict[Piece, tuple[tuple[int, int], int]] = {}
        depth: dict[Piece, tuple[int, int]] = {}  # drawing order: the carrier's row, then up the stack
        for place, group in groups.items():
            centre = place_point(geometry, place)
            single = len(group) == 1 and place[0] != "prison"
            width = int(square * (0.95 if place[0] == "prison" else 0.8 if single else 0.6))
            offsets = [(0.0, 0.0)] if place[0] == "prison" else cluster_offsets(len(group))
            for (dx, dy), piece in zip(offsets, group, strict=True):
                foot = (round(centre[0] + dx * square), round(centre[1] + dy * square + width * 0.5))
                feet[piece] = (foot, width)
                depth[piece] = (foot[1], 0)

        def seat_riders(carrier: Piece) -> None:
            foot, width = feet[carrier]
            for i, rider in enumerate(riders.get(carrier, [])):
                rider_foot = (foot[0] + int(width * 0.12 * i), foot[1] - int(width * 0.78))
                feet[rider] = (rider_foot, int(width * 0.9))
                depth[rider] = (depth[carrier][0], depth[carrier][1] + 1 + i)
                seat_riders(rider)

        for carrier in list(feet):
            seat_riders(carrier)
        widgets: list[Widget] = []
        for piece in sorted(feet, key=lambda p: (depth[p], p)):
            s, k = piece
            foot, width = feet[piece]
            colour = view.colours[s]
            intent: Any = None
            ghost_place: Place | None = None
            progress = view.pieces[s][k].progress
            if s == seat and backs.get(k) is not None:
                intent = backs[k]
                ghost_place = view.paths[s].place(back_ends[k], k)
            elif s == seat and (k in movable or (progress == PRISON and first_in_prison in movable)):
                target_k = k if k in movable else first_in_prison
                faces = movable[target_k]
                if face is None or face in faces:
                    intent = ("piece", target_k)
                    use = face if face in faces else faces[0] if len(faces) == 1 else None
                    if self.piece == target_k and self.face in faces:
                        use = self.face
                    if use is not None:
                        end = ends.get((use, target_k))
                        if end is not None:
                            ghost_place = view.paths[s].place(end, target_k)
            ghost = None
            if ghost_place is not None:
                centre = place_point(geometry, ghost_place)
                ghost = (centre[0], centre[1] + round(square * 0.4))
            image_h = int(width * 1.3)
            rect = pygame.Rect(0, 0, width, image_h)
            rect.midbottom = foot
            where = view.pieces[s][k].where
            tooltip = TEXTS.t(lang, "{colour} piece {number} ({where})", colour=colour_name(colour, lang),
                              number=k + 1, where=where_words(where, lang))
            widgets.append(PawnWidget(
                name=f"piece:{s},{k}", rect=rect, intent=intent, colour=colour, foot=foot, width=width,
                ghost=ghost, ghost_width=int(square * 0.8), chosen=s == seat and self.piece == k,
                riding=view.pieces[s][k].riding is not None, tooltip=tooltip,
                hidden=lambda piece=piece: self._walking(piece)))
        return widgets

    # --- the side panel ----------------------------------------------------------------------------------
    def _panel(self, panel: pygame.Rect, view: LudoView, seat: Seat | None, legal: list[Action], lang: str,
               u: int) -> list[Widget]:
        widgets: list[Widget] = [Picture(name="side", rect=pygame.Rect(panel),
                                         painter=lambda s, r: paint.panel(s, r, PANEL, radius=2 * u, shadow=False))]
        inner = panel.inflate(-3 * u, -3 * u)
        row_h = max(22, min(int(inner.h * 0.085), 7 * u))
        size = paint.font_px(row_h, 0.45)
        y = inner.y
        acting = view.to_act[0] if view.to_act else None

        # Whose turn.
        head_h = int(row_h * 1.2)
        if acting is not None or view.over:
            who = view.winner if view.over else acting
            colour = view.colours[who]
            title = (TEXTS.t(lang, "{who} wins!", who=self.seat_name(who, lang))
                     if view.over else self.seat_name(who, lang))

            def head(surface: pygame.Surface, r: pygame.Rect, colour: str = colour, title: str = title) -> None:
                draw_pawn(surface, colour, (r.x + r.h // 3, r.bottom - r.h // 8), int(r.h * 0.6))
                paint.text_in(surface, title, pygame.Rect(r.x + r.h * 0.8, r.y, r.w - r.h, r.h),
                              paint.font_px(r.h, 0.5), theme.GOLD, bold=True, align="left")

            widgets.append(Picture(name="turn", rect=pygame.Rect(inner.x, y, inner.w, head_h), painter=head,
                                   tooltip=colour_name(colour, lang)))
            y += head_h + u

        # The dice tray.
        tray_h = max(12 * u, min(int(inner.w * 0.34), int(inner.h * 0.24)))
        tray = pygame.Rect(inner.x, y, inner.w, tray_h)
        widgets.append(Picture(name="tray", rect=tray, painter=lambda s, r: paint.panel(
            s, r, (10, 50, 34, 230), radius=r.h // 6, border=theme.WOOD, border_width=max(2, u), shadow=False)))
        widgets += self._dice(tray, view, legal, lang)
        y = tray.bottom + u

        def paragraph(name: str, message: str, colour: tuple[int, int, int] = CAPTION, bold: bool = False,
                      small: bool = False) -> None:
            nonlocal y
            px = int(size * 0.9) if small else size
            height = Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, 1), text=message, size=px,
                               bold=bold).height_for(inner.w)
            height = min(height, max(0, inner.bottom - y))
            widgets.append(Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, height), text=message,
                                     size=px, colour=colour, bold=bold))
            y += height + u

        def wide_button(name: str, label: str, intent: Any, style: str = "normal") -> None:
            nonlocal y
            widgets.append(button(name, pygame.Rect(inner.x, y, inner.w, row_h), label, intent, style=style))
            y += row_h + u

        moves = self._moves(legal)
        face = self._chosen_face(legal)
        if ROLL in legal:
            label = (TEXTS.t(lang, "Throw to see who starts") if view.phase == "rolloff"
                     else TEXTS.t(lang, "Throw the dice"))
            if view.phase == "rolloff" and not label_fits(label, pygame.Rect(inner.x, y, inner.w, row_h), True):
                label = TEXTS.t(lang, "Throw: who starts?")  # a narrow panel (800x600)
                if not label_fits(label, pygame.Rect(inner.x, y, inner.w, row_h), True):  # narrower still (640x480)
                    paragraph("rolloff_hint", TEXTS.t(lang, "Who starts? The highest throw."), small=True)
                    label = TEXTS.t(lang, "Throw")
            wide_button("roll", label, ROLL, style="primary")
        elif self.choices:
            paragraph("land_title", TEXTS.t(lang, "Opponents on that square:"),
                      colour=theme.HIGHLIGHT, bold=True)
            for action in self.choices:
                suffix = move_landing(action)
                rides_on = landing_rides_on(suffix)
                if suffix[:1] == ("prison",):
                    wide_button("land:prison", TEXTS.t(lang, "Send them to prison"), action,
                                style="danger")
                elif rides_on is not None:
                    other = colour_name(rides_on, lang)
                    wide_button(f"land:ride:{rides_on}", TEXTS.t(lang, "Ride on {other}", other=other),
                                action, style="primary")
            wide_button("cancel", TEXTS.t(lang, "Choose again"), ("cancel",), style="quiet")
        elif any(is_back(a) for a in legal):
            paragraph("retreat", TEXTS.t(lang, "A rival reached a CORONA: pick one of your pieces to go back two squares."),
                      colour=theme.HIGHLIGHT)
        elif moves:
            if self.piece is not None and face is None:
                text = TEXTS.t(lang, "Piece {number}: now pick a die.", number=self.piece + 1)
            elif face is None:
                text = TEXTS.t(lang, "Pick a die, then a piece (or a piece, then a die).")
            else:
                text = TEXTS.t(lang, "{face}: pick a piece. Hover it to see where it lands.", face=face_label(face, lang))
            paragraph("how", text, colour=CAPTION)
            if face is not None:
                paragraph("face_help", face_help(face, lang), colour=SOFT, small=True)
        elif acting is not None and view.retreat is not None:
            paragraph("retreat_wait", TEXTS.t(lang, "{who} moves a piece back two squares.", who=self.seat_name(acting, lang)),
                      colour=SOFT)
        # What the last action did.
        for i, line in enumerate(event_lines(view, lang, self.seat_name)):
            paragraph(f"event:{i}", line, colour=theme.HIGHLIGHT if i == 0 else SOFT, small=True)
        parts = []
        for s, throw in view.rolloff:
            points = sum(f for f in throw if isinstance(f, int))
            parts.append(f"{self.seat_name(s, lang)}: {points}")
        if view.phase == "rolloff" and parts:
            paragraph("rolloff", TEXTS.t(lang, "Who starts: {throws}", throws=", ".join(parts)), colour=SOFT, small=True)
        elif view.phase == "rolloff" and view.rolled_by is not None:
            # Everyone has thrown and the best were equal: the throws are gone, so say why it starts again.
            paragraph("rolloff", TEXTS.t(lang, "A tie for the lead: those who tied throw again."),
                      colour=theme.HIGHLIGHT, small=True)
        elif view.phase == "play" and view.turns == 0 and parts and view.turn is not None:
            # The throw-off is decided and nobody has played yet: who starts, and why.
            first = self.seat_name(view.turn, lang)
            paragraph("rolloff", TEXTS.t(lang, "{first} starts ({throws})", first=first, throws=", ".join(parts)),
                      colour=SOFT, small=True)
        widgets += self._legend(pygame.Rect(inner.x, y, inner.w, inner.bottom - y), lang, u)
        return widgets

    def _legend(self, area: pygame.Rect, lang: str, u: int) -> list[Widget]:
        """What the special faces do, at the foot of the panel while there is room."""
        rows = [("corona", TEXTS.t(lang, "Frees a piece, or jumps to the next CORONA: the others go back two squares.")),
                ("pluma", TEXTS.t(lang, "Jumps to the next PLUMA.")),
                (1, TEXTS.t(lang, "Two 1s: rivals two squares behind you go to prison."))]
        size = max(9, min(int(u * 2.2), area.w // 24))
        die = int(size * 2.6)
        heights = [max(die, Paragraph(name="", rect=pygame.Rect(0, 0, area.w - die - u, 1), text=text,
                                      size=size).height_for(area.w - die - 2 * u)) for _, text in rows]
        total = sum(heights) + u * (len(rows) + 1)
        if total > area.h:
            return []
        widgets: list[Widget] = []
        y = area.bottom - total + u
        for (face, text), height in zip(rows, heights, strict=True):
            widgets.append(DieWidget(name=f"legend:{face}", rect=pygame.Rect(area.x, y, die, die), face=face))
            widgets.append(Paragraph(name=f"legend_text:{face}", rect=pygame.Rect(area.x + die + u, y, area.w - die - u,
                                                                                  height),
                                     text=text, size=size, colour=SOFT))
            y += height + u
        return widgets

    def _dice(self, tray: pygame.Rect, view: LudoView, legal: list[Action], lang: str) -> list[Widget]:
        rolled = view.rolled
        unused = Counter(view.dice)
        moves = self._moves(legal)
        usable = {move_face(a) for a in moves}
        face = self._chosen_face(legal)
        die = int(min(tray.h * 0.7, tray.w * 0.36))
        gap = die // 3
        x0 = tray.centerx - die - gap // 2
        widgets: list[Widget] = []
        mine = view.rolled_by is not None and view.rolled_by in view.to_act
        for i in range(2):
            value = rolled[i] if i < len(rolled) else None
            used = True
            if value is not None and unused[value] > 0 and mine and view.phase == "play":
                unused[value] -= 1
                used = False
            rect = pygame.Rect(x0 + i * (die + gap), tray.centery - die // 2, die, die)
            intent = ("die", value) if value in usable and len(usable) > 1 and not used else None
            tip = face_help(value, lang) if value is not None else ""
            widgets.append(DieWidget(name=f"die:{i}", rect=rect, intent=intent, face=value, used=used and value is not None
                                     and view.phase == "play", selected=value is not None and not used
                                     and face == value and len(usable) > 1, tooltip=tip))
        if view.rolled_by is not None and rolled:
            who = self.seat_name(view.rolled_by, lang)
            widgets.append(Label(name="rolled_by", rect=pygame.Rect(tray.x, tray.bottom - tray.h // 6, tray.w,
                                                                   tray.h // 6),
                                 text=TEXTS.t(lang, "{who}'s throw", who=who), size=max(9, tray.h // 10),
                                 colour=SOFT, align="center"))
        return widgets

    def _markers(self, geometry: BoardGeometry, view: LudoView, widgets: list[Widget]) -> list[Widget]:
        """Invisible markers for the moves the seat to act may make, so the shell can show a computer's choice."""
        acting = view.to_act[0]
        tray = next(w.rect for w in widgets if w.name == "tray")
        markers: list[Widget] = []
        if view.must_roll:
            return [MoveMarker(name="marker:roll", rect=pygame.Rect(tray), rings=[pygame.Rect(tray)],
                               extra={"action": ROLL})]
        square = int(geometry.square)

        def box(point: tuple[int, int]) -> pygame.Rect:
            r = pygame.Rect(0, 0, square, square)
            r.center = point
            return r

        path = view.paths[acting]
        for landing in view.moves:  # the seat to act's moves and retreats, with where each ends
            k = landing.piece
            start = place_point(geometry, place_of(view, acting, k))
            target = place_point(geometry, path.place(landing.end, k))
            rings = [box(start), box(target)]
            markers.append(MoveMarker(name=f"marker:{landing.action.encode()}", rect=bounding(rings),
                                      points=[start, target], rings=rings, extra={"action": landing.action}))
        return markers

    # --- shell hooks -------------------------------------------------------------------------------------
    def refusal(self, name: str, view: LudoView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if not name.startswith("piece:") or not legal:
            return None
        owner = int(name.split(":")[1].split(",")[0])
        if owner != seat:
            colour = colour_name(view.colours[seat], lang).lower()
            return TEXTS.t(lang, "That piece is not yours: your colour is {colour}.", colour=colour)
        if ROLL in legal:
            return TEXTS.t(lang, "Throw the dice first.")
        if any(is_back(a) for a in legal):
            return TEXTS.t(lang, "That piece cannot go back two squares.")
        return TEXTS.t(lang, "That piece cannot use these dice now.")

    def status(self, view: LudoView, seat: Seat | None, lang: str) -> str:
        if view.over:
            who = view.winner
            return TEXTS.t(lang, "{who} ({colour}) wins", who=self.seat_name(who, lang),
                           colour=colour_after_name(view.colours[who], lang))
        acting = view.to_act[0]
        who = f"{self.seat_name(acting, lang)} ({colour_name(view.colours[acting], lang).lower()})"
        if view.retreat is not None:
            return TEXTS.t(lang, "{who} moves a piece back two squares", who=who)
        if view.phase == "rolloff":
            return TEXTS.t(lang, "{who} throws to see who starts", who=who)
        if view.must_roll:
            return TEXTS.t(lang, "{who} throws the dice", who=who)
        dice = " + ".join(face_label(f, lang) for f in view.dice)
        return TEXTS.t(lang, "{who} plays {dice}", who=who, dice=dice)

    def seat_lines(self, view: LudoView, lang: str) -> list[str]:
        lines = []
        for seat, pieces in enumerate(view.pieces):
            home = sum(1 for p in pieces if p.where == "home")
            colour = colour_name(view.colours[seat], lang)
            lines.append(TEXTS.t(lang, "{colour} · home {home}/4", colour=colour, home=home))
        return lines


def face_help(face: int | str, lang: str) -> str:
    if face == CORONA:
        return TEXTS.t(lang, "CORONA: frees a piece, or jumps to the next CORONA (the others go back two squares).")
    if face == PLUMA:
        return TEXTS.t(lang, "PLUMA: jumps to the next PLUMA.")
    return TEXTS.tn(lang, "{n}: moves a piece {n} square.", "{n}: moves a piece {n} squares.", int(face))


def event_lines(view: LudoView, lang: str, seat_name: Any) -> list[str]:
    """Sentences for what the last action did (prison, rides, retreats, double 1)."""
    lines = []
    colours = view.colours
    for event in view.events:
        kind = event.kind
        who = seat_name(event.seat, lang)
        if kind == "double_one":
            count = len(event.pieces)
            lines.append(TEXTS.t(lang, "Double 1! {who} sends {count} to prison.", who=who, count=count))
        elif kind == "prison" and event.pieces:
            count = len(event.pieces)
            lines.append(TEXTS.t(lang, "{who} sends {count} to prison.", who=who, count=count))
        elif kind == "ride" and event.on is not None:
            carrier = colour_name(colours[event.on[0]], lang)
            lines.append(TEXTS.t(lang, "{who} rides on {carrier}.", who=who, carrier=carrier))
        elif kind == "back":
            lines.append(TEXTS.t(lang, "{who} goes back two squares.", who=who))
        elif kind == "free":
            lines.append(TEXTS.t(lang, "{who} frees a piece.", who=who))
    events = view.events
    if (len(events) == 1 and events[0].kind == "roll" and view.phase == "play" and view.turns > 0
            and not view.over and view.turn not in (None, events[0].seat)):
        # A throw that none of the pieces could use: the turn passed at once, so say so.
        dice = " + ".join(face_label(f, lang) for f in events[0].dice)
        who = seat_name(events[0].seat, lang)
        lines.append(TEXTS.t(lang, "{who} could not use {dice}: the turn passes.", who=who, dice=dice))
    return lines
