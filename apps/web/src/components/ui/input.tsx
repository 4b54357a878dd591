import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from './form-field.tsx';

/** Shared look of text controls; invalid state comes from aria-invalid. */
export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs sm:text-sm ' +
  'placeholder:text-slate-400 transition-colors hover:border-slate-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, type = 'text', ...props }: InputProps) {
  const field = useFieldControl();
  return <input type={type} className={cn(controlClasses, 'h-10', className)} {...field} {...props} />;
}
