// Entry of oauth-callback.html: the authorization server redirects the sign-in popup here. We hand the
// query (code, state, iss) to the sidebar window that opened the popup; it checks state and exchanges the code.
import '../styles.css';
import { OAUTH_CALLBACK_MESSAGE } from '../features/oauth/oauthProvider';
import { refuseFraming } from '../shell/refuseFraming';

function say(text: string): void {
  const status = document.getElementById('status');
  if (status) status.textContent = text;
}

function passCallback(): void {
  const params = new URLSearchParams(window.location.search);
  const opener = window.opener as Window | null;
  if (!params.has('code') && !params.has('error')) {
    say('Opening the sign-in page…');
  } else if (!opener) {
    say('This sign-in window lost its connection to the sidebar. Close it and click Sign in again.');
  } else {
    opener.postMessage(
      { type: OAUTH_CALLBACK_MESSAGE, search: window.location.search },
      window.location.origin,
    );
    say('Signed in. Finishing in the sidebar…');
  }
}

// Framed by another site, it passes nothing on.
if (!refuseFraming()) passCallback();
