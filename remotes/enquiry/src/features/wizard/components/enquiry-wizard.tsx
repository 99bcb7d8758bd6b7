import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { Button, TextField, htmlFormProps } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { choiceSteps, questions, stepCount } from '../lib/questions';
import { useEnquiryWizard } from '../hooks/use-enquiry-wizard';
import { fieldsFromForm, type EnquiryForm } from '../lib/enquiry-form-state';
import { preloadSharedApi } from '../api/load-shared-api';
import './enquiry-wizard.css';

interface Props extends RemoteProps {
  /** In another page (home, about, lobbying): steps and answers stay in memory, off the page's history. */
  embedded?: boolean;
}

/** The 7-step enquiry with its side panel, on /enquiry and embedded on home, about and lobbying. */
export function EnquiryWizard({ embedded = false, ...props }: Props) {
  const wizard = useEnquiryWizard(props, embedded);
  const { ready, step, form, update, choose, back, next, submit, submitting, serverErrors } = wizard;
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
  // Without JavaScript each step posts to the site server, which answers with the next one: the answers of
  // the other steps ride along as hidden fields (docs/decisions/0010). With it, the handlers below take over.
  const shown = new Set<keyof EnquiryForm>(
    choice ? [choice.field] : step === 4 ? ['city'] : step === 5 ? ['comments'] : step === 6 ? ['firstname', 'lastname'] : ['email', 'phone', 'isSubscribe'],
  );
  const carried = Object.entries(fieldsFromForm(form)).filter(([field, value]) => value !== '' && !shown.has(field as keyof EnquiryForm));
  /** A text answer's wiring: its form name (for the post without script), value, message and change. */
  const textAnswer = (field: 'city' | 'comments' | 'firstname' | 'lastname' | 'email' | 'phone', clean = (value: string) => value) => ({
    name: field,
    value: form[field],
    error: serverErrors[field],
    onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => update(field, clean(event.target.value)),
  });
  const scripted = (action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    action();
  };

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

      {/* A real form from the first paint: before the scripts run (or without them) a choice, Continue,
          Back or Submit posts the step to the site server, which answers with the next step. */}
      <form
        className="enquiry-wizard__form"
        {...htmlFormProps('enquiry')}
        // Embedded in another page the anchor would name a second form of the same id.
        id={embedded ? undefined : htmlFormProps('enquiry').id}
        onSubmit={onSubmit}
        onFocus={preloadSharedApi}
        onPointerDown={preloadSharedApi}
        noValidate
        aria-describedby={`${ids}-status`}
      >
        <input type="hidden" name="step" value={step} />
        {carried.map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        {serverErrors.form && (
          <p className="ui-field__error" role="alert">
            {serverErrors.form}
          </p>
        )}
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
                  type="submit"
                  name={choice.field}
                  value={String(option.value)}
                  className={`enquiry-wizard__choice${picked ? ' enquiry-wizard__choice--picked' : ''}`}
                  aria-pressed={picked}
                  aria-describedby={serverErrors[choice.field] ? `${ids}-choice-error` : undefined}
                  onClick={scripted(() => choose(choice.field, option.value as never, step))}
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        )}
        {choice && serverErrors[choice.field] && (
          <p id={`${ids}-choice-error`} className="ui-field__error" role="alert">
            {serverErrors[choice.field]}
          </p>
        )}

        {step === 4 && <TextField label="Town / City" autoComplete="address-level2" {...textAnswer('city')} />}

        {step === 5 && <TextField label="How can we help you?" multiline rows={5} className="enquiry-wizard__comments" {...textAnswer('comments')} />}

        {step === 6 && (
          <>
            <div className="enquiry-wizard__pair">
              <TextField label="First Name" autoComplete="given-name" {...textAnswer('firstname')} />
              <TextField label="Last Name" autoComplete="family-name" {...textAnswer('lastname')} />
            </div>
            <p className="enquiry-wizard__note">A member of our team will use this information to contact you about your enquiry.</p>
          </>
        )}

        {step === 7 && (
          <>
            <div className="enquiry-wizard__pair">
              <TextField label="Email address" type="email" autoComplete="email" {...textAnswer('email')} />
              <TextField label="Phone number" type="tel" inputMode="numeric" autoComplete="tel" {...textAnswer('phone', (value) => value.replace(/\D/g, ''))} />
            </div>
            <label className="enquiry-wizard__opt-in">
              <input type="checkbox" name="isSubscribe" value="1" checked={form.isSubscribe} onChange={(e) => update('isSubscribe', e.target.checked)} />
              <span>Keep up-to-date with the latest events and industry news</span>
            </label>
          </>
        )}

        {/* The step's own button first: it is the one Enter in a field presses (the form's default button). */}
        <div className="enquiry-wizard__actions">
          {step >= 4 && step < 7 && <Button type="submit">Continue</Button>}
          {step === 7 && (
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Sending…' : 'Submit'}
            </Button>
          )}
          {step > 1 && (
            <Button type="submit" name="nav" value="back" formNoValidate variant="secondary" className="enquiry-wizard__back" onClick={scripted(back)}>
              Back
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
