// Which team documents a newly published one takes the place of, for everyone: the app's own notion of a newer
// version (ingest/same-document.ts: the same file of the same law; library/built-in.ts: a newer official text of a
// built-in statute), with one guard the team needs and a single laptop does not — a reviewer whose laptop still holds
// an older text of a file never displaces the newer text another reviewer published (both stay, as an older text
// stays beside a built-in one).
import { isNewVersionOf } from '../ingest/same-document';
import { supersedesText } from '../library/built-in';

export interface TeamDocumentFacts {
  file_name: string;
  law_name: string | null;
  law_kind: string;
  promulgation_date: string | null;
  promulgation_number: string | null;
  title?: string | null | undefined;
}

export function replaces(next: TeamDocumentFacts, old: TeamDocumentFacts & { built_in: boolean }): boolean {
  const olderOrUndated = old.promulgation_date === null || next.promulgation_date === null || old.promulgation_date <= next.promulgation_date;
  return (isNewVersionOf(next, old) && olderOrUndated) || (old.built_in && supersedesText(next, old));
}
