// The text "Copy report" puts on the clipboard, to paste into an issue or a chat with whoever runs the
// server. Redacted: the URL keeps only its origin and path (no query, no user info), and every occurrence of
// a token, a header value or a query value is scrubbed (server-written texts may echo them).
import type { ServerConfig } from '../types';
import { scrubSecrets, secretsOf } from './reportSecrets';
import { redactedUrl } from './requestParts';
import { STATUS_LABEL } from '../../diagnose/statusLabel';
import type { DiagnosisStep } from './types';

export function diagnosisReport(
  config: ServerConfig,
  steps: readonly DiagnosisStep[],
  origin: string,
  when: Date = new Date(),
  /** The OAuth access token the run sent, when signed in: scrubbed like the configured credentials. */
  accessToken?: string,
): string {
  const headerCount = Object.keys(config.headers ?? {}).length;
  const credentials = [
    config.bearerToken ? 'bearer token' : '',
    headerCount ? `${headerCount} header(s)` : '',
    config.auth === 'oauth' ? 'OAuth' : '',
  ].filter(Boolean);
  const lines = [
    `MCP Multi Bridge diagnosis of ${redactedUrl(config.url)}`,
    `from ${origin}, transport ${config.transport}, credentials: ${credentials.join(', ') || 'none'}, ${when.toISOString()}`,
    '',
    ...steps.flatMap((step) => [
      `[${STATUS_LABEL[step.status]}] ${step.title}: ${step.detail}`,
      ...(step.fix ? [`       Fix: ${step.fix}`] : []),
    ]),
  ];
  // An error text may quote the full URL (a token in its query): only the redacted form leaves.
  const text = lines.join('\n').replaceAll(config.url, redactedUrl(config.url));
  return scrubSecrets(text, secretsOf(config, accessToken));
}
