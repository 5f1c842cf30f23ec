// The same typed client as the preload's, over browser mode's HTTP bridge (src/main/bridge/server.ts): calls are
// POSTs carrying the token, events arrive on one shared EventSource. The renderer never knows which it has.
import { createApiClient, type GeungeoApi } from './api-client';
import type { EventName } from './call-names';
import type { Result } from './contract';

export function createBridgeClient(origin: string, token: string): GeungeoApi {
  let events: EventSource | null = null;
  return createApiClient(
    async (name, input) => {
      try {
        const response = await fetch(`${origin}/api/call/${name}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: input === undefined ? '' : JSON.stringify(input),
        });
        return (await response.json()) as Result<unknown>;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, error: { code: 'INTERNAL', message: `Geungeo's server did not answer (${message}).`, hint: 'is `npm run serve` still running? start it again and open the URL it prints', reason: { id: 'connection.lost' } } };
      }
    },
    (event: EventName, listener) => {
      events ??= new EventSource(`${origin}/api/events?token=${encodeURIComponent(token)}`);
      const forward = (message: MessageEvent<string>) => listener(JSON.parse(message.data));
      events.addEventListener(event, forward);
      return () => events?.removeEventListener(event, forward);
    },
  );
}
