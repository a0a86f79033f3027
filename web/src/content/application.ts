/** The application form on an opening's page (issue 29): its copy, loaded with the form's code. */
export const APPLICATION_FORM = {
  heading: 'Apply for this role',
  lead: 'No account, no cover-letter template: your details and your CV are enough. We read every application and reply by e-mail within two weeks, whatever the outcome.',
  labels: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    cv: 'CV',
    coverNote: 'Cover note (optional)',
    links: 'Links (optional)',
  },
  hints: {
    cv: 'PDF or Word, at most 5 MB.',
    links: 'LinkedIn, GitHub or a portfolio: one per line.',
    phone: 'With the country code if you are outside India.',
  },
  submit: 'Send application',
  sentHeading: 'Application sent',
  next: [
    'Your application and CV are with our hiring team now.',
    'Someone from the team reads it within a week.',
    'We reply by e-mail within two weeks, whatever the outcome.',
  ],
  failed: 'Your application could not be sent. Please check the form and try again.',
  network: 'We could not reach the server. Check your connection and send again: nothing you typed is lost.',
} as const;
