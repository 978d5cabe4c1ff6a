"""Small sounds synthesised at start (no sound files to ship): a click, a disc or card
being placed, a chime at the end of a game. Silent when there is no audio device."""

from __future__ import annotations

import array
import math
import random
import threading

import pygame

RATE = 22050


def _tone(parts: list[tuple[float, float, float]], seconds: float, noise: float = 0.0, decay: float = 30.0) -> bytes:
    """Sum of (frequency, amplitude, start) partials with an exponential decay, 16-bit mono."""
    rng = random.Random(1)
    count = int(RATE * seconds)
    samples = array.array("h")
    for i in range(count):
        t = i / RATE
        value = 0.0
        for freq, amp, start in parts:
            if t >= start:
                value += amp * math.sin(2 * math.pi * freq * (t - start)) * math.exp(-decay * (t - start))
        if noise:
            value += noise * (rng.random() * 2 - 1) * math.exp(-decay * 3 * t)
        samples.append(int(max(-1.0, min(1.0, value)) * 32000))
    return samples.tobytes()


class Sounds:
    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.ready = threading.Event()
        # Synthesis takes a few tenths of a second: do it off the UI thread so the window opens at once.
        threading.Thread(target=self._make, name="sounds", daemon=True).start()

    def _make(self) -> None:
        try:
            self._synthesise()
        finally:
            self.ready.set()

    def _synthesise(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            channels = pygame.mixer.get_init()[2]
        except pygame.error:
            return  # no audio device: stay silent
        recipes = {
            "click": _tone([(1800, 0.18, 0.0)], 0.05, noise=0.05, decay=90),
            "place": _tone([(220, 0.5, 0.0), (440, 0.15, 0.0)], 0.16, noise=0.25, decay=35),
            "end": _tone([(523, 0.25, 0.0), (659, 0.25, 0.12), (784, 0.3, 0.24)], 0.9, decay=5),
        }
        for name, data in recipes.items():
            if channels == 2:
                mono = array.array("h")
                mono.frombytes(data)
                stereo = array.array("h", (v for s in mono for v in (s, s)))
                data = stereo.tobytes()
            try:
                self._sounds[name] = pygame.mixer.Sound(buffer=data)
            except pygame.error:
                return

    def play(self, name: str) -> None:
        sound = self._sounds.get(name)
        if self.enabled and sound is not None:
            sound.play()
