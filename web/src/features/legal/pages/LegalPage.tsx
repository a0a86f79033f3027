/** Placeholder: filled in by its feature's work. */
export default function LegalPage({ doc }: { doc: 'privacy' | 'terms' | 'refund' }) {
  return (
    <section className="container section">
      <h1>LegalPage</h1>
      <p>{doc}</p>
    </section>
  );
}
