// The MCP Apps sandbox proxy (the extension's double-frame pattern; app/features/mcpApps/README.md). Its response header
// CSP starts with `sandbox allow-scripts`, so this page and the app it holds run in an opaque origin however they
// are loaded: no storage, cookies or DOM of the sidebar. It waits for the sidebar's sandbox-resource-ready, puts
// the app's HTML (already carrying the app's own CSP) into an inner sandboxed frame, and relays JSON-RPC both
// ways, only between its parent and that frame.
(function () {
  'use strict';
  if (window.parent === window) {
    document.body.textContent = 'This page only shows MCP Apps inside MCP Multi Bridge.';
    return;
  }
  var inner = null;
  var toParent = function (message) {
    window.parent.postMessage(message, '*');
  };
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source === window.parent) {
      if (data && data.method === 'ui/notifications/sandbox-resource-ready') {
        var html = data.params && data.params.html;
        if (inner || typeof html !== 'string') return; // One app per proxy, loaded once.
        inner = document.createElement('iframe');
        // Never allow-same-origin (it would hand the app this document), popups or top navigation: links go
        // through the sidebar's ui/open-link, which asks the user first.
        inner.setAttribute('sandbox', 'allow-scripts allow-forms');
        inner.setAttribute('title', 'MCP App');
        inner.srcdoc = html;
        document.body.appendChild(inner);
      } else if (inner && inner.contentWindow) {
        inner.contentWindow.postMessage(data, '*');
      }
    } else if (inner && event.source === inner.contentWindow) {
      toParent(data);
    }
  });
  toParent({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} });
})();
