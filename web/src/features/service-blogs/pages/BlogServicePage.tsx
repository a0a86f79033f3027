/** Placeholder: filled in by its feature's work. */
export default function BlogServicePage({ category }: { category: 'backOffice' | 'digitalMarketing' }) {
  return (
    <section className="container section">
      <h1>BlogServicePage</h1>
      <p>{category}</p>
    </section>
  );
}
