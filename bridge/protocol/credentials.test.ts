import { describe, expect, it } from 'vitest';
import { SECRET_NAME, hasCredentials } from './credentials';
import { PAGE_SETTINGS } from './settings';

describe('hasCredentials', () => {
  it.each([
    'https://user:pw@tools.example/mcp',
    'https://user@tools.example/mcp',
    'https://tools.example/mcp?access_token=abc',
    'https://tools.example/mcp?client_secret=abc',
    'https://tools.example/mcp?key=abc',
    'https://tools.example/mcp?api_key=abc',
    'https://tools.example/mcp?apiKey=abc',
    'https://tools.example/mcp?auth=abc',
    'https://tools.example/mcp?password=abc',
    'https://tools.example/mcp?X-Amz-Signature=abc',
    'https://tools.example/mcp?sig=abc',
    'https://tools.example/mcp?session=abc',
    'https://tools.example/mcp#access_token=abc',
  ])('refuses %s', (url) => {
    expect(hasCredentials(new URL(url))).toBe(true);
  });

  it.each([
    'https://tools.example/mcp',
    'http://127.0.0.1:3000/mcp?workspace=docs&lang=en',
    'https://tools.example/mcp#section',
    'https://tools.example/design/mcp?signal=1',
  ])('accepts %s', (url) => {
    expect(hasCredentials(new URL(url))).toBe(false);
  });
});

describe('SECRET_NAME', () => {
  it('matches a secret anywhere in a name, in any case', () => {
    for (const name of [
      'token',
      'accessToken',
      'client_secret',
      'Authorization',
      'headers',
      'Cookie',
      'apiKey',
    ])
      expect(SECRET_NAME.test(name), name).toBe(true);
  });

  it('matches no key of the embed config, so stripping secrets never drops a real setting', () => {
    const configKeys = [
      ...['appOrigin', 'sidebarPath', 'adapter', 'selectors', 'layout', 'open', 'width', 'mode'],
      ...['settingsDefaults', 'suggestedServers', 'name', 'url', 'webmcpChannel'],
      ...['input', 'sendButton', 'assistantMessage', 'codeBlock', 'streaming', 'userMessage', 'fileInput'],
      ...Object.keys(PAGE_SETTINGS),
    ];
    expect(configKeys.filter((key) => SECRET_NAME.test(key))).toEqual([]);
  });
});
