import type { Db } from '../../db/client.ts';
import { processedWebhookEvents } from '../../db/schema/index.ts';

/** Records a provider event as handled; false when it already was (a replay, or a second delivery at once). */
export async function claimWebhookEvent(tx: Db, event: { id: string; type: string }): Promise<boolean> {
  const claimed = await tx
    .insert(processedWebhookEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return claimed.length > 0;
}
