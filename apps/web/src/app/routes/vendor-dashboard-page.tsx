import type { VendorApprovalState } from '@verdant/shared/enums';
import { approvalState } from '@verdant/shared/rules/admin';
import { LogOut } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { AccountSettingsPanel } from '../../features/account/components/account-settings-panel.tsx';
import { BulkUploadPanel } from '../../features/bulk-upload/components/bulk-upload-panel.tsx';
import { VendorInquiriesTabLabel } from '../../features/inquiries/components/inquiries-tab-label.tsx';
import { VendorInquiriesPanel } from '../../features/inquiries/components/vendor-inquiries-panel.tsx';
import { InventoryTab } from '../../features/inventory/components/inventory-tab.tsx';
import { VendorOrdersPanel } from '../../features/orders/components/vendor-orders-panel.tsx';
import { PayoutsCard, usePayoutsToDo } from '../../features/payouts/components/payouts-card.tsx';
import { VendorProjectsPanel } from '../../features/projects/components/vendor-projects-panel.tsx';
import { PlanBadge } from '../../features/subscriptions/components/plan-badge.tsx';
import { useVendorProfile } from '../../features/vendor/api/get-vendor-profile.ts';
import { BusinessProfileTab } from '../../features/vendor/components/business-profile-tab.tsx';
import { APPROVAL_LABELS, OverviewTab } from '../../features/vendor/components/overview-tab.tsx';
import { useAuth } from '../../lib/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * docs/product.md#pages-and-navigation: the eight tabs, in order; the open one is kept in ?tab= so a reload or a shared
 * link opens it.
 */
const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'inventory', label: 'Inventory' },
  { value: 'bulk-upload', label: 'Bulk Upload' },
  { value: 'orders', label: 'Orders' },
  { value: 'inquiries', label: <VendorInquiriesTabLabel /> },
  { value: 'projects', label: 'Projects' },
  { value: 'profile', label: 'Business Profile' },
  { value: 'settings', label: 'Account Settings' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** /vendor/dashboard: composes the panels of the vendor, inventory, payouts, bulk-upload, orders, inquiries and
 * account and projects features. */
export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard');
  const { user, logout } = useAuth();
  const profile = useVendorProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';

  // Each tab's own parameters (search, payouts return) belong to it: switching tabs starts clean.
  const openTab = (value: string) => setSearchParams({ tab: value });

  // The profile is fresh from the server (approval may have changed since login); the session's copy fills in.
  const vendorProfile = profile.data ?? user?.vendor_profile ?? null;
  const approval: VendorApprovalState = vendorProfile ? approvalState(vendorProfile) : 'pending';
  const payoutsToDo = usePayoutsToDo(approval === 'approved');

  return (
    <PageContainer>
      <PageHeader
        eyebrow={vendorProfile?.business_name}
        title="Vendor Dashboard"
        description="Manage your plants, orders, inquiries, project bids and business profile."
        actions={
          <>
            {user ? <PlanBadge plan={user.plan} className="px-3 py-1 text-sm" /> : null}
            <Badge tone={APPROVAL_LABELS[approval].tone} className="px-3 py-1 text-sm">
              {APPROVAL_LABELS[approval].label}
            </Badge>
            <Button variant="secondary" size="sm" onClick={logout}>
              <LogOut className="size-4" aria-hidden="true" />
              Logout
            </Button>
          </>
        }
      />

      <Tabs value={tab} onValueChange={openTab} className="mt-8">
        {/* Eight tabs do not fit a phone: they wrap into rows (a scrolled strip hid "Orders" and after). */}
        <TabsList aria-label="Vendor dashboard sections" className="w-full flex-wrap lg:w-fit lg:flex-nowrap">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="grow lg:grow-0">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="overview">
          <OverviewTab
            approval={approval}
            onOpenTab={openTab}
            payouts={<PayoutsCard approved={approval === 'approved'} />}
            payoutsToDo={payoutsToDo}
          />
        </TabsContent>
        <TabsContent value="inventory">
          <InventoryTab approval={approval} />
        </TabsContent>
        <TabsContent value="bulk-upload">
          <BulkUploadPanel approval={approval} onOpenInventory={() => openTab('inventory')} />
        </TabsContent>
        <TabsContent value="orders">
          <VendorOrdersPanel />
        </TabsContent>
        <TabsContent value="inquiries">
          <VendorInquiriesPanel />
        </TabsContent>
        <TabsContent value="projects">
          <VendorProjectsPanel approval={approval} />
        </TabsContent>
        <TabsContent value="profile">
          {profile.data ? (
            <BusinessProfileTab
              key={profile.data.id}
              profile={profile.data}
              payouts={<PayoutsCard approved={profile.data.is_approved} />}
            />
          ) : profile.isError ? (
            <Notice tone="error">Failed to load your business profile.</Notice>
          ) : (
            <Skeleton className="h-96 w-full rounded-card" />
          )}
        </TabsContent>
        <TabsContent value="settings">
          <AccountSettingsPanel />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
