"""Small sounds synthesised at start (no sound files to ship, nothing to license): a click,
a disc or piece set down, a card dealt or turned, gems clinking, dice rolling, a fanfare
for a win and a quiet chime for any other end. Played at the volume of the settings;
silent (never failing) when there is no audio device or the mixer cannot start.

``sound_for(game_id, action)`` picks the sound of a move from its kind, so every table
gets fitting sounds without drawing code knowing about them."""

from __future__ import annotations

import array
import math
import random
import threading

import pygame

from game.core import Action
from game.registry import SPECS
from game.spec import Sounds as SoundsOfMoves

RATE = 22050
QUIET_MOVES = frozenset({"pass", "no_swap", "end_turn", "next_round", "accept", "challenge"})


def sound_for(game_id: str, action: Action) -> str:
    """The sound of ``action`` in ``game_id``: card, gem, dice, place or click."""
    kind = action.kind
    if kind in QUIET_MOVES:
        return "click"
    if kind == "roll":
        return "dice"
    spec = SPECS.get(game_id)
    sounds = spec.sounds if spec is not None else SoundsOfMoves()
    if kind in sounds.gem_moves:  # moves that hand over, bid or collect gems
        return "gem"
    if sounds.cards:  # every other move of a card game handles cards
        return "card"
    return "place"


def _tone(parts: list[tuple[float, float, float]], seconds: float, noise: float = 0.0, decay: float = 30.0,
          seed: int = 1, rate: int = RATE) -> list[float]:
    """Sum of (frequency, amplitude, start) partials, each decaying from its start, plus a burst of noise."""
    rng = random.Random(seed)
    count = int(rate * seconds)
    samples = [0.0] * count
    fade = math.exp(-decay / rate)  # the decay from one sample to the next
    for freq, amp, start in parts:
        turn = 2 * math.pi * freq / rate
        level = amp
        for i in range(int(start * rate), count):
            samples[i] += level * math.sin(turn * (i - int(start * rate)))
            level *= fade
            if level < 1e-4:
                break  # inaudible from here on
    if noise:
        level, fade3 = noise, fade ** 3
        for i in range(count):
            samples[i] += level * (rng.random() * 2 - 1)
            level *= fade3
    return samples


def _swish(seconds: float, seed: int = 2, rate: int = RATE) -> list[float]:
    """A card sliding on felt: noise smoothed into a soft hiss that swells and fades, then a small snap."""
    rng = random.Random(seed)
    count = int(rate * seconds)
    out, smooth = [], 0.0
    pole = min(1.0, 0.35 * RATE / rate)
    for i in range(count):
        t = i / count
        smooth += pole * ((rng.random() * 2 - 1) - smooth)  # a one-pole low-pass: paper, not static
        envelope = math.sin(math.pi * min(1.0, t * 1.4)) ** 2 if t < 0.72 else 0.0
        out.append(0.55 * smooth * envelope)
    snap = _tone([(900, 0.12, 0.0)], seconds * 0.28, noise=0.22, decay=120, seed=seed + 1, rate=rate)
    start = int(count * 0.7)
    for i, value in enumerate(snap):
        if start + i < count:
            out[start + i] += value
    return out


def _clacks(seconds: float, times: list[float], seed: int = 3, rate: int = RATE) -> list[float]:
    """Dice: a few hard wooden knocks, quieter as they settle."""
    count = int(rate * seconds)
    out = [0.0] * count
    for n, at in enumerate(times):
        knock = _tone([(1250 + 170 * n, 0.3, 0.0), (2600 - 120 * n, 0.12, 0.0)], 0.05, noise=0.35, decay=110,
                      seed=seed + n, rate=rate)
        level = 1.0 - 0.16 * n
        start = int(at * rate)
        for i, value in enumerate(knock):
            if start + i < count:
                out[start + i] += value * level
    return out


def recipes(rate: int = RATE) -> dict[str, list[float]]:
    """Every sound as samples in [-1, 1] at ``rate`` per second (pure computation, tested without a mixer)."""
    return {
        "click": _tone([(1800, 0.18, 0.0)], 0.05, noise=0.05, decay=90, rate=rate),
        "place": _tone([(220, 0.5, 0.0), (440, 0.15, 0.0)], 0.16, noise=0.25, decay=35, rate=rate),
        "card": _swish(0.14, rate=rate),
        # Glass on glass: high, slightly inharmonic partials, a second clink just after the first.
        "gem": _tone([(2093, 0.22, 0.0), (3322, 0.12, 0.0), (5274, 0.06, 0.0), (2349, 0.16, 0.07),
                      (3729, 0.08, 0.07)], 0.35, decay=14, rate=rate),
        "dice": _clacks(0.42, [0.0, 0.09, 0.17, 0.24, 0.3], rate=rate),
        # A rising major arpeggio that ends on a held chord.
        "win": _tone([(523, 0.2, 0.0), (659, 0.2, 0.11), (784, 0.2, 0.22), (1047, 0.22, 0.33), (784, 0.1, 0.33),
                      (659, 0.08, 0.33)], 1.3, decay=3.2, rate=rate),
        "end": _tone([(523, 0.25, 0.0), (659, 0.25, 0.12), (784, 0.3, 0.24)], 0.9, decay=5, rate=rate),
    }


def pcm16(samples: list[float], channels: int = 1, rate: int = RATE) -> bytes:
    """Samples made at ``RATE`` as 16-bit signed PCM at ``rate`` (linear interpolation), clipped,
    repeated for each channel."""
    if rate != RATE and samples:
        step = RATE / rate
        last = len(samples) - 1
        resampled = []
        for i in range(int(len(samples) * rate / RATE)):
            position = i * step
            k = min(last, int(position))
            fraction = position - k
            following = samples[min(last, k + 1)]
            resampled.append(samples[k] + (following - samples[k]) * fraction)
        samples = resampled
    mono = array.array("h", [int(max(-1.0, min(1.0, value)) * 32000) for value in samples])
    if channels == 1:
        return mono.tobytes()
    data = array.array("h", bytes(2 * channels * len(mono)))
    for channel in range(channels):
        data[channel::channels] = mono
    return data.tobytes()


class Sounds:
    def __init__(self, enabled: bool = True, volume: float = 0.8, start: bool = True) -> None:
        self.enabled = enabled
        self.volume = volume  # 0..1
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # names asked for, newest last (tests and the curious)
        self.ready = threading.Event()
        self._started = False
        if start:
            self.start()

    def start(self) -> None:
        """Synthesis takes a few tenths of a second: it runs off the UI thread, and the app
        starts it only after the first frame so it does not compete with start-up."""
        if not self._started:
            self._started = True
            threading.Thread(target=self._make, name="sounds", daemon=True).start()

    def _make(self) -> None:
        try:
            self._synthesise()
        except Exception:  # noqa: BLE001 - a sound that cannot be made must never stop the games
            self._sounds = {}
        finally:
            self.ready.set()

    def _synthesise(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            init = pygame.mixer.get_init()
            if not init:
                return
            frequency, size, channels = init
        except pygame.error:
            return  # no audio device: stay silent
        if size != -16:
            return  # a mixer opened elsewhere in a format we do not write: silence rather than noise
        made = {}
        # Resampled to the mixer's own rate: pygame.init() opens it at 44.1 kHz, where sounds made
        # at 22.05 kHz would play an octave up and twice as fast.
        for name, samples in recipes().items():
            try:
                made[name] = pygame.mixer.Sound(buffer=pcm16(samples, channels, frequency))
            except pygame.error:
                return
        self._sounds = made

    def play(self, name: str) -> None:
        self.played = (self.played + [name])[-20:]
        sound = self._sounds.get(name)
        if not self.enabled or sound is None or self.volume <= 0:
            return
        try:
            sound.set_volume(max(0.0, min(1.0, self.volume)))
            sound.play()
        except pygame.error:
            pass  # the device went away: stay silent
