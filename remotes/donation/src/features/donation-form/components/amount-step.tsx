import { donationPresets } from '@tenants/shared/core';
import { formatPounds, type DonationForm, type Field, type Preset } from '../lib/donation-form-state';
import type { Problem } from '../lib/validate';

interface Props {
  form: DonationForm;
  problem: Problem | null;
  idOf(field: Field): string;
  choosePreset(preset: Preset): void;
  typeCustomAmount(value: string): void;
}

/** Step 1: a preset (toggle buttons) or an amount of the donor's own; choosing one clears the other. */
export function AmountStep({ form, problem, idOf, choosePreset, typeCustomAmount }: Props) {
  const errorId = `${idOf('customAmount')}-error`;
  const error = problem && (problem[0] === 'preset' || problem[0] === 'customAmount') ? problem[1] : undefined;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className="donation-amount">
      <legend className="donation-amount__legend">How much would you like to give?</legend>
      <div className="donation-amount__presets">
        {donationPresets.map((preset, index) => (
          <button
            key={preset}
            type="button"
            id={index === 0 ? idOf('preset') : undefined}
            className={`donation-amount__preset ui-choice${form.preset === preset ? ' donation-amount__preset--picked ui-choice--picked' : ''}`}
            aria-pressed={form.preset === preset}
            aria-describedby={describedBy}
            onClick={() => choosePreset(preset)}
          >
            {formatPounds(preset)}
          </button>
        ))}
      </div>
      <div className={`ui-field donation-amount__custom${error ? ' ui-field--invalid' : ''}`}>
        <label className="ui-field__label" htmlFor={idOf('customAmount')}>
          Other amount<span className="ui-visually-hidden"> in pounds</span>
        </label>
        <div className="donation-amount__money">
          <span className="donation-amount__currency" aria-hidden="true">
            £
          </span>
          <input
            id={idOf('customAmount')}
            className="ui-field__input"
            inputMode="numeric"
            autoComplete="off"
            value={form.customAmount}
            aria-invalid={!!error || undefined}
            aria-describedby={describedBy}
            onChange={(event) => typeCustomAmount(event.target.value)}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
