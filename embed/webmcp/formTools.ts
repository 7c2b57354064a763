// Declarative WebMCP tools: `<form toolname tooldescription [toolautosubmit]>`. The page side only reads the
// fields (the hub builds the schema) and fills them through the events the page's own code listens to.
// A form submits itself only with `toolautosubmit`; otherwise the user reviews it and presses submit.
import type { PageFormField, PageToolDescriptor } from '../../bridge/protocol/types';
import { setFieldValue } from '../editors/textarea';
import { fire } from '../editors/verify';
import { textResult } from './source';
import type { PageToolSource } from './source';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const SKIPPED = /^(submit|button|reset|image|file|hidden)$/;

// Each attribute name once: the observer's filter lists them all again.
const TOOL_NAME = 'toolname';
const TOOL_DESCRIPTION = 'tooldescription';
const PARAM_TITLE = 'toolparamtitle';
const PARAM_DESCRIPTION = 'toolparamdescription';

const toolForms = () => [...document.querySelectorAll<HTMLFormElement>(`form[${TOOL_NAME}]`)];
const fieldsOf = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (el): el is Field => 'name' in el && !!(el as Field).name && !SKIPPED.test((el as Field).type),
  );

function describeField(el: Field): PageFormField {
  const attr = (name: string) => el.getAttribute(name) ?? undefined;
  const title = attr(PARAM_TITLE);
  const description = attr(PARAM_DESCRIPTION);
  const options =
    el instanceof HTMLSelectElement
      ? [...el.options].map((o) => o.value)
      : el.type === 'radio'
        ? [el.value]
        : undefined;
  return {
    name: el.name,
    type: el instanceof HTMLTextAreaElement ? 'textarea' : el.type,
    ...(el.required && { required: true }),
    ...(title && { title }),
    ...(description && { description }),
    ...(options && { options }),
  };
}

/** Sets a value the way typing does: the native setter (past framework wrappers), then input and change. */
function fill(el: Field, value: unknown) {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    el.checked = el.type === 'checkbox' ? value === true || value === 'true' : el.value === String(value);
  } else if (el instanceof HTMLSelectElement && el.multiple) {
    const wanted = (Array.isArray(value) ? value : [value]).map(String);
    for (const option of el.options) option.selected = wanted.includes(option.value);
  } else return setFieldValue(el, value == null ? '' : String(value), 'change');
  fire(el, 'input', 'change');
}

export function formTools(onChange: () => void): PageToolSource {
  // Forms come and go with the page's own rendering: follow them (and their attributes) live.
  // Chat pages mutate constantly while streaming, so look once per burst instead of on every record.
  let burst: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    burst ??= setTimeout(() => {
      burst = undefined;
      onChange();
    }, 50);
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [TOOL_NAME, TOOL_DESCRIPTION, PARAM_TITLE, PARAM_DESCRIPTION, 'name', 'required'],
  });

  const tools = (): PageToolDescriptor[] =>
    toolForms().map((form) => ({
      name: form.getAttribute(TOOL_NAME) ?? '',
      description: form.getAttribute(TOOL_DESCRIPTION) ?? '',
      fields: fieldsOf(form).map(describeField),
    }));

  return {
    tools,
    // A burst still waiting is dropped too: a stopped source never calls back.
    stop: () => {
      observer.disconnect();
      clearTimeout(burst);
    },
    async call(name, args) {
      const form = toolForms().find((f) => f.getAttribute(TOOL_NAME) === name);
      if (!form) return textResult(`The page no longer has the form ${name}.`, true);
      for (const el of fieldsOf(form)) if (el.name in args) fill(el, args[el.name]);
      if (!form.hasAttribute('toolautosubmit'))
        return textResult(`Filled the form ${name}. The user reviews it and submits it themselves.`);
      form.requestSubmit();
      return textResult(`Filled and submitted the form ${name}.`);
    },
  };
}
