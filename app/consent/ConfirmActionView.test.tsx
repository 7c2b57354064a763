// The consent window's view of one action the sidebar could not take itself: it says exactly what will
// happen (what runs where for whom with which arguments, or which text goes to which site), as text; its
// buttons arm like every decision in that window; only a pending call's Reject decides anything on "no".
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionRequest, ConsentDecision } from '../features/consent/messages';
import { ARMING_DELAY_MS } from '../ui/useArming';
import { consentView } from './views';

const approve: ActionRequest = {
  kind: 'action',
  action: 'approve-call',
  origin: 'https://chat.example',
  tool: 'write_file',
  server: 'files',
  args: '{\n  "path": "<b>notes</b>.txt"\n}',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(request: ActionRequest, allow: string) {
  const decide = vi.fn<(decision: ConsentDecision) => void>();
  render(consentView(request, decide));
  return { decide, allow: screen.getByRole('button', { name: allow }) as HTMLButtonElement };
}
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const arm = () => {
  act(() => vi.advanceTimersByTime(ARMING_DELAY_MS));
};

describe('ConfirmActionView: a pending call', () => {
  it('names the tool, its server and the site, and shows the arguments as text', () => {
    setup(approve, 'Run');
    expect(heading()).toBe('Run write_file on files?');
    expect(screen.getByText(/^Requested by/).textContent).toBe(
      'Requested by https://chat.example, with these arguments:',
    );
    expect(screen.getByLabelText('Arguments').textContent).toBe(approve.args);
    expect(document.querySelector('b')).toBeNull();
  });

  it('runs only once armed, and says Reject explicitly', () => {
    const { decide, allow } = setup(approve, 'Run');
    fireEvent.click(allow);
    expect(decide).not.toHaveBeenCalled();
    arm();
    fireEvent.click(allow);
    expect(decide).toHaveBeenCalledWith({ kind: 'action', allowed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(decide).toHaveBeenLastCalledWith({ kind: 'action', allowed: false, rejected: true });
  });
});

describe('ConfirmActionView: the other actions', () => {
  it('Retry: runs the call again, says so and where it came from; Cancel decides nothing', () => {
    const { decide } = setup({ ...approve, action: 'retry' }, 'Run');
    expect(heading()).toBe('Run write_file on files again?');
    expect(screen.getByText(/failed before/).textContent).toBe(
      'It failed before; it came from https://chat.example. With these arguments:',
    );
    arm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(decide).toHaveBeenCalledWith({ kind: 'action', allowed: false });
  });

  it('the tool form’s Run: the tool, the server, the page and the arguments', () => {
    const { decide, allow } = setup({ ...approve, action: 'run', tool: 'echo', server: 'everything' }, 'Run');
    expect(heading()).toBe('Run echo on everything?');
    expect(screen.getByText(/tool form/).textContent).toBe(
      'From the tool form of the sidebar on https://chat.example, with these arguments:',
    );
    arm();
    fireEvent.click(allow);
    expect(decide).toHaveBeenCalledWith({ kind: 'action', allowed: true });
  });

  it('Insert: the site that gets the result, the exact text, and a warning when it comes from elsewhere', () => {
    const text = '<function_result name="read_file">the <i>secret</i></function_result>';
    const { decide, allow } = setup(
      {
        kind: 'action',
        action: 'insert',
        origin: 'https://chat.example',
        subject: { type: 'result', name: 'read_file' },
        from: 'https://other.example',
        files: [],
        text,
      },
      'Insert',
    );
    expect(heading()).toBe('Insert the result of read_file into the chat on https://chat.example?');
    expect(screen.getByRole('note').textContent).toBe('This result comes from https://other.example.');
    expect(screen.getByLabelText('Result text').textContent).toBe(text);
    expect(document.querySelector('i')).toBeNull();
    fireEvent.click(allow);
    expect(decide).not.toHaveBeenCalled();
    arm();
    fireEvent.click(allow);
    expect(decide).toHaveBeenCalledWith({ kind: 'action', allowed: true });
  });

  it('Attach: names the file and the site', () => {
    setup(
      {
        kind: 'action',
        action: 'attach',
        origin: 'https://chat.example',
        subject: { type: 'result', name: 'read_file' },
        files: [{ name: 'read_file-c1.md', mimeType: 'text/markdown', text: 'T' }],
      },
      'Attach',
    );
    expect(heading()).toBe('Attach the result of read_file to the chat on https://chat.example?');
    expect(screen.getByText(/^As the file/).textContent).toBe(
      'As the file read_file-c1.md (text/markdown), which that site can read:',
    );
    expect(screen.getByLabelText('File content').textContent).toBe('T');
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('ConfirmActionView: a resource going into the chat', () => {
  it('Insert: the resource, its server, the site and the exact text, as text', () => {
    const text = 'Resource 2: <script>alert(1)</script>';
    const { decide, allow } = setup(
      {
        kind: 'action',
        action: 'insert',
        origin: 'https://chat.example',
        subject: { type: 'resource', name: 'demo://resource/dynamic/text/2', server: 'everything' },
        files: [],
        text,
      },
      'Insert',
    );
    expect(heading()).toBe(
      'Insert the resource demo://resource/dynamic/text/2 from everything into the chat on https://chat.example?',
    );
    expect(screen.getByLabelText('Resource text').textContent).toBe(text);
    expect(document.querySelector('script')).toBeNull();
    arm();
    fireEvent.click(allow);
    expect(decide).toHaveBeenCalledWith({ kind: 'action', allowed: true });
  });

  it('Attach: names the file and its type, and what a binary file is', () => {
    setup(
      {
        kind: 'action',
        action: 'attach',
        origin: 'https://chat.example',
        subject: { type: 'resource', name: 'demo://x/3' },
        files: [
          {
            name: '3.bin',
            mimeType: 'application/octet-stream',
            text: 'Binary file, 62 B, application/octet-stream',
          },
        ],
      },
      'Attach',
    );
    expect(heading()).toBe('Attach the resource demo://x/3 to the chat on https://chat.example?');
    expect(screen.getByText(/^As the file/).textContent).toBe(
      'As the file 3.bin (application/octet-stream), which that site can read:',
    );
    expect(screen.getByLabelText('File content').textContent).toBe(
      'Binary file, 62 B, application/octet-stream',
    );
  });
});

describe('ConfirmActionView: a prompt going into the chat', () => {
  it('names the prompt, its server and the site, and shows every file, then the text for the input', () => {
    const { decide, allow } = setup(
      {
        kind: 'action',
        action: 'insert',
        origin: 'https://chat.example',
        subject: { type: 'prompt', name: 'resource-prompt', server: 'everything' },
        files: [
          { name: '1.txt', mimeType: 'text/plain', text: 'Resource 1 <b>bold</b>' },
          { name: 'pic.png', mimeType: 'image/png', text: 'Binary file, 5 B, image/png' },
        ],
        text: 'Analyse this:\n\n[Attached file: 1.txt (demo://resource/dynamic/text/1)]',
      },
      'Insert',
    );
    expect(heading()).toBe(
      'Insert the prompt resource-prompt from everything into the chat on https://chat.example?',
    );
    expect(screen.getByText(/attached first/).textContent).toBe(
      '2 files attached first, then this text goes into the input; that site can read all of it:',
    );
    // Each box says what it holds, on screen too.
    expect(screen.getByText('File 1.txt (text/plain)')).toBeTruthy();
    expect(screen.getByText('Prompt text')).toBeTruthy();
    expect(screen.getByLabelText('File 1.txt (text/plain)').textContent).toBe('Resource 1 <b>bold</b>');
    expect(screen.getByLabelText('File pic.png (image/png)').textContent).toBe('Binary file, 5 B, image/png');
    expect(screen.getByLabelText('Prompt text').textContent).toBe(
      'Analyse this:\n\n[Attached file: 1.txt (demo://resource/dynamic/text/1)]',
    );
    expect(document.querySelector('b')).toBeNull();
    arm();
    fireEvent.click(allow);
    expect(decide).toHaveBeenCalledWith({ kind: 'action', allowed: true });
  });
});

describe('ConfirmActionView: what the page wrote, shown in full', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes out bidi overrides, zero-width and blank-looking characters, keeping line breaks and tabs', () => {
    const text = 'pay \u202Eevil.txt\u202C to\u200B bob\n\tnext\u3164line\r';
    setup(
      {
        kind: 'action',
        action: 'insert',
        origin: 'https://chat.example',
        subject: { type: 'result', name: 'read\u200Dfile' },
        files: [],
        text,
      },
      'Insert',
    );
    expect(screen.getByLabelText('Result text').textContent).toBe(
      'pay \\u202eevil.txt\\u202c to\\u200b bob\n\tnext\\u3164line\\r',
    );
    expect(heading()).toBe('Insert the result of read\\u200dfile into the chat on https://chat.example?');
  });

  it('says the box holds more, and how much, when the text overflows it', () => {
    // jsdom lays nothing out: the box reports the heights a browser would for 12,345 characters.
    const tallPre = function (this: HTMLElement) {
      return this.tagName === 'PRE' ? 2000 : 0;
    };
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(tallPre);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(256);
    setup({ ...approve, args: 'x'.repeat(12345) }, 'Run');
    expect(screen.getByRole('note').textContent).toBe('12,345 characters in all: scroll the box for more.');
  });

  it('adds nothing under a box that shows all its text', () => {
    setup(approve, 'Run');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
