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
from game.dama_tigre.deck import card_name
from scenes import theme
from scenes.i18n import tr
from scenes.motion import GemPile
from scenes.tables.common import (
    CAPTION,
    SOFT,
    MovingTable,
    deck_painter,
    gem_icon,
    gems_word,
    plate_painter,
    player_name,
    row_of_cards,
    seat_bands,
    side_column,
)
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.card import card_fit, card_size_for, card_widget
from scenes.widgets.gem import gem_colour
from scenes.widgets.text import Label, Paragraph, Picture, label_fits

ADD = Action("add")
AUCTION = Action("auction")
PASS = Action("pass")
def result_line(view: dict, day: dict, lang: str, name: Callable[[int, str], str] = player_name) -> str:
    parts = []
    for seat, total in enumerate(day["total"]):
        bonus = tr(lang, " incl. +3 gems", " con +3 gemas") if day["bonus"][seat] else ""
        parts.append(f"{name(seat, lang)} {total:+d}{bonus}")
    return tr(lang, f"Day {day['day']}: ", f"Día {day['day']}: ") + ", ".join(parts)


def last_event_text(view: dict, lang: str, name: Callable[[int, str], str] = player_name) -> str:
    """A sentence on what the last auction did (who took the lot, who was paid)."""
    last = view.get("last") or {}
    kind = last.get("kind")
    if kind == "auction_result":
        caller, winner, bid = last["caller"], last["winner"], last["bid"]
        if winner is None:
            return tr(lang, "Nobody bid: the lot was thrown away.", "Nadie pujó: el lote se descartó.")
        who = name(winner, lang)
        if winner != caller:
            return tr(lang, f"{who} took the lot for {bid} {gems_word(bid, lang)}, paid to {name(caller, lang)}.",
                      f"{who} se llevó el lote por {bid} {gems_word(bid, lang)}, pagadas a {name(caller, lang)}.")
        shares = [p for s, p in enumerate(last["payments"]) if s != caller]
        share = shares[0] if shares else 0
        return tr(lang, f"{who} kept the lot for {bid}: {share} to each opponent, {last['to_reserve']} to the reserve.",
                  f"{who} se quedó el lote por {bid}: {share} a cada rival, {last['to_reserve']} a la reserva.")
    if kind == "final_result":
        winner, bid = last["winner"], last["bid"]
        if winner is None:
            return tr(lang, "Nobody bid in the final auction.", "Nadie pujó en la subasta final.")
        return tr(lang, f"{name(winner, lang)} won the final auction for {bid}.",
                  f"{name(winner, lang)} ganó la subasta final por {bid}.")
    return ""


class FavoresTable(MovingTable):
    game_id = "favores"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._day: int | None = None  # the day of the last build: a new day is a new deal

    def build(self, rect: pygame.Rect, view: dict, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        bands = seat_bands(rect, 0.31)
        u = bands.u
        me = seat if seat is not None else 0
        widgets: list[Widget] = []
        for who, area in bands.opponent_areas(me, len(view["gems"])):
            widgets += self._seat_area(area, view, who, seat, lang, u)
        widgets += self._seat_area(bands.bottom, view, me, seat, lang, u)
        widgets += self._centre(bands.middle, view, legal, lang, u)
        widgets += self._side(bands.side, view, seat, legal, lang, u)
        fresh = self._day is not None and view["day"] != self._day
        self._day = view["day"]
        piles = [GemPile(f"seat:{s}", gems, gem_colour(s)) for s, gems in enumerate(view["gems"])]
        piles.append(GemPile("reserve", view["reserve"], "white"))
        return self.staged(rect, seat, widgets, piles, fresh=fresh, bank=bands.middle)

    # --- the players ------------------------------------------------------------------------------
    def _seat_area(self, band: pygame.Rect, view: dict, who: int, seat: Seat | None, lang: str,
                   u: int) -> list[Widget]:
        acting = who in view["to_act"]
        widgets: list[Widget] = [Picture(name=f"area:{who}", rect=pygame.Rect(band), painter=plate_painter(acting, u))]
        inner = band.inflate(-2 * u, -2 * u)
        head_h = max(14, int(inner.h * 0.17))
        sub_h = max(12, int(head_h * 0.8))
        body = pygame.Rect(inner.x, inner.y + head_h + sub_h + u, inner.w, inner.h - head_h - sub_h - u)
        # The header: name and gems, then points and where the player stands in the auction.
        mine = seat == who
        name = self.seat_name(who, lang) + (tr(lang, " (you)", " (tú)") if mine else "")
        starter = view["phase"] != "over" and who == view["day_start"]
        gems = view["gems"][who]
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
        points = view["scores"][who]
        status = self._bid_status(view, who, lang)
        parts = [tr(lang, f"{points} pts", f"{points} ptos")]
        if starter:
            parts.append(tr(lang, "started the day", "empezó el día"))
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
        identity = view["identity"] if mine else None
        door = card_fit(pygame.Rect(body.x, body.y, int(body.h * 0.72), body.h))
        tip = (tr(lang, f"Your identity: {card_name(identity, lang)}", f"Tu identidad: {card_name(identity, lang)}")
               if identity else tr(lang, "A secret identity", "Una identidad secreta"))
        if view["phase"] != "over":
            widgets.append(card_widget(f"identity:{who}", door, identity, face_up=identity is not None, door=True,
                                       tooltip=tip))
            widgets[-1].extra["place"] = f"identity:{who}"
        # The collection.
        collection = view["collections"][who]
        area = pygame.Rect(door.right + 2 * u, body.y, body.right - door.right - 2 * u, body.h)
        if collection:
            for i, (code, r) in enumerate(zip(collection, row_of_cards(area, len(collection), int(body.h * 0.92)),
                                               strict=True)):
                widgets.append(card_widget(f"collection:{who}:{i}", r, code, tooltip=card_name(code, lang)))
        else:
            empty = tr(lang, "No cards", "Sin cartas")
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

    def _bid_status(self, view: dict, who: int, lang: str) -> str:
        if view["phase"] not in ("auction", "final"):
            return ""
        bid = view["bids"][who]
        if view["phase"] == "auction" and who == view["caller"] and bid is None:
            return tr(lang, "called", "pidió subasta")
        if bid is None:
            return tr(lang, "to bid", "por pujar") if who in view["waiting"] else ""
        if bid == 0:
            return tr(lang, "no bid", "no puja")
        return tr(lang, f"bids {bid}", f"puja {bid}")

    # --- the middle -------------------------------------------------------------------------------
    def _centre(self, area: pygame.Rect, view: dict, legal: list[Action], lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = []
        caption_h = max(12, int(area.h * 0.12))
        card_h = min(area.h - caption_h - u, int(area.w / 9 / 0.7))
        card_w, card_h = card_size_for(card_h)
        cards_y = area.y + caption_h + (area.h - caption_h - card_h) // 2
        deck_rect = pygame.Rect(area.x + 2 * u, cards_y, card_w, card_h)
        count = view["deck_size"]
        widgets.append(Label(name="deck_caption", rect=pygame.Rect(deck_rect.x - u, area.y, card_w + 4 * u, caption_h),
                             text=tr(lang, "Deck", "Mazo"), size=paint.font_px(caption_h, 0.7), colour=SOFT,
                             align="center"))
        tooltip = tr(lang, f"{count} cards in the deck", f"{count} cartas en el mazo")
        if ADD in legal:  # a player reaches for the deck to add its top card: it does what the button does
            tooltip += tr(lang, ": click to add a card to the lot", ": pulsa para añadir una carta al lote")
        widgets.append(Picture(name="deck", rect=deck_rect, painter=deck_painter(count), tooltip=tooltip,
                               intent=ADD if ADD in legal else None))
        # The reserve and the discards on the right.
        right_w = max(card_w * 2, 16 * u)
        right = pygame.Rect(area.right - right_w - 2 * u, area.y, right_w, area.h)
        reserve = view["reserve"]
        widgets.append(Label(name="reserve_caption", rect=pygame.Rect(right.x, area.y, right.w, caption_h),
                             text=tr(lang, "Reserve", "Reserva"), size=paint.font_px(caption_h, 0.7), colour=SOFT,
                             align="center"))
        gem_size = min(card_w, right.w // 3)
        gem_rect = pygame.Rect(right.centerx - gem_size, cards_y, gem_size, gem_size)
        widgets.append(gem_icon("reserve_gem", gem_rect, "white", reserve,
                                tr(lang, "Out of play until the next day", "Fuera de juego hasta el día siguiente")))
        widgets.append(Label(name="reserve", rect=pygame.Rect(gem_rect.right + u, cards_y, gem_size * 2, gem_size),
                             text=str(reserve), size=paint.font_px(gem_size, 0.6), colour=theme.GOLD, bold=True))
        for widget in widgets[-2:]:
            widget.extra["gems_of"] = "reserve"
        discards = len(view["discard"])
        thrown = tr(lang, f"Thrown away: {discards}", f"Descartadas: {discards}")
        if not label_fits(thrown, paint.font_px(caption_h, 0.6), right.w):  # a narrow column (640x480)
            thrown = tr(lang, f"Discards: {discards}", f"Descartes: {discards}")
        widgets.append(Label(name="discards", rect=pygame.Rect(right.x, gem_rect.bottom + u, right.w, caption_h),
                             text=thrown, size=paint.font_px(caption_h, 0.6), colour=SOFT, align="center",
                             tooltip=", ".join(card_name(c, lang) for c in view["discard"])))
        # The lot in between.
        lot = view["lot"]
        lot_area = pygame.Rect(deck_rect.right + 4 * u, cards_y, right.x - deck_rect.right - 8 * u, card_h)
        final = view["phase"] == "final"
        caption = (tr(lang, f"Lot · {len(lot)} cards", f"Lote · {len(lot)} cartas") if len(lot) != 1
                   else tr(lang, "Lot · 1 card", "Lote · 1 carta"))
        if final:
            caption = tr(lang, "Final auction! ", "¡Subasta final! ") + caption
        widgets.append(Label(name="lot_caption", rect=pygame.Rect(lot_area.x, area.y, lot_area.w, caption_h),
                             text=caption, size=paint.font_px(caption_h, 0.7),
                             colour=theme.HIGHLIGHT if final or view["phase"] == "auction" else SOFT, bold=final,
                             align="center"))
        if lot:
            step = min(card_w * 1.1, (lot_area.w - card_w) / max(1, len(lot) - 1)) if len(lot) > 1 else 0
            total = card_w + step * (len(lot) - 1)
            x0 = lot_area.x + (lot_area.w - total) / 2
            auction = view["phase"] in ("auction", "final")
            for i, code in enumerate(lot):
                r = pygame.Rect(round(x0 + i * step), cards_y, card_w, card_h)
                widgets.append(card_widget(f"lot:{i}", r, code, highlight=auction, tooltip=card_name(code, lang)))
        return widgets

    # --- the side panel -------------------------------------------------------------------------
    def _side(self, side: pygame.Rect, view: dict, seat: Seat | None, legal: list[Action], lang: str,
              u: int) -> list[Widget]:
        column = side_column(side, u)
        inner, row_h, size = column.inner, column.row_h, column.size
        over = view["phase"] == "over"
        title = tr(lang, "Final scores", "Puntuación final") if over else tr(lang, f"Day {view['day']} of 3",
                                                                              f"Día {view['day']} de 3")
        column.widgets.append(Label(name="day_title", rect=pygame.Rect(inner.x, column.y, inner.w, row_h), text=title,
                                    size=paint.font_px(row_h, 0.6), colour=theme.GOLD, bold=True))
        column.y += row_h + u
        if seat is not None and view["identity"]:
            column.paragraph("identity", tr(lang, f"You are the {card_name(view['identity'], lang)}: exact cards 3, "
                                                  "one attribute 1, none -2.",
                                            f"Eres {card_name(view['identity'], lang)}: exacta 3, un atributo 1, "
                                            "ninguno -2."))
        bids = [a for a in legal if a.kind == "bid"]
        if ADD in legal:
            column.paragraph("hint", tr(lang, "Your turn: add a card to the lot or put the lot up for auction.",
                                        "Tu turno: añade una carta al lote o saca el lote a subasta."),
                             colour=theme.IVORY)
            column.full_button("add", tr(lang, "Add a card to the lot", "Añadir una carta al lote"), ADD,
                               style="primary")
            column.full_button("auction", tr(lang, "Call an auction", "Pedir una subasta"), AUCTION)
        elif PASS in legal and seat is not None:
            gems = view["gems"][seat]
            high = view["high_bid"]
            if view["phase"] == "final":
                hint = tr(lang, "Final auction: the bid is paid to nobody.", "Subasta final: la puja no es para nadie.")
            elif view["caller"] == seat:
                hint = tr(lang, "You called: bid to keep the lot and pay your opponents.",
                          "Pediste la subasta: puja para quedarte el lote pagando a tus rivales.")
            else:
                hint = tr(lang, f"Bid for the lot; the winner pays {self.seat_name(view['caller'], lang)}.",
                          f"Puja por el lote; quien gane paga a {self.seat_name(view['caller'], lang)}.")
            column.paragraph("hint", hint + " " + tr(lang, f"Highest bid: {high}. You have {gems}.",
                                                     f"Puja más alta: {high}. Tienes {gems}."),
                             colour=theme.IVORY)
            column.bid_buttons(bids)
            column.full_button("pass", tr(lang, "No bid", "No pujar"), PASS)
        elif not over and view["to_act"]:
            acting = view["to_act"][0]
            doing = (tr(lang, "is bidding", "está pujando") if view["phase"] in ("auction", "final")
                     else tr(lang, "is playing", "está jugando"))
            column.paragraph("waiting", f"{self.seat_name(acting, lang)} {doing}.", colour=SOFT)
        column.paragraph("last", last_event_text(view, lang, self.seat_name), colour=theme.HIGHLIGHT)
        # The days played so far, newest first, with the identities they revealed.
        widgets = column.widgets
        y = column.y
        results = view["results"]
        if results:
            y += u
            widgets.append(Label(name="results_title", rect=pygame.Rect(inner.x, y, inner.w, row_h),
                                 text=tr(lang, "Days played", "Días jugados"), size=paint.font_px(row_h, 0.48),
                                 colour=theme.GOLD, bold=True))
            y += row_h
            for day in reversed(results):
                names = ", ".join(f"{s + 1}: {card_name(code, lang)}" for s, code in enumerate(day["identities"]))
                text = result_line(view, day, lang, self.seat_name)
                for k, line in enumerate((text, names)):
                    # Wrapped, not cut: with two or more players a day's line is wider than the panel.
                    px = int(size * (0.9 if k == 0 else 0.8))
                    height = Paragraph(name="", rect=pygame.Rect(inner.x, y, inner.w, 1), text=line,
                                       size=px).height_for(inner.w)
                    if y + height > inner.bottom:
                        break
                    widgets.append(Paragraph(name=f"day:{day['day']}:{k}", rect=pygame.Rect(inner.x, y, inner.w, height),
                                             text=line, size=px, colour=CAPTION if k == 0 else SOFT, tooltip=line))
                    y += height + (u // 2 if k == 1 else 0)
        return widgets

    # --- shell hooks ----------------------------------------------------------------------------
    def refusal(self, name: str, view: dict, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if not legal or not (name == "deck" or name.startswith("lot")):
            return None
        if any(a.kind == "bid" for a in legal) or PASS in legal:
            return tr(lang, "The lot goes to the highest bid: bid or pass with the buttons at the side.",
                      "El lote es para la puja más alta: puja o pasa con los botones del lado.")
        if AUCTION in legal:
            return tr(lang, "Click the deck to add a card to the lot, or call an auction at the side.",
                      "Pulsa el mazo para añadir una carta al lote, o pide una subasta en el lado.")
        return None

    def status(self, view: dict, seat: Seat | None, lang: str) -> str:
        if view["phase"] == "over":
            best = max(view["scores"])
            leaders = [self.seat_name(s, lang) for s, p in enumerate(view["scores"]) if p == best]
            return tr(lang, f"Game over: {', '.join(leaders)} with {best} points",
                      f"Fin de la partida: {', '.join(leaders)} con {best} puntos")
        acting = view["to_act"][0]
        who = self.seat_name(acting, lang)
        day = tr(lang, f"Day {view['day']}", f"Día {view['day']}")
        if view["phase"] == "turn":
            return tr(lang, f"{day} · {who}: add a card or call an auction",
                      f"{day} · {who}: añade una carta o pide una subasta")
        if view["phase"] == "final":
            return tr(lang, f"{day} · final auction, {who} bids (highest {view['high_bid']})",
                      f"{day} · subasta final, puja {who} (más alta {view['high_bid']})")
        return tr(lang, f"{day} · auction by {self.seat_name(view['caller'], lang)}, {who} bids (highest {view['high_bid']})",
                  f"{day} · subasta de {self.seat_name(view['caller'], lang)}, puja {who} (más alta {view['high_bid']})")

    def seat_lines(self, view: dict, lang: str) -> list[str]:
        return [f"{view['scores'][s]} {tr(lang, 'pts', 'ptos')} · {view['gems'][s]} {gems_word(view['gems'][s], lang)}"
                for s in range(len(view["gems"]))]
