"""Trading Faces' cards drawn by the card kit: thirteen faces that stay apart at hand size."""

import pygame

from games.tradingfaces.emotions import EMOTIONS
from games.tradingfaces.table_faces import ACTOR_LOOKS, FACES, paint_face
from scenes.cards import card_image
from scenes.cards.faces import registered_faces


def _pixels(surface):
    return pygame.image.tobytes(surface, "RGB")


def test_the_painter_is_registered_and_every_card_differs_at_hand_size():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    assert FACES in registered_faces()
    size = (56, 82)  # a card in a hand of ten at 1280x720
    images = [_pixels(card_image(size, e.number, faces=FACES)) for e in EMOTIONS]
    assert len(set(images)) == 13
    back = _pixels(card_image(size, None, False, faces=FACES))
    assert back not in images


def test_an_actor_face_draws_every_pose_in_every_look():
    surface = pygame.Surface((120, 120), pygame.SRCALPHA)
    seen = set()
    for look in ACTOR_LOOKS:
        for e in EMOTIONS:
            surface.fill((0, 0, 0, 0))
            paint_face(surface, surface.get_rect(), e.pose, look)
            seen.add(_pixels(surface))
    assert len(seen) == 13 * len(ACTOR_LOOKS)
