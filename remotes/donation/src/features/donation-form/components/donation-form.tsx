import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { Button, LoadingOverlay, messages, paths } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { AmountStep } from './amount-step';
import { BillingStep } from './billing-step';
import { CardStep } from './card-step';
import type { FieldProps } from './field-props';
import { OrderSummary } from './order-summary';
import { StepIndicator, stepTitles } from './step-indicator';
import { cardLimits, chosenAmount, formatPounds, onlyDigits, onlyLettersAndSpaces, type Field } from '../lib/donation-form-state';
import { stepCount, useDonationForm, type Step } from '../hooks/use-donation-form';
import './donation-form.css';

type TextFieldName = Exclude<Field, 'preset' | 'customAmount'>;

/** What each card field keeps of what is typed or pasted (docs/product/donation.md). */
const keep: Partial<Record<TextFieldName, (value: string) => string>> = {
  name: onlyLettersAndSpaces,
  card_number: (value) => onlyDigits(value, cardLimits.number),
  card_exp_month: (value) => onlyDigits(value, cardLimits.month),
  card_exp_year: (value) => onlyDigits(value, cardLimits.year),
  card_cvc: (value) => onlyDigits(value, cardLimits.cvc),
};

interface Props extends RemoteProps {
  /** /donation/failure: the stored details come back and step 3 says the payment failed (docs/product/donation.md). */
  onFailureRoute: boolean;
}

/** docs/product/donation.md's donation form: amount, billing, card, with the steps shown above and the amount beside. */
export function DonationForm({ onFailureRoute, ...props }: Props) {
  const donation = useDonationForm(props, onFailureRoute);
  const { ready, step, form, problem, busy, failureNotice, idOf, update, next, back, goTo, preload } = donation;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step | null>(null);

  // A new step takes the focus (and so the screen reader) to its heading; not on the first one shown.
  // Before the browser paints the step: a key pressed as soon as it shows already goes to it.
  useLayoutEffect(() => {
    if (ready !== true) return;
    if (shownStep.current !== null && shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [ready, step]);

  if (ready === 'nothing') return <Navigate to={paths.home} replace />;
  if (!ready) return null;

  const field: FieldProps<TextFieldName> = (name) => ({
    id: idOf(name),
    value: form[name],
    error: problem?.[0] === name ? problem[1] : undefined,
    onChange: (event) => update(name, keep[name]?.(event.target.value) ?? event.target.value),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };
  const amount = chosenAmount(form);

  return (
    <section className="donation-card ui-card ui-fill" aria-labelledby={headingId}>
      <StepIndicator step={step} />
      <div className={`donation-card__body${step > 1 ? ' donation-card__body--with-summary' : ''}`}>
        <form className="donation-card__form" onSubmit={onSubmit} onFocus={preload} onPointerDown={preload} noValidate>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="donation-card__heading ui-focus-target">
            <span className="ui-visually-hidden">
              Step {step} of {stepCount}:{' '}
            </span>
            {stepTitles[step]}
          </h2>
          {step === 3 && failureNotice && (
            <p className="donation-card__failure" role="alert">
              {messages.paymentFailed}
            </p>
          )}

          {step === 1 && <AmountStep {...donation} />}
          {step === 2 && <BillingStep field={field} />}
          {step === 3 && <CardStep field={field} />}

          <div className="donation-card__actions">
            {step > 1 && (
              <Button variant="secondary" className="donation-card__back" onClick={back}>
                Back
              </Button>
            )}
            <Button type="submit" disabled={busy !== false} aria-busy={busy !== false}>
              {busy === 'checking' ? 'Checking…' : step === 3 && amount !== null ? `Donate ${formatPounds(amount)}` : 'Continue'}
            </Button>
          </div>
        </form>
        {step > 1 && amount !== null && <OrderSummary amount={amount} product={props.config.brand.product} onChange={() => goTo(1)} />}
      </div>
      {/* The e-mail check is usually quick: the busy button says so, without an overlay flashing by. */}
      <LoadingOverlay active={busy === 'sending'} label="Sending your donation" />
    </section>
  );
}
