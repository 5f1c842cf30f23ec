// Every failure the window shows, in Korean from the one catalog (shared/error-catalog.ts): what happened, then
// what to do. The core's English message and hint are for the terminal and never reach the screen.
import type { ErrorReason } from '../../../shared/error-reasons';
import { failureMessage, reasonMessage, type KoreanMessage } from '../../../shared/error-catalog';

/** Inline: the message, then the action in the hint style. */
export function ErrorText({ error }: { error: unknown }) {
  return <KoreanLines message={failureMessage(error)} />;
}

/** A failed file's or line's reason, inline. */
export function ReasonText({ reason }: { reason: ErrorReason }) {
  return <KoreanLines message={reasonMessage(reason)} />;
}

function KoreanLines({ message }: { message: KoreanMessage }) {
  return (
    <>
      {message.message}
      {message.action && <span className="hint"> {message.action}</span>}
    </>
  );
}

/** The boxed form, for a view's own failure. */
export function ErrorBox({ error }: { error: unknown }) {
  const { message, action } = failureMessage(error);
  return (
    <div className="error-box" role="alert">
      <p>{message}</p>
      {action && <p className="hint">{action}</p>}
    </div>
  );
}
