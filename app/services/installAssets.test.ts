// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { connectorCommand } from './installAssets';

describe('connectorCommand', () => {
  it("runs the connector package this deployment serves, from the page's own origin", () => {
    expect(window.location.origin).toBe('http://localhost:3000');
    expect(connectorCommand()).toBe('npx -y http://localhost:3000/connector.tgz');
  });

  it('names the config file when the user saved one', () => {
    expect(connectorCommand('mcp.json')).toBe('npx -y http://localhost:3000/connector.tgz --config mcp.json');
  });
});
