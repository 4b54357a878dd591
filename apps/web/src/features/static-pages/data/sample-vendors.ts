// Fixed sample content (SPEC §2: Find Nursery Vendors shows four sample vendors; View Inventory opens /vendor/{id}).

export type VendorTier = 'Premium' | 'Pro' | 'Starter';

export interface SampleVendor {
  id: number;
  name: string;
  location: string;
  specialty: string;
  rating: number;
  tier: VendorTier;
  description: string;
  phone: string;
}

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

export const SAMPLE_VENDORS: SampleVendor[] = [
  {
    id: 1,
    name: 'Greenleaf Nursery & Garden Center',
    location: 'Austin, TX',
    specialty: 'Shade trees and flowering shrubs',
    rating: 4.9,
    tier: 'Premium',
    description: 'Family-owned since 1987, with five acres of trees, shrubs, perennials and houseplants grown on site.',
    phone: '(512) 555-0100',
  },
  {
    id: 2,
    name: 'Bluebonnet Native Plants',
    location: 'San Antonio, TX',
    specialty: 'Texas natives and perennials',
    rating: 4.8,
    tier: 'Pro',
    description: 'Drought-tolerant natives and pollinator perennials, grown for South Texas heat and caliche soils.',
    phone: '(210) 555-0101',
  },
  {
    id: 3,
    name: 'Gulf Coast Tropicals',
    location: 'Houston, TX',
    specialty: 'Palms, tropicals and groundcover',
    rating: 4.7,
    tier: 'Pro',
    description: 'Palms, tropical foliage and groundcovers for humid Gulf Coast landscapes, wholesale and retail.',
    phone: '(713) 555-0102',
  },
  {
    id: 4,
    name: 'Trinity Garden Supply',
    location: 'Dallas, TX',
    specialty: 'Shrubs and hedging',
    rating: 4.6,
    tier: 'Starter',
    description: 'Evergreen shrubs, hedging plants and garden supplies for North Texas builders and homeowners.',
    phone: '(214) 555-0103',
  },
];
