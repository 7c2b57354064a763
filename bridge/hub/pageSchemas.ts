// Schemas for the vendor methods between page and hub. The page is untrusted, so what it
// sends is validated and bounded; zod is fine here because the hub runs in the sidebar.
import * as z from 'zod/v4';
import type {
  AdapterHealth,
  CallMeta,
  PageActionResult,
  PageInfoParams,
  PageSettings,
  SuggestedServer,
} from '../protocol/types';

const text = (max: number) => z.string().max(max);

export const PageInfoParamsSchema = z.object({
  adapter: text(100),
  title: text(500).optional(),
  suggestedServers: z
    .array(z.object({ name: text(200), url: text(2000) }))
    .max(20)
    .optional(),
  settingsDefaults: z
    .object({
      autoExecute: z.boolean().optional(),
      autoInsert: z.boolean().optional(),
      autoSubmit: z.boolean().optional(),
      insertDelayMs: z.number().int().min(0).max(60_000).optional(),
      submitDelayMs: z.number().int().min(0).max(60_000).optional(),
      attachThresholdChars: z.number().int().min(0).optional(),
      agentMode: z.boolean().optional(),
    })
    .optional(),
  // A value we do not know is dropped, not a reason to refuse the page.
  colorScheme: z.enum(['light', 'dark']).optional().catch(undefined),
});

export const PageActionResultSchema = z.object({ ok: z.boolean(), error: z.string().optional() });

export const AdapterHealthSchema = z.object({
  adapter: text(100),
  found: z.array(text(100)).max(32),
  missing: z.array(text(100)).max(32),
});

/** A badge click in the chat: the CallMeta key the page sent with that tools/call. */
export const FocusCallParamsSchema = z.object({ key: text(512).min(1) });

const CallMetaSchema = z.object({
  key: text(512).min(1),
  callId: text(512).optional(),
  conversation: text(2048).optional(),
  turn: text(128).optional(),
});

/** Drops keys whose value is undefined: our types use exact optional properties. */
function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

export function toPageInfo(params: z.infer<typeof PageInfoParamsSchema>): PageInfoParams {
  const info: PageInfoParams = { adapter: params.adapter };
  if (params.title !== undefined) info.title = params.title;
  if (params.suggestedServers !== undefined)
    info.suggestedServers = params.suggestedServers.map((s): SuggestedServer => ({
      name: s.name,
      url: s.url,
    }));
  if (params.settingsDefaults !== undefined)
    info.settingsDefaults = defined(params.settingsDefaults) as Partial<PageSettings>;
  if (params.colorScheme !== undefined) info.colorScheme = params.colorScheme;
  return info;
}

export function toPageActionResult(result: z.infer<typeof PageActionResultSchema>): PageActionResult {
  return result.error === undefined ? { ok: result.ok } : { ok: result.ok, error: result.error };
}

export function toAdapterHealth(result: z.infer<typeof AdapterHealthSchema>): AdapterHealth {
  return { adapter: result.adapter, found: result.found, missing: result.missing };
}

/** The page's call meta, or undefined when absent or malformed (the call then runs without dedup). */
export function parseCallMeta(value: unknown): CallMeta | undefined {
  const parsed = CallMetaSchema.safeParse(value);
  if (!parsed.success) return undefined;
  return {
    key: parsed.data.key,
    callId: parsed.data.callId ?? '',
    conversation: parsed.data.conversation ?? '',
    ...(parsed.data.turn !== undefined ? { turn: parsed.data.turn } : {}),
  };
}
