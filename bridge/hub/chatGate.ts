// Whether a chat call may run under the user's current choices: its page's grant, the tool's policy and the
// auto-execute setting. Asked when the call arrives and again once its arguments are checked, since the user may
// revoke the site or set the tool to Ask or Off during the check (up to 10 s in the app's worker).
import { ProtocolError } from '@modelcontextprotocol/server';
import { ERROR_CODES } from '../protocol/constants';
import { notGrantedMessage, turnedOffMessage, unknownToolMessage } from './callMessages';
import { isOriginAllowed } from './opaqueOrigin';
import { isSchemaLookup } from './schemaLookupTool';
import type { HubHost, HubTool } from './types';

export type ChatGate =
  | { verdict: 'not-granted'; error: ProtocolError }
  | { verdict: 'refused'; message: string }
  | { verdict: 'run'; tool: HubTool; needsApproval: boolean };

/** The tools a chat may see and call: all but those the user turned off and those only an MCP App may call. */
export function enabledTools(host: HubHost): HubTool[] {
  return host.tools().filter((tool) => tool.policy !== 'off' && !tool.appOnly);
}

/** The tools a chat is told about (tools/list, "available tools"): describe_tools only in on-demand mode. */
export function listedTools(host: HubHost): HubTool[] {
  const onDemand = host.instructionPreferences().detail === 'on-demand';
  return enabledTools(host).filter((tool) => onDemand || !isSchemaLookup(tool));
}

/** The page hears "not granted" as an error of its request, not as a tool result: nothing ran, nothing is written. */
export function notGrantedError(origin: string | undefined): ProtocolError {
  return new ProtocolError(ERROR_CODES.originNotGranted, notGrantedMessage(origin ?? 'unknown origin'));
}

/** `tool` is the hub's current tool for the call (undefined when gone); `name` is what the chat called. */
export function gateChatCall(
  host: HubHost,
  origin: string | undefined,
  tool: HubTool | undefined,
  name: string,
): ChatGate {
  if (!isOriginAllowed(host, origin)) return { verdict: 'not-granted', error: notGrantedError(origin) };
  // An app-only tool is unknown to the chat: the AI was never told of it.
  if (!tool || tool.appOnly) {
    const available = listedTools(host).map((t) => t.exposedName);
    return { verdict: 'refused', message: unknownToolMessage(name, available) };
  }
  if (tool.policy === 'off') return { verdict: 'refused', message: turnedOffMessage(name) };
  return { verdict: 'run', tool, needsApproval: tool.policy === 'ask' || !host.settings().autoExecute };
}

/**
 * A call an MCP App asks for (its server's tools only, app-only ones included) meets the tool's policy and the
 * auto-execute setting as a chat call does: "off" refuses, "ask" waits for Run. No page grant: the app is ours.
 */
export function gateAppCall(host: HubHost, tool: HubTool | undefined, name: string): ChatGate {
  if (!tool) return { verdict: 'refused', message: unknownToolMessage(name, []) };
  if (tool.policy === 'off') return { verdict: 'refused', message: turnedOffMessage(name) };
  return { verdict: 'run', tool, needsApproval: tool.policy === 'ask' || !host.settings().autoExecute };
}
