import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@verdant/shared/messages';
import { canInquire, parseInquiryQuantity } from '@verdant/shared/rules/inquiries';
import { type InquiryFormInput, type InquiryFormOutput, inquiryFormSchema } from '@verdant/shared/schemas/inquiries';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { useCreateInquiry } from '../api/create-inquiry.ts';

type FieldName = keyof InquiryFormInput;
type Outcome =
  | { kind: 'sent' }
  | { kind: 'failed'; detail: string | null }
  | { kind: 'login' }
  | { kind: 'buyers-only' }
  | null;

const EMPTY: InquiryFormInput = { message: '', requested_quantity: '1', requested_specifications: '' };
const FIELDS: FieldName[] = ['message', 'requested_quantity', 'requested_specifications'];

/** The inquiry form of the plant details modal (docs/product.md#inquiries): message, quantity, special requirements. */
export function InquiryForm({ plant }: { plant: Plant }) {
  const { user } = useAuth();
  const location = useLocation();
  const createInquiry = useCreateInquiry();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formId = useId();
  const available = plant.quantity_available;
  const inStock = canInquire(plant);
  const schema = useMemo(() => inquiryFormSchema(Math.max(available, 1)), [available]);

  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InquiryFormInput, unknown, InquiryFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    // Errors are shown on submit and cleared as soon as the user edits that field (docs/product.md#inquiries).
    reValidateMode: 'onSubmit',
  });

  const editing = (name: FieldName) => ({
    onChange: () => {
      clearErrors(name);
      if (outcome?.kind === 'sent' || outcome?.kind === 'failed') setOutcome(null);
    },
  });

  const send = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await createInquiry.mutateAsync({ inventory_item_id: plant.id, ...values });
      reset(EMPTY);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      // Field errors from the server (e.g. the stock changed) go next to their fields.
      if (error instanceof ApiError) {
        for (const fieldError of error.errors) {
          if ((FIELDS as string[]).includes(fieldError.field)) {
            setError(fieldError.field as FieldName, { message: fieldError.message });
          }
        }
      }
      const detail = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.detail : null;
      setOutcome({ kind: 'failed', detail: detail === MESSAGES.inquirySendFailed ? null : detail });
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!user) {
      event.preventDefault();
      setOutcome({ kind: 'login' });
      return;
    }
    if (user.role !== 'buyer') {
      event.preventDefault();
      setOutcome({ kind: 'buyers-only' });
      return;
    }
    void send(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`} className="flex flex-col gap-4">
      <h3 id={`${formId}-title`} className="font-semibold text-base text-slate-900">
        Send an inquiry to {plant.vendor.business_name}
      </h3>

      {outcome?.kind === 'sent' ? (
        <Notice tone="success">
          {MESSAGES.inquirySent}{' '}
          <Link to="/inquiries" className="font-medium underline underline-offset-2">
            View my inquiries
          </Link>
        </Notice>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Notice tone="error">
          <p>{MESSAGES.inquirySendFailed}</p>
          {outcome.detail ? <p className="mt-1">{outcome.detail}</p> : null}
        </Notice>
      ) : null}
      {outcome?.kind === 'login' ? (
        <Notice tone="error">
          <p>{MESSAGES.inquiryLoginRequired}</p>
          <Link to="/login" state={{ from: location }} className="font-medium underline underline-offset-2">
            Log in
          </Link>
        </Notice>
      ) : null}
      {outcome?.kind === 'buyers-only' ? <Notice tone="error">{MESSAGES.inquiryBuyersOnly}</Notice> : null}

      <fieldset disabled={!inStock} className="flex flex-col gap-4 disabled:opacity-70">
        <legend className="sr-only">Inquiry details</legend>
        <FormField label="Message" error={errors.message?.message} required>
          <Textarea
            rows={4}
            placeholder="Ask about availability, delivery, bulk pricing…"
            {...register('message', editing('message'))}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField
            label="Quantity"
            error={errors.requested_quantity?.message}
            hint={inStock ? `${available} available` : undefined}
            required
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(available, 1)}
              step={1}
              {...register('requested_quantity', {
                ...editing('requested_quantity'),
                // A box left empty or with letters falls back to 1, and shows it.
                onBlur: (event) => setValue('requested_quantity', String(parseInquiryQuantity(event.target.value))),
              })}
            />
          </FormField>
          <FormField label="Special requirements" error={errors.requested_specifications?.message} optional>
            <Input
              placeholder="Pot size, delivery date…"
              {...register('requested_specifications', editing('requested_specifications'))}
            />
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {inStock ? null : <p className="font-medium text-amber-800 text-sm sm:mr-auto">{MESSAGES.inquiryOutOfStock}</p>}
        <Button type="submit" loading={isSubmitting} disabled={!inStock}>
          <Send className="size-4" aria-hidden="true" />
          Send Inquiry
        </Button>
      </div>
    </form>
  );
}
