"""Laberinto's picture in the menu and on the setup screen."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.emblems import cached


def _cub(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: tuple[int, int, int]) -> None:
    """A tiger cub's head: the card's tiger, small."""
    from scenes.cards.dama_tigre import draw_tiger
    from scenes.cards.faces import Box as _Box

    box = _Box(centre[0] - size / 2, centre[1] - size * 0.58, size, size)
    draw_tiger(surface, box, colour)


def _render_laberinto(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A 4x4 maze of cards with a path through it and two cubs, a red and a blue, finding their way."""
    side = int(min(rect.w * 0.62, rect.h * 0.96))
    board = pygame.Rect(0, 0, side, side)
    board.center = rect.center
    pygame.draw.rect(surface, (0, 0, 0, 80), board.move(side // 60 + 1, side // 40 + 1), border_radius=side // 16)
    pygame.draw.rect(surface, (58, 44, 30), board.inflate(side // 14, side // 14), border_radius=side // 14)
    cell = side / 4
    tints = {"R": (238, 206, 200), "B": (204, 214, 236)}
    pattern = ("RBBR", "BRRB", "RRBB", "BBRR")
    for r in range(4):
        for c in range(4):
            tile = pygame.Rect(int(board.x + c * cell), int(board.y + r * cell), int(cell), int(cell)).inflate(
                -max(2, int(cell * 0.1)), -max(2, int(cell * 0.1)))
            pygame.draw.rect(surface, tints[pattern[r][c]], tile, border_radius=max(2, int(cell * 0.12)))
            pygame.draw.rect(surface, (120, 104, 84), tile, max(1, int(cell * 0.03)), border_radius=max(2, int(cell * 0.12)))
    # The way out: a gold trail across the maze.
    path = [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2), (3, 2), (3, 3)]
    points = [(board.x + (c + 0.5) * cell, board.y + (r + 0.5) * cell) for c, r in path]
    pygame.draw.lines(surface, theme.GOLD, False, points, max(2, int(cell * 0.1)))
    for point in points[1:-1]:
        pygame.draw.circle(surface, theme.GOLD, point, max(2, int(cell * 0.07)))
    exit_x, exit_y = board.right + cell * 0.25, board.y + 3.5 * cell
    pygame.draw.polygon(surface, theme.GOLD, [(exit_x, exit_y - cell * 0.22), (exit_x + cell * 0.3, exit_y),
                                             (exit_x, exit_y + cell * 0.22)])
    _cub(surface, points[2], cell * 0.95, (204, 60, 52))
    _cub(surface, (board.x + 3.5 * cell, board.y + 0.5 * cell), cell * 0.95, (46, 96, 190))


emblem = cached(_render_laberinto)
