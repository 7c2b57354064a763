// How browsers classify the two ends: loopback hosts are "potentially trustworthy" (Secure Contexts).

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** https, or http to a loopback host: what an https page may fetch without mixed-content blocking. */
export function isPotentiallyTrustworthy(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname));
}
