// Browser mode never takes a filesystem path: a page (or anything holding the token) must not make the server
// read, ingest or quote a file of its choosing. Files reach the library there only as uploads (/api/upload), rule
// tables only as their content. The desktop shell and the CLI keep these inputs: there the user picks the files.
import type { CallName } from '../../shared/call-names';
import type { ApiErrorShape } from '../../shared/errors';

/** The calls whose input can name a file or folder on the server, the field that does, and what to do instead. */
export const PATH_INPUTS: Partial<Record<CallName, { field: string; instead: string }>> = {
  'ingest.run': { field: 'paths', instead: '파일을 창에 끌어 놓거나 라이브러리의 「파일 추가」로 올리세요' },
  'rules.import': { field: 'path', instead: '규칙 화면에서 CSV 파일을 고르세요 (파일 내용이 전달됩니다)' },
};

export function pathInputRefusal(name: CallName, input: unknown): ApiErrorShape | null {
  const spec = PATH_INPUTS[name];
  if (!spec || typeof input !== 'object' || input === null || !(spec.field in input)) return null;
  return { code: 'UNAUTHORIZED', message: `브라우저 모드에서는 서버의 파일 경로를 받지 않습니다 (${name}.${spec.field}).`, hint: spec.instead };
}

/** An absolute path (POSIX or Windows) of at least one folder, not one of the bridge's own /api/ routes. */
const ABSOLUTE_PATH = /(?:\b[A-Za-z]:\\|(?<![\w.])\/(?!api\/))(?:[^\s/\\:'"`()<>]+[/\\])+([^\s/\\:'"`()<>]*)/g;

/** Replies to a page never carry the server's paths: each absolute path in a message becomes its last segment. */
export function withoutServerPaths(text: string): string {
  return text.replace(ABSOLUTE_PATH, (_path, last: string) => last || '…');
}
