#!/usr/bin/env sh
# Puts the one-folder build in the desktop's menu for the current user (no root needed):
#   the app in ~/.local/opt/ludoteca, a `ludoteca` command in ~/.local/bin,
#   the menu entry in ~/.local/share/applications, the icons in ~/.local/share/icons/hicolor.
#
#   python build/build.py && packaging/linux/install.sh        # install or update
#   packaging/linux/install.sh --uninstall                      # remove all of it
set -eu
cd "$(dirname "$0")/../.."
data="${XDG_DATA_HOME:-$HOME/.local/share}"
opt="$HOME/.local/opt/ludoteca"
bin="$HOME/.local/bin/ludoteca"
sizes="16 32 48 64 128 256 512"

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$opt"
    [ -L "$bin" ] && rm -f "$bin"
    rm -f "$data/applications/ludoteca.desktop"
    for size in $sizes; do rm -f "$data/icons/hicolor/${size}x${size}/apps/ludoteca.png"; done
    echo "Ludoteca removed."
    exit 0
fi

if [ ! -x dist/ludoteca/ludoteca ]; then
    echo "install.sh: dist/ludoteca/ludoteca is missing; build it first: python build/build.py" >&2
    exit 1
fi
rm -rf "$opt"
mkdir -p "$opt" "$(dirname "$bin")" "$data/applications"
cp -R dist/ludoteca/. "$opt/"
ln -sf "$opt/ludoteca" "$bin"
for size in $sizes; do
    mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
    cp assets/icons/ludoteca-$size.png "$data/icons/hicolor/${size}x${size}/apps/ludoteca.png"
done
# The menu entry runs the installed app by its full path: ~/.local/bin is not on every desktop's PATH.
sed "s|^Exec=ludoteca|Exec=$opt/ludoteca|" packaging/linux/ludoteca.desktop > "$data/applications/ludoteca.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "Ludoteca installed: $opt (menu entry $data/applications/ludoteca.desktop)"
