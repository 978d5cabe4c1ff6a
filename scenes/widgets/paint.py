"""Drawing helpers shared by the shell's widgets: felt, rounded translucent panels,
shadows and text that fits. Everything here is sized by the caller (from theme.unit),
and the expensive pictures (felt, discs) are cached per size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import theme
from scenes.widgets.pictures import kept

Colour = tuple[int, int, int] | tuple[int, int, int, int]


@lru_cache(maxsize=1)
def _felt_light() -> bytes:
    """The felt's lighting at 48x32 (RGB bytes), the same for every window size: centre to edges."""
    (r0, g0, b0), (r1, g1, b1) = theme.FELT_LIGHT, theme.FELT_DARK
    dr, dg, db = r1 - r0, g1 - g0, b1 - b0
    across = [((x - 23.5) / 24) ** 2 for x in range(48)]
    pixels = bytearray()
    for y in range(32):
        down = ((y - 15.5) / 16) ** 2
        for d2 in across:
            t = min(1.0, (d2 + down) * 0.9)
            pixels += bytes((int(r0 + dr * t), int(g0 + dg * t), int(b0 + db * t)))
    return bytes(pixels)


@kept
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table: a green felt lit from the centre, darker towards the edges."""
    w, h = max(1, size[0]), max(1, size[1])
    small = pygame.image.frombytes(_felt_light(), (48, 32), "RGB")
    if pygame.display.get_surface() is not None:
        small = small.convert()  # scaled in the display's format, so the big picture needs no conversion
    surface = pygame.transform.smoothscale(small, (w, h))
    # A faint weave so large areas do not look flat: every other line a shade lighter. Adding (5, 4, 4)
    # matches white at alpha 6 over these greens to a level, in a fraction of the time of an alpha blit.
    step = max(3, min(w, h) // 180)
    for y in range(0, h, step * 2):
        surface.fill((5, 4, 4), pygame.Rect(0, y, w, 1), special_flags=pygame.BLEND_RGB_ADD)
    return surface


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = theme.PANEL, radius: int | None = None,
          border: Colour | None = None, border_width: int = 1, shadow: bool = True) -> None:
    """A rounded panel, translucent when ``colour`` has alpha, with a soft drop shadow."""
    if rect.w <= 0 or rect.h <= 0:
        return
    r = radius if radius is not None else max(4, min(rect.w, rect.h) // 12)
    image, offset = _panel_image(rect.size, tuple(colour), r, tuple(border) if border else None, border_width, shadow)
    surface.blit(image, (rect.x + offset[0], rect.y + offset[1]))


@kept
def _panel_image(size: tuple[int, int], colour: Colour, r: int, border: Colour | None, border_width: int,
                 shadow: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    """The panel drawn once per look and size (frames then cost one blit)."""
    w, h = size
    off = max(2, r // 3) if shadow else 0
    image = pygame.Surface((w + off * 2, h + off * 2), pygame.SRCALPHA)
    body = pygame.Rect(off // 2, 0, w, h)
    if shadow:
        pygame.draw.rect(image, (0, 0, 0, 60), image.get_rect().inflate(-off, -off).move(off // 2, off // 2),
                         border_radius=r + off // 2)
    fill = colour if len(colour) == 4 else (*colour, 255)
    if fill[3] < 255 and shadow:
        # Keep the shadow from showing through a translucent panel.
        pygame.draw.rect(image, (0, 0, 0, 0), body, border_radius=r)
    pygame.draw.rect(image, fill, body, border_radius=r)
    if border is not None:
        pygame.draw.rect(image, border, body, border_width, border_radius=r)
    return optimised(image), (-(off // 2), 0)


def fill_rect(surface: pygame.Surface, colour: Colour, rect: pygame.Rect) -> None:
    """``pygame.draw.rect(surface, colour, rect)`` for an opaque colour, the same pixels, in a blit.

    SDL's fill of a rectangle whose width is not a multiple of 16 pixels runs a slow pixel loop
    (a 70x70 square: 23 us against 0.8 us for blitting a square already filled): a chessboard's 64
    squares cost 1.5 ms a frame. A fill of the same colour and size is made once and blitted."""
    if len(colour) == 4 and colour[3] != 255 or surface.get_flags() & pygame.SRCALPHA or rect.w <= 0 or rect.h <= 0:
        pygame.draw.rect(surface, colour, rect)
        return
    surface.blit(_solid(rect.size, tuple(colour[:3])), rect)


@kept
def _solid(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    image = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        image = image.convert()
    image.fill(colour)
    return image


def optimised(image: pygame.Surface) -> pygame.Surface:
    """``image`` in the display's pixel format (much faster to blit), when there is a display."""
    if pygame.display.get_surface() is not None:
        return image.convert_alpha()
    return image


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (behind a modal panel)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 12, 10, alpha))
    surface.blit(veil, (0, 0))


@lru_cache(maxsize=1024)
def size_to_fit(message: str, size: int, width: int, bold: bool = False, smallest: float = 0.65) -> int:
    """``size``, or a smaller one down to ``smallest`` of it, at which ``message`` fits ``width``
    pixels (then text_in shortens it if even that is too wide): "Jugador 2" rather than "Juga…"."""
    floor = max(8, int(size * smallest))
    while size > floor and theme.font(size, bold).size(message)[0] > width:
        size -= 1
    return size


def largest_fitting(message: str, width: int, size: int, bold: bool = True, floor: int = 9) -> int:
    """The largest font size up to ``size`` (and down to ``floor``) at which ``message`` fits ``width``
    pixels: a player's name in a plate, a line in a narrow panel."""
    while size > floor and theme.font(size, bold).size(message)[0] > width:
        size -= 1
    return size


@lru_cache(maxsize=4096)
def fit_text(message: str, size: int, width: int, bold: bool = False) -> str:
    """``message`` shortened with an ellipsis so it fits ``width`` pixels."""
    f = theme.font(size, bold)
    if f.size(message)[0] <= width:
        return message
    while message and f.size(message + "…")[0] > width:
        message = message[:-1]
    return message + "…" if message else ""


def text_in(surface: pygame.Surface, message: str, rect: pygame.Rect, size: int, colour: Colour = theme.IVORY,
            bold: bool = False, align: str = "center") -> pygame.Rect:
    """One line of text inside ``rect`` (shortened if needed), aligned left/center/right, vertically centred."""
    image = rendered(fit_text(message, size, rect.w, bold), size, tuple(colour), bold)
    anchor = {"left": "midleft", "right": "midright"}.get(align, "center")
    point = getattr(rect, anchor)
    target = image.get_rect(**{anchor: point})
    surface.blit(image, target)
    return target


@kept
def rendered(message: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """Text rendered once and reused: most labels are the same from frame to frame."""
    return optimised(theme.font(size, bold).render(message, True, colour))


def blend(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))  # type: ignore[return-value]


# The smallest letters the screens draw on purpose (font_px's floor): what a person reads at 640x480.
READABLE = 9


def font_px(rect_height: int, fraction: float = 0.42) -> int:
    """A font size that sits well inside a row ``rect_height`` pixels tall."""
    return max(READABLE, int(rect_height * fraction))
