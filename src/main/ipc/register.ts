// Wires every contract call to an IPC channel. It takes an ipcMain-shaped object rather than importing
// Electron, so the registration is tested in plain Node.
import { CALL_NAMES, callChannel } from '../../shared/call-names';
import type { CallHandlers, Result } from '../../shared/contract';
import { dispatchCall } from '../api/dispatch';

export interface IpcEventLike {
  senderFrame?: { url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => Promise<unknown> | unknown): void;
  removeHandler(channel: string): void;
}

export interface RegisterOptions {
  /** Only frames showing Geungeo's own renderer may call in (Electron security checklist: validate the sender). */
  isTrustedSender(url: string): boolean;
}

export function registerIpcHandlers(ipc: IpcMainLike, handlers: CallHandlers, options: RegisterOptions): () => void {
  const channels = CALL_NAMES.map((name) => {
    const channel = callChannel(name);
    ipc.handle(channel, async (event, input): Promise<Result<unknown>> => {
      const url = event.senderFrame?.url ?? '';
      if (!options.isTrustedSender(url)) {
        return { ok: false, error: { code: 'INVALID_INPUT', message: `Refused ${name} from an untrusted page (${url || 'unknown'}).` } };
      }
      return dispatchCall(handlers, name, input);
    });
    return channel;
  });
  return () => channels.forEach((channel) => ipc.removeHandler(channel));
}
