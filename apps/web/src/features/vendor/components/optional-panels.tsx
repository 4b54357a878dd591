import type { LucideIcon } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

// The Bulk Upload tab shows a panel another feature delivers. Until its file exists the tab says "coming soon";
// Vite resolves the glob at build time, so the panel appears by itself once the file is there.
type PanelModule<K extends string> = Record<K, ComponentType>;

function optionalPanel<K extends string>(
  modules: Record<string, () => Promise<PanelModule<K>>>,
  name: K,
): LazyExoticComponent<ComponentType> | null {
  const load = Object.values(modules)[0];
  return load ? lazy(async () => ({ default: (await load())[name] })) : null;
}

export const BulkUploadPanel = optionalPanel(
  import.meta.glob<PanelModule<'BulkUploadPanel'>>('../../bulk-upload/components/bulk-upload-panel.tsx'),
  'BulkUploadPanel',
);

export function ComingSoonPanel({
  icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return <EmptyState icon={icon} title={`${title}: coming soon`} description={description} />;
}
