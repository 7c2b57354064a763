// The demo chat without the embed snippet and without a CSP, on its own origin: the page a user clicks the
// bookmarklet on. Same template, script and assistant as the demo server's pages (scripts/lib/demoServer.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleDemoChat, renderChatPage } from '../../../scripts/lib/demoServer';
import { repoPath } from '../../../scripts/lib/paths';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/staticServer';

const CHAT_DIR = repoPath('demo', 'chat');

export async function startPlainDemoChat(): Promise<StaticServer> {
  const [template, css, script] = await Promise.all([
    readFile(join(CHAT_DIR, 'index.html'), 'utf8'),
    readFile(join(CHAT_DIR, 'chat.css'), 'utf8'),
    bundleDemoChat(),
  ]);
  // As the demo server's pages: the filesystem server's root is the demo workspace, named ".".
  const page = renderChatPage({ template, config: { workspacePath: '.', seed: 1 } });
  return startStaticServer({
    routes: {
      '/': { body: page },
      '/chat.js': { body: script, contentType: 'text/javascript; charset=utf-8' },
      '/chat.css': { body: css, contentType: 'text/css; charset=utf-8' },
      '/favicon.ico': { body: '', status: 204 },
    },
  });
}
