import { zoneRank } from '@verdant/shared/rules/growing';
import type { User } from '@verdant/shared/schemas/auth';
import { useSyncExternalStore } from 'react';
import { apiFetch } from './api-client.ts';
import { useAuth } from './auth-context.ts';

// "My zone": the USDA hardiness zone the buyer gardens in, for the results view's "grows in my zone". A visitor's is
// kept in this browser (localStorage); a signed-in buyer's in their profile (PATCH /api/auth/profile), and in this
// browser too, so it stays after logout.

export const ZONE_KEY = 'verdant.zone';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    const zone = window.localStorage.getItem(ZONE_KEY);
    return zone && zoneRank(zone) >= 0 ? zone : null;
  } catch {
    return null; // storage disabled: no zone remembered
  }
}

export function setStoredZone(zone: string | null): void {
  try {
    if (zone) window.localStorage.setItem(ZONE_KEY, zone);
    else window.localStorage.removeItem(ZONE_KEY);
  } catch {
    // storage full or disabled: the zone lasts as long as the page's own state
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ZONE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The zone kept in this browser, following changes from other tabs. */
export function useStoredZone(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Saves a buyer's zone in their profile (the profile update needs the name and phone as they are). */
export function saveProfileZone(user: User, zone: string | null): Promise<User> {
  return apiFetch<User>('/api/auth/profile', {
    method: 'PATCH',
    body: { first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '', usda_zone: zone },
  });
}

/** The zone and its setter: the signed-in buyer's profile zone first, else the one kept in this browser. */
export function useMyZone(): { zone: string | null; setZone: (zone: string | null) => Promise<void> } {
  const { user, setUser } = useAuth();
  const stored = useStoredZone();
  const buyer = user?.role === 'buyer' ? user : null;
  return {
    zone: buyer?.usda_zone ?? stored,
    setZone: async (zone) => {
      setStoredZone(zone);
      if (buyer) setUser(await saveProfileZone(buyer, zone));
    },
  };
}
