import { createContext, useContext } from 'react';
import { TextField, type PagePicture } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import { RichTextField } from '../../news/components/rich-text-field';
import type { FieldSpec } from '../lib/block-fields';
import { inputIdOf, type PathErrors } from '../lib/draft-page';
import { firstUnder, linkTo, rowOf } from '../lib/field-values';
import { LinesField } from './lines-field';
import { ListField } from './list-field';
import { PictureChoice } from './picture-choice';

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
