"""The engine contract every game meets.

A game is a subclass of :class:`GameState`. The state owns its random
generator, so ``(players, seed, options, actions)`` replays a game exactly.
Actions are small immutable :class:`Action` values with a text encoding that
round-trips. ``apply`` validates first and only then changes anything, so an
illegal action leaves the state untouched.

Hidden information: ``view(seat)`` is everything that seat may know and
nothing else; ``determinize(seat, rng)`` is a full state consistent with that
view, hidden parts (and the future of the generator) resampled. Computer
players search only on determinized states.

Saves are versioned JSON holding the seed, the options and the list of
actions; loading replays them and checks the result against the stored
snapshot, so a save can never silently load into a different game.

Each game also has a ``rules_version``, written in its saves. A change to a
game's rules that changes what its moves replay to raises it; a save made under
older rules that no longer replays then continues from its stored snapshot
(``from_snapshot``): that position becomes the game's ``base``, the moves before
it stay for the log but cannot be undone, and the moves after it replay from it
(later saves carry the base). A save of the current rules that does not replay
is refused: it is damaged.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from game.spec import GameSpec
from game.text import DEFAULT_DOMAIN, Domain

SAVE_FORMAT = 1

Seat = int
JSONValue = Any


class RulesError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalActionError(RulesError, ValueError):
    """An action that is not allowed now; the state was left unchanged."""

    def __init__(self, action: object, reason: str) -> None:
        self.action = action
        self.reason = reason
        text = action.encode() if isinstance(action, Action) else repr(action)
        super().__init__(f"illegal action {text}: {reason}")


class BadActionTextError(RulesError, ValueError):
    """Action text that does not parse."""


class SaveError(RulesError):
    """A save file that cannot be loaded. The message says why in detail (in English);
    ``kind`` says what went wrong in a word the app can put in the player's language."""

    KINDS = ("unreadable", "too_large", "not_a_save", "newer_app", "newer_rules", "unknown_game",
             "damaged", "does_not_replay")

    def __init__(self, message: str, kind: str = "damaged") -> None:
        if kind not in self.KINDS:
            raise ValueError(f"unknown kind of save error {kind!r}")
        super().__init__(message)
        self.kind = kind


class OptionError(RulesError, ValueError):
    """Unknown option, or a value outside its choices."""


_ARG_RE = re.compile(r"^-?[0-9]+$")
_WORD_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.+\-]*$")
_KNOWN_WORDS: set[str] = set()


def _remember_word(word: object) -> bool:
    """True when ``word`` is a plain word; good words are remembered (up to a bound)."""
    if not isinstance(word, str) or not _WORD_RE.match(word):
        return False
    if len(_KNOWN_WORDS) < 200_000:
        _KNOWN_WORDS.add(word)
    return True


def copy_generator(rng: random.Random) -> random.Random:
    """An independent copy of ``rng`` at the same point of its sequence. ``random.Random()``
    would first seed itself from the OS's entropy, only to be overwritten: half the cost of
    copying, and searching players copy a state for every world they imagine."""
    other = random.Random.__new__(random.Random)
    other.setstate(rng.getstate())
    return other


# ``random.Random.shuffle`` draws ``_randbelow(i + 1)`` for i from the last index down, and that is
# ``_randbelow_with_getrandbits`` (``getrandbits(k)`` until below ``n``) when ``getrandbits`` is
# the generator's own; ``fast_shuffle`` below writes the same loop without the call per card (``fast_shuffle``).
_SAME_SHUFFLE = random.Random._randbelow is random.Random._randbelow_with_getrandbits  # type: ignore[attr-defined]


def fast_shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``: the same draws from ``rng`` and the same order (tested against it),
    about twice as fast (a sampling player or check shuffles a pile for every world it draws).
    A generator of another class shuffles with its own method."""
    if type(rng) is not random.Random or not _SAME_SHUFFLE:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """A move: a kind and a few integer or word arguments.

    Text form: ``kind`` or ``kind:arg1,arg2`` (``place:2,3``, ``guess:red,lady``).
    """

    kind: str
    args: tuple[int | str, ...] = ()

    def __post_init__(self) -> None:
        # Engines build thousands of actions per move: the common cases (a known
        # word, a plain int) are settled by a set lookup or a type check.
        if self.kind not in _KNOWN_WORDS and not _remember_word(self.kind):
            raise BadActionTextError(f"bad action kind {self.kind!r}")
        for arg in self.args:
            kind = type(arg)
            if kind is int:
                continue
            if kind is str:
                if arg not in _KNOWN_WORDS and not _remember_word(arg):
                    raise BadActionTextError(f"action argument {arg!r} is not a plain word")
            elif isinstance(arg, bool) or not isinstance(arg, (int, str)):
                raise BadActionTextError(f"action argument {arg!r} must be an int or a word")
            elif isinstance(arg, str) and not _WORD_RE.match(arg):
                raise BadActionTextError(f"action argument {arg!r} is not a plain word")

    def encode(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + ":" + ",".join(str(a) for a in self.args)

    @classmethod
    def decode(cls, text: str) -> Action:
        if not isinstance(text, str):
            raise BadActionTextError(f"action text must be a string, not {type(text).__name__}")
        if len(text) > 200:
            raise BadActionTextError("action text is too long")
        kind, sep, rest = text.strip().partition(":")
        if not _WORD_RE.match(kind):
            raise BadActionTextError(f"cannot read action {text!r}: bad kind")
        if not sep:
            return cls(kind)
        if rest == "":
            raise BadActionTextError(f"cannot read action {text!r}: empty arguments")
        args: list[int | str] = []
        for part in rest.split(","):
            if _ARG_RE.match(part):
                args.append(int(part))
            elif _WORD_RE.match(part):
                args.append(part)
            else:
                raise BadActionTextError(f"cannot read action {text!r}: bad argument {part!r}")
        return cls(kind, tuple(args))

    def __str__(self) -> str:
        return self.encode()


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A declared game option; ``choices`` lists every allowed value, default first.

    ``label`` and ``choice_labels`` (by ``str(value)``) are English message ids, marked with
    ``game.text.N_`` and translated in the game's own catalogue (``domain``, which the game's
    spec fills in)."""

    name: str
    default: JSONValue
    choices: tuple[JSONValue, ...]
    label: str = ""
    choice_labels: Mapping[str, str] = field(default_factory=dict)
    domain: str | None = None
    # The choice changes what a score counts (PokerDrez's chips against its plain points): the
    # statistics keep a record of their own for each choice but the default (scenes/stats_store.py).
    separate_records: bool = False

    def text(self, lang: str) -> str:
        return Domain(self.domain or DEFAULT_DOMAIN).t(lang, self.label) if self.label else self.name

    def choice_text(self, value: JSONValue, lang: str) -> str:
        label = self.choice_labels.get(str(value))
        return Domain(self.domain or DEFAULT_DOMAIN).t(lang, label) if label else str(value)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game.

    ``placing[seat]`` is 1 for the winners, 2 for the next, and so on (ties
    share a place). Cooperative games set ``team_score`` and ``rating``.
    """

    scores: tuple[float, ...]
    placing: tuple[int, ...]
    team_score: float | None = None
    rating: str | None = None
    # Lines for the end of the game: messages (game.text.Msg, their str() is English, seats as
    # game.text.Seat so the screen says the players' names), or plain English from older engines.
    detail: tuple[Any, ...] = ()

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(s for s, p in enumerate(self.placing) if p == 1)

    def rewards(self) -> tuple[float, ...]:
        """One value per seat in [0, 1]: 1 for a sole winner, 0 for last."""
        n = len(self.placing)
        if n == 1:
            return (1.0 if self.placing[0] == 1 else 0.0,)
        worst = max(self.placing)
        if worst == 1:  # everybody shares first place: a draw
            return tuple(0.5 for _ in self.placing)
        return tuple((worst - p) / (worst - 1) for p in self.placing)

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "scores": list(self.scores),
            "placing": list(self.placing),
            "winners": list(self.winners),
            "team_score": self.team_score,
            "rating": self.rating,
            "detail": [str(line) for line in self.detail],  # a message's English text
        }


def placing_from_scores(scores: Sequence[float], tiebreak: Sequence[float] | None = None) -> tuple[int, ...]:
    """Competition ranking: higher score is better; ties share a place."""
    keys = [(s, tiebreak[i] if tiebreak else 0) for i, s in enumerate(scores)]
    return tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)


@dataclass(frozen=True)
class SnapshotBase:
    """A position a game went on from after its rules changed: the snapshot saved under the
    older rules (``rules``) after its first ``length`` moves, and the seed of the generator
    from there (the old generator's state is not in a save)."""

    length: int
    snapshot: Mapping[str, JSONValue]
    rng_seed: int
    rules: int

    def state(self, cls: type[GameState], players: int, seed: int, options: Mapping[str, JSONValue],
              history: Sequence[tuple[Seat, Action]]) -> GameState:
        """The game at this base, its earlier moves kept for the log and not undoable."""
        state = cls.from_snapshot(players, seed, cls.resolve_options(options), self.snapshot)
        if json.loads(json.dumps(state.snapshot())) != self.snapshot:
            raise SaveError("the position saved under older rules cannot be rebuilt")
        state.history = list(history[:self.length])
        state.undo_floor = self.length
        state.rng = random.Random(self.rng_seed)
        state.base = self
        # With its moves in place, every law of the game must hold (some games count what the moves
        # placed): a base declaring an impossible position is refused here, whatever its game checked.
        problems = state.invariant_violations()
        if problems:
            raise SaveError("the position saved under older rules is impossible: " + "; ".join(problems))
        return state

    def to_json(self) -> dict[str, JSONValue]:
        return {"length": self.length, "snapshot": self.snapshot, "rng_seed": self.rng_seed, "rules": self.rules}

    @classmethod
    def from_json(cls, data: JSONValue, moves: int) -> SnapshotBase:
        if not (isinstance(data, dict) and isinstance(data.get("snapshot"), dict)
                and all(isinstance(data.get(k), int) and not isinstance(data.get(k), bool)
                        for k in ("length", "rng_seed", "rules"))
                and 0 <= data["length"] <= moves and data["rules"] >= 1):
            raise SaveError("the save's position from older rules is malformed")
        return cls(data["length"], data["snapshot"], data["rng_seed"], data["rules"])


class GameState(ABC):
    """One game in progress. Subclasses set the class attributes and implement
    the abstract methods; the public methods here enforce the contract."""

    # --- what the registry shows -------------------------------------------------
    id: ClassVar[str]
    title: ClassVar[str]
    family: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    hidden_information: ClassVar[bool] = False
    needs_curtain: ClassVar[bool] = False  # people sharing a screen hide it between turns
    cooperative: ClassVar[bool] = False
    options_spec: ClassVar[tuple[OptionSpec, ...]] = ()
    summary: ClassVar[str] = ""  # an English message id (the game's spec)
    # Raised whenever a rules change makes older saves replay differently (see load_state).
    rules_version: ClassVar[int] = 1

    # The game's declaration (games/<id>/__init__.py): a game passes it as ``class X(GameState,
    # spec=SPEC)`` and the names above are read from it, so they are written once.
    spec: ClassVar[GameSpec]

    def __init_subclass__(cls, spec: GameSpec | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if spec is not None:
            cls.spec = spec
            cls.id, cls.title, cls.family = spec.id, spec.title, spec.family
            cls.min_players, cls.max_players = spec.min_players, spec.max_players
            cls.hidden_information, cls.cooperative = spec.hidden_information, spec.cooperative
            cls.needs_curtain = spec.hidden_information if spec.curtain is None else spec.curtain
            cls.summary = spec.summary
            # The option words are said in the game's own catalogue.
            cls.options_spec = tuple(replace(option, domain=spec.id) for option in cls.options_spec)
            cls._check_players_by_option()

    @classmethod
    def _check_players_by_option(cls) -> None:
        """A range per option value must name a real option and choice, and sit inside the game's range."""
        for name, ranges in cls.spec.players_by_option.items():
            option = next((o for o in cls.options_spec if o.name == name), None)
            if option is None:
                raise TypeError(f"{cls.spec.id}: players_by_option names no option {name!r}")
            for value, (low, high) in ranges.items():
                if value not in {str(choice) for choice in option.choices}:
                    raise TypeError(f"{cls.spec.id}: option {name!r} has no choice {value!r}")
                if not cls.min_players <= low <= high <= cls.max_players:
                    raise TypeError(f"{cls.spec.id}: {low}-{high} players for {name}={value} is outside "
                                    f"{cls.min_players}-{cls.max_players}")

    @classmethod
    def solo(cls) -> bool:
        return cls.min_players == 1

    # --- life cycle --------------------------------------------------------------
    def __init__(self, players: int, seed: int = 0, options: Mapping[str, JSONValue] | None = None) -> None:
        cls = type(self)
        if not isinstance(players, int) or not cls.min_players <= players <= cls.max_players:
            raise OptionError(
                f"{cls.id} is for {cls.min_players}-{cls.max_players} players, not {players!r}"
            )
        self.options = cls.resolve_options(options)
        low, high = cls.player_range(self.options)
        if not low <= players <= high:
            raise OptionError(f"{cls.id} with options {self.options} is for {low}-{high} players, not {players}")
        self.players = players
        self.seed = int(seed)
        self.rng = random.Random(self.seed)
        self.history: list[tuple[Seat, Action]] = []
        # Undo may not go back past this many actions: chance or a reveal happened.
        self.undo_floor = 0
        self._irreversible = False
        # Where the game went on from a position saved under older rules (see load_state), or None.
        self.base: SnapshotBase | None = None
        self.setup()

    @classmethod
    def resolve_options(cls, options: Mapping[str, JSONValue] | None) -> dict[str, JSONValue]:
        resolved = {spec.name: spec.default for spec in cls.options_spec}
        for name, value in (options or {}).items():
            spec = next((s for s in cls.options_spec if s.name == name), None)
            if spec is None:
                raise OptionError(f"{cls.id} has no option {name!r}")
            if value not in spec.choices:
                raise OptionError(f"option {name!r} of {cls.id} must be one of {list(spec.choices)}, not {value!r}")
            resolved[name] = value
        return resolved

    @classmethod
    def player_range(cls, options: Mapping[str, JSONValue] | None = None) -> tuple[int, int]:
        """The fewest and most players with ``options`` (defaults for the ones not given): an
        option may narrow the game's range (``GameSpec.players_by_option``)."""
        spec: GameSpec | None = getattr(cls, "spec", None)  # test games written without a spec have none
        if spec is None:
            return cls.min_players, cls.max_players
        return spec.player_range(cls.resolve_options(options))

    @classmethod
    def options_for(cls, players: int, options: Mapping[str, JSONValue] | None = None) -> dict[str, JSONValue]:
        """``options`` (defaults for the ones not given) with every option that does not admit
        ``players`` moved to its first choice that does: how a test or a command asks for a count."""
        resolved = cls.resolve_options(options)
        for option in cls.options_spec:
            for choice in (resolved[option.name], *option.choices):
                low, high = cls.player_range({**resolved, option.name: choice})
                if low <= players <= high:
                    resolved[option.name] = choice
                    break
        return resolved

    @classmethod
    def configurations(cls) -> list[tuple[int, dict[str, JSONValue]]]:
        """Every player count with every combination of options it may be played with, fewest
        players first: what the contract tests, the soak and the fuzz try."""
        names = [option.name for option in cls.options_spec]
        combos = [dict(zip(names, combo, strict=True))
                  for combo in itertools.product(*(option.choices for option in cls.options_spec))]
        return [(players, combo) for players in range(cls.min_players, cls.max_players + 1) for combo in combos
                if cls.player_range(combo)[0] <= players <= cls.player_range(combo)[1]]

    @abstractmethod
    def setup(self) -> None:
        """Lay out the start of the game (using ``self.rng`` for chance)."""

    # --- turn structure ------------------------------------------------------------
    @abstractmethod
    def to_act(self) -> tuple[Seat, ...]:
        """Seats that must act now; empty when the game is over."""

    @abstractmethod
    def legal_actions(self, seat: Seat) -> list[Action]:
        """Legal actions of ``seat`` now, in a deterministic order (empty if it need not act)."""

    @abstractmethod
    def _apply(self, seat: Seat, action: Action) -> None:
        """Change the state; called only with a legal action."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    # --- information -----------------------------------------------------------------
    @abstractmethod
    def view(self, seat: Seat | None) -> Any:
        """The game as ``seat`` may know it (None: a spectator): a frozen, typed value
        extending ``game.view.View`` (a few games still return a JSON-able dict while they
        move to typed views)."""

    def view_holds_secrets(self, seat: Seat) -> bool:
        """Whether ``view(seat)`` now shows anything another person at the table may not see. The
        pass-and-play curtain is raised only before such a view (a game may say a seat's view holds
        none at times: everybody guessing with their cards put away). Default: in a game with
        hidden information, always."""
        return self.hidden_information

    @abstractmethod
    def snapshot(self) -> dict[str, JSONValue]:
        """JSON-able picture of the whole state, secrets included (for equality and saves)."""

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> GameState:
        """A state equal to the one ``snapshot()`` described (its history aside): how a game
        saved under older rules continues. Raise ``SaveError`` for a snapshot this game
        cannot take; a game that does not override this cannot continue such saves."""
        raise SaveError(f"{cls.title} cannot continue a game saved under its older rules")

    def determinize(self, seat: Seat, rng: random.Random) -> GameState:
        """A full state consistent with ``view(seat)``. Games with hidden information
        override it to resample what ``seat`` cannot see. The generator is always
        reseeded, so the future of chance is not leaked either."""
        clone = self.clone()
        clone.rng = random.Random(rng.getrandbits(64))
        return clone

    def clone(self) -> GameState:
        return copy.deepcopy(self)

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Any:
        """What ``action`` does, for the game log: a ``game.text.Msg`` (the screen says it in the
        player's language, seats by name), or from an engine not yet moved to messages a
        sentence in ``lang``. Asked before the action is applied."""
        return f"{action.encode()}"

    def logged(self, seat: Seat, action: Action) -> bool:
        """Whether ``action`` gets a line of its own in the moves log (asked before it is applied, as
        ``describe``). Default: every action. A game whose move is named in two steps says the first
        step in the status line only, so that the log says the whole move once."""
        return True

    def describe_result(self, seat: Seat, action: Action) -> Any:
        """What chance showed when ``action`` was just applied, for the game log ("5 and CORONA"
        after a throw): a ``game.text.Msg``, asked after the action (``describe`` is asked before,
        when the dice have not been thrown yet). None, the default: nothing to add. Only what every
        seat saw: the log is public."""
        return None

    def rating_name(self, rating: str, lang: str = "en") -> Any:
        """The words for ``Outcome.rating`` (a band of a cooperative or solitaire score): a
        ``game.text.Msg``, or a sentence in ``lang``."""
        return rating

    def preview(self, seat: Seat, tentative: object) -> object | None:
        """What a move being composed at a table would make (a word's score and words, or why it
        is not a play), for the seat to act: ``tentative`` is what the table says is being
        composed (its ``tentative()``, a hashable value of the game), the answer a frozen, typed
        value of the game that the table reads. The game screen asks it, never the table, and
        only when the tentative move changes. It never changes the state; a seat not to act, or
        a game without previews (the default), gets None."""
        return None

    def shares_secrets(self, seat: Seat, other: Seat) -> bool:
        """Whether ``other`` may look at the screen while ``seat`` plays without a pass-and-play
        curtain between them (partners who show each other their cards). Default: nobody does."""
        return False

    def invariant_violations(self) -> list[str]:
        """The game's own conservation laws (no card, gem or tile created or lost,
        scores consistent). Empty when all hold; the soak and the contract
        checks call it after every action."""
        return []

    # --- the checked entry points ------------------------------------------------------
    def check(self, seat: Seat, action: Action) -> None:
        """Raise IllegalActionError unless ``seat`` may play ``action`` now."""
        if not isinstance(action, Action):
            raise IllegalActionError(action, "not an action")
        if self.is_over():
            raise IllegalActionError(action, "the game is over")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalActionError(action, f"there is no seat {seat!r}")
        if seat not in self.to_act():
            raise IllegalActionError(action, f"it is not seat {seat + 1}'s turn")
        if not self.is_legal(seat, action):
            raise IllegalActionError(action, self.why_illegal(seat, action))

    def is_legal(self, seat: Seat, action: Action) -> bool:
        """Whether ``action`` is legal for ``seat``, who is to act. A game whose legal
        list is huge may validate an action directly instead (and must agree with it)."""
        return action in self.legal_actions(seat)

    def why_illegal(self, seat: Seat, action: Action) -> str:
        """A game may explain better why an action is refused."""
        return "not one of the legal actions now"

    def apply(self, seat: Seat, action: Action) -> None:
        self.check(seat, action)
        self._irreversible = False
        self._apply(seat, action)
        self.history.append((seat, action))
        if self._irreversible:
            self.undo_floor = len(self.history)

    @property
    def restored_from_older_rules(self) -> bool:
        return self.base is not None

    def rewound(self, length: int) -> GameState:
        """This game as it was after its first ``length`` actions, replayed from the start
        (or from its base: a game that went on from a position of older rules)."""
        if self.base is None:
            return type(self).replay(self.players, self.seed, self.options, self.history[:length])
        if length < self.base.length:
            raise RulesError(f"the moves before move {self.base.length + 1} were played under older rules")
        state = self.base.state(type(self), self.players, self.seed, self.options, self.history)
        for seat, action in self.history[self.base.length:length]:
            state.apply(seat, action)
        return state

    def apply_text(self, seat: Seat, text: str) -> Action:
        action = Action.decode(text)
        self.apply(seat, action)
        return action

    def mark_irreversible(self) -> None:
        """Called by ``_apply`` when chance was used or a secret was revealed."""
        self._irreversible = True

    def shuffle(self, items: list[Any]) -> None:
        self.rng.shuffle(items)
        self.mark_irreversible()

    # --- equality, saves, replay ----------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState) or type(other) is not type(self):
            return NotImplemented
        return self.snapshot() == other.snapshot() and self.history == other.history

    __hash__ = None  # type: ignore[assignment]

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "format": SAVE_FORMAT,
            "game": self.id,
            "rules": self.rules_version,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [[seat, action.encode()] for seat, action in self.history],
            "snapshot": self.snapshot(),
            **({"base": self.base.to_json()} if self.base is not None else {}),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def replay(
        cls,
        players: int,
        seed: int,
        options: Mapping[str, JSONValue] | None,
        actions: Sequence[tuple[Seat, Action]],
    ) -> GameState:
        state = cls(players, seed, options)
        for seat, action in actions:
            state.apply(seat, action)
        return state


def load_state(data: JSONValue, registry: Mapping[str, type[GameState]]) -> GameState:
    """Rebuild a state from ``GameState.to_json`` output; SaveError says what is wrong.
    ``registry`` maps game ids to their rules (``game.registry.GAMES``): the contract itself
    knows no game."""
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object", "not_a_save")
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise SaveError("the save has no format version", "not_a_save")
    if fmt > SAVE_FORMAT:
        raise SaveError(f"the save was written by a newer Ludoteca (format {fmt}, this one reads up to {SAVE_FORMAT})",
                        "newer_app")
    if fmt < 1:
        raise SaveError(f"unknown save format {fmt}")
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in registry:
        raise SaveError(f"the save is for an unknown game {game_id!r}", "unknown_game")
    players, seed, options, actions = (data.get(k) for k in ("players", "seed", "options", "actions"))
    if (not isinstance(players, int) or isinstance(players, bool) or not isinstance(seed, int)
            or isinstance(seed, bool)):
        raise SaveError("the save has no valid player count or seed")
    if not isinstance(options, dict) or not isinstance(actions, list):
        raise SaveError("the save has no valid options or action list")
    cls = registry[game_id]
    try:
        low, high = cls.player_range(options)
    except OptionError:  # the replay below refuses the options, saying which
        low, high = cls.min_players, cls.max_players
    if cls.min_players <= players <= cls.max_players and not low <= players <= high:
        raise SaveError(f"the save is for {players} players, but {cls.title} with its options is for {low} to {high}")
    rules = data.get("rules", 1)  # saves from before rules versions were written: version 1
    if not isinstance(rules, int) or isinstance(rules, bool) or rules < 1:
        raise SaveError("the save has no valid rules version")
    if rules > cls.rules_version:
        raise SaveError(f"the save was made under newer rules of {cls.title} (version {rules}; "
                        f"this Ludoteca knows version {cls.rules_version})", "newer_rules")
    history: list[tuple[Seat, Action]] = []
    for i, entry in enumerate(actions):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
                and not isinstance(entry[0], bool) and isinstance(entry[1], str)):
            raise SaveError(f"action {i + 1} of the save is malformed")
        try:
            history.append((entry[0], Action.decode(entry[1])))
        except RulesError as exc:
            raise SaveError(f"action {i + 1} of the save is malformed: {exc}") from exc
    snapshot = data.get("snapshot")
    base = SnapshotBase.from_json(data["base"], len(history)) if "base" in data else None
    if base is not None and base.rules >= cls.rules_version:
        # A base is the position a game went on from when its rules changed: always of older rules.
        raise SaveError(f"the save's position from older rules claims rules version {base.rules}, "
                        f"but {cls.title} is at version {cls.rules_version}")
    try:
        if base is None:
            state = cls.replay(players, seed, options, history)
        else:
            state = _from_base(cls, players, seed, options, base, history)
        if snapshot is not None and json.loads(json.dumps(state.snapshot())) != snapshot:
            raise SaveError("the save replays to a different position than it recorded", "does_not_replay")
    except RulesError as exc:
        if rules == cls.rules_version or not isinstance(snapshot, dict):
            if isinstance(exc, SaveError):
                raise
            raise SaveError(f"the save does not replay: {exc}", "does_not_replay") from exc
        # Older rules: go on from the saved position, which becomes the game's base.
        base = SnapshotBase(len(history), snapshot, seed * 1_000_003 + len(history), rules)
        try:
            return base.state(cls, players, seed, options, history)
        except SaveError as inner:
            raise SaveError(f"the save was made under older rules and does not replay ({exc}); {inner}",
                            "does_not_replay") from inner
        except (RulesError, LookupError, TypeError, ValueError) as inner:
            raise SaveError(f"the save was made under older rules and its position cannot be read: {inner}") from inner
    return state


def _from_base(cls: type[GameState], players: int, seed: int, options: Mapping[str, JSONValue],
               base: SnapshotBase, history: list[tuple[Seat, Action]]) -> GameState:
    try:
        state = base.state(cls, players, seed, options, history)
    except SaveError:
        raise
    except (RulesError, LookupError, TypeError, ValueError) as exc:
        raise SaveError(f"the save's position from older rules cannot be read: {exc}") from exc
    for seat, action in history[base.length:]:
        state.apply(seat, action)
    return state


def loads_state(text: str | bytes, registry: Mapping[str, type[GameState]]) -> GameState:
    try:
        data = json.loads(text)
    except (UnicodeDecodeError, ValueError) as exc:
        raise SaveError(f"the save is not valid JSON: {exc}", "not_a_save") from exc
    return load_state(data, registry)
