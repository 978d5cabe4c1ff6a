"""The card widget, for any deck: sizes, the picture cache, shadows, the rings of a card that can
be clicked, is selected or highlighted, and ``CardWidget``. Which picture a card shows is its
deck's business: the widget asks the face painter registered under ``faces`` (scenes/cards/faces.py).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from scenes import theme
from scenes.cards.faces import RGB, corner_radius, face_painter, lighter
from scenes.widgets.base import Widget
from scenes.widgets.pictures import kept

SUPERSAMPLE = 3  # faces are painted this many times larger and scaled down (no anti-aliased polygons)
CARD_RATIO = 0.7  # width / height of a card

SELECTED_RING = (222, 178, 64)
HIGHLIGHT_RING = theme.HIGHLIGHT
SELECTABLE_RING = theme.HINT

Painter = Callable[[pygame.Surface, pygame.Rect], None]


def card_size_for(height: float) -> tuple[int, int]:
    """A card's (width, height) for a given height."""
    return max(8, round(height * CARD_RATIO)), max(10, round(height))


def card_fit(box: pygame.Rect) -> pygame.Rect:
    """The largest card rectangle that fits in ``box``, centred."""
    h = min(box.h, box.w / CARD_RATIO)
    w, h = card_size_for(h)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = box.center
    return rect


def card_image(size: tuple[int, int], card: Hashable, face_up: bool = True, *, faces: str,
               variant: Hashable = None) -> pygame.Surface:
    """The picture of ``card`` (its back when ``card`` is None or ``face_up`` is false) at ``size``,
    painted by the deck ``faces``: no shadow, no state; cached per size, card and variant."""
    return _card_image(tuple(size), faces, card, face_up, variant)


@kept
def _card_image(size: tuple[int, int], faces: str, card: Hashable, face_up: bool,
                variant: Hashable) -> pygame.Surface:
    painter = face_painter(faces)
    w, h = max(8, size[0]), max(10, size[1])
    big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE), pygame.SRCALPHA)
    rect = big.get_rect()
    if face_up and card is not None:
        painter.paint_face(big, rect, card, variant)
    else:
        painter.paint_back(big, rect, variant)
    return _display_ready(pygame.transform.smoothscale(big, (w, h)))


def _display_ready(image: pygame.Surface) -> pygame.Surface:
    """In the window's own pixel format when there is a window: cards are blitted every frame,
    and a converted picture blits faster."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


@kept
def shadow_image(size: tuple[int, int]) -> pygame.Surface:
    """A soft shadow: a dark rounded card shrunk and blown up again blurs its edges."""
    w, h = max(8, size[0]), max(10, size[1])
    pad = max(3, w // 10)
    small = pygame.Surface(((w + pad * 2) // 4 + 1, (h + pad * 2) // 4 + 1), pygame.SRCALPHA)
    inner = pygame.Rect(pad // 4, pad // 4, w // 4, h // 4)
    pygame.draw.rect(small, (0, 0, 0, 120), inner, border_radius=max(1, w // 40))
    return _display_ready(pygame.transform.smoothscale(small, (w + pad * 2, h + pad * 2)))


def _ring(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, width: int, glow: bool) -> None:
    radius = max(3, round(rect.w * 0.09))
    if glow:
        halo = _halo(rect.size, tuple(colour), width, radius)
        surface.blit(halo, halo.get_rect(center=rect.center))
    pygame.draw.rect(surface, colour, rect.inflate(width, width), width, border_radius=radius)


@kept
def _halo(size: tuple[int, int], colour: RGB, width: int, radius: int) -> pygame.Surface:
    """The soft glow around a highlighted card, drawn once per size and colour."""
    halo = pygame.Surface((size[0] + width * 8, size[1] + width * 8), pygame.SRCALPHA)
    for i in range(4, 0, -1):
        grown = pygame.Rect(0, 0, size[0] + width * 2 * i, size[1] + width * 2 * i)
        grown.center = halo.get_rect().center
        pygame.draw.rect(halo, (*colour, 40), grown, width * 2, border_radius=radius + width * i)
    return halo


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: Hashable, face_up: bool = True, *, faces: str,
              variant: Hashable = None, highlight: bool = False, selectable: bool = False, selected: bool = False,
              hovered: bool = False, dimmed: bool = False, shadow: bool = True) -> pygame.Rect:
    """Paint one card of the deck ``faces`` into ``rect`` (its top-left and size). Returns where it
    was drawn (a hovered or selected card is lifted a little).

    ``highlight``: a golden glow (part of a set, the card just played).
    ``selectable``: a mint ring, the card can be clicked now.
    ``selected``: lifted, with a thick gold ring. ``dimmed``: greyed (not available).
    """
    rect = pygame.Rect(rect)
    if rect.w < 8 or rect.h < 10:
        return rect
    lift = round(rect.h * 0.05) if selected else round(rect.h * 0.03) if hovered and selectable else 0
    drawn = rect.move(0, -lift)
    if shadow:
        image = shadow_image(rect.size)
        pad = (image.get_width() - rect.w) // 2
        offset = max(1, rect.h // 40) + lift // 2
        surface.blit(image, (rect.x - pad + offset // 2, rect.y - pad + offset + max(1, rect.h // 60)))
    surface.blit(card_image(rect.size, card, face_up, faces=faces, variant=variant), drawn.topleft)
    if dimmed:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 24, 22, 120), veil.get_rect(), border_radius=corner_radius(rect.w))
        surface.blit(veil, drawn.topleft)
    ring = max(2, rect.w // 28)
    # The clickable ring first and a highlight over it: a highlighted card that can also be clicked
    # (the last swap in a grid where every card can be picked) showed only the mint ring.
    if selectable and not selected:
        colour = lighter(SELECTABLE_RING, 0.3) if hovered else SELECTABLE_RING
        _ring(surface, drawn, colour, max(2, ring - (0 if hovered else 1)), glow=hovered)
    if selected:
        _ring(surface, drawn, SELECTED_RING, ring + 1, glow=True)
    elif highlight:
        _ring(surface, drawn, HIGHLIGHT_RING, ring, glow=True)
    return drawn


@dataclass(eq=False)
class CardWidget(Widget):
    """A clickable card of the deck ``faces``. ``code`` (the card value) None, or ``face_up``
    False, shows the back; ``variant`` is passed to the deck's painter."""

    code: Any = None
    face_up: bool = True
    faces: str = ""
    variant: Hashable = None
    selectable: bool = False
    selected: bool = False
    dimmed: bool = False

    def face_variant(self) -> Hashable:
        """The variant the painter gets, read when the card is drawn (a deck's widget may work it out)."""
        return self.variant

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        draw_card(surface, self.rect, self.code, face_up=self.face_up, faces=self.faces, variant=self.face_variant(),
                  highlight=self.highlight, selectable=self.selectable and self.enabled, selected=self.selected,
                  hovered=self.hovered, dimmed=self.dimmed)


def card_widget(name: str, rect: pygame.Rect, card: Hashable, *, faces: str, intent: Any = None,
                face_up: bool = True, variant: Hashable = None, highlight: bool = False, selected: bool = False,
                dimmed: bool = False, tooltip: str = "") -> CardWidget:
    """A card widget of the deck ``faces``; it is selectable exactly when it has an intent."""
    return CardWidget(name=name, rect=pygame.Rect(rect), intent=intent, code=card, face_up=face_up, faces=faces,
                      variant=variant, highlight=highlight, selectable=intent is not None, selected=selected,
                      dimmed=dimmed, tooltip=tooltip)
