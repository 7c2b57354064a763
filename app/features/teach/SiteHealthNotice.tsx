// Says so when the chat page's adapter cannot find the parts it needs, and leads to the fix: Fix it now (the
// page's picker, for those parts only) or Report (a redacted summary for an issue). A page on the generic
// adapter gets a quiet offer to teach the site, even while the generic selectors find something.
import { useState } from 'react';
import type { AdapterPart } from '../../../bridge/protocol/adapters';
import type { AdapterHealth } from '../../../bridge/protocol/types';
import { REQUIRED_PARTS, knownParts, partLabels } from './parts';
import { ReportButton } from './ReportButton';
import { button, muted, primaryButton } from '../../ui/classNames';

/** Parts the page must have now: the input always; one kind of message once the other kind is there. */
export function brokenParts(health: AdapterHealth): AdapterPart[] {
  const found = new Set(health.found);
  const missing = new Set(health.missing);
  const broken: AdapterPart[] = [];
  if (missing.has('input')) broken.push('input');
  if (missing.has('assistantMessage') && found.has('userMessage')) broken.push('assistantMessage');
  if (missing.has('userMessage') && found.has('assistantMessage')) broken.push('userMessage');
  return broken;
}

/** No site adapter: the page runs on generic selectors (a taught adapter is the site's own). */
export const isGeneric = (health: AdapterHealth): boolean =>
  health.adapter === 'generic' && health.source !== 'taught';

export interface SiteHealthNoticeProps {
  health: AdapterHealth | undefined;
  /** Opens the page's picker for these parts; absent where no page can be taught (no hub yet). */
  onTeach?: ((parts: readonly AdapterPart[]) => Promise<unknown>) | undefined;
  /** The text Report copies (app/features/teach/siteReport.ts). */
  report: (health: AdapterHealth) => string;
}

function Dismiss({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label="Dismiss layout warning" className="shrink-0 px-1">
      ×
    </button>
  );
}

export function SiteHealthNotice({ health, onTeach, report }: SiteHealthNoticeProps) {
  const broken = health ? brokenParts(health) : [];
  const generic = health ? isGeneric(health) : false;
  const key = broken.length ? broken.join() : generic ? 'generic' : '';
  const [dismissed, setDismissed] = useState('');
  const [teaching, setTeaching] = useState(false);
  if (!health || !key || dismissed === key) return null;
  // A generic page has nothing to repair: teach it whole. A site adapter keeps its other parts.
  // A missing send button is repaired along (it can't be told apart from one hidden while the input is empty).
  const teachParts = generic
    ? REQUIRED_PARTS
    : knownParts([...broken, ...(health.missing.includes('sendButton') ? ['sendButton'] : [])]);
  const teach = onTeach
    ? () => {
        setTeaching(true);
        // The teach command tells its own failure in the notice bar.
        void onTeach(teachParts).finally(() => setTeaching(false));
      }
    : undefined;
  const teachLabel = teaching ? 'Picking on the page…' : generic ? 'Teach this site' : 'Fix it now';
  const teachButton = teach && (
    <button
      type="button"
      className={broken.length ? primaryButton : button}
      onClick={teach}
      disabled={teaching}
    >
      {teachLabel}
    </button>
  );
  if (!broken.length)
    return (
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-1.5 text-xs dark:border-slate-800">
        <p className={`min-w-0 flex-1 ${muted}`}>No adapter for this site yet: generic selectors in use.</p>
        {teachButton}
        <Dismiss onClick={() => setDismissed(key)} />
      </div>
    );
  return (
    <div
      role="alert"
      className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="min-w-0 flex-1 break-words">
        <p>
          {generic ? 'This chat page was not recognised' : "This site's layout changed"}: these parts were not
          found: {partLabels(broken)}.
        </p>
        <p className="text-xs">
          Tool calls cannot be read or answered until they are.{' '}
          {teach ? `${generic ? 'Teach this site' : 'Fix it now'}: click each part on the page.` : ''}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {teachButton}
          <ReportButton text={() => report(health)} />
        </div>
      </div>
      <Dismiss onClick={() => setDismissed(key)} />
    </div>
  );
}
