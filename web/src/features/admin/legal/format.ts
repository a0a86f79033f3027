const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A save's date and time in the reader's time zone. */
export const formatWhen = (iso: string) => timeFormat.format(new Date(iso));
