// Runs the new calls of one finished assistant message: all at once, results kept in call order, then written
// back to the chat ONCE (typed, or attached as a file when long) and sent when the settings say so, unless the
// hub paused agent mode for the turn. One message runs at most MAX_CALLS_PER_MESSAGE calls; the rest get an
// error result, so the AI learns why.
import { warn } from '../warn';
import { chatResultFromHub, errorResult, errorText, renderResults } from '../../bridge/format';
import type { ChatResult, ToolResultData } from '../../bridge/format';
import { AGENT_PAUSED_META_KEY, ERROR_CODES } from '../../bridge/protocol/constants';
import type { CallMeta, PageSettings } from '../../bridge/protocol/types';
import { sleep as wait } from '../editors/verify';
import { attachBadge } from './badge';
import type { Badge } from './badge';
import type { ChatSurface } from './chatSurface';
import type { DetectedCall } from './observer';

export type ToolResult = ToolResultData;
export interface CallProgress {
  progress: number;
  total?: number;
  message?: string;
}

/** What the runner needs from the hub connection (hubClient implements it; tests fake it). */
export interface ToolCaller {
  settings(): PageSettings;
  callTool(
    name: string,
    args: Record<string, unknown>,
    meta: CallMeta,
    onProgress?: (p: CallProgress) => void,
  ): Promise<ToolResult>;
  /** Asks the sidebar to show the card of the call with this CallMeta key (a badge click). */
  focusCall?(key: string): void;
}

export interface RunnerDeps {
  hub(): ToolCaller;
  surface: ChatSurface;
  conversation(): string;
  badge?(block: Element, label: string, onClick?: () => void): Badge;
  sleep?(ms: number): Promise<void>;
}

const NOT_GRANTED = Symbol('not granted');
export const MAX_CALLS_PER_MESSAGE = 8;

export function createCallRunner(deps: RunnerDeps): { run(calls: DetectedCall[]): Promise<void> } {
  const makeBadge = deps.badge ?? attachBadge;
  const sleep = deps.sleep ?? wait;
  // Write-backs of different messages go one after another so their texts never mix in the input.
  let writing = Promise.resolve();

  const runOne = async (
    call: DetectedCall,
    badge: Badge,
    images: File[],
    paused: string[],
  ): Promise<ChatResult | typeof NOT_GRANTED> => {
    const { scan } = call;
    if (scan.kind === 'malformed') {
      badge.set('error', scan.error);
      return notRun(scan, `Malformed tool call: ${scan.error}`);
    }
    const callId = String(scan.call.callId);
    const { name, params } = scan.call;
    badge.set('running');
    try {
      const meta: CallMeta = { key: call.key, callId, conversation: deps.conversation(), turn: call.turn };
      const raw = await deps.hub().callTool(name, params, meta, (p) => badge.set('running', progressText(p)));
      const pause = raw._meta?.[AGENT_PAUSED_META_KEY];
      if (typeof pause === 'string') paused.push(pause);
      const result = chatResultFromHub(callId, name, raw);
      images.push(...imageFiles(raw, name, callId));
      badge.set(result.isError ? 'error' : 'done');
      return result;
    } catch (error) {
      if (isNotGranted(error)) {
        badge.set('not-allowed');
        return NOT_GRANTED;
      }
      const message = errorText(error);
      badge.set('error', message);
      return errorResult(callId, name, message);
    }
  };

  const writeBack = async (
    results: ChatResult[],
    badges: Badge[],
    images: File[],
    paused: string[],
    conversation: string,
  ) => {
    const settings = deps.hub().settings();
    if (!settings.autoInsert) return;
    const fail = (what: string, error?: string) => {
      warn(`${what}: ${error ?? 'unknown error'}`);
      badges.forEach((badge) => badge.set('error', `${what}: ${error ?? ''}`));
    };
    // The user may have opened another chat while the tools ran: a result belongs only to its own chat,
    // so it then stays on the sidebar's card (Insert) instead of landing in the wrong conversation.
    const moved = () => deps.conversation() !== conversation;
    const MOVED = 'Not inserted: the chat changed; use Insert on its card';
    let text = renderResults(results);
    await sleep(settings.insertDelayMs);
    if (moved()) return fail(MOVED);
    // Images go in as files so a vision model sees them; the text keeps a placeholder line for each.
    for (const image of images) {
      const attached = await deps.surface.attachFile(image);
      if (!attached.ok) warn(`Could not attach ${image.name}: ${attached.error}`);
    }
    if (text.length > settings.attachThresholdChars) {
      const file = resultsFile(text, results[0]?.callId ?? 'call');
      const attached = await deps.surface.attachFile(file);
      if (attached.ok) text = attachedNote(results, file.name);
      else warn(`Could not attach the results (${attached.error}); typing them instead.`);
    }
    if (moved()) return fail(MOVED);
    const inserted = await deps.surface.insertText(text);
    if (!inserted.ok) return fail('Could not insert the results', inserted.error);
    if (!settings.autoSubmit) return;
    // The hub paused agent mode (budget used up, or a loop; its card says which): the user reads and sends.
    if (paused.length) return;
    await sleep(settings.submitDelayMs);
    if (moved()) return fail(MOVED);
    const submitted = await deps.surface.submit();
    if (!submitted.ok) fail('Could not send the results', submitted.error);
  };

  return {
    async run(calls) {
      const conversation = deps.conversation();
      const badges = calls.map((call) =>
        makeBadge(call.block.closest('pre') ?? call.block, labelOf(call), () =>
          deps.hub().focusCall?.(call.key),
        ),
      );
      const images = calls.map((): File[] => []);
      const paused: string[] = [];
      const outcomes = await Promise.all(
        calls.map((call, i) =>
          i < MAX_CALLS_PER_MESSAGE
            ? runOne(call, badges[i] as Badge, images[i] as File[], paused)
            : overCap(call, badges[i] as Badge),
        ),
      );
      // Not granted is a state, not a result: nothing was run, so nothing is written to the chat.
      if (outcomes.includes(NOT_GRANTED)) return;
      const results = outcomes as ChatResult[];
      const done = writing.then(() => writeBack(results, badges, images.flat(), paused, conversation));
      writing = done.catch(() => undefined);
      await done;
    },
  };
}

/** A call past the per-message cap: not run, and the AI is told why. */
async function overCap({ scan }: DetectedCall, badge: Badge): Promise<ChatResult> {
  const error = `Not run: one message may carry at most ${MAX_CALLS_PER_MESSAGE} tool calls.`;
  badge.set('error', error);
  return notRun(scan.kind === 'complete' ? scan.call : scan, error);
}

/** The error result of a call that did not run; ids it lacks read "unknown". */
function notRun({ callId, name }: { callId?: string | undefined; name?: string | undefined }, error: string) {
  return errorResult(callId ?? 'unknown', name ?? 'unknown', error);
}

const nameAndId = ({ name, callId }: { name: string; callId: string }) => `${name} #${callId}`;

/** Results too long to type, as the Markdown file the chat gets instead (the paste offer uses it too). */
export const resultsFile = (text: string, callId: string): File =>
  new File([text], `mcp-results-${callId}.md`, { type: 'text/markdown' });

/** The bytes of base64 text; throws when it is not base64 (page actions share it). */
export const decodeBase64 = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

export function isNotGranted(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ERROR_CODES.originNotGranted;
}

/** The tool's image blocks as files named `<tool>-<callId>-<n>.<ext>`; a block with bad base64 is skipped. */
export function imageFiles(raw: ToolResult, name: string, callId: string): File[] {
  const files: File[] = [];
  for (const block of Array.isArray(raw.content) ? raw.content : []) {
    const { type, data, mimeType } = (block ?? {}) as Record<string, unknown>;
    if (type !== 'image' || typeof data !== 'string' || typeof mimeType !== 'string') continue;
    try {
      const bytes = decodeBase64(data);
      const ext = /^image\/(\w+)/.exec(mimeType)?.[1] ?? 'img';
      const base = `${name}-${callId}-${files.length + 1}`.replace(/[^\w.-]/g, '_');
      files.push(new File([bytes], `${base}.${ext}`, { type: mimeType }));
    } catch {
      // Not base64: the text result's placeholder line still tells the AI an image was there.
    }
  }
  return files;
}

function labelOf({ scan }: DetectedCall): string {
  if (scan.kind === 'complete') return nameAndId(scan.call);
  return `${scan.name ?? 'call'}${scan.callId === undefined ? '' : ` #${scan.callId}`}`;
}

function progressText({ progress, total, message }: CallProgress): string {
  // Without a total, `progress` is only a counter (the hub's heartbeat); the message is what matters.
  if (!total) return message ?? '';
  const percent = `${Math.round((progress / total) * 100)}%`;
  return message ? `${percent} ${message}` : percent;
}

function attachedNote(results: ChatResult[], fileName: string): string {
  const calls = results.map(nameAndId).join(', ');
  return `Results of ${calls} are in the attached file ${fileName}.`;
}
