import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card.tsx';

/** The narrow centred card of the password and verification pages. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {intro ? <p className="text-slate-600">{intro}</p> : null}
      </div>
      <Card>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
