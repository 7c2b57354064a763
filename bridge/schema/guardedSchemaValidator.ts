// The JSON Schema validator our MCP clients use for a tool's outputSchema: the SDK's default for this
// environment, behind our pattern screen. The SDK checks a result's structuredContent on the sidebar's
// main thread, so a catastrophic `pattern` there could freeze it. Such a schema is not compiled: its
// results go unchecked against it (they are the server's claim about its own output, shown as text),
// while the tool itself keeps working, since the screen also flags some safe real-world patterns.
import type { JsonSchemaType, jsonSchemaValidator } from '@modelcontextprotocol/client';
import { DefaultJsonSchemaValidator } from '@modelcontextprotocol/client/_shims';
import { unsafeSchemaReason } from './safePatterns';

export function guardedSchemaValidator(
  inner: jsonSchemaValidator = new DefaultJsonSchemaValidator(),
): jsonSchemaValidator {
  return {
    getValidator<T>(schema: JsonSchemaType) {
      if (unsafeSchemaReason(schema) === undefined) return inner.getValidator<T>(schema);
      return (input: unknown) => ({ valid: true, data: input as T, errorMessage: undefined });
    },
  };
}
