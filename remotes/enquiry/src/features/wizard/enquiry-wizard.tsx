import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button, type RemoteProps } from '@tenants/shared';
import { choiceSteps, questions, stepCount } from './questions';
import { useEnquiryWizard } from './use-enquiry-wizard';
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

  if (!ready) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 7) void submit();
    else if (step >= 4) next();
  };

  const choice = step <= 3 ? choiceSteps[step as 1 | 2 | 3] : undefined;

  return (
    <section className="enquiry-wizard" aria-labelledby={`${ids}-title`}>
      <aside className="enquiry-wizard__panel">
        {/* Every page that shows the wizard has its own h1 above it. */}
        <h2 id={`${ids}-title`} className="enquiry-wizard__title">
          Talk To A Specialist
        </h2>
        <p>
          Seven quick questions and the right adviser (property, corporate or non-corporate) will contact you, usually within one
          working day. There is no charge for the first conversation.
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

      <form className="enquiry-wizard__form" onSubmit={onSubmit} noValidate aria-describedby={`${ids}-status`}>
        <p id={`${ids}-status`} className="ui-visually-hidden" aria-live="polite">
          Step {step} of {stepCount}: {questions[step]}
        </p>
        <h3 ref={questionRef} tabIndex={-1} className="enquiry-wizard__question">
          {questions[step]}
        </h3>

        {choice && (
          <div className="enquiry-wizard__choices" role="group" aria-label={questions[step]}>
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

        {step === 4 && (
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${ids}-city`}>
              Town / City
            </label>
            <input id={`${ids}-city`} className="ui-field__input" autoComplete="address-level2" value={form.city} onChange={(e) => update('city', e.target.value)} />
          </div>
        )}

        {step === 5 && (
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${ids}-comments`}>
              How can we help you?
            </label>
            <textarea id={`${ids}-comments`} className="ui-field__input enquiry-wizard__textarea" rows={5} value={form.comments} onChange={(e) => update('comments', e.target.value)} />
          </div>
        )}

        {step === 6 && (
          <>
            <div className="enquiry-wizard__pair">
              <div className="ui-field">
                <label className="ui-field__label" htmlFor={`${ids}-first`}>
                  First Name
                </label>
                <input id={`${ids}-first`} className="ui-field__input" autoComplete="given-name" value={form.firstname} onChange={(e) => update('firstname', e.target.value)} />
              </div>
              <div className="ui-field">
                <label className="ui-field__label" htmlFor={`${ids}-last`}>
                  Last Name
                </label>
                <input id={`${ids}-last`} className="ui-field__input" autoComplete="family-name" value={form.lastname} onChange={(e) => update('lastname', e.target.value)} />
              </div>
            </div>
            <p className="enquiry-wizard__note">A member of our team will use this information to contact you about your enquiry.</p>
          </>
        )}

        {step === 7 && (
          <>
            <div className="enquiry-wizard__pair">
              <div className="ui-field">
                <label className="ui-field__label" htmlFor={`${ids}-email`}>
                  Email address
                </label>
                <input id={`${ids}-email`} className="ui-field__input" type="email" autoComplete="email" value={form.email} onChange={(e) => update('email', e.target.value)} />
              </div>
              <div className="ui-field">
                <label className="ui-field__label" htmlFor={`${ids}-phone`}>
                  Phone number
                </label>
                <input
                  id={`${ids}-phone`}
                  className="ui-field__input"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  value={form.phone}
                  onChange={(e) => update('phone', e.target.value.replace(/\D/g, ''))}
                />
              </div>
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
