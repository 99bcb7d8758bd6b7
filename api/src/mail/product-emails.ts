import { apiModules } from '../modules';
import { letterWriter, type MailTemplates, type TemplateContext } from './templates';

/**
 * Every module's e-mails, bound to the brand and the site's address. Only the composition roots build them
 * (app.ts for the mailer, commands.ts for the CLI) and hand them on: templates.ts, which every module's
 * e-mails are written with, cannot import the modules' list without a circle of imports.
 */
export function mailTemplates(ctx: TemplateContext): MailTemplates {
  const writer = letterWriter(ctx);
  return Object.assign({}, ...apiModules.map((module) => module.emails?.(writer)));
}
