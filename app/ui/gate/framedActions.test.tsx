// In a frame, the controls that run a tool again or move a result or a prompt into the chat page (Retry,
// Insert, Attach, the tool form's Run and a prompt's Insert, by click or by Enter) follow the visibility gate,
// as Run does. Where the gate can't be proven (no IntersectionObserver v2, as in Firefox) they offer
// "… in a window…" instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRecord } from '../../../bridge/hub/types';
import {
  installFakeIntersectionObserver,
  reportVisibility,
  uninstallFakeIntersectionObserver,
  useFakeTimersForUserEvent,
  useRealTimersAgain,
} from './test/fakeIntersectionObserver';
import { ARM_DELAY_MS } from './visibilityGate';
import { CallCard } from '../../features/calls/CallCard';
import { PromptForm } from '../../features/prompts/PromptForm';
import { ToolRunner } from '../../features/tools/ToolRunner';
import type * as ArmedControlModule from './useArmedControl';

const framed = vi.hoisted(() => ({ value: true }));
vi.mock('./useArmedControl', async (importOriginal) => ({
  ...(await importOriginal<typeof ArmedControlModule>()),
  isFramed: () => framed.value,
}));

const doneCall: CallRecord = {
  id: 'c1',
  source: 'chat',
  origin: 'https://other.example',
  exposedName: 'read_file',
  toolName: 'read_file',
  args: { path: 'secret.txt' },
  status: 'done',
  startedAt: 1000,
  endedAt: 1200,
  result: { content: [{ type: 'text', text: 'the secret' }] },
};
const failedCall: CallRecord = { ...doneCall, id: 'c2', status: 'error', error: 'broke', retryable: true };

function renderCards(withWindow = false) {
  const windowHandlers = {
    onRetryInWindow: vi.fn(),
    onInsertInWindow: vi.fn(),
    onAttachInWindow: vi.fn(),
  };
  const handlers = {
    onRun: vi.fn(),
    onReject: vi.fn(),
    onRetry: vi.fn(),
    onCopy: vi.fn(),
    onInsert: vi.fn(),
    onAttach: vi.fn(),
    ...(withWindow ? windowHandlers : {}),
  };
  render(
    <>
      <CallCard call={doneCall} canDecide {...handlers} />
      <CallCard call={failedCall} canDecide {...handlers} />
    </>,
  );
  return { ...handlers, ...windowHandlers };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const arm = () => {
  act(() => reportVisibility(true));
  act(() => vi.advanceTimersByTime(ARM_DELAY_MS));
};

beforeEach(() => {
  framed.value = true;
  useFakeTimersForUserEvent();
  installFakeIntersectionObserver();
});
afterEach(() => {
  cleanup();
  uninstallFakeIntersectionObserver();
  useRealTimersAgain();
});

describe('call card actions in a frame', () => {
  it('ignore clicks on Retry, Insert and Attach while the sidebar is hidden, and work once armed', async () => {
    const user = userEvent.setup({ delay: null });
    const handlers = renderCards();
    act(() => reportVisibility(false));
    for (const name of ['Retry', 'Insert into chat', 'Attach to chat']) {
      expect(button(name).disabled).toBe(true);
      await user.click(button(name));
    }
    expect(handlers.onRetry).not.toHaveBeenCalled();
    expect(handlers.onInsert).not.toHaveBeenCalled();
    expect(handlers.onAttach).not.toHaveBeenCalled();
    expect(button('Copy').disabled).toBe(false);

    arm();
    await user.click(button('Retry'));
    await user.click(button('Insert into chat'));
    expect(handlers.onRetry).toHaveBeenCalledOnce();
    expect(handlers.onInsert).toHaveBeenCalledOnce();
  });

  it('where IntersectionObserver v2 is missing, offer each in a window instead of a dead button', async () => {
    uninstallFakeIntersectionObserver();
    const user = userEvent.setup({ delay: null });
    const handlers = renderCards(true);
    expect(screen.queryByRole('button', { name: 'Insert into chat' })).toBeNull();
    for (const name of ['Retry in a window…', 'Insert in a window…', 'Attach in a window…']) {
      expect(button(name).disabled).toBe(false);
      expect(button(name).title).toBe('This browser can’t confirm the sidebar is visible');
      await user.click(button(name));
    }
    expect(handlers.onRetryInWindow).toHaveBeenCalledOnce();
    expect(handlers.onInsertInWindow).toHaveBeenCalledOnce();
    expect(handlers.onAttachInWindow).toHaveBeenCalledOnce();
    expect(handlers.onRetry).not.toHaveBeenCalled();
    expect(handlers.onInsert).not.toHaveBeenCalled();
    expect(handlers.onAttach).not.toHaveBeenCalled();
  });

  it('without a window fallback, stay disabled with the reason', () => {
    uninstallFakeIntersectionObserver();
    renderCards(false);
    expect(button('Insert into chat').disabled).toBe(true);
    expect(button('Insert into chat').title).toBe('This browser can’t confirm the sidebar is visible');
  });

  it('stay plain buttons at the top level, where no other site can cover them', async () => {
    framed.value = false;
    const user = userEvent.setup({ delay: null });
    const handlers = renderCards();
    await user.click(button('Insert into chat'));
    expect(handlers.onInsert).toHaveBeenCalledOnce();
  });
});

describe('the tool form in a frame', () => {
  const tool = {
    exposedName: 'files__write_file',
    name: 'write_file',
    serverName: 'files',
    inputSchema: { type: 'object' as const, properties: { path: { type: 'string' } } },
  };
  const renderForm = (onRunInWindow?: () => void) => {
    const onRun = vi.fn();
    render(
      <ToolRunner
        {...(onRunInWindow ? { onRunInWindow } : {})}
        tool={tool}
        args={{ path: 'a.txt' }}
        errors={{}}
        checking={false}
        onArgsChange={() => undefined}
        onRun={onRun}
        onCancel={() => undefined}
        onClose={() => undefined}
      />,
    );
    return onRun;
  };

  it('runs neither by click nor by Enter in a field until armed', async () => {
    const user = userEvent.setup({ delay: null });
    const onRun = renderForm();
    act(() => reportVisibility(false));
    expect(button('Run').disabled).toBe(true);
    await user.type(screen.getByRole('textbox'), '{Enter}');
    expect(onRun).not.toHaveBeenCalled();

    arm();
    await user.type(screen.getByRole('textbox'), '{Enter}');
    expect(onRun).toHaveBeenCalledOnce();
  });

  it('without IntersectionObserver v2, offers "Run in a window…" by click and by Enter, never a plain run', async () => {
    uninstallFakeIntersectionObserver();
    const user = userEvent.setup({ delay: null });
    const onRunInWindow = vi.fn();
    const onRun = renderForm(onRunInWindow);
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    await user.click(button('Run in a window…'));
    await user.type(screen.getByRole('textbox'), '{Enter}');
    expect(onRunInWindow).toHaveBeenCalledTimes(2);
    expect(onRun).not.toHaveBeenCalled();
  });
});

const prompt = { name: 'greet', arguments: [{ name: 'who', required: true }] };
const ok = async () => ({ ok: true as const });

function renderPromptForm(withWindow: boolean) {
  const handlers = { onInsert: vi.fn(ok), onCopy: vi.fn(ok), onInsertInWindow: vi.fn(ok) };
  const { onInsertInWindow, ...plain } = handlers;
  render(
    <PromptForm
      prompt={prompt}
      serverName="everything"
      canInsert
      {...plain}
      {...(withWindow ? { onInsertInWindow } : {})}
      onBack={() => undefined}
    />,
  );
  return handlers;
}

const promptField = () => screen.getByRole('textbox');

describe('the prompt form in a frame', () => {
  it('inserts neither by click nor by Enter while the sidebar is hidden, and does once armed', async () => {
    const user = userEvent.setup({ delay: null });
    const handlers = renderPromptForm(false);
    await user.type(promptField(), 'Ana');
    act(() => reportVisibility(false));
    expect(button('Insert into chat').disabled).toBe(true);
    await user.click(button('Insert into chat'));
    await user.type(promptField(), '{Enter}');
    expect(handlers.onInsert).not.toHaveBeenCalled();
    expect(handlers.onInsertInWindow).not.toHaveBeenCalled();
    expect(screen.getByText('Not visible — the page may be hiding the sidebar')).toBeTruthy();
    await user.click(button('Copy'));
    expect(handlers.onCopy).toHaveBeenCalledOnce();

    arm();
    await user.type(promptField(), '{Enter}');
    expect(handlers.onInsert).toHaveBeenCalledWith({ who: 'Ana' });
  });

  it('while hidden, with the window fallback, only opens the window: the page never gets a plain insert', async () => {
    const user = userEvent.setup({ delay: null });
    const handlers = renderPromptForm(true);
    await user.type(promptField(), 'Ana');
    act(() => reportVisibility(false));
    await user.click(button('Insert in a window…'));
    expect(handlers.onInsertInWindow).toHaveBeenCalledOnce();
    expect(handlers.onInsert).not.toHaveBeenCalled();
  });

  it('without IntersectionObserver v2, offers "Insert in a window…" by click and by Enter, never a plain insert', async () => {
    uninstallFakeIntersectionObserver();
    const user = userEvent.setup({ delay: null });
    const handlers = renderPromptForm(true);
    expect(screen.queryByRole('button', { name: 'Insert into chat' })).toBeNull();
    await user.type(promptField(), 'Ana');
    await user.click(button('Insert in a window…'));
    await user.type(promptField(), '{Enter}');
    expect(handlers.onInsertInWindow).toHaveBeenCalledTimes(2);
    expect(handlers.onInsertInWindow).toHaveBeenCalledWith({ who: 'Ana' });
    expect(handlers.onInsert).not.toHaveBeenCalled();
  });

  it('without a window fallback, stays disabled with the reason', () => {
    uninstallFakeIntersectionObserver();
    renderPromptForm(false);
    expect(button('Insert into chat').disabled).toBe(true);
    expect(screen.getByText('This browser can’t confirm the sidebar is visible')).toBeTruthy();
  });

  it('stays a plain button at the top level, where no other site can cover it', async () => {
    framed.value = false;
    const user = userEvent.setup({ delay: null });
    const handlers = renderPromptForm(true);
    await user.type(promptField(), 'Ana{Enter}');
    expect(handlers.onInsert).toHaveBeenCalledOnce();
  });
});
