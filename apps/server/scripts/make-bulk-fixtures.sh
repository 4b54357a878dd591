#!/usr/bin/env bash
# Makes the bulk-upload test fixtures in apps/server/test/fixtures/bulk-upload/ from ONE list of plants:
# the same availability list as csv, xlsx, xls, docx (a table), pdf (a text table) and a photo-like PNG of the
# printed page, plus the bad files. The fixtures are committed; CI only reads them (it has no LibreOffice).
#
# Needs: apt-get install -y --no-install-recommends libreoffice-calc libreoffice-writer imagemagick; python3.
# Run from anywhere: bash apps/server/scripts/make-bulk-fixtures.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../test/fixtures/bulk-upload"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
# LibreOffice keeps a profile; a private one avoids clashing with another running instance.
soffice() { command soffice -env:UserInstallation="file://$work/profile" --headless "$@" >/dev/null 2>&1; }

title='Hill Country Growers - Availability, week of March 2'
# The one list: common name, botanical name, container, quantity, price, category.
plants=(
  "Blue Salvia|Salvia farinacea 'Henry Duelberg'|1 gal|48|\$8.99|flowering"
  "Texas Sage|Leucophyllum frutescens|3 gal|25|\$24.99|outdoor"
  "Knock Out Rose|Rosa 'Radrazz'|#3|30|\$29.50|flowering"
  "Dwarf Yaupon Holly|Ilex vomitoria 'Nana'|5 gal|18|\$34.00|outdoor"
  "Mexican Feathergrass|Nassella tenuissima|1 gal|60|\$7.49|outdoor"
  "Rosemary|Salvia rosmarinus|4 in|120|\$4.25|herbs"
  "Live Oak|Quercus virginiana|15 gal|6|\$149.00|outdoor"
  "Aloe Vera|Aloe barbadensis|6 in|40|\$12.99|succulents"
)
headers=("Common Name" "Botanical Name" "Container" "Qty" "Price (\$)" "Category")

# CSV: a title line and a blank line above the header, as nurseries export them.
{
  printf '%s\n\n' "$title"
  (IFS=,; printf '%s\n' "${headers[*]}")
  for plant in "${plants[@]}"; do
    IFS='|' read -r name botanical size qty price category <<<"$plant"
    printf '%s,"%s",%s,%s,%s,%s\n' "$name" "$botanical" "$size" "$qty" "$price" "$category"
  done
} >"$work/availability.csv"
cp "$work/availability.csv" "$out/availability.csv"

# xlsx and xls from the CSV (comma, double quote, UTF-8): Calc reads "$8.99" as a currency number.
soffice --infilter=CSV:44,34,76,1 --convert-to xlsx:"Calc MS Excel 2007 XML" --outdir "$work" "$work/availability.csv"
soffice --infilter=CSV:44,34,76,1 --convert-to xls:"MS Excel 97" --outdir "$work" "$work/availability.csv"
cp "$work/availability.xlsx" "$work/availability.xls" "$out/"

# docx and pdf: a Writer document with the title and the list as a real table.
{
  printf '<html><head><meta charset="utf-8"></head><body style="font-family: Liberation Sans">\n'
  printf '<h2>%s</h2>\n<table border="1" cellpadding="4" cellspacing="0">\n<tr>' "$title"
  for header in "${headers[@]}"; do printf '<th align="left">%s</th>' "$header"; done
  printf '</tr>\n'
  for plant in "${plants[@]}"; do
    IFS='|' read -r -a cells <<<"$plant"
    printf '<tr>'
    for cell in "${cells[@]}"; do printf '<td>%s</td>' "$cell"; done
    printf '</tr>\n'
  done
  printf '</table>\n<p>Prices are per plant. Call 512-555-0142 to reserve.</p></body></html>\n'
} >"$work/availability.html"
soffice --infilter="HTML (StarWriter)" --convert-to docx:"MS Word 2007 XML" --outdir "$work" "$work/availability.html"
soffice --convert-to pdf:writer_pdf_Export --outdir "$work" "$work/availability.docx"
cp "$work/availability.docx" "$work/availability.pdf" "$out/"

# A Word document as nurseries send them: a letterhead table (no header), then one table per section, each with
# its own header; a note between them.
{
  printf '<html><head><meta charset="utf-8"></head><body style="font-family: Liberation Sans">\n'
  printf '<table><tr><td><b>Oak Run Nursery</b></td><td>Phone (608) 555-0123</td></tr>'
  printf '<tr><td>12 Mill Road</td><td>Fax (608) 555-0124</td></tr></table>\n'
  for section in 'TREES|0|4' 'PERENNIALS|4|8'; do
    IFS='|' read -r heading from to <<<"$section"
    printf '<p>%s</p>\n<table border="1"><tr>' "$heading"
    for header in "${headers[@]}"; do printf '<th>%s</th>' "$header"; done
    printf '</tr>\n'
    for plant in "${plants[@]:$from:$((to - from))}"; do
      IFS='|' read -r -a cells <<<"$plant"
      printf '<tr>'
      for cell in "${cells[@]}"; do printf '<td>%s</td>' "$cell"; done
      printf '</tr>\n'
    done
    printf '</table>\n'
  done
  printf '<p>Prices subject to change.</p></body></html>\n'
} >"$work/two-tables.html"
soffice --infilter="HTML (StarWriter)" --convert-to docx:"MS Word 2007 XML" --outdir "$work" "$work/two-tables.html"
cp "$work/two-tables.docx" "$out/"

# The printed page photographed: ImageMagick sets the list in type like a printout, then it is tilted, blurred
# and speckled on a grey "desk", like a phone photo of the sheet.
font=/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf
bold=/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf
columns=(50 310 700 840 930 1070)
draw=(-font "$bold" -pointsize 30 -annotate +50+70 "$title" -pointsize 24)
for i in "${!headers[@]}"; do draw+=(-annotate "+${columns[$i]}+140" "${headers[$i]}"); done
draw+=(-font "$font" -pointsize 24 -draw "line 50,152 1180,152")
y=192
for plant in "${plants[@]}"; do
  IFS='|' read -r -a cells <<<"$plant"
  for i in "${!cells[@]}"; do draw+=(-annotate "+${columns[$i]}+$y" "${cells[$i]}"); done
  y=$((y + 44))
done
convert -size 1260x$((y + 40)) xc:white -fill black "${draw[@]}" \
  -bordercolor white -border 30 -background '#8a8a80' -rotate 1.5 -blur 0x0.7 \
  -attenuate 0.3 +noise Gaussian -colorspace Gray +dither -colors 24 -depth 8 "$out/availability-photo.png"

# Bad files.
# A docx with text but no table.
printf '<html><body><h2>%s</h2><p>Blue Salvia, 1 gal, $8.99</p></body></html>\n' "$title" >"$work/no-table.html"
soffice --infilter="HTML (StarWriter)" --convert-to docx:"MS Word 2007 XML" --outdir "$work" "$work/no-table.html"
cp "$work/no-table.docx" "$out/no-table.docx"
# A password-protected PDF of the same list.
soffice --convert-to 'pdf:writer_pdf_Export:{"EncryptFile":{"type":"boolean","value":"true"},"DocumentOpenPassword":{"type":"string","value":"nursery"}}' \
  --outdir "$work/encrypted" "$work/availability.docx"
cp "$work/encrypted/availability.pdf" "$out/encrypted.pdf"
# The xlsx cut in half (a download that stopped).
head -c "$(($(stat -c %s "$work/availability.xlsx") / 2))" "$work/availability.xlsx" >"$out/truncated.xlsx"
# A plain text file named .pdf.
printf 'Hello! Here is our list for this week:\nBlue Salvia 1 gal $8.99\n' >"$out/not-a-pdf.pdf"
# One row with a negative price among good ones.
printf 'Plant,Size,Qty,Price\nTexas Sage,3 gal,25,$24.99\nBlue Salvia,1 gal,48,-8.99\nLive Oak,15 gal,6,$149.00\n' \
  >"$out/negative-price.csv"
# A zip bomb dressed as an xlsx: the parts an xlsx has, plus 64 MB of zeros that deflate to a few KB.
python3 - "$out/zip-bomb.xlsx" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    archive.writestr('[Content_Types].xml', '<?xml version="1.0"?><Types/>')
    archive.writestr('xl/workbook.xml', '<?xml version="1.0"?><workbook/>')
    archive.writestr('xl/worksheets/sheet1.xml', b'\0' * (64 * 1024 * 1024))
PY

ls -l "$out"
du -sh "$out"
