// The one rule for what counts as a secret in what the page can read (the embed config, a suggested server's
// URL). The dashboard's snippet generator and the page's loader both apply it, so a snippet the generator
// accepts is one the loader keeps, and the loader on the untrusted page is never the weaker check.

/** A name that suggests a secret, anywhere in it: `client_secret`, `api_key`, `key`, `accessToken`, `X-Auth`... */
export const SECRET_NAME = /token|key|secret|passw|auth|cookie|header|credential|session|signature|^sig$/im;

/** True when the URL carries credentials: a user or password, or a secret-looking name in its query or fragment. */
export function hasCredentials(url: URL): boolean {
  // One query name a line (so `^sig$` sees each); the fragment as a whole, as it never reaches the server anyway.
  return (
    !!(url.username || url.password) || SECRET_NAME.test([...url.searchParams.keys(), url.hash].join('\n'))
  );
}
