// Entry of index.html: the dashboard, top level on our origin (first-party storage). Inside another site's
// frame it shows only a notice; the app (store, storage, pairing links) starts only when top-level. (Chunks the
// bundler shares with the sidebar may load first, but they only define code: nothing in them runs on load.)
import '../styles.css';
import { refuseFraming } from '../shell/refuseFraming';

// A chunk that can't load leaves the page blank, as any failed script would; nothing here could say more.
if (!refuseFraming()) void import('./mountDashboard');
