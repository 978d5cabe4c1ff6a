"""The forest deck of Estafado, as data: every card's name, count, symbols and fate.

The rulebook (002) names the cards it needs and points at symbols whose glyphs are missing, but
prints no card list: the 45-card Forest Floor deck and the 10-card auxiliary deck ("0" in the
corner) are designed here, so that everything the text says adds up and behaves as it says. The
engine reads symbols, never names. The counts are the balance's knobs (docs/AI.md says how they
were measured); the rule-fixed numbers (3 rabbits, 3 deck swaps, a hand of 5, 22 + 3 on the
floor) are never knobs.

Our decisions where the text cannot be followed literally (also on the rules screen):

- "baraja las otras 49 cartas": 45 + 10 = 55 cards, less the 4 set aside (three rabbits and the
  Crow) and the 6 put back in the box (Bald Eagle, Black Bear, Black Vulture, Carrion, two
  White-tailed Deer) leaves 45, and no reading of the text gives 49. We shuffle the 45:
  22 dealt + 3 rabbits = the 25 of the floor, 5 in the Fox's hand, 18 in the draw deck.
- The Black Vulture's warning ("its abilities stay active while on the floor") contradicts its
  removal two lines above; the explicit list of cards to box wins, and the warning's other half
  (the Hurricane has a different back) is kept: the Hurricane's back shows wherever it lies.
- The Bald Eagle and the Black Bear are played as tokens; their cards stay in the box. The Bear's
  abilities, which "stay active", are its token's: it cannot be walked through, and it catches the
  Fox on its card.
- Coyote's Rivals is switched off in this mode (note 9): the Coyote is a card without effect here.
- The symbol glyphs were lost in the text: the ones it describes are "keep face up" and
  "do not swap" (never moved by any swap or exchange); we draw our own icons for every symbol.
- The Evasion die: the text gives the Fox a six-sided Evasion die but never its faces nor its use.
  Its name and the introduction ("will you find a rabbit only to see it escape your jaws?") give
  its use: a Rabbit Encounter rolls it, and a Speed face lets the rabbit escape.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from types import MappingProxyType

from game.text import N_

# --- symbols ------------------------------------------------------------------------------------
KEEP_FACE_UP = "keep_face_up"  # not turned back down at the end of the Fox's move
DO_NOT_SWAP = "do_not_swap"  # never moved by a swap or an exchange; a swap aimed at it does nothing
SPECIAL_BACK = "special_back"  # a different back, seen by both players wherever the card lies
RABBIT = "rabbit"  # Rabbit Encounter: the Evasion die decides whether the Fox catches it
LEAP = "leap"  # the Fox may step one card further (and that card acts as a landing)
TUNNEL = "tunnel"  # while face up, a move starting on it may take its first step diagonally
LIGHT = "light"  # reveal one face-down card next to it, which acts too
SCOUT = "scout"  # the Fox looks secretly at one face-down card of the floor
FORAGE = "forage"  # the Fox draws the top card of the deck into his hand
WATER_DIVE = "water_dive"  # the Fox may move the Eagle one or two spaces more
OUCH = "ouch"  # the Fox loses his next move
YIKES = "yikes"  # the Fox jumps back to the card he stood on before his last step
SPRAY = "spray"  # the Fox's next move is one card only
STEAL = "steal"  # a random card of the Fox's hand goes to the discards
QUILLS = "quills"  # while face up, the Fox may not step onto it
ALARM = "alarm"  # on her next turn the Crow looks secretly at one face-down card anywhere
GALE = "gale"  # the face-down cards of its row and column are shuffled among their spaces
RIVALS = "rivals"  # Coyote's Rivals: switched off in Estafado (note 9)
BLOCK = "block"  # the Black Bear's: nobody walks through it (lives on the token)
CATCH = "catch"  # the Black Bear's: the Fox on its card is caught (lives on the token)
CIRCLING = "circling"  # the Black Vulture's (boxed)
LEAP_TWO = "leap_two"  # the White-tailed Deer's (boxed)

# The symbols that act when the card is revealed, in the order they act (a card has one at most).
ACTIVE_SYMBOLS: tuple[str, ...] = (
    RABBIT,
    LEAP,
    LIGHT,
    SCOUT,
    FORAGE,
    WATER_DIVE,
    OUCH,
    YIKES,
    SPRAY,
    STEAL,
    ALARM,
    GALE,
)
# Symbols that only say how the card lies or moves.
PASSIVE_SYMBOLS: tuple[str, ...] = (KEEP_FACE_UP, DO_NOT_SWAP, SPECIAL_BACK, TUNNEL, QUILLS, RIVALS)
# Symbols printed on cards that never play in Estafado.
BOXED_SYMBOLS: tuple[str, ...] = (BLOCK, CATCH, CIRCLING, LEAP_TWO)
SYMBOLS: tuple[str, ...] = ACTIVE_SYMBOLS + PASSIVE_SYMBOLS + BOXED_SYMBOLS

# Each symbol's name and what it does, for the legend and the tooltips (translated where shown).
SYMBOL_NAMES: MappingProxyType[str, str] = MappingProxyType(
    {
        KEEP_FACE_UP: N_("Keep face up"),
        DO_NOT_SWAP: N_("Do not swap"),
        SPECIAL_BACK: N_("Different back"),
        RABBIT: N_("Rabbit Encounter"),
        LEAP: N_("Leap"),
        TUNNEL: N_("Tunnel"),
        LIGHT: N_("Glow"),
        SCOUT: N_("Scout"),
        FORAGE: N_("Forage"),
        WATER_DIVE: N_("Water Dive"),
        OUCH: N_("Ouch"),
        YIKES: N_("Yikes"),
        SPRAY: N_("Spray"),
        STEAL: N_("Steal"),
        QUILLS: N_("Quills"),
        ALARM: N_("Alarm"),
        GALE: N_("Gale"),
        RIVALS: N_("Coyote's Rivals"),
        BLOCK: N_("Block"),
        CATCH: N_("Catch"),
        CIRCLING: N_("Circling"),
        LEAP_TWO: N_("Leap two"),
    }
)
SYMBOL_HELP: MappingProxyType[str, str] = MappingProxyType(
    {
        KEEP_FACE_UP: N_("Stays face up after the Fox's move."),
        DO_NOT_SWAP: N_("Never moved by a swap or an exchange."),
        SPECIAL_BACK: N_("Its back is different: both players see where it lies."),
        RABBIT: N_("Roll the Evasion die: a blank face catches the rabbit; Speed lets it escape and it stays face up."),
        LEAP: N_("The Fox may step one card further; that card acts as if he landed on it."),
        TUNNEL: N_("While face up, a move that starts here may take its first step diagonally."),
        LIGHT: N_("Turn up one face-down card next to this one; it acts too."),
        SCOUT: N_("The Fox looks secretly at one face-down card."),
        FORAGE: N_("The Fox draws the top card of the deck (a hand holds 5 at most)."),
        WATER_DIVE: N_("The Fox may move the Eagle one or two spaces more."),
        OUCH: N_("The Fox loses his next move (the Eagle still flies)."),
        YIKES: N_("The Fox jumps back to the card he left."),
        SPRAY: N_("The Fox's next move is one card only."),
        STEAL: N_("A random card of the Fox's hand goes to the discards."),
        QUILLS: N_("While face up, the Fox may not step onto it."),
        ALARM: N_("On her next turn the Crow looks secretly at one face-down card anywhere."),
        GALE: N_("The face-down cards of its row and column are shuffled among their places."),
        RIVALS: N_("Not used in Estafado."),
        BLOCK: N_("Nobody walks through the Black Bear."),
        CATCH: N_("The Black Bear catches the Fox on its card."),
        CIRCLING: N_("Not used in Estafado."),
        LEAP_TWO: N_("Not used in Estafado."),
    }
)

# --- where a card goes at set-up ----------------------------------------------------------------
PLAY = "play"  # shuffled into the forest
ASIDE = "aside"  # set aside: the rabbits (they join the floor) and the Crow (the Crow's piece)
BOX = "box"  # back in the box, unused
FORESTS = ("forest", "auxiliary")  # the 45-card Forest Floor deck and the 10 cards with a "0"


@dataclass(frozen=True, slots=True)
class CardKind:
    """One kind of card: ``count`` identical copies, each with its own code (``kind`` + 1..count)."""

    kind: str
    name: str  # English message id (the catalogue says it in Spanish)
    spanish: str  # the Spanish name, kept beside the English one so the data reads whole
    count: int
    symbols: tuple[str, ...]
    deck: str  # one of FORESTS
    fate: str  # PLAY, ASIDE or BOX
    why: str  # the design note: why it is in the deck and does what it does

    @property
    def active(self) -> str | None:
        """The one symbol that acts when the card is revealed, if any."""
        return next((s for s in self.symbols if s in ACTIVE_SYMBOLS), None)


def _k(
    kind: str, name: str, spanish: str, count: int, symbols: tuple[str, ...], deck: str, fate: str, why: str
) -> CardKind:
    return CardKind(kind, name, spanish, count, symbols, deck, fate, why)


F, X = "forest", "auxiliary"
KINDS: tuple[CardKind, ...] = (
    # Named by the text.
    _k(
        "rabbit",
        N_("Baby Eastern Cottontail Rabbit"),
        "Cría de Conejo de Cola de Algodón",
        3,
        (RABBIT, KEEP_FACE_UP),
        F,
        ASIDE,
        "The Fox's prey; an escaped rabbit stays face up, which is why the text forbids swapping face-up rabbits.",
    ),
    _k("crow", N_("Crow"), "Cuerva", 1, (), F, ASIDE, "The Crow player's piece on the ring; its symbols are ignored."),
    _k("eagle", N_("Bald Eagle"), "Águila Calva", 1, (WATER_DIVE,), F, BOX, "Boxed: the Eagle is a token."),
    _k(
        "bear",
        N_("Black Bear"),
        "Oso Negro",
        1,
        (BLOCK, CATCH),
        F,
        BOX,
        "Boxed: the Bear is a token that keeps the card's Block and Catch.",
    ),
    _k("vulture", N_("Black Vulture"), "Buitre Negro", 1, (SPECIAL_BACK, CIRCLING), F, BOX, "Boxed by the text."),
    _k("carrion", N_("Carrion"), "Carroña", 1, (), F, BOX, "Boxed by the text."),
    _k("deer", N_("White-tailed Deer"), "Venado de Cola Blanca", 2, (LEAP_TWO,), F, BOX, "Both boxed by the text."),
    _k(
        "hurricane",
        N_("Hurricane"),
        "Huracán",
        1,
        (SPECIAL_BACK, DO_NOT_SWAP, GALE),
        F,
        PLAY,
        "Its different back is in the text; a storm that scrambles both players' memory of its row and column.",
    ),
    _k("coyote", N_("Coyote"), "Coyote", 1, (RIVALS,), F, PLAY, "Coyote's Rivals is off in this mode (note 9)."),
    _k("wasp", N_("Wasp"), "Avispa", 1, (OUCH,), F, PLAY, '"Will the Wasp sting you?": the Fox loses his next move.'),
    # Hinder the Fox.
    _k("mosquito", N_("Mosquito"), "Mosquito", 2, (YIKES,), F, PLAY, "A nuisance that drives the Fox back."),
    _k("raccoon", N_("Raccoon"), "Mapache", 1, (STEAL,), F, PLAY, "A thief: takes one card of the Fox's hand."),
    _k("skunk", N_("Striped Skunk"), "Mofeta Rayada", 1, (SPRAY,), F, PLAY, "Slows the Fox's next move."),
    _k(
        "porcupine",
        N_("Porcupine"),
        "Puercoespín",
        1,
        (KEEP_FACE_UP, DO_NOT_SWAP, QUILLS),
        F,
        PLAY,
        "A face-up card that cannot be swapped, as the text's exceptions expect; it walls off its place.",
    ),
    # Help the Fox.
    _k("squirrel", N_("Gray Squirrel"), "Ardilla Gris", 3, (LEAP,), F, PLAY, "A friend who shows a way further."),
    _k(
        "flying_squirrel",
        N_("Flying Squirrel"),
        "Ardilla Voladora",
        3,
        (LEAP,),
        F,
        PLAY,
        "Glides one card further: the leapers are how the Fox outpaces the Crow's swaps (see the balance).",
    ),
    _k("treefrog", N_("Gray Treefrog"), "Rana Arborícola Gris", 3, (LEAP,), F, PLAY, "A leaper."),
    _k(
        "grasshopper",
        N_("Grasshopper"),
        "Saltamontes",
        3,
        (),
        F,
        PLAY,
        "It sings in the grass and no longer leaps: with the Fox playing his Water Dive, twelve leapers gave "
        "him 56% between normal players, nine give him half (docs/AI.md).",
    ),
    _k(
        "cricket",
        N_("Field Cricket"),
        "Grillo",
        3,
        (),
        F,
        PLAY,
        "It sings at night and no longer leaps: the crickets were leapers until the Fox learned to dive "
        "(docs/AI.md); each card kept its code, so older saves go on from their snapshots.",
    ),
    _k(
        "fruit",
        N_("Fruit & Seeds"),
        "Frutos y Semillas",
        2,
        (FORAGE,),
        F,
        PLAY,
        "Food for the road: a card for the hand.",
    ),
    _k("chipmunk", N_("Chipmunk"), "Ardilla Listada", 2, (FORAGE,), F, PLAY, "A hoarder who shares."),
    _k(
        "beaver",
        N_("Beaver"),
        "Castor",
        1,
        (WATER_DIVE, KEEP_FACE_UP),
        F,
        PLAY,
        "Water Dive must live on a card in play: the text keeps it apart from the Eagle's own double flight. "
        "It keeps face up, so it dives once: a dive left face down was landed on again and again, and the "
        "Eagle, which follows the Crow step for step once near, caught her in most games (docs/AI.md).",
    ),
    _k(
        "catfish",
        N_("Yellow Bullhead Catfish"),
        "Bagre Amarillo",
        1,
        (),
        F,
        PLAY,
        "Once a second Water Dive (an eagle dives for fish); two dives let the Eagle end most games, so it is "
        "a quiet card now.",
    ),
    _k(
        "box_turtle",
        N_("Box Turtle"),
        "Tortuga de Caja",
        1,
        (KEEP_FACE_UP, DO_NOT_SWAP),
        F,
        PLAY,
        "A fixed landmark the Crow cannot move.",
    ),
    # Neither: the forest itself.
    _k("vegetation", N_("Vegetation"), "Vegetación", 1, (), F, PLAY, "Undergrowth."),
    _k("turkey", N_("Wild Turkey"), "Pavo Salvaje", 1, (), F, PLAY, "A quiet neighbour."),
    _k("leaves", N_("Leaf Litter"), "Hojarasca", 2, (), F, PLAY, "The forest floor itself."),
    _k("earthworm", N_("Earthworm"), "Lombriz", 1, (), F, PLAY, "A quiet neighbour."),
    # The auxiliary deck ("0" in the corner): the abilities the text names that need cards of their own.
    _k(
        "mole",
        N_("Eastern Mole"),
        "Topo",
        2,
        (KEEP_FACE_UP, TUNNEL),
        X,
        PLAY,
        "The Tunnel, the one exception to 'never diagonal' (note 4); it stays face up, so the Crow can "
        "swap it under the Fox and he may use it (note 8).",
    ),
    _k(
        "firefly",
        N_("Firefly"),
        "Luciérnaga",
        4,
        (LIGHT,),
        X,
        PLAY,
        "A useful insect; explains 'any other card you revealed this turn'.",
    ),
    _k("glowworm", N_("Glowworm"), "Gusano de Luz", 2, (LIGHT,), X, PLAY, "A firefly's larva: glows too."),
    _k(
        "honeybee",
        N_("Honeybee"),
        "Abeja",
        1,
        (SCOUT,),
        X,
        PLAY,
        "A useful insect: the Fox's answer to the Crow's peeks.",
    ),
    _k("blue_jay", N_("Blue Jay"), "Arrendajo Azul", 1, (ALARM,), X, PLAY, "The Crow's ally: birds tell on the Fox."),
)
del F, X

BY_KIND: MappingProxyType[str, CardKind] = MappingProxyType({k.kind: k for k in KINDS})


def codes_of(kind: CardKind) -> tuple[str, ...]:
    return tuple(f"{kind.kind}{i}" for i in range(1, kind.count + 1))


# Every card of the box by its code ("rabbit1", "mole2"); the code's letters name its kind.
ALL_CODES: tuple[str, ...] = tuple(code for kind in KINDS for code in codes_of(kind))
KIND_OF: MappingProxyType[str, CardKind] = MappingProxyType({code: kind for kind in KINDS for code in codes_of(kind)})
RABBITS: tuple[str, ...] = codes_of(BY_KIND["rabbit"])
PLAYING: tuple[str, ...] = tuple(code for code in ALL_CODES if KIND_OF[code].fate == PLAY)
# Set-up numbers fixed by the text.
FLOOR_SIZE = 5
DEALT_TO_FLOOR = 22
HAND_SIZE = 5
DECK_SWAPS = 3
RABBITS_TO_WIN = 3

# The Evasion die (a component of the text; its faces are ours): a blank face catches the rabbit,
# Speed lets it escape. Five blank faces and one Speed: the balance (docs/AI.md) asked for the
# rabbit to escape one time in six. Speed-with-Carrion is a face of the published die; Carrion is
# boxed here, so the face is not on ours.
BLANK, SPEED, SPEED_CARRION = "blank", "speed", "speed_carrion"
DIE_FACES: tuple[str, ...] = (BLANK, BLANK, BLANK, BLANK, BLANK, SPEED)
DIE_FACE_NAMES: MappingProxyType[str, str] = MappingProxyType(
    {BLANK: N_("Blank"), SPEED: N_("Speed"), SPEED_CARRION: N_("Speed and Carrion")}
)


def symbols_of(code: str) -> tuple[str, ...]:
    return KIND_OF[code].symbols


def has(code: str, symbol: str) -> bool:
    return symbol in KIND_OF[code].symbols


def deck_counts() -> Counter[str]:
    """How many cards each deck and each fate holds (the checks of the data)."""
    counts: Counter[str] = Counter()
    for kind in KINDS:
        counts[kind.deck] += kind.count
        counts[kind.fate] += kind.count
    return counts
