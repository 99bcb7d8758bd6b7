import { useLocation } from 'react-router-dom';
import { htmlFormAction, htmlFormAnchor, returnField, type HtmlFormId } from '../server/html-forms';

/**
 * What makes a public form work as HTML, in the shell or a remote (shared/src/server/html-forms.ts): it posts to the site
 * server, which answers 303 back to `#form-<id>` on this page. With JavaScript live, the form's onSubmit
 * prevents that and sends it to the API as before.
 */
export const htmlFormProps = (form: HtmlFormId) => ({ id: htmlFormAnchor(form), method: 'post', action: htmlFormAction(form) }) as const;

/** The hidden fields: the page to come back to, and the page the visitor subscribed from (`source`) where the API takes it. */
export function HtmlFormFields({ source = false }: { source?: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name={returnField} value={pathname} />
      {source && <input type="hidden" name="source" value={pathname} />}
    </>
  );
}
