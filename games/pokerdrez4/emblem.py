"""PokerDrez para 4's picture in the menu and on the setup screen: a corner of the board with the
four armies' kings (the allies side by side, as they start), and a Bufón card."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from games.pokerdrez4.table_pieces import piece_image
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_image, card_size_for, shadow_image
from scenes.emblems import cached
from scenes.widgets.chessboard import DARK, LIGHT


def _render(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = rect.h * 0.9
    cell = int(h / 3)
    board = pygame.Rect(0, 0, cell * 3, cell * 3)
    board.center = (int(rect.centerx - h * 0.3), rect.centery)
    pygame.draw.rect(surface, (78, 48, 26), board.inflate(cell // 5, cell // 5), border_radius=max(2, cell // 6))
    for row in range(3):
        for col in range(3):
            square = pygame.Rect(board.x + col * cell, board.y + row * cell, cell, cell)
            pygame.draw.rect(surface, LIGHT if (row + col) % 2 else DARK, square)
    for seat, (col, row) in ((0, (0, 1)), (2, (1, 2)), (1, (1, 0)), (3, (2, 1))):
        king = piece_image(int(cell * 1.05), seat, "K")
        surface.blit(king, king.get_rect(center=(board.x + cell * (col + 0.5), board.y + cell * (row + 0.5))))
    size = card_size_for(h * 0.8)
    face = pygame.transform.rotozoom(card_image(size, PokerDrezCard.decode("B8"), faces=FACES), -10, 1.0)
    shadow = pygame.transform.rotozoom(shadow_image(size), -10, 1.0)
    centre = (int(rect.centerx + h * 0.55), int(rect.centery))
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + 2, centre[1] + 3)))
    surface.blit(face, face.get_rect(center=centre))


emblem = cached(_render)
