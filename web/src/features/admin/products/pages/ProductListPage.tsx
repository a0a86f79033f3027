/** Placeholder: filled in by its feature's work. */
export default function ProductListPage() {
  return (
    <section className="container section">
      <h1>ProductListPage</h1>
    </section>
  );
}
