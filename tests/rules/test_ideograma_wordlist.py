"""Ideograma's word list against rule 8: "No se permiten nombres propios, abreviaciones, palabras con
apóstrofe o guión, ni palabras en otro idioma." The list is made by build/make_wordlist.sh, which drops
the abbreviations of build/abbreviations-es.txt and every word without a vowel; these tests check the
shipped list (games/ideograma/data/words-es.txt.gz) and the graph the game loads from it."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest

from game.core import Action, IllegalActionError, SaveError, load_state
from game.registry import GAMES
from games.ideograma.engine import Ideograma
from games.ideograma.lexicon import WORDS_PATH, fold, load_lexicon

ROOT = Path(__file__).resolve().parents[2]
ABBREVIATIONS = ROOT / "build" / "abbreviations-es.txt"
# Seven turns of best play from seed 15, saved under rules version 1, with the list of before: FICES
# formed EF (3rd turn), MOARE formed SR (6th), the 7th turn laid EJ.
OLD_SAVE = Path(__file__).resolve().parent / "data" / "ideograma-rules1-abbreviations.json"
VOWEL = re.compile("[aeiouáéíóúü]")

# The abbreviations issue 24 found in the list, as a player lays them (tiles have no accents).
REPORTED = ["etc", "sr", "sra", "srta", "cm", "km", "apdo", "avda", "izq", "dcha", "atte", "cfr", "pts",
            "bs", "ch", "pp", "vs"]

# Listed abbreviations whose tile spelling is also a Spanish word, and so stays playable.
FOLDS_TO_A_WORD = {"pár": "par", "íd": "id"}

# Common Spanish words: nouns with their plurals, adjectives in both genders, verbs in many persons and
# tenses (with clitics too), and the short function words that a crossword board lives on.
COMMON = """
a al de del el la lo los las le les un una unos unas y e o u ni que se me te nos os mi mis tu tus su sus
en con por para sin sobre entre hasta desde hacia contra bajo tras ante según durante
yo tú él ella ellos ellas nosotros vosotras usted ustedes este esta estos estas ese esa eso aquel aquella
esto algo nada nadie alguien todo todos toda todas otro otra otros mucho muchos poco pocos cada mismo
sí no ya muy más menos bien mal aquí allí ahí hoy ayer mañana siempre nunca también tampoco ahora
luego después antes pronto tarde casi solo cuando donde como cuanto porque pero aunque mientras si
casa casas cosa cosas perro perros gato gatos mesa mesas silla sillas libro libros árbol árboles
niño niños niña niñas hombre hombres mujer mujeres padre padres madre madres hijo hijos hija hijas
amigo amigos amiga amigas día días noche noches año años mes meses semana semanas hora horas
tiempo agua aguas fuego tierra aire sol luna luz luces mar mares río ríos monte montes flor flores
pan vino leche carne pescado fruta frutas sal ciudad ciudades pueblo pueblos país países calle calles
camino caminos puerta puertas ventana ventanas cama camas mano manos pie pies ojo ojos cabeza boca
corazón corazones voz voces vez veces lápiz lápices rey reyes ley leyes papel papeles mujer color
colores juego juegos palabra palabras letra letras tablero ficha fichas punto puntos nombre nombres
guerra paz amor vida muerte escuela trabajo dinero coche coches tren trenes avión aviones barco
caballo caballos vaca vacas pájaro pájaros pez peces lobo lobos oso osos ratón ratones
grande grandes pequeño pequeña pequeños bueno buena buenos buenas malo mala nuevo nueva nuevos viejo
vieja blanco blanca negro negra rojo roja verde verdes azul azules alto alta bajo baja largo larga
feliz felices fácil difícil rápido lento fuerte débil bonito bonita rico pobre joven jóvenes
ser soy eres es somos son era eras éramos eran fue fueron sido siendo sea sean
estar estoy estás está estamos están estaba estuvo estuve estado
haber he has ha hemos han había habían hubo habrá haya hay
tener tengo tienes tiene tenemos tienen tenía tuvo tuve tendré tenga tenido teniendo
hacer hago haces hace hacemos hacen hizo hice hecho haciendo haremos haga hagan
ir voy vas va vamos van iba iban fui fuimos irá vaya ido yendo id
decir digo dices dice decimos dicen dijo dije dicho diciendo diga
poder puedo puedes puede podemos pueden pudo podía podrá pueda
ver veo ves ve vemos ven vio vi visto viendo vea
dar doy das da damos dan dio di dado dé
saber sé sabes sabe sabemos saben supo sabía sabrá sepa
querer quiero quieres quiere queremos quieren quiso quería quisiera
venir vengo vienes viene venimos vienen vino vine venía venga
poner pongo pones pone ponemos ponen puso puesto ponga
salir salgo sales sale salimos salen salió saldrá salga
jugar juego juegas juega jugamos juegan jugó jugaba jugará juegue jugando jugado
hablar hablo hablas habla hablamos hablan habló hablaba hablará hable hablando hablado
comer como comes come comemos comen comió comía comerá coma comiendo comido
vivir vivo vives vive vivimos viven vivió vivía vivirá viva viviendo vivido
cantar canto cantas canta cantamos cantan cantó cantaba cantaré cante cantando cantado
escribir escribo escribe escriben escribió escrito leer leo lee leen leyó leído leyendo
abrir abre abrió abierto cerrar cierro cierra cerró cerrado pensar pienso piensa pensó
dormir duermo duerme durmió dormido pedir pido pide pidió pedido seguir sigo sigue siguió
volver vuelvo vuelve volvió vuelto llevar llevo lleva llevó llegar llego llega llegó
pasar paso pasa pasó dejar dejo deja dejó encontrar encuentro encuentra encontró
llamar llamo llama llamó tomar tomo toma tomó mirar miro mira miró buscar busco busca buscó
sentir siento siente sintió contar cuento cuenta contó esperar espero espera esperó
dámelo dímelo hazlo dilo tómalo cómelo dáselo tráelo míralo
""".split()


def _word_list() -> list[str]:
    with gzip.open(WORDS_PATH, "rt", encoding="utf-8") as stream:
        return stream.read().split()


def _abbreviations() -> list[str]:
    lines = ABBREVIATIONS.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def test_common_words_stay():
    assert len(COMMON) >= 300
    lexicon = load_lexicon()
    missing = [word for word in COMMON if fold(word) not in lexicon]
    assert missing == []


def test_the_reported_abbreviations_are_gone():
    # "8) No se permiten ... abreviaciones": neither a person nor the computer may lay them.
    lexicon = load_lexicon()
    assert [word for word in REPORTED if word in lexicon] == []


@pytest.mark.parametrize("source", ["list", "lexicon"])
def test_no_listed_abbreviation_is_a_word(source):
    abbreviations = _abbreviations()
    assert len(abbreviations) > 100 and "etc" in abbreviations
    if source == "list":
        words = set(_word_list())
        assert sorted(a for a in abbreviations if a in words) == []
    else:
        lexicon = load_lexicon()
        left = sorted(a for a in abbreviations if fold(a) in lexicon and FOLDS_TO_A_WORD.get(a) != fold(a))
        assert left == []


def test_every_entry_has_a_vowel_but_the_conjunction_y():
    # "y" is a word (the conjunction) without a, e, i, o, u; it is a single letter, and words on the board are
    # two letters or more (the first word needs "dos o más fichas"), so it can never be laid. Every other
    # entry without a vowel is an abbreviation or a symbol (bs, ch, cm, pp, vs).
    without = sorted(word for word in _word_list() if not VOWEL.search(word))
    assert without == ["y"]
    assert all(len(word) >= 2 or word in {"a", "e", "o", "u", "y", "ó"} for word in _word_list())


def test_a_save_that_laid_an_abbreviation_goes_on_from_its_position(monkeypatch):
    # The word list is part of the rules: a move that formed a word now gone no longer replays, so the
    # rules version went up and such a save continues from the position it stored.
    data = json.loads(OLD_SAVE.read_text(encoding="utf-8"))
    actions = [(seat, Action.decode(text)) for seat, text in data["actions"]]
    assert data["rules"] == 1 < Ideograma.rules_version
    with pytest.raises(IllegalActionError):
        Ideograma.replay(data["players"], data["seed"], data["options"], actions)
    state = load_state(data, GAMES)
    assert state.base is not None and state.base.length == len(actions) == 7
    assert json.loads(json.dumps(state.snapshot())) == data["snapshot"]
    assert state.legal_actions(state.turn)
    # Under the same rules version the save would be refused as damaged.
    monkeypatch.setattr(Ideograma, "rules_version", 1)
    with pytest.raises(SaveError):
        load_state(data, GAMES)
