// Step 1: does anything answer at the server's address? A `no-cors` GET resolves (opaquely) as soon as any
// HTTP answer arrives, whatever the server's CORS headers, so it separates "nothing answers" from CORS.
// A stopped server, a wrong port and a request blocked by an extension all reject with the same bare
// "TypeError: Failed to fetch", at the same speed; only a second probe through the other loopback name can
// show a block aimed at 127.0.0.1 (or localhost) itself.
import { isMixedContent, reach, type Reach } from '../../diagnose/reachability';
import { hostPort, isLoopback, otherLoopbackUrl, redactedUrl } from './requestParts';
import type { DiagnoseContext, DiagnosisCheck } from './types';

function opaqueProbe(ctx: DiagnoseContext, url: string): Promise<Reach> {
  return reach(ctx.deps.timeoutMs, (signal) =>
    ctx.deps.fetch(url, { mode: 'no-cors', credentials: 'omit', signal }),
  );
}

export const checkReachability: DiagnosisCheck = {
  id: 'reachability',
  title: 'Reachability',
  async run(ctx) {
    const { url } = ctx.config;
    const where = hostPort(url);
    // An https page may not fetch plain http from another computer (mixed content): the browser refuses it
    // before any request leaves, which would otherwise read as "nothing answers".
    if (isMixedContent(ctx.deps.origin, url))
      return {
        status: 'fail',
        detail: `This page is https and ${where} is plain http on another computer: the browser blocks it as mixed content, before any request leaves.`,
        fix: 'Serve the server over https, or run it on this computer (127.0.0.1 is allowed) through the connector.',
      };
    const outcome = await opaqueProbe(ctx, url);
    ctx.facts.reachable = outcome === 'answered';
    if (outcome === 'answered') return { status: 'pass', detail: `The server answers at ${where}.` };
    if (outcome === 'timeout')
      return {
        status: 'fail',
        detail: `Nothing answered at ${where} within ${ctx.deps.timeoutMs / 1000} s.`,
        fix: 'Check that the server is running and not stuck, and that no firewall or proxy holds the request.',
      };
    const other = otherLoopbackUrl(url);
    if (other && (await opaqueProbe(ctx, other)) === 'answered') {
      const blocked = new URL(url).hostname;
      return {
        status: 'fail',
        detail: `Requests to ${where} fail, but the same server answers at ${hostPort(other)}: something in this browser blocks ${blocked} for this page, most likely an ad blocker or privacy extension.`,
        // Named by origin and path: this text is shown and copied, and the query may hold a key.
        fix: `Allow ${blocked} for this site in your ad blocker or privacy extension, or use ${redactedUrl(other)} as the server URL${new URL(other).search ? ' (with the same query)' : ''}.`,
      };
    }
    return { status: 'fail', detail: unreachableDetail(ctx), fix: unreachableFix(ctx) };
  },
};

function unreachableDetail(ctx: DiagnoseContext): string {
  const where = hostPort(ctx.config.url);
  if (!isLoopback(ctx.config.url))
    return `Nothing answered at ${where}: the server is down, the address is wrong, or a firewall, the network or a browser extension blocks it (the browser reports these the same way).`;
  const localPage = isLoopback(ctx.deps.origin);
  const other = otherLoopbackUrl(ctx.config.url);
  return (
    `Nothing answered at ${where}: the server is not running, the port is wrong, or an ad blocker or privacy extension blocks requests to it${localPage ? '' : ", or the browser's local network access permission was refused for this site"}. ` +
    'The browser reports all of these as the same "Failed to fetch", so this check can\'t tell them apart' +
    (other ? `; ${hostPort(other)} did not answer either.` : '.')
  );
}

function unreachableFix(ctx: DiagnoseContext): string {
  if (!isLoopback(ctx.config.url))
    return 'Check that the server is running and the URL is right; if it opens in a new tab, allow its host in your ad blocker for this site.';
  const host = new URL(ctx.config.url).hostname;
  return `Start the server and check its port; if it is running, allow ${host} for this site in your ad blocker or privacy extension.`;
}
