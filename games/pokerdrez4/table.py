"""The PokerDrez para 4 table: one chessboard with four armies, each seat's plate with its captured
pieces, the common cards, the deck and the discard pile, and the hand of the seat looking.

The four armies are the rulebook's colours, in shades (after Okabe and Ito's palette) picked to stay
apart for colour-blind players: with ../shared/tools/cvd_simulate.py's matrices (tools/
cvd_palette_check.py), the closest two armies are 38.0 apart (CIEDE2000) in normal vision, 18.2
under protanopia (green, red), 20.5 under deuteranopia (green, red) and 28.8 under tritanopia
(green, blue); over 10 reads as different colours at a glance (tests/scenes/test_pokerdrez4_table.py
keeps it). Each army also wears its own mark on the pedestal (a dot, a bar, a ring, a cross), and
every plate names its colour, so the colour is never the only clue.

Playing by clicks: a piece (or a captured piece on one's plate), then its square; when several cards
could pay for it, the cards that can glow and one is clicked. A card may be clicked first: then only
the moves it backs are offered. After a move with a common card, one of the three cards in hand is
clicked to go back to the commons. The last move slides; cards slide between hand, commons and pile.

Playing by keys: every step above is a clickable widget, so the game screen's keyboard reaches it
(scenes/keyboard.py): Tab and Shift+Tab in reading order, or the arrows to the nearest clickable
square or card in that direction, and Enter or Space for the click; the ring shows where the focus
is. Only what may be clicked now takes the focus (the pieces that can move, then their squares).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.view import Event
from games.pokerdrez4.table_pieces import draw_piece
from games.pokerdrez4.texts import CARD_NAMES, TEXTS
from games.pokerdrez4.view import (
    COMMON,
    ENTER,
    HAND,
    KIND_LETTERS,
    MOVE,
    PASS,
    RETURN,
    PokerDrez4View,
    read_card,
    read_play,
    square_text,
)
from scenes import theme
from scenes.cards.pieces import MovingTable, empty_slot, pile_painter
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_size_for, card_widget
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.chessboard import BoardSquare, chessboard_widgets
from scenes.widgets.piece_slide import PieceSlide
from scenes.widgets.text import Label, Paragraph, Picture

SLIDE_SECONDS = 0.35
SOFT = (214, 206, 186)
COLOUR_WORDS = ("Yellow", "Green", "Red", "Blue")
PIECE_WORDS = {"K": "king", "Q": "queen", "R": "rook", "B": "bishop", "N": "knight", "P": "pawn"}


def colour_word(seat: int, lang: str) -> str:
    return TEXTS.t(lang, COLOUR_WORDS[seat])


def team_word(seat: int, lang: str) -> str:
    return TEXTS.t(lang, "light team") if seat % 2 == 0 else TEXTS.t(lang, "dark team")


def card_text(card: PokerDrezCard | None, lang: str) -> str:
    return "" if card is None else TEXTS.t(lang, CARD_NAMES[card.encode()])


@dataclass(frozen=True, slots=True)
class Option:
    """A legal move or entry read back: where from (-1 for an entry), where to, the kind entering,
    the card paying (None once the deck ran out) and its source."""

    action: Action
    origin: int
    target: int
    kind: str | None
    card: PokerDrezCard | None
    source: str | None


def read_options(view: PokerDrez4View, seat: Seat | None, legal: list[Action]) -> list[Option]:
    options = []
    for action in legal:
        read = read_play(action)
        if read is None or seat is None:
            continue
        if read.kind_of_action == ENTER:
            assert read.kind is not None
            home = view.homes[seat][KIND_LETTERS.index(read.kind)]
            options.append(Option(action, -1, home, read.kind, read.card, read.source))
        else:
            options.append(Option(action, read.origin, read.target, None, read.card, read.source))
    return options


class PokerDrez4Table(MovingTable):
    game_id = "pokerdrez4"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.origin: int | None = None  # the chosen piece's square
        self.entering: str | None = None  # the chosen captured piece's kind
        self.target: int | None = None  # the square chosen, waiting for a card
        self.pick: tuple[PokerDrezCard, str] | None = None  # a card chosen first
        self._men: dict[int, tuple[int, str]] = {}
        self._seen: tuple[Seat | None, int, Event | None] | None = None
        self._slide: PieceSlide[tuple[int, str]] = PieceSlide(SLIDE_SECONDS)
        self._squares: dict[int, pygame.Rect] = {}
        self._targets: set[int] = set()
        self._marked: set[int] = set()
        self._checked: set[int] = set()

    def reset_selection(self) -> None:
        self.origin = self.entering = self.target = None
        self.pick = None

    # --- motion ------------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return super().animating or self._slide.progress < 1.0

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        return self._slide.advance(dt) or changed

    def handle_event(self, event: pygame.event.Event, may_act: bool) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self._slide.progress < 1.0:
            self._slide.finish()
            self._landed = True
        super().handle_event(event, may_act)

    def _follow(self, view: PokerDrez4View, seat: Seat | None) -> None:
        """Start the slide of the last move when the view is the last one seen plus a move or an
        entry (not when a card went back to the commons after it: the piece has already moved)."""
        men = {m.square: (m.seat, m.kind) for m in view.men}
        seen = (seat, view.turn, view.last)
        played = view.last is not None and view.last.action is not None and view.last.action.kind in (MOVE, ENTER)
        if (
            self._seen is not None
            and self._seen[0] == seat
            and seen[1:] != self._seen[1:]
            and played
            and view.last_move is not None
            and self._men
        ):
            self._slide.start(view.last_move, self._men)
        elif self._seen is None or self._seen[0] != seat:
            self._slide.finish()
        self._seen = seen
        self._men = men

    # --- building --------------------------------------------------------------------------------
    def build(  # type: ignore[override]
        self, rect: pygame.Rect, view: PokerDrez4View, seat: Seat | None, legal: list[Action]
    ) -> list[Widget]:
        self._follow(view, seat)
        lang = self.lang
        options = read_options(view, seat, legal)
        self._drop_stale(options)
        u = max(4, min(rect.w, rect.h) // 100)
        side_w = max(int(rect.w * 0.42), rect.w - rect.h - 2 * u)
        board_area = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(board_area.right + u, rect.y + u, side_w, rect.h - 2 * u)
        widgets = self._board(board_area, view, options)
        widgets += self._side(side, view, seat, legal, options, lang, u)
        return self.staged(rect, seat, widgets)

    def _drop_stale(self, options: list[Option]) -> None:
        if self.origin is not None and not any(o.origin == self.origin for o in options):
            self.reset_selection()
        if self.entering is not None and not any(o.kind == self.entering for o in options):
            self.reset_selection()
        if self.pick is not None and not any((o.card, o.source) == self.pick for o in options):
            self.pick = None

    def _allowed(self, options: list[Option]) -> list[Option]:
        if self.pick is None:
            return options
        return [o for o in options if (o.card, o.source) == self.pick]

    def _chosen(self, options: list[Option]) -> list[Option]:
        """The options of the chosen piece (or captured piece)."""
        allowed = self._allowed(options)
        if self.origin is not None:
            return [o for o in allowed if o.origin == self.origin]
        if self.entering is not None:
            return [o for o in allowed if o.kind == self.entering]
        return []

    def _board(self, area: pygame.Rect, view: PokerDrez4View, options: list[Option]) -> list[Widget]:
        chosen = self._chosen(options)
        self._targets = {o.target for o in chosen}
        movable = {o.origin for o in self._allowed(options) if o.origin >= 0}
        clickable = movable | self._targets
        self._marked = set()
        if view.last_move is not None:
            self._marked = {sq for sq in view.last_move if sq >= 0}
        self._checked = {m.square for m in view.men if m.kind == "K" and view.in_check[m.seat]}
        to_rc = [(sq // 8, sq % 8) for sq in range(64)]
        widgets = chessboard_widgets(
            area,
            clickable=[to_rc[sq] for sq in clickable] if view.legal else [],
            targets=[to_rc[sq] for sq in self._targets],
            highlights=[to_rc[self.origin]] if self.origin is not None else [],
            painter=self._paint_square,
        )
        self._squares = {}
        for widget in widgets:
            if isinstance(widget, BoardSquare):
                sq = widget.row * 8 + widget.col
                self._squares[sq] = widget.rect
                man = self._men.get(sq)
                if man is not None:
                    widget.tooltip = TEXTS.t(
                        self.lang,
                        "{colour} {piece} on {square}",
                        colour=colour_word(man[0], self.lang),
                        piece=TEXTS.t(self.lang, PIECE_WORDS[man[1]]),
                        square=square_text(sq),
                    )
        board = widgets[0].rect
        widgets.append(Picture(name="slides", rect=board, painter=self._paint_slide))
        return widgets

    def _paint_square(self, surface: pygame.Surface, square: BoardSquare) -> None:
        sq = square.row * 8 + square.col
        r = square.rect
        if sq in self._marked:
            wash = pygame.Surface(r.size, pygame.SRCALPHA)
            wash.fill((255, 214, 92, 70))
            surface.blit(wash, r.topleft)
        if sq in self._checked:
            pygame.draw.circle(surface, theme.DANGER, r.center, int(r.w * 0.46), max(2, r.w // 12))
        man = self._slide.shown(sq, self._men.get(sq))  # the captured piece stays until the mover lands
        if man is not None:
            draw_piece(surface, r.center, int(r.h * 0.86), man[0], man[1])

    def _paint_slide(self, surface: pygame.Surface, _: pygame.Rect) -> None:
        if not self._slide.sliding:
            return
        assert self._slide.move is not None
        origin, target = self._slide.move
        man = self._men.get(target)
        end = self._squares.get(target)
        if man is None or end is None:
            return
        start = self._squares.get(origin) if origin >= 0 else end.move(0, -end.h)
        assert start is not None
        draw_piece(surface, self._slide.at(start, end), int(end.h * 0.86), man[0], man[1])

    # --- the side: plates, cards, prompt ------------------------------------------------------------
    def _side(
        self,
        side: pygame.Rect,
        view: PokerDrez4View,
        seat: Seat | None,
        legal: list[Action],
        options: list[Option],
        lang: str,
        u: int,
    ) -> list[Widget]:
        widgets: list[Widget] = [Picture(name="side", rect=side, painter=self._panel)]
        inner = side.inflate(-2 * u, -2 * u)
        label_h = max(14, int(inner.h * 0.035))
        grid = inner.w >= 560  # two plates a row when there is room, else one column in turn order
        plate_h = max(28, min(int(inner.h * (0.11 if grid else 0.075)), 56))
        for s in range(4):
            if grid:
                col, row = s % 2, s // 2  # the light team on the left
                r = pygame.Rect(
                    inner.x + col * (inner.w // 2 + u // 2),
                    inner.y + row * (plate_h + u),
                    inner.w // 2 - u // 2,
                    plate_h,
                )
            else:
                r = pygame.Rect(inner.x, inner.y + s * (plate_h + u // 2), inner.w, plate_h)
            widgets += self._plate(r, view, seat, s, options, lang)
        y = inner.y + (2 * (plate_h + u) if grid else 4 * (plate_h + u // 2)) + u // 2
        rest = inner.bottom - y
        ratio = card_size_for(100)[0] / 100
        gap = max(2, u // 2)  # between a caption and its cards: a lit card's glow reached the caption's letters
        card_h = max(30, min(int((rest - 3 * label_h - 4 * u - 2 * gap) / 2.6), int((inner.w - 2 * u) / 7.4 / ratio)))
        choosing = self._choosing_card(options)
        returns = [a for a in legal if a.kind == RETURN]

        def card_intent(card: PokerDrezCard, source: str) -> tuple[Any, bool, bool]:
            if choosing:
                match = next((o.action for o in choosing if o.card == card and o.source == source), None)
                return match, match is not None, match is None
            if source == HAND and returns:
                action = next((a for a in returns if read_card(a) == card), None)
                return action, action is not None, False
            if any((o.card, o.source) == (card, source) for o in options):
                lit = self.pick == (card, source)
                return ("pick", card.encode(), source), lit, self.pick is not None and not lit
            return None, False, False

        # The commons, the deck and the pile on one row.
        widgets.append(
            self._label(
                "commons_label",
                pygame.Rect(inner.x, y, inner.w, label_h),
                TEXTS.t(lang, "Common cards · deck · discard pile"),
            )
        )
        y += label_h + gap
        w, h = card_size_for(card_h)
        step = int(w * 1.06)
        for i in range(5):
            r = pygame.Rect(inner.x + i * step, y, w, h)
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
        deck_rect = pygame.Rect(inner.x + 5 * step + u, y, w, h)
        deck = Picture(
            name="deck",
            rect=deck_rect,
            painter=pile_painter(view.deck_count, None, faces=FACES),
            tooltip=TEXTS.tn(lang, "{n} card in the deck", "{n} cards in the deck", view.deck_count),
        )
        deck.extra.update({"stack": min(view.deck_count, 3), "faces": FACES})
        widgets.append(deck)
        discard = Picture(
            name="discard",
            rect=pygame.Rect(deck_rect.right + u, y, w, h),
            painter=pile_painter(view.discard_count, view.discard_top, faces=FACES),
            tooltip=TEXTS.tn(lang, "{n} card discarded", "{n} cards discarded", view.discard_count),
        )
        if view.discard_top is not None:
            discard.extra["card"] = (view.discard_top, FACES, None)
        widgets.append(discard)
        y += h + u
        # The hand of the seat looking (and the partner's, when the option shows it).
        me = seat
        hand_label = (
            (
                TEXTS.t(lang, "Your cards ({colour})", colour=colour_word(me, lang))
                if self.is_you(me, me)
                else TEXTS.t(lang, "Cards of {colour}", colour=colour_word(me, lang))
            )
            if me is not None
            else TEXTS.t(lang, "Hands")
        )
        widgets.append(self._label("hand_label", pygame.Rect(inner.x, y, inner.w, label_h), hand_label))
        y += label_h + gap
        x = inner.x
        # The hand's cards larger than the table's, as far as the width (three cards and the
        # partner's two) and the height left for the prompt allow.
        hand_h = min(int(card_h * 1.5), int((inner.w - 4 * u) / 5.0 / ratio), inner.bottom - y - 4 * label_h - 2 * u)
        w, h = card_size_for(max(card_h, hand_h))
        step = int(w * 1.06)
        if me is not None and view.hand is not None:
            for i, card in enumerate(view.hand):
                r = pygame.Rect(x, y, w, h)
                intent, lit, dim = card_intent(card, HAND)
                widget = card_widget(
                    f"hand:{i}",
                    r,
                    card,
                    faces=FACES,
                    intent=intent,
                    highlight=lit,
                    dimmed=dim,
                    tooltip=card_text(card, lang),
                )
                widget.extra["owner"] = me
                widgets.append(widget)
                x += step
            if view.partner_hand is not None:
                partner = (me + 2) % 4
                x += u * 2
                widgets.append(
                    Label(
                        name="partner_label",
                        rect=pygame.Rect(x, y - label_h, inner.right - x, label_h),
                        text=TEXTS.t(lang, "Partner ({colour})", colour=colour_word(partner, lang)),
                        size=paint.font_px(label_h, 0.78),
                        colour=SOFT,
                    )
                )
                small = card_size_for(int(h * 0.8))
                for i, card in enumerate(view.partner_hand):
                    r = pygame.Rect(x, y, small[0], small[1])
                    widget = card_widget(f"partner:{i}", r, card, faces=FACES, tooltip=card_text(card, lang))
                    widget.extra["owner"] = partner
                    widgets.append(widget)
                    x += int(small[0] * 1.08)
        y += h + u
        # What to do now, and the pass button when there is nothing else.
        prompt_rect = pygame.Rect(
            inner.x,
            y,
            inner.w,
            max(label_h * 2, inner.bottom - y - (label_h * 2 if PASS in [a.kind for a in legal] else 0)),
        )
        widgets.append(
            Paragraph(
                name="prompt",
                rect=prompt_rect,
                text=self._prompt(view, seat, legal, options, lang),
                size=paint.font_px(label_h, 0.9),
                colour=theme.IVORY,
            )
        )
        if legal and legal[0].kind == PASS:
            bw = min(inner.w, int(inner.w * 0.8))
            widgets.append(
                button(
                    "pass",
                    pygame.Rect(inner.x, inner.bottom - int(label_h * 1.9), bw, int(label_h * 1.8)),
                    TEXTS.t(lang, "Show both cards and draw two") if view.phase == "play" else TEXTS.t(lang, "Pass"),
                    legal[0],
                    style="primary",
                )
            )
        return widgets

    @staticmethod
    def _panel(surface: pygame.Surface, r: pygame.Rect) -> None:
        paint.panel(surface, r, (18, 30, 26, 200), radius=max(6, r.w // 60), shadow=False)

    @staticmethod
    def _label(name: str, rect: pygame.Rect, text: str) -> Label:
        return Label(name=name, rect=rect, text=text, size=paint.font_px(rect.h, 0.78), colour=SOFT)

    def _plate(
        self, r: pygame.Rect, view: PokerDrez4View, seat: Seat | None, who: int, options: list[Option], lang: str
    ) -> list[Widget]:
        active = who in view.to_act
        checked = view.in_check[who]
        name = self.seat_name(who, lang)
        caption = f"{colour_word(who, lang)} · {name}"
        cards = TEXTS.tn(lang, "{n} card", "{n} cards", view.hand_counts[who])
        detail = f"{TEXTS.t(lang, 'in check')} · {cards}" if checked else f"{team_word(who, lang)} · {cards}"
        winner = who in view.winners
        reserve = view.reserves[who]
        size = max(12, int(r.h * 0.5))
        reserve_w = len(reserve) * size + 4

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
            icon = rect.h
            draw_piece(surface, (rect.x + icon * 0.5, rect.centery), int(icon * 0.9), who, "K")
            text_x = rect.x + icon
            paint.text_in(
                surface,
                caption,
                pygame.Rect(text_x, rect.y + 2, rect.w - icon - 4, rect.h // 2),
                paint.font_px(rect.h // 2, 0.72),
                theme.IVORY,
                bold=active,
                align="left",
            )
            paint.text_in(
                surface,
                detail,
                pygame.Rect(text_x, rect.y + rect.h // 2, rect.w - icon - 4 - reserve_w, rect.h // 2 - 2),
                paint.font_px(rect.h // 2, 0.62),
                theme.DANGER if checked else SOFT,
                align="left",
            )

        widgets: list[Widget] = [
            Picture(
                name=f"plate:{who}",
                rect=r,
                painter=paint_plate,
                tooltip=TEXTS.t(lang, "{name} plays {colour}", name=name, colour=colour_word(who, lang)),
            )
        ]
        # The captured pieces waiting to come back, on the plate's second line, to the right.
        for i, kind in enumerate(reserve):
            rr = pygame.Rect(r.right - (len(reserve) - i) * size - 4, r.bottom - size - 2, size, size)
            entering = who == seat and any(o.kind == kind for o in self._allowed(options))
            lit = self.entering == kind and who == seat

            def paint_reserve(surface: pygame.Surface, rect: pygame.Rect, kind: str = kind, lit: bool = lit) -> None:
                if lit:
                    pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, rect.w // 10), border_radius=rect.w // 5)
                draw_piece(surface, rect.center, int(rect.h * 0.95), who, kind)

            widgets.append(
                Picture(
                    name=f"reserve:{who}:{kind}",
                    rect=rr,
                    painter=paint_reserve,
                    intent=("enter", kind) if entering else None,
                    tooltip=TEXTS.t(
                        lang,
                        "Captured: can come back to {square} with a matching card",
                        square=square_text(view.homes[who][KIND_LETTERS.index(kind)]),
                    ),
                )
            )
        return widgets

    def _choosing_card(self, options: list[Option]) -> list[Option]:
        """The options waiting for a card: the piece and its square are chosen, several cards fit."""
        if self.target is None:
            return []
        found = [o for o in self._chosen(options) if o.target == self.target]
        return found if len(found) > 1 else []

    # --- clicks --------------------------------------------------------------------------------------
    def on_intent(  # type: ignore[override]
        self, intent: Any, view: PokerDrez4View, seat: Seat, legal: list[Action]
    ) -> Action | None:
        self.motion.land()
        self._slide.finish()
        options = read_options(view, seat, legal)
        if isinstance(intent, Action):
            if intent in legal:
                self.reset_selection()
                return intent
            return None
        if isinstance(intent, tuple) and intent and intent[0] == "square":
            return self._square(intent[1] * 8 + intent[2], options)
        if isinstance(intent, tuple) and intent and intent[0] == "enter":
            kind = str(intent[1])
            self.origin, self.target = None, None
            self.entering = None if self.entering == kind else kind
            return None
        if isinstance(intent, tuple) and intent and intent[0] == "pick":
            card = PokerDrezCard.decode(str(intent[1]))
            pick = (card, str(intent[2]))
            self.pick = None if self.pick == pick else pick
            self.target = None
            if self.origin is not None or self.entering is not None:
                chosen = self._chosen(options)
                if not chosen:
                    self.origin = self.entering = None
            return None
        return None

    def _square(self, sq: int, options: list[Option]) -> Action | None:
        chosen = self._chosen(options)
        if (self.origin is not None or self.entering is not None) and sq in {o.target for o in chosen}:
            fitting = [o for o in chosen if o.target == sq]
            if len(fitting) == 1:
                self.reset_selection()
                return fitting[0].action
            self.target = sq  # several cards fit: the cards that do glow
            return None
        if any(o.origin == sq for o in self._allowed(options)):
            self.origin = None if self.origin == sq else sq
            self.entering = None
            self.target = None
            return None
        self.origin = self.entering = self.target = None
        return None

    # --- words ------------------------------------------------------------------------------------------
    def _prompt(
        self, view: PokerDrez4View, seat: Seat | None, legal: list[Action], options: list[Option], lang: str
    ) -> str:
        if view.over:
            return self._end_line(view, lang)
        acting = view.to_act[0] if view.to_act else None
        if not legal or seat is None:
            if acting is None:
                return ""
            return TEXTS.t(
                lang,
                "{colour} ({name}) is thinking.",
                colour=colour_word(acting, lang),
                name=self.seat_name(acting, lang),
            )
        if legal[0].kind == RETURN:
            return TEXTS.t(lang, "Choose which of your three cards goes to the common cards.")
        if legal[0].kind == PASS:
            if view.phase == "play":
                return TEXTS.t(
                    lang, "No card lets you move or bring back a piece: show your two cards, discard them and draw two."
                )
            return TEXTS.t(lang, "None of your pieces can move: pass.")
        if self._choosing_card(options):
            return TEXTS.t(
                lang, "Several cards pay for that move: choose the one to spend (click, or arrows and Enter)."
            )
        if self.origin is not None or self.entering is not None:
            return TEXTS.t(lang, "Choose a marked square (click, or arrows and Enter).")
        lines = []
        if view.in_check[seat]:
            lines.append(TEXTS.t(lang, "Your king is in check: get it out."))
        if view.phase == "free":
            lines.append(
                TEXTS.t(
                    lang, "The deck has run out: moves need no card now. Choose a piece (click, or arrows and Enter)."
                )
            )
        else:
            lines.append(
                TEXTS.t(
                    lang,
                    "Choose a piece, then its square (click, or arrows and Enter; a card first if you like). Any card moves the king; the Joker moves any piece.",
                )
            )
        return " ".join(lines)

    def _end_line(self, view: PokerDrez4View, lang: str) -> str:
        if view.result == "checkmate" and view.mated is not None:
            return TEXTS.t(
                lang,
                "Checkmate: the {colour} king cannot escape. The {team} wins.",
                colour=colour_word(view.mated, lang),
                team=team_word((view.mated + 1) % 4, lang),
            )
        if view.result == "repetition":
            return TEXTS.t(lang, "Draw: the same position three times.")
        if view.result == "quiet":
            return TEXTS.t(lang, "Draw: fifty turns of each player without a capture or a piece brought back.")
        return TEXTS.t(lang, "Draw: a thousand turns played.")

    def status(self, view: PokerDrez4View, seat: Seat | None, lang: str) -> str:  # type: ignore[override]
        if view.over:
            return self._end_line(view, lang)
        if not view.to_act:
            return ""
        acting = view.to_act[0]
        line = TEXTS.t(
            lang, "{colour} to play ({team})", colour=colour_word(acting, lang), team=team_word(acting, lang)
        )
        if view.phase == "free":
            line += " · " + TEXTS.t(lang, "no cards needed now")
        return line

    def seat_lines(self, view: PokerDrez4View, lang: str) -> list[str]:  # type: ignore[override]
        return [f"{colour_word(s, lang)} · {team_word(s, lang)}" for s in range(4)]

    def refusal(  # type: ignore[override]
        self, name: str, view: PokerDrez4View, seat: Seat, legal: list[Action], lang: str
    ) -> str | None:
        if name.startswith("square:"):
            r, c = (int(x) for x in name.split(":")[1].split(","))
            sq = r * 8 + c
            man = self._men.get(sq)
            if man is not None and man[0] != seat:
                return TEXTS.t(lang, "That is not your piece: you play {colour}.", colour=colour_word(seat, lang))
            if man is not None and any(a == sq for a, _ in view.board_moves):
                return TEXTS.t(lang, "No card of yours or on the table moves that piece now.")
            if man is not None:
                return TEXTS.t(lang, "That piece has no move now (or it would leave your king in check).")
            return None
        if name.startswith("reserve:"):
            return TEXTS.t(lang, "It cannot come back now: no matching card, or its square is blocked.")
        return None
