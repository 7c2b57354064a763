// How browsers classify the two ends: loopback hosts are "potentially trustworthy" (Secure Contexts).
import { isLoopbackHost as isLoopbackName } from '../../bridge/protocol/loopback.js';

/** The shared loopback names, plus *.localhost, which browsers also count as loopback for Secure Contexts. */
export function isLoopbackHost(hostname: string): boolean {
  return isLoopbackName(hostname) || hostname.toLowerCase().endsWith('.localhost');
}

/** https, or http to a loopback host: what an https page may fetch without mixed-content blocking. */
export function isPotentiallyTrustworthy(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname));
}
