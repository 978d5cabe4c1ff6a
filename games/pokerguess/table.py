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
and "Next round" (there too when a computer deals next: its deal waits for a click, so that the
check is read at a person's pace).

Keys: F fold, C check or call, R raise the amount chosen, A all in, + and − change the amount;
for the prediction Q/W the colour, E/D its count, P (next: the figure), Z/X the figure, S/V its count,
P predict, K keep;
1 and 2 show a hidden card, N the next round (Tab, the arrows and Enter reach every button too).

Everything drawn comes from the seat's view (games/pokerguess/view.py): the table asks the rules
nothing (the prediction chosen is offered only when it is in the view's legal list).
"""

from __future__ import annotations

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
    COLOUR,
    FIGURE,
    FIGURE_STEP,
    KEEP,
    MAX_COLOURS,
    MAX_FIGURES,
    NAME_STEP,
    NEXT,
    OVER,
    ROUND_OVER,
    SHOWING,
    CheckView,
    PokerGuessView,
    Prediction,
    predict,
)
from scenes import theme
from scenes.cards.pieces import SOFT
from scenes.cards.poker_table import PokerTable, readable
from scenes.cards.seats import fitted, short_name
from scenes.cards.widget import card_size_for
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.text import Label

HOLDS_INK = (120, 220, 140)
CHECK_CARD_LEAST = 30  # the lowest a check's cards are drawn (px): lower rows say their counts only
FAILS_INK = (230, 120, 110)
# The picking keys of a prediction: Q/W the colour, D/E its count, Z/X the figure, V/S its count.
PICK_KEYS = {
    pygame.K_q: ("colour", -1),
    pygame.K_w: ("colour", 1),
    pygame.K_d: ("colours", -1),
    pygame.K_e: ("colours", 1),
    pygame.K_z: ("figure", -1),
    pygame.K_x: ("figure", 1),
    pygame.K_v: ("figures", -1),
    pygame.K_s: ("figures", 1),
}


class PokerGuessTable(PokerTable):
    game_id = "pokerguess"
    texts = TEXTS
    hand_over = ROUND_OVER
    next_label = N_("Next round")
    bet_tip = N_("Bet in this phase: {n}")
    middle_name = "table"
    stage_widget = "phase_name"
    notes_lines = 1  # the prediction
    says_returned = False

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.pick: list[int] | None = None  # the prediction being chosen: colour, count, figure, count
        self._pick_seen: object = None

    def reset_selection(self) -> None:
        super().reset_selection()
        self.pick = None
        self._pick_seen = None

    # --- words ----------------------------------------------------------------------------------------
    def prediction_text(self, said: Prediction, lang: str, short: int = 0) -> str:
        """ "4× red · 3× Pawn", short enough for a seat; ``short`` 1: "4 red · 3 Pawn", 2: "4 re·3 Pa", 3:
        "4re·3Pa" for the narrowest seats (the tooltip and the list of moves keep the whole words)."""
        colour, figure = render(colour_msg(said.colour), lang), render(figure_msg(said.figure), lang)
        if short == 1:
            return f"{said.colours} {colour} · {said.figures} {figure}"
        if short >= 3:  # eight seats at 640x480: "5 mo·8 Bu" was still cut
            return f"{said.colours}{colour[:2]}·{said.figures}{figure[:2]}"
        if short == 2:
            return f"{said.colours} {colour[:2]}·{said.figures} {figure[:2]}"
        return f"{said.colours}× {colour} · {said.figures}× {figure}"

    def phase_name(self, view: PokerGuessView, lang: str) -> str:
        name = PHASE_NAMES.get(view.phase)
        return TEXTS.t(lang, name) if name else ""

    # --- what the shared poker table asks ---------------------------------------------------------------
    def card_words(self, card: PokerDrezCard, lang: str) -> str:
        return render(card_msg(card), lang)

    def middle_cards(self, view: PokerGuessView) -> tuple[PokerDrezCard, ...]:
        return view.table

    def stage_name(self, view: PokerGuessView, lang: str) -> str:
        return self.phase_name(view, lang)

    def shown_at_the_end(self, result: Any) -> tuple[Any, ...]:
        return tuple(result.checks)

    def title(self, view: PokerGuessView, lang: str) -> str:
        limit = view.rounds_limit
        if limit:
            return TEXTS.t(lang, "Round {n} of {limit}", n=view.round, limit=limit)
        return TEXTS.t(lang, "Round {n}", n=view.round)

    def seat_notes(
        self, inner: pygame.Rect, line_h: int, view: PokerGuessView, who: int, name: str, lang: str
    ) -> list[Widget]:
        info = view.seats[who]
        widgets: list[Widget] = []
        # the prediction, written beside the seat (the rulebook advises writing them down)
        said = info.prediction
        if said is not None and (info.in_hand or view.phase in (ROUND_OVER, OVER)):
            text = self.prediction_text(said, lang)
            size = readable(text, paint.font_px(line_h, 0.66), inner.w, True)
            for short in (1, 2, 3):  # a narrow seat: the short forms, never under paint.READABLE
                if paint.fit_text(text, size, inner.w, True) == text:
                    break
                text = self.prediction_text(said, lang, short=short)
                size = readable(text, paint.font_px(line_h, 0.66), inner.w, True)
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
        return widgets

    def controls(self, col: Any, view: PokerGuessView, legal: list[Action], u: int, lang: str) -> None:
        if self.show_controls(col, legal, lang):
            return
        kinds = {action.kind: action for action in legal}
        if NEXT in kinds:
            col.full_button("next", TEXTS.t(lang, self.next_label), kinds[NEXT], style="primary")
            return
        if view.step in (NAME_STEP, FIGURE_STEP):
            self._name_controls(col, view, legal, u, lang)
            return
        if view.choices is not None:
            col.paragraph("bet_help", TEXTS.t(lang, "First your chips, then your prediction"), SOFT)
        self.bet_controls(col, view, legal, u, lang)

    # --- intents ------------------------------------------------------------------------------------
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

    def game_intent(self, intent: Any, view: PokerGuessView, legal: list[Action]) -> tuple[bool, Action | None]:
        if isinstance(intent, tuple) and len(intent) == 2 and intent[0] in ("colour", "colours", "figure", "figures"):
            pick = self._pick(view)
            if pick is not None:
                index = ("colour", "colours", "figure", "figures").index(intent[0])
                top = (len(COLOUR_NAMES), MAX_COLOURS, len(FIGURE_NAMES), MAX_FIGURES)[index]
                value = pick[index] + int(intent[1])
                if index in (0, 2):  # a colour or a figure goes round
                    value = (value - 1) % top + 1
                pick[index] = max(1, min(top, value))
            return True, None
        if intent == ("predict",):
            action = self._picked_action(view)
            return True, action if action is not None and action in legal else None
        return False, None

    def game_key(self, key: int, view: PokerGuessView, legal: list[Action]) -> tuple[bool, Any]:
        if view.step in (NAME_STEP, FIGURE_STEP) and key in PICK_KEYS and self._pick(view) is not None:
            self.on_intent(PICK_KEYS[key], view, view.seat or 0, legal)
            return True, "relayout"
        if key == pygame.K_p and view.step in (NAME_STEP, FIGURE_STEP):
            action = self._picked_action(view)
            return True, action if action is not None and action in legal else None
        keep = next((a for a in legal if a.kind == KEEP), None)
        if key == pygame.K_k and keep is not None:
            return True, keep
        return False, None

    # --- the showdown and the result ----------------------------------------------------------------------
    def showdown(self, play: pygame.Rect, view: PokerGuessView, u: int, lang: str) -> list[Widget]:
        """The check, from the highest prediction down: each row names the seat, its prediction and
        whether it held, then lays out the cards in play that count for its colour and for its figure
        (the card of both colour and figure in one group only)."""
        result = view.result
        assert result is not None
        checks = result.checks
        row_h = int(play.h * (0.22 if len(checks) <= 2 else 0.19 if len(checks) <= 4 else 0.112))
        # Rows may be made as low as one line of readable words, so that the panel covers no seat's words
        # (the top seat's prediction was under it): then the cards are left out, their counts said.
        line = paint.READABLE + 4
        widgets, inner = self.showdown_panel(play, len(checks), row_h, 0.7, 0.9, u, least=min(1.0, line / row_h))
        row_h = self.showdown_row_h  # lower where the panel keeps clear of the seats' words
        name_h = max(12, row_h // 4)
        caption_h = max(10, row_h // 5)
        label_px = paint.font_px(name_h, 0.8)
        with_cards = row_h - name_h - caption_h - u >= CHECK_CARD_LEAST
        if not with_cards:  # the label, and its counts on a line under it where there is room
            name_h = row_h // 2 if row_h >= 2 * line else row_h
            label_px = paint.font_px(name_h, 0.7)
        # One size for every row (the longest decides), so that the rows read as a list; when a row would
        # still be cut (eight seats at 640x480), the predictions' short forms, as on the seats; in a
        # panel too narrow even so, the verdict on a line of its own.
        for short in (0, 1, 2, 3):
            parts = [
                self._check_label(row, check, result.received[check.seat], short, lang)
                for row, check in enumerate(checks)
            ]
            labels = [" · ".join(part) for part in parts]
            label_size = _one_size(labels, label_px, inner.w)
            if label_size:
                break
        two_lines = not label_size
        if two_lines:
            name_h = max(line, min(name_h, row_h // (5 if with_cards else 2)))
            label_size = _one_size([head for head, _ in parts], label_px, inner.w) or paint.READABLE
            tail_size = _one_size([tail for _, tail in parts], label_size, inner.w) or paint.READABLE
        label_h = name_h * (2 if two_lines else 1)
        with_cards = with_cards and row_h - label_h - caption_h - u >= CHECK_CARD_LEAST
        if not with_cards:
            caption_h = row_h - label_h
        for row, check in enumerate(checks):
            top = inner.y + row * row_h
            received = result.received[check.seat]
            groups = (
                ("colour", check.colour_cards, check.prediction.colours, colour_msg(check.prediction.colour)),
                ("figure", check.figure_cards, check.prediction.figures, figure_msg(check.prediction.figure)),
            )
            captions = [
                TEXTS.t(lang, "{what}: {have} of {want}", have=len(cards), want=wanted, what=render(what, lang))
                for _, cards, wanted, what in groups
            ]
            ink = theme.GOLD if received else HOLDS_INK if check.holds else FAILS_INK
            lines = [(f"check:{check.seat}", labels[row], label_size)]
            if two_lines:
                lines = [
                    (f"check:{check.seat}", parts[row][0], label_size),
                    (f"verdict:{check.seat}", parts[row][1], tail_size),
                ]
            for k, (name, text, size) in enumerate(lines):
                widgets.append(
                    Label(
                        name=name,
                        rect=pygame.Rect(inner.x, top + k * name_h, inner.w, name_h),
                        text=text,
                        size=size,
                        colour=ink,
                        bold=True,
                        tooltip=" · ".join(captions),
                    )
                )
            cw, ch = card_size_for(max(10, row_h - label_h - caption_h - u))
            x = inner.x
            both = "".join(captions)  # the two counts on one line, 3u apart, at one size
            size = paint.largest_fitting(
                both, inner.w - 3 * u, min(paint.font_px(caption_h, 0.7), label_size), False, paint.READABLE
            )
            said = caption_h >= line and paint.fit_text(both, size, inner.w - 3 * u) == both
            for (kind, cards, wanted, _), caption in zip(groups, captions, strict=True):
                colour = HOLDS_INK if len(cards) >= wanted else FAILS_INK
                if not with_cards:
                    if not said:  # no room: the label's tooltip says them
                        continue
                    width = paint.rendered(caption, size, colour).get_width()
                    widgets.append(
                        Label(
                            name=f"{kind}_count:{check.seat}",
                            rect=pygame.Rect(x, top + label_h, width, caption_h),
                            text=caption,
                            size=size,
                            colour=colour,
                            align="left",
                        )
                    )
                    x += width + 3 * u
                    continue
                found, width = self.card_group(
                    (f"{kind}:{check.seat}", f"{kind}_count:{check.seat}"),
                    x,
                    top + label_h,
                    (cw, ch, int(cw * 0.5)),
                    cards,
                    (caption, caption_h, paint.font_px(caption_h, 0.7), colour),
                    lang,
                )
                widgets += found
                x += width + 3 * u
        return widgets

    def _check_label(self, row: int, check: CheckView, received: int, short: int, lang: str) -> tuple[str, str]:
        """ "1. Ana: 4× red · 3× Pawn" and "holds · wins 20" (``short``: the prediction's short forms)."""
        said = self.prediction_text(check.prediction, lang, short=short)
        verdict = TEXTS.t(lang, "holds") if check.holds else TEXTS.t(lang, "fails")
        name = self.seat_name(check.seat, lang)
        if short >= 3:  # the narrowest panel: "Ord. 8" (the list of players gives the whole name)
            name = short_name(name)
        if received:
            verdict += " · " + TEXTS.t(lang, "wins {n}", n=received)
        return f"{row + 1}. {name}: {said}", verdict

    def result_lines(self, view: PokerGuessView, lang: str) -> list[str]:
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
                        size=fitted(text, paint.font_px(row_h, 0.5), middle.w, True),
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
            if view.choices.to_call and not view.choices.can_raise:  # the others are all in: no raise
                return TEXTS.t(lang, "{name}: call {n} or fold", name=who, n=view.choices.to_call)
            if view.choices.to_call:
                return TEXTS.t(lang, "{name}: call {n}, raise or fold", name=who, n=view.choices.to_call)
            if view.choices.opening:  # the button says "Bet 2": the status line says the same word
                return TEXTS.t(lang, "{name}: check or bet", name=who)
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


def _one_size(texts: list[str], size: int, width: int) -> int:
    """The size (from ``size`` down to paint.READABLE) at which every one of ``texts`` fits ``width``
    in bold, or 0 when none is small enough."""
    least = min((paint.largest_fitting(text, width, size, True, floor=paint.READABLE) for text in texts), default=size)
    return least if all(paint.fit_text(text, least, width, True) == text for text in texts) else 0
