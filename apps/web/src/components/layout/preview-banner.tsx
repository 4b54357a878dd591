import { MESSAGES } from '@verdant/shared/messages';
import { Eye } from 'lucide-react';
import { useAuth } from '../../lib/auth-context.ts';
import { Button } from '../ui/button.tsx';

export function PreviewBanner() {
  const { isPreview, exitPreview } = useAuth();
  if (!isPreview) return null;
  return (
    <section aria-label="Visitor preview" className="border-amber-200 border-b bg-amber-50 text-amber-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 font-medium text-sm">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          {MESSAGES.visitorPreviewBanner}
        </p>
        <Button size="sm" variant="secondary" onClick={exitPreview}>
          Exit Preview
        </Button>
      </div>
    </section>
  );
}
