import { describe, expect, it } from 'vitest';
import { withFirstMarks } from '../src/modules/bulk-upload/parsers/text-reread.ts';

describe('an unsure text cell read again', () => {
  it("keeps the first reading's quote marks around the words read again", () => {
    expect(withFirstMarks("Acer rubrum 'October Glorv'", 'Acer rubrum "October Glory"')).toBe(
      "Acer rubrum 'October Glory'",
    );
    expect(withFirstMarks('Hosta ‘Sum and Substance’', 'Hosta Sum and Substance')).toBe('Hosta ‘Sum and Substance’');
  });

  it('takes other words only where the first reading has no marks to keep', () => {
    expect(withFirstMarks('Comusseices', 'Cornus sericea')).toBe('Cornus sericea');
    expect(withFirstMarks("Lagerstroemia indica 'Natchez'", "Lagerstroemia 'Natchez' a indica")).toBeNull();
  });
});

describe('a text cell read again shorter', () => {
  it('is refused: its cell was cut off at the column edge', () => {
    expect(withFirstMarks("Hydrangea arborescens 'Incrediball'", "Hydrangea arborescens 'Incre'")).toBeNull();
    expect(withFirstMarks('Back Chokeberry', 'Black Chokeberry')).toBe('Black Chokeberry');
  });
});
