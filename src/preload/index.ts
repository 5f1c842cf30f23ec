// contextBridge only: exposes the typed API built from the contract as window.geungeo. No logic lives here.
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { createApiClient } from '../shared/api-client';
import { callChannel, eventChannel } from '../shared/call-names';

contextBridge.exposeInMainWorld('geungeo', {
  ...createApiClient(
    (name, input) => ipcRenderer.invoke(callChannel(name), input),
    (event, listener) => {
      const forward = (_event: unknown, payload: unknown) => listener(payload);
      ipcRenderer.on(eventChannel(event), forward);
      return () => void ipcRenderer.removeListener(eventChannel(event), forward);
    },
  ),
  // A dropped or picked file's path on disk (the sandboxed page only sees File objects): the library then ingests
  // it where it lies, through ingest.run, instead of uploading a copy.
  pathForFile: (file: File) => webUtils.getPathForFile(file),
});
