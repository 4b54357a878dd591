import type { Plant } from '@verdant/shared/schemas/inventory';
import { type ComponentType, createContext } from 'react';

/**
 * The inquiry form of View Details belongs to the inquiries feature: the app puts it here, so catalog does not
 * import another feature. Without a provider the dialog simply has no inquiry section.
 */
export const PlantInquirySlot = createContext<ComponentType<{ plant: Plant }> | null>(null);
