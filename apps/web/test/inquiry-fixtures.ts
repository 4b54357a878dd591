import type { Inquiry } from '@verdant/shared/schemas/inquiries';

export function makeInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 1,
    status: 'pending',
    message: 'Could you hold 4 ferns for pickup on Friday?',
    requested_quantity: 4,
    requested_specifications: null,
    created_at: '2026-03-01T10:00:00.000Z',
    responded_at: null,
    response_message: null,
    vendor_response: null,
    decline_reason: null,
    inventory_item_id: 7,
    inventory_item: {
      id: 7,
      plant_name: 'Boston Fern',
      price: 24.99,
      quantity_available: 12,
      category: 'indoor',
      is_available: true,
    },
    buyer: { full_name: 'Bea Buyer', email: 'bea@example.test', phone: '512-555-0100' },
    vendor_id: 3,
    plant_name: 'Boston Fern',
    plant_scientific_name: 'Nephrolepis exaltata',
    plant_price: 24.99,
    vendor_business_name: 'Fern Gully Nursery',
    message_count: 0,
    unread_count: 0,
    last_message_at: null,
    ...overrides,
  };
}
