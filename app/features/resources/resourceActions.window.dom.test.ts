// "… in a window…" for a resource: the window is asked about the very text (or what a blob is) and the site,
// and the insert or attach happens only on its confirm.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ConfirmAction from '../consent/confirmAction';
import type { ActionRequest } from '../consent/messages';

const asked: { request: ActionRequest; answer(a: string): void }[] = [];
vi.mock('../consent/confirmAction', async (importOriginal) => ({
  ...(await importOriginal<typeof ConfirmAction>()),
  confirmInWindow: (request: ActionRequest) =>
    new Promise<string>((resolve) => asked.push({ request, answer: resolve })),
}));
const { testRuntime } = await import('../../shell/test/testRuntime');
const { createResourceActions } = await import('./resourceActions');

afterEach(() => {
  asked.length = 0;
});

function setup(origin: string | null) {
  const page = {
    insertText: vi.fn(async () => ({ ok: true })),
    attachFile: vi.fn(async () => ({ ok: true })),
  };
  const runtime = testRuntime({ hub: { page } as never });
  if (origin) runtime.store.setState((s) => ({ page: { ...s.page, origin } }));
  return { page, runtime, actions: createResourceActions(runtime) };
}

describe('resource actions in a window', () => {
  it('inserts the text only once the window confirmed it', async () => {
    const { page, actions } = setup('https://chat.example');
    const decided = actions.insertTextInWindow('Resource 2', { uri: 'demo://r/2', serverName: 'everything' });
    expect(asked.map((a) => a.request)).toEqual([
      {
        kind: 'action',
        action: 'insert',
        origin: 'https://chat.example',
        subject: { type: 'resource', name: 'demo://r/2', server: 'everything' },
        files: [],
        text: 'Resource 2',
      },
    ]);
    expect(page.insertText).not.toHaveBeenCalled();
    asked[0]!.answer('confirm');
    await decided;
    expect(page.insertText).toHaveBeenCalledWith({ text: 'Resource 2' });
  });

  it('describes a blob to the window and attaches its bytes on confirm; Cancel attaches nothing', async () => {
    const { page, actions } = setup('https://chat.example');
    const file = { uri: 'demo://r/blob/3', mimeType: 'application/zip', base64: 'UEsDBA==' };
    const undecided = actions.attachInWindow(file, undefined, 'everything');
    expect(asked[0]!.request).toMatchObject({
      action: 'attach',
      files: [{ name: '3.bin', mimeType: 'application/zip', text: 'Binary file, 4 B, application/zip' }],
    });
    asked[0]!.answer('undecided');
    await undecided;
    expect(page.attachFile).not.toHaveBeenCalled();
    const confirmed = actions.attachInWindow(file, undefined, 'everything');
    asked[1]!.answer('confirm');
    await confirmed;
    expect(page.attachFile).toHaveBeenCalledWith({
      name: '3.bin',
      mimeType: 'application/zip',
      base64: 'UEsDBA==',
    });
  });

  it('asks nothing before a chat page has connected, and says so', () => {
    const { runtime, actions } = setup(null);
    actions.insertTextInWindow('x', { uri: 'demo://r/2' });
    expect(asked).toHaveLength(0);
    expect(runtime.store.getState().notice?.text).toBe(
      'The chat page has not connected yet; try again in a moment.',
    );
  });
});
