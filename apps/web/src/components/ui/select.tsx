import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from './form-field.tsx';
import { controlClasses } from './input.tsx';

export type SelectOption = { value: string; label: string };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  options?: SelectOption[];
  ref?: Ref<HTMLSelectElement>;
  /** Classes of the box around the select: the grid item in a grid (className styles the select itself). */
  containerClassName?: string;
};

/** A styled native select: the platform gives keyboard, mobile pickers and screen reader support for free. */
export function Select({ className, containerClassName, options, children, ...props }: SelectProps) {
  const field = useFieldControl();
  return (
    <div className={cn('relative min-w-0', containerClassName)}>
      <select className={cn(controlClasses, 'h-10 appearance-none pr-9', className)} {...field} {...props}>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
