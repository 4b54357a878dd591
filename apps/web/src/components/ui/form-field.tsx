import { createContext, type ReactNode, useContext, useId } from 'react';
import { cn } from '../../lib/cn.ts';

type FieldControl = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

const FieldContext = createContext<FieldControl | null>(null);

/** Props that tie an input to its label, hint and error; empty outside a FormField. */
export function useFieldControl(): Partial<FieldControl> {
  return useContext(FieldContext) ?? {};
}

type FormFieldProps = {
  label: ReactNode;
  /** The validation message; also marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label + control + hint + error, wired up with aria-describedby and aria-invalid. */
export function FormField({ label, error, hint, required, optional, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControl = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </Label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint ? (
        <p id={hintId} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the control is linked by htmlFor from the caller
  return <label className={cn('font-medium text-slate-800 text-sm', className)} {...props} />;
}

export function FieldError({ id, children }: { id?: string | undefined; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="font-medium text-red-700 text-sm">
      {children}
    </p>
  );
}
