// Seed 001's confidence decision (nodes_confidence.py): the A/B/C pattern and the route it decides.
import type { ConfidencePattern, Route } from '../../shared/understand-contract';

export interface Thresholds {
  thresholdA: number;
  thresholdB: number;
}

/** A at or above CONF_THRESHOLD_A (0.10), B at or above CONF_THRESHOLD_B (0.05), else C. */
export function confidencePattern(confidence: number, { thresholdA, thresholdB }: Thresholds): ConfidencePattern {
  if (confidence >= thresholdA) return 'A';
  if (confidence >= thresholdB) return 'B';
  return 'C';
}

/** determine_route: only pattern A goes straight on. */
export function determineRoute(pattern: ConfidencePattern): Route {
  return pattern === 'A' ? 'high_conf' : 'need_clarify';
}
