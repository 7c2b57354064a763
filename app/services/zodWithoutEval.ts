// Our pages' CSP has no 'unsafe-eval' (public/_headers). zod probes for eval with `new Function` on its
// first object parse, which the CSP blocks and reports as a violation; jitless mode skips the probe and
// the compiled fast path. Import this first in every entry that loads zod (the MCP SDK does).
import * as z from 'zod/v4';

z.config({ jitless: true });
