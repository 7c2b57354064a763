// One window per exact action: a second click while the first window is open opens nothing more.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionAnswer } from './confirmAction';
import { confirmThen as confirmThenIn, type ConfirmHandlers } from './confirmThen';
import type { ActionRequest } from './messages';

const answers: ((answer: ActionAnswer) => void)[] = [];
const ask = () => new Promise<ActionAnswer>((resolve) => answers.push(resolve));
const confirmThen = (request: ActionRequest, handlers: ConfirmHandlers) =>
  confirmThenIn(request, handlers, ask);

const insert: ActionRequest = {
  kind: 'action',
  action: 'insert',
  origin: 'https://chat.example',
  subject: { type: 'result', name: 'read_file' },
  files: [],
  text: 'the result',
};

afterEach(() => {
  answers.length = 0;
});

describe('confirmThen', () => {
  it('opens one window for two clicks on the same action, and performs it once', async () => {
    const perform = vi.fn();
    const first = confirmThen(insert, { perform, failed: vi.fn() });
    await confirmThen(insert, { perform, failed: vi.fn() });
    expect(answers).toHaveLength(1);
    answers[0]!('confirm');
    await first;
    expect(perform).toHaveBeenCalledTimes(1);
  });

  it('opens a new window for the same action once the first one answered', async () => {
    const perform = vi.fn();
    const first = confirmThen(insert, { perform, failed: vi.fn() });
    answers[0]!('undecided');
    await first;
    const second = confirmThen(insert, { perform, failed: vi.fn() });
    expect(answers).toHaveLength(2);
    answers[1]!('confirm');
    await second;
    expect(perform).toHaveBeenCalledTimes(1);
  });

  it('keeps the same action on two different calls apart', () => {
    confirmThen(insert, { callId: 'a', perform: vi.fn(), failed: vi.fn() });
    confirmThen(insert, { callId: 'b', perform: vi.fn(), failed: vi.fn() });
    expect(answers).toHaveLength(2);
    for (const answer of answers) answer('undecided');
  });

  it('keeps different actions apart', () => {
    confirmThen(insert, { perform: vi.fn(), failed: vi.fn() });
    confirmThen(
      { ...insert, subject: { type: 'result', name: 'other' } },
      { perform: vi.fn(), failed: vi.fn() },
    );
    expect(answers).toHaveLength(2);
    // Answered, so no window stays "open" for a later test.
    for (const answer of answers) answer('undecided');
  });
});
