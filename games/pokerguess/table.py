"""The PokerGuess table: the seats round an oval of felt, the viewer at the bottom; the five open
cards, the deck and the pot in the middle; each seat's chips, its bet in front of it, its two hidden
cards (face up for the viewer, backs for the others until shown), its prediction written beside it
(gold for the seat that changed last: it has no turn until another changes) and the dealer's disc.
Chips travel from a stack to its bet, from the bets to the pot at the end of a phase, and from the
pot to the winners.

The side panel holds the controls of the seat to act. First the chips: fold, check or call, a raise
of the amount chosen with − and + (or the usual sizes) and all in. Then the prediction: a colour and
its count, a figure and its count, each changed with its own buttons, then "Predict" (or "Keep" the
one it has). At the showing, the two hidden cards to choose from; after a round, the check from the
highest prediction down, each laid out as the cards that count for its colour and for its figure,
and "Next round".

Keys: F fold, C check or call, R raise the amount chosen, A all in, + and − change the amount;
for the prediction Q/W the colour, E/D its count, P (next: the figure), Z/X the figure, S/V its count,
P predict, K keep;
1 and 2 show a hidden card, N the next round (Tab, the arrows and Enter reach every button too).

Everything drawn comes from the seat's view (games/pokerguess/view.py): the table asks the rules
nothing (the prediction chosen is offered only when it is in the view's legal list).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.text import N_, render
from games.pokerguess.texts import (
    COLOUR_NAMES,
    FIGURE_NAMES,
    PHASE_NAMES,
    TEXTS,
    card_msg,
    colour_msg,
    figure_msg,
)
from games.pokerguess.view import (
    ALL_IN,
    CALL,
    CHECK,
    COLOUR,
    FIGURE,
    FIGURE_STEP,
    FOLD,
    KEEP,
    MAX_COLOURS,
    MAX_FIGURES,
    NAME_STEP,
    NEXT,
    OVER,
    ROUND_OVER,
    SHOW,
    SHOWING,
    PokerGuessView,
    Prediction,
    SeatView,
    all_in,
    predict,
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
HOLDS_INK = (120, 220, 140)
FAILS_INK = (230, 120, 110)


def dealer_disc(surface: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.circle(surface, theme.IVORY, r.center, r.w // 2)
    pygame.draw.circle(surface, theme.INK, r.center, r.w // 2, max(1, r.w // 10))
    paint.text_in(surface, "D", r, paint.font_px(r.h, 0.62), theme.INK, bold=True)


class PokerGuessTable(MovingTable):
    game_id = "pokerguess"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.amount: int | None = None  # the raise total chosen with − and +
        self._choices_seen: object = None
        self.pick: list[int] | None = None  # the prediction being chosen: colour, count, figure, count
        self._pick_seen: object = None

    def reset_selection(self) -> None:
        self.amount = None
        self._choices_seen = None
        self.pick = None
        self._pick_seen = None

    # --- words ----------------------------------------------------------------------------------------
    def prediction_text(self, said: Prediction, lang: str, short: int = 0) -> str:
        """ "4× red · 3× Pawn", short enough for a seat; ``short`` 1: "4 red · 3 Pawn", 2: "4 re·3 Pa" for
        the narrowest seats (the tooltip and the list of moves keep the whole words)."""
        colour, figure = render(colour_msg(said.colour), lang), render(figure_msg(said.figure), lang)
        if short == 1:
            return f"{said.colours} {colour} · {said.figures} {figure}"
        if short >= 2:
            return f"{said.colours} {colour[:2]}·{said.figures} {figure[:2]}"
        return f"{said.colours}× {colour} · {said.figures}× {figure}"

    def phase_name(self, view: PokerGuessView, lang: str) -> str:
        name = PHASE_NAMES.get(view.phase)
        return TEXTS.t(lang, name) if name else ""

    # --- intents ------------------------------------------------------------------------------------
    def _amount(self, view: PokerGuessView) -> int | None:
        choices = view.choices
        if choices is None or not choices.can_raise:
            return None
        if self._choices_seen != choices or self.amount is None:
            self._choices_seen = choices
            self.amount = choices.raise_from
        return max(choices.raise_from, min(choices.raise_to, self.amount))

    def _raise_action(self, view: PokerGuessView, total: int) -> Action:
        choices = view.choices
        assert choices is not None
        return all_in() if total >= choices.raise_to else raise_to(total)

    def _pick(self, view: PokerGuessView) -> list[int] | None:
        """The prediction being chosen: at first the seat's own, else one from its own cards."""
        if view.step not in (NAME_STEP, FIGURE_STEP) or not any(a.kind in (COLOUR, FIGURE) for a in view.legal):
            return None
        marker = (view.round, view.phase, view.seat)
        if self.pick is None or self._pick_seen != marker:
            self._pick_seen = marker
            me = view.seats[view.seat or 0]
            if me.prediction is not None:
                self.pick = list(me.prediction.args)
            else:
                cards = me.hidden or ()
                colour = int(cards[0].colour or 1) if cards else 1
                figure = int(cards[-1].figure or 1) if cards else 1
                self.pick = [colour, 2, figure, 2]
        return self.pick

    def _picked_action(self, view: PokerGuessView) -> Action | None:
        pick = self._pick(view)
        if pick is None:
            return None
        colour_part, figure_part = predict(Prediction(*pick))
        return figure_part if view.step == FIGURE_STEP else colour_part

    def on_intent(self, intent: Any, view: PokerGuessView, seat: Seat, legal: list[Action]) -> Action | None:
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
        if isinstance(intent, tuple) and len(intent) == 2 and intent[0] in ("colour", "colours", "figure", "figures"):
            pick = self._pick(view)
            if pick is not None:
                index = ("colour", "colours", "figure", "figures").index(intent[0])
                top = (len(COLOUR_NAMES), MAX_COLOURS, len(FIGURE_NAMES), MAX_FIGURES)[index]
                value = pick[index] + int(intent[1])
                if index in (0, 2):  # a colour or a figure goes round
                    value = (value - 1) % top + 1
                pick[index] = max(1, min(top, value))
            return None
        if intent == ("predict",):
            action = self._picked_action(view)
            return action if action is not None and action in legal else None
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
        picks = {
            pygame.K_q: ("colour", -1),
            pygame.K_w: ("colour", 1),
            pygame.K_d: ("colours", -1),
            pygame.K_e: ("colours", 1),
            pygame.K_z: ("figure", -1),
            pygame.K_x: ("figure", 1),
            pygame.K_v: ("figures", -1),
            pygame.K_s: ("figures", 1),
        }
        if view.step in (NAME_STEP, FIGURE_STEP) and key in picks and self._pick(view) is not None:
            self.on_intent(picks[key], view, view.seat or 0, legal)
            return "relayout"
        if key == pygame.K_p and view.step in (NAME_STEP, FIGURE_STEP):
            action = self._picked_action(view)
            wanted = action if action is not None and action in legal else None
        elif key == pygame.K_k and KEEP in kinds:
            wanted = kinds[KEEP]
        elif key == pygame.K_f and FOLD in kinds:
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

    _view: PokerGuessView | None = None

    # --- layout ---------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: PokerGuessView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
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
        showdown = view.result is not None and view.result.checks and view.phase in (ROUND_OVER, OVER)
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
        view: PokerGuessView,
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
        # the prediction, written beside the seat (the rulebook advises writing them down)
        said = info.prediction
        if said is not None and (info.in_hand or view.phase in (ROUND_OVER, OVER)):
            text = self.prediction_text(said, lang)
            size = _fitted(text, paint.font_px(line_h, 0.66), inner.w, True)
            for short in (1, 2):  # a narrow seat: the short forms
                if paint.fit_text(text, size, inner.w, True) == text:
                    break
                text = self.prediction_text(said, lang, short=short)
                size = _fitted(text, paint.font_px(line_h, 0.66), inner.w, True)
            changer = view.last_changer == who
            widgets.append(
                Label(
                    name=f"prediction:{who}",
                    rect=pygame.Rect(inner.x, inner.bottom - 2 * line_h, inner.w, line_h),
                    text=text,
                    size=size,
                    colour=theme.GOLD if changer else theme.IVORY,
                    bold=True,
                    align="center",
                    tooltip=(
                        TEXTS.t(lang, "{name} changed last: no turn until another changes", name=name)
                        if changer
                        else TEXTS.t(lang, "{name}'s prediction", name=name)
                    )
                    + ": "
                    + self.prediction_text(said, lang),
                )
            )
        # the cards
        cards_top = chips_rect.bottom + u // 2
        room = pygame.Rect(inner.x, cards_top, inner.w, inner.bottom - cards_top - 2 * line_h - u // 2)
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
                tooltip=TEXTS.t(lang, "Bet in this phase: {n}", n=info.bet),
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

    def _seat_status(self, view: PokerGuessView, info: SeatView, lang: str) -> str:
        if not info.in_game:
            return TEXTS.t(lang, "Out")
        if info.folded:
            return TEXTS.t(lang, "Folded")
        if info.all_in and info.in_hand:
            return TEXTS.t(lang, "All in")
        return ""

    def _centre(self, area: pygame.Rect, view: PokerGuessView, card_h: int, u: int, lang: str) -> list[Widget]:
        """The deck, the five open cards and the pot."""
        widgets: list[Widget] = []
        caption_h = max(14, area.h // 9)
        ch = min(int(card_h * 1.1), int((area.h - 3 * caption_h) * 0.9))
        cw, ch = card_size_for(ch)
        if 5 * cw + 6 * u > area.w:  # the five open cards must fit across
            wide, high = card_size_for(100)
            cw, ch = card_size_for(max(10, (area.w - 6 * u) // 5 * high // wide))
        row_w = 5 * cw + 4 * u
        x = area.centerx - row_w // 2
        y = area.y + caption_h
        widgets.append(
            Label(
                name="round",
                rect=pygame.Rect(area.x, area.y, area.w, caption_h),
                text=self.phase_name(view, lang),
                size=_fitted(self.phase_name(view, lang), paint.font_px(caption_h, 0.72), area.w, False),
                colour=CAPTION,
                align="center",
            )
        )
        for i, card in enumerate(view.table):
            r = pygame.Rect(x + i * (cw + u), y, cw, ch)
            widgets.append(card_widget(f"table:{i}", r, card, faces=FACES, tooltip=render(card_msg(card), lang)))
        # the deck, small, below the first open cards: the cards come off it
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

    def _showdown(self, play: pygame.Rect, view: PokerGuessView, u: int, lang: str) -> list[Widget]:
        """The check, from the highest prediction down: each row names the seat, its prediction and
        whether it held, then lays out the cards in play that count for its colour and for its figure
        (the card of both colour and figure in one group only)."""
        result = view.result
        assert result is not None
        checks = result.checks
        row_h = int(play.h * (0.22 if len(checks) <= 2 else 0.19 if len(checks) <= 4 else 0.112))
        area = pygame.Rect(0, 0, int(play.w * 0.7), min(int(play.h * 0.9), len(checks) * row_h + 2 * u))
        area.center = play.center
        widgets: list[Widget] = [Picture(name="showdown", rect=pygame.Rect(area), painter=_dark_panel(u))]
        inner = area.inflate(-2 * u, -2 * u)
        name_h = max(12, row_h // 4)
        caption_h = max(10, row_h // 5)
        labels = []
        for row, check in enumerate(checks):
            said = self.prediction_text(check.prediction, lang)
            verdict = TEXTS.t(lang, "holds") if check.holds else TEXTS.t(lang, "fails")
            label = f"{row + 1}. {self.seat_name(check.seat, lang)}: {said} · {verdict}"
            if result.received[check.seat]:
                label += " · " + TEXTS.t(lang, "wins {n}", n=result.received[check.seat])
            labels.append(label)
        # One size for every row (the longest decides), so that the rows read as a list.
        label_size = min((_fitted(label, paint.font_px(name_h, 0.8), inner.w, True) for label in labels), default=10)
        for row, check in enumerate(checks):
            top = inner.y + row * row_h
            received = result.received[check.seat]
            label = labels[row]
            widgets.append(
                Label(
                    name=f"check:{check.seat}",
                    rect=pygame.Rect(inner.x, top, inner.w, name_h),
                    text=label,
                    size=label_size,
                    colour=theme.GOLD if received else HOLDS_INK if check.holds else FAILS_INK,
                    bold=True,
                )
            )
            cw, ch = card_size_for(max(10, row_h - name_h - caption_h - u))
            step = int(cw * 0.5)
            x = inner.x
            groups = (
                ("colour", check.colour_cards, check.prediction.colours, colour_msg(check.prediction.colour)),
                ("figure", check.figure_cards, check.prediction.figures, figure_msg(check.prediction.figure)),
            )
            for kind, cards, wanted, what in groups:
                group_w = cw + step * max(0, len(cards) - 1) if cards else cw
                for k, card in enumerate(cards):
                    r = pygame.Rect(x + k * step, top + name_h, cw, ch)
                    widgets.append(
                        card_widget(
                            f"{kind}:{check.seat}:{k}", r, card, faces=FACES, tooltip=render(card_msg(card), lang)
                        )
                    )
                caption = TEXTS.t(
                    lang, "{what}: {have} of {want}", have=len(cards), want=wanted, what=render(what, lang)
                )
                size = paint.font_px(caption_h, 0.7)
                caption_w = max(group_w, paint.rendered(caption, size, CAPTION).get_width())
                ok = len(cards) >= wanted
                widgets.append(
                    Label(
                        name=f"{kind}_count:{check.seat}",
                        rect=pygame.Rect(x, top + name_h + ch, caption_w, caption_h),
                        text=caption,
                        size=size,
                        colour=HOLDS_INK if ok else FAILS_INK,
                        align="left",
                    )
                )
                x += max(group_w, caption_w) + 3 * u
        return widgets

    # --- the side panel ---------------------------------------------------------------------------------
    def _side(
        self, side: pygame.Rect, view: PokerGuessView, seat: Seat | None, legal: list[Action], u: int, lang: str
    ) -> list[Widget]:
        col = side_column(side, u)
        limit = view.rounds_limit
        title = (
            TEXTS.t(lang, "Round {n} of {limit}", n=view.round, limit=limit)
            if limit
            else TEXTS.t(lang, "Round {n}", n=view.round)
        )
        col.paragraph("title", title + " · " + TEXTS.t(lang, "stake {n}", n=view.stake))
        if view.phase not in (ROUND_OVER, OVER):
            col.paragraph("phase_name", self.phase_name(view, lang), SOFT)
            col.paragraph(
                "pot_line", TEXTS.t(lang, "Pot {pot} · highest bet {bet}", pot=view.pot, bet=view.highest), SOFT
            )
        if view.result is not None and view.phase in (ROUND_OVER, OVER):
            for line, text in enumerate(self._result_lines(view, lang)):
                col.paragraph(f"result:{line}", text)
        if legal:
            col.widgets += self._controls(col, view, legal, u, lang)
        elif view.turn is not None and not view.over:
            col.paragraph("waiting", TEXTS.t(lang, "{name} to play", name=self.seat_name(view.turn, lang)), SOFT)
        if view.over and view.winners:
            names = ", ".join(self.seat_name(s, lang) for s in view.winners)
            col.paragraph("winners", TEXTS.t(lang, "The game is over: {names} wins", names=names), theme.GOLD)
        return col.widgets

    def _result_lines(self, view: PokerGuessView, lang: str) -> list[str]:
        result = view.result
        assert result is not None
        if not result.checks:
            winner = max(range(len(result.received)), key=lambda s: result.received[s])
            return [
                TEXTS.t(
                    lang,
                    "Everybody else folded: {name} takes {n} chips unseen",
                    name=self.seat_name(winner, lang),
                    n=result.received[winner],
                )
            ]
        lines = []
        right = [c for c in result.checks if c.holds]
        if right:
            first = right[0]
            lines.append(
                TEXTS.t(
                    lang,
                    "{name}'s prediction is the highest that holds",
                    name=self.seat_name(first.seat, lang),
                )
            )
        else:
            lines.append(TEXTS.t(lang, "No prediction holds: the pot is shared among those at the show"))
        for index, pot in enumerate(result.pots):
            names = ", ".join(self.seat_name(s, lang) for s in pot.winners)
            what = TEXTS.t(lang, "Main pot") if index == 0 else TEXTS.t(lang, "Side pot {n}", n=index)
            if len(pot.winners) > 1:
                lines.append(TEXTS.t(lang, "{pot} ({n} chips): shared by {names}", pot=what, n=pot.amount, names=names))
            else:
                lines.append(TEXTS.t(lang, "{pot} ({n} chips): {names}", pot=what, n=pot.amount, names=names))
        return lines

    def _controls(self, col: Any, view: PokerGuessView, legal: list[Action], u: int, lang: str) -> list[Widget]:
        widgets: list[Widget] = []
        kinds = {action.kind: action for action in legal}
        if view.phase == SHOWING:
            col.paragraph(
                "show_help", TEXTS.t(lang, "Show one of your two hidden cards to everybody (click it, or press 1 or 2)")
            )
            for i, action in enumerate(a for a in legal if a.kind == SHOW):
                card = shown_card(action)
                assert card is not None
                col.full_button(f"show:{i}", render(card_msg(card), lang), action, style="primary")
            return widgets
        if NEXT in kinds:
            col.full_button("next", TEXTS.t(lang, "Next round"), kinds[NEXT], style="primary")
            return widgets
        if view.step in (NAME_STEP, FIGURE_STEP):
            self._name_controls(col, view, legal, u, lang)
            return widgets
        choices = view.choices
        if choices is None:
            return widgets
        inner, row_h = col.inner, col.row_h
        col.paragraph("bet_help", TEXTS.t(lang, "First your chips, then your prediction"), SOFT)
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
            if name == "call" and not label_fits(label, rect):
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
            if not label_fits(raise_label, raise_rect, bold=True):
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
                if not label_fits(label, size_rect):
                    label = {"least": TEXTS.t(lang, "Min"), "half": "½"}.get(name, label)
                col.widgets.append(button(f"size:{name}", size_rect, label, ("size", total), selected=total == amount))
            col.y += row_h + u
        if ALL_IN in kinds:
            col.full_button("allin", TEXTS.t(lang, "All in: {n}", n=choices.all_in), kinds[ALL_IN], style="danger")
        return widgets

    def _name_controls(self, col: Any, view: PokerGuessView, legal: list[Action], u: int, lang: str) -> None:
        """The prediction: a colour and its count, a figure and its count, then Predict or Keep."""
        inner, row_h = col.inner, col.row_h
        kinds = {action.kind: action for action in legal}
        pick = self._pick(view)
        me = view.seats[view.seat or 0]
        if pick is None:  # no new prediction allowed: only keeping
            col.paragraph("name_help", TEXTS.t(lang, "You have named two predictions in this phase"), SOFT)
        else:
            left = me.names_left
            col.paragraph(
                "name_help",
                TEXTS.tn(
                    lang,
                    "Your prediction about all the cards in play ({n} change left)",
                    "Your prediction about all the cards in play ({n} changes left)",
                    left,
                )
                if me.prediction is not None
                else TEXTS.t(lang, "Your prediction about all {n} cards in play", n=view.in_play),
                SOFT,
            )
            colour, colours, figure, figures = pick
            if view.step == NAME_STEP:  # first the colour part, then (next step) the figure part
                rows: tuple[tuple[str, str, str], ...] = (
                    ("colour", render(colour_msg(colour), lang).capitalize(), TEXTS.t(lang, "Colour")),
                    ("colours", str(colours), TEXTS.t(lang, "How many of that colour")),
                )
            else:
                named = view.pending or (colour, colours)
                col.paragraph(
                    "named_colour",
                    TEXTS.t(lang, "Colour: {n}× {colour}", n=named[1], colour=render(colour_msg(named[0]), lang)),
                )
                rows = (
                    ("figure", render(figure_msg(figure), lang), TEXTS.t(lang, "Figure")),
                    ("figures", str(figures), TEXTS.t(lang, "How many of that figure")),
                )
            small = row_h
            for name, text, tip in rows:
                arrows = ("◀", "▶") if name in ("colour", "figure") else ("−", "+")
                col.widgets.append(
                    button(f"{name}:less", pygame.Rect(inner.x, col.y, small, row_h), arrows[0], (name, -1))
                )
                middle = pygame.Rect(inner.x + small + u, col.y, inner.w - 2 * small - 2 * u, row_h)
                col.widgets.append(
                    Label(
                        name=f"pick:{name}",
                        rect=middle,
                        text=text,
                        size=_fitted(text, paint.font_px(row_h, 0.5), middle.w, True),
                        colour=theme.IVORY,
                        bold=True,
                        align="center",
                        tooltip=tip,
                    )
                )
                col.widgets.append(
                    button(f"{name}:more", pygame.Rect(inner.right - small, col.y, small, row_h), arrows[1], (name, 1))
                )
                col.y += row_h + u // 2
            col.y += u // 2
            action = self._picked_action(view)
            allowed = action is not None and action in legal
            label = TEXTS.t(lang, "Predict") if view.step == FIGURE_STEP else TEXTS.t(lang, "Next: the figure")
            tip = ""
            if not allowed and view.step == FIGURE_STEP:
                said = Prediction(*(view.pending or pick[:2]), *pick[2:])
                if me.prediction == said:
                    tip = TEXTS.t(lang, "That is your prediction already: keep it")
                elif said in view.taken():
                    tip = TEXTS.t(lang, "Another player has made that very prediction")
                else:
                    tip = TEXTS.t(
                        lang, "Only {n} cards are in play: the two counts together may not pass it", n=view.in_play
                    )
            elif not allowed:
                tip = TEXTS.t(
                    lang, "Only {n} cards are in play: the two counts together may not pass it", n=view.in_play
                )
            col.widgets.append(
                button(
                    "predict",
                    pygame.Rect(inner.x, col.y, inner.w, row_h),
                    label,
                    ("predict",),
                    enabled=allowed,
                    style="primary",
                    tooltip=tip,
                )
            )
            col.y += row_h + u
            if tip:
                col.paragraph("predict_why", tip, SOFT)
        if KEEP in kinds and me.prediction is not None and view.step == NAME_STEP:
            col.full_button(
                "keep", TEXTS.t(lang, "Keep: {what}", what=self.prediction_text(me.prediction, lang)), kinds[KEEP]
            )

    def _sizes(self, view: PokerGuessView) -> list[tuple[str, str, int]]:
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

    # --- words ---------------------------------------------------------------------------------------------
    def status(self, view: PokerGuessView, seat: Seat | None, lang: str) -> str:
        if view.over:
            names = ", ".join(self.seat_name(s, lang) for s in view.winners)
            return TEXTS.t(lang, "The game is over: {names} wins", names=names)
        if view.phase == ROUND_OVER:
            return TEXTS.t(lang, "Round {n} is over: the next round when you are ready", n=view.round)
        turn = view.turn
        if turn is None:
            return ""
        who = self.seat_name(turn, lang)
        if view.phase == SHOWING:
            return TEXTS.t(lang, "{name} shows one hidden card", name=who)
        if view.step in (NAME_STEP, FIGURE_STEP):
            return TEXTS.t(lang, "{name} names or keeps a prediction", name=who)
        if seat == turn and view.choices is not None:
            if view.choices.to_call:
                return TEXTS.t(lang, "{name}: call {n}, raise or fold", name=who, n=view.choices.to_call)
            return TEXTS.t(lang, "{name}: check or raise", name=who)
        return TEXTS.t(lang, "{name} to bet", name=who)

    def refusal(self, name: str, view: PokerGuessView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if name.startswith("hidden:") and view.phase != SHOWING:
            return TEXTS.t(lang, "A hidden card is shown after the first round of changes")
        if name.startswith("table:") or name == "deck":
            return TEXTS.t(lang, "Bet and predict with the buttons on the right")
        if name.startswith("prediction:"):
            return TEXTS.t(lang, "Predictions are named with the buttons on the right")
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


def _dark_panel(u: int) -> Any:
    def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
        paint.panel(
            surface, r, (14, 30, 24, 225), radius=2 * u, shadow=False, border=theme.GOLD, border_width=max(1, u // 3)
        )

    return draw
