// Runs one contract call: validate the input with the call's schema, run the handler, check the output,
// and turn any failure into a typed ApiError. Every shell goes through here.
import { z } from 'zod';
import { CALL_NAMES, type CallName } from '../../shared/call-names';
import { calls, type CallHandlers, type Result } from '../../shared/contract';
import { settingFieldsOf, type ErrorReason } from '../../shared/error-reasons';
import { GeungeoError, toApiError } from '../../shared/errors';

export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && (CALL_NAMES as readonly string[]).includes(name);
}

/** A settings change names the fields the window shows; any other call's input is the window's own to get right. */
function inputReason(name: CallName, issues: readonly z.core.$ZodIssue[]): ErrorReason {
  if (name !== 'settings.update' && name !== 'llm.configure' && name !== 'llm.test') return { id: 'input.invalid' };
  const fields = issues.flatMap((issue) => settingFieldsOf(String(issue.path[0] ?? ''), [{ path: issue.path.slice(1) }]));
  return fields.length > 0 ? { id: 'settings.invalid', fields } : { id: 'input.invalid' };
}

export async function dispatchCall(handlers: CallHandlers, name: string, input: unknown): Promise<Result<unknown>> {
  if (!isCallName(name)) {
    return { ok: false, error: { code: 'UNKNOWN_CALL', message: `Unknown call "${name}".` } };
  }
  const spec = calls[name];
  const parsed = spec.input.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message: `Invalid input for ${name}: ${z.prettifyError(parsed.error).replace(/\n+/g, '; ')}`,
        reason: inputReason(name, parsed.error.issues),
      },
    };
  }
  try {
    const handler = handlers[name] as (input: unknown) => unknown;
    const value = await handler(parsed.data);
    const checked = spec.output.safeParse(value);
    if (!checked.success) {
      throw new GeungeoError('INTERNAL', `${name} produced a result that breaks the contract: ${z.prettifyError(checked.error)}`);
    }
    return { ok: true, value: checked.data };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}
