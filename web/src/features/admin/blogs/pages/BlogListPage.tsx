/** Placeholder: filled in by its feature's work. */
export default function BlogListPage() {
  return (
    <section className="container section">
      <h1>BlogListPage</h1>
    </section>
  );
}
