// A page with the opaque origin "null" (sandboxed frame, local file) can never be allowed: the store refuses
// the grant, a stored one does not count, and the sidebar says why instead of offering Allow.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { OPAQUE_ORIGIN_MESSAGE } from '../../bridge/hub/opaqueOrigin';
import { isGranted } from '../features/consent/grants';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import type { AppStore } from '../shell/store';
import { PagePrompts } from './PagePrompts';

let store: AppStore;

beforeEach(() => {
  localStorage.clear();
  store = testStore();
});

describe('the opaque origin "null"', () => {
  it('is never granted by the store', () => {
    store.getState().grantOrigin('null');
    store.getState().grantOrigin('https://chat.example');
    expect(Object.keys(store.getState().grants)).toEqual(['https://chat.example']);
  });

  it('does not count as granted even if a grant for it was stored earlier', () => {
    store.setState({ grants: { null: { grantedAt: 1 } } });
    expect(isGranted(store.getState(), 'null')).toBe(false);
  });

  it('gets a notice in the sidebar instead of an Allow button', () => {
    store.getState().setPageConnected('null');
    renderWithRuntime(<PagePrompts />, testRuntime({ store }));
    expect(screen.getByRole('status').textContent).toBe(OPAQUE_ORIGIN_MESSAGE);
    expect(OPAQUE_ORIGIN_MESSAGE).toBe(
      "This page has no origin (sandboxed or local file); it can't be allowed.",
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
