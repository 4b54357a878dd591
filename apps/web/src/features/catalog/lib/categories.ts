import { CATEGORIES, CATEGORY_LABELS, type Category } from '@verdant/shared/enums';
import {
  BadgePercent,
  Flower2,
  Home,
  type LucideIcon,
  Package,
  SprayCan,
  Sprout,
  Sun,
  TreeDeciduous,
  Utensils,
} from 'lucide-react';

export const CATEGORY_ICONS: Record<Category, LucideIcon> = {
  deals: BadgePercent,
  indoor: Home,
  outdoor: TreeDeciduous,
  succulents: Sun,
  flowering: Flower2,
  herbs: Utensils,
  care: SprayCan,
  seeds: Sprout,
  planters: Package,
};

export const categoryLabel = (category: Category) => CATEGORY_LABELS[category];

export const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Categories' },
  ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];
