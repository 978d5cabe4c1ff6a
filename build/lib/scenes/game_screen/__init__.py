"""The game screen's parts, which ``scenes.game_scene.GameScene`` composes.

After Python Arcade's sections (``arcade/sections.py``): the screen is cut into rectangles
(``regions``), and each rectangle belongs to one section that lays out its own widgets there,
paints what is not a widget, and answers the input meant for it (``section.Section``).

Sections, in the order they are laid out and drawn:
- ``board.Board``: the game's table in the middle; the seat's view, moves and refused clicks.
- ``top_bar.TopBar``: the game's name, Menu, Rules and Undo.
- ``players_panel.PlayersPanel`` and ``moves_log.MovesLog``: the side panels.
- ``status_line.StatusLine``: whose turn, what the computer does, what went wrong.
- ``end_panel.EndPanel``: the result over the table when the game is over.
- ``curtain.CurtainSection``: replaces all of the above while the device changes hands.

And two parts that draw nothing: ``turns.Turns`` (whose turn and whose view, the curtain's
seat, who may act) and ``computers.ComputerTurns`` (computer players thinking in threads,
their chosen move shown for a moment, then played).
"""
