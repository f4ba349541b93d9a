// The last step: what is done, what is missing, and the button that completes onboarding.
import { useState } from 'react';
import type { ApiErrorItem } from '../../../workers/api';
import {
  completeOnboardingCall,
  ONBOARDING_CHANGED,
  screenSteps,
  stepDone,
  type CompletedAnswer,
  type OnboardingStatus,
  type ScreenStep,
} from '../../tab/account/onboarding';
import { useMutation } from '../../tab/react/query';
import { Busy } from '../auth/Busy';
import { STEP_TITLES } from './stepTitles';

export function ReviewStep(props: {
  readonly status: OnboardingStatus;
  readonly onGo: (step: ScreenStep) => void;
  readonly onCompleted: (landing: string | null) => void;
  readonly onBack: () => void;
}) {
  const completing = useMutation();
  const [errors, setErrors] = useState<readonly ApiErrorItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const busy = completing.pending;
  const steps = screenSteps(props.status.variant).filter((s) => s !== 'review');
  const ready = steps.every((s) => stepDone(props.status, s));

  async function complete() {
    if (busy) return;
    setError(null);
    const r = await completing.run<CompletedAnswer>(completeOnboardingCall, ONBOARDING_CHANGED);
    if (!r.ok) {
      setErrors(r.errors);
      setError(r.error);
      return;
    }
    props.onCompleted(typeof r.value.redirect_url === 'string' ? r.value.redirect_url : null);
  }

  return (
    <div className="ob-form" data-testid="ob-step-review">
      <ul className="review-list">
        {steps.map((s) => {
          const done = stepDone(props.status, s);
          return (
            <li key={s} className={done ? 'done' : ''} data-testid={`review-${s}`}>
              <span className="review-mark" aria-hidden="true">
                {done ? '✓' : '!'}
              </span>
              <span className="review-title">{STEP_TITLES[s]}</span>
              <span className={`badge ${done ? 'badge-on' : 'badge-warning'}`}>
                {done ? 'Complete' : 'Missing'}
              </span>
              {!done && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => props.onGo(s)}
                >
                  Complete it
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <div className="alert-error" role="alert" data-testid="complete-error">
          {errors.length > 1 ? errors.map((e) => e.message).join('\n') : error}
        </div>
      )}
      <div className="ob-actions">
        <button type="button" className="btn btn-ghost" onClick={props.onBack}>
          Back
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!ready || busy}
          aria-busy={busy}
          onClick={complete}
          data-testid="ob-complete"
        >
          <Busy busy={busy} label="Submit and open the account" />
        </button>
      </div>
    </div>
  );
}
