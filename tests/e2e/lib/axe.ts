// Runs axe-core (the outside rule set, as published) in a page or a frame of ours and reads its violations
// as one line each, so a failing test says what to fix and where.
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';

/** One line per element that breaks a rule: "rule (impact) at selector: help". */
export async function axeViolations(target: Page | Frame): Promise<string[]> {
  // Evaluated over the DevTools protocol, so the pages' strict CSP (no inline script) does not refuse it.
  await target.evaluate(axe.source);
  const violations = await target.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    // Each frame of ours is checked on its own; a frame inside one (an MCP App) is someone else's markup.
    const results = await run(document, { iframes: false, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' >> ')),
    }));
  });
  return violations.flatMap(({ id, impact, help, targets }) =>
    targets.map((target) => `${id} (${impact ?? 'no impact'}) at ${target}: ${help}`),
  );
}
