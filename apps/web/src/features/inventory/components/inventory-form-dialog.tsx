import { useQueryClient } from '@tanstack/react-query';
import { CATEGORIES, CATEGORY_LABELS } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import { dayInputBounds } from '@verdant/shared/rules/ready-day';
import { type InventoryItemInput, MIN_PRICE } from '@verdant/shared/schemas/inventory';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-query-keys.ts';
import { useSaveInventoryItem } from '../api/save-inventory-item.ts';
import { uploadItemImage } from '../api/upload-item-image.ts';
import { GrowingFields, sizeReading } from './growing-fields.tsx';
import {
  GROWING_KEYS,
  growingValues,
  type InventoryFormValues,
  type InventoryPayload,
  inventoryFormResolver,
} from './growing-values.ts';
import { type PendingImage, PendingImages, StoredImages } from './image-manager.tsx';
import { PriceTiersEditor } from './price-tiers-editor.tsx';

type Values = InventoryFormValues;
type Payload = InventoryPayload;

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const money = (value: number | null | undefined) => (value == null ? '' : value.toFixed(2));

function toValues(item: VendorInventoryItem | null): Values {
  return {
    plant_name: item?.plant_name ?? '',
    scientific_name: item?.scientific_name ?? '',
    category: item?.category ?? 'outdoor',
    price: money(item?.price),
    compare_at_price: money(item?.compare_at_price),
    quantity_available: item ? String(item.quantity_available) : '',
    size: item?.size ?? '',
    pot_size: item?.pot_size ?? '',
    description: item?.description ?? '',
    care_instructions: item?.care_instructions ?? '',
    is_available: item?.is_available ?? true,
    ready_date: item?.ready_date ?? '',
    price_tiers: (item?.price_tiers ?? []).map((tier) => ({
      min_quantity: String(tier.min_quantity),
      price: money(tier.price),
    })),
    ...growingValues(item),
  };
}

const FIELDS = new Set(Object.keys(toValues(null)));

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item being edited (latest from the list), or null to add one. */
  item: VendorInventoryItem | null;
  /** After a create: the new item, so the dialog can go on editing it (photos) until the list has it. */
  onCreated: (item: VendorInventoryItem) => void;
};

/**
 * Add or edit a plant: every field of docs/product.md#validation-rules-and-limits plus compare-at price, and its
 * photos.
 */
export function InventoryFormDialog({ open, onOpenChange, item, onCreated }: Props) {
  const save = useSaveInventoryItem();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [primaryKey, setPrimaryKey] = useState<string | null>(null);
  const form = useForm<Values, unknown, Payload>({ resolver: inventoryFormResolver, defaultValues: toValues(item) });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  // A new target (another item, or the add form) starts from its own values.
  const itemId = item?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens or its item changes, not on every list refresh
  useEffect(() => {
    if (!open) return;
    reset(toValues(item));
  }, [open, itemId, reset]);

  useEffect(() => {
    if (open) setFormError(null);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: clean up once, when the dialog closes
  useEffect(() => {
    if (open) return;
    for (const image of pending) URL.revokeObjectURL(image.previewUrl);
    setPending([]);
    setPrimaryKey(null);
  }, [open]);

  const onSubmit = handleSubmit(async (payload) => {
    setFormError(null);
    // Growing values the vendor left alone are not sent: the server fills (and keeps filling) them from the reference.
    const body: Record<string, unknown> = { ...payload };
    for (const key of GROWING_KEYS) if (!getFieldState(key).isDirty) delete body[key];
    let saved: VendorInventoryItem;
    try {
      saved = await save.mutateAsync({ id: itemId, body: body as InventoryItemInput });
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.errors.length > 0
          ? MESSAGES.itemSaveFailed
          : errorMessage(error, MESSAGES.itemSaveFailed),
      );
      if (error instanceof ApiError) {
        for (const { field, message } of error.errors) {
          if (FIELDS.has(field)) setError(field as FieldPath<Values>, { type: 'server', message });
        }
      }
      return;
    }
    if (itemId !== null) {
      toast.success(`${saved.plant_name} saved.`);
      onOpenChange(false);
      return;
    }
    // New plant: upload the chosen photos, the primary one first.
    const ordered = [...pending].sort((a, b) => Number(b.key === primaryKey) - Number(a.key === primaryKey));
    let failed = 0;
    for (const [index, image] of ordered.entries()) {
      try {
        await uploadItemImage(saved.id, image.file, index === 0);
      } catch {
        failed++;
      }
    }
    if (ordered.length > 0) await queryClient.invalidateQueries({ queryKey: vendorKeys.inventory() });
    onCreated(saved);
    if (failed > 0) {
      toast.error(MESSAGES.imageUploadFailed);
      setFormError(
        `${saved.plant_name} was added, but ${failed === 1 ? 'a photo' : `${failed} photos`} could not be uploaded. Try again below.`,
      );
      return; // stays open, now editing the new plant
    }
    toast.success(`${saved.plant_name} added to your inventory.`);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" closeLabel="Close form">
        <DialogHeader>
          <DialogTitle>{item ? `Edit ${item.plant_name}` : 'Add a Plant'}</DialogTitle>
          <DialogDescription>Fields marked * are required. Prices in US dollars.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-5"
          aria-label={item ? 'Edit plant' : 'Add plant'}
        >
          {formError ? <Notice tone="error">{formError}</Notice> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Plant Name *" error={errors.plant_name?.message} required className="sm:col-span-2">
              <Input {...register('plant_name')} />
            </FormField>
            <FormField label="Scientific Name" error={errors.scientific_name?.message} optional>
              <Input {...register('scientific_name')} />
            </FormField>
            <FormField label="Category" error={errors.category?.message}>
              <Select options={CATEGORY_OPTIONS} {...register('category')} />
            </FormField>
            <FormField label="Price *" error={errors.price?.message} required>
              <Input type="number" inputMode="decimal" step="0.01" min={MIN_PRICE} {...register('price')} />
            </FormField>
            <FormField
              label="Compare-at Price"
              error={errors.compare_at_price?.message}
              hint="A real former price, higher than the price. Shown struck through."
              optional
            >
              <Input type="number" inputMode="decimal" step="0.01" min={MIN_PRICE} {...register('compare_at_price')} />
            </FormField>
            <FormField label="Quantity Available *" error={errors.quantity_available?.message} required>
              <Input type="number" inputMode="numeric" step="1" min="0" {...register('quantity_available')} />
            </FormField>
            <FormField label="Size" error={errors.size?.message} hint={sizeReading(watch('size'))} optional>
              <Input {...register('size')} />
            </FormField>
            <FormField
              label="Pot Size"
              error={errors.pot_size?.message}
              hint={watch('pot_size') ? sizeReading(watch('pot_size')) : undefined}
              optional
            >
              <Input {...register('pot_size')} />
            </FormField>
            <FormField
              label="Ready Date"
              error={errors.ready_date?.message}
              hint="When the plant will be ready. Empty: ready now."
              optional
            >
              <Input type="date" {...dayInputBounds()} {...register('ready_date')} />
            </FormField>
            <div className="flex items-end">
              <label className="flex min-h-10 items-center gap-2.5 text-slate-800 text-sm">
                <input type="checkbox" className="size-4 accent-brand-700" {...register('is_available')} />
                Available for sale
              </label>
            </div>
            <PriceTiersEditor control={control} register={register} errors={errors} />
            <FormField label="Description" error={errors.description?.message} optional className="sm:col-span-2">
              <Textarea rows={3} {...register('description')} />
            </FormField>
            <FormField
              label="Care Instructions"
              error={errors.care_instructions?.message}
              optional
              className="sm:col-span-2"
            >
              <Textarea rows={3} {...register('care_instructions')} />
            </FormField>
          </div>

          <GrowingFields form={form} />

          {item ? (
            <StoredImages itemId={item.id} images={item.images} />
          ) : (
            <PendingImages images={pending} primaryKey={primaryKey} onChange={setPending} onPrimary={setPrimaryKey} />
          )}

          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting}>
              {item ? 'Save Changes' : 'Add Plant'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
