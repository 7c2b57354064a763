// The Tools tab: what the servers offer, one kind at a time. Tools are what the AI calls; prompts and
// resources are what the user brings into the chat. One tab for the three keeps the tab bar on one line in a
// 320 px sidebar, and a resource link opened from a call lands here too.
import { Suspense } from 'react';
import { PanelLoading, PromptsPanel, ResourcesPanel, ToolsPanel } from './panels';

export type Offering = 'tools' | 'prompts' | 'resources';

const OFFERINGS: { id: Offering; label: string }[] = [
  { id: 'tools', label: 'Tools' },
  { id: 'prompts', label: 'Prompts' },
  { id: 'resources', label: 'Resources' },
];

export interface OfferingsPanelProps {
  view: Offering;
  onView(view: Offering): void;
  /** A chat page is connected, so prompts and resources can go into it. */
  canInsert: boolean;
}

export function OfferingsPanel({ view, onView, canInsert }: OfferingsPanelProps) {
  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label="What the servers offer"
        className="inline-flex self-start overflow-hidden rounded-md border border-slate-300 dark:border-slate-600"
      >
        {OFFERINGS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            aria-pressed={view === id}
            onClick={() => onView(id)}
            className={`px-2.5 py-0.5 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 ${
              view === id
                ? 'bg-indigo-600 font-medium text-white'
                : 'bg-white text-slate-700 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <Suspense fallback={<PanelLoading />}>
        {view === 'tools' && <ToolsPanel />}
        {view === 'prompts' && <PromptsPanel canInsert={canInsert} />}
        {view === 'resources' && <ResourcesPanel canInsert={canInsert} />}
      </Suspense>
    </div>
  );
}
