// A resource template's variables and its expansion into a URI (RFC 6570, through the SDK's UriTemplate), so
// the form asks for exactly the variables the template names and the URI read is the one the server expects.
import { UriTemplate } from '@modelcontextprotocol/client';

export type ParsedTemplate =
  | {
      ok: true;
      variables: string[];
      /** Variables of query expressions ({?q}, {&page}): left out of the URI when empty, so not required. */
      optional: string[];
      expand(values: Record<string, string>): string;
    }
  | { ok: false; error: string };

export function parseTemplate(uriTemplate: string): ParsedTemplate {
  let template: UriTemplate;
  try {
    template = new UriTemplate(uriTemplate);
  } catch (error) {
    return {
      ok: false,
      error: `The server's URI template "${uriTemplate}" is not valid (${error instanceof Error ? error.message : String(error)}); ask its maintainer to fix it.`,
    };
  }
  // A variable named twice ({id} and {?id}) is one field.
  const variables = [...new Set(template.variableNames)];
  const optional = [...uriTemplate.matchAll(/\{[?&]([^}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map((name) => name.replace(/[*]$|:\d+$/, '').trim()),
  );
  return {
    ok: true,
    variables,
    optional: variables.filter((name) => optional.includes(name)),
    // Empty fields are left out, so an optional query variable ({?q}) expands to nothing.
    expand: (values) =>
      template.expand(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))),
  };
}
