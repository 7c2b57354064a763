// The page's answer to the hub's teach request (PAGE_METHODS.teach): a step-by-step picker for the asked parts,
// a review with live checks, and the picked selectors on Save. Nothing exists until it starts (no listener,
// observer, timer or DOM); finishing in any way removes every trace.
//
// Click economy: a site with no adapter is taught in 4 clicks, counting the sidebar's "Teach this site": the
// chat input (the send button next to it is proposed pre-picked when one obvious button passes its check),
// one AI answer, then Save. Optional parts are offered from the review ("More parts"), never forced.
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
import type { PanelButton } from './pickerView';

/** A value now, or once the sidebar answered (the derivation runs there; stand-ins in tests answer at once). */
export type Later<T> = T | Promise<T>;

/**
 * `use(value)`: at once for a value, once it resolved for a promise. Not named `then`: a module that exports
 * `then` is a thenable, which `await import()` would call.
 */
export const after = <T, R>(value: Later<T>, use: (value: T) => R): Later<R> =>
  value instanceof Promise ? value.then(use) : use(value);

/** The end of a chain of `after`s: `use` the value, or tell `failed` that the sidebar did not answer. */
const settle = <T>(value: Later<T>, use: (value: T) => void, failed = (_: unknown) => {}): void => {
  // Both outcomes are handled here.
  if (value instanceof Promise) void value.then(use, failed);
  else use(value);
};

/** Selector derivation and checks, injected: the picker only drives the user through them. */
export interface TeachDeps {
  inputRoot(clicked: Element): Element;
  controlRoot(clicked: Element): Element;
  messageRoot(clicked: Element): Later<Element>;
  deriveSelector(target: Element): Later<string | undefined>;
  deriveMessageSelector(answer: Element, exclude?: readonly Element[]): Later<string | undefined>;
  checkSelectors(selectors: Partial<AdapterSelectors>, doc?: Document): TeachCheck[];
  editorFamily(input: Element): EditorKind;
}

/** Each part's name, in the step title ("Click the …") and the review. */
const WORDS: Partial<Record<AdapterPart, string>> = {
  input: 'chat input',
  sendButton: 'send button',
  assistantMessage: 'AI answer',
  userMessage: 'message you sent',
  streaming: 'stop button',
  fileInput: 'file input',
};
const SEND = /send|submit/i;
const isMessage = (part: AdapterPart) => part.endsWith('Message');

let current: (() => void) | undefined;

export function runTeach(params: TeachParams, deps: TeachDeps, doc = document): Promise<TeachResult> {
  const { controlRoot, deriveSelector, deriveMessageSelector, checkSelectors } = deps;
  // A second request (the sidebar asked again) replaces an open picker rather than stacking a second one.
  current?.();
  return new Promise((resolve) => {
    const required = params.parts;
    const all = [...required, ...(params.optional ?? [])];
    const sels: Partial<AdapterSelectors> = {};
    const els: Partial<Record<AdapterPart, Element>> = {};
    let steps = required;
    let at = 0;
    let hovered: Element | undefined;
    let pointed: Element | undefined;
    // Bumped by every redraw of the panel and every pick: a derivation answered after it is not used.
    let shown = 0;

    const view = createPickerView(doc);
    // A cancel is no error: the sidebar says quietly that nothing was saved.
    const finish = (result: TeachResult = { ok: false }) => {
      shown++;
      stop();
      view.host.remove();
      current = undefined;
      resolve(result);
    };
    const stop = capturePicks(
      doc.defaultView!,
      view.host,
      pick,
      (target) => {
        // Pointer moves within one element change nothing: no redraw, and no question to the sidebar.
        if (target === pointed) return;
        pointed = target;
        const part = steps[at];
        const asked = shown;
        settle(target && part ? rootOf(part, target) : undefined, (root) => {
          if (root === hovered || asked !== shown) return;
          hovered = root;
          draw();
        });
      },
      finish,
      draw,
    );
    current = finish;

    const rootOf = (part: AdapterPart, el: Element) =>
      part === 'input' ? deps.inputRoot(el) : isMessage(part) ? deps.messageRoot(el) : controlRoot(el);
    const matches = (sel: string) => [...doc.querySelectorAll(sel)];
    const check = (part: AdapterPart, sel: string) =>
      checkSelectors({ ...sels, [part]: sel }, doc).find((c) => c.part === part);
    // Answers and the user's own messages often share markup: each is derived with the other's elements excluded.
    const derive = (part: AdapterPart, el: Element) => {
      if (!isMessage(part)) return deriveSelector(el);
      const other = sels[part === 'userMessage' ? 'assistantMessage' : 'userMessage'];
      return deriveMessageSelector(el, other ? matches(other) : undefined);
    };
    function draw() {
      view.outline((Object.values(sels) as string[]).flatMap(matches), hovered);
    }

    function pick(target: Element) {
      const part = steps[at];
      if (!part) return;
      const asked = ++shown;
      // Each step goes on only while this pick is the latest thing the user did.
      const step = <T>(value: Later<T>, use: (value: T) => void) =>
        settle(
          value,
          (answered) => asked === shown && use(answered),
          () => asked === shown && render('The sidebar did not answer; pick again.'),
        );
      step(rootOf(part, target), (el) =>
        step(derive(part, el), (sel) => {
          const result = sel && check(part, sel);
          if (!result || !result.ok)
            return render(result ? `${result.problem} Pick again.` : 'No stable selector; pick near it.');
          sels[part] = sel;
          els[part] = el;
          const answers = els.assistantMessage;
          step(part === 'userMessage' && answers && deriveMessageSelector(answers, matches(sel)), (again) => {
            if (again && check('assistantMessage', again)?.ok) sels.assistantMessage = again;
            step(
              part === 'input' && steps.includes('sendButton') && !sels.sendButton && proposeSend(el),
              (send) => {
                if (send && check('sendButton', send)?.ok) sels.sendButton = send;
                next(sels.sendButton && send ? 'Send button found.' : `${result.matched} found.`);
              },
            );
          });
        }),
      );
    }

    /**
     * The selector of the one obvious send button near the input, in the nearest ancestor holding any: send or
     * submit in an attribute value (type=submit counts) or its text.
     */
    function proposeSend(input: Element) {
      let found: Element[] = [];
      for (let scope = input.parentElement; scope && !found.length; scope = scope.parentElement)
        found = [...scope.querySelectorAll('button,[role=button]')].filter((b) =>
          SEND.test([...b.attributes].map((a) => a.value) + b.textContent!),
        );
      return found.length === 1 && deriveSelector(controlRoot(found[0]!));
    }

    /** Moves to the next step still without a pick, or to the review. */
    function next(note?: string) {
      do at++;
      while (sels[steps[at]!]);
      render(note);
    }

    function render(note = 'Esc cancels.') {
      shown++;
      hovered = pointed = undefined;
      draw();
      const back: PanelButton = ['Back', () => (at--, render()), !at];
      const cancel: PanelButton = ['Cancel', () => finish()];
      const part = steps[at];
      if (part) {
        const optional = !required.includes(part);
        return view.show(
          `Click the ${WORDS[part] ?? part}`,
          [`Step ${at + 1} of ${steps.length}. ${note}`],
          [
            back,
            ...(sels[part] || optional ? [[sels[part] ? 'Next' : 'Skip', () => next()] as PanelButton] : []),
            cancel,
          ],
        );
      }
      const checks = checkSelectors(sels, doc);
      const failed = required.some((part) => !checks.find((c) => c.part === part)?.ok);
      view.show(
        failed ? 'Go Back to fix ✗' : 'Check, then Save',
        checks.map(
          ({ part, ok, matched, problem }) =>
            `${ok ? '✓' : '✗'} ${WORDS[part] ?? part}: ${matched} found${problem ? `. ${problem}` : ''}`,
        ),
        [
          [
            'Save',
            () =>
              finish({
                ok: true,
                selectors: sels,
                ...(els.input && { editor: deps.editorFamily(els.input) }),
                checks,
              }),
            failed,
          ],
          back,
          ...(steps.length < all.length
            ? [['More parts', () => ((steps = all), (at = required.length - 1), next())] as PanelButton]
            : []),
          cancel,
        ],
      );
    }

    render();
  });
}
