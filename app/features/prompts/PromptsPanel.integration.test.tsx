// @vitest-environment jsdom
// The Prompts panel over the app's real connections to the official server-everything: the list, the form
// with the server's suggestions, and what reaches the page (recorded where the page would receive it).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AttachFileParams, InsertTextParams } from '../../../bridge/protocol/types';
import { startEverythingServer, type EverythingServer } from '../../../scripts/lib/everythingServer';
import { renderWithRuntime, testRuntime, testStore } from '../../shell/test/testRuntime';
import { startConnections } from '../../shell/connections';
import type { AppStore } from '../../shell/store';
import { PromptsPanel } from './PromptsPanel';

let server: EverythingServer;
let store: AppStore;
let stopConnections: () => void;
let connections: ReturnType<typeof startConnections>['manager'];
// `held`: while set, the page's insert waits for the test to release it (an insert still running).
let page: { inserted: string[]; attached: AttachFileParams[]; held?: Promise<void> };

beforeAll(async () => {
  server = await startEverythingServer();
});
afterAll(async () => {
  await server?.stop();
});

beforeEach(async () => {
  localStorage.clear();
  store = testStore();
  ({ manager: connections, stop: stopConnections } = startConnections(store));
  store
    .getState()
    .upsertServers([
      { id: 'everything', name: 'Everything', url: server.url, transport: 'streamable-http', enabled: true },
    ]);
  await waitFor(() => expect(store.getState().prompts['everything']).toBeDefined(), { timeout: 15_000 });
  page = { inserted: [], attached: [] };
});
afterEach(() => {
  cleanup();
  stopConnections();
});

function renderPanel(canInsert = true) {
  const pageActions = {
    insertText: async ({ text }: InsertTextParams) => {
      await page.held;
      page.inserted.push(text);
      return { ok: true };
    },
    attachFile: async (file: AttachFileParams) => {
      page.attached.push(file);
      return { ok: true };
    },
  };
  const runtime = testRuntime({
    store,
    // The manager's methods live on its prototype, which testRuntime's spread would leave behind.
    connections: { withClient: (serverId, use) => connections.withClient(serverId, use) },
    hub: { page: pageActions as never },
  });
  renderWithRuntime(<PromptsPanel canInsert={canInsert} />, runtime);
}

const open = async (title: string) =>
  userEvent.click(await screen.findByRole('button', { name: `Open prompt ${title}` }));
const optionsOf = (name: string) =>
  [...(screen.queryByTestId(`suggestions-${name}`)?.querySelectorAll('option') ?? [])].map((o) => o.value);

describe('PromptsPanel', () => {
  it("lists server-everything's prompts under the server, with title and description", async () => {
    renderPanel();
    const group = await screen.findByRole('region', { name: 'Prompts of Everything' });
    // The button holds the title (its name); the prompt's id and description sit beside it in its row.
    const button = within(group).getByRole('button', { name: 'Open prompt Team Management' });
    const team = button.closest('li');
    expect(team?.textContent).toContain('completable-prompt');
    expect(team?.textContent).toContain('First argument choice narrows values for second argument.');
    expect(button).toHaveAccessibleDescription(
      'completable-prompt First argument choice narrows values for second argument.',
    );
    expect(within(group).getByRole('button', { name: 'Open prompt Resource Prompt' })).toBeTruthy();
  });

  it('suggests what the server completes, narrowed by the other argument', async () => {
    renderPanel();
    await open('Team Management');
    const department = screen.getByLabelText(/department/);
    fireEvent.focus(department);
    fireEvent.change(department, { target: { value: 'S' } });
    await waitFor(() => expect(optionsOf('department')).toEqual(['Sales', 'Support']));
    fireEvent.change(department, { target: { value: 'Sales' } });
    fireEvent.blur(department);
    const name = screen.getByLabelText(/^name/);
    fireEvent.focus(name);
    await waitFor(() => expect(optionsOf('name')).toEqual(['David', 'Eve', 'Frank']));
  });

  it('checks required arguments before asking, then inserts the text once, never sent', async () => {
    renderPanel();
    await open('Team Management');
    await userEvent.click(screen.getByRole('button', { name: 'Insert into chat' }));
    expect(screen.getByRole('alert').textContent).toBe('Fill in department, name first.');
    expect(screen.getByLabelText(/department/).getAttribute('aria-invalid')).toBe('true');
    expect(page.inserted).toEqual([]);

    await userEvent.type(screen.getByLabelText(/department/), 'Sales');
    await userEvent.type(screen.getByLabelText(/^name/), 'Eve');
    let release = () => {};
    page.held = new Promise((resolve) => (release = resolve));
    const insert = screen.getByRole('button', { name: 'Insert into chat' });
    await userEvent.click(insert);
    // A second press while the first runs does nothing: the button is disabled and the command guards too.
    await userEvent.click(await screen.findByRole('button', { name: 'Inserting…' }));
    release();
    await screen.findByRole('button', { name: 'Insert into chat' }, { timeout: 5_000 });
    expect(page.inserted).toEqual(['Please promote Eve to the head of the Sales team.']);
    expect(store.getState().notice?.text).toMatch(/review it in the chat and send it/);
  });

  it('attaches an embedded resource as a file and names it in the text', async () => {
    renderPanel();
    await open('Resource Prompt');
    await userEvent.type(screen.getByLabelText(/resourceType/), 'Text');
    await userEvent.type(screen.getByLabelText(/resourceId/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Insert into chat' }));
    await waitFor(() => expect(page.inserted).toHaveLength(1));
    expect(page.attached).toEqual([
      { name: '2.txt', mimeType: 'text/plain', text: expect.stringContaining('Resource 2') },
    ]);
    expect(page.inserted[0]).toMatch(
      /^This prompt includes the Text resource with id: 2\. Please analyze the following resource:\n\n\[Attached file: 2\.txt \(demo:\/\/resource\/dynamic\/text\/2\)\]$/,
    );
  });

  it("shows the server's error for arguments it refuses, and inserts nothing", async () => {
    renderPanel();
    await open('Resource Prompt');
    await userEvent.type(screen.getByLabelText(/resourceType/), 'Video');
    await userEvent.type(screen.getByLabelText(/resourceId/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Insert into chat' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(
      /^Everything did not give the prompt "resource-prompt": .*Invalid resourceType: Video/,
    );
    expect(page.inserted).toEqual([]);
    expect(page.attached).toEqual([]);
  });

  it('sends a prompt longer than the attach threshold as a file', async () => {
    store.getState().setSetting('attachThresholdChars', 10);
    renderPanel();
    await open('Simple Prompt');
    expect(screen.getByText('This prompt takes no arguments.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Insert into chat' }));
    await waitFor(() => expect(page.inserted).toHaveLength(1));
    expect(page.attached).toEqual([
      {
        name: 'prompt-simple-prompt.md',
        mimeType: 'text/markdown',
        text: 'This is a simple prompt without arguments.',
      },
    ]);
    expect(page.inserted).toEqual([
      'The prompt "simple-prompt" is in the attached file prompt-simple-prompt.md.',
    ]);
  });

  it('says so when the server is turned off, and when the prompt is gone', async () => {
    renderPanel();
    await open('Simple Prompt');
    await act(async () => {
      store.getState().setPrompts('everything', []);
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/“simple-prompt” is no longer offered/);
    await act(async () => {
      const config = store.getState().servers[0]!;
      store.getState().upsertServers([{ ...config, enabled: false }]);
    });
    expect(screen.getByText(/^No prompts yet/)).toBeTruthy();
  });

  it('says which server failed when it stopped answering, and inserts nothing', async () => {
    const doomed = await startEverythingServer();
    try {
      store
        .getState()
        .upsertServers([
          { id: 'doomed', name: 'Doomed', url: doomed.url, transport: 'streamable-http', enabled: true },
        ]);
      await waitFor(() => expect(store.getState().prompts['doomed']).toBeDefined(), { timeout: 15_000 });
      renderPanel();
      const group = await screen.findByRole('region', { name: 'Prompts of Doomed' });
      await userEvent.click(within(group).getByRole('button', { name: 'Open prompt Simple Prompt' }));
      await doomed.stop();
      await userEvent.click(screen.getByRole('button', { name: 'Insert into chat' }));
      const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
      expect(alert.textContent).toMatch(
        /^Doomed did not answer for the prompt "simple-prompt" \(.+\)\. Check in the Servers tab that it is running and connected, then try again\.$/,
      );
      expect(page.inserted).toEqual([]);
    } finally {
      await doomed.stop();
    }
  });

  it('offers only Copy where no chat is connected', async () => {
    renderPanel(false);
    await open('Simple Prompt');
    expect(screen.queryByRole('button', { name: 'Insert into chat' })).toBeNull();
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void (copied = text) },
      configurable: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(copied).toBe('This is a simple prompt without arguments.'));
  });
});
