// A server's resources through its live session: the lists (the SDK walks every page of resources/list and
// resources/templates/list), one read, and the subscription to one resource's updates. A server without
// the `resources` capability has none, without an error.
import type {
  Client,
  ReadResourceResult,
  Resource,
  ResourceTemplateType,
} from '@modelcontextprotocol/client';

export type ResourceTemplate = ResourceTemplateType;
export type { ReadResourceResult, Resource };

export interface ServerResources {
  resources: Resource[];
  templates: ResourceTemplate[];
  /** The server sends `notifications/resources/updated` for a resource subscribed to. */
  canSubscribe: boolean;
}

type ResourceClient = Pick<
  Client,
  'getServerCapabilities' | 'listResources' | 'listResourceTemplates' | 'readResource'
>;

export function offersResources(client: Pick<Client, 'getServerCapabilities'>): boolean {
  return Boolean(client.getServerCapabilities()?.resources);
}

export function offersSubscriptions(client: Pick<Client, 'getServerCapabilities'>): boolean {
  return client.getServerCapabilities()?.resources?.subscribe === true;
}

/** Both lists at once; a server that lists resources but fails on templates (an old one) still shows its resources. */
export async function listServerResources(
  client: ResourceClient,
  signal?: AbortSignal,
): Promise<ServerResources> {
  if (!offersResources(client)) return { resources: [], templates: [], canSubscribe: false };
  const options = signal ? { signal } : undefined;
  const [resources, templates] = await Promise.all([
    client.listResources(undefined, options).then((r) => r.resources),
    client
      .listResourceTemplates(undefined, options)
      .then((r) => r.resourceTemplates)
      .catch(() => []),
  ]);
  return { resources, templates, canSubscribe: offersSubscriptions(client) };
}

/** One read; a malformed answer fails with what is wrong in it rather than the SDK's schema dump. */
export async function readResource(
  client: Pick<Client, 'readResource'>,
  uri: string,
  signal?: AbortSignal,
): Promise<ReadResourceResult> {
  try {
    return await client.readResource({ uri }, signal ? { signal } : undefined);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/Invalid Base64/i.test(message))
      throw new Error(
        `The server sent a blob with broken base64 for ${uri}, so it can't be shown or attached; its maintainer should fix the encoding.`,
      );
    if (/Invalid result for resources\/read/i.test(message))
      throw new Error(
        `The server's answer to reading ${uri} does not follow the MCP schema (${message.split('\n')[0]}); its maintainer should fix it.`,
      );
    throw error;
  }
}

export async function subscribeResource(
  client: Pick<Client, 'subscribeResource'>,
  uri: string,
): Promise<void> {
  await client.subscribeResource({ uri });
}

export async function unsubscribeResource(
  client: Pick<Client, 'unsubscribeResource'>,
  uri: string,
): Promise<void> {
  await client.unsubscribeResource({ uri });
}

/**
 * Whether a URI may be read as a resource from here. Script and inline-data URIs are never resources a
 * server should hand out; reading them is refused, and nothing in the app opens any resource URI as a link.
 */
export function isReadableResourceUri(uri: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase();
  return scheme !== undefined && !['javascript', 'data', 'vbscript', 'blob'].includes(scheme);
}
