#!/usr/bin/env bash
# Ruled tables whose long serif words ("Summersweet", "Chamaecyparis") set a baseline of nearly touching feet
# serifs: read from a photo, the rule eraser took such a baseline for a rule and whitened the word's lower half
# ("Summersweet" read "Sununcisweoot"). Three of them have ten rows evenly spaced: the nine points a column rule was
# checked at all fell on crossing rules, and the column rules were left in. Chromium renders each table; ImageMagick
# makes the photo (enlarged, on a desk, turned, seeded noise, JPEG) or the scan (turned a hair, toned paper).
# Usage: make-rule-erase.sh <out dir>
set -euo pipefail
out="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
IM=/usr/bin/convert
export HOME="$work/home"
/usr/bin/python3 - "$work" "$out" <<'PY'
import html, json, sys
work, out = sys.argv[1], sys.argv[2]
keys = ("scientific_name", "plant_name", "size", "quantity_available", "price")
maple = [
    ("Itea virginica 'Henry's Garnet'", "Virginia Sweetspire", "#3", "140", "$24.50"),
    ("Clethra alnifolia 'Ruby Spice'", "Summersweet", "#2", "75", "$18.00"),
    ("Amelanchier laevis", "Allegheny Serviceberry", "15 gal", "12", "$165.00"),
    ("Schizachyrium scoparium 'Standing Ovation'", "Little Bluestem", "#1", "300", "$9.25"),
    ("Fothergilla gardenii", "Dwarf Witchalder", "#3", "48", "$27.00"),
    ("Nyssa sylvatica", "Black Gum", '2" cal. B&B', "9", "$310.00"),
    ("Asclepias tuberosa", "Butterfly Weed", "1 qt", "220", "$6.75"),
    ("Cornus sericea 'Arctic Fire'", "Red Twig Dogwood", "#5", "36", "$38.00"),
]
long_words = [
    ("Chamaecyparis obtusa 'Nana Gracilis'", "Dwarf Hinoki Cypress", "#5", "24", "$68.00"),
    ("Liquidambar styraciflua", "American Sweetgum", "15 gal", "10", "$185.00"),
    ("Amelanchier canadensis", "Shadblow Serviceberry", "#7", "18", "$95.00"),
    ("Clethra alnifolia 'Hummingbird'", "Summersweet", "#3", "120", "$22.50"),
    ("Cephalanthus occidentalis", "Buttonbush", "#2", "64", "$16.75"),
    ("Magnolia virginiana", "Sweetbay Magnolia", "#10", "12", "$145.00"),
    ("Hydrangea quercifolia 'Snowflake'", "Oakleaf Hydrangea", "#3", "88", "$29.00"),
    ("Symphoricarpos orbiculatus", "Coralberry", "1 gal", "150", "$11.25"),
    ("Parthenocissus quinquefolia", "Virginia Creeper", "1 qt", "300", "$5.50"),
]
def page(name, font, size, pad, title, header, rows):
    cells = lambda tag, row: "".join(f"<{tag} align=left>{html.escape(c, quote=False)}</{tag}>" for c in row)
    body = "".join(f"<tr>{cells('td', row)}</tr>\n" for row in rows)
    with open(f"{work}/{name}.html", "w") as f:
        f.write(f"<html><body style=\"font-family: '{font}'; margin:30px; background:#fff\"><h3>{title}</h3>\n"
                f"<table border=\"1\" cellspacing=\"0\" cellpadding=\"{pad}\" "
                f"style=\"border-collapse:collapse;font-size:{size}px\">\n<tr>{cells('th', header)}</tr>\n{body}</table></body></html>\n")
def expect(doc, rows):
    with open(f"{out}/{doc}.json", "w") as f:
        json.dump([dict(zip(keys, row)) for row in rows], f, indent=2)
        f.write("\n")
page("maple", "DejaVu Serif", 12, 5, "Maple Hollow Farm availability",
     ("Variety", "Common", "Container", "On Hand", "Each"), maple)
expect("photo-fresh-desk.jpg", maple)  # the committed copy's rows too
page("long", "Liberation Serif", 13, 4, "Ridgeview Natives: current stock",
     ("Botanical Name", "Common Name", "Size", "Qty", "Price"), long_words)
expect("photo-rule-long-words.jpg", long_words)
expect("scan-rule-long-words.png", long_words)
page("tight", "DejaVu Serif", 12, 1, "Ridgeview Natives: current stock",
     ("Botanical Name", "Common Name", "Size", "Qty", "Price"), long_words)
expect("photo-rule-tight-cells.jpg", long_words)
PY
shot() { # $1 html in work, $2 png out, $3 window width
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$3,700" \
    --screenshot="$2" "file://$work/$1.html" >/dev/null 2>&1
}
# The first one found, photo-fresh-desk.jpg: DejaVu Serif 12 px at 2.5x (text about 30 px), on a dark desk, turned
# 3 degrees, JPEG 80. The committed copy was made so with unseeded noise; this seed's draw reads "Summersweet" whole
# even on the old eraser, so it is made only on request (WITH_REPRO=1).
shot maple "$work/maple.png" 1100
if [[ "${WITH_REPRO:-}" == 1 ]]; then
  $IM "$work/maple.png" -resize 250% -bordercolor white -border 60 -background '#5a4630' -rotate -3 \
    -gravity center -extent 3400x2400 -attenuate 0.3 -seed 13 +noise Gaussian -quality 80 "$out/photo-fresh-desk.jpg"
fi
# Liberation Serif 13 px at 2.5x, turned 2 degrees the other way on a grey desk, more noise, JPEG 75.
shot long "$work/long.png" 660
$IM "$work/long.png" -resize 250% -bordercolor white -border 50 -background '#4a4a4a' -rotate 2 -gravity center \
  -extent 1900x1900 -attenuate 0.45 -seed 13 +noise Gaussian -quality 75 "$out/photo-rule-long-words.jpg"
# The same page scanned: 2x, turned 0.6 degrees, toned paper, light noise, grey PNG.
$IM "$work/long.png" -resize 200% -background white -rotate 0.6 -flatten +level 0%,88% -attenuate 0.15 \
  -seed 13 +noise Gaussian -colorspace Gray -type Grayscale "$out/scan-rule-long-words.png"
# Cells padded 1 px (letters nearly touch the rules), 2.5x, turned -1.5 degrees, JPEG 80.
shot tight "$work/tight.png" 620
$IM "$work/tight.png" -resize 250% -bordercolor white -border 50 -background '#5a4630' -rotate -1.5 -gravity center \
  -extent 1800x1900 -attenuate 0.3 -seed 13 +noise Gaussian -quality 80 "$out/photo-rule-tight-cells.jpg"
