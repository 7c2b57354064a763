// Entry of index.html: the dashboard, top level on our origin (first-party storage). Inside another site's
// frame it shows only a notice; the app (store, storage, pairing links) loads only when top-level.
import '../styles.css';
import { refuseFraming } from '../services/refuseFraming';

if (!refuseFraming()) void import('./mountDashboard');
