/** What other modules may use of forms: the definitions pages show, and taking an entry (a page's form). */
export { formRow, formRowIn, publicForms, publicFormsIn, toPublic } from './repository.ts';
export { acceptFormEntry, type EntryInput, FORM_NOT_FOUND } from './service.ts';
