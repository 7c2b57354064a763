// Init script of the "sidebar ready" benchmark, run in the demo chat and in each of its frames before their own
// scripts. In the chat: when the loader puts the sidebar frame into the document, and when the hub's first
// answers arrive (the page runtime's postMessage channel). In the sidebar frame: when a tab panel first shows
// its content. Times are `performance.timeOrigin + performance.now()`, comparable across the two processes.
interface ReadyMarks {
  frameAt?: number;
  hubAt?: number;
  toolsAt?: number;
}
interface ProbeWindow {
  __probeAppOrigin: string;
  __sidebarReady?: ReadyMarks;
  __sidebarPanelAt?: number;
}

const probeWindow = window as unknown as Window & ProbeWindow;
const appOrigin = probeWindow.__probeAppOrigin;
const now = () => performance.timeOrigin + performance.now();

function watchPanel(): void {
  const observer = new MutationObserver(() => {
    const panel = document.querySelector('[role="tabpanel"]');
    // Before its code and the runtime have loaded, a panel shows only a "Loading…" status line.
    if (!panel?.firstElementChild || panel.querySelector(':scope > [role="status"]')) return;
    probeWindow.__sidebarPanelAt = now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

function watchChat(): void {
  const marks: ReadyMarks = {};
  probeWindow.__sidebarReady = marks;
  // The loader builds its frame inside an open shadow root and then attaches the root's host to the page.
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        const frame = node instanceof Element ? node.shadowRoot?.querySelector('iframe') : undefined;
        if (frame?.getAttribute('src')?.startsWith(`${appOrigin}/`)) marks.frameAt ??= now();
      }
  }).observe(document, { childList: true, subtree: true });
  addEventListener(
    'message',
    (event: MessageEvent<{ payload?: { result?: { protocolVersion?: string; tools?: unknown[] } } }>) => {
      if (event.origin !== appOrigin) return;
      const result = event.data?.payload?.result;
      if (result?.protocolVersion !== undefined) marks.hubAt ??= now();
      if (Array.isArray(result?.tools) && result.tools.length > 0) marks.toolsAt ??= now();
    },
    true,
  );
}

if (location.origin === appOrigin) watchPanel();
else if (window.top === window) watchChat();
