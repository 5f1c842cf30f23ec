// pdfjs-dist ships no types for its worker module; pdfjs.ts only hands the module object to pdfjs itself.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
