// Checks, independently of the renderer's own type code, that every top-level parameter of every tool shows
// in the instructions with its name, its required flag (`name:` vs `name?:`) and the start of its type.
export interface CheckedTool {
  name: string;
  inputSchema: unknown;
}

export interface ParamCheck {
  total: number;
  problems: string[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolveLocalRef(schema: unknown, root: unknown): unknown {
  if (!isObject(schema) || typeof schema['$ref'] !== 'string' || !schema['$ref'].startsWith('#/'))
    return schema;
  let node: unknown = root;
  for (const part of schema['$ref'].slice(2).split('/')) node = isObject(node) ? node[part] : undefined;
  return node ?? schema;
}

/** Text the rendered type must start with; several are allowed for unions. */
function expectedStarts(schema: unknown, root: unknown): string[] {
  const s = resolveLocalRef(schema, root);
  if (!isObject(s)) return ['any', 'never'];
  if (Array.isArray(s['enum']) && s['enum'].length > 0) return [JSON.stringify(s['enum'][0])];
  if (Object.hasOwn(s, 'const')) return [JSON.stringify(s['const'])];
  const union = s['anyOf'] ?? s['oneOf'];
  if (Array.isArray(union) && union.length > 0) return ['(', ...expectedStarts(union[0], root)];
  const type = Array.isArray(s['type']) ? s['type'][0] : s['type'];
  if (type === 'array') return ['(', 'any[]', ...expectedStarts(s['items'], root)];
  if (type === 'object') return ['{', 'object'];
  return typeof type === 'string' ? [type] : ['any'];
}

export function checkParameters(tools: CheckedTool[], instructions: string): ParamCheck {
  const lines = instructions.split('\n');
  const problems: string[] = [];
  let total = 0;
  for (const tool of tools) {
    const line = lines.find((l) => l.startsWith(`- ${tool.name}(`));
    const schema = resolveLocalRef(tool.inputSchema, tool.inputSchema);
    const props = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : {};
    const required = new Set(isObject(schema) && Array.isArray(schema['required']) ? schema['required'] : []);
    for (const [key, sub] of Object.entries(props)) {
      total++;
      const label = `${tool.name}.${key}`;
      if (!line) {
        problems.push(`${label}: tool missing`);
        continue;
      }
      const head = `${key}${required.has(key) ? '' : '?'}: `;
      const found = [`(${head}`, `, ${head}`]
        .map((prefix) => ({ prefix, at: line.indexOf(prefix) }))
        .find(({ at }) => at >= 0);
      if (!found) {
        problems.push(`${label}: name or required flag missing`);
        continue;
      }
      const rest = line.slice(found.at + found.prefix.length);
      const starts = expectedStarts(sub, tool.inputSchema);
      if (!starts.some((start) => rest.startsWith(start))) problems.push(`${label}: type missing`);
    }
  }
  return { total, problems };
}

/** For on-demand lines (`- name(a, b?) — …`): every top-level parameter's name and required flag, no types. */
export function checkParameterNames(tools: CheckedTool[], instructions: string): ParamCheck {
  const lines = instructions.split('\n');
  const problems: string[] = [];
  let total = 0;
  for (const tool of tools) {
    const line = lines.find((l) => l.startsWith(`- ${tool.name}(`)) ?? '';
    const listed = line.slice(line.indexOf('(') + 1, line.indexOf(')')).split(', ');
    const schema = resolveLocalRef(tool.inputSchema, tool.inputSchema);
    const props = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : {};
    const required = new Set(isObject(schema) && Array.isArray(schema['required']) ? schema['required'] : []);
    for (const key of Object.keys(props)) {
      total++;
      if (!listed.includes(required.has(key) ? key : `${key}?`))
        problems.push(`${tool.name}.${key}: name or required flag missing`);
    }
  }
  return { total, problems };
}
