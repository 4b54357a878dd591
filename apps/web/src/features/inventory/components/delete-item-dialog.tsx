import { MESSAGES } from '@verdant/shared/messages';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
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
import { useToast } from '../../../components/ui/toast.tsx';
import { useDeleteInventoryItem } from '../api/delete-inventory-item.ts';

/** Asks before deleting; a plant with orders disappears from the shop but stays in their history. */
export function DeleteItemDialog({ item, onClose }: { item: VendorInventoryItem | null; onClose: () => void }) {
  const remove = useDeleteInventoryItem();
  const toast = useToast();

  const confirm = async () => {
    if (!item) return;
    try {
      const answer = await remove.mutateAsync(item.id);
      toast.success(
        answer.kept_for_history
          ? `${item.plant_name} was removed from your shop. Its order history is kept.`
          : `${item.plant_name} was deleted.`,
      );
      onClose();
    } catch {
      toast.error(MESSAGES.itemDeleteFailed);
    }
  };

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {item?.plant_name}?</DialogTitle>
          <DialogDescription>
            It disappears from the marketplace. Orders that include it keep their details.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
