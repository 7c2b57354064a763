// How browsers classify the app's origin: loopback hosts are "potentially trustworthy" (Secure Contexts).
import { isLoopbackHost as isLoopbackName } from '../../bridge/protocol/loopback.js';

/** The shared loopback names, plus *.localhost, which browsers also count as loopback for Secure Contexts. */
export function isLoopbackHost(hostname: string): boolean {
  return isLoopbackName(hostname) || hostname.toLowerCase().endsWith('.localhost');
}
