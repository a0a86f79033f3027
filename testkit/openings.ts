/**
 * A job opening as the admin API takes it (POST/PUT /api/v1/admin/jobs), open, applied for by email:
 * for the tests and benches that need one on a running server.
 */
export function openingInput(title: string, text: string) {
  return {
    title,
    department: 'Engineering',
    location: 'Pune',
    remote: false,
    employmentType: 'FULL_TIME',
    experience: '2+ years',
    description: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    },
    apply: { kind: 'email', target: 'jobs@example.test' },
    closesOn: null,
    status: 'open',
  };
}
