import { USDA_ZONES } from '@verdant/shared/rules/growing';
import { Select, type SelectProps } from './select.tsx';

/** Not set, then 1a..13b: for a form's own select, or ZoneSelect. */
export const ZONE_OPTIONS = [
  { value: '', label: 'Not set' },
  ...USDA_ZONES.map((zone) => ({ value: zone, label: `Zone ${zone}` })),
];

/** A USDA hardiness zone, 1a (coldest) to 13b, or none: the buyer's "my zone". */
export function ZoneSelect({
  value,
  onZoneChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'options'> & {
  value: string | null;
  onZoneChange: (zone: string | null) => void;
}) {
  return (
    <Select
      {...props}
      value={value ?? ''}
      onChange={(event) => onZoneChange(event.target.value || null)}
      options={ZONE_OPTIONS}
    />
  );
}
