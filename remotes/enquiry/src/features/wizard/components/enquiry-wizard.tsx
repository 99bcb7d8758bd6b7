import { useId, useLayoutEffect, useRef, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import {
  Button,
  ErrorSummary,
  TextField,
  answerText,
  checkStep,
  choiceSteps,
  enquiryQuestionId,
  enquiryStepAddress,
  enquirySteps,
  htmlFormProps,
  stepCount,
  type EnquiryField,
  type ErrorSummaryItem,
} from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { useEnquiryWizard } from '../hooks/use-enquiry-wizard';
import { preloadSharedApi } from '../api/load-shared-api';
import './enquiry-wizard.css';

/** Each answer's label: beside its field, and in the check of every answer. */
const fieldLabels: Record<EnquiryField, string> = {
  type: 'Service',
  annual_rent: 'Annual rent',
  isLeaseHeld: 'Lease held in a Ltd company',
  city: 'Town / City',
  comments: 'How can we help you?',
  firstname: 'First Name',
  lastname: 'Last Name',
  email: 'Email address',
  phone: 'Phone number',
  isSubscribe: 'Keep up-to-date with the latest events and industry news',
};

const checkHeading = 'Check your answers before sending your enquiry';
const questionOf = (step: number) => (step === checkStep ? checkHeading : enquirySteps[step].question);

interface Props extends RemoteProps {
  /** In another page (home, about, lobbying): steps and answers stay in memory, off the page's history. */
  embedded?: boolean;
}

/** The 7-step enquiry with its side panel, on /enquiry and embedded on home, about and lobbying. */
export function EnquiryWizard({ embedded = false, ...props }: Props) {
  const wizard = useEnquiryWizard(props, embedded);
  const { ready, step, form, update, choose, back, next, submit, submitting, serverErrors, goTo } = wizard;
  const questionRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);
  const ids = useId();

  // Each new step takes the focus (and so the screen reader) to its question; not the first one shown, so
  // a page that embeds the form, or a reload that reopens a step, does not jump to it.
  // Before the browser paints the step: a key pressed as soon as it shows already goes to it.
  useLayoutEffect(() => {
    if (!ready) return;
    if (shownStep.current !== null && shownStep.current !== step) questionRef.current?.focus();
    shownStep.current = step;
  }, [ready, step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step >= stepCount) void submit();
    else if (step >= 4) next();
  };

  const choice = step <= 3 ? choiceSteps[step as 1 | 2 | 3] : undefined;
  // Fields link from the error summary by id: fixed on /enquiry, per instance where the form is embedded.
  const fieldId = (field: EnquiryField) => (embedded ? `${ids}-${field}` : `enquiry-${field}`);
  // Without JavaScript each step posts to the site server, which keeps the answers and sends the visitor on to
  // the next step's own address (docs/decisions/0010). With it, the handlers below take over.
  const summary: ErrorSummaryItem[] = Object.entries(serverErrors)
    .filter(([field]) => field !== 'form')
    .map(([field, message]) => ({ field: fieldId(field as EnquiryField), message }));
  /** A text answer's wiring: its label, form name (for the post without script), value, message and change. */
  const textAnswer = (field: 'city' | 'comments' | 'firstname' | 'lastname' | 'email' | 'phone', clean = (value: string) => value) => ({
    id: fieldId(field),
    label: fieldLabels[field],
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
          <span style={{ width: `${(Math.min(step, stepCount) / stepCount) * 100}%` }} />
        </div>
        <p className="enquiry-wizard__step-count">{step === checkStep ? 'Check your answers' : `Step ${step} of ${stepCount}`}</p>
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
        {!embedded && <ErrorSummary items={summary} message={serverErrors.form} />}
        {embedded && serverErrors.form && (
          <p className="ui-field__error" role="alert">
            {serverErrors.form}
          </p>
        )}
        <p id={`${ids}-status`} className="ui-visually-hidden" aria-live="polite">
          {step === checkStep ? checkHeading : `Step ${step} of ${stepCount}: ${questionOf(step)}`}
        </p>
        <h3 ref={questionRef} id={embedded ? undefined : enquiryQuestionId} tabIndex={-1} className="enquiry-wizard__question ui-focus-target">
          {questionOf(step)}
        </h3>

        {/* Keyed by step: each step's options are new buttons, not the last step's moved about (an option
            two steps share, "Unsure", would otherwise slide to its new place: a layout shift). */}
        {choice && (
          <div key={step} className="enquiry-wizard__choices" role="group" aria-label={choice.question}>
            {choice.choices.map((option, index) => {
              const picked = form[choice.field] === option.value;
              return (
                <button
                  key={option.label}
                  // The first option is where the summary's link for an unanswered choice goes.
                  id={index === 0 ? fieldId(choice.field) : undefined}
                  type="submit"
                  name={choice.field}
                  value={String(option.value)}
                  className={`enquiry-wizard__choice ui-choice${picked ? ' enquiry-wizard__choice--picked ui-choice--picked' : ''}`}
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

        {step === 4 && <TextField autoComplete="address-level2" {...textAnswer('city')} />}

        {step === 5 && <TextField multiline rows={5} className="enquiry-wizard__comments" {...textAnswer('comments')} />}

        {step === 6 && (
          <>
            <div className="enquiry-wizard__pair">
              <TextField autoComplete="given-name" {...textAnswer('firstname')} />
              <TextField autoComplete="family-name" {...textAnswer('lastname')} />
            </div>
            <p className="enquiry-wizard__note">A member of our team will use this information to contact you about your enquiry.</p>
          </>
        )}

        {step === 7 && (
          <>
            <div className="enquiry-wizard__pair">
              <TextField type="email" autoComplete="email" {...textAnswer('email')} />
              <TextField type="tel" inputMode="numeric" autoComplete="tel" {...textAnswer('phone', (value) => value.replace(/\D/g, ''))} />
            </div>
            <label className="enquiry-wizard__opt-in">
              <input
                type="checkbox"
                id={fieldId('isSubscribe')}
                name="isSubscribe"
                value="1"
                checked={form.isSubscribe}
                onChange={(e) => update('isSubscribe', e.target.checked)}
              />
              <span>{fieldLabels.isSubscribe}</span>
            </label>
          </>
        )}

        {step === checkStep && (
          <dl className="enquiry-wizard__answers">
            {Object.entries(enquirySteps).flatMap(([number, { fields }]) =>
              fields.map((field) => (
                <div key={field} className="enquiry-wizard__answer">
                  <dt>{fieldLabels[field]}</dt>
                  <dd>{answerText(form, field)}</dd>
                  <dd>
                    <a href={enquiryStepAddress(Number(number))} onClick={scripted(() => goTo(Number(number)))}>
                      Change<span className="ui-visually-hidden"> {fieldLabels[field].toLowerCase()}</span>
                    </a>
                  </dd>
                </div>
              )),
            )}
          </dl>
        )}

        {/* The step's own button first: it is the one Enter in a field presses (the form's default button). */}
        <div className="enquiry-wizard__actions">
          {step >= 4 && step < 7 && <Button type="submit">Continue</Button>}
          {step === 7 && (
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Sending…' : 'Submit'}
            </Button>
          )}
          {step === checkStep && (
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Sending…' : 'Send enquiry'}
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
