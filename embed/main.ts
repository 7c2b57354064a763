// Entry of the page bundle (dist/embed.js and the bookmarklet). Runs once per injection; the loader
// makes a second run toggle the sidebar instead of adding another one.
import { mount } from './loader/mount';
import { defaultConfig } from './loader/readConfig';
import { startPageRuntime } from './runtime/startPageRuntime';

// currentScript must be read now, while this script is the one running (null for a bookmarklet).
const script = document.currentScript;

mount({ win: window, script, defaults: defaultConfig(__APP_ORIGIN__), startRuntime: startPageRuntime });
