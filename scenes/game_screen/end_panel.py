"""The end panel: over the table once the game is over, the headline, each seat's place and score,
the game's own lines about the result, and Play again, See the board, Statistics and Menu.
"See the board" folds it away to a single "Show the result" button.

It also says the end once: the closing sound, and the game counted in the statistics."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes import theme
from scenes.game_screen.regions import free_spot
from scenes.game_screen.section import Section
from scenes.i18n import t
from scenes.outcome_text import outcome_lines, rating_words
from scenes.stats_store import forget_session, record_key, record_session, result_of
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, row
from scenes.widgets.text import Label, Picture

if TYPE_CHECKING:
    from scenes.game_scene import GameScene


def fold_lines(lines: list[str], room: int) -> list[str]:
    """``lines`` in at most ``room`` lines: neighbours joined with " · " when there are too many."""
    room = max(1, room)
    if len(lines) <= room:
        return list(lines)
    per_line = -(-len(lines) // room)
    return [" · ".join(lines[i:i + per_line]) for i in range(0, len(lines), per_line)]


class EndPanel(Section):
    intents = frozenset({"toggle-end", "again", "menu", "stats"})

    def __init__(self, scene: GameScene) -> None:
        super().__init__(scene)
        self.hidden = False  # folded away to look at the final position
        over = self.state.is_over()
        self.announced = over
        # Statistics count a game once: not again after undo and a second ending (see stats_store).
        self.recorded = over
        if not self.state.history and not self.recorded:
            forget_session(self.session)

    # --- saying the end once ------------------------------------------------------------------
    def after_move(self) -> None:
        if self.state.is_over() and not self.announced:
            self.announced = True
            self.hidden = False
            self.app.sounds.play(self._end_sound())
            if not self.recorded:
                self.recorded = True
                if self.session.guide is None:  # a lesson is practice: it does not count
                    record_session(self.session)

    def after_undo(self) -> None:
        self.announced = self.state.is_over()

    def _end_sound(self) -> str:
        """A fanfare when a person won (or the table won together), a quiet chime otherwise."""
        outcome = self.state.outcome()
        result = result_of(self.state, outcome, self.session.humans()) if outcome is not None else None
        return "win" if result is not None and result.won else "end"

    def on_intent(self, intent: str) -> None:
        if intent == "again":
            self.scene.restart()
        elif intent == "menu":
            self.scene.quit_to_menu()
        elif intent == "toggle-end":
            self.hidden = not self.hidden
            self.scene.relayout()
        elif intent == "stats":
            from scenes.stats import StatsScene

            self.app.push(StatsScene(self.app, record_key(self.state)))

    # --- the panel ----------------------------------------------------------------------------
    def headline(self, outcome: Any, names: list[str]) -> str:
        lang, winners = self.lang, outcome.winners
        if self.state.cooperative:
            return t(lang, "Game over")
        if len(names) == 1 and winners and not self.session.seats[0].is_human:
            return t(lang, "{name} wins!", name=names[0])  # a solitaire the computer played
        if len(names) == 1:
            return t(lang, "You win!") if winners else t(lang, "The deck wins this time")
        if len(winners) == len(names) and len(names) > 1:
            return t(lang, "A draw!")
        if len(winners) == 1:
            return t(lang, "{name} wins!", name=names[winners[0]])
        joined = " & ".join(names[w] for w in winners)
        return t(lang, "{joined} win!", joined=joined)

    def layout(self, table: pygame.Rect, u: float, beneath: list[Widget] | None = None) -> list[Widget]:
        """Centred on ``table`` (the table's region), which it veils; folded away, its one button where
        it covers none of ``beneath`` (the table's widgets) that is more than a picture."""
        super().layout(table, u)
        lang = self.lang
        if self.hidden:
            spot = free_spot(table, (int(u * 32), int(u * 6)), beneath or [], int(u))
            return [button("toggle-end", spot, t(lang, "Show the result"), "toggle-end", style="primary")]
        outcome = self.state.outcome()
        names = self.session.names(self.lang)
        order = sorted(range(len(names)), key=lambda s: (outcome.placing[s], s))
        lines = []
        for seat in order:
            value = outcome.scores[seat]
            shown = str(int(value)) if float(value).is_integer() else f"{value:g}"
            # Alone at the table a place says nothing (a lost solitaire read "2. Ana", second to the deck),
            # and in a cooperative game everybody shares one result ("1. Ana / 1. Beto" ranked nobody).
            ranked = len(names) > 1 and not self.state.cooperative
            lines.append((f"{outcome.placing[seat]}." if ranked else "", names[seat], shown))
        summary = []
        if outcome.team_score is not None:
            summary.append(t(lang, "Team score: {team_score:g}", team_score=outcome.team_score))
        if outcome.rating:
            summary.append(rating_words(self.state, outcome.rating, lang))
        said_by_table = getattr(self.scene.table, "outcome_lines", None)
        details = (said_by_table(self.scene.board.view, outcome, lang) if said_by_table is not None
                   else outcome_lines(self.state, outcome, names, lang))
        row_h = int(u * 5)
        line_h = int(u * 3.4)
        width = int(min(table.w * 0.94, u * 96))
        fixed = int(u * 12) + row_h * len(lines) + int(u * 17)
        # One line each, the way the game tells it; folded two to a line only when the table is too short.
        room = max(1, (table.h - fixed) // line_h)
        extra = fold_lines(([" · ".join(summary)] if summary else []) + details, room)
        # A line wider than the card is wrapped when there is room (Ideograma's four players' leftover
        # tiles ran off the end of one line).
        wrapped: list[str] = []
        for i, text in enumerate(extra):
            first = i == 0 and bool(summary)
            pieces = theme.wrap(text, max(10, int(u * (2.4 if first else 2.2))), width - 2 * int(u * 4), first)
            wrapped += [text] if first else pieces
        if len(wrapped) <= room:
            extra = wrapped
        height = fixed + line_h * len(extra)
        card = pygame.Rect(0, 0, width, min(height, table.h))
        card.center = table.center

        def draw_card(surface: pygame.Surface, r: pygame.Rect) -> None:
            veil = pygame.Surface(table.size, pygame.SRCALPHA)
            veil.fill((8, 12, 10, 110))
            surface.blit(veil, table.topleft)
            paint.panel(surface, r, (26, 34, 40, 240), radius=int(u * 2), border=theme.GOLD,
                        border_width=max(1, int(u / 3)))

        widgets: list[Widget] = [Picture(name="end", rect=card, painter=draw_card)]
        pad = int(u * 4)
        widgets.append(Label(name="end:headline", rect=pygame.Rect(card.x + pad, card.y + pad // 2, card.w - 2 * pad,
                                                                   int(u * 9)),
                             text=self.headline(outcome, names), size=int(u * 5), colour=theme.GOLD, bold=True,
                             align="center"))
        y = card.y + int(u * 11)
        for i, (place, name, score) in enumerate(lines):
            line = pygame.Rect(card.x + pad, y, card.w - 2 * pad, row_h)
            first = outcome.placing[order[i]] == 1
            colour = theme.IVORY if first else (200, 206, 200)
            widgets.append(Label(name=f"end:place:{i}", rect=pygame.Rect(line.x, y, int(u * 6), row_h), text=place,
                                 size=int(u * 2.8), colour=colour, bold=first))
            widgets.append(Label(name=f"end:name:{i}", rect=pygame.Rect(line.x + int(u * 6), y, line.w - int(u * 20),
                                                                        row_h),
                                 text=name, size=int(u * 2.8), colour=colour, bold=first))
            widgets.append(Label(name=f"end:score:{i}", rect=pygame.Rect(line.right - int(u * 14), y, int(u * 14), row_h),
                                 text=score, size=int(u * 3), colour=theme.GOLD, bold=True, align="right"))
            y += row_h
        for i, text in enumerate(extra):
            first = i == 0 and bool(summary)
            widgets.append(Label(name=f"end:detail:{i}", rect=pygame.Rect(card.x + pad, y + int(u) + i * line_h,
                                                                          card.w - 2 * pad, line_h),
                                 text=text, size=max(10, int(u * (2.4 if first else 2.2))),
                                 colour=theme.IVORY if first else (196, 206, 192), bold=first, align="center"))
        strip = pygame.Rect(card.x + pad, card.bottom - pad - int(u * 6.5), card.w - 2 * pad, int(u * 6.5))
        choices = [("again", t(lang, "Play again"), "primary"),
                   ("toggle-end", t(lang, "See the board"), "normal"),
                   ("stats", t(lang, "Statistics"), "normal"),
                   ("menu", t(lang, "Menu"), "quiet")]
        for r, (name, label, style) in zip(row(strip, len(choices), int(u * 1.5)), choices, strict=True):
            widgets.append(button(f"end:{name}" if name != "toggle-end" else "toggle-end", r, label, name, style=style))
        return widgets
