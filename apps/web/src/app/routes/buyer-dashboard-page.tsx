import { buyerPlanLabel } from '@verdant/shared/schemas/buyer';
import { Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { AccountSettingsPanel } from '../../features/account/components/account-settings-panel.tsx';
import { useBuyerProfile } from '../../features/buyer/api/get-buyer-profile.ts';
import { BuyerInquiriesList } from '../../features/inquiries/components/buyer-inquiries-list.tsx';
import { BuyerInquiriesTabLabel } from '../../features/inquiries/components/inquiries-tab-label.tsx';
import { BuyerOrdersPanel } from '../../features/orders/components/buyer-orders-panel.tsx';
import { BuyerProjectsPanel } from '../../features/projects/components/buyer-projects-panel.tsx';
import { useAuth } from '../../lib/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TABS = [
  { value: 'orders', label: 'My Orders' },
  { value: 'inquiries', label: <BuyerInquiriesTabLabel /> },
  { value: 'projects', label: 'Projects' },
  { value: 'settings', label: 'Account Settings' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** /buyer/dashboard: My Orders, Inquiries, Projects and Account Settings, the open tab kept in ?tab=. */
export function BuyerDashboardPage() {
  useDocumentTitle('Buyer Dashboard');
  const { user } = useAuth();
  const profile = useBuyerProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'orders';

  // Until the profile answers, the session's plan gives the same badge.
  const plan = profile.data?.plan ?? user?.plan ?? 'NONE';
  const planLabel = buyerPlanLabel(plan);
  const firstName = profile.data?.first_name ?? user?.first_name;

  const selectTab = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <PageHeader
        title="Buyer Dashboard"
        description={firstName ? `Welcome back, ${firstName}. Track your orders, inquiries and projects.` : undefined}
        actions={
          <>
            <Badge tone={planLabel === 'Pro' ? 'purple' : 'gray'} className="px-3 py-1 text-sm">
              <span className="sr-only">Plan: </span>
              {planLabel}
            </Badge>
            {planLabel === 'Pro' ? null : (
              <Link to="/settings" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                <Sparkles className="size-4" aria-hidden="true" />
                Upgrade to Pro
              </Link>
            )}
          </>
        }
      />

      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList aria-label="Buyer dashboard sections" className="w-full sm:w-fit">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="flex-1 sm:flex-none">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="orders">
          <BuyerOrdersPanel />
        </TabsContent>
        <TabsContent value="inquiries">
          <BuyerInquiriesList />
        </TabsContent>
        <TabsContent value="projects">
          <BuyerProjectsPanel />
        </TabsContent>
        <TabsContent value="settings">
          <AccountSettingsPanel />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
