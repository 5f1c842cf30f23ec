// A chunk that continues a long paragraph begins by repeating the paragraph's lead, marked "… (계속)", so that its
// items read in context (ingest/structure/chunker.ts). The repeat sets the scene and says nothing new: the verifier
// does not take it as a statement, and the offline answer does not quote it as the line that answers.

export const CONTINUED_MARK = '(계속)';

/** The repeated lead of a paragraph continued from the chunk before: "① 법 제84조에 따라 … 산정한다. (계속)". */
export const isContinuedLead = (line: string): boolean => line.trim().endsWith(CONTINUED_MARK);

/** The lead without its mark. */
export const withoutContinuedMark = (line: string): string => line.replace(/\s*…?\s*\(계속\)$/, '');
