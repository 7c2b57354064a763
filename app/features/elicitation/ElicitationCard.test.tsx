// A server's question as the user meets it: the form opens with the schema's defaults, Accept checks the
// values against the schema (ajv, as a tool form's), Decline and ✕ say no and cancel. A URL question shows
// its domain and whole address, and opens only on the user's click.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '@modelcontextprotocol/client';
import type { ElicitationAsk, PendingElicitation } from '../../../bridge/connections/elicitationQueue';
import { validateArguments } from '../../../bridge/schema/validate';
import { ElicitationCard } from './ElicitationCard';

const FORM: ElicitationAsk = {
  mode: 'form',
  message: 'Who should the invoice go to?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', default: 'Ada Lovelace' },
      copies: { type: 'integer', title: 'Copies', minimum: 1, default: 2 },
      urgent: { type: 'boolean', title: 'Urgent', default: true },
      note: { type: 'string', title: 'Note' },
    },
    required: ['name'],
  },
};

function show(ask: ElicitationAsk, extra: Partial<PendingElicitation> = {}) {
  const onAnswer = vi.fn<(result: ElicitResult) => void>();
  const onDismiss = vi.fn();
  const request: PendingElicitation = { id: 'q1', serverId: 'billing', ask, receivedAt: 1, ...extra };
  render(
    <ElicitationCard
      request={request}
      serverName="Billing"
      toolName="send_invoice"
      validate={validateArguments}
      onAnswer={onAnswer}
      onDismiss={onDismiss}
    />,
  );
  return { onAnswer, onDismiss, user: userEvent.setup() };
}

describe('ElicitationCard, form', () => {
  it('names the call and opens with the defaults, which Accept sends as they are', async () => {
    const { onAnswer, user } = show(FORM);
    const card = screen.getByRole('region', { name: 'Billing asks for input' });
    expect(card.textContent).toContain('send_invoice on Billing asks');
    expect(card.textContent).toContain('Who should the invoice go to?');
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({
        action: 'accept',
        content: { name: 'Ada Lovelace', copies: 2, urgent: true },
      }),
    );
  });

  it('sends the values the user typed', async () => {
    const { onAnswer, user } = show(FORM);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer.mock.calls[0]?.[0]).toMatchObject({
      action: 'accept',
      content: { name: 'Grace Hopper' },
    });
  });

  it('keeps the form open with the schema’s errors by field, and sends nothing', async () => {
    const { onAnswer, user } = show(FORM);
    const copies = screen.getByRole('textbox', { name: /Copies/ });
    await user.clear(copies);
    await user.type(copies, '0');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/Must be >= 1/)).toBeTruthy();
    expect(onAnswer).not.toHaveBeenCalled();
    await user.clear(copies);
    await user.type(copies, '3');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer.mock.calls[0]?.[0]).toMatchObject({ action: 'accept', content: { copies: 3 } });
  });

  it('answers decline on Decline and cancel on ✕, with no values', async () => {
    const { onAnswer, user } = show(FORM);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the question' }));
    expect(onAnswer.mock.calls).toEqual([[{ action: 'decline' }], [{ action: 'cancel' }]]);
  });

  it('draws the server’s message as text', () => {
    show({ ...FORM, message: '<img src=x onerror="alert(1)">' });
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('ElicitationCard, URL', () => {
  const URL_ASK: ElicitationAsk = {
    mode: 'url',
    message: 'Connect your account',
    url: 'https://accounts.example.com/connect?state=abc',
    elicitationId: 'e1',
  };

  it('shows the domain and the whole address, and opens it only on Open, with no opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onAnswer, user } = show(URL_ASK);
    expect(screen.getByText('accounts.example.com', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('https://accounts.example.com/connect?state=abc')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open accounts.example.com' }));
    expect(open).toHaveBeenCalledWith(URL_ASK.url, '_blank', 'noopener,noreferrer');
    expect(onAnswer).toHaveBeenCalledWith({ action: 'accept' });
    open.mockRestore();
  });

  it('answers decline without opening anything', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onAnswer, user } = show(URL_ASK);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAnswer).toHaveBeenCalledWith({ action: 'decline' });
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('once opened, waits for the server and can be dismissed', async () => {
    const { onDismiss, user } = show(URL_ASK, { opened: true });
    expect(screen.getByText(/waiting for the server/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
