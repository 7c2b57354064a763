// One bound for every walk over an untrusted JSON Schema (argument coercion, the instructions' type text,
// the tool form): recursive $refs under anyOf/oneOf make a 150-byte schema cost exponential time or
// overflow the stack, so each walk counts its steps and depth and stops at a fixed budget.

/** Enough for large honest arguments (thousands of values); a hostile schema stops within a second. */
export const MAX_SCHEMA_STEPS = 100_000;
export const MAX_SCHEMA_DEPTH = 64;

/** How every budget error starts, for callers that get it as text (coercion errors are strings). */
export const TOO_COMPLEX = "The tool's input schema is too complex or recursive to check";

export class SchemaTooComplexError extends Error {
  constructor(limit: string) {
    super(`${TOO_COMPLEX} (over ${limit})`);
    this.name = 'SchemaTooComplexError';
  }
}

export interface WalkBudget {
  /** Steps counted so far, including the one that broke the budget. */
  readonly steps: number;
  /** Counts one step at this depth; false once the steps or the depth are over budget. */
  take(depth: number): boolean;
  /** Like take, but throws SchemaTooComplexError: for walks that must fail rather than degrade. */
  spend(depth: number): void;
}

export function walkBudget(maxSteps = MAX_SCHEMA_STEPS, maxDepth = MAX_SCHEMA_DEPTH): WalkBudget {
  let steps = 0;
  return {
    get steps() {
      return steps;
    },
    take(depth) {
      steps++;
      return steps <= maxSteps && depth <= maxDepth;
    },
    spend(depth) {
      steps++;
      if (steps > maxSteps) throw new SchemaTooComplexError(`${maxSteps} steps`);
      if (depth > maxDepth) throw new SchemaTooComplexError(`${maxDepth} levels deep`);
    },
  };
}
