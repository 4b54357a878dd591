import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@verdant/shared/messages';
import type { VendorProfile } from '@verdant/shared/schemas/auth';
import { type VendorProfileUpdate, vendorProfileUpdateSchema } from '@verdant/shared/schemas/vendor';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateVendorProfile } from '../api/update-vendor-profile.ts';

const toValues = (profile: VendorProfile): VendorProfileUpdate => ({
  business_name: profile.business_name,
  business_description: profile.business_description ?? '',
  business_address: profile.business_address ?? '',
  business_phone: profile.business_phone ?? '',
  business_email: profile.business_email ?? '',
});
const FIELDS = new Set([
  'business_name',
  'business_description',
  'business_address',
  'business_phone',
  'business_email',
]);

/**
 * Business Profile: what buyers see about the nursery (business name required,
 * docs/product.md#validation-rules-and-limits), and payouts.
 */
/** `payouts` is the payouts feature's card, placed beside the form by the dashboard that composes both. */
export function BusinessProfileTab({ profile, payouts }: { profile: VendorProfile; payouts: ReactNode }) {
  const update = useUpdateVendorProfile();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VendorProfileUpdate, unknown, z.output<typeof vendorProfileUpdateSchema>>({
    resolver: zodResolver(vendorProfileUpdateSchema),
    defaultValues: toValues(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await update.mutateAsync(values);
      reset(toValues(saved));
      setNotice({ tone: 'success', text: 'Business profile saved.' });
    } catch (error) {
      // docs/product.md#error-messages: "Error updating profile. Please try again."; field messages go next to their
      // fields.
      setNotice({ tone: 'error', text: MESSAGES.profileUpdateError });
      if (error instanceof ApiError) {
        for (const { field, message } of error.errors) {
          if (FIELDS.has(field)) setError(field as FieldPath<VendorProfileUpdate>, { type: 'server', message });
        }
      }
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Business Profile</CardTitle>
          <CardDescription>Buyers see these details with your plants.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Business profile">
            {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
            <FormField label="Business Name" error={errors.business_name?.message} required>
              <Input autoComplete="organization" {...register('business_name')} />
            </FormField>
            <FormField label="Business Description" error={errors.business_description?.message} optional>
              <Textarea rows={4} {...register('business_description')} />
            </FormField>
            <FormField label="Business Address" error={errors.business_address?.message} optional>
              <Input autoComplete="street-address" {...register('business_address')} />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Business Phone" error={errors.business_phone?.message} optional>
                <Input type="tel" autoComplete="tel" {...register('business_phone')} />
              </FormField>
              <FormField label="Business Email" error={errors.business_email?.message} optional>
                <Input type="email" autoComplete="email" {...register('business_email')} />
              </FormField>
            </div>
            <div>
              <Button type="submit" loading={isSubmitting}>
                Save Profile
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <div>{payouts}</div>
    </div>
  );
}
