// The method maps are types: these checks fail at typecheck (tsc), and the runtime part checks the names.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { HUB_METHODS, PAGE_METHODS } from './constants';
import type { HubMethods, NotificationMethod, PageMethods, RequestMethod, ResultOf } from './methods';
import type { AdapterHealth, PageActionResult, PageInfoParams } from './types';

type ValueOf<T> = T[keyof T];

describe('the page <-> hub method maps', () => {
  it('have one shape per method name, both ways', () => {
    expectTypeOf<keyof PageMethods>().toEqualTypeOf<ValueOf<typeof PAGE_METHODS>>();
    expectTypeOf<keyof HubMethods>().toEqualTypeOf<ValueOf<typeof HUB_METHODS>>();
    expect(new Set(Object.values(PAGE_METHODS)).size).toBe(Object.keys(PAGE_METHODS).length);
    expect(new Set(Object.values(HUB_METHODS)).size).toBe(Object.keys(HUB_METHODS).length);
  });

  it('tell requests from notifications', () => {
    expectTypeOf<RequestMethod<HubMethods>>().toEqualTypeOf<
      | typeof HUB_METHODS.pageInfo
      | typeof HUB_METHODS.scanCalls
      | typeof HUB_METHODS.deriveSelectors
      | typeof HUB_METHODS.readResults
    >();
    expectTypeOf<NotificationMethod<HubMethods>>().toEqualTypeOf<
      typeof HUB_METHODS.pageTools | typeof HUB_METHODS.pageHealth | typeof HUB_METHODS.focusCall
    >();
    expectTypeOf<RequestMethod<PageMethods>>().toEqualTypeOf<keyof PageMethods>();
    expectTypeOf<NotificationMethod<PageMethods>>().toBeNever();
  });

  it('carry the protocol types', () => {
    expectTypeOf<HubMethods[typeof HUB_METHODS.pageInfo]['params']>().toEqualTypeOf<PageInfoParams>();
    expectTypeOf<ResultOf<PageMethods[typeof PAGE_METHODS.health]>>().toEqualTypeOf<AdapterHealth>();
    expectTypeOf<ResultOf<PageMethods[typeof PAGE_METHODS.submit]>>().toEqualTypeOf<PageActionResult>();
  });
});
