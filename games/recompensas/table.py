"""The Recompensas table: the square of four Doors with their gems, the deck, the
revealed clue, the three round markers and the cards set aside; beside it the
treasure collected, the trash removed (the score) and the buttons for the actions.

Clicks: a gem on a Door moves it sideways (when the revealed card allows);
Remove, Collect, Pass and the wild card's "put back" choices are buttons; the
trash trade of a wild card is two clicks, a black gem and then a white gem on
another Door. "Hint" rings the suggested action, which the engine worked out into the view
(games/recompensas/view.py): the table asks the rules nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core import Action, Seat
from game.text import render
from games.recompensas.texts import TEXTS, action_msg, card_name, door_label, gem_word
from games.recompensas.view import (
    COLLECT,
    DOORS,
    GEMS,
    PASS,
    REMOVE,
    TRASH,
    TREASURES,
    WILDS,
    RecompensasView,
    doors_of,
    move_of,
    other_door_of_role,
    swap,
)
from scenes import theme
from scenes.cards.dama_tigre import card_widget, draw_card, look_extra
from scenes.cards.pieces import MovingTable
from scenes.cards.widget import card_size_for
from scenes.motion import GemPile
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.gem import GemTray, draw_gem
from scenes.widgets.text import Label, Paragraph, Picture

SOFT = (170, 190, 176)
SIDE_PANEL = (14, 30, 24, 215)
SLOT = (10, 24, 18, 150)


@dataclass(eq=False)
class GemChip(Widget):
    """Some gems of one colour on a Door: the gem and how many; clickable when it has an intent."""

    colour: str = "red"
    count: int = 0

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        r = self.rect
        if self.highlight or (self.intent is not None and self.hovered):
            pygame.draw.rect(surface, theme.HIGHLIGHT if self.highlight else theme.HINT, r, max(2, r.h // 12),
                             border_radius=r.h // 3)
        elif self.intent is not None:
            pygame.draw.rect(surface, theme.HINT, r, max(1, r.h // 16), border_radius=r.h // 3)
        gem = int(r.h * 0.8)
        draw_gem(surface, (r.x + r.h // 2 + 1, r.centery), gem, self.colour, ghost=self.count == 0)
        paint.text_in(surface, f"×{self.count}", pygame.Rect(r.x + r.h, r.y, r.w - r.h, r.h),
                      paint.font_px(r.h, 0.6), theme.IVORY if self.count else SOFT, bold=bool(self.count),
                      align="left")


@dataclass(eq=False)
class RestoreButton(Widget):
    """A wild card's "put back" choice: a white gem and its Door, a black gem and its Door."""

    white_to: str = ""
    black_to: str = ""
    lang: str = "en"
    primary: bool = False

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        r = self.rect
        plate = (176, 132, 44) if self.primary else theme.BUTTON_HOVER if self.hovered else theme.BUTTON
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, max(1, r.h // 14)), border_radius=r.h // 4)
        pygame.draw.rect(surface, plate, r, border_radius=r.h // 4)
        ink = theme.INK if self.primary else theme.IVORY
        half = r.w // 2
        for i, (gem, door) in enumerate((("white", self.white_to), ("black", self.black_to))):
            part = pygame.Rect(r.x + i * half, r.y, half, r.h)
            draw_gem(surface, (part.x + r.h // 2 + 2, part.centery), int(r.h * 0.7), gem)
            paint.text_in(surface, card_name(door, self.lang), pygame.Rect(part.x + r.h, r.y, half - r.h - 2, r.h),
                          paint.font_px(r.h, 0.4), ink, bold=self.primary, align="left")


class RecompensasTable(MovingTable):
    game_id = "recompensas"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.giver: str | None = None  # the Door whose black gem is traded (wild card, nothing removed yet)
        self.hinted: Action | None = None

    def reset_selection(self) -> None:
        self.giver = None
        self.hinted = None

    def on_intent(self, intent: Any, view: RecompensasView, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if intent == ("hint",):
            self.hinted = view.hint if legal else None
            return None
        if isinstance(intent, tuple) and len(intent) == 2 and intent[0] == "giver":
            self.giver = None if self.giver == intent[1] else intent[1]
            return None
        if isinstance(intent, Action) and intent in legal:
            self.reset_selection()
            return intent
        return None

    # --- layout -------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: RecompensasView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        u = max(3, min(rect.w, rect.h) // 100)
        if self.hinted is not None and self.hinted not in legal:
            self.hinted = None
        swaps = [a for a in legal if a.kind == "swap"]
        if self.giver is not None and not any(doors_of(a)[0] == self.giver for a in swaps):
            self.giver = None
        side_w = max(30 * u, min(rect.w // 3, int(rect.w * 0.32)))
        main = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(main.right + u, rect.y + u, side_w, rect.h - 2 * u)
        strip_h = int(main.h * 0.3)
        strip = pygame.Rect(main.x, main.y, main.w, strip_h)
        doors = pygame.Rect(main.x, strip.bottom + 2 * u, main.w, main.h - strip_h - 2 * u)
        widgets = self._strip(strip, view, lang, u)
        widgets += self._doors(doors, view, legal, lang, u)
        widgets += self._side(side, view, legal, lang, u)
        piles = [GemPile(f"{door}:{gem}", view.door(door).count(gem), gem) for door in DOORS for gem in GEMS]
        piles += [GemPile(f"treasure:{gem}", view.collected.count(gem), gem) for gem in TREASURES]
        piles += [GemPile(f"trash:{gem}", view.removed.count(gem), gem) for gem in TRASH]
        return self.staged(rect, seat, widgets, piles, bank=doors)

    def _strip(self, area: pygame.Rect, view: RecompensasView, lang: str, u: int) -> list[Widget]:
        """Deck, revealed card, the three round markers and the cards set aside."""
        caption_h = max(12, int(area.h * 0.14))
        card_w, card_h = card_size_for(area.h - caption_h - u)
        small_w, small_h = card_size_for(int(card_h * 0.72))
        widgets: list[Widget] = []
        x = area.x + u
        y = area.y + caption_h + u

        def caption(name: str, text: str, left: int, width: int) -> None:
            widgets.append(Label(name=name, rect=pygame.Rect(left, area.y, width, caption_h), text=text,
                                 size=paint.font_px(caption_h, 0.72), colour=SOFT, align="center"))

        count = view.deck_size
        caption("deck_caption", TEXTS.t(lang, "Deck"), x - u, card_w + 2 * u)

        def deck_painter(surface: pygame.Surface, r: pygame.Rect, count: int = count) -> None:
            if count == 0:
                paint.panel(surface, r, SLOT, radius=r.w // 10, shadow=False)
            else:
                draw_card(surface, r, None, face_up=False)
            badge = pygame.Rect(0, 0, int(r.w * 0.5), int(r.w * 0.34))
            badge.center = (r.centerx, r.bottom - badge.h)
            paint.panel(surface, badge, (20, 20, 24, 230), radius=badge.h // 2, border=theme.GOLD, shadow=False)
            paint.text_in(surface, str(count), badge, paint.font_px(badge.h, 0.62), theme.GOLD, bold=True)

        widgets.append(Picture(name="deck", rect=pygame.Rect(x, y, card_w, card_h), painter=deck_painter,
                               tooltip=TEXTS.t(lang, "{count} cards in the deck", count=count), extra=look_extra()))
        x += card_w + 2 * u
        current = view.current
        caption("current_caption", TEXTS.t(lang, "Revealed"), x - u, card_w + 2 * u)
        if current:
            widgets.append(card_widget("current", pygame.Rect(x, y, card_w, card_h), current, highlight=True,
                                       tooltip=card_name(current, lang)))
        else:
            widgets.append(Picture(name="current", rect=pygame.Rect(x, y, card_w, card_h), painter=_slot))
        x += card_w + 3 * u
        # Round markers: a yellow gem each, and the card put under it at the end of that round.
        markers_w = 3 * small_w + 2 * u
        caption("rounds_caption", TEXTS.t(lang, "Round {round} of 3", round=view.round),
                x, markers_w)
        for i in range(3):
            r = pygame.Rect(x + i * (small_w + u), y + (card_h - small_h), small_w, small_h)
            under = view.markers[i] if i < len(view.markers) else None
            if under:
                widgets.append(card_widget(f"marker_card:{i}", r, under, tooltip=card_name(under, lang)))
            else:
                widgets.append(Picture(name=f"marker_slot:{i}", rect=r, painter=_slot))
            gem = max(8, int(small_w * 0.45))
            widgets.append(Picture(name=f"marker:{i}", rect=pygame.Rect(r.centerx - gem // 2, y, gem, gem),
                                   painter=lambda s, g, i=i: draw_gem(s, g.center, g.w, "yellow",
                                                                      ghost=i < len(view.markers))))
        x += markers_w + 3 * u
        # Cards set aside by the difficulty level.
        aside_count = view.set_aside_count
        if aside_count and x + small_w <= area.right:
            caption("aside_caption", TEXTS.t(lang, "Set aside"), x, area.right - x)
            codes: tuple[str | None, ...] = view.set_aside or (None,) * aside_count
            step = min(small_w + u, (area.right - x - small_w) // max(1, aside_count - 1)) if aside_count > 1 else 0
            for i, code in enumerate(codes):
                r = pygame.Rect(x + i * step, y + (card_h - small_h), small_w, small_h)
                widgets.append(card_widget(f"aside:{i}", r, code, face_up=code is not None,
                                           tooltip=card_name(code, lang) if code else TEXTS.t(lang, "face down")))
        return widgets

    def _doors(self, area: pygame.Rect, view: RecompensasView, legal: list[Action], lang: str, u: int) -> list[Widget]:
        """The square of Doors, Ladies on top and Red on the left, each with its gems."""
        gap = 2 * u
        chip_h = max(14, min(int(area.h * 0.075), 6 * u))
        card_h = min((area.h - gap) // 2, int(((area.w - gap) / 2 - 6 * chip_h) / 0.7))
        card_w, card_h = card_size_for(card_h)
        cell_w = card_w + u + 5 * chip_h
        total_w = 2 * cell_w + gap
        x0 = area.centerx - total_w // 2
        y0 = area.y + (area.h - (2 * card_h + gap)) // 2
        widgets: list[Widget] = []
        current = view.current
        moves = {move_of(a): a for a in legal if a.kind == "move"}
        swaps = [a for a in legal if a.kind == "swap"]
        for index, door in enumerate(DOORS):
            row, col = divmod(index, 2)
            r = pygame.Rect(x0 + col * (cell_w + gap), y0 + row * (card_h + gap), card_w, card_h)
            active = current == door
            intent = None
            for quick in (COLLECT, REMOVE):
                if active and quick in legal:
                    intent = quick
                    break
            widgets.append(card_widget(f"door:{door}", r, door, intent=intent, door=True,
                                       highlight=active or (self.hinted is not None and self.hinted == intent),
                                       tooltip=door_label(door, lang)))
            counts = view.door(door)
            chips = pygame.Rect(r.right + u, r.y + (card_h - 4 * chip_h - 3 * (u // 2)) // 2, 5 * chip_h, chip_h)
            for j, gem in enumerate(GEMS):
                chip = chips.move(0, j * (chip_h + u // 2))
                action = moves.get((door, gem))
                chip_intent: Any = action
                tooltip = ""
                if action is not None:
                    target = door_label(other_door_of_role(door), lang)
                    tooltip = TEXTS.t(lang, "Move a {gem} gem to the {target}", gem=gem_word(gem, lang), target=target)
                elif swaps and gem == "black" and any(doors_of(a)[0] == door for a in swaps):
                    chip_intent = ("giver", door)
                    tooltip = TEXTS.t(lang, "Trade this black gem…")
                elif swaps and gem == "white" and self.giver is not None:
                    trade = swap(self.giver, door)
                    if trade in swaps:
                        chip_intent = trade
                        tooltip = TEXTS.t(lang, "…for this white gem")
                hinted = self.hinted is not None and (
                    self.hinted == action or (self.hinted.kind == "swap" and (
                        (gem == "black" and doors_of(self.hinted)[0] == door and self.giver is None)
                        or (gem == "white" and doors_of(self.hinted)[1] == door and self.giver is not None))))
                widget = GemChip(name=f"gem:{door}:{gem}", rect=chip, intent=chip_intent, colour=gem,
                                 count=counts.count(gem), highlight=hinted or (gem == "black" and self.giver == door),
                                 tooltip=tooltip)
                if action is not None:
                    widget.extra["action"] = action
                widget.extra["gems_of"] = f"{door}:{gem}"
                widgets.append(widget)
        return widgets

    def _side(self, side: pygame.Rect, view: RecompensasView, legal: list[Action], lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = [Picture(name="side", rect=pygame.Rect(side), painter=lambda s, r: paint.panel(
            s, r, SIDE_PANEL, radius=2 * u, shadow=False))]
        inner = side.inflate(-3 * u, -3 * u)
        row_h = max(20, min(int(inner.h * 0.075), 7 * u))
        size = paint.font_px(row_h, 0.45)
        y = inner.y
        collected = view.collected
        removed = view.removed
        for name, title, colours, tooltip in (
            ("treasure", TEXTS.t(lang, "Treasure collected"),
             ["red"] * collected.red + ["blue"] * collected.blue,
             TEXTS.t(lang, "{count} of 10", count=collected.red + collected.blue)),
            ("trash", TEXTS.t(lang, "Trash removed: {score} pts", score=view.score),
             ["white"] * removed.white + ["black"] * removed.black,
             TEXTS.t(lang, "10 is a perfect score")),
        ):
            widgets.append(Label(name=f"{name}_title", rect=pygame.Rect(inner.x, y, inner.w, row_h), text=title,
                                 size=paint.font_px(row_h, 0.44), colour=theme.GOLD, bold=True))
            y += row_h
            kinds = ("red", "blue") if name == "treasure" else ("white", "black")
            widgets.append(GemTray(name=f"{name}_tray", rect=pygame.Rect(inner.x, y, inner.w, int(row_h * 1.6)),
                                   colours=colours, slots=10, rows=2, tooltip=tooltip,
                                   extra={"gems_of": tuple(f"{name}:{gem}" for gem in kinds)}))
            y += int(row_h * 1.6) + u
        y += u

        def full_button(name: str, label: str, action: Action, style: str = "normal") -> None:
            nonlocal y
            widgets.append(button(name, pygame.Rect(inner.x, y, inner.w, row_h), label, action,
                                  style="primary" if self.hinted == action else style))
            widgets[-1].extra["action"] = action
            y += row_h + u // 2

        def paragraph(name: str, text: str, colour: tuple[int, int, int] = SOFT) -> None:
            """Every line the words need: a narrow panel (800x600) wraps them onto more, never cuts them."""
            nonlocal y
            height = Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, 1), text=text,
                               size=size).height_for(inner.w)
            widgets.append(Paragraph(name=name, rect=pygame.Rect(inner.x, y, inner.w, height), text=text, size=size,
                                     colour=colour))
            y += height + u

        if view.over:
            if view.won:
                paragraph("result", TEXTS.t(lang, "All ten treasures collected! Score: {score}.", score=view.score),
                          theme.HIGHLIGHT)
            else:
                paragraph("result", TEXTS.t(lang, "The third round is over: the treasure stays behind."),
                          theme.HIGHLIGHT)
            return widgets
        if not legal:
            return widgets
        paragraph("help", self.status(view, 0, lang))
        if REMOVE in legal:
            full_button("remove", TEXTS.t(lang, "Remove trash pairs"), REMOVE)
        if COLLECT in legal:
            full_button("collect", TEXTS.t(lang, "Collect a treasure"), COLLECT)
        for action in legal:
            if action.kind == "restore":
                white, black = doors_of(action)
                tooltip = TEXTS.t(lang, "White gem to the {white_door}, black to the {black_door}",
                                  white_door=door_label(white, lang), black_door=door_label(black, lang))
                widget = RestoreButton(name=f"restore:{white}:{black}", rect=pygame.Rect(inner.x, y, inner.w, row_h),
                                       intent=action, white_to=white, black_to=black, lang=lang,
                                       primary=self.hinted == action, tooltip=tooltip)
                widget.extra["action"] = action
                widgets.append(widget)
                y += row_h + u // 2
        if PASS in legal:
            full_button("pass", TEXTS.t(lang, "Nothing possible: pass"), PASS, style="primary")
        y += u
        if len(legal) > 1:
            widgets.append(button("hint", pygame.Rect(inner.x, y, inner.w // 2 - u, row_h), TEXTS.t(lang, "Hint"),
                                  ("hint",), style="quiet"))
            y += row_h + u // 2
            if self.hinted is not None:
                # The ring alone (round a gem count, say) does not tell a new player what to do with it.
                said = action_msg(self.hinted, view.current or "RL", view.remove_pairs)
                advice = render(said, lang) if not isinstance(said, str) else said
                paragraph("hint_text", TEXTS.t(lang, "Hint: {advice}", advice=advice), theme.HIGHLIGHT)
        if not view.winnable:
            text = TEXTS.t(lang, "Too few cards of some colour are left: this game can no longer be won.")
            # As many lines as the words take at this width (two were assumed: "...can no longer be" lost "won.").
            height = Paragraph(name="", rect=pygame.Rect(inner.x, 0, inner.w, 1), text=text, size=size).height_for(inner.w)
            widgets.append(Paragraph(name="lost_cause", rect=pygame.Rect(inner.x, inner.bottom - height, inner.w, height),
                                     text=text, size=size, colour=theme.DANGER))
        return widgets

    # --- words ----------------------------------------------------------------------------------------
    def refusal(self, name: str, view: RecompensasView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if not legal or not name.startswith(("gem:", "door:", "deck", "current")):
            return None
        # A gem, a Door or the deck the revealed card does not reach: say again what the card allows.
        return TEXTS.t(lang, "Not with this card. ") + self.status(view, seat, lang)

    def status(self, view: RecompensasView, seat: Seat | None, lang: str) -> str:
        if view.over:
            if view.won:
                # Neutral words: the player may be the computer, watched playing the solitaire.
                return TEXTS.t(lang, "Game won with {score} points", score=view.score)
            return TEXTS.t(lang, "Game lost: the third round ended")
        current = view.current or "RL"
        name = card_name(current, lang)
        if current in WILDS:
            if view.removed.white:
                return TEXTS.t(lang, "{card}: put a removed white and black gem back on two Doors", card=name)
            if self.giver is not None:
                return TEXTS.t(lang, "Now click a white gem on another Door")
            return TEXTS.t(lang, "{card}: click a black gem, then a white gem on another Door, to trade them", card=name)
        role = TEXTS.tp(lang, "a card's role", "Lady") if current[1] == "L" else TEXTS.tp(lang, "a card's role", "Tiger")
        return TEXTS.t(lang, "{card}: move a gem between the {role} Doors, or remove trash or collect on the {card} Door",
                       card=name, role=role)

    def seat_lines(self, view: RecompensasView, lang: str) -> list[str]:
        treasure = view.collected.red + view.collected.blue
        return [TEXTS.t(lang, "{treasure}/10 treasure · {score} pts", treasure=treasure, score=view.score)]


def _slot(surface: pygame.Surface, r: pygame.Rect) -> None:
    paint.panel(surface, r, SLOT, radius=max(3, r.w // 10), shadow=False, border=(60, 90, 74))
