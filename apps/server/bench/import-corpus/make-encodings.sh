#!/usr/bin/env bash
# Photo encodings (issue 13): one corpus photo (photo-word-ruled.jpg, 8 rows) and the clean scan of the same page
# (scan-word-ruled.png) saved the ways a phone, a scanner, Windows Paint or a messaging app saves a picture, each
# expected to read like its source. ImageMagick
# writes the pixels; sharp (the server's own image library) writes an EXIF orientation tag, which ImageMagick 6
# cannot add to a file that has none; a top-down BMP (negative height) is the bottom-up one with its rows reversed.
# Usage: make-encodings.sh <out dir> [all]: without "all" only the encodings kept in the corpus (those that failed
# at first sight), with it every probe (docs/performance.md "Photo encodings").
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$1"
every="${2:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
IM=/usr/bin/convert
src="$here/docs/photo-word-ruled.jpg"
repo="$(cd "$here/../../../.." && pwd)"
make() { # $1 out name, $2 ImageMagick's output prefix ("BMP3:" ...), then its options ($SRC: another source)
  local name="$1" prefix="$2"
  shift 2
  $IM "${SRC:-$src}" "$@" "$prefix$out/$name"
  cp "$here/docs/photo-word-ruled.jpg.json" "$out/$name.json"
}
corpus() { # kept in the corpus: always made
  make "$@"
}
probe() { # a probe only: made with "all"
  if [ "$every" = all ]; then make "$@"; fi
}

# Kept in the corpus: BMPs and a transparent PNG of the clean 300 dpi scan of the same page (scan-word-ruled.png)
# cut to the list, as a selection saved from Paint, within the 10 MB upload limit (a 24-bit BMP of the whole photo is
# 14 MB) and small in git: 24 bits as Windows Paint saves it (BITMAPINFOHEADER, bottom-up), 256 colours run-length
# encoded (RLE8, ImageMagick's default for a palette BMP3), 32 bits with an alpha mask (BITMAPV5HEADER, ImageMagick's
# default BMP), 1 bit (a fax), and the paper's white made transparent, the colour under it black (as a background
# remover leaves it).
scan="$here/docs/scan-word-ruled.png"
cut=(-crop 1860x1340+150+90 +repage)
SRC="$scan" corpus scan-enc-paint24.bmp BMP3: "${cut[@]}" -type TrueColor
SRC="$scan" corpus scan-enc-rle8.bmp BMP3: "${cut[@]}" -colors 256 -type Palette
SRC="$scan" corpus scan-enc-argb32.bmp BMP: "${cut[@]}" -alpha set -type TrueColorAlpha
SRC="$scan" corpus scan-enc-mono1.bmp BMP3: "${cut[@]}" -threshold 60% -type Bilevel
SRC="$scan" corpus scan-enc-transparent.png PNG32: "${cut[@]}" -fuzz 10% -transparent white -background black \
  -alpha background
# A messaging app's copy of the photo: 800 px wide, JPEG quality 60.
corpus photo-enc-small-q60.jpg '' -resize 800x -quality 60

# Probes, the photo itself saved each way (docs/performance.md "Photo encodings"). BMP as Windows Paint saves it:
# 24 bits, 256 and 16 colours, 1 bit; ImageMagick's defaults: RLE8 and 32 bits with alpha; a top-down BMP (negative
# height: the bottom-up one with its rows reversed).
probe photo-enc-paint24.bmp BMP3: -type TrueColor
probe photo-enc-palette8.bmp BMP3: -colors 256 -type Palette -compress None
probe photo-enc-palette4.bmp BMP3: -colors 16 -type Palette -compress None
probe photo-enc-rle8.bmp BMP3: -colors 256 -type Palette
probe photo-enc-mono1.bmp BMP3: -colorspace Gray -threshold 55% -type Bilevel
probe photo-enc-argb32.bmp BMP: -alpha set -type TrueColorAlpha
if [ "$every" = all ]; then
  $IM "$src" -type TrueColor "BMP3:$work/up.bmp"
  /usr/bin/python3 - "$work/up.bmp" "$out/photo-enc-topdown.bmp" <<'PY'
import struct, sys
data = bytearray(open(sys.argv[1], "rb").read())
offset, = struct.unpack_from("<I", data, 10)
width, height = struct.unpack_from("<ii", data, 18)
stride = (width * 3 + 3) // 4 * 4
rows = [data[offset + r * stride: offset + (r + 1) * stride] for r in range(height)]
struct.pack_into("<i", data, 22, -height)
open(sys.argv[2], "wb").write(bytes(data[:offset]) + b"".join(reversed(rows)))
PY
  cp "$here/docs/photo-word-ruled.jpg.json" "$out/photo-enc-topdown.bmp.json"
fi

# JPEG: CMYK (a print workflow), grey, progressive (web tools).
probe photo-enc-cmyk.jpg '' -colorspace CMYK -quality 85
probe photo-enc-grey.jpg '' -colorspace Gray -quality 85
probe photo-enc-progressive.jpg '' -interlace Plane -quality 85
# Very large: 6000 px wide (48 MP, past the 40 MP limit: refused with a clear 422) and 5400 px wide (39 MP).
probe photo-enc-huge-6000.jpg '' -resize 6000x -quality 85
probe photo-enc-large-5400.jpg '' -resize 5400x -quality 85
# A phone's 27 MP photo held sideways (6000 x 4500): the page upright in the middle of a wide desk.
probe photo-enc-wide-6000.jpg '' -resize x4500 -gravity center -background '#6f6f6f' -extent 6000x4500 -quality 85
# PNG: 16 bits a channel, a palette, 1 bit, a transparent background stored black, a PNG named .jpg.
probe photo-enc-16bit.png PNG48: -depth 16
probe photo-enc-palette.png PNG8: -colors 256
probe photo-enc-mono1.png PNG: -colorspace Gray -threshold 55% -type Bilevel
SRC="$scan" probe photo-enc-transparent.png PNG32: -fuzz 10% -transparent white -background black -alpha background
probe photo-enc-png-named.jpg PNG: -quality 90
# GIF: 256 colours dithered, 16 colours dithered, and an animation whose first frame is the page.
probe photo-enc-dithered.gif GIF: -colors 256
probe photo-enc-dithered16.gif GIF: -dither FloydSteinberg -colors 16
if [ "$every" = all ]; then
  $IM "$src" -colors 256 "$work/first.gif"
  $IM -size 1882x2537 xc:'#808080' "$work/second.gif"
  $IM -delay 100 "$work/first.gif" "$work/second.gif" -loop 0 "$out/photo-enc-animated.gif"
  cp "$here/docs/photo-word-ruled.jpg.json" "$out/photo-enc-animated.gif.json"
fi
# WebP: lossless and lossy (quality 75).
probe photo-enc-lossless.webp WEBP: -define webp:lossless=true
probe photo-enc-lossy.webp WEBP: -quality 75
# JPEG with an EXIF orientation tag (6: shown turned 90 degrees clockwise; 8: anticlockwise): the pixels stored
# turned the other way, as a phone held sideways saves them.
if [ "$every" = all ]; then
  cd "$repo/apps/server"
  node -e "
    const sharp = require('sharp');
    const [src, out] = process.argv.slice(1);
    (async () => {
      for (const [tag, turn] of [[6, -90], [8, 90]]) {
        const turned = await sharp(src).rotate(turn).toBuffer();
        await sharp(turned).withMetadata({ orientation: tag }).jpeg({ quality: 85 }).toFile(out + '/photo-enc-exif' + tag + '.jpg');
      }
    })();
  " "$src" "$out"
  cp "$here/docs/photo-word-ruled.jpg.json" "$out/photo-enc-exif6.jpg.json"
  cp "$here/docs/photo-word-ruled.jpg.json" "$out/photo-enc-exif8.jpg.json"
fi
