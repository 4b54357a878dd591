import type { AvailabilityFormat } from '@verdant/shared/schemas/vendor';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

/** GET /api/vendor/inventory/export as a file the browser saves (the call needs the session's token). */
export async function downloadAvailability(format: AvailabilityFormat): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/vendor/inventory/export?format=${format}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, null);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `availability.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
