// Starts the ingest process as a plain Node child process (the desktop app uses Electron's utilityProcess).
import { fork } from 'node:child_process';
import { forkArguments } from '../../workers/worker-script';
import type { ChildHandle, FromChild } from './protocol';

export function forkIngestProcess(script: string): ChildHandle {
  const { modulePath, execArgv } = forkArguments(script);
  const child = fork(modulePath, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    send: (message) => void child.send(message),
    onMessage: (listener) => void child.on('message', (message) => listener(message as FromChild)),
    onExit: (listener) => void child.once('exit', listener),
    kill: () => void child.kill(),
  };
}
