import type { GeungeoApi } from '../../shared/api-client';

declare global {
  interface Window {
    /** Exposed by the preload (Electron) or the HTTP bridge client (browser mode). */
    geungeo: GeungeoApi;
  }
}
