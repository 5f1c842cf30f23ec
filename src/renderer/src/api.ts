// The one API object the window uses: the preload's (Electron) or the same client over browser mode's bridge,
// with the token the server printed in the page's URL. Nothing else in the renderer knows which it is — except the
// two things only a shell can do: file paths (Electron) or uploads and the print page (browser mode), in
// library/send-files.ts and export/ExportButtons.tsx.
import type { GeungeoApi } from '../../shared/api-client';
import { createBridgeClient } from '../../shared/bridge-client';

/** Browser mode's origin and token; null in Electron. */
export const bridge: { origin: string; token: string } | null = window.geungeo
  ? null
  : { origin: window.location.origin, token: new URLSearchParams(window.location.search).get('token') ?? '' };

export const api: GeungeoApi = window.geungeo ?? createBridgeClient(bridge!.origin, bridge!.token);
