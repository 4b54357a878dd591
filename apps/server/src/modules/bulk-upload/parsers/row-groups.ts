import type { BulkField } from '@verdant/shared/schemas/bulk-upload';
import { isBannerRow, isHeadingRow } from '../banner-rows.ts';
import { isKnownPlantName } from '../carry-down.ts';
import { linePitch } from './header.ts';
import type { TextLine } from './layout.ts';
import { cellsFollow, standsApart } from './lone-lines.ts';
import { median } from './median.ts';
import { columnRightEdges, crossesColumn } from './wrap-doubts.ts';
import { wrappedCellRows } from './wrapped-rows.ts';

// Which body lines make one row: each row starts at an anchor line (one with a quantity or a price); every other
// line joins a row by the drawn rules, a wrapped cell's geometry or nearness, stands as a row of its own (a banner,
// a plant's names over its sizes), or is left out (a heading, a note). Rows whose lines could belong elsewhere are
// returned in `unsure` (their cells are reviewed).

export interface RowGrouping {
  /** Read lines, top to bottom (bands of lines already merged). */
  body: TextLine[];
  /** The same lines before their boxes were split at the column starts. */
  unsplit: TextLine[];
  /** Each line's cells, cut at `boundaries`. */
  cellsOf: string[][];
  /** Lines that start a row. */
  anchors: number[];
  boundaries: number[];
  mapping: (BulkField | null)[];
  /** The median text height. */
  height: number;
  /** Read from an image (OCR). */
  repair: boolean;
}

/**
 * Per ruled band (lines with a `band`), the rows it holds: its number lines, else (once a line opened it) that
 * line. A band of two number lines leaves its other lines to the nearest-row rules.
 */
function ruledRows(body: TextLine[], anchors: number[]): Map<number, number[]> {
  const found = new Map<number, number[]>();
  for (const line of body) if (line.band !== undefined && !found.has(line.band)) found.set(line.band, []);
  for (const anchor of anchors) {
    const band = body[anchor]!.band;
    if (band !== undefined) found.get(band)!.push(anchor);
  }
  return found;
}

/** Rows by their first line: the lines of each row, and the lines that make a row's cells doubtful. */
export function groupRows({ body, unsplit, cellsOf, anchors, boundaries, mapping, height, repair }: RowGrouping): {
  rows: Map<number, number[]>;
  unsure: Map<number, number[]>;
} {
  const pitches = anchors.slice(1).map((anchor, index) => body[anchor]!.y - body[anchors[index]!]!.y);
  const reach = Math.min(2.6 * height, pitches.length ? 0.8 * median(pitches) : 2.6 * height);
  const rows = new Map<number, number[]>(anchors.map((index) => [index, [index]]));
  const { rows: wrapped, carried } = wrappedCellRows(body, boundaries, anchors, height, repair);
  // Cells centred on their rows (lines half a line apart in one band) and a wrapped line within reach of the row
  // above and the row below, its cell not telling (no room between rows): which row it belongs to is a guess, so
  // both rows are reviewed.
  const centred = body.some((line) => line.boxes.some((box) => Math.abs((box.y ?? line.y) - line.y) > 0.3 * height));
  const unsure = new Map<number, number[]>();
  const doubt = (anchor: number, line: number) => unsure.set(anchor, [...(unsure.get(anchor) ?? []), line]);
  // Lone lines far from any row (a section title, a phone number) are not plants: they are left out. So is running
  // text below the last row (a note under the table).
  const lastAnchor = anchors.at(-1) ?? -1;
  const ruled = ruledRows(body, anchors);
  const nearestAnchor = (line: TextLine) => {
    let nearest = -1;
    let nearestDistance = Number.POSITIVE_INFINITY;
    for (const anchor of anchors) {
      const below = body[anchor]!.y > line.y;
      const distance = Math.abs(body[anchor]!.y - line.y) + (below ? height * 0.25 : 0);
      if (distance <= reach && distance < nearestDistance) {
        nearest = anchor;
        nearestDistance = distance;
      }
    }
    return nearest;
  };
  // Lines of the name columns that start cells of their own (lone-lines.ts) where no rules are drawn: a banner or a
  // plant's names alone are rows of their own (the banner skipped, the names carried down to the sizes under them);
  // other headings ("Perennials - 1 gal" read from a photo) are left out. The row they would have joined is
  // reviewed: a line break typed in its cell would look the same.
  const everyEdge = columnRightEdges(body, boundaries);
  const pitch = linePitch(body);
  const slack = (repair ? 0.5 : 0.1) * height;
  const names = mapping.flatMap((field, column) =>
    field === 'plant_name' || field === 'scientific_name' ? [column] : [],
  );
  const lone = new Map<number, number>();
  const ownRow = (index: number, target: number): boolean => {
    const line = body[index]!;
    const cells = cellsOf[index]!;
    if (index > lastAnchor || line.band !== undefined || !names.length) return false;
    // A banner starts at or before the name column (a note in a later column is some row's wrapped note).
    const start = cells.findIndex(Boolean);
    const banner = start <= Math.max(0, names[0]!) && isBannerRow(cells, mapping, repair);
    if (!banner && !cells.every((cell, column) => !cell || names.includes(column))) return false;
    const previous = lone.get(index - 1);
    if (
      previous !== undefined &&
      !banner &&
      !isBannerRow(cellsOf[previous]!, mapping, repair) &&
      line.y - body[index - 1]!.y <= 1.6 * height &&
      !standsApart(body[index - 1]!, line, boundaries, everyEdge, slack)
    ) {
      rows.get(previous)!.push(index);
      lone.set(index, previous);
      return true;
    }
    const text = names.map((column) => cells[column]).join(' ');
    const heading = !banner && isHeadingRow(cells, mapping, repair) && !isKnownPlantName(text);
    let apart: boolean;
    if (target < 0 || body[target]!.y > line.y) {
      // Above its row, or far from any: a heading is left out ("Perennials" over a plant's row).
      if (heading) return true;
    }
    if (target < 0) {
      // Far from any row: a banner, or names over the name-less size row just under them, or, a line's pitch from
      // a row whose cell it continues (its first word would not have fitted there), that cell's other line: joined,
      // and the row reviewed (the page's pitch left it in doubt).
      const next = anchors.includes(index + 1) ? index + 1 : -1;
      apart = banner || (next >= 0 && names.every((column) => !cellsOf[next]![column]));
      const close = (a: TextLine, b: TextLine) => b.y - a.y <= Math.max(1.6 * height, 1.2 * pitch);
      const before = body[index - 1];
      const above = before ? [...rows.entries()].find(([, members]) => members.includes(index - 1))?.[0] : undefined;
      const into = apart
        ? undefined
        : above !== undefined && close(before!, line) && !standsApart(before!, line, boundaries, everyEdge, slack)
          ? above
          : next >= 0 && close(line, body[next]!) && !standsApart(line, body[next]!, boundaries, everyEdge, slack)
            ? next
            : undefined;
      if (into !== undefined) {
        rows.get(into)!.push(index);
        doubt(into, index);
        return true;
      }
    } else {
      const [upper, lower] = body[target]!.y < line.y ? [body[index - 1], line] : [line, body[index + 1]];
      apart = upper !== undefined && lower !== undefined && standsApart(upper, lower, boundaries, everyEdge, slack);
      const next = anchors.includes(index + 1) ? index + 1 : -1;
      // Under a row's line that says nothing of it, over a row whose cell it may begin (cells aligned to the
      // bottom): that row's, reviewed.
      if (
        body[target]!.y < line.y &&
        next >= 0 &&
        cellsFollow(body[index - 1]!, line, boundaries, everyEdge, slack) === 'unknown' &&
        cellsFollow(line, body[next]!, boundaries, everyEdge, slack) === 'continues'
      ) {
        rows.get(next)!.push(index);
        doubt(next, index);
        return true;
      }
      // Names over the name-less size row they are nearest to are its plant (its cells aligned to the bottom, or
      // the names alone on their row over it: the same plant either way).
      if (!apart && next === target && names.every((column) => !cellsOf[next]![column])) {
        rows.set(index, [index]);
        lone.set(index, index);
        return true;
      }
      // A banner that might be the cell's next line (a trade name in capitals, "ENDLESS SUMMER"): its own row,
      // and the row it might belong to reviewed.
      if (!apart && banner) {
        rows.set(index, [index]);
        lone.set(index, index);
        doubt(target, index);
        return true;
      }
    }
    if (!apart) return false;
    if (heading) return true;
    rows.set(index, [index]);
    lone.set(index, index);
    if (!banner && target >= 0) doubt(target, index);
    return true;
  };
  body.forEach((line, index) => {
    if (rows.has(index)) return;
    // A cell's lines carried over a page break: the page break stands them apart from the row they continue (and
    // puts them in a ruled band of their own). A heading or a page's number ("-2-") there is none.
    const carriedTo = carried.has(index) ? wrapped.get(index) : undefined;
    if (carriedTo !== undefined && !isHeadingRow(cellsOf[index]!, mapping, repair)) {
      rows.get(carriedTo)!.push(index);
      doubt(carriedTo, index);
      return;
    }
    // A ruled table's drawn rules say it: the row whose number line shares the line's band; the lines of a band
    // with none (a heading, a plant's names alone over its sizes) are a row of their own.
    const band = line.band === undefined || index > lastAnchor ? undefined : ruled.get(line.band);
    if (band !== undefined && band.length === 1) {
      rows.get(band[0]!)!.push(index);
      return;
    }
    if (band !== undefined && band.length === 0) {
      // Read from an image, a heading that is no banner ("Perennials": a photo's row may have lost its other
      // cells, see isBannerRow) is left out here as where no rules are drawn (ownRow), not made a plant's row.
      const cells = cellsOf[index]!;
      const text = names.map((column) => cells[column]).join(' ');
      const heading = isHeadingRow(cells, mapping, repair) && !isBannerRow(cells, mapping, repair);
      if (repair && heading && !isKnownPlantName(text)) return;
      band.push(index);
      rows.set(index, [index]);
      return;
    }
    if (index > lastAnchor && !repair && crossesColumn(unsplit[index]!, boundaries)) return;
    // (A carried line that is a heading is left to the rules below, as one no cell claims.)
    const row = carried.has(index) ? undefined : wrapped.get(index);
    // Under the last row, a heading or a foot ("Total items: 12") is no line of its wrapped cell.
    if (row !== undefined && index > lastAnchor && isHeadingRow(cellsOf[index]!, mapping, repair)) return;
    const nearest = row ?? nearestAnchor(line);
    if (ownRow(index, nearest)) return;
    if (row !== undefined) {
      rows.get(row)!.push(index);
      return;
    }
    if (nearest >= 0) rows.get(nearest)!.push(index);
    const above = anchors.findLast((anchor) => body[anchor]!.y < line.y);
    const below = anchors.find((anchor) => body[anchor]!.y > line.y);
    if (nearest >= 0 && centred && !repair && above !== undefined && below !== undefined) {
      // From the middle of each row's band (its centred cells), not from its first line.
      const middle = (band: TextLine) => {
        const ys = band.boxes.map((box) => box.y ?? band.y);
        return (Math.min(...ys) + Math.max(...ys)) / 2;
      };
      const [up, down] = [middle(line) - middle(body[above]!), middle(body[below]!) - middle(line)];
      if (Math.max(up, down) <= reach) {
        doubt(above, index);
        doubt(below, index);
      }
    }
  });
  // A line of several name cells left out between rows is no heading (a heading has one cell): a row's cells cut
  // by a page break (a browser splits a tall row over two pages), or some row's, which cannot be told. After a page
  // break (far below the line above) it joins the row above; both rows around it are reviewed.
  const inRow = new Map([...rows.entries()].flatMap(([anchor, members]) => members.map((m) => [m, anchor] as const)));
  body.forEach((line, index) => {
    if (repair || inRow.has(index) || index < (anchors[0] ?? 0) || index > lastAnchor) return;
    const filled = cellsOf[index]!.flatMap((text, column) => (text ? [column] : []));
    if (filled.length < 2 || !filled.every((column) => names.includes(column))) return;
    const above = inRow.get(index - 1);
    const below = anchors.find((anchor) => anchor > index);
    if (above !== undefined && line.y - body[index - 1]!.y > 8 * height) rows.get(above)!.push(index);
    if (above !== undefined) doubt(above, index);
    if (below !== undefined) doubt(below, index);
  });
  return { rows, unsure };
}
