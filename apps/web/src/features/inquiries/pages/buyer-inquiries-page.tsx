import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BuyerInquiriesList } from '../components/buyer-inquiries-list.tsx';

export function BuyerInquiriesPage() {
  useDocumentTitle('My Inquiries');
  return (
    <PageContainer>
      <div className="max-w-4xl">
        <PageHeader title="My Inquiries" description="Questions you have sent to vendors and their answers." />
        <div className="mt-6">
          <BuyerInquiriesList />
        </div>
      </div>
    </PageContainer>
  );
}
