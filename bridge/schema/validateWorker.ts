// Worker entry: runs the hub's validateArguments (ajv) off the page. See validateInWorker.ts for why.
import type { ArgumentErrors } from './validate';
import { validateArguments } from './validate';

export interface ValidateRequest {
  id: number;
  schema: unknown;
  input: Record<string, unknown>;
}

export interface ValidateReply {
  id: number;
  errors: ArgumentErrors;
}

// Typed by hand: the DOM and WebWorker libs can't both be in one tsconfig.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ValidateRequest>) => void) | null;
  postMessage(reply: ValidateReply): void;
};

scope.onmessage = ({ data }) => {
  // validateArguments reports a bad schema or input as errors; it does not reject.
  void validateArguments(data.schema, data.input, { screenPatterns: false }).then((errors) =>
    scope.postMessage({ id: data.id, errors }),
  );
};
