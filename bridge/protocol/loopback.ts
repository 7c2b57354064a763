// Which host names are the user's own machine. Shared by the pairing check, the diagnosis and the connector's
// doctor, so a connector or server at 127.0.0.2 or LOCALHOST is judged the same everywhere.

/** True for 127.0.0.0/8, ::1 (bracketed or not) and localhost, in any case. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host === '::1') return true;
  const octets = host.split('.');
  return (
    octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  );
}
