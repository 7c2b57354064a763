// The combined store's shape and the slice-creator type every slice uses.
import type { StateCreator } from 'zustand';
import type { ServersSlice } from './serversSlice';
import type { ToolsSlice } from './toolsSlice';
import type { CallsSlice } from './callsSlice';
import type { SettingsSlice } from './settingsSlice';
import type { GrantsSlice } from './grantsSlice';
import type { PageSlice } from './pageSlice';
import type { OAuthSlice } from './oauthSlice';
import type { PageToolsSlice } from './pageToolsSlice';
import type { StorageStatusSlice } from './storageStatusSlice';
import type { PromptsSlice } from './promptsSlice';
import type { TaughtSitesSlice } from './taughtSitesSlice';

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
  TaughtSitesSlice;

/** Slices are written against the combined state and the persist middleware that wraps it. */
export type SliceCreator<T> = StateCreator<AppState, [['zustand/persist', unknown]], [], T>;
