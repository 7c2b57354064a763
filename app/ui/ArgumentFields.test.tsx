import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { ArgumentFields, SUGGEST_DELAY_MS, type ArgumentSpec, type SuggestArgument } from './ArgumentFields';

const specs: ArgumentSpec[] = [
  { name: 'department', description: 'Choose the department.', required: true },
  { name: 'name', title: 'Team lead' },
];

function Harness({ suggest, missing }: { suggest?: SuggestArgument; missing?: string[] }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <ArgumentFields
      specs={specs}
      values={values}
      onChange={setValues}
      {...(suggest ? { suggest } : {})}
      {...(missing ? { missing } : {})}
    />
  );
}

const optionsOf = (name: string) =>
  [...(screen.queryByTestId(`suggestions-${name}`)?.querySelectorAll('option') ?? [])].map((o) => o.value);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ArgumentFields', () => {
  it('labels each argument, marks the required one, and describes it', () => {
    render(<Harness missing={['department']} />);
    const department = screen.getByLabelText<HTMLInputElement>(/department/);
    expect(department.required).toBe(true);
    const description = document.getElementById(department.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Choose the department.');
    expect(department.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Team lead').required).toBe(false);
  });

  it('asks once per pause in typing, with the other arguments, and shows the answer as suggestions', async () => {
    vi.useFakeTimers();
    const suggest = vi.fn<SuggestArgument>(async (name, value) =>
      name === 'department' ? ['Sales', 'Support'].filter((d) => d.startsWith(value)) : ['David'],
    );
    render(<Harness suggest={suggest} />);
    const department = screen.getByLabelText(/department/);
    fireEvent.focus(department);
    fireEvent.change(department, { target: { value: 'S' } });
    fireEvent.change(department, { target: { value: 'Sa' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS));
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest.mock.calls[0]!.slice(0, 3)).toEqual(['department', 'Sa', {}]);
    expect(optionsOf('department')).toEqual(['Sales']);

    const lead = screen.getByLabelText('Team lead');
    fireEvent.focus(lead);
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS));
    expect(suggest.mock.calls.at(-1)!.slice(0, 3)).toEqual(['name', '', { department: 'Sa' }]);
    expect(optionsOf('name')).toEqual(['David']);
  });

  it('never lets an older answer replace a newer one', async () => {
    vi.useFakeTimers();
    const answers: Array<(values: string[]) => void> = [];
    const suggest: SuggestArgument = () => new Promise((resolve) => answers.push(resolve));
    render(<Harness suggest={suggest} />);
    const department = screen.getByLabelText(/department/);
    fireEvent.focus(department);
    fireEvent.change(department, { target: { value: 'S' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS));
    fireEvent.change(department, { target: { value: 'Su' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS));
    await act(async () => answers[1]!(['Support']));
    await act(async () => answers[0]!(['Sales', 'Support']));
    expect(optionsOf('department')).toEqual(['Support']);
  });

  it('draws a suggestion repeated by its source once per occurrence, without a key clash', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness suggest={async () => ['Sales', 'Sales', 'Support']} />);
    const department = screen.getByLabelText(/department/);
    fireEvent.focus(department);
    fireEvent.change(department, { target: { value: 'S' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS));
    expect(optionsOf('department')).toEqual(['Sales', 'Sales', 'Support']);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });
});
