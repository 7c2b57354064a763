// The combined store's shape and the slice-creator type every slice uses.
import type { StateCreator } from 'zustand';
import type { ServersSlice } from '../features/servers';
import type { ToolsSlice } from '../features/tools';
import type { CallsSlice } from '../features/calls';
import type { SettingsSlice } from '../features/settings';
import type { GrantsSlice } from '../features/consent';
import type { PageSlice } from '../features/page';
import type { OAuthSlice } from '../features/oauth';
import type { PageToolsSlice } from '../features/tools';
import type { StorageStatusSlice } from '../features/storage';
import type { PromptsSlice } from '../features/prompts';
import type { TaughtSitesSlice } from '../features/teach';
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
