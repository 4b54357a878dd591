import type { NotificationType } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences.ts';

/** Account Settings: which events also come by email. Every switch saves at once; the bell shows them all anyway. */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const toggle = (type: NotificationType, email: boolean) => {
    setNotice(null);
    update.mutate(
      { preferences: [{ type, email }] },
      {
        onSuccess: () => setNotice({ tone: 'success', text: MESSAGES.emailPreferencesSaved }),
        onError: () => setNotice({ tone: 'error', text: MESSAGES.emailPreferencesFailed }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email Notifications</CardTitle>
        <CardDescription>
          Everything also appears under the bell at the top of the page. Choose what we email you as well.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {notice ? (
          <div className="mb-4">
            <Notice tone={notice.tone}>{notice.text}</Notice>
          </div>
        ) : null}
        {preferences.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        ) : preferences.isError ? (
          <LoadError
            message="Could not load your email settings."
            onRetry={() => preferences.refetch()}
            retrying={preferences.isFetching}
          />
        ) : (
          <fieldset>
            <legend className="sr-only">Email me about</legend>
            <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {preferences.data.preferences.map((preference) => (
                <li key={preference.type}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-slate-800 text-sm hover:bg-sage-50">
                    <input
                      type="checkbox"
                      checked={preference.email}
                      disabled={update.isPending}
                      onChange={(event) => toggle(preference.type, event.target.checked)}
                      className="size-4 shrink-0 rounded border-slate-300 accent-brand-700"
                    />
                    {preference.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
