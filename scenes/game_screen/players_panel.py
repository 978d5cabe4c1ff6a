"""The players panel at the side: each seat's name, what it is (a person, a computer and its strength),
the table's line for it, whose turn it is, who is thinking, and the scores and places at the end."""

from __future__ import annotations

import pygame

from scenes.game_screen.section import Section
from scenes.i18n import t
from scenes.strengths import strength_label
from scenes.widgets.base import Widget
from scenes.widgets.score_panel import ScorePanel, SeatRow


class PlayersPanel(Section):
    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        """As tall as its rows want, up to half of ``rect``; ``self.rect`` is where it went."""
        panel = ScorePanel(name="scores", rect=pygame.Rect(rect), title=t(self.lang, "Players"),
                           rows=self.rows(), size=max(11, int(u * 2.1)), spinner=self.scene.spin)
        panel.rect.h = min(rect.h // 2, panel.wanted_height())
        self.rect = panel.rect
        return [panel]

    def rows(self) -> list[SeatRow]:
        lang, board = self.lang, self.scene.board
        seat_lines = getattr(self.scene.table, "seat_lines", None)
        scores = seat_lines(board.view, lang) if seat_lines else []
        outcome = self.state.outcome()
        to_act = self.state.to_act()
        thinking = self.scene.computers.thinking
        rows = []
        names = self.session.names(lang)
        for seat, cfg in enumerate(self.session.seats):
            detail = (t(lang, "Person") if cfg.is_human
                      else t(lang, "Computer") + " · " + strength_label(cfg.bot, lang))
            if seat < len(scores):
                detail = f"{scores[seat]} · {detail}"
            score = ""
            if outcome is not None:
                value = outcome.scores[seat]
                score = str(int(value)) if float(value).is_integer() else f"{value:g}"
            rows.append(SeatRow(name=names[seat], detail=detail, score=score, to_act=seat in to_act,
                                shown=seat == board.seat and len(self.session.humans()) > 1,
                                thinking=seat == thinking, place=outcome.placing[seat] if outcome else None))
        return rows

    def draw_under(self, surface: pygame.Surface) -> None:
        for widget in self.scene.widgets:  # the thinking dots turn between layouts
            if isinstance(widget, ScorePanel):
                widget.spinner = self.scene.spin
