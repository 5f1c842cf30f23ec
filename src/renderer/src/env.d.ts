/// <reference types="vite/client" />
import type { GeungeoApi } from '../../shared/api-client';

declare global {
  interface Window {
    /** Exposed by the preload in Electron; absent in browser mode (see api.ts). */
    geungeo?: GeungeoApi;
  }
}
