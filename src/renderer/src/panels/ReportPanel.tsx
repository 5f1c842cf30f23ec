// The verification report beside the answer (seeds 000 and 004): the verdict, the score with its formula and
// numbers, the four steps (each expandable), the attempts the loop made, issues and warnings, the recommendation.
// An answer stored by an older version may have a smaller verification (no report, no recommendation): the panel then
// shows what there is — the verdict, the findings, the attempts — rather than failing.
import type { ReactNode } from 'react';
import type { Attempt, ConsultedRow, StoredVerification, VerificationReport, VerifyStep } from '../../../shared/contract';
import { SEVERITY_LABEL } from '../../../shared/findings';
import { methodLabel, STEP_STATUS_WORD, STEP_TITLE } from '../../../shared/verify-labels';
import { StatusBadge } from '../common/StatusBadge';
import { AgedMark } from '../common/AgedMark';
import { useSelection } from '../common/selection';

const STEP_ICON: Record<VerifyStep['status'], string> = { ok: '✔', fallback: '⚠', pass: '✔', warn: '⚠', fail: '✖', error: '✖' };
const CHECK_TITLE: Record<string, string> = { '2-1': '용도지역', '2-2': '허가 구분', '2-3': '건폐율·용적률 한도', '2-4': '법령·조문', '2-5': '부설주차장 대수' };
const VERDICT: Record<string, string> = { pass: '✔', warn: '⚠', fail: '✖', skip: '–' };

const FIELD_LABEL: Record<string, string> = {
  region: '지역',
  zone_district: '용도지역',
  building_coverage_ratio: '건폐율',
  floor_area_ratio: '용적률',
  height_limit: '높이',
  floor_limit: '층수',
  land_use_activity: '행위',
  permission_category: '허가 구분',
};

export function ReportPanel({ verification, attempts }: { verification: StoredVerification; attempts: Attempt[] }) {
  const { report } = verification;
  const recommendation = verification.recommendation ?? report?.recommendation ?? null;
  return (
    <div className="report" aria-label="검증 보고서">
      <div className="report-head">
        <StatusBadge status={verification.status} claims={verification.claims ?? undefined} />
        <div className="score">
          <strong>{verification.score}</strong>
          <span className="muted">/100</span>
        </div>
      </div>
      {report && (
        <p className="formula" title="최종 점수 = 0.6 × 규칙 점수 + 0.4 × 의미 점수 − 10 × 치명적 오류 수">
          0.6 × 규칙 {report.formula.hard} + 0.4 × 의미 {report.formula.semantic} − 10 × 치명 오류 {report.formula.critical} = <strong>{report.formula.final}</strong>
          <span className="muted small"> (통과 ≥ {report.thresholds.pass}, 재시도 ≥ {report.thresholds.retry})</span>
        </p>
      )}
      <Findings verification={verification} />
      {report && <Steps report={report} />}
      <Timeline attempts={attempts.length > 0 ? attempts : (report?.attempts ?? [])} />
      {recommendation !== null && (
        <p className="recommendation">
          <strong>권장사항</strong> {recommendation}
        </p>
      )}
    </div>
  );
}

/** The four steps, each expandable to what it found. */
function Steps({ report }: { report: VerificationReport }) {
  const steps = new Map(report.steps.map((step) => [step.step, step]));
  return (
    <>
      <Step step={steps.get('extract')}>
        <Extracted report={report} />
      </Step>
      <Step step={steps.get('hard_rules')}>
        <Checks report={report} />
      </Step>
      <Step step={steps.get('semantic')}>
        <Semantic report={report} />
      </Step>
      <Step step={steps.get('score')}>
        <p className="small">{report.formula.text}</p>
      </Step>
    </>
  );
}

/** The findings, errors first, each with its severity's symbol and word (older records: their issue and warning lines). */
function Findings({ verification }: { verification: StoredVerification }) {
  const findings =
    verification.findings.length > 0
      ? [...verification.findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
      : [
          ...verification.issues.map((message) => ({ severity: 'error' as const, message: message.replace(/^❌\s*/, '') })),
          ...verification.warnings.map((message) => ({ severity: 'warning' as const, message: message.replace(/^⚠️?\s*/, '') })),
        ];
  if (findings.length === 0) return null;
  return (
    <ul className="findings" aria-label="검증 결과 항목">
      {findings.map((finding, i) => (
        <li key={i} className={`finding finding-${finding.severity}`} data-severity={finding.severity}>
          <span className="severity" aria-label={SEVERITY_LABEL[finding.severity]}>
            {SEVERITY_MARK[finding.severity]}
          </span>
          <span>{finding.message}</span>
        </li>
      ))}
    </ul>
  );
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;
/** Text symbols, as the status badge uses: the emoji of the CLI (❌ ⚠️) draw as empty boxes where no emoji font is installed. */
const SEVERITY_MARK = { error: '✖', warning: '⚠', info: 'ℹ' } as const;

function Step({ step, children }: { step: VerifyStep | undefined; children: ReactNode }) {
  if (!step) return null;
  return (
    <details className={`step-detail step-${step.status}`} data-step={step.step}>
      <summary>
        <span className="step-title">{STEP_TITLE[step.step]}</span>
        <span className="step-status">
          {STEP_ICON[step.status]} {STEP_STATUS_WORD[step.status]}
        </span>
        {step.score !== null && <span className="muted small">{step.score}점</span>}
        <span className="muted small push">{methodLabel(step.method)}</span>
      </summary>
      {step.note && <p className="small muted">{step.note}</p>}
      {children}
    </details>
  );
}

function Extracted({ report }: { report: VerificationReport }) {
  const { extracted } = report;
  const fields = Object.entries(FIELD_LABEL).filter(([key]) => extracted[key as keyof typeof extracted] !== null);
  return (
    <div className="extracted">
      {fields.length > 0 && (
        <table>
          <tbody>
            {fields.map(([key, label]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{String(extracted[key as keyof typeof extracted])}</td>
                <td className="phrase">{extracted.evidence[key] ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {extracted.figures.length > 0 && (
        <table>
          <caption>수치</caption>
          <tbody>
            {extracted.figures.map((figure, i) => (
              <tr key={i}>
                <th scope="row">{figure.attribute}</th>
                <td>
                  {figure.lower !== null && `${figure.lower}–`}
                  {figure.value}
                  {figure.unit} {figure.bound ?? ''}
                </td>
                <td className="phrase">{figure.phrase}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {extracted.cited_articles.length > 0 && (
        <p className="small">
          인용 조문: {extracted.cited_articles.map((article) => `${article.law ? `「${article.law}」 ` : ''}${article.text}`).join(', ')}
        </p>
      )}
      {fields.length === 0 && extracted.figures.length === 0 && extracted.cited_articles.length === 0 && <p className="muted small">답변에서 추출된 수치·조문이 없습니다.</p>}
    </div>
  );
}

function Checks({ report }: { report: VerificationReport }) {
  const rows = new Map(report.rows.map((row) => [row.id, row]));
  if (report.checks.length === 0) return <p className="muted small">적용할 규칙 검사가 없었습니다.</p>;
  return (
    <ul className="checks">
      {report.checks.map((check, i) => (
        <li key={i} className={`check check-${check.verdict}`}>
          <span className="verdict" aria-label={check.verdict}>
            {VERDICT[check.verdict]}
          </span>
          <span className="check-id">{check.id} {CHECK_TITLE[check.id]}</span>
          <span className="check-message">{check.message}</span>
          {check.rows.map((id) => {
            const row = rows.get(id);
            return row ? <RuleRowLink key={id} row={row} /> : null;
          })}
        </li>
      ))}
    </ul>
  );
}

/** A consulted rule row; a row parsed from an ingested document opens its source page. */
function RuleRowLink({ row }: { row: ConsultedRow }) {
  const { openPage } = useSelection();
  const document = /^document:(\d+)$/.exec(row.source)?.[1];
  const label = `[${row.id}] ${row.jurisdiction} ${row.zone_district} ${row.statement} — ${[row.law_name, row.article].filter(Boolean).join(' ')}${row.page ? `, p.${row.page}` : ''}`;
  const aged = row.warning ? <AgedMark warning={row.warning} /> : null;
  if (document && row.page) {
    return (
      <>
        <button type="button" className="rule-row link" onClick={() => openPage({ document: Number(document), page: row.page!, passage: row.statement, title: `${row.law_name ?? row.file_name ?? ''} ${row.article ?? ''}` })}>
          {label}
        </button>
        {aged}
      </>
    );
  }
  return (
    <span className="rule-row" title={row.source}>
      {label} <span className="muted">({row.source})</span>
      {aged}
    </span>
  );
}

function Semantic({ report }: { report: VerificationReport }) {
  const { semantic } = report;
  return (
    <div className="semantic">
      {semantic.judge && (
        <dl className="judge">
          <dt>환각</dt>
          <dd>{semantic.judge.hallucination_detected ? '✖ 있음' : '✔ 없음'}</dd>
          <dt>해석 오류</dt>
          <dd>{semantic.judge.misinterpretation ? '✖ 있음' : '✔ 없음'}</dd>
          <dt>조례 우선</dt>
          <dd>{semantic.judge.ordinance_priority ? '✔ 반영' : '⚠ 미반영'}</dd>
          <dt>조건 명시</dt>
          <dd>{semantic.judge.condition_specified ? '✔' : '⚠ 누락'}</dd>
          <dt>일관성</dt>
          <dd>{semantic.judge.consistency_score}점</dd>
          {semantic.judge.missing_items.length > 0 && (
            <>
              <dt>누락 항목</dt>
              <dd>{semantic.judge.missing_items.join(', ')}</dd>
            </>
          )}
          <dt>설명</dt>
          <dd>{semantic.judge.explanation}</dd>
        </dl>
      )}
      {semantic.grounding.length > 0 ? (
        <table className="grounding">
          <caption>주장 → 근거</caption>
          <thead>
            <tr>
              <th scope="col">주장</th>
              <th scope="col">근거</th>
            </tr>
          </thead>
          <tbody>
            {semantic.grounding.map((row, i) => {
              const outcome = OUTCOME[row.outcome];
              return (
                <tr key={i} className={`outcome-${row.outcome}`} data-outcome={row.outcome}>
                  <td>
                    <span aria-label={outcome.word}>{outcome.icon}</span> {row.claim}
                    {row.note && <div className="muted small">{row.note}</div>}
                  </td>
                  <td>{row.support.length > 0 ? row.support.join(' ') : row.kind === 'item' && row.supported ? '답변에 포함' : outcome.word}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="muted small">검증할 주장이 없었습니다: 답변에 근거와 대조할 수치·조문·법령·인용이 없습니다.</p>
      )}
    </div>
  );
}

/** What a claim came to against its sources: stated there, contradicted by the source about it, or not found. */
const OUTCOME = {
  supported: { icon: '✔', word: '근거와 일치' },
  contradicted: { icon: '✖', word: '근거와 다름' },
  not_found: { icon: '?', word: '근거 미발견' },
} as const;

function Timeline({ attempts }: { attempts: Attempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <section className="timeline" aria-label="시도 기록">
      <h3>시도 기록</h3>
      <ol>
        {attempts.map((attempt, i) => {
          const previous = attempts[i - 1];
          return (
            <li key={attempt.attempt} className={`attempt attempt-${attempt.status.toLowerCase()}`} data-attempt={attempt.attempt}>
              <div className="attempt-head">
                <strong>시도 {attempt.attempt}</strong> <StatusBadge status={attempt.status} score={attempt.score} small />
              </div>
              {previous && <p className="small muted">재생성: 시도 {previous.attempt}의 문제점({previous.issues.length}건)을 피드백으로 엄격 모드에서 다시 작성</p>}
              {attempt.issues.length > 0 && (
                <ul className="findings">
                  {attempt.issues.map((issue) => (
                    <li key={issue} className="issue">
                      {issue}
                    </li>
                  ))}
                </ul>
              )}
              <details>
                <summary className="small">이 시도의 답변</summary>
                <p className="attempt-answer small">{attempt.answer}</p>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
