"""PokerDrez's picture in the menu and on the setup screen: a corner of the chessboard with a knight
on it, the knight card that wakes it and a Bufón, and the die."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from games.pokerdrez.table_pieces import piece_image, pokerdrez_die
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_image, card_size_for, shadow_image
from scenes.emblems import cached
from scenes.widgets.chessboard import DARK, LIGHT


def _card(surface: pygame.Surface, centre: tuple[float, float], height: float, code: str, angle: float) -> None:
    size = card_size_for(height)
    face = pygame.transform.rotozoom(card_image(size, PokerDrezCard.decode(code), faces=FACES), angle, 1.0)
    shadow = pygame.transform.rotozoom(shadow_image(size), angle, 1.0)
    lift = max(1, int(height / 40))
    surface.blit(shadow, shadow.get_rect(center=(int(centre[0]) + lift, int(centre[1]) + lift * 2)))
    surface.blit(face, face.get_rect(center=(int(centre[0]), int(centre[1]))))


def _render_pokerdrez(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = rect.h * 0.9
    cell = int(h / 3)
    board = pygame.Rect(0, 0, cell * 3, cell * 3)
    board.center = (int(rect.centerx - h * 0.42), rect.centery)
    pygame.draw.rect(surface, (78, 48, 26), board.inflate(cell // 5, cell // 5), border_radius=max(2, cell // 6))
    for row in range(3):
        for col in range(3):
            square = pygame.Rect(board.x + col * cell, board.y + row * cell, cell, cell)
            pygame.draw.rect(surface, LIGHT if (row + col) % 2 else DARK, square)
    knight = piece_image(int(cell * 1.25), "N")
    surface.blit(knight, knight.get_rect(center=(board.x + cell * 1.5, board.y + cell * 1.5)))
    _card(surface, (rect.centerx + h * 0.3, rect.centery + h * 0.04), h * 0.8, "C5", 12)
    _card(surface, (rect.centerx + h * 0.66, rect.centery + h * 0.02), h * 0.8, "B8", -10)
    die = pokerdrez_die(int(h * 0.34), 6)
    surface.blit(die, die.get_rect(center=(int(board.right - cell * 0.1), int(board.bottom - cell * 0.2))))


emblem = cached(_render_pokerdrez)
