"""The TriumfDrez table: the other seats along the top (their hands as backs, or face up when an open
contract lays them down), the trick in the middle, the viewing seat's hand fanned along the bottom,
and a side panel with the scores, the contract, and the auction as clicks (the number of tricks, the
trump figure, the super-trump colour, open or closed, then Bid or Pass).

Everything is drawn from the seat's view only. A card played slides from its hand to the trick; a
finished trick stays in the middle until the next lead, then its cards slide to the winner."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.cards.pokerdrez import Colour, Figure, PokerDrezCard
from game.core import Action, Seat
from games.triumfdrez.texts import CARD_NAMES, COLOUR_NAMES, FIGURE_NAMES, TEXTS
from games.triumfdrez.view import (
    PASS,
    PHASE_AUCTION,
    PHASE_OVER,
    PLAY,
    Bid,
    PlayedTrick,
    TriumfDrezView,
    read_bid,
    read_card,
)
from scenes import theme
from scenes.cards.hand import fan_rects, row_of_cards
from scenes.cards.pieces import CAPTION, SOFT, MovingTable, seat_bands, side_column
from scenes.cards.pokerdrez import FACES
from scenes.cards.seats import first_fitting, head_label, seat_plate
from scenes.cards.widget import card_size_for, card_widget, draw_card
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.text import Label, Paragraph, Picture

# The auction composer's clicks (not actions: they change what the Bid button offers).
MORE, FEWER, TRUMP, SUPER, OPEN = "more", "fewer", "trump", "super", "open"


@dataclass(frozen=True)
class Compose:
    what: str
    value: Any = None


def bid_words(bid: Bid, lang: str) -> str:
    """A bid in words: "9 tricks · trumps Bishop · super-trumps Cyan · open"."""
    parts = [TEXTS.tn(lang, "{n} trick", "{n} tricks", bid.tricks)]
    parts.append(
        TEXTS.t(lang, "no trumps")
        if bid.trump is None
        else TEXTS.t(lang, "trumps {figure}", figure=TEXTS.t(lang, FIGURE_NAMES[bid.trump]))
    )
    parts.append(
        TEXTS.t(lang, "no super-trumps")
        if bid.supertrump is None
        # with its number, as the cards print it: "Magenta" alone sent a new player hunting for the colour
        else TEXTS.t(
            lang,
            "super-trumps {colour}",
            colour=f"{TEXTS.t(lang, COLOUR_NAMES[bid.supertrump])} ({bid.supertrump.number})",
        )
    )
    if bid.open:
        parts.append(TEXTS.t(lang, "open hands"))
    return " · ".join(parts)


def card_words(card: PokerDrezCard, lang: str) -> str:
    return TEXTS.t(lang, CARD_NAMES[card.encode()])


class TriumfDrezTable(MovingTable):
    game_id = "triumfdrez"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._hand_number: int | None = None
        self.reset_selection()

    def reset_selection(self) -> None:
        self.tricks: int | None = None
        # None in these three: not chosen yet (the composer starts from the seat's own last bid)
        self.trump: tuple[Figure | None] | None = None
        self.supertrump: tuple[Colour | None] | None = None
        self.open: bool | None = None

    # --- the composed bid -------------------------------------------------------------------------
    def composed(self, view: TriumfDrezView) -> Bid:
        # Until changed: the trumps of the seat's own last bid this hand (a player raising its bid
        # had to pick them all again), else the Queen and blue; the fewest tricks that beat the bid
        # to beat with them.
        own = next((c.bid for c in reversed(view.calls) if c.seat == view.seat and c.bid is not None), None)
        trump = self.trump[0] if self.trump is not None else own.trump if own is not None else Figure.DAMA
        supertrump = (
            self.supertrump[0] if self.supertrump is not None else own.supertrump if own is not None else Colour.BLUE
        )
        open_ = self.open if self.open is not None else own.open if own is not None else False
        low = view.minimum_bid
        if view.high is not None and view.high.bid is not None:
            low = view.high.bid.tricks
            if not Bid(low, trump, supertrump, open_).beats(view.high.bid):
                low += 1
        tricks = self.tricks if self.tricks is not None else low
        return Bid(max(view.minimum_bid, min(13, tricks)), trump, supertrump, open_)

    def on_intent(self, intent: Any, view: Any, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if isinstance(intent, Compose):
            bid = self.composed(view)
            if intent.what == MORE:
                self.tricks = min(13, bid.tricks + 1)
            elif intent.what == FEWER:
                self.tricks = max(view.minimum_bid, bid.tricks - 1)
            elif intent.what == TRUMP:
                self.trump = (intent.value,)
            elif intent.what == SUPER:
                self.supertrump = (intent.value,)
            elif intent.what == OPEN:
                self.open = not bid.open
            return None
        if isinstance(intent, Action) and intent in legal:
            if intent.kind != PLAY:
                self.reset_selection()
            return intent
        return None

    # --- the table -------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: TriumfDrezView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        bands = seat_bands(rect, 0.27)
        u = bands.u
        me = seat if seat is not None else 0
        areas = dict(bands.opponent_areas(me, view.players))
        areas[me] = bands.bottom
        widgets: list[Widget] = []
        # One look for the plates across the table: when one of them needs two lines for its name and
        # marks, all of them take two (one's own plate, wide, keeps its one line when it can).
        others_two_lines = any(
            not self._head_fits(area, view, who, seat, lang, u) for who, area in areas.items() if who != me
        )
        for who, area in areas.items():
            two_lines = others_two_lines if who != me else not self._head_fits(area, view, who, seat, lang, u)
            widgets += self._seat(area, view, who, seat, legal, lang, u, two_lines)
        widgets += self._middle(bands.middle, view, areas, me, lang, u)
        widgets += self._side(bands.side, view, seat, legal, lang, u)
        fresh = self._hand_number is not None and view.hand_number != self._hand_number
        self._hand_number = view.hand_number
        return self.staged(rect, seat, widgets, fresh=fresh)

    def _head(self, view: TriumfDrezView, who: int, seat: Seat | None, lang: str) -> tuple[str, list[str]]:
        """A plate's name and its marks: the tricks won, the seat's part in the contract, the deal."""
        name = self.seat_name(who, lang) + (TEXTS.t(lang, " (you)") if self.is_you(seat, who) else "")
        marks = [TEXTS.tn(lang, "{n} trick won", "{n} tricks won", view.tricks_won[who])]
        if view.contract is not None and who == view.contract.declarer:
            marks.append(TEXTS.t(lang, "declarer"))
        elif view.contract is not None and who in view.contract.side:
            marks.append(TEXTS.t(lang, "declarer's partner"))
        if view.phase != PHASE_OVER and who == view.dealer:
            marks.append(TEXTS.t(lang, "dealer"))
        return name, marks

    def _head_fits(
        self, band: pygame.Rect, view: TriumfDrezView, who: int, seat: Seat | None, lang: str, u: int
    ) -> bool:
        inner = band.inflate(-2 * u, -2 * u)
        name, marks = self._head(view, who, seat, lang)
        size = paint.font_px(max(14, int(inner.h * 0.16)), 0.72)
        return first_fitting((f"{name} · " + " · ".join(marks),), size, inner.w) is not None

    def _seat(
        self,
        band: pygame.Rect,
        view: TriumfDrezView,
        who: int,
        seat: Seat | None,
        legal: list[Action],
        lang: str,
        u: int,
        two_lines: bool,
    ) -> list[Widget]:
        acting = who in view.to_act
        widgets: list[Widget] = [seat_plate(f"area:{who}", band, acting, u)]
        inner = band.inflate(-2 * u, -2 * u)
        head_h = max(14, int(inner.h * 0.16))
        name, marks = self._head(view, who, seat, lang)
        text = f"{name} · " + " · ".join(marks)
        size = paint.font_px(head_h, 0.72)
        head = pygame.Rect(inner.x, inner.y, inner.w, head_h)
        if not two_lines:
            widgets.append(head_label(who, head, (text,), size))
            top = inner.y + head_h + u
        else:  # a narrow plate: the name on one line, the marks under it
            # the short words: "3 tricks", "partner"
            marks[0] = TEXTS.tn(lang, "{n} trick", "{n} tricks", view.tricks_won[who])
            marks = [TEXTS.t(lang, "partner") if m == TEXTS.t(lang, "declarer's partner") else m for m in marks]
            mark_text = " · ".join(marks)
            widgets.append(head_label(who, head, (name,), size))
            widgets.append(
                Label(
                    name=f"marks:{who}",
                    rect=pygame.Rect(inner.x, inner.y + head_h, inner.w, head_h),
                    text=mark_text,
                    size=paint.size_to_fit(mark_text, int(size * 0.85), inner.w),
                    colour=CAPTION,
                )
            )
            top = inner.y + 2 * head_h + u
        body = pygame.Rect(inner.x, top, inner.w, inner.bottom - top)
        card_h = body.h
        open_cards = next((hand.cards for hand in view.open_hands if hand.seat == who), None)
        if who == seat and view.hand is not None:
            playable = {read_card(a): a for a in legal if a.kind == PLAY}
            rects = fan_rects(body, len(view.hand), card_h)
            for i, (card, r) in enumerate(zip(view.hand, rects, strict=True)):
                widgets.append(
                    card_widget(
                        f"hand:{who}:{i}",
                        r,
                        card,
                        faces=FACES,
                        intent=playable.get(card),
                        dimmed=bool(playable) and card not in playable,
                        tooltip=card_words(card, lang),
                    )
                )
        elif open_cards is not None:
            rects = row_of_cards(body, len(open_cards), card_h)
            for i, (card, r) in enumerate(zip(open_cards, rects, strict=True)):
                widgets.append(card_widget(f"open:{who}:{i}", r, card, faces=FACES, tooltip=card_words(card, lang)))
        else:
            count = view.hand_counts[who]
            w, h = card_size_for(card_h)
            pile = pygame.Rect(0, 0, w, h)
            pile.center = body.center
            if count:
                widgets.append(
                    Picture(
                        name=f"back:{who}",
                        rect=pile,
                        painter=_backs(count, u),
                        tooltip=TEXTS.tn(lang, "{n} card in hand", "{n} cards in hand", count),
                        extra={"hand": count, "faces": FACES, "owner": who},
                    )
                )
        return widgets

    def _middle(
        self, area: pygame.Rect, view: TriumfDrezView, areas: dict[int, pygame.Rect], me: int, lang: str, u: int
    ) -> list[Widget]:
        widgets: list[Widget] = []
        caption_h = max(14, area.h // 9)
        line = ""
        if view.contract is not None:
            line = TEXTS.t(
                lang,
                "Contract of {who}: {bid}",
                who=self.seat_name(view.contract.declarer, lang),
                bid=bid_words(view.contract.bid, lang),
            )
        elif view.high is not None and view.high.bid is not None:
            line = TEXTS.t(
                lang,
                "Bid to beat, by {who}: {bid}",
                who=self.seat_name(view.high.seat, lang),
                bid=bid_words(view.high.bid, lang),
            )
        if line:
            size = paint.font_px(caption_h, 0.7)
            height = Paragraph(
                name="", rect=pygame.Rect(area.x, area.y, area.w, 1), text=line, size=size, bold=True
            ).height_for(area.w)
            caption_h = max(caption_h, height)
            widgets.append(
                Paragraph(
                    name="contract",
                    rect=pygame.Rect(area.x, area.y, area.w, caption_h),
                    text=line,
                    size=size,
                    colour=theme.GOLD,
                    bold=True,
                    align="center",
                )
            )
        spot_area = pygame.Rect(area.x, area.y + caption_h + u, area.w, area.h - caption_h - u)
        card_h = int(spot_area.h * 0.48)
        w, h = card_size_for(card_h)
        trick: PlayedTrick | None = view.trick
        showing = trick
        if (trick is None or not trick.plays) and view.tricks:
            showing = view.tricks[-1]  # the last trick stays in sight until the next lead
        if showing is None:
            return widgets
        for who, card in showing.plays:
            r = pygame.Rect(0, 0, w, h)
            if who == me:
                r.midbottom = (spot_area.centerx, spot_area.bottom)
            else:
                r.midtop = (areas[who].centerx, spot_area.y)
                r.clamp_ip(spot_area)
            extra: dict[str, Any] = {"card": (card, FACES, None), "place": "trick"}
            if showing.winner is not None:
                extra["home"] = tuple(areas[showing.winner].inflate(-areas[showing.winner].w // 2, -2 * u))
            won = showing.winner == who
            widgets.append(
                Picture(
                    name=f"trick:{card.encode()}",
                    rect=r,
                    painter=_face(card, won),
                    tooltip=card_words(card, lang),
                    extra=extra,
                )
            )
        if showing.winner is not None:
            text = TEXTS.t(lang, "{who} wins the trick", who=self.seat_name(showing.winner, lang))
            room = (area.w - w) // 2 - u  # beside the viewer's card, wrapped rather than cut
            size = paint.font_px(caption_h, 0.62)
            height = Paragraph(name="", rect=pygame.Rect(0, 0, room, 1), text=text, size=size).height_for(room)
            widgets.append(
                Paragraph(
                    name="trick_winner",
                    rect=pygame.Rect(area.x, area.bottom - height, room, height),
                    text=text,
                    size=size,
                    colour=theme.HIGHLIGHT,
                )
            )
        return widgets

    # --- the side panel ------------------------------------------------------------------------------
    def _side(
        self, side: pygame.Rect, view: TriumfDrezView, seat: Seat | None, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        column = side_column(side, u)
        # the hand's number as the title, the target in each side's score: one line of both was cut at 640x480
        title = (
            TEXTS.t(lang, "Final scores") if view.phase == PHASE_OVER else TEXTS.t(lang, "Hand {n}", n=view.hand_number)
        )
        column.title(title)
        for index, side_seats in enumerate(view.sides):
            names = " + ".join(self.seat_name(s, lang) for s in side_seats)
            column.paragraph(
                f"score:{index}",
                (
                    TEXTS.t(lang, "{names}: {points} points", names=names, points=view.scores[index])
                    if view.phase == PHASE_OVER  # "33 of 30 points" read oddly at the end
                    else TEXTS.t(
                        lang,
                        "{names}: {points} of {target} points",
                        names=names,
                        points=view.scores[index],
                        target=view.target,
                    )
                ),
                colour=CAPTION,
            )
        composing = view.phase == PHASE_AUCTION and any(a.kind != PLAY for a in legal)
        if composing:
            self._composer(column, view, legal, lang)
        elif view.to_act and seat not in view.to_act:
            acting = view.to_act[0]
            doing = (
                TEXTS.t(lang, "{who} is bidding.", who=self.seat_name(acting, lang))
                if view.phase == PHASE_AUCTION
                else TEXTS.t(lang, "{who} is playing.", who=self.seat_name(acting, lang))
            )
            column.paragraph("waiting", doing, colour=SOFT)
        elif legal:
            column.paragraph("hint", TEXTS.t(lang, "Your turn: click a card to play it."), colour=theme.IVORY)
        if view.phase == PHASE_AUCTION and not composing:  # while composing, the log and the caption say them
            for call in view.calls[-view.players :]:
                said = TEXTS.t(lang, "pass") if call.bid is None else bid_words(call.bid, lang)
                column.paragraph(
                    f"call:{view.calls.index(call)}", f"{self.seat_name(call.seat, lang)}: {said}", colour=SOFT
                )
        if view.results:
            last = view.results[-1]
            who = self.seat_name(last.contract.declarer, lang)
            if last.made:
                text = TEXTS.t(
                    lang,
                    "Last hand: {who} made {taken} of {bid} tricks, {value} points.",
                    who=who,
                    taken=last.taken,
                    bid=last.contract.bid.tricks,
                    value=last.value,
                )
            else:
                text = TEXTS.t(
                    lang,
                    "Last hand: {who} took {taken} of {bid} tricks; the opponents score {value}.",
                    who=who,
                    taken=last.taken,
                    bid=last.contract.bid.tricks,
                    value=last.value,
                )
            column.paragraph("last_hand", text, colour=theme.HIGHLIGHT)
        return column.widgets

    def _composer(self, column: Any, view: TriumfDrezView, legal: list[Action], lang: str) -> None:
        inner, u, row_h = column.inner, column.u, column.row_h
        bid = self.composed(view)
        widgets = column.widgets
        # narrow − and + beside a wide count, so that "13 tricks" fits a 640x480 panel
        step = (inner.w - 2 * u) // 4
        middle = inner.w - 2 * (step + u)
        y = column.y
        widgets.append(
            button(
                "fewer",
                pygame.Rect(inner.x, y, step, row_h),
                "−",
                Compose(FEWER),
                enabled=bid.tricks > view.minimum_bid,
            )
        )
        widgets.append(
            Label(
                name="tricks",
                rect=pygame.Rect(inner.x + step + u, y, middle, row_h),
                text=(count := TEXTS.tn(lang, "{n} trick", "{n} tricks", bid.tricks)),
                align="center",
                size=paint.size_to_fit(count, paint.font_px(row_h, 0.5), middle, True),
                colour=theme.IVORY,
                bold=True,
            )
        )
        widgets.append(
            button(
                "more",
                pygame.Rect(inner.x + step + u + middle + u, y, step, row_h),
                "+",
                Compose(MORE),
                enabled=bid.tricks < 13,
            )
        )
        y += row_h + u
        small = max(16, int(row_h * 0.8))
        caption_h = max(12, int(small * 0.7))
        y = self._caption(widgets, "trump_caption", TEXTS.t(lang, "Trump figure"), inner, y, caption_h)
        figures: list[Figure | None] = [*sorted(Figure, reverse=True), None]
        cell = (inner.w - 2 * u) // 3
        for i, figure in enumerate(figures):
            r, c = divmod(i, 3)
            label = TEXTS.t(lang, "none") if figure is None else TEXTS.t(lang, FIGURE_NAMES[figure])
            tip = (
                TEXTS.t(lang, "No trumps")
                if figure is None
                else TEXTS.t(lang, "Trumps: {figure}", figure=TEXTS.t(lang, FIGURE_NAMES[figure]))
            )
            rect = pygame.Rect(inner.x + c * (cell + u), y + r * (small + u), cell, small)
            widgets.append(
                button(f"trump:{i}", rect, label, Compose(TRUMP, figure), selected=figure == bid.trump, tooltip=tip)
            )
        y += 3 * (small + u)
        y = self._caption(widgets, "super_caption", TEXTS.t(lang, "Super-trump colour"), inner, y, caption_h)
        colours: list[Colour | None] = [*Colour, None]
        cell = (inner.w - 4 * u) // 5
        for i, colour in enumerate(colours):
            r, c = divmod(i, 5)
            # "none" is cut short in a fifth of a 640x480 panel; the caption above says what it is
            label = TEXTS.tp(lang, "no super-trump colour", "no") if colour is None else str(colour.number)
            tip = (
                TEXTS.t(lang, "No super-trumps")
                if colour is None
                else TEXTS.t(lang, "Super-trumps: {colour}", colour=TEXTS.t(lang, COLOUR_NAMES[colour]))
            )
            rect = pygame.Rect(inner.x + c * (cell + u), y + r * (small + u), cell, small)
            widgets.append(
                button(
                    f"super:{i}", rect, label, Compose(SUPER, colour), selected=colour == bid.supertrump, tooltip=tip
                )
            )
            if colour is not None:
                widgets.append(
                    Picture(
                        name=f"swatch:{i}",
                        rect=pygame.Rect(rect.x + 2, rect.y + 2, max(4, u), rect.h - 4),
                        painter=_swatch(colour.rgb),
                    )
                )
        y += 2 * (small + u)
        widgets.append(
            button(
                "open",
                pygame.Rect(inner.x, y, inner.w, small),
                TEXTS.t(lang, "Open hands: yes") if bid.open else TEXTS.t(lang, "Open hands: no"),
                Compose(OPEN),
                selected=bid.open,
            )
        )
        y += small + u
        column.y = y
        column.paragraph("composed", bid_words(bid, lang), colour=theme.IVORY)
        action = bid.action()
        if action in legal:
            column.full_button("bid", TEXTS.t(lang, "Bid"), action, style="primary")
        if Action(PASS) in legal:
            column.full_button("pass", TEXTS.t(lang, "Pass"), Action(PASS))
        if action not in legal:
            column.paragraph(
                "too_low",
                TEXTS.t(
                    lang, "Not higher than the bid to beat: more tricks, fewer of trump and super-trump, or open hands."
                ),
                colour=SOFT,
            )

    @staticmethod
    def _caption(widgets: list[Widget], name: str, text: str, inner: pygame.Rect, y: int, height: int) -> int:
        """A small caption over a row of choices; returns where the row goes."""
        widgets.append(
            Label(
                name=name,
                rect=pygame.Rect(inner.x, y, inner.w, height),
                text=text,
                size=paint.size_to_fit(text, paint.font_px(height, 0.85), inner.w),
                colour=CAPTION,
            )
        )
        return y + height

    # --- shell hooks ----------------------------------------------------------------------------------
    def refusal(self, name: str, view: TriumfDrezView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if name.startswith("hand:") and view.phase == PHASE_AUCTION:
            return TEXTS.t(lang, "First the auction: bid or pass at the side.")
        if name.startswith("hand:") and legal:
            return TEXTS.t(lang, "You must play a card of the figure led while you have one.")
        if name == "bid":
            return TEXTS.t(lang, "That bid is not higher than the bid to beat.")
        return None

    def status(self, view: TriumfDrezView, seat: Seat | None, lang: str) -> str:
        if view.phase == PHASE_OVER:
            best = max(view.scores)
            names = [" + ".join(self.seat_name(s, lang) for s in view.sides[i]) for i in view.winners]
            return TEXTS.t(lang, "Game over: {names} with {points} points", names=", ".join(names), points=best)
        if not view.to_act:
            return ""
        who = self.seat_name(view.to_act[0], lang)
        if view.phase == PHASE_AUCTION and view.high is None:  # the opener may not pass (D3)
            return TEXTS.t(lang, "Hand {n} · auction: {who} opens with a bid", n=view.hand_number, who=who)
        if view.phase == PHASE_AUCTION:
            return TEXTS.t(lang, "Hand {n} · auction: {who} bids or passes", n=view.hand_number, who=who)
        return TEXTS.t(lang, "Hand {n} · {who} plays a card", n=view.hand_number, who=who)

    def seat_lines(self, view: TriumfDrezView, lang: str) -> list[str]:
        side_of = {s: i for i, seats in enumerate(view.sides) for s in seats}
        return [
            TEXTS.tn(lang, "{n} point", "{n} points", view.scores[side_of[s]])
            + " · "
            + TEXTS.tn(lang, "{n} trick", "{n} tricks", view.tricks_won[s])  # "1 tricks" was read in play
            for s in range(view.players)
        ]


def _face(card: PokerDrezCard, winning: bool) -> Any:
    def paint_card(surface: pygame.Surface, r: pygame.Rect) -> None:
        draw_card(surface, r, card, faces=FACES, highlight=winning)

    return paint_card


def _backs(count: int, u: int) -> Any:
    """A hidden hand: a small fan of backs and how many cards it holds."""

    def paint_backs(surface: pygame.Surface, r: pygame.Rect) -> None:
        shown = min(count, 5)
        step = max(2, r.w // 8)
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


__all__ = ["TriumfDrezTable", "read_bid"]
