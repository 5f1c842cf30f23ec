// Where the statute corpus is, inside the repository: the nine statutes as legalize-kr Markdown are the app's
// built-in library (resources/statutes, shipped with it), and their PDFs, rendered from that Markdown, are the
// tests' PDF input (test/corpus/pdf). Nothing outside the repository is looked for: a clone on its own runs
// every test and benchmark.
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** The built-in statutes: <법령명>/<법률|시행령|시행규칙|국토교통부령>.md, as the legalize-kr repository names them. */
export const statutesDir = `${repo}resources/statutes`;
/** The PDFs rendered from those files (test/corpus/README.md says how): <법령명>_<stem>.pdf. */
export const corpusPdfDir = `${repo}test/corpus/pdf`;
