// Styles go through element.style (CSSOM), not a <style> element: CSSOM writes are not subject to a
// page's `style-src` CSP, and inline `!important` beats any page rule that reaches our host element.

type Styles = Record<string, string>;

export function applyStyles(element: HTMLElement, styles: Styles): void {
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
}

const TOP_LAYER = '2147483647';
const FONT = '14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif';

// No opacity, transform or filter on our host: the sidebar's visibility check (IntersectionObserver v2)
// would then call an honest frame hidden and keep Run disabled.
export const hostStyles: Styles = {
  display: 'block',
  position: 'static',
  opacity: '1',
  transform: 'none',
  filter: 'none',
  margin: '0',
  padding: '0',
};

export function frameStyles(width: number): Styles {
  return {
    position: 'fixed',
    top: '0',
    right: '0',
    width: `${width}px`,
    'max-width': '100vw',
    height: '100vh',
    'box-sizing': 'border-box',
    margin: '0',
    padding: '0',
    border: '0',
    'border-left': '1px solid rgba(0, 0, 0, 0.15)',
    'box-shadow': '-4px 0 16px rgba(0, 0, 0, 0.12)',
    background: '#fff',
    'z-index': TOP_LAYER,
  };
}

export function handleStyles(rightPx: number): Styles {
  return {
    position: 'fixed',
    top: '50%',
    right: `${rightPx}px`,
    transform: 'translateY(-50%)',
    'z-index': TOP_LAYER,
    margin: '0',
    padding: '10px 6px',
    border: '1px solid rgba(0, 0, 0, 0.2)',
    'border-right': '0',
    'border-radius': '8px 0 0 8px',
    background: '#1f2937',
    color: '#fff',
    font: 'bold 12px/1 system-ui, sans-serif',
    'writing-mode': 'vertical-rl',
    cursor: 'pointer',
  };
}

export const noticeStyles: Styles = {
  position: 'fixed',
  top: '16px',
  right: '40px',
  width: '300px',
  'max-width': 'calc(100vw - 56px)',
  'z-index': TOP_LAYER,
  margin: '0',
  padding: '14px 16px',
  border: '1px solid rgba(0, 0, 0, 0.15)',
  'border-radius': '10px',
  background: '#fff',
  color: '#111827',
  font: FONT,
  'box-shadow': '0 8px 24px rgba(0, 0, 0, 0.18)',
  'text-align': 'left',
};

export const noticeTextStyles: Styles = { margin: '0 0 10px', padding: '0', color: '#111827', font: FONT };

export const buttonStyles: Styles = {
  margin: '0 8px 0 0',
  padding: '6px 12px',
  border: '1px solid #1f2937',
  'border-radius': '6px',
  background: '#1f2937',
  color: '#fff',
  font: FONT,
  cursor: 'pointer',
};

export const secondaryButtonStyles: Styles = { ...buttonStyles, background: '#fff', color: '#1f2937' };
