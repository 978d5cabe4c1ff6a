"""A poker table, once, for every game that bets with ``game/cards/chips.py`` and deals each seat two
hidden cards and five cards to the middle: the seats round an oval of felt, the viewer at the bottom;
the five cards, the deck and the pot in the middle; each seat's chips, its bet in front of it, its two
hidden cards (face up for the viewer, backs for the others until shown) and the dealer's disc. Chips
travel from a stack to its bet, from the bets to the pot at the end of a betting round, and from the
pot to the winners.

The side panel holds the betting turn of the seat to act: fold, check or call, a raise of the amount
chosen with − and + (or the usual sizes: the smallest, half the pot, the pot) and all in; at the
showing, the two hidden cards to choose from; after a hand, the result and the button that deals on
(which also waits there while a computer deals next and a showdown is on the table:
``waits_for_reader``). The showdown lays out each hand's groups of cards, each named under it.

Keys: F fold, C check or call, R raise the amount chosen, A all in, + and − change the amount,
1 and 2 show a hidden card, N deal on (Tab, the arrows and Enter reach every button too).

A game's table says what is its own through the hooks below (its words come from its catalogue,
``texts``, which falls back to the shared one); it knows no game. The views it reads have the fields
both poker views share: ``seats`` (each with ``stack``, ``bet``, ``in_game``, ``in_hand``,
``folded``, ``all_in``, ``hidden``, ``shown``), ``dealer``, ``turn``, ``phase``, ``stake``,
``highest``, ``pot``, ``pots``, ``deck_count``, ``choices`` (``game.cards.betting.BetChoices``)
and ``result`` (with ``pots`` and ``received``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.cards.betting import ALL_IN, CALL, CHECK, FOLD, SHOW, all_in, raise_to, shown_card
from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.text import N_, Domain
from game.view import View
from scenes import theme
from scenes.cards.chips import ChipStack
from scenes.cards.pieces import CAPTION, SOFT, MovingTable, deck_painter, empty_slot, side_column, split_side
from scenes.cards.pokerdrez import FACES
from scenes.cards.seats import (
    dealer_disc,
    felt_oval,
    fitted,
    oval_middle,
    seat_places,
    seat_plate,
    short_name,
)
from scenes.cards.widget import CARD_RATIO, card_size_for, card_widget
from scenes.motion import GemPile
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, label_fits
from scenes.widgets.text import Label, Picture

CHIP_COLOUR = "yellow"  # the colour of the chips in flight (the motion draws them as gems)
NEXT, SHOWING, OVER = "next", "show", "over"  # the words both poker views use
MIDDLE_CARDS = 5


class PokerTable(MovingTable):
    """The shared poker table. A game sets ``texts`` and the words below, and fills the hooks."""

    texts: Domain  # the game's catalogue
    hand_over = "hand_over"  # the phase in which the last hand's result stays on the table
    next_label = N_("Next hand")  # the button that deals on
    bet_tip = N_("Bet this round: {n}")  # a seat's bet, in its tooltip
    middle_name = "commons"  # the widget names of the cards in the middle: commons:0 ...
    stage_widget = "round_name"  # the side panel's line naming the betting round
    notes_lines = 0  # lines a game writes under a seat's cards (``seat_notes``)
    says_returned = True  # a pot nobody else reached is said "back to" its seat

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.amount: int | None = None  # the raise total chosen with − and +
        self._choices_seen: object = None

    def reset_selection(self) -> None:
        self.amount = None
        self._choices_seen = None

    # --- hooks ------------------------------------------------------------------------------------------
    def card_words(self, card: PokerDrezCard, lang: str) -> str:
        """A card's name in ``lang``, as the game says it."""
        raise NotImplementedError

    def middle_cards(self, view: Any) -> Sequence[PokerDrezCard]:
        raise NotImplementedError

    def stage_name(self, view: Any, lang: str) -> str:
        """The betting round's name, over the middle and in the side panel."""
        raise NotImplementedError

    def shown_at_the_end(self, result: Any) -> Sequence[Any]:
        """What the last hand's result lays out on the table (the hands shown; none: all but one folded)."""
        raise NotImplementedError

    def showdown_shown(self, view: Any) -> bool:
        """Whether the last hand's end is laid out on the table (hands were shown, not all folded)."""
        result = getattr(view, "result", None)
        return result is not None and bool(self.shown_at_the_end(result)) and view.phase in (self.hand_over, OVER)

    def showdown(self, play: pygame.Rect, view: Any, u: int, lang: str) -> list[Widget]:
        raise NotImplementedError

    def title(self, view: Any, lang: str) -> str:
        raise NotImplementedError

    def result_lines(self, view: Any, lang: str) -> list[str]:
        raise NotImplementedError

    def controls(self, col: Any, view: Any, legal: list[Action], u: int, lang: str) -> None:
        """The side panel's buttons for the seat to act (by default: showing, dealing on, betting)."""
        if self.show_controls(col, legal, lang):
            return
        kinds = {action.kind: action for action in legal}
        if NEXT in kinds:
            col.full_button("next", self.texts.t(lang, self.next_label), kinds[NEXT], style="primary")
            return
        self.bet_controls(col, view, legal, u, lang)

    def seat_notes(self, inner: pygame.Rect, line_h: int, view: Any, who: int, name: str, lang: str) -> list[Widget]:
        """What a game writes in a seat's plate above its bet (``notes_lines`` lines)."""
        return []

    def game_intent(self, intent: Any, view: Any, legal: list[Action]) -> tuple[bool, Action | None]:
        """A game's own intent: (True, its action or None), or (False, None) when it is not one."""
        return False, None

    def game_key(self, key: int, view: Any, legal: list[Action]) -> tuple[bool, Any]:
        """A game's own key: (True, what ``handle_event`` returns), or (False, None)."""
        return False, None

    # --- intents ------------------------------------------------------------------------------------
    def _amount(self, view: Any) -> int | None:
        choices = view.choices
        if choices is None or not choices.can_raise:
            return None
        if self._choices_seen != choices or self.amount is None:
            self._choices_seen = choices
            self.amount = choices.raise_from
        return int(max(choices.raise_from, min(choices.raise_to, self.amount)))

    def _raise_action(self, view: Any, total: int) -> Action:
        choices = view.choices
        assert choices is not None
        return all_in() if total >= choices.raise_to else raise_to(total)

    def on_intent(self, intent: Any, view: Any, seat: Seat, legal: list[Action]) -> Action | None:
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
        handled, action = self.game_intent(intent, view, legal)
        if handled:
            return action
        if isinstance(intent, Action) and (intent in legal or intent.kind == "raise"):
            return intent
        return None

    _view: Any = None

    def handle_event(self, event: pygame.event.Event, may_act: bool) -> Any:
        super().handle_event(event, may_act)
        if event.type != pygame.KEYDOWN or not may_act or self._view is None:
            return None
        view = self._view
        legal = list(view.legal)
        key = event.key
        handled, result = self.game_key(key, view, legal)
        if handled:
            return result
        kinds = {action.kind: action for action in legal}
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

    # --- layout ---------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: Any, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        self._view = view if legal else None
        lang = self.lang
        u, play, side = split_side(rect, 0.26, 36)
        players = len(view.seats)
        me = seat if seat is not None else 0
        widgets: list[Widget] = [Picture(name="felt", rect=pygame.Rect(play), painter=felt_oval)]
        places = seat_places(play, me, players, (0.28, 0.22, 0.17), (0.3, 0.26, 0.22))
        places[me] = own_plate(play, places, me)
        card_h = int(play.h * (0.2 if players <= 4 else 0.15 if players <= 6 else 0.13))
        piles: list[GemPile] = []
        self._seat_words: list[pygame.Rect] = []  # what the showdown panel must leave uncovered
        self._seat_names: list[pygame.Rect] = []  # and at least these, where it cannot
        for who, box in places.items():
            at_seat = self._seat(box, view, who, seat, legal, card_h, u, lang)
            self._seat_words += [w.rect for w in at_seat if isinstance(w, (Label, ChipStack))]
            self._seat_names += [w.rect for w in at_seat if w.name.startswith("name:")]
            widgets += at_seat
            piles.append(GemPile(f"stack:{who}", view.seats[who].stack, CHIP_COLOUR))
            piles.append(GemPile(f"bet:{who}", view.seats[who].bet, CHIP_COLOUR))
        wide, high = (0.62, 0.4) if len(places) <= 5 else (0.5, 0.32)
        middle = oval_middle(play, places, u, wide, high)
        if self.showdown_shown(view):
            widgets += self.showdown(play, view, u, lang)
        else:
            widgets += self._centre(middle, view, card_h, u, lang)
        piles.append(GemPile("pot", view.pot - sum(s.bet for s in view.seats), CHIP_COLOUR))
        widgets += self._side(side, view, seat, legal, u, lang)
        return self.staged(rect, seat, widgets, piles, bank=middle)

    def _seat(
        self,
        box: pygame.Rect,
        view: Any,
        who: int,
        seat: Seat | None,
        legal: list[Action],
        card_h: int,
        u: int,
        lang: str,
    ) -> list[Widget]:
        texts = self.texts
        info = view.seats[who]
        widgets: list[Widget] = [seat_plate(f"plate:{who}", box, view.turn == who and not view.over, u)]
        inner = box.inflate(-2 * u, -2 * u)
        line_h = max(14, int(inner.h * 0.17))
        # The name and the chips: the whole plate, or its left part in one's own wide plate.
        column = inner
        if who == seat and box.w > box.h * OWN_PLATE_RATIO:
            column = pygame.Rect(inner.x, inner.y, int(inner.w * 0.42), inner.h)
        name = self.seat_name(who, lang)
        # The name at the size it has without the dealer's disc (the dealer's "Ordenador 1" was drawn
        # smaller than "Ordenador 2" beside it); the disc beside the name where it fits so, else (a
        # narrow seat, eight at 640x480) at the right of the chips' line.
        # Never under paint.READABLE (six seats at 640x480 named "Jugador 1" in 8-px letters): a name that
        # does not fit so is said short.
        name_w = column.w
        name_size = readable(name, paint.font_px(line_h, 0.7), name_w, True)
        disc_y = inner.y
        if view.dealer == who:
            if paint.fit_text(name, name_size, column.w - line_h, True) == name:
                name_w = column.w - line_h
            else:
                disc_y = inner.y + line_h + u // 2
        label = name
        if len(name.split()) >= 2 and paint.fit_text(name, name_size, name_w, True) != name:
            label = short_name(name)  # still too long ("Ordenador 8" in eight seats at 640x480)
            name_size = readable(label, paint.font_px(line_h, 0.7), name_w, True)
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
                    rect=pygame.Rect(column.right - line_h, disc_y, line_h, line_h),
                    painter=dealer_disc,
                    tooltip=texts.t(lang, "Dealer"),
                )
            )
        chips_w = column.w - (line_h if disc_y != inner.y else 0)
        chips_rect = pygame.Rect(inner.x, inner.y + line_h + u // 2, chips_w, line_h)
        widgets.append(
            ChipStack(
                name=f"stack:{who}",
                rect=chips_rect,
                count=info.stack,
                always=True,
                tooltip=texts.t(lang, "{name} has {n} chips", name=name, n=info.stack),
                extra={"gems_of": f"stack:{who}"},
            )
        )
        # the bet, in front of the seat (towards the middle), and the seat's state after it on its line
        bet = ChipStack(
            name=f"bet:{who}",
            rect=pygame.Rect(inner.x, inner.bottom - line_h, inner.w, line_h),
            count=info.bet,
            bold=True,
            tooltip=texts.t(lang, self.bet_tip, n=info.bet),
            extra={"gems_of": f"bet:{who}"},
        )
        status = self._seat_status(info, lang)
        if status:
            # After the bet, not under it ("96" over "Con todo" in a seat at 640x480, session 15); where
            # the bet leaves too little room, after the chips on their line (an all-in seat has none).
            stack = next(w for w in widgets if w.name == f"stack:{who}")
            assert isinstance(stack, ChipStack)
            places = []
            for beside, line in ((bet, bet.rect), (stack, stack.rect)):
                start = line.x + (beside.drawn_width() + u // 2 if beside.drawn_width() else 0)
                places.append(pygame.Rect(start, line.y, line.right - start, line_h))
            size = paint.font_px(line_h, 0.6)
            place = next(
                (r for r in places if paint.fit_text(status, fitted(status, size, r.w, False), r.w, False) == status
                 and fitted(status, size, r.w, False) >= min(size, paint.READABLE)),
                None,
            )
        widgets += self.seat_notes(inner, line_h, view, who, name, lang)
        # the cards
        cards_top = chips_rect.bottom + u // 2
        below = (1 + self.notes_lines) * line_h + u // 2
        room = pygame.Rect(inner.x, cards_top, inner.w, inner.bottom - cards_top - below)
        ch = min(card_h, room.h)
        if column.w < inner.w:
            # One's own hand beside the name and the chips rather than under them: the wider plate
            # (own_plate) gives it the height of the three rows.
            room = pygame.Rect(column.right + u, inner.y, inner.right - column.right - u, inner.bottom - inner.y - below)
            ch = min(room.h, int((room.w - u) / 2 / CARD_RATIO))
        cw, ch = card_size_for(ch)
        if (info.in_hand or info.folded) and info.in_game:
            x0 = room.centerx - (2 * cw + u) // 2
            for i, (card, face_up) in enumerate(self._cards_of(info)):
                r = pygame.Rect(x0 + i * (cw + u), room.y + (room.h - ch) // 2, cw, ch)
                intent = None
                if face_up and seat == who and card is not None:
                    intent = next((a for a in legal if a.kind == SHOW and shown_card(a) == card), None)
                shown = info.shown is not None and card == info.shown
                tip = self.card_words(card, lang) if face_up and card is not None else ""
                if shown and seat == who:
                    tip = texts.t(lang, "{card} (shown to everybody)", card=tip)
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
        if status:
            align = "right"
            if place is None:  # eight seats at 640x480: across the middle of the cards, as a stamp
                place, align = pygame.Rect(inner.x, room.centery - line_h // 2, inner.w, line_h), "center"
            widgets.append(
                Label(
                    name=f"status:{who}",
                    rect=place,
                    text=status,
                    size=readable(status, size, place.w, False),
                    colour=SOFT if align == "right" else theme.IVORY,
                    bold=align == "center",
                    align=align,
                )
            )
        widgets.append(bet)
        return widgets

    def _cards_of(self, info: Any) -> list[tuple[PokerDrezCard | None, bool]]:
        """The two hidden cards as this view shows them: faces when known, the shown one, or backs."""
        if info.hidden is not None:
            return [(card, True) for card in info.hidden]
        if info.shown is not None:
            return [(info.shown, True), (None, False)]
        return [(None, False), (None, False)]

    def _seat_status(self, info: Any, lang: str) -> str:
        if not info.in_game:
            return self.texts.t(lang, "Out")
        if info.folded:
            return self.texts.t(lang, "Folded")
        if info.all_in and info.in_hand:
            return self.texts.t(lang, "All in")
        return ""

    def _centre(self, area: pygame.Rect, view: Any, card_h: int, u: int, lang: str) -> list[Widget]:
        """The deck, the five cards of the middle (empty places for those not dealt yet) and the pot."""
        texts = self.texts
        widgets: list[Widget] = []
        caption_h = max(14, area.h // 9)
        ch = min(int(card_h * 1.1), int((area.h - 3 * caption_h) * 0.9))
        cw, ch = card_size_for(ch)
        if MIDDLE_CARDS * cw + 6 * u > area.w:  # the five cards must fit across
            wide, high = card_size_for(100)
            cw, ch = card_size_for(max(10, (area.w - 6 * u) // MIDDLE_CARDS * high // wide))
        row_w = MIDDLE_CARDS * cw + 4 * u
        x = area.centerx - row_w // 2
        y = area.y + caption_h
        stage = self.stage_name(view, lang)
        widgets.append(
            Label(
                name="round",
                rect=pygame.Rect(area.x, area.y, area.w, caption_h),
                text=stage,
                size=fitted(stage, paint.font_px(caption_h, 0.72), area.w, False),
                colour=CAPTION,
                align="center",
            )
        )
        cards = self.middle_cards(view)
        for i in range(MIDDLE_CARDS):
            r = pygame.Rect(x + i * (cw + u), y, cw, ch)
            if i < len(cards):
                card = cards[i]
                name = f"{self.middle_name}:{i}"
                widgets.append(card_widget(name, r, card, faces=FACES, tooltip=self.card_words(card, lang)))
            else:
                widgets.append(Picture(name=f"common_slot:{i}", rect=r, painter=empty_slot))
        # the deck, small, below the first cards: the cards come off it
        dw, dh = card_size_for(max(10, min(int(ch * 0.6), area.bottom - (y + ch + u))))
        widgets.append(
            Picture(
                name="deck",
                rect=pygame.Rect(x, y + ch + u, dw, dh),
                painter=deck_painter(view.deck_count, faces=FACES),
                tooltip=texts.t(lang, "{n} cards in the deck", n=view.deck_count),
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
                tooltip=texts.t(lang, "The pot: {n} chips", n=view.pot),
                extra={"gems_of": "pot"},
            )
        )
        if len(view.pots) > 1 and any(s.all_in and s.in_hand for s in view.seats):  # side pots, once they are real
            parts = [texts.t(lang, "main pot {n}", n=view.pots[0].amount)]
            if len(view.pots) == 2:
                parts.append(texts.t(lang, "side pot {n}", n=view.pots[1].amount))
            else:
                side = view.pots[1:]
                parts.append(
                    texts.tn(
                        lang,
                        "{n} side pot: {chips}",
                        "{n} side pots: {chips}",
                        len(side),
                        chips=sum(p.amount for p in side),
                    )
                )
            text = " · ".join(parts)
            size = fitted(text, paint.font_px(caption_h, 0.62), area.w, False)
            if paint.fit_text(text, size, area.w) != text or size < paint.READABLE:
                # a small window: the pots' chips alone, in letters one can read ("bote principal 48 ·
                # bote aparte 80" was 7 px at 640x480)
                text = texts.t(lang, "Pots: {chips}", chips=" · ".join(str(p.amount) for p in view.pots))
                size = max(paint.READABLE, fitted(text, paint.font_px(caption_h, 0.62), area.w, False))
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

    # --- the showdown ---------------------------------------------------------------------------------
    def showdown_panel(
        self, play: pygame.Rect, rows: int, row_h: int, wide: float, high: float, u: int, least: float = 0.0
    ) -> tuple[list[Widget], pygame.Rect]:
        """The dark panel over the table for ``rows`` rows of ``row_h`` (at most ``wide`` and ``high`` of
        the table), and its inside. It covers no seat's words (name, chips, bet, state, a game's notes
        such as a prediction) where it can, else no seat's name: in the largest free rectangle, its rows
        made lower (to no less than ``least`` of ``row_h``, by default ``SHOWDOWN_SHRINK``) and the panel narrower
        (to no less than ``SHOWDOWN_NARROW`` of the table) if need be; where nothing is free, over the
        middle as before. The rows' height is then ``self.showdown_row_h``."""
        area = pygame.Rect(0, 0, int(play.w * wide), min(int(play.h * high), rows * row_h + 2 * u))
        area.center = play.center
        self.showdown_row_h = row_h
        lowest = int(rows * row_h * (least or SHOWDOWN_SHRINK)) + 2 * u
        for words in (getattr(self, "_seat_words", []), getattr(self, "_seat_names", [])):
            if not rows or not any(area.colliderect(r) for r in words):
                break
            free = _free_place(play.inflate(0, -2 * u), area.size, words, (int(play.w * SHOWDOWN_NARROW), lowest), u)
            if free is not None:
                area = free
                self.showdown_row_h = min(row_h, (area.h - 2 * u) // rows)
                break
        return [Picture(name="showdown", rect=pygame.Rect(area), painter=_dark_panel(u))], area.inflate(-2 * u, -2 * u)

    def card_group(
        self,
        names: tuple[str, str],
        x: int,
        top: int,
        card: tuple[int, int, int],
        cards: Sequence[PokerDrezCard],
        caption: tuple[str, int, int, tuple[int, int, int]],
        lang: str,
    ) -> tuple[list[Widget], int]:
        """One group of a hand shown: its cards fanned from (``x``, ``top``) (``card``: width, height
        and the step between them), its caption under them (``caption``: text, height, size, colour);
        ``names``: the cards' widget names (``<name>:<k>``) and the caption's. Returns its widgets and
        the width it takes."""
        cw, ch, step = card
        text, caption_h, size, colour = caption
        widgets: list[Widget] = []
        group_w = cw + step * max(0, len(cards) - 1)
        for k, one in enumerate(cards):
            r = pygame.Rect(x + k * step, top, cw, ch)
            widgets.append(card_widget(f"{names[0]}:{k}", r, one, faces=FACES, tooltip=self.card_words(one, lang)))
        caption_w = max(group_w, paint.rendered(text, size, CAPTION).get_width())
        widgets.append(
            Label(
                name=names[1],
                rect=pygame.Rect(x, top + ch, caption_w, caption_h),
                text=text,
                size=size,
                colour=colour,
                align="left",
            )
        )
        return widgets, max(group_w, caption_w)

    # --- the side panel ---------------------------------------------------------------------------------
    def _side(
        self, side: pygame.Rect, view: Any, seat: Seat | None, legal: list[Action], u: int, lang: str
    ) -> list[Widget]:
        texts = self.texts
        col = side_column(side, u)
        col.paragraph("title", self.title(view, lang) + " · " + texts.t(lang, "stake {n}", n=view.stake))
        ended = view.phase in (self.hand_over, OVER)
        if not ended:
            col.paragraph(self.stage_widget, self.stage_name(view, lang), SOFT)
            col.paragraph(
                "pot_line", texts.t(lang, "Pot {pot} · highest bet {bet}", pot=view.pot, bet=view.highest), SOFT
            )
        if view.result is not None and ended:
            for line, text in enumerate(self.result_lines(view, lang)):
                col.paragraph(f"result:{line}", text)
        if legal:
            self.controls(col, view, legal, u, lang)
        elif view.phase == self.hand_over:
            # A computer deals on: its move waits on this button while a showdown is on the table
            # (``waits_for_reader``); a click here, or on the table, lets it deal.
            col.full_button("next", texts.t(lang, self.next_label), Action(NEXT), style="primary")
        elif view.turn is not None and not view.over:
            col.paragraph("waiting", texts.t(lang, "{name} to play", name=self.seat_name(view.turn, lang)), SOFT)
        if view.over and view.winners:
            names = ", ".join(self.seat_name(s, lang) for s in view.winners)
            col.paragraph("winners", texts.t(lang, "The game is over: {names} wins", names=names), theme.GOLD)
        return list(col.widgets)

    def folded_line(self, result: Any, lang: str) -> str:
        """The end of a hand everybody else folded."""
        winner = max(range(len(result.received)), key=lambda s: result.received[s])
        return self.texts.t(
            lang,
            "Everybody else folded: {name} takes {n} chips unseen",
            name=self.seat_name(winner, lang),
            n=result.received[winner],
        )

    def pot_lines(self, result: Any, lang: str) -> list[str]:
        """Each pot of a settled hand: its chips and who took them."""
        texts = self.texts
        lines = []
        for index, pot in enumerate(result.pots):
            names = ", ".join(self.seat_name(s, lang) for s in pot.winners)
            what = texts.t(lang, "Main pot") if index == 0 else texts.t(lang, "Side pot {n}", n=index)
            if len(pot.winners) > 1:
                lines.append(texts.t(lang, "{pot} ({n} chips): shared by {names}", pot=what, n=pot.amount, names=names))
            elif len(pot.eligible) == 1 and self.says_returned:
                lines.append(
                    texts.t(
                        lang,
                        "{pot} ({n} chips): back to {names}, nobody else matched it",
                        pot=what,
                        n=pot.amount,
                        names=names,
                    )
                )
            else:
                lines.append(texts.t(lang, "{pot} ({n} chips): {names}", pot=what, n=pot.amount, names=names))
        return lines

    def show_controls(self, col: Any, legal: list[Action], lang: str) -> bool:
        """At the showing: the two hidden cards to choose from (True when it is the showing)."""
        shows = [a for a in legal if a.kind == SHOW]
        if not shows:
            return False
        col.paragraph(
            "show_help",
            self.texts.t(lang, "Show one of your two hidden cards to everybody (click it, or press 1 or 2)"),
        )
        for i, action in enumerate(shows):
            card = shown_card(action)
            assert card is not None
            col.full_button(f"show:{i}", self.card_words(card, lang), action, style="primary")
        return True

    def bet_controls(self, col: Any, view: Any, legal: list[Action], u: int, lang: str) -> None:
        """The betting turn: fold, check or call; the raise with − and + and the usual sizes; all in."""
        texts = self.texts
        choices = view.choices
        if choices is None:
            return
        inner, row_h = col.inner, col.row_h
        kinds = {action.kind: action for action in legal}
        if choices.to_call:
            col.paragraph("to_call", texts.t(lang, "To call: {n} chips", n=choices.to_call))
        half = (inner.w - u) // 2
        row: list[tuple[str, str, Action]] = []
        if FOLD in kinds:
            row.append(("fold", texts.t(lang, "Fold"), kinds[FOLD]))
        if CHECK in kinds:
            row.append(("check", texts.t(lang, "Check"), kinds[CHECK]))
        if CALL in kinds:
            row.append(("call", texts.t(lang, "Call {n}", n=choices.to_call), kinds[CALL]))
        for i, (name, label, action) in enumerate(row):
            rect = pygame.Rect(inner.x + i * (half + u), col.y, half, row_h)
            if name == "call" and not label_fits(label, rect):  # a small window: the sum is written above
                label = texts.t(lang, "Call")
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
            raise_label = texts.t(lang, word, n=amount)
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
            third = (inner.w - 2 * u) // 3
            for i, (name, label, total) in enumerate(self._sizes(view)):
                size_rect = pygame.Rect(inner.x + i * (third + u), col.y, third, row_h)
                if not label_fits(label, size_rect):  # a small window: the short forms
                    label = {"least": texts.t(lang, "Min"), "half": "½"}.get(name, label)
                col.widgets.append(button(f"size:{name}", size_rect, label, ("size", total), selected=total == amount))
            col.y += row_h + u
        if ALL_IN in kinds:
            col.full_button("allin", texts.t(lang, "All in: {n}", n=choices.all_in), kinds[ALL_IN], style="danger")

    def _sizes(self, view: Any) -> list[tuple[str, str, int]]:
        choices = view.choices
        assert choices is not None
        pot_after_call = view.pot + choices.to_call
        lang = self.lang
        wanted = [
            ("least", self.texts.t(lang, "Least"), choices.raise_from),
            ("half", self.texts.t(lang, "½ pot"), view.highest + pot_after_call // 2),
            ("pot", self.texts.t(lang, "Pot"), view.highest + pot_after_call),
        ]
        return [(name, label, max(choices.raise_from, min(choices.raise_to, total))) for name, label, total in wanted]

    def waits_for_reader(self, view: View, action: Action) -> bool:
        """A computer that deals the next hand waits while a showdown is on the table: the hands are
        read at a person's pace, not the computer's."""
        return action.kind == NEXT and getattr(view, "phase", None) == self.hand_over and self.showdown_shown(view)


SHOWDOWN_SHRINK = 0.7  # the lowest the showdown's rows are made to keep clear of the seats' words
SHOWDOWN_NARROW = 0.45  # the narrowest (a share of the table's width) the showdown is made for that


def _free_bands(within: pygame.Rect, left: int, right: int, strips: list[pygame.Rect], u: int) -> list[tuple[int, int]]:
    """The runs of rows of ``within`` (top, bottom) where no strip crosses the columns from ``left``
    to ``right`` (a gap of ``u`` kept from each)."""
    blocked = sorted((strip.top - u, strip.bottom + u) for strip in strips if strip.right > left and strip.left < right)
    bands: list[tuple[int, int]] = []
    top = within.top
    for start, end in [*blocked, (within.bottom, within.bottom)]:
        if start > top:
            bands.append((top, min(start, within.bottom)))
        top = max(top, end)
    return bands


def _free_place(
    within: pygame.Rect, wanted: tuple[int, int], strips: list[pygame.Rect], least: tuple[int, int], u: int
) -> pygame.Rect | None:
    """The rectangle of ``within`` covering none of ``strips`` (a gap of ``u`` kept) closest to the size
    ``wanted`` and no smaller than ``least`` (width, height): the one that keeps the largest share of
    ``wanted``'s area, then the one nearest the middle; None when none is that large."""
    xs = sorted({within.left, within.right} | {x for s in strips for x in (s.left - u, s.right + u)})
    xs = [x for x in xs if within.left <= x <= within.right]
    best: tuple[float, int, pygame.Rect] | None = None
    for i, left in enumerate(xs):
        for right in xs[i + 1 :]:
            w = min(right - left, wanted[0])
            if w < least[0]:
                continue
            for top, bottom in _free_bands(within, left, right, strips, u):
                h = min(bottom - top, wanted[1])
                if h < least[1]:
                    continue
                x = max(left, min(right - w, within.centerx - w // 2))
                y = max(top, min(bottom - h, within.centery - h // 2))
                place = pygame.Rect(x, y, w, h)
                dx, dy = place.centerx - within.centerx, place.centery - within.centery
                key = (w * h / (wanted[0] * wanted[1]), -(dx * dx + dy * dy), place)
                if best is None or key[:2] > best[:2]:
                    best = key
    return best[2] if best is not None else None


# A plate wider than this times its height holds its owner's cards beside the name and chips.
OWN_PLATE_RATIO = 1.45


def readable(text: str, size: int, width: int, bold: bool) -> int:
    """``fitted``'s size for ``text``, but never under paint.READABLE (the caller says it short when it
    does not fit so): a seat's words at 640x480 were drawn in 8-px letters."""
    return max(paint.READABLE, fitted(text, size, width, bold))


def own_plate(play: pygame.Rect, places: dict[int, pygame.Rect], me: int) -> pygame.Rect:
    """The viewer's plate at the bottom, widened (up to 1.75 times) as far as the other seats and
    the table's edge allow, so that one's own two cards can be drawn large beside the name and the
    chips: at 1280x720 they were about 53 pixels high, under half the middle cards."""
    box = places[me]
    others = [r for who, r in places.items() if who != me]
    margin = max(3, play.h // 100)
    for scale in (1.75, 1.6, 1.45):
        wide = pygame.Rect(0, 0, int(box.w * scale), box.h)
        wide.midbottom = box.midbottom
        if (wide.w > box.h * OWN_PLATE_RATIO and play.contains(wide)
                and not any(wide.inflate(2 * margin, 0).colliderect(r) for r in others)):
            return wide
    return box


def _dark_panel(u: int) -> Any:
    def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
        paint.panel(
            surface, r, (14, 30, 24, 225), radius=2 * u, shadow=False, border=theme.GOLD, border_width=max(1, u // 3)
        )

    return draw


__all__ = ["CHIP_COLOUR", "PokerTable", "readable"]
