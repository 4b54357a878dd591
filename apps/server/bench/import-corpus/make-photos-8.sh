#!/usr/bin/env bash
# Photo pass 8 (issue 13): lists from browser/p8-*.html laid out by wkhtmltopdf, Chromium, LibreOffice and reportlab,
# then scanned or photographed with ImageMagick in ways no earlier pass tried: a 150 dpi grey fax, a 12 MP phone
# photo held off-axis (strong keystone and lens barrel), yellowed paper with a coffee ring (colour), a page folded
# across the table, motion blur saved at JPEG 40, a laptop screen's moiré, highlighter and a red COPY stamp, a
# quarter-turned photo whose EXIF tag turns it upright (and a WebP without one), a two-page image-only PDF with the
# header on page 1 only, and a 600 dpi scan with a white-on-dark header row.
# Usage: make-photos-8.sh <out dir> (make-corpus.sh calls it with the corpus's docs/).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
IM=/usr/bin/convert
export HOME="$work/home"
src="$here/browser"
chrome() { chromium --headless --no-sandbox --disable-gpu --hide-scrollbars "$@" >/dev/null 2>&1; }
shot() { # $1 source, $2 png out, $3 window: the page as Chromium shows it (colour kept)
  chrome --window-size="${3:-1240,1400}" --screenshot="$2" "file://$src/$1.html"
}
printed() { # $1 source, $2 dpi, $3 png prefix, $4 first page, $5 last page: Chromium's PDF rendered by poppler
  chrome --no-pdf-header-footer --print-to-pdf="$work/$1.pdf" "file://$src/$1.html"
  pdftoppm -r "$2" -f "${4:-1}" -l "${5:-1}" -gray -png "$work/$1.pdf" "$3"
}
wk() { # $1 source, $2 dpi, $3 png prefix: wkhtmltopdf's PDF rendered by poppler (colour)
  wkhtmltopdf -q --page-size Letter "$src/$1.html" "$work/$1.pdf" >/dev/null 2>&1
  pdftoppm -r "$2" -f 1 -l 1 -singlefile -png "$work/$1.pdf" "$3"
}
office() { # $1 source, $2 dpi, $3 png prefix, $4 -gray or nothing: HTML -> docx -> PDF by LibreOffice
  soffice --headless --convert-to 'docx:MS Word 2007 XML' --outdir "$work" "$src/$1.html" >/dev/null 2>&1
  soffice --headless --convert-to pdf --outdir "$work" "$work/$1.docx" >/dev/null 2>&1
  pdftoppm -r "$2" -f 1 -l 1 -singlefile ${4:-} -png "$work/$1.pdf" "$3"
}
imagepdf() { # $1 jpeg, $2 pdf out: an image-only page, as a scanner makes (Ghostscript)
  gs -q -sDEVICE=pdfwrite -o "$2" --permit-file-read="$1" "$(dirname "$(gs -q -dNODISPLAY -dNOSAFER -c '(viewjpeg.ps) findlibfile pop pop == quit' | tr -d '()')")/viewjpeg.ps" \
    -c "($1) << /PageSize 2 index viewJPEGgetsize 2 array astore >> setpagedevice viewJPEG"
}
expect() { cp "$src/$1.json" "$out/$2.json"; }

# A fax: wkhtmltopdf's page at 150 dpi, grey (not 1-bit), soft and contrasty, the sending machine's dark streaks
# down the page, turned 0.8 degrees.
wk p8-fax-items 150 "$work/fax"
$IM "$work/fax.png" -colorspace Gray -background white -rotate 0.8 -flatten -blur 0x0.7 -level 18%,82% \
  -fill 'gray(60%)' -draw 'line 311,0 311,1650' -draw 'line 902,0 903,1650' -fill 'gray(82%)' -draw 'line 640,0 640,1650' \
  -attenuate 0.4 +noise Gaussian -type Grayscale "$out/scan-fax-150.png"
expect p8-fax-items scan-fax-150.png

# A 12 MP phone photo held off-axis: the page 7 degrees keystoned and turned, the lens's barrel, on a wooden desk
# (colour), JPEG 85.
shot p8-offaxis "$work/off.png" 1240,1500
$IM "$work/off.png" -resize 200% -bordercolor '#8a6a48' -border 400 -virtual-pixel background -background '#8a6a48' \
  -distort Perspective '0,0 330,260  3280,0 2950,420  0,3800 60,3800  3280,3800 3280,3520' -rotate -6.5 \
  -resize 3000x4000^ -gravity center -extent 3000x4000 -distort Barrel '0 0.0 -0.06 1.06' \
  \( +clone -sparse-color Barycentric '0,0 gray(100%) %[fx:w],%[fx:h] gray(70%)' \) -compose Multiply -composite \
  -compose Over -attenuate 0.5 +noise Gaussian -quality 85 "$out/photo-offaxis-barrel.jpg"
expect p8-offaxis photo-offaxis-barrel.jpg

# Yellowed paper with a coffee ring across the table (LibreOffice's page at 150 dpi, colour), JPEG 80.
office p8-coffee 150 "$work/coffee"
$IM "$work/coffee.png" -type TrueColor \( +clone -fill '#efe3bf' -colorize 100 \) -compose Multiply -composite \
  \( +clone -fill white -colorize 100 -fill none -stroke '#b08850' -strokewidth 14 -draw 'ellipse 820,760 210,190 0,360' \
     -stroke '#cfb07a' -strokewidth 5 -draw 'ellipse 830,770 180,165 20,300' -blur 0x3 \) -compose Multiply -composite \
  -compose Over -bordercolor '#4b4f55' -border 50 -rotate 1.2 -attenuate 0.4 +noise Gaussian -quality 80 "$out/photo-coffee-ring.jpg"
expect p8-coffee photo-coffee-ring.jpg

# A page folded in four and opened again: reportlab's page at 150 dpi, the lower half 4 px lower and a hair more
# turned, a dark crease across the table with a bright edge, the halves lit differently, on a desk, JPEG 75.
/usr/bin/python3 - "$src/p8-fold.json" "$work/fold.pdf" <<'PY'
import json, sys
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
rows = json.load(open(sys.argv[1]))
c = canvas.Canvas(sys.argv[2], pagesize=letter)
c.setFont('Helvetica-Bold', 15); c.drawString(54, 730, 'Cold Spring Perennials')
c.setFont('Helvetica', 9); c.drawString(54, 714, 'Plugs ship in flats of 50.')
cols = [(54, 'Plant Name', 'plant_name', 0), (300, 'Size', 'size', 0), (430, 'Available', 'quantity_available', 1),
        (520, 'Price', 'price', 1)]
y = 684
c.setFont('Helvetica-Bold', 10.5)
for x, title, _, right in cols:
    (c.drawRightString if right else c.drawString)(x + (50 if right else 0), y, title)
c.line(54, y - 5, 570, y - 5)
c.setFont('Helvetica', 10.5)
for row in rows:
    y -= 19
    for x, _, field, right in cols:
        (c.drawRightString if right else c.drawString)(x + (50 if right else 0), y, row.get(field, ''))
c.save()
PY
pdftoppm -r 150 -f 1 -l 1 -singlefile -gray -png "$work/fold.pdf" "$work/fold"
$IM "$work/fold.png" -crop 1275x520+0+0 +repage "$work/fold-top.png"
$IM "$work/fold.png" -crop 1275x1130+0+520 +repage -background white -rotate 0.6 +repage -level 0%,90% "$work/fold-bottom.png"
$IM "$work/fold-top.png" \( "$work/fold-bottom.png" -crop 1275x1126+0+0 +repage \) -background white -splice 0x4 -append \
  -fill 'gray(45%)' -draw 'line 0,522 1275,518' -fill 'gray(100%)' -draw 'line 0,525 1275,521' \
  -fill 'gray(72%)' -draw 'line 637,0 639,1650' -bordercolor '#707070' -border 60 -rotate -1.4 \
  -attenuate 0.5 +noise Gaussian -quality 75 "$out/photo-fold-crease.jpg"
expect p8-fold photo-fold-crease.jpg

# A moving hand: 2 px of motion blur at a slant, saved at JPEG quality 40.
shot p8-motion "$work/motion.png" 1240,1100
$IM "$work/motion.png" -colorspace Gray -bordercolor '#767676' -border 50 -rotate 1.6 -motion-blur 0x2+20 \
  -attenuate 0.4 +noise Gaussian -quality 40 "$out/photo-motion-q40.jpg"
expect p8-motion photo-motion-q40.jpg

# A laptop screen photographed: its pixel grid (every third line dark) turned against the camera's and sampled
# down, which draws moiré bands; a blue cast, glare, dark bezel, keystone, JPEG 80.
shot p8-laptop "$work/laptop.png" 1240,900
$IM "$work/laptop.png" -resize 300% \( +clone -fill white -colorize 100 -fill 'gray(62%)' \
     -draw "$(for y in $(seq 0 3 2700); do printf 'line 0,%d 3720,%d ' "$y" "$y"; done)" \) -compose Multiply -composite \
  -compose Over \( +clone -fill '#dfe6ff' -colorize 100 \) -compose Multiply -composite -compose Over -rotate 1.3 -resize 38% -bordercolor '#181818' -border 60 -virtual-pixel background \
  -background '#181818' -distort Perspective '0,0 30,10  1530,0 1500,40  0,1150 0,1150  1530,1150 1530,1120' \
  \( +clone -sparse-color Barycentric '200,100 gray(100%) 1400,1100 gray(75%)' \) -compose Multiply -composite \
  -compose Over -attenuate 0.5 +noise Gaussian -quality 80 "$out/photo-laptop-moire.jpg"
expect p8-laptop photo-laptop-moire.jpg

# Yellow highlighter over three rows and a red COPY stamp across the table (wkhtmltopdf at 200 dpi, colour),
# on a desk, turned -1 degree, JPEG 82.
wk p8-highlight 200 "$work/hl"
$IM "$work/hl.png" -type TrueColor \( +clone -fill white -colorize 100 -fill '#fff25a' \
     -draw 'roundrectangle 100,401 1530,441 12,12' -draw 'roundrectangle 110,482 1420,524 14,14' \
     -draw 'roundrectangle 96,640 1500,680 10,10' \) -compose Multiply -composite \
  \( +clone -fill white -colorize 100 -stroke '#cc2222' -strokewidth 10 -fill none -draw 'roundrectangle 560,420 1110,640 20,20' \
     -stroke none -fill '#cc2222' -font DejaVu-Sans-Bold -pointsize 150 -draw 'text 610,590 "COPY"' -background white -rotate -12 \
     -gravity center -extent 1700x2200 \) -gravity northwest -compose Multiply -composite -compose Over -bordercolor '#6d6d6d' -border 60 -rotate -1 -attenuate 0.4 +noise Gaussian \
  -quality 82 "$out/photo-highlight-stamp.jpg"
expect p8-highlight photo-highlight-stamp.jpg

# A landscape list photographed with the phone upright: the pixels a quarter turned and the EXIF tag saying so
# (Orientation 6: turn clockwise to show), and the same photo as a WebP with no tag (the page on its side).
printed p8-landscape 150 "$work/land"
$IM "$work/land-1.png" -bordercolor '#7b7b7b' -border 50 -rotate -0.9 -rotate -90 -attenuate 0.4 +noise Gaussian \
  -quality 80 "$out/photo-exif-rotated.jpg"
/usr/bin/python3 - "$out/photo-exif-rotated.jpg" <<'PY'
import struct, sys
# A minimal EXIF segment with one tag, Orientation 6, first after SOI as a phone writes it (replacing JFIF APP0).
data = open(sys.argv[1], 'rb').read()
rest = data[2:]
if rest[:2] == b'\xff\xe0':
    rest = rest[2 + struct.unpack('>H', rest[2:4])[0]:]
body = b'Exif\0\0MM\0*' + struct.pack('>IHHHIHHI', 8, 1, 0x0112, 3, 1, 6, 0, 0)
open(sys.argv[1], 'wb').write(b'\xff\xd8\xff\xe1' + struct.pack('>H', len(body) + 2) + body + rest)
PY
expect p8-landscape photo-exif-rotated.jpg
$IM "$work/land-1.png" -bordercolor '#7b7b7b' -border 50 -rotate 1.1 -rotate 90 -attenuate 0.4 +noise Gaussian \
  -quality 80 "$out/photo-quarter-webp.webp"
expect p8-landscape photo-quarter-webp.webp

# Two pages scanned at 200 dpi into one image-only PDF (Ghostscript pages joined by qpdf); the header is printed
# on page 1 only.
printed p8-two-page 200 "$work/two" 1 2
for page in 1 2; do
  $IM "$work/two-$page.png" -background white -rotate "0.$((page * 3))" -flatten -attenuate 0.3 +noise Gaussian \
    -level 0%,90% -density 200 -units PixelsPerInch -quality 80 "$work/two-$page.jpg"
  imagepdf "$work/two-$page.jpg" "$work/two-$page.pdf"
done
qpdf --empty --pages "$work/two-1.pdf" "$work/two-2.pdf" -- "$out/scanpdf-two-page.pdf"
expect p8-two-page scanpdf-two-page.pdf

# A 600 dpi grey scan (a 33 MP image) of a list with a white-on-dark header row, JPEG 85 (a PNG is over 10 MB).
office p8-dark-head 600 "$work/dark" -gray
$IM "$work/dark.png" -background white -rotate -0.3 -flatten -attenuate 0.2 +noise Gaussian -level 0%,92% \
  -quality 85 "$out/scan-600dpi-dark-head.jpg"
expect p8-dark-head scan-600dpi-dark-head.jpg
