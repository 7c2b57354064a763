/** The JSON Pointer of a child value: the validator keys its messages by these ("" is the whole object). */
export const childPath = (path: string, key: string | number) =>
  `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
