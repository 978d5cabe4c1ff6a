"""The DomiDrez table: the other seats along the top (their hands as backs with a count), the stock and
the line of cards laid this hand in the middle (it grows card by card, wrapping onto a second row;
the oldest cards fold away under a count when the line outgrows the felt), the viewing seat's hand
fanned along the bottom, and a side panel with the scores, what the next card must share, and the
draw, pass or neutral-card buttons.

Where a card may go: the empty spot at the end of the line. It glows gold while the pointer (or the
keyboard focus) rests on a card of the hand that fits, and turns grey with a cross on one that does
not; cards that do not fit are dimmed. A neutral card is picked first, then a figure and a colour are
named at the side (the choice starts on what the hand holds most of), then laid.

Everything is drawn from the seat's view only. A card laid slides from its hand to the line; a card
drawn slides from the stock to the hand (face down for the other seats)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

import pygame

from game.cards.pokerdrez import NEUTRAL, Colour, Figure, PokerDrezCard
from game.core import Action, Seat
from games.domidrez.texts import CARD_NAMES, COLOUR_NAMES, FIGURE_NAMES, TEXTS
from games.domidrez.view import DRAW, PASS, PHASE_OVER, PLAY, DomiDrezView, Requirement, play, read_play
from scenes import theme
from scenes.cards.hand import fan_rects
from scenes.cards.pieces import (
    CAPTION,
    SOFT,
    MovingTable,
    deck_painter,
    empty_slot,
    seat_bands,
    side_column,
)
from scenes.cards.pokerdrez import FACES
from scenes.cards.seats import head_label, seat_plate
from scenes.cards.widget import CardWidget, card_size_for, card_widget, draw_card
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.text import Picture

PICK, NAME_FIGURE, NAME_COLOUR = "pick", "figure", "colour"
ROWS = 2  # the line wraps onto this many rows before its oldest cards fold away


@dataclass(frozen=True)
class Choose:
    """A selection step (not an action): pick the neutral card, or name a figure or a colour."""

    what: str
    value: Any = None


def card_words(card: PokerDrezCard, lang: str) -> str:
    return TEXTS.t(lang, CARD_NAMES[card.encode()])


def requirement_words(req: Requirement, lang: str) -> str:
    return TEXTS.t(
        lang,
        "{figure} or {colour} ({number})",
        figure=TEXTS.t(lang, FIGURE_NAMES[req.figure]),
        colour=TEXTS.t(lang, COLOUR_NAMES[req.colour]),
        number=req.colour.number,
    )


class DomiDrezTable(MovingTable):
    game_id = "domidrez"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._hand_number: int | None = None
        self._folded = 0
        self.reset_selection()

    def reset_selection(self) -> None:
        self.picked = False  # the neutral card is picked: name a figure and a colour
        self.figure: Figure | None = None
        self.colour: Colour | None = None

    # --- the neutral card's name -------------------------------------------------------------------
    def naming(self, view: DomiDrezView) -> Requirement:
        """The figure and colour composed for the neutral card: what was clicked, else what the hand
        holds most of (ties: the higher figure, the higher colour)."""
        rest = [c for c in view.hand or () if c.figure is not None and c.colour is not None]
        figures = Counter(c.figure for c in rest)
        colours = Counter(c.colour for c in rest)
        figure = self.figure or max(Figure, key=lambda f: (figures[f], int(f)))
        colour = self.colour or max(Colour, key=lambda k: (colours[k], int(k)))
        return Requirement(figure, colour)

    def on_intent(self, intent: Any, view: Any, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if isinstance(intent, Choose):
            if intent.what == PICK:
                self.picked = not self.picked
            elif intent.what == NAME_FIGURE:
                self.figure = intent.value
            elif intent.what == NAME_COLOUR:
                self.colour = intent.value
            return None
        if isinstance(intent, Action) and intent in legal:
            self.reset_selection()
            return intent
        return None

    # --- the table -------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: DomiDrezView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        bands = seat_bands(rect, 0.25 if view.players <= 5 else 0.22)
        u = bands.u
        me = seat if seat is not None else 0
        areas = dict(bands.opponent_areas(me, view.players))
        areas[me] = bands.bottom
        if not legal:
            self.picked = False
        widgets: list[Widget] = []
        hand_cards: list[Widget] = []
        for who, area in areas.items():
            widgets += self._seat(area, view, who, seat, legal, lang, u, hand_cards)
        widgets += self._middle(bands.middle, view, legal, lang, u, hand_cards)
        widgets += self._side(bands.side, view, seat, legal, lang, u)
        fresh = self._hand_number is not None and view.hand_number != self._hand_number
        self._hand_number = view.hand_number
        return self.staged(rect, seat, widgets, fresh=fresh)

    def _seat(
        self,
        band: pygame.Rect,
        view: DomiDrezView,
        who: int,
        seat: Seat | None,
        legal: list[Action],
        lang: str,
        u: int,
        hand_cards: list[Widget],
    ) -> list[Widget]:
        acting = who in view.to_act
        widgets: list[Widget] = [seat_plate(f"area:{who}", band, acting, u)]
        inner = band.inflate(-2 * u, -2 * u)
        head_h = max(14, int(inner.h * 0.17))
        name = self.seat_name(who, lang) + (TEXTS.t(lang, " (you)") if self.is_you(seat, who) else "")
        marks = [TEXTS.tn(lang, "{n} point", "{n} points", view.scores[who])]
        if view.phase != PHASE_OVER and who == view.dealer:
            marks.append(TEXTS.t(lang, "dealer"))
        # A narrow plate: the name alone (the points are in the side panel too); eight players at
        # 640x480: the seat's number, its name in the side panel.
        forms = (f"{name} · " + " · ".join(marks), name, str(who + 1))
        head = pygame.Rect(inner.x, inner.y, inner.w, head_h)
        widgets.append(head_label(who, head, forms, paint.font_px(head_h, 0.72)))
        body = pygame.Rect(inner.x, inner.y + head_h + u, inner.w, inner.bottom - inner.y - head_h - u)
        if who == seat and view.hand is not None:
            fits = {p.card for p in (read_play(a) for a in legal) if p is not None}
            neutral_named = any(p is not None and p.named is not None for p in map(read_play, legal))
            rects = fan_rects(body, len(view.hand), body.h)
            for i, (card, r) in enumerate(zip(view.hand, rects, strict=True)):
                intent: Any = None
                if card in fits:
                    intent = Choose(PICK) if card.is_neutral and neutral_named else play(card)
                widget = card_widget(
                    f"hand:{who}:{i}",
                    r,
                    card,
                    faces=FACES,
                    intent=intent,
                    dimmed=bool(legal) and card not in fits,
                    selected=card.is_neutral and self.picked,
                    tooltip=card_words(card, lang),
                )
                widgets.append(widget)
                hand_cards.append(widget)
        else:
            count = view.hand_counts[who]
            w, h = card_size_for(body.h)
            pile = pygame.Rect(0, 0, w, h)
            pile.center = body.center
            widgets.append(
                Picture(
                    name=f"back:{who}",
                    rect=pile,
                    painter=_backs(count),
                    tooltip=TEXTS.tn(lang, "{n} card in hand", "{n} cards in hand", count),
                    extra={"hand": count, "faces": FACES, "owner": who},
                )
            )
        return widgets

    def _middle(
        self,
        area: pygame.Rect,
        view: DomiDrezView,
        legal: list[Action],
        lang: str,
        u: int,
        hand_cards: list[Widget],
    ) -> list[Widget]:
        widgets: list[Widget] = []
        row_h = (area.h - (ROWS - 1) * u) // ROWS
        card_h = max(20, row_h)
        w, h = card_size_for(card_h)
        # the stock on the left: a click draws when nothing fits
        stock = pygame.Rect(area.x, area.y + (area.h - h) // 2, w, h)
        draw_action = Action(DRAW)
        widgets.append(
            Picture(
                name="deck",
                rect=stock,
                painter=deck_painter(view.stock_count, faces=FACES),
                intent=draw_action if draw_action in legal else None,
                tooltip=TEXTS.tn(lang, "Stock: {n} card", "Stock: {n} cards", view.stock_count),
                extra={"stack": view.stock_count, "faces": FACES, "card_source": True},
            )
        )
        line_area = pygame.Rect(stock.right + 2 * u, area.y, area.right - stock.right - 2 * u, area.h)
        step = max(4, int(w * 0.56))
        # the spot after the last card stands clear of it (a whole card and a gap): room kept on every row
        spare = w - step + u
        per_row = max(2, (line_area.w - w - spare) // step + 1)
        room = per_row * ROWS - 1  # the last place is the spot where the next card goes
        shown = view.line[-room:] if len(view.line) > room else view.line
        folded = len(view.line) - len(shown)
        self._folded = folded
        named = view.named  # what each neutral card on the line named, in the line's order
        places = [*shown, None]
        for i, card in enumerate(places):
            row, col = divmod(i, per_row)
            r = pygame.Rect(line_area.x + col * step, line_area.y + row * (row_h + u) + (row_h - h) // 2, w, h)
            if card is None:
                if col:
                    r.x += spare
                may = any(a.kind == PLAY for a in legal)
                widgets.append(
                    Picture(
                        name="spot",
                        rect=r,
                        painter=_spot(hand_cards, may, self.picked),
                        tooltip=TEXTS.t(
                            lang, "The next card goes here: {what}", what=requirement_words(view.requirement, lang)
                        ),
                    )
                )
                continue
            index = folded + i
            widgets.append(
                Picture(
                    name=f"line:{index}",
                    rect=r,
                    painter=_face(card, index == len(view.line) - 1, named[index]),
                    tooltip=card_words(card, lang)
                    if named[index] is None
                    else TEXTS.t(lang, "Neutral card: asks for {what}", what=requirement_words(named[index], lang)),
                    extra={"card": (card, FACES, None), "place": "line"},
                )
            )
        return widgets

    # --- the side panel ------------------------------------------------------------------------------
    def _side(
        self, side: pygame.Rect, view: DomiDrezView, seat: Seat | None, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        column = side_column(side, u)
        title = (
            TEXTS.t(lang, "Final scores") if view.phase == PHASE_OVER else TEXTS.t(lang, "Hand {n}", n=view.hand_number)
        )
        column.title(title)
        column.paragraph("target", TEXTS.t(lang, "First to {n} points wins.", n=view.target), colour=CAPTION)
        self._folded_note(column, view, lang)
        if view.phase != PHASE_OVER:
            column.paragraph(
                "requirement",
                TEXTS.t(lang, "Next card: {what}, or a neutral card", what=requirement_words(view.requirement, lang)),
                colour=theme.HIGHLIGHT,
            )
        if view.passes:
            column.paragraph(
                "passes",
                TEXTS.tn(
                    lang,
                    "{n} player in a row has passed; when all have, the fewest cards win.",
                    "{n} players in a row have passed; when all have, the fewest cards win.",
                    view.passes,
                ),
                colour=SOFT,
            )
        if Action(DRAW) in legal:
            column.paragraph("hint", TEXTS.t(lang, "No card fits: draw one from the stock."), colour=theme.IVORY)
            column.full_button("draw", TEXTS.t(lang, "Draw"), Action(DRAW), style="primary")
        elif Action(PASS) in legal:
            column.paragraph("hint", TEXTS.t(lang, "No card fits and the stock is empty."), colour=theme.IVORY)
            column.full_button("pass", TEXTS.t(lang, "Pass"), Action(PASS), style="primary")
        elif self.picked:
            self._namer(column, view, legal, lang)
        elif legal:
            column.paragraph("hint", TEXTS.t(lang, "Your turn: click a card that fits to lay it."), colour=theme.IVORY)
        elif view.to_act and seat not in view.to_act:
            column.paragraph(
                "waiting", TEXTS.t(lang, "{who} is playing.", who=self.seat_name(view.to_act[0], lang)), colour=SOFT
            )
        if view.results:
            last = view.results[-1]
            names = ", ".join(self.seat_name(s, lang) for s in last.winners)
            text = (
                TEXTS.t(lang, "Last hand closed: {names} scored {points}.", names=names, points=last.points)
                if last.closed
                else TEXTS.t(lang, "Last hand: {names} went out and scored {points}.", names=names, points=last.points)
            )
            column.paragraph("last_hand", text, colour=CAPTION)
        return column.widgets

    def _folded_note(self, column: Any, view: DomiDrezView, lang: str) -> None:
        """How many of the line's cards fold away under the ones shown (the middle says how many it shows)."""
        if self._folded:
            column.paragraph(
                "folded",
                TEXTS.tn(
                    lang,
                    "The line holds {n} card more than the felt shows.",
                    "The line holds {n} cards more than the felt shows.",
                    self._folded,
                ),
                colour=SOFT,
            )

    def _namer(self, column: Any, view: DomiDrezView, legal: list[Action], lang: str) -> None:
        inner, u, row_h = column.inner, column.u, column.row_h
        named = self.naming(view)
        widgets = column.widgets
        small = max(16, int(row_h * 0.8))
        column.paragraph("name_hint", TEXTS.t(lang, "Name the figure and the colour the next card must share."))
        y = column.y
        cell = (inner.w - 2 * u) // 3
        for i, figure in enumerate(sorted(Figure, reverse=True)):
            r, c = divmod(i, 3)
            rect = pygame.Rect(inner.x + c * (cell + u), y + r * (small + u), cell, small)
            widgets.append(
                button(
                    f"figure:{i}",
                    rect,
                    TEXTS.t(lang, FIGURE_NAMES[figure]),
                    Choose(NAME_FIGURE, figure),
                    selected=figure is named.figure,
                )
            )
        y += 2 * (small + u)
        cell = (inner.w - 4 * u) // 5
        for i, colour in enumerate(Colour):
            r, c = divmod(i, 5)
            rect = pygame.Rect(inner.x + c * (cell + u), y + r * (small + u), cell, small)
            widgets.append(
                button(
                    f"colour:{i}",
                    rect,
                    str(colour.number),
                    Choose(NAME_COLOUR, colour),
                    selected=colour is named.colour,
                    tooltip=TEXTS.t(lang, COLOUR_NAMES[colour]),
                )
            )
            widgets.append(
                Picture(
                    name=f"swatch:{i}",
                    rect=pygame.Rect(rect.x + 2, rect.y + 2, max(4, u), rect.h - 4),
                    painter=_swatch(colour.rgb),
                )
            )
        column.y = y + 2 * (small + u)
        action = play(NEUTRAL, named.figure, named.colour)
        if action in legal:
            column.full_button(
                "lay_neutral",
                TEXTS.t(lang, "Lay it: {what}", what=requirement_words(named, lang)),
                action,
                style="primary",
            )

    # --- shell hooks ----------------------------------------------------------------------------------
    def refusal(self, name: str, view: DomiDrezView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if name.startswith("hand:") and (Action(DRAW) in legal or Action(PASS) in legal):
            return TEXTS.t(lang, "None of your cards fits: draw from the stock (or pass when it is empty).")
        if name.startswith("hand:"):
            return TEXTS.t(
                lang,
                "That card matches neither the figure nor the colour asked: {what}.",
                what=requirement_words(view.requirement, lang),
            )
        if name == "deck" and legal:
            return TEXTS.t(lang, "You may draw only when none of your cards fits.")
        return None

    def status(self, view: DomiDrezView, seat: Seat | None, lang: str) -> str:
        if view.phase == PHASE_OVER:
            names = ", ".join(self.seat_name(s, lang) for s in view.winners)
            return TEXTS.t(lang, "Game over: {names} with {points} points", names=names, points=max(view.scores))
        if not view.to_act:
            return ""
        return TEXTS.t(
            lang,
            "Hand {n} · {who} to play: {what}",
            n=view.hand_number,
            who=self.seat_name(view.to_act[0], lang),
            what=requirement_words(view.requirement, lang),
        )

    def seat_lines(self, view: DomiDrezView, lang: str) -> list[str]:
        return [
            TEXTS.tn(lang, "{n} point", "{n} points", view.scores[s])
            + " · "
            + TEXTS.tn(lang, "{n} card", "{n} cards", view.hand_counts[s])
            for s in range(view.players)
        ]


def _face(card: PokerDrezCard, newest: bool, named: Requirement | None) -> Any:
    """A card of the line; a neutral card wears what it named: the figure's initial on the colour."""

    def paint_card(surface: pygame.Surface, r: pygame.Rect) -> None:
        draw_card(surface, r, card, faces=FACES, highlight=newest)
        if named is not None:
            # on the part the next card leaves in sight: the left half
            badge = pygame.Rect(0, 0, int(r.w * 0.5), int(r.w * 0.36))
            badge.bottomleft = (r.x + max(2, r.w // 14), r.bottom - max(2, r.w // 12))
            paint.panel(surface, badge, (*named.colour.rgb, 255), radius=badge.h // 3, border=theme.GOLD, shadow=False)
            text = f"{named.figure.die_face}·{named.colour.number}"
            paint.text_in(surface, text, badge, paint.font_px(badge.h, 0.6), (20, 20, 24), bold=True)

    return paint_card


def _spot(hand_cards: list[Widget], may: bool, picked: bool) -> Any:
    """The end of the line: gold while a card of the hand that fits is pointed at (or the neutral
    card is picked), grey and crossed while one that does not is; a faint outline otherwise."""

    def paint_spot(surface: pygame.Surface, r: pygame.Rect) -> None:
        pointed = next((w for w in hand_cards if w.hovered or getattr(w, "focused", False)), None)
        empty_slot(surface, r)
        lit = picked or (pointed is not None and pointed.intent is not None)
        width = max(2, r.w // 18)
        if may and lit:
            pygame.draw.rect(surface, theme.GOLD, r, width, border_radius=max(3, r.w // 12))
        elif may and pointed is not None and isinstance(pointed, CardWidget):
            pygame.draw.rect(surface, SOFT, r, width, border_radius=max(3, r.w // 12))
            pygame.draw.line(
                surface,
                SOFT,
                r.inflate(-r.w // 3, -r.h // 3).topleft,
                r.inflate(-r.w // 3, -r.h // 3).bottomright,
                width,
            )
            pygame.draw.line(
                surface,
                SOFT,
                r.inflate(-r.w // 3, -r.h // 3).topright,
                r.inflate(-r.w // 3, -r.h // 3).bottomleft,
                width,
            )

    return paint_spot


def _backs(count: int) -> Any:
    """A hidden hand: a small fan of backs and how many cards it holds."""

    def paint_backs(surface: pygame.Surface, r: pygame.Rect) -> None:
        shown = min(count, 5)
        step = max(2, r.w // 8)
        if not count:
            empty_slot(surface, r)
        for k in range(shown):
            draw_card(surface, r.move((k - shown // 2) * step, 0), None, face_up=False, faces=FACES)
        badge = pygame.Rect(0, 0, int(r.w * 0.5), int(r.w * 0.34))
        badge.center = (r.centerx, r.bottom - badge.h)
        paint.panel(surface, badge, (20, 20, 24, 230), radius=badge.h // 2, border=theme.GOLD, shadow=False)
        paint.text_in(surface, str(count), badge, paint.font_px(badge.h, 0.62), theme.GOLD, bold=True)

    return paint_backs


def _swatch(rgb: tuple[int, int, int]) -> Any:
    def paint_swatch(surface: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.rect(surface, rgb, r, border_radius=2)

    return paint_swatch


__all__ = ["DomiDrezTable"]
