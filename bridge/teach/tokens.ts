// The stable pieces of an element a selector may be built from: naming attributes, meaningful classes, the
// readable prefix of a CSS-module class, an id or its prefix, a custom element's tag. Generated names never.
import { SUMMARY_VALUE_CHARS } from '../protocol/adapters';
import type { ElementSummary } from '../protocol/adapters';

/** A class name a build tool generated (CSS modules, CSS-in-JS, hex hashes, Tailwind arbitrary values). */
export function isHashedClass(name: string): boolean {
  // A last segment of 5-8 letters and digits after `-` or `_` is a hash if it has a digit (or, in a
  // module class, a capital).
  const seg = /[-_]([A-Za-z\d]{5,8})$/.exec(name)?.[1];
  return (
    /\d{3}|[[\]():]|^_|^(css|sc|jsx|emotion|svelte)-|^(?=.*\d)[a-f\d]{6,}$/.test(name) ||
    (!!seg && (/--|__/.test(name) ? /[A-Z\d]/ : /\d/).test(seg))
  );
}

// JSON's string escapes are valid CSS string escapes for the quotes and backslashes a value may hold.
const quote = (value: string) => JSON.stringify(value);
const ident = (value: string) => /^-?[A-Za-z_][\w-]*$/.test(value);

/** Attributes a site sets to name a part (test ids, roles, labels), not its changing state. */
const NAMING_ATTR =
  /^(data-(?!.*(state|stream|output|busy|load|disabled|active|select|scroll|index|start|end|count|gramm|placeholder|-id$))[\w-]+|aria-label|(aria-)?placeholder|role|name|type|title)$/;

/** Layout utility classes (Tailwind and the like): stable, but they say nothing about what the element is. */
const UTILITY =
  /^(!|\w+:|-?[mpwh][a-z]?-|(min|max|gap|text|bg|items|justify|font|flex|grid|border|rounded|overflow)\b|relative|absolute|inline|block|hidden|group)/;

export interface Token {
  sel: string;
  /** Words the token is made of, for telling a message element from its parts. */
  text: string;
  /** How much it says about the element (higher first): 2 is an id prefix, 1 a layout utility, 0 a custom tag. */
  rank: number;
}

/** The stable one-element selectors of `el`, best first. */
export function tokens(el: ElementSummary): Token[] {
  const out: Token[] = [];
  const add = (sel: string, text: string, rank: number) => out.push({ sel, text, rank });
  const { tag } = el;
  for (const [name, value] of el.attributes) {
    if (!NAMING_ATTR.test(name) || /\d/.test(value) || value.length > SUMMARY_VALUE_CHARS) continue;
    const rank = name === 'data-testid' ? 9 : name.startsWith('data-') ? 8 : name === 'aria-label' ? 7 : 4;
    add(value ? `[${name}=${quote(value)}]` : `[${name}]`, `${name} ${value}`, rank);
  }
  const id = el.id ?? '';
  if (id && !/\d/.test(id)) add(ident(id) ? `#${id}` : `[id=${quote(id)}]`, id, 6);
  const idPrefix = /^[A-Za-z][\w-]{3,}?[-_](?=[^-_]*\d)/.exec(id)?.[0];
  if (idPrefix) add(`[id^=${quote(idPrefix)}]`, idPrefix, 2);
  for (const name of el.classes) {
    // A CSS-module class keeps its readable prefix (`answerItem--x7Yz2` -> `answerItem--`).
    const prefix = /^[A-Za-z][\w-]*(--|__)/.exec(name)?.[0];
    if (!isHashedClass(name))
      add(ident(name) ? `.${name}` : `[class~=${quote(name)}]`, name, UTILITY.test(name) ? 1 : 5);
    else if (prefix && !isHashedClass(prefix + 'x')) add(`[class*=${quote(prefix)}]`, prefix, 3);
  }
  if (tag.includes('-')) add(tag, tag, 0);
  return out.sort((a, b) => b.rank - a.rank);
}
