"""The players panel keeps every player: eight seats at 640x480 (Poker7) had two lines a row run into
each other and the last two players left out; in a short panel rows become one line each."""

import pygame
from table_helpers import display  # noqa: F401 (autouse fixture)

from scenes.widgets.score_panel import ScorePanel, SeatRow


def panel(players: int, height: int) -> ScorePanel:
    rows = [SeatRow(name=f"Jugador {k + 1}", detail="Persona", to_act=k == 6) for k in range(players)]
    return ScorePanel(name="scores", rect=pygame.Rect(0, 0, 172, height), title="Jugadores", rows=rows, size=11)


def test_eight_players_in_a_short_panel_are_all_there_one_line_each():
    scores = panel(8, 182)  # the panel's share of the side column at 640x480
    top = scores.rect.y + scores.size // 2 + int(scores.size * 2.0)
    h, one_line = scores.row_layout(top)
    assert one_line and top + 8 * h <= scores.rect.bottom
    scores.draw(pygame.Surface((200, 200)))


def test_a_few_players_keep_two_lines():
    scores = panel(2, 182)
    h, one_line = scores.row_layout(scores.rect.y + scores.size // 2 + int(scores.size * 2.0))
    assert not one_line and h == scores.row_height()
    scores = panel(5, 182)  # closer rows, still two lines that do not meet
    h, one_line = scores.row_layout(scores.rect.y + scores.size // 2 + int(scores.size * 2.0))
    assert not one_line and h >= int(scores.size * 2.6)
