import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The standard page width and padding. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8', className)}>{children}</div>;
}

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons or badges shown beside the title on wide screens. */
  actions?: ReactNode;
  eyebrow?: string;
};

export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex max-w-3xl flex-col gap-2">
        {eyebrow ? <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{eyebrow}</p> : null}
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-base text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
