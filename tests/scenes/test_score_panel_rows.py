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


def test_what_a_seat_is_stays_readable_in_a_narrow_panel(monkeypatch):
    # At 640x480 "Ordenador · Al azar" under each name was drawn at 6 px: never under paint.READABLE.
    from scenes.widgets import paint

    sizes = []
    real = paint.text_in

    def spy(surface, message, rect, size, *args, **kwargs):
        sizes.append((message, size))
        return real(surface, message, rect, size, *args, **kwargs)

    monkeypatch.setattr(paint, "text_in", spy)
    rows = [
        SeatRow(name=f"Ordenador {k + 1}", detail="Zorro Rojo · 0/3 conejos · Ordenador · Al azar") for k in range(2)
    ]
    ScorePanel(name="scores", rect=pygame.Rect(0, 0, 172, 182), title="Jugadores", rows=rows, size=11).draw(
        pygame.Surface((200, 200))
    )
    details = [size for message, size in sizes if "Zorro" in message]
    assert details and min(details) >= paint.READABLE
