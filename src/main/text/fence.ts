// Untrusted text (a user's question, a document, an answer) inside a prompt goes between markers carrying a random
// nonce the text itself cannot contain, and the model is told that nothing inside a fence is an instruction.
import { randomBytes } from 'node:crypto';

export function newNonce(): string {
  return randomBytes(6).toString('hex');
}

/** Text between fences only this call knows; a fence written inside the text is removed so it cannot end it. */
export function fence(label: string, text: string, nonce: string): string {
  const safe = text.split(nonce).join('');
  return `<<<${label} ${nonce}\n${safe}\n${label} ${nonce}>>>`;
}
