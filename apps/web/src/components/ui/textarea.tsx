import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from './form-field.tsx';
import { controlClasses } from './input.tsx';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const field = useFieldControl();
  return <textarea rows={rows} className={cn(controlClasses, 'py-2', className)} {...field} {...props} />;
}
