import { useEffect, useRef } from 'react';

/**
 * React 19 replaces javascript: URLs in href with an error-throwing stub, so the bookmarklet's code is set
 * on the DOM property after mount. The code is our own build output read from our origin, not page data.
 */
export function BookmarkletLink({
  code,
  label,
  onDragStart,
}: {
  code: string;
  label: string;
  /** The user started dragging it (to the bookmarks bar, we hope: where it lands is out of our sight). */
  onDragStart?: () => void;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.href = code;
  }, [code]);
  return (
    <a
      ref={ref}
      draggable
      onClick={(e) => e.preventDefault()}
      {...(onDragStart ? { onDragStart } : {})}
      className="inline-flex cursor-grab items-center gap-1 rounded-full bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-indigo-500"
    >
      {label}
    </a>
  );
}
