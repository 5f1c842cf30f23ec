// A verification library for tests: the run's ingested corpus (a private copy) plus the reviewer's rule CSVs of
// eval/rules — the Seoul ordinance's zoning limits and national land-use rows — as `geungeo verify` sees it.
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { createGeungeo, type Geungeo, type GeungeoOptions } from '../../src/main/core';
import { importRulesCsv } from '../../src/main/rules/csv-import';
import type { VerificationResult } from '../../src/shared/contract';
import { corpusDbCopy } from './corpus-db';

export const SEOUL_ZONING_CSV = fileURLToPath(new URL('../../eval/rules/seoul-zoning.csv', import.meta.url));
export const LAND_USE_CSV = fileURLToPath(new URL('../../eval/rules/land-use-national.csv', import.meta.url));

export function createVerifyLibrary(dir: string, options: Partial<GeungeoOptions> = {}): Geungeo {
  const core = createGeungeo({ dbPath: corpusDbCopy(dir), modelsDir: [], ...options });
  for (const [file, table] of [[SEOUL_ZONING_CSV, 'zoning'], [LAND_USE_CSV, 'land-use']] as const) {
    expect(importRulesCsv(file, table, core).errors).toEqual([]);
  }
  return core;
}

/** Deterministic verification of one answer. */
export function verifyOffline(core: Geungeo, question: string, answer: string): Promise<VerificationResult> {
  return core.verify({ question, answer, llm: 'none' });
}

/** The issues (❌) of a result, as one string for matching. */
export const critical = (result: VerificationResult) => result.issues.filter((issue) => issue.includes('❌'));
