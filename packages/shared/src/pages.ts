// What the server's page serving (apps/server/src/plugins/static-files.ts) and the web app must agree on.

/**
 * The `sizes` of the plant page's main photo. The web app draws it with this, and the server preloads the matching
 * srcset candidate with the page (a Link header); the two must agree, or the browser downloads the photo twice.
 */
export const PLANT_PAGE_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** Set (to 1) once the promo banner is dismissed, so the server sends the home page's first paint without it. */
export const PROMO_DISMISSED_COOKIE = 'verdant_promo_dismissed';
