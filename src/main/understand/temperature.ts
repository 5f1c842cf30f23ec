// Seed 001's temperature scaling, and the confidence the A/B/C patterns read.
//
//   scaled_logits = logits / T,  probs = softmax(scaled_logits)
//
// The seed compared the top probability with 0.10 and 0.05, which meant something among its many card-service
// categories; with nine categories the top probability is never below 1/9 ≈ 0.11, so every question would be
// pattern A. Geungeo keeps the seed's constants and defines confidence as the margin p(top) − p(second): 0 when two
// categories tie (the question could be either), towards 1 when one category takes all. A clear question has a
// wide margin whatever the number of categories; an unclear one has two or three close candidates.

export function softmaxWithTemperature(logits: readonly number[], temperature: number): number[] {
  if (!(temperature > 0)) throw new RangeError(`the temperature must be positive, got ${temperature}`);
  const scaled = logits.map((logit) => logit / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((value) => Math.exp(value - max)); // minus the max: no overflow for small T
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

/** p(top) − p(second) of a probability vector. */
export function marginConfidence(probabilities: readonly number[]): number {
  const [first = 0, second = 0] = [...probabilities].sort((a, b) => b - a);
  return Math.max(0, Math.min(1, first - second));
}
