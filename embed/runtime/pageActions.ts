// The hub's requests to the page (PAGE_METHODS), carried out on the chat through the adapter's surface.
import type { AttachFileParams, PageActionResult } from '../../bridge/protocol/types';
import { adapterHealth } from '../adapters/health';
import type { AdapterPick } from '../adapters/registry';
import { failed } from '../editors/verify';
import { decodeBase64 } from './callRunner';
import type { ChatSurface } from './chatSurface';
import type { PageActions } from './hubClient';

/** Health names the adapter in use and where it came from, so the sidebar can say so. */
export function pageActions({ adapter, ...from }: AdapterPick, surface: ChatSurface): PageActions {
  const thenSubmit = async (result: PageActionResult, submit?: boolean) =>
    result.ok && submit ? surface.submit() : result;
  return {
    insertText: async ({ text, submit }) => thenSubmit(await surface.insertText(String(text)), submit),
    attachFile: async (params) => {
      const file = toFile(params);
      if (!file) return failed('attachFile needs a name and exactly one of text or base64.');
      return thenSubmit(await surface.attachFile(file), params.submit);
    },
    submit: () => surface.submit(),
    health: () => ({ ...adapterHealth(adapter), ...from }),
  };
}

function toFile({ name, mimeType, text, base64 }: AttachFileParams): File | null {
  if (typeof name !== 'string' || !name || (text === undefined) === (base64 === undefined)) return null;
  const type = mimeType || 'application/octet-stream';
  if (text !== undefined) return new File([text], name, { type });
  try {
    return new File([decodeBase64(base64 as string)], name, { type });
  } catch {
    return null;
  }
}
