"""The Favores table: the opponents along the top, the deck, the lot and the reserve in
the middle, the viewing seat at the bottom with its identity face up, and a side
panel with the day, what the acting player may do (add, call an auction, bid)
and the scores of the days played.

Everything is drawn from the seat's view only: other identities are closed doors
until the day is scored.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core import Action, Seat
from games.favores.texts import TEXTS, card_name
from games.favores.view import ADD, AUCTION, PASS, DayResult, FavoresView, is_bid
from scenes import theme
from scenes.cards.dama_tigre import card_widget, deck_painter, gem_icon, gems_word, look_extra
from scenes.cards.hand import row_of_cards
from scenes.cards.pieces import CAPTION, SOFT, MovingTable, plate_painter, player_name, seat_bands, side_column
from scenes.cards.widget import card_fit, card_size_for
from scenes.motion import GemPile
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.gem import gem_colour
from scenes.widgets.text import Label, Paragraph, Picture, label_fits


def result_line(view: FavoresView, day: DayResult, lang: str, name: Callable[[int, str], str] = player_name) -> str:
    parts = []
    for seat, total in enumerate(day.total):
        bonus = TEXTS.t(lang, " incl. +3 gems") if day.bonus[seat] else ""
        parts.append(f"{name(seat, lang)} {total:+d}{bonus}")
    return TEXTS.t(lang, "Day {day}: ", day=day.day) + ", ".join(parts)


def last_event_text(view: FavoresView, lang: str, name: Callable[[int, str], str] = player_name) -> str:
    """A sentence on what the last auction did (who took the lot, who was paid)."""
    settled = view.settled
    if settled is None:
        return ""
    winner, price = settled.winner, settled.bid
    if not settled.final:
        caller = settled.caller
        if winner is None:
            return TEXTS.t(lang, "Nobody bid: the lot was thrown away.")
        who = name(winner, lang)
        if winner != caller:
            return TEXTS.tn(lang, "{who} took the lot for {n} gem, paid to {name}.",
                            "{who} took the lot for {n} gems, paid to {name}.", price, who=who,
                            name=name(caller if caller is not None else 0, lang))
        shares = [p for s, p in enumerate(settled.payments) if s != caller]
        share = shares[0] if shares else 0
        return TEXTS.t(lang, "{who} kept the lot for {bid}: {share} to each opponent, {reserve} to the reserve.",
                       who=who, bid=price, share=share, reserve=settled.to_reserve)
    if winner is None:
        return TEXTS.t(lang, "Nobody bid in the final auction.")
    return TEXTS.t(lang, "{name} won the final auction for {bid}.", name=name(winner, lang), bid=price)


class FavoresTable(MovingTable):
    game_id = "favores"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._day: int | None = None  # the day of the last build: a new day is a new deal

    def build(self, rect: pygame.Rect, view: FavoresView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        bands = seat_bands(rect, 0.31)
        u = bands.u
        me = seat if seat is not None else 0
        widgets: list[Widget] = []
        for who, area in bands.opponent_areas(me, len(view.gems)):
            widgets += self._seat_area(area, view, who, seat, lang, u)
        widgets += self._seat_area(bands.bottom, view, me, seat, lang, u)
        widgets += self._centre(bands.middle, view, legal, lang, u)
        widgets += self._side(bands.side, view, seat, legal, lang, u)
        fresh = self._day is not None and view.day != self._day
        self._day = view.day
        piles = [GemPile(f"seat:{s}", gems, gem_colour(s)) for s, gems in enumerate(view.gems)]
        piles.append(GemPile("reserve", view.reserve, "white"))
        return self.staged(rect, seat, widgets, piles, fresh=fresh, bank=bands.middle)

    # --- the players ------------------------------------------------------------------------------
    def _seat_area(self, band: pygame.Rect, view: FavoresView, who: int, seat: Seat | None, lang: str,
                   u: int) -> list[Widget]:
        acting = who in view.to_act
        widgets: list[Widget] = [Picture(name=f"area:{who}", rect=pygame.Rect(band), painter=plate_painter(acting, u))]
        inner = band.inflate(-2 * u, -2 * u)
        head_h = max(14, int(inner.h * 0.17))
        sub_h = max(12, int(head_h * 0.8))
        body = pygame.Rect(inner.x, inner.y + head_h + sub_h + u, inner.w, inner.h - head_h - sub_h - u)
        # The header: name and gems, then points and where the player stands in the auction.
        mine = seat == who
        name = self.seat_name(who, lang) + (TEXTS.t(lang, " (you)") if self.is_you(seat, who) else "")
        starter = view.phase != "over" and who == view.day_start
        gems = view.gems[who]
        size = paint.font_px(head_h, 0.72)
        count_w = theme.font(size, True).size(str(gems))[0] + u
        gem_rect = pygame.Rect(inner.right - count_w - head_h - u // 2, inner.y, head_h, head_h)
        name_w = gem_rect.x - inner.x - u
        # A plate too narrow for name and gems side by side (four players at 800x600): the name gets the
        # whole first row, the gem and its count the second.
        stacked = not label_fits(name, size, name_w, True)
        if stacked:
            name_w = inner.w
            gem_rect.topleft = (inner.x, inner.y + head_h)
        widgets.append(Label(name=f"name:{who}", rect=pygame.Rect(inner.x, inner.y, name_w, head_h),
                             text=name, size=paint.size_to_fit(name, size, name_w, True) if stacked else size,
                             colour=theme.IVORY, bold=True))
        widgets.append(gem_icon(f"gem:{who}", gem_rect, gem_colour(who), gems, f"{gems} {gems_word(gems, lang)}"))
        widgets.append(Label(name=f"gems:{who}", rect=pygame.Rect(gem_rect.right + u // 2, gem_rect.y, count_w, head_h),
                             text=str(gems), size=size, colour=theme.GOLD, bold=True))
        for widget in widgets[-2:]:
            widget.extra["gems_of"] = f"seat:{who}"
        points = view.scores[who]
        status = self._bid_status(view, who, lang)
        parts = [TEXTS.t(lang, "{points} pts", points=points)]
        if starter:
            parts.append(TEXTS.t(lang, "started the day"))
        if status:
            parts.append(status)
        line = " · ".join(parts)
        line_size = paint.size_to_fit(line, paint.font_px(sub_h, 0.72), inner.w)
        if stacked or not label_fits(line, line_size, inner.w):
            # Under the name and gems, wrapped onto the lines it needs; the cards below make room.
            line_y = inner.y + head_h * (2 if stacked else 1)
            line_h = Paragraph(name="", rect=pygame.Rect(inner.x, 0, inner.w, 1), text=line,
                               size=line_size).height_for(inner.w)
            widgets.append(Paragraph(name=f"points:{who}", rect=pygame.Rect(inner.x, line_y, inner.w, line_h),
                                     text=line, size=line_size, colour=theme.HIGHLIGHT if status else SOFT))
            top = line_y + max(line_h, sub_h) + u
            body = pygame.Rect(inner.x, top, inner.w, inner.bottom - top)
        else:
            widgets.append(Label(name=f"points:{who}", rect=pygame.Rect(inner.x, inner.y + head_h, inner.w, sub_h),
                                 text=line, size=line_size, colour=theme.HIGHLIGHT if status else SOFT))
        # The identity: face up for its owner only.
        identity = view.identity if mine else None
        door = card_fit(pygame.Rect(body.x, body.y, int(body.h * 0.72), body.h))
        tip = (TEXTS.t(lang, "Your identity: {card}", card=card_name(identity, lang))
               if identity else TEXTS.t(lang, "A secret identity"))
        if view.phase != "over":
            widgets.append(card_widget(f"identity:{who}", door, identity, face_up=identity is not None, door=True,
                                       tooltip=tip))
            widgets[-1].extra["place"] = f"identity:{who}"
        # The collection.
        collection = view.collections[who]
        area = pygame.Rect(door.right + 2 * u, body.y, body.right - door.right - 2 * u, body.h)
        if collection:
            for i, (code, r) in enumerate(zip(collection, row_of_cards(area, len(collection), int(body.h * 0.92)),
                                               strict=True)):
                widgets.append(card_widget(f"collection:{who}:{i}", r, code, tooltip=card_name(code, lang)))
        else:
            empty = TEXTS.t(lang, "No cards")
            empty_size = paint.font_px(head_h, 0.6)
            if label_fits(empty, empty_size, area.w):
                widgets.append(Label(name=f"collection_empty:{who}", rect=area, text=empty, size=empty_size,
                                     colour=SOFT, align="center"))
            else:  # beside the door of a narrow plate: one word a line
                empty_h = Paragraph(name="", rect=pygame.Rect(area.x, 0, area.w, 1), text=empty,
                                    size=empty_size).height_for(area.w)
                widgets.append(Paragraph(name=f"collection_empty:{who}",
                                         rect=pygame.Rect(area.x, area.centery - empty_h // 2, area.w, empty_h),
                                         text=empty, size=empty_size, colour=SOFT, align="center"))
        return widgets

    def _bid_status(self, view: FavoresView, who: int, lang: str) -> str:
        if view.phase not in ("auction", "final"):
            return ""
        bid = view.bids[who]
        if view.phase == "auction" and who == view.caller and bid is None:
            return TEXTS.t(lang, "called")
        if bid is None:
            return TEXTS.t(lang, "to bid") if who in view.waiting else ""
        if bid == 0:
            return TEXTS.t(lang, "no bid")
        return TEXTS.t(lang, "bids {bid}", bid=bid)

    # --- the middle -------------------------------------------------------------------------------
    def _centre(self, area: pygame.Rect, view: FavoresView, legal: list[Action], lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = []
        caption_h = max(12, int(area.h * 0.12))
        card_h = min(area.h - caption_h - u, int(area.w / 9 / 0.7))
        card_w, card_h = card_size_for(card_h)
        cards_y = area.y + caption_h + (area.h - caption_h - card_h) // 2
        deck_rect = pygame.Rect(area.x + 2 * u, cards_y, card_w, card_h)
        count = view.deck_size
        widgets.append(Label(name="deck_caption", rect=pygame.Rect(deck_rect.x - u, area.y, card_w + 4 * u, caption_h),
                             text=TEXTS.t(lang, "Deck"), size=paint.font_px(caption_h, 0.7), colour=SOFT,
                             align="center"))
        tooltip = TEXTS.t(lang, "{count} cards in the deck", count=count)
        if ADD in legal:  # a player reaches for the deck to add its top card: it does what the button does
            tooltip += TEXTS.t(lang, ": click to add a card to the lot")
        widgets.append(Picture(name="deck", rect=deck_rect, painter=deck_painter(count), tooltip=tooltip,
                               intent=ADD if ADD in legal else None, extra=look_extra()))
        # The reserve and the discards on the right.
        right_w = max(card_w * 2, 16 * u)
        right = pygame.Rect(area.right - right_w - 2 * u, area.y, right_w, area.h)
        reserve = view.reserve
        widgets.append(Label(name="reserve_caption", rect=pygame.Rect(right.x, area.y, right.w, caption_h),
                             text=TEXTS.t(lang, "Reserve"), size=paint.font_px(caption_h, 0.7), colour=SOFT,
                             align="center"))
        gem_size = min(card_w, right.w // 3)
        gem_rect = pygame.Rect(right.centerx - gem_size, cards_y, gem_size, gem_size)
        widgets.append(gem_icon("reserve_gem", gem_rect, "white", reserve,
                                TEXTS.t(lang, "Out of play until the next day")))
        widgets.append(Label(name="reserve", rect=pygame.Rect(gem_rect.right + u, cards_y, gem_size * 2, gem_size),
                             text=str(reserve), size=paint.font_px(gem_size, 0.6), colour=theme.GOLD, bold=True))
        for widget in widgets[-2:]:
            widget.extra["gems_of"] = "reserve"
        discards = len(view.discard)
        thrown = TEXTS.t(lang, "Thrown away: {discards}", discards=discards)
        if not label_fits(thrown, paint.font_px(caption_h, 0.6), right.w):  # a narrow column (640x480)
            thrown = TEXTS.t(lang, "Discards: {discards}", discards=discards)
        widgets.append(Label(name="discards", rect=pygame.Rect(right.x, gem_rect.bottom + u, right.w, caption_h),
                             text=thrown, size=paint.font_px(caption_h, 0.6), colour=SOFT, align="center",
                             tooltip=", ".join(card_name(c, lang) for c in view.discard)))
        # The lot in between.
        lot = view.lot
        lot_area = pygame.Rect(deck_rect.right + 4 * u, cards_y, right.x - deck_rect.right - 8 * u, card_h)
        final = view.phase == "final"
        caption = TEXTS.tn(lang, "Lot · {n} card", "Lot · {n} cards", len(lot))
        if final:
            caption = TEXTS.t(lang, "Final auction! ") + caption
        widgets.append(Label(name="lot_caption", rect=pygame.Rect(lot_area.x, area.y, lot_area.w, caption_h),
                             text=caption, size=paint.font_px(caption_h, 0.7),
                             colour=theme.HIGHLIGHT if final or view.phase == "auction" else SOFT, bold=final,
                             align="center"))
        if lot:
            step = min(card_w * 1.1, (lot_area.w - card_w) / max(1, len(lot) - 1)) if len(lot) > 1 else 0
            total = card_w + step * (len(lot) - 1)
            x0 = lot_area.x + (lot_area.w - total) / 2
            auction = view.phase in ("auction", "final")
            for i, code in enumerate(lot):
                r = pygame.Rect(round(x0 + i * step), cards_y, card_w, card_h)
                widgets.append(card_widget(f"lot:{i}", r, code, highlight=auction, tooltip=card_name(code, lang)))
        return widgets

    # --- the side panel -------------------------------------------------------------------------
    def _side(self, side: pygame.Rect, view: FavoresView, seat: Seat | None, legal: list[Action], lang: str,
              u: int) -> list[Widget]:
        column = side_column(side, u)
        inner, row_h, size = column.inner, column.row_h, column.size
        over = view.phase == "over"
        title = TEXTS.t(lang, "Final scores") if over else TEXTS.t(lang, "Day {day} of 3", day=view.day)
        column.widgets.append(Label(name="day_title", rect=pygame.Rect(inner.x, column.y, inner.w, row_h), text=title,
                                    size=paint.font_px(row_h, 0.6), colour=theme.GOLD, bold=True))
        column.y += row_h + u
        if seat is not None and view.identity:
            column.paragraph("identity", TEXTS.t(lang, "You are the {card_name}: exact cards 3, "
                                                 "one attribute 1, none -2.", card_name=card_name(view.identity, lang)))
        bids = [a for a in legal if is_bid(a)]
        if ADD in legal:
            column.paragraph("hint", TEXTS.t(lang, "Your turn: add a card to the lot or put the lot up for auction."),
                             colour=theme.IVORY)
            column.full_button("add", TEXTS.t(lang, "Add a card to the lot"), ADD,
                               style="primary")
            column.full_button("auction", TEXTS.t(lang, "Call an auction"), AUCTION)
        elif PASS in legal and seat is not None:
            gems = view.gems[seat]
            high = view.high_bid
            if view.phase == "final":
                hint = TEXTS.t(lang, "Final auction: the bid is paid to nobody.")
            elif view.caller == seat:
                hint = TEXTS.t(lang, "You called: bid to keep the lot and pay your opponents.")
            else:
                hint = TEXTS.t(lang, "Bid for the lot; the winner pays {name}.",
                               name=self.seat_name(view.caller, lang))
            column.paragraph("hint", hint + " " + TEXTS.t(lang, "Highest bid: {high}. You have {gems}.", high=high, gems=gems),
                             colour=theme.IVORY)
            column.bid_buttons(bids)
            column.full_button("pass", TEXTS.t(lang, "No bid"), PASS)
        elif not over and view.to_act:
            acting = view.to_act[0]
            doing = (TEXTS.t(lang, "is bidding") if view.phase in ("auction", "final")
                     else TEXTS.t(lang, "is playing"))
            column.paragraph("waiting", f"{self.seat_name(acting, lang)} {doing}.", colour=SOFT)
        column.paragraph("last", last_event_text(view, lang, self.seat_name), colour=theme.HIGHLIGHT)
        # The days played so far, newest first, with the identities they revealed.
        widgets = column.widgets
        y = column.y
        results = view.results
        if results:
            y += u
            widgets.append(Label(name="results_title", rect=pygame.Rect(inner.x, y, inner.w, row_h),
                                 text=TEXTS.t(lang, "Days played"), size=paint.font_px(row_h, 0.48),
                                 colour=theme.GOLD, bold=True))
            y += row_h
            for day in reversed(results):
                names = ", ".join(f"{s + 1}: {card_name(code, lang)}" for s, code in enumerate(day.identities))
                text = result_line(view, day, lang, self.seat_name)
                for k, line in enumerate((text, names)):
                    # Wrapped, not cut: with two or more players a day's line is wider than the panel.
                    px = int(size * (0.9 if k == 0 else 0.8))
                    height = Paragraph(name="", rect=pygame.Rect(inner.x, y, inner.w, 1), text=line,
                                       size=px).height_for(inner.w)
                    if y + height > inner.bottom:
                        break
                    widgets.append(Paragraph(name=f"day:{day.day}:{k}", rect=pygame.Rect(inner.x, y, inner.w, height),
                                             text=line, size=px, colour=CAPTION if k == 0 else SOFT, tooltip=line))
                    y += height + (u // 2 if k == 1 else 0)
        return widgets

    # --- shell hooks ----------------------------------------------------------------------------
    def refusal(self, name: str, view: FavoresView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if not legal or not (name == "deck" or name.startswith("lot")):
            return None
        if any(is_bid(a) for a in legal) or PASS in legal:
            return TEXTS.t(lang, "The lot goes to the highest bid: bid or pass with the buttons at the side.")
        if AUCTION in legal:
            return TEXTS.t(lang, "Click the deck to add a card to the lot, or call an auction at the side.")
        return None

    def status(self, view: FavoresView, seat: Seat | None, lang: str) -> str:
        if view.phase == "over":
            best = max(view.scores)
            leaders = [self.seat_name(s, lang) for s, p in enumerate(view.scores) if p == best]
            return TEXTS.t(lang, "Game over: {names} with {best} points", names=", ".join(leaders), best=best)
        acting = view.to_act[0]
        who = self.seat_name(acting, lang)
        day = TEXTS.t(lang, "Day {number}", number=view.day)
        if view.phase == "turn":
            return TEXTS.t(lang, "{day} · {who}: add a card or call an auction", day=day, who=who)
        if view.phase == "final":
            return TEXTS.t(lang, "{day} · final auction, {who} bids (highest {high})", day=day, who=who,
                           high=view.high_bid)
        return TEXTS.t(lang, "{day} · auction by {caller}, {who} bids (highest {high})", day=day,
                       caller=self.seat_name(view.caller, lang), who=who, high=view.high_bid)

    def seat_lines(self, view: FavoresView, lang: str) -> list[str]:
        return [f"{view.scores[s]} {TEXTS.t(lang, 'pts')} · {view.gems[s]} {gems_word(view.gems[s], lang)}"
                for s in range(len(view.gems))]
