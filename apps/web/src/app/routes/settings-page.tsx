import { AccountSettingsPanel } from '../../features/account/components/account-settings-panel.tsx';
import { SettingsPage } from '../../features/subscriptions/pages/settings-page.tsx';

/** /settings: the plan (subscriptions feature) above the account panel (account feature). */
export function SettingsRoute() {
  return <SettingsPage account={<AccountSettingsPanel showPlanLink={false} />} />;
}
