#!/usr/bin/env bash
# Photo pass 7 (issue 13): four lists in shapes the corpus lacked, laid out by Chromium from browser/p7-*.html and
# photographed or scanned with ImageMagick: URW Gothic photographed at an angle with a hand over a corner, a faint
# thermal-printer slip in a monospaced font, a C059 list scanned grey at 200 dpi on toned paper, and a narrow-type
# list under a desk lamp (a bright spot, the rest falling off) slightly out of focus.
# Usage: make-photos-7.sh <out dir> (make-corpus.sh calls it with the corpus's docs/).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
IM=/usr/bin/convert
export HOME="$work/home"
shot() { # $1 source in browser/, $2 png out, $3 window width: the page as headless Chromium shows it, in grey
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="${3:-1240},1400" \
    --screenshot="$2" "file://$here/browser/$1.html" >/dev/null 2>&1
  $IM "$2" -colorspace Gray "$2"
}
printed() { # $1 source in browser/, $2 dpi, $3 png out: the page printed to PDF by Chromium, rendered by poppler
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$work/$1.pdf" \
    "file://$here/browser/$1.html" >/dev/null 2>&1
  pdftoppm -r "$2" -f 1 -l 1 -singlefile -gray -png "$work/$1.pdf" "${3%.png}"
}
expect() { cp "$here/browser/$1.json" "$out/$2.json"; }

# At an angle (turned 3.5 degrees, a strong keystone) on a desk, a hand holding the bottom-right corner (a dark
# blurred palm and thumb over the page's margin, its soft shadow beside it), JPEG 70.
shot p7-gothic-hand "$work/a.png"
$IM "$work/a.png" -bordercolor '#6f6f6f' -border 70 -virtual-pixel background -background '#6f6f6f' \
  -distort Perspective '0,0 70,40  1380,0 1320,20  0,1540 0,1540  1380,1540 1380,1520' -rotate 3.5 \
  \( +clone -fill white -colorize 100 -fill 'gray(55%)' -draw 'ellipse 1290,1560 260,170 0,360' -blur 0x30 \) \
  -compose Multiply -composite \
  -fill '#5a5a5a' -draw 'ellipse 1400,1600 220,140 0,360' -draw 'roundrectangle 1180,1430 1420,1500 35,35' \
  -attenuate 0.6 +noise Gaussian -blur 0x0.6 -quality 70 "$out/photo-gothic-hand.jpg"
expect p7-gothic-hand photo-gothic-hand.jpg

# A thermal-printer slip: faint grey monospaced type on a narrow strip, the print fading down the slip and broken
# by the head's thin light streaks, laid on a darker desk, turned 1 degree, JPEG 72.
shot p7-thermal-receipt "$work/b.png" 640
$IM "$work/b.png" -crop 640x720+0+0 +repage -negate \
  \( +clone -sparse-color Barycentric '0,0 gray(62%) 0,%[fx:h] gray(40%)' \) -compose Multiply -composite -negate \
  -fill 'gray(90%)' -draw 'line 0,233 640,233' -draw 'line 0,412 640,412' -draw 'line 0,530 640,530' \
  -fill 'gray(93%)' -opaque white -compose Over -bordercolor '#585858' -border 50 -virtual-pixel background -background '#585858' \
  -rotate 1 -attenuate 0.5 +noise Gaussian -quality 72 "$out/photo-thermal-receipt.jpg"
expect p7-thermal-receipt photo-thermal-receipt.jpg

# A grey scan at 200 dpi: C059 10.5 pt on toned paper (the page's white at 84%), a hair turned, faint noise.
printed p7-c059-grey-scan 200 "$work/c.png"
$IM "$work/c.png" -background white -rotate -0.7 -flatten +level 0%,84% -attenuate 0.15 +noise Gaussian \
  -colorspace Gray -type Grayscale "$out/scan-c059-grey.png"
expect p7-c059-grey-scan scan-c059-grey.png

# Under a desk lamp: a bright spot to the upper left, the rest falling off to grey, a little out of focus (blur 1),
# on a desk, turned -2.2 degrees, mild perspective, JPEG 70.
shot p7-narrow-lamp "$work/d.png"
$IM "$work/d.png" -bordercolor '#7c7c7c' -border 60 -virtual-pixel background -background '#7c7c7c' \
  -distort Perspective '0,0 12,10  1360,0 1344,24  0,1520 20,1510  1360,1520 1360,1520' -rotate -2.2 \
  \( +clone -sparse-color Shepards '300,250 gray(100%) 1300,1500 gray(55%) 0,1500 gray(62%) 1300,0 gray(72%)' \) \
  -compose Multiply -composite -blur 0x1 -attenuate 0.6 +noise Gaussian -quality 70 "$out/photo-narrow-lamp.jpg"
expect p7-narrow-lamp photo-narrow-lamp.jpg

# Each list also as Chromium prints it (a text PDF): checks the expected rows by the text path.
if [[ "${WITH_TEXT:-}" == 1 ]]; then
  for source in "$here"/browser/p7-*.html; do
    name="$(basename "${source%.html}")"
    chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$out/browser-$name.pdf" \
      "file://$source" >/dev/null 2>&1
    cp "$here/browser/$name.json" "$out/browser-$name.pdf.json"
  done
fi
