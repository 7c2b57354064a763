// Says so when the chat page's adapter cannot find the parts it needs, instead of calls failing silently.
import { useState } from 'react';
import type { AdapterHealth } from '../../bridge/protocol/types';

const LABELS: Record<string, string> = {
  input: 'chat input',
  assistantMessage: 'assistant messages',
  userMessage: 'your messages',
};

/** Parts the page must have now: the input always; one kind of message once the other kind is there. */
export function brokenParts(health: AdapterHealth): string[] {
  const found = new Set(health.found);
  const missing = new Set(health.missing);
  const broken: string[] = [];
  if (missing.has('input')) broken.push('input');
  if (missing.has('assistantMessage') && found.has('userMessage')) broken.push('assistantMessage');
  if (missing.has('userMessage') && found.has('assistantMessage')) broken.push('userMessage');
  return broken;
}

export function SiteHealthNotice({ health }: { health: AdapterHealth | undefined }) {
  const broken = health ? brokenParts(health) : [];
  const key = broken.join();
  const [dismissed, setDismissed] = useState('');
  if (!health || !broken.length || dismissed === key) return null;
  const parts = broken.map((part) => LABELS[part]).join(', ');
  const generic = health.adapter === 'generic';
  return (
    <div
      role="alert"
      className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="min-w-0 flex-1 break-words">
        <p>
          {generic ? 'This chat page was not recognised' : "This site's layout changed"}: these parts were not
          found: {parts}.
        </p>
        <p className="text-xs">
          Tool calls cannot be read or answered until they are. Set generic selectors for this page: the embed
          config's <code>adapter: &quot;generic&quot;</code> and <code>selectors</code> (CSS selectors for
          input, send button and messages).
        </p>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(key)}
        aria-label="Dismiss layout warning"
        className="shrink-0 px-1"
      >
        ×
      </button>
    </div>
  );
}
