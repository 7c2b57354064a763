// Origins the user allowed to use their tools. Deny by default; a grant is remembered until revoked.
import { isOpaqueOrigin } from '../../../bridge/hub/opaqueOrigin';
import type { SliceCreator } from '../../shell/appState';

export interface OriginGrant {
  grantedAt: number;
}

export interface GrantsSlice {
  grants: Record<string, OriginGrant>;
  grantOrigin(origin: string): void;
  revokeOrigin(origin: string): void;
}

export const createGrantsSlice: SliceCreator<GrantsSlice> = (set) => ({
  grants: {},
  // "null" (sandboxed frames, local files) names every opaque page at once, so it is never granted.
  grantOrigin: (origin) => {
    if (isOpaqueOrigin(origin)) return;
    set((s) => ({ grants: { ...s.grants, [origin]: { grantedAt: Date.now() } } }));
  },
  revokeOrigin: (origin) =>
    set((s) => {
      const grants = { ...s.grants };
      delete grants[origin];
      return { grants };
    }),
});
