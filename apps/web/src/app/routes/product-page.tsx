import { ProductPage } from '../../features/catalog/pages/product-page.tsx';
import { ReviewFormGate } from '../../features/reviews/components/review-form-gate.tsx';
import { ReviewList } from '../../features/reviews/components/review-list.tsx';

/** /product/:id: the catalog's plant page with the reviews feature in its Reviews tab. */
export function ProductRoute() {
  return (
    <ProductPage
      reviews={(plantId) => (
        <>
          <ReviewList plantId={plantId} />
          <div>
            <ReviewFormGate plantId={plantId} />
          </div>
        </>
      )}
    />
  );
}
