import { useShallow } from 'zustand/react/shallow';
import { PAGE_LAYOUT } from '../../bridge/protocol/settings';
import { GrantedOrigins } from '../features/consent/GrantedOrigins';
import { PageLayoutSettings } from '../features/settings/PageLayoutSettings';
import { SettingsPanel } from '../features/settings/SettingsPanel';
import { card } from '../ui/classNames';
import { isGranted } from '../features/consent/grants';
import { selectSettings } from '../features/settings/selectSettings';
import { useAppStore } from '../core/context';
import { useInstructionsActions } from '../features/instructions/instructionsActions';
import { TaughtSitesPanel } from '../features/teach/TaughtSitesPanel';

/** The Settings tab: the settings, and what other features keep there (allowed sites, taught sites). */
export function SettingsTab() {
  const instructionsActions = useInstructionsActions();
  const settings = useAppStore(useShallow(selectSettings));
  const {
    customInstructions,
    grants,
    pageGranted,
    setSetting,
    setCustomInstructions,
    revokeOrigin,
    theme,
    setTheme,
    pageLayout,
    setPageLayout,
  } = useAppStore(
    useShallow((s) => ({
      customInstructions: s.customInstructions,
      grants: s.grants,
      pageGranted: isGranted(s, s.page.origin),
      setSetting: s.setSetting,
      setCustomInstructions: s.setCustomInstructions,
      revokeOrigin: s.revokeOrigin,
      theme: s.theme,
      setTheme: s.setTheme,
      pageLayout: s.pageLayout,
      setPageLayout: s.setPageLayout,
    })),
  );
  return (
    <div className="flex flex-col gap-3">
      <SettingsPanel
        settings={settings}
        customInstructions={customInstructions}
        onChange={setSetting}
        onCustomInstructionsChange={setCustomInstructions}
        theme={theme}
        onThemeChange={setTheme}
        {...(pageGranted ? { onInsertInstructions: instructionsActions.insertInstructions } : {})}
      />
      <PageLayoutSettings
        layout={pageLayout.layout ?? PAGE_LAYOUT.layout.default}
        width={pageLayout.width ?? PAGE_LAYOUT.width.default}
        minimized={pageLayout.minimized ?? PAGE_LAYOUT.minimized.default}
        onChange={setPageLayout}
      />
      <section className={card} aria-labelledby="grants-title">
        <h2 id="grants-title" className="mb-1 text-sm font-semibold">
          Sites allowed to use your tools
        </h2>
        <GrantedOrigins grants={grants} onRevoke={revokeOrigin} />
      </section>
      <TaughtSitesPanel />
    </div>
  );
}
