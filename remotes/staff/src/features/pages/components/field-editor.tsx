import { createContext, useContext, useState, type ReactNode } from 'react';
import { TextField, type PagePicture } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import { RichTextField } from '../../news/components/rich-text-field';
import { artOptions, type FieldSpec } from '../lib/block-fields';
import { inputIdOf, type PathErrors } from '../lib/draft-page';
import { PictureUpload } from './picture-upload';

type Value = Record<string, unknown>;

interface Props {
  fields: readonly FieldSpec[];
  value: Value;
  onChange(next: Value): void;
  /** Where this value sits in the draft (`blocks.2`, `card`): the errors' paths and the inputs' ids start with it. */
  path: string;
  errors: PathErrors;
  /** A new value for it starts the rich text editors afresh (a restored version). */
  editorKey: number;
  /**
   * Inside a row or a group every field is kept, even empty (the contract wants them whole); at a block's top
   * level an empty optional field is left out, so a draft saves with whatever was typed.
   */
  nested?: boolean;
}

/** An empty value for a field, for a row just added. */
function emptyOf(field: FieldSpec): unknown {
  switch (field.kind) {
    case 'text':
      return field.key === 'to' ? '/' : '';
    case 'long':
    case 'html':
      return '';
    case 'bool':
      return field.optional ? undefined : false;
    case 'number':
      return 0;
    case 'enum':
      return field.optional ? undefined : field.options[0];
    case 'picture':
      return field.optional ? undefined : { art: artOptions[0].value, alt: '' };
    case 'paragraphs':
    case 'strings':
      return [];
    case 'links':
      return field.optional ? undefined : [];
    case 'rows':
      return field.optional ? undefined : [];
    case 'group':
      return rowOf(field.fields);
  }
}
const rowOf = (fields: readonly FieldSpec[]): Value => {
  const row: Value = {};
  for (const field of fields) {
    const empty = emptyOf(field);
    if (empty !== undefined) row[field.key] = empty;
  }
  return row;
};

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** The form of one value (a block, a row, a group, the card) from its fields' table. */
export function FieldEditor({ fields, value, onChange, path, errors, editorKey, nested = false }: Props) {
  const set = (key: string, next: unknown) => {
    const copy = { ...value };
    const empty = next === undefined || (!nested && (next === '' || (Array.isArray(next) && next.length === 0)));
    if (empty) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  return (
    <>
      {fields.map((field) => (
        <Field
          key={field.key}
          field={field}
          value={value[field.key]}
          onChange={(next) => set(field.key, next)}
          path={`${path}.${field.key}`}
          errors={errors}
          editorKey={editorKey}
        />
      ))}
    </>
  );
}

interface FieldProps {
  field: FieldSpec;
  value: unknown;
  onChange(next: unknown): void;
  path: string;
  errors: PathErrors;
  editorKey: number;
}

/** The id of a <datalist> of addresses a link's address is chosen from (the menus offer the published pages). */
export const AddressChoices = createContext<string | undefined>(undefined);

function Field({ field, value, onChange, path, errors, editorKey }: FieldProps) {
  const choices = useContext(AddressChoices);
  const id = inputIdOf(path);
  const error = errors[path];
  const label = field.optional && field.kind !== 'bool' ? `${field.label} (optional)` : field.label;
  switch (field.kind) {
    case 'text':
    case 'long':
      return field.kind === 'long' ? (
        <TextField id={id} label={label} multiline rows={3} value={String(value ?? '')} error={error} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <TextField
          id={id}
          label={label}
          value={String(value ?? '')}
          error={error}
          list={field.key === 'to' ? choices : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <TextField
          id={id}
          label={label}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          value={String(value ?? 0)}
          error={error}
          onChange={(e) => onChange(Number.parseInt(e.target.value, 10) || 0)}
        />
      );
    case 'bool':
      return (
        <div className={`staff-check${error ? ' ui-field--invalid' : ''}`}>
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> <label htmlFor={id}>{label}</label>
          {error && (
            <p className="ui-field__error" role="alert">
              {error}
            </p>
          )}
        </div>
      );
    case 'enum':
      return (
        <SelectField
          id={id}
          label={label}
          value={String(value ?? '')}
          error={error}
          options={[
            ...(field.optional ? [{ value: '', label: 'As the site draws it' }] : []),
            ...field.options.map((option) => ({ value: option, label: option })),
          ]}
          onChange={(e) => onChange(e.target.value || undefined)}
        />
      );
    case 'html':
      return (
        <RichTextField
          id={id}
          idStem={id}
          label={label}
          initialHtml={String(value ?? '')}
          error={error}
          editorKey={editorKey}
          onChange={(html) => onChange(/^(<p>\s*<\/p>)*$/.test(html.trim()) ? '' : html)}
        />
      );
    case 'picture':
      return (
        <PictureChoice label={label} optional={!!field.optional} value={value as PagePicture | undefined} onChange={onChange} path={path} errors={errors} />
      );
    case 'paragraphs':
    case 'strings':
      return field.kind === 'strings' ? (
        <LinesField
          key={editorKey}
          id={id}
          label={label}
          value={(value as string[] | undefined) ?? []}
          error={error ?? firstUnder(errors, path)}
          onChange={onChange}
        />
      ) : (
        <ListField
          legend={label}
          item="paragraph"
          error={error}
          items={(value as string[] | undefined) ?? []}
          onChange={onChange}
          empty={() => ''}
          path={path}
          render={(text, index, change) => (
            <TextField
              id={inputIdOf(`${path}.${index}`)}
              label={`Paragraph ${index + 1}`}
              multiline
              rows={4}
              value={text}
              error={errors[`${path}.${index}`]}
              onChange={(e) => change(e.target.value)}
            />
          )}
        />
      );
    case 'links':
      return (
        <ListField
          legend={label}
          item="link"
          error={error}
          items={(value as Array<{ label: string; to?: string; href?: string }> | undefined) ?? []}
          onChange={(next) => onChange(next)}
          empty={() => ({ label: '', to: '/' })}
          path={path}
          render={(link, index, change) => (
            <div className="staff-pages__pair">
              <TextField
                id={inputIdOf(`${path}.${index}.label`)}
                label={`Link ${index + 1}: words`}
                value={link.label}
                error={errors[`${path}.${index}.label`]}
                onChange={(e) => change({ ...link, label: e.target.value })}
              />
              <TextField
                id={inputIdOf(`${path}.${index}.to`)}
                label={`Link ${index + 1}: address`}
                list={choices}
                value={link.href ?? link.to ?? ''}
                error={errors[`${path}.${index}.to`] ?? errors[`${path}.${index}.href`] ?? errors[`${path}.${index}`]}
                onChange={(e) => change(linkTo(link, e.target.value))}
              />
            </div>
          )}
        />
      );
    case 'rows':
      return (
        <ListField
          legend={label}
          item={field.item}
          hint={field.hint}
          error={error}
          items={(value as Value[] | undefined) ?? []}
          onChange={onChange}
          empty={() => rowOf(field.fields)}
          path={path}
          render={(row, index, change) => (
            <FieldEditor nested fields={field.fields} value={row} onChange={change} path={`${path}.${index}`} errors={errors} editorKey={editorKey} />
          )}
        />
      );
    case 'group':
      return (
        <fieldset className="staff-fieldset">
          <legend className="staff-fieldset__legend">{label}</legend>
          <FieldEditor
            nested
            fields={field.fields}
            value={(value as Value | undefined) ?? rowOf(field.fields)}
            onChange={onChange}
            path={path}
            errors={errors}
            editorKey={editorKey}
          />
        </fieldset>
      );
  }
}

/** A link's address: a site address is followed in the app (`to`); anything else, or a link that was plain, is `href`. */
function linkTo(link: { label: string; to?: string; href?: string }, address: string) {
  const inApp = link.href === undefined && address.startsWith('/') && !address.startsWith('//');
  return inApp ? { label: link.label, to: address } : { label: link.label, href: address };
}

const firstUnder = (errors: PathErrors, path: string) => Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

interface ListProps<T> {
  legend: string;
  /** One item's name: "Add point", "Move point 2 up". */
  item: string;
  hint?: string;
  error?: string;
  items: readonly T[];
  onChange(next: T[]): void;
  empty(): T;
  path: string;
  render(item: T, index: number, change: (next: T) => void): ReactNode;
}

/** Repeatable rows: each with Move up, Move down and Remove; Add at the end. The focus follows a moved row's button. */
function ListField<T>({ legend, item, hint, error, items, onChange, empty, path, render }: ListProps<T>) {
  const [said, setSaid] = useState('');
  const name = (index: number) => `${item} ${index + 1}`;
  const move = (from: number, to: number) => {
    onChange(moved(items, from, to));
    setSaid(`${name(from)} moved to place ${to + 1}.`);
    // The row's own button in its new place keeps the focus, so moving again is one more press.
    setTimeout(() => focusMoved(`${inputIdOf(path)}-row-${to}`, to < from), 0);
  };
  return (
    <fieldset className="staff-fieldset staff-pages__list" id={inputIdOf(path)} tabIndex={-1}>
      <legend className="staff-fieldset__legend">{legend}</legend>
      {hint && <p className="staff-field__hint">{hint}</p>}
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
      {items.map((value, index) => (
        <div key={index} className="staff-pages__row" role="group" aria-label={`${capital(name(index))} of ${legend}`}>
          {render(value, index, (next) => onChange(items.map((current, at) => (at === index ? next : current))))}
          <div className="staff-actions--inline staff-pages__row-actions">
            <button
              type="button"
              id={`${inputIdOf(path)}-row-${index}-up`}
              className="staff-button staff-button--ghost"
              disabled={index === 0}
              aria-label={`Move ${name(index)} up`}
              onClick={() => move(index, index - 1)}
            >
              Up
            </button>
            <button
              type="button"
              id={`${inputIdOf(path)}-row-${index}-down`}
              className="staff-button staff-button--ghost"
              disabled={index === items.length - 1}
              aria-label={`Move ${name(index)} down`}
              onClick={() => move(index, index + 1)}
            >
              Down
            </button>
            <button
              type="button"
              className="staff-button staff-button--ghost"
              aria-label={`Remove ${name(index)}`}
              onClick={() => {
                onChange(items.filter((_, at) => at !== index));
                setSaid(`${capital(name(index))} removed.`);
              }}
            >
              Remove
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="staff-button staff-button--ghost" onClick={() => onChange([...items, empty()])}>
        Add {item}
      </button>
      <p className="ui-visually-hidden" role="status">
        {said}
      </p>
    </fieldset>
  );
}

/** After a move, the same button in the new place, or the other way when that end is reached (a disabled button takes no focus). */
export function focusMoved(stem: string, up: boolean) {
  const same = document.getElementById(`${stem}-${up ? 'up' : 'down'}`) as HTMLButtonElement | null;
  const other = document.getElementById(`${stem}-${up ? 'down' : 'up'}`) as HTMLButtonElement | null;
  (same && !same.disabled ? same : other)?.focus();
}

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

/** Names one per line (services, highlights): kept as typed while typing, sent as the list of non-empty lines. */
function LinesField({ id, label, value, error, onChange }: { id: string; label: string; value: string[]; error?: string; onChange(next: string[]): void }) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <TextField
      id={id}
      label={`${label}, one per line`}
      multiline
      rows={3}
      value={text}
      error={error}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

/** A picture: one of the site's drawings by name (or the uploaded picture it has), and its alt text. */
function PictureChoice({
  label,
  optional,
  value,
  onChange,
  path,
  errors,
}: {
  label: string;
  optional: boolean;
  value: PagePicture | undefined;
  onChange(next: PagePicture | undefined): void;
  path: string;
  errors: PathErrors;
}) {
  const uploaded = value && !artOptions.some((option) => option.value === value.art) ? [{ value: value.art, label: `Uploaded picture ${value.art}` }] : [];
  return (
    <fieldset className="staff-fieldset">
      <legend className="staff-fieldset__legend">{label}</legend>
      <SelectField
        id={inputIdOf(`${path}.art`)}
        label={`${label}: drawing`}
        value={value?.art ?? ''}
        error={errors[`${path}.art`] ?? errors[path]}
        options={[...(optional || !value ? [{ value: '', label: optional ? 'None' : 'Choose a drawing' }] : []), ...uploaded, ...artOptions]}
        onChange={(e) => onChange(e.target.value ? { art: e.target.value as PagePicture['art'], alt: value?.alt ?? '' } : undefined)}
      />
      <PictureUpload
        id={`${inputIdOf(path)}-upload`}
        label={label}
        current={uploaded[0]?.value}
        onUploaded={(picture) => onChange({ art: picture as PagePicture['art'], alt: value?.alt ?? '' })}
      />
      {value && (
        <TextField
          id={inputIdOf(`${path}.alt`)}
          label={`${label}: describe it (alt text)`}
          value={value.alt}
          error={errors[`${path}.alt`]}
          onChange={(e) => onChange({ ...value, alt: e.target.value })}
        />
      )}
    </fieldset>
  );
}
