"""The Vuelvan table: partners' hands face up, the viewer's own hand face down, the four
Doors with the cards placed on them, the gems and the discard pile.

Drawn only from the viewing seat's view: the view holds no code for the viewer's own
cards, so they can only be drawn as backs. What the whole table knows about each card
(after hints and swaps) is written on it: "Lady", "Blue", "no Tiger", or the card's
name once it is certain; the same marks under a partner's card say what that partner
knows. Cards placed on a Door lie face down with a badge of what was shown on the way.

A turn, by clicks:
- one of your cards, then a Door (place it) or the Discard button;
- the red or blue gem, a partner (chosen by itself with one partner), then the hint;
- the white gem, then a Door to look at;
- the black gem, then one of your cards and one of a partner's (either order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core import Action, Seat
from game.text import N_
from games.vuelvan.texts import COLOUR_WORDS, ROLE_WORDS, SCORE_WORDS, TEXTS, rating_name, say_card
from games.vuelvan.view import (
    CARD_COLOURS,
    CARD_ROLES,
    DOORS,
    Knowledge,
    PlacedView,
    VuelvanView,
    discard,
    drop,
    gem_of,
    hint,
    hint_target,
    look,
    look_door,
    play,
    swap,
)
from scenes import theme
from scenes.cards.dama_tigre import card_extra, card_widget, draw_colour_symbol, draw_role_symbol
from scenes.cards.pieces import MovingTable
from scenes.cards.widget import CARD_RATIO
from scenes.i18n import render
from scenes.motion import GemPile
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.gem import draw_gem
from scenes.widgets.marker import MoveMarker, bounding
from scenes.widgets.text import Label, Paragraph, Picture

PANEL = (14, 30, 24, 215)
PLATE = (16, 38, 30, 190)
PLATE_ACTIVE = (30, 64, 48, 215)
SOFT = (170, 190, 176)
CAPTION = (214, 226, 210)
CHIP_KNOWN = (250, 244, 226)
CHIP_NOT = (70, 76, 84)
GEMS = ("red", "blue", "white", "black")
MODE_OF_GEM = {"red": "role", "blue": "colour", "white": "look", "black": "swap"}
# A hint's button: the cards it would point at, and how many.
HINT_LABELS = {"lady": N_("Ladies ({count})"), "tiger": N_("Tigers ({count})"), "red": N_("Red cards ({count})"),
               "blue": N_("Blue cards ({count})")}


def gem_help(gem: str, lang: str) -> str:
    return {
        "red": TEXTS.t(lang, "Red: tell a partner which cards are Ladies, or Tigers"),
        "blue": TEXTS.t(lang, "Blue: tell a partner which cards are red, or blue"),
        "white": TEXTS.t(lang, "White: look at a Door in secret"),
        "black": TEXTS.t(lang, "Black: swap one of your cards with a partner's"),
    }[gem]


def gem_short(gem: str, lang: str) -> str:
    """A few words for a gem's button; ``gem_help`` says it in full."""
    return {
        "red": TEXTS.t(lang, "Hint: Ladies or Tigers"),
        "blue": TEXTS.t(lang, "Hint: red or blue"),
        "white": TEXTS.t(lang, "Look at a Door"),
        "black": TEXTS.t(lang, "Swap a card"),
    }[gem]


def role_word(role: str, lang: str) -> str:
    return TEXTS.t(lang, ROLE_WORDS[role])


def colour_word(colour: str, lang: str) -> str:
    return TEXTS.t(lang, COLOUR_WORDS[colour])


def knowledge_chips(know: Knowledge, lang: str) -> list[tuple[str, bool, str | None, str | None]]:
    """(text, known, colour symbol, role symbol) for each mark to write on a card, from what the
    engine says the table knows of it."""
    if know.exact:
        return [(say_card(lang, know.exact), True, None, None)]
    chips = []
    if know.role:
        chips.append((role_word(know.role, lang), True, None, know.role))
    elif know.not_role:
        chips.append((TEXTS.t(lang, "no {role}", role=role_word(know.not_role, lang)),
                      False, None, None))
    if know.colour:
        chips.append((colour_word(know.colour, lang), True, know.colour, None))
    elif know.not_colour:
        chips.append((TEXTS.t(lang, "no {colour}", colour=colour_word(know.not_colour, lang)),
                      False, None, None))
    return chips


def draw_chips(surface: pygame.Surface, rect: pygame.Rect, chips: list[tuple[str, bool, str | None, str | None]],
               size: int) -> None:
    """Small pills stacked in ``rect``: ivory for what is known, grey for what is ruled out."""
    if not chips:
        return
    h = min(int(size * 1.6), rect.h // max(1, len(chips)))
    y = rect.centery - h * len(chips) // 2
    for text, known, colour, role in chips:
        pill = pygame.Rect(rect.x, y, rect.w, h - max(1, h // 8))
        paint.panel(surface, pill, CHIP_KNOWN if known else CHIP_NOT, radius=pill.h // 2, shadow=False)
        text_rect = pill.inflate(-pill.h // 3, 0)
        if colour or role:
            icon = (pill.x + pill.h * 0.55, pill.centery)
            if colour:
                draw_colour_symbol(surface, colour, icon, pill.h * 0.62)
            else:
                draw_role_symbol(surface, role, icon, pill.h * 0.62, (96, 70, 30))
            text_rect = pygame.Rect(pill.x + pill.h, pill.y, pill.w - pill.h - pill.h // 4, pill.h)
        paint.text_in(surface, text, text_rect, max(8, int(pill.h * 0.6)), theme.INK if known else CAPTION,
                      bold=known)
        y += h


def draw_badge(surface: pygame.Surface, centre: tuple[int, int], radius: int, code: str) -> None:
    """An ivory disc with a card's colour symbol over its role symbol: what a face-down card was."""
    pygame.draw.circle(surface, CHIP_KNOWN, centre, radius)
    pygame.draw.circle(surface, (120, 104, 84), centre, radius, max(1, radius // 8))
    cx, cy = centre
    colours, roles = CARD_COLOURS[code], CARD_ROLES[code]
    top = (cx, cy - radius * 0.38)
    bottom = (cx, cy + radius * 0.38)
    if len(colours) == 1:
        draw_colour_symbol(surface, colours[0], top, radius * 0.7)
    elif colours:
        draw_colour_symbol(surface, "red", (cx - radius * 0.3, top[1]), radius * 0.55)
        draw_colour_symbol(surface, "blue", (cx + radius * 0.3, top[1]), radius * 0.55)
    if len(roles) == 1:
        draw_role_symbol(surface, roles[0], bottom, radius * 0.72, (90, 70, 40))
    elif roles:
        draw_role_symbol(surface, "lady", (cx - radius * 0.32, bottom[1]), radius * 0.5, (90, 70, 40))
        draw_role_symbol(surface, "tiger", (cx + radius * 0.32, bottom[1]), radius * 0.5, (90, 70, 40))


class VuelvanTable(MovingTable):
    game_id = "vuelvan"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.mode: str | None = None  # "role", "colour", "look" or "swap" after a gem is clicked
        self.slot: int | None = None  # one of the viewer's cards
        self.partner: int | None = None
        self.their: int | None = None  # one of the partner's cards (swap)

    def refusal(self, name: str, view: VuelvanView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if not legal or self.mode is not None:
            return None
        if name.startswith(("card:", "knows:")) and int(name.split(":")[1]) != seat:
            # A partner's cards: the clue is given with a gem first (what a new player reaches for).
            partner = self.seat_name(int(name.split(":")[1]), lang)
            return TEXTS.t(lang, "To tell {partner} about these cards, click a red or blue gem first; the black gem "
                           "swaps a card.", partner=partner)
        if name.startswith("door:") and self.slot is None:
            return TEXTS.t(lang, "Click one of your cards first, then the Door it goes on; the white gem looks at a Door.")
        return None

    def reset_selection(self) -> None:
        self.mode = None
        self.slot = None
        self.partner = None
        self.their = None

    # --- choices -------------------------------------------------------------------------------------
    @staticmethod
    def _hint_partners(kind: str, legal: list[Action]) -> list[int]:
        return sorted({hint_target(a) for a in legal if a.kind == kind})

    def _gem_usable(self, gem: str, legal: list[Action]) -> bool:
        return any(gem_of(a) == gem for a in legal)

    def on_intent(self, intent: Any, view: VuelvanView, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if isinstance(intent, Action):
            if intent in legal:
                self.reset_selection()
                return intent
            return None
        if not isinstance(intent, tuple) or not intent:
            return None
        kind = intent[0]
        if kind == "cancel":
            self.reset_selection()
        elif kind == "gem":
            gem = intent[1]
            if gem == "black" and drop() in legal:
                self.reset_selection()
                return drop()
            mode = MODE_OF_GEM[gem]
            if self.mode == mode:
                self.reset_selection()
                return None
            keep = self.slot if mode == "swap" else None
            self.reset_selection()
            self.mode, self.slot = mode, keep
            if mode in ("role", "colour"):
                partners = self._hint_partners(mode, legal)
                if len(partners) == 1:
                    self.partner = partners[0]
        elif kind == "own":
            slot = intent[1]
            if self.mode == "swap":
                self.slot = None if self.slot == slot else slot
                return self._swap(legal)
            if self.mode in ("role", "colour", "look"):
                self.reset_selection()
            self.slot = None if self.slot == slot else slot
        elif kind == "their":
            _, partner, slot = intent
            if self.mode == "swap":
                if (self.partner, self.their) == (partner, slot):
                    self.partner = self.their = None
                else:
                    self.partner, self.their = partner, slot
                return self._swap(legal)
            if self.mode in ("role", "colour"):
                self.partner = partner
        elif kind == "partner":
            self.partner = intent[1]
        elif kind == "door":
            door = intent[1]
            if self.mode == "look":
                action = look(door)
            elif self.slot is not None:
                action = play(self.slot, door)
            else:
                return None
            if action in legal:
                self.reset_selection()
                return action
        elif kind == "hint" and self.mode in ("role", "colour") and self.partner is not None:
            action = hint(self.mode, self.partner, intent[1])
            if action in legal:
                self.reset_selection()
                return action
        return None

    def _swap(self, legal: list[Action]) -> Action | None:
        if self.slot is None or self.their is None or self.partner is None:
            return None
        action = swap(self.slot, self.partner, self.their)
        if action in legal:
            self.reset_selection()
            return action
        return None

    # --- layout ----------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: VuelvanView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        if not legal:
            self.reset_selection()
        u = max(3, min(rect.w, rect.h) // 100)
        me = seat if seat is not None else 0
        players = view.players
        partners = [(me + k) % players for k in range(1, players)] if seat is not None else list(range(players))
        wide = rect.w >= rect.h * 1.2
        if wide:
            side_w = min(int(rect.w * 0.36), max(int(rect.w * 0.3), 34 * u))
            play = pygame.Rect(rect.x, rect.y, rect.w - side_w - 2 * u, rect.h)
            side = pygame.Rect(play.right + 2 * u, rect.y, side_w, rect.h)
        else:
            side_h = int(rect.h * 0.3)
            play = pygame.Rect(rect.x, rect.y, rect.w, rect.h - side_h - 2 * u)
            side = pygame.Rect(rect.x, play.bottom + 2 * u, rect.w, side_h)
        if seat is None:
            bands = [0.58, 0.42]  # a spectator sees every hand as backs: all on top, then the Doors
        else:
            bands = [0.31, 0.37, 0.32]
        heights = [int((play.h - u * (len(bands) - 1)) * f) for f in bands]
        top = pygame.Rect(play.x, play.y, play.w, heights[0])
        doors = pygame.Rect(play.x, top.bottom + u, play.w, heights[1])
        widgets: list[Widget] = []
        widgets += self._partners(top, view, seat, partners, legal, lang, u)
        widgets += self._doors(doors, view, seat, legal, lang, u)
        if seat is not None:
            mine = pygame.Rect(play.x, doors.bottom + u, play.w, play.bottom - doors.bottom - u)
            widgets += self._own(mine, view, seat, legal, lang, u)
        widgets += self._side(side, view, seat, legal, lang, u)
        if not legal and not view.over and view.turn is not None:
            widgets += self._markers(view, widgets)
        # A gem played goes to the side panel, where the gems' actions are listed.
        piles = [GemPile(f"seat:{who}:{gem}", int(gem in held), gem)
                 for who, held in enumerate(view.gems) for gem in GEMS]
        return self.staged(rect, seat, widgets, piles, bank=side)

    def _plate(self, name: str, area: pygame.Rect, active: bool, u: int) -> Widget:
        def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
            paint.panel(surface, r, PLATE_ACTIVE if active else PLATE, radius=2 * u, shadow=False,
                        border=theme.GOLD if active else None, border_width=max(2, u // 2))

        return Picture(name=name, rect=pygame.Rect(area), painter=draw)

    def _gem_row(self, name: str, area: pygame.Rect, view: VuelvanView, who: int, lang: str) -> Widget:
        held = set(view.gems[who])
        used = view.gems_used[who]
        limit = view.gem_limit

        def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
            size = min(r.h, r.w // 4)
            for i, gem in enumerate(GEMS):
                centre = (r.x + size // 2 + i * size, r.centery)
                draw_gem(surface, centre, int(size * 0.86), gem, ghost=gem not in held)

        tip = ", ".join(gem_help(g, lang).split(":")[0] for g in GEMS if g in held) or TEXTS.t(lang, "no gems")
        if limit is not None:
            tip += TEXTS.t(lang, " · played {used} of {limit}", used=used, limit=limit)
        return Picture(name=name, rect=pygame.Rect(area), painter=draw, tooltip=tip,
                       extra={"gems_of": tuple(f"seat:{who}:{gem}" for gem in GEMS)})

    def _card_size(self, area: pygame.Rect, count: int, gap: int) -> tuple[int, int]:
        count = max(1, count)
        h = min(area.h, int((area.w - gap * (count - 1)) / count / CARD_RATIO))
        return max(8, int(h * CARD_RATIO)), max(10, h)

    def _partners(self, band: pygame.Rect, view: VuelvanView, seat: Seat | None, partners: list[int], legal: list[Action],
                  lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = []
        count = len(partners)
        group_w = (band.w - u * (count - 1)) // max(1, count)
        recent = view.actions_done
        for i, who in enumerate(partners):
            area = pygame.Rect(band.x + i * (group_w + u), band.y, group_w, band.h)
            active = view.turn == who
            widgets.append(self._plate(f"area:{who}", area, active, u))
            inner = area.inflate(-2 * u, -2 * u)
            head_h = max(14, min(int(inner.h * 0.17), 6 * u))
            gem_w = min(int(head_h * 4.4), inner.w // 2)
            name = self.seat_name(who, lang)
            selectable_partner = self.mode in ("role", "colour") and who in self._hint_partners(self.mode, legal)
            widgets.append(Label(name=f"name:{who}", rect=pygame.Rect(inner.x, inner.y, inner.w - gem_w - u, head_h),
                                 text=name, size=paint.largest_fitting(name, inner.w - gem_w - u, paint.font_px(head_h, 0.7)),
                                 colour=theme.GOLD if self.partner == who and self.mode else theme.IVORY, bold=True))
            widgets.append(self._gem_row(f"gems:{who}", pygame.Rect(inner.right - gem_w, inner.y, gem_w, head_h),
                                         view, who, lang))
            hand = view.hands[who]
            cards_area = pygame.Rect(inner.x, inner.y + head_h + u, inner.w, inner.h - head_h - u)
            chip_h = max(12, int(cards_area.h * 0.2)) if seat is not None else 0
            gap = max(2, u)
            cw, ch = self._card_size(pygame.Rect(0, 0, cards_area.w, cards_area.h - chip_h), len(hand), gap)
            total = len(hand) * cw + (len(hand) - 1) * gap
            x0 = cards_area.centerx - total // 2
            for slot, card in enumerate(hand):
                r = pygame.Rect(x0 + slot * (cw + gap), cards_area.y, cw, ch)
                code = card.code
                intent = None
                if legal and (self.mode == "swap" and any(a.kind == "swap" for a in legal)):
                    intent = ("their", who, slot)
                elif legal and selectable_partner:
                    intent = ("partner", who)
                chosen = self.mode == "swap" and (self.partner, self.their) == (who, slot)
                widget = card_widget(f"card:{who}:{slot}", r, code, intent=intent, face_up=code is not None,
                                     highlight=card.hinted == recent and recent > 0,
                                     selected=chosen, tooltip=say_card(lang, code) if code else "")
                widget.extra["look"] = card.possible  # tells apart backs a spectator sees
                widgets.append(widget)
                chips = knowledge_chips(card.knows, lang)
                if chip_h:
                    chip_rect = pygame.Rect(r.x, r.bottom + max(1, u // 2), r.w, chip_h)
                    widgets.append(Picture(name=f"knows:{who}:{slot}", rect=chip_rect,
                                           painter=lambda s, rr, chips=chips: draw_chips(s, rr, chips,
                                                                                       max(8, rr.h // 2)),
                                           extra={"rides": widget.name}))
                elif code is None:  # a spectator sees backs: the marks go on them
                    chip_rect = r.inflate(-r.w // 8, -r.h // 3)
                    widgets.append(Picture(name=f"knows:{who}:{slot}", rect=chip_rect,
                                           painter=lambda s, rr, chips=chips: draw_chips(s, rr, chips,
                                                                                       max(8, rr.w // 7)),
                                           extra={"rides": widget.name}))
        return widgets

    def _doors(self, band: pygame.Rect, view: VuelvanView, seat: Seat | None, legal: list[Action], lang: str,
               u: int) -> list[Widget]:
        widgets: list[Widget] = []
        slot_w = (band.w - 3 * u) // 4
        looks = {look_door(a) for a in legal if a.kind == "look"}
        placing = self.slot is not None and self.mode in (None, "swap") and any(a.kind == "play" for a in legal)
        for door in range(DOORS):
            entry = view.doors[door]
            area = pygame.Rect(band.x + door * (slot_w + u), band.y, slot_w, band.h)
            label_h = max(12, int(area.h * 0.13))
            owner = entry.owner
            if owner is None:
                label = TEXTS.t(lang, "Neutral")
            elif owner == seat:
                label = TEXTS.t(lang, "Yours")
            else:
                label = self.seat_name(owner, lang)
            widgets.append(Label(name=f"door_label:{door}", rect=pygame.Rect(area.x, area.y, area.w, label_h),
                                 text=label, size=paint.font_px(label_h, 0.78), colour=CAPTION, align="center"))
            body = pygame.Rect(area.x, area.y + label_h, area.w, area.h - 2 * label_h)
            door_h = body.h
            door_w = int(door_h * CARD_RATIO)
            placed = [p for p in view.placed if p.door == door]
            stack_w = max(0, body.w - door_w - u)
            if stack_w < door_w * 0.5 and placed:
                door_w = int(body.w * 0.6)
                door_h = int(door_w / CARD_RATIO)
                stack_w = body.w - door_w - u
            door_rect = pygame.Rect(body.x, body.y + (body.h - door_h) // 2, door_w, door_h)
            if not placed:
                door_rect.centerx = body.centerx
            code = entry.code
            intent = None
            if self.mode == "look" and door in looks:
                intent = ("door", door)
            elif placing:
                intent = ("door", door)
            widget = card_widget(f"door:{door}", door_rect, code, intent=intent, face_up=code is not None, door=True,
                                 tooltip=say_card(lang, code) if code else TEXTS.t(lang, "Unknown Door"))
            widget.extra["action"] = look(door)
            widget.extra["place"] = f"door:{door}"  # each Door its own place: a looked-at one turns over where it is
            widgets.append(widget)
            # Who has looked at it (white gem).
            seen = list(entry.looked_by)
            if seen:
                names = ", ".join(self.seat_name(s, lang) for s in seen)
                text = TEXTS.t(lang, "seen by {names}", names=names)
                size = paint.largest_fitting(text, area.w, paint.font_px(label_h, 0.66), bold=False)
                if theme.font(size, False).size(text)[0] > area.w:
                    # Too long even small (long names, several lookers): the eye says it, the tooltip names them.
                    text = TEXTS.t(lang, "seen by {count}", count=len(seen)) if len(seen) > 1 else \
                        TEXTS.t(lang, "seen")
                    size = paint.font_px(label_h, 0.66)
                widgets.append(Label(name=f"door_seen:{door}",
                                     rect=pygame.Rect(area.x, area.bottom - label_h, area.w, label_h),
                                     text=text, size=size, colour=SOFT, align="center",
                                     tooltip=TEXTS.t(lang, "Seen by {names}", names=names)))
            # The cards placed on it: face down, each with a badge of what it was when shown.
            if placed:
                stack = pygame.Rect(door_rect.right + u, body.y, stack_w, body.h)
                widgets += self._placed_stack(stack, placed, door, view, lang)
        return widgets

    def _placed_stack(self, stack: pygame.Rect, placed: list[PlacedView], door: int, view: VuelvanView, lang: str) -> list[Widget]:
        widgets: list[Widget] = []
        cw = min(stack.w, int(stack.h * 0.5 * CARD_RATIO))
        ch = int(cw / CARD_RATIO)
        step = (stack.h - ch) / max(1, len(placed) - 1) if len(placed) > 1 else 0
        step = min(step, ch * 0.5)
        over = view.over
        for i, p in enumerate(placed):
            r = pygame.Rect(stack.x + (stack.w - cw) // 2, round(stack.y + i * step), cw, ch)
            correct = p.correct  # the engine says, once the game is over
            who = self.seat_name(p.seat, lang)
            tip = TEXTS.t(lang, "{card}, placed by {who}", card=say_card(lang, p.code), who=who)

            def draw(surface: pygame.Surface, rr: pygame.Rect, code: str = p.code, correct: bool | None = correct,
                     over: bool = over) -> None:
                from scenes.cards.dama_tigre import draw_card

                draw_card(surface, rr, code, face_up=over)
                if not over:
                    radius = max(5, int(min(rr.w * 0.32, rr.h * 0.21)))
                    draw_badge(surface, (rr.centerx, rr.y + int(rr.h * 0.25)), radius, code)
                if correct is not None:
                    mark = pygame.Rect(0, 0, rr.w // 2, rr.w // 2)
                    mark.center = (rr.right - rr.w // 5, rr.y + rr.w // 5)
                    pygame.draw.circle(surface, (46, 140, 80) if correct else theme.DANGER, mark.center, mark.w // 2)
                    w = max(2, mark.w // 7)
                    if correct:
                        pygame.draw.lines(surface, theme.IVORY, False, [(mark.x + mark.w * 0.25, mark.centery),
                                                                        (mark.x + mark.w * 0.45, mark.bottom - mark.h * 0.28),
                                                                        (mark.right - mark.w * 0.22, mark.y + mark.h * 0.3)], w)
                    else:
                        inner = mark.inflate(-mark.w // 2, -mark.h // 2)
                        pygame.draw.line(surface, theme.IVORY, inner.topleft, inner.bottomright, w)
                        pygame.draw.line(surface, theme.IVORY, inner.topright, inner.bottomleft, w)

            widgets.append(Picture(name=f"placed:{door}:{i}", rect=r, painter=draw, tooltip=tip,
                                   extra=card_extra(p.code if over else None)))
        return widgets

    def _own(self, band: pygame.Rect, view: VuelvanView, seat: int, legal: list[Action], lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = [self._plate(f"area:{seat}", band, view.turn == seat, u)]
        inner = band.inflate(-2 * u, -2 * u)
        info_w = max(int(inner.w * 0.22), 20 * u)
        head_h = max(14, int(inner.h * 0.2))
        hint = TEXTS.t(lang, "Your cards face away from you: the marks are what the table knows of them.")
        short_hint = TEXTS.t(lang, "You can't see your cards: the marks are what the table knows.")

        def room_for(text: str, size: int, width: int) -> bool:
            top = inner.y + head_h + int(min(head_h * 1.4, width / 4)) + 2 * u
            return Paragraph(name="", rect=pygame.Rect(0, 0, width, 1), text=text,
                             size=size).height_for(width) <= inner.bottom - top

        # A very small window (640x480): the column beside the cards widens (into the room they leave
        # free) until even the reminder in fewer words fits, rather than lose its end.
        while (not room_for(hint, 9, info_w) and not room_for(short_hint, 9, info_w)
               and info_w + u <= int(inner.w * 0.34)):
            info_w += u
        name = (TEXTS.t(lang, "{name} (you)", name=self.seat_name(seat, lang)) if self.is_you(seat, seat)
                else self.seat_name(seat, lang))
        widgets.append(Label(name=f"name:{seat}", rect=pygame.Rect(inner.x, inner.y, info_w, head_h), text=name,
                             size=paint.largest_fitting(name, info_w, paint.font_px(head_h, 0.66)), colour=theme.IVORY,
                             bold=True))
        gem_h = min(head_h * 1.4, info_w / 4)
        widgets.append(self._gem_row(f"gems:{seat}", pygame.Rect(inner.x, inner.y + head_h + u, info_w, int(gem_h)),
                                     view, seat, lang))
        top = inner.y + head_h + int(gem_h) + 2 * u
        size = max(9, int(head_h * 0.5))
        while size > 9 and not room_for(hint, size, info_w):
            size -= 1
        if not room_for(hint, size, info_w):  # a small window (800x600): the same reminder in fewer words
            hint = short_hint
        widgets.append(Paragraph(name="own_hint", rect=pygame.Rect(inner.x, top, info_w, inner.bottom - top), text=hint,
                                 size=size, colour=SOFT))
        hand = view.hands[seat]
        # A little room above and below: the glow of a card just hinted stays on the plate.
        cards_area = pygame.Rect(inner.x + info_w + 2 * u, inner.y + u, inner.w - info_w - 2 * u, inner.h - 2 * u)
        gap = max(2, u)
        cw, ch = self._card_size(cards_area, len(hand), gap)
        total = len(hand) * cw + (len(hand) - 1) * gap
        x0 = cards_area.centerx - total // 2
        playable = any(a.kind in ("play", "discard") for a in legal)
        swapping = self.mode == "swap" and any(a.kind == "swap" for a in legal)
        recent = view.actions_done
        if not hand:
            widgets.append(Label(name="no_cards", rect=cards_area, text=TEXTS.t(lang, "No cards left"),
                                 size=paint.font_px(min(cards_area.h, 8 * u), 0.5), colour=SOFT, align="center"))
        for slot, card in enumerate(hand):
            r = pygame.Rect(x0 + slot * (cw + gap), cards_area.y + (cards_area.h - ch) // 2, cw, ch)
            intent = ("own", slot) if playable or swapping else None
            widget = card_widget(f"own:{slot}", r, None, intent=intent, face_up=False,
                                 highlight=card.hinted == recent and recent > 0, selected=self.slot == slot,
                                 tooltip=self._possible_text(card.possible, lang))
            # Backs look alike: what the table knows of each tells them apart when the row closes up.
            widget.extra["look"] = card.possible
            widgets.append(widget)
            chips = knowledge_chips(card.knows, lang)
            chip_rect = r.inflate(-r.w // 8, -r.h // 3)
            widgets.append(Picture(name=f"knows:{seat}:{slot}", rect=chip_rect,
                                   painter=lambda s, rr, chips=chips: draw_chips(s, rr, chips, max(8, rr.w // 7)),
                                   extra={"rides": widget.name}))
        return widgets

    @staticmethod
    def _possible_text(possible: tuple[str, ...], lang: str) -> str:
        names = ", ".join(say_card(lang, code) for code in possible)
        return TEXTS.t(lang, "Could be: {names}", names=names)

    # --- the side panel -------------------------------------------------------------------------------------
    def _side(self, side: pygame.Rect, view: VuelvanView, seat: Seat | None, legal: list[Action], lang: str,
              u: int) -> list[Widget]:
        widgets: list[Widget] = [Picture(name="side", rect=pygame.Rect(side),
                                         painter=lambda s, r: paint.panel(s, r, PANEL, radius=2 * u, shadow=False))]
        inner = side.inflate(-3 * u, -3 * u)
        row_h = max(20, min(int(inner.h * 0.075), 7 * u))
        if view.over:
            return widgets + self._score(inner, view, lang, u, row_h)
        column = Column(inner, row_h, u, widgets)
        turn = view.turn
        if legal:
            column.paragraph("title", TEXTS.t(lang, "Your turn: one action"), theme.GOLD, bold=True)
        elif turn is not None:
            column.paragraph("title", TEXTS.t(lang, "{name} is playing", name=self.seat_name(turn, lang)), theme.GOLD, bold=True)
        # The gems: what each does; for the acting player, buttons.
        for gem in GEMS:
            usable = bool(legal) and (self._gem_usable(gem, legal) or (gem == "black" and drop() in legal))
            held = seat is not None and gem in view.gems[seat]
            label, tip = gem_short(gem, lang), gem_help(gem, lang)
            if gem == "black" and drop() in legal:
                label = tip = TEXTS.t(lang, "Give up the black gem")
            widgets.append(GemButton(name=f"gem:{gem}", rect=pygame.Rect(inner.x, column.y, inner.w, row_h),
                                     intent=("gem", gem) if usable else None, gem=gem, label=label, held=held,
                                     selected=self.mode == MODE_OF_GEM[gem], tooltip=tip))
            column.y += row_h + u // 2
        limit = view.gem_limit
        if limit is not None and seat is not None:
            column.paragraph("limit", TEXTS.t(lang, "You may play {limit} gems; played {used}.", limit=limit, used=view.gems_used[seat]), SOFT,
                             scale=0.9)
        column.y += u
        if legal:
            self._guide(column, view, legal, lang)
        # The discard pile and the box, at the foot.
        widgets += self._discards(pygame.Rect(inner.x, column.y, inner.w, inner.bottom - column.y), view, lang, u)
        return widgets

    def _guide(self, column: Column, view: VuelvanView, legal: list[Action], lang: str) -> None:
        """What the step being prepared needs next."""
        cancel = (TEXTS.t(lang, "Cancel"), ("cancel",))
        if self.mode in ("role", "colour"):
            if self.partner is None:
                column.paragraph("guide", TEXTS.t(lang, "Choose the partner to tell (or click their cards)."), theme.HIGHLIGHT)
                for p in self._hint_partners(self.mode, legal):
                    column.button(f"partner:{p}", self.seat_name(p, lang), ("partner", p), style="quiet")
            else:
                values = ("lady", "tiger") if self.mode == "role" else ("red", "blue")
                column.paragraph("guide", TEXTS.t(lang, "Tell {name}:", name=self.seat_name(self.partner, lang)), theme.HIGHLIGHT)
                hand = view.hands[self.partner]
                for value in values:
                    action = hint(self.mode, self.partner, value)
                    # The engine says which hints point at each card the viewer sees.
                    count = sum(1 for c in hand if value in c.points)
                    label = TEXTS.t(lang, HINT_LABELS[value], count=count)
                    column.button(f"hint:{value}", label, ("hint", value), style="primary", enabled=action in legal)
            column.button("cancel", *cancel, style="quiet")
        elif self.mode == "look":
            column.paragraph("guide", TEXTS.t(lang, "Click a Door to look at it in secret."), theme.HIGHLIGHT)
            column.button("cancel", *cancel, style="quiet")
        elif self.mode == "swap":
            mine = TEXTS.t(lang, "your card {number}", number=self.slot + 1) if self.slot is not None else "?"
            theirs = (TEXTS.t(lang, "{name}'s card {number}", name=self.seat_name(self.partner, lang), number=self.their + 1)
                      if self.their is not None and self.partner is not None else "?")
            column.paragraph("guide", TEXTS.t(lang, "Click one of your cards and one of a partner's: {mine} for {theirs}.", mine=mine, theirs=theirs),
                             theme.HIGHLIGHT)
            column.button("cancel", *cancel, style="quiet")
        elif self.slot is not None:
            column.paragraph("guide", TEXTS.t(lang, "Card {number}: click a Door to place it there, or discard it.", number=self.slot + 1),
                             theme.HIGHLIGHT)
            dropping = discard(self.slot)
            column.pair(("discard", TEXTS.t(lang, "Discard"), dropping if dropping in legal else None, "danger"),
                        ("cancel", *cancel, "quiet"))
        elif any(a.kind in ("play", "discard") for a in legal):
            column.paragraph("guide", TEXTS.t(lang, "Click one of your cards to place or discard it, or a gem above."),
                             SOFT)
        else:
            column.paragraph("guide", TEXTS.t(lang, "No cards left: play a gem."), SOFT)

    def _discards(self, area: pygame.Rect, view: VuelvanView, lang: str, u: int) -> list[Widget]:
        widgets: list[Widget] = []
        if area.h < 6 * u:
            return widgets
        discards = view.discards
        caption_h = max(12, min(area.h // 4, 4 * u))
        y = area.y + u
        widgets.append(Label(name="discard_caption", rect=pygame.Rect(area.x, y, area.w, caption_h),
                             text=TEXTS.t(lang, "Discards ({count}) · box {box}", count=len(discards), box=view.box),
                             size=paint.font_px(caption_h, 0.7), colour=SOFT))
        pile = pygame.Rect(area.x, y + caption_h + u // 2, area.w, area.bottom - y - caption_h - u // 2)
        ch = min(pile.h, int(pile.w / 4 / CARD_RATIO), 18 * u)
        cw = int(ch * CARD_RATIO)
        if not discards or ch < 12:
            return widgets
        step = min(cw * 0.8, (pile.w - cw) / max(1, len(discards) - 1)) if len(discards) > 1 else 0
        for i, d in enumerate(discards):
            r = pygame.Rect(round(pile.x + i * step), pile.y, cw, ch)
            code = d.code
            who = self.seat_name(d.seat, lang)

            def draw(surface: pygame.Surface, rr: pygame.Rect, code: str | None = code) -> None:
                from scenes.cards.dama_tigre import draw_card

                draw_card(surface, rr, code, face_up=False)
                if code:
                    draw_badge(surface, (rr.centerx, rr.y + rr.w // 2), max(5, int(rr.w * 0.36)), code)

            tip = (TEXTS.t(lang, "{card}, discarded by {who}", card=say_card(lang, code), who=who)
                   if code else TEXTS.t(lang, "Your discard: you never saw it"))
            widgets.append(Picture(name=f"discard:{i}", rect=r, painter=draw, tooltip=tip, extra=card_extra(None)))
        return widgets

    def _score(self, inner: pygame.Rect, view: VuelvanView, lang: str, u: int, row_h: int) -> list[Widget]:
        widgets: list[Widget] = []
        score = view.score
        widgets.append(Label(name="score", rect=pygame.Rect(inner.x, inner.y, inner.w, row_h),
                             text=TEXTS.t(lang, "Team score: {score}", score=score),
                             size=paint.font_px(row_h, 0.6), colour=theme.GOLD, bold=True))
        widgets.append(Label(name="rating", rect=pygame.Rect(inner.x, inner.y + row_h, inner.w, row_h),
                             text=self._rating(view, lang), size=paint.font_px(row_h, 0.45),
                             colour=theme.HIGHLIGHT))
        y = inner.y + 2 * row_h + u
        line_h = int(row_h * 0.8)
        for line in view.tally:
            widgets.append(Label(name=f"tally:{line.key}", rect=pygame.Rect(inner.x, y, inner.w, line_h),
                                 text=f"{line.count} × {TEXTS.t(lang, SCORE_WORDS[line.key])} ({line.points:+d})",
                                 size=paint.font_px(line_h, 0.5), colour=CAPTION if line.count else SOFT))
            y += line_h
        return widgets

    @staticmethod
    def _rating(view: VuelvanView, lang: str) -> str:
        return render(rating_name(view.rating), lang) if view.rating is not None else ""

    # --- markers for a computer's move --------------------------------------------------------------------------
    def _markers(self, view: VuelvanView, widgets: list[Widget]) -> list[Widget]:
        acting = view.turn
        by_name = {w.name: w.rect for w in widgets}
        me = view.seat

        def card_rect(who: int, slot: int) -> pygame.Rect | None:
            return by_name.get(f"own:{slot}") if who == me else by_name.get(f"card:{who}:{slot}")

        pile = by_name.get("discard_caption") or by_name.get("side")
        markers: list[Widget] = []

        def add(action: Action, rings: list[pygame.Rect | None], arrow: bool = False) -> None:
            kept = [r for r in rings if r is not None]
            if not kept:
                return
            points = [r.center for r in kept] if arrow and len(kept) == 2 else []
            markers.append(MoveMarker(name=f"marker:{action.encode()}", rect=bounding(kept), rings=kept,
                                      points=points, extra={"action": action}))

        hand = view.hands[acting]
        for slot in range(len(hand)):
            for door in range(DOORS):
                add(play(slot, door), [card_rect(acting, slot), by_name.get(f"door:{door}")], arrow=True)
            add(discard(slot), [card_rect(acting, slot), pile], arrow=True)
        others = [s for s in range(view.players) if s != acting]
        for target in others:
            area = by_name.get(f"area:{target}")
            for value in ("lady", "tiger"):
                add(hint("role", target, value), [area])
            for value in ("red", "blue"):
                add(hint("colour", target, value), [area])
            for mine in range(len(hand)):
                for theirs in range(len(view.hands[target])):
                    add(swap(mine, target, theirs), [card_rect(acting, mine), card_rect(target, theirs)],
                        arrow=True)
        add(drop(), [by_name.get(f"gems:{acting}")])
        return markers

    # --- shell hooks ------------------------------------------------------------------------------------------
    def status(self, view: VuelvanView, seat: Seat | None, lang: str) -> str:
        if view.over:
            return TEXTS.t(lang, "The team scores {score}: {rating}", score=view.score, rating=self._rating(view, lang))
        turn = view.turn
        who = self.seat_name(turn if turn is not None else 0, lang)
        cards = sum(len(h) for h in view.hands)
        return TEXTS.t(lang, "{who} plays: a gem, a card on a Door, or a discard ({cards} cards still in hands)", who=who, cards=cards)

    def seat_lines(self, view: VuelvanView, lang: str) -> list[str]:
        lines = []
        for seat in range(view.players):
            gems = len(view.gems[seat])
            cards = len(view.hands[seat])
            lines.append(TEXTS.tn(lang, "{n} card", "{n} cards", cards) + " · " + TEXTS.tn(lang, "{n} gem", "{n} gems", gems))
        return lines


class Column:
    """Widgets stacked down a panel: paragraphs and full-width buttons."""

    def __init__(self, inner: pygame.Rect, row_h: int, u: int, widgets: list[Widget]) -> None:
        self.inner, self.row_h, self.u, self.widgets = inner, row_h, u, widgets
        self.y = inner.y
        self.size = paint.font_px(row_h, 0.45)

    def paragraph(self, name: str, message: str, colour: tuple[int, int, int] = CAPTION, bold: bool = False,
                  scale: float = 1.0) -> None:
        px = max(9, int(self.size * scale))
        width = self.inner.w
        height = Paragraph(name=name, rect=pygame.Rect(0, 0, width, 1), text=message, size=px,
                           bold=bold).height_for(width)
        height = min(height, max(0, self.inner.bottom - self.y))
        self.widgets.append(Paragraph(name=name, rect=pygame.Rect(self.inner.x, self.y, width, height), text=message,
                                      size=px, colour=colour, bold=bold))
        self.y += height + self.u // 2

    def button(self, name: str, label: str, intent: Any, style: str = "normal", enabled: bool = True) -> None:
        self.widgets.append(button(name, pygame.Rect(self.inner.x, self.y, self.inner.w, self.row_h), label, intent,
                                   style=style, enabled=enabled and intent is not None))
        self.y += self.row_h + self.u // 2

    def pair(self, left: tuple[str, str, Any, str], right: tuple[str, str, Any, str]) -> None:
        half = (self.inner.w - self.u) // 2
        for i, (name, label, intent, style) in enumerate((left, right)):
            rect = pygame.Rect(self.inner.x + i * (half + self.u), self.y, half, self.row_h)
            self.widgets.append(button(name, rect, label, intent, style=style, enabled=intent is not None))
        self.y += self.row_h + self.u // 2


@dataclass(eq=False)
class GemButton(Widget):
    """A gem and what it does; clickable when the player may spend it now."""

    gem: str = "red"
    label: str = ""
    held: bool = True
    selected: bool = False

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        r = self.rect
        active = self.clickable
        fill = (48, 80, 66) if active and (self.hovered or self.selected) else (26, 48, 40) if active else (18, 34, 28)
        pygame.draw.rect(surface, fill, r, border_radius=r.h // 3)
        if self.selected or self.focused:
            pygame.draw.rect(surface, theme.GOLD, r, max(2, r.h // 14), border_radius=r.h // 3)
        elif active:
            pygame.draw.rect(surface, theme.HINT, r, max(1, r.h // 20), border_radius=r.h // 3)
        draw_gem(surface, (r.x + r.h // 2 + 2, r.centery), int(r.h * 0.78), self.gem, ghost=not self.held)
        paint.text_in(surface, self.label, pygame.Rect(r.x + r.h + 4, r.y, r.w - r.h - 8, r.h), paint.font_px(r.h, 0.38),
                      theme.IVORY if active else (150, 160, 150) if self.held else (110, 118, 110), align="left")
        if self.highlight:
            pygame.draw.rect(surface, theme.HIGHLIGHT, r, max(2, r.h // 10), border_radius=r.h // 3)
