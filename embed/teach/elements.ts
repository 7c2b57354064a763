// What counts as a chat input and as a send control: the derivation climbs to these, the live checks demand them.

export const EDITABLE =
  'textarea,input,[contenteditable=true],[contenteditable=""],[contenteditable=plaintext-only]';

export const BUTTON = 'button,[role=button],input[type=submit],input[type=button],[type=submit]';

/** Words a site's own send control (a div without button semantics) carries in its class. */
export const SEND_WORDS = /send|submit|btn|button|enter|operate/i;
