import { createContext, useContext } from 'react';

export interface FormContextValue {
  /** The tool's whole input schema, for resolving `$ref`s. */
  root: unknown;
  /** Validation messages keyed by JSON Pointer of the value ("" is the whole object). */
  errors: Record<string, string[]>;
}

export const FormContext = createContext<FormContextValue>({ root: {}, errors: {} });

export const useForm = () => useContext(FormContext);
