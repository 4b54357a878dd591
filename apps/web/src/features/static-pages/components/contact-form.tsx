import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import { emailField, requiredText } from '@verdant/shared/schemas/common';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

const USER_TYPES = [
  { value: 'landscaper', label: 'Landscaper / Contractor' },
  { value: 'vendor', label: 'Nursery Vendor' },
  { value: 'other', label: 'Other' },
];

const contactSchema = z.object({
  name: requiredText('Name'),
  email: emailField,
  userType: z.enum(['landscaper', 'vendor', 'other']),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
type ContactInput = z.input<typeof contactSchema>;

const EMPTY: ContactInput = { name: '', email: '', userType: 'landscaper', subject: '', message: '' };

/**
 * docs/product.md#static-pages: nothing is sent; a success banner shows for 3 seconds, then the form resets (userType
 * to landscaper).
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      setSent(false);
      reset(EMPTY);
    }, LIMITS.contactBannerMs);
    return () => window.clearTimeout(timer);
  }, [sent, reset]);

  return (
    <form onSubmit={handleSubmit(() => setSent(true))} noValidate className="flex flex-col gap-4">
      {sent ? <Notice tone="success">{MESSAGES.contactSent}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField label="I am a" error={errors.userType?.message}>
        <Select options={USER_TYPES} {...register('userType')} />
      </FormField>
      <FormField label="Subject" required error={errors.subject?.message}>
        <Input {...register('subject')} />
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" className="self-start">
        Send Message
      </Button>
    </form>
  );
}
