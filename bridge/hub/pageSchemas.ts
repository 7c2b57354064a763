// Schemas for the vendor methods between page and hub. The page is untrusted, so what it
// sends is validated and bounded; zod is fine here because the hub runs in the sidebar.
// HUB_PARAMS and PAGE_RESULTS are typed by the method maps (bridge/protocol/methods.ts): each schema's
// output is the protocol type, so a changed shape fails typecheck here and on the page.
import * as z from 'zod/v4';
import { MAX_SELECTOR_CHARS, SUMMARY_VALUE_CHARS } from '../protocol/adapters';
import type { AdapterPart, AdapterSource, TeachResult } from '../protocol/adapters';
import { HUB_METHODS, PAGE_METHODS } from '../protocol/constants';
import type { HubMethods, PageMethods, ResultOf } from '../protocol/methods';
import { PAGE_SETTINGS, isIntegerSpec } from '../protocol/settings';
import type { PageSettings, SettingSpec } from '../protocol/settings';
import type {
  AdapterHealth,
  CallMeta,
  PageActionResult,
  PageInfoParams,
  SuggestedServer,
} from '../protocol/types';
import { PageToolResultSchema, PageToolsParamsSchema, toDescriptors } from './pageToolSchemas';

const text = (max: number) => z.string().max(max);

const ADAPTER_SOURCES = [
  'taught',
  'served',
  'built-in',
  'generic',
] as const satisfies readonly AdapterSource[];

function settingSchema(spec: SettingSpec): z.ZodType<boolean | number> {
  return isIntegerSpec(spec) ? z.number().int().min(spec.min).max(spec.max) : z.boolean();
}

/**
 * Every setting of the table, each optional. A value outside its kind or range is dropped, not a reason to
 * refuse the page: a bookmarklet built with other bounds still connects.
 */
const SettingsDefaultsSchema = z.object(
  Object.fromEntries(
    Object.entries(PAGE_SETTINGS).map(([key, spec]) => [
      key,
      settingSchema(spec).optional().catch(undefined),
    ]),
  ),
);

const PageInfoParamsSchema = z.object({
  adapter: text(100),
  title: text(500).optional(),
  suggestedServers: z
    .array(z.object({ name: text(200), url: text(2000) }))
    .max(20)
    .optional(),
  settingsDefaults: SettingsDefaultsSchema.optional(),
  // A value we do not know is dropped, not a reason to refuse the page.
  colorScheme: z.enum(['light', 'dark']).optional().catch(undefined),
  runtime: z.number().int().min(0).max(1_000_000).optional().catch(undefined),
});

/**
 * Code blocks to read for calls: one message's blocks that hold a call's mark. The bounds are far past any chat
 * (a 4 MB block, 256 of them), so they only stop a page that floods the sidebar's parser.
 */
const ScanCallsParamsSchema = z.object({ texts: z.array(text(4_000_000)).max(256) });

/**
 * What the picker points at, summarized (bridge/teach derives selectors from it). Bounded past any page: a chain
 * as deep as a browser nests, a class list or attributes far longer than a site writes, every message as excluded.
 */
const ElementSummarySchema = z.object({
  tag: text(200),
  id: text(2000).nullable(),
  classes: z.array(text(500)).max(500),
  attributes: z.array(z.tuple([text(500), text(SUMMARY_VALUE_CHARS)])).max(500),
});
const ChainSchema = z.array(ElementSummarySchema).min(1).max(1000);
const DeriveParamsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('root'),
    chain: ChainSchema,
    reasoning: z.array(z.number().int().min(-1)).max(1000),
  }),
  z.object({ kind: z.literal('one'), chain: ChainSchema }),
  z.object({
    kind: z.literal('messages'),
    chain: ChainSchema,
    exclude: z.array(ElementSummarySchema).max(10_000),
  }),
]);

/** A pasted result: a chat input holds far less, and a bigger paste gets no offer. */
const ReadResultsParamsSchema = z.object({ text: text(20_000_000) });

const PageActionResultSchema = z.object({ ok: z.boolean(), error: z.string().optional() });

const AdapterHealthSchema = z.object({
  adapter: text(100),
  found: z.array(text(100)).max(32),
  missing: z.array(text(100)).max(32),
  source: z.enum(ADAPTER_SOURCES).optional().catch(undefined),
  tableVersion: text(100).optional().catch(undefined),
});

const ADAPTER_PARTS = [
  'input',
  'sendButton',
  'assistantMessage',
  'codeBlock',
  'streaming',
  'userMessage',
  'fileInput',
  'dropZone',
  'uploading',
] as const satisfies readonly AdapterPart[];

/** The picker's answer: selectors are the page's own business, but bounded like everything it sends. */
const TeachResultSchema = z.object({
  ok: z.boolean(),
  error: text(500).optional(),
  selectors: z.partialRecord(z.enum(ADAPTER_PARTS), text(MAX_SELECTOR_CHARS)).optional(),
  editor: z.enum(['textarea', 'prosemirror', 'quill', 'lexical', 'auto']).optional(),
  checks: z
    .array(
      z.object({
        part: z.enum(ADAPTER_PARTS),
        ok: z.boolean(),
        matched: z.number().int().min(0),
        problem: text(500).optional(),
      }),
    )
    .max(16)
    .optional(),
});

/** A badge click in the chat: the CallMeta key the page sent with that tools/call. */
const FocusCallParamsSchema = z.object({ key: text(512).min(1) });

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

function toPageInfo(params: z.infer<typeof PageInfoParamsSchema>): PageInfoParams {
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
  if (params.runtime !== undefined) info.runtime = params.runtime;
  return info;
}

function toPageActionResult(result: z.infer<typeof PageActionResultSchema>): PageActionResult {
  return result.error === undefined ? { ok: result.ok } : { ok: result.ok, error: result.error };
}

/** What the hub accepts from the page (page -> sidebar), by method. */
export const HUB_PARAMS: { [M in keyof HubMethods]: z.ZodType<HubMethods[M]['params']> } = {
  [HUB_METHODS.pageInfo]: PageInfoParamsSchema.transform(toPageInfo),
  [HUB_METHODS.scanCalls]: ScanCallsParamsSchema,
  [HUB_METHODS.deriveSelectors]: DeriveParamsSchema,
  [HUB_METHODS.readResults]: ReadResultsParamsSchema,
  [HUB_METHODS.pageTools]: PageToolsParamsSchema.transform((params) => ({ tools: toDescriptors(params) })),
  [HUB_METHODS.pageHealth]: AdapterHealthSchema.transform((health) => defined(health) as AdapterHealth),
  [HUB_METHODS.focusCall]: FocusCallParamsSchema,
};

const PageActionSchema = PageActionResultSchema.transform(toPageActionResult);

/** What the hub accepts as the page's answer to each sidebar -> page request. */
export const PAGE_RESULTS: { [M in keyof PageMethods]: z.ZodType<ResultOf<PageMethods[M]>> } = {
  [PAGE_METHODS.insertText]: PageActionSchema,
  [PAGE_METHODS.attachFile]: PageActionSchema,
  [PAGE_METHODS.submit]: PageActionSchema,
  [PAGE_METHODS.layout]: PageActionSchema,
  [PAGE_METHODS.health]: AdapterHealthSchema.transform((health) => defined(health) as AdapterHealth),
  [PAGE_METHODS.callPageTool]: PageToolResultSchema,
  [PAGE_METHODS.teach]: TeachResultSchema.transform((result) => defined(result) as TeachResult),
};

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
