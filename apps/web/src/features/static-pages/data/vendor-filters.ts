// Find Nursery Vendors' select options (docs/product.md#static-pages); the values are the API's (GET /api/vendors).

export const LOCATION_OPTIONS = [
  { value: 'all', label: 'All Locations' },
  { value: 'austin', label: 'Austin' },
  { value: 'dallas', label: 'Dallas' },
  { value: 'houston', label: 'Houston' },
  { value: 'san-antonio', label: 'San Antonio' },
];

export const VENDOR_CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Categories' },
  { value: 'trees', label: 'Trees' },
  { value: 'shrubs', label: 'Shrubs' },
  { value: 'perennials', label: 'Perennials' },
  { value: 'groundcover', label: 'Groundcover' },
];
