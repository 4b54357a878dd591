"""The rows a list of plants named once with their sizes under them stands for (make-carry.sh, make-headings.sh).

`lines` are (botanical, common, size, qty, price) tuples; a tuple of one text is a section heading; names alone head
the name-less rows under them; '"', "do" and "ditto" repeat the names above."""

HEADER = ["Botanical Name", "Common Name", "Size", "Qty Avail", "Price"]
FIELDS = ["scientific_name", "plant_name", "size", "quantity_available", "price"]
DITTO = ('"', "do", "ditto")


def expected_rows(lines):
    expected, names = [], None
    for line in lines:
        if len(line) == 1:
            names = None
            continue
        if line[0] and line[0] not in DITTO:
            names = line[:2]
        if not line[2]:
            continue
        expected.append(dict(zip(FIELDS, names + line[2:])))
    return expected


def cells(line):
    return list(line) + [""] * (5 - len(line))
