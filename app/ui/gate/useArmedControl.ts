// Binds the visibility gate to a group of buttons: `ref` goes on their container, `guard` wraps each
// click handler so an activation that reaches a disarmed or moved control does nothing. With
// `enabled: false` the controls are plain (always armed), for places no other site can cover.
import { useCallback, useRef, useState } from 'react';
import { watchControl, type ControlGate, type GateState } from './visibilityGate';

export interface ArmedControl {
  state: GateState;
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  guard(action: () => void): () => void;
}

export function useArmedControl({ enabled = true }: { enabled?: boolean } = {}): ArmedControl {
  const [state, setState] = useState<GateState>(enabled ? 'arming' : 'armed');
  const gate = useRef<ControlGate | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !enabled) return undefined;
      const watched = watchControl(element, setState);
      gate.current = watched;
      return () => {
        watched.stop();
        if (gate.current === watched) gate.current = null;
      };
    },
    [enabled],
  );
  const guard = useCallback(
    (action: () => void) => () => {
      if (!enabled || gate.current?.confirm()) action();
    },
    [enabled],
  );
  return { state, ref, guard };
}

/** True inside a frame: there any site may hide or cover us. A cross-origin `top` still compares safely. */
export function isFramed(win: Window = window): boolean {
  return win.top !== win.self;
}
