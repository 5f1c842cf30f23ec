// A rule row taken from an ordinance made before the national law in force it fills in: the ⚠️ under the row, with
// both dates in words (the rules view and the verification report's consulted rows show the same mark).
export function AgedMark({ warning }: { warning: string }) {
  // A text mark, not the emoji: it draws wherever a Korean font does.
  return <span className="aged-mark warning-text small">{warning.replace(/^⚠️?\s*/, '⚠ ')}</span>;
}
