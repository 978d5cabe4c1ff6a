"""PokerGuess's predictions (rulebook 003, "PokerGuess"): a colour with a count and a figure with a
count, claimed about every card in play, each card counted in one group only.

- Holding [PG-5]: "Cada carta puede ser contabilizada solo en uno de los dos grupos: por su figura o
  por su color." With one deck only one card has both the colour and the figure, so a prediction of
  ``colours`` cards of colour c and ``figures`` cards of figure f holds when there are that many of
  each and, that shared card counted once, enough for both together.
- The order of checking [PG-14, G-PG-8]: a prediction is two groups, ranked as Poker7 ranks a hand's
  groups (without runs): the bigger group first (between equal sizes the colour group first, "el
  grupo de colores, el más significativo"), then the other; predictions compare first by those two
  sizes, then by the first group's kind and value (a colour beats any figure; colours by their number,
  figures Jóker > Reina > Torre > Alfil > Caballo > Peón), then the second group's. Two different
  predictions never compare equal.

Pure Python, no pygame: the engine, the view, the computer players and the table's captions use it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.cards.pokerdrez import Colour, Figure, PokerDrezCard

MAX_COLOURS = len(Figure)  # 6 cards of one colour in the deck
MAX_FIGURES = len(Colour)  # 9 cards of one figure
COLOUR_GROUP, FIGURE_GROUP = 1, 0  # a group's kind, as it ranks: a colour group beats a figure group


@dataclass(frozen=True, slots=True, order=False)
class Prediction:
    """At least ``colours`` cards of colour ``colour`` (1 grey .. 9 green) and at least ``figures``
    cards of figure ``figure`` (1 Peón .. 6 Jóker) among the cards in play."""

    colour: int
    colours: int
    figure: int
    figures: int

    @property
    def args(self) -> tuple[int, int, int, int]:
        return (self.colour, self.colours, self.figure, self.figures)

    @property
    def key(self) -> tuple[int, ...]:
        """Higher is checked first ([PG-14])."""
        return prediction_key(self.colour, self.colours, self.figure, self.figures)

    def holds(self, cards: Iterable[PokerDrezCard]) -> bool:
        return holds(self, cards)

    def counted(self, cards: Iterable[PokerDrezCard]) -> tuple[tuple[PokerDrezCard, ...], tuple[PokerDrezCard, ...]]:
        """The cards that count for the colour and for the figure, the shared card (if in play) given
        to the colour when the colour needs it, else to the figure: what the showdown lays out."""
        cards = sorted(cards)
        of_colour = [c for c in cards if c.colour is not None and int(c.colour) == self.colour]
        of_figure = [c for c in cards if c.figure is not None and int(c.figure) == self.figure]
        shared = [c for c in of_colour if c in of_figure]
        if shared:
            card = shared[0]
            if len(of_colour) - 1 >= self.colours:  # the colour does without it: the figure takes it
                of_colour.remove(card)
            else:
                of_figure.remove(card)
        return tuple(of_colour), tuple(of_figure)


def prediction_key(colour: int, colours: int, figure: int, figures: int) -> tuple[int, ...]:
    colour_group = (colours, COLOUR_GROUP, colour)
    figure_group = (figures, FIGURE_GROUP, figure)
    first, second = (colour_group, figure_group) if colour_group > figure_group else (figure_group, colour_group)
    return (first[0], second[0], first[1], first[2], second[1], second[2])


def holds(prediction: Prediction, cards: Iterable[PokerDrezCard]) -> bool:
    """Whether the cards in play bear the prediction out, no card counted twice [PG-5]."""
    colour, figure = prediction.colour, prediction.figure
    nc = nf = shared = 0
    for card in cards:
        in_colour = card.colour is not None and int(card.colour) == colour
        in_figure = card.figure is not None and int(card.figure) == figure
        nc += in_colour
        nf += in_figure
        shared += in_colour and in_figure
    return counts_hold(prediction.colours, prediction.figures, nc, nf, shared)


def counts_hold(colours: int, figures: int, nc: int, nf: int, shared: int) -> bool:
    """The rule on counts alone: enough of each, and enough together once the shared card is one."""
    return nc >= colours and nf >= figures and nc + nf - shared >= colours + figures


def every_prediction(limit: int) -> list[Prediction]:
    """Every prediction whose two counts together stay within ``limit`` cards (the cards in play),
    highest first."""
    found = [
        Prediction(colour, colours, figure, figures)
        for colour in range(1, len(Colour) + 1)
        for colours in range(1, MAX_COLOURS + 1)
        for figure in range(1, len(Figure) + 1)
        for figures in range(1, MAX_FIGURES + 1)
        if colours + figures <= limit
    ]
    found.sort(key=lambda p: p.key, reverse=True)
    return found


def valid(args: tuple[object, ...]) -> Prediction | None:
    """The prediction four action arguments name, or None."""
    if len(args) != 4 or any(type(a) is not int for a in args):
        return None
    colour, colours, figure, figures = args
    assert isinstance(colour, int) and isinstance(colours, int) and isinstance(figure, int) and isinstance(figures, int)
    if not (1 <= colour <= len(Colour) and 1 <= figure <= len(Figure)):
        return None
    if not (1 <= colours <= MAX_COLOURS and 1 <= figures <= MAX_FIGURES):
        return None
    return Prediction(colour, colours, figure, figures)
