import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@verdant/shared/enums';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import {
  type BuyerRegistration,
  buyerRegistrationSchema,
  type VendorRegistration,
  vendorRegistrationSchema,
} from '@verdant/shared/schemas/auth';
import { Store, User as UserIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { registerBuyer, registerVendor } from '../api/register.ts';

// The API treats confirm_password as optional; the form requires it (docs/product.md#validation-rules-and-limits). The
// shared refinement still says "Passwords do not match".
const confirmRequired = { confirm_password: z.string().min(1, MESSAGES.required('Confirm password')) };
const buyerFormSchema = buyerRegistrationSchema.safeExtend(confirmRequired);
const vendorFormSchema = vendorRegistrationSchema.safeExtend(confirmRequired);

export type RegisterRole = Extract<Role, 'buyer' | 'vendor'>;
type RegisterFormValues = z.input<typeof vendorFormSchema>;
type RegisterPayload = z.output<typeof buyerFormSchema> | z.output<typeof vendorFormSchema>;

const resolvers = { buyer: zodResolver(buyerFormSchema), vendor: zodResolver(vendorFormSchema) };

const defaultValues: RegisterFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  vendor_profile: {
    business_name: '',
    business_description: '',
    business_address: '',
    business_phone: '',
    business_email: '',
  },
};

const formFields = new Set<string>([
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'confirm_password',
  ...Object.keys(defaultValues.vendor_profile).map((key) => `vendor_profile.${key}`),
]);

/** Maps a server field name ("vendor_profile.business_name", "body/email", ...) to a form field, if any. */
function toFormField(field: string): FieldPath<RegisterFormValues> | null {
  const name = field.replace(/^body[./]/, '').replaceAll('/', '.');
  return formFields.has(name) ? (name as FieldPath<RegisterFormValues>) : null;
}

type RegisterFormProps = {
  defaultRole?: RegisterRole;
  /** Called with the server's message and the new account's email after a successful registration. */
  onRegistered: (message: string, email: string) => void;
};

export function RegisterForm({ defaultRole = 'buyer', onRegistered }: RegisterFormProps) {
  const [role, setRole] = useState<RegisterRole>(defaultRole);
  const roleRef = useRef(role);
  useEffect(() => {
    roleRef.current = role;
  }, [role]);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // One form, two payload schemas: validate with the one for the chosen account type.
  const resolver: Resolver<RegisterFormValues, unknown, RegisterPayload> = (values, context, options) =>
    roleRef.current === 'vendor'
      ? resolvers.vendor(values, context, options)
      : (resolvers.buyer(values, context, options as never) as ReturnType<
          Resolver<RegisterFormValues, unknown, RegisterPayload>
        >);

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitted },
    trigger,
  } = useForm<RegisterFormValues, unknown, RegisterPayload>({ resolver, defaultValues });

  const chooseRole = (next: RegisterRole) => {
    if (next === role) return;
    roleRef.current = next;
    setRole(next);
    setFormError(null);
    // Business fields appear or disappear: re-check only if the user has already tried to submit.
    if (isSubmitted) void trigger();
    else clearErrors('vendor_profile');
  };

  const onSubmit = handleSubmit(async (payload) => {
    setFormError(null);
    try {
      const answer =
        role === 'vendor' && 'vendor_profile' in payload
          ? await registerVendor(payload as VendorRegistration)
          : await registerBuyer(payload as BuyerRegistration);
      setDone(true);
      onRegistered(answer.message, payload.email);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.registrationFailed));
      if (error instanceof ApiError) {
        for (const { field, message } of error.errors) {
          const name = toFormField(field);
          if (name) setError(name, { type: 'server', message });
        }
      }
    }
  });

  const isVendor = role === 'vendor';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-slate-800 text-sm">I want to join as a</legend>
        <div className="grid grid-cols-2 gap-2 rounded-xl bg-sage-50 p-1 ring-1 ring-slate-200">
          <RoleButton
            label="Buyer"
            description="Buy plants"
            icon={<UserIcon className="size-4" aria-hidden="true" />}
            pressed={!isVendor}
            onClick={() => chooseRole('buyer')}
          />
          <RoleButton
            label="Vendor"
            description="Sell your plants"
            icon={<Store className="size-4" aria-hidden="true" />}
            pressed={isVendor}
            onClick={() => chooseRole('vendor')}
          />
        </div>
      </fieldset>

      {formError ? <Notice tone="error">{formError}</Notice> : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={errors.first_name?.message} required>
          <Input autoComplete="given-name" {...register('first_name')} />
        </FormField>
        <FormField label="Last Name" error={errors.last_name?.message} required>
          <Input autoComplete="family-name" {...register('last_name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} optional>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          hint={`At least ${LIMITS.passwordMin} characters`}
          required
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirm_password?.message} required>
          <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
        </FormField>
      </div>

      {isVendor ? (
        <fieldset className="border-slate-200 border-t pt-6">
          <legend className="sr-only">Business details</legend>
          <div className="flex flex-col gap-5">
            <div aria-hidden="true">
              <p className="font-semibold text-base text-slate-900">Business details</p>
              <p className="text-slate-600 text-sm">
                Buyers see these on your store page. An admin reviews new vendors.
              </p>
            </div>
            <FormField label="Business Name" error={errors.vendor_profile?.business_name?.message} required>
              <Input autoComplete="organization" {...register('vendor_profile.business_name')} />
            </FormField>
            <FormField
              label="Business Description"
              error={errors.vendor_profile?.business_description?.message}
              optional
            >
              <Textarea rows={3} {...register('vendor_profile.business_description')} />
            </FormField>
            <FormField label="Business Address" error={errors.vendor_profile?.business_address?.message} optional>
              <Input autoComplete="street-address" {...register('vendor_profile.business_address')} />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Business Phone" error={errors.vendor_profile?.business_phone?.message} optional>
                <Input type="tel" {...register('vendor_profile.business_phone')} />
              </FormField>
              <FormField label="Business Email" error={errors.vendor_profile?.business_email?.message} optional>
                <Input type="email" inputMode="email" {...register('vendor_profile.business_email')} />
              </FormField>
            </div>
          </div>
        </fieldset>
      ) : null}

      <Button type="submit" size="lg" loading={isSubmitting} disabled={done} className="w-full">
        {isVendor ? 'Create Vendor Account' : 'Create Account'}
      </Button>
    </form>
  );
}

type RoleButtonProps = {
  label: string;
  description: string;
  icon: ReactNode;
  pressed: boolean;
  onClick: () => void;
};

function RoleButton({ label, description, icon, pressed, onClick }: RoleButtonProps) {
  const descriptionId = useId();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // The name stays "Buyer"/"Vendor"; the line below is read as its description.
      aria-describedby={descriptionId}
      onClick={onClick}
      className={cn(
        'flex flex-col items-start gap-0.5 rounded-lg px-3 py-2.5 text-left transition-colors',
        pressed ? 'bg-white text-brand-800 shadow-sm ring-1 ring-brand-600/40' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      <span className="flex items-center gap-2 font-semibold text-sm">
        {icon}
        {label}
      </span>
      <span id={descriptionId} className="text-slate-600 text-xs">
        {description}
      </span>
    </button>
  );
}
