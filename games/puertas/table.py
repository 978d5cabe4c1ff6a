"""The Puertas table: two players' areas (Door, role, gems, the Collector's cards),
the market of four between the deck and the discard pile, and a side panel with
what the acting player may do (guess a colour and/or a role, score a set, end the
turn, reveal, start the next round) and the record of past rounds.

The viewing seat sits at the bottom with its own Door face up; the opponent's
Door stays a closed door until the round ends. Everything is drawn from the
seat's view only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core import Action, Seat
from game.text import N_
from games.puertas.texts import TEXTS, card_name, guess_words
from games.puertas.view import (
    END_TURN,
    NEXT_ROUND,
    REVEAL,
    SCORE_SET,
    PuertasView,
    RoundResult,
    discard,
    guess,
    guess_parts,
    is_discard,
    is_guess,
    is_take,
    market_slot,
    take,
)
from scenes import theme
from scenes.cards.dama_tigre import card_widget, deck_painter, draw_colour_symbol, look_extra
from scenes.cards.hand import fan_rects
from scenes.cards.pieces import CAPTION, SOFT, MovingTable, empty_slot, plate_painter, player_name, side_panel
from scenes.cards.widget import card_fit, card_size_for
from scenes.motion import GemPile
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.gem import GemTray, gem_colour
from scenes.widgets.text import Label, Paragraph, Picture, label_fits

ROLE_WORDS = {"collector": N_("Collector"), "guesser": N_("Guesser")}
FLIP_SECONDS = 0.35
# Why a round was won, by reason (the set's attribute for the sets).
SET_WORDS = {
    "red": N_("a set of red cards"),
    "blue": N_("a set of blue cards"),
    "lady": N_("a set of lady cards"),
    "tiger": N_("a set of tiger cards"),
}
GUESSER_SET_WORDS = {
    "red": N_("a set of red cards from the Collector"),
    "blue": N_("a set of blue cards from the Collector"),
    "lady": N_("a set of lady cards from the Collector"),
    "tiger": N_("a set of tiger cards from the Collector"),
}
REVEAL_WORDS = {
    "red": N_("You hold a set of four red cards: you must reveal your Door."),
    "blue": N_("You hold a set of four blue cards: you must reveal your Door."),
    "lady": N_("You hold a set of four lady cards: you must reveal your Door."),
    "tiger": N_("You hold a set of four tiger cards: you must reveal your Door."),
}
REASON_WORDS = {
    "collector_set": N_("Collector's set"),
    "guesser_set": N_("Guesser's set"),
    "guess_right": N_("right guess"),
    "guess_wrong": N_("wrong guess"),
    "deck_out": N_("deck out"),
}


def gems_text(count: int, lang: str) -> str:
    return TEXTS.tn(lang, "{n} gem", "{n} gems", count)


def role_word(role: str, lang: str) -> str:
    return TEXTS.t(lang, ROLE_WORDS[role])


def gem_colours_by_round(view: PuertasView, seat: int) -> list[str]:
    """The seat's gems, coloured by the round that won them (one colour per round, in turn)."""
    colours: list[str] = []
    for result in view.rounds:
        if result.winner == seat:
            colours += [gem_colour(result.number - 1)] * result.gems
    return colours


def round_summary(result: RoundResult, lang: str, name: Callable[[int, str], str] = player_name) -> str:
    """One sentence on how a round ended: who won how many gems, and why."""
    winner = name(result.winner, lang)
    said = guess_words(result.guess, lang) if result.guess else ""
    if result.reason == "collector_set":
        why = TEXTS.t(lang, SET_WORDS[result.set_attribute or ""])
    elif result.reason == "guesser_set":
        why = TEXTS.t(lang, GUESSER_SET_WORDS[result.set_attribute or ""])
    elif result.reason == "guess_right":
        why = TEXTS.t(lang, 'guessed right: "You are {said}"', said=said)
    elif result.reason == "guess_wrong":
        why = TEXTS.t(lang, 'the Guesser was wrong: "You are {said}"', said=said)
    else:
        why = TEXTS.t(lang, "the deck ran out")
    return TEXTS.t(lang, "{winner} +{gems} ({why})", winner=winner, gems=result.gems, why=why)


def short_summary(result: RoundResult, lang: str, name: Callable[[int, str], str] | None = None) -> str:
    """A few words on a past round: "P2 +4 · wrong guess" (or "Ana +4 · wrong guess" given the names)."""
    reason = TEXTS.t(lang, REASON_WORDS[result.reason])
    short = (name(result.winner, lang) if name is not None
             else TEXTS.t(lang, "P{number}", number=result.winner + 1))
    return f"{short} +{result.gems} · {reason}"


class PuertasTable(MovingTable):
    game_id = "puertas"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.colour: str | None = None
        self.role: str | None = None
        self._round: int | None = None  # the round of the last build: a new one is a new deal

    def reset_selection(self) -> None:
        self.colour = None
        self.role = None

    # --- the picked guess ---------------------------------------------------------------------
    def picked_guess(self) -> Action | None:
        parts = tuple(p for p in (self.colour, self.role) if p)
        return guess(*parts) if parts else None

    def refusal(self, name: str, view: PuertasView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if name not in ("deck", "discard_empty") and not name.startswith("discard"):
            return None
        if any(is_take(a) for a in legal):
            return TEXTS.t(lang, "Take one of the four market cards: the gap fills from the deck.")
        if any(a.kind == "discard" for a in legal):
            return TEXTS.t(lang, "Discard one of the four market cards (the gap fills from the deck), or guess.")
        return None

    def on_intent(self, intent: Any, view: PuertasView, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if isinstance(intent, tuple) and len(intent) == 2 and intent[0] == "pick":
            value = intent[1]
            if value in ("red", "blue"):
                self.colour = None if self.colour == value else value
            elif value in ("lady", "tiger"):
                self.role = None if self.role == value else value
            return None
        if intent == ("guess",):
            action = self.picked_guess()
            if action is not None and action in legal:
                self.reset_selection()
                return action
            return None
        if isinstance(intent, Action) and intent in legal:
            if intent.kind != "discard":
                self.reset_selection()
            return intent
        return None

    # --- layout -----------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: PuertasView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        me = seat if seat is not None else 0
        u = max(3, min(rect.w, rect.h) // 100)
        side_w = min(rect.w // 3, max(int(rect.w * 0.27), 34 * u))
        table = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(table.right + u, rect.y + u, side_w, rect.h - 2 * u)
        band_h = int(table.h * 0.3)
        top = pygame.Rect(table.x, table.y, table.w, band_h)
        bottom = pygame.Rect(table.x, table.bottom - band_h, table.w, band_h)
        middle = pygame.Rect(table.x, top.bottom + u, table.w, bottom.y - top.bottom - 2 * u)
        widgets: list[Widget] = []
        widgets += self._player_area(top, view, 1 - me, seat, lang, u)
        widgets += self._player_area(bottom, view, me, seat, lang, u)
        widgets += self._centre(middle, view, legal, lang, u)
        widgets += self._side(side, view, seat, legal, lang, u)
        fresh = self._round is not None and view.round != self._round
        self._round = view.round
        # The gems of a round take that round's colour (see gem_colours_by_round).
        piles = [GemPile(f"seat:{s}", view.scores[s], gem_colour(view.round - 1)) for s in (0, 1)]
        return self.staged(rect, seat, widgets, piles, fresh=fresh, bank=middle)

    def _player_area(self, band: pygame.Rect, view: PuertasView, who: int, seat: Seat | None, lang: str,
                     u: int) -> list[Widget]:
        widgets: list[Widget] = []
        is_collector = view.collector == who
        acting = who in view.to_act
        finished = view.phase in ("round_over", "over")
        widgets.append(Picture(name=f"area:{who}", rect=pygame.Rect(band), painter=plate_painter(acting, u)))
        inner = band.inflate(-2 * u, -2 * u)
        # The Door: face up for its owner, and for everyone once the round is over.
        identity = view.identities[who]
        door_box = pygame.Rect(inner.x, inner.y, int(inner.h * 0.72), inner.h)
        door = card_fit(door_box)
        winner_door = finished and view.rounds and view.rounds[-1].winner == who
        widgets.append(card_widget(f"door:{who}", door, identity, face_up=identity is not None, door=True,
                                   highlight=bool(winner_door),
                                   tooltip=card_name(identity, lang) if identity else ""))
        widgets[-1].extra["place"] = f"door:{who}"
        # Name, role and gems.
        info = pygame.Rect(door.right + 2 * u, inner.y, max(18 * u, int(inner.w * 0.25)), inner.h)
        name_h = int(info.h * 0.22)
        me_mark = TEXTS.t(lang, " (you)") if self.is_you(seat, who) else ""
        widgets.append(Label(name=f"name:{who}", rect=pygame.Rect(info.x, info.y, info.w, name_h),
                             text=self.seat_name(who, lang) + me_mark,
                             size=paint.largest_fitting(self.seat_name(who, lang) + me_mark, info.w, paint.font_px(name_h, 0.6)),
                             colour=theme.IVORY, bold=True))
        role = "collector" if is_collector else "guesser"
        chip = pygame.Rect(info.x, info.y + name_h + u // 2, info.w, int(info.h * 0.2))

        def role_chip(surface: pygame.Surface, r: pygame.Rect, role: str = role) -> None:
            colour = (176, 132, 44) if role == "collector" else (64, 110, 150)
            label = role_word(role, lang)
            room = r.w - int(r.h * 1.6)  # the score sits at the end of the line
            size = paint.largest_fitting(label, room - r.h // 2, paint.font_px(r.h, 0.62))
            width = min(room, theme.font(size, True).size(label)[0] + r.h)
            pill = pygame.Rect(r.x, r.y, width, r.h)
            paint.panel(surface, pill, colour, radius=r.h // 2, shadow=False)
            paint.text_in(surface, label, pill, size, theme.INK if role == "collector" else theme.IVORY, bold=True)

        widgets.append(Picture(name=f"role:{who}", rect=chip, painter=role_chip, tooltip=role_word(role, lang)))
        # The score as a number at the end of the role line, and as gems below (10 slots: the goal).
        score = view.scores[who]
        widgets.append(Label(name=f"score:{who}", rect=pygame.Rect(info.right - int(chip.h * 1.6), chip.y,
                                                                   int(chip.h * 1.6), chip.h),
                             text=str(score), size=paint.font_px(chip.h, 0.8), colour=theme.GOLD, bold=True,
                             align="right", tooltip=gems_text(score, lang), extra={"gems_of": f"seat:{who}"}))
        tray = pygame.Rect(info.x, chip.bottom + u, info.w, info.bottom - chip.bottom - u)
        widgets.append(GemTray(name=f"gems:{who}", rect=tray, colours=gem_colours_by_round(view, who),
                               slots=view.target, tooltip=gems_text(score, lang),
                               extra={"gems_of": f"seat:{who}", "gem_anchor": True}))
        # The Collector's cards, in front of the Collector.
        cards_area = pygame.Rect(info.right + 2 * u, inner.y, inner.right - info.right - 2 * u, inner.h)
        if not is_collector and identity is not None and cards_area.w > 4 * u:
            caption_h = int(inner.h * 0.16)
            mine = seat == who and not finished
            text = (TEXTS.t(lang, "Your Door: {card_name}", card_name=card_name(identity, lang))
                    if mine else card_name(identity, lang))
            widgets.append(Label(name=f"identity_caption:{who}", rect=pygame.Rect(cards_area.x, cards_area.y,
                                                                                  cards_area.w, caption_h),
                                 text=text, size=paint.font_px(caption_h, 0.72), colour=SOFT))
        if is_collector and cards_area.w > 4 * u:
            collected = view.collected
            caption_h = int(inner.h * 0.16)
            widgets.append(Label(name=f"collected_caption:{who}", rect=pygame.Rect(cards_area.x, cards_area.y,
                                                                                   cards_area.w, caption_h),
                                 text=TEXTS.t(lang, "Collected cards ({len})", len=len(collected)),
                                 size=paint.font_px(caption_h, 0.72), colour=SOFT))
            fan_area = pygame.Rect(cards_area.x, cards_area.y + caption_h, cards_area.w, cards_area.h - caption_h)
            # Up to five cards: they overlap a little rather than shrink (the corner index stays visible).
            card_h = min(fan_area.h, int(fan_area.w / 3.4 / 0.7))
            glowing = set(view.set_glow)
            if collected:
                rects = fan_rects(fan_area, len(collected), card_h)
                shift = fan_area.x - rects[0].x  # laid from the left, beside the player's name
                for i, (code, r) in enumerate(zip(collected, rects, strict=True)):
                    widgets.append(card_widget(f"collected:{i}", r.move(shift, 0), code, highlight=i in glowing,
                                               tooltip=card_name(code, lang)))
            else:
                w, h = card_size_for(card_h)
                slot = pygame.Rect(fan_area.x, fan_area.centery - h // 2, w, h)
                widgets.append(Picture(name=f"collected_empty:{who}", rect=slot, painter=empty_slot))
        return widgets

    def _centre(self, area: pygame.Rect, view: PuertasView, legal: list[Action], lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = []
        caption_h = max(12, int(area.h * 0.1))
        card_h = min(area.h - caption_h - u, int(area.w / 8.4 / 0.7))
        card_w, card_h = card_size_for(card_h)
        cards_y = area.y + caption_h + (area.h - caption_h - card_h) // 2
        gap = int(card_w * 0.14)
        # Deck on the left.
        deck_rect = pygame.Rect(area.x + 2 * u, cards_y, card_w, card_h)
        count = view.deck_count

        widgets.append(Label(name="deck_caption", rect=pygame.Rect(deck_rect.x - u, area.y, card_w + 4 * u, caption_h),
                             text=TEXTS.t(lang, "Deck"), size=paint.font_px(caption_h, 0.7), colour=SOFT,
                             align="center"))
        widgets.append(Picture(name="deck", rect=deck_rect, painter=deck_painter(count),
                               tooltip=TEXTS.t(lang, "{count} cards in the deck", count=count), extra=look_extra()))
        # The market in the middle.
        by_slot = {market_slot(a): a for a in legal if is_take(a) or is_discard(a)}
        verb = ""
        if any(is_take(a) for a in legal):
            verb = TEXTS.t(lang, "take one")
        elif any(is_discard(a) for a in legal):
            verb = TEXTS.t(lang, "discard one")
        market_w = 4 * card_w + 3 * gap
        market_x = area.x + (area.w - market_w) // 2
        caption = TEXTS.t(lang, "Market") + (f" · {verb}" if verb else "")
        widgets.append(Label(name="market_caption", rect=pygame.Rect(market_x, area.y, market_w, caption_h),
                             text=caption, size=paint.font_px(caption_h, 0.7),
                             colour=theme.HIGHLIGHT if verb else SOFT, bold=bool(verb), align="center"))
        for i, code in enumerate(view.market):
            r = pygame.Rect(market_x + i * (card_w + gap), cards_y, card_w, card_h)
            widget = card_widget(f"market:{i}", r, code, intent=by_slot.get(i), tooltip=card_name(code, lang))
            # Whatever seat acts, the shell can point at the card a computer is about to move.
            if view.phase == "collect":
                widget.extra["action"] = take(i, code)
            elif view.phase == "guess":
                widget.extra["action"] = discard(i, code)
            if view.refilled == i:
                widget.extra["dealt"] = True
            widgets.append(widget)
        # The discard pile on the right, fanned so every card can be seen.
        thrown = view.discard
        pile_w = area.right - 2 * u - (market_x + market_w + 3 * u)
        pile = pygame.Rect(area.right - 2 * u - pile_w, cards_y, pile_w, card_h)
        widgets.append(Label(name="discard_caption", rect=pygame.Rect(pile.x, area.y, pile.w, caption_h),
                             text=TEXTS.t(lang, "Discards ({count})", count=len(thrown)),
                             size=paint.font_px(caption_h, 0.7), colour=SOFT, align="center"))
        if thrown:
            step = min(card_w * 0.42, (pile.w - card_w) / max(1, len(thrown) - 1)) if len(thrown) > 1 else 0
            total = card_w + step * (len(thrown) - 1)
            x0 = pile.x + (pile.w - total) / 2
            for i, code in enumerate(thrown):
                r = pygame.Rect(round(x0 + i * step), cards_y, card_w, card_h)
                widgets.append(card_widget(f"discard:{i}", r, code, tooltip=card_name(code, lang)))
        else:
            slot = pygame.Rect(pile.centerx - card_w // 2, cards_y, card_w, card_h)
            widgets.append(Picture(name="discard_empty", rect=slot, painter=empty_slot))
        return widgets

    # --- the side panel ---------------------------------------------------------------------------
    def _side(self, side: pygame.Rect, view: PuertasView, seat: Seat | None, legal: list[Action], lang: str,
              u: int) -> list[Widget]:
        widgets: list[Widget] = [side_panel(side, u)]
        inner = side.inflate(-3 * u, -3 * u)
        row_h = max(22, min(int(inner.h * 0.075), 8 * u))
        size = paint.font_px(row_h, 0.42)
        y = inner.y
        phase = view.phase
        title = TEXTS.t(lang, "Round {number}", number=view.round)
        widgets.append(Label(name="round_title", rect=pygame.Rect(inner.x, y, inner.w, row_h), text=title,
                             size=paint.font_px(row_h, 0.5), colour=theme.GOLD, bold=True))
        y += row_h + u

        def paragraph(name: str, message: str, colour: tuple[int, int, int] = CAPTION) -> None:
            """Words given every line they need: a narrow panel (800x600) wraps them onto more."""
            nonlocal y
            height = Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, 1), text=message,
                               size=size).height_for(inner.w)
            widgets.append(Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, height), text=message,
                                     size=size, colour=colour))
            y += height + u

        def full_button(name: str, label: str, intent: Any, enabled: bool = True, style: str = "normal",
                        selected: bool = False, tooltip: str = "") -> None:
            nonlocal y
            widgets.append(button(name, pygame.Rect(inner.x, y, inner.w, row_h), label, intent, enabled=enabled,
                                  style=style, selected=selected, tooltip=tooltip))
            y += row_h + u

        guesses = [a for a in legal if is_guess(a)]
        if phase in ("round_over", "over") and view.rounds:
            last = view.rounds[-1]
            names = ", ".join(f"{self.seat_name(s, lang)}: {card_name(code, lang)}"
                              for s, code in enumerate(last.identities))
            start = y
            y += u
            paragraph("result", round_summary(last, lang, self.seat_name), colour=theme.HIGHLIGHT)
            paragraph("identities", names, colour=theme.IVORY)
            frame = pygame.Rect(inner.x - u, start, inner.w + 2 * u, y - start)
            widgets.insert(len(widgets) - 2, Picture(name="result_frame", rect=frame, painter=lambda s, r: paint.panel(
                s, r, (60, 50, 20, 150), radius=u * 2, border=theme.GOLD, border_width=max(1, u // 2), shadow=False)))
            y += u
            if phase == "over":
                winner = view.winner
                text = TEXTS.t(lang, "{name} wins with {gems} gems!", name=self.seat_name(winner, lang),
                               gems=view.scores[winner])
                paragraph("winner", text, colour=theme.HIGHLIGHT)
            elif NEXT_ROUND in legal:
                full_button("next_round", TEXTS.t(lang, "Next round"), NEXT_ROUND,
                            style="primary")
            else:
                paragraph("waiting", TEXTS.t(lang, "The roles swap for the next round."), colour=SOFT)
        elif REVEAL in legal:
            attribute = view.my_sets[0]
            paragraph("reveal_hint", TEXTS.t(lang, REVEAL_WORDS[attribute]), colour=theme.HIGHLIGHT)
            full_button("reveal", TEXTS.t(lang, "Reveal the set (+6)"), REVEAL, style="primary")
        elif guesses:
            widgets += self._guess_controls(inner, y, row_h, size, view, legal, lang, u)
            y = widgets[-1].rect.bottom + u
        elif seat is not None and view.to_act == (seat,) and any(is_take(a) for a in legal):
            paragraph("hint", TEXTS.t(lang, "You are the Collector: take one card from the market. Four cards sharing "
                                      "your colour or your role score 6 gems."))
        else:
            acting = view.to_act[0] if view.to_act else None
            if acting is not None:
                role = "collector" if acting == view.collector else "guesser"
                paragraph("waiting", TEXTS.t(lang, "{name} ({role}) is playing.", name=self.seat_name(acting, lang),
                                                     role=role_word(role, lang)), colour=SOFT)
        # The record of past rounds, newest first, as far as room allows.
        past = view.rounds[:-1] if phase in ("round_over", "over") else view.rounds
        if past:
            y += u
            widgets.append(Label(name="history_title", rect=pygame.Rect(inner.x, y, inner.w, row_h),
                                 text=TEXTS.t(lang, "Earlier rounds"),
                                 size=paint.font_px(row_h, 0.48), colour=theme.GOLD, bold=True))
            y += row_h
            line_h = int(size * 1.4)
            for result in reversed(past):
                text = f"{result.number}. " + short_summary(result, lang, self.seat_name)
                name = f"history:{result.number}"
                if label_fits(text, int(size * 0.9), inner.w):
                    row: Widget = Label(name=name, rect=pygame.Rect(inner.x, y, inner.w, line_h), text=text,
                                        size=int(size * 0.9), colour=SOFT, tooltip=text)
                else:  # a narrow panel (640x480): the round's line wraps rather than lose its end
                    row = Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, 1), text=text, size=int(size * 0.9),
                                    colour=SOFT, tooltip=text)
                    row.rect.h = row.height_for(inner.w) + line_h - int(int(size * 0.9) * 1.35)
                if y + row.rect.h > inner.bottom:
                    break
                widgets.append(row)
                y += row.rect.h
        return widgets

    def _guess_controls(self, inner: pygame.Rect, y: int, row_h: int, size: int, view: PuertasView, legal: list[Action],
                        lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = []
        discarded = any(a == END_TURN for a in legal)
        hint = (TEXTS.t(lang, "You may still guess, or end your turn.")
                if discarded else
                TEXTS.t(lang, "Discard a market card. Before or after, you may guess."))
        # As tall as the longer of the two hints, so the guess buttons stay put after the discard.
        height = max(Paragraph(name="hint", rect=pygame.Rect(inner.x, y, inner.w, 1), text=words, size=size)
                     .height_for(inner.w)
                     for words in (TEXTS.t(lang, "You may still guess, or end your turn."),
                                   TEXTS.t(lang, "Discard a market card. Before or after, you may guess.")))
        widgets.append(Paragraph(name="hint", rect=pygame.Rect(inner.x, y, inner.w, height), text=hint, size=size,
                                 colour=CAPTION))
        y += height + u
        half = (inner.w - u) // 2

        def toggle(name: str, x: int, label: str, value: str, chosen: bool, symbol: str | None = None) -> None:
            rect = pygame.Rect(x, y, half, row_h)
            widget = button(name, rect, label, ("pick", value), selected=chosen,
                            style="quiet")
            widgets.append(widget)
            if symbol:
                def mark(surface: pygame.Surface, r: pygame.Rect, symbol: str = symbol) -> None:
                    draw_colour_symbol(surface, symbol, (r.x + r.h * 0.45, r.centery), r.h * 0.42,
                                       outline=(250, 246, 234))
                widgets.append(Picture(name=f"{name}_symbol", rect=rect, painter=mark))

        widgets.append(Label(name="guess_title", rect=pygame.Rect(inner.x, y, inner.w, row_h),
                             text=TEXTS.t(lang, "Guess: \"You are…\""),
                             size=paint.font_px(row_h, 0.5), colour=theme.IVORY, bold=True))
        y += row_h
        toggle("pick:red", inner.x, TEXTS.t(lang, "Red"), "red", self.colour == "red", "red")
        toggle("pick:blue", inner.x + half + u, TEXTS.t(lang, "Blue"), "blue", self.colour == "blue", "blue")
        y += row_h + u
        toggle("pick:lady", inner.x, TEXTS.t(lang, "Lady"), "lady", self.role == "lady")
        toggle("pick:tiger", inner.x + half + u, TEXTS.t(lang, "Tiger"), "tiger", self.role == "tiger")
        y += row_h + u
        picked = self.picked_guess()
        if picked is None:
            stakes = TEXTS.t(lang, "Pick a colour, a role, or both.")
            label = TEXTS.t(lang, "Guess")
        else:
            words = guess_words(guess_parts(picked), lang)
            gain = 5 if len(guess_parts(picked)) == 2 else 1
            stakes = TEXTS.t(lang, "Right: you +{gain}. Wrong: the Collector +4.", gain=gain)
            label = TEXTS.t(lang, '"You are {words}"', words=words)
        # The room the longest of these words needs, whichever is shown: picking a colour must not move the
        # Guess button under the pointer.
        stakes_h = max(Paragraph(name="stakes", rect=pygame.Rect(inner.x, y, inner.w, 1), text=words,
                                 size=int(size * 0.9)).height_for(inner.w)
                       for words in (TEXTS.t(lang, "Pick a colour, a role, or both."),
                                     TEXTS.t(lang, "Right: you +{gain}. Wrong: the Collector +4.", gain=1),
                                     TEXTS.t(lang, "Right: you +{gain}. Wrong: the Collector +4.", gain=5)))
        widgets.append(Paragraph(name="stakes", rect=pygame.Rect(inner.x, y, inner.w, stakes_h), text=stakes,
                                 size=int(size * 0.9), colour=SOFT))
        y += stakes_h + u // 2
        widgets.append(button("guess", pygame.Rect(inner.x, y, inner.w, row_h), label, ("guess",),
                              enabled=picked is not None and picked in legal, style="primary"))
        y += row_h + 2 * u
        can_score = SCORE_SET in legal
        widget = button("score_set", pygame.Rect(inner.x, y, inner.w, row_h),
                        TEXTS.t(lang, "Score a set (+2)"), SCORE_SET if can_score else None,
                        enabled=can_score, style="primary" if can_score else "normal",
                        tooltip=TEXTS.t(lang, "The Collector's cards hold four sharing your colour or role"))
        widget.highlight = can_score
        widgets.append(widget)
        y += row_h + u
        if discarded:
            label = (TEXTS.t(lang, "End turn (deck empty: +3)") if view.deck_count == 0
                     else TEXTS.t(lang, "End turn"))
            widgets.append(button("end_turn", pygame.Rect(inner.x, y, inner.w, row_h), label, END_TURN))
        return widgets

    # --- shell hooks -----------------------------------------------------------------------------
    def status(self, view: PuertasView, seat: Seat | None, lang: str) -> str:
        phase = view.phase
        if phase == "over":
            winner = view.winner
            return TEXTS.t(lang, "{name} wins the game", name=self.seat_name(winner, lang))
        if phase == "round_over":
            return round_summary(view.rounds[-1], lang, self.seat_name)
        acting = view.to_act[0]
        who = self.seat_name(acting, lang)
        doing = {
            "collect": TEXTS.t(lang, "takes a market card"),
            "reveal": TEXTS.t(lang, "must reveal a set"),
            "guess": TEXTS.t(lang, "discards a card or guesses"),
            "after_discard": TEXTS.t(lang, "may guess or end the turn"),
        }[phase]
        role = role_word("collector" if acting == view.collector else "guesser", lang)
        return f"{who} ({role}) {doing}"

    def seat_lines(self, view: PuertasView, lang: str) -> list[str]:
        return [f"{role_word('collector' if view.collector == s else 'guesser', lang)} · "
                f"{gems_text(view.scores[s], lang)}" for s in (0, 1)]


