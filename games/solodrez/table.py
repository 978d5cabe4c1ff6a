"""The SoloDrez table: nine open columns of PokerDrez cards, each card readable (a column overlaps its
cards by their top strip: the colour's number and the figure's die face), and a side panel with
the deal's number, the runs cleared, the moves, Hint, "Can it still be won?" and Give up.

Moving a run: press a card that heads an ordered run at the end of its column (they are ringed)
and drag it onto another column, or click it and then click where it goes (when only one
column takes it, a click moves it at once). From the keyboard: the digits 1-9 pick a column's
run and then the column it goes to; Esc lets go; Tab and Enter reach every card and button.

Everything the table shows comes from the view; what may move where is read from the view's
legal moves. The solver's verdict (Hint and "Can it still be won?") is the engine's preview of
``(SOLVE,)``, worked out off the drawing thread by the game screen (``slow_previews``).
"""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.text import render
from games.solodrez.texts import TEXTS, figure_msg, move_msg
from games.solodrez.view import COLUMNS, MOVE, RESIGN, SOLVE, SoloDrezView, Verdict, move, move_parts
from scenes import theme
from scenes.cards import card_widget
from scenes.cards.pieces import SOFT, MovingTable, empty_slot, side_column
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import CARD_RATIO
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.text import Label, Picture

STEP = 0.3  # how much of a card shows under the next one: its number and die face
TIGHTEST = 0.2  # a long column closes up to this before the cards get smaller
DRAG_START = 6  # pixels the pointer moves, button held, before a press becomes a drag


def _moves(legal: list[Action]) -> list[tuple[int, int, int]]:
    return [move_parts(action) for action in legal if action.kind == MOVE]


class SoloDrezTable(MovingTable):
    game_id = "solodrez"
    slow_previews: ClassVar[bool] = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.picked: tuple[int, int] | None = None  # (column, count): a run chosen, its column to come
        self.asked = False  # the solver was asked about this position
        self.hinting = False  # ... and its first move is to be shown
        self._press: tuple[int, int, tuple[int, int]] | None = None  # a run pressed: column, count, where
        self._dragging = False
        self._drag_offset = (0, 0)
        self._built: list[Widget] = []
        self._columns: list[pygame.Rect] = []
        self._view: SoloDrezView | None = None
        self._legal: list[Action] = []

    def reset_selection(self) -> None:
        self.picked = None
        self.asked = False
        self.hinting = False
        self._press = None
        self._dragging = False

    def tentative(self) -> Any | None:
        return (SOLVE,) if self.asked else None

    def verdict(self) -> Verdict | None:
        answer = self.previewed()
        return answer if isinstance(answer, Verdict) else None

    # --- choosing a move ----------------------------------------------------------------------------
    def targets(self, column: int, count: int, legal: list[Action]) -> list[int]:
        return [target for source, moved, target in _moves(legal) if source == column and moved == count]

    def on_intent(self, intent: Any, view: SoloDrezView, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if intent == ("hint",) or intent == ("solve",):
            self.asked = True
            self.hinting = self.hinting or intent == ("hint",)
            return None
        if intent == RESIGN and legal:
            self.reset_selection()
            return RESIGN
        if isinstance(intent, tuple) and len(intent) == 3 and intent[0] == "pick":
            column, count = int(intent[1]), int(intent[2])
            if self.picked == (column, count):
                self.picked = None
                return None
            targets = self.targets(column, count, legal)
            if len(targets) == 1:
                self.picked = None
                return move(column, count, targets[0])
            self.picked = (column, count) if targets else None
            return None
        if isinstance(intent, tuple) and len(intent) == 2 and intent[0] == "to" and self.picked is not None:
            chosen = move(self.picked[0], self.picked[1], int(intent[1]))
            self.picked = None
            return chosen if chosen in legal else None
        if isinstance(intent, Action) and intent in legal:
            return intent
        return None

    def handle_event(self, event: pygame.event.Event, may_act: bool) -> Any:
        """Dragging runs and the digit keys; everything else is left to the usual clicks and keys."""
        super().handle_event(event, may_act)
        view, legal = self._view, self._legal
        if not may_act or view is None:
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event, view, legal)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for widget in reversed(self._built):
                intent = widget.intent
                if widget.hit(event.pos) and isinstance(intent, tuple) and intent[:1] == ("pick",):
                    self._press = (int(intent[1]), int(intent[2]), event.pos)
                    self._dragging = False
                    return "redraw"
            return None
        if event.type == pygame.MOUSEMOTION and self._press is not None:
            column, count, start = self._press
            dx, dy = event.pos[0] - start[0], event.pos[1] - start[1]
            if not self._dragging and abs(dx) + abs(dy) < DRAG_START:
                return "redraw"
            self._dragging = True
            self._drag_to((dx, dy))
            return "redraw"
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            column, count, _ = self._press
            dragged, self._press, self._dragging = self._dragging, None, False
            if not dragged:
                return self.on_intent(("pick", column, count), view, 0, legal) or "relayout"
            self._drag_to((0, 0))
            for target, area in enumerate(self._columns):
                if area.collidepoint(event.pos) and target != column:
                    chosen = move(column, count, target)
                    if chosen in legal:
                        self.picked = None
                        return chosen
            return "relayout"
        return None

    def _drag_to(self, offset: tuple[int, int]) -> None:
        """The pressed run follows the pointer (its widgets moved by ``offset`` from their places)."""
        if self._press is None and offset != (0, 0):
            return
        ox, oy = self._drag_offset
        dx, dy = offset[0] - ox, offset[1] - oy
        self._drag_offset = offset
        if self._press is None:
            column = None
        else:
            column, count, _ = self._press
        for widget in self._built:
            if widget.extra.get("run_of") is not None and (column is None or widget.extra["run_of"] == column):
                if column is not None and widget.extra.get("depth", 99) >= count:
                    continue
                widget.rect.move_ip(dx, dy)

    def _key(self, event: pygame.event.Event, view: SoloDrezView, legal: list[Action]) -> Any:
        if event.key == pygame.K_ESCAPE and self.picked is not None:
            self.picked = None
            return "relayout"
        if event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self.on_intent(("hint",), view, 0, legal) or "relayout"
        digits = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, COLUMNS + 1)}
        digits.update({getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, COLUMNS + 1)})
        if event.key not in digits:
            return None
        column = digits[event.key]
        if self.picked is not None and self.picked[0] != column:
            return self.on_intent(("to", column), view, 0, legal) or "relayout"
        # The longest run of the column that can go somewhere; pressed again, the next shorter one.
        counts = sorted({count for source, count, _ in _moves(legal) if source == column}, reverse=True)
        if not counts:
            self.picked = None
            return "relayout"
        if self.picked is not None and self.picked[0] == column and self.picked[1] in counts:
            index = counts.index(self.picked[1]) + 1
            if index >= len(counts):
                self.picked = None
                return "relayout"
            count = counts[index]
        else:
            count = counts[0]
        targets = self.targets(column, count, legal)
        self.picked = (column, count)
        if len(targets) == 1 and len(counts) == 1:
            self.picked = None
            return move(column, count, targets[0])
        return "relayout"

    # --- layout ---------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: SoloDrezView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        self._view, self._legal = view, legal
        u = max(3, min(rect.w, rect.h) // 100)
        if self.picked is not None and not self.targets(*self.picked, legal):
            self.picked = None
        verdict = self.verdict()
        hint = verdict.moves[0] if self.hinting and verdict is not None and verdict.moves else None
        side_w = max(30 * u, min(rect.w // 5, 50 * u))
        main = pygame.Rect(rect.x + u, rect.y + u, rect.w - side_w - 3 * u, rect.h - 2 * u)
        side = pygame.Rect(main.right + u, rect.y + u, side_w, rect.h - 2 * u)
        widgets = self._table(main, view, legal, hint, lang, u)
        widgets += self._side(side, view, legal, verdict, hint, lang, u)
        self._built = widgets
        self._drag_offset = (0, 0)
        return self.staged(rect, seat, widgets)

    def _table(
        self, area: pygame.Rect, view: SoloDrezView, legal: list[Action], hint: Action | None, lang: str, u: int
    ) -> list[Widget]:
        gap = max(2, u)
        col_w = (area.w - gap * (COLUMNS - 1)) // COLUMNS
        label_h = max(14, 3 * u)
        avail = area.h - label_h - u
        longest = max([len(column) for column in view.columns] + [1])
        card_w = col_w
        card_h = int(card_w / CARD_RATIO)
        step = card_h * STEP
        if card_h + (longest - 1) * step > avail:
            step = max(card_h * TIGHTEST, (avail - card_h) / max(1, longest - 1))
        if card_h + (longest - 1) * step > avail:  # still too tall: smaller cards
            card_h = int(avail / (1 + (longest - 1) * TIGHTEST))
            card_w = int(card_h * CARD_RATIO)
            step = card_h * TIGHTEST
        moves = _moves(legal)
        movable = {(source, count) for source, count, _ in moves}
        picked = self.picked
        hinted = move_parts(hint) if hint is not None else None
        widgets: list[Widget] = []
        self._columns = []
        for index, column in enumerate(view.columns):
            x = area.x + index * (col_w + gap) + (col_w - card_w) // 2
            top = area.y + label_h + u
            self._columns.append(pygame.Rect(area.x + index * (col_w + gap), area.y, col_w, area.h))
            target_ok = picked is not None and move(picked[0], picked[1], index) in legal
            widgets.append(
                Label(
                    name=f"label:{index}",
                    rect=pygame.Rect(x, area.y, card_w, label_h),
                    text=str(index + 1),
                    size=paint.font_px(label_h, 0.8),
                    colour=theme.HIGHLIGHT if target_ok else SOFT,
                    bold=target_ok,
                    align="center",
                )
            )
            slot = pygame.Rect(x, top, card_w, card_h)
            slot_intent = ("to", index) if target_ok else None
            widgets.append(
                Picture(
                    name=f"slot:{index}",
                    rect=slot,
                    painter=empty_slot,
                    intent=slot_intent,
                    highlight=target_ok or (hinted is not None and hinted[2] == index and not column),
                    tooltip=TEXTS.t(lang, "Column {n}", n=index + 1),
                )
            )
            length = len(column)
            for depth_from_table, code in enumerate(column):
                count = length - depth_from_table  # the cards from this one to the end of the column
                r = pygame.Rect(x, round(top + depth_from_table * step), card_w, card_h)
                intent: Any = None
                if target_ok:
                    intent = ("to", index)
                elif (index, count) in movable:
                    intent = ("pick", index, count)
                selected = picked is not None and picked[0] == index and count <= picked[1]
                lit = hinted is not None and (
                    (hinted[0] == index and count <= hinted[1]) or (hinted[2] == index and count == 1)
                )
                widget = card_widget(
                    f"col{index}:{depth_from_table}",
                    r,
                    PokerDrezCard.decode(code),
                    faces=FACES,
                    intent=intent,
                    selected=selected,
                    highlight=lit or (target_ok and count == 1),
                    tooltip=self._card_tip(code, index, count, intent, lang),
                )
                widget.extra["run_of"] = index
                widget.extra["depth"] = count - 1
                widgets.append(widget)
        return widgets

    def _card_tip(self, code: str, column: int, count: int, intent: Any, lang: str) -> str:
        name = render(figure_msg(code), lang)
        if isinstance(intent, tuple) and intent[0] == "pick":
            if count == 1:
                return TEXTS.t(lang, "{card}: drag it, or click it, then click where it goes", card=name)
            return TEXTS.tn(
                lang,
                "Run from the {card} ({n} card): drag it or click it",
                "Run from the {card} ({n} cards): drag it or click it",
                count,
                card=name,
            )
        if isinstance(intent, tuple) and intent[0] == "to":
            return TEXTS.t(lang, "Put the run here, on column {n}", n=column + 1)
        return name

    def _side(
        self,
        side: pygame.Rect,
        view: SoloDrezView,
        legal: list[Action],
        verdict: Verdict | None,
        hint: Action | None,
        lang: str,
        u: int,
    ) -> list[Widget]:
        column = side_column(side, u)
        line, paragraph, full_button = column.line, column.paragraph, column.full_button
        line("deal", TEXTS.t(lang, "Deal {number}", number=view.deal), theme.GOLD, bold=True)
        line("cleared", TEXTS.t(lang, "Runs cleared: {done} of {of}", done=view.removed, of=9))
        line("moves", TEXTS.t(lang, "Moves: {n}", n=view.moves))
        column.y += u
        if view.over:
            if view.won:
                paragraph(
                    "result", TEXTS.t(lang, "The table is clear: deal won in {n} moves.", n=view.moves), theme.HIGHLIGHT
                )
            elif view.resigned:
                paragraph("result", TEXTS.t(lang, "Deal given up."), theme.HIGHLIGHT)
            else:
                paragraph("result", TEXTS.t(lang, "No move is left: the deal is lost."), theme.HIGHLIGHT)
            return column.widgets
        if not legal:
            return column.widgets

        full_button(
            "hint",
            TEXTS.t(lang, "Hint"),
            ("hint",),
            "quiet",
            TEXTS.t(lang, "The solver shows a move that keeps the deal winnable (H)"),
            gap=u // 2,
        )
        full_button(
            "solve",
            TEXTS.t(lang, "Still winnable?"),
            ("solve",),
            "quiet",
            TEXTS.t(lang, "The solver searches every way from here"),
            gap=u // 2,
        )
        full_button(
            "resign", TEXTS.t(lang, "Give up"), RESIGN, "quiet", TEXTS.t(lang, "End this deal as lost"), gap=u // 2
        )
        column.y += u
        if self.asked:
            if verdict is None:
                paragraph("verdict", TEXTS.t(lang, "The solver is thinking…"), SOFT)
            elif verdict.status == "won":
                paragraph(
                    "verdict",
                    TEXTS.tn(
                        lang,
                        "Yes: it can still be won, in {n} move or fewer.",
                        "Yes: it can still be won, in {n} moves or fewer.",
                        len(verdict.moves),
                    ),
                    theme.HIGHLIGHT,
                )
            elif verdict.status == "lost":
                paragraph(
                    "verdict",
                    TEXTS.t(
                        lang, "No: whatever you play, this deal can no longer be won. Undo some moves, or give up."
                    ),
                    theme.DANGER,
                )
            else:
                paragraph("verdict", TEXTS.t(lang, "The solver could not tell within its search budget."), SOFT)
        if hint is not None:
            source, count, target = move_parts(hint)
            code = view.columns[source][len(view.columns[source]) - count]
            paragraph(
                "hint_text",
                TEXTS.t(lang, "Hint: {advice}", advice=render(move_msg(code, count, source, target), lang)),
                theme.HIGHLIGHT,
            )
        if self.picked is not None:
            paragraph("picked", TEXTS.t(lang, "Now click the column the run goes to (Esc: let go)."), SOFT)
        return column.widgets

    # --- words ------------------------------------------------------------------------------------------
    def status(self, view: SoloDrezView, seat: Seat | None, lang: str) -> str:
        if view.over:
            if view.won:
                return TEXTS.t(lang, "Deal {number} won in {n} moves", number=view.deal, n=view.moves)
            return TEXTS.t(lang, "Deal {number} lost", number=view.deal)
        if self.picked is not None:
            return TEXTS.t(lang, "Click the column the run goes to")
        return TEXTS.t(lang, "Move runs from the Joker down to the Pawn; a full run leaves the table")

    def refusal(self, name: str, view: SoloDrezView, seat: Seat, legal: list[Action], lang: str) -> str | None:
        if not name.startswith(("col", "slot:")):
            return None
        if self.picked is not None:
            return TEXTS.t(
                lang,
                "The run does not go there: a run goes on the figure just above its first card, "
                "and an empty column takes only a Joker's run.",
            )
        return TEXTS.t(
            lang, "Only the ringed cards can move: an ordered run at the end of a column that fits somewhere else."
        )

    def seat_lines(self, view: SoloDrezView, lang: str) -> list[str]:
        return [TEXTS.t(lang, "{done}/9 runs · {n} moves", done=view.removed, n=view.moves)]
