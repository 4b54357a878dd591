import { customResponseFormSchema, declineFormSchema } from '@verdant/shared/schemas/inquiries';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

export type RespondMode = 'decline' | 'custom';

const modes = {
  decline: {
    schema: declineFormSchema,
    field: 'decline_reason',
    label: 'Reason for declining',
    placeholder: 'e.g. Sold out until spring',
    submit: 'Decline inquiry',
  },
  custom: {
    schema: customResponseFormSchema,
    field: 'vendor_response',
    label: 'Response message',
    placeholder: 'Answer the buyer: availability, price for the quantity, delivery…',
    submit: 'Send Response',
  },
} as const;

type Values = { text: string };

/** The shared schemas name the field as the API does; this form has one field, `text`. */
function toSingleField(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  field: string,
): Resolver<Values> {
  return async (values): Promise<ResolverResult<Values>> => {
    const parsed = schema.safeParse({ [field]: values.text });
    if (parsed.success) return { values: { text: values.text.trim() }, errors: {} };
    const message = parsed.error?.issues[0]?.message ?? 'Invalid value';
    return { values: {}, errors: { text: { type: 'validate', message } } };
  };
}

/** The text a decline (its reason) or a custom response (its message) needs, checked by the shared schemas. */
export function RespondForm({
  mode,
  busy,
  onSubmit,
  onCancel,
}: {
  mode: RespondMode;
  busy: boolean;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}) {
  const look = modes[mode];
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
    resolver: toSingleField(look.schema, look.field),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ text }) => onSubmit(text))}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <FormField label={look.label} error={errors.text?.message} required>
        <Textarea
          rows={3}
          autoFocus
          placeholder={look.placeholder}
          {...register('text', { onChange: () => clearErrors('text') })}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant={mode === 'decline' ? 'danger' : 'primary'} loading={busy}>
          {look.submit}
        </Button>
      </div>
    </form>
  );
}
