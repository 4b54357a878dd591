import { useEffect } from 'react';

const SITE = 'Verdant';

/** Sets the tab title for a page, so history entries and screen readers announce where the user is. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} — Plant Marketplace`;
  }, [title]);
}
