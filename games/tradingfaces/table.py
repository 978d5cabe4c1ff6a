"""The Trading Faces table, drawn only from a seat's view.

Trading Faces: the other players along the top (cards in hand, cards won, whether they have chosen
the card to pass, a stop call waiting), the draw pile and the acting stage in the middle, the seat's
own hand along the bottom (a click passes a card: it leaves the hand toward the left-hand neighbour,
and the card received slides in from the right-hand one), and a side panel with what to do now.
While someone acts: the actor alone sees the emotion (the shell's curtain stands before and after);
the others see the actor's name, or the drawn face acting (it moves: scenes' update), and the
thirteen emotions to guess from, as on the reference card.

Memory: the grid of face-down cards in the middle; the left-hand neighbour alone sees the lifted card,
large; the cards of the last try stay face up until the next card is lifted.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import Action, Seat
from games.tradingfaces.table_faces import ACTOR_LOOKS, FACES, paint_face
from games.tradingfaces.texts import TEXTS, emotion_name
from games.tradingfaces.view import (
    ACT,
    ACT_IN_PERSON,
    DECIDE,
    END_TURN,
    GUESS,
    LIFT,
    MEMORY,
    NUMBERS,
    PASS,
    PERFORM,
    SHOWN,
    TradingFacesView,
    guess,
    lift,
    pass_card,
    try_pair,
)
from scenes import theme
from scenes.cards.hand import row_of_cards
from scenes.cards.pieces import CAPTION, SOFT, MovingTable, deck_painter, pile_painter, plate_painter, side_column
from scenes.cards.widget import card_fit, card_size_for, card_widget
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.text import Label, Paragraph, Picture

# The drawn face's performance (spec B.8.4): ease in, hold with small idle motion, ease out, rest.
EASE_IN, HOLD, EASE_OUT, REST = 0.4, 3.0, 0.4, 0.7
CYCLE = EASE_IN + HOLD + EASE_OUT + REST


def performance_pose(pose: tuple[int, ...], clock: float) -> tuple[tuple[float, ...], float]:
    """The pose at ``clock`` seconds into the performance, and how shut the eyes are (a blink)."""
    t = clock % CYCLE
    if t < EASE_IN:
        weight = _ease(t / EASE_IN)
    elif t < EASE_IN + HOLD:
        weight = 1.0
    elif t < EASE_IN + HOLD + EASE_OUT:
        weight = 1.0 - _ease((t - EASE_IN - HOLD) / EASE_OUT)
    else:
        weight = 0.0
    breathing = math.sin(clock * 2.1) * 4
    values = [v * weight for v in pose]
    values[-3] += breathing  # head_tilt sways a little
    blink_phase = clock % 2.7
    blink = max(0.0, 1.0 - abs(blink_phase - 0.1) / 0.1) if blink_phase < 0.2 else 0.0
    return tuple(values), blink


def _ease(x: float) -> float:
    return x * x * (3 - 2 * x)


def fitting(text: str, width: int, size: int, bold: bool = False) -> int:
    """``size``, or smaller until ``text`` fits ``width`` (never below 8 pixels)."""
    while size > 8 and theme.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def fits(text: str, width: int, size: int, bold: bool = False) -> bool:
    """Whether ``text`` fits ``width`` at ``fitting``'s size: a name that cannot is left to the tooltip."""
    return theme.font(fitting(text, width, size, bold), bold).size(text)[0] <= width


class TradingFacesTable(MovingTable):
    game_id = "tradingfaces"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.clock = 0.0  # seconds since the drawn face began its performance
        self._performance: object = None
        self._performing = False
        self._held = False  # the performance has been played once and holds its expression

    @property
    def animating(self) -> bool:
        # The app draws frames only while something animates: the face acting counts (without it the
        # app idled between frames, the face's clock hardly moved, and the computers waited on it).
        return super().animating or (self._performing and not self._held)

    def update(self, dt: float) -> bool:
        moved = super().update(dt)
        if self._performing and not self._held:
            # The face acts its emotion once, moving: the table is busy and computers wait to guess. Then
            # it holds the full expression, still, so the table rests and the guessing goes on (a face
            # that moved for ever kept the computers waiting for ever in the app, where moves rest).
            self.clock += dt
            if self.clock >= CYCLE:
                self.clock, self._held = EASE_IN + HOLD / 2, True
            return True
        return moved

    # --- words ----------------------------------------------------------------------------------
    def status(self, view: TradingFacesView, seat: Seat | None, lang: str) -> str:  # type: ignore[override]
        return self._instruction(view, seat, lang)

    def _instruction(self, view: TradingFacesView, seat: Seat | None, lang: str) -> str:
        t = TEXTS.t
        if view.over:
            return t(lang, "The game is over.")
        mine = seat is not None and seat in view.to_act
        if view.variant == MEMORY:
            active = self.seat_name(view.active or 0, lang)
            neighbour = self.seat_name(((view.active or 0) + 1) % view.players, lang)
            if view.phase == LIFT:
                if mine:
                    return t(lang, "Lift a face-down card: only {name} will see it.", name=neighbour)
                return t(lang, "{name} lifts a card for {other}.", name=active, other=neighbour)
            if view.phase == SHOWN:
                if view.my_emotion is not None:
                    return t(
                        lang, "Only you see this card: make its face for {name}, no words and no hands.", name=active
                    )
                return t(lang, "{name} looks at the card and makes its face.", name=neighbour)
            if mine:
                return t(lang, "Turn another card to try for a pair with the lifted one, or end your turn.")
            return t(lang, "{name} decides: try for a pair or end the turn.", name=active)
        if view.phase == PASS:
            if mine:
                return t(
                    lang,
                    "Choose a card to pass to {name}.",
                    name=self.seat_name(((seat or 0) + 1) % view.players, lang),
                )
            if seat is not None and view.my_choice is not None:
                return t(lang, "Waiting for the others to choose their cards.")
            return t(lang, "Everyone chooses a card to pass to the left.")
        actor = self.seat_name(view.actor if view.actor is not None else 0, lang)
        if view.phase == ACT:
            if view.my_emotion is not None:
                return t(
                    lang,
                    "You have a set! Make the face of {emotion}: no words, no hands.",
                    emotion=emotion_name(view.my_emotion, lang),
                )
            return t(lang, "{name} has a set and gets ready to act.", name=actor)
        if view.phase == GUESS:
            guesser = self.seat_name(view.to_act[0], lang) if view.to_act else ""
            if mine:
                return t(lang, "Your guess: which emotion is {name} showing?", name=actor)
            return t(lang, "{name} guesses.", name=guesser)
        return ""

    def refusal(self, name: str, view: TradingFacesView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if name.startswith("hand") and view.phase in (ACT, GUESS):
            return TEXTS.t(lang, "No peeking: hands stay face down while someone acts.")
        if name.startswith("hand") and view.my_choice is not None:
            return TEXTS.t(lang, "You have already chosen your card this round.")
        if name.startswith("place") and view.phase == DECIDE:
            return TEXTS.t(lang, "That is the lifted card: choose another one for the pair.")
        if name.startswith("choice") and view.phase == GUESS:
            return TEXTS.t(lang, "That emotion is already ruled out.")
        return None

    # --- layout -----------------------------------------------------------------------------------
    def build(
        self,
        rect: pygame.Rect,
        view: TradingFacesView,
        seat: Seat | None,  # type: ignore[override]
        legal: list[Action],
    ) -> list[Widget]:
        lang = self.lang
        me = seat if seat is not None else 0
        u = max(3, min(rect.w, rect.h) // 100)
        side_w = max(int(rect.w * 0.26), min(rect.w // 3, 42 * u))
        table = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(table.right + u, rect.y + u, side_w, rect.h - 2 * u)
        top_h = int(table.h * 0.17)
        top = pygame.Rect(table.x, table.y, table.w, top_h)
        widgets: list[Widget] = []
        full_side: pygame.Rect | None = None  # the side column's whole height, when the hand takes its foot
        plates = self._plates(top, view, me, seat, lang, u)
        widgets += [w for _, plate in plates.values() for w in plate]
        performance = view.performance
        self._performing = performance is not None
        if performance != self._performance:
            self._performance = performance
            self.clock, self._held = 0.0, False
        if view.variant == MEMORY:
            middle = pygame.Rect(table.x, top.bottom + u, table.w, table.bottom - top.bottom - u)
            widgets += self._memory(middle, view, seat, legal, lang, u)
        else:
            # The hand spans the whole width under the side column: ten cards side by side had names
            # of 10 px in Spanish ("sorprendido") when it shared its width with the column.
            # While someone acts the hand lies face down: it gives the guessers' thirteen faces room.
            bottom_h = int(table.h * (0.2 if _face_down(view) else 0.3))
            bottom = pygame.Rect(table.x, table.bottom - bottom_h, side.right - table.x, bottom_h)
            full_side, side = side, pygame.Rect(side.x, side.y, side.w, bottom.y - u - side.y)
            middle = pygame.Rect(table.x, top.bottom + u, table.w, bottom.y - top.bottom - 2 * u)
            widgets += self._classic_middle(middle, view, seat, legal, lang, u)
            left = plates.get((me + 1) % view.players)
            right = plates.get((me - 1) % view.players)
            widgets += self._hand(
                bottom, view, seat, legal, lang, u, left[0] if left else None, right[0] if right else None
            )
        widgets += self._side(side, view, seat, legal, lang, u, rows_of=full_side)
        return self.staged(rect, seat, widgets)

    def _plates(
        self, band: pygame.Rect, view: TradingFacesView, me: int, seat: Seat | None, lang: str, u: int
    ) -> dict[int, tuple[pygame.Rect, list[Widget]]]:
        """Every seat but the viewer's, clockwise from the viewer's left (the viewer's own is in the side panel)."""
        others = [(me + k) % view.players for k in range(1, view.players)]
        if seat is None:
            others = list(range(view.players))
        width = (band.w - u * (len(others) - 1)) // max(1, len(others))
        plates: dict[int, tuple[pygame.Rect, list[Widget]]] = {}
        for i, who in enumerate(others):
            r = pygame.Rect(band.x + i * (width + u), band.y, width, band.h)
            plates[who] = (r, self._plate(r, view, who, lang, u))
        return plates

    def _plate(self, r: pygame.Rect, view: TradingFacesView, who: int, lang: str, u: int) -> list[Widget]:
        acting = who in view.to_act or who == view.actor
        widgets: list[Widget] = [Picture(name=f"plate:{who}", rect=pygame.Rect(r), painter=plate_painter(acting, u))]
        inner = r.inflate(-2 * u, -2 * u)
        # The cards won, face up beside the player (under the reference card in the box's game).
        won = view.won[who] if who < len(view.won) else ()
        pile_w = card_size_for(inner.h)[0]
        if won and inner.w > pile_w * 3:
            pile = pygame.Rect(inner.right - pile_w, inner.y, pile_w, inner.h)
            widgets.append(
                Picture(
                    name=f"won:{who}",
                    rect=pile,
                    painter=pile_painter(len(won), won[-1], faces=FACES),
                    tooltip=TEXTS.tn(lang, "{n} point", "{n} points", view.scores[who]),
                    extra={"faces": FACES},
                )
            )
            inner = pygame.Rect(inner.x, inner.y, inner.w - pile_w - 2 * u, inner.h)
        line = max(12, inner.h // 3)
        name = self.seat_name(who, lang)
        points = TEXTS.tn(lang, "{n} point", "{n} points", view.scores[who])
        points_size = paint.font_px(line, 0.5)
        points_w = theme.font(points_size).size(points)[0] + u
        widgets.append(
            Label(
                name=f"name:{who}",
                rect=pygame.Rect(inner.x, inner.y, inner.w, line),
                text=name,
                size=fitting(name, inner.w, paint.font_px(line, 0.62), True),
                colour=theme.IVORY,
                bold=True,
            )
        )
        widgets.append(
            Label(
                name=f"points:{who}",
                rect=pygame.Rect(inner.right - points_w, inner.y + line, points_w, line),
                text=points,
                size=points_size,
                colour=theme.GOLD,
                align="right",
            )
        )
        cards = (
            TEXTS.tn(lang, "{n} card in hand", "{n} cards in hand", view.hand_counts[who]) if view.hand_counts else ""
        )
        if cards and fits(cards, inner.w - points_w, paint.font_px(line, 0.5)):
            widgets.append(
                Label(
                    name=f"facts:{who}",
                    rect=pygame.Rect(inner.x, inner.y + line, inner.w - points_w, line),
                    text=cards,
                    size=fitting(cards, inner.w - points_w, paint.font_px(line, 0.5)),
                    colour=CAPTION,
                )
            )
        mark = ""
        if view.phase == PASS and view.chosen and view.chosen[who]:
            mark = TEXTS.t(lang, "card chosen ✓")
        elif view.phase == PASS and view.chosen:
            mark = TEXTS.t(lang, "choosing…")
        elif who == view.actor:
            mark = TEXTS.t(lang, "acting!")
        elif who in view.callers:
            mark = TEXTS.t(lang, "has a set, acts next")
        elif view.variant == MEMORY and who == view.active:
            mark = TEXTS.t(lang, "active player")
        if mark:
            widgets.append(
                Label(
                    name=f"mark:{who}",
                    rect=pygame.Rect(inner.x, inner.y + 2 * line, inner.w, line),
                    text=mark,
                    size=paint.font_px(line, 0.5),
                    colour=theme.GOLD,
                )
            )
        return widgets

    # --- Trading Faces: the middle -------------------------------------------------------------------
    def _classic_middle(
        self, area: pygame.Rect, view: TradingFacesView, seat: Seat | None, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        widgets: list[Widget] = []
        pile_h = min(int(area.h * 0.55), int(area.w * 0.14 / 0.68))
        pile_w, pile_h = card_size_for(pile_h)
        pile = pygame.Rect(area.x + u, area.y + 3 * u, pile_w, pile_h)
        widgets.append(
            Picture(
                name="deck",
                rect=pile,
                painter=deck_painter(view.pile_count, faces=FACES),
                tooltip=TEXTS.tn(lang, "{n} card in the draw pile", "{n} cards in the draw pile", view.pile_count),
                extra={"faces": FACES},
            )
        )
        widgets.append(
            Label(
                name="deck_caption",
                rect=pygame.Rect(pile.x - u, pile.bottom + u, pile.w + 2 * u, 4 * u),
                text=TEXTS.t(lang, "Pile: {count}", count=view.pile_count),
                size=paint.font_px(4 * u, 0.7),
                colour=SOFT,
                align="center",
            )
        )
        stage = pygame.Rect(pile.right + 3 * u, area.y, area.right - pile.right - 3 * u, area.h)
        if view.phase in (ACT, GUESS):
            widgets += self._stage(stage, view, seat, legal, lang, u)
        elif view.sets:
            widgets += self._last_set(stage, view, lang, u)
        return widgets

    def _stage(
        self, area: pygame.Rect, view: TradingFacesView, seat: Seat | None, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        """Who acts, and what the others see: the drawn face, or the actor's name; the thirteen to guess from."""
        widgets: list[Widget] = []
        actor = self.seat_name(view.actor if view.actor is not None else 0, lang)
        face_w = min(int(area.w * 0.3), area.h)
        face = pygame.Rect(area.x, area.y, face_w, face_w)
        face.centery = area.centery
        if view.my_emotion is not None:
            card = card_fit(face)
            widgets.append(
                card_widget(
                    "acting_card", card, view.my_emotion, faces=FACES, tooltip=emotion_name(view.my_emotion, lang)
                )
            )
            widgets[-1].extra["still"] = True
        elif view.performance is not None:
            pose, look = view.performance.pose, view.performance.look
            widgets.append(
                Picture(
                    name="drawn_face",
                    rect=face,
                    painter=self._face_painter(pose, look),
                    tooltip=TEXTS.t(lang, "{name}'s drawn face is acting", name=actor),
                )
            )
        else:
            widgets.append(
                Picture(
                    name="person_acting",
                    rect=face,
                    painter=_person_painter(),
                    tooltip=TEXTS.t(lang, "Watch {name}'s face", name=actor),
                )
            )
        right = pygame.Rect(face.right + 2 * u, area.y, area.right - face.right - 2 * u, area.h)
        head_h = max(14, int(area.h * 0.1))
        if view.my_emotion is not None:
            heading = TEXTS.t(lang, "Only you see this: {emotion}", emotion=emotion_name(view.my_emotion, lang))
        elif view.phase == ACT:
            heading = TEXTS.t(lang, "{name} has a set!", name=actor)
        elif view.performance is not None:
            heading = TEXTS.t(lang, "Which emotion does the face show?")
        elif seat == view.actor:
            heading = TEXTS.t(lang, "Keep making the face: the others guess.")
        else:
            heading = TEXTS.t(lang, "Which emotion is {name} showing?", name=actor)
        if not fits(heading, right.w, paint.font_px(head_h, 0.7), True):
            heading = TEXTS.t(lang, "Which emotion is it?")
        widgets.append(
            Label(
                name="stage_heading",
                rect=pygame.Rect(right.x, right.y, right.w, head_h),
                text=heading,
                size=fitting(heading, right.w, paint.font_px(head_h, 0.7), True),
                colour=theme.GOLD,
                bold=True,
            )
        )
        # The guessing order and the guesses said so far.
        order = []
        said = {g.seat: g for g in view.guesses}
        for s in view.guess_order:
            name = self.seat_name(s, lang)
            if s in said:
                order.append(f"{name}: {emotion_name(said[s].emotion, lang)} ✗")
            elif view.to_act and s == view.to_act[0] and view.phase == GUESS:
                order.append(f"▶ {name}")
            else:
                order.append(name)
        widgets.append(
            Label(
                name="guess_order",
                rect=pygame.Rect(right.x, right.y + head_h, right.w, head_h),
                text=TEXTS.t(lang, "Guessing order: {order}", order=" · ".join(order)),
                # smaller rather than cut: the Spanish order with two guesses said ran out of the line
                size=max(
                    10,
                    fitting(
                        TEXTS.t(lang, "Guessing order: {order}", order=" · ".join(order)),
                        right.w,
                        paint.font_px(head_h, 0.55),
                    ),
                ),
                colour=CAPTION,
            )
        )
        if view.my_emotion is None:
            grid = pygame.Rect(right.x, right.y + 2 * head_h + u, right.w, right.h - 2 * head_h - u)
            widgets += self._choices(grid, view, legal, lang, u)
        return widgets

    def _choices(
        self, area: pygame.Rect, view: TradingFacesView, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        """The thirteen emotions, as on the reference card: a click on one is this seat's guess."""
        widgets: list[Widget] = []
        names = [emotion_name(number, lang) for number in NUMBERS]

        def grid(per_row: int) -> tuple[float, int, int, int, int]:
            """How well ``per_row`` cards a row show: (merit, cell width and height, label and card height).
            The names are what a guesser reads: Spanish ones ("sorprendido") fell to 10 px in rows of seven."""
            rows = -(-len(NUMBERS) // per_row)
            cell_w = (area.w - (per_row - 1) * u) // per_row
            cell_h = (area.h - (rows - 1) * u) // rows
            label_h = max(10, min(int(cell_w * 0.3), int(cell_h * 0.24)))
            card_h = max(10, min(int((cell_h - label_h) * 0.96), int(cell_w / 0.68)))
            name_px = min(fitting(name, cell_w + u, paint.font_px(label_h, 0.7)) for name in names)
            return name_px + card_h / 8, cell_w, cell_h, label_h, card_h

        per_row = max((7, 5, 4), key=lambda n: grid(n)[0])
        _, cell_w, cell_h, label_h, card_h = grid(per_row)
        ruled = set(view.impossible)
        for i, number in enumerate(NUMBERS):
            r, c = divmod(i, per_row)
            in_row = min(per_row, len(NUMBERS) - r * per_row)
            x = area.x + c * (cell_w + u) + (cell_w + u) * (per_row - in_row) / 2  # a short row centred
            cell = pygame.Rect(round(x), area.y + r * (cell_h + u), cell_w, cell_h)
            action = guess(number)
            offered = action in legal
            card_rect = card_fit(pygame.Rect(cell.x, cell.y, cell.w, card_h))
            widget = card_widget(
                f"choice:{number}",
                card_rect,
                number,
                faces=FACES,
                intent=action if offered else None,
                dimmed=number in ruled,
                tooltip=emotion_name(number, lang),
            )
            widget.extra["still"] = True
            widgets.append(widget)
            # A name may reach half-way into the gap on each side, never into the next name
            # (session 11: "confundidopreocupado" at 1000x624 in Spanish).
            name_w = cell.w + u
            if not fits(emotion_name(number, lang), name_w, paint.font_px(label_h, 0.7)):
                continue
            widgets.append(
                Label(
                    name=f"choice_name:{number}",
                    rect=pygame.Rect(cell.x - u // 2, card_rect.bottom, name_w, label_h),
                    text=emotion_name(number, lang),
                    size=fitting(emotion_name(number, lang), name_w, paint.font_px(label_h, 0.7)),
                    colour=SOFT if number in ruled else theme.IVORY,
                    align="center",
                )
            )
        return widgets

    def _last_set(self, area: pygame.Rect, view: TradingFacesView, lang: str, u: int) -> list[Widget]:
        last = view.sets[-1]
        actor = self.seat_name(last.actor, lang)
        emotion = emotion_name(last.emotion, lang)
        if last.winner is None:
            text = TEXTS.t(lang, "{name} acted {emotion}; nobody guessed it.", name=actor, emotion=emotion)
        else:
            text = TEXTS.t(
                lang,
                "{name} acted {emotion}; {winner} guessed it.",
                name=actor,
                emotion=emotion,
                winner=self.seat_name(last.winner, lang),
            )
        card_h = min(int(area.h * 0.6), int(area.w * 0.2 / 0.68))
        w, h = card_size_for(card_h)
        card = pygame.Rect(area.x, area.y + 2 * u, w, h)
        widget = card_widget("last_set", card, last.emotion, faces=FACES, tooltip=emotion)
        widget.extra["still"] = True
        size = paint.font_px(max(14, int(area.h * 0.08)), 0.8)
        return [
            widget,
            Paragraph(
                name="last_set_text",
                rect=pygame.Rect(card.right + 2 * u, card.y, area.right - card.right - 2 * u, h),
                text=text,
                size=size,
                colour=CAPTION,
            ),
        ]

    def _face_painter(self, pose: tuple[int, ...], look: int) -> Any:
        def paint_drawn(surface: pygame.Surface, r: pygame.Rect) -> None:
            now, blink = performance_pose(pose, self.clock)
            panel = r.inflate(-r.w // 20, -r.h // 20)
            pygame.draw.ellipse(surface, (24, 60, 46), panel)
            paint_face(surface, panel, now, ACTOR_LOOKS[look % len(ACTOR_LOOKS)], blink)

        return paint_drawn

    # --- Trading Faces: the hand ----------------------------------------------------------------------
    def _hand(
        self,
        band: pygame.Rect,
        view: TradingFacesView,
        seat: Seat | None,
        legal: list[Action],
        lang: str,
        u: int,
        left: pygame.Rect | None,
        right: pygame.Rect | None,
    ) -> list[Widget]:
        widgets: list[Widget] = []
        if seat is None:
            return widgets
        label_h = max(10, int(band.h * 0.12))
        hidden = _face_down(view)
        if hidden:
            label_h = max(label_h, 4 * u)  # the small face-down band still says why, readably
        hand = list(view.hand)
        chosen = view.my_choice
        if chosen is not None and chosen in hand:
            hand.remove(chosen)
        count = len(hand) if not view.hand_hidden else view.hand_counts[seat]  # the actor's own: its view
        # As large as the band allows while a whole hand (and the card being passed) fits side by side.
        room = band.w / (max(count, 1) + 1.4) / 1.08
        card_h = min(band.h - label_h - u, int(room / 0.68))
        passing_w = card_size_for(card_h)[0] + 4 * u if chosen is not None else 0
        row_area = pygame.Rect(band.x, band.y, band.w - passing_w, card_h)
        rects = row_of_cards(row_area, count, card_h) if count else []
        if hidden:
            for i, r in enumerate(rects):
                widgets.append(card_widget(f"hand:{i}", r, None, faces=FACES, face_up=False))
            caption = (
                TEXTS.t(lang, "No peeking: your cards stay face down while someone acts.")
                if view.hand_hidden
                else TEXTS.t(lang, "Your cards wait face down while the others guess.")
            )
            widgets.append(
                Label(
                    name="hand_caption",
                    rect=pygame.Rect(band.x, band.bottom - label_h, band.w, label_h),
                    text=caption,
                    size=paint.font_px(label_h, 0.8),
                    colour=SOFT,
                    align="center",
                )
            )
            return widgets
        received_marked = False
        overlap = len(rects) > 1 and rects[1].x - rects[0].x < rects[0].w
        # Names under the cards, all at one size: a name may reach past its card, never into the next
        # one's ("surpriseddisgusted"); one too long even at 10 px is left to the card's tooltip.
        label_w = min(rects[0].w + 2 * u, rects[1].x - rects[0].x - max(2, u)) if len(rects) > 1 else 0
        label_w = label_w or (rects[0].w + 2 * u if rects else 0)
        name_size = max(
            10, min((fitting(emotion_name(n, lang), label_w, paint.font_px(label_h, 0.75)) for n in hand), default=10)
        )
        for i, (number, r) in enumerate(zip(hand, rects, strict=True)):
            action = pass_card(number)
            fresh = number == view.received and not received_marked
            received_marked = received_marked or fresh
            widget = card_widget(
                f"hand:{i}",
                r,
                number,
                faces=FACES,
                intent=action if action in legal else None,
                highlight=fresh,
                tooltip=emotion_name(number, lang),
            )
            if fresh and right is not None:
                widget.extra["home"] = tuple(right)  # it came from the right-hand neighbour
                widget.extra["dealt"] = True
            widgets.append(widget)
            name_fits = theme.font(name_size).size(emotion_name(number, lang))[0] <= label_w
            if not overlap and name_fits:
                widgets.append(
                    Label(
                        name=f"hand_name:{i}",
                        rect=pygame.Rect(r.centerx - label_w // 2, r.bottom, label_w, label_h),
                        text=emotion_name(number, lang),
                        size=name_size,
                        colour=CAPTION,
                        align="center",
                    )
                )
        if chosen is not None:
            w, h = card_size_for(card_h)
            r = pygame.Rect(band.right - w - u, band.y, w, h)
            widget = card_widget("passing", r, chosen, faces=FACES, tooltip=emotion_name(chosen, lang))
            if left is not None:
                widget.extra["home"] = tuple(left)  # it leaves for the left-hand neighbour
            widgets.append(widget)
            name = self.seat_name((seat + 1) % view.players, lang)
            widgets.append(
                Label(
                    name="passing_caption",
                    # Within the card's own room: the hand's last name ends just left of it.
                    rect=pygame.Rect(r.x - 2 * u, r.bottom, r.w + 3 * u, label_h),
                    text=TEXTS.t(lang, "for {name}", name=name),
                    size=fitting(TEXTS.t(lang, "for {name}", name=name), r.w + 3 * u, paint.font_px(label_h, 0.68)),
                    colour=theme.GOLD,
                    align="center",
                )
            )
        return widgets

    # --- Memory ------------------------------------------------------------------------------------------
    def _memory(
        self, area: pygame.Rect, view: TradingFacesView, seat: Seat | None, legal: list[Action], lang: str, u: int
    ) -> list[Widget]:
        widgets: list[Widget] = []
        columns = view.columns or 7
        rows = (len(view.grid) + columns - 1) // columns
        shown = view.my_emotion is not None and view.phase == SHOWN
        acting = shown or view.performance is not None or view.phase in (SHOWN, DECIDE)
        # The stage keeps its room in every phase: the grid never moves under the mouse (session 11's
        # play-through: it widened at each lift, so a click aimed from the last frame took the next card).
        acting_w = int(area.w * 0.3)
        grid_area = pygame.Rect(area.x, area.y, area.w - acting_w, area.h)
        cell_w = (grid_area.w - (columns - 1) * u) // columns
        cell_h = (grid_area.h - (rows - 1) * u) // rows
        turned = {}
        if view.last_try is not None and view.phase == LIFT and not view.last_try.matched:
            turned = {
                view.last_try.first: view.last_try.first_emotion,
                view.last_try.second: view.last_try.second_emotion,
            }
        for place, down in enumerate(view.grid):
            row, col = divmod(place, columns)
            cell = pygame.Rect(grid_area.x + col * (cell_w + u), grid_area.y + row * (cell_h + u), cell_w, cell_h)
            r = card_fit(cell)
            if not down:
                continue
            intent = None
            for action in (lift(place), try_pair(place)):
                if action in legal:
                    intent = action
            face = turned.get(place)
            widget = card_widget(
                f"place:{place}",
                r,
                face,
                faces=FACES,
                face_up=face is not None,
                intent=intent,
                highlight=place == view.lifted,
                tooltip=emotion_name(face, lang) if face is not None else "",
            )
            widgets.append(widget)
        if acting:
            stage = pygame.Rect(grid_area.right + 2 * u, area.y, acting_w - 2 * u, area.h)
            side = min(stage.w, int(stage.h * 0.7))
            box = pygame.Rect(stage.x, stage.y, stage.w, side)
            active = view.active if view.active is not None else 0
            neighbour = self.seat_name((active + 1) % view.players, lang)
            if shown and view.my_emotion is not None:
                widget = card_widget(
                    "acting_card",
                    card_fit(box),
                    view.my_emotion,
                    faces=FACES,
                    tooltip=emotion_name(view.my_emotion, lang),
                )
                widget.extra["still"] = True
                widgets.append(widget)
                caption = TEXTS.t(lang, "Only you see this: {emotion}", emotion=emotion_name(view.my_emotion, lang))
            elif view.performance is not None:
                widgets.append(
                    Picture(
                        name="drawn_face",
                        rect=box,
                        painter=self._face_painter(view.performance.pose, view.performance.look),
                    )
                )
                caption = TEXTS.t(lang, "{name}'s drawn face acts the lifted card.", name=neighbour)
            else:
                widgets.append(Picture(name="person_acting", rect=box, painter=_person_painter()))
                caption = TEXTS.t(lang, "Watch {name}'s face.", name=neighbour)
            size = paint.font_px(max(14, int(stage.h * 0.06)), 0.8)
            widgets.append(
                Paragraph(
                    name="stage_caption",
                    rect=pygame.Rect(stage.x, box.bottom + u, stage.w, stage.bottom - box.bottom - u),
                    text=caption,
                    size=size,
                    colour=theme.GOLD,
                )
            )
        return widgets

    # --- the side panel -------------------------------------------------------------------------------------
    def _side(
        self,
        side: pygame.Rect,
        view: TradingFacesView,
        seat: Seat | None,
        legal: list[Action],
        lang: str,
        u: int,
        rows_of: pygame.Rect | None = None,
    ) -> list[Widget]:
        column = side_column(side, u, rows_of)
        column.paragraph("instruction", self._instruction(view, seat, lang), theme.GOLD)
        if ACT_IN_PERSON in legal:
            column.full_button("act", TEXTS.t(lang, "I act it myself"), ACT_IN_PERSON, style="primary")
        if PERFORM in legal:
            column.full_button("perform", TEXTS.t(lang, "The drawn face acts it"), PERFORM)
        if END_TURN in legal:
            column.full_button("end_turn", TEXTS.t(lang, "End my turn"), END_TURN)
        # The score of every seat, the viewer's first.
        order = list(range(view.players))
        if seat is not None:
            order = [(seat + k) % view.players for k in range(view.players)]
        for who in order:
            name = self.seat_name(who, lang)
            you = TEXTS.t(lang, " (you)") if self.is_you(seat, who) else ""
            line = TEXTS.tn(
                lang, "{name}{you}: {n} point", "{name}{you}: {n} points", view.scores[who], name=name, you=you
            )
            if view.over and who in view.winners:
                line += " ★"
            column.paragraph(f"score:{who}", line, theme.IVORY if who == seat else CAPTION)
        if view.variant == MEMORY:
            column.paragraph(
                "penalty_pile",
                TEXTS.tn(
                    lang, "{n} card left in the penalty pile", "{n} cards left in the penalty pile", view.penalty_pile
                ),
            )
            if view.last_try is not None:
                who = self.seat_name(view.last_try.seat, lang)
                first = emotion_name(view.last_try.first_emotion, lang)
                second = emotion_name(view.last_try.second_emotion, lang)
                text = (
                    TEXTS.t(lang, "{name} found a pair of {emotion}.", name=who, emotion=first)
                    if view.last_try.matched
                    else TEXTS.t(
                        lang, "{name} turned {first} and {second}: no pair.", name=who, first=first, second=second
                    )
                )
                column.paragraph("last_try", text, SOFT)
        elif view.boxed:
            column.paragraph(
                "boxed", TEXTS.tn(lang, "{n} card back in the box", "{n} cards back in the box", len(view.boxed)), SOFT
            )
        return column.widgets


def _person_painter() -> Any:
    """A person acting in the room: a simple silhouette with an eye, "look at them"."""

    def paint_person(surface: pygame.Surface, r: pygame.Rect) -> None:
        cx, cy = r.center
        s = min(r.w, r.h)
        pygame.draw.circle(surface, (40, 84, 64), (cx, cy), s // 2)
        pygame.draw.circle(surface, (214, 226, 210), (cx, cy - s // 8), s // 6)
        pygame.draw.ellipse(surface, (214, 226, 210), pygame.Rect(cx - s // 4, cy + s // 12, s // 2, s // 3))

    return paint_person


def _face_down(view: TradingFacesView) -> bool:
    """The hand lies face down while anyone guesses: the guessers may not look (the view hides it),
    and the actor, busy making the face, lends its hand's room to the thirteen faces (session 11's
    play-through: with the actor's hand face up, "disgusted" was squeezed to a few pixels at 1000x624)."""
    return view.hand_hidden or view.phase == GUESS
