// The combined store's shape and the slice-creator type every slice uses.
import type { StateCreator } from 'zustand';
import type { ServersSlice } from '../features/servers/serversSlice';
import type { ToolsSlice } from '../features/tools/toolsSlice';
import type { CallsSlice } from '../features/calls/callsSlice';
import type { SettingsSlice } from '../features/settings/settingsSlice';
import type { GrantsSlice } from '../features/consent/grantsSlice';
import type { PageSlice } from '../features/page/pageSlice';
import type { OAuthSlice } from '../features/oauth/oauthSlice';
import type { PageToolsSlice } from '../features/tools/pageToolsSlice';
import type { StorageStatusSlice } from '../features/storage/storageStatusSlice';
import type { PromptsSlice } from '../features/prompts/promptsSlice';
import type { TaughtSitesSlice } from '../features/teach/taughtSitesSlice';
import type { NoticeSlice } from '../core/notices';

export type AppState = ServersSlice &
  ToolsSlice &
  CallsSlice &
  SettingsSlice &
  GrantsSlice &
  PageSlice &
  OAuthSlice &
  PageToolsSlice &
  StorageStatusSlice &
  PromptsSlice &
  TaughtSitesSlice &
  NoticeSlice;

/** Slices are written against the combined state and the persist middleware that wraps it. */
export type SliceCreator<T> = StateCreator<AppState, [['zustand/persist', unknown]], [], T>;
