import type { Plant } from '@verdant/shared/schemas/inventory';

export function makePlant(overrides: Partial<Plant> = {}): Plant {
  return {
    id: 7,
    plant_name: 'Boston Fern',
    scientific_name: 'Nephrolepis exaltata',
    description: 'A lush fern.',
    care_instructions: 'Keep moist.',
    price: 24.99,
    compare_at_price: null,
    quantity_available: 12,
    category: 'indoor',
    size: '1 gal',
    pot_size: '6 in',
    is_available: true,
    image_url: null,
    images: [],
    vendor: {
      id: 3,
      business_name: 'Fern Gully Nursery',
      business_description: null,
      business_email: null,
      business_phone: null,
    },
    rating_average: null,
    rating_count: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
