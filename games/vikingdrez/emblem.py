"""VikingDrez's picture in the menu and on the setup screen: a tafl board with its carved throne
and corners, the king on the throne, his guards and the attackers closing in."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.emblems import disc, square_in

CARVED = (120, 56, 40)
CARVED_LINE = (226, 182, 72)


def vikingdrez(surface: pygame.Surface, rect: pygame.Rect) -> None:
    board = square_in(rect)
    pygame.draw.rect(surface, theme.WOOD, board.inflate(6, 6), border_radius=4)
    pygame.draw.rect(surface, (214, 190, 146), board)
    n = 5
    cell = board.w / n
    for r, c in ((0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1), (2, 2)):
        square = pygame.Rect(round(board.x + c * cell), round(board.y + r * cell), round(cell), round(cell))
        pygame.draw.rect(surface, CARVED, square)
        pygame.draw.rect(surface, CARVED_LINE, square.inflate(-square.w // 4, -square.h // 4), 1)
    for i in range(1, n):
        pygame.draw.line(surface, (150, 118, 78), (board.x + i * cell, board.y), (board.x + i * cell, board.bottom))
        pygame.draw.line(surface, (150, 118, 78), (board.x, board.y + i * cell), (board.right, board.y + i * cell))
    radius = int(cell * 0.36)

    def centre(r: int, c: int) -> tuple[int, int]:
        return int(board.x + (c + 0.5) * cell), int(board.y + (r + 0.5) * cell)

    for r, c in ((1, 2), (2, 1), (3, 2)):
        disc(surface, centre(r, c), radius, False)
    for r, c in ((0, 2), (2, 0), (2, 4), (4, 2), (1, 3)):
        disc(surface, centre(r, c), radius, True)
    king = centre(2, 2)
    disc(surface, king, radius, False)
    w, h = radius * 1.1, radius * 0.7
    x0, y0 = king[0] - w / 2, king[1] - h / 2
    crown = [
        (x0, y0 + h),
        (x0, y0),
        (x0 + w * 0.3, y0 + h * 0.5),
        (king[0], y0 - h * 0.2),
        (x0 + w * 0.7, y0 + h * 0.5),
        (x0 + w, y0),
        (x0 + w, y0 + h),
    ]
    pygame.draw.polygon(surface, theme.GOLD, crown)
