// Entry of consent.html: a top-level window on our origin where the user takes the decisions that hand out
// power (grant a site, copy the configuration). A frame may ask for them, never take them, so inside a
// frame this page shows only a notice.
import '../styles.css';
import { refuseFraming } from '../shell/refuseFraming';

// A chunk that can't load leaves the page blank, as any failed script would; nothing here could say more.
if (!refuseFraming()) void import('./mountConsent');
