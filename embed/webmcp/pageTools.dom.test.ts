// Discovery of the page's own tools in a DOM: declarative forms (read, filled, submitted only when allowed,
// followed live) and the native document.modelContext API; names offered twice are listed once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formTools } from './formTools';
import { discoverPageTools as discover, type PageTools } from './pageTools';

const FORM = `
  <form toolname="createTicket" tooldescription="Files a support ticket">
    <input name="title" required toolparamtitle="Title" toolparamdescription="Short summary">
    <textarea name="body"></textarea>
    <select name="severity"><option value="low">Low</option><option value="high">High</option></select>
    <input type="checkbox" name="urgent">
    <input type="hidden" name="csrf" value="x">
    <button type="submit">Send</button>
  </form>`;

// Fake timers: form changes are looked at once per 50 ms burst; the test moves the clock on instead of sleeping.
beforeEach(() => vi.useFakeTimers());
/** Every discovery a test started, stopped after it: one left running would see the next test's DOM. */
const started: PageTools[] = [];
function discoverPageTools(channel: string): PageTools {
  const tools = discover(channel);
  started.push(tools);
  return tools;
}
afterEach(() => {
  for (const tools of started.splice(0)) tools.stop();
  vi.useRealTimers();
  document.body.replaceChildren();
  delete (document as { modelContext?: unknown }).modelContext;
});

function render(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html; // test fixture markup; the runtime itself never writes HTML
  document.body.append(template.content);
}

describe('declarative form tools', () => {
  it('describes the form and its fields (not buttons or hidden inputs) for the hub', () => {
    render(FORM);
    expect(discoverPageTools('test').tools()).toEqual([
      {
        name: 'createTicket',
        description: 'Files a support ticket',
        fields: [
          { name: 'title', type: 'text', required: true, title: 'Title', description: 'Short summary' },
          { name: 'body', type: 'textarea' },
          { name: 'severity', type: 'select-one', options: ['low', 'high'] },
          { name: 'urgent', type: 'checkbox' },
        ],
      },
    ]);
  });

  it('fills the fields through input events and waits for the user without toolautosubmit', async () => {
    render(FORM);
    const form = document.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const typed: string[] = [];
    form.addEventListener('submit', submitted);
    form.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).name));
    const result = await discoverPageTools('test').call('createTicket', {
      title: 'Broken',
      severity: 'high',
      urgent: true,
    });
    expect(form.querySelector<HTMLInputElement>('[name=title]')!.value).toBe('Broken');
    expect(form.querySelector<HTMLSelectElement>('[name=severity]')!.value).toBe('high');
    expect(form.querySelector<HTMLInputElement>('[name=urgent]')!.checked).toBe(true);
    expect(typed).toEqual(['title', 'severity', 'urgent']);
    expect(submitted).not.toHaveBeenCalled();
    expect(result).toEqual({
      content: [
        {
          type: 'text',
          text: 'Filled the form createTicket. The user reviews it and submits it themselves.',
        },
      ],
    });
  });

  it('submits with toolautosubmit', async () => {
    render(FORM.replace('<form ', '<form toolautosubmit '));
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    await discoverPageTools('test').call('createTicket', { title: 'Broken' });
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('stops following the page once stopped', async () => {
    const tools = discoverPageTools('test');
    const changed = vi.fn();
    tools.onChange(changed);
    tools.stop();
    render(FORM);
    await vi.advanceTimersByTimeAsync(100);
    expect(changed).not.toHaveBeenCalled();
  });

  it('drops a burst still waiting when stopped: a stopped source never calls back', async () => {
    const onChange = vi.fn();
    const source = formTools(onChange);
    render(FORM);
    await vi.advanceTimersByTimeAsync(10); // the change was seen; its look is 40 ms away
    source.stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a form added later', async () => {
    const tools = discoverPageTools('test');
    const changed = vi.fn();
    tools.onChange(changed);
    render(FORM);
    await vi.advanceTimersByTimeAsync(50); // the end of the burst
    expect(changed).toHaveBeenCalledTimes(1);
    expect(tools.tools().map((t) => t.name)).toEqual(['createTicket']);
  });
});

describe('native document.modelContext', () => {
  /** Lets the page API's promises (getTools) resolve. */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  function standIn() {
    const context = new EventTarget() as EventTarget & Record<string, unknown>;
    let tools = [{ name: 'greet', description: 'Says hello', inputSchema: '{"type":"object"}' }];
    context.getTools = () => Promise.resolve(tools);
    context.executeTool = (tool: { name: string }, json: string) => Promise.resolve(`${tool.name}: ${json}`);
    context.setTools = (next: typeof tools) => {
      tools = next;
      context.dispatchEvent(new Event('toolchange'));
    };
    (document as { modelContext?: unknown }).modelContext = context;
    return context;
  }

  it('lists the tools (a string schema parsed), runs them and follows toolchange', async () => {
    const context = standIn();
    const tools = discoverPageTools('test');
    await settle();
    expect(tools.tools()[0]).toEqual({
      name: 'greet',
      description: 'Says hello',
      inputSchema: { type: 'object' },
    });
    expect(await tools.call('greet', { who: 'Ada' })).toEqual({
      content: [{ type: 'text', text: 'greet: {"who":"Ada"}' }],
    });
    (context.setTools as (t: unknown[]) => void)([{ name: 'bye', description: 'Bye' }]);
    await settle();
    expect(tools.tools().map((t) => t.name)).toEqual(['bye']);
  });

  it('lists a name offered by a form and the native API once, run by the form', async () => {
    render(FORM);
    const context = standIn();
    (context.setTools as (t: unknown[]) => void)([{ name: 'createTicket', description: 'native copy' }]);
    const tools = discoverPageTools('test');
    await settle();
    expect(tools.tools().map((t) => t.description)).toEqual(['Files a support ticket']);
  });

  it('answers a clear error for an unknown tool and when the page tool throws', async () => {
    const context = standIn();
    context.executeTool = () => Promise.reject(new Error('cart is locked'));
    const tools = discoverPageTools('test');
    expect(await tools.call('nope', {})).toMatchObject({ isError: true });
    await settle();
    expect(tools.tools()).toHaveLength(1);
    expect(await tools.call('greet', {})).toEqual({
      content: [{ type: 'text', text: "The page's tool greet failed: cart is locked" }],
      isError: true,
    });
  });
});
