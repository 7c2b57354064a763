// The automation settings in effect: the user's own choices over the defaults the connected page sent.
import type { PageSettings } from '../../../bridge/protocol/types';
import type { AppState } from '../../shell/appState';
import { effectiveSettings } from './settingsSlice';

export const selectSettings = (s: Pick<AppState, 'settingsOverrides' | 'page'>): PageSettings =>
  effectiveSettings(s.settingsOverrides, s.page.info?.settingsDefaults);
