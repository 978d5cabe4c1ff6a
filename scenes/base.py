"""Scenes and the contract between the app shell and each game's table.

``Scene`` is anything on the scene stack (menu, setup, rules, the game...).
``GameTable`` is what a game provides (``games/<id>/table.py``): it lays out widgets
from one seat's typed view (``game.view.View``: what the seat may know and its legal moves)
and turns clicked intents into one of those moves. It imports no engine and runs no rule.
The shell's game scene (``scenes/game_scene.py`` and its parts in ``scenes/game_screen/``)
owns the turn flow around it: computer players, the pass-and-play curtain, autosave, undo,
the log, the pause menu.

Flow: click -> widget intent -> ``GameTable.on_intent`` -> an Action that is
one of the legal actions -> the shell applies it through the session -> new
view -> ``GameTable.build`` again -> redraw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core import Action, Seat
from game.view import View
from scenes.i18n import t
from scenes.widgets.base import Widget, widget_at

if TYPE_CHECKING:  # the app imports scenes; scenes only need its type here
    from scenes.app import App


class Scene:
    """One screen on the stack. ``dirty`` asks for a redraw; ``animating`` keeps frames coming."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True
        self.widgets: list[Widget] = []

    # Called by the app; scenes override what they need.
    def enter(self) -> None:
        self.dirty = True

    def leave(self) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            widget = widget_at(self.widgets, event.pos)
            if widget is not None:
                self.on_intent(widget.intent)
                self.dirty = True
        elif event.type == pygame.MOUSEMOTION:
            for widget in self.widgets:
                hovered = widget.hit(event.pos)
                if hovered != widget.hovered:
                    widget.hovered = hovered
                    self.dirty = True

    def on_intent(self, intent: Any) -> None:
        pass

    def draw_under_overlay(self, surface: pygame.Surface) -> None:
        """What shows through a dialog or the pause menu above this scene: the scene itself,
        unless it holds something the people at the screen must not see then."""
        self.draw(surface)

    def update(self, dt: float) -> None:
        """Advance animations and timers; set ``dirty`` when the picture changes."""

    @property
    def animating(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class GameTable:
    """A game's table: widgets from a view, actions from intents.

    Subclasses set ``game_id`` and implement ``build``; they keep only UI
    selection state of their own (a card picked before choosing where it goes),
    which ``reset_selection`` clears whenever the view or the seat changes.
    """

    game_id: ClassVar[str]

    def __init__(self, app: App) -> None:
        self.app = app
        # The players' names by seat, set by the game scene from the session (for labels).
        self.seat_names: list[str] = []
        # The seats people play at this screen (None: not told, as in a table's own tests): a demo's
        # computer seat whose view is drawn is not "you".
        self.people: frozenset[Seat] | None = None

    @property
    def lang(self) -> str:
        """The app's language ("es" or "en"); Spanish when the table is used without an app."""
        return getattr(self.app, "lang", "es")

    def is_you(self, viewer: Seat | None, seat: Seat) -> bool:
        """Whether ``seat`` is the person looking at the table (the view's seat, played by a person)."""
        return viewer is not None and seat == viewer and (self.people is None or seat in self.people)

    def seat_name(self, seat: Seat, lang: str = "en") -> str:
        if 0 <= seat < len(self.seat_names):
            return self.seat_names[seat]
        return t(lang, "Player {number}", number=seat + 1)

    def reset_selection(self) -> None:
        pass

    # What a person is composing, and what the engine says it makes: the table says the first,
    # the game screen's board section asks the engine (``GameState.preview``) and hands the
    # answer back; the table never asks the engine itself.
    _previewed: tuple[Any, Any] = (None, None)
    # True when the engine's answer may take long (a solver): it is then worked out off the drawing
    # thread, and ``previewed()`` is None until it comes.
    slow_previews: ClassVar[bool] = False

    def tentative(self) -> Any | None:
        """The move being composed on the table now (tiles laid, not yet played), as a hashable
        value of the game its engine's ``preview`` reads; None when nothing is (the default)."""
        return None

    def receive_preview(self, tentative: Any | None, answer: Any | None) -> None:
        """The engine's answer for ``tentative``, handed over before each ``build``."""
        self._previewed = (tentative, answer)

    def previewed(self) -> Any | None:
        """The engine's answer for what is composed now; None when there is none, or when the
        answer was for something else (a build that has just taken the tiles back)."""
        tentative, answer = self._previewed
        return answer if tentative is not None and tentative == self.tentative() else None

    def build(
        self,
        rect: pygame.Rect,
        view: View,
        seat: Seat | None,
        legal: list[Action],
    ) -> list[Widget]:
        """Widgets for the table area ``rect`` as ``seat`` sees it. ``legal`` is empty
        when that seat may not act now (a computer's turn, the game over, a spectator)."""
        raise NotImplementedError

    def on_intent(self, intent: Any, view: View, seat: Seat, legal: list[Action]) -> Action | None:
        """An Action to apply (it must be in ``legal``), or None after a selection step.
        The default: an intent that is itself a legal Action is applied."""
        if isinstance(intent, Action) and intent in legal:
            return intent
        return None

    def status(self, view: View, seat: Seat | None, lang: str) -> str:
        """One line for the status bar: whose turn, what to do."""
        return ""

    def waits_for_reader(self, view: View, action: Action) -> bool:
        """Whether a computer's ``action`` would clear something on the table that people read at
        their own pace (a showdown's hands, when the computer deals the next): then the chosen move
        stays shown until a person clicks (the table, or the widget of that move), and, with no
        person at the table, for ``READING_TURNS`` of the usual moment. ``view`` is what the table
        shows now. The default: no move waits."""
        return False

    def refusal(self, name: str, view: View, seat: Seat, legal: list[Action], lang: str) -> str | None:
        """Why a click on the widget ``name``, which offers nothing now, does nothing (a square no
        move reaches, a rival's piece), for the status bar; None to say nothing. Asked only while
        ``seat`` may act."""
        return None

    @property
    def animating(self) -> bool:
        return False

    def update(self, dt: float) -> bool:
        """Advance the table's own animations; True when it must be redrawn."""
        return False
