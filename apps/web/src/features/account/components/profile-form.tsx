import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@verdant/shared/messages';
import { type ProfileUpdate, profileUpdateSchema, type User } from '@verdant/shared/schemas/auth';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ZONE_OPTIONS } from '../../../components/ui/zone-select.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { setStoredZone } from '../../../lib/my-zone.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const FIELDS = new Set(['first_name', 'last_name', 'phone', 'usda_zone']);

/**
 * First and last name (required, docs/product.md#validation-rules-and-limits) and phone; the email is shown but not
 * editable. A buyer also keeps their USDA zone here, for the marketplace's "grows in my zone".
 */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const buyer = user.role === 'buyer';
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? '',
      ...(buyer ? { usda_zone: user.usda_zone ?? '' } : {}),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await update.mutateAsync(values);
      if (buyer) setStoredZone(saved.usda_zone);
      setNotice({ tone: 'success', text: 'Profile updated.' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, MESSAGES.updateProfileFailed) });
      if (error instanceof ApiError) {
        for (const { field, message } of error.errors) {
          if (FIELDS.has(field)) setError(field as FieldPath<ProfileUpdate>, { type: 'server', message });
        }
      }
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>
          {buyer ? 'Your name, phone number and growing zone.' : 'Your name and phone number.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="First Name" error={errors.first_name?.message} required>
              <Input autoComplete="given-name" {...register('first_name')} />
            </FormField>
            <FormField label="Last Name" error={errors.last_name?.message} required>
              <Input autoComplete="family-name" {...register('last_name')} />
            </FormField>
            <FormField label="Email" hint="Contact support to change your email.">
              <Input type="email" value={user.email} readOnly disabled />
            </FormField>
            <FormField label="Phone" error={errors.phone?.message} optional>
              <Input type="tel" autoComplete="tel" {...register('phone')} />
            </FormField>
            {buyer ? (
              <FormField
                label="USDA Hardiness Zone"
                error={errors.usda_zone?.message}
                hint="The marketplace can show only plants that grow in your zone."
                optional
              >
                <Select options={ZONE_OPTIONS} {...register('usda_zone')} />
              </FormField>
            ) : null}
          </div>
          <div>
            <Button type="submit" loading={isSubmitting}>
              Save Profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
