"""The Trampas table: the opponents along the top (gems, hand size, face-down pile and the
cards revealed from it), the goal Door, the Door deck, the pot and the bid in the
middle, the viewing seat at the bottom with its hand and its own pile (face down like every
other: its owner may not look at it), and a side panel with the bids, passing, paying to stop
and choosing who gets the gem of your own trap.

Clicking a hand card plays it (first card) or builds with it; clicking the top of a
pile reveals it. Everything is drawn from the seat's view only (games/trampas/view.py): the
table asks the rules nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core import Action, Seat
from games.trampas.texts import TEXTS, card_name
from games.trampas.view import (
    BUILD,
    CHOOSE,
    GIVE,
    IDENTITIES,
    OVER,
    PASS,
    REVEAL,
    WINNING_GEMS,
    TrampasView,
    card_of,
    seat_of,
)
from scenes import theme
from scenes.cards.dama_tigre import card_widget, deck_painter, draw_card, gem_icon, look_extra
from scenes.cards.hand import row_of_cards
from scenes.cards.pieces import (
    CAPTION,
    SOFT,
    MovingTable,
    count_badge,
    empty_slot,
    plate_painter,
    player_name,
    seat_bands,
    side_column,
)
from scenes.cards.widget import card_size_for
from scenes.motion import GemPile
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.gem import GemTray, GemWidget, gem_colour
from scenes.widgets.text import Label, Paragraph, Picture, label_fits


def gems_text(count: int, lang: str) -> str:
    return TEXTS.tn(lang, "{n} gem", "{n} gems", count)


def last_event_text(view: TrampasView, lang: str, name: Callable[[int, str], str] = player_name) -> str:
    """What the last reveal, payment or bid did, in one or two sentences."""
    last, detail = view.last, view.detail
    if last is None or detail is None or last.seat is None:
        return ""
    if detail.kind == "reveal" and detail.owner is not None and detail.card is not None:
        who, owner = name(last.seat, lang), detail.owner
        card = card_name(detail.card, lang)
        whose = (TEXTS.t(lang, "their own pile") if owner == last.seat
                 else TEXTS.t(lang, "{owner}'s pile", owner=name(owner, lang)))
        if detail.matches:
            text = TEXTS.tn(lang, "{who} revealed the {card} from {whose}: {n} attribute ({found} of {bid}).",
                            "{who} revealed the {card} from {whose}: {n} attributes ({found} of {bid}).",
                            detail.matches, who=who, card=card, whose=whose, found=detail.found, bid=detail.bid)
        else:
            text = TEXTS.t(lang, "{who} revealed the {card} from {whose}: a trap!", who=who, card=card, whose=whose)
        if detail.gem_to is not None:
            text += " " + TEXTS.t(lang, "{receiver} gets a gem.", receiver=name(detail.gem_to, lang))
        if detail.paid_pot is not None:
            text += " " + TEXTS.t(lang, "Every opponent holds 4: {who} pays {paid} to the pot.", who=who,
                                  paid=detail.paid_pot)
        if detail.won_pot is not None:
            text += " " + TEXTS.t(lang, "Bid made: {who} takes the pot ({pot}).", who=who, pot=detail.won_pot)
        return text
    if detail.kind == "stop" and detail.to is not None:
        return TEXTS.t(lang, "{who} paid 1 gem to {receiver} to end the season.", who=name(last.seat, lang),
                       receiver=name(detail.to, lang))
    return ""


class TrampasTable(MovingTable):
    game_id = "trampas"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._year: int | None = None  # the year of the last build: a new year is a new deal

    def build(self, rect: pygame.Rect, view: TrampasView, seat: Seat | None,
              legal: list[Action]) -> list[Widget]:
        lang = self.lang
        bands = seat_bands(rect, 0.32)
        u = bands.u
        me = seat if seat is not None else 0
        reveals = {seat_of(a): a for a in legal if a.kind == "reveal"}
        widgets: list[Widget] = []
        for who, area in bands.opponent_areas(me, len(view.gems)):
            widgets += self._seat_area(area, view, who, seat, legal, reveals.get(who), lang, u)
        widgets += self._seat_area(bands.bottom, view, me, seat, legal, reveals.get(me), lang, u)
        widgets += self._centre(bands.middle, view, lang, u)
        widgets += self._side(bands.side, view, seat, legal, lang, u)
        fresh = self._year is not None and view.year != self._year
        self._year = view.year
        piles = [GemPile(f"seat:{s}", gems, gem_colour(s)) for s, gems in enumerate(view.gems)]
        piles += [GemPile("pot", view.pot, "yellow"), GemPile("treasury", view.treasury, "white")]
        return self.staged(rect, seat, widgets, piles, fresh=fresh, bank=bands.middle)

    # --- the players ---------------------------------------------------------------------------
    def _seat_area(self, band: pygame.Rect, view: TrampasView, who: int, seat: Seat | None, legal: list[Action],
                   reveal: Action | None, lang: str, u: int) -> list[Widget]:
        acting = who in view.to_act
        widgets: list[Widget] = [Picture(name=f"area:{who}", rect=pygame.Rect(band), painter=plate_painter(acting, u))]
        inner = band.inflate(-2 * u, -2 * u)
        head_h = max(14, int(inner.h * 0.16))
        sub_h = max(12, int(head_h * 0.8))
        body = pygame.Rect(inner.x, inner.y + head_h + sub_h + u, inner.w, inner.h - head_h - sub_h - u)
        mine = seat == who
        gems = view.gems[who]
        size = paint.font_px(head_h, 0.72)
        name = self.seat_name(who, lang) + (TEXTS.t(lang, " (you)") if self.is_you(seat, who) else "")
        if inner.w >= head_h * 14:
            # Wide enough for the gems as a tray of five slots: five wins.
            tray = pygame.Rect(inner.right - head_h * 5, inner.y, head_h * 5, head_h)
            widgets.append(GemTray(name=f"gems:{who}", rect=tray, colours=[gem_colour(k) for k in range(gems)],
                                   slots=WINNING_GEMS, rows=1, tooltip=gems_text(gems, lang),
                                   extra={"gems_of": f"seat:{who}"}))
            name_right = tray.x - u
            gem_widgets = widgets[-1:]
        else:
            count_w = theme.font(size, True).size(str(gems))[0] + u
            gem_rect = pygame.Rect(inner.right - count_w - head_h, inner.y, head_h, head_h)
            widgets.append(gem_icon(f"gem:{who}", gem_rect, gem_colour(max(0, gems - 1)), gems,
                                    gems_text(gems, lang)))
            widgets.append(Label(name=f"gems:{who}", rect=pygame.Rect(gem_rect.right, inner.y, count_w, head_h),
                                 text=str(gems), size=size, colour=theme.GOLD, bold=True, align="right"))
            gem_widgets = widgets[-2:]
            for widget in gem_widgets:
                widget.extra["gems_of"] = f"seat:{who}"
            name_right = gem_rect.x - u // 2
            if inner.w < head_h * 9 and not self.seat_names:  # a real name is kept (shortened if need be)
                name = TEXTS.t(lang, "P{number}", number=who + 1) + (TEXTS.t(lang, " (you)") if self.is_you(seat, who) else "")
        name_size = paint.size_to_fit(name, size, name_right - inner.x, True, 0.5)
        stacked = not label_fits(name, name_size, name_right - inner.x, True)
        if stacked:
            # A plate too narrow for name and gems side by side (six players at 800x600): the name gets the
            # whole first row, the gem and its count the second.
            dx = inner.x - gem_widgets[0].rect.x
            for widget in gem_widgets:
                widget.rect.move_ip(dx, head_h)
            name_right = inner.right
            name_size = paint.size_to_fit(name, size, inner.w, True, 0.5)
        widgets.append(Label(name=f"name:{who}", rect=pygame.Rect(inner.x, inner.y, name_right - inner.x, head_h),
                             text=name, size=name_size, colour=theme.IVORY, bold=True,
                             tooltip=self.seat_name(who, lang)))
        hand = view.hand_sizes[who]
        parts = [TEXTS.t(lang, "hand {count}", count=hand)]
        if view.bidder == who and view.bid:
            parts.append(TEXTS.t(lang, "bid {bid}", bid=view.bid))
        if view.passed[who]:
            parts.append(TEXTS.t(lang, "passed"))
        if view.phase == CHOOSE and view.pile_sizes[who]:
            parts.append("✓")
        if who == view.start_player:
            parts.append("★")
        known = view.known[who]
        tips = []
        if "★" in parts:
            tips.append(TEXTS.t(lang, "★ starts the season"))
        if "✓" in parts:
            tips.append(TEXTS.t(lang, "✓ has chosen a first card"))
        if known:
            tips.append(TEXTS.t(lang, "Known to hold: {cards}", cards=", ".join(card_name(c, lang) for c in known)))
        line = " · ".join(parts)
        line_size = paint.size_to_fit(line, paint.font_px(sub_h, 0.72 if inner.w >= head_h * 9 else 0.6), inner.w)
        if stacked or not label_fits(line, line_size, inner.w):
            # Under the name and gems, wrapped onto the lines it needs; the cards below make room.
            line_y = inner.y + head_h * (2 if stacked else 1)
            line_h = Paragraph(name="", rect=pygame.Rect(inner.x, 0, inner.w, 1), text=line,
                               size=line_size).height_for(inner.w)
            widgets.append(Paragraph(name=f"status:{who}", rect=pygame.Rect(inner.x, line_y, inner.w, line_h),
                                     text=line, size=line_size, colour=theme.HIGHLIGHT if acting else SOFT,
                                     tooltip="; ".join(tips)))
            top = line_y + max(line_h, sub_h) + u
            body = pygame.Rect(inner.x, top, inner.w, inner.bottom - top)
        else:
            widgets.append(Label(name=f"status:{who}", rect=pygame.Rect(inner.x, inner.y + head_h, inner.w, sub_h),
                                 text=line, size=line_size, colour=theme.HIGHLIGHT if acting else SOFT,
                                 tooltip="; ".join(tips)))
        widgets[-1].extra["owner"] = who
        if not (mine and view.hand is not None):
            widgets[-1].extra.update(look_extra())
            widgets[-1].extra["hand"] = hand  # a hidden hand: its cards leave from (and come back to) here
        if mine and view.hand is not None:
            hand_area = pygame.Rect(body.x, body.y, int(body.w * 0.5), body.h)
            pile_area = pygame.Rect(hand_area.right + 2 * u, body.y, body.right - hand_area.right - 2 * u, body.h)
            by_code = {card_of(a): a for a in legal if a.kind in ("play", "build")}
            cards = view.hand
            for i, (code, r) in enumerate(zip(cards, row_of_cards(hand_area, len(cards), int(body.h * 0.94)),
                                               strict=True)):
                widgets.append(card_widget(f"hand:{i}", r, code, intent=by_code.get(code),
                                           tooltip=card_name(code, lang)))
                widgets[-1].extra["owner"] = who
            widgets += self._pile(pile_area, view, who, True, reveal, lang, u)
        else:
            widgets += self._pile(body, view, who, False, reveal, lang, u)
        return widgets

    def _pile(self, area: pygame.Rect, view: TrampasView, who: int, mine: bool, reveal: Action | None,
              lang: str, u: int) -> list[Widget]:
        """The pile (face down for everybody, its owner too) and the cards revealed from it beside it."""
        widgets: list[Widget] = []
        count = view.pile_sizes[who]
        card_h = min(int(area.h * 0.94), int(area.w * 0.42 / 0.7))
        card_w, card_h = card_size_for(card_h)
        pile_rect = pygame.Rect(area.x, area.centery - card_h // 2, card_w, card_h)
        tip = TEXTS.t(lang, "{count} face-down cards", count=count)
        if count == 0:
            widgets.append(Picture(name=f"pile_empty:{who}", rect=pile_rect, painter=empty_slot))
        else:
            widgets.append(Picture(name=f"pile_stack:{who}", rect=pile_rect, painter=deck_painter(count), tooltip=tip,
                                   extra={"stack": count, "owner": who, **look_extra()}))
            if reveal is not None:
                widgets.append(card_widget(f"pile:{who}", pile_rect, None, intent=reveal, face_up=False,
                                           tooltip=TEXTS.t(lang, "Reveal your top card") if mine
                                           else TEXTS.t(lang, "Reveal the top card")))
                widgets[-1].extra["still"] = True  # the top card again, to click: not a second card
        shown = view.shown[who]
        shown_area = pygame.Rect(pile_rect.right + u, area.y, area.right - pile_rect.right - u, area.h)
        for i, (code, r) in enumerate(zip(shown, row_of_cards(shown_area, len(shown), int(card_h * 0.9)),
                                          strict=True)):
            trap = code in view.traps
            widgets.append(card_widget(f"shown:{who}:{i}", r, code, highlight=not trap,
                                       tooltip=card_name(code, lang) + (TEXTS.t(lang, " (trap)") if trap else "")))
            widgets[-1].extra["owner"] = who
        return widgets

    # --- the middle ----------------------------------------------------------------------------
    def _centre(self, area: pygame.Rect, view: TrampasView, lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = []
        caption_h = max(12, int(area.h * 0.12))
        card_h = min(area.h - caption_h - u, int(area.w / 8 / 0.7))
        card_w, card_h = card_size_for(card_h)
        cards_y = area.y + caption_h + (area.h - caption_h - card_h) // 2
        doors = pygame.Rect(area.x + 2 * u, cards_y, card_w, card_h)
        widgets.append(Label(name="doors_caption", rect=pygame.Rect(doors.x - u, area.y, card_w + 4 * u, caption_h),
                             text=TEXTS.t(lang, "Doors"), size=paint.font_px(caption_h, 0.7), colour=SOFT,
                             align="center"))
        widgets.append(Picture(name="doors", rect=doors, painter=_door_deck(view.door_deck_size),
                               tooltip=TEXTS.t(lang, "Year {year}", year=view.year),
                               extra={"card_source": True, **look_extra(door=True)}))
        goal = pygame.Rect(doors.right + 3 * u, cards_y, card_w, card_h)
        widgets.append(Label(name="goal_caption", rect=pygame.Rect(goal.x - 2 * u, area.y, card_w + 4 * u, caption_h),
                             text=TEXTS.t(lang, "Goal"), size=paint.font_px(caption_h, 0.7), colour=theme.GOLD,
                             bold=True, align="center"))
        widgets.append(card_widget("goal", goal, view.goal, door=True, highlight=True,
                                   tooltip=card_name(view.goal, lang)))
        # The pot, the treasury and the bid.
        info = pygame.Rect(goal.right + 4 * u, area.y, area.right - goal.right - 6 * u, area.h)
        pot = view.pot
        widgets.append(Label(name="pot_caption", rect=pygame.Rect(info.x, area.y, info.w // 2, caption_h),
                             text=TEXTS.t(lang, "Pot"), size=paint.font_px(caption_h, 0.7), colour=SOFT))
        gem = min(card_w // 2, info.h // 4)
        # Gems fly to and from the pot's first place, shown or not.
        widgets.append(Picture(name="pot_anchor", rect=pygame.Rect(info.x, area.y + caption_h + u, gem, gem),
                               painter=lambda surface, r: None, extra={"gems_of": "pot", "gem_anchor": True}))
        for k in range(pot):
            widgets.append(GemWidget(name=f"pot:{k}", rect=pygame.Rect(info.x + k * (gem + u // 2), area.y + caption_h + u,
                                                                       gem, gem), colour=gem_colour(k),
                                     extra={"gems_of": "pot"}))
        widgets.append(Label(name="treasury", rect=pygame.Rect(info.x + info.w // 2, area.y, info.w // 2, caption_h),
                             text=TEXTS.t(lang, "Treasury {count}", count=view.treasury),
                             size=paint.font_px(caption_h, 0.6), colour=SOFT, align="right",
                             extra={"gems_of": "treasury"}))
        bid_y = area.y + caption_h + gem + 2 * u
        line_h = max(14, int(caption_h * 1.1))
        if view.bid and view.bidder is not None:
            text = TEXTS.t(lang, "Bid {bid} by {bidder}", bid=view.bid, bidder=self.seat_name(view.bidder, lang))
            widgets.append(Label(name="bid", rect=pygame.Rect(info.x, bid_y, info.w, line_h), text=text,
                                 size=paint.font_px(line_h, 0.75), colour=theme.HIGHLIGHT, bold=True))
            bid_y += line_h
            if view.phase in (REVEAL, GIVE):
                widgets.append(Label(name="found", rect=pygame.Rect(info.x, bid_y, info.w, line_h),
                                     text=TEXTS.t(lang, "Found {found} of {bid}", found=view.found, bid=view.bid),
                                     size=paint.font_px(line_h, 0.7), colour=theme.IVORY))
        else:
            widgets.append(Label(name="bid", rect=pygame.Rect(info.x, bid_y, info.w, line_h),
                                 text=TEXTS.t(lang, "No bid yet"), size=paint.font_px(line_h, 0.7),
                                 colour=SOFT))
        return widgets

    # --- the side panel --------------------------------------------------------------------------
    def _side(self, side: pygame.Rect, view: TrampasView, seat: Seat | None, legal: list[Action], lang: str,
              u: int) -> list[Widget]:
        column = side_column(side, u)
        inner, row_h = column.inner, column.row_h
        over = view.phase == OVER
        title = (TEXTS.t(lang, "Game over") if over else
                 TEXTS.t(lang, "Year {year}, season {season}", year=view.year, season=view.season))
        column.widgets.append(Label(name="season_title", rect=pygame.Rect(inner.x, column.y, inner.w, row_h),
                                    text=title, size=paint.font_px(row_h, 0.5), colour=theme.GOLD, bold=True))
        column.y += row_h + u

        def paragraph(name: str, message: str, colour: tuple[int, int, int] = CAPTION) -> None:
            column.paragraph(name, message, colour)

        kinds = {a.kind for a in legal}
        bids = [a for a in legal if a.kind == "bid"]
        if over and view.winner is not None:
            winner = view.winner
            paragraph("winner", TEXTS.t(lang, "{winner} wins with {gems} gems!", winner=self.seat_name(winner, lang),
                                        gems=view.gems[winner]), colour=theme.HIGHLIGHT)
        elif "play" in kinds:
            paragraph("hint", TEXTS.t(lang, "Everybody chooses at once: click a card of your hand to start your pile "
                                            "face down."),
                      colour=theme.IVORY)
        elif bids or PASS in legal:
            if "build" in kinds:
                hint = TEXTS.t(lang, "Build (click a card of your hand) or bid how many matching attributes can be "
                                     "revealed:")
            elif bids:
                hint = TEXTS.t(lang, "Bid more than {bid} or pass:", bid=view.bid)
            else:
                hint = TEXTS.t(lang, "The bid is at 13: you can only pass.")
            paragraph("hint", hint, colour=theme.IVORY)
            column.bid_buttons(bids)
            if PASS in legal:
                column.full_button("pass", TEXTS.t(lang, "Pass"), PASS)
        elif "reveal" in kinds or "stop" in kinds:
            paragraph("hint", TEXTS.t(lang, "Reveal: click the top of any pile. Found {found} of {bid}.",
                                      found=view.found, bid=view.bid), colour=theme.IVORY)
            stops = [a for a in legal if a.kind == "stop"]
            if stops:
                paragraph("stop_hint", TEXTS.t(lang, "Or give 1 of your gems to end the season now:"), colour=CAPTION)
            for action in stops:
                column.full_button(f"stop:{seat_of(action)}", self.seat_name(seat_of(action), lang), action)
        elif "give" in kinds:
            paragraph("hint", TEXTS.t(lang, "Your own trap: who gets the gem?"), colour=theme.IVORY)
            for action in legal:
                column.full_button(f"give:{seat_of(action)}", self.seat_name(seat_of(action), lang), action,
                                   style="primary")
        elif view.to_act:
            names = ", ".join(self.seat_name(s, lang) for s in view.to_act)
            paragraph("waiting", TEXTS.t(lang, "Waiting for {names}.", names=names), colour=SOFT)
        paragraph("last", last_event_text(view, lang, self.seat_name), colour=theme.HIGHLIGHT)
        if not over:
            self._goal_reminder(column, view, lang)
        return column.widgets

    def _goal_reminder(self, column: Any, view: TrampasView, lang: str) -> None:
        """At the foot of the side panel, when there is room: what counts towards a bid this season."""
        goal = view.goal
        if goal not in IDENTITIES:
            return
        red, lady = goal[0] == "R", goal[1] == "L"
        colour = TEXTS.tp(lang, "a card's colour", "red") if red else TEXTS.tp(lang, "a card's colour", "blue")
        role = TEXTS.tp(lang, "a card's role", "Lady") if lady else TEXTS.tp(lang, "a card's role", "Tiger")
        text = TEXTS.t(lang, "Counts: each {colour} card and each {role}, one per attribute shared with the goal. "
                             "A card sharing neither is a trap; {wild_colour} always counts 1, "
                             "{wild_role} is always a trap.",
                       colour=colour, role=role, wild_colour=card_name("RB", lang), wild_role=card_name("LT", lang))
        inner, size = column.inner, int(column.size * 0.9)
        height = Paragraph(name="goal_help", rect=pygame.Rect(inner.x, 0, inner.w, 1), text=text,
                           size=size).height_for(inner.w)
        top = inner.bottom - height
        if top < column.y + column.u:
            return  # the panel is full: the status line names the goal anyway
        rule = pygame.Rect(inner.x, top - column.u, inner.w, max(1, column.u // 3))
        column.widgets.append(Picture(name="goal_help_rule", rect=rule,
                                      painter=lambda surface, r: surface.fill((60, 84, 70), r)))
        column.widgets.append(Paragraph(name="goal_help", rect=pygame.Rect(inner.x, top, inner.w, height), text=text,
                                        size=size, colour=SOFT))

    # --- shell hooks ---------------------------------------------------------------------------
    def refusal(self, name: str, view: TrampasView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if not legal or not (name in ("doors", "goal") or name.startswith(("pile_stack:", "pile_empty:"))):
            return None
        kinds = {a.kind for a in legal}
        if name.startswith(("pile_stack:", "pile_empty:")) and "reveal" in kinds:
            return TEXTS.t(lang, "That pile cannot be revealed now.")
        if name.startswith(("pile_stack:", "pile_empty:")) and int(name.split(":")[1]) != seat:
            return TEXTS.t(lang, "Those are another player's cards: they stay face down.")
        if "build" in kinds or "play" in kinds:
            return TEXTS.t(lang, "Click a card of your hand to put it on your pile.")
        if "bid" in kinds or "pass" in kinds:
            return TEXTS.t(lang, "Bid or pass with the buttons at the side.")
        return None

    def status(self, view: TrampasView, seat: Seat | None, lang: str) -> str:
        phase = view.phase
        if phase == OVER and view.winner is not None:
            return TEXTS.t(lang, "{winner} wins with {gems} gems", winner=self.seat_name(view.winner, lang),
                           gems=view.gems[view.winner])
        goal = card_name(view.goal, lang)
        if phase == CHOOSE:
            return TEXTS.t(lang, "Goal: {goal} · everybody chooses a first card face down", goal=goal)
        who = self.seat_name(view.turn if view.turn is not None else 0, lang)
        if phase == BUILD:
            if view.bid:
                return TEXTS.t(lang, "Goal: {goal} · {who} bids or passes", goal=goal, who=who)
            return TEXTS.t(lang, "Goal: {goal} · {who} builds or bids", goal=goal, who=who)
        if phase == REVEAL:
            return TEXTS.t(lang, "Goal: {goal} · {who} reveals ({found} of {bid})", goal=goal, who=who,
                           found=view.found, bid=view.bid)
        return TEXTS.t(lang, "{who} chooses who gets the gem", who=who)

    def seat_lines(self, view: TrampasView, lang: str) -> list[str]:
        return [f"{gems_text(view.gems[s], lang)} · " + TEXTS.t(lang, "hand {count}", count=view.hand_sizes[s])
                for s in range(len(view.gems))]


def _door_deck(count: int) -> Any:
    def paint_doors(surface: pygame.Surface, r: pygame.Rect) -> None:
        if count == 0:
            empty_slot(surface, r)
            return
        step = max(1, r.w // 40)
        for k in range(min(count, 3)):
            draw_card(surface, r.move(-k * step, -k * step), None, face_up=False, door=True, shadow=k == 0)
        count_badge(surface, r, count, step)

    return paint_doors

