/**
 * The `sizes` of the plant page's main photo. The web app draws it with this, and the server preloads the matching
 * srcset candidate with the page (a Link header); the two must agree, or the browser downloads the photo twice.
 */
export const PLANT_PAGE_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';
