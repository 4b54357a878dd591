import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@verdant/shared/messages';
import { REVIEW_DEFAULT_RATING, reviewCreateSchema } from '@verdant/shared/schemas/reviews';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useCreateReview } from '../api/create-review.ts';

const formSchema = reviewCreateSchema.omit({ inventory_item_id: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Buyers only (docs/product.md#reviews); a visitor is asked to log in, vendors and admins see nothing. */
/** Loaded only for a logged-in buyer (review-form-gate.tsx): it brings the form and schema code. */
export function ReviewForm({ plantId }: { plantId: number }) {
  const create = useCreateReview(plantId);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { rating: REVIEW_DEFAULT_RATING, review_text: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await create.mutateAsync({ inventory_item_id: plantId, rating: values.rating, review_text: values.review_text });
      reset();
      setOutcome({ tone: 'success', text: 'Thank you! Your review has been posted.' });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, MESSAGES.reviewFailed) });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-5"
    >
      <h3 className="font-semibold text-lg text-slate-900">Write a Review</h3>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset>
            <legend className="font-medium text-slate-800 text-sm">Your rating</legend>
            <div className="mt-1.5 flex items-center gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    className="sr-only"
                  />
                  <span className="sr-only">
                    {n} {n === 1 ? 'star' : 'stars'} ({RATING_WORDS[n]})
                  </span>
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-7',
                      n <= Number(field.value) ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-300',
                    )}
                  />
                </label>
              ))}
              <span className="ml-2 text-slate-600 text-sm" aria-hidden="true">
                {RATING_WORDS[Number(field.value)]}
              </span>
            </div>
            {errors.rating ? <p className="mt-1 font-medium text-red-700 text-sm">{errors.rating.message}</p> : null}
          </fieldset>
        )}
      />
      <FormField label="Your review" optional error={errors.review_text?.message}>
        <Textarea rows={4} maxLength={2000} {...register('review_text')} />
      </FormField>
      <Button type="submit" loading={isSubmitting} className="self-start">
        Submit Review
      </Button>
    </form>
  );
}
