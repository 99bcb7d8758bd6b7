import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import './rich-text-editor.css';

interface Props {
  /** The HTML the editor starts with (it is not controlled afterwards). */
  initialHtml: string;
  onChange(html: string): void;
  /** The id of the label naming the editor. */
  labelledBy: string;
  /** The id of the error or hint describing it. */
  describedBy?: string;
  invalid?: boolean;
  /** The id the editable area gets, so an error can send the focus there. */
  id: string;
}

/**
 * The article body's editor (Tiptap). Only what the article policy keeps (`articleHtmlPolicy`): paragraphs,
 * h2/h3, bold, italic, lists, links and quotes; no pictures in the body (the policy drops them), no
 * underline or strike-through. Ctrl/⌘+B and I, and Markdown-like typing (## , - , 1. , > ), work as usual.
 */
export function RichTextEditor({ initialHtml, onChange, labelledBy, describedBy, invalid, id }: Props) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The editable element's name, description and error state, given at start and again when they change.
  const attributes = () => ({
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'staff-editor__content',
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, strike: false, underline: false, horizontalRule: false, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], HTMLAttributes: { rel: null, target: null, class: null } }),
    ],
    content: initialHtml,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: { attributes: attributes() },
    });
    // attributes() reads exactly these.
  }, [editor, id, labelledBy, describedBy, invalid]);

  return (
    <div className={`staff-editor${invalid ? ' staff-editor--invalid' : ''}`}>
      {editor && <Toolbar editor={editor} controls={id} />}
      <EditorContent editor={editor} />
    </div>
  );
}

type Command = { key: string; label: string; glyph: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

const commands: Command[] = [
  { key: 'bold', label: 'Bold', glyph: 'B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: 'Italic', glyph: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    key: 'h2',
    label: 'Heading 2',
    glyph: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: 'Heading 3',
    glyph: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { key: 'bullets', label: 'Bullet list', glyph: '•', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'numbers', label: 'Numbered list', glyph: '1.', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'quote', label: 'Quote', glyph: '❝', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, the arrow keys, Home and End move
 * between its buttons; each toggle says whether it is on (aria-pressed). Link opens a small form for the
 * address under the toolbar.
 */
function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ ...Object.fromEntries(commands.map((c) => [c.key, c.active(e)])), link: e.isActive('link') }) as Record<string, boolean>,
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const count = commands.length + 1;

  const move = (event: KeyboardEvent) => {
    const next = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + count) % count;
    setFocusIndex(index);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  return (
    <>
      <div ref={bar} className="staff-editor__toolbar" role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={move}>
        {commands.map((command, index) => (
          <button
            key={command.key}
            type="button"
            className={`staff-editor__tool staff-editor__tool--${command.key}`}
            aria-label={command.label}
            title={command.label}
            aria-pressed={state?.[command.key] ?? false}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => command.run(editor)}
          >
            <span aria-hidden="true">{command.glyph}</span>
          </button>
        ))}
        <button
          type="button"
          className="staff-editor__tool staff-editor__tool--link"
          aria-label="Link"
          title="Link"
          aria-pressed={state?.link ?? false}
          aria-expanded={linkOpen}
          tabIndex={focusIndex === commands.length ? 0 : -1}
          onFocus={() => setFocusIndex(commands.length)}
          onClick={() => setLinkOpen((open) => !open)}
        >
          <span aria-hidden="true">🔗</span>
        </button>
      </div>
      {linkOpen && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
    </>
  );
}

/** The address of the link on the selection: http(s), mailto or tel (what the article policy keeps). */
function LinkForm({ editor, onDone }: { editor: Editor; onDone(): void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? 'https://');
  const [error, setError] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i.test(value)) {
      setError('Please enter an address starting https://, mailto: or tel:.');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  return (
    // A div, not a form: it sits inside the article's form.
    <div
      className="staff-editor__link"
      role="group"
      aria-label="Link address"
      onKeyDown={(event) => event.key === 'Escape' && (event.preventDefault(), onDone(), editor.commands.focus())}
    >
      <label htmlFor="staff-editor-link" className="ui-field__label">
        Link address
      </label>
      <input
        id="staff-editor-link"
        className="ui-field__input"
        type="url"
        value={href}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'staff-editor-link-error' : undefined}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && apply(event)}
      />
      {error && (
        <p id="staff-editor-link-error" className="ui-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-editor__link-actions">
        <button type="button" className="staff-button" onClick={apply}>
          Apply link
        </button>
        <button type="button" className="staff-button staff-button--ghost" onClick={remove}>
          Remove link
        </button>
        <button type="button" className="staff-button staff-button--ghost" onClick={() => (onDone(), editor.commands.focus())}>
          Cancel
        </button>
      </div>
    </div>
  );
}
