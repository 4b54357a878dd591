import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutView } from '@verdant/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client.ts';
import { checkoutKeys } from './get-checkout.ts';

/** POST /api/payments/test/checkouts/{id}/pay: test mode only, no money moves. */
export function payTestCheckout({ id, token }: { id: number; token: string }): Promise<CheckoutView> {
  return apiFetch<CheckoutView>(`/api/payments/test/checkouts/${id}/pay`, { method: 'POST', body: { token } });
}

export function usePayTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payTestCheckout,
    onSuccess: (checkout) => queryClient.setQueryData(checkoutKeys.one(checkout.id), checkout),
    onSettled: (_data, _error, { id }) => queryClient.invalidateQueries({ queryKey: checkoutKeys.one(id) }),
  });
}
