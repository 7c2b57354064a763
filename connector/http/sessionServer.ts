// One HTTP session's MCP Server: the handshake (initialize, with the child's identity and the capabilities it
// forwards), ping, and the list changes the connector announces. It owns no tools: the requests for the
// child's tools, prompts, resources and completions go to the child's relay (children/sessionRelay.ts).
import { Server } from '@modelcontextprotocol/server';
import type { ServerCapabilities } from '@modelcontextprotocol/server';
import type { ManagedChild } from '../children/managedChild.js';

/**
 * The capabilities a session advertises: the child's, limited to what we forward. `listChanged` is
 * always on because the connector itself announces a change after a child restarts.
 */
export function mirrorCapabilities(child: ServerCapabilities): ServerCapabilities {
  const capabilities: ServerCapabilities = {};
  if (child.tools) capabilities.tools = { listChanged: true };
  if (child.prompts) capabilities.prompts = { listChanged: true };
  // Resource subscriptions are per client; one shared child cannot honor them per session, so we
  // do not offer them.
  if (child.resources) capabilities.resources = { listChanged: true };
  if (child.completions) capabilities.completions = {};
  return capabilities;
}

export function createSessionServer(child: ManagedChild): Server {
  const info = child.serverInfo ?? { name: child.name, version: '0.0.0' };
  return new Server(
    { name: info.name, version: info.version },
    {
      capabilities: mirrorCapabilities(child.capabilities),
      ...(child.instructions ? { instructions: child.instructions } : {}),
    },
  );
}

/** Tells one session that the child's lists may have changed (only the kinds it advertised). */
export async function announceListChanged(
  server: Server,
  kinds: Array<'tools' | 'prompts' | 'resources'>,
): Promise<void> {
  const capabilities = server.getCapabilities();
  const sends: Array<Promise<void>> = [];
  if (kinds.includes('tools') && capabilities.tools) sends.push(server.sendToolListChanged());
  if (kinds.includes('prompts') && capabilities.prompts) sends.push(server.sendPromptListChanged());
  if (kinds.includes('resources') && capabilities.resources) sends.push(server.sendResourceListChanged());
  await Promise.allSettled(sends);
}
