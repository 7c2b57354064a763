// 'push' layout: make room for the sidebar by a margin on <html>, and put back whatever inline margin
// the page had when the sidebar closes.

export interface PushLayout {
  apply(width: number): void;
  restore(): void;
}

export function pushLayout(root: HTMLElement): PushLayout {
  let saved: { value: string; priority: string } | null = null;
  return {
    apply(width) {
      saved ??= {
        value: root.style.getPropertyValue('margin-right'),
        priority: root.style.getPropertyPriority('margin-right'),
      };
      root.style.setProperty('margin-right', `${width}px`, 'important');
    },
    restore() {
      if (!saved) return;
      if (saved.value) root.style.setProperty('margin-right', saved.value, saved.priority);
      else root.style.removeProperty('margin-right');
      saved = null;
    },
  };
}
