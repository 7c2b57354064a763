// The page's answer to the hub's teach request (PAGE_METHODS.teach): a step-by-step picker for the asked parts,
// a review with live checks, and the picked selectors on Save. Nothing exists until it starts (no listener,
// observer, timer or DOM); finishing in any way removes every trace.
//
// Click economy: a site with no adapter is taught in 4 clicks, counting the sidebar's "Teach this site": the
// chat input (the send button next to it is proposed pre-picked when one obvious button passes its check),
// one AI answer, then Save. Optional parts are offered from the review ("Add optional parts"), never forced.
import type {
  AdapterPart,
  AdapterSelectors,
  EditorKind,
  TeachCheck,
  TeachParams,
  TeachResult,
} from '../../bridge/protocol/adapters';
import { capturePicks } from './picker';
import { createPickerView } from './pickerView';
import type { Outline, PanelButton } from './pickerView';

/** Selector derivation and checks, injected: the picker only drives the user through them. */
export interface TeachDeps {
  inputRoot(clicked: Element): Element;
  controlRoot(clicked: Element): Element;
  messageRoot(clicked: Element): Element;
  deriveSelector(target: Element): string | undefined;
  deriveMessageSelector(answer: Element, exclude?: readonly Element[]): string | undefined;
  checkSelectors(selectors: Partial<AdapterSelectors>, doc?: Document): TeachCheck[];
  editorFamily(input: Element): EditorKind;
}

/** Per part: what to click (step title), and its name in the review. */
const WORDS: Partial<Record<AdapterPart, [string, string]>> = {
  input: ['the chat input', 'Chat input'],
  sendButton: ['the send button', 'Send button'],
  assistantMessage: ['one AI answer', 'AI answers'],
  userMessage: ['one of your own messages', 'Your messages'],
  streaming: ['the stop / still-answering signal', 'Still-answering signal'],
  fileInput: ['the file upload input', 'File upload input'],
};
const name = (part: AdapterPart) => WORDS[part]?.[1] ?? part;
const COLORS = ['#2563eb', '#db2777', '#16a34a', '#ea580c', '#7c3aed', '#0891b2', '#ca8a04'];
const SEND = /send|submit/i;

interface Picked {
  el: Element;
  sel: string;
}

let current: (() => void) | undefined;

export function runTeach(params: TeachParams, deps: TeachDeps, doc = document): Promise<TeachResult> {
  // A second request (the sidebar asked again) replaces an open picker rather than stacking a second one.
  current?.();
  return new Promise((resolve) => {
    const required = params.parts;
    const all = [...required, ...(params.optional ?? [])];
    const picks: Partial<Record<AdapterPart, Picked>> = {};
    let steps = required;
    let at = 0;
    let note = '';
    let hovered: Element | undefined;

    const view = createPickerView(doc);
    const stop = capturePicks(doc, view.host, {
      hover(target) {
        const part = steps[at];
        const root = target && part ? rootOf(part, target) : undefined;
        // Pointer moves within one element change nothing: no redraw.
        if (root === hovered) return;
        hovered = root;
        draw();
      },
      pick,
      escape: () => finish({ ok: false, error: 'cancelled' }),
      moved: () => draw(),
    });
    const finish = (result: TeachResult) => {
      stop();
      view.remove();
      current = undefined;
      resolve(result);
    };
    current = () => finish({ ok: false, error: 'replaced by a newer teach request' });

    const rootOf = (part: AdapterPart, el: Element) =>
      part === 'input'
        ? deps.inputRoot(el)
        : part.endsWith('Message')
          ? deps.messageRoot(el)
          : deps.controlRoot(el);
    const matches = (sel: string) => {
      try {
        return [...doc.querySelectorAll(sel)];
      } catch {
        return [];
      }
    };
    const selectors = () => {
      const out: Partial<AdapterSelectors> = {};
      for (const part of all) if (picks[part]) out[part] = picks[part].sel;
      return out;
    };
    const check = (part: AdapterPart, sel: string) =>
      deps.checkSelectors({ ...selectors(), [part]: sel }, doc).find((c) => c.part === part);
    // Answers and the user's own messages often share markup: each is derived with the other's elements excluded.
    const derive = (part: AdapterPart, el: Element) => {
      if (!part.endsWith('Message')) return deps.deriveSelector(el);
      const other = picks[part === 'userMessage' ? 'assistantMessage' : 'userMessage'];
      return deps.deriveMessageSelector(el, other && matches(other.sel));
    };
    const found = (part: AdapterPart, n: number) =>
      part === 'assistantMessage' ? `${n} answer${n === 1 ? '' : 's'} found` : `${n} found`;

    function draw() {
      const groups: Outline[] = all.flatMap((part, i) =>
        picks[part] ? [{ els: matches(picks[part].sel), color: COLORS[i % COLORS.length]! }] : [],
      );
      if (hovered && at < steps.length) groups.push({ els: [hovered], color: '#f59e0b', hover: true });
      view.outline(groups);
    }

    function pick(target: Element) {
      const part = steps[at];
      if (!part) return;
      const el = rootOf(part, target);
      const sel = derive(part, el);
      const result = sel ? check(part, sel) : undefined;
      if (!sel || (result && !result.ok)) {
        note = sel
          ? `${result?.problem ?? 'That did not pass the check.'} Pick again.`
          : 'No lasting way to find that element. Pick it again, a bit outside it, or another one.';
        return render();
      }
      picks[part] = { el, sel };
      note = `✓ ${found(part, result?.matched ?? matches(sel).length)}.`;
      if (part === 'userMessage' && picks.assistantMessage) {
        const answer = picks.assistantMessage.el;
        const again = deps.deriveMessageSelector(answer, matches(sel));
        if (again && check('assistantMessage', again)?.ok !== false)
          picks.assistantMessage = { el: answer, sel: again };
      }
      if (part === 'input' && steps.includes('sendButton') && !picks.sendButton) proposeSend(el);
      next();
    }

    /** The one obvious send button near the input: in its form, else in the nearest ancestor holding any. */
    function proposeSend(input: Element) {
      const sends = (scope: Element) =>
        [...scope.querySelectorAll('button,[role=button],input[type=submit]')].filter(
          (b) =>
            b.getAttribute('type') === 'submit' ||
            SEND.test(
              `${b.id} ${b.getAttribute('data-testid')} ${b.getAttribute('aria-label')} ${b.getAttribute('title')} ${b.textContent}`,
            ),
        );
      let candidates = input.closest('form') ? sends(input.closest('form')!) : [];
      for (let scope = input.parentElement; scope && !candidates.length; scope = scope.parentElement)
        candidates = sends(scope);
      if (candidates.length !== 1) return;
      const el = deps.controlRoot(candidates[0]!);
      const sel = deps.deriveSelector(el);
      if (!sel || !check('sendButton', sel)?.ok) return;
      picks.sendButton = { el, sel };
      note = 'Send button found — go Back to pick another.';
    }

    /** Moves to the next step still without a pick, or to the review. */
    function next() {
      at++;
      while (at < steps.length && picks[steps[at]!]) at++;
      render();
    }

    function render() {
      hovered = undefined;
      draw();
      const back: PanelButton = ['Back', () => ((at -= 1), (note = ''), render()), false, at === 0];
      const cancel: PanelButton = ['Cancel', () => finish({ ok: false, error: 'cancelled' })];
      if (at < steps.length) {
        const part = steps[at]!;
        const optional = !required.includes(part);
        const buttons: PanelButton[] = [back];
        if (picks[part]) buttons.push(['Next', next, true]);
        if (optional) buttons.push(['Skip', () => (delete picks[part], (note = ''), next())]);
        view.show({
          step: `Step ${at + 1} of ${steps.length}${optional ? ' (optional)' : ''}`,
          title: `Click ${WORDS[part]?.[0] ?? part}`,
          note: note || (picks[part] ? 'Click another to change it.' : 'Esc leaves at any time.'),
          buttons: [...buttons, cancel],
        });
        return;
      }
      const checks = deps.checkSelectors(selectors(), doc);
      const failed = required.some(
        (part) => !picks[part] || checks.find((c) => c.part === part)?.ok === false,
      );
      const rows = all.flatMap((part) => {
        const c = checks.find((c) => c.part === part);
        if (!picks[part]) return required.includes(part) ? [`✗ ${name(part)}: not picked`] : [];
        const n = c?.matched ?? matches(picks[part].sel).length;
        return [
          `${c?.ok === false ? '✗' : '✓'} ${name(part)}: ${found(part, n)}${c?.problem ? ` — ${c.problem}` : ''}`,
        ];
      });
      const buttons: PanelButton[] = [
        [
          'Save',
          () => {
            const input = picks.input?.el;
            finish({
              ok: true,
              selectors: selectors(),
              ...(input && { editor: deps.editorFamily(input) }),
              checks,
            });
          },
          true,
          failed,
        ],
        back,
      ];
      if (steps.length < all.length)
        buttons.push([
          'Add optional parts',
          () => ((steps = all), (at = required.length - 1), (note = ''), next()),
        ]);
      view.show({
        title: failed ? 'Some parts need another pick' : 'Check the outlined parts, then Save',
        rows,
        buttons: [...buttons, cancel],
      });
    }

    render();
    view.panel.focus();
  });
}
