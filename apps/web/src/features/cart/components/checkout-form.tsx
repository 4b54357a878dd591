import { zodResolver } from '@hookform/resolvers/zod';
import { type CustomerDetailsInput, customerDetailsSchema } from '@verdant/shared/schemas/orders';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

export type CustomerDetails = z.output<typeof customerDetailsSchema>;

type CheckoutFormProps = {
  defaultValues: CustomerDetailsInput;
  onSubmit: (details: CustomerDetails) => Promise<void>;
  submitLabel: string;
  disabled?: boolean;
};

/** The customer form of /checkout: Full Name, Email and Shipping Address required, Phone optional. */
export function CheckoutForm({ defaultValues, onSubmit, submitLabel, disabled }: CheckoutFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CustomerDetailsInput, unknown, CustomerDetails>({
    resolver: zodResolver(customerDetailsSchema),
    defaultValues,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-label="Customer details">
      <FormField label="Full Name" error={errors.buyer_name?.message} required>
        <Input autoComplete="name" {...register('buyer_name')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Email" error={errors.buyer_email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('buyer_email')} />
        </FormField>
        <FormField label="Phone" error={errors.buyer_phone?.message} optional>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('buyer_phone')} />
        </FormField>
      </div>
      <FormField label="Shipping Address" error={errors.shipping_address?.message} required>
        <Textarea rows={3} autoComplete="street-address" {...register('shipping_address')} />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting} disabled={disabled} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
