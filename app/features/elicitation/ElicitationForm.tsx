import { useState, type FormEvent } from 'react';
import type { ElicitResult } from '@modelcontextprotocol/client';
import type { FormElicitation } from '../../../bridge/connections/elicitationQueue';
import type { ArgumentErrors, ArgumentValidator } from '../../../bridge/schema/validate';
import { AnswerRow } from './AnswerRow';
import { SchemaForm } from '../../ui/schemaForm/SchemaForm';
import { isFramed, useArmedControl } from '../../ui/gate/useArmedControl';
import { primaryButton } from '../../ui/classNames';
import { acceptAnswer, startingValues } from './formAnswer';

export interface ElicitationFormProps {
  ask: FormElicitation;
  validate: ArgumentValidator;
  onAnswer(result: ElicitResult): void;
}

/**
 * The server's schema as the tool form draws it. Accept is behind the frame's visibility gate, as Run is:
 * a hidden or covered sidebar (or a script on the page) can't send the values; Decline always can.
 */
export function ElicitationForm({ ask, validate, onAnswer }: ElicitationFormProps) {
  const [values, setValues] = useState(() => startingValues(ask.requestedSchema));
  const [errors, setErrors] = useState<ArgumentErrors>({});
  const [checking, setChecking] = useState(false);
  const { state, ref, guard } = useArmedControl({ enabled: isFramed() });
  const accept = async () => {
    setChecking(true);
    try {
      const checked = await acceptAnswer(ask.requestedSchema, values, validate);
      if ('errors' in checked) setErrors(checked.errors);
      else onAnswer(checked.answer);
    } finally {
      setChecking(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // accept() shows its own failure on the form.
    if (!checking) guard(() => void accept())();
  };
  return (
    <form className="mt-2 flex flex-col gap-2" onSubmit={submit} noValidate aria-label="Answer the server">
      <SchemaForm schema={ask.requestedSchema} value={values} onChange={setValues} errors={errors} />
      <AnswerRow state={state} gateRef={ref} onDecline={() => onAnswer({ action: 'decline' })}>
        <button type="submit" className={primaryButton} disabled={checking || state !== 'armed'}>
          {checking ? 'Checking…' : 'Accept'}
        </button>
      </AnswerRow>
    </form>
  );
}
