"""The BlackDrez table: the seats round an oval of felt, the viewer at the bottom, each with its cards
face up in a row, its total, and its pile of won cards (face down, with its size); the deck in the
middle with what is left of each figure; the side panel says whose turn it is and why (the lowest
total, tied, playing again, everyone tied) and holds the choices: draw, withdraw, stand, and how
many Jokers count 6.

A card drawn slides from the deck to its seat; when a round is over its cards stay in sight, with
who takes them, until the next dealer deals on; then they slide to the takers' piles and two new
cards come to each seat. When a computer deals on, its deal waits for a click on "Next round" (or
on the table), so that the round's end is read at a person's pace.

Keys: D draw, W withdraw, S stand, J change the Jokers' count, N or Enter deal the next round (Tab,
the arrows and Enter reach every button too).

Everything drawn comes from the seat's view (games/blackdrez/view.py): the table asks the rules nothing.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.view import View
from games.blackdrez.texts import CARD_NAMES, TEXTS
from games.blackdrez.view import (
    BUST,
    DRAW,
    END_DEAL_ELEVENS,
    END_ELEVEN,
    END_LAST,
    JOKERS,
    NEXT,
    OUT,
    PHASE_OVER,
    PHASE_ROUND_OVER,
    STAND,
    WHY_AGAIN,
    WHY_ALL_TIED,
    WHY_TIE,
    WITHDRAW,
    BlackDrezView,
    RoundResult,
    next_round,
    read_jokers,
)
from scenes import theme
from scenes.cards.pieces import CAPTION, SOFT, MovingTable, deck_painter, pile_painter, side_column, split_side
from scenes.cards.pokerdrez import FACES
from scenes.cards.seats import (
    dealer_disc,
    felt_oval,
    fits,
    fitted,
    name_label,
    oval_middle,
    seat_places,
    seat_plate,
)
from scenes.cards.widget import card_size_for, card_widget
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.text import Label, Paragraph, Picture


def figure_letters(lang: str) -> tuple[str, ...]:
    """The figures' initials, Pawn first as the view counts them."""
    return (
        TEXTS.tp(lang, "figure initial", "P"),
        TEXTS.tp(lang, "figure initial", "N"),
        TEXTS.tp(lang, "figure initial", "B"),
        TEXTS.tp(lang, "figure initial", "R"),
        TEXTS.tp(lang, "figure initial", "Q"),
        TEXTS.tp(lang, "figure initial", "J"),
    )


def card_words(card: PokerDrezCard, lang: str) -> str:
    return TEXTS.t(lang, CARD_NAMES[card.encode()])


class BlackDrezTable(MovingTable):
    game_id = "blackdrez"

    _view: BlackDrezView | None = None

    # --- intents ------------------------------------------------------------------------------------
    def on_intent(self, intent: Any, view: BlackDrezView, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if isinstance(intent, Action) and intent in legal:
            return intent
        return None

    def handle_event(self, event: pygame.event.Event, may_act: bool) -> Any:
        super().handle_event(event, may_act)
        if event.type != pygame.KEYDOWN or not may_act or self._view is None:
            return None
        legal = list(self._view.legal)
        kinds = {action.kind: action for action in legal}
        key = event.key
        if key == pygame.K_d:
            return kinds.get(DRAW)
        if key == pygame.K_w:
            return kinds.get(WITHDRAW)
        if key == pygame.K_s:
            return kinds.get(STAND)
        if key in (pygame.K_n, pygame.K_RETURN, pygame.K_KP_ENTER) and NEXT in kinds:
            return kinds[NEXT]
        if key == pygame.K_j:
            choices = [a for a in legal if a.kind == JOKERS]
            return choices[0] if choices else None
        return None

    # --- layout ---------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: BlackDrezView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        self._view = view if legal else None
        lang = self.lang
        u, play, side = split_side(rect, 0.27, 38)
        players = view.players
        me = seat if seat is not None else 0
        widgets: list[Widget] = [Picture(name="felt", rect=pygame.Rect(play), painter=felt_oval)]
        places = seat_places(play, me, players, (0.3, 0.24, 0.2), (0.3, 0.27, 0.23))
        names = {who: self._plate_name(box, view, who, seat, u, lang) for who, box in places.items()}
        # one size for every seat's name line (the smallest that fits each), so that the dealer's
        # longer "Ana · dealer" is not smaller than the names beside it (playtest: two looks at once)
        size = min(fitted for _, _, fitted in names.values())
        for who, box in places.items():
            widgets += self._seat(box, view, who, names[who][:2], size, u, lang)
        wide, high = (0.5, 0.36) if len(places) <= 5 else (0.44, 0.3)
        widgets += self._centre(oval_middle(play, places, u, wide, high), view, u, lang)
        widgets += self._side(side, view, seat, legal, u, lang)
        return self.staged(rect, seat, widgets)

    def _plate_name(
        self, box: pygame.Rect, view: BlackDrezView, who: int, seat: Seat | None, u: int, lang: str
    ) -> tuple[str, str, int]:
        """A seat's name line (with the mark of one's own seat and "· dealer" where they fit), where a dealer's disc goes
        instead ("line": at the line's end; "pile": over the pile, where the name needs the whole line;
        "": none), and the size at which the line fits its plate."""
        inner = box.inflate(-2 * u, -2 * u)
        line_h = max(12, int(inner.h * 0.16))
        name = self.seat_name(who, lang)
        you = name + TEXTS.t(lang, " (you)") if self.is_you(seat, who) else name
        if fits(you, paint.font_px(line_h, 0.72), inner.w, True):
            name = you  # a narrow seat drops it: the viewer's seat is always the one at the bottom
        name_w = inner.w
        disc = ""
        if who == view.dealer and view.phase != PHASE_OVER:
            dealt = TEXTS.t(lang, "{name} · dealer", name=name)
            full = paint.font_px(line_h, 0.72)
            if fitted(dealt, full, inner.w, True) >= fitted(name, full, inner.w, True):
                name = dealt
            elif fits(name, paint.font_px(line_h, 0.72), inner.w - line_h - u // 2, True):
                disc = "line"  # where the words would make the names smaller: a disc at the line's end
                name_w = inner.w - line_h - u // 2
            else:  # a narrow seat (eight at 640x480): the disc over the pile
                disc = "pile"
        return name, disc, fitted(name, paint.font_px(line_h, 0.72), name_w, True)

    def _seat(
        self,
        box: pygame.Rect,
        view: BlackDrezView,
        who: int,
        named: tuple[str, str],
        name_size: int,
        u: int,
        lang: str,
    ) -> list[Widget]:
        acting = who in view.to_act and view.phase != PHASE_ROUND_OVER
        result = view.results[-1] if view.results and view.phase == PHASE_ROUND_OVER else None
        widgets: list[Widget] = [seat_plate(f"plate:{who}", box, acting, u)]
        inner = box.inflate(-2 * u, -2 * u)
        line_h = max(12, int(inner.h * 0.16))
        name, disc = named
        name_rect = pygame.Rect(inner.x, inner.y, inner.w - (line_h + u // 2 if disc == "line" else 0), line_h)
        widgets.append(name_label(who, name_rect, name, name_size))
        # the pile of won cards at the right of the cards' row, face down with its size
        room = pygame.Rect(inner.x, inner.y + line_h + u // 2, inner.w, inner.h - 2 * line_h - u)
        pw, ph = card_size_for(max(10, int(room.h * (0.7 if view.players <= 5 else 0.5))))
        pile_rect = pygame.Rect(room.right - pw, room.y + (room.h - ph) // 2, pw, ph)
        widgets.append(
            Picture(
                name=f"pile:{who}",
                rect=pile_rect,
                painter=pile_painter(view.piles[who], faces=FACES),
                tooltip=TEXTS.tn(lang, "{n} card won", "{n} cards won", view.piles[who]),
                extra={"stack": view.piles[who], "faces": FACES, "owner": who},
            )
        )
        if disc:  # at the end of the name line, as large as its letters; else over the pile
            size = line_h if disc == "line" else min(line_h, max(8, pile_rect.y - room.y))
            at = (
                (inner.right - line_h, inner.y)
                if disc == "line"
                else (pile_rect.centerx - size // 2, pile_rect.y - size)
            )
            widgets.append(
                Picture(
                    name=f"dealer:{who}",
                    rect=pygame.Rect(*at, size, size),
                    painter=dealer_disc,
                    tooltip=TEXTS.t(lang, "Dealer"),
                )
            )
        cards = view.tables[who]
        row = pygame.Rect(room.x, room.y, room.w - pw - u, room.h)
        if cards:
            # side by side when they fit at no less than two thirds of the row's height (each card's
            # value is in its top right corner), else overlapping
            cw, ch = card_size_for(row.h)
            gap = u // 2
            if len(cards) * (cw + gap) - gap > row.w:
                wide, high = card_size_for(100)
                fitting = (row.w - (len(cards) - 1) * gap) // len(cards) * high // wide
                cw, ch = card_size_for(max(int(row.h * 2 / 3), min(row.h, fitting)))
            step = cw + gap
            if len(cards) > 1 and len(cards) * step - gap > row.w:  # overlap to fit
                step = max(4, (row.w - cw) // (len(cards) - 1))
            for i, card in enumerate(cards):
                r = pygame.Rect(row.x + i * step, row.y + (row.h - ch) // 2, cw, ch)
                widgets.append(
                    card_widget(
                        f"table:{who}:{i}",
                        r,
                        card,
                        faces=FACES,
                        dimmed=view.status[who] in (BUST, OUT),
                        highlight=result is not None and who in result.takers,
                        tooltip=card_words(card, lang),
                    )
                )
        status, short = self._seat_status(view, who, lang)
        widgets.append(
            Label(
                name=f"total:{who}",
                rect=pygame.Rect(inner.x, inner.bottom - line_h, inner.w, line_h),
                # a narrow seat says the total alone; the Jokers' count is in the tooltip
                text=status if fits(status, paint.font_px(line_h, 0.66), inner.w, True) else short,
                size=fitted(short, paint.font_px(line_h, 0.66), inner.w, True)
                if not fits(status, paint.font_px(line_h, 0.66), inner.w, True)
                else fitted(status, paint.font_px(line_h, 0.66), inner.w, True),
                colour=theme.GOLD if acting else CAPTION,
                bold=True,
                tooltip=status,
            )
        )
        return widgets

    def _seat_status(self, view: BlackDrezView, who: int, lang: str) -> tuple[str, str]:
        """The seat's total (with its Jokers, as counted), or why it is out of the round; and a short
        form for a narrow seat."""
        if view.phase == PHASE_OVER:
            return TEXTS.tn(lang, "{n} card won", "{n} cards won", view.piles[who]), str(view.piles[who])
        points = view.totals[who]
        if view.status[who] == BUST:
            return TEXTS.t(lang, "Bust ({n})", n=points), "> 11"
        if view.status[who] == OUT:
            return TEXTS.t(lang, "Withdrew"), TEXTS.t(lang, "Withdrew")
        short = TEXTS.t(lang, "Total {n}", n=points)
        text = short
        if view.jokers[who] == 1:
            # one Joker: say what it counts, not "1 of 1"
            text += " · " + TEXTS.t(lang, "Joker at {value}", value=6 if view.jokers_high[who] else 1)
        elif view.jokers[who]:
            text += " · " + TEXTS.t(lang, "Jokers at 6: {high} of {n}", high=view.jokers_high[who], n=view.jokers[who])
        if who in view.stood:
            text += " · " + TEXTS.t(lang, "stands")
        return text, short

    def _centre(self, area: pygame.Rect, view: BlackDrezView, u: int, lang: str) -> list[Widget]:
        """The deck and what is left in it; after a round, who takes its cards."""
        widgets: list[Widget] = []
        caption_h = max(12, area.h // 8)
        dw, dh = card_size_for(max(10, min(area.h - 3 * caption_h - 2 * u, int(area.h * 0.55))))
        deck = pygame.Rect(0, 0, dw, dh)
        deck.midtop = (area.centerx, area.y + caption_h + u)
        widgets.append(
            Picture(
                name="deck",
                rect=deck,
                painter=deck_painter(view.deck_count, faces=FACES),
                tooltip=TEXTS.tn(lang, "{n} card in the deck", "{n} cards in the deck", view.deck_count),
                extra={"stack": view.deck_count, "faces": FACES},
            )
        )
        title = (
            TEXTS.t(lang, "Game over")
            if view.phase == PHASE_OVER
            else TEXTS.t(lang, "Round {n} · deck {count}", n=view.round_number, count=view.deck_count)
        )
        widgets.append(
            Label(
                name="round",
                rect=pygame.Rect(area.x, area.y, area.w, caption_h),
                text=title,
                size=fitted(title, paint.font_px(caption_h, 0.72), area.w, True),
                colour=CAPTION,
                bold=True,
                align="center",
            )
        )
        if view.phase != PHASE_ROUND_OVER:  # after a round, who takes its cards says more
            left = " ".join(
                f"{letter}{count}" for letter, count in zip(figure_letters(lang), view.deck_figures, strict=True)
            )
            widgets.append(
                Label(
                    name="deck_left",
                    rect=pygame.Rect(area.x, deck.bottom + u, area.w, caption_h),
                    text=left,
                    size=fitted(left, paint.font_px(caption_h, 0.66), area.w, False),
                    colour=SOFT,
                    align="center",
                    tooltip=TEXTS.t(
                        lang, "Cards of each figure left in the deck: Pawn, Knight, Bishop, Rook, Queen, Joker"
                    ),
                )
            )
        if view.phase == PHASE_ROUND_OVER and view.results:
            line = self.result_words(view.results[-1], lang)
            size = paint.font_px(caption_h, 0.7)
            y = deck.bottom + u
            height = Paragraph(
                name="", rect=pygame.Rect(area.x, y, area.w, 1), text=line, size=size, bold=True
            ).height_for(area.w)
            widgets.append(
                Paragraph(
                    name="round_result",
                    rect=pygame.Rect(area.x, min(y, area.bottom - height), area.w, height),
                    text=line,
                    size=size,
                    colour=theme.HIGHLIGHT,
                    bold=True,
                    align="center",
                )
            )
        return widgets

    def result_words(self, result: RoundResult, lang: str) -> str:
        names = ", ".join(self.seat_name(s, lang) for s in result.takers)
        if result.end == END_ELEVEN:
            return TEXTS.t(lang, "{names} reaches 11 and takes {n} cards", names=names, n=sum(result.taken))
        if result.end == END_LAST:
            return TEXTS.t(lang, "{names} is the last one in and takes {n} cards", names=names, n=sum(result.taken))
        if result.end == END_DEAL_ELEVENS:
            return TEXTS.t(lang, "11 dealt to {names}: {n} cards each", names=names, n=max(result.taken))
        return TEXTS.t(lang, "A tie: {names} take {n} cards each", names=names, n=max(result.taken))

    # --- the side panel --------------------------------------------------------------------------------
    def _side(
        self, side: pygame.Rect, view: BlackDrezView, seat: Seat | None, legal: list[Action], u: int, lang: str
    ) -> list[Widget]:
        column = side_column(side, u)
        title = (
            TEXTS.t(lang, "Final piles")
            if view.phase == PHASE_OVER
            else TEXTS.t(lang, "Round {n}", n=view.round_number)
        )
        column.title(title)
        if view.phase == PHASE_ROUND_OVER and view.results:
            column.paragraph("result", self.result_words(view.results[-1], lang), colour=theme.HIGHLIGHT)
        column.paragraph("turn", self.turn_words(view, lang), colour=theme.IVORY)
        kinds = {action.kind: action for action in legal}
        if NEXT in kinds or (not legal and view.phase == PHASE_ROUND_OVER):
            # The dealer deals on; when that is a computer, its move waits on this button while the
            # round's end is on the table (``waits_for_reader``): a click here, or on the table, lets it.
            label = (
                TEXTS.t(lang, "Next round") if view.deck_count >= 2 * view.players else TEXTS.t(lang, "See the result")
            )
            column.full_button("next", label, kinds.get(NEXT, next_round()), style="primary")
        if DRAW in kinds:
            column.full_button("draw", TEXTS.t(lang, "Draw a card"), kinds[DRAW], style="primary")
        if STAND in kinds:
            column.full_button("stand", TEXTS.t(lang, "Stand"), kinds[STAND])
        if WITHDRAW in kinds and seat is not None:
            keep = len(view.tables[seat]) // 2
            column.full_button(
                "withdraw", TEXTS.tn(lang, "Withdraw, keep {n} card", "Withdraw, keep {n} cards", keep), kinds[WITHDRAW]
            )
        for action in legal:
            if action.kind == JOKERS:
                high = read_jokers(action)
                assert high is not None and seat is not None
                new_total = view.totals[seat] + 5 * (high - view.jokers_high[seat])
                label = (
                    # one Joker or several: the noun agrees (the count itself is on the cards)
                    TEXTS.tn(
                        lang,
                        "Joker at 1: total {total}",
                        "Jokers at 1: total {total}",
                        view.jokers[seat],
                        total=new_total,
                    )
                    if high == 0
                    else TEXTS.tn(
                        lang, "{n} Joker at 6: total {total}", "{n} Jokers at 6: total {total}", high, total=new_total
                    )
                )
                column.full_button(f"jokers:{high}", label, action)
        if legal and DRAW not in kinds and NEXT not in kinds and WITHDRAW in kinds:
            column.paragraph("empty", TEXTS.t(lang, "The deck is empty: nobody can draw."), colour=SOFT)
        for who in range(view.players if view.players <= 4 else 0):  # more seats: their piles' badges say it
            column.paragraph(
                f"piles:{who}",
                TEXTS.tn(
                    lang,
                    "{name}: {n} card won",
                    "{name}: {n} cards won",
                    self._won(view, who),
                    name=self.seat_name(who, lang),
                ),
                colour=CAPTION,
            )
        if view.aside_count:
            column.paragraph(
                "aside", TEXTS.tn(lang, "{n} card set aside", "{n} cards set aside", view.aside_count), colour=SOFT
            )
        return column.widgets

    def turn_words(self, view: BlackDrezView, lang: str) -> str:
        """Whose turn it is and why: the lowest total plays."""
        if view.phase == PHASE_OVER:
            names = ", ".join(self.seat_name(s, lang) for s in view.winners)
            return TEXTS.t(lang, "Most cards won: {names}", names=names)
        if not view.to_act:
            return ""
        who = view.to_act[0]
        name = self.seat_name(who, lang)
        if view.phase == PHASE_ROUND_OVER:
            return TEXTS.t(lang, "{name} deals the next round.", name=name)
        points = view.totals[who]
        if view.why == WHY_AGAIN:
            return TEXTS.t(lang, "{name} plays again: still the lowest total ({n}).", name=name, n=points)
        if view.why == WHY_TIE:
            return TEXTS.t(
                lang,
                "{name} plays: tied for the lowest total ({n}), first after the last to play.",
                name=name,
                n=points,
            )
        if view.why == WHY_ALL_TIED:
            return TEXTS.t(lang, "{name} plays: everyone is tied on {n}; draw, or stand.", name=name, n=points)
        return TEXTS.t(lang, "{name} plays: the lowest total ({n}).", name=name, n=points)

    def waits_for_reader(self, view: View, action: Action) -> bool:
        """A computer that deals the next round waits while the round's end is on the table: who takes
        the cards, and why, is read at a person's pace."""
        return (
            action.kind == NEXT
            and isinstance(view, BlackDrezView)
            and view.phase == PHASE_ROUND_OVER
            and bool(view.results)
        )

    # --- words ---------------------------------------------------------------------------------------------
    def status(self, view: BlackDrezView, seat: Seat | None, lang: str) -> str:
        if view.phase == PHASE_OVER:
            names = ", ".join(self.seat_name(s, lang) for s in view.winners)
            return TEXTS.t(lang, "The game is over: {names} won most cards", names=names)
        if view.phase == PHASE_ROUND_OVER and view.results:
            return TEXTS.t(
                lang, "Round {n}: {what}", n=view.round_number, what=self.result_words(view.results[-1], lang)
            )
        return self.turn_words(view, lang)

    def refusal(self, name: str, view: BlackDrezView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if name == "deck" or name.startswith("table:"):
            return TEXTS.t(lang, "Choose with the buttons on the right: draw, withdraw or stand")
        return None

    def seat_lines(self, view: BlackDrezView, lang: str) -> list[str]:
        return [TEXTS.tn(lang, "{n} card won", "{n} cards won", self._won(view, s)) for s in range(view.players)]

    @staticmethod
    def _won(view: BlackDrezView, who: int) -> int:
        """The cards ``who`` has won, this round's share counted as soon as the round is over (they
        reach the pile only when the next dealer deals on). Playtest: "Computer 2 reaches 11 and takes
        8 cards" stood beside "Computer 2: 0 cards won"."""
        if view.phase == PHASE_ROUND_OVER and view.results:
            return view.piles[who] + view.results[-1].taken[who]
        return view.piles[who]


__all__ = ["BlackDrezTable"]
