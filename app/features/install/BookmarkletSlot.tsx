// Where the bookmarklet is offered (the guide's step 2, the Install tab): the link to drag once it is read,
// until then why not.
import { BookmarkletLink } from './BookmarkletLink';
import { muted } from '../../ui/classNames';

export interface BookmarkletSlotProps {
  /** null while loading or when the build has no bookmarklet. */
  code: string | null;
  error?: string | undefined;
  onDragStart?: (() => void) | undefined;
}

export function BookmarkletSlot({ code, error, onDragStart }: BookmarkletSlotProps) {
  if (!code) return <p className={muted}>{error ?? 'Loading the bookmarklet…'}</p>;
  return <BookmarkletLink code={code} label="MCP Bridge" {...(onDragStart ? { onDragStart } : {})} />;
}
