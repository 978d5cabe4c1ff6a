"""The Poker7 table: the seats round an oval of felt, the viewer at the bottom; the five commons, the
deck and the pot in the middle; each seat's chips, its bet in front of it, its two hidden cards (face
up for the viewer, backs for the others until shown) and the dealer's disc. Chips travel from a stack
to its bet, from the bets to the pot at the end of a round, and from the pot to the winners.

The side panel holds the controls of the seat to act: fold, check or call, a raise of the amount
chosen with − and + (or the usual sizes: the smallest, half the pot, the pot) and all in; at the
showing, the two hidden cards to choose from; after a hand, the result and "Next hand". The showdown
lays out every hand shown as the engine split it: its groups side by side, each named.

Keys: F fold, C check or call, R raise the amount chosen, A all in, + and − change the amount,
1 and 2 show a hidden card, N the next hand (Tab, the arrows and Enter reach every button too).

Everything drawn comes from the seat's view (games/poker7/view.py): the table asks the rules nothing.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.text import N_, render
from game.view import View
from games.poker7.texts import ROUND_NAMES, TEXTS, card_msg, group_msg
from games.poker7.view import (
    ALL_IN,
    CALL,
    CHECK,
    FOLD,
    HAND_OVER,
    NEXT,
    OVER,
    SHOW,
    SHOWING,
    Poker7View,
    SeatView,
    all_in,
    next_hand,
    raise_to,
    shown_card,
)
from scenes import theme
from scenes.cards.chips import ChipStack
from scenes.cards.pieces import CAPTION, SOFT, MovingTable, deck_painter, plate_painter, side_column
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_size_for, card_widget
from scenes.motion import GemPile
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, label_fits
from scenes.widgets.text import Label, Picture

CHIP_COLOUR = "yellow"  # the colour of the chips in flight (the motion draws them as gems)
FOLDED_INK = (150, 150, 150)


def dealer_disc(surface: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.circle(surface, theme.IVORY, r.center, r.w // 2)
    pygame.draw.circle(surface, theme.INK, r.center, r.w // 2, max(1, r.w // 10))
    paint.text_in(surface, "D", r, paint.font_px(r.h, 0.62), theme.INK, bold=True)


class Poker7Table(MovingTable):
    game_id = "poker7"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.amount: int | None = None  # the raise total chosen with − and +
        self._choices_seen: object = None

    def reset_selection(self) -> None:
        self.amount = None
        self._choices_seen = None

    # --- intents ------------------------------------------------------------------------------------
    def _amount(self, view: Poker7View) -> int | None:
        choices = view.choices
        if choices is None or not choices.can_raise:
            return None
        if self._choices_seen != choices or self.amount is None:
            self._choices_seen = choices
            self.amount = choices.raise_from
        return max(choices.raise_from, min(choices.raise_to, self.amount))

    def _raise_action(self, view: Poker7View, total: int) -> Action:
        choices = view.choices
        assert choices is not None
        return all_in() if total >= choices.raise_to else raise_to(total)

    def on_intent(self, intent: Any, view: Poker7View, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        amount = self._amount(view)
        if isinstance(intent, tuple) and intent and intent[0] in ("more", "less") and amount is not None:
            step = max(1, view.stake) * (1 if intent[0] == "more" else -1)
            choices = view.choices
            assert choices is not None
            self.amount = max(choices.raise_from, min(choices.raise_to, amount + step))
            return None
        if isinstance(intent, tuple) and intent and intent[0] == "size" and amount is not None:
            self.amount = int(intent[1])
            return None
        if intent == ("raise",) and amount is not None:
            return self._raise_action(view, amount)
        if isinstance(intent, Action) and (intent in legal or intent.kind == "raise"):
            return intent
        return None

    def handle_event(self, event: pygame.event.Event, may_act: bool) -> Any:
        super().handle_event(event, may_act)
        if event.type != pygame.KEYDOWN or not may_act or self._view is None:
            return None
        view = self._view
        legal = list(view.legal)
        kinds = {action.kind: action for action in legal}
        key = event.key
        wanted: Action | None = None
        if key == pygame.K_f and FOLD in kinds:
            wanted = kinds[FOLD]
        elif key == pygame.K_c:
            wanted = kinds.get(CHECK) or kinds.get(CALL)
        elif key == pygame.K_a and ALL_IN in kinds:
            wanted = kinds[ALL_IN]
        elif key == pygame.K_r and self._amount(view) is not None:
            amount = self._amount(view)
            assert amount is not None
            wanted = self._raise_action(view, amount)
        elif key in (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS, pygame.K_MINUS, pygame.K_KP_MINUS):
            if (
                self.on_intent(
                    ("more",) if key in (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS) else ("less",),
                    view,
                    view.seat or 0,
                    legal,
                )
                is None
                and self._amount(view) is not None
            ):
                return "relayout"
        elif key in (pygame.K_1, pygame.K_2) and view.phase == SHOWING:
            shows = [a for a in legal if a.kind == SHOW]
            index = 0 if key == pygame.K_1 else 1
            wanted = shows[index] if index < len(shows) else None
        elif key == pygame.K_n and NEXT in kinds:
            wanted = kinds[NEXT]
        return wanted

    _view: Poker7View | None = None

    # --- layout ---------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: Poker7View, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        self._view = view if legal else None
        lang = self.lang
        u = max(3, min(rect.w, rect.h) // 100)
        side_w = max(int(rect.w * 0.26), min(rect.w // 3, 36 * u))
        play = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(play.right + u, rect.y + u, side_w, rect.h - 2 * u)
        players = len(view.seats)
        me = seat if seat is not None else 0
        widgets: list[Widget] = [Picture(name="felt", rect=pygame.Rect(play), painter=_oval)]
        places = self._seat_places(play, me, players, u)
        card_h = self._card_height(play, players)
        piles: list[GemPile] = []
        for who, box in places.items():
            widgets += self._seat(box, view, who, seat, legal, card_h, u, lang)
            piles.append(GemPile(f"stack:{who}", view.seats[who].stack, CHIP_COLOUR))
            piles.append(GemPile(f"bet:{who}", view.seats[who].bet, CHIP_COLOUR))
        middle = self._middle_rect(play, places, u)
        showdown = view.result is not None and view.result.hands and view.phase in (HAND_OVER, OVER)
        if showdown:
            widgets += self._showdown(play, view, u, lang)
        else:
            widgets += self._centre(middle, view, card_h, u, lang)
        piles.append(GemPile("pot", view.pot - sum(s.bet for s in view.seats), CHIP_COLOUR))
        widgets += self._side(side, view, seat, legal, u, lang)
        return self.staged(rect, seat, widgets, piles, bank=middle)

    def _card_height(self, play: pygame.Rect, players: int) -> int:
        return int(play.h * (0.2 if players <= 4 else 0.15 if players <= 6 else 0.13))

    def _seat_places(self, play: pygame.Rect, me: int, players: int, u: int) -> dict[int, pygame.Rect]:
        """Each seat's box: the viewer at the bottom middle, the others round the oval in play order,
        from the lower left over the top to the lower right."""
        box_w = int(play.w * (0.28 if players <= 3 else 0.22 if players <= 5 else 0.17))
        box_h = int(play.h * (0.3 if players <= 3 else 0.26 if players <= 5 else 0.22))
        cx, cy = play.centerx, play.centery
        rx, ry = (play.w - box_w) / 2, (play.h - box_h) / 2
        places: dict[int, pygame.Rect] = {}
        bottom = pygame.Rect(0, 0, box_w, box_h)
        bottom.midbottom = (cx, play.bottom)
        places[me] = bottom
        others = [(me + k) % players for k in range(1, players)]
        below = math.radians(0 if players <= 3 else 20 if players <= 5 else 45)  # how far round the sides go
        for i, who in enumerate(others):
            angle = (
                math.pi / 2 if len(others) == 1 else (math.pi + below) - (math.pi + 2 * below) * i / (len(others) - 1)
            )
            box = pygame.Rect(0, 0, box_w, box_h)
            box.center = (round(cx + rx * math.cos(angle)), round(cy - ry * math.sin(angle)))
            box.clamp_ip(play)
            places[who] = box
        return places

    def _middle_rect(self, play: pygame.Rect, places: dict[int, pygame.Rect], u: int) -> pygame.Rect:
        """The space in the middle of the oval, shrunk (evenly about the centre) until no seat's box
        reaches into it."""
        wide, high = (0.62, 0.4) if len(places) <= 5 else (0.5, 0.32)
        half_w, half_h = int(play.w * wide) // 2, int(play.h * high) // 2
        cx, cy = play.centerx, play.centery
        for box in places.values():
            middle = pygame.Rect(cx - half_w, cy - half_h, 2 * half_w, 2 * half_h)
            if not middle.colliderect(box):
                continue
            if box.right < cx or box.left > cx:  # a seat at a side: narrower
                half_w = min(half_w, (cx - box.right if box.right < cx else box.left - cx) - u)
            else:  # a seat above or below: lower or shorter
                half_h = min(half_h, (cy - box.bottom if box.bottom < cy else box.top - cy) - u)
        return pygame.Rect(cx - half_w, cy - half_h, max(10, 2 * half_w), max(10, 2 * half_h))

    def _seat(
        self,
        box: pygame.Rect,
        view: Poker7View,
        who: int,
        seat: Seat | None,
        legal: list[Action],
        card_h: int,
        u: int,
        lang: str,
    ) -> list[Widget]:
        info = view.seats[who]
        active = view.turn == who and not view.over
        widgets: list[Widget] = [Picture(name=f"plate:{who}", rect=pygame.Rect(box), painter=plate_painter(active, u))]
        inner = box.inflate(-2 * u, -2 * u)
        line_h = max(14, int(inner.h * 0.17))
        name = self.seat_name(who, lang)
        name_w = inner.w - (line_h if view.dealer == who else 0)
        name_size = _fitted(name, paint.font_px(line_h, 0.7), name_w, True)
        # The dealer's disc beside the name; in a narrow seat (eight at 640x480) at the right of the
        # chips' line instead, so that the name stays whole.
        disc_y = inner.y
        if view.dealer == who and paint.fit_text(name, name_size, name_w, True) != name:
            name_w, disc_y = inner.w, inner.y + line_h + u // 2
            name_size = _fitted(name, paint.font_px(line_h, 0.7), name_w, True)
        words, label = name.split(), name
        if len(words) >= 2 and paint.fit_text(name, name_size, name_w, True) != name:
            # Still too long ("Ordenador 8" in eight seats at 640x480): "Ord. 8" rather than "Ordena…";
            # the list of players beside the table gives the whole name.
            label = f"{words[0][:3]}. {words[-1]}"
            name_size = _fitted(label, paint.font_px(line_h, 0.7), name_w, True)
        widgets.append(
            Label(
                name=f"name:{who}",
                rect=pygame.Rect(inner.x, inner.y, name_w, line_h),
                text=label,
                size=name_size,
                colour=theme.IVORY,
                bold=True,
            )
        )
        if view.dealer == who:
            widgets.append(
                Picture(
                    name=f"dealer:{who}",
                    rect=pygame.Rect(inner.right - line_h, disc_y, line_h, line_h),
                    painter=dealer_disc,
                    tooltip=TEXTS.t(lang, "Dealer"),
                )
            )
        chips_w = inner.w - (line_h if disc_y != inner.y else 0)
        chips_rect = pygame.Rect(inner.x, inner.y + line_h + u // 2, chips_w, line_h)
        widgets.append(
            ChipStack(
                name=f"stack:{who}",
                rect=chips_rect,
                count=info.stack,
                always=True,
                tooltip=TEXTS.t(lang, "{name} has {n} chips", name=name, n=info.stack),
                extra={"gems_of": f"stack:{who}"},
            )
        )
        status = self._seat_status(view, info, lang)
        if status:
            widgets.append(
                Label(
                    name=f"status:{who}",
                    rect=pygame.Rect(inner.x, inner.bottom - line_h, inner.w, line_h),
                    text=status,
                    size=_fitted(status, paint.font_px(line_h, 0.6), inner.w, False),
                    colour=SOFT,
                    align="right",
                )
            )
        # the cards
        cards_top = chips_rect.bottom + u // 2
        room = pygame.Rect(inner.x, cards_top, inner.w, inner.bottom - cards_top - line_h - u // 2)
        ch = min(card_h, room.h)
        cw, ch = card_size_for(ch)
        dealt = info.in_hand or info.folded
        if dealt and info.in_game:
            total_w = 2 * cw + u
            x0 = room.centerx - total_w // 2
            cards = self._cards_of(info, who, seat)
            for i, (card, face_up) in enumerate(cards):
                r = pygame.Rect(x0 + i * (cw + u), room.y + (room.h - ch) // 2, cw, ch)
                intent = None
                if face_up and seat == who and card is not None:
                    action = next((a for a in legal if a.kind == SHOW and shown_card(a) == card), None)
                    intent = action
                shown = info.shown is not None and card == info.shown
                tip = render(card_msg(card), lang) if face_up and card is not None else ""
                if shown and seat == who:
                    tip = TEXTS.t(lang, "{card} (shown to everybody)", card=tip)
                widgets.append(
                    card_widget(
                        f"hidden:{who}:{i}",
                        r,
                        card if face_up else None,
                        faces=FACES,
                        face_up=face_up,
                        intent=intent,
                        highlight=shown and view.phase != OVER,
                        dimmed=info.folded,
                        tooltip=tip,
                    )
                )
        # the bet, in front of the seat (towards the middle)
        bet_rect = pygame.Rect(inner.x, inner.bottom - line_h, inner.w, line_h)
        widgets.append(
            ChipStack(
                name=f"bet:{who}",
                rect=bet_rect,
                count=info.bet,
                bold=True,
                tooltip=TEXTS.t(lang, "Bet this round: {n}", n=info.bet),
                extra={"gems_of": f"bet:{who}"},
            )
        )
        return widgets

    def _cards_of(self, info: SeatView, who: int, seat: Seat | None) -> list[tuple[PokerDrezCard | None, bool]]:
        """The two hidden cards as this view shows them: faces when known, the shown one, or backs."""
        if info.hidden is not None:
            return [(card, True) for card in info.hidden]
        if info.shown is not None:
            return [(info.shown, True), (None, False)]
        return [(None, False), (None, False)]

    def _seat_status(self, view: Poker7View, info: SeatView, lang: str) -> str:
        if not info.in_game:
            return TEXTS.t(lang, "Out")
        if info.folded:
            return TEXTS.t(lang, "Folded")
        if info.all_in and info.in_hand:
            return TEXTS.t(lang, "All in")
        return ""

    def _centre(self, area: pygame.Rect, view: Poker7View, card_h: int, u: int, lang: str) -> list[Widget]:
        """The deck, the five commons and the pot."""
        widgets: list[Widget] = []
        caption_h = max(14, area.h // 9)
        ch = min(int(card_h * 1.1), int((area.h - 3 * caption_h) * 0.9))
        cw, ch = card_size_for(ch)
        if 5 * cw + 6 * u > area.w:  # the five commons must fit across
            wide, high = card_size_for(100)
            cw, ch = card_size_for(max(10, (area.w - 6 * u) // 5 * high // wide))
        row_w = 5 * cw + 4 * u
        x = area.centerx - row_w // 2
        y = area.y + caption_h
        widgets.append(
            Label(
                name="round",
                rect=pygame.Rect(area.x, area.y, area.w, caption_h),
                text=TEXTS.t(lang, ROUND_NAMES[view.betting_round]),
                size=_fitted(
                    TEXTS.t(lang, ROUND_NAMES[view.betting_round]), paint.font_px(caption_h, 0.72), area.w, False
                ),
                colour=CAPTION,
                align="center",
            )
        )
        for i in range(5):
            r = pygame.Rect(x + i * (cw + u), y, cw, ch)
            if i < len(view.commons):
                card = view.commons[i]
                widgets.append(card_widget(f"commons:{i}", r, card, faces=FACES, tooltip=render(card_msg(card), lang)))
            else:
                widgets.append(Picture(name=f"common_slot:{i}", rect=r, painter=_slot))
        # the deck, small, below the first commons: the cards come off it
        dw, dh = card_size_for(max(10, min(int(ch * 0.6), area.bottom - (y + ch + u))))
        widgets.append(
            Picture(
                name="deck",
                rect=pygame.Rect(x, y + ch + u, dw, dh),
                painter=deck_painter(view.deck_count, faces=FACES),
                tooltip=TEXTS.t(lang, "{n} cards in the deck", n=view.deck_count),
                extra={"stack": view.deck_count, "faces": FACES},
            )
        )
        pot_y = y + ch + u
        pot_h = max(16, caption_h)
        collected = view.pot - sum(s.bet for s in view.seats)
        pot_rect = pygame.Rect(x + dw + 3 * u, pot_y + max(0, (dh - pot_h) // 2), max(pot_h, row_w - dw - 3 * u), pot_h)
        widgets.append(
            ChipStack(
                name="pot",
                rect=pot_rect,
                count=collected,
                always=True,
                bold=True,
                tooltip=TEXTS.t(lang, "The pot: {n} chips", n=view.pot),
                extra={"gems_of": "pot"},
            )
        )
        if len(view.pots) > 1 and any(s.all_in and s.in_hand for s in view.seats):  # side pots, once they are real
            parts = [TEXTS.t(lang, "main pot {n}", n=view.pots[0].amount)]
            if len(view.pots) == 2:
                parts.append(TEXTS.t(lang, "side pot {n}", n=view.pots[1].amount))
            else:
                side = view.pots[1:]
                parts.append(
                    TEXTS.tn(
                        lang,
                        "{n} side pot: {chips}",
                        "{n} side pots: {chips}",
                        len(side),
                        chips=sum(p.amount for p in side),
                    )
                )
            text = " · ".join(parts)
            size = _fitted(text, paint.font_px(caption_h, 0.62), area.w, False)
            if paint.fit_text(text, size, area.w) != text:  # a small window: the pots' chips alone
                text = TEXTS.t(lang, "Pots: {chips}", chips=" · ".join(str(p.amount) for p in view.pots))
                size = _fitted(text, paint.font_px(caption_h, 0.62), area.w, False)
            widgets.append(
                Label(
                    name="pots",
                    rect=pygame.Rect(area.x, max(pot_rect.bottom, y + ch + u + dh) + u // 2, area.w, caption_h),
                    text=text,
                    size=size,
                    colour=SOFT,
                    align="center",
                )
            )
        return widgets

    def _showdown(self, play: pygame.Rect, view: Poker7View, u: int, lang: str) -> list[Widget]:
        """Every hand shown, split into its groups as the rules split it, best first: each group of two
        or more named under its cards, the single cards after them."""
        result = view.result
        assert result is not None
        hands = sorted(result.hands, key=lambda h: (h.place, h.seat))
        row_h = int(play.h * (0.2 if len(hands) <= 2 else 0.16 if len(hands) <= 4 else 0.1))
        area = pygame.Rect(0, 0, int(play.w * 0.64), min(int(play.h * 0.84), len(hands) * row_h + 2 * u))
        area.center = play.center
        widgets: list[Widget] = [Picture(name="showdown", rect=pygame.Rect(area), painter=_dark_panel(u))]
        inner = area.inflate(-2 * u, -2 * u)
        for row, hand in enumerate(hands):
            top = inner.y + row * row_h
            name_h = max(12, row_h // 4)
            caption_h = max(10, row_h // 5)
            received = result.received[hand.seat]
            name = self.seat_name(hand.seat, lang)
            label = TEXTS.t(lang, "{name} wins {n}", name=name, n=received) if received else name
            widgets.append(
                Label(
                    name=f"shown_name:{hand.seat}",
                    rect=pygame.Rect(inner.x, top, inner.w, name_h),
                    text=label,
                    size=paint.font_px(name_h, 0.8),
                    colour=theme.GOLD if received else theme.IVORY,
                    bold=bool(received),
                )
            )
            cw, ch = card_size_for(row_h - name_h - caption_h - u)
            step = int(cw * 0.62)
            x = inner.x
            groups = [g for g in hand.groups if len(g.cards) > 1]
            singles = [card for g in hand.groups if len(g.cards) == 1 for card in g.cards]
            for g, group in enumerate(groups):
                group_w = cw + step * (len(group.cards) - 1)
                for k, card in enumerate(group.cards):
                    r = pygame.Rect(x + k * step, top + name_h, cw, ch)
                    widgets.append(
                        card_widget(
                            f"group:{hand.seat}:{g}:{k}", r, card, faces=FACES, tooltip=render(card_msg(card), lang)
                        )
                    )
                caption = render(group_msg(len(group.cards), group.kind, group.cards[0], group.run), lang)
                caption_w = max(group_w, paint.rendered(caption, paint.font_px(caption_h, 0.85), CAPTION).get_width())
                widgets.append(
                    Label(
                        name=f"group_name:{hand.seat}:{g}",
                        rect=pygame.Rect(x, top + name_h + ch, caption_w, caption_h),
                        text=caption,
                        size=paint.font_px(caption_h, 0.85),
                        colour=CAPTION,
                        align="left",
                    )
                )
                x += max(group_w, caption_w) + 2 * u
            for k, card in enumerate(singles):
                r = pygame.Rect(x + k * (cw + u // 2), top + name_h, cw, ch)
                widgets.append(
                    card_widget(f"single:{hand.seat}:{k}", r, card, faces=FACES, tooltip=render(card_msg(card), lang))
                )
        return widgets

    # --- the side panel ---------------------------------------------------------------------------------
    def _side(
        self, side: pygame.Rect, view: Poker7View, seat: Seat | None, legal: list[Action], u: int, lang: str
    ) -> list[Widget]:
        col = side_column(side, u)
        limit = view.hands_limit
        title = (
            TEXTS.t(lang, "Hand {n} of {limit}", n=view.hand, limit=limit)
            if limit
            else TEXTS.t(lang, "Hand {n}", n=view.hand)
        )
        col.paragraph("title", title + " · " + TEXTS.t(lang, "stake {n}", n=view.stake))
        if view.phase not in (HAND_OVER, OVER):
            col.paragraph("round_name", TEXTS.t(lang, ROUND_NAMES[view.betting_round]), SOFT)
            col.paragraph(
                "pot_line", TEXTS.t(lang, "Pot {pot} · highest bet {bet}", pot=view.pot, bet=view.highest), SOFT
            )
        if view.result is not None and view.phase in (HAND_OVER, OVER):
            for line, text in enumerate(self._result_lines(view, lang)):
                col.paragraph(f"result:{line}", text)
        if legal:
            col.widgets += self._controls(col, view, legal, u, lang)
        elif view.phase == HAND_OVER:
            # A computer deals the next hand: its move waits on this button while a showdown is on the
            # table (``waits_for_reader``); a click here, or on the table, lets it deal.
            col.full_button("next", TEXTS.t(lang, "Next hand"), next_hand(), style="primary")
        elif view.turn is not None and not view.over:
            col.paragraph("waiting", TEXTS.t(lang, "{name} to play", name=self.seat_name(view.turn, lang)), SOFT)
        if view.over and view.winners:
            names = ", ".join(self.seat_name(s, lang) for s in view.winners)
            col.paragraph("winners", TEXTS.t(lang, "The game is over: {names} wins", names=names), theme.GOLD)
        return col.widgets

    def _result_lines(self, view: Poker7View, lang: str) -> list[str]:
        result = view.result
        assert result is not None
        lines = []
        if not result.hands:
            winner = max(range(len(result.received)), key=lambda s: result.received[s])
            lines.append(
                TEXTS.t(
                    lang,
                    "Everybody else folded: {name} takes {n} chips unseen",
                    name=self.seat_name(winner, lang),
                    n=result.received[winner],
                )
            )
            return lines
        best = [h for h in result.hands if h.place == 1]
        for hand in best:
            group = hand.groups[0]
            what = render(group_msg(len(group.cards), group.kind, group.cards[0], group.run), lang)
            lines.append(
                TEXTS.t(
                    lang, "{name} has the best hand: {group} first", name=self.seat_name(hand.seat, lang), group=what
                )
            )
        for index, pot in enumerate(result.pots):
            names = ", ".join(self.seat_name(s, lang) for s in pot.winners)
            what = TEXTS.t(lang, "Main pot") if index == 0 else TEXTS.t(lang, "Side pot {n}", n=index)
            if len(pot.winners) > 1:
                lines.append(TEXTS.t(lang, "{pot} ({n} chips): shared by {names}", pot=what, n=pot.amount, names=names))
            elif len(pot.eligible) == 1:
                lines.append(
                    TEXTS.t(
                        lang,
                        "{pot} ({n} chips): back to {names}, nobody else matched it",
                        pot=what,
                        n=pot.amount,
                        names=names,
                    )
                )
            else:
                lines.append(TEXTS.t(lang, "{pot} ({n} chips): {names}", pot=what, n=pot.amount, names=names))
        return lines

    def _controls(self, col: Any, view: Poker7View, legal: list[Action], u: int, lang: str) -> list[Widget]:
        widgets: list[Widget] = []
        inner, row_h = col.inner, col.row_h
        kinds = {action.kind: action for action in legal}
        if view.phase == SHOWING:
            col.paragraph(
                "show_help", TEXTS.t(lang, "Show one of your two hidden cards to everybody (click it, or press 1 or 2)")
            )
            for i, action in enumerate(a for a in legal if a.kind == SHOW):
                card = shown_card(action)
                assert card is not None
                col.full_button(
                    f"show:{i}",
                    render(card_msg(card), lang),
                    action,
                    style="primary",
                )
            return widgets
        if NEXT in kinds:
            col.full_button("next", TEXTS.t(lang, "Next hand"), kinds[NEXT], style="primary")
            return widgets
        choices = view.choices
        if choices is None:
            return widgets
        if choices.to_call:
            col.paragraph("to_call", TEXTS.t(lang, "To call: {n} chips", n=choices.to_call))
        half = (inner.w - u) // 2
        row: list[tuple[str, str, Action]] = []
        if FOLD in kinds:
            row.append(("fold", TEXTS.t(lang, "Fold"), kinds[FOLD]))
        if CHECK in kinds:
            row.append(("check", TEXTS.t(lang, "Check"), kinds[CHECK]))
        if CALL in kinds:
            row.append(("call", TEXTS.t(lang, "Call {n}", n=choices.to_call), kinds[CALL]))
        for i, (name, label, action) in enumerate(row):
            rect = pygame.Rect(inner.x + i * (half + u), col.y, half, row_h)
            if name == "call" and not label_fits(label, rect):  # a small window: the sum is written above
                label = TEXTS.t(lang, "Call")
            col.widgets.append(button(name, rect, label, action))
        col.y += row_h + u
        amount = self._amount(view)
        if amount is not None:
            word = N_("Bet {n}") if choices.opening else N_("Raise to {n}")
            small = row_h
            col.widgets.append(
                button(
                    "less",
                    pygame.Rect(inner.x, col.y, small, row_h),
                    "−",
                    ("less",),
                    enabled=amount > choices.raise_from,
                )
            )
            raise_rect = pygame.Rect(inner.x + small + u, col.y, inner.w - 2 * small - 2 * u, row_h)
            raise_label = TEXTS.t(lang, word, n=amount)
            if not label_fits(raise_label, raise_rect, bold=True):  # a small window: "− 4 +" still reads
                raise_label = str(amount)
            col.widgets.append(button("raise", raise_rect, raise_label, ("raise",), style="primary"))
            col.widgets.append(
                button(
                    "more",
                    pygame.Rect(inner.right - small, col.y, small, row_h),
                    "+",
                    ("more",),
                    enabled=amount < choices.raise_to,
                )
            )
            col.y += row_h + u
            sizes = self._sizes(view)
            third = (inner.w - 2 * u) // 3
            for i, (name, label, total) in enumerate(sizes):
                size_rect = pygame.Rect(inner.x + i * (third + u), col.y, third, row_h)
                if not label_fits(label, size_rect):  # a small window: the short forms
                    label = {"least": TEXTS.t(lang, "Min"), "half": "½"}.get(name, label)
                col.widgets.append(
                    button(
                        f"size:{name}",
                        size_rect,
                        label,
                        ("size", total),
                        selected=total == amount,
                    )
                )
            col.y += row_h + u
        if ALL_IN in kinds:
            col.full_button("allin", TEXTS.t(lang, "All in: {n}", n=choices.all_in), kinds[ALL_IN], style="danger")
        return widgets

    def _sizes(self, view: Poker7View) -> list[tuple[str, str, int]]:
        choices = view.choices
        assert choices is not None
        pot_after_call = view.pot + choices.to_call
        lang = self.lang
        wanted = [
            ("least", TEXTS.t(lang, "Least"), choices.raise_from),
            ("half", TEXTS.t(lang, "½ pot"), view.highest + pot_after_call // 2),
            ("pot", TEXTS.t(lang, "Pot"), view.highest + pot_after_call),
        ]
        return [(name, label, max(choices.raise_from, min(choices.raise_to, total))) for name, label, total in wanted]

    def waits_for_reader(self, view: View, action: Action) -> bool:
        """A computer that deals the next hand waits while a showdown is on the table: the hands and
        their groups are read at a person's pace, not the computer's."""
        return (
            action.kind == NEXT
            and isinstance(view, Poker7View)
            and view.phase == HAND_OVER
            and view.result is not None
            and bool(view.result.hands)
        )

    # --- words ---------------------------------------------------------------------------------------------
    def status(self, view: Poker7View, seat: Seat | None, lang: str) -> str:
        if view.over:
            names = ", ".join(self.seat_name(s, lang) for s in view.winners)
            return TEXTS.t(lang, "The game is over: {names} wins", names=names)
        if view.phase == HAND_OVER:
            return TEXTS.t(lang, "Hand {n} is over: the next hand when you are ready", n=view.hand)
        turn = view.turn
        if turn is None:
            return ""
        who = self.seat_name(turn, lang)
        if view.phase == SHOWING:
            return TEXTS.t(lang, "{name} shows one hidden card", name=who)
        if seat == turn and view.choices is not None:
            if view.choices.to_call:
                return TEXTS.t(lang, "{name}: call {n}, raise or fold", name=who, n=view.choices.to_call)
            return TEXTS.t(lang, "{name}: check or bet", name=who)
        return TEXTS.t(lang, "{name} to bet", name=who)

    def refusal(self, name: str, view: Poker7View, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if name.startswith("hidden:") and view.phase != SHOWING:
            return TEXTS.t(lang, "A hidden card is shown after the betting on all five commons")
        if name.startswith("commons:") or name == "deck":
            return TEXTS.t(lang, "Bet with the buttons on the right")
        return None


def _fitted(text: str, size: int, width: int, bold: bool) -> int:
    """A size at which ``text`` fits ``width`` (down to half of ``size``): a crowded table at 640x480
    names its players in small letters rather than cutting them short."""
    return paint.size_to_fit(text, size, width, bold, 0.5)


def _oval(surface: pygame.Surface, r: pygame.Rect) -> None:
    oval = r.inflate(-int(r.w * 0.08), -int(r.h * 0.14))
    pygame.draw.ellipse(surface, theme.WOOD_DARK, oval.inflate(max(6, r.w // 60), max(6, r.w // 60)))
    pygame.draw.ellipse(surface, theme.FELT_LIGHT, oval)
    pygame.draw.ellipse(surface, theme.FELT_DARK, oval, max(2, r.w // 200))


def _slot(surface: pygame.Surface, r: pygame.Rect) -> None:
    from scenes.cards.pieces import empty_slot

    empty_slot(surface, r)


def _dark_panel(u: int) -> Any:
    def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
        paint.panel(
            surface, r, (14, 30, 24, 225), radius=2 * u, shadow=False, border=theme.GOLD, border_width=max(1, u // 3)
        )

    return draw
