// The argument check with a scripted worker (our own interface) and the SDK's browser validator, the one the
// sidebar runs on its thread: which calls go to the worker, and that a refusal always carries its messages.
import { describe, expect, it } from 'vitest';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import type { ArgumentErrors } from '../../bridge/schema/validate';
import { vouchedArguments } from './vouchedArguments';

/** A worker that says what ajv would: `head` must be a number. Counts the checks it was asked for. */
function scriptedWorker() {
  const asked: unknown[] = [];
  const validate = async (_schema: unknown, args: Record<string, unknown>): Promise<ArgumentErrors> => {
    asked.push(args);
    return typeof args.head === 'number' || args.head === undefined ? {} : { '/head': ['Must be number.'] };
  };
  return { validate, asked };
}

const schema = () => ({ type: 'object', properties: { head: { type: 'number' } } });
const local = new CfWorkerJsonSchemaValidator();

describe('vouchedArguments', () => {
  it('asks the worker until it has passed a call of the schema, then passes valid calls itself', async () => {
    const worker = scriptedWorker();
    const check = vouchedArguments(worker.validate, local);
    const tool = schema();
    expect(await check(tool, { head: 1 })).toEqual({});
    expect(await check(tool, { head: 2 })).toEqual({});
    expect(await check(tool, {})).toEqual({});
    expect(worker.asked).toEqual([{ head: 1 }]);
  });

  it('sends what it would refuse to the worker, so the refusal has the messages the form shows', async () => {
    const worker = scriptedWorker();
    const check = vouchedArguments(worker.validate, local);
    const tool = schema();
    await check(tool, { head: 1 });
    expect(await check(tool, { head: 'five' })).toEqual({ '/head': ['Must be number.'] });
    expect(worker.asked).toEqual([{ head: 1 }, { head: 'five' }]);
  });

  it('vouches for nothing the worker has not passed: a refused first call keeps the next one at the worker', async () => {
    const worker = scriptedWorker();
    const check = vouchedArguments(worker.validate, local);
    const tool = schema();
    await check(tool, { head: 'x' });
    await check(tool, { head: 1 });
    expect(worker.asked).toHaveLength(2);
    // Another object is another schema, even with the same content (a server listed its tools again).
    await check(schema(), { head: 1 });
    expect(worker.asked).toHaveLength(3);
  });

  it('leaves a schema whose pattern could backtrack to the worker, which a timeout cuts off', async () => {
    const worker = scriptedWorker();
    const check = vouchedArguments(worker.validate, local);
    const tool = { type: 'object', properties: { head: { type: 'string', pattern: '^(a+)+$' } } };
    await check(tool, { head: 'aaa' });
    await check(tool, { head: 'aaa' });
    expect(worker.asked).toHaveLength(2);
  });

  it('leaves a dialect the local validator does not take to the worker', async () => {
    const worker = scriptedWorker();
    const check = vouchedArguments(worker.validate, local);
    const tool = { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' };
    await check(tool, {});
    await check(tool, {});
    expect(worker.asked).toHaveLength(2);
  });
});
