// Our reader of a tool's MCP App meta agrees with ext-apps' own helpers on every form they accept.
import { getToolUiResourceUri, isToolVisibilityAppOnly } from '@modelcontextprotocol/ext-apps/app-bridge';
import { describe, expect, it } from 'vitest';
import { isAppOnlyTool, toolUiResourceUri } from './toolUi';

const tools = [
  {},
  { _meta: {} },
  { _meta: { ui: { resourceUri: 'ui://get-time/mcp-app.html' } } },
  { _meta: { 'ui/resourceUri': 'ui://legacy/app.html' } },
  { _meta: { ui: { resourceUri: 'ui://new.html' }, 'ui/resourceUri': 'ui://old.html' } },
  { _meta: { ui: { visibility: ['app'] } } },
  { _meta: { ui: { visibility: ['model'] } } },
  { _meta: { ui: { visibility: ['model', 'app'] } } },
];

describe('toolUi', () => {
  it.each(tools)('reads %j as ext-apps does', (tool) => {
    expect(toolUiResourceUri(tool)).toBe(getToolUiResourceUri(tool));
    expect(isAppOnlyTool(tool)).toBe(isToolVisibilityAppOnly(tool));
  });

  it('ignores a resource that is not ui:// (ext-apps throws; we show no app)', () => {
    const tool = { _meta: { ui: { resourceUri: 'https://evil.example/app.html' } } };
    expect(() => getToolUiResourceUri(tool)).toThrow();
    expect(toolUiResourceUri(tool)).toBeUndefined();
  });
});
