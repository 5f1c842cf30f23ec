// The one API object the window uses: the preload's (Electron) or the same client over browser mode's bridge,
// with the token the server printed in the page's URL. Nothing else in the renderer knows which it is.
import type { GeungeoApi } from '../../shared/api-client';
import { createBridgeClient } from '../../shared/bridge-client';

function browserModeClient(): GeungeoApi {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  return createBridgeClient(window.location.origin, token);
}

export const api: GeungeoApi = window.geungeo ?? browserModeClient();
