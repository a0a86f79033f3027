/**
 * FAQPage structured data, in a module of its own: only pages of blocks use it, and the code's pages
 * that share structured-data.ts keep their first-load bytes.
 */

/** A page's questions and answers: what its FAQ blocks show, in order. */
export function faqJsonLd(questions: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}
