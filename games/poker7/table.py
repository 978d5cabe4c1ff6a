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

from typing import Any

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.text import render
from games.poker7.texts import ROUND_NAMES, TEXTS, card_msg, group_msg
from games.poker7.view import HAND_OVER, SHOWING, Poker7View
from scenes import theme
from scenes.cards.pieces import CAPTION
from scenes.cards.poker_table import PokerTable
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_size_for, card_widget
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.text import Label


class Poker7Table(PokerTable):
    game_id = "poker7"
    texts = TEXTS

    # --- what the shared poker table asks ---------------------------------------------------------------
    def card_words(self, card: PokerDrezCard, lang: str) -> str:
        return render(card_msg(card), lang)

    def middle_cards(self, view: Poker7View) -> tuple[PokerDrezCard, ...]:
        return view.commons

    def stage_name(self, view: Poker7View, lang: str) -> str:
        return TEXTS.t(lang, ROUND_NAMES[view.betting_round])

    def shown_at_the_end(self, result: Any) -> tuple[Any, ...]:
        return tuple(result.hands)

    def title(self, view: Poker7View, lang: str) -> str:
        limit = view.hands_limit
        if limit:
            return TEXTS.t(lang, "Hand {n} of {limit}", n=view.hand, limit=limit)
        return TEXTS.t(lang, "Hand {n}", n=view.hand)

    def showdown(self, play: pygame.Rect, view: Poker7View, u: int, lang: str) -> list[Widget]:
        """Every hand shown, split into its groups as the rules split it, best first: each group of two
        or more named under its cards, the single cards after them."""
        result = view.result
        assert result is not None
        hands = sorted(result.hands, key=lambda h: (h.place, h.seat))
        row_h = int(play.h * (0.2 if len(hands) <= 2 else 0.16 if len(hands) <= 4 else 0.1))
        widgets, inner = self.showdown_panel(play, len(hands), row_h, 0.64, 0.84, u)
        row_h = self.showdown_row_h  # lower where the panel keeps clear of the seats' names
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
            x = inner.x
            groups = [g for g in hand.groups if len(g.cards) > 1]
            singles = [card for g in hand.groups if len(g.cards) == 1 for card in g.cards]
            for g, group in enumerate(groups):
                caption = render(group_msg(len(group.cards), group.kind, group.cards[0], group.run), lang)
                found, width = self.card_group(
                    (f"group:{hand.seat}:{g}", f"group_name:{hand.seat}:{g}"),
                    x,
                    top + name_h,
                    (cw, ch, int(cw * 0.62)),
                    group.cards,
                    (caption, caption_h, paint.font_px(caption_h, 0.85), CAPTION),
                    lang,
                )
                widgets += found
                x += width + 2 * u
            for k, card in enumerate(singles):
                r = pygame.Rect(x + k * (cw + u // 2), top + name_h, cw, ch)
                widgets.append(
                    card_widget(f"single:{hand.seat}:{k}", r, card, faces=FACES, tooltip=self.card_words(card, lang))
                )
        return widgets

    def result_lines(self, view: Poker7View, lang: str) -> list[str]:
        result = view.result
        assert result is not None
        if not result.hands:
            return [self.folded_line(result, lang)]
        lines = []
        for hand in (h for h in result.hands if h.place == 1):
            group = hand.groups[0]
            what = render(group_msg(len(group.cards), group.kind, group.cards[0], group.run), lang)
            lines.append(
                TEXTS.t(
                    lang, "{name} has the best hand: {group} first", name=self.seat_name(hand.seat, lang), group=what
                )
            )
        return lines + self.pot_lines(result, lang)

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
            if view.choices.to_call and not view.choices.can_raise:  # the others are all in: no raise
                return TEXTS.t(lang, "{name}: call {n} or fold", name=who, n=view.choices.to_call)
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
