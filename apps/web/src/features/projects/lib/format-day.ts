import { formatDate } from '@verdant/shared/format';

/** A calendar date of the API ('2027-03-15') as "Mar 15, 2027", the same day in every time zone. */
export const formatDay = (isoDay: string, style: 'medium' | 'long' = 'medium') =>
  formatDate(`${isoDay}T12:00:00`, style);
