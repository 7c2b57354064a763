import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceTemplateForm } from './ResourceTemplateForm';

describe('ResourceTemplateForm', () => {
  it('asks for each variable of the RFC 6570 template and reads the URI they expand to', async () => {
    const onRead = vi.fn();
    render(
      <ResourceTemplateForm
        template={{ name: 'issue', uriTemplate: 'repo://{owner}/{repo}/issues{?state}' }}
        onRead={onRead}
        onCancel={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read' }));
    expect(onRead).not.toHaveBeenCalled();
    // The query variable ({?state}) is optional: left empty, it is left out of the URI.
    expect(screen.getAllByText('Required.')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^owner/), 'me');
    await userEvent.type(screen.getByLabelText(/^repo/), 'a b');
    await userEvent.type(screen.getByLabelText(/^state/), 'open');
    expect(screen.getByText('repo://me/a%20b/issues?state=open')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Read' }));
    expect(onRead).toHaveBeenCalledWith('repo://me/a%20b/issues?state=open');
  });

  it('says clearly when the server sent a template that is not valid', () => {
    render(
      <ResourceTemplateForm
        template={{ name: 'bad', uriTemplate: 'x://{unclosed' }}
        onRead={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/URI template "x:\/\/\{unclosed" is not valid/);
    expect(screen.getByRole('button', { name: 'Read' }).hasAttribute('disabled')).toBe(true);
  });
});
