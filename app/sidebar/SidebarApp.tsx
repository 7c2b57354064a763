// The sidebar: what a chat page's iframe (or popup) shows. Prompts first, then tabs; fits 320 px.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Header } from '../shell/Header';
import { ServerSummary } from '../features/servers/ServerSummary';
import { NoticeBar } from '../ui/NoticeBar';
import { AdapterSourceLine } from '../features/teach/AdapterSourceLine';
import { OutdatedBookmarkletNotice } from '../features/install/OutdatedBookmarkletNotice';
import { Tabs, type TabDef } from '../ui/Tabs';
import { lazyPanel } from '../ui/lazyPanel';
import type { AppMode } from '../core/environment';
import { isGranted } from '../features/consent/grants';
import { useAppStore, useStoreApi } from '../core/context';
import {
  CallsPanel,
  InstructionsContainer,
  PanelLoading,
  preloadPanels,
  ServersTab,
  SettingsTab,
} from '../shell/panels';
import { useNextStepAfterGrant } from '../features/instructions/useNextStepAfterGrant';
import { SecuritySaveNotice } from '../features/storage/SecuritySaveNotice';
import { SiteHealthLazy } from '../features/teach/SiteHealthLazy';
import { ElicitationsToCalls } from '../features/elicitation/ElicitationsToCalls';
import { useResourceTab } from '../features/resources/useResourceTab';
import { OfferingsPanel, type Offering } from '../shell/OfferingsPanel';

// Both act through the runtime, so they show once the hub has loaded; their code (the consent window's
// requests, the instructions builder) loads beside it instead of in the first download.
const PagePrompts = lazyPanel(() => import('./PagePrompts').then((m) => m.PagePrompts));
const NextStepContainer = lazyPanel(() =>
  import('../features/instructions/NextStepContainer').then((m) => m.NextStepContainer),
);

/** Loads the code of every part the sidebar shows later: its tabs and the two above. Once idle, and in tests. */
export const preloadSidebar = (): Promise<unknown> =>
  Promise.all([preloadPanels(), PagePrompts.preload(), NextStepContainer.preload()]);

type SidebarTab = 'calls' | 'tools' | 'instructions' | 'servers' | 'settings';

export function SidebarApp({ mode }: { mode: AppMode }) {
  const store = useStoreApi();
  const { origin, granted, theme, setTheme, notice, setNotice, pendingCount, servers, statuses, health } =
    useAppStore(
      useShallow((s) => ({
        origin: s.page.origin,
        granted: isGranted(s, s.page.origin),
        theme: s.theme,
        setTheme: s.setTheme,
        notice: s.notice,
        setNotice: s.setNotice,
        pendingCount: Object.keys(s.awaitingApproval).length,
        servers: s.servers,
        statuses: s.statuses,
        health: s.page.health,
      })),
    );
  const pageInfo = useAppStore((s) => s.page.info);
  // With no servers the Servers tab is the useful place to start (it explains why the list is empty).
  const [tab, setTab] = useState<SidebarTab>(servers.length > 0 ? 'calls' : 'servers');
  // A badge click in the chat shows the Calls tab; CallsPanel then focuses the card.
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (s.callFocus && s.callFocus !== prev.callFocus) setTab('calls');
      }),
    [store],
  );
  const showCalls = useCallback(() => setTab('calls'), []);
  const next = useNextStepAfterGrant(store, showCalls);
  // A resource link opened from a call card shows in the Resources tab.
  const [offering, setOffering] = useState<Offering>('tools');
  useResourceTab(
    useCallback(() => {
      setTab('tools');
      setOffering('resources');
    }, []),
  );
  const tabs: TabDef<SidebarTab>[] = [
    { id: 'calls', label: 'Calls', count: pendingCount },
    { id: 'tools', label: 'Tools' },
    { id: 'instructions', label: 'Instructions' },
    { id: 'servers', label: 'Servers' },
    { id: 'settings', label: 'Settings' },
  ];
  return (
    <div className="flex h-full min-w-[320px] flex-col">
      <Header
        {...(origin ? { pageOrigin: origin } : {})}
        granted={granted}
        theme={theme}
        onThemeChange={setTheme}
      />
      {/* Every part below the header is the sidebar's own content: one main landmark holds it all. */}
      <main className="flex min-h-0 flex-1 flex-col">
        <ServerSummary servers={servers} statuses={statuses} />
        <SecuritySaveNotice framed={mode === 'embedded'} />
        <NoticeBar notice={notice} onDismiss={() => setNotice(null)} />
        <SiteHealthLazy health={health} />
        <OutdatedBookmarkletNotice info={pageInfo} />
        <AdapterSourceLine health={health} />
        {next.shown && granted && mode !== 'standalone' && (
          <Suspense fallback={null}>
            <NextStepContainer onDone={next.hide} />
          </Suspense>
        )}
        {mode === 'standalone' && (
          <p className="border-b border-slate-200 px-3 py-1.5 text-xs dark:border-slate-800">
            No chat page is connected. Open the sidebar with the bookmarklet on a chat site.
          </p>
        )}
        <ErrorBoundary what="prompt">
          {/* The prompts act through the runtime: they appear once the hub has loaded (the page waits on it too). */}
          <Suspense fallback={null}>
            <PagePrompts />
          </Suspense>
        </ErrorBoundary>
        {/* A server's question during a chat call shows under its card in Calls: go there, as a badge click does. */}
        <Suspense fallback={null}>
          <ElicitationsToCalls onElicitation={showCalls} />
        </Suspense>
        <Tabs<SidebarTab> tabs={tabs} selected={tab} onSelect={setTab} label="Sidebar sections">
          {/* Keyed by tab: a panel that failed gets a fresh boundary when the user comes back to it. */}
          <ErrorBoundary key={tab}>
            <Suspense fallback={<PanelLoading />}>
              {tab === 'calls' && <CallsPanel canInsert={mode !== 'standalone'} />}
              {tab === 'tools' && (
                <OfferingsPanel view={offering} onView={setOffering} canInsert={mode !== 'standalone'} />
              )}
              {tab === 'instructions' && <InstructionsContainer canInsert={mode !== 'standalone'} />}
              {tab === 'servers' && <ServersTab embedded={mode === 'embedded'} />}
              {tab === 'settings' && <SettingsTab />}
            </Suspense>
          </ErrorBoundary>
        </Tabs>
      </main>
    </div>
  );
}
