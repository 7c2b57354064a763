import type { ComponentProps } from 'react';
import { pre } from './classNames';

/**
 * Text in a box that scrolls once it is taller than its bound. A tab stop, so a keyboard can scroll it as a
 * pointer can (WCAG 2.1.1); `className` replaces the shared `pre` look.
 */
export function ScrollText({ className = pre, ...props }: ComponentProps<'pre'>) {
  return (
    <pre
      tabIndex={0}
      className={`${className} focus-visible:outline-2 focus-visible:outline-indigo-500`}
      {...props}
    />
  );
}
