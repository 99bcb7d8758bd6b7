import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button, TextField } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { choiceSteps, questions, stepCount } from '../lib/questions';
import { useEnquiryWizard } from '../hooks/use-enquiry-wizard';
import { preloadSharedApi } from '../api/load-shared-api';
import './enquiry-wizard.css';

interface Props extends RemoteProps {
  /** In another page (home, about, lobbying): steps and answers stay in memory, off the page's history. */
  embedded?: boolean;
}

/** The 7-step enquiry with its side panel, on /enquiry and embedded on home, about and lobbying. */
export function EnquiryWizard({ embedded = false, ...props }: Props) {
  const wizard = useEnquiryWizard(props, embedded);
  const { ready, step, form, update, choose, back, next, submit, submitting } = wizard;
  const questionRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);
  const ids = useId();

  // Each new step takes the focus (and so the screen reader) to its question; not the first one shown, so
  // a page that embeds the form, or a reload that reopens a step, does not jump to it.
  useEffect(() => {
    if (!ready) return;
    if (shownStep.current !== null && shownStep.current !== step) questionRef.current?.focus();
    shownStep.current = step;
  }, [ready, step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 7) void submit();
    else if (step >= 4) next();
  };

  const choice = step <= 3 ? choiceSteps[step as 1 | 2 | 3] : undefined;

  return (
    <section className={`enquiry-wizard${embedded ? ' enquiry-wizard--embedded' : ''}`} aria-labelledby={`${ids}-title`}>
      <aside className="enquiry-wizard__panel">
        {/* Every page that shows the wizard has its own h1 above it. */}
        <h2 id={`${ids}-title`} className="enquiry-wizard__title">
          Talk To A Specialist
        </h2>
        <p>
          Seven quick questions and the right adviser (property, corporate or non-corporate) will contact you, usually within one working day. There is no
          charge for the first conversation.
        </p>
        <ul className="enquiry-wizard__promises">
          <li>Advice from people who act for tenants, never landlords</li>
          <li>A free 30-minute consultation for members</li>
          <li>Your details are used only to answer your enquiry</li>
        </ul>
        <div className="enquiry-wizard__progress" aria-hidden="true">
          <span style={{ width: `${(step / stepCount) * 100}%` }} />
        </div>
        <p className="enquiry-wizard__step-count">
          Step {step} of {stepCount}
        </p>
      </aside>

      {/* Drawn on the server, the step is inert until the page is live and its stored step known: before
          the scripts run its buttons would do nothing, and a click or keypress would be lost. Inert also
          takes it out of the accessibility tree, which aria-hidden states for tools that do not read inert. */}
      <form
        className="enquiry-wizard__form"
        onSubmit={onSubmit}
        onFocus={preloadSharedApi}
        onPointerDown={preloadSharedApi}
        noValidate
        aria-describedby={`${ids}-status`}
        inert={!ready}
        aria-hidden={ready ? undefined : true}
      >
        <p id={`${ids}-status`} className="ui-visually-hidden" aria-live="polite">
          Step {step} of {stepCount}: {questions[step]}
        </p>
        <h3 ref={questionRef} tabIndex={-1} className="enquiry-wizard__question">
          {questions[step]}
        </h3>

        {/* Keyed by step: each step's options are new buttons, not the last step's moved about (an option
            two steps share, "Unsure", would otherwise slide to its new place: a layout shift). */}
        {choice && (
          <div key={step} className="enquiry-wizard__choices" role="group" aria-label={questions[step]}>
            {choice.choices.map((option) => {
              const picked = form[choice.field] === option.value;
              return (
                <button
                  key={option.label}
                  type="button"
                  className={`enquiry-wizard__choice${picked ? ' enquiry-wizard__choice--picked' : ''}`}
                  aria-pressed={picked}
                  onClick={() => choose(choice.field, option.value as never, step)}
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        )}

        {step === 4 && <TextField label="Town / City" autoComplete="address-level2" value={form.city} onChange={(e) => update('city', e.target.value)} />}

        {step === 5 && (
          <TextField
            label="How can we help you?"
            multiline
            rows={5}
            className="enquiry-wizard__comments"
            value={form.comments}
            onChange={(e) => update('comments', e.target.value)}
          />
        )}

        {step === 6 && (
          <>
            <div className="enquiry-wizard__pair">
              <TextField label="First Name" autoComplete="given-name" value={form.firstname} onChange={(e) => update('firstname', e.target.value)} />
              <TextField label="Last Name" autoComplete="family-name" value={form.lastname} onChange={(e) => update('lastname', e.target.value)} />
            </div>
            <p className="enquiry-wizard__note">A member of our team will use this information to contact you about your enquiry.</p>
          </>
        )}

        {step === 7 && (
          <>
            <div className="enquiry-wizard__pair">
              <TextField label="Email address" type="email" autoComplete="email" value={form.email} onChange={(e) => update('email', e.target.value)} />
              <TextField
                label="Phone number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                value={form.phone}
                onChange={(e) => update('phone', e.target.value.replace(/\D/g, ''))}
              />
            </div>
            <label className="enquiry-wizard__opt-in">
              <input type="checkbox" checked={form.isSubscribe} onChange={(e) => update('isSubscribe', e.target.checked)} />
              <span>Keep up-to-date with the latest events and industry news</span>
            </label>
          </>
        )}

        <div className="enquiry-wizard__actions">
          {step > 1 && (
            <Button variant="secondary" className="enquiry-wizard__back" onClick={back}>
              Back
            </Button>
          )}
          {step >= 4 && step < 7 && <Button type="submit">Continue</Button>}
          {step === 7 && (
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Sending…' : 'Submit'}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
