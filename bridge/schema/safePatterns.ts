// Regex risk in server schemas: `pattern` and `patternProperties` run in the browser's backtracking
// engine, and a pattern like `(a+)+$` takes exponential time on a short string. No linear-time engine
// is available without a new (native or large) dependency, so we refuse the usual shapes instead:
// over-long patterns and a repeated group that itself repeats. This is a heuristic: it also refuses
// some safe patterns (`(ab+)*`), and it misses overlapping alternatives (`(a|a)*`); both are rare in
// tool schemas, and a refused schema says why.
import { errorText } from '../format/errorText';
import { isRecord } from '../format/isRecord';
import { walkBudget } from './walkBudget';

export const MAX_PATTERN_LENGTH = 1_000;

/** Why a pattern is refused, or undefined when it looks safe. */
export function unsafePatternReason(pattern: string): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) return `longer than ${MAX_PATTERN_LENGTH} characters`;
  return nestedQuantifier(pattern)
    ? 'a repeated group contains a repetition (catastrophic backtracking)'
    : undefined;
}

/** True when a group that contains a quantifier is itself followed by `*`, `+` or `{`. */
function nestedQuantifier(pattern: string): boolean {
  const groups: boolean[] = []; // per open group: does it contain a quantifier?
  let closedHadQuantifier = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const afterGroup = closedHadQuantifier;
    closedHadQuantifier = false;
    if (c === '\\') {
      i++;
    } else if (c === '[') {
      i = classEnd(pattern, i);
    } else if (c === '(') {
      groups.push(false);
      if (pattern[i + 1] === '?') i++; // (?: (?= (?! (?<name>: the `?` is not a quantifier
    } else if (c === ')') {
      closedHadQuantifier = groups.pop() ?? false;
      if (closedHadQuantifier && groups.length > 0) groups[groups.length - 1] = true;
    } else if (c === '*' || c === '+' || c === '{' || c === '?') {
      if (afterGroup && c !== '?') return true;
      if (groups.length > 0) groups[groups.length - 1] = true;
    }
  }
  return false;
}

function classEnd(pattern: string, start: number): number {
  for (let i = start + 1; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']') return i;
  }
  return pattern.length;
}

/**
 * Why a schema can't be run safely (an unsafe `pattern` or `patternProperties` key, or too big to
 * check), or undefined. Every node is visited, data (enum, default) included: skipping keywords by name
 * would let a property named "default" hide a pattern, and a false alarm inside data is harmless and rare.
 */
export function unsafeSchemaReason(schema: unknown): string | undefined {
  try {
    assertSafePatterns(schema);
    return undefined;
  } catch (error) {
    return errorText(error);
  }
}

/** As unsafeSchemaReason, but throws the reason as a clear error. */
export function assertSafePatterns(schema: unknown): void {
  const budget = walkBudget();
  const visit = (node: unknown, depth: number): void => {
    budget.spend(depth);
    if (Array.isArray(node)) return node.forEach((item) => visit(item, depth + 1));
    if (!isRecord(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') refuse(value);
      if (key === 'patternProperties' && isRecord(value)) Object.keys(value).forEach(refuse);
      visit(value, depth + 1);
    }
  };
  visit(schema, 0);
}

function refuse(pattern: string): void {
  const reason = unsafePatternReason(pattern);
  if (reason)
    throw new Error(
      `The tool's schema has a pattern we won't run (${reason}): ${JSON.stringify(pattern.slice(0, 80))}`,
    );
}
