// The site owner's snippet, made from a small form: which adapter (or selectors for their own chat markup),
// servers to suggest (each user confirms them in their sidebar) and automation defaults (the user's own win).
import { useId, useState } from 'react';
import { PAGE_SETTINGS } from '../../../bridge/protocol/settings';
import type { GenericSelectors, SuggestedServer } from '../../../bridge/protocol/types';
import { buildEmbedSnippet, type SnippetOptions } from './embedSnippet';
import { LayoutSelect } from '../settings';
import { SETTING_KEYS, SettingField } from '../settings';
import { button, card, input, muted } from '../../ui/classNames';

const SELECTOR_FIELDS: ReadonlyArray<[keyof GenericSelectors, string, string]> = [
  ['input', 'Chat input', 'textarea#message'],
  ['sendButton', 'Send button', 'button[type=submit]'],
  ['assistantMessage', 'Assistant message', '.message.assistant'],
  ['codeBlock', 'Code block (optional)', 'pre'],
  ['streaming', 'Shown while answering (optional)', '.typing'],
];

export interface EmbedSnippetGeneratorProps {
  appOrigin: string;
  onCopy(text: string): void;
}

export function EmbedSnippetGenerator({ appOrigin, onCopy }: EmbedSnippetGeneratorProps) {
  const id = useId();
  const [options, setOptions] = useState<SnippetOptions>({
    appOrigin,
    adapter: 'generic',
    selectors: {},
    suggestedServers: [],
    settingsDefaults: {},
    layout: 'push',
    open: true,
  });
  const update = (patch: Partial<SnippetOptions>) => setOptions((current) => ({ ...current, ...patch }));
  const setServer = (index: number, patch: Partial<SuggestedServer>) =>
    update({
      suggestedServers: options.suggestedServers.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    });
  const { snippet, problems } = buildEmbedSnippet(options);

  return (
    <section className={card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        Make a snippet for your site
      </h3>
      <form className="mt-2 flex flex-col gap-2" onSubmit={(e) => e.preventDefault()}>
        <label className="text-sm">
          Adapter
          <select
            className={input}
            value={options.adapter === 'generic' || options.adapter === 'auto' ? options.adapter : 'named'}
            onChange={(e) => update({ adapter: e.target.value === 'named' ? '' : e.target.value })}
          >
            <option value="generic">My own chat markup (selectors below)</option>
            <option value="auto">Detect a known chat site</option>
            <option value="named">A known adapter by id</option>
          </select>
        </label>
        {options.adapter !== 'generic' && options.adapter !== 'auto' && (
          <label className="text-sm">
            Adapter id
            <input
              className={input}
              value={options.adapter}
              onChange={(e) => update({ adapter: e.target.value.trim() })}
            />
          </label>
        )}
        {options.adapter === 'generic' &&
          SELECTOR_FIELDS.map(([key, label, placeholder]) => (
            <label key={key} className="text-sm">
              {label}
              <input
                className={input}
                placeholder={placeholder}
                value={options.selectors[key] ?? ''}
                onChange={(e) => update({ selectors: { ...options.selectors, [key]: e.target.value } })}
              />
            </label>
          ))}
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">Suggested servers</legend>
          <p className={muted}>Each user confirms a suggestion in their sidebar before it is added.</p>
          {options.suggestedServers.map((server, index) => (
            <div key={index} className="flex gap-1">
              <input
                className={input}
                aria-label={`Suggested server ${index + 1} name`}
                placeholder="Name"
                value={server.name}
                onChange={(e) => setServer(index, { name: e.target.value })}
              />
              <input
                className={input}
                aria-label={`Suggested server ${index + 1} URL`}
                placeholder="https://example.org/mcp"
                value={server.url}
                onChange={(e) => setServer(index, { url: e.target.value })}
              />
              <button
                type="button"
                className={button}
                aria-label={`Remove suggested server ${index + 1}`}
                onClick={() =>
                  update({ suggestedServers: options.suggestedServers.filter((_, i) => i !== index) })
                }
              >
                ×
              </button>
            </div>
          ))}
          <button
            type="button"
            className={`${button} self-start`}
            onClick={() => update({ suggestedServers: [...options.suggestedServers, { name: '', url: '' }] })}
          >
            Add a suggested server
          </button>
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">Defaults (each user's own settings win)</legend>
          {SETTING_KEYS.map((key) => (
            <SettingField
              key={key}
              name={key}
              value={options.settingsDefaults[key] ?? PAGE_SETTINGS[key].default}
              onChange={(name, value) =>
                update({ settingsDefaults: { ...options.settingsDefaults, [name]: value } })
              }
            />
          ))}
          <LayoutSelect label="Sidebar" value={options.layout} onChange={(layout) => update({ layout })} />
        </fieldset>
      </form>
      {problems.length > 0 && (
        <ul className="mt-2 text-xs text-red-700 dark:text-red-300" aria-label="Problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <pre
        className="mt-2 overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs dark:bg-slate-950"
        aria-label="Your snippet"
      >
        {snippet}
      </pre>
      <button type="button" className={`${button} mt-2`} onClick={() => onCopy(snippet)}>
        Copy your snippet
      </button>
    </section>
  );
}
