// The hosted dashboard (top level on our origin): the sidebar's panels in a wider layout, plus Install.
import { Suspense, useCallback, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Header } from '../shell/Header';
import { NoticeBar } from '../ui/NoticeBar';
import { Tabs, type TabDef } from '../ui/Tabs';
import { CallsPanel, InstructionsContainer, PanelLoading, ServersTab, SettingsTab } from '../shell/panels';
import { useAppStore } from '../core/context';
import { PairingConfirmation } from '../features/pairing/PairingConfirmation';
import { SecuritySaveNotice } from '../features/storage/SecuritySaveNotice';
import { useResourceTab } from '../features/resources/useResourceTab';
import { OfferingsPanel, type Offering } from '../shell/OfferingsPanel';
import { button } from '../ui/classNames';
import { FIRST_RUN_TITLE_ID, FirstRunGuide } from '../features/firstRun/FirstRunGuide';
import { useFirstRunGuide } from '../features/firstRun/useFirstRunGuide';
// Dashboard-only: the bookmarklet and the snippet generator load when the Install tab is first shown.
import { InstallTab } from '../shell/panels';

type DashboardTab =
  'servers' | 'tools' | 'prompts' | 'resources' | 'instructions' | 'calls' | 'settings' | 'install';

export function DashboardApp() {
  const { theme, setTheme, notice, setNotice, hasServers } = useAppStore(
    useShallow((s) => ({
      theme: s.theme,
      setTheme: s.setTheme,
      notice: s.notice,
      setNotice: s.setNotice,
      hasServers: s.servers.length > 0,
    })),
  );
  const guide = useFirstRunGuide();
  // The guide already shows the bookmarklet and the connector: Install opens first only without it.
  const [tab, setTab] = useState<DashboardTab>(hasServers || guide.view !== 'hidden' ? 'servers' : 'install');
  // A resource link opened from a History card shows in the Resources tab.
  const [offering, setOffering] = useState<Offering>('tools');
  useResourceTab(
    useCallback(() => {
      setTab('tools');
      setOffering('resources');
    }, []),
  );
  // From the empty server list: the command is in the guide, so show it and take the focus there.
  const showConnector = () => {
    guide.show();
    requestAnimationFrame(() => document.getElementById(FIRST_RUN_TITLE_ID)?.focus());
  };
  const gettingStarted = (
    <button
      type="button"
      className={button}
      aria-expanded={guide.view === 'steps'}
      onClick={guide.view === 'steps' ? guide.hide : guide.show}
    >
      Getting started
    </button>
  );
  const tabs: TabDef<DashboardTab>[] = [
    { id: 'servers', label: 'Servers' },
    { id: 'tools', label: 'Tools' },
    { id: 'instructions', label: 'Instructions' },
    { id: 'calls', label: 'History' },
    { id: 'settings', label: 'Settings' },
    { id: 'install', label: 'Install' },
  ];
  return (
    <div className="mx-auto flex h-full max-w-5xl flex-col">
      <Header
        granted={false}
        subtitle="Dashboard"
        theme={theme}
        onThemeChange={setTheme}
        actions={gettingStarted}
      />
      {/* Every part below the header is the page's own content: one main landmark holds it all. */}
      <main className="flex min-h-0 flex-1 flex-col">
        <SecuritySaveNotice />
        <NoticeBar notice={notice} onDismiss={() => setNotice(null)} />
        <PairingConfirmation onPaired={() => setTab('servers')} />
        {guide.view !== 'hidden' && <FirstRunGuide guide={guide} onOpenTab={setTab} />}
        <Tabs<DashboardTab> tabs={tabs} selected={tab} onSelect={setTab} label="Dashboard sections">
          {/* Keyed by tab: a panel that failed gets a fresh boundary when the user comes back to it. */}
          <ErrorBoundary key={tab}>
            <Suspense fallback={<PanelLoading />}>
              {tab === 'servers' && <ServersTab embedded={false} wide onShowConnector={showConnector} />}
              {tab === 'tools' && <OfferingsPanel view={offering} onView={setOffering} canInsert={false} />}
              {tab === 'instructions' && <InstructionsContainer canInsert={false} />}
              {tab === 'calls' && <CallsPanel canInsert={false} />}
              {tab === 'settings' && <SettingsTab />}
              {tab === 'install' && <InstallTab />}
            </Suspense>
          </ErrorBoundary>
        </Tabs>
      </main>
    </div>
  );
}
