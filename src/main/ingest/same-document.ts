// The app's one notion of "a newer version of a document already in the library": the same file name, and the same
// law when both name one (folders of statutes often each hold a "시행령.md"). Ingesting such a file replaces the
// stored one; publishing it to the team replaces the team's copy for everyone (team/replacement.ts).

export interface NamedDocument {
  file_name: string;
  law_name: string | null;
}

export function isNewVersionOf(next: NamedDocument, stored: NamedDocument): boolean {
  return next.file_name === stored.file_name && (stored.law_name === null || next.law_name === null || sameLaw(stored.law_name, next.law_name));
}

/** Law names compare without spaces: "국토의 계획 및 이용에 관한 법률" and "국토의계획및이용에관한법률" are one law. */
export function sameLaw(a: string, b: string): boolean {
  return a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
}
