#!/bin/sh
# Makes the PDF's embedded font (decisions 92, 100) from Liberation Sans 2 as Debian packs it:
# subset to the Latin scripts (Basic Latin, Latin-1, Latin Extended-A and -B, combining marks,
# Latin Extended Additional for Vietnamese, general punctuation, currency), without hinting and
# without layout tables (pdf-lib draws one glyph per character and ignores positioning, so GSUB
# ligatures would only hurt text extraction), and renamed "Boarding Sans": "Liberation" is a
# Reserved Font Name of the SIL OFL 1.1, which a modified version (a subset) may not carry.
# Then writes the same bytes as base64 modules for core (font-data-*.ts), so the main bundle, the
# tests and the benches (tsx) all load the font without an asset loader.
# Needs: apt-get (Debian 12), pyftsubset and fontTools (Debian's `fonttools` package), node.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download fonts-liberation2=2.1.5-1 2>/dev/null || apt-get download fonts-liberation2
dpkg-deb -x fonts-liberation2_*.deb x
source_dir=x/usr/share/fonts/truetype/liberation2
for weight in Regular Bold; do
  pyftsubset "$source_dir/LiberationSans-$weight.ttf" \
    --unicodes="U+0020-007E,U+00A0-024F,U+0300-036F,U+1E00-1EFF,U+2000-206F,U+20A0-20CF,U+2116,U+2122,U+FFFD" \
    --layout-features='' --no-hinting --drop-tables+=DSIG,GSUB,GPOS,GDEF,kern \
    --output-file="sub-$weight.ttf"
  /usr/bin/python3 - "sub-$weight.ttf" "$here/BoardingSans-$weight.ttf" "$weight" <<'PY'
import sys
from fontTools.ttLib import TTFont
source, target, weight = sys.argv[1:]
font = TTFont(source)
names = {1: 'Boarding Sans', 2: weight, 3: f'Boarding Sans {weight} (Liberation Sans 2.1.5 subset)',
         4: f'Boarding Sans {weight}' if weight != 'Regular' else 'Boarding Sans',
         6: f'BoardingSans-{weight}'}
table = font['name']
for record in list(table.names):
    if record.nameID in (16, 17, 18, 21, 22):
        table.removeNames(nameID=record.nameID)
for name_id, text in names.items():
    table.setName(text, name_id, 3, 1, 0x409)
    table.setName(text, name_id, 1, 0, 0)
font.save(target)
PY
done
awk '/^License: SIL-OFL-1.1/{p=1;next} p&&/^[A-Z][a-z-]*:/{exit} p' \
  x/usr/share/doc/fonts-liberation2/copyright | sed -e 's/^ //' -e 's/^\.$//' > ofl-body.txt
{
  echo 'Boarding Sans is a subset of Liberation Sans 2.1.5, renamed as the licence asks of a'
  echo 'modified version. Copyright of the original:'
  echo
  echo 'Digitized data copyright (c) 2010 Google Corporation with Reserved Font Arimo, Tinos and Cousine.'
  echo 'Copyright (c) 2012 Red Hat, Inc. with Reserved Font Name Liberation.'
  echo
  cat ofl-body.txt
} > "$here/OFL.txt"
node "$here/font-modules.mjs"
