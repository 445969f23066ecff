#!/usr/bin/env bash
# Regenerates the font subsets in fonts/ that src/render embeds with include_bytes!.
#
# Needs Debian's fonts-noto-cjk, fonts-noto-cjk-extra (the Black weight), fonts-noto-core (Latin and
# the other scripts), kanjidic (for the jōyō and jinmeiyō kanji lists), fonttools (pyftsubset) and
# npm (the monochrome Noto Emoji, which Debian does not package, from the @fontsource/noto-emoji
# package):
#   apt-get install fonts-noto-cjk fonts-noto-cjk-extra fonts-noto-core kanjidic fonttools npm
# Face 0 of each .ttc is the Japanese (JP) one. --name-IDs='*' keeps the copyright and licence strings.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's python3, which has the fontTools module that pyftsubset uses.
PYTHON=${PYTHON:-/usr/bin/python3}
mkdir -p fonts
NOTO=/usr/share/fonts/opentype/noto
KANJIDIC=/usr/share/edict/kanjidic
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Piece faces: one- and two-character forms of every piece, plus the promoted variants in use.
printf '%s' '歩兵香車桂馬銀将金角行飛王玉と杏圭全仝馬龍竜成' > "$work/serif.txt"

# Labels and player names.
"$PYTHON" - "$KANJIDIC" > "$work/sans.txt" <<'PY'
import sys
chars = set()
def span(a, b):
    chars.update(chr(c) for c in range(a, b + 1))
span(0x20, 0x7E)      # ASCII
span(0xA0, 0x17F)     # Latin-1 supplement, Latin Extended-A
span(0x370, 0x3FF)    # Greek
span(0x400, 0x45F)    # Cyrillic
span(0x2010, 0x2027)  # dashes, quotes, … (used to shorten names)
span(0x3000, 0x303F)  # CJK punctuation, 々 〆
span(0x3040, 0x30FF)  # hiragana, katakana
span(0x31F0, 0x31FF)  # small katakana
span(0xFF01, 0xFF5E)  # full-width ASCII (full-width digits of move labels)
span(0xFF61, 0xFF9F)  # half-width katakana
chars.update('▲△☗☖○●◇◆□■★☆♪×÷±→←↑↓')
# Jōyō (kanjidic grades 1-8) and jinmeiyō (grades 9-10) kanji. kanjidic covers JIS X 0208 only,
# so add the four jōyō kanji outside it.
with open(sys.argv[1], encoding='euc_jp') as f:
    for line in f:
        if line.startswith('#'):
            continue
        fields = line.split()
        if any(g in fields for g in ('G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G8', 'G9', 'G10')):
            chars.add(fields[0])
chars.update('\U00020B9F塡剝頰')
chars.update('一二三四五六七八九十百千万手目王手先後上下位')
# Hangul: the 2,350 syllables of KS X 1001 (those EUC-KR encodes in two bytes).
for c in range(0xAC00, 0xD7A4):
    if len(chr(c).encode('euc_kr')) == 2:
        chars.add(chr(c))
sys.stdout.write(''.join(sorted(chars)))
PY

subset() {
    pyftsubset "$1" --font-number=0 --text-file="$2" --output-file="$3" \
        --name-IDs='*' --name-languages='*' --layout-features='*' --no-hinting
}
subset "$NOTO/NotoSerifCJK-Black.ttc" "$work/serif.txt" fonts/NotoSerifCJKjp-Black-subset.otf
subset "$NOTO/NotoSansCJK-Bold.ttc" "$work/sans.txt" fonts/NotoSansCJKjp-Bold-subset.otf

# The rest of the chain: whole scripts by code-point range, with their layout tables (GSUB/GPOS)
# so that shaping works; U+25CC (dotted circle) is what the shaper shows a stray mark on.
NOTO_TT=/usr/share/fonts/truetype/noto
range() {
    pyftsubset "$1" --unicodes="$2" --output-file="$3" \
        --name-IDs='*' --name-languages='*' --layout-features='*' --no-hinting --glyph-names=false
}
range "$NOTO_TT/NotoSans-Bold.ttf" "U+0020-007E,U+00A0-036F,U+0370-03FF,U+0400-052F,U+1AB0-1AFF,U+1DC0-1DFF,U+1E00-1FFF,U+2000-206F,U+20A0-20CF,U+2100-214F,U+2150-218F,U+2C60-2C7F,U+A720-A7FF,U+FB00-FB06" fonts/NotoSans-Bold-subset.ttf
range "$NOTO_TT/NotoSansDevanagari-Bold.ttf" "U+0900-097F,U+A8E0-A8FF,U+1CD0-1CFF,U+200C-200D,U+25CC,U+0020,U+002D,U+0030-0039" fonts/NotoSansDevanagari-Bold-subset.ttf
range "$NOTO_TT/NotoSansBengali-Bold.ttf" "U+0980-09FF,U+0964-0965,U+200C-200D,U+25CC,U+0020,U+002D" fonts/NotoSansBengali-Bold-subset.ttf
range "$NOTO_TT/NotoSansArabic-Bold.ttf" "U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFF,U+200C-200F,U+25CC,U+0020" fonts/NotoSansArabic-Bold-subset.ttf
range "$NOTO_TT/NotoSansHebrew-Bold.ttf" "U+0590-05FF,U+FB1D-FB4F,U+200C-200F,U+25CC,U+0020" fonts/NotoSansHebrew-Bold-subset.ttf
range "$NOTO_TT/NotoSansThai-Bold.ttf" "U+0E00-0E7F,U+200B-200D,U+25CC,U+0020" fonts/NotoSansThai-Bold-subset.ttf

# Monochrome Noto Emoji, Bold: the whole font (all emoji, with the GSUB that joins ZWJ sequences),
# less its vertical metrics.
(cd "$work" && npm pack --silent @fontsource/noto-emoji@5.3.2 >/dev/null && tar xzf fontsource-noto-emoji-*.tgz)
"$PYTHON" -c "
from fontTools.ttLib import TTFont; import sys
f = TTFont(sys.argv[1]); f.flavor = None; f.save(sys.argv[2])" \
    "$work/package/files/noto-emoji-emoji-700-normal.woff2" "$work/NotoEmoji-Bold.ttf"
pyftsubset "$work/NotoEmoji-Bold.ttf" --unicodes='*' --output-file=fonts/NotoEmoji-Bold-subset.ttf \
    --name-IDs='*' --name-languages='*' --layout-features='*' --no-hinting --glyph-names=false \
    --drop-tables+=vhea,vmtx,STAT

# The licence: each font's copyright notice, then the OFL text as Debian ships it.
"$PYTHON" - /usr/share/doc/fonts-noto-cjk/copyright fonts/*.otf fonts/*.ttf > fonts/OFL.txt <<'PY'
import sys
from fontTools.ttLib import TTFont
for path in sys.argv[2:]:
    name = TTFont(path)['name']
    print(path.split('/')[-1] + ' (a subset of ' + name.getDebugName(4) + ', ' + name.getDebugName(5) + ')')
    print(name.getDebugName(0))
    print()
text = open(sys.argv[1], encoding='utf-8').read()
body = text.split('License: SIL-1.1\n', 2)[2].split('\nLicense:', 1)[0]
for line in body.splitlines():
    line = line[1:] if line.startswith(' ') else line
    print('' if line == '.' else line)
PY
ls -l fonts/
