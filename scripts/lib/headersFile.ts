// The `_headers` format that Netlify and Cloudflare Pages read: a path pattern on its own line, then its
// headers indented below it, `#` comments. Our own app server reads the same file, so the tests prove the
// file we ship. Patterns: exact paths, `*` (a splat: any rest, slashes included) and `:name` (one segment).

export interface HeaderRule {
  pattern: string;
  matcher: RegExp;
  headers: [name: string, value: string][];
}

const HEADER_LINE = /^([A-Za-z0-9!#$%&'*+.^_`|~-]+):\s*(.*)$/;

/** Parses a `_headers` file; a malformed line throws with its number so a broken file never ships quietly. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const indented = /^\s/.test(raw);
    if (!indented) {
      if (!line.startsWith('/')) throw new Error(`_headers line ${index + 1}: a rule starts with a path`);
      rules.push({ pattern: line, matcher: patternToRegExp(line), headers: [] });
      return;
    }
    const rule = rules.at(-1);
    const header = HEADER_LINE.exec(line);
    if (!rule) throw new Error(`_headers line ${index + 1}: a header before any path`);
    if (!header) throw new Error(`_headers line ${index + 1}: expected "Name: value"`);
    rule.headers.push([header[1]!.toLowerCase(), header[2]!]);
  });
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The headers every matching rule gives a path. A header set by two matching rules is joined with ", " as
 * Cloudflare does (Netlify keeps the last instead); for a CSP both then apply, the stricter reading.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      result[name] = name in result ? `${result[name]}, ${value}` : value;
    }
  }
  return result;
}

/** Header names that more than one matching rule sets for a path: hosts disagree on those, so avoid them. */
export function conflictingHeaders(rules: readonly HeaderRule[], pathname: string): string[] {
  const seen = new Map<string, number>();
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    for (const name of new Set(rule.headers.map(([n]) => n))) seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([name]) => name);
}
