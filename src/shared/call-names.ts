// The names of every call and event that crosses a process boundary (IPC, and later the HTTP bridge).
// Kept free of zod so the sandboxed preload bundles nothing but these strings.

export const CALL_NAMES = [
  'app.info',
  'documents.list',
  'documents.page',
  'documents.file',
  'documents.drawing',
  'documents.delete',
  'stats',
  'ingest.run',
  'ingest.cancel',
  'library.start',
  'library.defaults',
  'embeddings.fill',
  'search.query',
  'search.pages',
  'search.context',
  'chat.ask',
  'chat.cancel',
  'chat.sessions',
  'chat.history',
  'chat.delete',
  'chat.rename',
  'rules.list',
  'rules.import',
  'rules.preview',
  'rules.export',
  'rules.sources',
  'rules.disable',
  'llm.status',
  'llm.configure',
  'llm.test',
  'models.fetch',
  'verify.answer',
  'settings.get',
  'settings.update',
  'settings.reset',
  'settings.places',
  'understand.classify',
  'understand.answerClarification',
  'understand.correct',
  'export.markdown',
  'export.html',
  'export.pdf',
  'team.status',
  'team.configure',
  'team.test',
  'team.sync',
  'team.publish',
  'team.submit',
] as const;
export type CallName = (typeof CALL_NAMES)[number];

export const EVENT_NAMES = ['ingest.progress', 'chat.progress', 'chat.token', 'models.progress', 'team.progress'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const callChannel = (name: CallName): string => `geungeo:call:${name}`;
export const eventChannel = (name: EventName): string => `geungeo:event:${name}`;
