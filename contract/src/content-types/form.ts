/**
 * Forms staff build (issue 29): a title, a URL name and a definition (fields with their rules and
 * conditions, steps, the confirmation, who is told) that the form builder edits as one document.
 * Public as saved (workflow `always`), each at its own page (/forms/{slug}, not in the sitemap: a
 * form is no content to find) and in the posts and legal pages that place it. Every save is a new
 * version, kept for ever as a revision: an entry keeps the version it was sent to, and a form's CSV
 * has the fields of all of them (modules/forms). Its API keeps its own shapes (the definition's parts
 * at the top level, entry counts in the staff list), so its routes are its own; its versions in
 * other languages use the generic ones (issue 36).
 */
import { ROUTES } from '../api.ts';
import { FORM_LIMITS, FORM_STARTER } from '../forms.ts';
import { defineContentType } from './define.ts';

export const FORM = defineContentType({
  name: 'form',
  label: { one: 'form', many: 'forms' },
  table: 'forms',
  titleField: 'title',
  workflow: 'always',
  publicPath: '/forms/{slug}',
  sitemap: false,
  pruneRevisions: false,
  history: false,
  // Issue 36: a version in another language is its words (title, labels, options, steps, the
  // confirmation) over the English form, public as saved at /hi/forms/{the same URL name}: the pages
  // that place a form and its entries name it by that.
  slugsPerLanguage: false,
  fields: [
    {
      kind: 'text',
      name: 'title',
      label: 'Title',
      max: FORM_LIMITS.titleLength,
      listed: true,
      translated: true,
    },
    {
      kind: 'json',
      name: 'definition',
      label: 'Definition',
      summary: 'fields and settings',
      component: 'form-builder',
      default: FORM_STARTER,
      translated: true,
      words: 'form',
    },
  ],
  // Admins and editors build forms; anyone who writes content may place one (ROUTES.adminFormChoices).
  permissions: { write: 'forms', publish: 'forms' },
  api: {
    list: ROUTES.adminForms,
    one: ROUTES.form,
    create: ROUTES.adminForms,
    update: ROUTES.adminForm,
    remove: ROUTES.adminForm,
  },
  // ADMIN_PAGE.forms, newForm and editForm (literal here, as the others' are: admin-pages.ts stays
  // out of public pages). The list shows entry counts and a CSV link, so the screens are its own.
  admin: {
    list: '/admin/forms',
    create: '/admin/forms/new',
    edit: '/admin/forms/{id}/edit',
    history: '/admin/forms/{id}/edit',
    menu: 'Forms',
    screens: 'own',
  },
  messages: {
    notFound: 'Form not found',
    deleted: 'Form deleted. Its entries stay in the inbox.',
    slugOwner: 'form',
  },
  audit: 'form',
});
