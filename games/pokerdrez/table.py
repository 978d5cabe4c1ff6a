"""The PokerDrez table: the chessboard on the left; beside it the opponent's two cards face down, the
five common cards, the deck, the discard pile (its last card face up, as it was shown) and the die,
then the player's own cards, what to do now and the moves in algebraic notation.

How a move is made, by clicks (every step is also a widget the keyboard reaches with Tab):

- Click one of your pieces: the dots show only the squares a card you may spend (or the die you
  rolled) takes it to. Click the square. A pawn reaching the last rank asks which piece it becomes.
- When one card backs the move, it is played at once; when several do, they light up (the others
  dim) and one click on the card spends it. The die, when it backs the move, lights up too.
- A card may also be clicked first: only the pieces it moves stay clickable.
- A neutral card is clicked to exchange it: then the deck, the opponent's hand and the common cards
  it may be exchanged for light up.
- Before play, each side clicks a pawn to take it off the board, or keeps them all; after a move
  made with a common card, the three cards in hand light up and one click sends one to the commons.

Pieces slide; cards fly (scenes/motion.py) between hand, commons, deck and discard pile; a roll
tumbles for a moment before it settles. Everything drawn comes from the seat's view.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.cards.pokerdrez import NEUTRAL, PokerDrezCard
from game.core import Action, Seat
from games.pokerdrez import table_bets as bets_ui
from games.pokerdrez.table_chosen import mark_chosen
from games.pokerdrez.table_pieces import draw_piece, placement, pokerdrez_die, side_to_move
from games.pokerdrez.texts import CARD_NAMES, TEXTS
from games.pokerdrez.view import (
    COMMON,
    DECK,
    DIE,
    HAND,
    KEEP,
    MOVE,
    OPPONENT,
    REMOVE,
    RETURN,
    ROLL,
    SWAP,
    MoveText,
    PokerDrezView,
    read_card,
    read_move,
    read_remove,
    read_swap,
)
from scenes import motion, theme
from scenes.cards.pieces import CAPTION, SOFT, MovingTable, empty_slot, pile_painter
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_size_for, card_widget
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, label_fits
from scenes.widgets.chessboard import DARK, LIGHT, BoardFrame, BoardSquare, chessboard_widgets
from scenes.widgets.pictures import kept
from scenes.widgets.text import Label, Paragraph, Picture

FILES = "abcdefgh"
SLIDE_SECONDS = 0.32
ROLL_SECONDS = 0.7
PANEL = (14, 30, 24, 215)
LAST_TINT = (255, 226, 120, 70)
CHECK_RED = (226, 60, 52)


def square_of(row: int, col: int) -> str:
    return f"{FILES[col]}{row + 1}"


def cell_of(square: str) -> tuple[int, int]:
    return int(square[1]) - 1, FILES.index(square[0])


def card_text(card: PokerDrezCard | None, lang: str) -> str:
    if card is None:
        return "?"
    return TEXTS.t(lang, CARD_NAMES[card.encode()])


def colour_word(colour: str | None, lang: str) -> str:
    return TEXTS.t(lang, "White") if colour == "white" else TEXTS.t(lang, "Black")


def piece_word(letter: str, lang: str) -> str:
    words = {
        "p": TEXTS.t(lang, "pawn"),
        "n": TEXTS.t(lang, "knight"),
        "b": TEXTS.t(lang, "bishop"),
        "r": TEXTS.t(lang, "rook"),
        "q": TEXTS.t(lang, "queen"),
        "k": TEXTS.t(lang, "king"),
    }
    return words[letter.lower()]


def die_word(face: int, lang: str) -> str:
    words = {
        1: TEXTS.t(lang, "a pawn"),
        2: TEXTS.t(lang, "a knight"),
        3: TEXTS.t(lang, "a bishop"),
        4: TEXTS.t(lang, "a rook"),
        5: TEXTS.t(lang, "a queen"),
        6: TEXTS.t(lang, "any piece"),
    }
    return words[face]


@dataclass(frozen=True)
class Option:
    """One legal move action read back: its chess move and what backs it."""

    action: Action
    origin: str
    target: str
    promotion: str
    card: PokerDrezCard | None
    source: str | None

    @staticmethod
    def of(action: Action) -> Option | None:
        read: MoveText | None = read_move(action)
        if read is None or len(read.uci) < 4:
            return None
        return Option(action, read.uci[:2], read.uci[2:4], read.uci[4:], read.card, read.source)


# --- the board, painted once per size --------------------------------------------------------------
@kept
def board_picture(
    frame_size: tuple[int, int], board_offset: tuple[int, int], board_size: int, flipped: bool
) -> pygame.Surface:
    """The frame with its coordinates and the empty chequer, as the chessboard widget draws them."""
    image = pygame.Surface(frame_size, pygame.SRCALPHA)
    board = pygame.Rect(board_offset, (board_size, board_size))
    BoardFrame(name="", rect=image.get_rect(), flipped=flipped, board=board).draw(image, theme)
    cell = board_size // 8
    for row in range(8):
        for col in range(8):
            x = board.x + (7 - col if flipped else col) * cell
            y = board.y + (row if flipped else 7 - row) * cell
            pygame.draw.rect(image, DARK if (row + col) % 2 == 0 else LIGHT, pygame.Rect(x, y, cell, cell))
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
    """A square whose colour is already on the board picture: only highlights and the piece are drawn
    (sixty-four squares filled one by one every frame cost more than the rest of the table)."""

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


def bare(widget: Widget) -> Widget:
    """The chessboard widget's frame as one cached picture, its squares as ``BareSquare``."""
    if isinstance(widget, BoardFrame):
        return BoardPicture(
            name=widget.name,
            rect=pygame.Rect(widget.rect),
            flipped=widget.flipped,
            board=pygame.Rect(widget.board or widget.rect),
        )
    if isinstance(widget, BoardSquare):
        return BareSquare(**{f: getattr(widget, f) for f in widget.__dataclass_fields__})
    return widget


@dataclass(frozen=True)
class CardRows:
    """The heights of the column's four rows of cards (the opponent's hand, the commons, the deck and
    discard with the die, one's own hand), each under a label ``label_h`` tall."""

    label_h: int
    heights: tuple[int, int, int, int]
    total: int


def card_rows(width: int, most: int, u: int) -> CardRows:
    """Five commons side by side fill ``width``; one's own two or three cards are larger, the
    opponent's backs and the piles smaller; all shrink together to stay within ``most`` pixels."""
    label_h = max(12, min(most // 16, 3 * u + 6))
    commons = (width - u) / 3.78  # five cards 0.7 of their height wide, a tenth apart
    own = min(commons * 1.45, (width - u) / 2.24)  # three cards in hand while one goes back
    heights = [commons * 0.62, commons, commons * 0.8, own]
    room = most - 4 * label_h - 3 * u
    scale = min(1.0, room / sum(heights)) if sum(heights) > 0 else 1.0
    rows = (int(heights[0] * scale), int(heights[1] * scale), int(heights[2] * scale), int(heights[3] * scale))
    return CardRows(label_h, rows, sum(rows) + 4 * label_h + 3 * u)


class PokerDrezTable(MovingTable):
    game_id = "pokerdrez"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.origin: str | None = None  # the chosen piece's square
        self.target: str | None = None  # the square chosen for it
        self.promotion: str | None = None  # the piece a pawn becomes, once chosen
        self.pick: tuple[PokerDrezCard, str] | None = None  # a card chosen first (card, hand|common)
        self.neutral: str | None = None  # a neutral card chosen for an exchange: hand or common
        self._view: PokerDrezView | None = None
        self._board: dict[str, str] = {}
        self._flipped = False
        # The slide of the last chess move: (piece, from, to) and the squares that still show the
        # piece that stood there until the mover arrives.
        self._seen: tuple[Seat | None, int] | None = None
        self._slides: list[tuple[str, str, str]] = []
        self._before: dict[str, str] = {}
        self._slide = 1.0
        self._roll = 1.0
        self._rolled_seen: int | None = None
        # What the squares' painter marks, worked out once per build.
        self._last_squares: set[str] = set()
        self._check_square: str | None = None
        self._removable: set[str] = set()
        self.stake_choice = bets_ui.StakeChoice()  # the betting variant's raise amount

    def reset_selection(self) -> None:
        self.origin = self.target = self.promotion = None
        self.pick = None
        self.neutral = None
        self.stake_choice.refusing = False

    def names(self, lang: str) -> list[str]:
        return [self.seat_name(0, lang), self.seat_name(1, lang)]

    # --- motion ----------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return super().animating or self._slide < 1.0 or self._roll < 1.0

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self._slide == 0.0 or self._roll == 0.0:
            dt = min(dt, motion.FIRST_STEP)  # the frame that built the move may have been slow: not seen moving
        if self._slide < 1.0:
            self._slide = min(1.0, self._slide + dt / SLIDE_SECONDS)
            changed = True
        if self._roll < 1.0:
            self._roll = min(1.0, self._roll + dt / ROLL_SECONDS)
            changed = True
        return changed

    def handle_event(self, event: pygame.event.Event, may_act: bool) -> Any:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and (self._slide < 1.0 or self._roll < 1.0):
            self._slide = self._roll = 1.0
            self._landed = True
        super().handle_event(event, may_act)
        view = self._view
        if event.type != pygame.KEYDOWN or not may_act or view is None or view.betting is None:
            return None
        intent = bets_ui.key_intent(event.key, view.betting, view.seat)
        if intent is None:
            return None
        legal = list(view.legal)
        if intent == ("meet",):
            return next((a for a in legal if a.kind == "meet"), None)
        done = bets_ui.intent_of(self.stake_choice, intent, view.betting, legal)
        if isinstance(done, Action):
            return done
        return "relayout" if done else None

    def _follow(self, view: PokerDrezView, seat: Seat | None) -> None:
        """Start a piece's slide when the view is the last one seen plus one chess move, and the
        die's tumble when it has just been rolled."""
        board = placement(view.fen)
        seen = (seat, len(view.moves))
        if self._seen is not None and self._seen[0] == seat and seen[1] == self._seen[1] + 1 and view.last_move:
            self._slides = self._pairs(self._board, board, view.last_move)
            self._before = dict(self._board)
            self._slide = 0.0 if motion.enabled() and self._slides else 1.0
        elif self._seen != seen:
            self._slide = 1.0
        rolled = view.rolled
        if (
            rolled is not None
            and self._rolled_seen is None
            and self._seen is not None
            and self._seen[0] == seat
            and view.last is not None
            and view.last.action is not None
            and view.last.action.kind == ROLL
        ):
            self._roll = 0.0 if motion.enabled() else 1.0
        self._rolled_seen = rolled
        self._seen = seen
        self._board = board

    @staticmethod
    def _pairs(before: dict[str, str], after: dict[str, str], uci: str) -> list[tuple[str, str, str]]:
        """Which pieces travelled: the mover (and a castling rook) from where it stood to where it is."""
        slides = []
        origin, target = uci[:2], uci[2:4]
        mover = after.get(target)
        if mover is not None and origin in before and origin not in after:
            slides.append((mover, origin, target))
        gone = {sq: p for sq, p in before.items() if after.get(sq) != p and sq != origin}
        came = {sq: p for sq, p in after.items() if before.get(sq) != p and sq != target}
        for sq, piece in came.items():
            start = next((s for s, p in gone.items() if p == piece and s not in after), None)
            if start is not None:
                slides.append((piece, start, sq))
        return slides

    # --- reading the legal actions ----------------------------------------------------------------
    def _options(self, legal: list[Action]) -> list[Option]:
        found = []
        for action in legal:
            if action.kind == MOVE:
                option = Option.of(action)
                if option is not None:
                    found.append(option)
        return found

    def _allowed(self, options: list[Option]) -> list[Option]:
        """The moves that fit the card chosen first, if any."""
        if self.pick is None:
            return options
        card, source = self.pick
        return [o for o in options if o.card == card and o.source == source]

    def _fitting(self, options: list[Option]) -> list[Option]:
        """The actions for the chosen piece, square and promotion."""
        return [
            o
            for o in self._allowed(options)
            if o.origin == self.origin
            and o.target == self.target
            and (self.promotion is None or o.promotion == self.promotion)
        ]

    def _promotions(self, options: list[Option]) -> list[str]:
        found = {o.promotion for o in self._allowed(options) if o.origin == self.origin and o.target == self.target}
        return sorted(p for p in found if p)

    # --- intents --------------------------------------------------------------------------------
    def on_intent(
        self,
        intent: Any,
        view: PokerDrezView,
        seat: Seat,  # type: ignore[override]
        legal: list[Action],
    ) -> Action | None:
        self.motion.land()
        self._slide = self._roll = 1.0
        betting = bets_ui.intent_of(self.stake_choice, intent, view.betting, legal)
        if betting is not False:
            return betting if isinstance(betting, Action) else None
        if isinstance(intent, Action):
            if intent in legal:
                self.reset_selection()
                return intent
            return None
        if not isinstance(intent, tuple) or not intent:
            return None
        kind = intent[0]
        options = self._options(legal)
        if kind == "cancel":
            self.reset_selection()
        elif kind == "neutral":
            self.reset_selection()
            self.neutral = intent[1]
        elif kind == "pick":
            card, source = PokerDrezCard.decode(intent[1]), intent[2]
            self.pick = None if self.pick == (card, source) else (card, source)
            self.target = self.promotion = None
            if self.origin is not None and not [o for o in self._allowed(options) if o.origin == self.origin]:
                self.origin = None
        elif kind == "promote":
            self.promotion = intent[1]
            return self._settle(options)
        elif kind == "square":
            return self._square(square_of(intent[1], intent[2]), options)
        return None

    def _square(self, square: str, options: list[Option]) -> Action | None:
        allowed = self._allowed(options)
        if (
            self.origin is not None
            and square != self.origin
            and any(o.origin == self.origin and o.target == square for o in allowed)
        ):
            self.target, self.promotion = square, None
            return self._settle(options)
        if square == self.origin:
            self.origin = self.target = self.promotion = None
            return None
        if any(o.origin == square for o in allowed):
            self.origin, self.target, self.promotion = square, None, None
            self.neutral = None
        return None

    def _settle(self, options: list[Option]) -> Action | None:
        """Play the move once one action is left for the chosen piece, square (and promotion)."""
        if self.promotion is None and len(self._promotions(options)) > 1:
            return None  # the promotion buttons ask first
        fitting = self._fitting(options)
        if len(fitting) == 1:
            action = fitting[0].action
            self.reset_selection()
            return action
        return None

    # --- layout ------------------------------------------------------------------------------------
    def build(
        self,
        rect: pygame.Rect,
        view: PokerDrezView,
        seat: Seat | None,  # type: ignore[override]
        legal: list[Action],
    ) -> list[Widget]:
        lang = self.lang
        self._follow(view, seat)
        self._view = view
        options = self._options(legal)
        self._drop_stale(options, legal)
        u = max(3, min(rect.w, rect.h) // 100)
        mine = view.colour or "white"
        self._flipped = mine == "black"
        wide = rect.w >= rect.h * 1.2
        if wide:
            board_side = min(rect.h, int(rect.w * 0.6))
            board_area = pygame.Rect(rect.x, rect.y, board_side, rect.h)
            column = pygame.Rect(board_area.right + 2 * u, rect.y, rect.right - board_area.right - 2 * u, rect.h)
        else:
            board_side = min(rect.w, int(rect.h * 0.58))
            board_area = pygame.Rect(rect.x + (rect.w - board_side) // 2, rect.y, board_side, board_side)
            column = pygame.Rect(rect.x, board_area.bottom + u, rect.w, rect.bottom - board_area.bottom - u)
        widgets: list[Widget] = []
        widgets += self._board_widgets(board_area, view, legal, options, lang)
        widgets += self._column(column, view, seat, legal, options, lang, u, wide)
        return self.staged(rect, seat, widgets, bets_ui.chip_piles(view.betting))

    def show_chosen(self, widgets: list[Widget], seat: Seat, action: Action) -> list[Widget]:
        """A computer's chosen action marked on the table while the pace setting holds it back
        (games/pokerdrez/table_chosen.py): the piece, where it goes and the card it spends."""
        return mark_chosen(widgets, self._view, seat, action)

    def _drop_stale(self, options: list[Option], legal: list[Action]) -> None:
        """Forget a selection the position no longer offers."""
        if self.origin is not None and not any(o.origin == self.origin for o in self._allowed(options)):
            self.origin = self.target = self.promotion = None
        if self.pick is not None and not self._allowed(options):
            self.pick = None
        if self.target is not None and not self._fitting(options):
            self.target = self.promotion = None
        if self.neutral is not None and not any(
            a.kind == SWAP and (s := read_swap(a)) is not None and s.place == self.neutral for a in legal
        ):
            self.neutral = None

    # --- the board ------------------------------------------------------------------------------------
    def _board_widgets(
        self, area: pygame.Rect, view: PokerDrezView, legal: list[Action], options: list[Option], lang: str
    ) -> list[Widget]:
        allowed = self._allowed(options)
        removals = {sq: a for a in legal if a.kind == REMOVE and (sq := read_remove(a)) is not None}
        starts = {o.origin for o in allowed} if self.neutral is None else set()
        targets = {o.target for o in allowed if o.origin == self.origin} if self.origin else set()
        clickable = {cell_of(s) for s in starts | targets | set(removals)}
        if self.origin:
            clickable.add(cell_of(self.origin))
        board = chessboard_widgets(
            area,
            painter=self._paint_square,
            clickable=clickable,
            targets=[cell_of(s) for s in targets],
            highlights=[cell_of(s) for s in (self.origin, self.target) if s],
            flipped=self._flipped,
        )
        board = [bare(w) for w in board]
        for widget in board:
            if isinstance(widget, BoardSquare):
                name = square_of(widget.row, widget.col)
                if name in removals:
                    widget.intent = removals[name]
                    widget.tooltip = TEXTS.t(lang, "Take this pawn off the board")
        self._last_squares = {view.last_move[:2], view.last_move[2:4]} if view.last_move else set()
        self._check_square = None
        if view.in_check:
            king = "K" if side_to_move(view.fen) == "white" else "k"
            self._check_square = next((sq for sq, p in self._board.items() if p == king), None)
        self._removable = set(removals)
        squares = {square_of(w.row, w.col): w.rect for w in board if isinstance(w, BoardSquare)}
        return [*board, self._slide_layer(squares)]

    def _paint_square(self, surface: pygame.Surface, square: BoardSquare) -> None:
        name = square_of(square.row, square.col)
        rect = square.rect
        if name in self._last_squares:
            tint = pygame.Surface(rect.size, pygame.SRCALPHA)
            tint.fill(LAST_TINT)
            surface.blit(tint, rect.topleft)
        if name == self._check_square:
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.circle(glow, (*CHECK_RED, 150), (rect.w // 2, rect.h // 2), rect.w // 2)
            pygame.draw.circle(glow, (*CHECK_RED, 90), (rect.w // 2, rect.h // 2), int(rect.w * 0.62), 0)
            surface.blit(glow, rect.topleft)
        if name in self._removable:
            pygame.draw.rect(
                surface,
                theme.DANGER,
                rect.inflate(-rect.w // 10, -rect.h // 10),
                max(2, rect.w // 18),
                border_radius=rect.w // 8,
            )
        size = int(rect.w * 0.9)
        sliding = self._slide < 1.0
        arriving = {to for _, _, to in self._slides} if sliding else set()
        leaving = {start for _, start, _ in self._slides} if sliding else set()
        piece = self._board.get(name)
        if name in arriving:
            piece = self._before.get(name)  # what stood there until the mover lands (a capture)
        elif name in leaving:
            piece = None
        if piece is not None:
            draw_piece(surface, rect.center, size, piece, alpha=120 if name == self.origin and self.target else 255)
        if self.target == name and self.origin in self._board:
            draw_piece(surface, rect.center, size, self._board[self.origin], alpha=170)

    def _slide_layer(self, squares: dict[str, pygame.Rect]) -> Picture:
        def paint_slides(surface: pygame.Surface, _: pygame.Rect) -> None:
            if self._slide >= 1.0:
                return
            t = motion.ease(self._slide)
            for piece, start, end in self._slides:
                if start not in squares or end not in squares:
                    continue
                a, b = squares[start], squares[end]
                centre = (
                    a.centerx + (b.centerx - a.centerx) * t,
                    a.centery + (b.centery - a.centery) * t - a.h * 0.12 * (1 - abs(2 * t - 1)),
                )
                draw_piece(surface, centre, int(a.w * 0.9), piece)

        corner = squares["a1"].union(squares["h8"])
        return Picture(name="slides", rect=corner, painter=paint_slides)

    # --- the column of cards, the die and the words ----------------------------------------------
    def _column(
        self,
        column: pygame.Rect,
        view: PokerDrezView,
        seat: Seat | None,
        legal: list[Action],
        options: list[Option],
        lang: str,
        u: int,
        wide: bool,
    ) -> list[Widget]:
        widgets: list[Widget] = [
            Picture(
                name="column",
                rect=pygame.Rect(column),
                painter=lambda s, r: paint.panel(s, r, PANEL, radius=2 * u, shadow=False),
            )
        ]
        inner = column.inflate(-2 * u, -2 * u)
        if wide:
            rows = card_rows(inner.w, int(inner.h * 0.72), u)
            cards = pygame.Rect(inner.x, inner.y, inner.w, rows.total)
            talk = pygame.Rect(inner.x, cards.bottom + u, inner.w, inner.bottom - cards.bottom - u)
        else:
            rows = card_rows(int(inner.w * 0.56), inner.h, u)
            cards = pygame.Rect(inner.x, inner.y, int(inner.w * 0.56), inner.h)
            talk = pygame.Rect(cards.right + 2 * u, inner.y, inner.right - cards.right - 2 * u, inner.h)
        widgets += self._cards(cards, rows, view, seat, legal, options, lang, u)
        widgets += self._talk(talk, view, seat, legal, options, lang, u)
        return widgets

    def _cards(
        self,
        area: pygame.Rect,
        layout: CardRows,
        view: PokerDrezView,
        seat: Seat | None,
        legal: list[Action],
        options: list[Option],
        lang: str,
        u: int,
    ) -> list[Widget]:
        label_h, heights = layout.label_h, layout.heights
        y = area.y
        rows = []
        for h in heights:
            rows.append((pygame.Rect(area.x, y, area.w, label_h), pygame.Rect(area.x, y + label_h, area.w, h)))
            y += label_h + h + u
        widgets: list[Widget] = []
        me = seat if seat is not None else 0
        other = 1 - me
        swaps = [(a, s) for a in legal if a.kind == SWAP and (s := read_swap(a)) is not None]
        chosen_swaps = [(a, s) for a, s in swaps if s.place == self.neutral] if self.neutral else []
        fitting = self._fitting(options) if self.target else []
        choosing_card = (
            bool(self.target)
            and len(fitting) > 1
            and not (self.promotion is None and len(self._promotions(options)) > 1)
        )
        returns = [a for a in legal if a.kind == RETURN]
        pickable = {(o.card, o.source) for o in options if o.card is not None}

        def card_intent(card: PokerDrezCard, source: str) -> tuple[Any, bool, bool]:
            """(intent, lit, dimmed) of a card of the hand or the commons."""
            if choosing_card:
                match = next((o.action for o in fitting if o.card == card and o.source == source), None)
                return match, match is not None, match is None
            if source == HAND and returns:
                action = next((a for a in returns if read_card(a) == card), None)
                return action, action is not None, False
            if chosen_swaps:
                if source == COMMON:
                    action = next((a for a, s in chosen_swaps if s.card == card), None)
                    return action, action is not None, action is None
                return None, False, True
            if card == NEUTRAL and any(s.place == source for _, s in swaps):
                return ("neutral", source), False, False
            if (card, source) in pickable:
                lit = self.pick == (card, source)
                return ("pick", card.encode(), source), lit, self.pick is not None and not lit
            return None, False, self.pick is not None

        # The opponent's hand: backs, and face up the cards this seat saw go there.
        label_rect, row = rows[0]
        widgets.append(self._row_label(label_rect, self._seat_caption(view, other, lang), view, other, lang))
        count = view.hand_counts[other]
        known = list(view.opponent_known)
        small_h = heights[0]
        w, _ = card_size_for(small_h)
        opponent_swap = next((a for a, s in chosen_swaps if s.target == OPPONENT), None)
        for i in range(count):
            card = known[i] if i < len(known) else None
            r = pygame.Rect(row.x + i * int(w * 1.08), row.y, w, small_h)
            widget = card_widget(
                f"opponent:{i}",
                r,
                card,
                faces=FACES,
                face_up=card is not None,
                intent=opponent_swap,
                highlight=opponent_swap is not None,
                tooltip=TEXTS.t(lang, "You saw this card go to their hand") if card else "",
            )
            widget.extra["owner"] = other
            widgets.append(widget)
        if view.betting is not None:
            chips_x = row.x + max(count, 2) * int(w * 1.08) + 2 * u
            chips_h = max(12, min(small_h // 2, 4 * u))
            chips_rect = pygame.Rect(chips_x, row.centery - chips_h // 2, max(0, row.right - chips_x), chips_h)
            widgets.append(bets_ui.stack_widget(chips_rect, view.betting, other, self.seat_name(other, lang), lang))
        # The commons.
        label_rect, row = rows[1]
        widgets.append(
            Label(
                name="commons_label",
                rect=label_rect,
                text=TEXTS.t(lang, "Common cards"),
                size=paint.font_px(label_rect.h, 0.78),
                colour=SOFT,
            )
        )
        w, h = card_size_for(heights[1])
        step = min(int(w * 1.1), (row.w - w) // 4) if row.w > w else w
        for i in range(5):
            r = pygame.Rect(row.x + i * step, row.y, w, h)
            if i < len(view.commons):
                card = view.commons[i]
                intent, lit, dim = card_intent(card, COMMON)
                widgets.append(
                    card_widget(
                        f"common:{i}",
                        r,
                        card,
                        faces=FACES,
                        intent=intent,
                        highlight=lit,
                        dimmed=dim,
                        tooltip=card_text(card, lang),
                    )
                )
            else:
                widgets.append(Picture(name=f"common_slot:{i}", rect=r, painter=empty_slot))
        # The deck, the discard pile and the die.
        label_rect, row = rows[2]
        widgets.append(
            Label(
                name="deck_label",
                rect=label_rect,
                text=TEXTS.t(lang, "Deck · discard pile · die"),
                size=paint.font_px(label_rect.h, 0.78),
                colour=SOFT,
            )
        )
        w, h = card_size_for(heights[2])
        deck_rect = pygame.Rect(row.x + u, row.y, w, h)
        deck_swap = next((a for a, s in chosen_swaps if s.target == DECK), None)
        deck = Picture(
            name="deck",
            rect=deck_rect,
            painter=self._pile_painter(view.deck_count, None, deck_swap is not None),
            intent=deck_swap,
            tooltip=TEXTS.tn(lang, "{n} card in the deck", "{n} cards in the deck", view.deck_count),
        )
        deck.extra.update({"stack": min(view.deck_count, 3), "faces": FACES})
        widgets.append(deck)
        discard_rect = pygame.Rect(deck_rect.right + 2 * u, row.y, w, h)
        discard = Picture(
            name="discard",
            rect=discard_rect,
            painter=self._pile_painter(view.discard_count, view.discard_top, False),
            tooltip=TEXTS.tn(lang, "{n} card discarded", "{n} cards discarded", view.discard_count),
        )
        if view.discard_top is not None:
            discard.extra["card"] = (view.discard_top, FACES, None)
        widgets.append(discard)
        if view.die_in_play:
            die_side = min(h, row.right - discard_rect.right - 3 * u)
            if die_side > 8:
                die_rect = pygame.Rect(discard_rect.right + 3 * u, row.centery - die_side // 2, die_side, die_side)
                widgets += self._die(die_rect, row, view, seat, legal, fitting if choosing_card else [], lang)
        # My hand.
        label_rect, row = rows[3]
        widgets.append(self._row_label(label_rect, self._seat_caption(view, me, lang), view, me, lang))
        w, h = card_size_for(heights[3])
        hand = view.hand if view.hand is not None else ()
        shown = len(hand) if view.hand is not None else view.hand_counts[me]
        for i in range(shown):
            r = pygame.Rect(row.x + i * int(w * 1.1), row.y, w, h)
            if view.hand is None:
                widgets.append(card_widget(f"hand:{i}", r, None, faces=FACES, face_up=False))
                continue
            card = hand[i]
            intent, lit, dim = card_intent(card, HAND)
            widget = card_widget(
                f"hand:{i}",
                r,
                card,
                faces=FACES,
                intent=intent,
                highlight=lit,
                dimmed=dim,
                selected=self.neutral == HAND and card == NEUTRAL,
                tooltip=card_text(card, lang),
            )
            widget.extra["owner"] = me
            widgets.append(widget)
        if view.betting is not None:
            chips_x = row.x + max(shown, 2) * int(w * 1.1) + 2 * u
            chips_h = max(12, min(h // 3, 4 * u))
            chips_rect = pygame.Rect(chips_x, row.centery - chips_h // 2, max(0, row.right - chips_x), chips_h)
            widgets.append(bets_ui.stack_widget(chips_rect, view.betting, me, self.seat_name(me, lang), lang))
        return widgets

    def _pile_painter(
        self, count: int, top: PokerDrezCard | None, lit: bool
    ) -> Callable[[pygame.Surface, pygame.Rect], None]:
        """A pile with its count on a badge wide enough for three digits (two decks hold 112 cards)."""
        pile = pile_painter(count, top, faces=FACES, badge=False)

        def paint_pile(surface: pygame.Surface, r: pygame.Rect) -> None:
            pile(surface, r)
            if lit:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(4, 4), max(2, r.w // 22), border_radius=r.w // 10)
            text = str(count)
            size = max(9, int(r.w * 0.24))
            width = max(int(r.w * 0.46), theme.font(size, True).size(text)[0] + size)
            badge = pygame.Rect(0, 0, width, int(size * 1.35))
            badge.center = (r.right - badge.w // 3, r.bottom - badge.h // 3)
            paint.panel(surface, badge, (20, 20, 24, 230), radius=badge.h // 2, border=theme.GOLD, shadow=False)
            paint.text_in(surface, text, badge, size, theme.GOLD, bold=True)

        return paint_pile

    def _die(
        self,
        die_rect: pygame.Rect,
        row: pygame.Rect,
        view: PokerDrezView,
        seat: Seat | None,
        legal: list[Action],
        fitting: list[Option],
        lang: str,
    ) -> list[Widget]:
        roll = next((a for a in legal if a.kind == ROLL), None)
        die_move = next((o.action for o in fitting if o.source == DIE), None)
        intent = die_move or (roll if not fitting else None)
        rolled = view.rolled
        roll_t = self._roll

        def paint_die(surface: pygame.Surface, r: pygame.Rect) -> None:
            side = min(r.w, r.h)
            if rolled is not None and roll_t < 1.0:
                face = (int(roll_t * 14) % 6) + 1 if roll_t < 0.8 else rolled
                image = pygame.transform.rotate(pokerdrez_die(side, face), (1 - roll_t) * 540)
                surface.blit(image, image.get_rect(center=r.center))
                return
            image = pokerdrez_die(side, rolled if rolled is not None else 5)
            if rolled is None and roll is None:
                image = image.copy()
                image.set_alpha(150)
            surface.blit(image, image.get_rect(center=r.center))
            if die_move is not None or roll is not None:
                pygame.draw.rect(
                    surface,
                    theme.HINT if die_move is None else theme.HIGHLIGHT,
                    r.inflate(4, 4),
                    max(2, side // 16),
                    border_radius=side // 5,
                )

        if rolled is not None:
            tip = TEXTS.t(lang, "Rolled {n}: it moves {piece}", n=rolled, piece=die_word(rolled, lang))
        elif roll is not None:
            tip = TEXTS.t(lang, "Roll the die instead of spending a card")
        else:
            tip = TEXTS.t(lang, "The die passes to the other player once rolled")
        widgets: list[Widget] = [Picture(name="die", rect=die_rect, painter=paint_die, intent=intent, tooltip=tip)]
        caption = pygame.Rect(die_rect.right + 4, row.y, row.right - die_rect.right - 4, row.h)
        if caption.w > 30:
            if rolled is not None:
                text = TEXTS.t(lang, "Rolled {n}: {piece}", n=rolled, piece=die_word(rolled, lang))
            elif view.die_holder is None:
                text = ""
            elif view.die_holder == seat:
                text = TEXTS.t(lang, "Your die")
            else:
                text = TEXTS.t(lang, "Their die")
            if text:
                size = paint.font_px(min(row.h // 3, 40), 0.8)
                widgets.append(
                    Paragraph(
                        name="die_caption",
                        rect=caption,
                        text=text,
                        size=max(10, size),
                        colour=theme.HIGHLIGHT if rolled is not None else SOFT,
                    )
                )
        return widgets

    def _seat_caption(self, view: PokerDrezView, who: int, lang: str) -> str:
        colour = "white" if who == 0 else "black"
        return f"{self.seat_name(who, lang)} · {colour_word(colour, lang)}"

    def _row_label(self, rect: pygame.Rect, text: str, view: PokerDrezView, who: int, lang: str) -> Widget:
        active = who in view.to_act
        return Label(
            name=f"seat_label:{who}",
            rect=rect,
            text=("▶ " if active else "") + text,
            size=paint.font_px(rect.h, 0.8),
            colour=theme.GOLD if active else CAPTION,
            bold=active,
        )

    # --- what to do, and the moves ------------------------------------------------------------------
    def _talk(
        self,
        area: pygame.Rect,
        view: PokerDrezView,
        seat: Seat | None,
        legal: list[Action],
        options: list[Option],
        lang: str,
        u: int,
    ) -> list[Widget]:
        widgets: list[Widget] = []
        size = max(11, min(3 * u, 21, area.h // 7))
        row_h = max(20, int(size * 2.1))
        y = area.y
        if view.betting is not None:  # the stake in the middle heads the talk, above the raise buttons
            stake_h = max(16, int(size * 1.5))
            stake = bets_ui.stake_widgets(
                pygame.Rect(area.x, y, area.w, stake_h), view.betting, self.names(lang), lang, size
            )
            widgets += stake
            y += max(stake_h, stake[-1].rect.h) + u
        buttons: list[tuple[str, str, Any, str]] = []  # (name, label, intent, style)
        prompt = self._prompt(view, legal, options, lang)
        if legal:
            if any(a.kind == KEEP for a in legal):
                buttons.append(
                    ("keep", TEXTS.t(lang, "Keep every pawn"), next(a for a in legal if a.kind == KEEP), "primary")
                )
            promotions = self._promotions(options) if self.target else []
            if len(promotions) > 1 and self.promotion is None:
                words = {
                    "q": TEXTS.t(lang, "Queen"),
                    "r": TEXTS.t(lang, "Rook"),
                    "b": TEXTS.t(lang, "Bishop"),
                    "n": TEXTS.t(lang, "Knight"),
                }
                for letter in ("q", "r", "b", "n"):
                    if letter in promotions:
                        buttons.append((f"promote:{letter}", words[letter], ("promote", letter), "primary"))
            roll = next((a for a in legal if a.kind == ROLL), None)
            if roll is not None and not self.target:
                buttons.append(("roll", TEXTS.t(lang, "Roll the die"), roll, "normal"))
            if self.neutral:
                for action in legal:
                    swap = read_swap(action)
                    if swap is None or swap.place != self.neutral:
                        continue
                    if swap.target == DECK:
                        buttons.append(("swap:deck", TEXTS.t(lang, "For the deck's top card"), action, "normal"))
                    elif swap.target == OPPONENT:
                        buttons.append(
                            ("swap:opponent", TEXTS.t(lang, "For a card of theirs, blind"), action, "normal")
                        )
            if self.origin or self.pick or self.neutral:
                buttons.append(("cancel", TEXTS.t(lang, "Cancel"), ("cancel",), "quiet"))
        last = view.last
        answering = view.betting is not None and view.betting.answering == seat
        if legal and last is not None and last.seat is not None and last.seat != seat and not answering:
            # What the other side just did stays above what to do now (the card it spent, the roll).
            said = self._last_line(view, lang)
            small = max(10, int(size * 0.85))
            height = Paragraph(name="last", rect=pygame.Rect(area.x, y, area.w, 1), text=said, size=small).height_for(
                area.w
            )
            if said and height <= area.h // 3:  # a small window leaves it to the log beside the table
                widgets.append(
                    Paragraph(
                        name="last", rect=pygame.Rect(area.x, y, area.w, height), text=said, size=small, colour=SOFT
                    )
                )
                y += height + u // 2
        if prompt:
            height = min(
                Paragraph(name="prompt", rect=pygame.Rect(area.x, y, area.w, 1), text=prompt, size=size).height_for(
                    area.w
                ),
                area.h // 2,
            )
            widgets.append(
                Paragraph(
                    name="prompt",
                    rect=pygame.Rect(area.x, y, area.w, height),
                    text=prompt,
                    size=size,
                    colour=theme.HIGHLIGHT if legal else CAPTION,
                )
            )
            y += height + u
        y = self._bet_buttons(area, y, row_h, view, seat, legal, lang, u, widgets)
        per_row = 2 if area.w > 24 * u else 1
        cell_w = (area.w - (per_row - 1) * u) // per_row
        if per_row == 2 and not all(label_fits(b[1], pygame.Rect(0, 0, cell_w, row_h)) for b in buttons):
            per_row, cell_w = 1, area.w  # a long label (Spanish, a small window) gets the whole width
        for i, (name, label, intent, style) in enumerate(buttons):
            r, c = divmod(i, per_row)
            rect = pygame.Rect(area.x + c * (cell_w + u), y + r * (row_h + u), cell_w, row_h)
            widgets.append(button(name, rect, label, intent, style=style))
        if buttons:
            y += ((len(buttons) - 1) // per_row + 1) * (row_h + u)
        moves_rect = pygame.Rect(area.x, y, area.w, area.bottom - y)
        if moves_rect.h > size * 2:
            widgets.append(self._moves(moves_rect, view, lang, size))
        return widgets

    def _bet_buttons(
        self,
        area: pygame.Rect,
        y: int,
        row_h: int,
        view: PokerDrezView,
        seat: Seat | None,
        legal: list[Action],
        lang: str,
        u: int,
        widgets: list[Widget],
    ) -> int:
        """The betting variant's buttons, one row for the raise (− / raise to N / +) and one for meeting
        or refusing a raise; the y below them."""
        found = bets_ui.buttons(self.stake_choice, view.betting, seat, legal, lang)
        if not found:
            return y
        small = row_h
        rows: list[list[tuple[str, str, Any, str]]] = [
            [b for b in found if b[0] not in ("bet:less", "bet:raise", "bet:more")],
            [b for b in found if b[0] in ("bet:less", "bet:raise", "bet:more")],
        ]
        for row in rows:
            if not row:
                continue
            if row[0][0] == "bet:less":
                wide = area.w - 2 * (small + u)
                rects = [
                    pygame.Rect(area.x, y, small, row_h),
                    pygame.Rect(area.x + small + u, y, wide, row_h),
                    pygame.Rect(area.right - small, y, small, row_h),
                ]
            else:
                cell = (area.w - (len(row) - 1) * u) // len(row)
                rects = [pygame.Rect(area.x + i * (cell + u), y, cell, row_h) for i in range(len(row))]
            for (name, label, intent, style), rect in zip(row, rects, strict=True):
                stuck = name in ("bet:less", "bet:more") and bets_ui.at_bound(self.stake_choice, view.betting, name)
                widgets.append(button(name, rect, label, intent, enabled=not stuck, style=style))
            y += row_h + u
        return y

    def _prompt(self, view: PokerDrezView, legal: list[Action], options: list[Option], lang: str) -> str:
        if self.stake_choice.refusing and legal:
            return TEXTS.t(lang, "Refusing the raise loses the game: are you sure?")
        answer = bets_ui.prompt(view.betting, view.seat, self.names(lang), lang) if legal else None
        if answer is not None:
            return answer
        if view.over or not legal:
            return self._last_line(view, lang)
        if view.phase == "remove":
            return TEXTS.t(lang, "Before play: click one of your pawns to take it off the board, or keep them all.")
        if view.phase == "return":
            return TEXTS.t(lang, "You used a common card: click the card of your three that goes to the commons.")
        if self.neutral:
            return TEXTS.t(lang, "Exchange the neutral card: click the deck, a common card or their hand.")
        if self.target:
            if self.promotion is None and len(self._promotions(options)) > 1:
                return TEXTS.t(lang, "Your pawn is promoted: choose what it becomes.")
            return TEXTS.t(lang, "Several cards back this move: click the one to spend.")
        if self.origin:
            return TEXTS.t(
                lang,
                "Click where your {piece} goes: the dots show the squares your cards allow.",
                piece=piece_word(self._board.get(self.origin, "p"), lang),
            )
        if self.pick:
            return TEXTS.t(lang, "{card}: click a piece it moves.", card=card_text(self.pick[0], lang))
        if view.phase == "chess":
            return TEXTS.t(lang, "The deck has run out: plain chess, no cards needed.")
        if view.phase == "play" and not any(a.kind == MOVE for a in legal):
            # Only the die or an exchange is left: saying "click a piece" would send the player astray.
            if view.in_check:
                return TEXTS.t(
                    lang, "Check, and no card you may spend gets your king out of it: try the die or a neutral card."
                )
            return TEXTS.t(lang, "No card you may spend moves a piece now: try the die or a neutral card.")
        if view.in_check:
            return TEXTS.t(lang, "Check! Get your king out of it: click a piece, then where it goes.")
        return TEXTS.t(lang, "Click a piece, then where it goes; or click a card first.")

    def _last_line(self, view: PokerDrezView, lang: str) -> str:
        """The last thing done, with the card it spent: kept on the table while the other side plays."""
        last = view.last
        if last is None or last.action is None or last.seat is None:
            return ""
        who = self.seat_name(last.seat, lang)
        action = last.action
        said = bets_ui.last_line(action, who, lang)
        if said is not None:
            return said
        if action.kind == MOVE:
            read = read_move(action)
            san = view.moves[-1] if view.moves else ""
            if read is not None and read.source == DIE:
                return TEXTS.t(lang, "{who} played {move} with the die.", who=who, move=san)
            if read is not None and read.card is not None:
                return TEXTS.t(
                    lang, "{who} played {move} with {card}.", who=who, move=san, card=card_text(read.card, lang)
                )
            return TEXTS.t(lang, "{who} played {move}.", who=who, move=san)
        if action.kind == RETURN:
            san = view.moves[-1] if view.moves else ""
            return TEXTS.t(
                lang,
                "{who} played {move} with {card} from the commons and put {back} there.",
                who=who,
                move=san,
                card=card_text(view.discard_top, lang),
                back=card_text(read_card(action), lang),
            )
        if action.kind == ROLL and view.rolled is not None:
            return TEXTS.t(
                lang, "{who} rolled {n}: {piece}.", who=who, n=view.rolled, piece=die_word(view.rolled, lang)
            )
        if action.kind == SWAP:
            return TEXTS.t(lang, "{who} exchanged a neutral card.", who=who)
        if action.kind == REMOVE:
            return TEXTS.t(
                lang, "{who} took the pawn on {square} off the board.", who=who, square=read_remove(action) or ""
            )
        if action.kind == KEEP:
            return TEXTS.t(lang, "{who} kept every pawn.", who=who)
        return ""

    def _moves(self, rect: pygame.Rect, view: PokerDrezView, lang: str, size: int) -> Widget:
        """The moves in algebraic notation, two to a numbered line, the newest at the foot, the last one
        marked in gold."""
        moves = view.moves
        title = TEXTS.t(lang, "Moves")
        text_size = max(10, int(size * 0.92))

        def paint_moves(surface: pygame.Surface, r: pygame.Rect) -> None:
            line_h = int(text_size * 1.45)
            paint.text_in(surface, title, pygame.Rect(r.x, r.y, r.w, line_h), text_size, SOFT, bold=True, align="left")
            rows = max(0, (r.h - line_h) // line_h)
            pairs = (len(moves) + 1) // 2
            columns = 2 if r.w > text_size * 22 and pairs > rows else 1
            shown = rows * columns
            first = max(0, pairs - shown)
            col_w = r.w // columns
            for k, pair in enumerate(range(first, pairs)):
                column, line = divmod(k, rows) if rows else (0, 0)
                x = r.x + column * col_w
                y = r.y + line_h * (line + 1)
                paint.text_in(
                    surface,
                    f"{pair + 1}.",
                    pygame.Rect(x, y, int(text_size * 2.6), line_h),
                    text_size,
                    SOFT,
                    align="left",
                )
                for side in (0, 1):
                    index = pair * 2 + side
                    if index >= len(moves):
                        break
                    last = index == len(moves) - 1
                    cell = pygame.Rect(
                        x + int(text_size * 2.8) + side * int(text_size * 5.2), y, int(text_size * 5), line_h
                    )
                    if last:
                        paint.panel(surface, cell.inflate(4, -2), (90, 70, 20, 200), radius=4, shadow=False)
                    paint.text_in(
                        surface,
                        moves[index],
                        cell,
                        text_size,
                        theme.GOLD if last else theme.IVORY,
                        bold=last,
                        align="left",
                    )

        return Picture(
            name="moves",
            rect=pygame.Rect(rect),
            painter=paint_moves,
            tooltip=TEXTS.tn(lang, "{n} move played", "{n} moves played", len(moves)),
        )

    # --- shell hooks --------------------------------------------------------------------------------
    def status(self, view: PokerDrezView, seat: Seat | None, lang: str) -> str:  # type: ignore[override]
        said = self._status(view, seat, lang)
        chips = bets_ui.result_line(view.betting, self.names(lang), lang) if view.over else None
        return f"{said} {chips}" if chips else said

    def _status(self, view: PokerDrezView, seat: Seat | None, lang: str) -> str:
        if view.over and view.result == "refused" and view.winner is not None:
            return TEXTS.t(lang, "Raise refused: {who} wins.", who=self.seat_name(view.winner, lang))
        betting = view.betting
        if not view.over and betting is not None and betting.answering is not None and betting.offered is not None:
            return TEXTS.t(
                lang, "{who} answers the raise to {n}", who=self.seat_name(betting.answering, lang), n=betting.offered
            )
        if view.over:
            if view.winner is None:
                draws = {
                    "stalemate": TEXTS.t(lang, "A draw: no move with the cards at hand, and no check."),
                    "material": TEXTS.t(lang, "A draw: neither side can mate."),
                    "repetition": TEXTS.t(lang, "A draw: the same position three times."),
                    "fifty": TEXTS.t(lang, "A draw: fifty moves without a capture or a pawn move."),
                }
                return draws.get(view.result or "", TEXTS.t(lang, "A draw."))
            return TEXTS.t(lang, "Checkmate: {who} wins.", who=self.seat_name(view.winner, lang))
        if not view.to_act:
            return ""
        who = view.to_act[0]
        name = f"{self.seat_name(who, lang)} ({colour_word('white' if who == 0 else 'black', lang).lower()})"
        if view.phase == "remove":
            return TEXTS.t(lang, "{who} may take a pawn off the board", who=name)
        if view.phase == "return":
            return TEXTS.t(lang, "{who} gives a card back to the commons", who=name)
        if view.in_check:
            return TEXTS.t(lang, "{who} is in check", who=name)
        return TEXTS.t(lang, "{who} to move", who=name)

    def seat_lines(self, view: PokerDrezView, lang: str) -> list[str]:  # type: ignore[override]
        return [colour_word("white", lang), colour_word("black", lang)]

    def refusal(
        self,
        name: str,
        view: PokerDrezView,
        seat: Seat,  # type: ignore[override]
        legal: list[Action],
        lang: str,
    ) -> str | None:
        if not legal:
            return None
        betting = bets_ui.refusal(name, view.betting, seat, lang)
        if betting is not None:
            return betting
        if name.startswith(("hand:", "common:")):
            return self._card_refusal(name, view, legal, lang)
        if name.startswith("opponent:"):
            return TEXTS.t(lang, "Their cards are hidden: only a neutral card may take one, blind.")
        if name == "deck":
            return TEXTS.t(
                lang, "You draw from the deck after your move; a neutral card may be exchanged for its top card."
            )
        if name == "discard":
            return TEXTS.t(lang, "Discarded cards stay out of the game.")
        if name == "die":
            if view.die_holder != seat and view.rolled is None:
                return TEXTS.t(lang, "The die is the other player's now: it passes on each time it is rolled.")
            return TEXTS.t(lang, "The die was rolled this turn.")
        if not name.startswith("square:"):
            return None
        row, col = (int(x) for x in name.split(":")[1].split(","))
        square = square_of(row, col)
        piece = self._board.get(square)
        mine = view.colour or "white"
        if view.phase == "return":
            return TEXTS.t(lang, "First give one of your three cards back to the commons.")
        if view.phase == "remove":
            if piece is not None and piece.lower() == "p" and (piece.isupper() == (mine == "white")):
                return TEXTS.t(lang, "White may not empty the file Black emptied.")
            return TEXTS.t(lang, "Click one of your pawns to take it off, or keep them all.")
        if self.neutral:
            return TEXTS.t(lang, "Finish the exchange first, or cancel it.")
        if piece is not None and (piece.isupper() != (mine == "white")):
            return (
                TEXTS.t(lang, "That piece is not yours: you play White.")
                if mine == "white"
                else TEXTS.t(lang, "That piece is not yours: you play Black.")
            )
        if piece is not None:
            chess_moves = [m for m in view.chess_moves if m[:2] == square]
            if not chess_moves:
                return TEXTS.t(lang, "That piece has no legal move now.")
            if self.pick is not None:
                return TEXTS.t(lang, "{card} does not move that piece.", card=card_text(self.pick[0], lang))
            return TEXTS.t(
                lang,
                "No card you may spend moves your {piece} now (and the die does not either).",
                piece=piece_word(piece, lang),
            )
        if self.origin:
            if any(m[:2] == self.origin and m[2:4] == square for m in view.chess_moves):
                return TEXTS.t(lang, "No card you may spend makes that move.")
            return TEXTS.t(lang, "Your piece cannot go there: the dots show where it can.")
        return TEXTS.t(lang, "Click one of your pieces first, then the square it goes to.")

    def _card_refusal(self, name: str, view: PokerDrezView, legal: list[Action], lang: str) -> str:
        if view.phase == "return":
            return TEXTS.t(lang, "Give back one of the cards in your hand.")
        if view.phase == "remove":
            return TEXTS.t(lang, "Cards come into play once the pawns are settled.")
        if self.target:
            return TEXTS.t(lang, "That card does not back this move: the lit cards do.")
        if self.neutral:
            return TEXTS.t(lang, "A neutral card is exchanged only for a figure card.")
        place, _, index = name.partition(":")
        cards = (view.hand or ()) if place == "hand" else view.commons
        card = cards[int(index)] if index.isdigit() and int(index) < len(cards) else None
        if card == NEUTRAL:
            if view.swapped:
                return TEXTS.t(lang, "One neutral card may be exchanged a turn.")
            return TEXTS.t(
                lang, "A neutral card moves no piece: it is only exchanged, and not once the deck has run out."
            )
        return TEXTS.t(lang, "That card moves none of your pieces now.")
