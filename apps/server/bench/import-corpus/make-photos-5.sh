#!/usr/bin/env bash
# Photo pass 5 (issue 13): lists laid out by Chromium from browser/p5-*.html (fonts, layouts and plants no earlier
# document has) and photographed or scanned with ImageMagick in shapes the corpus lacked: a page filling the frame
# seen at a strong keystone, a shadow across the page, a small low-resolution photo, two tables side by side, 8 pt
# type scanned at 200 dpi, a landscape page turned a quarter in the photo, white bold headings on a dark band over
# light-grey zebra rows, a spreadsheet with gridlines photographed off a screen.
# Usage: make-photos-5.sh <out dir> (make-corpus.sh calls it with the corpus's docs/).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
IM=/usr/bin/convert
export HOME="$work/home"
shot() { # $1 source in browser/, $2 png out: the page as headless Chromium shows it, in grey
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1240,1400 \
    --screenshot="$2" "file://$here/browser/$1.html" >/dev/null 2>&1
  $IM "$2" -colorspace Gray "$2"
}
printed() { # $1 source in browser/, $2 dpi, $3 png out: the page printed to PDF by Chromium, rendered by poppler
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$work/$1.pdf" \
    "file://$here/browser/$1.html" >/dev/null 2>&1
  pdftoppm -r "$2" -f 1 -l 1 -singlefile -gray -png "$work/$1.pdf" "${3%.png}"
}
expect() { cp "$here/browser/$1.json" "$out/$2.json"; }

# The page fills the frame (no desk), seen from below: the top edge 5-6 degrees narrower on each side, light
# falling off to the top, noise, JPEG 72.
shot p5-serif-keystone "$work/a.png"
$IM "$work/a.png" -virtual-pixel white -distort Perspective '0,0 140,60  1240,0 1100,60  0,1400 0,1400  1240,1400 1240,1400' \
  -crop 1180x1320+30+50 +repage \
  \( +clone -sparse-color Barycentric '0,0 gray(70%) 0,%[fx:h] gray(100%)' \) -compose Multiply -composite \
  -attenuate 0.6 +noise Gaussian -quality 72 "$out/photo-serif-keystone.jpg"
expect p5-serif-keystone photo-serif-keystone.jpg

# A shadow (the phone's) across the left part of the page: on a desk, turned -1.5 degrees, mild perspective.
shot p5-sans-shadow "$work/b.png"
$IM "$work/b.png" -bordercolor '#7a7a7a' -border 60 -virtual-pixel background -background '#7a7a7a' \
  -distort Perspective '0,0 20,14  1360,0 1336,0  0,1520 0,1520  1360,1520 1346,1500' -rotate -1.5 \
  \( +clone -fill white -colorize 100 -fill 'gray(52%)' -draw 'polygon 0,0 520,0 300,1600 0,1600' -blur 0x35 \) \
  -compose Multiply -composite -attenuate 0.6 +noise Gaussian -quality 70 "$out/photo-sans-shadow.jpg"
expect p5-sans-shadow photo-sans-shadow.jpg

# A small photo: on a desk, turned 2 degrees, perspective, then saved 1200 px wide (JPEG 75).
shot p5-palatino-lowres "$work/c.png"
$IM "$work/c.png" -bordercolor '#858585' -border 70 -virtual-pixel background -background '#858585' \
  -distort Perspective '0,0 30,20  1380,0 1350,0  0,1540 10,1540  1380,1540 1380,1520' -rotate 2 \
  \( +clone -sparse-color Barycentric '0,0 gray(100%) %[fx:w],%[fx:h] gray(68%)' \) -compose Multiply -composite \
  -resize 1200x -attenuate 0.5 +noise Gaussian -quality 75 "$out/photo-palatino-lowres.jpg"
expect p5-palatino-lowres photo-palatino-lowres.jpg

# Two tables side by side on one page: on a desk, turned -1.8 degrees, perspective.
shot p5-two-column "$work/d.png"
$IM "$work/d.png" -bordercolor '#8c8c8c' -border 60 -virtual-pixel background -background '#8c8c8c' \
  -distort Perspective '0,0 10,26  1360,0 1340,0  0,1520 0,1520  1360,1520 1330,1496' -rotate -1.8 \
  \( +clone -sparse-color Barycentric '0,%[fx:h] gray(100%) %[fx:w],0 gray(66%)' \) -compose Multiply -composite \
  -attenuate 0.6 +noise Gaussian -quality 70 "$out/photo-two-column.jpg"
expect p5-two-column photo-two-column.jpg

# 8 pt type, scanned at 200 dpi: a hair turned, a little noise.
printed p5-small-8pt 200 "$work/e.png"
$IM "$work/e.png" -background white -rotate 0.4 -flatten -attenuate 0.3 +noise Gaussian -level 0%,90% \
  -colorspace Gray -type Grayscale "$out/scan-small-8pt.png"
expect p5-small-8pt scan-small-8pt.png

# A landscape page photographed with the phone held upright: the page turned a quarter (and 1.5 degrees more) on a
# desk, perspective, noise, JPEG 70.
printed p5-landscape-quarter 150 "$work/f.png"
$IM "$work/f.png" -bordercolor '#808080' -border 60 -virtual-pixel background -background '#808080' \
  -distort Perspective '0,0 24,10  1770,0 1750,20  0,1395 0,1395  1770,1395 1770,1380' -rotate 91.5 \
  \( +clone -sparse-color Barycentric '0,0 gray(100%) %[fx:w],%[fx:h] gray(66%)' \) -compose Multiply -composite \
  -attenuate 0.6 +noise Gaussian -quality 70 "$out/photo-landscape-quarter.jpg"
expect p5-landscape-quarter photo-landscape-quarter.jpg

# White bold headings on a dark band, light-grey zebra rows: on a desk, turned 2.8 degrees, perspective.
shot p5-dark-band-zebra "$work/g.png"
$IM "$work/g.png" -bordercolor '#777777' -border 60 -virtual-pixel background -background '#777777' \
  -distort Perspective '0,0 36,18  1360,0 1330,8  0,1520 6,1520  1360,1520 1350,1490' -rotate 2.8 \
  \( +clone -sparse-color Barycentric '0,0 gray(100%) %[fx:w],%[fx:h] gray(64%)' \) -compose Multiply -composite \
  -attenuate 0.6 +noise Gaussian -quality 70 "$out/photo-dark-band-zebra.jpg"
expect p5-dark-band-zebra photo-dark-band-zebra.jpg

# A spreadsheet with gridlines photographed off a screen: dark bezel, low contrast, blur, turned -1 degree.
shot p5-sheet-gridlines "$work/h.png"
$IM "$work/h.png" -level -12%,108% -bordercolor '#202020' -border 50 -virtual-pixel background -background '#202020' \
  -distort Perspective '0,0 16,20  1340,0 1326,0  0,1500 0,1500  1340,1500 1330,1482' -rotate -1 -blur 0x1.1 \
  -attenuate 0.8 +noise Gaussian -quality 72 "$out/photo-screen-gridlines.jpg"
expect p5-sheet-gridlines photo-screen-gridlines.jpg

# Each list also as Chromium prints it (a text PDF): checks the expected rows by the text path.
if [[ "${WITH_TEXT:-}" == 1 ]]; then
  for source in "$here"/browser/p5-*.html; do
    name="$(basename "${source%.html}")"
    chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$out/browser-$name.pdf" \
      "file://$source" >/dev/null 2>&1
    cp "$here/browser/$name.json" "$out/browser-$name.pdf.json"
  done
fi
