import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BuyerOrdersPanel } from '../components/buyer-orders-panel.tsx';

/** /orders: the buyer's orders (the same panel as the buyer dashboard's My Orders tab). */
export function BuyerOrdersPage() {
  useDocumentTitle('My Orders');
  return (
    <PageContainer>
      <PageHeader title="My Orders" description="Every order you have placed and where it is now." />
      <div className="mt-6">
        <BuyerOrdersPanel />
      </div>
    </PageContainer>
  );
}
