// Styles go through element.style (CSSOM), not a <style> element: CSSOM writes are not subject to a
// page's `style-src` CSP, and inline `!important` beats any page rule that reaches our host element.

type Styles = Record<string, string>;

export function applyStyles(element: HTMLElement, styles: Styles): void {
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
}

/** `name:value;...` declarations as a map: as compact in the bundle as CSS text, applied one by one. */
function css(text: string): Styles {
  const styles: Styles = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    styles[declaration.slice(0, colon)] = declaration.slice(colon + 1);
  }
  return styles;
}

const FIXED = 'position:fixed;z-index:2147483647;margin:0;';
const EDGE = '1px solid rgba(0,0,0,.15)';
const FONT = 'font:14px/1.4 system-ui,sans-serif';

// No opacity, transform or filter on our host: the sidebar's visibility check (IntersectionObserver v2)
// would then call an honest frame hidden and keep Run disabled.
export const hostStyles = css(
  'display:block;position:static;opacity:1;transform:none;filter:none;margin:0;padding:0',
);

export const frameStyles = (width: number): Styles =>
  css(
    `${FIXED}top:0;right:0;width:${width}px;max-width:100vw;height:100vh;box-sizing:border-box;padding:0;` +
      `border:0;border-left:${EDGE};box-shadow:-4px 0 16px rgba(0,0,0,.12);background:#fff`,
  );

export const handleStyles = (rightPx: number): Styles =>
  css(
    `${FIXED}top:50%;right:${rightPx}px;transform:translateY(-50%);padding:10px 6px;` +
      'border:1px solid rgba(0,0,0,.2);border-right:0;border-radius:8px 0 0 8px;background:#1f2937;' +
      'color:#fff;font:bold 12px/1 system-ui,sans-serif;writing-mode:vertical-rl;cursor:pointer',
  );

export const noticeStyles = css(
  `${FIXED}top:16px;right:40px;width:300px;max-width:calc(100vw - 56px);padding:14px 16px;` +
    `border:${EDGE};border-radius:10px;background:#fff;color:#111827;` +
    `box-shadow:0 8px 24px rgba(0,0,0,.18);text-align:left;${FONT}`,
);

export const noticeTextStyles = css(`margin:0 0 10px;padding:0;color:#111827;${FONT}`);

const BUTTON = `margin:0 8px 0 0;padding:6px 12px;border:1px solid #1f2937;border-radius:6px;cursor:pointer;${FONT}`;
export const buttonStyles = css(`${BUTTON};background:#1f2937;color:#fff`);
export const secondaryButtonStyles = css(`${BUTTON};background:#fff;color:#1f2937`);
