/** Placeholder: filled in by its feature's work. */
export default function BlogPage() {
  return (
    <section className="container section">
      <h1>BlogPage</h1>
    </section>
  );
}
