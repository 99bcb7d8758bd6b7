import { eventAudienceLabels, TextField, type EventInput } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import { ukTimeHint } from '../../common/lib/format';
import { PictureField } from '../../news/components/picture-field';
import { RichTextField } from '../../news/components/rich-text-field';
import type { Errors, Form } from './event-form';

interface Props {
  form: Form;
  errors: Errors;
  /** A cancelled event is read, not changed. */
  cancelled: boolean;
  set<K extends keyof Form>(key: K): (value: Form[K]) => void;
  onPictureError(message: string): void;
}

/** The event editor's fields: what, when, where, the picture and the description; each refusal beside its field. */
export function EventFields({ form, errors, cancelled, set, onPictureError }: Props) {
  return (
    <>
      <fieldset className="staff-fieldset" disabled={cancelled}>
        <legend className="staff-fieldset__legend">The event</legend>
        <TextField label="Title" value={form.title} onChange={(e) => set('title')(e.target.value)} error={errors.title} />
        <TextField
          label="Address on the site"
          hint="After /events/: lowercase letters, numbers and hyphens. Made from the title when empty."
          value={form.slug}
          onChange={(e) => set('slug')(e.target.value)}
          error={errors.slug}
        />
        <TextField
          label="Summary"
          hint="One or two sentences for the list and link previews."
          value={form.summary}
          onChange={(e) => set('summary')(e.target.value)}
          error={errors.summary}
        />
        <TextField
          label="Starts"
          type="datetime-local"
          hint={ukTimeHint(form.starts)}
          value={form.starts}
          onChange={(e) => set('starts')(e.target.value)}
          error={errors.startsAt}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          hint={ukTimeHint(form.ends)}
          value={form.ends}
          onChange={(e) => set('ends')(e.target.value)}
          error={errors.endsAt}
        />
        <TextField
          label="Places"
          type="number"
          min={1}
          max={10000}
          inputMode="numeric"
          value={form.capacity}
          onChange={(e) => set('capacity')(e.target.value)}
          error={errors.capacity}
        />
        <SelectField
          label="Who may book"
          value={form.audience}
          options={(['members', 'open'] as const).map((value) => ({ value, label: eventAudienceLabels[value] }))}
          onChange={(e) => set('audience')(e.target.value as EventInput['audience'])}
        />
      </fieldset>
      <fieldset className="staff-fieldset" disabled={cancelled}>
        <legend className="staff-fieldset__legend">Where</legend>
        <div className="ui-field staff-field">
          <label className="staff-check">
            <input type="checkbox" checked={form.online} onChange={(e) => set('online')(e.target.checked)} /> Online event
          </label>
        </div>
        {form.online ? (
          <TextField
            label="Online link"
            hint="Shown only to those booked, and in their calendar invitation."
            value={form.onlineUrl}
            onChange={(e) => set('onlineUrl')(e.target.value)}
            error={errors.onlineUrl}
          />
        ) : (
          <>
            <TextField
              label="Town or area"
              hint="What everyone sees (Leeds, Central London)."
              value={form.area}
              onChange={(e) => set('area')(e.target.value)}
              error={errors.area}
            />
            <TextField
              label="Full address"
              hint="Shown only to those booked, and in their calendar invitation."
              multiline
              rows={3}
              value={form.place}
              onChange={(e) => set('place')(e.target.value)}
              error={errors.place}
            />
          </>
        )}
      </fieldset>
      {!cancelled && (
        <PictureField
          path={form.pictureUrl}
          alt={form.pictureAlt}
          error={errors.picture ?? errors.pictureUrl}
          altError={errors.pictureAlt}
          onUploaded={(path) => set('pictureUrl')(path)}
          onAlt={set('pictureAlt')}
          onError={onPictureError}
        />
      )}
      {!cancelled && (
        <RichTextField
          id="staff-event-description"
          idStem="staff-event-description"
          label="Description"
          initialHtml={form.descriptionHtml}
          error={errors.descriptionHtml}
          onChange={set('descriptionHtml')}
        />
      )}
    </>
  );
}
