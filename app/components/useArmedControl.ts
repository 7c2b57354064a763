// Binds the visibility gate to a group of approval buttons: `ref` goes on their container, `guard` wraps
// each click handler so an activation that reaches a disarmed or moved control does nothing.
import { useCallback, useRef, useState } from 'react';
import { watchControl, type ControlGate, type GateState } from '../services/visibilityGate';

export interface ArmedControl {
  state: GateState;
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  guard(action: () => void): () => void;
}

export function useArmedControl(): ArmedControl {
  const [state, setState] = useState<GateState>('arming');
  const gate = useRef<ControlGate | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const watched = watchControl(element, setState);
    gate.current = watched;
    return () => {
      watched.stop();
      if (gate.current === watched) gate.current = null;
    };
  }, []);
  const guard = useCallback(
    (action: () => void) => () => {
      if (gate.current?.confirm()) action();
    },
    [],
  );
  return { state, ref, guard };
}
