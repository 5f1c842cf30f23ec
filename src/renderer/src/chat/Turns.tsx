// The conversation's turns: the question, the answer (badge, mode, verdict, Markdown with chips, copy), the answer
// being made (steps lighting up, streamed text, cancel), a question asked back (quick replies) and an error.
import { useState } from 'react';
import { StatusBadge } from '../common/StatusBadge';
import { useSelection } from '../common/selection';
import { AnswerMarkdown } from './AnswerMarkdown';
import { BASE_STEPS } from './steps';
import type { AnswerDetails, Turn } from './turns';
import { NATIONWIDE, type QuestionScope } from '../../../shared/contract';
import { scopeLabel } from '../../../shared/labels';

export function TurnView({ turn, selected, busy, onReply, onCancel }: { turn: Turn; selected: boolean; busy: boolean; onReply(text: string): void; onCancel(): void }) {
  switch (turn.kind) {
    case 'user':
      return (
        <div className="turn user">
          <div className="bubble">{turn.text}</div>
        </div>
      );
    case 'answer':
      return <AnswerTurn turn={turn} selected={selected} />;
    case 'pending':
      return <PendingTurn turn={turn} onCancel={onCancel} />;
    case 'clarify':
      return (
        <div className="turn assistant clarify" aria-label="되묻는 질문">
          <div className="turn-head">
            <span className="badge">되묻기 {turn.clarify.round}/{turn.clarify.max_retry}</span>
            {turn.classification?.label && <CategoryBadge label={turn.classification.label} confidence={turn.classification.confidence} />}
          </div>
          <p className="clarify-question">{turn.text}</p>
          <div className="quick-replies" role="group" aria-label="빠른 답변">
            {turn.clarify.choices.map((choice) => (
              <button key={choice} type="button" className="reply" disabled={busy} onClick={() => onReply(choice)}>
                {choice}
              </button>
            ))}
          </div>
          <p className="muted small">선택지를 누르거나 아래 입력창에 직접 답해 주세요.</p>
        </div>
      );
    case 'error':
      return (
        <div className="turn assistant error-turn" role="alert">
          <p>{turn.text}</p>
          {turn.hint && <p className="hint">{turn.hint}</p>}
        </div>
      );
  }
}

function CategoryBadge({ label, confidence }: { label: string; confidence?: number | undefined }) {
  return (
    <span className="badge category" title="질문 분류와 신뢰도">
      {label}
      {confidence !== undefined && <span className="confidence"> {Math.round(confidence * 100)}%</span>}
    </span>
  );
}

export function modeLabel(details: AnswerDetails): string {
  if (details.noContent) return '근거 없음';
  if (details.mode === 'llm') return `LLM · ${details.llm?.model ?? '언어 모델'}`;
  return '추출식 답변';
}

function AnswerTurn({ turn, selected }: { turn: Extract<Turn, { kind: 'answer' }>; selected: boolean }) {
  const { selectAnswer, showReport } = useSelection();
  const [copied, setCopied] = useState(false);
  const { details } = turn;
  const classification = details.classification;
  const copy = () =>
    void navigator.clipboard.writeText(turn.text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <article
      className={`turn assistant answer${selected ? ' selected' : ''}`}
      aria-label="답변"
      data-message={turn.key}
      onClick={() => selectAnswer(turn.key)}
    >
      <div className="turn-head">
        {/* A question no topic fits and nothing answers (off-topic) shows no topic of its own. */}
        {classification?.label && !(details.noContent && classification.pattern === 'C') && <CategoryBadge label={classification.label} confidence={classification.confidence} />}
        <span className={`badge mode mode-${details.noContent ? 'none' : details.mode}`}>{modeLabel(details)}</span>
        {/* An answer with no grounds (nothing found, or not a building question) has nothing verified: no badge. */}
        {details.verification && !details.noContent && (
          <button
            type="button"
            className="badge-button"
            aria-label="검증 보고서 보기"
            onClick={(event) => {
              event.stopPropagation();
              selectAnswer(turn.key);
              showReport();
            }}
          >
            <StatusBadge status={details.verification.status} score={details.verification.score} claims={details.verification.claims ?? undefined} small />
          </button>
        )}
        <button type="button" className="ghost small push" onClick={copy} aria-label="답변 복사">
          {copied ? '복사됨' : '복사'}
        </button>
      </div>
      {classification?.llm_refined && classification.refine_reason && (
        <p className="refined small">
          분류 보정({classification.clarify_rounds ?? 0}회 되물은 뒤): {classification.refine_reason}
        </p>
      )}
      {details.scope && !details.noContent && <ScopeLine scope={details.scope} />}
      <AnswerMarkdown text={turn.text} citations={details.citations} messageKey={turn.key} />
    </article>
  );
}

/** The zone and place the answer's rules are for; a place taken from 설정 says so, so it is never silently assumed. */
function ScopeLine({ scope }: { scope: QuestionScope }) {
  // A question with no zone and no place (and no default place) is read as 전국: nothing to point out.
  if (!scope.zone && scope.jurisdiction === NATIONWIDE) return null;
  return (
    <p className={`scope-line small${scope.place_from === 'default' ? ' from-default' : ''}`} aria-label="적용 범위">
      적용 범위: {scopeLabel(scope)}
    </p>
  );
}

function PendingTurn({ turn, onCancel }: { turn: Extract<Turn, { kind: 'pending' }>; onCancel(): void }) {
  const upcoming = BASE_STEPS.filter((step) => !turn.steps.includes(step));
  return (
    <article className="turn assistant pending" aria-busy="true" aria-label="답변 작성 중">
      <div className="turn-head">
        <ol className="steps" aria-label="진행 단계">
          {turn.steps.map((step, index) => {
            const current = index === turn.steps.length - 1;
            return (
              <li key={`${step}-${index}`} className={current ? 'step active' : 'step done'} aria-current={current ? 'step' : undefined}>
                {current && turn.active ? turn.active : step}
              </li>
            );
          })}
          {upcoming.map((step) => (
            <li key={step} className="step todo">
              {step}
            </li>
          ))}
        </ol>
        <button type="button" className="ghost small push" onClick={onCancel}>
          취소
        </button>
      </div>
      <div className="streaming">{turn.text ? <AnswerMarkdown text={turn.text} citations={[]} messageKey={turn.key} /> : <p className="muted">답변을 준비하고 있습니다…</p>}</div>
    </article>
  );
}
