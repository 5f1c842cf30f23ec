// STEP 4 (seed 000): the formula, the thresholds and the status enum — the seed's four worked cases and the
// boundaries around 70 and 50.
import { describe, expect, it } from 'vitest';
import { recommendationFor, scoreVerification, statusFor } from '../src/main/verify/score';
import { DEFAULT_VERIFICATION_SETTINGS, VerificationStatus } from '../src/shared/verify-contract';

const thresholds = DEFAULT_VERIFICATION_SETTINGS;

describe('the verification score', () => {
  it("reproduces the seed's four worked cases", () => {
    const perfect = scoreVerification({ hard: 100, semantic: 95, findings: [], thresholds });
    expect(perfect).toMatchObject({ final: 98, status: VerificationStatus.PASS, critical: 0 });
    expect(perfect.text).toBe('0.6 × 100 + 0.4 × 95 − 10 × 0 = 98');
    expect(scoreVerification({ hard: 100, semantic: 75, findings: [], thresholds })).toMatchObject({ final: 90, status: VerificationStatus.PASS });
    expect(scoreVerification({ hard: 30, semantic: 80, findings: [{ severity: 'error' }], thresholds })).toMatchObject({ final: 40, critical: 1, status: VerificationStatus.FAIL });
    expect(scoreVerification({ hard: 100, semantic: 70, findings: [], thresholds })).toMatchObject({ final: 88, status: VerificationStatus.PASS });
  });

  it('decides PASS, RETRY and FAIL at the thresholds', () => {
    expect(statusFor(70, 0, thresholds)).toBe(VerificationStatus.PASS);
    expect(statusFor(69.9, 0, thresholds)).toBe(VerificationStatus.RETRY);
    expect(statusFor(50, 0, thresholds)).toBe(VerificationStatus.RETRY);
    expect(statusFor(49.9, 0, thresholds)).toBe(VerificationStatus.FAIL);
    // A ❌ keeps any score from passing.
    expect(statusFor(95, 1, thresholds)).toBe(VerificationStatus.RETRY);
    expect(statusFor(100, 1, thresholds)).not.toBe(VerificationStatus.PASS);
    // Thresholds are settings.
    expect(statusFor(72, 0, { passThreshold: 75, retryThreshold: 60 })).toBe(VerificationStatus.RETRY);
    expect(statusFor(59, 0, { passThreshold: 75, retryThreshold: 60 })).toBe(VerificationStatus.FAIL);
  });

  it('counts every error by its severity, not by its wording, and clamps to 0–100', () => {
    const many = scoreVerification({ hard: 30, semantic: 0, findings: [{ severity: 'error' }, { severity: 'error' }, { severity: 'warning' }, { severity: 'error' }, { severity: 'info' }], thresholds });
    expect(many).toMatchObject({ final: 0, critical: 3, status: VerificationStatus.FAIL });
    // A warning costs nothing; the best score is 100.
    expect(scoreVerification({ hard: 100, semantic: 100, findings: [{ severity: 'warning' }], thresholds }).final).toBe(100);
  });

  it('compares the status as an enum, not as a look-alike string (the seed’s bug)', () => {
    const { status } = scoreVerification({ hard: 100, semantic: 90, findings: [], thresholds });
    expect(status === VerificationStatus.PASS).toBe(true);
    expect(Object.values(VerificationStatus)).toEqual(['PASS', 'RETRY', 'FAIL']);
  });

  it("gives the seed's recommendation for each status", () => {
    expect(recommendationFor(VerificationStatus.PASS, [], [])).toMatch(/^검증을 통과했습니다/);
    expect(recommendationFor(VerificationStatus.RETRY, ['❌ x'], [])).toBe('답변을 재작성하세요. 주요 이슈: ❌ x');
    expect(recommendationFor(VerificationStatus.FAIL, ['❌ x', '❌ y'], [])).toMatch(/^답변이 법규와 심각하게 불일치합니다.*❌ x \/ ❌ y$/);
  });
});
