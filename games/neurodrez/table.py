"""The NeuroDrez table: the 7x7 board where the terrain grows tile by tile (and shrinks in sudden
death), a plate per player, the three dice, the seat's tiles in hand, its pieces waiting off the
terrain and its two cards.

Playing by clicks, in the turn's order:
- the dice (or the Roll button) throw them; before that, with 18 tiles laid, a button calls early
  sudden death;
- a tile of one's hand, then a glowing cell, lays it (sudden death: a glowing tile is taken away);
- a piece (on the terrain, or waiting beside it), then a glowing tile, moves or enters it; when the
  die and a card (or two cards) could each back it, the ones that can glow and one is clicked;
- with no move at all, a click on one of one's pieces withdraws it (or the button, with none).

What the view tells is on show: tiles frame themselves in the colour they show and keep their
printed colour's circle (covered by the conqueror's marker); a piece conquering a tile wears a
flag, a piece an enemy could take by its own move a red ring; the tiles conquered this turn glow.
The dice tumble when thrown and stay on show until the next throw. Pieces slide.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.view import Event
from games.neurodrez.table_pieces import FELT, TILE_COLOURS, die_face, draw_piece, draw_tile
from games.neurodrez.texts import CARD_NAMES, TEXTS
from games.neurodrez.view import (
    COLOUR_NAMES,
    DIE,
    ENTER,
    FACE_NAMES,
    KIND_NAMES,
    MOVE,
    PLACE,
    REMOVE,
    ROLL,
    SUDDEN,
    SURFACE_NAMES,
    WITHDRAW,
    NeuroDrezView,
    PieceView,
    Play,
    TileView,
    piece_colour,
    piece_kind,
    read,
    tile_colour,
    tile_surface,
    via_card,
)
from scenes import motion, theme
from scenes.cards.pieces import MovingTable, pile_painter
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_size_for, card_widget
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.grid import GridCell, GridStyle, board_and_panel, grid_widgets, square_fit
from scenes.widgets.piece_slide import PieceSlide
from scenes.widgets.text import Label, Paragraph, Picture

SLIDE_SECONDS = 0.4
ROLL_SECONDS = 0.8
SOFT = (214, 206, 186)
SIZE = 7
# Hints in orange: they must show on the dark felt and on the light tiles alike.
STYLE = GridStyle(cell=FELT, line=(36, 60, 52), hint=(255, 140, 0))


def cell_text(cell: int) -> str:
    return "abcdefg"[cell % SIZE] + str(cell // SIZE + 1)


def to_cell(row: int, col: int) -> int:
    return (SIZE - 1 - row) * SIZE + col


def colour_word(colour: int, lang: str) -> str:
    return TEXTS.t(lang, COLOUR_NAMES[colour])


def piece_word(piece: int, lang: str) -> str:
    return TEXTS.t(
        lang,
        "{colour} {piece}",
        colour=colour_word(piece_colour(piece), lang),
        piece=TEXTS.t(lang, KIND_NAMES[piece_kind(piece)]),
    )


def tile_word(tile: int, lang: str) -> str:
    return TEXTS.t(
        lang,
        "{colour} {surface}",
        colour=colour_word(tile_colour(tile), lang),
        surface=TEXTS.t(lang, SURFACE_NAMES[tile_surface(tile)]),
    )


@dataclass(frozen=True, slots=True)
class Option:
    action: Action
    play: Play


class NeuroDrezTable(MovingTable):
    game_id = "neurodrez"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.chosen_tile: int | None = None
        self.chosen_piece: int | None = None  # a piece id, on the terrain or waiting
        self.target: int | None = None  # a cell chosen, waiting for the die or a card
        self._pieces: dict[int, PieceView] = {}
        self._tiles: dict[int, TileView] = {}
        self._seen: tuple[Seat | None, int, Event | None] | None = None
        self._slide: PieceSlide[PieceView] = PieceSlide(SLIDE_SECONDS)
        self._roll = 1.0
        self._cells: dict[int, pygame.Rect] = {}
        self._glow: set[int] = set()
        self._movers: set[int] = set()
        self._marked: set[int] = set()
        self._claimed: set[int] = set()
        self._entry_from: pygame.Rect | None = None

    def reset_selection(self) -> None:
        self.chosen_tile = self.chosen_piece = self.target = None

    # --- motion ------------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return super().animating or self._slide.progress < 1.0 or self._roll < 1.0

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        changed = self._slide.advance(dt) or changed
        if self._roll < 1.0:
            step = min(dt, motion.FIRST_STEP) if self._roll == 0.0 else dt
            self._roll = min(1.0, self._roll + step / ROLL_SECONDS)
            changed = True
        return changed

    def handle_event(self, event: pygame.event.Event, may_act: bool) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and (self._slide.progress < 1.0 or self._roll < 1.0):
            self._slide.finish()
            self._roll = 1.0
            self._landed = True
        super().handle_event(event, may_act)

    def _follow(self, view: NeuroDrezView, seat: Seat | None) -> None:
        """Start the slide of the last piece action, or the dice's tumble, when the view is the last
        one seen plus that action."""
        pieces = {p.cell: p for p in view.pieces}
        seen = (seat, view.turn, view.last)
        fresh = self._seen is not None and self._seen[0] == seat and seen[1:] != self._seen[1:]
        kind = view.last.action.kind if view.last is not None and view.last.action is not None else None
        if fresh and kind in (ENTER, MOVE) and view.last_move is not None and view.last_move[1] >= 0:
            self._slide.start(view.last_move, self._pieces)
        elif fresh and kind == ROLL:
            self._roll = 0.0 if motion.enabled() else 1.0
        elif not fresh and (self._seen is None or self._seen[0] != seat):
            self._slide.finish()
            self._roll = 1.0
        self._seen = seen
        self._pieces = pieces

    # --- options ---------------------------------------------------------------------------------
    @staticmethod
    def _options(legal: list[Action]) -> list[Option]:
        found = []
        for action in legal:
            play = read(action)
            if play is not None:
                found.append(Option(action, play))
        return found

    def _piece_options(self, options: list[Option]) -> list[Option]:
        """The entries and moves of the chosen piece."""
        if self.chosen_piece is None:
            return []
        found = []
        for o in options:
            if o.play.kind == ENTER and o.play.piece == self.chosen_piece:
                found.append(o)
            elif o.play.kind == MOVE:
                mover = self._pieces.get(o.play.origin)
                if mover is not None and mover.piece == self.chosen_piece:
                    found.append(o)
        return found

    def _drop_stale(self, options: list[Option]) -> None:
        if self.chosen_tile is not None and not any(o.play.tile == self.chosen_tile for o in options):
            self.chosen_tile = None
        if self.chosen_piece is not None and not self._piece_options(options):
            self.chosen_piece = self.target = None

    def _choosing_via(self, options: list[Option]) -> list[Option]:
        if self.target is None:
            return []
        found = [o for o in self._piece_options(options) if o.play.target == self.target]
        return found if len(found) > 1 else []

    # --- building --------------------------------------------------------------------------------
    def build(  # type: ignore[override]
        self, rect: pygame.Rect, view: NeuroDrezView, seat: Seat | None, legal: list[Action]
    ) -> list[Widget]:
        self._follow(view, seat)
        self._tiles = {t.cell: t for t in view.terrain}
        lang = self.lang
        options = self._options(legal)
        self._drop_stale(options)
        u = max(4, min(rect.w, rect.h) // 100)
        board_area, side = board_and_panel(rect.inflate(-2 * u, -2 * u), u, least_panel=int(rect.w * 0.42))
        widgets = self._board(board_area, view, options, lang, u)
        widgets += self._side(side, view, seat, legal, options, lang, u)
        return self.staged(rect, seat, widgets)

    def _board(self, area: pygame.Rect, view: NeuroDrezView, options: list[Option], lang: str, u: int) -> list[Widget]:
        kinds = {o.play.kind for o in options}
        glow: set[int] = set()
        clickable: set[int] = set()
        if PLACE in kinds and self.chosen_tile is not None:
            glow = {o.play.target for o in options if o.play.kind == PLACE and o.play.tile == self.chosen_tile}
        elif PLACE in kinds:
            glow = set(view.placeable)
            clickable = set(glow)
        if REMOVE in kinds:
            glow = {o.play.target for o in options if o.play.kind == REMOVE}
        if WITHDRAW in kinds:
            clickable |= {o.play.target for o in options if o.play.kind == WITHDRAW and o.play.target >= 0}
        chosen = self._piece_options(options)
        if chosen:
            glow = {o.play.target for o in chosen}
        movers = {o.play.origin for o in options if o.play.kind == MOVE}
        clickable |= glow | movers
        self._glow = glow
        self._movers = movers | {o.play.target for o in options if o.play.kind == WITHDRAW} if not chosen else set()
        self._marked = {c for c in (view.last_move or ()) if c >= 0}
        self._claimed = set(view.claimed)
        board = square_fit(area, SIZE, SIZE, margin_cells=0.3)
        to_rc = {c: (SIZE - 1 - c // SIZE, c % SIZE) for c in range(SIZE * SIZE)}
        chosen_cell = next((p.cell for p in view.pieces if p.piece == self.chosen_piece), None)
        widgets = grid_widgets(
            board,
            SIZE,
            SIZE,
            clickable=[to_rc[c] for c in clickable] if options else [],
            hints=[to_rc[c] for c in glow],
            highlights=[to_rc[chosen_cell]] if chosen_cell is not None else [],
            painter=self._paint_cell,
            style=STYLE,
        )
        self._cells = {}
        for widget in widgets:
            if isinstance(widget, GridCell):
                cell = to_cell(widget.row, widget.col)
                self._cells[cell] = widget.rect
                widget.tooltip = self._cell_tip(cell, lang)
        self._entry_from = pygame.Rect(board.x, board.bottom, board.w // SIZE, board.h // SIZE)
        widgets.append(Picture(name="slides", rect=board, painter=self._paint_slide))
        return widgets

    def _cell_tip(self, cell: int, lang: str) -> str:
        tile = self._tiles.get(cell)
        piece = self._pieces.get(cell)
        if tile is None:
            return cell_text(cell)
        words = f"{cell_text(cell)} · {tile_word(tile.tile, lang)}"
        if tile.marker is not None:
            words += " · " + TEXTS.t(lang, "conquered by {colour}", colour=colour_word(tile.marker, lang))
        if piece is not None:
            words += " · " + piece_word(piece.piece, lang)
            if piece.safe:
                words += " · " + TEXTS.t(lang, "safe on its own colour")
            else:
                words += " · " + TEXTS.t(lang, "conquering this tile")
            if piece.threatened_by:
                words += " · " + TEXTS.t(lang, "an enemy piece can take it")
        return words

    def _paint_cell(self, surface: pygame.Surface, widget: GridCell) -> None:
        cell = to_cell(widget.row, widget.col)
        r = widget.rect
        tile = self._tiles.get(cell)
        piece = self._slide.shown(cell, self._pieces.get(cell))  # a piece taken stays until the mover lands
        if tile is not None:
            draw_tile(surface, r, tile_colour(tile.tile), tile.colour, tile.surface, tile.marker, piece is not None)
            if cell in self._claimed:
                pygame.draw.rect(surface, theme.GOLD, r.inflate(-2, -2), max(2, r.w // 14), border_radius=r.w // 8)
        if cell in self._marked:
            wash = pygame.Surface(r.size, pygame.SRCALPHA)
            wash.fill((255, 214, 92, 60))
            surface.blit(wash, r.topleft)
        if piece is not None and cell in self._movers:
            pygame.draw.rect(surface, theme.HINT, r.inflate(-4, -4), max(1, r.w // 24), border_radius=r.w // 8)
        if piece is not None:
            if piece.threatened_by:
                pygame.draw.circle(surface, theme.DANGER, r.center, int(r.w * 0.42), max(2, r.w // 16))
            draw_piece(surface, (r.centerx, r.centery + r.h * 0.04), int(r.h * 0.8), piece.colour, piece.kind)
            if not piece.safe:  # conquering: a little flag of its colour
                pole = (r.x + r.w * 0.78, r.y + r.h * 0.55)
                pygame.draw.line(surface, theme.INK, pole, (pole[0], pole[1] - r.h * 0.3), max(1, r.w // 30))
                flag = [
                    (pole[0], pole[1] - r.h * 0.3),
                    (pole[0] + r.w * 0.16, pole[1] - r.h * 0.24),
                    (pole[0], pole[1] - r.h * 0.18),
                ]
                pygame.draw.polygon(surface, paint.blend(theme.GOLD, (255, 255, 255), 0.2), flag)

    def _paint_slide(self, surface: pygame.Surface, _: pygame.Rect) -> None:
        if not self._slide.sliding:
            return
        assert self._slide.move is not None
        origin, target = self._slide.move
        piece = self._pieces.get(target)
        end = self._cells.get(target)
        if piece is None or end is None:
            return
        start = self._cells.get(origin) if origin >= 0 else self._entry_from
        if start is None:
            start = end.move(0, end.h)
        draw_piece(surface, self._slide.at(start, end), int(end.h * 0.8), piece.colour, piece.kind)

    # --- the side panel ------------------------------------------------------------------------------
    def _side(
        self,
        side: pygame.Rect,
        view: NeuroDrezView,
        seat: Seat | None,
        legal: list[Action],
        options: list[Option],
        lang: str,
        u: int,
    ) -> list[Widget]:
        widgets: list[Widget] = [Picture(name="side", rect=side, painter=self._panel)]
        inner = side.inflate(-2 * u, -2 * u)
        label_h = max(14, min(22, int(inner.h * 0.032)))
        buttons = self._buttons(view, legal, lang)
        button_h = int(label_h * 1.8)
        # The cards stop where three lines of words and the buttons begin.
        reserved_bottom = inner.bottom - len(buttons) * (button_h + u // 2) - 5 * label_h - u
        # The plates: one per turn-taker, two a row when there is room.
        count = len(view.actors)
        per_row = 3 if inner.w >= 420 and count >= 5 else 2 if (inner.w >= 300 or count >= 5) and count > 1 else 1
        rows = (count + per_row - 1) // per_row
        plate_h = max(20, min(44, int(inner.h * 0.3 / max(rows, 1)) - u // 2))
        plate_w = (inner.w - (per_row - 1) * u) // per_row
        for a in range(count):
            r = pygame.Rect(
                inner.x + (a % per_row) * (plate_w + u), inner.y + (a // per_row) * (plate_h + u // 2), plate_w, plate_h
            )
            widgets.append(self._plate(r, view, a, lang))
        y = inner.y + rows * (plate_h + u // 2) + u // 2
        # The dice, the deck and the discard pile.
        dice_h = max(28, min(64, int(inner.h * 0.1)))
        caption = self._dice_caption(view, lang, short=inner.w < 300)
        widgets.append(self._label("dice_label", pygame.Rect(inner.x, y, inner.w, label_h), caption))
        y += label_h
        widgets += self._dice(pygame.Rect(inner.x, y, inner.w, dice_h), view, legal, options, lang, u)
        y += dice_h + u
        # The acting seat's (or the looking seat's) pieces waiting, tiles and cards.
        me = self._my_actor(view)
        if me is not None:
            index = view.mine.index(me)
            actor = view.actors[me]
            waiting = [
                c * 6 + k for c in actor.colours for k in range(6) if not any(p.piece == c * 6 + k for p in view.pieces)
            ]
            piece_h = max(16, min(40, (inner.w - u) // max(8, len(waiting) or 1)))
            per = max(1, inner.w // piece_h)
            widgets.append(
                self._label(
                    "reserve_label", pygame.Rect(inner.x, y, inner.w, label_h), TEXTS.t(lang, "Off the terrain")
                )
            )
            y += label_h
            entering = {o.play.piece for o in options if o.play.kind == ENTER}
            for i, piece in enumerate(waiting):
                pr = pygame.Rect(inner.x + (i % per) * piece_h, y + (i // per) * piece_h, piece_h, piece_h)
                widgets.append(self._waiting(pr, piece, piece in entering, lang))
            y += max(1, (len(waiting) + per - 1) // per) * piece_h + u // 2
            tiles = view.my_tiles[index]
            if tiles:
                tile_w = max(18, min(44, (inner.w - u) // max(8, min(len(tiles), 15))))
                per = max(1, inner.w // tile_w)
                widgets.append(
                    self._label(
                        "tiles_label",
                        pygame.Rect(inner.x, y, inner.w, label_h),
                        TEXTS.tn(lang, "Your tile ({n})", "Your tiles ({n})", len(tiles)),
                    )
                )
                y += label_h
                placing = {o.play.tile for o in options if o.play.kind == PLACE}
                for i, tile in enumerate(tiles):
                    tr = pygame.Rect(inner.x + (i % per) * tile_w, y + (i // per) * tile_w, tile_w, tile_w)
                    widgets.append(self._hand_tile(tr, tile, tile in placing, lang))
                y += ((len(tiles) + per - 1) // per) * tile_w + u // 2
            room = reserved_bottom - y
            widgets += self._cards(pygame.Rect(inner.x, y, inner.w, room), view, index, options, lang, u, label_h)
            ratio = card_size_for(100)[0] / 100
            y += label_h + self._card_h(room, inner.w, label_h, u, ratio) + u
        # What to do now, and the buttons.
        prompt_rect = pygame.Rect(
            inner.x, y, inner.w, max(label_h * 2, inner.bottom - y - len(buttons) * (button_h + u // 2))
        )
        for short in (False, True):
            prompt = Paragraph(
                name="prompt",
                rect=prompt_rect,
                text=self._prompt(view, seat, legal, options, lang, short),
                size=paint.font_px(label_h, 0.9),
                colour=theme.IVORY,
            )
            floor = max(9, int(prompt.size * 0.7))
            while prompt.size > floor and prompt.height_for(prompt_rect.w) > prompt_rect.h:  # smaller, not cut
                prompt.size -= 1
            if prompt.height_for(prompt_rect.w) <= prompt_rect.h:
                break  # it fits; else the short words (the buttons below say the rest)
        widgets.append(prompt)
        by = inner.bottom - len(buttons) * (button_h + u // 2)
        for name, text, action in buttons:
            widgets.append(button(name, pygame.Rect(inner.x, by, inner.w, button_h), text, action, style="primary"))
            by += button_h + u // 2
        return widgets

    @staticmethod
    def _card_h(height: int, width: int, label_h: int, u: int, ratio: float) -> int:
        return max(20, min(height - label_h - u, int((width - 3 * u) / 4.4 / ratio), 110))

    def _my_actor(self, view: NeuroDrezView) -> int | None:
        if not view.mine:
            return None
        return view.actor if view.actor in view.mine else view.mine[0]

    @staticmethod
    def _panel(surface: pygame.Surface, r: pygame.Rect) -> None:
        paint.panel(surface, r, (18, 30, 26, 200), radius=max(6, r.w // 60), shadow=False)

    @staticmethod
    def _label(name: str, rect: pygame.Rect, text: str) -> Label:
        size = paint.size_to_fit(text, paint.font_px(rect.h, 0.78), rect.w)
        return Label(name=name, rect=rect, text=text, size=size, colour=SOFT)

    def _plate(self, r: pygame.Rect, view: NeuroDrezView, a: int, lang: str) -> Widget:
        actor = view.actors[a]
        active = a == view.actor and not view.over
        winner = actor.seat in view.winners
        on = sum(1 for p in view.pieces if p.side == actor.side)
        name = self._plate_name(view, a, lang)
        detail = TEXTS.t(
            lang,
            "{tiles} tiles · pieces {on}/{limit}",
            tiles=actor.tiles,
            on=on,
            limit=view.limit,
        )
        long_detail = TEXTS.t(
            lang,
            "{tiles} tiles · {cards} cards · {on}/{limit} on the terrain",
            tiles=actor.tiles,
            cards=actor.cards,
            on=on,
            limit=view.limit,
        )
        colours = actor.colours

        def paint_plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
            border = theme.GOLD if active or winner else (70, 80, 76)
            paint.panel(
                surface,
                rect,
                (12, 22, 20, 220),
                radius=rect.h // 5,
                border=border,
                border_width=max(2, rect.h // 16) if active or winner else 1,
                shadow=False,
            )
            dot = max(4, rect.h // 5)
            for i, colour in enumerate(colours):
                centre = (rect.x + dot + 3 + i * (dot * 2 + 2), rect.y + rect.h // 3)
                pygame.draw.circle(surface, view_colour(colour), centre, dot)
                pygame.draw.circle(surface, (10, 10, 10), centre, dot, 1)
            text_x = rect.x + len(colours) * (dot * 2 + 2) + dot + 4
            paint.text_in(
                surface,
                name,
                pygame.Rect(text_x, rect.y + 1, rect.right - text_x - 4, rect.h // 2),
                paint.size_to_fit(name, paint.font_px(rect.h // 2, 0.74), rect.right - text_x - 4, bold=active),
                theme.IVORY,
                bold=active,
                align="left",
            )
            paint.text_in(
                surface,
                detail,
                pygame.Rect(rect.x + 4, rect.y + rect.h // 2, rect.w - 8, rect.h // 2 - 1),
                paint.size_to_fit(detail, paint.font_px(rect.h // 2, 0.62), rect.w - 8),
                SOFT,
                align="left",
            )

        return Picture(
            name=f"plate:{a}", rect=r, painter=paint_plate, tooltip=f"{self._actor_name(view, a, lang)} · {long_detail}"
        )

    def _plate_name(self, view: NeuroDrezView, a: int, lang: str) -> str:
        """The plate's short name: the colours are its dots (the tooltip says them)."""
        actor = view.actors[a]
        if view.mode == "solo":
            return colour_word(actor.colours[0], lang)
        name = self.seat_name(actor.seat, lang)
        if sum(1 for b in view.actors if b.side == actor.side) > 1:
            return TEXTS.t(lang, "{name} · team {team}", name=name, team=actor.side + 1)
        return name

    def _actor_name(self, view: NeuroDrezView, a: int, lang: str) -> str:
        actor = view.actors[a]
        colours = ", ".join(colour_word(c, lang) for c in actor.colours)
        if view.mode == "solo":
            return colours
        team = [s for s in range(len(view.actors)) if view.actors[s].side == actor.side]
        name = self.seat_name(actor.seat, lang)
        if len(team) > 1:
            return TEXTS.t(lang, "{name} ({colours}, team {team})", name=name, colours=colours, team=actor.side + 1)
        return f"{name} ({colours})"

    def _dice_caption(self, view: NeuroDrezView, lang: str, short: bool = False) -> str:
        dice = view.dice or view.last_dice
        if dice is None:
            return TEXTS.t(lang, "Dice: figure, colour, surface")
        words = TEXTS.t(
            lang,
            "{figure} · {colour} · {surface}",
            figure=TEXTS.t(lang, FACE_NAMES[dice.figure]),
            colour=colour_word(dice.colour, lang),
            surface=TEXTS.t(lang, SURFACE_NAMES[dice.surface]),
        )
        if view.dice is None and not short:  # narrow: the faded dice say it was the last throw
            return TEXTS.t(lang, "Last throw: {dice}", dice=words)
        return words

    def _dice(
        self, row: pygame.Rect, view: NeuroDrezView, legal: list[Action], options: list[Option], lang: str, u: int
    ) -> list[Widget]:
        roll = next((a for a in legal if a.kind == ROLL), None)
        dice = view.dice or view.last_dice
        faded = view.dice is None
        choosing = self._choosing_via(options)
        die_move = next((o.action for o in choosing if o.play.via == DIE), None)
        side = row.h
        widgets: list[Widget] = []
        for i, which in enumerate(("figure", "colour", "surface")):
            r = pygame.Rect(row.x + i * (side + u), row.y, side, side)
            value = None if dice is None else (dice.figure, dice.colour, dice.surface)[i]

            def paint_die(
                surface: pygame.Surface, rect: pygame.Rect, which: str = which, value: int | None = value, i: int = i
            ) -> None:
                size = min(rect.w, rect.h)
                roll_t = self._roll  # read when drawn: a settled table shows the dice at rest
                if value is not None and roll_t < 1.0 and not faded:
                    shown = (int(roll_t * 14) + i) % 6 + (1 if which == "figure" else 0) if roll_t < 0.8 else value
                    image = pygame.transform.rotate(die_face(size, which, shown), (1 - roll_t) * (540 + 90 * i))
                    surface.blit(image, image.get_rect(center=rect.center))
                    return
                image = die_face(size, which, value if value is not None else (5 if which == "figure" else 0))
                if value is None or faded:
                    image = image.copy()
                    image.set_alpha(130)
                surface.blit(image, image.get_rect(center=rect.center))
                if roll is not None or (which == "figure" and die_move is not None):
                    pygame.draw.rect(
                        surface, theme.HIGHLIGHT, rect.inflate(4, 4), max(2, size // 16), border_radius=size // 5
                    )

            intent = roll if roll is not None else (die_move if which == "figure" else None)
            tip = TEXTS.t(lang, "Throw the three dice") if roll is not None else self._dice_caption(view, lang)
            widgets.append(Picture(name=f"die:{which}", rect=r, painter=paint_die, intent=intent, tooltip=tip))
        # The deck and the discard pile (the cards played lie face up).
        w, h = card_size_for(row.h)
        deck = Picture(
            name="deck",
            rect=pygame.Rect(row.right - 2 * w - u, row.y, w, h),
            painter=pile_painter(view.deck_count, None, faces=FACES),
            tooltip=TEXTS.tn(lang, "{n} card in the deck", "{n} cards in the deck", view.deck_count),
        )
        deck.extra.update({"stack": min(view.deck_count, 3), "faces": FACES})
        discard = Picture(
            name="discard",
            rect=pygame.Rect(row.right - w, row.y, w, h),
            painter=pile_painter(view.discard_count, view.discard_top, faces=FACES),
            tooltip=TEXTS.tn(lang, "{n} card discarded", "{n} cards discarded", view.discard_count),
        )
        if view.discard_top is not None:
            discard.extra["card"] = (view.discard_top, FACES, None)
        widgets += [deck, discard]
        return widgets

    def _waiting(self, r: pygame.Rect, piece: int, entering: bool, lang: str) -> Widget:
        lit = self.chosen_piece == piece

        def paint_waiting(surface: pygame.Surface, rect: pygame.Rect) -> None:
            if lit:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, rect.w // 10), border_radius=rect.w // 5)
            elif entering:
                pygame.draw.rect(surface, theme.HINT, rect, max(1, rect.w // 16), border_radius=rect.w // 5)
            draw_piece(surface, rect.center, int(rect.h * 0.95), piece_colour(piece), piece_kind(piece))

        return Picture(
            name=f"waiting:{piece}",
            rect=r,
            painter=paint_waiting,
            intent=("piece", piece) if entering else None,
            tooltip=TEXTS.t(lang, "{piece}: waiting to enter the terrain", piece=piece_word(piece, lang)),
        )

    def _hand_tile(self, r: pygame.Rect, tile: int, placing: bool, lang: str) -> Widget:
        lit = self.chosen_tile == tile

        def paint_tile(surface: pygame.Surface, rect: pygame.Rect) -> None:
            draw_tile(surface, rect, tile_colour(tile), tile_colour(tile), tile_surface(tile), None, False)
            if lit:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, rect.w // 10), border_radius=rect.w // 6)

        return Picture(
            name=f"tile:{tile}",
            rect=r,
            painter=paint_tile,
            intent=("tile", tile) if placing else None,
            tooltip=tile_word(tile, lang),
        )

    def _cards(
        self,
        area: pygame.Rect,
        view: NeuroDrezView,
        index: int,
        options: list[Option],
        lang: str,
        u: int,
        label_h: int,
    ) -> list[Widget]:
        widgets: list[Widget] = [
            self._label("cards_label", pygame.Rect(area.x, area.y, area.w, label_h), TEXTS.t(lang, "Your cards"))
        ]
        ratio = card_size_for(100)[0] / 100
        card_h = self._card_h(area.h, area.w, label_h, u, ratio)
        w, h = card_size_for(card_h)
        choosing = self._choosing_via(options)
        for i, card in enumerate(view.my_cards[index]):
            match = next((o.action for o in choosing if via_card(o.play.via) == card), None)
            widgets.append(
                card_widget(
                    f"card:{i}",
                    pygame.Rect(area.x + i * int(w * 1.08), area.y + label_h, w, h),
                    card,
                    faces=FACES,
                    intent=match,
                    highlight=match is not None,
                    dimmed=bool(choosing) and match is None,
                    tooltip=card_name(card, lang),
                )
            )
        return widgets

    def _buttons(self, view: NeuroDrezView, legal: list[Action], lang: str) -> list[tuple[str, str, Action]]:
        found = []
        for action in legal:
            if action.kind == ROLL:
                found.append(("roll", TEXTS.t(lang, "Throw the dice"), action))
            elif action.kind == SUDDEN:
                found.append(("sudden", TEXTS.t(lang, "Call sudden death"), action))
            elif action.kind == WITHDRAW and not action.args:
                found.append(("withdraw", TEXTS.t(lang, "Show both cards and draw two"), action))
        return found

    # --- clicks --------------------------------------------------------------------------------------
    def on_intent(  # type: ignore[override]
        self, intent: Any, view: NeuroDrezView, seat: Seat, legal: list[Action]
    ) -> Action | None:
        self.motion.land()
        self._slide.finish()
        self._roll = 1.0
        self._pieces = {p.cell: p for p in view.pieces}
        options = self._options(legal)
        if isinstance(intent, Action):
            if intent in legal:
                self.reset_selection()
                return intent
            return None
        if not isinstance(intent, tuple) or not intent:
            return None
        if intent[0] == "tile":
            tile = int(intent[1])
            self.chosen_tile = None if self.chosen_tile == tile else tile
            return None
        if intent[0] == "piece":
            piece = int(intent[1])
            self.chosen_piece = None if self.chosen_piece == piece else piece
            self.target = None
            return None
        if intent[0] == "cell":
            return self._cell(to_cell(int(intent[1]), int(intent[2])), options)
        return None

    def _cell(self, cell: int, options: list[Option]) -> Action | None:
        for o in options:
            if o.play.kind in (REMOVE, WITHDRAW) and o.play.target == cell:
                self.reset_selection()
                return o.action
        places = [o for o in options if o.play.kind == PLACE and o.play.target == cell]
        if places:
            if self.chosen_tile is None and len({o.play.tile for o in options if o.play.kind == PLACE}) == 1:
                self.reset_selection()
                return places[0].action
            match = next((o for o in places if o.play.tile == self.chosen_tile), None)
            if match is not None:
                self.reset_selection()
                return match.action
            return None
        chosen = self._piece_options(options)
        fitting = [o for o in chosen if o.play.target == cell]
        if fitting:
            if len(fitting) == 1:
                self.reset_selection()
                return fitting[0].action
            self.target = cell  # the die and a card, or two cards, could back it: they glow
            return None
        piece = self._pieces.get(cell)
        if piece is not None and any(o.play.kind == MOVE and o.play.origin == cell for o in options):
            self.chosen_piece = None if self.chosen_piece == piece.piece else piece.piece
            self.target = None
            return None
        self.reset_selection()
        return None

    # --- words ------------------------------------------------------------------------------------------
    def _prompt(
        self,
        view: NeuroDrezView,
        seat: Seat | None,
        legal: list[Action],
        options: list[Option],
        lang: str,
        short: bool = False,
    ) -> str:
        """What to do now; ``short`` where the full words do not fit (a small window with the dice and
        the sudden-death buttons both shown): the call is then left to its button, which names it, the
        conquered tiles to their glow and where a piece may go to the tiles that glow once it is chosen;
        how to play by keyboard stays."""
        if view.over:
            return self._end_line(view, lang)
        if not legal or seat is None:
            if not view.to_act:
                return ""
            return TEXTS.t(lang, "{name} is playing.", name=self._actor_name(view, view.actor, lang))
        kinds = {o.play.kind for o in options}
        lines = []
        if view.claimed and not short:  # short: the conquered tiles glow on the terrain
            lines.append(TEXTS.tn(lang, "You conquered {n} tile.", "You conquered {n} tiles.", len(view.claimed)))
        if ROLL in kinds:
            lines.append(TEXTS.t(lang, "Throw the dice (click them, or arrows and Enter)."))
            if SUDDEN in kinds and not short:  # short: the button below names the call
                lines.append(TEXTS.t(lang, "Or call sudden death first: tiles are then taken away instead of laid."))
        elif PLACE in kinds:
            if self.chosen_tile is None:
                lines.append(
                    TEXTS.t(
                        lang,
                        "Lay a tile: choose one of yours, then a glowing cell beside the terrain "
                        "(click, or arrows and Enter).",
                    )
                )
            else:
                lines.append(TEXTS.t(lang, "Choose a glowing cell for the tile (click, or arrows and Enter)."))
        elif REMOVE in kinds:
            lines.append(
                TEXTS.t(
                    lang,
                    "Sudden death: take away a glowing tile (on the edge, with no piece; click, or arrows and Enter).",
                )
            )
        elif WITHDRAW in kinds:
            lines.append(
                TEXTS.t(
                    lang,
                    "No piece of yours can enter or move: withdraw one (click it, or arrows and Enter); "
                    "you change both cards.",
                )
            )
        elif self._choosing_via(options):
            lines.append(
                TEXTS.t(
                    lang, "The die or a card could back that move: choose the one to use (click, or arrows and Enter)."
                )
            )
        elif self.chosen_piece is not None:
            lines.append(TEXTS.t(lang, "Choose a glowing tile (click, or arrows and Enter)."))
        elif short:  # the tiles a chosen piece may reach glow: they say the rest
            lines.append(TEXTS.t(lang, "Enter or move a piece the die or a card names (click, or arrows and Enter)."))
        else:
            lines.append(
                TEXTS.t(
                    lang,
                    "Enter or move a piece the die or a card names (the king needs none): to a tile of the thrown "
                    "colour or surface, or by its own move (click, or arrows and Enter).",
                )
            )
        return " ".join(lines)

    def _end_line(self, view: NeuroDrezView, lang: str) -> str:
        if view.result == "win" and view.winning_side is not None and view.winning_surface is not None:
            winners = [a for a in range(len(view.actors)) if view.actors[a].side == view.winning_side]
            names = " · ".join(self._actor_name(view, a, lang) for a in winners)
            return TEXTS.t(
                lang,
                "{names} hold every {surface} tile and win.",
                names=names,
                surface=TEXTS.t(lang, SURFACE_NAMES[view.winning_surface]),
            )
        if view.result == "coop_win":
            return TEXTS.t(lang, "Every side holds a surface of its own: won together.")
        if view.result == "coop_loss":
            return TEXTS.t(lang, "Not every side could hold a surface of its own: lost.")
        return TEXTS.t(lang, "Draw: four hundred turns played.")

    def status(self, view: NeuroDrezView, seat: Seat | None, lang: str) -> str:  # type: ignore[override]
        if view.over:
            return self._end_line(view, lang)
        if not view.to_act:
            return ""
        line = TEXTS.t(lang, "{name} to play", name=self._actor_name(view, view.actor, lang))
        if view.phase == "sudden":
            line += " · " + TEXTS.t(lang, "sudden death")
        else:
            line += " · " + TEXTS.tn(lang, "{n} tile laid", "{n} tiles laid", view.tiles_laid)
        return line

    def seat_lines(self, view: NeuroDrezView, lang: str) -> list[str]:  # type: ignore[override]
        return [self._actor_name(view, a, lang) for a in range(len(view.actors))]

    def refusal(  # type: ignore[override]
        self, name: str, view: NeuroDrezView, seat: Seat, legal: list[Action], lang: str
    ) -> str | None:
        kinds = {a.kind for a in legal}
        if ROLL in kinds:
            return TEXTS.t(lang, "Throw the dice first.")
        if name.startswith("cell:"):
            row, col = (int(x) for x in name.split(":")[1].split(","))
            cell = to_cell(row, col)
            if PLACE in kinds:
                if self.chosen_tile is None:
                    return TEXTS.t(lang, "Choose one of your tiles first.")
                return TEXTS.t(lang, "A tile goes on an empty cell touching the terrain along a side.")
            if REMOVE in kinds:
                return TEXTS.t(
                    lang, "Only a tile on the edge, with no piece on it, that leaves the terrain in one piece."
                )
            piece = self._pieces.get(cell)
            if piece is not None and piece.side != view.actors[view.actor].side:
                return TEXTS.t(lang, "That is not your piece.")
            if piece is not None:
                return TEXTS.t(lang, "Neither the die nor your cards name that piece now (or the king moved last).")
            if self.chosen_piece is not None:
                return TEXTS.t(lang, "That piece cannot go there now.")
            return None
        if name.startswith("waiting:"):
            return TEXTS.t(lang, "It cannot enter now: no die or card names it, the limit is reached, or no tile fits.")
        if name.startswith("tile:"):
            return TEXTS.t(lang, "Your tile for this turn is laid: now a piece.")
        return None


def view_colour(colour: int) -> tuple[int, int, int]:
    return TILE_COLOURS[colour]


def card_name(card: PokerDrezCard, lang: str) -> str:
    return TEXTS.t(lang, CARD_NAMES[card.encode()])
