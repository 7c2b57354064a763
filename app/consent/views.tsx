// The one place that maps a request kind to its view. A new kind adds a line.
import type { ReactElement } from 'react';
import type { ConsentDecision, ConsentRequest, DecisionFor } from '../features/consent/messages';
import { ConfirmActionView } from './ConfirmActionView';
import { GrantView } from './GrantView';
import { HandoffView } from './HandoffView';

export interface ConsentViewProps<R extends ConsentRequest> {
  request: R;
  decide(decision: DecisionFor<R['kind']>): void;
}

export function consentView(request: ConsentRequest, decide: (d: ConsentDecision) => void): ReactElement {
  switch (request.kind) {
    case 'grant':
      return <GrantView request={request} decide={decide} />;
    case 'handoff':
      return <HandoffView request={request} decide={decide} />;
    case 'action':
      return <ConfirmActionView request={request} decide={decide} />;
  }
}
