#!/usr/bin/env bash
# Small print (issue 13): a list whose text stands 13-15 px tall in the image (a browser screenshot, a page shot
# from afar), read at that size it lost whole cells ("Summersweet") and garbled others ("Allegheny Su. vicviuisy").
# photo.ts now reads such a page again scaled up to about 26 px a line. Chromium renders the table (17 px serif,
# 1100 px wide); ImageMagick makes the phone-like copy (turned 2.5 degrees, noise, JPEG quality 72).
# Usage: make-small-print.sh <out dir>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
IM=/usr/bin/convert
cat > "$work/list.html" <<'HTML'
<html><body style="font-family: 'DejaVu Serif'; margin:40px; background:#fff">
<h2>Maple Hollow Farm — Availability, week of Nov 23</h2>
<table border="1" cellspacing="0" cellpadding="6" style="border-collapse:collapse;font-size:17px">
<tr><th>Variety</th><th>Common</th><th>Container</th><th>On Hand</th><th>Each</th></tr>
<tr><td>Itea virginica 'Henry's Garnet'</td><td>Virginia Sweetspire</td><td>#3</td><td>140</td><td>$24.50</td></tr>
<tr><td>Clethra alnifolia 'Ruby Spice'</td><td>Summersweet</td><td>#2</td><td>75</td><td>$18.00</td></tr>
<tr><td>Amelanchier laevis</td><td>Allegheny Serviceberry</td><td>15 gal</td><td>12</td><td>$165.00</td></tr>
<tr><td>Schizachyrium scoparium 'Standing Ovation'</td><td>Little Bluestem</td><td>#1</td><td>300</td><td>$9.25</td></tr>
<tr><td>Fothergilla gardenii</td><td>Dwarf Witchalder</td><td>#3</td><td>48</td><td>$27.00</td></tr>
<tr><td>Nyssa sylvatica</td><td>Black Gum</td><td>2" cal. B&amp;B</td><td>9</td><td>$310.00</td></tr>
<tr><td>Asclepias tuberosa</td><td>Butterfly Weed</td><td>1 qt</td><td>220</td><td>$6.75</td></tr>
<tr><td>Cornus sericea 'Arctic Fire'</td><td>Red Twig Dogwood</td><td>#5</td><td>36</td><td>$38.00</td></tr>
</table></body></html>
HTML
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,700 \
  --screenshot="$work/shot.png" "file://$work/list.html" 2>/dev/null
$IM "$work/shot.png" "$out/photo-small-print-screenshot.png"
$IM "$work/shot.png" -background white -rotate 2.5 -attenuate 0.4 +noise Gaussian -quality 72 \
  "$out/photo-small-print-phone.jpg"
/usr/bin/python3 - "$out" <<'PY'
import json, sys
rows = [
    ("Itea virginica 'Henry's Garnet'", "Virginia Sweetspire", "#3", "140", "$24.50"),
    ("Clethra alnifolia 'Ruby Spice'", "Summersweet", "#2", "75", "$18.00"),
    ("Amelanchier laevis", "Allegheny Serviceberry", "15 gal", "12", "$165.00"),
    ("Schizachyrium scoparium 'Standing Ovation'", "Little Bluestem", "#1", "300", "$9.25"),
    ("Fothergilla gardenii", "Dwarf Witchalder", "#3", "48", "$27.00"),
    ("Nyssa sylvatica", "Black Gum", '2" cal. B&B', "9", "$310.00"),
    ("Asclepias tuberosa", "Butterfly Weed", "1 qt", "220", "$6.75"),
    ("Cornus sericea 'Arctic Fire'", "Red Twig Dogwood", "#5", "36", "$38.00"),
]
keys = ("scientific_name", "plant_name", "size", "quantity_available", "price")
for name in ("photo-small-print-screenshot.png", "photo-small-print-phone.jpg"):
    with open(f"{sys.argv[1]}/{name}.json", "w") as f:
        json.dump([dict(zip(keys, row)) for row in rows], f, indent=2)
        f.write("\n")
PY
