// A search thread: its own read-only connection to the library, the same search as the app's, one question at a
// time. The question's vector comes from the app (protocol.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { GeungeoError, toApiError } from '../../shared/errors';
import { createLawNameResolver } from '../retrieval/law-names';
import { createSearch } from '../retrieval/search';
import { lazyEveryday } from '../retrieval/everyday-index';
import { openStore } from '../store';
import type { FromThread, QueryVector, ThreadData, ToThread } from './protocol';

const port = parentPort!;
const { dbPath, nativeBinding, resourcesDir } = workerData as ThreadData;
const store = openStore(dbPath, { nativeBinding, readonly: true });
const waitingForVector = new Map<number, { resolve(value: QueryVector): void; reject(error: Error): void }>();
let current = 0;

const search = createSearch(store.db, {
  laws: createLawNameResolver(store.db),
  ...(resourcesDir ? lazyEveryday(resourcesDir) : {}),
  queryVector: (text) =>
    new Promise((resolve, reject) => {
      const id = current;
      waitingForVector.set(id, { resolve, reject });
      port.postMessage({ type: 'embed', id, text } satisfies FromThread);
    }),
});

port.on('message', (message: ToThread) => {
  if (message.type !== 'search') {
    const waiting = waitingForVector.get(message.id);
    waitingForVector.delete(message.id);
    if (message.type === 'vector') waiting?.resolve(message.value);
    else waiting?.reject(GeungeoError.from(message.error));
    return;
  }
  current = message.id;
  search(message.query, message.options).then(
    (value) => port.postMessage({ type: 'result', id: message.id, value } satisfies FromThread),
    (error: unknown) => port.postMessage({ type: 'error', id: message.id, error: toApiError(error) } satisfies FromThread),
  );
});
port.postMessage({ type: 'ready' } satisfies FromThread);
