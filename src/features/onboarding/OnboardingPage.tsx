// /onboarding/new_otc_institution and its e-signature variant _ds (spec 2.2): the profile
// steps, the terms of use (shown, downloadable, agreed), the signature in the ds variant,
// then completion. The server's status says which variant applies and what is done.
import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  firstOpenStep,
  onboardingStatusQuery,
  PROFILE_STEPS,
  screenSteps,
  stepDone,
  type OnboardingStatus,
  type ScreenStep,
} from '../../tab/account/onboarding';
import { useSessionData, useShell } from '../../tab/react/hooks';
import { useQuery } from '../../tab/react/query';
import { idle } from '../../tab/loadable';
import { Wordmark } from '../../ui/Wordmark';
import { ProfileStepForm } from './ProfileStepForm';
import { ReviewStep } from './ReviewStep';
import { SignStep } from './SignStep';
import { STEP_TITLES } from './stepTitles';
import { TermsStep } from './TermsStep';
import { useFirstSettled } from './useFirstSettled';
import './onboarding.css';

export default function OnboardingPage() {
  const { data, refetch } = useQuery(onboardingStatusQuery);
  // The steps keep their own copy from here on (each step's answer updates it); the reloads
  // that steps cause through ONBOARDING_CHANGED serve the next visit.
  const initial = useFirstSettled(data);

  return (
    <div className="ob-page">
      <OnboardingHeader />
      {initial !== null ? (
        <Onboarding initial={initial} />
      ) : data.status === 'error' ? (
        <div className="ob-body">
          <div className="alert-error" role="alert">
            {data.message}
          </div>
          <button type="button" className="btn" onClick={refetch}>
            Try again
          </button>
        </div>
      ) : (
        <div className="ob-body" aria-busy="true">
          <div className="skeleton" style={{ height: 320 }} />
        </div>
      )}
    </div>
  );
}

function OnboardingHeader() {
  const { user } = useSessionData();
  return (
    <header className="ob-header">
      <Wordmark />
      <span className="ob-header-user muted">{user.email}</span>
      <Link className="btn btn-ghost btn-sm" to="/logout" data-testid="ob-sign-out">
        Sign out
      </Link>
    </header>
  );
}

function Onboarding({ initial }: { readonly initial: OnboardingStatus }) {
  const { session } = useShell();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [status, setStatus] = useState(initial);
  const [step, setStep] = useState<ScreenStep>(() => firstOpenStep(initial));
  const steps = screenSteps(status.variant);
  const index = steps.indexOf(step);
  const go = useCallback((s: ScreenStep) => setStep(s), []);
  const next = () => setStep(steps[Math.min(index + 1, steps.length - 1)] ?? 'review');
  const back = () => setStep(steps[Math.max(index - 1, 0)] ?? steps[0] ?? 'institution');

  // The variant is the server's (flag docusign_agreements), whatever link brought the user.
  if (pathname !== status.route) return <Navigate to={status.route} replace />;

  function onProfileSaved(key: ScreenStep, complete: boolean) {
    setStatus((s) => ({
      ...s,
      steps: s.steps.map((x) => (x.key === key ? { ...x, complete } : x)),
    }));
  }

  function onCompleted(landing: string | null) {
    // The user is active now: reload the session so the guard lets them into the app.
    session.setState({ session: idle });
    void navigate(landing ?? '/', { replace: true });
  }

  const profile = PROFILE_STEPS.find((s) => s.key === step);
  return (
    <div className="ob-body">
      <div className="ob-intro">
        <h1 className="screen-title">Open your institutional account</h1>
        <p className="screen-subtitle">
          {status.variant === 'ds'
            ? 'Complete your institution profile, then review and sign the terms of use electronically.'
            : 'Complete your institution profile, then review and agree to the terms of use.'}{' '}
          Your answers are saved as you go.
        </p>
      </div>
      <div className="ob-layout">
        <nav className="ob-stepper" aria-label="Onboarding steps">
          <ol>
            {steps.map((s, i) => {
              const done = stepDone(status, s);
              return (
                <li key={s}>
                  <button
                    type="button"
                    className={`ob-stepper-item${s === step ? ' active' : ''}${done ? ' done' : ''}`}
                    aria-current={s === step ? 'step' : undefined}
                    onClick={() => go(s)}
                    data-testid={`ob-nav-${s}`}
                  >
                    <span className="ob-stepper-num" aria-hidden="true">
                      {done ? '✓' : i + 1}
                    </span>
                    <span>{STEP_TITLES[s]}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <section className="ob-panel card" aria-labelledby="ob-step-title">
          <header className="ob-panel-header">
            <span className="ob-eyebrow">
              Step {index + 1} of {steps.length}
            </span>
            <h2 id="ob-step-title">{STEP_TITLES[step]}</h2>
            {profile && <p className="muted">{profile.description}</p>}
          </header>
          {profile ? (
            <ProfileStepForm
              key={profile.key}
              spec={profile}
              onSaved={(complete) => onProfileSaved(profile.key, complete)}
              onContinue={next}
              onBack={index > 0 ? back : null}
            />
          ) : step === 'terms' ? (
            <TermsStep status={status} onStatus={setStatus} onContinue={next} onBack={back} />
          ) : step === 'sign' ? (
            <SignStep status={status} onStatus={setStatus} onContinue={next} onBack={back} />
          ) : (
            <ReviewStep status={status} onGo={go} onCompleted={onCompleted} onBack={back} />
          )}
        </section>
      </div>
    </div>
  );
}
